"""Invariants over random races (DESIGN, Tests; issue 2, Tests): on the eight boards with 1-6
players and 0-4 Legends (at most 8 cars: the grid has 8 spots), choosing random legal actions:

- every card of a car is in exactly one place (hand + deck + discard + play area + planned cards +
  Engine Heat = the starting cards + the Stress taken at spin-outs);
- no two cars on the board share a spot;
- Heat in the Engine is never negative; player gears stay 1-4;
- pending decisions and legal-action lists are consistent;
- replaying the log on a fresh race from the config reproduces every snapshot, and JSON round-trips.
"""
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import heat_widget as hw

from engine_helpers import ALL_TRACKS, BASE_TRACKS, assert_replays, cards_of, play_random, starting_cards

NAMES = ["Ana", "Ben", "Cy", "Di", "Ed", "Flo"]


@st.composite
def race_configs(draw):
    track = draw(st.sampled_from(ALL_TRACKS))
    players = draw(st.integers(1, 6))
    legends = draw(st.integers(0, min(4, 8 - players)))
    seed = draw(st.integers(0, 2**31 - 1))
    choices = draw(st.integers(0, 2**31 - 1))
    laps = draw(st.sampled_from([None, 1]))  # the board's laps, or a short 1-lap race
    return track, NAMES[:players], legends, seed, choices, laps


def check_invariants(race, start_cards, stress_taken):
    snap = race.timeline[-1].state
    t = race.track
    spots = Counter()
    for c in snap.cars:
        if c.on_board:
            spots[(c.space, c.spot)] += 1
            assert 1 <= c.space <= t.spaces and c.spot in (1, 2)
        else:
            assert c.finished is not None and c.lap > race.laps
        if c.legend:
            assert (c.hand, c.deck, c.discard, c.play, c.engine) == ((), (), (), (), 0)
            continue
        assert c.engine >= 0, f"{c.name} has negative Heat"
        assert 1 <= c.gear <= 4, f"{c.name} in gear {c.gear}"
        want = start_cards + Counter({"S": stress_taken[c.name]})
        assert cards_of(c) == want, f"{c.name}'s cards: {cards_of(c)} != {want}"
    assert all(n == 1 for n in spots.values()), f"two cars on one spot: {spots}"
    assert sorted(snap.places) == sorted(race.names)
    # decisions: only racing player cars decide, each has a non-empty duplicate-free list
    for d in race.pending:
        c = race.car(d.car)
        assert not c.legend and c.finished is None
        texts = [str(a) for a in race.legal_actions(d.car)]
        assert texts and len(texts) == len(set(texts))
    if race.phase == "turn":
        assert len(race.pending) == 1


def play_checked(race, rng, start_cards, stop_after=None):
    stress_taken = Counter()
    for e in race.events:  # spin-outs before this call
        if e.kind == "spin_out":
            stress_taken[e.car] += e.fields["stress"]
    check_invariants(race, start_cards, stress_taken)
    n = 0
    while not race.finished:
        if stop_after is not None and n >= stop_after:
            return race
        d = race.pending[0] if race.phase == "turn" else rng.choice(race.pending)
        step = race.act(d.car, rng.choice(race.legal_actions(d.car)))
        n += 1
        for e in step.events:
            if e.kind == "spin_out":
                stress_taken[e.car] += e.fields["stress"]
        check_invariants(race, start_cards, stress_taken)
        assert race.round < 300, "race does not end"
    return race


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(race_configs())
def test_random_races_keep_every_invariant_and_replay_bit_for_bit(cfg):
    """DESIGN, Tests: every card in exactly one place; no two cars on one spot; Heat never negative;
    replay from the log reproduces every snapshot; JSON round-trips."""
    track, players, legends, seed, choices, laps = cfg
    race = hw.Race.new(track=track, players=players, legends=legends, seed=seed, laps=laps)
    t = race.track
    play_checked(race, random.Random(choices), starting_cards(t.heat, t.stress))
    assert sorted(c.finished for c in race.cars) == list(range(1, len(race.cars) + 1))
    # replay on a fresh race built from the config alone, and the JSON round trip
    assert_replays(race)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(race_configs(), st.integers(0, 400))
def test_json_round_trip_mid_race_has_the_same_future(cfg, cut):
    """DESIGN, Serialisable / Event-sourced: a race saved at any moment and loaded again goes on
    exactly as the original (same seeded randomness)."""
    track, players, legends, seed, choices, laps = cfg
    race = hw.Race.new(track=track, players=players, legends=legends, seed=seed, laps=laps)
    t = race.track
    rng = random.Random(choices)
    play_checked(race, rng, starting_cards(t.heat, t.stress), stop_after=cut)
    again = hw.Race.from_json(race.to_json())
    assert again.timeline[-1].state == race.timeline[-1].state
    assert [(d.car, d.kind) for d in again.pending] == [(d.car, d.kind) for d in race.pending]
    state = rng.getstate()
    a = play_checked(race, rng, starting_cards(t.heat, t.stress))
    rng2 = random.Random()
    rng2.setstate(state)
    b = again
    while not b.finished:
        d = b.pending[0] if b.phase == "turn" else rng2.choice(b.pending)
        b.act(d.car, rng2.choice(b.legal_actions(d.car)))
    assert b.to_json() == a.to_json()
    assert [s.state for s in b.timeline] == [s.state for s in a.timeline]


def test_several_hundred_complete_random_races():
    """Issue 2, Tests: several hundred complete random races in the suite, on the eight boards
    with 1-6 players and 0-4 Legends; each ends with every car ranked and every card kept."""
    rng = random.Random(2024)
    races = 0
    winners = Counter()
    for i in range(300):
        track = ALL_TRACKS[i % len(ALL_TRACKS)]
        players = rng.randint(1, 6)
        legends = rng.randint(0, min(4, 8 - players))
        race = hw.Race.new(track=track, players=NAMES[:players], legends=legends, seed=rng.randrange(2**31),
                           laps=1 if i % 3 else None)
        r = random.Random(i)
        while not race.finished:
            for d in race.pending:
                race.act(d.car, r.choice(race.legal_actions(d.car)))
            assert race.round < 300
        races += 1
        t = race.track
        assert sorted(c.finished for c in race.cars) == list(range(1, players + legends + 1))
        assert race.standings[0] == next(e.fields["winner"] for e in race.events if e.kind == "race_over")
        for c in race.cars:
            assert c.lap > race.laps and not c.on_board
            if c.legend:
                continue
            stress = sum(e.fields["stress"] for e in race.events if e.kind == "spin_out" and e.car == c.name)
            assert cards_of(c) == starting_cards(t.heat, t.stress) + Counter({"S": stress})
            assert c.engine >= 0 and 1 <= c.gear <= 4
        winners[race.car(race.standings[0]).legend] += 1
    assert races == 300
    assert winners[False] > 0


def round_starts(race):
    """{round: snapshot at the start of that round's turns} (the last plan-phase snapshot)."""
    out = {}
    for step in race.timeline:
        if step.state.phase == "plan":
            out[step.state.round] = step.state
    return out


def test_rule_oracles_hold_in_random_races():
    """Rulebook, steps 3, 4 and 7, checked against every event of random races with 5 to 8 cars:
    cars reveal front to back; Adrenaline goes to the player cars among the last 1 (fewer than 5
    cars) or 2 (5 or more) of the whole field, finished cars and Legends included; a car moves its
    Speed unless blocked; each corner costs max(0, Speed - limit); a spin-out gives 1 Stress in
    gears 1-2 and 2 in gears 3-4."""
    rng = random.Random(77)
    for i in range(16):
        track = ALL_TRACKS[i % len(ALL_TRACKS)]
        players = rng.randint(2, 6)
        legends = rng.randint(max(0, 5 - players), min(4, 8 - players))
        race = hw.Race.new(track=track, players=NAMES[:players], legends=legends, seed=i, laps=1 + i % 2)
        play_random(race, random.Random(i))
        t = race.track
        total = len(race.cars)
        last = 2 if total >= 5 else 1
        starts = round_starts(race)
        for rnd, snap in starts.items():
            racing = [n for n in snap.places if snap.car(n).finished is None]
            movers = [e.car for e in race.events if e.round == rnd and e.kind in ("reveal", "legend_move")]
            assert movers == racing, (rnd, movers, racing)
            tail = [n for n in snap.places[-last:] if snap.car(n).finished is None and not snap.car(n).legend]
            got = [e.car for e in race.events if e.round == rnd and e.kind == "adrenaline"]
            cluttered = {e.car for e in race.events if e.round == rnd and e.kind == "cluttered"}
            assert got == [n for n in tail if n not in cluttered], (rnd, got, tail)
        blocked = set()
        for e in race.events:
            if e.kind == "blocked":
                blocked.add((e.round, e.car))
            elif e.kind == "move":
                assert e.fields["moved"] <= e.fields["speed"]
                if (e.round, e.car) not in blocked:
                    assert e.fields["moved"] == e.fields["speed"]
            elif e.kind == "corner":
                limit = t.corners[e.fields["corner"] - 1].speed_limit
                assert e.fields["limit"] == limit
                assert e.fields["heat"] == max(0, e.fields["speed"] - limit)
            elif e.kind == "spin_out":
                assert e.fields["stress"] == (1 if e.fields["gear"] <= 2 else 2)
                assert e.fields["heat"] < e.fields["owed"] == e.fields["speed"] - e.fields["limit"]
