"""Altair charts of a race and of many races, from the polars tables (no pandas needed).

    import heat_widget as hw
    hw.charts.lap_chart(race)             # place per round, spin-outs and Boosts marked
    hw.charts.gap_chart(race)             # spaces behind the leader per round
    hw.charts.heat_chart(race)            # where each car's Heat is, round by round
    hw.charts.speed_chart(race)           # Speed per round against the corner limits crossed
    hw.charts.race_charts(race, step=0)   # all four, with a "current step" marker
    hw.charts.season_points_chart(season) # a Championship: cumulative points by race per car
    hw.charts.strength_chart(cells)       # a tournament: win rates against the fair share
    hw.charts.review_chart(table)         # hw.analysis.review(race): expected place, graded decisions
    hw.charts.luck_chart(summary)         # hw.analysis.skill_and_luck(race, table): choices against chance

Every chart function returns an `alt.Chart` (or a layered/concatenated chart). With `step=` a chart
gets a vertical rule at that timeline step, driven by a Vega-Lite parameter named "step";
`linked(widget, chart, ...)` shows charts as `alt.JupyterChart`s whose marker follows the widget's
`step` as you scrub the replay.

Charts render offline in JupyterLab: importing this module switches Altair to heat_widget's own
renderer (chart_render.py: each chart an output JupyterLab draws with its own Vega-Lite, no widget,
no CDN), unless you chose another renderer yourself. Call `enable_offline()` to do it explicitly.
In a browser's Python (the classroom site) the race charts (lap, gap, Heat, Speed, race_charts)
need only Altair: their data are the race's Rows (race_rows.py), and the site's own Vega draws them
(browser.py).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, Literal, TypeAlias, TypeVar, cast

from .extras import in_browser, require

require("analysis", "hw.charts", ("altair",))

import altair as alt

try:
    import polars as pl
except ImportError:  # a browser's Python: the race charts are made from Rows (race_rows.py)
    pl = None  # type: ignore[assignment]  # no polars: the race charts use Rows

from .race_rows import Rows
from .engine import Championship, Race
from .engine.errors import ECHO, BadArgument, shorten

if TYPE_CHECKING:
    from .widget.race_widget import RaceWidget

# A chart's "current step": a timeline step, True for the last one, None or False for none
Step: TypeAlias = "int | bool | None"
# What alt.layer gives (altair types it so: a layer with a facet is a FacetChart)
Layered: TypeAlias = "alt.LayerChart | alt.FacetChart"
C = TypeVar("C", bound=alt.TopLevelSpec)

#: Car colours (the same as the widget's).
CAR_COLOURS = {
    "black": "#26282c", "blue": "#1f6fd1", "green": "#1f9d55", "red": "#d62f2f", "gray": "#8d96a0",
    "grey": "#8d96a0", "yellow": "#f2c418", "orange": "#ee7a1b", "purple": "#8a4fc7",
    "white": "#d9c7a0",  # the 9th car: drawn white on the board, cream here so a white chart shows it
}
HEAT_PLACES = {"heat_engine": "Engine", "heat_hand": "hand", "heat_deck": "deck", "heat_discard": "discard",
               "heat_play": "play area"}
HEAT_COLOURS = ["#2e7d32", "#d84315", "#90a4ae", "#ffb300", "#6d4c41"]
STEP_PARAM = "step"
DARK_MARK = "#212121"  # no car's colour: a limit or a Boost marked in it reads on every car

_offline = False


def enable_offline() -> None:
    """Render Altair charts without any CDN: the "heat_widget" renderer (chart_render.py), an output
    the notebook's front end draws with its own Vega-Lite. Safe to call more than once."""
    global _offline
    if not _offline:
        from . import chart_render
        chart_render.enable()
        _offline = True


if in_browser():
    from .browser import enable_site_renderer
    enable_site_renderer()
elif alt.renderers.active == "default":
    enable_offline()


# ---- helpers -------------------------------------------------------------------------------------

def _tables(race: Any) -> Any:
    """The rounds table for charts: complete rounds (and the start), each car up to the round in
    which it finished (a polars DataFrame, or Rows without polars)."""
    if pl is None:
        return _rows_tables(race)
    rounds = race.table("rounds").filter(pl.col("complete") | (pl.col("round") == pl.col("round").min()))
    done = pl.when(pl.col("finished").is_not_null()).then(pl.col("round")).min().over("car")
    return rounds.filter(done.is_null() | (pl.col("round") <= done))


def _rows_tables(race: Any) -> Rows:
    """_tables without polars: the same rows, from the race's Rows."""
    rounds: Rows = race.table("rounds")
    first = min(rounds["round"])
    kept = rounds.filter(lambda r: r["complete"] or r["round"] == first)
    done: dict[str, int] = {}
    for r in kept.to_dicts():
        if r["finished"] is not None:
            done[r["car"]] = min(done.get(r["car"], r["round"]), r["round"])
    return kept.filter(lambda r: r["car"] not in done or r["round"] <= done[r["car"]])


def _data(table: Any) -> Any:
    """A table as Altair takes it: a polars DataFrame as it is, Rows as inline values."""
    return alt.Data(values=table.to_dicts()) if isinstance(table, Rows) else table  # type: ignore[no-untyped-call]  # altair's Data has no annotations


def _chosen_cars(rounds: Any, cars: object, what: str) -> list[str]:
    """`cars=` of a chart (a name or a list of them), each one of the cars in `rounds`, else
    BadArgument naming those (an unknown one left the Speed chart empty: max() of nothing)."""
    chosen = [cars] if isinstance(cars, str) else list(cars) if isinstance(cars, (list, tuple, set)) else [cars]
    known = list(dict.fromkeys(rounds["car"]))
    unknown = [c for c in chosen if not isinstance(c, str) or c not in known]
    if unknown:  # a name as a car is named, a long one or another value cut short
        shown = [c if isinstance(c, str) and len(c) <= ECHO else shorten(c) for c in unknown[:4]]
        more = f" and {len(unknown) - 4} more" if len(unknown) > 4 else ""
        raise BadArgument(f"no {what} named {', '.join(shown)}{more}; cars are {', '.join(known)}")
    return [c for c in chosen if isinstance(c, str)]


def _only_cars(rounds: Any, cars: list[str]) -> Any:
    if isinstance(rounds, Rows):
        return rounds.filter(lambda r: r["car"] in cars)
    return rounds.filter(pl.col("car").is_in(cars))


def _colour_scale(race: Race) -> alt.Scale:
    cars = list(race.cars)
    return alt.Scale(domain=[c.name for c in cars], range=[CAR_COLOURS.get(c.colour, "#777777") for c in cars])


def _step_param(race: Race, step: int | bool) -> alt.Parameter:
    last = len(race.timeline) - 1
    value = last if step is True else max(0, min(int(step), last))
    return alt.param(name=STEP_PARAM, value=value)


def _step_rule(race: Race, param: alt.Parameter, y_title: str | None = None) -> alt.Chart:
    """A vertical rule at the round position of the step held by `param`."""
    steps = race.table("steps").select("step", "t", "round", "car", "action")
    rule: alt.Chart = (
        alt.Chart(_data(steps))
        .transform_filter(f"datum.step === {param.name}")  # the param is declared once, on top
        .mark_rule(color="#888888", strokeDash=[4, 3], strokeWidth=2)
        .encode(x=alt.X("t:Q"), tooltip=[alt.Tooltip("step:Q"), alt.Tooltip("round:Q"), alt.Tooltip("car:N"),
                                         alt.Tooltip("action:N")])
    )
    return rule


def _param_for(race: Race, step: Step) -> alt.Parameter | None:
    return None if step is None or step is False else _step_param(race, step)


def _finish(chart: C, param: alt.Parameter | None) -> C:
    """Declare the step parameter once, on the top-level chart (the rules refer to it by name, so
    Altair has nothing to lift from the subcharts: much faster for faceted and stacked charts)."""
    if param is None:
        return chart
    chart.params = [param.param]
    return chart


def _round_axis(rounds: Any) -> alt.X:
    top = int(cast(int, max(rounds["round"])) or 1)
    low = int(cast(int, min(rounds["round"])) or 0)
    return alt.X("t:Q", title="round", scale=alt.Scale(domain=[low, top], nice=False),
                 axis=alt.Axis(tickMinStep=1, format="d"))


def _is_race(obj: object) -> bool:
    return hasattr(obj, "timeline") and hasattr(obj, "cars")


def _need_race(race: object, what: str) -> None:
    if not _is_race(race):
        raise BadArgument(f"{what} needs a heat_widget Race, not {shorten(race)}")


# ---- race charts ---------------------------------------------------------------------------------

def lap_chart(race: Race, step: Step = None, width: int = 560, height: int = 240) -> Layered:
    """Place per round for every car (1st at the top), spin-outs (✕) and Boosts (▲) marked."""
    _need_race(race, "lap_chart")
    param = _param_for(race, step)
    return _finish(_lap(race, param, width, height), param)


def _lap(race: Race, param: alt.Parameter | None, width: int, height: int) -> Layered:
    rounds = _tables(race).select("round", "t", "car", "legend", "place", "gear", "speed", "spun_out", "boosted",
                                  "heat_engine", "distance")
    colour = alt.Color("car:N", scale=_colour_scale(race), title="car")
    k = len(race.cars)
    y = alt.Y("place:Q", scale=alt.Scale(domain=[k + 0.3, 0.7], nice=False), axis=alt.Axis(values=list(range(1, k + 1)),
              format="d"), title="place")
    tooltip = ["car:N", alt.Tooltip("round:Q"), "place:Q", "gear:Q", "speed:Q",
               alt.Tooltip("heat_engine:Q", title="Heat in Engine")]
    base = alt.Chart(_data(rounds)).encode(x=_round_axis(rounds), y=y, color=colour)
    lines = base.mark_line(point=True).encode(
        strokeDash=alt.StrokeDash("legend:N", legend=None, scale=alt.Scale(domain=[False, True],
                                                                           range=[[1, 0], [5, 3]])),
        tooltip=tooltip)
    rule = [_step_rule(race, param)] if param is not None else []
    return alt.layer(lines, *_event_marks(base, rounds), *rule).properties(width=width, height=height,
                                                                            title="Lap chart: place per round")


def _event_marks(base: alt.Chart, rounds: Any) -> list[alt.Chart]:
    """Spin-outs (✕) and Boosts (▲) over a chart's lines: only those the race had (an empty layer
    makes Vega warn "Infinite extent" in the notebook)."""
    spins = base.transform_filter(alt.datum.spun_out).mark_point(shape="cross", size=160, filled=True,
                                                                 color="#e53935", opacity=1).encode(
        color=alt.value("#e53935"), tooltip=["car:N", alt.Tooltip("round:Q"), alt.Tooltip("spun_out:N",
                                                                                          title="spun out")])
    boosts = base.transform_filter(alt.datum.boosted).mark_point(shape="triangle-up", size=90, filled=True,
                                                                 opacity=0.9).encode(
        tooltip=["car:N", alt.Tooltip("round:Q"), alt.Tooltip("boosted:N", title="boosted")])
    return [layer for layer, column in ((spins, "spun_out"), (boosts, "boosted")) if any(rounds[column])]


def gap_chart(race: Race, step: Step = None, width: int = 560, height: int = 240) -> Layered:
    """Spaces behind the leading car at the end of every round (the leader is at 0, on top)."""
    _need_race(race, "gap_chart")
    param = _param_for(race, step)
    return _finish(_gap(race, param, width, height), param)


def _gap(race: Race, param: alt.Parameter | None, width: int, height: int) -> Layered:
    rounds = _tables(race).select("round", "t", "car", "legend", "place", "gap", "distance", "spun_out",
                                  "boosted", "speed", "gear", "heat_engine")
    colour = alt.Color("car:N", scale=_colour_scale(race), title="car")
    base = alt.Chart(_data(rounds)).encode(x=_round_axis(rounds),
                                    y=alt.Y("gap:Q", scale=alt.Scale(reverse=True), title="spaces behind the leader"),
                                    color=colour)
    lines = base.mark_line(point=True).encode(
        strokeDash=alt.StrokeDash("legend:N", legend=None, scale=alt.Scale(domain=[False, True],
                                                                           range=[[1, 0], [5, 3]])),
        tooltip=["car:N", alt.Tooltip("round:Q"), "gap:Q", "place:Q", "distance:Q"])
    rule = [_step_rule(race, param)] if param is not None else []
    return alt.layer(lines, *_event_marks(base, rounds), *rule).properties(width=width, height=height,
                                                                            title="Gaps: spaces behind the leader")


def heat_chart(race: Race, cars: str | Iterable[str] | None = None, step: Step = None, width: int = 260,
               height: int = 150, columns: int = 2) -> alt.FacetChart:
    """The Heat economy: for each car, how many Heat cards are in its Engine, hand, deck, discard
    pile and play area at the end of every round. Spin-outs are marked on top."""
    _need_race(race, "heat_chart")
    param = _param_for(race, step)
    return _finish(_heat(race, cars, param, width, height, columns), param)


def _heat(race: Race, cars: str | Iterable[str] | None, param: alt.Parameter | None, width: int, height: int,
          columns: int) -> alt.FacetChart:
    rounds = _tables(race)
    rounds = rounds.filter(lambda r: not r["legend"]) if isinstance(rounds, Rows) else rounds.filter(~pl.col("legend"))
    if cars is not None:
        rounds = _only_cars(rounds, _chosen_cars(rounds, cars, "player car"))
    data = _heat_rows(rounds) if isinstance(rounds, Rows) else _heat_frame(rounds)
    spun = any(rounds["spun_out"])
    area = alt.Chart().transform_filter(alt.datum.layer == "heat").mark_area(opacity=0.85,
                                                                          interpolate="step-after").encode(
        x=_round_axis(rounds),
        y=alt.Y("heat:Q", stack="zero", title="Heat cards"),
        color=alt.Color("where:N", title="Heat in", scale=alt.Scale(domain=list(HEAT_PLACES.values()),
                                                                    range=HEAT_COLOURS)),
        order=alt.Order("order:Q"),
        tooltip=["car:N", alt.Tooltip("round:Q"), "where:N", "heat:Q"],
    )
    spin_marks = alt.Chart().transform_filter(alt.datum.layer == "spin").mark_point(
        shape="cross", size=140, filled=True, color="#e53935").encode(
        x="t:Q", y=alt.value(8), tooltip=["car:N", alt.Tooltip("round:Q"), alt.Tooltip("corner_heat:Q",
                                                                                     title="Heat paid")])
    return _facet([area, spin_marks] if spun else [area], data, race, param, width, height, columns,
                  "The Heat economy: where each car's Heat is")


def _heat_rows(rounds: Rows) -> Rows:
    """_heat_frame without polars: a row per car, round and place of Heat, then the spin-outs."""
    columns = ("round", "t", "car", "where", "heat", "order", "layer", "corner_heat")
    rows: list[dict[str, Any]] = []
    for r in rounds.to_dicts():
        for i, (column, where) in enumerate(HEAT_PLACES.items()):
            rows.append({"round": r["round"], "t": r["t"], "car": r["car"], "where": where, "heat": r[column],
                         "order": i, "layer": "heat", "corner_heat": None})
    # polars' unpivot puts a column's rows together: the same order here
    rows.sort(key=lambda row: row["order"])
    for r in rounds.to_dicts():
        if r["spun_out"]:
            rows.append({"round": r["round"], "t": r["t"], "car": r["car"], "where": None, "heat": None,
                         "order": None, "layer": "spin", "corner_heat": r["corner_heat"]})
    return Rows(columns, rows)


def _heat_frame(rounds: Any) -> Any:
    """The Heat chart's data: where each car's Heat is per round (layer "heat"), and its spin-outs
    (layer "spin")."""
    long = (rounds.select("round", "t", "car", *HEAT_PLACES)
            .unpivot(index=["round", "t", "car"], variable_name="where", value_name="heat")
            .with_columns(pl.col("where").replace_strict(HEAT_PLACES, return_dtype=pl.String),
                          order=pl.col("where").replace_strict({k: i for i, k in enumerate(HEAT_PLACES)},
                                                               return_dtype=pl.Int64)))
    spins = rounds.filter(pl.col("spun_out")).select("round", "t", "car", "corner_heat")
    return pl.concat([long.with_columns(layer=pl.lit("heat")), spins.with_columns(layer=pl.lit("spin"))],
                     how="diagonal_relaxed")


def speed_chart(race: Race, cars: str | Iterable[str] | None = None, step: Step = None, width: int = 260,
                height: int = 150, columns: int = 2) -> alt.FacetChart:
    """Speed per round (bars) against the lowest corner limit crossed that round (a dark bar across
    it): a bar above its limit paid Heat, or spun out (red ✕). A boosted round has a ▲ above it."""
    _need_race(race, "speed_chart")
    param = _param_for(race, step)
    return _finish(_speed(race, cars, param, width, height, columns), param)


def _speed(race: Race, cars: str | Iterable[str] | None, param: alt.Parameter | None, width: int, height: int,
           columns: int) -> alt.FacetChart:
    rounds = _tables(race)
    first = min(rounds["round"])
    rounds = (rounds.filter(lambda r: r["round"] > first) if isinstance(rounds, Rows)
              else rounds.filter(pl.col("round") > first))
    if cars is not None:
        rounds = _only_cars(rounds, _chosen_cars(rounds, cars, "car"))
    data = rounds.select("round", "t", "car", "speed", "corner_limit", "corner_heat", "spun_out", "boosted",
                         "gear")
    colour = alt.Color("car:N", scale=_colour_scale(race), legend=None)
    span = max(1, int(max(rounds["round"], default=1) or 1) - int(min(rounds["round"], default=0) or 0) + 1)
    bar = max(2, int(0.7 * width / span))
    bars = alt.Chart().mark_bar(size=bar).encode(
        x=_round_axis(rounds), y=alt.Y("speed:Q", title="Speed"), color=colour,
        tooltip=["car:N", alt.Tooltip("round:Q"), "gear:Q", "speed:Q", alt.Tooltip("corner_limit:Q", title="limit"),
                 alt.Tooltip("corner_heat:Q", title="Heat paid"), alt.Tooltip("spun_out:N", title="spun out"),
                 alt.Tooltip("boosted:N")],
    )
    limits = alt.Chart().transform_filter(alt.datum.corner_limit != None).mark_tick(  # noqa: E711
        color=DARK_MARK, orient="horizontal", thickness=2, size=bar + 4, stroke="white", strokeWidth=0.75).encode(x="t:Q", y="corner_limit:Q",
                                                      tooltip=["car:N", alt.Tooltip("corner_limit:Q", title="limit")])
    spins = alt.Chart().transform_filter(alt.datum.spun_out).mark_point(
        shape="cross", size=140, filled=True, fill="#e53935", stroke="white", strokeWidth=1).encode(
        x="t:Q", y="speed:Q")  # outlined in white: it sits on the bar's top, red on the red car
    boosts = alt.Chart().transform_filter(alt.datum.boosted).mark_point(
        shape="triangle-up", size=70, filled=True, color=DARK_MARK, opacity=1, yOffset=-8).encode(
        x="t:Q", y="speed:Q", tooltip=["car:N", alt.Tooltip("round:Q"), alt.Tooltip("boosted:N", title="boosted")])
    drawn = [bars] + ([limits] if any(v is not None for v in data["corner_limit"]) else []) + \
        ([spins] if any(data["spun_out"]) else []) + \
        ([boosts] if any(data["boosted"]) else [])  # no empty layer: Vega warns "Infinite extent"
    return _facet(drawn, data, race, param, width, height, columns,
                  "Speed per round against the corner limits crossed")


def _facet(layers: list[alt.Chart], data: Any, race: Race, param: alt.Parameter | None, width: int, height: int,
           columns: int, title: str) -> alt.FacetChart:
    """Small multiples, one panel per car, of layers that share `data`; the "current step" rule has
    its own data and appears in every panel."""
    if len(data) == 0:
        raise BadArgument("no car to chart")
    names = [c.name for c in race.cars if c.name in set(data["car"])]
    rule = [_step_rule(race, param)] if param is not None else []
    facet: alt.FacetChart = (alt.layer(*layers, *rule, data=_data(data)).properties(width=width, height=height)
            .facet(facet=alt.Facet("car:N", sort=names, title=None, header=alt.Header(labelFontWeight="bold",
                                                                                      labelFontSize=13)),
                   columns=columns)
            .properties(title=title).resolve_scale(y="shared"))
    return facet


def race_charts(race: Race, step: Step = None) -> alt.VConcatChart:
    """The lap chart, the gaps, the Heat economy and Speed against corner limits, one above the
    other, sharing one "current step" marker."""
    _need_race(race, "race_charts")
    param = _param_for(race, step)
    chart = alt.vconcat(_lap(race, param, 560, 240), _gap(race, param, 560, 240),
                        _heat(race, None, param, 260, 150, 2), _speed(race, None, param, 260, 150, 2))
    stacked: alt.VConcatChart = chart.resolve_scale(color="independent")
    return _finish(stacked, param)


# -> an ipywidgets VBox (ipywidgets has no types)
def linked(widget: RaceWidget, *charts: alt.TopLevelSpec) -> Any:
    """Show charts under a widget so their "current step" marker follows `widget.step` (and a click
    on a decision of `review_chart` moves the widget to its step): returns an ipywidgets VBox holding
    one `alt.JupyterChart`, the charts stacked in it (display it, or the widget and it side by side).
    Make the charts with `step=` (e.g. `lap_chart(race, step=0)`): that adds the marker. They render
    with no network: vega-embed comes bundled (vl-convert), never from a CDN."""
    import ipywidgets

    if not charts or not all(_has_step_param(chart) for chart in charts):
        raise BadArgument("linked() needs at least one chart, each made with step=..., e.g. "
                         "hw.charts.lap_chart(race, step=0)")
    require("offline-charts", "hw.charts.linked", ("vl-convert-python",))  # its bundled vega-embed
    alt.JupyterChart.enable_offline(True)  # else vega-embed from a CDN: a few seconds once per kernel
    # One JupyterChart for all: each is a widget model with its own 0.9 MB copy of Vega, and a page must
    # start its models within anywidget's 2 s (issue 36 item 7). The stack shares the "step" param.
    view = alt.JupyterChart(charts[0] if len(charts) == 1 else _stacked(charts))
    view.params.step = widget.step  # type: ignore[attr-defined]  # a chart's params are made per chart
    if REVIEW_PARAM in view.selections.trait_names():  # the review chart: a click moves the replay
        view.selections.observe(_jump_to_pick(widget), names=[REVIEW_PARAM])

    def follow(change: dict[str, Any]) -> None:
        view.params.step = change["new"]  # type: ignore[attr-defined]  # a chart's params are made per chart

    widget.observe(follow, names="step")
    box = ipywidgets.VBox([view])
    box._heat_follow = follow  # keep the observer alive as long as the box
    return box


def _stacked(charts: Sequence[alt.TopLevelSpec]) -> alt.VConcatChart:
    """The charts one under another, each with its own scales and legends (Vega-Lite would share a
    concatenation's colour scale: the cars' colours and the grades' would mix)."""
    named: list[Any] = []  # Altair's vconcat is typed for fewer kinds of chart than TopLevelSpec
    for k, chart in enumerate(charts):  # Altair 6.3's vconcat fails on a facet of unnamed layers: named here
        chart = chart.copy(deep=True)
        inner = getattr(chart, "spec", None)
        for i, layer in enumerate(getattr(inner, "layer", None) or []):
            if isinstance(layer, alt.Chart) and layer.name is alt.Undefined:
                layer.name = f"hw_view_{k}x{i}"  # no "_<digits>" ending: Altair rewrites those
        named.append(chart)
    own: Literal["independent"] = "independent"
    stacked: alt.VConcatChart = alt.vconcat(*named).resolve_scale(
        x=own, y=own, color=own, fill=own, stroke=own, opacity=own, shape=own, size=own, strokeDash=own)
    stacked = stacked.resolve_legend(color=own, fill=own, stroke=own, opacity=own, shape=own, size=own, strokeDash=own)
    return stacked


def _jump_to_pick(widget: RaceWidget) -> Callable[[dict[str, Any]], None]:
    """An observer of the review chart's click selection that moves `widget` to the step clicked."""
    def jump(change: dict[str, Any]) -> None:
        picked = getattr(change["new"], "value", None) or []
        step = picked[0].get("at_step") if picked else None
        if step is not None:
            widget.step = int(step)
    return jump


def _has_step_param(chart: alt.TopLevelSpec) -> bool:
    try:
        spec = chart.to_dict()
    except Exception:  # noqa: BLE001
        return False
    return any(p.get("name") == STEP_PARAM for p in spec.get("params", []))


def season_points_chart(season: Championship) -> alt.Chart:
    """A Championship's cumulative points by race, one line per car (its colour), the event's
    title in the tooltip."""
    from .analysis.season import season_table
    if not isinstance(season, Championship):
        raise BadArgument(f"season_points_chart needs a heat_widget Championship, not {shorten(season)}")
    table = season_table(season)
    colours = {c.name: CAR_COLOURS.get(c.colour, "#777") for c in season.races[0].cars}
    names = list(colours)
    chart: alt.Chart = alt.Chart(table).mark_line(point=True).encode(
        x=alt.X("race:O", title="race"),
        y=alt.Y("total:Q", title="Championship points"),
        color=alt.Color("car:N", scale=alt.Scale(domain=names, range=[colours[n] for n in names]), title="car"),
        tooltip=["car", "race", "track", "event_title", "place", "points", "total", "standing"],
    ).properties(title="Championship points", width=420, height=240)
    return chart


# charts of many races (batch_charts.py) and the review, luck and league charts take hw.analysis' tables
from .batch_charts import (place_chart, place_distribution_chart, strength_chart, upgrade_chart,  # noqa: E402
                           weather_chart, win_rate_chart)
from .widget.review_chart import REVIEW_PARAM, luck_chart, reliability_chart, review_chart  # noqa: E402  (widget/review_chart.py)
from .analysis.league import league_chart  # noqa: E402  (a class's league over the term: analysis/league.py)

__all__ = ["CAR_COLOURS", "enable_offline", "gap_chart", "heat_chart", "lap_chart", "linked", "place_chart",
           "place_distribution_chart", "race_charts", "season_points_chart", "speed_chart", "upgrade_chart",
           "weather_chart", "win_rate_chart", "strength_chart", "review_chart", "luck_chart", "reliability_chart", "league_chart", "REVIEW_PARAM"]
