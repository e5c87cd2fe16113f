"""Hidden information (issue 10, items 1-4): what each seat may know, rule by rule.

DESIGN, Hidden information is a projection: `race.view(car)`, `hw.Observer(viewer).state(snapshot)` and the
widget's frames for a viewer hold only what that car's player may know at that moment. The
property test over random races is in test_hidden_properties.py.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

import heat_widget as hw
from engine_helpers import car, plan, scenario
from heat_widget.widget.race_widget import RaceWidget, encode_frames
from hidden_helpers import observation_leaks
from test_widget import decode

SAVED = Path(__file__).parent / "data" / "saved_before_simultaneous_gears"


def seen(race, viewer, name):
    """Car `name` as `viewer` sees it now: (CarView from race.view, dict from to_dict)."""
    view = {c.name: c for c in race.view(viewer).cars}[name]
    d = {c["name"]: c for c in hw.Observer(viewer).state(race.timeline[-1].state)["cars"]}[name]
    return view, d


def frame_story(race, viewer, name):
    """(action texts, event texts) of car `name`'s steps and events as the widget tells them to `viewer`."""
    frames = decode(encode_frames(race.timeline, viewer=viewer))
    actions = [f["action"] for f in frames if f["car"] == name]
    events = [text for f in frames for kind, c, text in f["events"] if c == name]
    return actions, events


# ---- item 1: face-down cards until that car's Reveal ------------------------------------------

def test_cards_played_face_down_stay_hidden_until_that_cars_reveal():
    """Rulebook, 2. Play Cards and 3. Reveal & Move: cards are played face down and shown at the
    car's own Reveal; while cars ahead take steps 3-9, a later car's cards are still face down."""
    race = scenario([car("Ana", 20), car("Ben", 10, hand=["4", "4", "3", "3", "2", "2", "1"])])
    plan(race, "Ana", 2, "3 2")
    plan(race, "Ben", 2, "4 4")
    assert race.phase == "turn" and race.pending[0].car == "Ana"  # Ana, in front, reveals first
    view, d = seen(race, "Ana", "Ben")
    assert not view.play and d["play"] is None  # not "Played 4 4"
    assert d["face_down"] is True and d["play_count"] == 2 and d["hand_count"] == 5
    _, own = seen(race, "Ben", "Ben")
    assert own["play"] == ["4", "4"]  # Ben knows his own cards
    assert seen(race, "Ben", "Ana")[1]["play"] == ["3", "2"]  # revealed
    frames = decode(encode_frames(race.timeline, viewer="Ana"))
    assert all(c.get("play") in (None, []) for f in frames for c in f["state"]["cars"] if c["name"] == "Ben")
    while race.pending and race.pending[0].car == "Ana":
        race.act("Ana", race.legal_actions("Ana")[-1])
    view, d = seen(race, "Ana", "Ben")  # Ben's Reveal
    assert view.play == ("4", "4") and d["play"] == ["4", "4"]


# ---- item 2: everyone shifts at the same time -------------------------------------------------

def test_gears_shift_together_once_every_car_has_chosen():
    """Rulebook, Shifting up/down 2 positions: "As everyone shifts gears at the same time, just
    announce you are doing it, pay the Heat and move your Gear pawn". A choice is recorded
    privately; the gears, their Heat and their narration become public together when the last
    car has chosen. The chooser knows its own choice at once."""
    race = scenario([car("Ana", 20, gear=1), car("Ben", 10, gear=2), car("Cy", 5, gear=3)])
    race.act("Ana", "gear 3")  # two gears: 1 Heat
    assert race.timeline[-1].events == ()
    ana = race.car("Ana")
    assert (ana.gear, ana.planned_gear, ana.engine) == (1, 3, 6)  # recorded, not applied
    me = race.view("Ana").me
    assert (me.gear, me.engine, me.discard_count, me.discard_top) == (3, 5, 1, "H")
    _, own = seen(race, "Ana", "Ana")
    assert (own["gear"], own["engine"], own["discard_count"], own["discard_top"]) == (3, 5, 1, "H")
    race.act("Ben", "gear 3")
    for viewer in ("Ben", "Cy"):  # Ben has chosen too: he still sees nothing of Ana's choice
        view, d = seen(race, viewer, "Ana")
        assert (view.gear, view.engine, view.discard_count) == (1, 6, 0)
        assert (d["gear"], d["engine"], d["discard_count"], d["discard_top"]) == (1, 6, 0, None)
    assert seen(race, "Cy", "Ben")[0].gear == 2
    assert frame_story(race, "Cy", "Ana") == (["choose a gear"], [])
    assert frame_story(race, "Cy", "Ben") == (["choose a gear"], [])
    race.act("Cy", "gear 3")  # the last choice: every shift at once, in car order
    step = race.timeline[-1]
    assert [(e.car, e.fields) for e in step.events if e.kind == "gear"] == [
        ("Ana", {"old": 1, "gear": 3, "heat": 1}), ("Ben", {"old": 2, "gear": 3, "heat": 0}),
        ("Cy", {"old": 3, "gear": 3, "heat": 0})]
    for viewer in ("Ana", "Ben", "Cy"):
        view, d = seen(race, viewer, "Ana")
        assert (view.gear, view.engine, d["gear"], d["engine"], d["discard_top"]) == (3, 5, 3, 5, "H")
    actions, events = frame_story(race, "Ben", "Ana")
    assert actions == ["choose a gear"] and events == ["Ana shifts from 1st to 3rd gear and pays 1 Heat"]
    assert frame_story(race, "Ana", "Cy")[0] == ["gear 3"]  # the last choice is public at once


def test_a_car_plays_its_chosen_gear_before_the_others_shift_and_the_count_stays_secret():
    """Rulebook, Playing a round: steps 1 and 2 are done "in order, but without waiting for each
    other". A car plays as many cards as the gear it chose; that number would tell its gear, so
    its hand count, play count and narration hide it until every car has chosen."""
    race = scenario([car("Ana", 20, gear=2), car("Ben", 10, gear=2)])
    race.act("Ana", "gear 4")
    assert {len(a.cards) for a in race.legal_actions("Ana")} == {4}
    with pytest.raises(hw.IllegalAction, match="4th gear: play exactly 4 cards"):
        race.act("Ana", "play 1 2")
    race.act("Ana", "play 3 3 2 2")
    view, d = seen(race, "Ben", "Ana")
    assert view.hand_count is None and d["hand_count"] is None and d["play_count"] is None
    assert d["face_down"] is True and d["play"] is None
    assert frame_story(race, "Ben", "Ana") == (["choose a gear", "play cards face down"],
                                               ["Ana plays cards face down"])
    assert frame_story(race, "Ana", "Ana") == (["gear 4", "play 3 3 2 2"], ["Ana plays 4 cards face down"])
    race.act("Ben", "gear 1")  # every gear is chosen: Ana's count is public with her gear
    view, d = seen(race, "Ben", "Ana")
    assert (view.gear, view.hand_count, d["hand_count"], d["play_count"]) == (4, 3, 3, 4)


def test_bots_deciding_first_in_the_widget_do_not_tell_the_person_their_gears():
    """Issue 10, item 2: a bot that chooses its gear and cards before the person does shows nothing
    of them in the person's frames (gear pawn, Engine, hand count, action texts, narration)."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben", "Cy"], seed=5)
    start = {c.name: (c.gear, c.engine) for c in race.cars}
    w = RaceWidget(race, viewer="Ana", bots=hw.bots.aggressive)
    assert [d.kind for d in race.pending] == ["gear"] and race.car("Ben").planned is not None
    frames = decode(w.frames)
    for f in frames:
        for c in f["state"]["cars"]:
            if c["name"] != "Ana":
                assert (c["gear"], c["engine"]) == start[c["name"]]
                assert c["play"] is None and c["hand"] is None
                assert c["play_count"] in (None, 0) and c["hand_count"] in (None, 7)
    told = [(f["car"], f["action"]) for f in frames if f["car"] in ("Ben", "Cy")]
    assert sorted(told) == [("Ben", "choose a gear"), ("Ben", "play cards face down"),
                            ("Cy", "choose a gear"), ("Cy", "play cards face down")]
    assert not [e for f in frames for e in f["events"] if e[0] == "gear"]
    w._on_frontend_msg(w, {"type": "act", "car": "Ana", "action": "gear 2", "seq": w.choices["seq"]}, [])
    last = decode(w.frames)[-1]
    gears = {c["name"]: c["gear"] for c in last["state"]["cars"]}
    assert gears == {c.name: c.gear for c in race.cars}  # shifted together: public now


@pytest.mark.parametrize("name", sorted(p.name[:-5] for p in SAVED.glob("*.json") if ".expected" not in p.name))
def test_races_saved_before_simultaneous_gears_replay_to_the_same_result(name):
    """DESIGN, Event-sourced: the log is the sequence of decisions, so races saved when gears were
    applied one by one load and replay to the same race (standings, and every car's state once
    the round's turns begin); one saved mid-step-1 plays on to the same end."""
    race = hw.Race.from_json((SAVED / f"{name}.json").read_text())
    want = json.loads((SAVED / f"{name}.expected.json").read_text())
    assert (race.finished, race.round, race.standings) == (want["finished"], want["round"], want["standings"])
    for index, cars in want["turn_steps"].items():
        # fields added to a car's snapshot since (the Garage's `effects`) come last: compare the rest
        got = [list(c)[:len(w)] for c, w in zip(race.timeline[int(index)].state.cars, cars)]
        assert json.loads(json.dumps(got)) == cars
    if "continued" in want:
        players = [c.name for c in race.cars if not c.legend]
        hw.bots.play_bots(race, {p: hw.bots.heuristic for p in players})
        more = want["continued"]
        assert (race.round, race.standings, len(race.log)) == (more["round"], more["standings"], more["log"])
        final = [list(c)[:len(w)] for c, w in zip(race.cars, more["final"])]
        assert json.loads(json.dumps(final)) == more["final"]


# ---- item 3: Tournament mode ------------------------------------------------------------------

def test_tournament_mode_shows_how_many_cards_a_car_played_only_at_its_reveal():
    """Advanced booklet, Tournament Mode: "Once you get to the Reveal & Move step, you show how many
    cards you played and only then adjust your Gear." Before that, no hand count, play count,
    action text or narration tells the number."""
    race = scenario([car("Ana", 20, gear=2), car("Ben", 10, gear=2)], tournament=True)
    race.act("Ben", "play 4 3 3")
    view, d = seen(race, "Ana", "Ben")
    assert view.hand_count is None and d["hand_count"] is None and d["play_count"] is None
    assert d["face_down"] is True and d["play"] is None and d["gear"] == 2
    assert frame_story(race, "Ana", "Ben") == (["play cards face down"], ["Ben plays cards face down"])
    assert frame_story(race, "Ben", "Ben") == (["play 4 3 3"], ["Ben plays 3 cards face down"])
    race.act("Ana", "play 2 1")  # Ana, in front, reveals first: Ben's count is still secret
    assert race.phase == "turn" and race.timeline[-1].state.active == "Ana"
    assert seen(race, "Ana", "Ben")[1]["play_count"] is None
    assert seen(race, "Ben", "Ana")[1]["play"] == ["2", "1"]
    while race.pending and race.pending[0].car == "Ana":
        race.act("Ana", race.legal_actions("Ana")[-1])
    view, d = seen(race, "Ana", "Ben")  # Ben's Reveal: cards, count and gear together
    assert (view.gear, d["gear"], d["play"], d["play_count"]) == (3, 3, ["4", "3", "3"], 3)


# ---- item 4: an observation is a projection -----------------------------------------------------

@pytest.mark.parametrize("tournament", [False, True])
def test_an_observation_holds_only_what_its_car_may_know_with_no_path_to_more(tournament):
    """DESIGN, Hidden information is a projection (OpenSpiel's Observer is the model): a strategy's
    view is built only from what its car may know; no attribute of it, however deep, leads to
    the race, a snapshot, a random generator, code, another hand, a deck or face-down cards."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben", "Cy"], legends=2, seed=12, laps=1,
                       tournament=tournament)
    checked = 0
    for i in range(400):
        if race.finished:
            break
        snap = race.timeline[-1].state
        if i % 7 == 0 or snap.phase == "plan":
            for viewer in ("Ana", "Ben", "Cy"):
                view = race.view(viewer)
                view.cars  # made on first read: from public facts only
                assert observation_leaks(view, snap, viewer) == [], (i, viewer)
                checked += 1
        d = race.pending[0]
        race.act(d.car, race.legal_actions(d.car)[i % len(race.legal_actions(d.car))])
    assert checked > 100
    assert not hasattr(race.view("Ana"), "_snap") and not hasattr(race.view("Ana"), "_cache")


def test_the_observation_leak_check_finds_a_path_to_hidden_data():
    """The check above can fail: an object holding the snapshot, or another car's hand, is caught."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1)
    snap = race.timeline[-1].state
    view = race.view("Ana")
    assert observation_leaks(view, snap, "Ana") == []
    assert "a Snapshot" in observation_leaks({"view": view, "x": [snap]}, snap, "Ana")
    assert observation_leaks((view, snap.car("Ben").hand), snap, "Ana") == ["Ben's hand"]
    assert observation_leaks([lambda: snap], snap, "Ana") == ["a function"]


def test_step_repr_is_one_short_line_with_no_hidden_card():
    """What `race.act(...)` returns shows at a Python prompt as one short line (it was every car's
    snapshot, hands and deck order included, about 2,300 characters after the first action): the
    step's number, its round, whose decision of which kind (a play's cards are face down until
    Reveal, so no card is named) and how many events followed."""
    import re
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=2, seed=7)
    assert repr(race.act("Ana", "gear 2")) == "<Step 1 (round 1): Ana's gear; 0 events>"
    assert repr(race.act("Ana", "play 4 3")) == "<Step 2 (round 1): Ana's play; 1 event>"
    hw.bots.run_race(race, {"Ana": hw.bots.heuristic, "Ben": hw.bots.random_legal})
    assert repr(race.timeline[0]) == "<Step 0 (round 1): the start; 5 events>"
    shape = re.compile(r"<Step \d+ \(round \d+\): (the start|(Ana|Ben)'s [a-z_]+); \d+ events?>")
    for step in race.timeline:
        assert shape.fullmatch(repr(step)), repr(step)
        assert len(repr(step)) < 60
    assert str(race.timeline[-1]) == repr(race.timeline[-1])
