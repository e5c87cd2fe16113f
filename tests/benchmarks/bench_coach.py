"""What the widget's coach costs a person's decision (RaceWidget(coach=True), heat_widget/widget/coach.py;
run on demand, not in the suite):

    .venv/bin/python tests/benchmarks/bench_coach.py                 # 2 fields, 16 decisions each
    .venv/bin/python tests/benchmarks/bench_coach.py --decisions 8 --coach "search:samples=8,width=4"

Two fields: USA, Ana + 1 Legend + Ben (heuristic); Italy, Ana + 2 heuristic bots + 1 Legend. Ana is
played by the heuristic; at each of her decisions with two or more legal actions the coach thinks
as the widget makes it think when the decision comes up (`Coach.think`, a fresh coach: no cache),
and, interleaved (A B A B: the same decisions, the same drift of a shared machine), the quick coach
(`coach="heuristic"`) and an empty call (`nothing`, the cost of measuring). CPU time of this process
(time.process_time), per decision: median, 90th percentile and most, by decision kind.
"""
from __future__ import annotations

import argparse
import statistics
import time

import heat_widget as hw
from heat_widget.bots import heuristic
from heat_widget.widget.coach import coach_for


def nothing(*args, **kwargs) -> None:
    return None


def cpu(f, *args) -> float:
    t = time.process_time()
    f(*args)
    return time.process_time() - t


def fields():
    yield "usa 2+L", hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=3), {"Ben": heuristic}
    yield "italy 3+L", hw.Race.new(track="italy", players=["Ana", "Ben", "Cy"], legends=1, seed=4), \
        {"Ben": heuristic, "Cy": heuristic}


def summary(xs: list) -> str:
    xs = sorted(xs)
    p90 = xs[min(len(xs) - 1, int(0.9 * len(xs)))]
    return f"median {statistics.median(xs) * 1000:8.2f} ms  p90 {p90 * 1000:8.2f} ms  most {xs[-1] * 1000:8.2f} ms  (n={len(xs)})"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--decisions", type=int, default=16)
    parser.add_argument("--coach", default="search")
    args = parser.parse_args()
    for label, race, bots in fields():
        times: dict = {}
        seen = 0
        while not race.finished and seen < args.decisions:
            hw.bots.play_bots(race, bots)
            d = next((d for d in race.pending if d.car == "Ana"), None)
            if d is None:
                break
            legal = race.legal_actions("Ana")
            if len(legal) >= 2:
                choices = {"car": "Ana", "kind": d.kind, "seq": len(race.timeline), "actions": [str(a) for a in legal]}
                search, quick = coach_for(args.coach), coach_for("heuristic")
                runs = [("coach", lambda: search.think(race, choices)), ("quick", lambda: quick.quick_advice(race, "Ana")),
                        ("empty", nothing)]
                if seen % 2:
                    runs.reverse()
                for name, f in runs:
                    times.setdefault((name, d.kind), []).append(cpu(f))
                seen += 1
            race.act("Ana", heuristic(race.view("Ana"), d))
        print(f"{label}: coach={args.coach!r}, {seen} decisions of Ana")
        for (name, kind), xs in sorted(times.items()):
            print(f"  {name:5} {kind:10} {summary(xs)}")
        for name in ("coach", "quick", "empty"):
            every = [x for (n, _), xs in times.items() if n == name for x in xs]
            print(f"  {name:5} {'all':10} {summary(every)}")


if __name__ == "__main__":
    main()
