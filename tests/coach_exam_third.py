"""A third exam for the coach (tests/coach_exam.py says what a position is and how a verdict is proven),
written after the first two and unlike them where it can be: decisions other than the plan (React's
Super cool, Cooldown from a Weather sector or from Tournament mode's gear, Adrenaline, Boost; the
slipstream under a Championship event; the gear on a flooded space), the expansion boards' floods
(Japan, Heavy Rain) and chicanes (Nederland, Mexico, España), Legends nearby, a Garage upgrade card in
hand, 2 to 6 cars, first laps and last laps, for a leader, a car in mid-field and one far behind.

`THIRD` is the list of these positions (coach_exam's `Position`, registered by its `position`
machinery: each builder's docstring is its justification, proven by playing the moves out in
tests/test_coach_exam.py). Citations: "rulebook" /work/shared/rules/001, "advanced booklet" 002,
"spec" /work/shared/reference/expansions_as_implemented_by_bga.md.
"""
from __future__ import annotations

from functools import partial

from coach_exam import Position, legend_car, racer, reach, others
from coach_exam import position as _register

THIRD: list[Position] = []


# coach_exam's `position`, registering into THIRD (the first exam's list stays as it was)
position = partial(_register, into=THIRD)


# ==== Japan with Heavy Rain (2 laps): floods on 6-11, 39-45 and 50-55; a chicane after 10 and 12 (4) =====

def _japan_super_cool_after_a_flooded_shift(seed):
    cars, acts = others(racer("Ana", 30, lap=1), racer("Ben", 20, lap=1))
    cy = racer("Cy", 42, lap=1, gear=3, hand="u49 2 2 1 1 H 3".split(), engine=3)
    return reach("japan", cars + [cy], acts + [("Cy", "gear 2"), ("Cy", "play u49 2")], "Cy", "react", seed,
                 modules=["garage"], expansions=["heavy_rain"])


@position("japan-leader-skips-super-cool-with-heat-in-the-discard", "done", "error", better="supercool 1",
          topic="garage", rule="spec 5.1 Super cool (Air intake u49); spec 2: a flooded down-shift costs 1 Heat")
def japan_leader_skips_super_cool_with_heat_in_the_discard(seed=1):
    """Japan with Heavy Rain and the Garage, lap 1 of 2, three cars: Cy leads. He started on space 42,
    flooded, and shifted from 3rd down to 2nd, which cost 1 Heat there (spec 2): that Heat is in his
    discard. He played Air intake u49 (Speed 1, Super cool 1) with a 2. Super cool moves a Heat card
    from the discard back to the Engine, and needs no Heat in hand (spec 5.1). `done` ends React: the
    Super cool and 2nd gear's Cooldown 1 (a Heat card is in his hand) are both thrown away, Engine 2.
    `supercool 1` brings it to 3, and the Cooldown can still follow: the same space, gear, Stress."""
    return _japan_super_cool_after_a_flooded_shift(seed)


@position("japan-leader-super-cools-the-flood-s-heat", "supercool 1", "fine", better="cooldown 1", topic="garage",
          rule="spec 5.1 Super cool; rulebook, 5. React (symbols in any order)")
def japan_leader_super_cools_the_flood_s_heat(seed=1):
    """The same position: `supercool 1` returns the flood's Heat from the discard to the Engine; the
    Cooldown 1 of 2nd gear is still there for the Heat card in hand. `cooldown 1` first is the same
    thing in the other order (rulebook, 5. React: symbols in any order): Engine 4 either way. A Boost
    would buy spaces with Heat, a different trade, not a better one."""
    return _japan_super_cool_after_a_flooded_shift(seed)


def _japan_super_cool_beside_a_salvage(seed):
    cars, acts = others(racer("Ana", 30, lap=1), racer("Ben", 20, lap=1))
    cy = racer("Cy", 42, lap=1, gear=3, hand="u49 2 2 1 H H 3".split(), engine=3, discard="1 3 4 S 2".split())
    return reach("japan", cars + [cy], acts + [("Cy", "gear 2"), ("Cy", "play u49 2")], "Cy", "react", seed,
                 modules=["garage"], expansions=["heavy_rain"])


@position("garage-skips-super-cool-beside-a-salvage", "done", "error", better="supercool 1", topic="garage",
          rule="spec 5.1 Super cool; advanced booklet, Garage Module: Salvage; spec 2: floods")
def garage_skips_super_cool_beside_a_salvage(seed=1):
    """Japan with Heavy Rain and the Garage, lap 1 of 2: the same lead for Cy, but his discard pile
    holds five cards (1 3 4 S 2) under the Heat his flooded down-shift paid, and Air intake u49 also
    offers Salvage 4 ("look through your discard pile and choose up to 4 cards to shuffle into your
    draw deck", advanced booklet): some sixty ways to React. `done` still throws away the Super cool
    (the flood's Heat back to the Engine, spec 5.1) and 2nd gear's Cooldown 1 for the Heat in hand:
    Engine 2 where `supercool 1` (the Cooldown can follow) makes it 4, the same space, gear, Stress."""
    return _japan_super_cool_beside_a_salvage(seed)


@position("garage-salvages-the-heat-super-cool-would-return", "salvage H", "error", better="supercool 1",
          topic="garage", rule="spec 5.1 Super cool; advanced booklet, Garage Module: Salvage")
def garage_salvages_the_heat_super_cool_would_return(seed=1):
    """The same position: `salvage H` shuffles the one Heat card of the discard into the deck, so the
    Super cool has nothing left to return (spec 5.1: only Heat cards in the discard): Engine 3 at
    best. `supercool 1` first puts it in the Engine, and the Salvage and the Cooldown can follow:
    Engine 4, the same space, gear and Stress."""
    return _japan_super_cool_beside_a_salvage(seed)


@position("garage-super-cools-before-any-salvage", "supercool 1", "fine", topic="garage",
          rule="spec 5.1 Super cool; rulebook, 5. React (symbols in any order)")
def garage_super_cools_before_any_salvage(seed=1):
    """The same position: `supercool 1` returns the flood's Heat to the Engine first; 2nd gear's
    Cooldown and the Salvage are still his to use afterwards (rulebook, 5. React: in any order).
    Engine 4: no React choice ends the round better."""
    return _japan_super_cool_beside_a_salvage(seed)


def _japan_in_3rd_with_heat_on_the_discard(seed):
    cars, acts = others(racer("Ana", 30, lap=1), racer("Ben", 20, lap=1))
    cy = racer("Cy", 42, lap=1, gear=3, hand="u49 2 2 1 4 3 3".split(), engine=2, discard="1 3 4 S 2 H".split())
    return reach("japan", cars + [cy], acts + [("Cy", "gear 3"), ("Cy", "play u49 2 1")], "Cy", "react", seed,
                 modules=["garage"], expansions=["heavy_rain"])


@position("garage-3rd-gear-skips-the-only-cooling-super-cool", "done", "error", better="supercool 1", topic="garage",
          rule="spec 5.1 Super cool (needs no Heat in hand); advanced booklet, Garage Module: Salvage")
def garage_3rd_gear_skips_the_only_cooling_super_cool(seed=1):
    """Japan with the Garage, lap 1 of 2, three cars: Cy leads in 3rd gear (no Cooldown) with 2 Heat;
    a Heat card lies on top of his discard pile and none is in his hand. He played Air intake u49
    (Super cool 1, Salvage 4, Adjust -1) with 2 1 to space 46, over corner 4 (limit 5, 4 with the
    Adjust) at Speed 4. Super cool needs no Heat in hand (spec 5.1): `supercool 1` puts the discard's
    Heat in the Engine, 2 to 3. `done` leaves it there, the same space, gear and Stress. The Salvage's
    dozens of card sets change nothing this round; the Boost (Speed 5 and more) spins him out."""
    return _japan_in_3rd_with_heat_on_the_discard(seed)


def _japan_a_lap_down_on_the_flood_before_corner_5(seed):
    cars, acts = others(racer("Ana", 30), racer("Ben", 20), racer("Cy", 10), racer("Dan", 5))
    eve = racer("Eve", 52, lap=1, gear=3, hand="1 1 1 2 2 2 3".split(), engine=3)
    return reach("japan", cars + [eve], acts, "Eve", "gear", seed, expansions=["heavy_rain"])


@position("japan-far-behind-pays-two-heat-to-shift-down-two-on-a-flood", "gear 1", "error", better="gear 3",
          topic="expansions:flood", rule="spec 2: on a flooded space a down-shift costs 1 Heat more")
def japan_far_behind_pays_two_heat_to_shift_down_two_on_a_flood(seed=1):
    """Japan with Heavy Rain, five cars: Eve is a lap down (lap 1 of 2; the others are on lap 2) on
    space 52, flooded, in 3rd gear with 3 Heat, 1 space before the last corner (after 53, limit 3).
    Two gears down costs 1 Heat, and on a flood 1 more (spec 2): `gear 1` pays 2. Her hand is 1s, 2s
    and a 3: in 3rd gear 1 1 1 (Speed 3) crosses the corner at its limit to space 55, as far as the 3
    she could play in 1st; `gear 3` keeps both Heat and two gears."""
    return _japan_a_lap_down_on_the_flood_before_corner_5(seed)


@position("japan-far-behind-stays-in-3rd-on-a-flood", "gear 3", "fine", topic="expansions:flood",
          rule="spec 2: floods; rulebook, 1. Shift gears and 7. Check Corner")
def japan_far_behind_stays_in_3rd_on_a_flood(seed=1):
    """The same position: staying in 3rd costs nothing, and three of her smallest cards take her over
    corner 5 at its limit of 3. Any down-shift pays Heat on the flood (1 or 2) for the same space;
    4th gear goes 2 spaces further but four cards cross the corner over its limit: 2 Heat."""
    return _japan_a_lap_down_on_the_flood_before_corner_5(seed)


def _japan_on_the_flood_before_the_chicane(seed):
    cars, acts = others(racer("Ana", 40), racer("Ben", 30), racer("Cy", 3))
    ole = racer("Ole", 9, lap=1, gear=2, hand="1 1 1 2 3 3 4".split(), engine=2)
    return reach("japan", cars + [ole], acts, "Ole", "gear", seed, expansions=["heavy_rain"])


@position("japan-far-behind-pays-the-flood-to-shift-into-1st-before-the-chicane", "gear 1", "error",
          better="gear 3", topic="expansions:flood",
          rule="spec 2: a flooded down-shift costs 1 Heat; spec 3: each chicane line is a corner")
def japan_far_behind_pays_the_flood_to_shift_into_1st_before_the_chicane(seed=1):
    """Japan with Heavy Rain, lap 1 of 2, four cars, Ole a lap down: he starts on space 9, flooded, in
    2nd gear with 2 Heat, just before the chicane (lines after 10 and 12, limit 4 each). Shifting down
    to 1st is normally free, but on a flood it costs 1 Heat (spec 2). One card in 1st (his 4) reaches
    space 13 over both lines at the limit; in 3rd, up one gear for free, three cards such as 1 1 2 make
    the same Speed 4 to the same space: a Heat kept and two gears higher."""
    return _japan_on_the_flood_before_the_chicane(seed)


# ==== Nederland (3 laps): a chicane after 9 and 13, limit 5 each ==========================================

def _netherlands_leader_before_the_chicane(seed):
    cars, acts = others(racer("Ben", 2, lap=3), racer("Cy", 40))
    ana = racer("Ana", 6, lap=3, gear=2, hand="4 4 3 1 2 2 1".split(), engine=2)
    return reach("netherlands", cars + [ana], acts + [("Ana", "gear 2")], "Ana", "play", seed)


@position("netherlands-leader-spins-out-at-the-chicane-s-first-line", "play 4 4", "error", better="play 4 1",
          topic="netherlands:last", rule="rulebook, 7. Check Corner / Spin out; spec 3: chicanes")
def netherlands_leader_spins_out_at_the_chicane_s_first_line(seed=1):
    """Nederland, the last lap (3 of 3), three cars: Ana leads on space 6 in 2nd gear with 2 Heat, 3
    spaces before the chicane (lines after 9 and 13, limit 5 each). 4 4 (Speed 8) owes 3 Heat at the
    first line alone (spec 3: each line is its own corner); with 2 she spins out there, back to space
    9, in 1st gear with a Stress card (rulebook, 7. Check Corner). 4 1 (Speed 5) crosses the first line
    at its limit to space 11, between the lines: further, in 2nd gear, both Heat kept."""
    return _netherlands_leader_before_the_chicane(seed)


@position("netherlands-leader-takes-the-chicane-s-first-line-at-the-limit", "play 1 4", "fine", better="play 4 1",
          topic="netherlands:last", rule="rulebook, 2. Play Cards (the order does not matter); spec 3")
def netherlands_leader_takes_the_chicane_s_first_line_at_the_limit(seed=1):
    """The same position: 1 4 is the engine's 4 1 in another order (rulebook, 2. Play Cards): Speed 5,
    the first line at its limit, space 11 between the lines, for nothing. Faster pairs pay a Heat for
    each space over 5 (4 2: 1 Heat for space 12, 4 3: 2 for 13), slower ones stop short: no play is
    better in everything."""
    return _netherlands_leader_before_the_chicane(seed)


def _netherlands_last_car_at_the_chicane(seed):
    cars, acts = others(racer("Ana", 40), racer("Ben", 35), racer("Cy", 30), racer("Dan", 25))
    max_ = racer("Max", 4, gear=2, hand="3 2 4 4 1 1 2".split(), engine=0)
    return reach("netherlands", cars + [max_], acts + [("Max", "gear 2"), ("Max", "play 3 2")], "Max", "react", seed)


@position("netherlands-far-behind-takes-adrenaline-over-the-chicane-line", "adrenaline", "error", better="done",
          topic="netherlands:mid", rule="rulebook, 4. Adrenaline (+1 to the Speed) and 7. Check Corner; spec 3")
def netherlands_far_behind_takes_adrenaline_over_the_chicane_line(seed=1):
    """Nederland, lap 2 of 3, five cars: Max is last (Adrenaline is his, with five cars the last two
    have it). His 3 2 (Speed 5) stopped him on space 9, the last before the chicane's first line
    (limit 5), with an empty Engine. Adrenaline's extra space adds 1 to his Speed (rulebook, 4.
    Adrenaline): over the line at Speed 6, 1 Heat owed and none to pay, a spin-out back onto space 9
    in 1st gear with a Stress card. `done` keeps space 9 and 2nd gear."""
    return _netherlands_last_car_at_the_chicane(seed)


@position("netherlands-far-behind-declines-adrenaline-at-the-chicane", "done", "fine", topic="netherlands:mid",
          rule="rulebook, 4. Adrenaline and 7. Check Corner")
def netherlands_far_behind_declines_adrenaline_at_the_chicane(seed=1):
    """The same position: `done` keeps Max on space 9 in 2nd gear. The only other move, the Adrenaline
    space, crosses the line at Speed 6 with an empty Engine and spins him out onto the same space."""
    return _netherlands_last_car_at_the_chicane(seed)


# ==== España (1 lap, 6 cars): a chicane after 29 and 32, limit 4 each ======================================

def _spain_right_before_the_chicane(seed):
    cars, acts = others(racer("Ana", 60, lap=1), racer("Ben", 50, lap=1), racer("Cy", 45, lap=1),
                         racer("Dan", 10, lap=1), racer("Eve", 5, lap=1))
    fay = racer("Fay", 25, lap=1, gear=2, hand="2 2 4 4 3 1 1".split(), engine=1)
    return reach("spain", cars + [fay], acts + [("Fay", "gear 2"), ("Fay", "play 2 2")], "Fay", "react", seed)


@position("spain-mid-field-boosts-into-the-chicane", "boost", "error", better="done", topic="spain:last",
          rule="rulebook, 5. React / Boost (Note) and 7. Check Corner; spec 3: chicanes")
def spain_mid_field_boosts_into_the_chicane(seed=1):
    """España, its single lap, six cars: Fay, fourth, played 2 2 (Speed 4) to space 29, right before
    the chicane's first line (limit 4), with 1 Heat. A Boost pays that Heat and adds 1 to 4 to her
    Speed, which counts for the corner (rulebook, 5. React / Boost, Note): over the line at Speed 5 or
    more with an empty Engine, a spin-out back onto space 29 (spec 3), 1st gear and a Stress card.
    `done` keeps space 29, 2nd gear and the Heat."""
    return _spain_right_before_the_chicane(seed)


@position("spain-mid-field-stops-before-the-chicane", "done", "fine", topic="spain:last",
          rule="rulebook, 5. React / Boost and 7. Check Corner")
def spain_mid_field_stops_before_the_chicane(seed=1):
    """The same position: `done` keeps Fay on space 29 with her Heat; the Boost, the only other move,
    takes her over the chicane's first line too fast to pay for."""
    return _spain_right_before_the_chicane(seed)


# ==== Mexico: the chicane after 50 and 51 (limit 2 each), and the fast one after 14 and 19 =================

def _mexico_two_cars_before_the_last_chicane(seed):
    cars, acts = others(racer("Ana", 55, lap=1))
    gil = racer("Gil", 48, lap=1, gear=1, hand="4 3 2 1 1 2 3".split(), engine=1)
    return reach("mexico", cars + [gil], acts + [("Gil", "gear 1")], "Gil", "play", seed)


@position("mexico-two-cars-a-4-into-the-chicane-spins-out", "play 4", "error", better="play 2",
          topic="mexico:early", rule="rulebook, 7. Check Corner / Spin out; spec 3: each line charges its own Heat")
def mexico_two_cars_a_4_into_the_chicane_spins_out(seed=1):
    """Mexico, lap 1 of 3, two cars: Gil, behind, is in 1st gear on space 48 with 1 Heat, 2 spaces
    before the chicane (lines after 50 and 51, limit 2 each). His 4 (Speed 4) owes 2 Heat at the first
    line: he pays his one and spins out onto space 50, in 1st gear with a Stress card (rulebook, 7.
    Check Corner; spec 3). His 2 (Speed 2) reaches the same space 50 before the line with the Heat
    kept and no Stress."""
    return _mexico_two_cars_before_the_last_chicane(seed)


def _mexico_last_lap_behind_a_car(seed):
    cars, acts = others(racer("Ana", 27, lap=3), racer("Ben", 50, lap=3), racer("Cy", 5, lap=3))
    ned = racer("Ned", 22, lap=3, gear=3, hand="2 2 2 4 3 1 1".split(), engine=2)
    return reach("mexico", cars + [ned], acts + [("Ned", "gear 3"), ("Ned", "play 2 2 2")], "Ned", "slipstream", seed)


@position("mexico-last-lap-passes-up-a-free-slipstream", "pass", "error", better="slipstream", topic="mexico:last",
          rule="rulebook, 6. Slipstream")
def mexico_last_lap_passes_up_a_free_slipstream(seed=1):
    """Mexico, the last lap (3 of 3), four cars: Ned's 2 2 2 (Speed 6) lands him on space 28 right
    behind Ana (29), 10 spaces before corner 3 (after 38, limit 6). The slipstream moves him 2 spaces
    for free (rulebook, 6. Slipstream) and crosses no line; `pass` gives them away."""
    return _mexico_last_lap_behind_a_car(seed)


@position("mexico-last-lap-slipstreams-on-the-straight", "slipstream", "fine", topic="mexico:last",
          rule="rulebook, 6. Slipstream")
def mexico_last_lap_slipstreams_on_the_straight(seed=1):
    """The same position: `slipstream` takes Ned from 28 to 30, far from corner 3: 2 free spaces."""
    return _mexico_last_lap_behind_a_car(seed)


# ==== Weather on France (lap 1 of 2, 4 cars): Snow, a Cooling Bonus sector ================================

def _france_in_a_cooling_bonus_sector(seed):
    cars, acts = others(racer("Ana", 50, lap=1), racer("Ben", 40, lap=1), racer("Cy", 3, lap=1))
    hal = racer("Hal", 14, lap=1, gear=3, hand="1 1 1 H 4 3 2".split(), engine=2)
    return reach("france", cars + [hal], acts + [("Hal", "gear 3"), ("Hal", "play 1 1 1")], "Hal", "react", seed,
                 modules=["weather"], weather="snow",
                 road={1: "weather", 2: "limit+1", 3: "overheat", 4: "limit-1", 5: "heat_control"})


@position("weather-skips-the-cooling-bonus-in-3rd-gear", "done", "error", better="cooldown 1", topic="weather",
          rule="advanced booklet, Weather: Snow, Cooling Bonus (+1 Cooldown in this sector)")
def weather_skips_the_cooling_bonus_in_3rd_gear(seed=1):
    """Weather module, France, lap 1 of 2: the weather is Snow and the sector after corner 1 holds the
    Weather token, so it has Snow's sector effect, Cooling Bonus: "+1 Cooldown in this sector during
    the React step" (advanced booklet). Hal is in 3rd gear (no Cooldown of its own) and lands on space
    17 in that sector with a Heat card in hand. `cooldown 1` puts it back in his Engine (2 to 3) for
    nothing; `done` throws the bonus away."""
    return _france_in_a_cooling_bonus_sector(seed)


@position("weather-uses-the-cooling-bonus-in-3rd-gear", "cooldown 1", "fine", topic="weather",
          rule="advanced booklet, Weather: Cooling Bonus")
def weather_uses_the_cooling_bonus_in_3rd_gear(seed=1):
    """The same position: `cooldown 1` uses the sector's Cooling Bonus on the Heat card in hand, Engine
    2 to 3. A Boost would spend Heat for spaces instead, a trade, not a better move."""
    return _france_in_a_cooling_bonus_sector(seed)


# ==== Championship on Great Britain (lap 1 of 2, 4 cars): event 12, Turbulent winds ======================

def _britain_in_3rd_under_turbulent_winds(seed):
    cars, acts = others(racer("Ana", 57, lap=1), racer("Ben", 10), racer("Cy", 3, lap=1))
    ivy = racer("Ivy", 49, lap=1, gear=3, hand="2 3 4 4 1 1 2".split(), engine=2)
    return reach("great_britain", cars + [ivy], acts + [("Ivy", "gear 3"), ("Ivy", "play 2 3 4")], "Ivy",
                 "slipstream", seed, modules=["championship"], event=12)


@position("championship-passes-up-a-slipstream-allowed-in-3rd-gear", "pass", "error", better="slipstream",
          topic="championship", rule="Championship event 12 (Turbulent winds: slipstream only in 3rd or 4th gear); "
                                     "rulebook, 6. Slipstream")
def championship_passes_up_a_slipstream_allowed_in_3rd_gear(seed=1):
    """Championship, Great Britain, lap 1 of 2, four cars, under event card 12, Turbulent winds: "you
    may only Slipstream if you are in 3rd or 4th gear". Ivy is in 3rd: her 2 3 4 (Speed 9) lands her
    on space 58 right behind Ana (59), with corner 1 of the next lap 20 spaces ahead. The event does
    not stop her: `slipstream` is 2 free spaces (rulebook, 6. Slipstream), `pass` gives them away."""
    return _britain_in_3rd_under_turbulent_winds(seed)


@position("championship-slipstreams-in-3rd-gear-under-turbulent-winds", "slipstream", "fine",
          topic="championship", rule="Championship event 12; rulebook, 6. Slipstream")
def championship_slipstreams_in_3rd_gear_under_turbulent_winds(seed=1):
    """The same position: in 3rd gear the slipstream is allowed under Turbulent winds; it takes Ivy
    from 58 over the finish line to 60, crossing no corner: 2 free spaces."""
    return _britain_in_3rd_under_turbulent_winds(seed)


# ==== Legends on Italy (lap 1 of 3): a car behind two Legends has Adrenaline ==============================

def _italy_last_behind_two_legends(seed):
    cars, acts = others(racer("Ana", 40, lap=1))
    kai = racer("Kai", 30, lap=1, gear=2, hand="4 3 1 1 2 2 3".split(), engine=0)
    return reach("italy", [legend_car("Black Legend", "black", 45, lap=1),
                           legend_car("Green Legend", "green", 50, lap=1)] + cars + [kai],
                 acts + [("Kai", "gear 2"), ("Kai", "play 4 3")], "Kai", "react", seed, legends_deck=[1])


@position("legends-far-behind-skips-a-free-adrenaline-space", "done", "error", better="adrenaline",
          topic="legends", rule="rulebook, 4. Adrenaline; advanced booklet, Legends Module")
def legends_far_behind_skips_a_free_adrenaline_space(seed=1):
    """Italy, lap 1 of 3, with two Legends (four cars): Kai is last, behind Ana and both Legends, so
    Adrenaline is his (rulebook, 4. Adrenaline: the last car). His 4 3 took him to space 37 with an
    empty Engine, 27 spaces before corner 1 of the next lap: the Adrenaline space (and its +1 Speed)
    crosses no line, a free space. `done` gives it away."""
    return _italy_last_behind_two_legends(seed)


@position("legends-far-behind-takes-the-adrenaline-space", "adrenaline", "fine", topic="legends",
          rule="rulebook, 4. Adrenaline")
def legends_far_behind_takes_the_adrenaline_space(seed=1):
    """The same position: `adrenaline` moves Kai one more space, 37 to 38, far from any corner; with an
    empty Engine there is no Boost to weigh against it."""
    return _italy_last_behind_two_legends(seed)


# ==== Tournament mode on France (lap 1 of 2, 3 cars): one card puts the car in 1st gear ==================

def _tournament_one_card_to_1st(seed):
    cars, acts = others(racer("Ana", 50, lap=1), racer("Ben", 40, lap=1))
    acts = [a for a in acts if not a[1].startswith("gear")]  # Tournament mode: no gear decision
    lee = racer("Lee", 30, lap=1, gear=2, hand="3 H H 4 4 2 1".split(), engine=1)
    return reach("france", cars + [lee], acts + [("Lee", "play 3")], "Lee", "react", seed, tournament=True)


@position("tournament-skips-1st-gear-s-cooldown-with-two-heat-in-hand", "done", "error", better="cooldown 2",
          topic="tournament", rule="advanced booklet, Tournament Mode; rulebook, 5. React / Cooldown (1st gear: 3)")
def tournament_skips_1st_gear_s_cooldown_with_two_heat_in_hand(seed=1):
    """Tournament mode, France, lap 1 of 2, three cars: Lee, last, played a single card (a 3) from 2nd
    gear, so he is in 1st gear at Reveal (advanced booklet, Tournament Mode: the number of cards is the
    gear), on space 33 with 1 Heat and two Heat cards in hand. 1st gear gives Cooldown 3 (rulebook, 5.
    React): `cooldown 2` puts both back in the Engine (1 to 3) for nothing. `done` wastes it, and the
    Adrenaline space too."""
    return _tournament_one_card_to_1st(seed)


@position("tournament-cools-both-heat-in-1st-gear", "cooldown 2", "fine", topic="tournament",
          rule="rulebook, 5. React / Cooldown; advanced booklet, Tournament Mode")
def tournament_cools_both_heat_in_1st_gear(seed=1):
    """The same position: `cooldown 2` takes both Heat cards of the hand back into the Engine with 1st
    gear's Cooldown; React goes on after it (the Adrenaline space is still his to take)."""
    return _tournament_one_card_to_1st(seed)
