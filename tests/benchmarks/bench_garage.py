"""Engine speed with the Garage module against the base game, on the same run (run on demand:
`.venv/bin/python tests/benchmarks/bench_garage.py`).

Complete 2-lap USA races between 4 players making random legal choices, the base game and the
Garage (mixed pool, quick start and draft) interleaved, so that the shared machine's drift hits
both alike. CPU time (time.process_time), best of --repeat runs. A car-turn is one Reveal; the
Garage asks more decisions per turn (its symbols), so both rates are shown.
"""
from __future__ import annotations

import argparse
import random
import time
import timeit

import heat_widget as hw

SETS = {
    "base": {},
    "garage_quick": {"modules": ["garage"], "upgrades": "mixed", "draft": False},
    "garage_draft": {"modules": ["garage"], "upgrades": "mixed", "draft": True},
}


def play_random(seed: int, options: dict, players: int = 4) -> hw.Race:
    race = hw.Race.new(track="usa", players=[f"P{i}" for i in range(players)], seed=seed, **options)
    rng = random.Random(seed)
    while not race.finished:
        for decision in race.pending:
            race.act(decision.car, rng.choice(race.legal_actions(decision.car)))
    return race


def run(races: int, options: dict) -> tuple[float, int, int]:
    start = time.process_time()
    turns = decisions = 0
    for seed in range(races):
        race = play_random(seed, options)
        turns += sum(1 for e in race.events if e.kind == "reveal")
        decisions += len(race.log)
    return time.process_time() - start, turns, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--races", type=int, default=60)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    empty = min(timeit.repeat(lambda: None, number=1_000_000, repeat=5)) * 1000
    print({"python_call_ns": round(empty, 1)})
    best = {name: None for name in SETS}
    for _ in range(args.repeat):
        for name, options in SETS.items():
            r = run(args.races, options)
            if best[name] is None or r[0] < best[name][0]:
                best[name] = r
    base = best["base"]
    for name, (cpu, turns, decisions) in best.items():
        print({"set": name, "races": args.races, "cpu_s": round(cpu, 2), "car_turns_per_cpu_s": round(turns / cpu),
               "decisions_per_cpu_s": round(decisions / cpu), "races_per_cpu_s": round(args.races / cpu, 1),
               "car_turns_vs_base": round((turns / cpu) / (base[1] / base[0]), 2),
               "car_turn_cost_in_empty_calls": round(cpu / turns * 1e9 / empty)})


if __name__ == "__main__":
    main()
