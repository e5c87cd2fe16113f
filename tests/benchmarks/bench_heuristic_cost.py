"""What one decision of the heuristic bot costs, in CPU time (run on demand, not in the suite):

    .venv/bin/python tests/benchmarks/bench_heuristic_cost.py        # a few seconds
    .venv/bin/python tests/benchmarks/bench_heuristic_cost.py --tracks japan,spain   # other boards' positions

Positions: every decision of the player cars in 12 races (4 on each of USA, Italy and Great Britain:
1 player + 2 Legends, 3 players + 3 Legends) played by random_legal under fixed seeds, so the
positions are the same whatever the heuristic decides (compare two versions of it on the same
positions: run this script under each, in turn, e.g. with farm-bench --vs). Each view is made
once, then timed with time.process_time in three passes:

- `empty`: a call of a function that does nothing (the cost of the measuring itself);
- `cold`: the heuristic's first call at each position (memos empty at the start: `_forget` below);
- `warm`: the same calls again (memos filled, as in a batch of races).

It prints the median and the 90th percentile of each, in microseconds, for all decisions and for the
gear decisions alone.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

import heat_widget as hw
from heat_widget.bots import Heuristic, random_legal


def positions(tracks: tuple[str, ...] = ("usa", "italy", "great_britain")) -> list:
    out = []
    for track in tracks:
        for seed, (players, legends) in enumerate([(["A"], 2), (["A", "B", "C"], 3)] * 2):
            race = hw.Race.new(track=track, players=players, legends=legends, seed=seed, record=False)
            rng = random.Random(seed)
            while not race.finished:
                d = race.pending[0]
                view = race.view(d.car)
                out.append((view, d))
                race.act(d.car, random_legal(view, d, rng))
    return [(v, d) for v, d in out if len(v.legal_actions) > 1]


def _empty(view, decision):
    return None


def timed(f, cases) -> list:
    clock = time.process_time
    got = []
    for view, d in cases:
        t = clock()
        f(view, d)
        got.append(clock() - t)
    return got


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tracks", default="usa,italy,great_britain", help="boards of the positions (4 races each)")
    cases = positions(tuple(ap.parse_args().tracks.split(",")))
    bot = Heuristic()
    rows = {"empty": timed(_empty, cases), "cold": timed(bot, cases), "warm": timed(bot, cases)}
    gears = [i for i, (_v, d) in enumerate(cases) if d.kind == "gear"]
    print(f"{len(cases)} decisions ({len(gears)} gear decisions), microseconds CPU: median / 90th percentile")
    for name, times in rows.items():
        us = sorted(t * 1e6 for t in times)
        g = sorted(times[i] * 1e6 for i in gears)
        print(f"{name:6s} all {statistics.median(us):7.1f} / {us[int(0.9 * len(us))]:7.1f}   "
              f"gear {statistics.median(g):7.1f} / {g[int(0.9 * len(g))]:7.1f}")


if __name__ == "__main__":
    main()
