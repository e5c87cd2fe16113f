"""Luck that averages zero (issue 33's done means; analysis/luck.py on bots/judge.py's figures): over
200 races of identical bots each car's luck, and the race's, averages zero within its 95% interval.

The races: 2 heuristic cars, one lap of USA (seeds of their own), every decision with a choice
reviewed at a cheap budget (BUDGET: 4 samples, 2 candidates, no more samples): the figures are
noisier than at the default budget, not biased otherwise (bots/judge.py holds the best option's
figures out of the samples that chose it, whatever the budget). Races are played and reviewed in 2
processes (CI has 2 cores): about 130 s of CPU. tests/benchmarks/bench_luck.py measures the same
races at any budget, beside the judge before (the best's figures from the samples that chose it).
"""
from __future__ import annotations

import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pytest

import heat_widget as hw
from heat_widget.bots.judge import paired_interval

BUDGET = {"samples": 4, "width": 2, "most": 0}
IDENTICAL = range(5000, 5200)  # 200 races of identical bots


def in_two_processes(f: Any, items: Any) -> list[Any]:
    """[f(x) for x in items] in 2 forked processes (each race reviewed in one of them)."""
    with ProcessPoolExecutor(2, mp_context=mp.get_context("fork")) as pool:
        return list(pool.map(f, items))


def reviewed(race: hw.Race, cars: Any = None, budget: dict[str, int] = BUDGET) -> dict[str, dict[str, Any]]:
    """The race played by the heuristic to the end and reviewed: skill_and_luck's row per car."""
    hw.bots.play_bots(race, {c.name: hw.bots.heuristic for c in race.cars})
    table = hw.analysis.review(race, cars, workers=1, progress=False, **budget)
    return {r["car"]: r for r in hw.analysis.skill_and_luck(race, table).iter_rows(named=True)}


def identical_race(seed: int) -> dict[str, dict[str, Any]]:
    return reviewed(hw.Race.new(track="usa", players=["A", "B"], seed=seed, laps=1))


@pytest.fixture(scope="module")
def identical() -> list[dict[str, dict[str, Any]]]:
    return in_two_processes(identical_race, IDENTICAL)


def test_identical_bots_luck_averages_zero_within_its_interval(identical):
    """Each car's luck over the 200 races, and the race's (the mean of its two cars', whose places
    add up to 3, so the finishing place's own spread drops out): zero lies in each 95% interval
    (mean +- t sd / sqrt(n)). Measured (bench_luck.py, the same races, 2 x 100): the race's luck
    +0.02 (+0.045 [-0.03, +0.12] and -0.003 [-0.08, +0.07]); with the best's figures taken from the
    samples that chose it (the judge before) +0.26 (+0.28 [+0.21, +0.35] and +0.24 [+0.16, +0.32]),
    each car's +0.19 to +0.38: the winner's curse, once a decision. Since a React symbol is graded
    with the player free to stop (rulebook, 5. React; bots/judge_react.py), chance is read with the
    heuristic playing on after both moves (analysis/luck.py): over the 200 races -0.013 [-0.064,
    +0.038] a race (A -0.046 [-0.137, +0.045], B +0.021 [-0.067, +0.109]); read on the grades'
    figures, where a React's best may stop, +0.077 [+0.026, +0.128] (B +0.108 [+0.022, +0.194])."""
    for car in ("A", "B"):
        mean, low, high = paired_interval([r[car]["luck"] for r in identical])
        assert low <= 0 <= high, f"{car}'s luck averages {mean:+.3f} [{low:+.3f}, {high:+.3f}] a race"
    mean, low, high = paired_interval([(r["A"]["luck"] + r["B"]["luck"]) / 2 for r in identical])
    assert low <= 0 <= high, f"the luck averages {mean:+.3f} [{low:+.3f}, {high:+.3f}] a race"
