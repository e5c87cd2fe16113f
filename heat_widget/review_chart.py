"""The chart of a replay review (`hw.analysis.review`): `hw.charts.review_chart(table)`.

Each reviewed car's estimated winning chance over the race (after each of its planning decisions:
the `chance_after` column, at the decision's own timeline step `at_step`), the graded decisions
(inaccuracy, mistake, blunder) marked and coloured by grade with a rule down from the chance the
best move kept (`chance_before`). Two parameters for a widget to link to:

- "review_pick" (REVIEW_PARAM): a click selection of a decision, over `at_step` and `car`
  (`alt.JupyterChart(chart).selections.review_pick` holds the clicked step);
- "step" (with `step=`, as the race charts: `hw.charts.linked(widget, chart)`): a vertical rule at
  the widget's step.

These are estimates from bot play against bots (bots/judge.py), not a guarantee for people.
"""
from __future__ import annotations

from typing import cast

from .extras import require

require("analysis", "hw.charts.review_chart", ("polars", "altair"))

import altair as alt
import polars as pl

REVIEW_PARAM = "review_pick"
STEP_PARAM = "step"  # the race charts' parameter (charts.py STEP_PARAM): linked() drives it
#: grade -> colour (the graded ones stand out; "good" and "best" stay grey on the line)
GRADE_COLOURS = {"inaccuracy": "#f2c418", "mistake": "#ee7a1b", "blunder": "#d62f2f"}
#: the cars' colours here: none of the grades' (a car's own colour may be red, orange or yellow)
CAR_RANGE = ["#1f6fd1", "#1f9d55", "#8a4fc7", "#26282c", "#8d96a0", "#6d4c41"]
NEEDED = ("at_step", "round", "car", "action", "best", "loss", "low", "high", "grade", "chance_before",
          "chance_after")


def review_chart(table: pl.DataFrame, step=None, width: int = 560, height: int = 220) -> alt.LayerChart:
    """Each car's winning chance over the race from `review(race)`'s table, graded decisions marked
    (module docstring). `step`: a timeline step for a "current step" rule driven by the parameter
    "step" (True: the last decision's), as the race charts take it."""
    if not isinstance(table, pl.DataFrame):
        raise TypeError(f"review_chart needs the table of hw.analysis.review(race), not {type(table).__name__}")
    missing = [c for c in NEEDED if c not in table.columns]
    if missing:
        raise ValueError(f"review_chart needs the table of hw.analysis.review(race); this one has no "
                         f"{', '.join(missing)} column")
    data = table.select(*NEEDED, *[c for c in ("reason", "kind") if c in table.columns])
    pick = alt.selection_point(name=REVIEW_PARAM, fields=["at_step", "car"], on="click", nearest=True,
                               empty=False)
    x = alt.X("at_step:Q", title="step", axis=alt.Axis(tickMinStep=1, format="d"))
    y = alt.Y("chance_after:Q", title="winning chance (estimated)", axis=alt.Axis(format="%"),
              scale=alt.Scale(domain=[0, 1]))
    tooltip = [alt.Tooltip("at_step:Q", title="step"), "round:Q", "car:N", "action:N", "best:N", "grade:N",
               alt.Tooltip("chance_before:Q", format=".0%", title="best move's chance"),
               alt.Tooltip("chance_after:Q", format=".0%", title="chance after the move"),
               alt.Tooltip("loss:Q", format=".2f")]
    if "reason" in data.columns:
        tooltip.append("reason:N")
    base = alt.Chart(data)
    lines = base.mark_line(interpolate="step-after", strokeWidth=1.5).encode(
        x=x, y=y, color=alt.Color("car:N", title="car", scale=alt.Scale(range=CAR_RANGE)))
    points = base.mark_point(filled=True, size=30, opacity=0.6).encode(
        x=x, y=y, color=alt.Color("car:N", legend=None, scale=alt.Scale(range=CAR_RANGE)), tooltip=tooltip).add_params(pick)
    graded = base.transform_filter(alt.FieldOneOfPredicate(field="grade", oneOf=list(GRADE_COLOURS)))
    scale = alt.Scale(domain=list(GRADE_COLOURS), range=list(GRADE_COLOURS.values()))
    drops = graded.mark_rule(strokeWidth=2).encode(
        x=x, y="chance_before:Q", y2="chance_after:Q", color=alt.Color("grade:N", scale=scale, title="grade"))
    marks = graded.mark_point(filled=True, shape="diamond", stroke="black").encode(
        x=x, y=y, color=alt.Color("grade:N", scale=scale, legend=None),
        size=alt.condition(pick, alt.value(220), alt.value(110)), tooltip=tooltip)
    layers = [lines, drops, points, marks]
    chart = alt.layer(*layers).resolve_scale(color="independent").properties(
        width=width, height=height, title="Winning chance after each decision (estimates from bot play)")
    if step is None or step is False:
        return chart
    last = int(cast(int, data["at_step"].max()) or 0) if data.height else 0
    value = last if step is True else int(step)
    rule = (alt.Chart(pl.DataFrame({"one": [0]})).transform_calculate(at=STEP_PARAM)
            .mark_rule(strokeDash=[4, 3], strokeWidth=2).encode(x=alt.X("at:Q"), color=alt.value("#888888")))
    chart = alt.layer(*layers, rule).resolve_scale(color="independent").properties(
        width=width, height=height, title="Winning chance after each decision (estimates from bot play)")
    return chart.add_params(alt.param(name=STEP_PARAM, value=value))
