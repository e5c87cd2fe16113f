"""Altair charts of many races (hw.charts re-exports them): win rates, places, weather, upgrades and
a tournament's strength, from hw.analysis' polars tables (simulate, summarise, tournament_cells)."""
from __future__ import annotations

from typing import TypeAlias

from .engine.errors import BadArgument, shorten
from .extras import require

require("analysis", "hw.charts", ("altair",))

import altair as alt  # noqa: E402

try:
    import polars as pl
except ImportError:  # a browser's Python: these charts then say they need polars (_need_columns)
    pl = None  # type: ignore[assignment]  # no polars: _need_columns refuses every table

# What alt.layer gives (altair types it so: a layer with a facet is a FacetChart)
Layered: TypeAlias = "alt.LayerChart | alt.FacetChart"

# 300: two side by side (win_rate_chart(summary) | place_chart(results), as the notebooks show them)
# fit JupyterLab's output area in a 1280 px window with the file browser open (848 px)
SIDE_BY_SIDE_WIDTH = 300


def win_rate_chart(summary: pl.DataFrame, by: str = "strategy", width: int = SIDE_BY_SIDE_WIDTH) -> Layered:
    """Win rate per group with its 95% interval, from `hw.analysis.summarise(results)`."""
    _need_columns(summary, {by, "win_rate", "win_low", "win_high", "cars"}, "win_rate_chart", "summarise(results)")
    order = summary.sort("win_rate", descending=True)[by].to_list()
    base = alt.Chart(summary).encode(y=alt.Y(f"{by}:N", sort=order, title=None))
    bars = base.mark_bar(opacity=0.75).encode(
        x=alt.X("win_rate:Q", axis=alt.Axis(format="%"), title="win rate (95% interval)",
                scale=alt.Scale(domain=[0, 1])),
        tooltip=[f"{by}:N", alt.Tooltip("win_rate:Q", format=".1%"), alt.Tooltip("win_low:Q", format=".1%"),
                 alt.Tooltip("win_high:Q", format=".1%"), "cars:Q"])
    errors = base.mark_rule(strokeWidth=2).encode(x="win_low:Q", x2="win_high:Q")
    return alt.layer(bars, errors).properties(width=width, title="Win rate")


def place_chart(results: pl.DataFrame, by: str = "strategy", width: int = SIDE_BY_SIDE_WIDTH) -> Layered:
    """Mean finishing place per group with its 95% interval (dots and rules; 1st is best)."""
    from .analysis.summary import summarise
    summary = summarise(results, by=by)
    order = summary[by].to_list()
    base = alt.Chart(summary).encode(y=alt.Y(f"{by}:N", sort=order, title=None))
    dots = base.mark_point(filled=True, size=80).encode(
        x=alt.X("mean_place:Q", title="mean place (95% interval)", scale=alt.Scale(zero=False)),
        tooltip=[f"{by}:N", alt.Tooltip("mean_place:Q", format=".2f"), alt.Tooltip("place_low:Q", format=".2f"),
                 alt.Tooltip("place_high:Q", format=".2f"), "cars:Q"])
    errors = base.mark_rule(strokeWidth=2).encode(x="place_low:Q", x2="place_high:Q")
    return alt.layer(errors, dots).properties(width=width, title="Mean place")


def place_distribution_chart(results: pl.DataFrame, by: str = "strategy", width: int = 420) -> alt.Chart:
    """How often each group finished 1st, 2nd, ...: stacked shares."""
    from .analysis.summary import place_distribution
    dist = place_distribution(results, by=by)
    chart: alt.Chart = alt.Chart(dist).mark_bar().encode(
        y=alt.Y(f"{by}:N", title=None),
        x=alt.X("share:Q", stack="normalize", axis=alt.Axis(format="%"), title="share of races"),
        color=alt.Color("place:O", scale=alt.Scale(scheme="viridis"), title="place"),
        order=alt.Order("place:Q"),
        tooltip=[f"{by}:N", "place:O", alt.Tooltip("share:Q", format=".1%"), alt.Tooltip("share_low:Q", format=".1%"),
                 alt.Tooltip("share_high:Q", format=".1%"), "count:Q"],
    ).properties(width=width, title="Finishing places")
    return chart


# `road`: as simulate's `road=` option
def weather_chart(results: pl.DataFrame, weather: str | None = None, road: object = None, width: int = 420) -> Layered:
    """Finishing round of the player cars per weather token (mean with a 95% interval, and how many
    races), from `simulate(..., modules=["weather"])`; `weather`/`road` as given to simulate."""
    from .analysis.summary import Z95
    from .analysis.weather import with_weather
    _need_columns(results, {"track", "seed", "rounds", "legend", "race"}, "weather_chart",
                  "simulate(..., modules=['weather'])")
    df = results if "weather" in results.columns else with_weather(results, weather, road)
    stats = (df.filter(~pl.col("legend")).group_by("weather")
             .agg(pl.col("rounds").mean().alias("mean"), pl.col("rounds").std().fill_null(0).alias("sd"),
                  pl.len().alias("cars"), pl.col("race").n_unique().alias("races"))
             .with_columns((Z95 * pl.col("sd") / pl.col("cars").sqrt()).alias("half"))
             .with_columns((pl.col("mean") - pl.col("half")).alias("low"),
                           (pl.col("mean") + pl.col("half")).alias("high"))
             .sort("mean"))
    base = alt.Chart(stats).encode(y=alt.Y("weather:N", sort=stats["weather"].to_list(), title="weather token"))
    dots = base.mark_point(filled=True, size=80).encode(
        x=alt.X("mean:Q", title="finishing round (mean, 95% interval)", scale=alt.Scale(zero=False)),
        tooltip=["weather:N", alt.Tooltip("mean:Q", format=".2f"), alt.Tooltip("low:Q", format=".2f"),
                 alt.Tooltip("high:Q", format=".2f"), "races:Q", "cars:Q"])
    errors = base.mark_rule(strokeWidth=2).encode(x="low:Q", x2="high:Q")
    return alt.layer(errors, dots).properties(width=width, title="Finishing round by weather")


def upgrade_chart(results: pl.DataFrame, min_cars: int = 1, width: int = 420) -> Layered:
    """Which upgrades win (Garage): mean finishing place per upgrade card with its 95% interval,
    coloured by win rate, each labelled with the number of cars that had it, from a
    `hw.simulate(..., modules=["garage"])` result."""
    from .analysis.garage import upgrade_summary
    _need_columns(results, {"upgrades", "place", "won"}, "upgrade_chart", "hw.simulate(..., modules=['garage'])")
    summary = upgrade_summary(results, min_cars=min_cars).with_columns(
        label=pl.col("upgrade") + " " + pl.col("upgrade_name").fill_null(""))
    order = summary["label"].to_list()
    base = alt.Chart(summary).encode(y=alt.Y("label:N", sort=order, title=None))
    tooltip = ["upgrade:N", "upgrade_name:N", alt.Tooltip("mean_place:Q", format=".2f"),
               alt.Tooltip("win_rate:Q", format=".1%"), alt.Tooltip("win_low:Q", format=".1%"),
               alt.Tooltip("win_high:Q", format=".1%"), "cars:Q", "races:Q"]
    dots = base.mark_point(filled=True, size=70).encode(
        x=alt.X("mean_place:Q", title="mean place (95% interval; 1st is best)", scale=alt.Scale(zero=False)),
        color=alt.Color("win_rate:Q", scale=alt.Scale(scheme="viridis"), title="win rate",
                        legend=alt.Legend(format="%")),
        tooltip=tooltip)
    errors = base.mark_rule(strokeWidth=2, opacity=0.6).encode(x="place_low:Q", x2="place_high:Q", tooltip=tooltip)
    counts = base.mark_text(align="left", dx=4, fontSize=9).encode(x="place_high:Q", text="cars:Q")
    return alt.layer(errors, dots, counts).properties(
        width=width, height=alt.Step(14), title="Which upgrades win (number: cars that had the card)")


def _need_columns(df: object, cols: set[str], what: str, source: str) -> None:
    if pl is None or not isinstance(df, pl.DataFrame):
        raise BadArgument(f"{what} needs a polars DataFrame from {source}, not {type(df).__name__}")
    missing = cols - set(df.columns)
    if missing:
        raise BadArgument(f"{what} needs the columns {', '.join(sorted(missing))}: pass {source}")


def strength_chart(cells: pl.DataFrame, field: str = "legends", width: int = 150, height: int = 110) -> alt.FacetChart:
    """A tournament's win rates against the fair share, from `hw.analysis.tournament_cells(t)`: one
    panel per number of cars, a row per ruler and track, the 95% interval as a rule and the fair
    share (1 / cars) as a grey tick. A rule entirely right of its tick is a ruler that beats the field."""
    _need_columns(cells, {"field", "track", "modules", "cars", "ruler", "win_rate", "win_low", "win_high",
                          "fair_share", "races"}, "strength_chart", "tournament_cells(tournament)")
    data = (cells.filter(pl.col("field") == field)
            .with_columns(where=pl.when(pl.col("modules") == "base").then(pl.col("track"))
                          .otherwise(pl.col("track") + " + " + pl.col("modules"))))
    if data.is_empty():
        raise BadArgument(f"no {shorten(field)} cells in this table: fields are {sorted(set(cells['field']))}")
    base = alt.Chart(data).encode(
        y=alt.Y("where:N", title=None),
        yOffset=alt.YOffset("ruler:N"),
        color=alt.Color("ruler:N", title="ruler"))
    rules = base.mark_rule(strokeWidth=2).encode(
        x=alt.X("win_low:Q", axis=alt.Axis(format="%"), title="win rate (95% interval)",
                scale=alt.Scale(domain=[0, 1])), x2="win_high:Q")
    dots = base.mark_point(filled=True, size=40).encode(
        x="win_rate:Q",
        tooltip=["ruler:N", "where:N", "cars:Q", "races:Q", alt.Tooltip("win_rate:Q", format=".1%"),
                 alt.Tooltip("win_low:Q", format=".1%"), alt.Tooltip("win_high:Q", format=".1%"),
                 alt.Tooltip("fair_share:Q", format=".1%")])
    fair = alt.Chart(data).mark_tick(color="#8d96a0", thickness=2).encode(
        x="fair_share:Q", y=alt.Y("where:N", title=None))
    return (alt.layer(rules, dots, fair, data=data)
            .properties(width=width, height=height)
            .facet(column=alt.Column("cars:O", title="cars in the race"))
            .properties(title=f"Win rate against {'Legends' if field == 'legends' else field}"))
