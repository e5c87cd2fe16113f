"""The coach's exam as a measurement (issue 32's targets; run on demand, not in the suite):

    .venv/bin/python tests/benchmarks/bench_coach_exam.py                  # the judge's defaults
    .venv/bin/python tests/benchmarks/bench_coach_exam.py --samples 8 --most 0

For every position of tests/coach_exam.py (built with its seed 1), the move is graded by
`judge(race, car, action=move, seed=s)` for the judge's seeds s = 0, 1, 2 (three independent sets of
sampled rounds). It prints:

- the share of errors flagged (at least "inaccuracy") at seed 0, and at every one of the three seeds;
- the fine moves flagged (at any seed);
- the share of positions whose label is the same at all three seeds;
- the CPU time of one judgement (time.process_time, this process, interpreted unless the compiled
  copy is on the path), median and most, beside the cost of an empty call measured between them
  (A B A B: each judgement is followed by an empty call, so both see the same machine). Positions are
  new races built by hand; each judge call is a fresh one (no cache).
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from coach_exam import POSITIONS  # noqa: E402
from heat_widget.bots.judge import judge  # noqa: E402

FLAGS = ("inaccuracy", "mistake", "blunder")


def nothing(*args, **kwargs) -> None:
    return None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=None)
    parser.add_argument("--most", type=int, default=None)
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    budget = {k: v for k, v in (("samples", args.samples), ("most", args.most)) if v is not None}
    labels: dict[str, list[str]] = {}
    times, empty = [], []
    for p in POSITIONS:
        for seed in range(args.seeds):
            race, car = p.build(1)
            t = time.process_time()
            j = judge(race, car, action=p.action, seed=seed, **budget)
            times.append(time.process_time() - t)
            t = time.process_time()
            nothing(race, car, action=p.action, seed=seed)
            empty.append(time.process_time() - t)
            labels.setdefault(p.id, []).append(j.grade(p.action).label)
    errors = [p for p in POSITIONS if p.verdict == "error"]
    fine = [p for p in POSITIONS if p.verdict == "fine"]
    first = sum(labels[p.id][0] in FLAGS for p in errors)
    every = sum(all(x in FLAGS for x in labels[p.id]) for p in errors)
    wrong = [(p.id, labels[p.id]) for p in fine if any(x in FLAGS for x in labels[p.id])]
    same = sum(len(set(v)) == 1 for v in labels.values())
    print(f"budget {budget or 'the defaults'}; {len(POSITIONS)} positions ({len(errors)} errors, {len(fine)} fine), "
          f"{args.seeds} judge seeds")
    print(f"errors flagged at seed 0: {first} of {len(errors)} ({100 * first / len(errors):.0f}%); "
          f"at every seed: {every} ({100 * every / len(errors):.0f}%)")
    print(f"fine moves flagged at some seed: {len(wrong)} {wrong}")
    print(f"the same label at every seed: {same} of {len(labels)} ({100 * same / len(labels):.0f}%)")
    for pid, v in labels.items():
        if len(set(v)) > 1:
            print(f"  {pid}: {v}")
    print(f"CPU a judgement: median {statistics.median(times) * 1000:.1f} ms, most {max(times) * 1000:.1f} ms "
          f"(n={len(times)}); empty call median {statistics.median(empty) * 1e6:.1f} us")


if __name__ == "__main__":
    main()
