"""The coach's exam as a measurement (issue 32's targets; run on demand, not in the suite):

    .venv/bin/python tests/benchmarks/bench_coach_exam.py                  # the judge's defaults
    .venv/bin/python tests/benchmarks/bench_coach_exam.py --samples 8 --most 0
    .venv/bin/python tests/benchmarks/bench_coach_exam.py --exam more --csv /tmp/exam.csv

For every position of tests/coach_exam.py (with coach_exam_usa.py), tests/coach_exam_more.py,
tests/coach_exam_third.py, tests/coach_exam_fourth.py, tests/coach_exam_fifth.py,
tests/coach_exam_sixth.py, tests/coach_exam_seventh.py, tests/coach_exam_eighth.py (with
coach_exam_eighth_more.py), tests/coach_exam_ninth.py (with coach_exam_ninth_more.py) and
tests/coach_exam_mined.py (positions mined from bot races, tests/benchmarks/mine_coach_exam.py) (`--exam first`,
`more`, `third`, `fourth`, `fifth`, `sixth`, `seventh`, `eighth`, `ninth`, `mined` or `all`, the default; built with
its seed 1), the move is graded by
`judge(race, car, action=move, seed=s)` for the judge's seeds s = 0, 1, 2 (three independent sets of
sampled rounds). It prints:

- the share of errors flagged (at least "inaccuracy") at seed 0, and at every one of the three seeds;
- the fine moves flagged (at any seed); a judgement that raises counts as "refused": an error missed,
  a fine move not passed (as the test does);
- the share of positions whose label is the same at all three seeds;
- the CPU time of one judgement (time.process_time, this process, interpreted unless the compiled
  copy is on the path), median and most, beside the cost of an empty call measured between them
  (A B A B: each judgement is followed by an empty call, so both see the same machine). Positions are
  new races built by hand (or replayed from a mined race's log); each judge call is a fresh one (no cache).

The figures are printed for each exam and for all together. `--csv` writes one row a judgement:
exam, position, verdict, judge seed, label, loss, its interval, CPU seconds.
"""
from __future__ import annotations

import argparse
import csv
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from coach_exam import POSITIONS  # noqa: E402
from coach_exam_more import MORE  # noqa: E402
from coach_exam_third import THIRD  # noqa: E402
from coach_exam_fourth import FOURTH  # noqa: E402
from coach_exam_fifth import FIFTH  # noqa: E402
from coach_exam_sixth import SIXTH  # noqa: E402
from coach_exam_seventh import SEVENTH  # noqa: E402
from coach_exam_eighth_more import EIGHTH  # noqa: E402
from coach_exam_ninth_more import NINTH  # noqa: E402
from coach_exam_mined import MINED  # noqa: E402
from heat_widget.bots.judge import judge  # noqa: E402

FLAGS = ("inaccuracy", "mistake", "blunder")


def nothing(*args, **kwargs) -> None:
    return None


def report(name: str, positions: list, labels: dict[str, list[str]]) -> None:
    errors = [p for p in positions if p.verdict == "error"]
    fine = [p for p in positions if p.verdict == "fine"]
    first = sum(labels[p.id][0] in FLAGS for p in errors)
    every = sum(all(x in FLAGS for x in labels[p.id]) for p in errors)
    least = min(sum(labels[p.id][s] in FLAGS for p in errors) for s in range(len(labels[positions[0].id])))
    wrong = [(p.id, labels[p.id]) for p in fine if any(x not in ("best", "good") for x in labels[p.id])]  # refused too
    missed = [(p.id, labels[p.id]) for p in errors if not all(x in FLAGS for x in labels[p.id])]
    same = sum(len(set(labels[p.id])) == 1 for p in positions)
    print(f"== {name}: {len(positions)} positions ({len(errors)} errors, {len(fine)} fine)")
    print(f"errors flagged at seed 0: {first} of {len(errors)} ({100 * first / len(errors):.0f}%); "
          f"at every seed: {every} ({100 * every / len(errors):.0f}%); at the worst seed: {least}")
    print(f"errors not flagged at some seed: {len(missed)} {missed}")
    print(f"fine moves flagged (or refused) at some seed: {len(wrong)} {wrong}")
    print(f"the same label at every seed: {same} of {len(positions)} ({100 * same / len(positions):.0f}%)")
    for p in positions:
        if len(set(labels[p.id])) > 1:
            print(f"  {p.id}: {labels[p.id]}")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--samples", type=int, default=None)
    parser.add_argument("--most", type=int, default=None)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--exam", choices=("first", "more", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                                                "ninth", "mined", "all"),
                        default="all")
    parser.add_argument("--csv", default=None, help="write one row a judgement to this file")
    args = parser.parse_args()
    budget = {k: v for k, v in (("samples", args.samples), ("most", args.most)) if v is not None}
    exams = {"first": list(POSITIONS), "more": list(MORE), "third": list(THIRD), "fourth": list(FOURTH),
             "fifth": list(FIFTH), "sixth": list(SIXTH), "seventh": list(SEVENTH), "eighth": list(EIGHTH),
             "ninth": list(NINTH), "mined": list(MINED)}
    if args.exam != "all":
        exams = {args.exam: exams[args.exam]}
    labels: dict[str, list[str]] = {}
    rows = []
    times, empty = [], []
    for name, positions in exams.items():
        for p in positions:
            for seed in range(args.seeds):
                race, car = p.build(1)
                t = time.process_time()
                try:
                    g = judge(race, car, action=p.action, seed=seed, **budget).grade(p.action)
                except Exception as e:  # noqa: BLE001 - a refusal is a misgrade, counted with the others
                    g = None
                    print(f"  {p.id} (judge seed {seed}) refused: {type(e).__name__}: {str(e)[:200]}")
                times.append(time.process_time() - t)
                t = time.process_time()
                nothing(race, car, action=p.action, seed=seed)
                empty.append(time.process_time() - t)
                if g is None:  # neither flagged nor passed: an error missed, a fine move not passed
                    labels.setdefault(p.id, []).append("refused")
                    rows.append((name, p.id, p.verdict, seed, "refused", "", "", "", "", round(times[-1], 4)))
                    continue
                labels.setdefault(p.id, []).append(g.label)
                rows.append((name, p.id, p.verdict, seed, g.label, round(g.loss, 4), round(g.low, 4),
                             round(g.high, 4), int(g.dominated_by is not None), round(times[-1], 4)))
    print(f"budget {budget or 'the defaults'}; {args.seeds} judge seeds")
    for name, positions in exams.items():
        report(name, positions, labels)
    if len(exams) > 1:
        report("all", [p for positions in exams.values() for p in positions], labels)
    print(f"CPU a judgement: median {statistics.median(times) * 1000:.1f} ms, most {max(times) * 1000:.1f} ms "
          f"(n={len(times)}); empty call median {statistics.median(empty) * 1e6:.1f} us")
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(("exam", "position", "verdict", "judge_seed", "label", "loss", "low", "high", "dominated",
                        "cpu_s"))
            w.writerows(rows)


if __name__ == "__main__":
    main()
