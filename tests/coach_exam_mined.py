"""The mined coach exam: positions that arose in real races, not built by hand.

tests/benchmarks/mine_coach_exam.py played seeded races with the bots (every board, the expansion
boards too, 2-6 cars, Legends, the Garage, Weather, Tournament mode, Championship events; some cars
sloppy: the `random` bot's move at a share of their decisions) and, at decisions of one car, played
every legal action out with the harness's rule (coach_exam.py `outcome_of`) in the race itself and in
races whose hidden cards were redrawn. It wrote what it kept to tests/data/coach_exam_mined.json: the
race's `Race.new` arguments, the decisions up to the position (the log: config + seed + decisions
rebuild the race exactly, docs/engine.md "Replay and saving"), the car, the move and its verdict.

`build(seed=1)` replays the log: seed 1 is the race as it was played; another seed is
`hw.determinize(race, car, seed)`, the race with every card the car's seat cannot see (the other
hands, every deck's order, the Legends' cards) redrawn, as a hand-built position's seed reshuffles the
decks it leaves out: the verdicts must not hang on one shuffle.

Its 43 positions (seed 1 of the miner, 900 races): 25 errors (24 cost more than a single space: a
spin-out, Heat, Stress or a gear) and 18 fine moves, each the best or ending alike against every legal
move in each of 16 futures and dominated by none over two rounds (a first mining kept one side of a
trade as fine too: the judge fairly preferred the other side in 4 of them). 26 are cars in last place.

The `why` of each position is written from the play-outs, in a player's words: what the move costs
at the start of the next round against the better move (an error) or what the other moves cost
(a fine move), with the rule it leans on (rulebook /work/shared/rules/001, advanced booklet 002).
"""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import heat_widget as hw
from coach_exam import Position

DATA = Path(__file__).resolve().parent / "data" / "coach_exam_mined.json"
TRACK = {"usa": "USA", "france": "France", "great_britain": "Great Britain", "italy": "Italia", "japan": "Japan",
         "mexico": "Mexico", "netherlands": "Nederland", "spain": "España"}
TOPIC = {"great_britain": "britain"}  # the other exams' topic names
EXPANSION = ("japan", "mexico", "netherlands", "spain")
ROLE = {"leader": "leading", "mid": "in mid-field", "back": "last"}
KIND = {"gear": "shifting gears (step 1)", "play": "choosing the cards to play (step 2)",
        "react": "in React (step 5)", "slipstream": "offered a slipstream (step 6)"}


@lru_cache(maxsize=None)
def _replayed(index: int):
    """The race of position `index` at its decision, replayed once from its config and log."""
    e = ENTRIES[index]
    race = hw.Race.new(**e["config"], record=False)
    for step in e["log"].split(";") if e["log"] else ():
        car, action = step.split(":", 1)
        race.act(car, action)
    return race


def _builder(index: int):
    def build(seed=1):
        race, car = _replayed(index), ENTRIES[index]["car"]
        return (race.copy() if seed == 1 else hw.determinize(race, car, seed)), car
    return build


def _ends(o: list) -> str:
    distance, gear, engine, stress, spun = o
    return (f"{'spun out, ' if spun else ''}{distance} spaces run, {gear}{'st nd rd th'.split()[min(gear, 4) - 1]} "
            f"gear, {engine} Heat in the Engine, {stress} Stress cards")


def _cost(mine: list, theirs: list) -> str:
    """What the better move gains over every seed, in a player's words."""
    words = []
    if any(m[4] and not t[4] for m, t in zip(mine, theirs)):
        words.append("it does not spin out" if all(m[4] for m in mine) else "it avoids a spin-out in some futures")
    for i, name, more in ((2, "Heat kept in the Engine", True), (1, "gear higher", True),
                          (3, "Stress card fewer", False), (0, "space farther", True)):
        gains = [(t[i] - m[i]) * (1 if more else -1) for m, t in zip(mine, theirs)]
        if max(gains) > 0:
            low, high = min(gains), max(gains)
            n = str(low) if low == high else f"{low}-{high}"
            words.append(f"{n} {name}" if high == 1 else f"{n} {name.replace('space', 'spaces').replace('card', 'cards')}"
                         .replace("gear higher", "gears higher"))
    return ", ".join(words)


def _rule(e: dict) -> str:
    kind, moves = e["kind"], f"{e['action']} {e['better'] or ''}"
    parts = {"gear": ["rulebook 1. Shift Gears (Shifting up/down 2 positions: 1 Heat)"],
             "play": ["rulebook 2. Play Cards, 3. Reveal & Move"],
             "slipstream": ["rulebook 6. Slipstream"], "react": []}[kind]
    if kind == "react":
        for word, rule in (("cooldown", "rulebook 5. React (Cooldown)"), ("boost", "rulebook 5. React (Boost)"),
                           ("adrenaline", "rulebook 4. Adrenaline"), ("done", "rulebook 5. React")):
            if word in moves:
                parts.append(rule)
        if any(w in moves for w in ("reduce", "scrap", "heat u", "replace", "salvage", "direct", "refresh",
                                    "accelerate", "supercool")):
            parts.append("advanced booklet, Garage (upgrade symbols)")
    outs = e["mine"] + e["theirs"]
    if any(o[4] for o in outs):
        parts.append("rulebook 7. Check Corner, Spin out")
    if len({o[2] for o in outs}) > 1:
        parts.append("rulebook, HEAT Cards (Paying Heat)")
    if "S" in moves.split():
        parts.append("rulebook 3. Reveal & Move (Stress Cards)")
    modules = e["modules"]
    if "tournament" in modules:
        parts.append("advanced booklet, Tournament Mode")
    if "garage" in modules and "Garage" not in " ".join(parts) and " u" in moves:
        parts.append("advanced booklet, Garage")
    if "weather" in modules:
        parts.append("advanced booklet, Weather and Road Conditions")
    if "championship" in modules:
        parts.append(f"advanced booklet, Championship (event {e['config']['event']})")
    if e["config"].get("legends"):
        parts.append("advanced booklet, Legends")
    if e["track"] in EXPANSION:
        parts.append("spec: the expansion boards (floods, chicanes, tunnels)")
    return "; ".join(dict.fromkeys(parts))


def _why(e: dict) -> str:
    modules = ", ".join(m.capitalize() for m in e["modules"]) or "the base game"
    legends = f", {e['config']['legends']} of them Legends," if e["config"].get("legends") else ""
    lap = f"lap {e['lap']} of {e['laps']}" if e["lap"] <= e["laps"] else "over the finish line this round"
    where = (f"{e['car']}, {ROLE[e['role']]} of {e['cars']} cars{legends} on {TRACK[e['track']]} ({modules}; {lap}, "
             f"round {e['round']}), is {KIND[e['kind']]}.")
    if e["verdict"] == "error":
        return (f"{where} '{e['action']}' ends the round {_ends(e['mine'][0])}; '{e['better']}' ends it "
                f"{_ends(e['theirs'][0])}. With the hidden cards redrawn (4 futures) '{e['better']}' is ahead every "
                f"time: {_cost(e['mine'], e['theirs'])}, and over two rounds the error never catches up.")
    same = f" ('{e['better']}' is the same move, ending alike)" if e["better"] else ""
    return (f"{where} '{e['action']}'{same} ends the round {_ends(e['mine'][0])}; no legal move does as well in "
            f"everything and better in something in any of the 4 futures, and {e['worse']} of the "
            f"{e['legal']} legal moves end worse.")


def _topic(e: dict) -> str:
    return f"{TOPIC.get(e['track'], e['track'])}:{e['role']}"


def _id(i: int, e: dict) -> str:
    return f"mined-{i:02d}-{e['track'].replace('_', '-')}-{e['kind']}-{e['verdict']}"


ENTRIES: list[dict] = json.loads(DATA.read_text())
MINED: list[Position] = [Position(_id(i, e), _builder(i), e["action"], e["verdict"], _why(e), e["better"], _topic(e),
                                  _rule(e)) for i, e in enumerate(ENTRIES)]
