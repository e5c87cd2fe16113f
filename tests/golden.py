"""Golden counts: python-chess's perft files for Heat.

Each case is a seeded race (a base track x a module mix, and one Championship race) played to its
end by a seeded random-legal driver that picks among the legal actions *sorted by their text*, so
the counts don't depend on the order the engine lists them in. For each case it records

- the number of decisions and the sum of `len(legal_actions)` over them (the perft number: a rule
  that offers one more or one fewer choice anywhere shows here),
- the histogram of event kinds, the final standings and rounds,
- a digest of the log (every decision, in order).

tests/data/golden_counts.json holds them; tests/test_golden_counts.py fails when any count moves,
so a rule change shows as a number diff in review and a refactor that changes nothing shows none.

Commands (from the repository root, with the package importable):

    python tests/golden.py write                  # (re)write the fixture after a deliberate rule change
    python tests/golden.py check [CASE ...]       # compare with the fixture, case by case
    python tests/golden.py trace CASE             # one line per decision of a case
    python tests/golden.py diverge OTHER [CASE]   # the first decision where the engine in the
                                                  # checkout OTHER (a folder holding heat_widget/)
                                                  # differs from this one, for each case or one
"""
from __future__ import annotations

import collections
import hashlib
import json
import os
import random
import subprocess
import sys
from pathlib import Path

FIXTURE = Path(__file__).resolve().parent / "data" / "golden_counts.json"
MAX_DECISIONS = 20_000  # a random race ends in a few hundred; more means the engine is stuck

TRACKS = ("usa", "france", "great_britain", "italy")
# mix name -> (players, legends, modules, options)
MIXES: dict[str, tuple[tuple[str, ...], int, tuple[str, ...], dict]] = {
    "base": (("Ana", "Ben", "Cleo"), 0, (), {}),
    "legends": (("Ana", "Ben"), 2, (), {}),
    "tournament": (("Ana", "Ben", "Cleo"), 1, (), {"tournament": True}),
    "garage_draft": (("Ana", "Ben", "Cleo"), 1, ("garage",), {"draft": True, "upgrades": "mixed"}),
    "weather": (("Ana", "Ben", "Cleo"), 1, ("weather",), {}),
    "garage_weather": (("Ana", "Ben", "Cleo", "Dia"), 1, ("garage", "weather"), {"upgrades": "advanced"}),
}
SEEDS = (1, 2)
# The expansion boards (issue 25): their own mixes, one seed each, so the base cases stay as they were.
EXPANSION_TRACKS = ("japan", "mexico", "netherlands", "spain")
EXPANSION_MIXES: dict[str, tuple[tuple[str, ...], int, tuple[str, ...], dict]] = {
    "base": MIXES["base"],
    "legends": MIXES["legends"],
    "weather": MIXES["weather"],
    "garage_weather": MIXES["garage_weather"],
    "garage_expansions": (("Ana", "Ben", "Cleo"), 1, ("garage",),
                          {"draft": True, "upgrades": "advanced", "expansions": ["heavy_rain", "tunnel_vision"]}),
}


def cases() -> list[str]:
    """Every case's name: TRACK/MIX/SEED, and championship/SEASON/SEED (a season's build step and first race)."""
    names = [f"{t}/{m}/{s}" for t in TRACKS for m in MIXES for s in SEEDS]
    names += [f"{t}/{m}/1" for t in EXPANSION_TRACKS for m in EXPANSION_MIXES]
    return names + ["championship/1963/4", "championship/1964/1"]  # 1964: the expansions' events (issue 25)


def build(case: str):
    """The race (or season) a case plays, new."""
    import heat_widget as hw

    parts = case.split("/")
    if parts[0] == "championship":
        season, seed = int(parts[1]), int(parts[2])
        return hw.Championship.new(season=season, players=["Ana", "Ben", "Cleo"], legends=1, seed=seed)
    track, mix, seed = parts[0], parts[1], int(parts[2])
    players, legends, modules, options = (EXPANSION_MIXES if track in EXPANSION_TRACKS else MIXES)[mix]
    return hw.Race.new(track=track, players=list(players), legends=legends, seed=seed,
                       modules=list(modules), **options)


def _done(game, case: str) -> bool:
    if case.startswith("championship/"):  # the build step and the first race
        return game.finished or game.race_index > 0
    return game.finished


def play(case: str):
    """Play a case to its end, yielding (decision, legal texts sorted, chosen text) per decision."""
    game = build(case)
    rng = random.Random(f"golden {case}")
    n = 0
    while not _done(game, case):
        decision = game.pending[0]
        legal = sorted(str(a) for a in game.legal_actions(decision.car))
        choice = rng.choice(legal)
        yield game, decision, legal, choice
        game.act(decision.car, choice)
        n += 1
        if n > MAX_DECISIONS:
            raise RuntimeError(f"{case}: no end after {MAX_DECISIONS} decisions")


def counts(case: str) -> dict:
    """The golden numbers of one case."""
    decisions = legal_sum = 0
    log = hashlib.sha256()
    game = None
    for game, decision, legal, choice in play(case):
        decisions += 1
        legal_sum += len(legal)
        log.update(f"{decision.car}\t{decision.kind}\t{choice}\n".encode())
    if game is None:
        game = build(case)
    race = game.races[0] if case.startswith("championship/") else game
    kinds = collections.Counter(e.kind for e in race.events)
    return {
        "decisions": decisions,
        "legal_actions": legal_sum,
        "rounds": race.round,
        "standings": list(race.standings),
        "events": dict(sorted(kinds.items())),
        "log_sha256": log.hexdigest()[:16],
    }


def trace_lines(case: str):
    """One line per decision: its number, round, car, kind, the legal actions and the choice, and
    where every car stands before it (space.spot, lap, gear, Heat in the Engine)."""
    for i, (game, decision, legal, choice) in enumerate(play(case)):
        race = game
        if case.startswith("championship/"):
            race = game.current_race if game.phase != "build" else None
        where = ""
        if race is not None:
            cars = race.cars
            where = " ".join(f"{c.name}@{c.space}.{c.spot}L{c.lap}g{c.gear}e{c.engine}" for c in cars)
        yield f"{i} r{getattr(race, 'round', '-')} {decision.car} {decision.kind} [{' | '.join(legal)}] -> {choice} :: {where}"


def _read() -> dict:
    return json.loads(FIXTURE.read_text())


def write() -> None:
    data = {case: counts(case) for case in cases()}
    FIXTURE.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n")
    print(f"wrote {len(data)} cases to {FIXTURE}")


def check(only: list[str] | None = None) -> int:
    want = _read()
    bad = 0
    chosen = only or cases()
    for case in chosen:
        got = counts(case)
        if got != want.get(case):
            bad += 1
            old = want.get(case, {})
            diff = {k: (old.get(k), v) for k, v in got.items() if old.get(k) != v}
            print(f"{case}: {diff}")
    print(f"{len(chosen) - bad} of {len(chosen)} cases unchanged")
    return 1 if bad else 0


def _trace_in(root: str | None, case: str) -> list[str]:
    env = dict(os.environ)
    if root is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(Path(root).resolve()), env.get("PYTHONPATH", "")])
    out = subprocess.run([sys.executable, __file__, "trace", case], env=env, capture_output=True, text=True)
    if out.returncode:
        last = (out.stderr.strip().splitlines() or ["no message"])[-1]
        raise SystemExit(f"the trace of {case} failed in {root or 'this checkout'}: {last}")
    return out.stdout.splitlines()


def diverge(other: str, only: str | None = None) -> int:
    """For each case (or one), the first decision where the engine in `other` differs from this one."""
    differ = 0
    for case in ([only] if only else cases()):
        here, there = _trace_in(None, case), _trace_in(other, case)
        first = next((i for i, (a, b) in enumerate(zip(here, there)) if a != b), None)
        if first is None and len(here) == len(there):
            print(f"{case}: the same {len(here)} decisions")
            continue
        differ += 1
        first = min(len(here), len(there)) if first is None else first
        print(f"{case}: first difference at decision {first}")
        print(f"  here : {here[first] if first < len(here) else '(the race has ended)'}")
        print(f"  there: {there[first] if first < len(there) else '(the race has ended)'}")
    return 1 if differ else 0


def main(argv: list[str]) -> int:
    usage = "usage: golden.py write | check [CASE ...] | trace CASE | diverge OTHER_CHECKOUT [CASE]"
    if not argv:
        print(usage)
        return 2
    if argv[0] == "write":
        write()
        return 0
    if argv[0] == "check":
        return check(argv[1:] or None)
    if argv[0] == "trace" and len(argv) == 2:
        for line in trace_lines(argv[1]):
            print(line)
        return 0
    if argv[0] == "diverge" and len(argv) in (2, 3):
        return diverge(argv[1], argv[2] if len(argv) == 3 else None)
    print(usage)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
