"""Races, widget frames and the time-limit fallback, worked out alike under CPython and under Pyodide.

tests/test_pyodide.py runs this file in both and compares what it prints: one line
`HEAT_RESULT <json>` with a digest per race (random and heuristic bots, with the Garage and Weather
modules), per widget (RaceWidget frames, save_html's page, a ChampionshipWidget) and what the time
limit reports. `python checks.py --bench N` (tests/benchmarks/bench_pyodide.py) prints
`HEAT_BENCH <json>`: the CPU seconds of N races and N widget builds, and of N empty calls.
"""
from __future__ import annotations

import hashlib
import json
import sys
import time

import heat_widget as hw

# (name, track, modules, strategy, seed): two player cars and a Legend
RACES = [
    ("random", "usa", [], "random", 7),
    ("heuristic", "italy", [], "heuristic", 3),
    ("random, Garage", "great_britain", ["garage"], "random", 5),
    ("heuristic, Garage", "italy", ["garage"], "heuristic", 11),
    ("random, Weather", "france", ["weather"], "random", 2),
    ("heuristic, Weather", "usa", ["weather"], "heuristic", 9),
    ("heuristic, Garage and Weather", "italy", ["garage", "weather"], "heuristic", 4),
]


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def play(track: str, modules: list, strategy: str, seed: int, record: bool = False):
    race = hw.Race.new(track=track, players=["Ana", "Ben"], legends=1, seed=seed, modules=modules,
                       record=record)
    bot = hw.bots.strategy(strategy)
    hw.bots.run_race(race, {"Ana": bot, "Ben": bot})
    return race


def race_digests() -> dict:
    out = {}
    for name, track, modules, strategy, seed in RACES:
        race = play(track, modules, strategy, seed)
        out[name] = {"json": digest(race.to_json()), "standings": [str(s) for s in race.standings],
                     "decisions": len(race.timeline)}
    return out


def widget_digests() -> dict:
    race = play("usa", ["weather"], "heuristic", 9, record=True)
    replay = hw.RaceWidget(race)
    frames = json.dumps(replay.frames, sort_keys=True, separators=(",", ":"))
    out = {"replay frames": digest(frames), "frames": len(replay.frames),
           "track": digest(json.dumps(replay.track, sort_keys=True)), "page": digest(replay.to_html())}
    garage = play("italy", ["garage"], "heuristic", 11, record=True)
    out["garage cards"] = digest(json.dumps(hw.RaceWidget(garage).cards, sort_keys=True))
    # a person plays Ana against a bot: the widget offers her legal choices
    live = hw.RaceWidget(hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=7),
                         bots={"Ben": hw.bots.heuristic})
    out["live choices"] = digest(json.dumps(live.choices, sort_keys=True))
    # a season: Ana plays, Ben is a bot; the widget shows the standings and the build step
    season = hw.Championship.new(players=["Ana", "Ben"], seed=3)
    board = hw.ChampionshipWidget(season, bots={"Ben": hw.bots.cautious})
    out["championship"] = digest(board.standings.value + json.dumps(board.build.build, sort_keys=True))
    return out


def slow(view, decision):
    """A strategy that takes 50 ms, busy (nothing sleeps in a browser's Python either)."""
    until = time.monotonic() + 0.05
    while time.monotonic() < until:
        pass
    return view.legal_actions[0]


def time_limit() -> dict:
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=7)
    try:
        hw.bots.play_bots(race, {"Ana": slow, "Ben": hw.bots.strategy("random")}, time_limit=0.01)
        over = "no error"
    except hw.bots.StrategyError as e:
        over = str(e)
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=7)
    hw.bots.run_race(race, {"Ana": hw.bots.heuristic, "Ben": hw.bots.strategy("random")}, time_limit=5)
    return {"overrun": over, "within": digest(race.to_json())}


def bench(what: str, n: int) -> dict:
    """N of one thing, for the process's CPU time (tests/benchmarks/bench_pyodide.py subtracts a run
    of "empty"): "empty" (N empty calls), "races" (N batch heuristic races), "recorded" (N recorded
    races), "widgets" (N recorded races, each then shown in a RaceWidget)."""
    def empty():
        pass
    for i in range(3):  # warm up (under Pyodide: the WebAssembly code tiers up), in every mode alike
        hw.RaceWidget(play("usa", [], "heuristic", 1000 + i, record=True))
    t = time.process_time()
    if what == "empty":
        for _ in range(n):
            empty()
    elif what == "races":
        for i in range(n):
            play("italy", [], "heuristic", i)
    elif what in ("recorded", "widgets"):
        for i in range(n):
            race = play("usa", [], "heuristic", i, record=True)
            if what == "widgets":
                hw.RaceWidget(race)
    return {"what": what, "n": n, "inside": time.process_time() - t}


def main(argv: list) -> None:
    if argv[:1] == ["--bench"]:
        print("HEAT_BENCH " + json.dumps(bench(argv[1], int(argv[2]))), flush=True)
        return
    result = {"platform": sys.platform, "python": sys.version.split()[0], "races": race_digests(),
              "widgets": widget_digests(), "time limit": time_limit()}
    print("HEAT_RESULT " + json.dumps(result, sort_keys=True), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
