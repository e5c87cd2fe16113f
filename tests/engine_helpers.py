"""Shared helpers for the engine's tests (imported as `from engine_helpers import ...`).

Situations are built exactly with `hw.Race.scenario` (deck top card first, so every flip and draw
is known) and played with the canonical action texts of DESIGN.md.

They live here rather than in conftest.py: pytest imports every conftest.py under the module name
"conftest" (tests/browser/ has its own), so `from conftest import ...` would pick the wrong one.
"""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

import heat_widget as hw

BASE_TRACKS = ("usa", "france", "great_britain", "italy")
EXPANSION_TRACKS = ("japan", "mexico", "netherlands", "spain")
ALL_TRACKS = BASE_TRACKS + EXPANSION_TRACKS  # the property tests race on every board

# A player's own cards at set-up (rulebook, Setting up the game): 12 Basic cards (1-4, three each)
# and the 3 Starting Upgrades (0, 5 and one Heat). The track adds its Stress and Engine Heat.
BASIC_12 = [c for c in "1234" for _ in range(3)]
STARTING_UPGRADES = ["0", "5", "H"]

# A hand with nothing to cool down or discard problems: seven Basic cards.
PLAIN_HAND = ["1", "1", "2", "2", "3", "3", "4"]


def car(name, space, spot=1, lap=1, gear=1, hand=PLAIN_HAND, deck=("1", "2", "3", "4"), discard=(), engine=6,
        rest=True, **extra) -> dict:
    """A player car for Race.scenario: `deck` is the top of its deck, and below it the rest of the
    car's cards, shuffled (`rest=False`: the deck is exactly `deck`, and the car must be whole)."""
    d = {"name": name, "space": space, "spot": spot, "lap": lap, "gear": gear, "hand": list(hand),
         "deck": list(deck) + (["..."] if rest else []), "discard": list(discard), "engine": engine}
    d.update(extra)
    return d


def rest_of(hand=(), deck=(), discard=(), engine=6, heat=6, stress=3) -> list:
    """The cards a car owns (rulebook, Setting up the game: 12 Basic cards, 0, 5 and H, the track's
    Heat and Stress; USA: 6 and 3) that are not in these places, in card order: where a test needs
    a short deck, it puts them in the discard pile (a scenario car must be whole)."""
    left = starting_cards(heat, stress) - Counter(hand) - Counter(deck) - Counter(discard)
    left["H"] -= engine
    return sorted((+left).elements())


def legend(name, colour, space, spot=1, lap=1) -> dict:
    """A Legend car for Race.scenario."""
    return {"name": name, "legend": True, "colour": colour, "space": space, "spot": spot, "lap": lap}


def scenario(cars, track="usa", seed=1, **kw) -> hw.Race:
    return hw.Race.scenario(track=track, cars=cars, seed=seed, **kw)


def plan(race, name, gear, cards) -> None:
    """Steps 1-2 for one car: shift to `gear`, then play `cards` (a text like '4 3' or a list)."""
    if not isinstance(cards, str):
        cards = " ".join(cards)
    race.act(name, f"gear {gear}")
    race.act(name, f"play {cards}".strip())


def plan_all(race, plans: dict) -> None:
    """Steps 1-2 for several cars: {name: (gear, cards)}."""
    for name, (gear, cards) in plans.items():
        plan(race, name, gear, cards)


def events(race, kind=None, car=None, since=0) -> list:
    """The race's events (from index `since`), filtered by kind and car."""
    out = []
    for e in race.events[since:]:
        if kind is not None and e.kind != kind:
            continue
        if car is not None and e.car != car:
            continue
        out.append(e)
    return out


def one_event(race, kind, car=None, since=0):
    found = events(race, kind, car, since)
    assert len(found) == 1, f"expected one {kind!r} event for {car}, got {found}"
    return found[0]


def pending(race) -> list:
    return [(d.car, d.kind) for d in race.pending]


def legal(race, name) -> list[str]:
    return [str(a) for a in race.legal_actions(name)]


def finish_own_turn(race, name) -> None:
    """Answer the rest of `name`'s own steps with the do-nothing choice (done, pass, discard none)."""
    for _ in range(10):
        p = race.pending
        if not p or p[0].car != name or race.phase != "turn":
            return
        kind = p[0].kind
        race.act(name, {"react": "done", "slipstream": "pass", "discard": "discard"}[kind])
    raise AssertionError(f"{name} never finished its turn")


def frozen(race):
    """Everything an illegal action must leave unchanged."""
    return (race.to_json(), race.timeline[-1].state, len(race.timeline), len(race.events))


def assert_illegal(race, name, action, *fragments) -> str:
    """`action` raises IllegalAction whose message contains every fragment (case-insensitive), and
    the race is exactly as it was."""
    before = frozen(race)
    with pytest.raises(hw.IllegalAction) as info:
        race.act(name, action)
    msg = str(info.value)
    for f in fragments:
        assert f.lower() in msg.lower(), f"{f!r} not in message {msg!r}"
    assert frozen(race) == before, "an illegal action changed the race"
    return msg


def cards_of(snap) -> Counter:
    """Every card a car owns, wherever it is: hand, deck, discard, play area, planned cards, and
    the Heat in its Engine."""
    c = Counter(snap.hand) + Counter(snap.deck) + Counter(snap.discard) + Counter(snap.play)
    if snap.planned:
        c += Counter(snap.planned)
    c["H"] += snap.engine
    return +c


def starting_cards(heat=6, stress=3) -> Counter:
    return Counter(BASIC_12 + STARTING_UPGRADES + ["H"] * heat + ["S"] * stress)


def play_random(race, rng: random.Random, max_decisions=100_000):
    """Play on with uniformly random legal actions until the race is over."""
    n = 0
    while not race.finished:
        for d in race.pending:
            race.act(d.car, rng.choice(race.legal_actions(d.car)))
            n += 1
        assert n < max_decisions, "race does not end"
    return race


def fresh_from_config(race) -> hw.Race:
    """A new race built from `race.config` alone (no decisions), through the public JSON door."""
    from heat_widget.engine.serialize import VERSION
    doc = {"format": "heat_widget/race", "version": VERSION, "config": race.config, "actions": []}
    return hw.Race.from_json(json.dumps(doc))


def assert_replays(race) -> None:
    """DESIGN, Event-sourced and Serialisable: a fresh race built from the config alone, given the
    same decisions, reproduces every snapshot and every event; the JSON round-trips exactly."""
    fresh = fresh_from_config(race)
    assert fresh.timeline[0].state == race.timeline[0].state
    for i, (name, text) in enumerate(race.log, start=1):
        step = fresh.act(name, text)
        assert step.state == race.timeline[i].state, f"snapshot {i} differs on replay"
        assert step.events == race.timeline[i].events
    text = race.to_json()
    assert fresh.to_json() == text
    again = hw.Race.from_json(text)
    assert again.to_json() == text
    assert [s.state for s in again.timeline] == [s.state for s in race.timeline]


def position(race, name) -> tuple:
    c = race.car(name)
    return (c.lap, c.space, c.spot)


def run_others(race, name) -> None:
    """Finish the own turns of the cars before `name` (do-nothing choices) until it is `name`'s
    turn to decide, or nobody is in a turn any more."""
    for _ in range(100):
        p = race.pending
        if race.phase != "turn" or not p or p[0].car == name:
            return
        finish_own_turn(race, p[0].car)
    raise AssertionError("turns never reached " + name)


def reference_dir():
    """The shared reference data (../shared/reference beside the checkout, as on CI)."""
    from pathlib import Path
    for root in (Path(__file__).resolve().parents[2] / "shared", Path("/work/shared")):
        if (root / "reference").is_dir():
            return root / "reference"
    raise FileNotFoundError("../shared/reference/ (the game's reference data) is not beside this checkout")
