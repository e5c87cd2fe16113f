"""N random-play Garage races (issue 11, Done means: 10,000 with no exception). Run on demand:
`.venv/bin/python tests/soak/garage_races.py --races 10000` from the checkout's root.

Each race: a base track, 2-6 players, with or without Legends (at most 8 cars), the mixed pool,
drafted or dealt, the board's laps; every decision a uniformly random legal action. After each race
the cards of every car are counted (its own cards, its upgrades, the Stress of its spin-outs) and
the Engine checked non-negative. Prints the count, the failures (seed and error) and the time.
"""
from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # this checkout's heat_widget

import heat_widget as hw  # noqa: E402
from heat_widget.engine.cards import catalogue  # noqa: E402

TRACKS = ("usa", "france", "great_britain", "italy")


def one_race(seed: int) -> hw.Race:
    rng = random.Random(seed)
    players = rng.randint(2, 6)
    legends = rng.randint(1, min(4, 8 - players)) if rng.random() < 0.5 else 0
    race = hw.Race.new(track=TRACKS[seed % 4], players=[f"P{i}" for i in range(players)], legends=legends, seed=seed,
                       modules=["garage"], upgrades="mixed", draft=rng.random() < 0.7)
    while not race.finished:
        for d in race.pending:
            race.act(d.car, rng.choice(race.legal_actions(d.car)))
        if race.round > 300:
            raise RuntimeError("the race does not end")
    picks = dict(race.module("garage").public().upgrades)
    t = race.track
    for c in race.cars:
        if c.legend:
            continue
        stress = sum(e.fields["stress"] for e in race.events if e.kind == "spin_out" and e.car == c.name)
        want = Counter([x for x in "1234" for _ in range(3)] + ["S"] * (t.stress + stress) + ["H"] * t.heat
                       + [catalogue().spec(u).becomes or u for u in picks[c.name]])
        have = Counter(c.hand) + Counter(c.deck) + Counter(c.discard) + Counter(c.play)
        have["H"] += c.engine
        if +have != want or c.engine < 0:
            raise AssertionError(f"{c.name}'s cards {dict(have)} != {dict(want)} (engine {c.engine})")
    return race


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--races", type=int, default=1000)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    start, cpu = time.perf_counter(), time.process_time()
    failures, cars, decisions, legends = [], 0, 0, 0
    for seed in range(args.first_seed, args.first_seed + args.races):
        try:
            race = one_race(seed)
            cars += len(race.cars)
            decisions += len(race.log)
            legends += any(c.legend for c in race.cars)
        except Exception as e:  # report every failure, go on
            failures.append((seed, f"{type(e).__name__}: {e}"))
            traceback.print_exc()
    print({"races": args.races, "failures": len(failures), "races_with_legends": legends, "cars": cars,
           "decisions": decisions, "wall_s": round(time.perf_counter() - start, 1),
           "cpu_s": round(time.process_time() - cpu, 1)})
    for seed, err in failures[:20]:
        print(f"seed {seed}: {err}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
