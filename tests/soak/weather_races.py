"""Play many random-play races with the Weather & Road Conditions module (issue 12: 10,000 races
with Weather, and with Weather + Garage once the Garage module exists) and report any failure.

    .venv/bin/python tests/soak/weather_races.py 10000            # Weather only
    .venv/bin/python tests/soak/weather_races.py 10000 --garage   # Weather + Garage (if registered)

Each race: a base track, 1-6 players, 0-4 Legends, random or fixed tokens (a random weather and
random road tokens half of the time), the board's laps one race in four (else 1 lap), and uniformly
random legal actions. After each race: every car finished, every card of every car still in one
place (the weather's set-up change counted), no Heat below zero, and the JSON replays to the same
standings. A failure prints the race's arguments so it can be played again; the exit code is the
number of failures (capped at 100).
"""
from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter

import heat_widget as hw
from heat_widget.engine.modules import REGISTRY
from heat_widget.engine.modules.weather import road_names, weather_names

BASE = ("usa", "france", "great_britain", "italy")
NAMES = ["Ana", "Ben", "Cy", "Di", "Ed", "Flo"]


def race_args(i: int, seed: int, garage: bool) -> dict:
    rng = random.Random(f"{seed}:{i}")
    track = BASE[i % 4]
    players = rng.randint(1, 6)
    kw = {"track": track, "players": NAMES[:players], "legends": rng.randint(0, min(4, 8 - players)),
          "seed": rng.randrange(2**31), "laps": None if i % 4 == 0 else 1,
          "modules": ["weather", "garage"] if garage else ["weather"]}
    if rng.random() < 0.5:
        bag = [t for t in road_names() for _ in range(2)]
        rng.shuffle(bag)
        kw["weather"] = rng.choice(weather_names())
        kw["road"] = bag[:len(hw.load_track(track).corners)]
    return kw


def check(race) -> None:
    setup = race.conditions.weather_token.setup
    t = race.track
    heat = max(0, (race.options.heat if race.options.heat is not None else t.heat) + setup.get("heat", 0))
    stress = max(0, t.stress + setup.get("stress", 0))
    start = Counter([c for c in "1234" for _ in range(3)] + ["0", "5", "H"] + ["H"] * heat + ["S"] * stress)
    spins = Counter()
    for e in race.events:
        if e.kind == "spin_out":
            spins[e.car] += e.fields["stress"]
    assert sorted(c.finished for c in race.cars) == list(range(1, len(race.cars) + 1)), "not every car finished"
    for c in race.cars:
        if c.legend:
            continue
        assert c.engine >= 0, f"{c.name} has negative Heat"
        cards = Counter(c.hand) + Counter(c.deck) + Counter(c.discard) + Counter(c.play)
        cards["H"] += c.engine
        if "garage" not in race.config.get("modules", ()):  # upgrades change the deck: not counted here
            assert +cards == start + Counter({"S": spins[c.name]}), f"{c.name}'s cards changed: {cards}"
    again = hw.Race.from_json(race.to_json())
    assert again.standings == race.standings, "the JSON replays to other standings"


def play(kw: dict) -> int:
    race = hw.Race.new(**kw)
    rng = random.Random(kw["seed"])
    decisions = 0
    while not race.finished:
        for d in race.pending:
            race.act(d.car, rng.choice(race.legal_actions(d.car)))
            decisions += 1
        if race.round > 500:
            raise RuntimeError("the race has not ended after 500 rounds")
    check(race)
    return decisions


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("n", type=int, nargs="?", default=1000, help="number of races (default 1000)")
    p.add_argument("--seed", type=int, default=12)
    p.add_argument("--garage", action="store_true", help="Weather + Garage (needs the Garage module)")
    a = p.parse_args(argv)
    if a.garage and "garage" not in REGISTRY:
        print("the Garage module is not registered in this checkout: nothing to play with --garage")
        return 0
    failures, decisions, weathers = [], 0, Counter()
    start = time.perf_counter()
    for i in range(a.n):
        kw = race_args(i, a.seed, a.garage)
        try:
            decisions += play(kw)
            weathers[kw.get("weather", "drawn")] += 1
        except Exception as e:  # noqa: BLE001 - report every failure, keep going
            failures.append((i, kw, e))
            print(f"race {i} FAILED: hw.Race.new(**{kw!r}): {type(e).__name__}: {e}", file=sys.stderr)
            traceback.print_exc(limit=3)
        if (i + 1) % 1000 == 0:
            print(f"{i + 1} races, {len(failures)} failed, {time.perf_counter() - start:.0f} s", flush=True)
    seconds = time.perf_counter() - start
    print(f"{a.n} random {'Weather + Garage' if a.garage else 'Weather'} races: {a.n - len(failures)} finished, "
          f"{len(failures)} failed; {decisions} decisions in {seconds:.0f} s; tokens: {dict(weathers)}")
    return min(len(failures), 100)


if __name__ == "__main__":
    sys.exit(main())
