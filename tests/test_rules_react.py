"""Rulebook, Playing a round, 5. React: Cooldown and Boost."""
from collections import Counter

import pytest

from engine_helpers import (assert_illegal, car, events, finish_own_turn, legal, one_event, pending, plan, position,
                            rest_of, run_others, scenario)

# Ben drives far ahead so that Ana, behind him, is the last car and has Adrenaline; tests that
# must not see Adrenaline put Ana in front and Ben behind.
BEN_AHEAD = car("Ben", 50)
BEN_BEHIND = car("Ben", 2)


def ana_front(gear, hand, engine=3, deck=("1", "2", "3", "4"), discard=(), space=20, rest=True):
    race = scenario([car("Ana", space, gear=gear, hand=hand, engine=engine, deck=deck, discard=discard, rest=rest),
                     BEN_BEHIND])
    return race


@pytest.mark.parametrize("gear, cards, cooldown", [(1, "1", 3), (2, "2 1", 1), (3, "4 2 1", 0), (4, "4 2 1 2", 0)])
def test_step5_cooldown_by_gear_3_in_1st_1_in_2nd(gear, cards, cooldown):
    """Rulebook, 5. React / Cooldown: 1st gear gives Cooldown 3, 2nd gear Cooldown 1, 3rd and 4th
    none (without Adrenaline)."""
    race = ana_front(gear, ["4", "2", "1", "2", "H", "H", "H"], engine=3)
    plan(race, "Ana", gear, cards)
    plan(race, "Ben", 1, "1")
    assert race.car("Ana").adrenaline is False
    assert race.car("Ana").cooldown_left == cooldown
    cools = [a for a in legal(race, "Ana") if a.startswith("cooldown")]
    assert cools == [f"cooldown {k}" for k in range(1, cooldown + 1)]


def test_step5_cooldown_moves_heat_from_hand_to_engine():
    """Rulebook, 5. React / Cooldown: take a Heat card from your hand and put it back in your
    Engine; the number is how many Heat you may move."""
    race = ana_front(1, ["1", "2", "H", "H", "H", "H", "3"], engine=2)
    plan(race, "Ana", 1, "1")
    plan(race, "Ben", 1, "1")
    race.act("Ana", "cooldown 3")
    ana = race.car("Ana")
    assert ana.engine == 5
    assert ana.hand.count("H") == 1
    assert one_event(race, "cooldown", "Ana").fields == {"heat": 3, "engine": 5}
    assert "cooldown" not in " ".join(legal(race, "Ana"))


def test_step5_cooldown_limited_by_heat_in_hand_and_may_be_split():
    """Rulebook, 5. React / Cooldown: you can only cool down Heat you hold. (The engine also lets
    Cooldown 3 be taken in parts; no Heat enters the hand during React, so this changes nothing.)"""
    race = ana_front(1, ["1", "2", "H", "H", "3", "3", "4"], engine=4)
    plan(race, "Ana", 1, "1")
    plan(race, "Ben", 1, "1")
    assert [a for a in legal(race, "Ana") if a.startswith("cooldown")] == ["cooldown 1", "cooldown 2"]
    assert_illegal(race, "Ana", "cooldown 3", "at most 2")
    race.act("Ana", "cooldown 1")
    assert [a for a in legal(race, "Ana") if a.startswith("cooldown")] == ["cooldown 1"]
    race.act("Ana", "cooldown 1")
    assert race.car("Ana").engine == 6 and "H" not in race.car("Ana").hand


def test_step5_no_cooldown_without_heat_in_hand():
    """Rulebook, 5. React / Cooldown: with no Heat card in hand there is nothing to cool down."""
    race = ana_front(1, ["1", "2", "2", "3", "3", "4", "4"], engine=6)
    plan(race, "Ana", 1, "1")
    plan(race, "Ben", 1, "1")
    assert legal(race, "Ana") == ["boost", "done"]


@pytest.mark.parametrize("gear", [1, 2, 3, 4])
def test_step5_boost_in_any_gear_for_one_heat(gear):
    """Rulebook, 5. React / Boost: regardless of which gear you are in you may pay 1 Heat to
    boost: flip cards until a Basic card, add it to your Speed and move accordingly."""
    hand = ["1", "1", "2", "2", "3", "3", "4"]
    cards = " ".join(["1", "1", "2", "2"][:gear])
    race = ana_front(gear, hand, engine=3, deck=("5", "0", "H", "3", "4"), discard=("2",))
    plan(race, "Ana", gear, cards)
    plan(race, "Ben", 1, "1")
    start = race.car("Ana").space
    speed = race.car("Ana").speed
    assert "boost" in legal(race, "Ana")
    race.act("Ana", "boost")
    ana = race.car("Ana")
    assert ana.engine == 2
    assert ana.discard == ("2", "H", "5", "0", "H")  # paid Heat first, then the flipped cards
    assert ana.deck[0] == "4"
    assert ana.play[-1] == "3"
    assert ana.speed == speed + 3
    assert ana.space == start + 3
    assert ana.boosted
    boost = one_event(race, "boost", "Ana")
    assert boost.fields == {"heat": 1, "value": 3, "moved": 3, "speed": speed + 3, "space": start + 3}
    flip = one_event(race, "flip", "Ana")
    assert flip.fields == {"source": "Boost", "flipped": ["5", "0", "H"], "card": "3", "value": 3}


def test_step5_boost_once_per_turn():
    """Rulebook, 5. React / Boost: boost once per turn."""
    race = ana_front(2, ["1", "1", "2", "2", "3", "3", "H"], engine=3)
    plan(race, "Ana", 2, "1 1")
    plan(race, "Ben", 1, "1")
    race.act("Ana", "boost")
    assert legal(race, "Ana") == ["cooldown 1", "done"]
    assert_illegal(race, "Ana", "boost", "once per turn")


def test_step5_boost_again_next_turn():
    """Rulebook, 5. React / Boost: once per turn, so again in the next round."""
    race = scenario([car("Ana", 20, gear=2, engine=3, deck=("3", "4", "4", "0", "5", "S", "S", "1")), BEN_BEHIND])
    plan(race, "Ana", 2, "1 1")
    plan(race, "Ben", 1, "1")
    race.act("Ana", "boost")
    finish_own_turn(race, "Ana")
    finish_own_turn(race, "Ben")
    assert race.round == 2
    plan(race, "Ana", 2, "2 2")
    plan(race, "Ben", 1, "1")
    assert "boost" in legal(race, "Ana")


def test_step5_no_boost_without_heat_in_the_engine():
    """Rulebook, HEAT Cards / Paying Heat: if you do not have a Heat card available, you cannot
    choose to Boost (BGA report 98361)."""
    race = ana_front(3, ["1", "1", "2", "2", "3", "3", "H"], engine=0)
    plan(race, "Ana", 3, "1 1 2")
    plan(race, "Ben", 1, "1")
    # nothing to react with: the React step is skipped entirely
    assert ("Ana", "react") not in pending(race)
    assert events(race, "boost") == []


def test_step5_no_boost_with_heat_only_in_hand():
    """Rulebook, Paying Heat: Heat is paid from the Engine; Heat in hand cannot pay for a Boost."""
    race = ana_front(1, ["1", "1", "2", "2", "3", "H", "H"], engine=0)
    plan(race, "Ana", 1, "1")
    plan(race, "Ben", 1, "1")
    assert legal(race, "Ana") == ["cooldown 1", "cooldown 2", "done"]
    assert_illegal(race, "Ana", "boost", "no Heat in the Engine")


def test_step5_boost_counts_as_speed_for_corners():
    """Rulebook, 5. React / Boost, Note: the [+] symbol always increases your Speed value for the
    Check Corner step."""
    race = scenario([car("Ana", 5, gear=2, hand=["4", "3", "1", "1", "2", "2", "3"], engine=6, deck=("4", "1")),
                     BEN_BEHIND])
    plan(race, "Ana", 2, "4 3")
    plan(race, "Ben", 1, "1")
    race.act("Ana", "boost")
    assert position(race, "Ana") == (1, 16, 1)
    finish_own_turn(race, "Ana")
    corner = one_event(race, "corner", "Ana")  # USA corner 1, limit 7, Speed 7 + 4
    assert corner.fields == {"corner": 1, "speed": 11, "limit": 7, "heat": 4}
    assert race.car("Ana").engine == 6 - 1 - 4


def test_step5_boost_can_be_blocked():
    """Rulebook, 5. React / Boost: move your car accordingly, you may still be blocked; the Speed
    still counts the flipped card."""
    zero = ["0", "1", "1", "2", "2", "3", "3"]
    race = scenario([car("Ben", 24, spot=1, hand=zero), car("Cy", 24, spot=2, hand=zero),
                     car("Ana", 18, gear=1, engine=3, deck=("4", "1")), car("Di", 2)])
    for n in ("Ben", "Cy"):
        plan(race, n, 1, "0")
    plan(race, "Ana", 1, "2")
    plan(race, "Di", 1, "1")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 20, 1)
    race.act("Ana", "boost")
    assert position(race, "Ana") == (1, 23, 1)
    assert race.car("Ana").speed == 6
    assert one_event(race, "blocked", "Ana").fields == {"wanted": 24, "space": 23, "moved": 3}


def test_step5_react_in_any_order():
    """Rulebook, 5. React: activate the symbols in ANY order; each is completed individually."""
    for order in (["boost", "cooldown 1", "adrenaline"], ["adrenaline", "cooldown 1", "boost"],
                  ["cooldown 1", "boost", "adrenaline"]):
        race = scenario([car("Ana", 20, gear=3, hand=["1", "1", "2", "H", "3", "3", "4"], engine=2,
                             deck=("2", "1")), BEN_AHEAD])
        plan(race, "Ana", 3, "1 1 2")
        plan(race, "Ben", 1, "1")
        run_others(race, "Ana")
        for action in order:
            race.act("Ana", action)
        ana = race.car("Ana")
        assert (ana.space, ana.speed, ana.engine) == (20 + 4 + 2 + 1, 4 + 2 + 1, 2)
        assert "H" not in ana.hand
        assert race.pending[0].kind != "react" or race.pending[0].car != "Ana"


def test_step5_done_ends_the_react_step():
    """Rulebook, 5. React: every React symbol is optional."""
    race = ana_front(1, ["1", "1", "2", "H", "3", "3", "4"], engine=2)
    plan(race, "Ana", 1, "1")
    plan(race, "Ben", 1, "1")
    race.act("Ana", "done")
    ana = race.car("Ana")
    assert ana.engine == 2 and ana.hand.count("H") == 1 and not ana.boosted
    assert ("Ana", "react") not in pending(race)


def test_step5_boost_flip_reshuffles_the_discard_but_not_the_play_area():
    """Rulebook, Running out of cards: with no cards left in the draw deck, shuffle the discard
    pile into a new deck at once; the cards in the Play Area are not shuffled in."""
    hand = ["4", "4", "1", "1", "2", "2", "3"]
    rest = rest_of(hand, ["0"], ["3", "5"], engine=2)  # the car's other cards, under the 3 and the 5
    race = ana_front(2, hand, engine=2, deck=("0",), discard=tuple(rest) + ("3", "5"), rest=False)
    plan(race, "Ana", 2, "4 4")
    plan(race, "Ben", 1, "1")
    race.act("Ana", "boost")
    ana = race.car("Ana")
    reshuffle = one_event(race, "reshuffle", "Ana")
    assert reshuffle.fields == {"cards": len(rest) + 4}  # the pile, 3, 5, the paid H and the flipped 0
    flip = one_event(race, "flip", "Ana").fields
    assert flip["flipped"][0] == "0"
    assert ana.play[:2] == ("4", "4") and ana.play[2] == flip["card"]
    assert ana.speed == 8 + flip["value"]
    left = Counter(rest + ["3", "5", "H", "0"])
    left[flip["card"]] -= 1
    assert Counter(ana.deck + ana.discard) == +left  # the 4 4 in the Play Area are not shuffled in
