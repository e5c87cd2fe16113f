"""Rulebook, Playing a round, 8. Discard and 9. Replenish Hand (with Running out of cards)."""
from collections import Counter
from itertools import combinations

from engine_helpers import (assert_illegal, car, events, finish_own_turn, legal, one_event, pending, plan, rest_of,
                            scenario)

ZERO = ["0", "1", "1", "2", "2", "3", "3"]
ZED = dict(name="Zed", space=1, spot=2, lap=1, gear=1, hand=ZERO, deck=["4", "..."], discard=[], engine=0)


def to_discard(hand, deck=("1",), discard=(), engine=0, gear=3, cards="4 4 3", rest=True):
    """Ana in 3rd gear with an empty Engine (nothing to React with) reaches step 8."""
    race = scenario([car("Ana", 20, gear=gear, hand=hand, deck=deck, discard=discard, engine=engine, rest=rest),
                     ZED])
    plan(race, "Zed", 1, "0")
    plan(race, "Ana", gear, cards)
    return race


def test_step8_discard_any_cards_but_heat_and_stress():
    """Rulebook, 8. Discard: you may discard cards from your hand; you can never discard Stress or
    Heat cards. The choices are every multiset of the other cards, 'discard' alone for none."""
    race = to_discard(["4", "4", "3", "2", "2", "H", "S"], discard=["1"])
    assert pending(race) == [("Ana", "discard")]
    acts = legal(race, "Ana")
    assert len(acts) == len(set(acts))
    expected = {tuple(sorted(c)) for k in range(3) for c in combinations(["2", "2"], k)}
    assert {tuple(sorted(a.split()[1:])) for a in acts} == expected
    assert "discard" in acts
    assert_illegal(race, "Ana", "discard H", "never be discarded")
    assert_illegal(race, "Ana", "discard S", "never be discarded")
    assert_illegal(race, "Ana", "discard 2 S", "never be discarded")
    assert_illegal(race, "Ana", "discard 4", "no 4")


def test_step8_discarded_cards_go_on_the_discard_pile_then_the_play_area():
    """Rulebook, 8. Discard / 9. Replenish: discarded cards go face up on the discard pile; at step 9
    the Play Area goes on top of it, then the hand is drawn back up to 7."""
    race = to_discard(["4", "4", "3", "2", "1", "0", "H"], deck=["2", "3", "5", "S", "1"], discard=["1"])
    deck = race.car("Ana").deck
    race.act("Ana", "discard 0 2")
    ana = race.car("Ana")
    assert ana.discard[:3] == ("1", "2", "0")
    assert Counter(ana.discard[3:]) == Counter(["4", "4", "3"])
    assert ana.hand == ("1", "H", "2", "3", "5", "S", "1")
    assert ana.deck == deck[5:]
    assert one_event(race, "discard", "Ana").fields == {"cards": ["2", "0"]}
    assert one_event(race, "draw", "Ana").fields == {"cards": 5}


def test_step8_discard_nothing():
    """Rulebook, 8. Discard: discarding is optional."""
    race = to_discard(["4", "4", "3", "2", "1", "0", "H"], deck=["2", "3", "5"])
    race.act("Ana", "discard")
    ana = race.car("Ana")
    assert ana.hand == ("2", "1", "0", "H", "2", "3", "5")
    assert events(race, "discard") == []


def test_step8_no_discard_step_with_only_heat_and_stress_in_hand():
    """Rulebook, 8. Discard: with only Heat and Stress left in hand there is nothing to choose."""
    race = to_discard(["4", "4", "3", "H", "H", "S", "S"], deck=["2", "3", "5"])
    assert pending(race) == [("Zed", "react")]  # Ana's turn is over
    assert race.car("Ana").hand == ("H", "H", "S", "S", "2", "3", "5")


def test_step9_replenish_draws_back_up_to_seven_from_the_top():
    """Rulebook, 9. Replenish Hand: draw back up to 7 cards (deck top first)."""
    race = to_discard(["4", "4", "3", "2", "1", "0", "5"], deck=["S", "2", "H", "3", "1"])
    race.act("Ana", "discard")
    ana = race.car("Ana")
    assert ana.hand == ("2", "1", "0", "5", "S", "2", "H")
    assert ana.deck[:2] == ("3", "1")


def test_step9_seven_cards_after_a_spin_out_draws_nothing():
    """Rulebook, 9. Replenish Hand / Spin out: the Stress taken into the hand counts toward the 7;
    with 7 cards in hand nothing is drawn."""
    race = scenario([car("Ana", 54, gear=1, hand=["4", "H", "H", "H", "H", "H", "H"], deck=["1", "2"], engine=0),
                     ZED])
    plan(race, "Zed", 1, "0")
    plan(race, "Ana", 1, "4")  # USA corner 4 (after 57, limit 2): owes 2, has 0: spin out, 1 Stress
    finish_own_turn(race, "Ana")
    ana = race.car("Ana")
    assert ana.hand == ("H",) * 6 + ("S",)
    assert ana.deck[:2] == ("1", "2")
    assert events(race, "draw", "Ana") == []
    assert one_event(race, "spin_out", "Ana").fields["stress"] == 1


def test_step9_empty_deck_reshuffles_the_discard_pile_including_the_play_area():
    """Rulebook, 9. Replenish Hand / Running out of cards: the Play Area goes to the discard pile
    first; when the deck runs out while drawing, the discard pile is shuffled into a new deck."""
    hand = ["4", "4", "3", "2", "1", "0", "5"]
    rest = rest_of(hand, ["1"], ["2", "3"], engine=0)  # the car's other cards, at the bottom of the pile
    race = to_discard(hand, deck=["1"], discard=rest + ["2", "3"], gear=2, cards="4 4", rest=False)
    race.act("Ana", "discard 0 5")
    ana = race.car("Ana")
    assert one_event(race, "reshuffle", "Ana").fields == {"cards": 6 + len(rest)}
    assert ana.hand[:4] == ("3", "2", "1", "1")
    assert len(ana.hand) == 7
    assert ana.discard == ()
    assert Counter(ana.hand[4:]) + Counter(ana.deck) == Counter(["2", "3", "0", "5", "4", "4"] + rest)
    assert ana.shuffles == 2


def test_step9_reshuffle_is_reproducible():
    """DESIGN, event-sourced: the same seed shuffles the same way; another seed may not."""
    orders = set()
    for seed in (1, 1, 2, 3, 4, 5):
        hand = ["4", "4", "3", "2", "1", "0", "5"]
        race = scenario([car("Ana", 20, gear=2, hand=hand, deck=["1"], discard=rest_of(hand, ["1"], engine=0),
                             engine=0, rest=False), ZED], seed=seed)
        plan(race, "Zed", 1, "0")
        plan(race, "Ana", 2, "4 4")
        race.act("Ana", "discard 0 5")
        orders.add((seed, race.car("Ana").hand, race.car("Ana").deck))
    assert len({o for o in orders if o[0] == 1}) == 1
    assert len({o[1:] for o in orders}) > 1


def test_running_out_of_cards_an_empty_deck_reshuffles_the_discard_pile_with_the_play_area():
    """Rulebook, Running out of cards / 9. Replenish Hand: with an empty deck, the discard pile (the
    car's other cards, the two discarded and, at step 9, the Play Area) is shuffled into a new deck
    and the hand is drawn back up to 7. A whole car always has the cards to do so (it owns at least
    24 cards: no scenario can leave it short)."""
    hand = ["4", "4", "3", "2", "1", "H", "S"]
    rest = rest_of(hand, engine=0)
    race = to_discard(hand, deck=[], discard=rest, rest=False)
    race.act("Ana", "discard 2 1")
    ana = race.car("Ana")
    assert one_event(race, "reshuffle", "Ana").fields == {"cards": len(rest) + 5}
    assert len(ana.hand) == 7 and ana.hand[:2] == ("H", "S")
    assert Counter(ana.hand[2:]) + Counter(ana.deck) == Counter(rest + ["4", "4", "3", "2", "1"])
    assert ana.discard == ()
