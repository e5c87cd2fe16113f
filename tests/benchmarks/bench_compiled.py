"""The compiled build against the interpreted one (issue 15; run on demand):

    .venv/bin/python tests/benchmarks/bench_compiled.py [--rounds 3] [--races 60] [--simulate 200]

builds the compiled copy if needed (.ci/build_compiled.py, .compiled/), then runs the same
measurements in fresh processes, interpreted and compiled in turn (A B A B ...), each with the
interpreted or the compiled package first on the path:

- engine, random legal play through the public API, USA, 4 players, batch races (record=False) and
  recorded races: car-turns a second (targets: 30,000 interpreted, 60,000 compiled, batch);
- simulate, 4 heuristic bots + 2 Legends on USA, one process: races a second (targets: 250
  interpreted, 500 compiled), on repeated seeds (bench_batch: the same races --repeat times, the
  heuristic's memo tables filled by the first run, about 30% faster) and on new seeds (after a
  warm-up of --warm races, a batch of --simulate races never played before in that process, as a
  user's batch is: bench_newseeds).

Every figure is CPU time (time.process_time, best of --repeat inside a process, then best of the
rounds), printed beside what an empty Python call cost in that process. `--worker` prints one
process's figures as JSON, for running the two builds in turn from outside.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
KEYS = ("batch_car_turns_per_s", "recorded_car_turns_per_s", "simulate_races_per_s", "simulate_new_seeds_races_per_s")
ROOT = HERE.parent.parent


def _build_compiled():
    spec = importlib.util.spec_from_file_location("build_compiled", ROOT / ".ci" / "build_compiled.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def worker(races: int, simulate: int, repeat: int, warm: int) -> dict:
    """One process's figures (the package is whichever comes first on the path)."""
    import time

    import heat_widget as hw
    import heat_widget.engine.rules as rules
    from bench_batch import bench_engine, bench_simulate
    from bench_engine import machine_reference

    engine = bench_engine(races, repeat)
    sim, _ = bench_simulate(simulate, repeat)
    # new seeds: a warm-up batch, then one batch on seeds this process has not played (bench_newseeds)
    kw = dict(track="usa", strategies=["heuristic"] * 4, legends=2, progress=False)
    hw.simulate(n=warm, seed=10_000, **kw)
    ref = machine_reference()
    start = time.process_time()
    hw.simulate(n=simulate, seed=10_001, **kw)
    new = {"races": simulate, "warm": warm, "races_per_s_per_core": round(simulate / (time.process_time() - start), 1),
           "python_call_ns": ref}
    return {"rules_module": rules.__file__, "engine": engine, "simulate": sim, "simulate_new_seeds": new}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3, help="interpreted/compiled pairs of processes")
    parser.add_argument("--races", type=int, default=60, help="engine races per run")
    parser.add_argument("--simulate", type=int, default=200, help="simulate races per run")
    parser.add_argument("--repeat", type=int, default=2, help="runs per process (best kept)")
    parser.add_argument("--warm", type=int, default=300, help="simulate races before the new-seed batch")
    parser.add_argument("--out", type=Path, default=ROOT / ".compiled", help="the compiled copy")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(worker(args.races, args.simulate, args.repeat, args.warm)))
        return

    _build_compiled().build(args.out)
    variants = {"interpreted": ROOT, "compiled": args.out.resolve()}
    best: dict[str, dict] = {}
    for rnd in range(args.rounds):
        for name, first in variants.items():
            env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(first), str(HERE)]), PYTHONHASHSEED="0")
            done = subprocess.run([sys.executable, "-P", str(Path(__file__)), "--worker", "--races", str(args.races),
                                   "--simulate", str(args.simulate), "--repeat", str(args.repeat),
                                   "--warm", str(args.warm)],
                                  env=env, capture_output=True, text=True, check=True)
            got = json.loads(done.stdout.strip().splitlines()[-1])
            line = {"round": rnd, "variant": name,
                    "batch_car_turns_per_s": got["engine"]["batch_car_turns_per_s"],
                    "recorded_car_turns_per_s": got["engine"]["recorded_car_turns_per_s"],
                    "engine_python_call_ns": got["engine"]["batch_python_call_ns"],
                    "simulate_races_per_s": got["simulate"]["races_per_s_per_core"],
                    "simulate_python_call_ns": got["simulate"]["python_call_ns"],
                    "simulate_new_seeds_races_per_s": got["simulate_new_seeds"]["races_per_s_per_core"],
                    "rules_module": Path(got["rules_module"]).name}
            print(line, flush=True)
            keep = best.setdefault(name, {k: v for k, v in line.items() if k != "round"})
            for key in KEYS:
                keep[key] = max(keep[key], line[key])
    a, b = best["interpreted"], best["compiled"]
    print({"best": best})
    print({"compiled_speed_up": {key: round(b[key] / a[key], 2) for key in KEYS}})


if __name__ == "__main__":
    main()
