"""One seat projection (issue 23, item 3): engine/view.py `Observer` is the only builder of what a seat
may know. The View a bot decides from, the state and frames the widget sends a viewer, the events
and the decisions' texts all come from it, so what the browser receives is what the View says.

The property test plays random races with every module mix and checks, at every step and for
every seat, that the frames (decoded as the front-end decodes them) equal the seat's View and hold
nothing the seat may not know, worked out here from the snapshot (the omniscient truth), not from
the engine's secrecy rules. Rulebook sections: 1. Shift Gears ("everyone shifts gears at the
same time"), 2. Play Cards (face down), 3. Reveal & Move; a hand is its player's alone.

Examples: HW_SEAT_EXAMPLES (default 8) races.
"""
from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import heat_widget as hw
from engine_helpers import ALL_TRACKS
from heat_widget.engine.errors import UnknownName
from heat_widget.engine.view import CarView, Observer, View, _public_view
from heat_widget.widget.race_widget import encode_frames
from test_widget import decode

EXAMPLES = int(os.environ.get("HW_SEAT_EXAMPLES", "8"))
MAX_DECISIONS = 220
NAMES = ["Ana", "Ben", "Cy", "Di", "Ed"]

# module mix -> Race.new keywords (the expansion boards add the hazards module by themselves)
MIXES = {
    "base": {},
    "tournament": {"tournament": True},
    "garage_draft": {"modules": ["garage"], "draft": True, "upgrades": "mixed"},
    "garage_dealt": {"modules": ["garage"], "upgrades": "basic", "tournament": True},
    "garage_expansions": {"modules": ["garage"], "draft": True, "upgrades": "advanced",
                          "expansions": ["heavy_rain", "tunnel_vision"]},
    "weather": {"modules": ["weather"]},
    "garage_weather": {"modules": ["garage", "weather"], "upgrades": "advanced"},
    "championship": {"modules": ["championship"], "event": 10},
}
# the CarView fields the widget's car dicts carry under the same name (`play`: see frame_is_the_view)
SHARED = [f for f in CarView._fields if f not in ("play", "start_distance")]


@st.composite
def races(draw):
    mix = dict(MIXES[draw(st.sampled_from(sorted(MIXES)))])
    if "event" in mix:
        mix["event"] = draw(st.integers(1, 10))
    players = draw(st.integers(1, len(NAMES)))
    return dict(track=draw(st.sampled_from(ALL_TRACKS)), players=NAMES[:players], laps=1,
                legends=draw(st.integers(0, min(3, 8 - players))), seed=draw(st.integers(0, 2**31 - 1)),
                **mix), draw(st.integers(0, 2**31 - 1))


def play(config: dict, choices: int):
    """A random race, and each player's View of the live race before every step after the first."""
    race = hw.Race.new(**config)
    rng = random.Random(choices)
    views = [{v: race.view(v) for v in config["players"]}]
    while not race.finished and len(race.log) < MAX_DECISIONS:
        d = rng.choice(race.pending)
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
        views.append({v: race.view(v) for v in config["players"]})
    return race, views


def frame_is_the_view(frame: dict, view: View, viewer: str) -> None:
    """Every car the frame shows `viewer` is that car in the seat's View (own car: the View's `me`)."""
    cars = {c.name: c for c in view.cars}
    assert cars[viewer] == view.me
    shown = frame["state"]["cars"]
    assert [c["name"] for c in sorted(shown, key=lambda c: c["place"])] == [c.name for c in view.cars]
    for f in shown:
        v = cars[f["name"]]
        got = {k: tuple(f[k]) if k == "hand" and f[k] is not None else f[k] for k in SHARED}
        assert got == {k: getattr(v, k) for k in SHARED}, f["name"]
        if f["name"] != viewer:  # another car's play area: its revealed cards (the own car's adds its plan)
            assert f["play"] == (list(v.play) if v.play else None), f["name"]


def nothing_secret(frame: dict, snap, viewer: str) -> None:
    """Nothing in the frame that `viewer`'s seat may not know, from the snapshot's truth: another
    car's hand (or its Heat and Stress in it), any deck's order, cards face down, a gear chosen
    (with its Heat) while other cars still choose theirs, a hand count that would tell it."""
    gears_open = snap.phase == "plan" and any(kind == "gear" for _car, kind in snap.pending)
    shown = {c["name"]: c for c in frame["state"]["cars"]}
    for c in snap.cars:
        f = shown[c.name]
        assert "deck" not in f and "planned" not in f and "planned_gear" not in f
        if c.name == viewer:
            assert f["hand"] == list(c.hand)  # the seat does see its own hand: the checks bite
            continue
        assert f["hand"] is None and f["heat_in_hand"] is None and f["stress_in_hand"] is None, c.name
        assert f["play"] == (list(c.play) if c.play else None), f"{c.name}'s face-down cards"
        if gears_open:  # 1. Shift Gears: every car shifts at the same time
            assert (f["gear"], f["engine"]) == (c.gear, c.engine), f"{c.name}'s secret gear"
            if c.planned is not None:
                assert f["hand_count"] is None and f["play_count"] is None, f"{c.name}'s count tells its gear"


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(races())
def test_what_the_widget_sends_a_seat_is_its_view_and_nothing_secret(drawn):
    config, choices = drawn
    race, views = play(config, choices)
    timeline = race.timeline
    assert len(timeline) == len(views)
    for viewer in config["players"]:
        seat = Observer(viewer)
        frames = decode(encode_frames(timeline, viewer=viewer))
        cache: dict = {}
        for step, frame, live in zip(timeline, frames, views):
            snap = step.state
            nothing_secret(frame, snap, viewer)
            view = seat.view(snap, race.track, race.laps, cache=cache)
            frame_is_the_view(frame, view, viewer)
            assert view.cars == live[viewer].cars and view.me == live[viewer].me  # race.view: the same
            assert frame["events"] == [(e.kind, e.car, e.text) for e in seat.events(step.events)]
            if step.action is not None:
                assert frame["action"] == seat.action(step.car, step.action, snap)


def test_the_widget_state_is_the_seats_projection():
    """What the frames are made of is Observer(viewer).state, the one builder (a snapshot has no
    projection of its own: `hw.Observer` is the public name)."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=5, laps=1)
    race.act("Ana", "gear 2")
    snap = race.timeline[-1].state
    assert hw.Observer is Observer and not hasattr(snap, "to_dict")
    ana = {c["name"]: c for c in Observer("Ben").state(snap)["cars"]}["Ana"]
    assert ana["hand"] is None and ana["gear"] == 1  # Ana's gear 2 waits for Ben's choice


def test_a_car_is_read_by_field_name_live_or_frozen():
    """The public car is one rule for a live car (CarState) and its snapshot record (CarSnapshot):
    both are read by field name."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=2, laps=1)
    race.act("Ana", "gear 2")
    live = race._cars[0]
    for open_gears in (True, False):
        assert _public_view(live, 48, 1, open_gears) == _public_view(live.freeze(), 48, 1, open_gears)
    assert _public_view(live, 48, 1, False).hand is None


def test_a_seat_without_a_car_has_no_own_view():
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=2, laps=1)
    snap = race.timeline[-1].state
    with pytest.raises(UnknownName, match="'Cleo' is not in the race.*Ana"):
        Observer("Cleo").me(snap)
    with pytest.raises(UnknownName) as long_name:
        Observer("x" * 5000).view(snap, race.track, race.laps)
    assert len(str(long_name.value)) < 400
    with pytest.raises(UnknownName):
        Observer(None).me(snap)  # the teacher sees every car, and has none
    assert [c.hand for c in Observer(None).cars(snap)] == [c.hand for c in snap.cars]
    assert [c.hand for c in Observer("Cleo").cars(snap)] == [None, None]  # a spectator: the table only
