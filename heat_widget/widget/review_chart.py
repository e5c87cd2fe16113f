"""The chart of a replay review (`hw.analysis.review`): `hw.charts.review_chart(table)`.

Each reviewed car's expected place over the race (after each of its decisions: the `place_after`
column, at the decision's own timeline step `at_step`; 1st at the top), the graded decisions
(inaccuracy, mistake, blunder) marked and coloured by grade with a rule from the place the best
move kept (`place_before`): the review grades on places (bots/judge.py). The winning chance is in
the tooltip. A review that graded nothing draws no marks (and no empty layer, which Vega warns of). Two parameters for a widget to link to:

- "review_pick" (REVIEW_PARAM): a click selection of a decision, over `at_step` and `car`
  (`alt.JupyterChart(chart).selections.review_pick` holds the clicked step);
- "step" (with `step=`, as the race charts: `hw.charts.linked(widget, chart)`): a vertical rule at
  the widget's step.

The charts take the tables as polars DataFrames or, without polars (a browser's Python: the
classroom site), as Rows (heat_widget/race_rows.py), the same chart from the same rows.

These are estimates from bot play against bots (bots/judge.py), not a guarantee for people.
"""
from __future__ import annotations

from typing import Any, TypeAlias

from ..engine.errors import BadArgument
from ..extras import require

require("analysis", "hw.charts.review_chart", ("altair",))

import altair as alt

from ..race_rows import Rows, polars_or_none

pl = polars_or_none()  # None in a browser's Python: the tables are Rows there

REVIEW_PARAM = "review_pick"
STEP_PARAM = "step"  # the race charts' parameter (charts.py STEP_PARAM): linked() drives it
#: grade -> colour (the graded ones stand out; "good" and "best" stay grey on the line)
GRADE_COLOURS = {"inaccuracy": "#f2c418", "mistake": "#ee7a1b", "blunder": "#d62f2f"}
#: the cars' colours here: none of the grades' (a car's own colour may be red, orange or yellow)
CAR_RANGE = ["#1f6fd1", "#1f9d55", "#8a4fc7", "#26282c", "#8d96a0", "#6d4c41"]
NEEDED = ("at_step", "round", "car", "action", "best", "loss", "low", "high", "grade", "chance_before",
          "chance_after", "place_before", "place_after")
TITLE = "Expected place after each decision (estimates from bot play)"


# what alt.layer gives (altair types it so: a layer with a facet is a FacetChart)
Layered: TypeAlias = "alt.LayerChart | alt.FacetChart"


# `step`: a timeline step, True for the last decision's, None or False for no rule
def review_chart(table: Any, step: int | bool | None = None, width: int = 560, height: int = 220) -> Layered:
    """Each car's expected place over the race from `review(race)`'s table (a polars DataFrame, or
    Rows without polars), graded decisions marked (module docstring). `step`: a timeline step for a
    "current step" rule driven by the parameter "step" (True: the last decision's), as the race
    charts take it."""
    if not _is_table(table):
        raise BadArgument(f"review_chart needs the table of hw.analysis.review(race), not {type(table).__name__}")
    missing = [c for c in NEEDED if c not in table.columns]
    if missing:
        raise BadArgument(f"review_chart needs the table of hw.analysis.review(race); this one has no "
                         f"{', '.join(missing)} column")
    data = table.select(*NEEDED, *[c for c in ("reason", "kind") if c in table.columns])
    pick = alt.selection_point(name=REVIEW_PARAM, fields=["at_step", "car"], on="click", nearest=True,
                               empty=False)
    x = alt.X("at_step:Q", title="step", axis=alt.Axis(tickMinStep=1, format="d"))
    y = alt.Y("place_after:Q", title="expected place (estimated)", scale=alt.Scale(reverse=True, zero=False, nice=False),
              axis=alt.Axis(format=".1f"))
    tooltip = [alt.Tooltip("at_step:Q", title="step"), "round:Q", "car:N", "action:N", "best:N", "grade:N",
               alt.Tooltip("place_before:Q", format=".2f", title="best move's expected place"),
               alt.Tooltip("place_after:Q", format=".2f", title="expected place after the move"),
               alt.Tooltip("chance_after:Q", format=".0%", title="winning chance after the move"),
               alt.Tooltip("loss:Q", format=".2f", title="places lost")]
    if "reason" in data.columns:
        tooltip.append("reason:N")
    base = alt.Chart(_data(data))
    lines = base.mark_line(interpolate="step-after", strokeWidth=1.5).encode(
        x=x, y=y, color=alt.Color("car:N", title="car", scale=alt.Scale(range=CAR_RANGE)))
    points = base.mark_point(filled=True, size=30, opacity=0.6).encode(
        x=x, y=y, color=alt.Color("car:N", legend=None, scale=alt.Scale(range=CAR_RANGE)), tooltip=tooltip).add_params(pick)
    graded = base.transform_filter(alt.FieldOneOfPredicate(field="grade", oneOf=list(GRADE_COLOURS)))
    scale = alt.Scale(domain=list(GRADE_COLOURS), range=list(GRADE_COLOURS.values()))
    drops = graded.mark_rule(strokeWidth=2).encode(
        x=x, y="place_before:Q", y2="place_after:Q", color=alt.Color("grade:N", scale=scale, title="grade"))
    marks = graded.mark_point(filled=True, shape="diamond", stroke="black").encode(
        x=x, y=y, color=alt.Color("grade:N", scale=scale, legend=None),
        size=alt.condition(pick, alt.value(220), alt.value(110)), tooltip=tooltip)
    any_graded = any(grade in GRADE_COLOURS for grade in data["grade"])
    layers = [lines, drops, points, marks] if any_graded else [lines, points]
    chart: Layered = alt.layer(*layers).resolve_scale(color="independent").properties(
        width=width, height=height, title=TITLE)
    if step is None or step is False:
        return chart
    last = int(max(data["at_step"], default=None) or 0)
    value = last if step is True else int(step)
    rule = (alt.Chart(_frame([{"one": 0}])).transform_calculate(at=STEP_PARAM)
            .mark_rule(strokeDash=[4, 3], strokeWidth=2).encode(x=alt.X("at:Q"), color=alt.value("#888888")))
    chart = alt.layer(*layers, rule).resolve_scale(color="independent").properties(
        width=width, height=height, title=TITLE)
    with_step: Layered = chart.add_params(alt.param(name=STEP_PARAM, value=value))
    return with_step


def luck_chart(summary: Any, width: int = 420) -> Layered:
    """`hw.analysis.skill_and_luck`'s table (a polars DataFrame, or Rows without polars) as a chart:
    for each car, the places its choices gave up (a bar to the right, worse) and the places chance
    gave it (to the left when lucky), and the place it finished in beside the luck-adjusted one."""
    if not _is_table(summary) or any(c not in summary.columns for c in
                                     ("car", "places_lost", "luck", "place", "luck_adjusted_place")):
        raise BadArgument("luck_chart needs the table of hw.analysis.skill_and_luck(race)")
    rows = summary.to_dicts()
    long = _frame([{"car": r["car"], "what": "its choices", "places": r["places_lost"]} for r in rows]
                  + [{"car": r["car"], "what": "chance", "places": -r["luck"]} for r in rows])
    bars = alt.Chart(long).mark_bar().encode(
        y=alt.Y("car:N", title=None), yOffset="what:N",
        x=alt.X("places:Q", title="places lost (left of 0: places gained)"),
        color=alt.Color("what:N", title=None, scale=alt.Scale(domain=["its choices", "chance"],
                                                               range=["#ee7a1b", "#1f6fd1"]),
                        legend=alt.Legend(orient="bottom")),
        tooltip=["car:N", "what:N", alt.Tooltip("places:Q", format=".2f")])
    zero = alt.Chart(_frame([{"x": 0.0}])).mark_rule(color="#888888").encode(x="x:Q")
    places = alt.Chart(_data(summary)).mark_text(align="left", dx=4).encode(
        y=alt.Y("car:N"), x=alt.value(width + 4),
        text=alt.Text("label:N")).transform_calculate(
        label="'finished ' + datum.place + ', with average luck ' + format(datum.luck_adjusted_place, '.1f')")
    return alt.layer(bars, zero, places).properties(
        width=width, title="Places given up to choices and taken by chance (estimates from bot play)")


def reliability_chart(width: int = 320) -> Layered:
    """How well the coach's evaluator (bots/evaluator.py) predicts: its winning chance, in tenths,
    against the share of those cars that won, on the races held out of its fit (the points on the
    diagonal: calibrated), with its Brier scores in the title."""
    from ..bots.evaluator import Evaluator
    cal = Evaluator.default().meta["calibration"]
    data = _frame(cal["reliability"])
    diagonal = alt.Chart(_frame([{"x": 0.0}, {"x": 1.0}])).mark_line(color="#888888", strokeDash=[4, 3]).encode(
        x=alt.X("x:Q"), y=alt.Y("x:Q"))
    points = alt.Chart(data).mark_circle(color="#1f6fd1").encode(
        x=alt.X("predicted:Q", title="predicted winning chance", axis=alt.Axis(format="%"),
                scale=alt.Scale(domain=[0, 1])),
        y=alt.Y("won:Q", title="share that won", axis=alt.Axis(format="%"), scale=alt.Scale(domain=[0, 1])),
        size=alt.Size("n:Q", title="cars", scale=alt.Scale(range=[20, 400])),
        tooltip=[alt.Tooltip("predicted:Q", format=".0%"), alt.Tooltip("won:Q", format=".0%"), "n:Q"])
    title = (f"Held-out races: Brier {cal['brier_win']} (always 1 in the cars: {cal.get('brier_win_base', '?')}), "
             f"expected place off by {cal['place_mae']}")
    return alt.layer(diagonal, points).properties(width=width, height=width, title=title)


def _is_table(table: Any) -> bool:
    return isinstance(table, Rows) or (pl is not None and isinstance(table, pl.DataFrame))


def _data(table: Any) -> Any:
    """A table as Altair takes it: a polars DataFrame as it is, Rows as inline values."""
    return alt.Data(values=table.to_dicts()) if isinstance(table, Rows) else table  # type: ignore[no-untyped-call]  # altair's Data has no annotations


def _frame(rows: list[dict[str, Any]]) -> Any:
    """Rows of dicts as a chart's data: a polars DataFrame, or inline values without polars."""
    if pl is None:
        return alt.Data(values=rows)  # type: ignore[no-untyped-call]  # altair's Data has no annotations
    return pl.DataFrame(rows)
