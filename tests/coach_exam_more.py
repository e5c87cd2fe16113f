"""More of the coach's exam (tests/coach_exam.py says what a position is and how a verdict is proven):
positions deliberately unlike the first set's (mostly USA's last lap). Other boards (Italy, Great
Britain, France; the expansions' Japan, Mexico, Nederland, España and its tunnels), an EARLY lap
and mid-race (Heat still has laps to pay for), fields of 4 to 6 cars, Legends, Garage upgrades,
Weather and road conditions, Tournament mode and a Championship event card.

`MORE` is the list of these positions (the same `Position` as coach_exam's POSITIONS, and the same
`position` machinery: each builder's docstring is its justification, proven by playing the moves out
in tests/test_coach_exam.py).
"""
from __future__ import annotations

from functools import partial

from coach_exam import Position, legend_car, racer, reach, others
from coach_exam import position as _register

MORE: list[Position] = []


# coach_exam's `position`, registering into MORE (the first exam's list stays as it was)
position = partial(_register, into=MORE)


# ==== Italy, the first lap of three (4 cars): Heat has two more laps to pay for =========================
# Italy: 54 spaces, 3 laps, corners after 10 (limit 5), 19 (2) and 26 (3).

def _italy_before_corner_2(seed):
    cars, acts = others(racer("Ana", 40, lap=1), racer("Ben", 30, lap=1), racer("Cy", 3, lap=1))
    dee = racer("Dee", 14, lap=1, gear=2, hand="4 3 2 1 2 4 3".split(), engine=1)
    return reach("italy", cars + [dee], acts + [("Dee", "gear 2")], "Dee", "play", seed)


@position("italy-first-lap-spins-out-at-the-hairpin", "play 4 3", "error", better="play 3 2", topic="italy:early",
          rule="rulebook, 7. Check Corner / Spin out")
def italy_first_lap_spins_out_at_the_hairpin(seed=1):
    """Italy, the first of three laps, four cars: Dee is in 2nd gear on space 14, 5 spaces before the
    hairpin (corner 2, limit 2), with 1 Heat. 4 3 (Speed 7) crosses it 5 over the limit: she pays her
    only Heat and spins out back to space 19, in 1st gear with a Stress card more (rulebook, 7. Check
    Corner / Spin out). 3 2 (Speed 5) stops on the same space 19 before the line: 2nd gear, the Heat
    kept, no Stress. With two laps to go the Heat and the Stress card are worth even more."""
    return _italy_before_corner_2(seed)


@position("italy-first-lap-stops-before-the-hairpin", "play 2 3", "fine", better="play 3 2", topic="italy:early",
          rule="rulebook, 2. Play Cards (the cards' order does not matter)")
def italy_first_lap_stops_before_the_hairpin(seed=1):
    """The same position: 2 3 is 3 2 in another order (4 1 is the same Speed 5): Dee stops on space
    19, right before the hairpin, with her Heat. Every faster pair crosses at Speed 6 or more, 4 Heat
    owed with 1 in the Engine: a spin-out. Slower pairs stop further back."""
    return _italy_before_corner_2(seed)


# ==== Great Britain, the first lap of two (5 cars) =======================================================
# Great Britain: 63 spaces, 2 laps, corners after 15 (limit 10), 30 (6), 37 (5), 43 (4), 48 (3).

def _britain_behind_a_car_before_a_fast_corner(seed):
    cars, acts = others(racer("Ana", 13, lap=1), racer("Ben", 40, lap=1), racer("Cy", 30, lap=1),
                         racer("Dan", 2, lap=1))
    eve = racer("Eve", 6, lap=1, gear=2, hand="4 4 3 3 2 1 1".split(), engine=2)
    return reach("great_britain", cars + [eve], acts + [("Eve", "gear 2"), ("Eve", "play 4 4")],
                 "Eve", "slipstream", seed)


@position("britain-passes-up-a-slipstream-over-a-fast-corner", "pass", "error", better="slipstream",
          topic="britain:early", rule="rulebook, 6. Slipstream (Note) and 7. Check Corner")
def britain_passes_up_a_slipstream_over_a_fast_corner(seed=1):
    """Great Britain, the first of two laps, five cars: Eve's 4 4 (Speed 8) lands her on space 14,
    right behind Ana (15), just before corner 1 (limit 10). The slipstream carries her over the
    corner line to 16, and the corner checks her Speed 8 (rulebook, 6. Slipstream, Note): under the
    limit of 10, nothing to pay. `pass` gives 2 free spaces away for fear of a corner that is no
    danger at that Speed."""
    return _britain_behind_a_car_before_a_fast_corner(seed)


@position("britain-slipstreams-over-a-fast-corner-under-its-limit", "slipstream", "fine", topic="britain:early",
          rule="rulebook, 6. Slipstream and 7. Check Corner")
def britain_slipstreams_over_a_fast_corner_under_its_limit(seed=1):
    """The same position: `slipstream` takes Eve from 14 to 16 across corner 1 at Speed 8, under its
    limit of 10: 2 free spaces, no Heat."""
    return _britain_behind_a_car_before_a_fast_corner(seed)


# ==== France, the first lap of two (4 cars): a Cooldown taken in part ====================================
# France: 60 spaces, 2 laps, corners after 12 (limit 5), 20 (2), 27 (4), 39 (3), 47 (4).

def _france_in_1st_gear_with_three_heat_in_hand(seed):
    cars, acts = others(racer("Ana", 50, lap=1), racer("Ben", 40, lap=1), racer("Dan", 5, lap=1))
    cole = racer("Cole", 21, lap=1, gear=1, hand="2 H H H 4 3 3".split(), engine=0)
    return reach("france", cars + [cole], acts + [("Cole", "gear 1"), ("Cole", "play 2")], "Cole", "react", seed)


@position("france-first-lap-skips-the-free-cooldown", "done", "error", better="cooldown 3",
          topic="france:early", rule="rulebook, 5. React / Cooldown: 1st gear gives Cooldown 3")
def france_first_lap_skips_the_free_cooldown(seed=1):
    """France, the first of two laps, four cars: Cole came out of the hairpin in 1st gear, with an
    empty Engine and three Heat cards in hand. 1st gear gives Cooldown 3 (rulebook, 5. React /
    Cooldown): `cooldown 3` returns all three to the Engine for nothing (and a Heat from it may pay a
    Boost this very turn). `done` wastes the Cooldown (it cannot be kept): three dead cards stay in a
    hand of seven, the Engine stays empty, and a lap and a half of corners is still to be paid for."""
    return _france_in_1st_gear_with_three_heat_in_hand(seed)


@position("france-first-lap-cools-all-three-heat", "cooldown 3", "fine", topic="france:early",
          rule="rulebook, 5. React / Cooldown")
def france_first_lap_cools_all_three_heat(seed=1):
    """The same position: `cooldown 3` uses all of 1st gear's Cooldown on the three Heat cards in
    hand: the Engine goes from 0 to 3, for nothing."""
    return _france_in_1st_gear_with_three_heat_in_hand(seed)


# ==== Mexico, mid-race (lap 2 of 3, 6 cars): the chicane after 50 and 51 (limit 2 each) ==================
# Mexico: 60 spaces, 3 laps, corners after 14 (7), 19 (7, with 14 a chicane), 38 (6), 44 (4), 50 (2),
# 51 (2, with 50 a chicane).

def _mexico_between_the_chicane_s_lines(seed):
    cars, acts = others(racer("Ana", 58), racer("Ben", 56), racer("Cy", 30), racer("Dan", 20), racer("Eve", 10))
    fay = racer("Fay", 49, gear=2, hand="1 1 4 4 3 3 2".split(), engine=1)
    return reach("mexico", cars + [fay], acts + [("Fay", "gear 2"), ("Fay", "play 1 1")], "Fay", "react", seed)


@position("mexico-boosts-between-the-chicane-s-lines", "boost", "error", better="done", topic="mexico:mid",
          rule="rulebook, 5. React / Boost (Note); spec 3: each line of a chicane is a corner")
def mexico_boosts_between_the_chicane_s_lines(seed=1):
    """Mexico, lap 2 of 3, six cars: Fay's 1 1 (Speed 2) took her over the first line of the last
    chicane (after 50, limit 2) at its limit, onto space 51 between the lines, with 1 Heat. A Boost
    pays that Heat and adds 1-4 to the Speed the corner checks (rulebook, 5. React / Boost, Note;
    spec 3): Speed 3 or more at a limit of 2, Heat owed with none left, a spin-out back onto space 50
    in 1st gear with a Stress card. `done` keeps 51, 2nd gear and her Heat."""
    return _mexico_between_the_chicane_s_lines(seed)


@position("mexico-stops-between-the-chicane-s-lines", "done", "fine", topic="mexico:mid",
          rule="rulebook, 5. React / Boost; spec 3: chicanes")
def mexico_stops_between_the_chicane_s_lines(seed=1):
    """The same position: `done` keeps Fay between the chicane's lines at its limit; the Boost, the
    only other move, spins her out."""
    return _mexico_between_the_chicane_s_lines(seed)


# ==== Nederland, the first lap of three (4 cars): a 2-gear shift that buys nothing =======================
# Nederland: 55 spaces, 3 laps, corners after 9 (5), 13 (5, a chicane with 9), 16 (3), 26 (8), 34 (4).

def _netherlands_in_4th_before_corner_5(seed):
    cars, acts = others(racer("Ana", 50, lap=1), racer("Ben", 45, lap=1), racer("Cy", 3, lap=1))
    gus = racer("Gus", 28, lap=1, gear=4, hand="1 1 4 4 3 3 2".split(), engine=2)
    return reach("netherlands", cars + [gus], acts, "Gus", "gear", seed)


@position("netherlands-first-lap-pays-heat-to-skip-a-gear-down", "gear 2", "error", better="gear 3",
          topic="netherlands:early", rule="rulebook, HEAT Cards / Shifting up/down 2 positions")
def netherlands_first_lap_pays_heat_to_skip_a_gear_down(seed=1):
    """Nederland, the first of three laps: Gus is in 4th gear on space 28, 6 spaces before corner 5
    (limit 4), with 2 Heat. Four cards make Speed 7 at least: 3 Heat owed with 2, a spin-out. 4th to
    2nd skips a gear and costs 1 Heat (rulebook, HEAT Cards / Shifting up/down 2 positions); its best
    two cards stop on space 34 before the corner. 4th to 3rd is free and 4 1 1 stops on the same
    space 34: a higher gear, and a Heat kept for two more laps."""
    return _netherlands_in_4th_before_corner_5(seed)


@position("netherlands-first-lap-shifts-down-one-gear", "gear 3", "fine", topic="netherlands:early",
          rule="rulebook, 1. Shift Gears")
def netherlands_first_lap_shifts_down_one_gear(seed=1):
    """The same position: `gear 3`, one gear down for free, and three cards (4 1 1) reach space 34
    right before corner 5 with no Heat paid. 4th gear spins out (Speed 7 or more, 3 Heat owed with
    2); 2nd gear costs a Heat for the same space."""
    return _netherlands_in_4th_before_corner_5(seed)


# ==== España, its one long lap (4 cars): a spin-out into a tunnel ========================================
# España: 109 spaces, 1 lap; corner after 85 (limit 2); tunnel spaces 80-88 (no discard there, spec 4).

def _spain_in_the_tunnel_before_corner_85(seed):
    cars, acts = others(racer("Ana", 100, lap=1), racer("Ben", 95, lap=1), racer("Cy", 60, lap=1))
    hal = racer("Hal", 80, lap=1, gear=2, hand="4 3 2 1 3 4 2".split(), engine=1)
    return reach("spain", cars + [hal], acts + [("Hal", "gear 2")], "Hal", "play", seed)


@position("spain-spins-out-in-the-tunnel", "play 4 3", "error", better="play 3 2", topic="expansions:tunnel",
          rule="rulebook, 7. Check Corner / Spin out; spec 4: tunnels")
def spain_spins_out_in_the_tunnel(seed=1):
    """España, its single lap, four cars: Hal is in the tunnel on space 80, in 2nd gear with 1 Heat,
    5 spaces before corner 85 (limit 2). 4 3 (Speed 7) crosses it 5 over the limit: his Heat paid,
    a spin-out back onto space 85 (still in the tunnel, where nobody may discard: spec 4), 1st gear
    and a Stress card more. 3 2 (Speed 5) stops on the same space 85 in 2nd gear with the Heat kept."""
    return _spain_in_the_tunnel_before_corner_85(seed)


@position("spain-stops-before-the-corner-in-the-tunnel", "play 2 3", "fine", better="play 3 2",
          topic="expansions:tunnel", rule="rulebook, 2. Play Cards; spec 4: tunnels")
def spain_stops_before_the_corner_in_the_tunnel(seed=1):
    """The same position: 2 3 (the engine's 3 2; 4 1 is the same Speed 5) stops Hal on space 85,
    before the corner, with his Heat; faster pairs spin out, slower ones stop further back."""
    return _spain_in_the_tunnel_before_corner_85(seed)


# ==== Japan, the first lap of two (5 cars): Adrenaline for the last two =================================
# Japan: 60 spaces, 2 laps, corners after 10 (4), 12 (4, a chicane), 18 (2), 45 (5), 53 (3).

def _japan_over_corner_3_at_the_limit(seed):
    cars, acts = others(racer("Ana", 40, lap=1), racer("Ben", 35, lap=1), racer("Cy", 30, lap=1),
                         racer("Dan", 25, lap=1))
    ivo = racer("Ivo", 17, lap=1, gear=1, hand="2 4 4 3 3 1 1".split(), engine=0)
    return reach("japan", cars + [ivo], acts + [("Ivo", "gear 1"), ("Ivo", "play 2")], "Ivo", "react", seed)


@position("japan-first-lap-takes-adrenaline-into-a-spin-out", "adrenaline", "error", better="done",
          topic="japan:early", rule="rulebook, 4. Adrenaline (+1 Speed; the last two cars with 5 or more)")
def japan_first_lap_takes_adrenaline_into_a_spin_out(seed=1):
    """Japan, the first of two laps, five cars: Ivo, last, crossed corner 3 (limit 2) in 1st gear at
    Speed 2, onto space 19, with an empty Engine. With five cars the last two have Adrenaline
    (rulebook, 4. Adrenaline), and its extra space adds 1 to the Speed the corner checks: Speed 3 at a
    limit of 2, 1 Heat owed and none to pay, a spin-out back to space 18 with a Stress card. `done`
    keeps space 19 and no Stress."""
    return _japan_over_corner_3_at_the_limit(seed)


@position("japan-first-lap-declines-adrenaline-at-the-limit", "done", "fine", topic="japan:early",
          rule="rulebook, 4. Adrenaline and 7. Check Corner")
def japan_first_lap_declines_adrenaline_at_the_limit(seed=1):
    """The same position: `done` keeps Ivo past corner 3 at its limit; Adrenaline, the only other
    move, makes it Speed 3 at a limit of 2 with an empty Engine: a spin-out."""
    return _japan_over_corner_3_at_the_limit(seed)


# ==== Legends on Great Britain (lap 1 of 2; 2 Legends, 5 cars) ============================================

def _britain_behind_a_legend(seed):
    # Legends card 1: the Black Legend (diamond 2) on 20 would overshoot corner 30 (Legends line 21):
    # it stops 2 spaces before the corner, on 28 (movement B). Jo's 4 4 lands her right behind it.
    cars, acts = others(racer("Ana", 45, lap=1), racer("Ben", 5, lap=1))
    jo = racer("Jo", 19, lap=1, gear=2, hand="4 4 3 3 2 1 1".split(), engine=2)
    return reach("great_britain", [legend_car("Black Legend", "black", 20, lap=1),
                                   legend_car("Green Legend", "green", 55, lap=1)] + cars + [jo],
                 acts + [("Jo", "gear 2"), ("Jo", "play 4 4")], "Jo", "slipstream", seed, legends_deck=[1])


@position("legends-first-lap-passes-up-a-legend-s-slipstream", "pass", "error", better="slipstream",
          topic="legends", rule="rulebook, 6. Slipstream; advanced booklet, Legends Module")
def legends_first_lap_passes_up_a_legend_s_slipstream(seed=1):
    """Great Britain, the first of two laps, with two Legends (five cars): the Black Legend stopped on
    space 28, two before corner 30 (Legends Module, movement B), and Jo's 4 4 lands her right behind
    it on 27. A Legend is a car to slipstream behind like any other: `slipstream` takes her to 29,
    still before the corner, for free (rulebook, 6. Slipstream). `pass` gives 2 spaces away."""
    return _britain_behind_a_legend(seed)


@position("legends-first-lap-takes-a-legend-s-slipstream", "slipstream", "fine", topic="legends",
          rule="rulebook, 6. Slipstream; advanced booklet, Legends Module")
def legends_first_lap_takes_a_legend_s_slipstream(seed=1):
    """The same position: `slipstream` behind the Black Legend, 27 to 29, stops short of corner 30's
    line: 2 free spaces."""
    return _britain_behind_a_legend(seed)


# ==== Garage on Italy (lap 2 of 3, 4 cars): an R.P.M. card's slipstream bonus ============================

def _italy_rpm_behind_a_car(seed):
    # R.P.M. u15: Speed 2, Slipstream +2 (advanced booklet, Optional Symbols: Slipstream boost).
    cars, acts = others(racer("Ana", 38), racer("Ben", 50), racer("Cy", 5))
    kim = racer("Kim", 33, gear=2, hand="u15 4 4 3 3 1 1".split(), engine=2)
    return reach("italy", cars + [kim], acts + [("Kim", "gear 2"), ("Kim", "play u15 4")], "Kim", "slipstream", seed,
                 modules=["garage"])


@position("garage-declines-the-rpm-card-s-slipstream-bonus", "slipstream 2", "error", better="slipstream",
          topic="garage", rule="advanced booklet, Garage Module: Optional Symbols, Slipstream boost")
def garage_declines_the_rpm_card_s_slipstream_bonus(seed=1):
    """Garage module, Italy, lap 2 of 3: Kim played R.P.M. u15 (Speed 2, Slipstream +2: "add 2 to the
    Spaces of a slipstream", advanced booklet, Optional Symbols) with a 4, and lands on 39 right
    behind Ana (40), with corner 1 of the next lap 25 spaces ahead. `slipstream` moves her the usual
    2 and the card's 2 (to 43); `slipstream 2` only the usual 2: the card's spaces are free, and
    declining them gives 2 spaces away."""
    return _italy_rpm_behind_a_car(seed)


@position("garage-takes-the-rpm-card-s-slipstream-bonus", "slipstream", "fine", topic="garage",
          rule="advanced booklet, Garage Module: Optional Symbols, Slipstream boost")
def garage_takes_the_rpm_card_s_slipstream_bonus(seed=1):
    """The same position: `slipstream` takes the usual 2 spaces and the R.P.M. card's 2, 39 to 43, far
    from any corner: the most free spaces there are."""
    return _italy_rpm_behind_a_car(seed)


# ==== Weather on Great Britain (lap 1 of 2, 4 cars) =======================================================

def _britain_before_an_overheat_corner(seed):
    cars, acts = others(racer("Ana", 55, lap=1), racer("Ben", 20, lap=1), racer("Cy", 3, lap=1))
    leo = racer("Leo", 39, lap=1, gear=2, hand="3 2 2 1 4 4 3".split(), engine=1)
    return reach("great_britain", cars + [leo], acts + [("Leo", "gear 2")], "Leo", "play", seed,
                 modules=["weather"], weather="cloud",
                 road={1: "limit+1", 2: "slipstream+1", 3: "limit-1", 4: "overheat"})


@position("weather-overheat-corner-turns-one-heat-into-a-spin-out", "play 3 2", "error", better="play 2 2",
          topic="weather", rule="advanced booklet, Road Conditions: Corner Effects, Overheat")
def weather_overheat_corner_turns_one_heat_into_a_spin_out(seed=1):
    """Weather module, Great Britain, lap 1 of 2: corner 4 (after 43, limit 4) has an Overheat token:
    "if your Speed is over the limit at this corner, pay 1 more Heat" (advanced booklet, Road
    Conditions). Leo is on 39 in 2nd gear with 1 Heat. 3 2 (Speed 5) is one over the limit, which
    alone would cost his one Heat; the token makes it 2: a spin-out back to space 43, 1st gear and a
    Stress card. 2 2 (Speed 4) reaches the same space 43 before the line in 2nd gear, the Heat kept."""
    return _britain_before_an_overheat_corner(seed)


@position("weather-stops-before-an-overheat-corner", "play 1 3", "fine", better="play 3 1", topic="weather",
          rule="advanced booklet, Road Conditions: Corner Effects, Overheat; rulebook, 2. Play Cards")
def weather_stops_before_an_overheat_corner(seed=1):
    """The same position: 1 3 (the engine's 3 1, as 2 2) makes Speed 4 to space 43, right before the
    Overheat corner, for nothing; every faster pair crosses over the limit and owes 2 Heat or more
    with 1: a spin-out."""
    return _britain_before_an_overheat_corner(seed)


# ==== Tournament mode on Italy (lap 2 of 3, 4 cars): the gear follows the number of cards ===============

def _tournament_italy_in_4th_before_corner_3(seed):
    cars, acts = others(racer("Ana", 45), racer("Ben", 40), racer("Cy", 3))
    acts = [a for a in acts if not a[1].startswith("gear")]  # Tournament mode: no gear decision
    mo = racer("Mo", 20, gear=4, hand="1 1 4 4 3 3 2".split(), engine=2)
    return reach("italy", cars + [mo], acts, "Mo", "play", seed, tournament=True)


@position("tournament-two-cards-from-4th-pay-a-heat-three-do-not", "play 3 3", "error", better="play 4 1 1",
          topic="tournament", rule="advanced booklet, Tournament Mode (two gears at Reveal: 1 Heat)")
def tournament_two_cards_from_4th_pay_a_heat_three_do_not(seed=1):
    """Tournament mode, Italy, lap 2 of 3: Mo is in 4th gear on space 20, 6 spaces before corner 3
    (limit 3), with 2 Heat. Two cards put him in 2nd gear at Reveal: two gears down, 1 Heat
    (advanced booklet, Tournament Mode); 3 3 reaches space 26. Three cards, 4 1 1, make the same
    Speed 6 to the same space in 3rd gear for nothing: a gear higher and a Heat kept."""
    return _tournament_italy_in_4th_before_corner_3(seed)


@position("tournament-three-cards-to-the-corner-for-free", "play 1 4 1", "fine", better="play 4 1 1",
          topic="tournament", rule="advanced booklet, Tournament Mode; rulebook, 2. Play Cards")
def tournament_three_cards_to_the_corner_for_free(seed=1):
    """The same position: 1 4 1 (the engine's 4 1 1; 3 2 1 is the same) is three cards, 3rd gear at
    Reveal for free, Speed 6 to space 26 right before corner 3. Four cards cross it over the limit
    (Speed 7 or more, 4 Heat or more with 2: a spin-out); two cost a Heat."""
    return _tournament_italy_in_4th_before_corner_3(seed)


# ==== Championship: event 10, a driver who spins out is eliminated (France, lap 1 of 2, 5 cars) =========

def _france_under_event_10(seed):
    cars, acts = others(racer("Ana", 50, lap=1), racer("Ben", 40, lap=1), racer("Cy", 30, lap=1),
                         racer("Dan", 2, lap=1))
    nia = racer("Nia", 16, lap=1, gear=2, hand="3 2 2 1 4 4 3".split(), engine=0)
    return reach("france", cars + [nia], acts + [("Nia", "gear 2")], "Nia", "play", seed,
                 modules=["championship"], event=10)


@position("championship-spins-out-under-the-elimination-event", "play 3 2", "error", better="play 2 2",
          topic="championship", rule="advanced booklet, Championship: event 10 (a spin-out eliminates)")
def championship_spins_out_under_the_elimination_event(seed=1):
    """Championship, France, lap 1 of 2, five cars, under event card 10: "if you spin out, you are
    eliminated from the race". Nia is on 16 in 2nd gear with an empty Engine, 4 spaces before the
    hairpin (corner 2, limit 2). 3 2 (Speed 5) crosses it with Heat owed and none to pay: a spin-out,
    and out of the race. 2 2 (Speed 4) stops on space 20 before the line, in the race."""
    return _france_under_event_10(seed)


@position("championship-stops-before-the-hairpin-under-the-elimination-event", "play 1 3", "fine", better="play 3 1",
          topic="championship", rule="advanced booklet, Championship: event 10; rulebook, 2. Play Cards")
def championship_stops_before_the_hairpin_under_the_elimination_event(seed=1):
    """The same position: 1 3 (the engine's 3 1, as 2 2) makes Speed 4 to space 20, right before the
    hairpin, with nothing owed; any faster pair crosses it with an empty Engine, spins out and is
    eliminated."""
    return _france_under_event_10(seed)


# ==== More of Nederland and Mexico, mid-race: a slipstream into a chicane, Adrenaline on a straight =====

def _netherlands_beside_a_car_at_the_chicane(seed):
    cars, acts = others(racer("Ana", 7), racer("Ben", 40), racer("Cy", 1))
    pia = racer("Pia", 3, gear=2, hand="4 2 3 3 1 1 2".split(), engine=0)
    return reach("netherlands", cars + [pia], acts + [("Pia", "gear 2"), ("Pia", "play 4 2")], "Pia", "slipstream",
                 seed)


@position("netherlands-slipstreams-into-the-chicane-and-spins-out", "slipstream", "error", better="pass",
          topic="netherlands:mid", rule="rulebook, 6. Slipstream (Note) and 7. Check Corner; spec 3: chicanes")
def netherlands_slipstreams_into_the_chicane_and_spins_out(seed=1):
    """Nederland, lap 2 of 3, four cars: Pia's 4 2 (Speed 6) lands her beside Ana on space 9, the last
    space before the chicane's first line (after 9, limit 5), with an empty Engine. The slipstream
    adds nothing to her Speed but carries her over the line, and the corner checks her Speed 6
    (rulebook, 6. Slipstream, Note; spec 3): 1 Heat owed with none, a spin-out back onto space 9 in
    1st gear with a Stress card. `pass` keeps her on 9 in 2nd gear."""
    return _netherlands_beside_a_car_at_the_chicane(seed)


@position("netherlands-declines-a-slipstream-into-the-chicane", "pass", "fine", topic="netherlands:mid",
          rule="rulebook, 6. Slipstream and 7. Check Corner")
def netherlands_declines_a_slipstream_into_the_chicane(seed=1):
    """The same position: `pass` keeps Pia on space 9 before the chicane; the slipstream would take
    her over its first line at Speed 6, one over the limit with an empty Engine: a spin-out back onto
    the very space she is on."""
    return _netherlands_beside_a_car_at_the_chicane(seed)


def _mexico_last_two_on_a_straight(seed):
    cars, acts = others(racer("Ana", 50), racer("Ben", 45), racer("Cy", 40), racer("Dan", 35), racer("Eve", 22))
    ivo = racer("Ivo", 20, gear=2, hand="4 3 3 2 2 1 1".split(), engine=0)
    return reach("mexico", cars + [ivo], acts + [("Ivo", "gear 2"), ("Ivo", "play 4 3")], "Ivo", "react", seed)


@position("mexico-skips-a-free-adrenaline-space-on-a-straight", "done", "error", better="adrenaline",
          topic="mexico:mid", rule="rulebook, 4. Adrenaline (the last two cars with 5 or more)")
def mexico_skips_a_free_adrenaline_space_on_a_straight(seed=1):
    """Mexico, lap 2 of 3, six cars: Ivo, last, lands on space 27 with Speed 7; corner 3 (after 38)
    is 11 spaces away. With five cars or more the last two have Adrenaline (rulebook, 4.
    Adrenaline): one more space, free, with no corner line in reach to check it. `done` throws that
    space away."""
    return _mexico_last_two_on_a_straight(seed)


@position("mexico-takes-a-free-adrenaline-space-on-a-straight", "adrenaline", "fine", topic="mexico:mid",
          rule="rulebook, 4. Adrenaline")
def mexico_takes_a_free_adrenaline_space_on_a_straight(seed=1):
    """The same position: `adrenaline` moves Ivo one space more, 27 to 28, far from corner 3: a
    free space (his Engine is empty, so a Boost is not his to take)."""
    return _mexico_last_two_on_a_straight(seed)


# ==== Great Britain, lap 1 of 2 (5 cars): four cards in 4th gear before corner 2 =========================

def _britain_in_4th_before_corner_2(seed):
    cars, acts = others(racer("Ana", 58, lap=1), racer("Ben", 52, lap=1), racer("Cy", 40, lap=1),
                         racer("Dan", 10, lap=1))
    qin = racer("Qin", 20, lap=1, gear=4, hand="1 1 2 3 4 4 3".split(), engine=3)
    return reach("great_britain", cars + [qin], acts + [("Qin", "gear 4")], "Qin", "play", seed)


@position("britain-four-cards-over-corner-2-spin-out", "play 4 4 3 2", "error", better="play 4 3 2 1",
          topic="britain:early", rule="rulebook, 7. Check Corner / Spin out")
def britain_four_cards_over_corner_2_spin_out(seed=1):
    """Great Britain, lap 1 of 2, five cars: Qin is in 4th gear on space 20, 10 spaces before corner 2
    (after 30, limit 6), with 3 Heat. 4 4 3 2 (Speed 13) crosses it 7 over the limit: her 3 Heat
    paid, a spin-out back to space 30, 1st gear and 2 Stress cards (rulebook, 7. Check Corner / Spin
    out: 2 in 3rd or 4th gear). 4 3 2 1 (Speed 10) stops on the same space 30 before the line: 4th
    gear, 3 Heat and no Stress."""
    return _britain_in_4th_before_corner_2(seed)


@position("britain-four-cards-to-corner-2", "play 1 2 3 4", "fine", better="play 4 3 2 1",
          topic="britain:early", rule="rulebook, 2. Play Cards; 7. Check Corner")
def britain_four_cards_to_corner_2(seed=1):
    """The same position: 1 2 3 4 (the engine's 4 3 2 1; 4 4 1 1 is the same Speed) makes Speed 10,
    onto space 30 right before corner 2, for nothing. Speed 11 or more crosses it 5 or more over the
    limit with 3 Heat: a spin-out. Of the slower plays, Speed 9 reaches the same space with the
    Adrenaline space (with five cars the last two have it: Qin is one), slower ones stop further back."""
    return _britain_in_4th_before_corner_2(seed)
