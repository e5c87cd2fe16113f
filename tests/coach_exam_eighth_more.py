"""The eighth coach exam, continued (coach_exam_eighth.py): traps a player knows on the last lap.
Each builder's docstring is its position's `why`. Importing EIGHTH from here gives the whole exam."""
from __future__ import annotations

from coach_exam import position, racer
from coach_exam_eighth import EIGHTH, ROAD, _at, _garage_rpm_behind_cy, _usa_far_last

__all__ = ["EIGHTH"]


# ==== a slipstream over a corner (rulebook 6. Slipstream: the Check Corner that follows) ==============

def _italy_slipstream_over_the_hairpin(seed=1):
    """Italia's last lap, six cars: Cy and Eve end side by side on 19 (the hairpin, limit 2, is after
    it); Ben, no Heat, plays 2+2 to 18, right behind them."""
    ben = racer("Ben", 14, lap=3, gear=2, hand=("2", "2", "1", "3", "3", "4", "4"), engine=0)
    cy, eve = racer("Cy", 17, lap=3), racer("Eve", 17, lap=3, spot=2)
    return _at("italy", ben, [("Ben", "gear 2"), ("Ben", "play 2 2")], "slipstream", seed,
               ahead=[racer("Ana", 40, lap=3), cy, eve], behind=[racer("Dan", 5, lap=3), racer("Fay", 50, lap=2)])


@position("italy-slipstreams-over-the-hairpin-with-no-heat", "slipstream", "error", better="pass",
          topic="italy", rule="rulebook 6. Slipstream (Note), 7. Check Corner, Spin out", into=EIGHTH)
def italy_slipstreams_over_the_hairpin_with_no_heat(seed=1):
    """The slipstream adds no Speed, but it carries Ben over the hairpin's line, and the corner checks
    his Speed 4 against the limit 2 with no Heat to pay: a certain spin-out, back behind the two cars
    on 19 (to 18) with a Stress card and 1st gear. Passing keeps 18 and 2nd gear."""
    return _italy_slipstream_over_the_hairpin(seed)


@position("italy-passes-the-slipstream-before-the-hairpin", "pass", "fine", topic="italy",
          rule="rulebook 6. Slipstream (optional), 7. Check Corner", into=EIGHTH)
def italy_passes_the_slipstream_before_the_hairpin(seed=1):
    """The same Ben declines it: right."""
    return _italy_slipstream_over_the_hairpin(seed)


# ==== Adrenaline for the last two cars of five (rulebook 4. Adrenaline) ===============================

def _france_second_to_last_of_five(seed=1):
    """France's last lap, five cars: Dan, second to last, plays 3+3 from 48 to 54 with an empty Engine,
    past the last corner (after 47); Eve behind him moves last."""
    dan = racer("Dan", 48, gear=2, hand=("3", "3", "1", "2", "2", "4", "1"), engine=0)
    return _at("france", dan, [("Dan", "gear 2"), ("Dan", "play 3 3")], "react", seed,
               ahead=[racer("Ana", 59), racer("Ben", 50), racer("Cy", 49)], behind=[racer("Eve", 30)])


@position("france-second-to-last-of-five-ends-react-without-adrenaline", "done", "error", better="adrenaline",
          topic="france", rule="rulebook 4. Adrenaline (the two last cars with 5 cars or more)", into=EIGHTH)
def france_second_to_last_of_five_ends_react_without_adrenaline(seed=1):
    """With five cars the last two get Adrenaline: Dan's extra space to 55 on the home straight is free
    (no corner is left before the finish), and he stops without it."""
    return _france_second_to_last_of_five(seed)


@position("france-second-to-last-of-five-takes-adrenaline", "adrenaline", "fine", topic="france",
          rule="rulebook 4. Adrenaline", into=EIGHTH)
def france_second_to_last_of_five_takes_adrenaline(seed=1):
    """The same Dan takes it."""
    return _france_second_to_last_of_five(seed)


# ==== Weather: an Overheat corner and a Heat control sector (advanced booklet, Road Conditions) ========

GB_ROAD = {1: "limit+1", 2: "weather", 3: "slipstream+1", 4: "overheat", 5: "limit-1"}


def _britain_before_the_overheat_corner(seed=1):
    """Great Britain's last lap, Storm, Overheat at corner 4 (after 43, limit 4): Ben on 38 in 2nd gear
    with 2 Heat, two 1s in hand for the corner next round."""
    ben = racer("Ben", 38, gear=2, hand=("3", "3", "2", "1", "1", "4", "4"), engine=2)
    return _at("great_britain", ben, [("Ben", "gear 2")], "play", seed, ahead=[racer("Ana", 55)],
               behind=[racer("Cy", 20)], modules=["weather"], weather="storm", road=GB_ROAD)


@position("weather-spins-at-an-overheat-corner", "play 3 3", "error", better="play 3 2", topic="weather",
          rule="advanced booklet, Road Conditions (Overheat); rulebook 7. Check Corner, Spin out", into=EIGHTH)
def weather_spins_at_an_overheat_corner(seed=1):
    """3+3 crosses the limit-4 corner at Speed 6: 2 Heat, and the Overheat token's 1 more, with 2 in the
    Engine: a certain spin-out back to 43. 3+2 stops on 43 in 2nd gear with both Heat."""
    return _britain_before_the_overheat_corner(seed)


@position("weather-stops-before-an-overheat-corner-2-3", "play 2 3", "fine", better="play 3 2", topic="weather",
          rule="advanced booklet, Road Conditions (Overheat)", into=EIGHTH)
def weather_stops_before_an_overheat_corner_2_3(seed=1):
    """The same Ben plays 2+3 (the engine's 3 2), the most Speed short of the corner."""
    return _britain_before_the_overheat_corner(seed)


def _usa_heat_control_on_the_corner_line(seed=1):
    """USA's last lap with coach_exam_eighth.ROAD (Heat control in 13-33): Ben on 30 in 1st gear, an
    empty Engine, plays a 3 to 33, the corner line (limit 3) in front of him."""

    ben = racer("Ben", 30, gear=1, hand=("3", "1", "2", "2", "3", "4", "4"), engine=0)
    return _at("usa", ben, [("Ben", "gear 1"), ("Ben", "play 3")], "react", seed,
               ahead=[racer("Ana", 60), racer("Cy", 45)], behind=[racer("Dan", 10)], modules=["weather"],
               weather="snow", road=ROAD)


@position("weather-free-boost-over-a-corner-into-a-spin", "boost", "error", better="done", topic="weather",
          rule="advanced booklet, Road Conditions (Heat control); rulebook 7. Check Corner", into=EIGHTH)
def weather_free_boost_over_a_corner_into_a_spin(seed=1):
    """Heat control makes the Boost free, not safe: it carries Ben over the limit-3 line at Speed 4 or
    more with nothing in the Engine, a certain spin-out back to 33. Stopping on 33 costs nothing."""
    return _usa_heat_control_on_the_corner_line(seed)


@position("weather-stops-on-the-line-under-heat-control", "done", "fine", topic="weather",
          rule="advanced booklet, Road Conditions (Heat control); rulebook 5. React", into=EIGHTH)
def weather_stops_on_the_line_under_heat_control(seed=1):
    """The same Ben ends React on 33: right."""
    return _usa_heat_control_on_the_corner_line(seed)


# ==== Japan's flood in 3rd gear (spec: Flooded space) =================================================

@position("japan-six-cars-drops-two-gears-on-a-flood", "gear 1", "error", better="gear 2",
          topic="expansions:flood", rule="spec, Heavy Rain: Flooded space; rulebook shifting 2 positions",
          into=EIGHTH)
def japan_six_cars_drops_two_gears_on_a_flood(seed=1):
    """Six cars. Ben on the flooded 41 in 3rd gear, 3 Heat, no card below 2, the corner after 45 (limit
    5) ahead: 3rd to 1st costs 2 Heat on a flood, 3rd to 2nd 1. One card goes no further than two
    (2+2 reaches 45 without crossing) and 2nd gear is the higher one: 1st gear's extra Heat buys nothing."""
    ben = racer("Ben", 41, gear=3, hand=("2", "2", "2", "3", "3", "3", "4"), engine=3)
    return _at("japan", ben, [], "gear", seed, ahead=[racer("Ana", 58), racer("Cy", 50)],
               behind=[racer("Dan", 30), racer("Eve", 25), racer("Fay", 20)])


# ==== 2nd gear's Cooldown 1 (rulebook 5. React) ========================================================

def _britain_second_gear_with_heat(seed=1):
    """Great Britain's last lap, two cars: Ben on 50, past the last corner, plays 3+3 in 2nd gear with
    two Heat in hand."""
    ben = racer("Ben", 50, gear=2, hand=("3", "3", "H", "H", "2", "4", "1"), engine=2)
    return _at("great_britain", ben, [("Ben", "gear 2"), ("Ben", "play 3 3")], "react", seed,
               ahead=[racer("Ana", 60)])


@position("britain-ends-react-in-second-gear-with-heat-in-hand", "done", "error", better="cooldown 1",
          topic="britain", rule="rulebook 5. React (Cooldown: 2nd gear, 1)", into=EIGHTH)
def britain_ends_react_in_second_gear_with_heat_in_hand(seed=1):
    """2nd gear's Cooldown 1 puts one Heat back in the Engine for nothing; Ben ends React without it."""
    return _britain_second_gear_with_heat(seed)


@position("britain-cools-one-in-second-gear", "cooldown 1", "fine", topic="britain",
          rule="rulebook 5. React (Cooldown)", into=EIGHTH)
def britain_cools_one_in_second_gear(seed=1):
    """The same Ben cools one Heat."""
    return _britain_second_gear_with_heat(seed)


# ==== more on the leader and the Garage ==============================================================

@position("usa-leader-drops-from-fourth-to-second-on-the-back-straight", "gear 2", "error", better="gear 3",
          topic="usa:leader", rule="rulebook HEAT Cards: shifting up/down 2 positions", into=EIGHTH)
def usa_leader_drops_from_fourth_to_second_on_the_back_straight(seed=1):
    """The leader on 34, just out of corner 2, in 4th gear with no Heat in hand; the next corner is after
    49. Two gears down costs 1 Heat and leaves two cards; one gear down is free, and three cards (at most
    11) still stop short of the corner: 2nd gear pays Heat to go less far in a lower gear."""
    ana = racer("Ana", 34, gear=4, hand=("4", "4", "3", "3", "2", "2", "1"))
    return _at("usa", ana, [], "gear", seed, behind=[racer("Ben", 25), racer("Cy", 14)])


def _usa_leader_across_the_finish(seed=1):
    """The leader on 62 plays 4+4 across the finish line (after 69) on the last lap; the others, on 40
    and 30, cannot finish this round."""
    ana = racer("Ana", 62, gear=2, hand=("4", "4", "3", "3", "2", "2", "1"))
    return _at("usa", ana, [("Ana", "gear 2"), ("Ana", "play 4 4")], "react", seed,
               behind=[racer("Ben", 40), racer("Cy", 30)])


@position("usa-leader-stops-after-winning", "done", "fine", topic="usa:leader",
          rule="rulebook How to Win", into=EIGHTH)
def usa_leader_stops_after_winning(seed=1):
    """Ana has crossed the finish line first and no one else can this round: she has won. Stopping is
    as good as anything (only a car finishing in the same round would make spaces past the line count)."""
    return _usa_leader_across_the_finish(seed)


@position("usa-leader-boosts-after-winning", "boost", "fine", topic="usa:leader",
          rule="rulebook How to Win (speed limits disregarded after the finish line)", into=EIGHTH)
def usa_leader_boosts_after_winning(seed=1):
    """The same Ana boosts past the line: a Heat for spaces that no longer matter, and nothing lost
    either; the race is won whatever she does."""
    return _usa_leader_across_the_finish(seed)


@position("garage-takes-only-half-the-rpm-slipstream", "slipstream 2", "error", better="slipstream",
          topic="garage", rule="advanced booklet, Garage Module (Slipstream boost is optional)", into=EIGHTH)
def garage_takes_only_half_the_rpm_slipstream(seed=1):
    """Ben behind Cy on Italia's straight to the finish declines the R.P.M.'s 2 extra spaces (2 instead
    of 4): nothing in front for them to cost him."""

    return _garage_rpm_behind_cy(seed)


@position("usa-far-boosts-before-cooling-in-first-gear", "boost", "fine", better="cooldown 2", topic="usa:far",
          rule="rulebook 5. React (symbols in any order)", into=EIGHTH)
def usa_far_boosts_before_cooling_in_first_gear(seed=1):
    """Dan, far behind in 1st gear with two Heat in hand and the straight ahead, boosts first and cools
    after: React's symbols are used in any order, and the Boost's Heat is paid from the Engine either
    way, so this is the cooldown-first line in another order."""

    return _usa_far_last(seed, hand=("3", "H", "H", "2", "2", "4", "1"), gear=1, play="play 3", engine=3)


def _usa_mid_behind_cy_before_corner_3(seed=1):
    """USA's last lap: Ben on 36 plays 3+3 to 42, right behind Cy (41 + 2 = 43); the corner after 49
    (limit 3) is 7 spaces on; his hand keeps 4, 2, 2, 1, 1."""
    ben = racer("Ben", 36, gear=2, hand=("3", "3", "1", "2", "2", "4", "1"))
    return _at("usa", ben, [("Ben", "gear 2"), ("Ben", "play 3 3")], "slipstream", seed,
               ahead=[racer("Ana", 64), racer("Cy", 41)], behind=[racer("Dan", 4)])


@position("usa-mid-passes-up-the-slipstream-before-corner-3", "pass", "error", better="slipstream",
          topic="usa:mid", rule="rulebook 6. Slipstream", into=EIGHTH)
def usa_mid_passes_up_the_slipstream_before_corner_3(seed=1):
    """Two free spaces to 44, still short of the corner after 49 (a slipstream adds no Speed): from 44
    his 4+1 stops on 49 next round with no Heat, as well as anything he could do from 42."""
    return _usa_mid_behind_cy_before_corner_3(seed)


@position("usa-mid-slipstreams-to-44-before-corner-3", "slipstream", "fine", topic="usa:mid",
          rule="rulebook 6. Slipstream", into=EIGHTH)
def usa_mid_slipstreams_to_44_before_corner_3(seed=1):
    """The same Ben takes the slipstream."""
    return _usa_mid_behind_cy_before_corner_3(seed)
