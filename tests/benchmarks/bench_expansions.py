"""The expansions' cost (issue 25, Speed; run on demand:
`.venv/bin/python tests/benchmarks/bench_expansions.py`).

Races of 4 heuristic bots and 2 Legends, batch races (record=False), one process: on a base board
(USA; with no module, and with Weather, whose modifiers make the round ask the new hooks) and on
each expansion board. Prints CPU seconds per race (time.process_time, best of --repeat) and
per car-turn, beside the cost of an empty Python call measured just before, so that runs on busy
machines compare. For the base round's cost before and after a change, run the whole script
interleaved with farm-bench (A B A B) against a copy of the old package:

    farm-bench -n 6 --vs "env PYTHONPATH=OLD python tests/benchmarks/bench_expansions.py --only usa" \\
        -- env PYTHONPATH=NEW python tests/benchmarks/bench_expansions.py --only usa
"""
from __future__ import annotations

import argparse
import random
import time
import timeit

import heat_widget as hw
from heat_widget.bots import heuristic
from heat_widget.bots.runner import play_bots

PLAYERS = [f"P{i}" for i in range(4)]
CASES = {"usa": ("usa", ()), "usa+weather": ("usa", ("weather",)), "japan": ("japan", ()),
         "mexico": ("mexico", ()), "netherlands": ("netherlands", ()), "spain": ("spain", ()),
         "spain+weather": ("spain", ("weather",))}


def run(track: str, modules: tuple, races: int) -> tuple[float, int]:
    start = time.process_time()
    turns = 0
    for seed in range(races):
        race = hw.Race.new(track, players=PLAYERS, legends=2, seed=seed, modules=list(modules), record=False)
        play_bots(race, {p: heuristic for p in PLAYERS}, rng=random.Random(seed))
        turns += sum(race.round for _ in PLAYERS)  # every player reveals once a round until it finishes (about)
    return time.process_time() - start, turns


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--races", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", choices=sorted(CASES), action="append")
    args = parser.parse_args()
    empty = min(timeit.repeat("f()", "def f(): pass", number=1_000_000, repeat=3))  # seconds per million calls
    print(f"empty Python call: {empty * 1000:.0f} ns")
    for name in args.only or list(CASES):
        track, modules = CASES[name]
        best = min(run(track, modules, args.races) for _ in range(args.repeat))
        print(f"{name:15s} {best[0] / args.races * 1000:7.1f} ms CPU a race, "
              f"{best[0] / best[1] * 1e6:6.0f} us a car-turn (about)")


if __name__ == "__main__":
    main()
