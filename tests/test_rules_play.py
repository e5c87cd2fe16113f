"""Rulebook, Playing a round, 2. Play Cards, and HEAT Cards / Cluttered Hand."""
from collections import Counter
from itertools import combinations

import pytest

from engine_helpers import assert_illegal, car, events, finish_own_turn, legal, one_event, pending, plan, scenario


def multisets(cards, k):
    """Every distinct multiset of k cards from `cards` (an independent enumeration)."""
    return {tuple(sorted(combo)) for combo in combinations(cards, k)}


def played(actions):
    return {tuple(sorted(a.split()[1:])) for a in actions}


@pytest.mark.parametrize("gear", [1, 2, 3, 4])
def test_step2_play_exactly_as_many_cards_as_the_gear(gear):
    """Rulebook, 2. Play Cards: 1st gear means you must play 1 card, 2nd gear 2 cards, and so on."""
    hand = ["1", "2", "3", "4", "0", "5", "S"]
    race = scenario([car("Ana", 20, gear=gear, hand=hand, deck=["1", "2"])])
    race.act("Ana", f"gear {gear}")
    acts = legal(race, "Ana")
    assert played(acts) == multisets(hand, gear)
    assert all(len(a.split()) == gear + 1 for a in acts)
    too_few = "play " + " ".join(hand[:gear - 1]) if gear > 1 else "play"
    too_many = "play " + " ".join(hand[:gear + 1])
    for bad in (too_few, too_many):
        assert_illegal(race, "Ana", bad, f"play exactly {gear} card")


def test_step2_legal_plays_are_complete_duplicate_free_multisets():
    """Rulebook, 2. Play Cards: any cards but Heat; a play is a set of cards, so two copies of a
    card give one choice, and 'play 3 4' is the same play as 'play 4 3'."""
    hand = ["4", "4", "3", "S", "S", "0", "H"]
    race = scenario([car("Ana", 20, gear=3, hand=hand, deck=["1"], engine=5), car("Ben", 30)])
    race.act("Ana", "gear 3")
    acts = legal(race, "Ana")
    assert len(acts) == len(set(acts))
    assert played(acts) == multisets([c for c in hand if c != "H"], 3)
    assert len(acts) == 10  # 443 440 44S 430 43S 40S 4SS 30S 3SS 0SS
    race.act("Ana", "play S 3 4")  # any order is accepted
    assert race.car("Ana").planned is not None
    assert Counter(race.car("Ana").planned) == Counter(["4", "3", "S"])
    assert Counter(race.car("Ana").hand) == Counter(["4", "S", "0", "H"])


def test_step2_heat_cards_can_never_be_played():
    """Rulebook, 2. Play Cards / HEAT Cards: you can play all types of cards except Heat cards."""
    race = scenario([car("Ana", 20, gear=2, hand=["4", "3", "H", "H", "1", "1", "2"], engine=4)])
    race.act("Ana", "gear 2")
    assert not any("H" in a.split() for a in legal(race, "Ana"))
    assert_illegal(race, "Ana", "play 4 H", "cannot play Heat")
    assert_illegal(race, "Ana", "play H H", "Heat")


def test_step2_cannot_play_cards_not_in_hand():
    """Rulebook, 2. Play Cards: cards are played from your hand."""
    race = scenario([car("Ana", 20, gear=2, hand=["4", "3", "2", "2", "1", "1", "0"])])
    race.act("Ana", "gear 2")
    assert_illegal(race, "Ana", "play 4 4", "no 4", "legal")
    assert_illegal(race, "Ana", "play 5 1", "no 5")
    assert_illegal(race, "Ana", "play 9 1", "no 9")


def test_step2_stress_and_starting_upgrades_are_playable():
    """Rulebook, 2. Play Cards / Stress Cards: 'You will have to play Stress cards to get them out
    of your hand'; Starting Upgrades 0 and 5 are used like Basic cards."""
    race = scenario([car("Ana", 20, gear=1, hand=["S", "0", "5", "H", "S", "S", "H"], engine=4)])
    race.act("Ana", "gear 1")
    assert sorted(legal(race, "Ana")) == ["play 0", "play 5", "play S"]


def test_cluttered_hand_covers_with_heat_no_move_gear_1_straight_to_replenish():
    """Rulebook, HEAT Cards / Cluttered Hand: not enough playable cards for the gear: play all of
    them and cover the difference with Heat; the car does not move, the gear goes to 1st, the play
    area goes to the discard pile and the car skips straight to step 9 (no React, no Adrenaline,
    no Slipstream, no Discard)."""
    race = scenario([
        car("Ben", 20, spot=1, gear=1, hand=["1", "1", "2", "2", "3", "3", "4"]),
        car("Ana", 20, spot=2, gear=3, hand=["1", "H", "H", "H", "H", "H", "H"], deck=["2", "3", "4", "4"],
            discard=["0"], engine=0),  # stuck: no Heat to shift down two gears, and 2nd needs 2 cards
    ])
    race.act("Ana", "gear 3")
    assert legal(race, "Ana") == ["play 1 H H"]
    assert_illegal(race, "Ana", "play 1 H", "exactly 3")
    assert_illegal(race, "Ana", "play H H H", "cluttered", "play 1 H H")
    race.act("Ana", "play H 1 H")
    plan(race, "Ben", 1, "1")
    finish_own_turn(race, "Ben")  # Ben moves 1: Ana is now right behind him, and she moves last
    ana = race.car("Ana")
    assert (ana.space, ana.spot) == (20, 2)  # no move at all
    assert ana.gear == 1
    assert ana.hand == ("H", "H", "H", "H", "2", "3", "4")
    assert ana.deck[0] == "4"
    assert ana.discard == ("0", "1", "H", "H")
    assert ana.play == ()
    assert ana.engine == 0
    kinds = [e.kind for e in events(race, car="Ana")]
    # Ana played before Ben chose his gear: the gears shift together once the last car has chosen
    assert kinds == ["play", "gear", "reveal", "cluttered", "draw"]
    assert one_event(race, "cluttered", "Ana").fields["cards"] == ["1", "H", "H"]
    assert race.round == 2 and ("Ana", "gear") in pending(race)


def test_cluttered_hand_with_no_playable_card_plays_only_heat():
    """Rulebook, HEAT Cards / Cluttered Hand: a hand of only Heat covers the whole play with Heat."""
    race = scenario([car("Ana", 20, gear=2, hand=["H"] * 7, deck=["2", "3", "4"], engine=0)])
    race.act("Ana", "gear 2")
    assert legal(race, "Ana") == ["play H H"]
    race.act("Ana", "play H H")
    ana = race.car("Ana")
    assert (ana.space, ana.gear) == (20, 1)
    assert ana.hand == ("H",) * 5 + ("2", "3")
    assert ana.discard == ("H", "H")


def test_cluttered_hand_is_avoided_by_shifting_down():
    """Rulebook, Cluttered Hand: the rule applies only when the hand lacks playable cards for the
    chosen gear; in a lower gear the same hand plays normally."""
    race = scenario([car("Ana", 20, gear=3, hand=["1", "2", "H", "H", "H", "H", "H"], engine=0)])
    race.act("Ana", "gear 2")
    assert legal(race, "Ana") == ["play 2 1"]
    race.act("Ana", "play 2 1")
    assert race.car("Ana").space == 23
    assert events(race, "cluttered") == []
