"""simulate on seeds never played before (issue 15; run on demand:
`.venv/bin/python tests/benchmarks/bench_newseeds.py`).

bench_batch.py plays the same seeds again, so the bots' memo tables already hold every situation
its races meet; a user's batch meets new ones. This plays a warm-up batch (new seeds too), then
--repeat batches of --n races, each on seeds not played before in this process, 4 heuristic bots +
2 Legends on USA, and prints races per CPU-second (time.process_time) of each batch, best and
median, beside the cost of an empty Python call measured just before each batch.
"""
from __future__ import annotations

import argparse
import statistics
import time

import heat_widget as hw

from bench_engine import machine_reference  # this folder is on the path when run as a script


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--warm", type=int, default=300, help="races played first, not counted")
    parser.add_argument("--n", type=int, default=300, help="races per counted batch")
    parser.add_argument("--repeat", type=int, default=5, help="counted batches, each on new seeds")
    args = parser.parse_args()
    kw = dict(track="usa", strategies=["heuristic"] * 4, legends=2, progress=False)
    hw.simulate(n=args.warm, seed=10_000, **kw)  # the batch seed picks every race's seed: new ones
    rates, refs = [], []
    for i in range(args.repeat):
        refs.append(machine_reference())
        start = time.process_time()
        hw.simulate(n=args.n, seed=10_001 + i, **kw)
        rates.append(args.n / (time.process_time() - start))
    print({"new_seeds": {"warm": args.warm, "races": args.n, "races_per_s": [round(r, 1) for r in rates],
                         "best": round(max(rates), 1), "median": round(statistics.median(rates), 1),
                         "python_call_ns": refs}})


if __name__ == "__main__":
    main()
