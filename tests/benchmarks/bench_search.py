"""What the search bot costs, in CPU time (run on demand, not in the suite):

    .venv/bin/python tests/benchmarks/bench_search.py            # about a minute
    .venv/bin/python tests/benchmarks/bench_search.py --quick    # fewer positions
    .venv/bin/python tests/benchmarks/bench_search.py --settings "search:most=16" "search:samples=6,most=16"

Positions: the gear decisions of a player in races of 1 heuristic player + 2 Legends on Italy and of
4 heuristic players + 2 Legends on USA (batch races), a few rounds apart. For each position, taken
in turn (A B A B ...: every measure sees the same positions and the same drift of a shared
machine), it times with time.process_time:

- `empty`: a call of a function that does nothing, as the loops below call theirs (the cost of the
  measuring itself, to read the others against);
- `copy`: race.copy();
- `determinize`: hw.determinize(race, car, seed) (the seat's facts, a copy, the sample);
- `round`: a copy played to the end of its round by the heuristic for every car (a leaf of the search);
- `rollout`: a copy played to the finish by the heuristic (a leaf of horizon=0);
- `heuristic`: one gear decision of the heuristic bot;
- each search setting: one gear decision (the plan for both gear and play) with a Seat (`--settings`:
  these strategy specs instead of the usual four).

It prints the median and the 90th percentile of each, in milliseconds.
"""
from __future__ import annotations

import argparse
import gc
import random
import statistics
import time

import heat_widget as hw
from heat_widget.bots import Search, heuristic
from heat_widget.bots.seat import Seat

SETTINGS = {"search (default: samples=8,most=16,width=6,horizon=3)": Search(),
            "search:most=0 (8 samples always)": Search(most=0),
            "search:samples=4,width=4,horizon=2,most=0 (fast)": Search(samples=4, width=4, horizon=2, most=0),
            "search:horizon=1": Search(horizon=1), "search:horizon=0 (to the finish)": Search(horizon=0)}


def positions(count: int) -> list:
    """(race, car) at gear decisions, a few rounds apart, in two kinds of race."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        track, players = ("italy", ["Ana"]) if seed % 2 else ("usa", ["Ana", "Ben", "Cleo", "Dia"])
        race = hw.Race.new(track=track, players=players, legends=2, seed=seed, record=False)
        rng = random.Random(seed)
        while not race.finished and len(out) < count:
            d = race.pending[0]
            if d.kind == "gear" and d.car == "Ana" and race.round % 3 == 1 and rng.random() < 0.7:
                out.append((race.copy(), "Ana"))
            race.act(d.car, heuristic(race.view(d.car), d))
    return out


def play_round(race) -> None:
    start = race.round
    while not race.finished and (race.round == start or race.phase != "plan"):
        d = race.decisions_now()[0]
        race.act(d.car, heuristic(race.view(d.car, False), d))


def play_out(race) -> None:
    while not race.finished:
        d = race.decisions_now()[0]
        race.act(d.car, heuristic(race.view(d.car, False), d))


def nothing(*args) -> None:
    return None


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--settings", nargs="*", default=None)
    args = parser.parse_args()
    settings = {spec: hw.bots.strategy(spec) for spec in args.settings} if args.settings else SETTINGS
    count = 12 if args.quick else 40
    places = positions(count)
    gc.collect()
    measures: dict = {
        "empty": lambda race, car, i: nothing(race, car),
        "copy": lambda race, car, i: race.copy(),
        "determinize": lambda race, car, i: hw.determinize(race, car, i),
        "round": lambda race, car, i: play_round(race.copy()),
        "rollout": lambda race, car, i: play_out(race.copy()),
        "heuristic": lambda race, car, i: heuristic(race.view(car), race.pending[0]),
    }
    for name, s in settings.items():
        measures[name] = (lambda s: lambda race, car, i: s(race.view(car), race.pending[0], random.Random(i),
                                                            Seat(race, car)))(s)
    times: dict = {name: [] for name in measures}
    for name, f in measures.items():  # warm-up: the heuristic's memo tables, the caches of each
        f(*places[0], 0)
    for i, (race, car) in enumerate(places):  # A B A B: every measure on this position, in turn
        for name, f in measures.items():
            t = time.process_time()
            f(race, car, i)
            times[name].append(time.process_time() - t)
    print(f"{len(places)} gear decisions (Italy 1 player + 2 Legends, USA 4 + 2), CPU ms: median, 90th percentile")
    for name, got in times.items():
        got = sorted(got)
        print(f"  {name:46s} {1000 * statistics.median(got):9.3f} {1000 * got[int(0.9 * (len(got) - 1))]:9.3f}")


if __name__ == "__main__":
    main()
