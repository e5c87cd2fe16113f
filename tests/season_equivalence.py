"""A batch season is the same season as its recording: one season played both ways, side by side,
and compared (tests/test_championship_batch_season.py; tests/soak/season_equivalence.py N for
thousands). Drawn: any kind of season (the historic ones, GOAT, a custom season with its own random
events), 1-4 players, 0-3 Legends, every part of the booklet's season on or off, and the shipped
bots and random play per car."""
from __future__ import annotations

import random

import heat_widget as hw
from heat_widget.bots import aggressive, cautious, heuristic, play_bots, random_legal

DRIVERS = {"heuristic": heuristic, "cautious": cautious, "aggressive": aggressive, "random": random_legal}
NAMES = ["Ana", "Ben", "Cy", "Di"]


def seasons(**kw) -> tuple:
    """The same season twice: recorded, and batch."""
    return hw.Championship.new(record=True, **kw), hw.Championship.new(record=False, **kw)


def outcome(season) -> tuple:
    return (season.log, season.results, season.points, season.standings, season.champion, season.champions,
            season.scoresheet(), [r.standings for r in season.races])


def one_case(i: int, seed: int = 0, kinds=(1961, 1962, 1963, "custom", "goat")) -> tuple:
    """The keywords of a season and the driver of each car, drawn from (seed, i)."""
    rng = random.Random(f"season equivalence:{seed}:{i}")
    kind = rng.choice(kinds)
    kw = dict(season=kind, players=NAMES[:rng.randint(1, 4)], legends=rng.randint(0, 3),
              upgrades=rng.choice([None, "basic", "advanced", "all"]), weather=rng.random() < 0.5,
              sponsors=rng.random() < 0.5, seed=rng.randrange(2**31))
    return kw, {n: rng.choice(sorted(DRIVERS)) for n in kw["players"]}


def check_same_season(kw: dict, drivers: dict) -> int:
    """Play the season both ways and compare everything; returns the number of decisions."""
    recorded, batch = seasons(**kw)
    bots = {n: DRIVERS[d] for n, d in drivers.items()}
    for season in (recorded, batch):
        play_bots(season, bots)
    assert batch.finished and not batch.recording
    # its races kept no timeline and no event while they ran
    assert all(not r.recording and r._record.events == [] and len(r._record.timeline) <= 1 for r in batch.races)
    assert outcome(batch) == outcome(recorded)
    assert batch.to_json() == recorded.to_json()
    # what needs a race's past rebuilds that race by replay: the recorded race's events
    i = random.Random(kw["seed"]).randrange(len(batch.races))
    assert [e.text for e in batch.races[i].events] == [e.text for e in recorded.races[i].events]
    assert hw.analysis.season_table(batch).equals(hw.analysis.season_table(recorded))
    return len(batch.log)
