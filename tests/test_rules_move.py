"""Rulebook, Playing a round, 3. Reveal & Move (with Stress Cards and the + Symbol)."""
from collections import Counter

import pytest

from engine_helpers import (PLAIN_HAND, car, events, finish_own_turn, one_event, plan, position, rest_of, run_others,
                            scenario)

ZERO_HAND = ["0", "1", "1", "2", "2", "3", "3"]


def test_step3_cars_reveal_front_to_back_race_line_spot_first():
    """Rulebook, Playing a round / 3. Reveal & Move: starting with the frontmost car, closest to the
    Race Line, cars do steps 3-9 one at a time; of two cars side by side the one on the Race Line
    spot is ahead; a car a lap ahead is ahead."""
    race = scenario([car("Ana", 30, spot=2), car("Ben", 30, spot=1), car("Cy", 10, lap=2), car("Di", 40)])
    assert race.standings == ["Cy", "Di", "Ben", "Ana"]
    for name in ("Ana", "Ben", "Cy", "Di"):
        plan(race, name, 1, "1")
    order = []
    while race.phase == "turn":
        name = race.pending[0].car
        order.append(name)
        finish_own_turn(race, name)
    assert order == ["Cy", "Di", "Ben", "Ana"]
    assert [e.car for e in events(race, "reveal")] == ["Cy", "Di", "Ben", "Ana"]


def test_step3_only_the_active_car_decides_during_turns():
    """Rulebook, Playing a round: after steps 1-2, one car's turn at a time (steps 3-9)."""
    race = scenario([car("Ana", 30), car("Ben", 20)])
    plan(race, "Ana", 1, "1")
    plan(race, "Ben", 1, "1")
    assert race.phase == "turn"
    assert [(d.car, d.kind) for d in race.pending] == [("Ana", "react")]
    assert race.legal_actions("Ben") == []


@pytest.mark.parametrize("cards, speed", [("4", 4), ("3 2", 5), ("4 4 3", 11), ("5 4 4 3", 16), ("0", 0),
                                          ("0 1", 1)])
def test_step3_speed_is_the_sum_of_the_cards_and_the_car_moves_exactly_that(cards, speed):
    """Rulebook, 3. Reveal & Move: add all values together to determine your Speed and move your
    car forward by exactly that many Spaces."""
    gear = len(cards.split())
    race = scenario([car("Ana", 15, gear=gear, hand=["5", "4", "4", "3", "2", "1", "0"], deck=["1"])])
    plan(race, "Ana", gear, cards)
    ana = race.car("Ana")
    assert ana.speed == speed
    assert (ana.lap, ana.space, ana.spot) == (1, 15 + speed, 1)
    move = one_event(race, "move", "Ana")
    assert move.fields == {"speed": speed, "moved": speed, "space": 15 + speed, "lap": 1}


def test_step3_stress_flips_until_a_basic_card_discarding_the_rest():
    """Rulebook, Stress Cards / + Symbol: for each Stress card, flip cards from the top of the deck;
    anything but a Basic card (Starting Upgrades 0 and 5, Heat, Stress) goes to the discard pile;
    the Basic card joins the Play Area and adds its value."""
    race = scenario([car("Ana", 20, hand=["S", "1", "1", "2", "2", "3", "3"],
                         deck=["0", "5", "H", "S", "3", "4"], discard=["2"], engine=5)])
    plan(race, "Ana", 1, "S")
    ana = race.car("Ana")
    assert ana.speed == 3
    assert ana.space == 23
    assert ana.play == ("S", "3")
    assert ana.discard == ("2", "0", "5", "H", "S")
    assert ana.deck[0] == "4"
    flip = one_event(race, "flip", "Ana")
    assert flip.fields == {"source": "Stress", "flipped": ["0", "5", "H", "S"], "card": "3", "value": 3}
    assert "+3" in flip.text


def test_step3_each_stress_card_flips_separately():
    """Rulebook, Stress Cards: each played Stress card is replaced by its own flipped Basic card."""
    race = scenario([car("Ana", 20, gear=3, hand=["S", "S", "4", "1", "2", "2", "3"],
                         deck=["5", "2", "H", "1", "4"], engine=5)])
    plan(race, "Ana", 3, "S S 4")
    ana = race.car("Ana")
    assert ana.speed == 4 + 2 + 1
    assert ana.space == 27
    assert ana.discard == ("5", "H")
    assert sorted(ana.play) == sorted(["S", "S", "4", "2", "1"])
    flips = events(race, "flip", "Ana")
    assert [(f.fields["flipped"], f.fields["card"]) for f in flips] == [(["5"], "2"), (["H"], "1")]


def test_step3_cars_pass_through_other_cars():
    """Rulebook, 3. Reveal & Move: cars never prevent you from passing through them."""
    race = scenario([car("Ben", 22, spot=1, hand=ZERO_HAND), car("Cy", 22, spot=2, hand=ZERO_HAND),
                     car("Di", 23, spot=1, hand=ZERO_HAND), car("Ana", 20, hand=PLAIN_HAND)])
    for name in ("Ben", "Cy", "Di"):
        plan(race, name, 1, "0")
    plan(race, "Ana", 1, "4")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 24, 1)
    assert events(race, "blocked", "Ana") == []


def test_step3_full_space_sends_the_car_to_the_first_free_spot_behind():
    """Rulebook, 3. Reveal & Move: ending on a Space with cars on all Spots, you are blocked and
    take the first Space with a free Spot behind the blocking cars, as close to the Race Line as
    possible."""
    race = scenario([car("Ben", 25, spot=1, hand=ZERO_HAND), car("Cy", 25, spot=2, hand=ZERO_HAND),
                     car("Di", 24, spot=1, hand=ZERO_HAND), car("Ed", 24, spot=2, hand=ZERO_HAND),
                     car("Fay", 23, spot=1, hand=ZERO_HAND),
                     car("Ana", 20, hand=["5", "1", "1", "2", "2", "3", "3"])])
    for name in ("Ben", "Cy", "Di", "Ed", "Fay"):
        plan(race, name, 1, "0")
    plan(race, "Ana", 1, "5")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 23, 2)
    assert race.car("Ana").speed == 5  # the Speed is what was played, wherever the car stops
    blocked = one_event(race, "blocked", "Ana")
    assert blocked.fields == {"wanted": 25, "space": 23, "moved": 3}
    assert one_event(race, "move", "Ana").fields == {"speed": 5, "moved": 3, "space": 23, "lap": 1}


def test_step3_blocked_car_takes_the_race_line_spot_when_free():
    """Rulebook, 3. Reveal & Move: blocked, the car goes to the first Space with a free Spot behind,
    as close to the Race Line as possible."""
    race = scenario([car("Ben", 25, spot=1, hand=ZERO_HAND), car("Cy", 25, spot=2, hand=ZERO_HAND),
                     car("Di", 24, spot=2, hand=ZERO_HAND), car("Ana", 20, hand=["5"] + PLAIN_HAND[:6])])
    for name in ("Ben", "Cy", "Di"):
        plan(race, name, 1, "0")
    plan(race, "Ana", 1, "5")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 24, 1)


@pytest.mark.parametrize("other_spot, ana_spot", [(1, 2), (2, 1)])
def test_step3_always_the_race_line_spot_if_available(other_spot, ana_spot):
    """Rulebook, 3. Reveal & Move: always put your car on the Spot closest to the Race Line if
    available (spot 1), else beside the car already there."""
    race = scenario([car("Ben", 24, spot=other_spot, hand=ZERO_HAND), car("Ana", 20, spot=2)])
    plan(race, "Ben", 1, "0")
    plan(race, "Ana", 1, "4")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 24, ana_spot)


def test_step3_speed_zero_is_a_legal_move():
    """Rulebook, 3. Reveal & Move: a Speed of 0 (the 0 Starting Upgrade) moves the car 0 spaces;
    the turn goes on as usual (BGA report 196978: 'Game can't handle moving 0 speed')."""
    race = scenario([car("Ana", 20, spot=1, gear=1, hand=ZERO_HAND, engine=0)])
    plan(race, "Ana", 1, "0")
    ana = race.car("Ana")
    assert (ana.space, ana.spot, ana.speed) == (20, 1, 0)
    assert one_event(race, "move", "Ana").fields["moved"] == 0
    assert race.round == 1 and race.pending[0].kind == "react"  # Adrenaline: alone, so last
    finish_own_turn(race, "Ana")
    assert race.round == 2


def test_step3_crossing_the_start_line_starts_the_next_lap():
    """DESIGN positions / rulebook, How to Win: crossing the start/finish line adds one to the lap."""
    race = scenario([car("Ana", 67, lap=1, gear=2, hand=["4", "3", "1", "2", "2", "3", "1"])])
    plan(race, "Ana", 2, "4 3")
    assert position(race, "Ana") == (2, 5, 1)
    lap = one_event(race, "lap", "Ana")
    assert lap.fields == {"lap": 2, "laps": 2}


def test_step3_leaving_the_grid_starts_lap_1():
    """DESIGN positions: cars on the starting grid are on lap 0; the first crossing makes lap 1."""
    race = scenario([car("Ana", 68, lap=0, gear=1, hand=PLAIN_HAND)])
    plan(race, "Ana", 1, "3")
    assert position(race, "Ana") == (1, 2, 1)
    assert one_event(race, "lap", "Ana").fields["lap"] == 1


def test_step3_blocked_on_every_space_ahead_the_car_stays():
    """Rulebook, 3. Reveal & Move: the first Space with a free Spot behind the blocking cars may be
    the car's own space: it then does not move."""
    race = scenario([car("Ben", 21, spot=1, hand=ZERO_HAND), car("Cy", 21, spot=2, hand=ZERO_HAND),
                     car("Di", 20, spot=1, hand=ZERO_HAND), car("Ana", 20, spot=2)])
    for name in ("Ben", "Cy", "Di"):
        plan(race, name, 1, "0")
    plan(race, "Ana", 1, "1")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 20, 2)
    assert race.car("Ana").speed == 1


def test_step3_stress_flip_reshuffles_the_discard_pile_never_the_play_area():
    """Rulebook, Running out of cards: if you must flip and the draw deck is empty, shuffle the
    discard pile into a new deck at once; during your turn the cards in your Play Area are not
    shuffled back in."""
    hand = ["4", "S", "1", "1", "2", "2", "3"]
    rest = rest_of(hand, discard=["0", "3", "4"], engine=5)  # no Basic card but the 3 and a 4 left
    race = scenario([car("Ana", 20, gear=2, hand=hand, deck=[], discard=rest + ["0", "3", "4"], engine=5,
                         rest=False)], seed=2)
    plan(race, "Ana", 2, "4 S")
    ana = race.car("Ana")
    assert one_event(race, "reshuffle", "Ana").fields == {"cards": len(rest) + 3}
    flip = one_event(race, "flip", "Ana").fields
    assert flip["card"] in ("3", "4") and ana.speed == 4 + flip["value"]
    assert sorted(ana.play) == sorted(["4", "S", flip["card"]])  # the 4 played is not shuffled in
    assert Counter(ana.deck + ana.discard) + Counter([flip["card"]]) == Counter(rest + ["0", "3", "4"])


def test_step3_stress_flip_that_empties_the_deck_reshuffles_the_cards_it_flipped():
    """Rulebook, + Symbol and Running out of cards: a card flipped on the way is discarded at once,
    so when the deck runs out in the middle of a flip it is shuffled into the new deck with the rest
    of the discard pile."""
    hand = ["4", "S", "1", "1", "2", "2", "3"]
    rest = rest_of(hand, ["H"], ["2"], engine=5)
    race = scenario([car("Ana", 20, gear=2, hand=hand, deck=["H"], discard=rest + ["2"], engine=5, rest=False)])
    plan(race, "Ana", 2, "4 S")
    # the discard pile and the flipped Heat
    assert one_event(race, "reshuffle", "Ana").fields == {"cards": len(rest) + 2}
    flip = one_event(race, "flip", "Ana").fields
    assert flip["flipped"][0] == "H" and flip["value"] == int(flip["card"])
    assert race.car("Ana").speed == 4 + flip["value"]


def test_step3_stress_with_no_basic_card_left_adds_nothing():
    """Rulebook, + Symbol: flip until a Basic card; with no Basic card left in deck and discard
    pile the flip finds none and adds 0 (every flipped card is discarded). No whole base-game car
    gets there (its 12 Basic cards never all sit in hand and Play Area), so the state is edited
    after the scenario is built: the engine's guard against an endless flip is what is checked."""
    hand = ["4", "S", "1", "1", "2", "2", "3"]
    race = scenario([car("Ana", 20, gear=2, hand=hand, deck=["0", "H"], discard=["5"], engine=5)])
    state = race._cars[0]
    state.deck, state.discard = ("0", "H"), ("5",)  # the other Basic cards gone (not a real car)
    plan(race, "Ana", 2, "4 S")
    ana = race.car("Ana")
    assert ana.speed == 4
    assert ana.space == 24
    assert sorted(ana.play) == ["4", "S"]
    assert sorted(ana.deck + ana.discard) == ["0", "5", "H"]