"""Batch races (issue 15): `Race.new(..., record=False)` keeps only its config, seed, decisions and
state while it runs; its timeline, events, tables and widget are rebuilt by replay on first use,
once, and are identical to those of a race that recorded all along (DESIGN: the race is
event-sourced; the timeline and events are derived data)."""
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import heat_widget as hw
from heat_widget.engine.modules import REGISTRY

from engine_helpers import BASE_TRACKS, car, scenario

NAMES = ["Ana", "Ben", "Cy", "Di", "Ed", "Flo"]


def play(race, choices: int, stop_after=None):
    rng = random.Random(choices)
    n = 0
    while not race.finished and (stop_after is None or n < stop_after):
        d = race.pending[0] if race.phase == "turn" else rng.choice(race.pending)
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
        n += 1
    return race


def both(track="usa", players=NAMES[:4], legends=2, seed=1, **kw):
    return (hw.Race.new(track=track, players=players, legends=legends, seed=seed, **kw),
            hw.Race.new(track=track, players=players, legends=legends, seed=seed, record=False, **kw))


@st.composite
def races(draw):
    track = draw(st.sampled_from(BASE_TRACKS))
    players = draw(st.integers(1, 5))
    legends = draw(st.integers(0, min(3, 8 - players)))
    # every module registered (Garage, Weather, ... as they land), in any combination
    modules = sorted(draw(st.sets(st.sampled_from(sorted(REGISTRY))))) if REGISTRY else []
    return dict(track=track, players=NAMES[:players], legends=legends, seed=draw(st.integers(0, 2**31 - 1)),
                laps=1, tournament=draw(st.booleans()), modules=modules), draw(st.integers(0, 2**31 - 1)), draw(
        st.sampled_from([None, 5, 40]))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(races())
def test_batch_and_recorded_races_are_the_same_race(case):
    """Same config, seed and decisions: the same results, JSON, timeline and events, whether the race
    recorded as it went or rebuilt its records by replay (finished or stopped midway; Tournament mode
    and Legends included)."""
    kw, choices, stop = case
    recorded = play(hw.Race.new(**kw), choices, stop)
    batch = play(hw.Race.new(**kw, record=False), choices, stop)
    assert not batch.recording
    assert batch.log == recorded.log
    assert (batch.finished, batch.round, batch.standings, batch.cars) == (
        recorded.finished, recorded.round, recorded.standings, recorded.cars)
    assert batch.to_json() == recorded.to_json()
    assert not batch.recording, "results and JSON need no replay"
    assert batch.events == recorded.events
    assert batch.recording
    assert batch.timeline == recorded.timeline
    assert [[e.text for e in s.events] for s in batch.timeline] == [[e.text for e in s.events]
                                                                   for s in recorded.timeline]
    assert batch.to_json() == recorded.to_json()


def test_a_batch_race_rebuilds_once_and_then_records_as_it_goes():
    """Rebuilt on first use, once (cached), then every new decision is recorded like any race's."""
    recorded, batch = both()
    play(recorded, 3, 30)
    play(batch, 3, 30)
    assert batch.act(*_first_legal(batch)) is None, "a batch race has no step to return"
    recorded.act(*_first_legal(recorded))
    timeline = batch.timeline
    assert batch.recording and len(timeline) == len(batch.log) + 1
    assert batch._record.timeline[0] is timeline[0], "the rebuilt timeline is kept, not rebuilt again"
    step = batch.act(*_first_legal(batch))
    assert step is not None and step == recorded.act(*_first_legal(recorded))
    play(batch, 9)
    play(recorded, 9)
    assert batch.timeline == recorded.timeline and batch.events == recorded.events


def _first_legal(race):
    d = race.pending[0]
    return d.car, race.legal_actions(d.car)[0]


def test_a_batch_race_views_and_cars_are_the_present():
    """Bots decide from views; a batch race's views and cars are those of the recorded race."""
    recorded, batch = both(seed=4)
    rng = random.Random(4)
    for _ in range(60):
        d = recorded.pending[0]
        assert batch.pending == recorded.pending
        assert batch.view(d.car) == recorded.view(d.car)
        assert batch.car(d.car) == recorded.car(d.car)
        a = rng.choice(recorded.legal_actions(d.car))
        recorded.act(d.car, a)
        batch.act(d.car, a)
    assert not batch.recording


def test_tables_fork_and_replay_work_on_a_batch_race():
    """table(), fork and replay give what they give for the recorded race."""
    recorded, batch = both(seed=6)
    play(recorded, 6)
    play(batch, 6)
    fork = batch.fork(25, record=False)
    assert not fork.recording and fork.log == recorded.fork(25).log
    assert not batch.recording, "a fork needs only the log"
    with pytest.raises(IndexError, match="step must be from 0 to"):
        batch.fork(len(batch.log) + 1)
    assert batch.table("cars").equals(recorded.table("cars"))
    assert batch.table("events").equals(recorded.table("events"))


def test_record_survives_json_sensibly():
    """Recording is not part of a race file: a loaded race records unless record=False is asked."""
    _, batch = both(seed=2)
    play(batch, 2)
    text = batch.to_json()
    assert hw.Race.from_json(text).recording
    loaded = hw.Race.from_json(text, record=False)
    assert not loaded.recording and loaded.to_json() == text
    assert loaded.timeline == hw.Race.from_json(text).timeline
    with pytest.raises(hw.ScenarioError, match="record must be True or False"):
        hw.Race.new(players=["Ana"], record="no")
    with pytest.raises(hw.ScenarioError, match="record must be True or False"):
        hw.Race.from_json(text, record=0)


def test_scenarios_can_be_batch_races():
    """Race.scenario(..., record=False): the same race as the recorded scenario."""
    cars = [car("Ana", 10, gear=2), car("Ben", 12, gear=3)]
    a, b = scenario(cars), scenario(cars, record=False)
    play(a, 1, 20)
    play(b, 1, 20)
    assert b.to_json() == a.to_json() and b.timeline == a.timeline


def test_on_event_hears_every_event_in_both_modes():
    """on_event(callback) hears each event as it happens, batch or recorded, before and after a
    rebuild: the same kinds, cars and fields as the race's events."""
    heard = {True: [], False: []}
    recorded, batch = both(seed=9)
    recorded.on_event(lambda kind, car, fields: heard[True].append((kind, car, dict(fields))))
    batch.on_event(lambda kind, car, fields: heard[False].append((kind, car, dict(fields))))
    play(recorded, 9, 50)
    play(batch, 9, 50)
    assert heard[False] == heard[True] and heard[True]
    batch.timeline  # rebuild: the callback is not called again for the replayed events
    assert len(heard[False]) == len(heard[True])
    play(recorded, 9)
    play(batch, 9)
    assert heard[False] == heard[True]
    since_start = [(e.kind, e.car, e.fields) for e in recorded.events]
    assert since_start[-len(heard[True]):] == heard[True]
    with pytest.raises(TypeError, match="on_event takes a function"):
        batch.on_event(3)


def test_subscribing_to_a_batch_race_starts_recording():
    """The widget subscribes: listeners then get every step, as for a recorded race."""
    _, batch = both(seed=3)
    play(batch, 3, 10)
    got = []
    batch.subscribe(lambda race, step: got.append(step))
    assert batch.recording
    play(batch, 3, 5)
    assert len(got) == 5 and got[-1] is batch.timeline[-1]


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(races())
def test_race_order_kept_between_moves_is_the_order_of_the_rules(case):
    """The race order is worked out again only when a move changes it; at every decision it is the
    rulebook's order: finished cars by place, then the furthest car first, the Race Line spot ahead
    on a shared space (rulebook: "Race order")."""
    kw, choices, _ = case
    race = hw.Race.new(**kw, record=False)
    rng = random.Random(choices)
    while not race.finished:
        cars = race.cars
        n = race.track.spaces
        want = sorted(cars, key=lambda c: (c.finished is None, c.finished or 0, -(c.lap * n + c.space), c.spot))
        assert race.standings == [c.name for c in want]
        d = race.pending[0] if race.phase == "turn" else rng.choice(race.pending)
        race.act(d.car, rng.choice(race.legal_actions(d.car)))


def test_on_event_can_listen_to_some_kinds_only():
    """on_event(callback, kinds): only those kinds are heard."""
    _, batch = both(seed=5)
    heard = []
    batch.on_event(lambda kind, car, fields: heard.append(kind), kinds=("gear", "finish"))
    play(batch, 5)
    assert set(heard) == {"gear", "finish"}
    assert heard.count("finish") == len(batch.cars)


def test_the_widget_opens_a_batch_race():
    """The widget needs the whole timeline: a batch race rebuilds it and then records the moves
    made from the widget or from Python, like any race."""
    recorded, batch = both(seed=8)
    play(recorded, 8, 40)
    play(batch, 8, 40)
    widget, same = hw.RaceWidget(batch), hw.RaceWidget(recorded)
    assert batch.recording and widget.frames == same.frames
    batch.act(*_first_legal(batch))
    recorded.act(*_first_legal(recorded))
    assert widget.frames == same.frames and len(widget.frames) == len(batch.log) + 1
