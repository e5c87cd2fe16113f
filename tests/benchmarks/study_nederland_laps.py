"""Where, lap by lap, the heuristic loses its rounds to the winning Legend on Nederland (issue 32)

    .venv/bin/python tests/benchmarks/study_nederland_laps.py --races 150 --seed 101
    .venv/bin/python tests/benchmarks/study_nederland_laps.py --ruler "heuristic:complex=False"

Plays `--races` races of 1 ruler + 2 Legends on Nederland, the grid rotated race by race (as
bench_heuristic_strength.py's cells at 3 cars, seeds from `race_seed(seed, i // 3)`), and records at
each of the ruler's gear decisions (the start of a round) every car's distance. Per lap it prints the
rounds the ruler and the race's best Legend (the one that finished first of the two) took through
three stretches: spaces 0-20 (the lines after 9 and 13, a chicane, and 16), 21-34 (the lines after 26
and 34) and 35-54 (the straight to the line), with the ruler's Engine and the Heat cards in its hand
at the lap's start and the Heat it paid in each stretch (Heat paid less Heat cooled). A stretch's
rounds: from the first round the car starts on or past its first space to the first it starts past
its last. Lap 3's spaces 35-54 are
cut short by the finish (the ruler has no gear decision after it finishes): read its few rows so.

Found (seed 101, 150 races, 35 won; 5 December): the first lap is level (the ruler 6.88 rounds, the
Legend 6.80), the second loses 0.44 of a round (6.83 against 6.39: 0.34 in spaces 0-20, 0.17 in
21-34), the third 0.13 up to space 34. The ruler starts lap 2 with 2.6 Heat in its Engine (6 at the
start; it paid 3.3 on lap 1, 1.7 of them in spaces 21-34) and cools 1.9 in lap 2's spaces 0-20: its
hand holds 2.5 Heat cards of 7 as lap 2 starts (0.3 on lap 1): the Heat paid on lap 1 comes back
through the deck there.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from heat_widget.analysis.strength import race_seed  # noqa: E402
from heat_widget.bots import strategy  # noqa: E402
from heat_widget.bots.runner import run_race  # noqa: E402
from heat_widget.engine import Race  # noqa: E402

ME, TRACK = "A", "netherlands"
STRETCHES = (("0-20", 0, 21), ("21-34", 21, 35), ("35-54", 35, 55))


Trace = list[tuple[int, dict[str, int], int, int]]


def traced(ruler: str, seed: int, rotation: int) -> tuple[Race, Trace]:
    """A race played to its end, with (round, every car's distance, the ruler's Engine, the Heat cards
    in its hand) at each of the ruler's gear decisions."""
    names = [c.name for c in Race.new(track=TRACK, players=[ME], legends=2, seed=0, record=False).cars]
    grid = names[rotation:] + names[:rotation]
    race = Race.new(track=TRACK, players=[ME], legends=2, seed=seed, grid=grid, record=False)
    inner = strategy(ruler)
    trace: Trace = []

    def ruler_(view: Any, decision: Any, *more: Any) -> Any:
        if decision.kind == "gear":
            me = race.live_car(ME)
            trace.append((race.round, {c.name: c.lap * race.spaces + c.space for c in race.cars},
                          me.engine, me.hand.count("H")))
        return inner(view, decision, *more)

    for attr in ("uses_seat", "wants_cars"):  # the planner's Seat and the slipstream plan's cars
        if hasattr(inner, attr):
            setattr(ruler_, attr, getattr(inner, attr))
    run_race(race, {ME: ruler_})
    return race, trace


def first(trace: Trace, name: str, d: int) -> tuple[int, int, int] | None:
    """(round, the ruler's Engine, its Heat cards in hand) at the first recorded round `name` starts
    at distance `d` or beyond."""
    return next(((r, e, h) for r, pos, e, h in trace if pos[name] >= d), None)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ruler", default="heuristic")
    ap.add_argument("--races", type=int, default=150)
    ap.add_argument("--seed", type=int, default=101)
    args = ap.parse_args()
    stat: dict[str, list[float]] = defaultdict(list)
    wins = 0
    for i in range(args.races):
        race, trace = traced(args.ruler, race_seed(args.seed, i // 3), i % 3)
        wins += race.standings[0] == ME
        legend = min((c.name for c in race.cars if c.legend), key=race.standings.index)
        n = race.spaces
        for lap in (1, 2, 3):
            start = first(trace, ME, lap * n)
            if start is not None:
                stat[f"lap {lap} Engine at its start"].append(start[1])
                stat[f"lap {lap} Heat cards in hand at its start"].append(start[2])
            for label, lo, hi in STRETCHES:
                for who, name in (("ruler", ME), ("Legend", legend)):
                    a, b = first(trace, name, lap * n + lo), first(trace, name, lap * n + hi)
                    if a is not None and b is not None:
                        stat[f"lap {lap} {label} rounds, {who}"].append(b[0] - a[0])
                        if who == "ruler":
                            stat[f"lap {lap} {label} Heat paid, ruler"].append(a[1] - b[1])
    print(f"{args.ruler}: {wins} wins of {args.races} (seed {args.seed})")
    for key in sorted(stat):
        print(f"{key:36s} {statistics.mean(stat[key]):6.2f}  ({len(stat[key])} races)")


if __name__ == "__main__":
    main()
