"""The eighth coach exam (tests/coach_exam.py's harness), written blind to the other seven: the last lap
of USA for a leader, a car in mid-field and one far behind, the last lap of Italia, France and Great
Britain, Tournament mode, Legends, the Garage, Weather, Japan's flood, Mexico's and Nederland's
chicanes and España's tunnels, 2 to 6 cars; the plan, React, slipstream and discard decisions.

Many builders serve twice: the error made in a position and the right move in the same position
(often written in another order than the engine's, "play 1 3" for its "play 3 1"), so the coach is
asked to tell the two apart where a player sees them side by side.
"""
from __future__ import annotations

from coach_exam import between, legend_car, others, position, racer, reach

EIGHTH: list = []
NO_HEAT = ("1", "1", "2", "2", "3", "3", "4")  # a hand without Heat or Stress


def _at(track, car, acts, kind, seed, ahead=(), behind=(), **options):
    """`car` with `acts`, the `ahead` and `behind` cars out of its way (2nd gear, play 1 1)."""
    return between(track, list(ahead), car, list(behind), acts, kind, seed, **options)


# ==== USA's last lap (lap 2 of 2): the leader ======================================================

def _usa_leader_at_the_last_corner(seed=1):
    """Ana leads on 54, 2nd gear, one Heat in the Engine; the last corner (limit 2) is after 57."""
    ana = racer("Ana", 54, gear=2, hand=("1", "2", "2", "3", "4", "4", "1"), engine=1)
    return _at("usa", ana, [("Ana", "gear 2")], "play", seed, behind=[racer("Ben", 40), racer("Cy", 31)])


@position("usa-leader-spins-at-the-last-corner-for-one-space", "play 2 2", "error", better="play 2 1",
          topic="usa:leader", rule="rulebook 7. Check Corner, Spin out", into=EIGHTH)
def usa_leader_spins_at_the_last_corner_for_one_space(seed=1):
    """The leader 3 spaces short of the last corner (limit 2) with 1 Heat: 2+2 crosses it at Speed 4,
    2 Heat owed and 1 to pay, a certain spin-out back to 57 with a Stress card and 1st gear; 2+1 stops
    on 57 itself, in 2nd gear, nothing paid. One Speed less, the same space, no spin."""
    return _usa_leader_at_the_last_corner(seed)


@position("usa-leader-stops-short-of-the-last-corner-1-2", "play 1 2", "fine", better="play 2 1",
          topic="usa:leader", rule="rulebook 7. Check Corner", into=EIGHTH)
def usa_leader_stops_short_of_the_last_corner_1_2(seed=1):
    """The same leader plays 1+2 (the engine's 2 1): the fastest play that does not cross the corner
    with Heat it cannot pay; every faster play spins out. Written in either order it is one play."""
    return _usa_leader_at_the_last_corner(seed)


@position("usa-leader-skips-the-slipstream-of-a-lapped-car", "pass", "error", better="slipstream",
          topic="usa:leader", rule="rulebook 6. Slipstream", into=EIGHTH)
def usa_leader_skips_the_slipstream_of_a_lapped_car(seed=1):
    """The leader lands on 26 right behind a lapped car on 27 (a lap down, it moves after her); the
    next corner is after 33 and a slipstream carries no Speed: 2 free spaces, passed up."""
    dan = racer("Dan", 27, lap=1)
    ana = racer("Ana", 20, gear=2, hand=("3", "3", "1", "2", "2", "4", "1"))
    cars, acts = others(racer("Ben", 12), dan)
    return reach("usa", [ana] + cars, acts + [("Ana", "gear 2"), ("Ana", "play 3 3")], "Ana", "slipstream", seed)


@position("usa-leader-boosts-into-a-spin-past-the-last-corner", "boost", "error", better="done",
          topic="usa:leader", rule="rulebook 5. React (Boost), 7. Check Corner", into=EIGHTH)
def usa_leader_boosts_into_a_spin_past_the_last_corner(seed=1):
    """The leader crossed the last corner (limit 2) at Speed 2 in 1st gear with 1 Heat: a Boost pays
    that Heat and adds at least 1 Speed, so the corner is then owed Heat the Engine no longer has, a
    certain spin-out; stopping is free."""
    ana = racer("Ana", 56, gear=1, hand=("2", "1", "2", "3", "3", "4", "4"), engine=1)
    return _at("usa", ana, [("Ana", "gear 1"), ("Ana", "play 2")], "react", seed,
               behind=[racer("Ben", 45), racer("Cy", 38)])


@position("usa-leader-plays-4-3-written-3-4-down-the-home-straight", "play 3 4", "fine", better="play 4 3",
          topic="usa:leader", rule="rulebook 2. Play Cards, 3. Reveal & Move", into=EIGHTH)
def usa_leader_plays_4_3_written_3_4_down_the_home_straight(seed=1):
    """The leader on 58, past the last corner, with one 4 and one 3: 4+3 is the most Speed two cards
    give on the home straight, whatever order a player lays them in."""
    ana = racer("Ana", 58, gear=2, hand=("4", "3", "1", "1", "2", "H", "H"), engine=4)
    return _at("usa", ana, [("Ana", "gear 2")], "play", seed, behind=[racer("Ben", 44), racer("Cy", 30)])


# ==== USA's last lap: a car in mid-field ============================================================

def _usa_mid_behind_cy(seed=1):
    """Ben (3rd gear, 3+3+2) lands on 29, right behind Cy (28 + 2 = 30), Ana far ahead, Dan behind."""
    ben = racer("Ben", 21, gear=3, hand=("3", "3", "2", "1", "1", "4", "2"))
    return _at("usa", ben, [("Ben", "gear 3"), ("Ben", "play 3 3 2")], "slipstream", seed,
               ahead=[racer("Ana", 50), racer("Cy", 28)], behind=[racer("Dan", 8)])


@position("usa-mid-passes-up-the-slipstream-before-corner-2", "pass", "error", better="slipstream",
          topic="usa:mid", rule="rulebook 6. Slipstream", into=EIGHTH)
def usa_mid_passes_up_the_slipstream_before_corner_2(seed=1):
    """Ben lands on 29 behind Cy on 30; two spaces of slipstream put him on 31, short of the corner
    after 33 (and a slipstream adds no Speed there anyway): free spaces declined."""
    return _usa_mid_behind_cy(seed)


@position("usa-mid-takes-the-slipstream-before-corner-2", "slipstream", "fine", topic="usa:mid",
          rule="rulebook 6. Slipstream", into=EIGHTH)
def usa_mid_takes_the_slipstream_before_corner_2(seed=1):
    """The same Ben takes the two free spaces behind Cy."""
    return _usa_mid_behind_cy(seed)


def _usa_mid_third_gear_on_the_straight(seed=1):
    """Ben on 14 in 3rd gear, the long straight to the corner after 33 ahead, no Heat in hand."""
    ben = racer("Ben", 14, gear=3, hand=("4", "4", "3", "3", "2", "2", "1"))
    return _at("usa", ben, [], "gear", seed, ahead=[racer("Ana", 40), racer("Cy", 25)], behind=[racer("Dan", 3)])


@position("usa-mid-drops-from-third-to-first-on-the-straight", "gear 1", "error", better="gear 2",
          topic="usa:mid", rule="rulebook HEAT Cards: shifting up/down 2 positions", into=EIGHTH)
def usa_mid_drops_from_third_to_first_on_the_straight(seed=1):
    """Two gears down costs 1 Heat, and with no Heat in hand 1st gear's Cooldown has nothing to cool:
    2nd gear is free, plays a card more on an open straight and keeps a higher gear."""
    return _usa_mid_third_gear_on_the_straight(seed)


@position("usa-mid-plays-2-4-as-the-engine-s-4-2", "play 2 4", "fine", better="play 4 2", topic="usa:mid",
          rule="rulebook 2. Play Cards", into=EIGHTH)
def usa_mid_plays_2_4_as_the_engine_s_4_2(seed=1):
    """Ben on 14 in 2nd gear holds one 4, one 2, a 1 and Heat: 4+2 is his most Speed, far from the corner
    after 33; the order he writes it in changes nothing."""
    ben = racer("Ben", 14, gear=2, hand=("4", "2", "1", "H", "H", "H", "1"), engine=3)
    return _at("usa", ben, [("Ben", "gear 2")], "play", seed, ahead=[racer("Ana", 40), racer("Cy", 30)],
               behind=[racer("Dan", 3)])


def _usa_mid_at_corner_3(seed=1):
    """Ben on 44 in 2nd gear with 1 Heat, the corner after 49 (limit 3) ahead, two 1s kept in hand."""
    ben = racer("Ben", 44, gear=2, hand=("3", "3", "2", "1", "1", "4", "4"), engine=1)
    return _at("usa", ben, [("Ben", "gear 2")], "play", seed, ahead=[racer("Ana", 62)], behind=[racer("Cy", 30)])


@position("usa-mid-spins-at-corner-3-for-one-speed", "play 3 3", "error", better="play 3 2",
          topic="usa:mid", rule="rulebook 7. Check Corner, Spin out", into=EIGHTH)
def usa_mid_spins_at_corner_3_for_one_speed(seed=1):
    """3+3 crosses the limit-3 corner at Speed 6 with 1 Heat to pay 3: a certain spin-out back to 49
    with a Stress card and 1st gear; 3+2 stops on 49 itself, in 2nd gear, the Heat kept, and his two
    1s (1+1, or one card in 1st gear) take the corner next round within the limit."""
    return _usa_mid_at_corner_3(seed)


@position("usa-mid-stops-on-the-corner-3-line-2-3", "play 2 3", "fine", better="play 3 2", topic="usa:mid",
          rule="rulebook 7. Check Corner", into=EIGHTH)
def usa_mid_stops_on_the_corner_3_line_2_3(seed=1):
    """The same Ben plays 2+3 (the engine's 3 2): the most Speed that does not spin out."""
    return _usa_mid_at_corner_3(seed)


# ==== USA's last lap: a car far behind ==============================================================

def _usa_far_last(seed=1, hand=("3", "3", "1", "2", "2", "4", "1"), gear=2, play="play 3 3", engine=6):
    """Dan last on 15 (the leaders past 45), he moves last and gets Adrenaline."""
    dan = racer("Dan", 15, gear=gear, hand=hand, engine=engine)
    return _at("usa", dan, [("Dan", f"gear {gear}"), ("Dan", play)], "react", seed,
               ahead=[racer("Ana", 60), racer("Ben", 52), racer("Cy", 45)])


@position("usa-far-ends-react-without-adrenaline", "done", "error", better="adrenaline", topic="usa:far",
          rule="rulebook 4. Adrenaline, 5. React", into=EIGHTH)
def usa_far_ends_react_without_adrenaline(seed=1):
    """Dan, last by far, lands on 21 on the straight with an empty Engine: Adrenaline's extra space is
    free (the next corner is after 33), and he stops without it."""
    return _usa_far_last(seed, engine=0)


@position("usa-far-takes-adrenaline-on-the-straight", "adrenaline", "fine", topic="usa:far",
          rule="rulebook 4. Adrenaline", into=EIGHTH)
def usa_far_takes_adrenaline_on_the_straight(seed=1):
    """The same Dan takes his free Adrenaline space."""
    return _usa_far_last(seed, engine=0)


@position("usa-far-ends-react-in-first-gear-with-heat-in-hand", "done", "error", better="cooldown 2",
          topic="usa:far", rule="rulebook 5. React (Cooldown)", into=EIGHTH)
def usa_far_ends_react_in_first_gear_with_heat_in_hand(seed=1):
    """Dan in 1st gear with two Heat in hand: 1st gear's Cooldown 3 (and Adrenaline's 1) put them back
    in the Engine for nothing; he ends React with both still clogging his hand."""
    return _usa_far_last(seed, hand=("3", "H", "H", "2", "2", "4", "1"), gear=1, play="play 3", engine=3)


@position("usa-far-cools-two-heat-in-first-gear", "cooldown 2", "fine", topic="usa:far",
          rule="rulebook 5. React (Cooldown)", into=EIGHTH)
def usa_far_cools_two_heat_in_first_gear(seed=1):
    """The same Dan cools both Heat back into his Engine."""
    return _usa_far_last(seed, hand=("3", "H", "H", "2", "2", "4", "1"), gear=1, play="play 3", engine=3)


@position("usa-far-plays-3-4-4-on-the-straight", "play 3 4 4", "fine", better="play 4 4 3", topic="usa:far",
          rule="rulebook 2. Play Cards", into=EIGHTH)
def usa_far_plays_3_4_4_on_the_straight(seed=1):
    """Dan on 14 in 3rd gear, far behind: 4+4+3 = 11 reaches 25, short of the corner after 33: his most
    Speed, written from the low card up."""
    dan = racer("Dan", 14, gear=3, hand=("4", "4", "3", "2", "1", "1", "2"))
    return _at("usa", dan, [("Dan", "gear 3")], "play", seed, ahead=[racer("Ana", 62), racer("Ben", 55)])


# ==== the other base boards' last lap: Italia (lap 3 of 3), France and Great Britain (lap 2 of 2) =====

def _italy_six_cars_before_the_hairpin(seed=1):
    """Six cars; Ben on 15 in 2nd gear with an empty Engine, the hairpin after 19 (limit 2) ahead."""
    ben = racer("Ben", 15, lap=3, gear=2, hand=("1", "3", "3", "4", "4", "H", "H"), engine=0)
    return _at("italy", ben, [("Ben", "gear 2")], "play", seed, ahead=[racer("Ana", 40, lap=3)],
               behind=[racer("Cy", 8, lap=3), racer("Dan", 6, lap=3), racer("Eve", 3, lap=3),
                       racer("Fay", 50, lap=2)])


@position("italy-six-cars-spins-at-the-hairpin-with-no-heat", "play 3 3", "error", better="play 3 1",
          topic="italy", rule="rulebook 7. Check Corner, Spin out", into=EIGHTH)
def italy_six_cars_spins_at_the_hairpin_with_no_heat(seed=1):
    """Nothing in the Engine: 3+3 crosses the limit-2 hairpin at Speed 6, a certain spin-out back to 19
    with a Stress card and 1st gear; 3+1 stops on 19, the same space, in 2nd gear."""
    return _italy_six_cars_before_the_hairpin(seed)


@position("italy-six-cars-stops-on-the-hairpin-line-1-3", "play 1 3", "fine", better="play 3 1",
          topic="italy", rule="rulebook 7. Check Corner", into=EIGHTH)
def italy_six_cars_stops_on_the_hairpin_line_1_3(seed=1):
    """The same Ben plays 1+3 (the engine's 3 1): the only Speed that reaches 19 without crossing."""
    return _italy_six_cars_before_the_hairpin(seed)


def _france_first_gear_with_three_heat(seed=1):
    """Cy on 50 in 1st gear with three Heat in hand, past the last corner (after 47), plays a 3."""
    cy = racer("Cy", 50, gear=1, hand=("3", "H", "H", "H", "2", "4", "1"), engine=2)
    return _at("france", cy, [("Cy", "gear 1"), ("Cy", "play 3")], "react", seed, ahead=[racer("Ana", 58)],
               behind=[racer("Ben", 30)])


@position("france-ends-react-in-first-gear-with-three-heat-in-hand", "done", "error", better="cooldown 3",
          topic="france", rule="rulebook 5. React (Cooldown)", into=EIGHTH)
def france_ends_react_in_first_gear_with_three_heat_in_hand(seed=1):
    """1st gear's Cooldown 3 takes all three Heat back into the Engine for nothing; Cy ends React with
    them in hand, three dead cards for the next round."""
    return _france_first_gear_with_three_heat(seed)


@position("france-cools-three-in-first-gear", "cooldown 3", "fine", topic="france",
          rule="rulebook 5. React (Cooldown)", into=EIGHTH)
def france_cools_three_in_first_gear(seed=1):
    """The same Cy cools all three Heat."""
    return _france_first_gear_with_three_heat(seed)


def _britain_two_cars_behind_ana(seed=1):
    """Two cars: Ana on 52 (plays 1 1: 54), Ben on 49 plays 2+2 and lands on 53, right behind her."""
    ben = racer("Ben", 49, gear=2, hand=("2", "2", "1", "3", "3", "4", "1"))
    return _at("great_britain", ben, [("Ben", "gear 2"), ("Ben", "play 2 2")], "slipstream", seed,
               ahead=[racer("Ana", 52)])


@position("britain-two-cars-passes-up-the-slipstream-on-the-last-straight", "pass", "error",
          better="slipstream", topic="britain", rule="rulebook 6. Slipstream", into=EIGHTH)
def britain_two_cars_passes_up_the_slipstream_on_the_last_straight(seed=1):
    """Past the last corner (after 48) with only the finish ahead, Ben behind Ana declines the two free
    spaces that put him ahead of her."""
    return _britain_two_cars_behind_ana(seed)


@position("britain-two-cars-slipstreams-past-the-leader", "slipstream", "fine", topic="britain",
          rule="rulebook 6. Slipstream", into=EIGHTH)
def britain_two_cars_slipstreams_past_the_leader(seed=1):
    """The same Ben takes the slipstream."""
    return _britain_two_cars_behind_ana(seed)


# ==== Tournament mode: cards first, the gear follows at Reveal (advanced booklet, Tournament Mode) ====

def _tournament_third_gear_on_italy_s_straight(seed=1):
    """Tournament mode on Italia's last lap: Ben on 30 in 3rd gear, the long straight to the finish."""
    ben = racer("Ben", 30, lap=3, gear=3, hand=("4", "4", "3", "3", "2", "1", "1"))
    ana, cy = racer("Ana", 45, lap=3, gear=2), racer("Cy", 20, lap=3, gear=2)
    return reach("italy", [ana, ben, cy], [("Ana", "play 1 1"), ("Cy", "play 1 1")], "Ben", "play", seed,
                 tournament=True)


@position("tournament-plays-one-card-from-third-gear-on-a-straight", "play 4", "error", better="play 4 4",
          topic="tournament", rule="advanced booklet, Tournament Mode; rulebook shifting 2 positions",
          into=EIGHTH)
def tournament_plays_one_card_from_third_gear_on_a_straight(seed=1):
    """One card from 3rd gear is two gears down at Reveal, 1 Heat, for 4 spaces; two cards (2nd gear)
    are free and go 8, with no corner before the finish and no Heat in hand to cool."""
    return _tournament_third_gear_on_italy_s_straight(seed)


@position("tournament-plays-four-cards-from-third-gear-written-3-4-3-4", "play 3 4 3 4", "fine",
          better="play 4 4 3 3", topic="tournament", rule="advanced booklet, Tournament Mode", into=EIGHTH)
def tournament_plays_four_cards_from_third_gear_written_3_4_3_4(seed=1):
    """Four cards from 3rd gear is one gear up, free: 4+4+3+3 = 14 on the open straight, the most Ben
    can go, in any order."""
    return _tournament_third_gear_on_italy_s_straight(seed)


# ==== Legends (advanced booklet, Legends) =============================================================

def _behind_a_legend(seed=1):
    """A Legend on 44 (its card 3 takes it to 48); Ben on 41 plays 3+3 and lands on 47 behind it."""
    lou = legend_car("Lou", "blue", 44)
    ben = racer("Ben", 41, gear=2, hand=("3", "3", "1", "2", "2", "4", "1"))
    return reach("usa", [lou, ben, racer("Dan", 5)], [("Ben", "gear 2"), ("Ben", "play 3 3"),
                                                       ("Dan", "gear 2"), ("Dan", "play 1 1")],
                 "Ben", "slipstream", seed, legends_deck=[3, 7])


@position("legends-passes-up-the-slipstream-of-a-legend", "pass", "error", better="slipstream", topic="legends",
          rule="rulebook 6. Slipstream; advanced booklet, Legends", into=EIGHTH)
def legends_passes_up_the_slipstream_of_a_legend(seed=1):
    """A Legend is a car to slipstream like any other: Ben behind it on 47 declines the two spaces to
    49, which end on the corner line, not across it."""
    return _behind_a_legend(seed)


@position("legends-slipstreams-behind-a-legend", "slipstream", "fine", topic="legends",
          rule="rulebook 6. Slipstream; advanced booklet, Legends", into=EIGHTH)
def legends_slipstreams_behind_a_legend(seed=1):
    """The same Ben takes the Legend's slipstream."""
    return _behind_a_legend(seed)


# ==== the Garage: upgrade cards (advanced booklet, Garage Module) =====================================

def _garage_cooling_system(seed=1):
    """Italia's last lap: Ben on 30 plays Cooling system u12 (Speed 1, Cooldown 2) and a 2, two Heat in
    hand."""
    ben = racer("Ben", 30, lap=3, gear=2, hand=("u12", "H", "H", "2", "3", "3", "4"), engine=3)
    return _at("italy", ben, [("Ben", "gear 2"), ("Ben", "play u12 2")], "react", seed,
               ahead=[racer("Ana", 45, lap=3)], behind=[racer("Cy", 20, lap=3)], modules=["garage"])


@position("garage-ends-react-with-a-cooling-system-unused", "done", "error", better="cooldown 2", topic="garage",
          rule="advanced booklet, Garage Module (Cooldown symbol); rulebook 5. React", into=EIGHTH)
def garage_ends_react_with_a_cooling_system_unused(seed=1):
    """The Cooling system's Cooldown 2 and 2nd gear's 1 would put both Heat of Ben's hand back in his
    Engine; he ends React with them in hand, the card played for its symbol and the symbol wasted."""
    return _garage_cooling_system(seed)


@position("garage-cools-two-with-a-cooling-system", "cooldown 2", "fine", topic="garage",
          rule="advanced booklet, Garage Module (Cooldown symbol)", into=EIGHTH)
def garage_cools_two_with_a_cooling_system(seed=1):
    """The same Ben cools both Heat."""
    return _garage_cooling_system(seed)


def _garage_rpm_behind_cy(seed=1):
    """Italia's last lap, four cars: Ben on 30 plays R.P.M. u16 (Speed 3, Slipstream +2) and a 3, lands
    on 36 behind Cy (35 + 2 = 37)."""
    ben = racer("Ben", 30, lap=3, gear=2, hand=("u16", "3", "1", "2", "2", "4", "1"))
    return _at("italy", ben, [("Ben", "gear 2"), ("Ben", "play u16 3")], "slipstream", seed,
               ahead=[racer("Ana", 48, lap=3), racer("Cy", 35, lap=3)], behind=[racer("Dan", 12, lap=3)],
               modules=["garage"])


@position("garage-passes-up-a-slipstream-worth-four", "pass", "error", better="slipstream", topic="garage",
          rule="advanced booklet, Garage Module (Slipstream boost); rulebook 6. Slipstream", into=EIGHTH)
def garage_passes_up_a_slipstream_worth_four(seed=1):
    """Behind Cy on the straight to the finish, the R.P.M. makes the slipstream 4 spaces; Ben declines
    it."""
    return _garage_rpm_behind_cy(seed)


@position("garage-slipstreams-four-with-an-rpm", "slipstream", "fine", topic="garage",
          rule="advanced booklet, Garage Module (Slipstream boost)", into=EIGHTH)
def garage_slipstreams_four_with_an_rpm(seed=1):
    """The same Ben takes the whole slipstream, 2 + the R.P.M.'s 2."""
    return _garage_rpm_behind_cy(seed)


# ==== Weather & Road Conditions (advanced booklet) on USA's last lap ==================================
# Snow; road tokens: Heat control in sector 1 (13-33), Slipstream +1 in sector 2 (34-49), the weather's
# sector (Snow: Cooling +1) in sector 3 (50-57), Speed limit +1 at corner 4.

ROAD = {1: "heat_control", 2: "slipstream+1", 3: "weather", 4: "limit+1"}


def _weather(track, car, acts, kind, seed, ahead=(), behind=()):
    return _at(track, car, acts, kind, seed, ahead=ahead, behind=behind, modules=["weather"], weather="snow",
               road=ROAD)


def _weather_heat_control(seed=1):
    """Ben on 14 in 2nd gear plays 3+3 to 20, in the Heat control sector, Cy and Ana ahead, Dan behind."""
    ben = racer("Ben", 14, gear=2, hand=("3", "3", "1", "2", "2", "4", "1"), engine=5)
    return _weather("usa", ben, [("Ben", "gear 2"), ("Ben", "play 3 3")], "react", seed,
                    ahead=[racer("Ana", 60), racer("Cy", 40)], behind=[racer("Dan", 4)])


@position("weather-ends-react-without-a-free-boost-under-heat-control", "done", "error", better="boost",
          topic="weather", rule="advanced booklet, Weather & Road Conditions (Heat control)", into=EIGHTH)
def weather_ends_react_without_a_free_boost_under_heat_control(seed=1):
    """In a Heat control sector a Boost costs no Heat: on 20, with the corner after 33 out of its reach
    (at most 4 more), it is 1 to 4 free spaces, and Ben stops without it."""
    return _weather_heat_control(seed)


@position("weather-boosts-for-free-under-heat-control", "boost", "fine", topic="weather",
          rule="advanced booklet, Weather & Road Conditions (Heat control)", into=EIGHTH)
def weather_boosts_for_free_under_heat_control(seed=1):
    """The same Ben takes the free Boost."""
    return _weather_heat_control(seed)


def _weather_slipstream_plus_one(seed=1):
    """Ben on 34 plays 3+3 to 40, in the Slipstream +1 sector, right behind Cy (39 + 2 = 41)."""
    ben = racer("Ben", 34, gear=2, hand=("3", "3", "1", "2", "2", "4", "1"))
    return _weather("usa", ben, [("Ben", "gear 2"), ("Ben", "play 3 3")], "slipstream", seed,
                    ahead=[racer("Ana", 60), racer("Cy", 39)], behind=[racer("Dan", 4)])


@position("weather-declines-the-slipstream-bonus", "slipstream 2", "error", better="slipstream", topic="weather",
          rule="advanced booklet, Weather & Road Conditions (Slipstream +1)", into=EIGHTH)
def weather_declines_the_slipstream_bonus(seed=1):
    """The sector's token makes the slipstream 3 spaces; Ben takes only 2, to 42, when 43 is as safe
    (the corner is after 49 and a slipstream adds no Speed)."""
    return _weather_slipstream_plus_one(seed)


@position("weather-takes-the-whole-slipstream-plus-one", "slipstream", "fine", topic="weather",
          rule="advanced booklet, Weather & Road Conditions (Slipstream +1)", into=EIGHTH)
def weather_takes_the_whole_slipstream_plus_one(seed=1):
    """The same Ben takes all 3 spaces."""
    return _weather_slipstream_plus_one(seed)


@position("weather-cools-four-with-the-snow-sector-bonus", "cooldown 4", "fine", topic="weather",
          rule="advanced booklet, Weather & Road Conditions (Snow: Cooling bonus +1)", into=EIGHTH)
def weather_cools_four_with_the_snow_sector_bonus(seed=1):
    """Ben in 1st gear on 52, in the Snow sector (Cooling +1), four Heat in hand: 1st gear's 3 and the
    sector's 1 cool all four."""
    ben = racer("Ben", 50, gear=1, hand=("2", "H", "H", "H", "H", "4", "1"), engine=1)
    return _weather("usa", ben, [("Ben", "gear 1"), ("Ben", "play 2")], "react", seed,
                    ahead=[racer("Ana", 64)], behind=[racer("Cy", 30)])


# ==== Heavy Rain: Japan's flood (spec: Flooded space) ================================================

def _japan_flooded_second_gear(seed=1):
    """Japan's last lap: Ben on the flooded 40 in 2nd gear, 1 Heat in the Engine and none in hand, no
    card below 2, the corner after 45 (limit 5) ahead; Ana ahead and Cy behind."""
    ben = racer("Ben", 40, gear=2, hand=("2", "2", "2", "3", "3", "3", "4"), engine=1)
    return _at("japan", ben, [], "gear", seed, ahead=[racer("Ana", 56)], behind=[racer("Cy", 30)])


@position("japan-shifts-down-on-a-flooded-space-for-nothing", "gear 1", "error", better="gear 2",
          topic="expansions:flood", rule="spec, Heavy Rain: Flooded space; rulebook 1. Shift Gears", into=EIGHTH)
def japan_shifts_down_on_a_flooded_space_for_nothing(seed=1):
    """On a flood a shift down costs 1 Heat more: 2nd to 1st costs Ben his last Heat here, with none in
    hand for 1st gear to cool. Staying in 2nd is free and goes further: 3+2 reaches 45, short of the
    corner line, with the Heat kept."""
    return _japan_flooded_second_gear(seed)


@position("japan-keeps-second-gear-on-a-flooded-space", "gear 2", "fine", topic="expansions:flood",
          rule="spec, Heavy Rain: Flooded space", into=EIGHTH)
def japan_keeps_second_gear_on_a_flooded_space(seed=1):
    """The same Ben keeps 2nd gear: free, 3+2 to 45 with his Heat kept. 3rd gear would cross the corner
    (three cards make at least 6) and pay his last Heat; 1st costs it on the flood."""
    return _japan_flooded_second_gear(seed)


# ==== the chicanes: Mexico's 50+51 and Nederland's 9+13 (spec: Chicane) ===============================

def _mexico_before_the_chicane(seed=1):
    """Mexico's last lap (3 of 3): Ben on 47 in 2nd gear, 1 Heat, the chicane's lines after 50 and 51
    (limit 2 each) ahead; five cars."""
    ben = racer("Ben", 47, lap=3, gear=2, hand=("2", "2", "1", "3", "4", "4", "3"), engine=1)
    return _at("mexico", ben, [("Ben", "gear 2")], "play", seed, ahead=[racer("Ana", 58, lap=3)],
               behind=[racer("Cy", 30, lap=3), racer("Dan", 25, lap=3), racer("Eve", 20, lap=3)])


@position("mexico-spins-at-the-chicane-for-one-space", "play 2 2", "error", better="play 2 1",
          topic="expansions:chicane", rule="spec, Chicane; rulebook 7. Check Corner, Spin out", into=EIGHTH)
def mexico_spins_at_the_chicane_for_one_space(seed=1):
    """2+2 crosses the chicane's first line at Speed 4, 2 Heat owed and 1 in the Engine: a certain
    spin-out back to 50 with a Stress card and 1st gear; 2+1 stops on 50, in 2nd gear, Heat kept."""
    return _mexico_before_the_chicane(seed)


@position("mexico-stops-before-the-chicane-1-2", "play 1 2", "fine", better="play 2 1",
          topic="expansions:chicane", rule="spec, Chicane", into=EIGHTH)
def mexico_stops_before_the_chicane_1_2(seed=1):
    """The same Ben plays 1+2 (the engine's 2 1), the most Speed that does not spin out."""
    return _mexico_before_the_chicane(seed)


def _nederland_before_the_chicane(seed=1):
    """Nederland's last lap (3 of 3): Ben on 5 in 2nd gear, 1 Heat, the chicane's first line after 9
    (limit 5) ahead; three cars."""
    ben = racer("Ben", 5, lap=3, gear=2, hand=("4", "4", "1", "1", "H", "H", "H"), engine=1)
    return _at("netherlands", ben, [("Ben", "gear 2")], "play", seed, ahead=[racer("Ana", 30, lap=3)],
               behind=[racer("Cy", 50, lap=2)])


@position("nederland-spins-at-the-chicane-with-4-4", "play 4 4", "error", better="play 4 1",
          topic="expansions:chicane", rule="spec, Chicane; rulebook 7. Check Corner, Spin out", into=EIGHTH)
def nederland_spins_at_the_chicane_with_4_4(seed=1):
    """4+4 crosses the first line (limit 5) at Speed 8 with 1 Heat to pay 3: a certain spin-out back to 9;
    4+1 crosses it at the limit and ends on 10, ahead of that, in 2nd gear."""
    return _nederland_before_the_chicane(seed)


@position("nederland-takes-the-chicane-at-the-limit-1-4", "play 1 4", "fine", better="play 4 1",
          topic="expansions:chicane", rule="spec, Chicane", into=EIGHTH)
def nederland_takes_the_chicane_at_the_limit_1_4(seed=1):
    """The same Ben plays 1+4 (the engine's 4 1): Speed 5, the limit, the most he can take safely."""
    return _nederland_before_the_chicane(seed)


# ==== Tunnel Vision: España's tunnels (spec: Tunnel), one lap ========================================

def _spain_in_the_tunnel(seed=1):
    """España's single lap: Ben on 45, past the corner after 44, plays 1+1 to 47, in the tunnel
    (46-49), behind Cy (46 + 2 = 48)."""
    ben = racer("Ben", 45, lap=1, gear=2, hand=("3", "2", "1", "1", "2", "4", "4"))
    return _at("spain", ben, [("Ben", "gear 2"), ("Ben", "play 1 1")], "slipstream", seed,
               ahead=[racer("Ana", 80, lap=1), racer("Cy", 46, lap=1)], behind=[racer("Dan", 30, lap=1)])


@position("spain-passes-up-the-slipstream-in-a-tunnel", "pass", "error", better="slipstream",
          topic="expansions:tunnel", rule="spec, Tunnel (no discard, no Reduce Stress; slipstream as "
          "anywhere); rulebook 6. Slipstream", into=EIGHTH)
def spain_passes_up_the_slipstream_in_a_tunnel(seed=1):
    """A tunnel forbids discarding and Reduce Stress, not slipstreaming: Ben behind Cy on 47 declines
    two free spaces to 49, with the next corner 18 spaces on (after 65)."""
    return _spain_in_the_tunnel(seed)


@position("spain-slipstreams-in-a-tunnel", "slipstream", "fine", topic="expansions:tunnel",
          rule="spec, Tunnel; rulebook 6. Slipstream", into=EIGHTH)
def spain_slipstreams_in_a_tunnel(seed=1):
    """The same Ben takes the slipstream through the tunnel."""
    return _spain_in_the_tunnel(seed)


@position("spain-discards-two-small-cards-outside-the-tunnels-2-1", "discard 1 2", "fine", better="discard 2 1",
          topic="expansions:tunnel", rule="rulebook 8. Discard; spec, Tunnel", into=EIGHTH)
def spain_discards_two_small_cards_outside_the_tunnels_2_1(seed=1):
    """España's single lap, Ben on 56 between the tunnels with the finish 53 spaces away: out of a tunnel
    he may discard, and throwing a 1 and a 2 to draw for the sprint is a player's choice that changes
    nothing this round; written 1 2 or 2 1, the same discard."""
    ben = racer("Ben", 50, lap=1, gear=2, hand=("3", "3", "1", "2", "4", "4", "H"))
    return _at("spain", ben, [("Ben", "gear 2"), ("Ben", "play 3 3")], "discard", seed,
               ahead=[racer("Ana", 70, lap=1)], behind=[racer("Cy", 30, lap=1)])


@position("france-boosts-into-a-spin-past-the-hairpin", "boost", "error", better="done", topic="france",
          rule="rulebook 5. React (Boost), 7. Check Corner, Spin out", into=EIGHTH)
def france_boosts_into_a_spin_past_the_hairpin(seed=1):
    """France's last lap: Cy crossed the hairpin after 20 (limit 2) at Speed 2 in 1st gear with 1 Heat;
    the Boost takes that Heat and adds at least 1 Speed the corner then charges with none left: a
    certain spin-out back to 20; stopping on 21 keeps 1st gear, the Heat and no Stress."""
    cy = racer("Cy", 19, gear=1, hand=("2", "1", "2", "3", "3", "4", "4"), engine=1)
    return _at("france", cy, [("Cy", "gear 1"), ("Cy", "play 2")], "react", seed, ahead=[racer("Ana", 40)],
               behind=[racer("Ben", 8), racer("Dan", 5)])


# The rest of the exam (traps a player knows: a slipstream over a corner, Adrenaline for the last two of
# five, Overheat and Heat control tokens, a flood in 3rd gear, 2nd gear's Cooldown) lives in
# coach_exam_eighth_more.py (a file stays under ~600 lines): it adds its positions to EIGHTH, and the
# whole exam is imported from there (`from coach_exam_eighth_more import EIGHTH`), one way only.
