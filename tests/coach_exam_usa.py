"""The first exam's USA positions (tests/coach_exam.py says what a position is and how a verdict is
proven): USA's last lap, for a leader, a car in mid-field and a car far behind. They register into
coach_exam.POSITIONS (coach_exam imports this module after its machinery, so the ids keep their order).
"""
from __future__ import annotations

from coach_exam import position, racer, reach

# ==== USA, the last lap (lap 2 of 2): a leader, a car in mid-field, a car far behind ====================
# USA: 69 spaces, corners after 12 (limit 7), 33 (3), 49 (3) and 57 (2). Ana leads, Ben is in
# mid-field, Cy far behind (the last car: Adrenaline is his). Each car is on its last lap.

def usa(cars, acts, car, kind, seed):
    return reach("usa", cars, acts, car, kind, seed)


# ---- the leader ----

def _leader_before_corner_3(seed):
    return usa([racer("Ana", 44, gear=3, hand="4 4 3 3 2 2 1".split(), engine=2), racer("Ben", 30, gear=2),
                racer("Cy", 8, gear=2)],
               [("Ben", "gear 2"), ("Ben", "play 1 1"), ("Cy", "gear 2"), ("Cy", "play 1 1"), ("Ana", "gear 3")],
               "Ana", "play", seed)


@position("usa-leader-spins-out-at-corner-3", "play 3 2 1", "error", better="play 2 2 1", topic="usa:leader",
          rule="rulebook, 7. Check Corner / Spin out")
def usa_leader_spins_out_at_corner_3(seed=1):
    """Ana leads on the last lap, 5 spaces before corner 3 (limit 3) in 3rd gear with 2 Heat in her
    Engine. Playing 3 2 1 (Speed 6) takes her over the corner 3 too fast: she owes 3 Heat, has 2, pays
    them and spins out back to space 49, in 1st gear, with 2 more Stress cards (rulebook, 7. Check
    Corner / Spin out). Playing 2 2 1 (Speed 5) stops her on space 49 before the corner: the same
    space, still in 3rd gear, both Heat kept and no Stress. The spin costs her 2 Heat, two gears
    and 2 Stress for nothing."""
    return _leader_before_corner_3(seed)


@position("usa-leader-stops-before-corner-3", "play 1 2 2", "fine", better="play 2 2 1", topic="usa:leader",
          rule="rulebook, 2. Play Cards (the cards' order does not matter)")
def usa_leader_stops_before_corner_3(seed=1):
    """The same position: 1 2 2 is the engine's 2 2 1 written in another order (rulebook, 2. Play
    Cards: the cards' values are added together). Speed 5 brings Ana onto space 49, right before
    corner 3, without Heat; every faster play crosses the corner with Speed 6 or more and spins out
    (3 Heat or more owed, 2 in the Engine). It is the best play of the hand."""
    return _leader_before_corner_3(seed)


def _leader_over_corner_2_at_the_limit(seed):
    return usa([racer("Ana", 31, gear=2, hand="2 1 3 3 4 4 2".split(), engine=1), racer("Ben", 22, gear=2),
                racer("Cy", 5, gear=2)],
               [("Ana", "gear 2"), ("Ana", "play 2 1"), ("Ben", "gear 2"), ("Ben", "play 1 1"), ("Cy", "gear 2"),
                ("Cy", "play 1 1")], "Ana", "react", seed)


@position("usa-leader-boosts-into-a-spin-out", "boost", "error", better="done", topic="usa:leader",
          rule="rulebook, 5. React / Boost (Note: the [+] counts for the corner) and 7. Check Corner")
def usa_leader_boosts_into_a_spin_out(seed=1):
    """Ana leads on the last lap; her Speed 3 took her over corner 2 (limit 3) exactly at the limit,
    and 1 Heat is left in her Engine. A Boost pays that Heat and adds 1-4 to her Speed, which counts
    at the corner (rulebook, 5. React / Boost, Note): she then owes at least 1 Heat with none left
    and spins out back to space 33, in 1st gear, with a Stress card more. `done` keeps her on 34 in
    2nd gear with her Heat: the Boost can only lose."""
    return _leader_over_corner_2_at_the_limit(seed)


@position("usa-leader-declines-the-boost-over-the-corner", "done", "fine", topic="usa:leader",
          rule="rulebook, 5. React / Boost and 7. Check Corner")
def usa_leader_declines_the_boost_over_the_corner(seed=1):
    """The same position: Ana ends her React with `done`, past corner 2 at its limit with 1 Heat
    kept. The only other move, a Boost, spins her out (1 Heat paid, Speed over the limit with an
    empty Engine): `done` is the best move."""
    return _leader_over_corner_2_at_the_limit(seed)


def _leader_on_the_last_straight_with_heat_in_hand(seed):
    return usa([racer("Ana", 60, gear=2, hand="4 4 H 3 3 2 2".split(), engine=0), racer("Ben", 45, gear=2),
                racer("Cy", 20, gear=2)],
               [("Ana", "gear 2"), ("Ana", "play 4 4"), ("Ben", "gear 2"), ("Ben", "play 1 1"), ("Cy", "gear 2"),
                ("Cy", "play 1 1")], "Ana", "react", seed)


@position("usa-leader-skips-the-free-cooldown-in-2nd-gear", "done", "error", better="cooldown 1",
          topic="usa:leader", rule="rulebook, 5. React / Cooldown: 2nd gear gives Cooldown 1")
def usa_leader_skips_the_free_cooldown_in_2nd_gear(seed=1):
    """Ana leads on the last lap in 2nd gear; her 4 4 took her to space 68, past the last corner, two
    spaces from crossing the finish line, with an empty Engine and a Heat card in hand. 2nd gear
    gives Cooldown 1 (rulebook, 5. React / Cooldown): `cooldown 1` moves that Heat card from her hand
    back into her Engine for nothing, and with it she can Boost toward the line this very turn
    (rulebook, 5. React / Boost: 1 Heat from the Engine). `done` wastes the Cooldown: the Heat card
    stays in her hand, her Engine empty, no Boost possible."""
    return _leader_on_the_last_straight_with_heat_in_hand(seed)


@position("usa-leader-takes-the-free-cooldown-in-2nd-gear", "cooldown 1", "fine", topic="usa:leader",
          rule="rulebook, 5. React / Cooldown")
def usa_leader_takes_the_free_cooldown_in_2nd_gear(seed=1):
    """The same position: `cooldown 1` takes the free Cooldown of 2nd gear (rulebook, 5. React /
    Cooldown): the Heat card goes back into the Engine, where it can pay for a Boost toward the
    finish line. `done`, the only other move, keeps the Heat card in hand and the Engine empty."""
    return _leader_on_the_last_straight_with_heat_in_hand(seed)


def _leader_behind_a_lapped_car(seed):
    # Dan is a lap down (lap 1) on space 24: ahead of Ana on the track, behind her in the race.
    return usa([racer("Ana", 18, gear=2, hand="3 2 4 4 3 2 1".split(), engine=3), racer("Ben", 8, gear=2),
                racer("Cy", 60, lap=1, gear=2), racer("Dan", 24, lap=1, gear=1)],
               [("Ana", "gear 2"), ("Ana", "play 3 2"), ("Ben", "gear 2"), ("Ben", "play 1 1"), ("Cy", "gear 2"),
                ("Cy", "play 1 1"), ("Dan", "gear 1"), ("Dan", "play 1")], "Ana", "slipstream", seed)


@position("usa-leader-passes-up-a-lapped-car-s-slipstream", "pass", "error", better="slipstream",
          topic="usa:leader", rule="rulebook, 6. Slipstream")
def usa_leader_passes_up_a_lapped_car_s_slipstream(seed=1):
    """Ana leads the race on its last lap and lands on space 23, right behind Dan, who is a lap down
    but on the track ahead of her. Slipstreaming works off any car (rulebook, 6. Slipstream: in a
    Space behind a car, move 2 Spaces forward), costs nothing, and the next corner (after 33) is far:
    `slipstream` gains 2 free spaces. `pass` gives them away."""
    return _leader_behind_a_lapped_car(seed)


@position("usa-leader-slipstreams-off-a-lapped-car", "slipstream", "fine", topic="usa:leader",
          rule="rulebook, 6. Slipstream")
def usa_leader_slipstreams_off_a_lapped_car(seed=1):
    """The same position: `slipstream` takes the lapped car's draft for 2 free spaces, 23 to 25,
    with no corner in reach (rulebook, 6. Slipstream: it does not add to the Speed in any case)."""
    return _leader_behind_a_lapped_car(seed)


def _leader_on_the_final_straight(seed):
    return usa([racer("Ana", 58, gear=3, hand="4 4 3 3 2 1 1".split(), engine=3), racer("Ben", 45, gear=2),
                racer("Cy", 20, gear=2)],
               [("Ben", "gear 2"), ("Ben", "play 1 1"), ("Cy", "gear 2"), ("Cy", "play 1 1")], "Ana", "gear", seed)


@position("usa-leader-pays-heat-to-skip-a-gear-down-on-a-straight", "gear 1", "error", better="gear 2",
          topic="usa:leader", rule="rulebook, HEAT Cards / Shifting up/down 2 positions")
def usa_leader_pays_heat_to_skip_a_gear_down_on_a_straight(seed=1):
    """Ana leads on the last lap in 3rd gear on space 58, past the last corner: 11 spaces of straight
    to the finish line, and no Heat card in hand. Shifting 3rd to 1st skips a gear and costs 1 Heat
    (rulebook, HEAT Cards / Shifting up/down 2 positions), and 1st gear plays a single card; its
    Cooldown 3 has nothing to cool. `gear 2` is free and plays two cards: more spaces toward the
    line, a higher gear and the Heat kept."""
    return _leader_on_the_final_straight(seed)


@position("usa-leader-shifts-up-to-cross-the-finish-line", "gear 4", "fine", topic="usa:leader",
          rule="rulebook, 1. Shift Gears (one gear up is free); How to Win")
def usa_leader_shifts_up_to_cross_the_finish_line(seed=1):
    """The same position: `gear 4` is a free shift of one gear (rulebook, 1. Shift Gears) and plays
    four cards: 4 4 3 3 (Speed 14) crosses the finish line this round with no corner left to pay
    (rulebook, How to Win: the first across the line after the last lap wins). In 3rd gear her best
    three cards (Speed 11) stop on space 69, short of the line; lower gears stop shorter still."""
    return _leader_on_the_final_straight(seed)


# ---- the car in mid-field ----

def _mid_before_corner_2(seed):
    return usa([racer("Ana", 50, gear=2), racer("Ben", 28, gear=2, hand="4 4 3 2 1 1 2".split(), engine=1),
                racer("Cy", 5, gear=2)],
               [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Cy", "gear 2"), ("Cy", "play 1 1")],
               "Ben", "play", seed)


@position("usa-mid-field-spins-out-at-corner-2", "play 4 2", "error", better="play 3 2", topic="usa:mid",
          rule="rulebook, 7. Check Corner / Spin out")
def usa_mid_field_spins_out_at_corner_2(seed=1):
    """Ben, in mid-field on the last lap, is 5 spaces before corner 2 (limit 3) in 2nd gear with 1
    Heat in his Engine. 4 2 (Speed 6) crosses the corner owing 3 Heat: he pays his only Heat and
    spins out back to space 33, in 1st gear, with a Stress card more (rulebook, 7. Check Corner /
    Spin out). 3 2 (Speed 5) brings him to the same space 33 without crossing: 2nd gear and his Heat
    kept, no Stress. One space of Speed less costs nothing here and saves the spin."""
    return _mid_before_corner_2(seed)


@position("usa-mid-field-stops-before-corner-2", "play 2 3", "fine", better="play 3 2", topic="usa:mid",
          rule="rulebook, 2. Play Cards")
def usa_mid_field_stops_before_corner_2(seed=1):
    """The same position: 2 3 is 3 2 in another order, Speed 5 to space 33 right before corner 2 (as
    is 4 1, with the same consequences). Every play of Speed 6 or more crosses the corner owing 3
    Heat or more with 1 in the Engine and spins out; slower plays stop further back. The best play."""
    return _mid_before_corner_2(seed)


def _mid_over_corner_3_with_a_heat_to_pay(seed):
    return usa([racer("Ana", 60, gear=2), racer("Ben", 46, gear=2, hand="3 1 4 4 3 2 2".split(), engine=2),
                racer("Cy", 20, gear=2)],
               [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play 3 1"), ("Cy", "gear 2"),
                ("Cy", "play 1 1")], "Ben", "react", seed)


@position("usa-mid-field-boosts-into-a-spin-out", "boost", "error", better="done", topic="usa:mid",
          rule="rulebook, 5. React / Boost (Note) and HEAT Cards / Paying Heat")
def usa_mid_field_boosts_into_a_spin_out(seed=1):
    """Ben, in mid-field on the last lap, crossed corner 3 (limit 3) at Speed 4: he will owe 1 Heat
    and has 2. A Boost costs 1 Heat at once and adds 1-4 to the Speed checked at the corner
    (rulebook, 5. React / Boost, Note): he would owe 2-5 Heat with 1 left, and spin out back to space
    49, in 1st gear with a Stress card more. `done` pays the 1 Heat at the corner and keeps him on
    space 50 in 2nd gear with 1 Heat: the Boost cannot win anything."""
    return _mid_over_corner_3_with_a_heat_to_pay(seed)


@position("usa-mid-field-pays-the-corner-and-stops", "done", "fine", topic="usa:mid",
          rule="rulebook, 7. Check Corner")
def usa_mid_field_pays_the_corner_and_stops(seed=1):
    """The same position: `done` pays 1 Heat at corner 3 (Speed 4, limit 3) and keeps Ben on space
    50 in 2nd gear; the only other move, a Boost, makes the corner cost more than his Engine holds."""
    return _mid_over_corner_3_with_a_heat_to_pay(seed)


def _mid_in_1st_gear_with_two_heat_in_hand(seed):
    return usa([racer("Ana", 50, gear=2), racer("Ben", 36, gear=1, hand="3 H H 4 3 2 2".split(), engine=2),
                racer("Cy", 10, gear=2)],
               [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 1"), ("Ben", "play 3"), ("Cy", "gear 2"),
                ("Cy", "play 1 1")], "Ben", "react", seed)


@position("usa-mid-field-skips-the-free-cooldown-in-1st-gear", "done", "error", better="cooldown 2",
          topic="usa:mid", rule="rulebook, 5. React / Cooldown: 1st gear gives Cooldown 3")
def usa_mid_field_skips_the_free_cooldown_in_1st_gear(seed=1):
    """Ben, in mid-field on the last lap, drives in 1st gear with two Heat cards in hand. 1st gear
    gives Cooldown 3 (rulebook, 5. React / Cooldown): `cooldown 2` puts both Heat cards back in his
    Engine for free, two more Heat to spend (on a Boost now, or at the last corners) and two hand
    slots freed for Speed cards. `done` wastes the Cooldown: it cannot be saved for later."""
    return _mid_in_1st_gear_with_two_heat_in_hand(seed)


@position("usa-mid-field-takes-the-free-cooldown-in-1st-gear", "cooldown 2", "fine", topic="usa:mid",
          rule="rulebook, 5. React / Cooldown")
def usa_mid_field_takes_the_free_cooldown_in_1st_gear(seed=1):
    """The same position: `cooldown 2` cools both Heat cards of the hand into the Engine (1st gear
    allows 3): the most Heat the hand can give back, for nothing."""
    return _mid_in_1st_gear_with_two_heat_in_hand(seed)


def _mid_behind_the_leader(seed):
    return usa([racer("Ana", 40, gear=2), racer("Ben", 38, gear=2, hand="2 2 4 4 3 3 1".split(), engine=3),
                racer("Cy", 10, gear=2)],
               [("Ana", "gear 2"), ("Ana", "play 2 1"), ("Ben", "gear 2"), ("Ben", "play 2 2"), ("Cy", "gear 2"),
                ("Cy", "play 1 1")], "Ben", "slipstream", seed)


@position("usa-mid-field-passes-up-the-leader-s-slipstream", "pass", "error", better="slipstream",
          topic="usa:mid", rule="rulebook, 6. Slipstream")
def usa_mid_field_passes_up_the_leader_s_slipstream(seed=1):
    """Ben lands on space 42, right behind Ana (43), on the last lap; corner 3 is after 49.
    `slipstream` moves him 2 spaces for free to 44 (rulebook, 6. Slipstream), crossing no corner
    line; `pass` leaves 2 spaces on the table in a race to the finish."""
    return _mid_behind_the_leader(seed)


@position("usa-mid-field-takes-the-leader-s-slipstream", "slipstream", "fine", topic="usa:mid",
          rule="rulebook, 6. Slipstream")
def usa_mid_field_takes_the_leader_s_slipstream(seed=1):
    """The same position: `slipstream` takes 2 free spaces behind Ana, well short of corner 3."""
    return _mid_behind_the_leader(seed)


def _mid_in_4th_before_corner_2(seed):
    return usa([racer("Ana", 50, gear=2), racer("Ben", 28, gear=4, hand="4 3 3 2 2 1 1".split(), engine=2),
                racer("Cy", 2, gear=2)],
               [("Ana", "gear 2"), ("Ana", "play 2 1"), ("Cy", "gear 2"), ("Cy", "play 1 1")], "Ben", "gear", seed)


@position("usa-mid-field-pays-heat-to-skip-a-gear-down", "gear 2", "error", better="gear 3", topic="usa:mid",
          rule="rulebook, HEAT Cards / Shifting up/down 2 positions")
def usa_mid_field_pays_heat_to_skip_a_gear_down(seed=1):
    """Ben, in mid-field on the last lap, is in 4th gear 5 spaces before corner 2 (limit 3) with 2
    Heat. He must slow down (four cards make Speed 6 at least: 3 Heat owed, a spin-out), but 4th to
    2nd skips a gear and costs 1 Heat (rulebook, HEAT Cards / Shifting up/down 2 positions). 4th to
    3rd is free, and 3 1 1 (Speed 5) reaches the same space 33 as the best two cards: the same
    spaces, a higher gear and the Heat kept."""
    return _mid_in_4th_before_corner_2(seed)


@position("usa-mid-field-shifts-down-one-gear-before-corner-2", "gear 3", "fine", topic="usa:mid",
          rule="rulebook, 1. Shift Gears")
def usa_mid_field_shifts_down_one_gear_before_corner_2(seed=1):
    """The same position: `gear 3` (free, one gear down) lets Ben play 3 1 1 to space 33, right before
    corner 2, with no Heat paid. Staying in 4th spins out (Speed 6 or more at a limit of 3 with 2
    Heat); 2nd gear costs a Heat to reach the same space."""
    return _mid_in_4th_before_corner_2(seed)


# ---- the car far behind (the last car: Adrenaline) ----

def _far_behind_before_corner_1(seed):
    return usa([racer("Ana", 50, gear=2), racer("Ben", 40, gear=2),
                racer("Cy", 8, gear=4, hand="4 3 2 2 2 1 1".split(), engine=0)],
               [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play 1 1"), ("Cy", "gear 4")],
               "Cy", "play", seed)


@position("usa-far-behind-spins-out-at-corner-1", "play 3 2 2 1", "error", better="play 2 2 2 1",
          topic="usa:far", rule="rulebook, 7. Check Corner / Spin out")
def usa_far_behind_spins_out_at_corner_1(seed=1):
    """Cy, far behind on the last lap, is in 4th gear on space 8, 4 spaces before corner 1 (limit 7),
    with an empty Engine. 3 2 2 1 (Speed 8) crosses the corner 1 over the limit with no Heat to pay:
    he spins out back to space 12, in 1st gear, with 2 Stress cards more (rulebook, 7. Check Corner /
    Spin out: 2 in 3rd/4th gear). 2 2 2 1 (Speed 7) crosses it at the limit, for free, to space 15:
    3 spaces further, still in 4th gear, no Stress."""
    return _far_behind_before_corner_1(seed)


@position("usa-far-behind-crosses-corner-1-at-the-limit", "play 1 2 2 2", "fine", better="play 2 2 2 1",
          topic="usa:far", rule="rulebook, 2. Play Cards and 7. Check Corner")
def usa_far_behind_crosses_corner_1_at_the_limit(seed=1):
    """The same position: 1 2 2 2 is 2 2 2 1 in another order (as good as 3 2 1 1): Speed 7 over
    corner 1 at its limit, to space 15 in 4th gear for no Heat. Speed 8 or more spins out (no Heat
    in the Engine); Speed 6 with the Adrenaline space reaches the same 15 at best."""
    return _far_behind_before_corner_1(seed)


def _far_behind_over_corner_1_at_the_limit(engine):
    def build(seed):
        return usa([racer("Ana", 55, gear=2), racer("Ben", 40, gear=2),
                    racer("Cy", 10, gear=3, hand="3 2 2 4 4 1 1".split(), engine=engine)],
                   [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play 1 1"), ("Cy", "gear 3"),
                    ("Cy", "play 3 2 2")], "Cy", "react", seed)
    return build


@position("usa-far-behind-boosts-into-a-spin-out", "boost", "error", better="done", topic="usa:far",
          rule="rulebook, 5. React / Boost (Note) and 7. Check Corner / Spin out")
def usa_far_behind_boosts_into_a_spin_out(seed=1):
    """Cy, far behind on the last lap, crossed corner 1 (limit 7) at Speed 7 exactly, to space 17 in
    3rd gear, with 1 Heat in his Engine. A Boost pays that Heat and adds 1-4 to the Speed checked at
    the corner (rulebook, 5. React / Boost, Note): at least 1 Heat owed, none left, a spin-out back
    to space 12 in 1st gear with 2 Stress cards more. `done` keeps space 17, 3rd gear and the Heat."""
    return _far_behind_over_corner_1_at_the_limit(1)(seed)


@position("usa-far-behind-takes-adrenaline-into-a-spin-out", "adrenaline", "error", better="done",
          topic="usa:far", rule="rulebook, 4. Adrenaline (+1 Speed) and 7. Check Corner / Spin out")
def usa_far_behind_takes_adrenaline_into_a_spin_out(seed=1):
    """Cy, far behind and the last car on the last lap, crossed corner 1 (limit 7) at Speed 7 exactly
    with an empty Engine. Adrenaline's extra space adds 1 to his Speed (rulebook, 4. Adrenaline:
    "while adding 1 to their Speed value"), so he would owe 1 Heat at the corner with none: a
    spin-out back to space 12, 1st gear, 2 Stress cards. `done` keeps space 17 and 3rd gear."""
    return _far_behind_over_corner_1_at_the_limit(0)(seed)


@position("usa-far-behind-declines-adrenaline-at-the-limit", "done", "fine", topic="usa:far",
          rule="rulebook, 4. Adrenaline and 7. Check Corner")
def usa_far_behind_declines_adrenaline_at_the_limit(seed=1):
    """The same position: `done` keeps Cy past corner 1 at its limit on space 17; Adrenaline, the
    only other move, makes his Speed 8 at a limit of 7 with no Heat to pay, and spins him out."""
    return _far_behind_over_corner_1_at_the_limit(0)(seed)


def _far_behind_in_1st_gear_with_four_heat_in_hand(seed):
    return usa([racer("Ana", 55, gear=2), racer("Ben", 40, gear=2),
                racer("Cy", 14, gear=1, hand="4 H H H H 2 1".split(), engine=1)],
               [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play 1 1"), ("Cy", "gear 1"),
                ("Cy", "play 4")], "Cy", "react", seed)


@position("usa-far-behind-skips-cooldown-and-adrenaline-cooldown", "done", "error", better="cooldown 4",
          topic="usa:far", rule="rulebook, 5. React / Cooldown and 4. Adrenaline (+1 Cooldown)")
def usa_far_behind_skips_cooldown_and_adrenaline_cooldown(seed=1):
    """Cy, far behind and last on the last lap, drives in 1st gear (Cooldown 3) with 4 Heat cards in
    hand; as the last car his Adrenaline adds 1 Cooldown (rulebook, 4. Adrenaline and 5. React /
    Cooldown). `cooldown 4` returns all four Heat to his Engine for free (and leaves him a Boost and
    the Adrenaline space to take); `done` leaves him 1 Heat in the Engine and four dead cards in a
    hand of seven."""
    return _far_behind_in_1st_gear_with_four_heat_in_hand(seed)


@position("usa-far-behind-cools-down-four-heat", "cooldown 4", "fine", topic="usa:far",
          rule="rulebook, 5. React / Cooldown and 4. Adrenaline")
def usa_far_behind_cools_down_four_heat(seed=1):
    """The same position: `cooldown 4`, 1st gear's 3 and Adrenaline's 1, cools every Heat card of the
    hand into the Engine; the Boost and the Adrenaline space are still his to take afterwards."""
    return _far_behind_in_1st_gear_with_four_heat_in_hand(seed)


def _far_behind_on_the_straight_to_corner_3(seed):
    return usa([racer("Ana", 62, gear=2), racer("Ben", 52, gear=2),
                racer("Cy", 40, gear=3, hand="4 4 3 2 1 1 2".split(), engine=2)],
               [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play 1 1")], "Cy", "gear", seed)


@position("usa-far-behind-pays-heat-to-skip-a-gear-down", "gear 1", "error", better="gear 2", topic="usa:far",
          rule="rulebook, HEAT Cards / Shifting up/down 2 positions")
def usa_far_behind_pays_heat_to_skip_a_gear_down(seed=1):
    """Cy, far behind on the last lap, is in 3rd gear on space 40, 9 spaces before corner 3 (limit 3),
    with 2 Heat and no Heat card in hand. 3rd to 1st skips a gear: 1 Heat (rulebook, HEAT Cards /
    Shifting up/down 2 positions), for a single card (Speed 4 at best) and a Cooldown 3 with nothing
    to cool. `gear 2` is free, and 4 4 with his Adrenaline space takes him to space 49, right before
    the corner: more spaces, a higher gear and the Heat kept."""
    return _far_behind_on_the_straight_to_corner_3(seed)


def _far_behind_behind_mid_field(seed):
    return usa([racer("Ana", 55, gear=2), racer("Ben", 20, gear=2),
                racer("Cy", 14, gear=2, hand="4 4 3 3 2 1 1".split(), engine=3)],
               [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play 2 1"), ("Cy", "gear 2"),
                ("Cy", "play 4 4")], "Cy", "slipstream", seed)


@position("usa-far-behind-passes-up-a-slipstream", "pass", "error", better="slipstream", topic="usa:far",
          rule="rulebook, 6. Slipstream")
def usa_far_behind_passes_up_a_slipstream(seed=1):
    """Cy, far behind on the last lap, lands on space 22 right behind Ben (23), 11 spaces before
    corner 2. `slipstream` moves him 2 spaces for free (rulebook, 6. Slipstream) to 24, with no
    corner line crossed; `pass` throws away 2 spaces he needs to catch up."""
    return _far_behind_behind_mid_field(seed)


@position("usa-far-behind-takes-the-slipstream", "slipstream", "fine", topic="usa:far",
          rule="rulebook, 6. Slipstream")
def usa_far_behind_takes_the_slipstream(seed=1):
    """The same position: `slipstream` takes 2 free spaces behind Ben, far from corner 2."""
    return _far_behind_behind_mid_field(seed)
