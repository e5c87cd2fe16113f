"""Championship seasons as polars tables, and many seasons played by bots.

    hw.analysis.season_table(season)        # one row per race per car: place, points, running total
    hw.analysis.simulate_seasons(season=1963, strategies=["heuristic", "random"], n=50, seed=1)
"""
from __future__ import annotations

import random

import polars as pl

from ..bots import play_bots, strategy as _strategy
from ..engine import Championship

SEASON_SCHEMA = {"race": pl.Int64, "season": pl.Utf8, "number": pl.Int64, "track": pl.Utf8, "event": pl.Int64,
                 "event_title": pl.Utf8, "car": pl.Utf8, "legend": pl.Boolean, "place": pl.Int64,
                 "eliminated": pl.Boolean, "points": pl.Int64, "total": pl.Int64, "standing": pl.Int64}


def season_table(season: Championship) -> pl.DataFrame:
    """The scoresheet as a table: one row per finished race per car, with the place, the points of
    that race, the running total and the car's place in the standings after that race."""
    from ..engine.championship.points import ranking
    legend = {c.name: c.legend for c in season.races[0].cars}
    rows = []
    total = {n: 0 for n in season.names}
    results = season.results
    for i, r in enumerate(results):
        order = ranking(results[:i + 1], season.names)
        for name in season.names:
            total[name] += r.points[name]
            rows.append({"race": i + 1, "season": str(r.season), "number": r.number, "track": r.track,
                         "event": r.event, "event_title": season.plan[i].event.title, "car": name,
                         "legend": legend[name], "place": r.places.index(name) + 1,
                         "eliminated": name in r.eliminated, "points": r.points[name], "total": total[name],
                         "standing": order.index(name) + 1})
    return pl.DataFrame(rows, schema=SEASON_SCHEMA)


def simulate_seasons(season=1963, strategies=("heuristic", "random"), n: int = 20, seed: int = 0,
                     legends: int = 0) -> pl.DataFrame:
    """Play `n` seasons by bots (car i drives strategies[i]; names are the strategies' names, made
    unique) and return one row per season per car: final points, standing, champion or not.
    Runs without the build step, weather and sponsors (not available yet, see Championship.new)."""
    specs = list(strategies)
    names = []
    for s in specs:
        base = s if isinstance(s, str) else getattr(s, "__name__", "bot")
        name, k = base, 2
        while name in names:
            name, k = f"{base} {k}", k + 1
        names.append(name)
    bots = {name: _strategy(s) for name, s in zip(names, specs)}
    rng = random.Random(f"heat_widget seasons:{seed}")
    rows = []
    for i in range(n):
        sseed = rng.randrange(2**31)
        champ = Championship.new(season=season, players=names, legends=legends, seed=sseed,
                                 upgrades=None, weather=False, sponsors=False)
        play_bots(champ, bots)
        standing = champ.standings
        for name in champ.names:
            rows.append({"season_index": i, "seed": sseed, "car": name, "strategy": name if name in bots else "legend",
                         "points": champ.points[name], "standing": standing.index(name) + 1,
                         "champion": champ.champion == name})
    return pl.DataFrame(rows)
