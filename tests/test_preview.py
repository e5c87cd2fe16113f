"""race.preview(car, action): where a play would take the car, from what its player may know.

Rulebook, Playing a round: 3. Reveal & Move (Speed, blocked spaces), Stress Cards / [+] symbol
(flip until a Basic card), 7. Check Corner (Heat per corner, Spin out).
"""
from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest

import heat_widget as hw
from engine_helpers import car, legend, one_event, plan, position, rest_of, run_others, scenario

FAST = ["4", "4", "3", "3", "2", "2", "1"]
ZED = car("Zed", 1, spot=2, gear=1, hand=["0", "1", "1", "2", "2", "3", "3"], deck=["4"], engine=0)


def ready(space, gear, hand=FAST, engine=6, deck=("1", "2", "4"), discard=(), others=(), track="usa", exact=False):
    """Ana has shifted to `gear` and must now choose her cards; Zed (far behind) has planned.
    exact: Ana's deck is exactly `deck`, the rest of her cards in her discard pile (under `discard`)."""
    if exact:
        discard = list(discard) + rest_of(hand, deck, discard, engine)
    race = scenario([car("Ana", space, gear=gear, hand=hand, engine=engine, deck=deck, discard=discard, rest=not exact),
                     *others, ZED], track=track)
    plan(race, "Zed", 1, "0")
    for o in others:
        if not o.get("legend"):
            plan(race, o["name"], 1, "0")
    race.act("Ana", f"gear {gear}")
    return race


def played(race, cards):
    """Ana's cards played and her corners checked (the do-nothing React / slipstream)."""
    race.act("Ana", f"play {cards}")
    run_others(race, "Ana")
    for _ in range(5):
        p = race.pending
        if p and p[0].car == "Ana" and p[0].kind in ("react", "slipstream"):
            race.act("Ana", "done" if p[0].kind == "react" else "pass")
    return race


def test_step3_and_step7_preview_gives_exact_landing_and_corner_heat():
    """3. Reveal & Move and 7. Check Corner: Speed 11 from space 5 lands on 16 and pays 11 - 7 = 4
    Heat at USA corner 1; the preview says so before the play, and the race agrees after it."""
    race = ready(5, 3)
    before = race.to_json()
    p = race.preview("Ana", "play 4 4 3")
    assert race.to_json() == before, "a preview changed the race"
    assert p.certain and p.landing == 16 and p.heat == 4 and not p.spin_out
    (o,) = p.outcomes
    assert o.speed == 11 and o.corners == (hw.engine.preview.CornerCost(1, 7, 11, 4),)
    played(race, "4 4 3")
    assert position(race, "Ana") == (1, 16, 1)
    assert one_event(race, "corner", "Ana").fields["heat"] == 4


def test_step7_preview_within_the_limit_costs_nothing():
    """7. Check Corner: Speed at or under the limit costs nothing (USA corner 1, limit 7)."""
    p = ready(8, 2).preview("Ana", "play 4 3")
    assert (p.landing, p.heat, p.spin_out) == (15, 0, False)
    assert "within the limit at corner 1" in p.text()


def test_spin_out_preview_warns_when_the_engine_cannot_pay():
    """7. Check Corner / Spin out: 4 Heat owed with 1 in the Engine: the car spins out, stops
    before the corner, takes Stress (2 in 3rd gear or higher) and pays what it has."""
    race = ready(5, 3, engine=1)
    p = race.preview("Ana", "play 4 4 3")
    assert p.spin_out and p.spin_out_chance == 1
    (o,) = p.outcomes
    assert (o.space, o.stress, o.heat) == (12, 2, 1)
    assert "SPINS OUT at corner 1" in p.text()
    played(race, "4 4 3")
    spin = one_event(race, "spin_out", "Ana")
    assert (spin.fields["space"], spin.fields["stress"], spin.fields["heat"]) == (12, 2, 1)


def test_step3_preview_blocked_by_a_legend_ahead():
    """3. Reveal & Move: a full space sends the car to the first free spot behind it. A Legend and
    another car fill space 15: Speed 7 from 8 ends on 14. (The preview takes the board as it is
    now: cars ahead have not moved yet.)"""
    others = (legend("Blue Legend", "blue", 15, spot=1), car("Cy", 15, spot=2, engine=0, hand=ZED["hand"]))
    race = ready(8, 2, others=others)
    p = race.preview("Ana", "play 4 3")
    (o,) = p.outcomes
    assert (o.space, o.blocked) == (14, True)
    assert "blocked" in p.text()


def test_stress_preview_lists_every_landing_with_its_exact_chance():
    """Stress Cards: a Stress card flips cards until a Basic card. The deck holds two 4s and a 1
    (and Heat): Speed 4 + 4 or 4 + 1, with chances 2/3 and 1/3."""
    race = ready(2, 2, hand=["4", "S", "3", "2", "1", "1", "2"], deck=["H", "4", "1", "4"], exact=True)
    p = race.preview("Ana", "play 4 S")
    assert not p.certain
    assert p.chances() == {7: Fraction(1, 3), 10: Fraction(2, 3)}
    assert p.spaces == (7, 10)


def test_stress_preview_chances_match_every_deck_order():
    """The preview uses the deck's counts, never its order: over every order of the deck, the
    real landing spaces are distributed exactly as the preview's chances, and the preview is the
    same for each order."""
    hand = ["4", "S", "S", "2", "1", "1", "2"]
    deck = ["1", "2", "3", "3", "H"]
    expected = ready(5, 3, hand=hand, deck=deck, exact=True).preview("Ana", "play 4 S S")
    seen = Counter()
    orders = sorted(set(permutations(deck)))
    for order in orders:
        race = ready(5, 3, hand=hand, deck=list(order), exact=True)
        assert race.preview("Ana", "play 4 S S") == expected
        played(race, "4 S S")
        seen[race.car("Ana").space] += 1
    assert {s: Fraction(n, len(orders)) for s, n in seen.items()} == expected.chances()


def test_stress_flip_preview_goes_on_to_the_discard_pile_when_the_deck_has_no_basic():
    """Stress Cards: with no Basic card left in the deck, the discard pile is shuffled into a new
    deck and the flip goes on; the preview counts the discard pile's Basic cards then."""
    race = ready(2, 1, hand=["S", "H", "3", "3", "1", "1", "4"], deck=["H"], engine=4, exact=True)
    basics = Counter(c for c in race.car("Ana").discard if c in "1234")
    assert basics and not any(c in "1234" for c in race.car("Ana").deck)
    n = sum(basics.values())
    p = race.preview("Ana", "play S")
    assert p.chances() == {2 + int(v): Fraction(k, n) for v, k in basics.items()}


def test_boost_preview_in_the_react_step():
    """5. React / Boost: pay 1 Heat, flip until a Basic card and add it to the Speed. The preview
    includes the Boost's Heat and each possible landing."""
    race = ready(2, 1, hand=["1", "H", "3", "2", "4", "4", "2"], deck=["3", "1"], engine=5, exact=True)
    race.act("Ana", "play 1")
    run_others(race, "Ana")
    assert race.pending[0].kind == "react"
    p = race.preview("Ana", "boost")
    assert p.chances() == {4: Fraction(1, 2), 6: Fraction(1, 2)}
    assert all(o.heat == 1 for o in p.outcomes)


def test_gear_preview_lists_what_each_play_can_reach():
    """1. Shift gears: the preview of a gear is every play of that many cards (the player's
    choice, so no chances); two gears up costs 1 Heat."""
    race = scenario([car("Ana", 8, gear=2, hand=FAST, engine=6), ZED])
    p = race.preview("Ana", "gear 4")
    assert p.choice and p.shift_heat == 1
    safe = sorted(o.space for o in p.outcomes if not o.spin_out)
    assert safe[0] == 8 + 1 + 2 + 2 + 3 and safe[-1] == 8 + 4 + 3 + 3 + 2  # Speed 12 owes 5: all she has left
    # Speed 14 (4 4 3 3) owes 7 Heat at corner 1 (limit 7) but the Engine holds 5 after the shift
    assert p.spin_out and 12 in p.spaces


def test_preview_of_an_illegal_action_is_refused():
    """A preview is only for the car's legal actions now: anything else raises IllegalAction."""
    race = ready(5, 3)
    with pytest.raises(hw.IllegalAction):
        race.preview("Ana", "play 4 4")
    with pytest.raises(hw.IllegalAction):
        race.preview("Zed", "play 1")


@pytest.mark.parametrize("seed", range(6))
def test_preview_of_the_leaders_play_is_what_happens(seed):
    """Over random races: the car in front moves first, so (choosing no React and no slipstream)
    where it lands, the Heat its corners cost and any spin-out are exactly what the preview of
    its play said, for plays with Stress cards among the outcomes with their chances."""
    import random

    rng = random.Random(seed)
    race = hw.Race.new(track=rng.choice(["usa", "italy"]), players=["Ana", "Ben"], seed=seed)
    checked = 0
    while not race.finished and checked < 12:
        if race.phase != "plan":
            d = race.pending[0]
            race.act(d.car, rng.choice(race.legal_actions(d.car)))
            continue
        leader = race.standings[0]
        for d in list(race.pending):
            if d.kind == "gear":
                race.act(d.car, rng.choice(race.legal_actions(d.car)))
        plays = {d.car: rng.choice(race.legal_actions(d.car)) for d in race.pending}
        p = race.preview(leader, plays[leader])
        since = len(race.events)
        for name, play in plays.items():
            race.act(name, play)
        while race.phase == "turn" and race.pending and race.pending[0].car == leader:
            kind = race.pending[0].kind
            race.act(leader, {"react": "done", "slipstream": "pass"}.get(kind) or rng.choice(race.legal_actions(leader)))
        mine = [e for e in race.events[since:] if e.car == leader]
        move = next((e for e in mine if e.kind == "move"), None)
        if move is None:  # a cluttered hand: no move
            assert p.outcomes[0].speed == 0
            continue
        spin = next((e for e in mine if e.kind == "spin_out"), None)
        space = spin.fields["space"] if spin else move.fields["space"]
        heat = sum(e.fields["heat"] for e in mine if e.kind in ("corner", "spin_out"))
        match = [o for o in p.outcomes if o.speed == move.fields["speed"]]
        assert match, (p, move)
        assert (match[0].space, match[0].heat, match[0].spin_out) == (space, heat, spin is not None)
        checked += 1
    assert checked


def test_preview_of_a_play_before_the_others_chose_their_gears():
    """1. Shift gears is simultaneous: a car may play before the others chose, its own two-gear
    shift (1 Heat) not paid yet. The preview counts the play as revealed in the chosen gear, with
    the Engine after that Heat: 4 4 3 (Speed 11) over corner 1 owes 4 but 3 are left: a spin-out
    in 3rd gear, 2 Stress cards (Spin out)."""
    race = scenario([car("Ana", 5, gear=1, hand=FAST, engine=4, deck=("1", "2", "4")), ZED])
    race.act("Ana", "gear 3")
    assert race.car("Ana").gear == 1  # not shifted yet: Zed has not chosen
    (o,) = race.preview("Ana", "play 4 4 3").outcomes
    assert (o.space, o.spin_out, o.stress, o.heat) == (12, True, 2, 3)
    race.act("Ana", "play 4 4 3")
    plan(race, "Zed", 1, "0")
    run_others(race, "Ana")
    while race.pending and race.pending[0].car == "Ana" and race.pending[0].kind in ("react", "slipstream"):
        race.act("Ana", "done" if race.pending[0].kind == "react" else "pass")
    spin = one_event(race, "spin_out", "Ana")
    assert (spin.fields["space"], spin.fields["stress"], spin.fields["heat"]) == (12, 2, 3)


def test_preview_of_a_batch_race_is_the_same():
    """A batch race (record=False) keeps no events: its preview still sees every corner."""
    text = ready(5, 3).to_json()
    batch, kept = hw.Race.from_json(text, record=False), hw.Race.from_json(text)
    calls = []
    batch.on_event(lambda *a: calls.append(a))
    assert batch.preview("Ana", "play 4 4 3") == kept.preview("Ana", "play 4 4 3")
    assert batch.preview("Ana", "play 4 4 3").heat == 4
    assert calls == [], "a preview tells on_event nothing"
    assert not batch.recording
