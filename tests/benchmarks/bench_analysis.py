"""Analysis speed (run on demand: `.venv/bin/python tests/benchmarks/bench_analysis.py`).

Prints the figures of issue 4's speed targets:
- simulate N USA races (4 heuristic bots + 2 Legends) with 2 processes (target: 10,000 in < 60 s);
- race.table("cars") for a finished 6-car race (target: < 20 ms);
- summarising 10,000 races (target: < 1 s);
and, for context, the same simulation in one process, the other tables, and where a race's time goes
(engine, views, bots).
"""
from __future__ import annotations

import argparse
import time
import timeit

import polars as pl

import heat_widget as hw
from heat_widget.analysis import summarise

from bench_engine import machine_reference  # this folder is on the path when run as a script

PLAYERS = ["heuristic", "heuristic", "heuristic", "heuristic"]


def bench_simulate(n: int, processes: int) -> tuple[float, pl.DataFrame]:
    start = time.perf_counter()
    results = hw.simulate(track="usa", strategies=PLAYERS, n=n, seed=1, legends=2, processes=processes,
                          progress=False)
    return time.perf_counter() - start, results


def finished_race() -> hw.Race:
    race = hw.Race.new(track="usa", players=["Ana", "Ben", "Cleo", "Dev"], legends=2, seed=3)
    return hw.bots.run_race(race, {n: hw.bots.heuristic for n in ("Ana", "Ben", "Cleo", "Dev")})


def bench_tables(race: hw.Race) -> dict:
    out = {}
    race.table("cars")  # first call pays for polars' start-up
    for name in ("cars", "rounds", "events", "steps"):
        times = timeit.repeat(lambda: race.table(name), number=5, repeat=7)
        out[name] = (min(times) / 5 * 1000, sorted(times)[len(times) // 2] / 5 * 1000)
    return out


def where_time_goes(races: int = 30) -> dict:
    """Per race: total, engine only (replaying the log), engine + views, bots alone. The bots'
    memo tables are warmed first by as many races, as they are in a long batch."""
    bot = hw.bots.heuristic
    spent = [0.0]
    for seed in range(races, 2 * races):
        hw.bots.run_race(hw.Race.new(track="usa", players=["A", "B", "C", "D"], legends=2, seed=seed),
                         {n: bot for n in "ABCD"})

    def timed(view, decision):
        t = time.perf_counter()
        a = bot(view, decision)
        spent[0] += time.perf_counter() - t
        return a

    logs = []
    start = time.perf_counter()
    for seed in range(races):
        race = hw.Race.new(track="usa", players=["A", "B", "C", "D"], legends=2, seed=seed)
        hw.bots.run_race(race, {n: timed for n in "ABCD"})
        logs.append((seed, race.log, race.round))
    total = time.perf_counter() - start
    start = time.perf_counter()
    for seed, log, _ in logs:
        r = hw.Race.new(track="usa", players=["A", "B", "C", "D"], legends=2, seed=seed)
        for car, action in log:
            r.act(car, action)
    engine = time.perf_counter() - start
    views = 0.0  # timed call by call: a difference of two totals drowns in this machine's noise
    for seed, log, _ in logs:
        r = hw.Race.new(track="usa", players=["A", "B", "C", "D"], legends=2, seed=seed)
        for car, action in log:
            t = time.perf_counter()
            r.view(car)
            views += time.perf_counter() - t
            r.act(car, action)
    ms = 1000 / races
    return {"ms_per_race": round(total * ms, 1), "engine_ms": round(engine * ms, 1),
            "views_ms": round(views * ms, 1), "bots_ms": round(spent[0] * ms, 1),
            "decisions_per_race": round(sum(len(log) for _, log, _ in logs) / races),
            "rounds_per_race": round(sum(r for _, _, r in logs) / races, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--races", type=int, default=10_000, help="races for the 2-process simulation")
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args()

    print("machine reference: an empty Python call takes", machine_reference(), "ns now")
    print("where a race's time goes:", where_time_goes())
    race = finished_race()
    for name, (best, median) in bench_tables(race).items():
        print(f"race.table({name!r}) for a finished 6-car race ({len(race.timeline)} steps): "
              f"best {best:.1f} ms, median {median:.1f} ms")

    small = max(50, args.races // 50)
    seconds, _ = bench_simulate(small, 1)
    print(f"simulate {small} races, 1 process: {seconds:.1f} s ({small / seconds:.1f} races/s)")
    seconds, results = bench_simulate(args.races, args.processes)
    print(f"simulate {args.races} USA races (4 heuristic bots + 2 Legends), {args.processes} processes: "
          f"{seconds:.1f} s ({args.races / seconds:.1f} races/s)")

    summarise(results)
    times = timeit.repeat(lambda: summarise(results), number=1, repeat=5)
    print(f"summarise {results['race'].n_unique()} races ({results.height} rows): best {min(times) * 1000:.1f} ms")
    print(summarise(results).select("strategy", "cars", "win_rate", "win_low", "win_high", "mean_place",
                                    "mean_rounds"))


if __name__ == "__main__":
    main()
