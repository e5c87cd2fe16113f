"""A batch race is the same race as its recording (issue 15, Done means), on thousands of random
races: any playable track, any mix of the registered modules and their options, Legends, Tournament
mode and the race options, random legal play and the shipped bots (tests/batch_equivalence.py says
what is drawn and what is compared).

    .venv/bin/python tests/soak/batch_equivalence.py 2000            # 2,000 races, seed 0
    .venv/bin/python tests/soak/batch_equivalence.py 2000 --seed 7

Runs on one core. A failure prints the race's keywords, drivers, play seed and stop so it can be
played again with `check_same_race(kw, drivers, seed, stop)`; the exit code is the number of
failures (capped at 100). The counts of each module mix, driver and track are printed at the end.
"""
from __future__ import annotations

import argparse
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve()
sys.path.insert(0, str(HERE.parents[2]))  # this checkout's heat_widget
sys.path.insert(0, str(HERE.parents[1]))  # tests/: batch_equivalence

from batch_equivalence import check_same_race, one_case  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("races", type=int, nargs="?", default=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    start = time.process_time()
    failures, decisions = 0, 0
    mixes, drivers, tracks = Counter(), Counter(), Counter()
    for i in range(args.races):
        kw, who, seed, stop = one_case(i, args.seed)
        mixes["+".join(kw["modules"] + (["legends"] if kw["legends"] else [])
                       + (["tournament"] if kw.get("tournament") else [])) or "base"] += 1
        drivers.update(who.values())
        tracks[kw["track"]] += 1
        try:
            decisions += check_same_race(kw, who, seed, stop)
        except Exception:  # noqa: BLE001  # report every failure, go on
            failures += 1
            print(f"FAILED race {i}: check_same_race({kw!r}, {who!r}, {seed}, {stop})")
            traceback.print_exc()
        if (i + 1) % 500 == 0:
            print(f"{i + 1} races, {failures} failures, {time.process_time() - start:.0f} s CPU", flush=True)
    cpu = time.process_time() - start
    print(f"{args.races} races (seed {args.seed}), {decisions} decisions, {failures} failures, "
          f"{cpu:.1f} s CPU")
    print("module mixes:", dict(sorted(mixes.items())))
    print("drivers:", dict(sorted(drivers.items())))
    print("tracks:", dict(sorted(tracks.items())))
    return min(failures, 100)


if __name__ == "__main__":
    sys.exit(main())
