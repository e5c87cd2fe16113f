"""Batch speed (issue 15; run on demand: `.venv/bin/python tests/benchmarks/bench_batch.py`).

Every figure is CPU time of this process (time.process_time: what a loaded machine's other work
changes least), best of --repeat runs, printed beside the cost of an empty Python call measured
just before it, so runs on different or busy machines can be compared. Targets from the issue:

- engine, random legal play through the public API, USA, 4 players: batch races (record=False) at
  least 30,000 car-turns/s interpreted; recorded races no slower than before;
- simulate, 4 heuristic bots + 2 Legends on USA, one process: at least 250 races/s per core;
- rebuilding a finished batch race's timeline by replay: under 15 ms;
- memory: 100,000 races' results and decisions within 2 GB (bytes per race).
"""
from __future__ import annotations

import argparse
import random
import time

import heat_widget as hw

from bench_engine import machine_reference  # this folder is on the path when run as a script

PLAYERS = [f"P{i}" for i in range(4)]


def play_random(seed: int, record: bool) -> hw.Race:
    race = hw.Race.new(track="usa", players=PLAYERS, seed=seed, record=record)
    rng = random.Random(seed)
    while not race.finished:
        for decision in race.pending:
            race.act(decision.car, rng.choice(race.legal_actions(decision.car)))
    return race


def cpu(run, repeat: int) -> float:
    """Best CPU seconds of `repeat` runs."""
    best = float("inf")
    for _ in range(repeat):
        start = time.process_time()
        run()
        best = min(best, time.process_time() - start)
    return best


def bench_engine(races: int, repeat: int) -> dict:
    # the same seeds give the same races either way: count car-turns (Reveals) once, recorded
    car_turns = sum(sum(1 for e in play_random(s, True).events if e.kind == "reveal") for s in range(races))
    out = {"races": races, "car_turns": car_turns}
    for record in (True, False):
        ref = machine_reference()
        def run():
            for s in range(races):
                play_random(s, record)  # each race dropped at once, as in a batch

        seconds = cpu(run, repeat)
        name = "recorded" if record else "batch"
        out[f"{name}_car_turns_per_s"] = round(car_turns / seconds)
        out[f"{name}_ms_per_race"] = round(seconds * 1000 / races, 2)
        out[f"{name}_python_call_ns"] = ref
    out["batch_speed_up"] = round(out["batch_car_turns_per_s"] / out["recorded_car_turns_per_s"], 2)
    return out


def bench_simulate(n: int, repeat: int):
    ref = machine_reference()
    kw = dict(track="usa", strategies=["heuristic"] * 4, legends=2, n=n, seed=1, progress=False)
    hw.simulate(**dict(kw, n=20))  # warm the bots' memo tables and polars' start-up
    results = None

    def run():
        nonlocal results
        results = hw.simulate(**kw)

    seconds = cpu(run, repeat)
    return {"races": n, "races_per_s_per_core": round(n / seconds, 1), "ms_per_race": round(seconds * 1000 / n, 2),
            "python_call_ns": ref}, results


def bench_rebuild(results, races: int, repeat: int) -> dict:
    """A finished batch race from the results, rebuilt into a full timeline by replay."""
    ref = machine_reference()
    picks = list(range(min(races, results.logs.height)))

    def run():
        for i in picks:
            hw.replay(results, i, record=False).timeline  # noqa: B018 - the rebuild is what is timed

    def open_only():
        for i in picks:
            hw.replay(results, i, record=False)

    with_rebuild = cpu(run, repeat)
    opening = cpu(open_only, repeat)
    steps = sum(len(results.race(i).timeline) for i in picks[:5]) // min(5, len(picks))
    return {"races": len(picks), "rebuild_ms_per_race": round((with_rebuild - opening) * 1000 / len(picks), 2),
            "open_batch_race_ms": round(opening * 1000 / len(picks), 2), "steps_per_race": steps,
            "python_call_ns": ref}


def bench_memory(results) -> dict:
    """Bytes per race kept by simulate: the rows (polars) and the decisions (compressed)."""
    races = results.logs.height
    rows = results.estimated_size()
    logs = results.logs.estimated_size()
    per_race = (rows + logs) / races
    return {"races": races, "row_bytes_per_race": round(rows / races), "log_bytes_per_race": round(logs / races),
            "bytes_per_race": round(per_race), "gb_for_100k_races": round(per_race * 100_000 / 1e9, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--races", type=int, default=60, help="engine races per run")
    parser.add_argument("--simulate", type=int, default=300, help="simulate races per run")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print({"engine": bench_engine(args.races, args.repeat)})
    sim, results = bench_simulate(args.simulate, args.repeat)
    print({"simulate": sim})
    print({"rebuild": bench_rebuild(results, 30, args.repeat)})
    print({"memory": bench_memory(results)})


if __name__ == "__main__":
    main()
