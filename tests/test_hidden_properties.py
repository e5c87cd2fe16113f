"""Property test (issue 10, Done means): at every step of random races (1-6 players, with Legends,
with Tournament mode), for every seat, the per-viewer snapshot (`hw.Observer(viewer).state(snapshot)`), the
observation (`race.view(car)`) and the widget's frame for that viewer hold nothing that car may
not know: other hands, deck orders, face-down cards, gears chosen while others still choose
theirs (with their Heat and narration), and card counts that would tell such a gear.

What the seat may know is worked out here from the decisions alone (`Table`), not from the
engine's own secrecy rules (engine/view.py), so the two can disagree and the test can fail.

Modules with hidden data of their own (Garage cards, Weather) join by adding to the registries:
- `VARIANTS`: a function draw -> extra `Race.new` keywords (e.g. {"modules": ["garage"]});
- `CHECKS`: a function ctx -> None raising AssertionError on a leak (see `Seat`);
- `PUBLIC_CAR_KEYS` / `PUBLIC_KEYS`: fields a seat may be shown at all.

Examples: HW_HIDDEN_EXAMPLES (default 10) races; e.g. HW_HIDDEN_EXAMPLES=500 for a long run.
"""
from __future__ import annotations

import os
import random
import re
from dataclasses import dataclass

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import heat_widget as hw
from engine_helpers import ALL_TRACKS
from hidden_helpers import observation_leaks
from heat_widget.widget.race_widget import encode_frames
from test_widget import decode

NAMES = ["Ana", "Ben", "Cy", "Di", "Ed", "Flo"]
EXAMPLES = int(os.environ.get("HW_HIDDEN_EXAMPLES", "10"))
MAX_DECISIONS = int(os.environ.get("HW_HIDDEN_DECISIONS", "260"))  # a 1-lap race with 6 cars: ~250

# What a seat may be shown at all (a module's public fields are added here).
PUBLIC_KEYS = {"round", "phase", "active", "pending", "legends_card", "cars", "modules"}
PUBLIC_CAR_KEYS = {"name", "colour", "legend", "space", "spot", "lane", "lap", "distance", "on_board", "gear",
                   "engine", "hand", "hand_count", "deck_count", "discard_count", "discard_top", "play",
                   "play_count", "face_down", "heat_in_hand", "stress_in_hand", "speed", "place", "finished",
                   "boosted", "slipstreamed", "spun_out"}


# ---- race variants (a module adds one) --------------------------------------------------------

def base_rules(draw) -> dict:
    return {"tournament": draw(st.booleans())}


def championship_rules(draw) -> dict:
    """A Championship race under a random Event card (event 10 eliminates a car that spins out)."""
    return {"modules": ["championship"], "event": draw(st.sampled_from(range(1, 11)))}


def weather_rules(draw) -> dict:
    """Weather & Road Conditions: random tokens (public, like the box's tokens on the board)."""
    return {"modules": ["weather"], "tournament": draw(st.booleans())}


def garage(draw) -> dict:
    """The Garage module (issue 11): drafted or dealt upgrade cards, any pool."""
    return {"modules": ["garage"], "upgrades": draw(st.sampled_from(["basic", "advanced", "mixed"])),
            "draft": draw(st.booleans()), "tournament": draw(st.booleans())}


VARIANTS = [base_rules, championship_rules, weather_rules, garage]


@st.composite
def races(draw):
    track = draw(st.sampled_from(ALL_TRACKS))
    players = draw(st.integers(1, 6))
    legends = draw(st.integers(0, min(4, 8 - players)))
    extra = draw(st.sampled_from(VARIANTS))(draw)
    seed = draw(st.integers(0, 2**31 - 1))
    choices = draw(st.integers(0, 2**31 - 1))
    return dict(track=track, players=NAMES[:players], legends=legends, seed=seed, laps=1, **extra), choices


# ---- what the table knows, from the decisions alone ---------------------------------------------

@dataclass
class Facts:
    """One car at one step, as the table knows it."""

    start: tuple  # (gear, engine, discard count, discard top) when the round began: public
    chose_gear: bool  # chose its gear this round
    played: bool  # has cards face down (played this round, not revealed yet)
    gears_committed: bool  # every racing car has chosen its gear: the joint shift is made
    tournament: bool

    @property
    def gear_secret(self) -> bool:
        return self.chose_gear and not self.gears_committed

    @property
    def count_secret(self) -> bool:
        return self.played and (self.tournament or not self.gears_committed)


class Table:
    """Follows the race step by step and says, per step and car, what is public."""

    def __init__(self, race, tournament: bool):
        self.tournament = tournament
        self.round = None
        self.start: dict = {}
        self.racing: set = set()
        self.chose: set = set()
        self.played: set = set()

    def facts(self, step) -> dict:
        snap = step.state
        if snap.round != self.round:  # a new round: nothing chosen yet, everything on the table public
            self.round = snap.round
            self.start = {c.name: (c.gear, c.engine, len(c.discard), c.discard[-1] if c.discard else None)
                          for c in snap.cars}
            self.racing = {c.name for c in snap.cars if not c.legend and c.finished is None}
            self.chose, self.played = set(), set()
        if step.action is not None and step.state.round == step.round:
            if step.action.decision == "gear":
                self.chose.add(step.car)
            elif step.action.decision == "play":
                self.played.add(step.car)
        committed = not self.tournament and self.racing <= self.chose
        out = {}
        for c in snap.cars:
            face_down = c.name in self.played and c.planned is not None  # not revealed yet
            out[c.name] = Facts(self.start[c.name], c.name in self.chose, face_down, committed, self.tournament)
        return out


@dataclass
class Seat:
    """What one seat got at one step, and what the table knows then."""

    viewer: str
    step: object  # the timeline step (omniscient: for the test's own reasoning only)
    facts: dict  # car name -> Facts
    shown: dict  # hw.Observer(viewer).state(snapshot)
    view: object  # race.view(viewer)
    frame: dict  # the widget's frame for the viewer, decoded

    def others(self):
        """(car snapshot, its dict, its CarView, its frame dict, facts) for every other car."""
        dicts = {c["name"]: c for c in self.shown["cars"]}
        views = {c.name: c for c in self.view.cars}
        frames = {c["name"]: c for c in self.frame["state"]["cars"]}
        for c in self.step.state.cars:
            if c.name != self.viewer:
                yield c, dicts[c.name], views[c.name], frames[c.name], self.facts[c.name]


# ---- the checks (a module adds its own) -------------------------------------------------------

def no_other_hand(seat: Seat) -> None:
    for c, d, v, f, _ in seat.others():
        assert d["hand"] is None and d["heat_in_hand"] is None and d["stress_in_hand"] is None, c.name
        assert v.hand is None and f["hand"] is None and f["heat_in_hand"] is None, c.name


def only_public_fields(seat: Seat) -> None:
    """No deck order, no Legends deck, nothing but the fields a seat may be shown."""
    assert set(seat.shown) <= PUBLIC_KEYS, set(seat.shown) - PUBLIC_KEYS
    for d in seat.shown["cars"]:
        assert set(d) <= PUBLIC_CAR_KEYS, set(d) - PUBLIC_CAR_KEYS
    for f in seat.frame["state"]["cars"]:
        assert set(f) <= PUBLIC_CAR_KEYS, set(f) - PUBLIC_CAR_KEYS


def no_face_down_card(seat: Seat) -> None:
    for c, d, v, f, facts in seat.others():
        if facts.played:
            assert d["play"] is None and f["play"] is None and not v.play, f"{c.name}'s face-down cards"


def no_uncommitted_gear(seat: Seat) -> None:
    """A gear chosen while others still choose: old gear pawn, Engine and discard pile; no text."""
    for c, d, v, f, facts in seat.others():
        if facts.gear_secret:
            gear, engine, discard, top = facts.start
            assert (d["gear"], d["engine"], d["discard_count"], d["discard_top"]) == (gear, engine, discard, top)
            assert (v.gear, v.engine, v.discard_count, v.discard_top) == (gear, engine, discard, top)
            assert (f["gear"], f["engine"], f["discard_count"], f["discard_top"]) == (gear, engine, discard, top)
    step = seat.step
    if step.car not in (None, seat.viewer) and step.action.decision == "gear" and seat.facts[step.car].gear_secret:
        assert not re.search(r"\d", seat.frame["action"]), seat.frame["action"]
    for kind, car, text in seat.frame["events"]:
        if kind == "gear" and car != seat.viewer:
            assert not seat.facts[car].gear_secret, f"narration of an uncommitted gear: {text}"


def no_secret_count(seat: Seat) -> None:
    """Cards face down whose number tells a gear: no hand count, play count, action text or event."""
    for c, d, v, f, facts in seat.others():
        if facts.count_secret:
            assert d["hand_count"] is None and d["play_count"] is None, c.name
            assert v.hand_count is None and f["hand_count"] is None and f["play_count"] is None, c.name
    step = seat.step
    if step.car not in (None, seat.viewer) and step.action.decision == "play" and seat.facts[step.car].count_secret:
        assert not re.search(r"\d", seat.frame["action"]), seat.frame["action"]
    for kind, car, text in seat.frame["events"]:
        if kind == "play" and car != seat.viewer and seat.facts[car].count_secret:
            assert not re.search(r"\d", text), text


def no_path_from_the_observation(seat: Seat) -> None:
    assert observation_leaks(seat.view, seat.step.state, seat.viewer) == []


def own_seat_shown(seat: Seat) -> None:
    """The other side: the seat does see its own hand (so the checks above are not vacuous)."""
    me = seat.step.state.car(seat.viewer)
    mine = next(d for d in seat.shown["cars"] if d["name"] == seat.viewer)
    framed = next(f for f in seat.frame["state"]["cars"] if f["name"] == seat.viewer)
    assert mine["hand"] == list(me.hand) == framed["hand"] and seat.view.me.hand == me.hand


def garage_public_only(seat: Seat) -> None:
    """Garage (issue 11): the draft market and each car's upgrade cards are public (face up in the
    box game) and the same for every seat; they hold no hand, no deck and no face-down card."""
    shown = seat.shown.get("modules", {})
    assert shown == hw.Observer(None).state(seat.step.state).get("modules", {})
    garage = shown.get("garage")
    if garage is None:
        return
    assert set(garage) == {"build", "round", "market", "picker", "upgrades"}
    for c in seat.step.state.cars:
        if c.name != seat.viewer and c.hand:
            assert garage["upgrades"].get(c.name, []) != list(c.hand), "a hand shown as upgrades"


CHECKS = [no_other_hand, only_public_fields, no_face_down_card, no_uncommitted_gear, no_secret_count,
          no_path_from_the_observation, own_seat_shown, garage_public_only]


# ---- the property ---------------------------------------------------------------------------------

def play_and_check(config: dict, choices: int) -> int:
    race = hw.Race.new(**config)
    viewers = [n for n in config["players"]]
    rng = random.Random(choices)
    views = [{v: race.view(v) for v in viewers}]
    while not race.finished and len(race.log) < MAX_DECISIONS:
        d = rng.choice(race.pending)
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
        views.append({v: race.view(v) for v in viewers})
    timeline = race.timeline
    checked = 0
    for viewer in viewers:
        table = Table(race, config.get("tournament", False))
        frames = decode(encode_frames(timeline, viewer=viewer))
        for step, frame, seen in zip(timeline, frames, views):
            seat = Seat(viewer, step, table.facts(step), hw.Observer(viewer).state(step.state), seen[viewer], frame)
            for check in CHECKS:
                check(seat)
            checked += 1
    return checked


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(races())
def test_no_seat_sees_what_its_car_may_not_know(drawn):
    config, choices = drawn
    assert play_and_check(config, choices) > 0


def test_the_checks_catch_a_leak():
    """The checks can fail: a seat shown another hand, a face-down card or a secret gear is caught."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=3, laps=1)
    race.act("Ana", "gear 2")
    race.act("Ana", race.legal_actions("Ana")[0])
    step = race.timeline[-1]
    table = Table(race, False)
    for s in race.timeline:
        facts = table.facts(s)
    frame = decode(encode_frames(race.timeline, viewer="Ben"))[-1]
    honest = Seat("Ben", step, facts, hw.Observer("Ben").state(step.state), race.view("Ben"), frame)
    for check in CHECKS:
        check(honest)
    teacher = Seat("Ben", step, facts, hw.Observer(None).state(step.state), race.view("Ben"), frame)
    for check in (no_other_hand, no_face_down_card, no_uncommitted_gear, no_secret_count):
        try:
            check(teacher)
        except AssertionError:
            continue
        raise AssertionError(f"{check.__name__} missed what a teacher's view shows")
