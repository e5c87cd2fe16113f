"""What a replay review costs (hw.analysis.review, issue 24 item 6; run on demand, not in the suite):

    .venv/bin/python tests/benchmarks/bench_review.py                       # 2 races, samples 8 12 16, width 6
    .venv/bin/python tests/benchmarks/bench_review.py --players 4 --samples 16   # every car of a 4-car race
    .venv/bin/python tests/benchmarks/bench_review.py --races 1 --samples 8 # one race, one budget

The races: 4 cars on Italy, 2 heuristic players + 2 Legends (`--players 4`: 4 players, every car
reviewed; seeds 1, 2, ...), played by the
heuristic with full records. For each race, taken in turn, every budget is reviewed with
`workers=2` (A B A B ...: every budget sees the same races and the same drift of a shared
machine), and each is measured by:

- wall: time.perf_counter around the call (the target: under 60 s on a 2-core machine);
- CPU: this process's time.process_time plus the CPU of the worker processes it waited for
  (resource.getrusage(RUSAGE_CHILDREN), read before and after: the pool's workers are reaped when
  the review returns), i.e. everything the review cost, whoever spent it.

Beside them: `empty`, a call of a function that does nothing, as the loop calls the review (the cost
of measuring), and `decisions`, the replay of the race that finds the planning decisions and copies
the present at each (review's fixed cost before any judging). The machine's load average is
printed too: on a machine shared with other work, wall time grows with it; CPU time much less.
"""
from __future__ import annotations

import argparse
import os
import resource
import time

import heat_widget as hw
from heat_widget.analysis.review import decisions
from heat_widget.bots import heuristic, play_bots


def nothing(*args, **kwargs) -> None:
    return None


def children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def measure(f, *args, **kwargs) -> tuple[float, float]:
    """(wall, CPU of this process and its reaped children) of one call, in seconds."""
    wall, cpu, kids = time.perf_counter(), time.process_time(), children_cpu()
    f(*args, **kwargs)
    return time.perf_counter() - wall, time.process_time() - cpu + children_cpu() - kids


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--races", type=int, default=2)
    parser.add_argument("--samples", type=int, nargs="+", default=[8, 12, 16])
    parser.add_argument("--width", type=int, default=6)  # review's default
    parser.add_argument("--players", type=int, default=2, help="heuristic players; Legends fill the field to 4 cars")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    races = []
    for seed in range(1, args.races + 1):
        names = ["Ana", "Ben", "Cy", "Dee", "Eve", "Fay"][:args.players]
        race = hw.Race.new(track="italy", players=names, legends=max(0, 4 - len(names)), seed=seed)
        play_bots(race, {name: heuristic for name in names})
        races.append(race)
    got: dict = {"empty": [], "decisions": [], **{f"samples={s}": [] for s in args.samples}}
    for race in races:  # A B A B: every budget on this race, in turn
        got["empty"].append(measure(nothing, race, samples=1, workers=args.workers, progress=False))
        got["decisions"].append(measure(decisions, race))
        for s in args.samples:
            load = os.getloadavg()[0]
            wall, cpu = measure(hw.analysis.review, race, samples=s, width=args.width, workers=args.workers,
                                progress=False)
            got[f"samples={s}"].append((wall, cpu))
            print(f"  race of {len(race.log)} decisions ({len(decisions(race))} decisions with a choice of the {len(names)} players), "
                  f"samples={s}: wall {wall:.1f} s, CPU {cpu:.1f} s, load average before {load:.1f}", flush=True)
    print(f"{len(races)} races (Italy, {args.players} heuristic players, 4 cars), width={args.width}, workers={args.workers}: "
          f"wall s and CPU s per race (each race's figures)")
    for name, pairs in got.items():
        walls = ", ".join(f"{w:.3g}" for w, _ in pairs)
        cpus = ", ".join(f"{c:.3g}" for _, c in pairs)
        print(f"  {name:12s} wall {walls:30s} CPU {cpus}")


if __name__ == "__main__":
    main()
