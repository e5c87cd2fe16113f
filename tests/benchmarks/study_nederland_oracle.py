"""How much the heuristic's complex planner could win on Nederland if it knew the future (issue 32)

    .venv/bin/python tests/benchmarks/study_nederland_oracle.py --races 300 --seed 101

A ceiling, not a bot: it cheats. The complex planner (bots/complex_plan.py) plays its candidates out
in races drawn by the car's Seat (what it cannot see drawn at random). Here the Seat hands it the race
itself instead (a copy: its own deck order, the Legends deck's order and every shuffle to come are the
real ones), one sample, and it takes the best candidate on any lead (KEEP 0). Its play-outs are then
the race's future for each candidate, exactly as it will run while the car keeps to the plan, scored
as the planner scores them (rounds + 0.2 x Heat paid - 0.125 x spaces beyond the stretch).

Two half-oracles split what it knows: "own deck" (an honest sample, 8 of them as the planner has,
with the car's own deck and discard pile as they really lie: its next draws until its reshuffle) and
"Legends deck" (an honest sample with the Legends deck's real order: the Legends' next moves); "both
decks" has the two (the shuffles to come still drawn), with the planner's 8 samples and its KEEP.

It plays `--races` races of 1 heuristic + 2 Legends, seats rotated (bench_heuristic_strength.py's
cells at 3 cars), honest and with each oracle, on the same seeds, and prints the wins of each.

Found (300 races a seed, seeds 101 / 202, 5 December; the CPU of the 300 races beside):

    honest        78 / 58   (23% of 600; 126 / 122 s)
    own deck      76 / 86   (27%)
    Legends deck  85 / 62   (25%)
    both decks    95 / 94   (32%)
    oracle       123 / 110  (39%; 18 / 17 s, one play-out a candidate)

Knowing the car's own next draws and the Legends' next cards, a planner with this score stands at
about the fair share (32%, 189 of 600, a third being 200); only the whole future, the shuffles to
come included, lifts it clearly above (39%). What the honest planner lacks there is information no
seat has, not a better way to plan the complex.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from heat_widget.analysis.strength import tournament, tournament_cells  # noqa: E402
from heat_widget.bots import complex_plan  # noqa: E402
from heat_widget.bots.seat import Seat  # noqa: E402


def wins(races: int, seed: int) -> tuple[int, int, float]:
    t = tournament(["heuristic"], tracks=["netherlands"], cars=[3], races=races, seed=seed, fields=["legends"],
                   garage_weather=False, processes=1, progress=False)
    row = tournament_cells(t).row(0, named=True)
    return int(row["wins"]), int(row["races"]), float(row["mean_place"])


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--races", type=int, default=300)
    ap.add_argument("--seed", type=int, default=101)
    ap.add_argument("--modes", default="honest,own deck,Legends deck,oracle")
    args = ap.parse_args()
    honest = Seat.sample
    samples, keep = complex_plan.SAMPLES, complex_plan.KEEP

    def oracle(self: Seat, seed: Any) -> Any:
        return self._race().copy()  # the race itself: the future as it will run

    def own_deck(self: Seat, seed: Any) -> Any:
        race, sample = self._race(), honest(self, seed)
        real = next(c for c in race._cars if c.name == self.car)
        mine = next(c for c in sample._cars if c.name == self.car)
        mine.deck, mine.discard = real.deck, real.discard  # the same cards, as they really lie
        return sample

    def legends_deck(self: Seat, seed: Any) -> Any:
        sample = honest(self, seed)
        sample._legends_deck = list(self._race()._legends_deck)
        return sample

    def both(self: Seat, seed: Any) -> Any:
        sample = own_deck(self, seed)
        sample._legends_deck = list(self._race()._legends_deck)
        return sample

    for name in args.modes.split(","):
        Seat.sample = {"honest": honest, "oracle": oracle, "own deck": own_deck,  # type: ignore[method-assign]
                       "Legends deck": legends_deck, "both decks": both}[name]
        complex_plan.SAMPLES, complex_plan.KEEP = (1, 0.0) if name == "oracle" else (samples, keep)
        start = time.process_time()
        won, n, place = wins(args.races, args.seed)
        print(f"{name}: {won} of {n} ({won / n:.0%}), mean place {place:.2f}, "
              f"CPU {time.process_time() - start:.0f} s", flush=True)
    Seat.sample = honest  # type: ignore[method-assign]


if __name__ == "__main__":
    main()
