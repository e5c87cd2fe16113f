"""Engine speed and size (run on demand: `.venv/bin/python tests/benchmarks/bench_engine.py`).

Complete 2-lap USA races between 4 players making random legal choices, one process, full
timelines kept. A car-turn is one car's play of cards in one round (one Reveal).
"""
from __future__ import annotations

import argparse
import gc
import random
import time
import timeit
import tracemalloc

import heat_widget as hw


def play_random(seed: int, legends: int, players: int = 4, track: str = "usa") -> hw.Race:
    race = hw.Race.new(track=track, players=[f"P{i}" for i in range(players)], legends=legends, seed=seed)
    rng = random.Random(seed)
    while not race.finished:
        for decision in race.pending:
            race.act(decision.car, rng.choice(race.legal_actions(decision.car)))
    return race


def measure(races: int, legends: int, repeat: int) -> dict:
    """Best and median of `repeat` runs: wall-clock time on a shared machine varies a lot."""
    runs = []
    for _ in range(repeat):
        car_turns = decisions = 0
        start = time.perf_counter()
        for seed in range(races):
            race = play_random(seed, legends)
            car_turns += sum(1 for e in race.events if e.kind == "reveal")
            decisions += len(race.log)
        runs.append((time.perf_counter() - start, car_turns, decisions))
    runs.sort()
    best, median = runs[0], runs[len(runs) // 2]
    return {"legends": legends, "races": races, "runs": repeat,
            "races_per_s": round(races / best[0], 1), "car_turns_per_s": round(best[1] / best[0]),
            "decisions_per_s": round(best[2] / best[0]),
            "median_car_turns_per_s": round(median[1] / median[0]), "median_races_per_s": round(races / median[0], 1)}


def breakdown(races: int, repeat: int) -> dict:
    """Where a random race's time goes. The same races three ways: as the benchmark plays them; the
    engine alone (`act` on the recorded logs, so no `pending`, `legal_actions` or random choice); and
    the engine alone with the garbage collector off (its share of the time)."""
    logs = [play_random(seed, 0).log for seed in range(races)]

    def engine_only():
        for seed, log in enumerate(logs):
            race = hw.Race.new(track="usa", players=[f"P{i}" for i in range(4)], seed=seed)
            for name, text in log:
                race.act(name, text)

    def best(run, collector=True) -> float:
        times = []
        for _ in range(repeat):
            if not collector:
                gc.disable()
            try:
                start = time.perf_counter()
                run()
                times.append(time.perf_counter() - start)
            finally:
                gc.enable()
        return min(times) * 1000 / races

    def as_benchmarked():
        for seed in range(races):
            play_random(seed, 0)  # each race dropped at once, as in `measure`

    full = best(as_benchmarked)
    engine = best(engine_only)
    no_gc = best(engine_only, collector=False)
    return {"ms_per_race": round(full, 2), "engine_ms": round(engine, 2),
            "choosing_share": round(1 - engine / full, 2), "collector_share_of_engine": round(1 - no_gc / engine, 2)}


def machine_reference() -> float:
    """Nanoseconds per call of an empty Python function now: this shared machine's speed drifts by
    up to 2x within an hour, so every figure is printed beside this one."""
    def f():
        pass
    return round(min(timeit.repeat(f, number=1_000_000, repeat=5)) * 1000, 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--races", type=int, default=100)
    parser.add_argument("--repeat", type=int, default=5, help="runs of --races each; best and median shown")
    args = parser.parse_args()
    print({"python_call_ns": machine_reference()})
    print(breakdown(min(args.races, 40), args.repeat))
    for legends in (0, 2):
        print(measure(args.races, legends, args.repeat))
    sizes = [len(play_random(s, 2).to_json()) for s in range(20)]
    print({"race_json_bytes_max": max(sizes), "race_json_bytes_mean": sum(sizes) // len(sizes)})
    tracemalloc.start()
    race = play_random(5, 2)
    held, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    print({"memory_of_a_finished_race_kb": held // 1024, "steps": len(race.timeline),
           "bytes_per_step": held // len(race.timeline)})


if __name__ == "__main__":
    main()
