"""Where the heuristic and the search disagree on the gear (issue 24: "improve the heuristic where the
search shows it errs"), run on demand, not in the suite:

    .venv/bin/python tests/benchmarks/bench_heuristic_vs_search.py            # about 240 decisions, a minute
    .venv/bin/python tests/benchmarks/bench_heuristic_vs_search.py --count 60

Positions: gear decisions of one heuristic player against 2 Legends on Italy (the track where the
heuristic lost most), every round of races with seeds 1, 2, ... For each, the heuristic's gear and
the default search's (a Seat: what the car may know), and the counts of where they differ: the
search takes a higher or a lower gear, and the cases in which the heuristic's gear cools Heat
(1st or 2nd gear with Heat in the hand) while the Engine holds 4 or more ("Heat to spare").

The search is no oracle (it plays the heuristic in its rollouts, and samples what it cannot see),
so a disagreement is a place to look, not a verdict. Measured on the 240 default positions (each
version's heuristic and its own search): before issue 24's heuristic changes the gear differed in 85
(the search higher in 58, lower in 27; the heuristic cooling with 4+ Heat in the Engine in 8 of them),
after them in 79 (45 higher, 34 lower; 12). The positions differ between the two (the heuristic
plays the races that lead to them).
"""
from __future__ import annotations

import argparse
import random
from collections import Counter

import heat_widget as hw
from heat_widget.bots import Search, heuristic
from heat_widget.bots.seat import Seat


def positions(count: int) -> list:
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        race = hw.Race.new(track="italy", players=["Ana"], legends=2, seed=seed, record=False)
        while not race.finished and len(out) < count:
            d = race.pending[0]
            if d.kind == "gear" and d.car == "Ana":
                out.append((race.copy(), seed))
            race.act(d.car, heuristic(race.view(d.car), d))
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--count", type=int, default=240)
    args = parser.parse_args()
    search = Search()
    tally: Counter = Counter()
    for race, seed in positions(args.count):
        d = race.pending[0]
        view = race.view("Ana")
        mine = heuristic(view, d)
        theirs = search(view, d, random.Random(seed), Seat(race, "Ana"))
        tally["decisions"] += 1
        if mine.n == theirs.n:
            continue
        tally["differ"] += 1
        tally["search higher" if theirs.n > mine.n else "search lower"] += 1
        if mine.n <= 2 and view.heat_in_hand and view.me.engine >= 4:
            tally["heuristic cools with 4+ Heat in the Engine"] += 1
    for k, v in tally.items():
        print(f"{k}: {v}")


if __name__ == "__main__":
    main()
