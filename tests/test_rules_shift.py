"""Rulebook, Playing a round, 1. Shift Gears (and HEAT Cards / Shifting up/down 2 positions)."""
import pytest

from engine_helpers import assert_illegal, car, events, legal, one_event, scenario


@pytest.mark.parametrize("gear, legal_gears", [(1, [1, 2, 3]), (2, [1, 2, 3, 4]), (3, [1, 2, 3, 4]),
                                               (4, [2, 3, 4])])
def test_step1_shift_one_or_two_gears_never_three(gear, legal_gears):
    """Rulebook, 1. Shift Gears: stay, or shift one gear up or down; two gears for one Heat;
    never three (1 <-> 4)."""
    race = scenario([car("Ana", 20, gear=gear)])
    assert legal(race, "Ana") == [f"gear {g}" for g in legal_gears]


@pytest.mark.parametrize("old, new", [(1, 2), (2, 1), (3, 4), (4, 3), (2, 2)])
def test_step1_shift_by_one_or_staying_is_free(old, new):
    """Rulebook, 1. Shift Gears: leaving the gear or shifting one up or down costs nothing."""
    race = scenario([car("Ana", 20, gear=old, engine=3)])
    race.act("Ana", f"gear {new}")
    c = race.car("Ana")
    assert c.gear == new
    assert c.engine == 3 and c.discard == ()
    e = one_event(race, "gear", "Ana")
    assert e.fields == {"old": old, "gear": new, "heat": 0}


@pytest.mark.parametrize("old, new", [(1, 3), (3, 1), (2, 4), (4, 2)])
def test_step1_shift_by_two_costs_one_heat_from_the_engine_to_the_discard(old, new):
    """Rulebook, HEAT Cards / Shifting up/down 2 positions: pay 1 Heat immediately (Engine ->
    discard pile)."""
    race = scenario([car("Ana", 20, gear=old, engine=3, discard=["0"])])
    race.act("Ana", f"gear {new}")
    c = race.car("Ana")
    assert c.gear == new
    assert c.engine == 2
    assert c.discard == ("0", "H")
    e = one_event(race, "gear", "Ana")
    assert e.fields["heat"] == 1
    assert "1 Heat" in e.text


def test_step1_shift_by_two_impossible_without_heat():
    """Rulebook, HEAT Cards / Paying Heat: with no Heat in the Engine you cannot pay, so a two-gear
    shift is not offered and is refused with the reason."""
    race = scenario([car("Ana", 20, gear=2, engine=0)])
    assert legal(race, "Ana") == ["gear 1", "gear 2", "gear 3"]
    assert_illegal(race, "Ana", "gear 4", "Heat", "gear 1, gear 2 or gear 3")


def test_step1_heat_in_hand_cannot_pay_for_a_shift():
    """Rulebook, Paying Heat: Heat is paid from the Engine only, never from the hand."""
    race = scenario([car("Ana", 20, gear=1, engine=0, hand=["H", "H", "1", "2", "3", "4", "4"])])
    assert "gear 3" not in legal(race, "Ana")


def test_step1_shift_three_gears_is_refused():
    """Rulebook, 1. Shift Gears: at most two positions (1 <-> 4 is never legal)."""
    race = scenario([car("Ana", 20, gear=1)])
    assert_illegal(race, "Ana", "gear 4", "at most two", "gear 1, gear 2 or gear 3")


@pytest.mark.parametrize("action", ["gear 0", "gear 5", "gear 7"])
def test_step1_no_gear_outside_1_to_4(action):
    """Rulebook, player mat: the gears are 1st to 4th."""
    race = scenario([car("Ana", 20, gear=2)])
    assert_illegal(race, "Ana", action, "1 to 4")


def test_step1_gear_choice_then_play_choice_for_each_car():
    """Rulebook, Playing a round: steps 1 and 2 are done by all players at the same time, in order
    (gear, then cards), without waiting for each other."""
    race = scenario([car("Ana", 30), car("Ben", 20)])
    assert [(d.car, d.kind) for d in race.pending] == [("Ana", "gear"), ("Ben", "gear")]
    race.act("Ben", "gear 2")
    assert [(d.car, d.kind) for d in race.pending] == [("Ana", "gear"), ("Ben", "play")]
    assert_illegal(race, "Ben", "gear 1", "cards to play")
    race.act("Ben", "play 4 3")
    assert [(d.car, d.kind) for d in race.pending] == [("Ana", "gear")]
    assert_illegal(race, "Ben", "gear 1", "nothing to decide", "Ana")
    assert events(race, "reveal") == []
