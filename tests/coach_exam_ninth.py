"""The ninth coach exam, written blind: the first and middle laps, 2-car head-to-heads and 5-6 car
fields, a car a lap down and one far ahead, every React symbol a player may choose, the Discard step,
the gear for the coming corner, each Weather and road token, Garage upgrades, Championship events and
a Sponsorship card, the expansions' floods, chicanes and tunnels, Legends and Tournament mode. Each
builder's docstring is its position's `why`. Importing NINTH from coach_exam_ninth_more gives the
whole exam (this file holds its first part)."""
from __future__ import annotations

from coach_exam import between, position, racer, reach

NINTH: list = []
HAND = ("2", "2", "1", "3", "3", "4", "4")  # a plain hand: the car's Basic cards spread
ROAD = {1: "weather", 2: "limit+1", 3: "overheat", 4: "heat_control"}  # USA's road tokens, corner by corner


def _at(track, car, acts, kind, seed, ahead=(), behind=(), **options):
    """`car` with `acts`, the `ahead` and `behind` cars out of its way (2nd gear, play 1 1)."""
    return between(track, list(ahead), car, list(behind), acts, kind, seed, **options)


def _then(built, *acts):
    """The built position with the examined car's first React choices made (a mandatory Scrap)."""
    race, car = built
    for action in acts:
        race.act(car, action)
    return race, car


# ==== USA's first lap, a 2-car head-to-head (rulebook 5. React: Cooldown, Adrenaline) =================

def _usa_duel_first_gear(seed=1):
    """USA, first lap of two, Ana and Ben alone: Ben (1st gear, two Heat cards in hand, 4 in the
    Engine) plays a 3 to 23; Ana is far ahead at 42."""
    ben = racer("Ben", 20, lap=1, gear=1, hand=("H", "H", "3", "2", "2", "4", "1"), engine=4)
    return _at("usa", ben, [("Ben", "gear 1"), ("Ben", "play 3")], "react", seed, ahead=[racer("Ana", 40, lap=1)])


@position("duel-first-gear-ends-react-with-heat-in-hand", "done", "error", better="cooldown 2", topic="usa:duel",
          rule="rulebook 5. React (Cooldown: 3 in 1st gear; Adrenaline +1)", into=NINTH)
def duel_first_gear_ends_react_with_heat_in_hand(seed=1):
    """In 1st gear the Cooldown is worth 3 (and the last of two cars gets 1 more from Adrenaline):
    both Heat cards in Ben's hand go back to the Engine for nothing. Ending React keeps them as dead
    cards in next round's hand and leaves the Engine 2 Heat poorer."""
    return _usa_duel_first_gear(seed)


@position("duel-first-gear-cools-both-heat-cards", "cooldown 2", "fine", topic="usa:duel",
          rule="rulebook 5. React (Cooldown)", into=NINTH)
def duel_first_gear_cools_both_heat_cards(seed=1):
    """The same Ben cools both Heat cards: the free Cooldown used in full."""
    return _usa_duel_first_gear(seed)


def _usa_duel_leader_before_corner_3(seed=1):
    """USA, first lap, 2 cars: Ana leads by 34 spaces at 44, 2nd gear, 2 Heat; corner 3 (limit 3) is
    after 49."""
    ana = racer("Ana", 44, lap=1, gear=2, hand=("4", "3", "2", "1", "1", "3", "2"), engine=2)
    return _at("usa", ana, [("Ana", "gear 2")], "play", seed, behind=[racer("Ben", 10, lap=1)])


@position("duel-leader-plays-seven-into-corner-3", "play 4 3", "error", better="play 3 2", topic="usa:duel",
          rule="rulebook 7. Check Corner (Heat = Speed over the limit), Spin out", into=NINTH)
def duel_leader_plays_seven_into_corner_3(seed=1):
    """4+3 is Speed 7: Ana crosses corner 3 four over its limit with 2 Heat, a certain spin-out
    (back to 49, 1st gear, a Stress card). 3+2 is Speed 5 to 49, the space the spin-out would leave
    her on, in 2nd gear with her Heat and no Stress."""
    return _usa_duel_leader_before_corner_3(seed)


@position("duel-leader-stops-before-corner-3-cards-in-any-order", "play 2 3", "fine", better="play 3 2",
          topic="usa:duel", rule="rulebook 2. Play cards, 7. Check Corner", into=NINTH)
def duel_leader_stops_before_corner_3_cards_in_any_order(seed=1):
    """3+2 to 49, right before the corner: the most she can go without paying Heat. Written 2 3 it is
    the same play."""
    return _usa_duel_leader_before_corner_3(seed)


def _usa_duel_adrenaline(seed=1):
    """USA, first lap, 2 cars: Ben, last, plays 3+2 to 25 with an empty Engine; the straight runs to
    corner 2 at 33."""
    ben = racer("Ben", 20, lap=1, gear=2, hand=("3", "3", "2", "2", "1", "4", "4"), engine=0)
    return _at("usa", ben, [("Ben", "gear 2"), ("Ben", "play 3 2")], "react", seed, ahead=[racer("Ana", 40, lap=1)])


@position("duel-last-car-skips-its-adrenaline-space", "done", "error", better="adrenaline", topic="react",
          rule="rulebook 4. Adrenaline (+1 Speed, 2-4 cars: the last car)", into=NINTH)
def duel_last_car_skips_its_adrenaline_space(seed=1):
    """The last car of two gets Adrenaline: +1 Speed for free on a straight (no corner before 33, no
    Heat to cool). Ending React throws a space away."""
    return _usa_duel_adrenaline(seed)


# ==== middle laps, 5-6 cars (rulebook 6. Slipstream, 7. Check Corner) =================================

def _italy_mid_field_slipstream(seed=1):
    """Italia, lap 2 of 3, six cars: Ben plays 2+2 to 35, right behind Cy (36); the straight runs to
    corner 1 at 10 of the next lap."""
    ben = racer("Ben", 31, lap=2, gear=2, hand=HAND)
    return _at("italy", ben, [("Ben", "gear 2"), ("Ben", "play 2 2")], "slipstream", seed,
               ahead=[racer("Ana", 50, lap=2), racer("Cy", 34, lap=2), racer("Dan", 45, lap=2)],
               behind=[racer("Eve", 5, lap=2), racer("Fay", 20, lap=2)])


@position("italy-mid-field-passes-a-free-slipstream", "pass", "error", better="slipstream", topic="italy:mid",
          rule="rulebook 6. Slipstream", into=NINTH)
def italy_mid_field_passes_a_free_slipstream(seed=1):
    """Slipstreaming behind Cy is 2 free spaces on a straight (no corner to cross, nothing paid)."""
    return _italy_mid_field_slipstream(seed)


@position("italy-mid-field-takes-the-slipstream", "slipstream", "fine", topic="italy:mid",
          rule="rulebook 6. Slipstream", into=NINTH)
def italy_mid_field_takes_the_slipstream(seed=1):
    """The same Ben takes the 2 spaces."""
    return _italy_mid_field_slipstream(seed)


def _mexico_boost_at_corner_3(seed=1):
    """Mexico, lap 2 of 3, five cars: Ben (2nd gear, 1 Heat) plays 3+3 to 38, on the line of corner 3
    (limit 6)."""
    ben = racer("Ben", 32, lap=2, gear=2, hand=("3", "3", "1", "2", "2", "4", "4"), engine=1)
    return _at("mexico", ben, [("Ben", "gear 2"), ("Ben", "play 3 3")], "react", seed,
               ahead=[racer("Ana", 55, lap=2), racer("Cy", 45, lap=2)],
               behind=[racer("Dan", 10, lap=2), racer("Eve", 20, lap=2)])


@position("mexico-boosts-into-corner-3-with-its-last-heat", "boost", "error", better="done", topic="mexico:mid",
          rule="rulebook 5. React (Boost costs 1 Heat), 7. Check Corner, Spin out", into=NINTH)
def mexico_boosts_into_corner_3_with_its_last_heat(seed=1):
    """The Boost costs Ben's only Heat and adds 1-4 Speed: 7 or more over a limit 6 with an empty
    Engine, a certain spin-out (back to 38 with a Stress card and 1st gear). Stopping on 38 keeps
    the Heat, the gear and no Stress."""
    return _mexico_boost_at_corner_3(seed)


@position("mexico-stops-on-the-line-of-corner-3", "done", "fine", topic="mexico:mid",
          rule="rulebook 5. React, 7. Check Corner", into=NINTH)
def mexico_stops_on_the_line_of_corner_3(seed=1):
    """The same Ben ends his turn on 38: right."""
    return _mexico_boost_at_corner_3(seed)


@position("netherlands-mid-field-first-gear-ignores-its-cooldown", "done", "error", better="cooldown 1",
          topic="netherlands:mid", rule="rulebook 5. React (Cooldown in 1st gear)", into=NINTH)
def netherlands_mid_field_first_gear_ignores_its_cooldown(seed=1):
    """Nederland, lap 2 of 3, six cars: Ben, 1st gear, plays a 3 to 23 with a Heat card in hand. The
    1st gear's Cooldown takes it back to the Engine for free; ending React leaves it in his hand."""
    ben = racer("Ben", 20, lap=2, gear=1, hand=("H", "2", "3", "2", "1", "4", "4"))
    return _at("netherlands", ben, [("Ben", "gear 1"), ("Ben", "play 3")], "react", seed,
               ahead=[racer("Ana", 40, lap=2), racer("Cy", 30, lap=2), racer("Dan", 26, lap=2, spot=2)],
               behind=[racer("Eve", 5, lap=2), racer("Fay", 10, lap=2)])


@position("mexico-last-of-six-cools-two-with-adrenaline", "cooldown 2", "fine", topic="mexico:mid",
          rule="rulebook 4. Adrenaline (5+ cars: the last two; +1 Cooldown), 5. React", into=NINTH)
def mexico_last_of_six_cools_two_with_adrenaline(seed=1):
    """Mexico, lap 2 of 3, six cars: Fay, last, 2nd gear (Cooldown 1), plays 2+2 with two Heat cards
    in hand. Adrenaline's +1 Cooldown makes it 2: both Heat cards go back to the Engine."""
    fay = racer("Fay", 20, lap=2, gear=2, hand=("H", "H", "2", "2", "1", "4", "4"), engine=5)
    return _at("mexico", fay, [("Fay", "gear 2"), ("Fay", "play 2 2")], "react", seed,
               ahead=[racer("Ana", 40, lap=2), racer("Ben", 35, lap=2), racer("Cy", 30, lap=2),
                      racer("Dan", 28, lap=2), racer("Eve", 26, lap=2)])


def _mexico_second_to_last_of_five(seed=1):
    """Mexico, lap 2 of 3, five cars: Dan, second to last, plays 2+1 to 33 with an empty Engine; the
    next corner is at 38."""
    dan = racer("Dan", 30, lap=2, gear=2, hand=HAND, engine=0)
    return _at("mexico", dan, [("Dan", "gear 2"), ("Dan", "play 2 1")], "react", seed,
               ahead=[racer("Ana", 50, lap=2), racer("Ben", 45, lap=2), racer("Cy", 42, lap=2)],
               behind=[racer("Eve", 20, lap=2)])


@position("mexico-second-to-last-of-five-skips-adrenaline", "done", "error", better="adrenaline",
          topic="mexico:mid", rule="rulebook 4. Adrenaline (5 or more cars: the last two)", into=NINTH)
def mexico_second_to_last_of_five_skips_adrenaline(seed=1):
    """With five cars the last TWO get Adrenaline: Dan's +1 Speed is a free space to 34, short of
    corner 3. Ending React throws it away."""
    return _mexico_second_to_last_of_five(seed)


@position("mexico-second-to-last-of-five-takes-adrenaline", "adrenaline", "fine", topic="mexico:mid",
          rule="rulebook 4. Adrenaline", into=NINTH)
def mexico_second_to_last_of_five_takes_adrenaline(seed=1):
    """The same Dan takes the space."""
    return _mexico_second_to_last_of_five(seed)


# ==== a car a lap down, a car far ahead: only spaces, Heat and Stress count ============================

@position("italy-lapped-car-passes-a-free-slipstream", "pass", "error", better="slipstream",
          topic="italy:lapped", rule="rulebook 6. Slipstream", into=NINTH)
def italy_lapped_car_passes_a_free_slipstream(seed=1):
    """Italia, six cars: Ben and Cy are a lap down (the others are on lap 2 of 3), so no place is at
    stake for Ben, only his spaces. He plays 2+2 to 33, behind Cy on 34; the straight runs to
    corner 1 at 10. The slipstream is 2 free spaces."""
    ben = racer("Ben", 29, lap=1, gear=2, hand=HAND)
    return _at("italy", ben, [("Ben", "gear 2"), ("Ben", "play 2 2")], "slipstream", seed,
               ahead=[racer("Ana", 50, lap=2), racer("Cy", 32, lap=1), racer("Dan", 45, lap=2)],
               behind=[racer("Eve", 5, lap=2), racer("Fay", 20, lap=2)])


def _france_lapped_on_corner_2(seed=1):
    """France, six cars: Fay, a lap down, 2nd gear with 1 Heat, plays 2+2 to 20, the line of corner 2
    (limit 2)."""
    fay = racer("Fay", 16, lap=1, gear=2, hand=HAND, engine=1)
    return _at("france", fay, [("Fay", "gear 2"), ("Fay", "play 2 2")], "react", seed,
               ahead=[racer("Ana", 40, lap=2), racer("Ben", 35, lap=2), racer("Cy", 30, lap=2),
                      racer("Dan", 26, lap=2), racer("Eve", 24, lap=2)])


@position("france-lapped-car-boosts-over-corner-2", "boost", "error", better="done", topic="france:lapped",
          rule="rulebook 5. React (Boost), 7. Check Corner, Spin out", into=NINTH)
def france_lapped_car_boosts_over_corner_2(seed=1):
    """The Boost takes Fay's only Heat and carries her over corner 2 at Speed 5 or more against a
    limit of 2 with nothing left to pay: a certain spin-out (Stress, 1st gear, back to 20)."""
    return _france_lapped_on_corner_2(seed)


@position("france-lapped-car-takes-adrenaline-over-corner-2", "adrenaline", "error", better="done",
          topic="france:lapped", rule="rulebook 4. Adrenaline (optional), 7. Check Corner, Spin out", into=NINTH)
def france_lapped_car_takes_adrenaline_over_corner_2(seed=1):
    """Adrenaline's +1 Speed is optional: here it makes Speed 5 over corner 2 (limit 2), 3 Heat
    with 1 in the Engine, a certain spin-out. A free space is not free when it crosses a corner."""
    return _france_lapped_on_corner_2(seed)


@position("france-lapped-car-stops-on-corner-2", "done", "fine", topic="france:lapped",
          rule="rulebook 4. Adrenaline, 5. React", into=NINTH)
def france_lapped_car_stops_on_corner_2(seed=1):
    """The same Fay ends React on 20: nothing she could add is safe."""
    return _france_lapped_on_corner_2(seed)


@position("france-far-ahead-ignores-its-cooldown", "done", "error", better="cooldown 1", topic="france:leader",
          rule="rulebook 5. React (Cooldown: 1 in 2nd gear)", into=NINTH)
def france_far_ahead_ignores_its_cooldown(seed=1):
    """France, last lap: Ana leads by a lap and more (Ben and Cy are on lap 1), so her place is safe and
    only her car's state counts. 2nd gear, a Heat card in hand, she plays 3+3: the 2nd gear's
    Cooldown 1 takes the Heat back to the Engine for free."""
    ana = racer("Ana", 50, lap=2, gear=2, hand=("H", "3", "3", "2", "1", "4", "4"), engine=5)
    return _at("france", ana, [("Ana", "gear 2"), ("Ana", "play 3 3")], "react", seed,
               behind=[racer("Ben", 10, lap=1), racer("Cy", 5, lap=1)])


# ==== Tournament mode: the cards choose the gear (advanced booklet, Tournament mode) ==================

def _tournament_third_gear(seed=1):
    """USA, first lap, Tournament mode: Ben is in 3rd gear; the number of cards he plays is his gear
    (two gears down or up costs 1 Heat)."""
    ben = racer("Ben", 20, lap=1, gear=3, hand=("4", "2", "2", "1", "3", "3", "1"))
    return reach("usa", [racer("Ana", 40, lap=1), ben, racer("Cy", 2, lap=1)],
                 [("Ana", "play 1 1"), ("Cy", "play 1 1")], "Ben", "play", seed, tournament=True)


@position("tournament-drops-two-gears-to-play-a-lone-4", "play 4", "error", better="play 3 1",
          topic="tournament", rule="advanced booklet, Tournament mode; rulebook 1. Shift gears (2 gears: 1 Heat)",
          into=NINTH)
def tournament_drops_two_gears_to_play_a_lone_4(seed=1):
    """One card means 1st gear: two gears down from 3rd, 1 Heat, for Speed 4. Two cards (3+1) make
    the same Speed 4 in 2nd gear, one gear down and free."""
    return _tournament_third_gear(seed)


@position("tournament-first-gear-jumps-to-third-for-nine", "play 4 3 2", "fine", better="play 2 3 4",
          topic="tournament", rule="advanced booklet, Tournament mode; rulebook 1. Shift gears", into=NINTH)
def tournament_first_gear_jumps_to_third_for_nine(seed=1):
    """USA, first lap, Tournament mode: Ben in 1st gear on the straight plays 4+3+2 (Speed 9, 3rd
    gear for 1 Heat): nothing plays more Speed for that Heat, and 3rd gear is what the next
    straight wants. Any order of the cards is the same play."""
    ben = racer("Ben", 20, lap=1, gear=1, hand=("4", "2", "2", "1", "3", "3", "1"))
    return reach("usa", [racer("Ana", 40, lap=1), ben, racer("Cy", 2, lap=1)],
                 [("Ana", "play 1 1"), ("Cy", "play 1 1")], "Ben", "play", seed, tournament=True)
