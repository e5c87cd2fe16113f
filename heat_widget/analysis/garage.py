"""Garage module tables: each car's upgrade cards in a race, and "which upgrades win" over many.

    race.table("upgrades")              one row per car per upgrade card (name, category, level,
                                        how it came: the draft round and pick, or dealt)
    hw.analysis.upgrade_summary(results) one row per upgrade card over a simulate() result: cars that
                                        had it, races, wins, win rate and mean place with 95% intervals
"""
from __future__ import annotations

import polars as pl

from ..engine.cards import catalogue
from ..engine.errors import BadArgument
from ..engine.race import Race
from .types import Row
from .summary import need_frame, summarise


def upgrades_table(race: Race) -> pl.DataFrame:
    """One row per car per upgrade card: car, card, name, category, level, round (the draft round,
    null when dealt or given in a scenario), pick (1-3)."""
    rows: list[Row] = []
    drafted: dict[str | None, list[tuple[str, int, int]]] = {}  # (card, draft round, pick)
    for e in race.events:
        if e.kind == "draft":
            drafted.setdefault(e.car, []).append((e.fields["card"], e.fields["round"], e.fields["pick"]))
    picks = {}
    for name, state in race.timeline[-1].state.modules:
        if name == "garage":
            picks = dict(state.upgrades)
    for car, cards in picks.items():
        how = list(drafted.get(car, []))
        for card in cards:
            hit = next((h for h in how if h[0] == card), None)
            if hit is not None:
                how.remove(hit)
            spec = catalogue().spec(card)
            rows.append((car, card, spec.name, spec.category, spec.level, hit[1] if hit else None,
                         hit[2] if hit else None))
    return pl.DataFrame(rows, schema={"car": pl.String, "card": pl.String, "name": pl.String, "category": pl.String,
                                      "level": pl.String, "round": pl.Int64, "pick": pl.Int64}, orient="row")


def upgrade_results(results: pl.DataFrame) -> pl.DataFrame:
    """`simulate` rows, one per car per upgrade card it had (cars without upgrades left out), with
    the columns `upgrade` (the card id) and `upgrade_name`."""
    need_frame(results, "upgrade_results", "hw.simulate(..., modules=['garage'])")
    if "upgrades" not in results.columns:
        raise BadArgument("this table has no 'upgrades' column: pass hw.simulate(..., modules=['garage'])'s result")
    rows = results.filter(pl.col("upgrades").is_not_null() & (pl.col("upgrades") != ""))
    if rows.is_empty():
        raise BadArgument("no car had upgrade cards: simulate with modules=['garage']")
    rows = rows.with_columns(upgrade=pl.col("upgrades").str.split(" ")).explode("upgrade")
    names = {c: s.name for c, s in catalogue().cards.items() if s.kind == "upgrade"}
    return rows.with_columns(upgrade_name=pl.col("upgrade").replace_strict(names, default=None))


def upgrade_summary(results: pl.DataFrame, min_cars: int = 1) -> pl.DataFrame:
    """Which upgrades win: one row per upgrade card (a car holding two copies counts once per copy)
    with cars, races, wins, win_rate (win_low, win_high) and mean_place (place_low, place_high),
    best mean place first; cards held by fewer than `min_cars` cars are left out."""
    per = upgrade_results(results)
    out = summarise(per, by=["upgrade", "upgrade_name"])
    return out.filter(pl.col("cars") >= min_cars)
