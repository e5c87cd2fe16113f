"""A batch season is the same season as its recording, on many random seasons (tests/season_equivalence.py
says what is drawn and compared):

    .venv/bin/python tests/soak/season_equivalence.py 300            # 300 seasons, seed 0
    .venv/bin/python tests/soak/season_equivalence.py 300 --seed 7

Runs on one core. A failure prints the season's keywords and drivers so it can be played again with
`check_same_season(kw, drivers)`; the exit code is the number of failures (capped at 100).
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
sys.path.insert(0, str(HERE.parents[1]))  # tests/: season_equivalence

from season_equivalence import check_same_season, one_case  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seasons", type=int, nargs="?", default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    start = time.process_time()
    failures, decisions, kinds = 0, 0, Counter()
    for i in range(args.seasons):
        kw, drivers = one_case(i, args.seed)
        kinds[str(kw["season"])] += 1
        try:
            decisions += check_same_season(kw, drivers)
        except Exception:  # noqa: BLE001 - every failure is reported, the soak goes on
            failures += 1
            print(f"FAILED season {i}: check_same_season({kw!r}, {drivers!r})")
            traceback.print_exc()
        if (i + 1) % 50 == 0:
            print(f"{i + 1} seasons, {failures} failures, {time.process_time() - start:.0f} CPU s", flush=True)
    print(f"{args.seasons} seasons ({dict(kinds)}), {decisions:,} decisions each way, {failures} failures, "
          f"{time.process_time() - start:.0f} CPU s")
    return min(failures, 100)


if __name__ == "__main__":
    sys.exit(main())
