"""Does luck average zero? (issue 33; run on demand, not in the suite; tests/test_luck_unbiased.py
checks it at the cheap budget over the same 200 races):

    .venv/bin/python tests/benchmarks/bench_luck.py                 # 100 races, 4 samples, 2 candidates
    .venv/bin/python tests/benchmarks/bench_luck.py --first 5100    # the test's other 100
    .venv/bin/python tests/benchmarks/bench_luck.py --races 30 --samples 8

The races: 2 heuristic cars, one lap of USA (seeds from --first), every decision with a choice
reviewed by the judge (the best's figures held out of the samples that chose it) and, with
`--cursed`, again by the judge before (`cursed`: from those samples), in 2 processes forked from one
(both see the same code on a tree others edit). It prints, each with its 95% interval (mean +- t sd /
sqrt(n)): each car's luck and the race's (the mean of its two cars'), the estimates' noise, the places
given up (`places_lost`), and `vs_best`: the luck measured as before issue 32's React fix, against the
best move at the next decision (`place_after[k] - place_before[k + 1]`, `against_the_best`) instead
of that best move's with the heuristic playing on after it (`policy_before`, analysis/luck.py). And the CPU: the workers'
(resource.getrusage of the reaped children) and the wall time, with the load average.
"""
from __future__ import annotations

import argparse
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import test_luck_unbiased as races  # noqa: E402
import heat_widget as hw  # noqa: E402
import heat_widget.bots.judge as judge  # noqa: E402
from heat_widget.bots.judge import paired_interval  # noqa: E402


def cursed(best, per, fair):
    """The judge before: the best's figures from the samples that chose it."""
    return best


def against_the_best(rows: list[dict], place: int, last_step: int) -> float:
    """A car's luck measured against the best move at its next decision (the grades' figures: the
    move made valued with the heuristic playing on, the next decision with the judge's best)."""
    luck = 0.0
    for k, r in enumerate(rows):
        nxt = rows[k + 1] if k + 1 < len(rows) else None
        until = nxt["step"] if nxt else last_step
        if until > r["at_step"]:
            luck += r["place_after"] - (nxt["place_before"] if nxt else place)
    return luck


def one(seed: int) -> dict:
    """Both judges on the same race (the same code: the workers are forked from one process)."""
    race = hw.Race.new(track="usa", players=["A", "B"], seed=seed, laps=1)
    hw.bots.play_bots(race, {"A": hw.bots.heuristic, "B": hw.bots.heuristic})
    out: dict = {}
    for mode, held in (("held_out", REAL), ("cursed", cursed))[:len(MODES)]:
        judge._held_out = held
        table = hw.analysis.review(race, workers=1, progress=False, **BUDGET)
        for r in hw.analysis.skill_and_luck(race, table).iter_rows(named=True):
            mine = sorted((x for x in table.to_dicts() if x["car"] == r["car"]), key=lambda x: x["step"])
            out[mode, r["car"]] = dict(r, vs_best=against_the_best(mine, r["place"], len(race.timeline) - 1))
    judge._held_out = REAL
    return out


BUDGET: dict = {}
MODES = ["held_out"]
REAL = judge._held_out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--races", type=int, default=100)
    parser.add_argument("--first", type=int, default=races.IDENTICAL.start)
    parser.add_argument("--samples", type=int, default=races.BUDGET["samples"])
    parser.add_argument("--width", type=int, default=races.BUDGET["width"])
    parser.add_argument("--most", type=int, default=races.BUDGET["most"])
    parser.add_argument("--cursed", action="store_true", help="also review with the judge before (twice the CPU)")
    args = parser.parse_args()
    if args.cursed:
        MODES.append("cursed")
    BUDGET.update(samples=args.samples, width=args.width, most=args.most)
    one(args.first)  # every module imported and the evaluator loaded before the workers fork
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    wall = time.perf_counter()
    rows = races.in_two_processes(one, range(args.first, args.first + args.races))
    wall = time.perf_counter() - wall
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - kids.ru_utime - kids.ru_stime

    def show(name: str, xs: list[float]) -> None:
        mean, low, high = paired_interval(xs)
        print(f"  {name:<36} {mean:+.3f} [{low:+.3f}, {high:+.3f}]")

    print(f"{args.races} races from seed {args.first}, budget {BUDGET}")
    for mode in MODES:
        print(mode)
        for car in ("A", "B"):
            show(f"luck of {car}", [r[mode, car]["luck"] for r in rows])
        show("luck a race (mean of its 2 cars)", [(r[mode, "A"]["luck"] + r[mode, "B"]["luck"]) / 2 for r in rows])
        show("vs_best a race (mean of its 2 cars)", [(r[mode, "A"]["vs_best"] + r[mode, "B"]["vs_best"]) / 2
                                                     for r in rows])
        for key in ("noise", "places_lost", "vs_best"):
            show(key + " a car", [r[mode, c][key] for r in rows for c in ("A", "B")])
    print(f"workers' CPU {cpu:.0f} s ({' and '.join(MODES)}), wall {wall:.0f} s, load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
