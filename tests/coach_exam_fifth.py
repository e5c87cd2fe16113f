"""A fifth exam for the coach (tests/coach_exam.py says what a position is and how a verdict is proven),
written blind (every verdict and its justification before the coach was asked) in situations the first
four do not hold: Mexico's 50+51 chicane (one space between its lines: a spin-out at either line),
Nederland's 9+13+16 complex (the chicane's second line and a slow corner three spaces on), a road
token on a chicane acting at both its lines (Speed limit +1, Overheat) and a Fog sector slipstreamed
into (Weather), the Front Wing's and a Sponsorship card's Draft, the Air intake's Adjust Speed Limit
-1, two Legends side by side blocking a slipstream's space, an eight-car field's second Adrenaline,
España's tunnels (no discard there: a slipstream into one is still free), 4th gear from 2nd (a Heat
paid, then a spin-out), two React symbols in either order, Japan's flood before corner 53 (the
down-shift's extra Heat is the price of no spin-out), Tournament mode on a flood (two cards pay the
flood's Heat at Reveal) and the leader's Boost past the last corner with a car close behind.

`FIFTH` is the list of these positions (coach_exam's `Position`, registered by its `position`
machinery: each builder's docstring is its justification, proven by playing the moves out in
tests/test_coach_exam.py). Citations: "rulebook" /work/shared/rules/001, "advanced booklet" 002,
"spec" /work/shared/reference/expansions_as_implemented_by_bga.md.
Mexico: 60 spaces, 3 laps, lines after 14+19 (7), 38 (6), 44 (4), 50+51 (2). Netherlands: 55 spaces,
3 laps, lines after 9+13 (5), 16 (3), 26 (8), 34 (4). Japan: 60 spaces, 2 laps, lines after 10+12 (4),
18 (2), 45 (5), 53 (3). España: 109 spaces, 1 lap, tunnels 17-24, 38-42, 46-49, 62-71, 80-88. USA: 69
spaces, 2 laps, corners after 12 (7), 33 (3), 49 (3), 57 (2). France: 60 spaces, corner 39 (3, its
Legends line 33). Every race here is on its last lap.
"""
from __future__ import annotations

from functools import partial

from coach_exam import Position, ben_between, legend_car, others, racer, reach
from coach_exam import position as _register

FIFTH: list[Position] = []
# (no OPEN list: the coach passed every position at judge seeds 0-2 when first asked, see the module's
# run in tests/benchmarks/bench_coach_exam.py --exam fifth)

position = partial(_register, into=FIFTH)


_behind = ben_between


# ==== Mexico's 50+51 chicane: one space between its lines (spec 3) =========================================

def _mexico_48(seed):
    ben = racer("Ben", 48, lap=3, gear=2, hand="2 2 1 4 4 3 3".split(), engine=3)
    return _behind("mexico", (racer("Ana", 20, lap=3), racer("Cy", 5, lap=3)), ben, [("Ben", "gear 2")], "play", seed)


@position("mexico-spins-out-at-the-chicane-s-second-line", "play 2 2", "error", better="play 2 1",
          topic="expansions:chicane", rule="spec 3: each line of a chicane charges its own Heat, a spin-out at "
                                           "the second line lands between the lines; rulebook, 7. Spin out")
def mexico_spins_out_at_the_chicane_s_second_line(seed=1):
    """Mexico, the last lap (3 of 3): Ben is on space 48 in 2nd gear with 3 Heat; the chicane's lines
    are after 50 and 51 (limit 2 each), one space apart. 2 2 (Speed 4) crosses both: 2 Heat at the
    first line and 2 more at the second (spec 3), 4 owed with 3: he pays all 3 and spins out at the
    second line, onto space 51 between the lines, in 1st gear with a Stress card. 2 1 (Speed 3) ends
    on the same space 51 having crossed only the first line: 1 Heat, 2nd gear, no Stress."""
    return _mexico_48(seed)


def _mexico_49(seed):
    ben = racer("Ben", 49, lap=3, gear=2, hand="2 1 1 4 4 3 3".split(), engine=0)
    return _behind("mexico", (racer("Ana", 20, lap=3), racer("Cy", 5, lap=3)), ben, [("Ben", "gear 2")], "play", seed)


@position("mexico-crosses-both-lines-with-an-empty-engine", "play 2 1", "error", better="play 1 1",
          topic="expansions:chicane", rule="spec 3: chicanes; rulebook, 7. Check Corner / Spin out")
def mexico_crosses_both_lines_with_an_empty_engine(seed=1):
    """Mexico, the last lap: Ben is on space 49 in 2nd gear with an empty Engine. 2 1 (Speed 3) owes 1
    Heat at the chicane's first line (after 50, limit 2) with none: a spin-out back to space 50,
    before the chicane, in 1st gear with a Stress card. 1 1 (Speed 2) crosses the first line at its
    limit to space 51, between the lines, free: a space further, 2nd gear, no Stress."""
    return _mexico_49(seed)


@position("mexico-stops-between-the-lines-at-the-limit", "play 1 1", "fine", topic="expansions:chicane",
          rule="spec 3: chicanes (a car between the lines checks only the second next round)")
def mexico_stops_between_the_lines_at_the_limit(seed=1):
    """The same position: 1 1 takes Ben over the first line at its limit of 2 to space 51, the one
    space between the lines, free. Every faster pair owes Heat at the first line with an empty Engine
    and spins out back to space 50."""
    return _mexico_49(seed)


# ==== Nederland's 9+13+16 complex: the chicane's second line, then corner 16 three spaces on ===============

def _netherlands_between_the_lines(seed):
    ben = racer("Ben", 11, lap=3, gear=2, hand="4 2 1 4 3 3 1".split(), engine=2)
    return _behind("netherlands", (racer("Ana", 40, lap=3), racer("Cy", 2, lap=3)), ben, [("Ben", "gear 2")],
                   "play", seed)


@position("netherlands-second-line-and-corner-16-in-one-move", "play 4 2", "error", better="play 4 1",
          topic="expansions:chicane", rule="spec 3: chicanes; rulebook, 7. Check Corner (several corners: each "
                                           "paid separately, in order) / Spin out")
def netherlands_second_line_and_corner_16_in_one_move(seed=1):
    """Netherlands, the last lap (3 of 3): Ben is on space 11, between the chicane's lines (after 9 and
    13, limit 5), in 2nd gear with 2 Heat; corner 16 (limit 3) follows three spaces after the second
    line. 4 2 (Speed 6) ends on 17: 1 Heat at line 13, then 3 at corner 16 with 1 left (rulebook, 7.
    each corner paid separately): a spin-out back to space 16 in 1st gear with a Stress card. 4 1
    (Speed 5) crosses line 13 at its limit to the same space 16, before corner 16: 2nd gear, both Heat
    kept, no Stress."""
    return _netherlands_between_the_lines(seed)


@position("netherlands-second-line-at-the-limit-stops-before-16", "play 1 4", "fine", better="play 4 1",
          topic="expansions:chicane", rule="spec 3: chicanes; rulebook, 2. Play Cards (the order of the cards)")
def netherlands_second_line_at_the_limit_stops_before_16(seed=1):
    """The same position: 1 4 is the engine's 4 1 in another order: Speed 5 over line 13 at its limit
    to space 16, right before corner 16, free (3 2 is the same Speed to the same space). Speed 6 or
    more pays corner 16 more Heat than Ben has and spins out onto that very space."""
    return _netherlands_between_the_lines(seed)


# ==== Weather: a road token on a chicane acts at both its lines (spec 3, Road-condition tokens) ============

def _japan_chicane_token(road, engine):
    def build(seed):
        ben = racer("Ben", 8, gear=2, hand="2 2 3 4 4 1 1".split(), engine=engine)
        return _behind("japan", (racer("Ana", 30), racer("Cy", 2)), ben, [("Ben", "gear 2")], "play", seed,
                       modules=["weather"], weather="cloud", road=road)
    return build


_LIMIT_PLUS_ONE = _japan_chicane_token({1: "limit+1", 3: "slipstream+1", 4: "overheat", 5: "limit-1"}, 0)
_OVERHEAT = _japan_chicane_token({1: "overheat", 3: "slipstream+1", 4: "limit+1", 5: "limit-1"}, 3)


@position("weather-a-limit-plus-1-chicane-stops-between-the-lines", "play 2 2", "error", better="play 3 2",
          topic="weather", rule="spec 3, Road-condition tokens (a pair's token acts at both lines); advanced "
                                "booklet, Road Conditions: Adjust Speed Limit (+1)")
def weather_a_limit_plus_1_chicane_stops_between_the_lines(seed=1):
    """Weather module, Japan, the last lap: the chicane's road token is Speed limit +1. One token is
    drawn for the pair and acts at both lines (spec 3): limit 5 after 10 and after 12. Ben is on space
    8 in 2nd gear with an empty Engine. 2 2 (Speed 4) stops on 12, between the lines. 3 2 (Speed 5)
    crosses both lines at their raised limit to space 13, free: a space further, nothing paid."""
    return _LIMIT_PLUS_ONE(seed)


@position("weather-a-limit-plus-1-chicane-crossed-whole-at-5", "play 2 3", "fine", better="play 3 2",
          topic="weather", rule="spec 3, Road-condition tokens; Adjust Speed Limit (+1)")
def weather_a_limit_plus_1_chicane_crossed_whole_at_5(seed=1):
    """The same position: 2 3 is the engine's 3 2 in another order (4 1 is the same Speed): Speed 5
    over both raised lines to space 13 for nothing. Speed 6 or more owes Heat at the first line with
    an empty Engine and spins out."""
    return _LIMIT_PLUS_ONE(seed)


@position("weather-an-overheat-chicane-charges-twice-spin-out", "play 3 2", "error", better="play 2 2",
          topic="weather", rule="spec 3, Road-condition tokens (Overheat at each line); advanced booklet, Road "
                                "Conditions: Overheat; rulebook, 7. Spin out")
def weather_an_overheat_chicane_charges_twice_spin_out(seed=1):
    """Weather module, Japan, the last lap: the chicane's road token is Overheat ("if Speed exceeds the
    limit at this corner, pay +1 Heat"), at both lines (spec 3). Ben is on space 8 in 2nd gear with 3
    Heat. 3 2 (Speed 5, one over the limit of 4) pays 1 + 1 at the first line and 1 + 1 at the second:
    4 owed with 3, a spin-out at the second line onto space 12 in 1st gear with a Stress card. 2 2
    (Speed 4) reaches the same space 12 at the first line's limit: nothing owed, 2nd gear, 3 Heat."""
    return _OVERHEAT(seed)


def _fog_after_corner_2(seed):
    ana, cy = racer("Ana", 31, gear=2), racer("Cy", 5, gear=2)
    ben = racer("Ben", 29, gear=2, hand="2 1 4 4 3 3 1".split(), engine=1)
    return reach("usa", [ana, ben, cy], [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Cy", "gear 2"), ("Cy", "play 1 1"),
                                         ("Ben", "gear 2"), ("Ben", "play 2 1")], "Ben", "slipstream", seed,
                 modules=["weather"], weather="fog", road={1: "limit+1", 2: "weather", 3: "overheat", 4: "limit-1"})


@position("weather-passes-up-a-slipstream-into-a-fog-sector", "pass", "error", better="slipstream",
          topic="weather", rule="advanced booklet, Weather Effects: No slipstream (Fog: none started from the "
                                "sector, one may slipstream into it); rulebook, 6. Slipstream")
def weather_passes_up_a_slipstream_into_a_fog_sector(seed=1):
    """Weather module, USA, the last lap: the weather is Fog and its token lies on corner 2: the sector
    after it is a No-slipstream sector, where no slipstream may START; one may slipstream into it.
    Ben's 2 1 (Speed 3) took him to space 32, right behind Ana on 33, before corner 2 (limit 3). The
    slipstream starts outside the Fog, carries him over the corner to space 34 and is checked at his
    Speed 3, the limit (rulebook, 6. Note): 2 free spaces. `pass` gives them away."""
    return _fog_after_corner_2(seed)


# ==== Garage (advanced booklet, Garage Module) and a Sponsorship card: Draft and Adjust (spec 5.2, 6) ======

def _front_wing(start, ana, engine):
    # Front Wing u55: Speed 0, a [+] (the deck's top card, a 2), Draft 3
    def build(seed):
        ben = racer("Ben", start, gear=2, hand="u55 3 1 4 4 2 2".split(), deck=["2", "..."], engine=engine)
        return _behind("usa", (racer("Ana", ana), racer("Cy", 5)), ben, [("Ben", "gear 2"), ("Ben", "play u55 3")],
                       "react", seed, modules=["garage"])
    return build


@position("garage-skips-the-front-wing-s-draft", "done", "error", better="drafting 2", topic="garage",
          rule="spec 5.2 Draft (Front Wing u55); rulebook, 6. Slipstream")
def garage_skips_the_front_wing_s_draft(seed=1):
    """Garage module, USA, the last lap: Ben played Front Wing u55 (Speed 0, a [+] that flipped a 2,
    Draft 3) with a 3 from space 13 to 18, with an empty Engine; Ana ends on 21, two empty spaces
    ahead of him. Draft moves him up to the last empty space behind the next car (spec 5.2: exactly
    the gap, here 2, within his 3), to 20, without raising his Speed; no corner before 33. There he is
    right behind Ana, and his slipstream takes him 2 more. `done` stays on 18, too far back to
    slipstream: 4 spaces given away."""
    return _front_wing(13, 19, 0)(seed)


@position("garage-drafts-over-corner-2-into-a-spin-out", "drafting 2", "error", better="done", topic="garage",
          rule="spec 5.2 Draft (not Speed, but a corner line crossed is still charged at the turn's Speed); "
               "rulebook, 7. Check Corner / Spin out")
def garage_drafts_over_corner_2_into_a_spin_out(seed=1):
    """Garage module, USA, the last lap: Ben's Front Wing u55 (its [+] flipped a 2) and a 3 made Speed 5
    from 28 to 33, the last space before corner 2 (limit 3), with 1 Heat; Ana ends on 36. The Draft
    (2 spaces, to 35) crosses corner 2, and a corner crossed is checked at the turn's Speed, 5 (spec
    5.2): 2 Heat owed with 1, a spin-out back to space 33 in 1st gear with a Stress card. `done` keeps
    space 33, 2nd gear and the Heat."""
    return _front_wing(28, 34, 1)(seed)


def _sponsor_draft(seed):
    # Eole Wings Industries s86: Speed 5, Draft 2, one-time use (spec 7.1)
    ben = racer("Ben", 13, gear=2, hand="s86 1 4 4 2 2 1".split(), engine=0)
    return _behind("usa", (racer("Ana", 20), racer("Cy", 5)), ben, [("Ben", "gear 2"), ("Ben", "play s86 1")],
                   "react", seed, modules=["championship"], event=7)


@position("championship-drafts-with-the-sponsor-s-wings", "drafting 2", "fine", topic="championship",
          rule="spec 7.1 (sponsor s86, Draft 2) and 5.2 Draft; advanced booklet, Sponsorship cards")
def championship_drafts_with_the_sponsor_s_wings(seed=1):
    """Championship, USA, the last lap, under event 7 (no special rule): Ben played the Sponsorship card
    s86, Eole Wings Industries (Speed 5, Draft 2), with a 1 from 13 to 19, with an empty Engine; Ana
    ends on 22, two empty spaces ahead. `drafting 2` takes him to 21 right behind her, far from corner
    2, without raising his Speed, and his slipstream follows: the most spaces there are, free."""
    return _sponsor_draft(seed)


def _air_intake_at_corner_2(seed):
    # Air intake u49: Speed 1, Super cool 1, Salvage 4, Adjust Speed Limit -1 (spec 6)
    ben = racer("Ben", 31, gear=2, hand="u49 2 1 4 4 3 3".split(), engine=1)
    return _behind("usa", (racer("Ana", 50), racer("Cy", 5)), ben, [("Ben", "gear 2")], "play", seed,
                   modules=["garage"])


@position("garage-air-intake-lowers-the-limit-it-crosses", "play u49 2", "error", better="play 2 1", topic="garage",
          rule="advanced booklet, Garage Module: Mandatory Symbols, Adjust Speed Limit; spec 6 (Air intake "
               "u49: -1)")
def garage_air_intake_lowers_the_limit_it_crosses(seed=1):
    """Garage module, USA, the last lap: Ben is on space 31 in 2nd gear with 1 Heat, 2 spaces before
    corner 2 (limit 3). Air intake u49 (Speed 1) carries the mandatory Adjust Speed Limit -1: "if you
    cross a corner this turn, your Speed Limit is modified by -1" (advanced booklet). u49 2 (Speed 3)
    crosses corner 2 at a limit of 2: 1 Heat. 2 1 makes the same Speed 3 to the same space 34 at the
    printed limit of 3: the Heat kept."""
    return _air_intake_at_corner_2(seed)


@position("garage-keeps-the-air-intake-off-the-corner", "play 1 2", "fine", better="play 2 1", topic="garage",
          rule="advanced booklet, Garage Module: Adjust Speed Limit; rulebook, 2. Play Cards")
def garage_keeps_the_air_intake_off_the_corner(seed=1):
    """The same position: 1 2 is the engine's 2 1 in another order: Speed 3 over corner 2 at its
    printed limit to space 34, free, the Air intake kept in hand. Any faster play owes Heat over the
    corner he cannot all pay; u49 1 stops before it, a space shorter for the same Heat."""
    return _air_intake_at_corner_2(seed)


# ==== Legends (advanced booklet, Legends Module): two Legends side by side block a slipstream's space ======

def _legends_side_by_side(seed):
    # Legends card 1: Black and Green (diamond 2 each) overshoot the Legends line (33) of corner 39: both
    # stop on 37, the Black on the Race Line, the Green beside it: space 37 is full.
    hand = "4 4 3 3 2 2 1".split()
    return reach("france", [legend_car("Black Legend", "black", 31), legend_car("Green Legend", "green", 30),
                            racer("Ana", 29, gear=2, hand=hand), racer("Ben", 28, gear=2, hand=hand, engine=1),
                            racer("Cy", 10, gear=2)],
                 [("Ana", "gear 2"), ("Ana", "play 4 3"), ("Ben", "gear 2"), ("Ben", "play 4 3"), ("Cy", "gear 2"),
                  ("Cy", "play 1 1")], "Ben", "slipstream", seed, legends_deck=[1])


@position("legends-passes-up-a-slipstream-the-legends-cut-short", "pass", "error", better="slipstream",
          topic="legends", rule="rulebook, 6. Slipstream (a full final space: the first free spot behind); "
                                "advanced booklet, Legends Module")
def legends_passes_up_a_slipstream_the_legends_cut_short(seed=1):
    """France, the last lap, with Legends: the Black and the Green Legend both stop on space 37 (movement
    B, 2 spaces before corner 39), side by side: the space is full. Ana's 4 3 ends on 36, Ben's on 35
    right behind her. His slipstream's 2 spaces end on 37, full, so he takes the first free spot
    behind (rulebook, 6. Slipstream): beside Ana on 36, before the corner. One free space is still a
    free space: `pass` gives it away."""
    return _legends_side_by_side(seed)


@position("legends-slipstreams-as-far-as-the-legends-let-him", "slipstream", "fine", topic="legends",
          rule="rulebook, 6. Slipstream; advanced booklet, Legends Module")
def legends_slipstreams_as_far_as_the_legends_let_him(seed=1):
    """The same position: `slipstream` ends beside Ana on 36, the Legends' full space 37 ahead: a space
    gained for nothing, no corner crossed."""
    return _legends_side_by_side(seed)


# ==== An eight-car field: the last TWO cars get Adrenaline (rulebook, 4. Adrenaline: 5 cars or more) =======

def _eight_cars(seed):
    ahead = [racer(n, s) for n, s in (("Ana", 62), ("Ben", 58), ("Cy", 54), ("Dan", 46), ("Eve", 42), ("Fay", 38))]
    cars, acts = others(*ahead)
    gus = racer("Gus", 15, gear=2, hand="2 1 4 4 3 3 1".split(), engine=0)
    hal = racer("Hal", 8, gear=2)
    return reach("usa", cars + [gus, hal], acts + [("Hal", "gear 2"), ("Hal", "play 1 1"), ("Gus", "gear 2"),
                                                   ("Gus", "play 2 1")], "Gus", "react", seed)


@position("field-of-eight-the-second-last-skips-adrenaline", "done", "error", better="adrenaline", topic="field",
          rule="rulebook, 4. Adrenaline (the two last cars with 5 cars or more); 5. React")
def field_of_eight_the_second_last_skips_adrenaline(seed=1):
    """USA, the last lap, eight cars: Gus moves seventh of eight, so he is one of the two last cars and
    gets Adrenaline (rulebook, 4. Adrenaline: 5 cars or more). His 2 1 took him to space 18, 15
    spaces before corner 2, with an empty Engine. The Adrenaline space is free (Speed 4, far from any
    corner); `done` gives it away."""
    return _eight_cars(seed)


@position("field-of-eight-the-second-last-takes-adrenaline", "adrenaline", "fine", topic="field",
          rule="rulebook, 4. Adrenaline; 5. React")
def field_of_eight_the_second_last_takes_adrenaline(seed=1):
    """The same position: `adrenaline` moves Gus a space further for nothing; with an empty Engine and
    no Heat in hand there is nothing else to weigh."""
    return _eight_cars(seed)


# ==== España's tunnels (spec 4): no discard there, the rest is as anywhere ==================================

def _spain_before_the_tunnel(seed):
    ben = racer("Ben", 56, lap=1, gear=2, hand="3 1 4 4 4 3 3".split(), engine=2)
    return _behind("spain", (racer("Ana", 59, lap=1), racer("Cy", 20, lap=1)), ben,
                   [("Ben", "gear 2"), ("Ben", "play 3 1")], "slipstream", seed)


@position("spain-passes-up-a-slipstream-into-a-tunnel", "pass", "error", better="slipstream",
          topic="expansions:tunnel", rule="spec 4: a tunnel forbids only the discard (and Reduce Stress); rulebook, "
                                          "6. Slipstream")
def spain_passes_up_a_slipstream_into_a_tunnel(seed=1):
    """España (one lap, the last): Ben's 3 1 took him to space 60, right behind Ana on 61; corner 65 is
    5 spaces on. The slipstream takes him to 62, the first space of a tunnel, where no card may be
    discarded in step 8 (spec 4); his hand is 4 4 4 3 3, nothing he would discard. 2 free spaces,
    no corner crossed: `pass` gives them away."""
    return _spain_before_the_tunnel(seed)


@position("spain-slipstreams-into-a-tunnel-with-nothing-to-discard", "slipstream", "fine",
          topic="expansions:tunnel", rule="spec 4: tunnels; rulebook, 6. Slipstream and 8. Discard")
def spain_slipstreams_into_a_tunnel_with_nothing_to_discard(seed=1):
    """The same position: `slipstream` into the tunnel (60 to 62) is 2 free spaces before corner 65;
    the discard it forbids would have thrown away none of his big cards."""
    return _spain_before_the_tunnel(seed)


# ==== 4th gear from 2nd (rulebook, 1. Shift gears: two gears cost 1 Heat) ==================================

def _two_gears_up_before_corner_2(seed):
    ben = racer("Ben", 26, gear=2, hand="2 2 3 3 4 4 2".split(), engine=1)
    return _behind("usa", (racer("Ana", 50), racer("Cy", 5)), ben, [], "gear", seed)


@position("gear-pays-a-heat-for-4th-into-a-spin-out", "gear 4", "error", better="gear 3", topic="gear",
          rule="rulebook, 1. Shift gears (two gears: 1 Heat); 7. Spin out (2 Stress in 3rd/4th gear)")
def gear_pays_a_heat_for_4th_into_a_spin_out(seed=1):
    """USA, the last lap: Ben is on space 26 in 2nd gear with 1 Heat, 7 spaces before corner 2 (limit
    3); his hand is 2 2 3 3 4 4 2. 4th gear costs his one Heat (two gears up, rulebook, 1. Shift
    gears) and any four of his cards make Speed 9 or more: over corner 2 with an empty Engine, a
    spin-out back to space 33 in 1st gear with 2 Stress cards (3rd/4th gear). 3rd gear is free and
    2 2 3 (Speed 7) reaches the same space 33 right before the corner: 3rd gear, the Heat, no Stress."""
    return _two_gears_up_before_corner_2(seed)


@position("gear-shifts-up-one-to-reach-corner-2", "gear 3", "fine", topic="gear",
          rule="rulebook, 1. Shift gears")
def gear_shifts_up_one_to_reach_corner_2(seed=1):
    """The same position: `gear 3` is free and its three cards 2 2 3 reach space 33, the last before
    corner 2; 2nd gear's best pair also reaches 33 in a lower gear, 1st gear stops short, 4th spins."""
    return _two_gears_up_before_corner_2(seed)


# ==== React: symbols in any order (rulebook, 5. React: "in ANY order you want") =============================

def _first_gear_boost_and_cooldown(seed):
    ben = racer("Ben", 14, gear=1, hand="3 H 4 4 2 2 1".split(), engine=1)
    return _behind("usa", (racer("Ana", 50), racer("Cy", 5)), ben, [("Ben", "gear 1"), ("Ben", "play 3")], "react",
                   seed)


@position("react-boosts-first-then-cools", "boost", "fine", better="cooldown 1", topic="react",
          rule="rulebook, 5. React (symbols in any order; Boost: 1 Heat; Cooldown 3 in 1st gear)")
def react_boosts_first_then_cools(seed=1):
    """USA, the last lap: Ben, in 1st gear, played a 3 from 14 to 17, 16 spaces before corner 2, with 1
    Heat in the Engine and a Heat card in hand. He may Boost (1 Heat) and Cool down (up to 3 in 1st
    gear) in any order (rulebook, 5. React): the Boost first pays the Engine's Heat and the Cooldown
    then returns the hand's; the Cooldown first, then the Boost, ends the same: 1 to 4 spaces for no
    Heat at all in the end. `boost` first is as good as `cooldown 1` first."""
    return _first_gear_boost_and_cooldown(seed)


@position("react-cools-first-then-boosts", "cooldown 1", "fine", better="boost", topic="react",
          rule="rulebook, 5. React (symbols in any order)")
def react_cools_first_then_boosts(seed=1):
    """The same position: `cooldown 1` first (Engine 2), then the Boost (Engine 1): the same spaces and
    the same Heat as the other order."""
    return _first_gear_boost_and_cooldown(seed)


# ==== Japan's flood before corner 53: here the down-shift's extra Heat is the price of no spin-out (spec 2) ==

def _japan_flood_before_53(seed):
    ben = racer("Ben", 52, gear=3, hand="2 2 3 3 4 4 1".split(), engine=1)
    return _behind("japan", (racer("Ana", 20), racer("Cy", 5)), ben, [], "gear", seed)


@position("flood-keeps-3rd-gear-into-corner-53-and-spins", "gear 3", "error", better="gear 2",
          topic="expansions:flood", rule="spec 2: a flooded down-shift costs 1 Heat more; rulebook, 7. Spin out "
                                         "(2 Stress in 3rd/4th gear)")
def flood_keeps_3rd_gear_into_corner_53_and_spins(seed=1):
    """Japan, the last lap: Ben starts the round on space 52, flooded, in 3rd gear with 1 Heat, one
    space before corner 53 (limit 3). His three smallest cards, 1 2 2, make Speed 5: 2 Heat owed with
    1, a spin-out back to space 53 in 1st gear with 2 Stress cards (3rd gear). Shifting down to 2nd
    costs his one Heat on the flood (spec 2), and 1 2 (Speed 3) then crosses the corner at its limit to
    space 55: two spaces further, a higher gear, no Stress, the same empty Engine."""
    return _japan_flood_before_53(seed)


@position("flood-pays-the-flood-s-heat-to-take-corner-53", "gear 2", "fine", topic="expansions:flood",
          rule="spec 2: flooded spaces; rulebook, 1. Shift gears")
def flood_pays_the_flood_s_heat_to_take_corner_53(seed=1):
    """The same position: `gear 2` pays the flood's Heat (his last) and its 1 2 takes corner 53 at its
    limit. 3rd and 4th gear spin out with any of his cards; 1st gear (two down on a flood, 2 Heat) is
    beyond his Engine."""
    return _japan_flood_before_53(seed)


# ==== The same React symbols with Heat to Boost, and the leader past the last corner ========================

def _eight_cars_with_heat(seed):
    ahead = [racer(n, s) for n, s in (("Ana", 62), ("Ben", 58), ("Cy", 54), ("Dan", 46), ("Eve", 42), ("Fay", 38))]
    cars, acts = others(*ahead)
    gus = racer("Gus", 15, gear=2, hand="2 1 4 4 3 3 1".split(), engine=1)
    return reach("usa", cars + [gus, racer("Hal", 8, gear=2)],
                 acts + [("Hal", "gear 2"), ("Hal", "play 1 1"), ("Gus", "gear 2"), ("Gus", "play 2 1")], "Gus",
                 "react", seed)


@position("field-of-eight-adrenaline-with-a-heat-to-boost", "adrenaline", "fine", topic="field",
          rule="rulebook, 4. Adrenaline (the two last cars with 5 cars or more); 5. React (a symbol at a time)")
def field_of_eight_adrenaline_with_a_heat_to_boost(seed=1):
    """USA, the last lap, eight cars: Gus, seventh of eight, has Adrenaline; his 2 1 took him to space
    18, 15 spaces before corner 2, with 1 Heat in the Engine. The Adrenaline space is free and decides
    nothing else: after it he may still Boost or stop (rulebook, 5. React: each symbol is used on its
    own). No move beats taking a free space first."""
    return _eight_cars_with_heat(seed)


def _leader_past_the_last_corner(seed):
    ben = racer("Ben", 58, gear=2, hand="2 1 3 3 2 2 1".split(), engine=3)
    return reach("usa", [ben, racer("Ana", 56, gear=2), racer("Cy", 20)],
                 [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Cy", "gear 2"), ("Cy", "play 1 1"), ("Ben", "gear 2"),
                  ("Ben", "play 2 1")], "Ben", "react", seed)


@position("finish-leader-boosts-past-the-last-corner-with-a-car-close-behind", "boost", "fine", topic="finish",
          rule="rulebook, How to Win (a tie goes to the car furthest ahead); 5. React / Boost")
def finish_leader_boosts_past_the_last_corner_with_a_car_close_behind(seed=1):
    """USA, the last lap: Ben leads; his 2 1 took him from 58 to 61, past the last corner (57), 8 spaces
    from the finish line, with 3 Heat; Ana follows on 58. No corner is left, so Heat can only pay for
    Boosts, one a round: boosting now (1-4 spaces, 2 Heat left for the rounds to the line) puts him
    further ahead for a finish Ana may share (rulebook, How to Win: the car furthest ahead wins). `done`
    keeps a third Heat for a third round he will most likely not need (9 spaces to cross the line:
    two big cards, or three or four cards in a higher gear): a trade on paper, no better move."""
    return _leader_past_the_last_corner(seed)


# ==== Tournament mode on a flood: the gear follows the cards at Reveal, the flood's Heat with it ============

def _tournament_on_a_flood(seed):
    # no gear step in Tournament mode: the others only play their 1 1
    ben = racer("Ben", 8, gear=3, hand="1 1 2 4 4 3 3".split(), engine=2)
    return reach("japan", [racer("Ana", 30, gear=2), ben, racer("Cy", 2, gear=2)],
                 [("Ana", "play 1 1"), ("Cy", "play 1 1")], "Ben", "play", seed, tournament=True)


@position("tournament-two-cards-on-a-flood-pay-its-heat", "play 3 1", "error", better="play 2 1 1",
          topic="tournament", rule="advanced booklet, Tournament Mode (the gear is the number of cards at Reveal); "
                                   "spec 2: a flooded down-shift costs 1 Heat more")
def tournament_two_cards_on_a_flood_pay_its_heat(seed=1):
    """Tournament mode, Japan, the last lap: Ben starts the round on space 8, flooded, in 3rd gear with 2
    Heat, before the chicane (lines after 10 and 12, limit 4). Two cards put him in 2nd gear at Reveal:
    one gear down, free anywhere else, but 1 Heat on a flood (spec 2, checked at Reveal). 3 1 (Speed 4)
    crosses the first line at its limit to space 12 for that Heat. Three cards keep 3rd gear for
    nothing, and 2 1 1 makes the same Speed 4 to the same space 12: a gear higher, both Heat kept."""
    return _tournament_on_a_flood(seed)


@position("tournament-three-small-cards-stay-in-3rd-on-a-flood", "play 1 2 1", "fine", better="play 2 1 1",
          topic="tournament", rule="advanced booklet, Tournament Mode; spec 2: flooded spaces")
def tournament_three_small_cards_stay_in_3rd_on_a_flood(seed=1):
    """The same position: 1 2 1 is the engine's 2 1 1 in another order: three cards, 3rd gear kept for
    free on the flood, Speed 4 over the chicane's first line at its limit to space 12. Fewer cards pay
    the flood's Heat, four cards or any bigger three owe the chicane more Heat than he has (a
    spin-out), and 3 1 1 crosses both lines one over the limit: a space for 2 Heat, a trade."""
    return _tournament_on_a_flood(seed)
