"""The Weather & Road Conditions module as tables: the tokens of a race, what they did, and what
the weather does to many races.

    race.table("road")           one row per corner line and per sector: its token and what it does
    race.table("road_effects")   one row per event the tokens changed (Overheat paid, a free Boost,
                                 a Cooling bonus, a slipstream bonus or ban, a Legend's limit,
                                 the set-up change of each car)
    results = hw.simulate(..., modules=["weather"])
    hw.analysis.with_weather(results)     # + a `weather` column: each race's token
    hw.analysis.weather_summary(results)  # per weather token: races, rounds, Heat, spin-outs
"""
from __future__ import annotations

import polars as pl

from ..engine.errors import UnsupportedRule
from ..engine.modules.weather import RoadConditions, choose_tokens, place_tokens
from ..engine.race import Race
from ..engine.track import load_track
from .summary import need_frame

ROAD_EFFECT_KINDS = ("weather_setup", "no_slipstream", "no_cooldown")


def _conditions(race: Race) -> RoadConditions:
    cond: RoadConditions | None = race.conditions  # the Weather module's tokens
    if cond is None:
        raise UnsupportedRule("this race has no Weather & Road Conditions: make it with modules=['weather']")
    return cond


def road_table(race: Race) -> pl.DataFrame:
    """One row per corner line and per sector of the race's track: corner (number), where ("corner"
    or "sector"), token (id or null), name, effect (in a player's words), printed_limit, limit (with
    the road tokens), first_space / last_space (the sector's spaces; for a corner line, the spaces
    on either side of it), and weather (the race's weather token, the same on every row)."""
    cond = _conditions(race)
    track = race.track
    n = track.spaces
    corners = track.corners
    rows = cond.rows()
    first: list[int] = []
    last: list[int] = []
    for r in rows:
        i = r["corner"] - 1
        if r["where"] == "corner":
            first.append(corners[i].after_space)
            last.append(corners[i].after_space % n + 1)
        else:
            first.append(corners[i].after_space % n + 1)
            last.append(corners[(i + 1) % len(corners)].after_space)
    return pl.DataFrame({
        "corner": pl.Series([r["corner"] for r in rows], dtype=pl.Int64),
        "where": pl.Series([r["where"] for r in rows], dtype=pl.String),
        "token": pl.Series([r["token"] for r in rows], dtype=pl.String),
        "name": pl.Series([r["name"] for r in rows], dtype=pl.String),
        "effect": pl.Series([r["effect"] for r in rows], dtype=pl.String),
        "printed_limit": pl.Series([corners[r["corner"] - 1].speed_limit for r in rows], dtype=pl.Int64),
        "limit": pl.Series([r["limit"] for r in rows], dtype=pl.Int64),
        "first_space": pl.Series(first, dtype=pl.Int64),
        "last_space": pl.Series(last, dtype=pl.Int64),
        "weather": pl.Series([cond.weather] * len(rows), dtype=pl.String),
    })


def road_effects_table(race: Race) -> pl.DataFrame:
    """One row per event the tokens changed, each car's effects step by step: step, round, car,
    kind (corner, spin_out, boost, slipstream, cooldown, legend_move, no_slipstream, no_cooldown,
    weather_setup), corner (null if none), heat (the event's Heat, if any), effect (what the token
    did, in words) and text (the whole sentence)."""
    _conditions(race)
    cols: dict[str, list[object]] = {k: [] for k in ("step", "round", "car", "kind", "corner", "heat", "effect",
                                                     "text")}
    for s in race.timeline:
        for e in s.events:
            notes = e.fields.get("notes")
            if not notes and e.kind not in ROAD_EFFECT_KINDS:
                continue
            effect = "; ".join(notes) if notes else (e.fields.get("reason") or e.text)
            for key, value in (("step", s.index), ("round", e.round), ("car", e.car), ("kind", e.kind),
                               ("corner", e.fields.get("corner")), ("heat", e.fields.get("heat")),
                               ("effect", effect), ("text", e.text)):
                cols[key].append(value)
    types = {"step": pl.Int64, "round": pl.Int64, "corner": pl.Int64, "heat": pl.Int64}
    return pl.DataFrame({k: pl.Series(v, dtype=types.get(k, pl.String)) for k, v in cols.items()})


# `road`: as simulate's `road=` option (engine/modules/weather.py choose_tokens checks it)
def with_weather(results: pl.DataFrame, weather: str | None = None, road: object = None) -> pl.DataFrame:
    """`simulate` results with a `weather` column: the weather token of each race. A race's tokens
    come from its track and seed alone, so they are worked out again here; pass the same `weather`
    and `road` that were given to `simulate` (None: drawn, as there)."""
    need_frame(results, "with_weather", "hw.simulate(..., modules=['weather'])")
    pairs = results.select("track", "seed").unique()
    names: dict[tuple[str, int], str] = {}
    for track, seed in pairs.iter_rows():
        names[(track, seed)] = choose_tokens(load_track(track), seed, weather, road)[0]
    keys = pl.DataFrame({"track": [t for t, _ in names], "seed": pl.Series([s for _, s in names], dtype=pl.Int64),
                         "weather": list(names.values())})
    return results.join(keys, on=["track", "seed"], how="left", maintain_order="left")


def road_of(track: str, seed: int, weather: str | None = None, road: object = None) -> RoadConditions:
    """The tokens (RoadConditions) of the race of `simulate` with this track and seed."""
    t = load_track(track)
    return place_tokens(t, *choose_tokens(t, seed, weather, road))


def weather_summary(results: pl.DataFrame, weather: str | None = None, road: object = None) -> pl.DataFrame:
    """Per weather token, over the player cars of `simulate` results: races, mean finishing round
    (`rounds`) and race length (`race_rounds`), mean Heat paid, corner Heat, spin-outs and
    cooldown per car, sorted by mean finishing round."""
    need_frame(results, "weather_summary", "hw.simulate(..., modules=['weather'])")
    df = results if "weather" in results.columns else with_weather(results, weather, road)
    players = df.filter(~pl.col("legend"))
    return (players.group_by("weather")
            .agg(pl.col("race").n_unique().alias("races"),
                 pl.col("rounds").mean().alias("mean_rounds"),
                 pl.col("race_rounds").mean().alias("mean_race_rounds"),
                 pl.col("heat_paid").mean().alias("heat_paid"),
                 pl.col("corner_heat").mean().alias("corner_heat"),
                 pl.col("spin_outs").mean().alias("spin_outs"),
                 pl.col("cooldown").mean().alias("cooldown"))
            .sort("mean_rounds"))
