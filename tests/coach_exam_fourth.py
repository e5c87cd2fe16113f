"""A fourth exam for the coach (tests/coach_exam.py says what a position is and how a verdict is proven),
written after the first three and of kinds none of them has: the finish line on the last lap (a play
that finishes against one that stops short, finishing further ahead, Adrenaline and a Boost over the
line, a slipstream that may go up to the line but never across it), the very first round from the
starting grid, Stress cards among the played cards, the Discard step (and the Championship events
that let Heat or Stress be discarded), a Storm sector's Slipstream +2 and a Speed limit +1 road token
(Weather), Garage upgrades with Direct Play, a Heat symbol or Accelerate, and Sponsorship cards (Wings
that raise a corner's limit, Brakes whose Speed is chosen after the reveal).

`FOURTH` is the list of these positions (coach_exam's `Position`, registered by its `position`
machinery: each builder's docstring is its justification, proven by playing the moves out in
tests/test_coach_exam.py). Citations: "rulebook" /work/shared/rules/001, "advanced booklet" 002.
USA: 69 spaces, 2 laps, corners after 12 (7), 33 (3), 49 (3), 57 (2); space 69 is the last space
before the finish line.
"""
from __future__ import annotations

from functools import partial

from coach_exam import Position, ben_between, racer, reach, others
from coach_exam import position as _register

FOURTH: list[Position] = []


# coach_exam's `position`, registering into FOURTH (the other exams' lists stay as they were)
position = partial(_register, into=FOURTH)


# ==== The finish line (rulebook, How to Win): USA, the last lap (2 of 2) ===================================

def _usa_short_of_the_line(seed):
    ben = racer("Ben", 64, gear=3, hand="4 4 3 2 1 1 1".split(), engine=0)
    return ben_between("usa", (racer("Ana", 40), racer("Cy", 20)), ben, [("Ben", "gear 3")], "play", seed)


@position("finish-three-small-cards-stop-short-of-the-line", "play 2 1 1", "error", better="play 4 4 3",
          topic="finish", rule="rulebook, How to Win; 3. Reveal and Move")
def finish_three_small_cards_stop_short_of_the_line(seed=1):
    """USA, the last lap, three cars: Ben is in 3rd gear on space 64, past the last corner (57), 5
    spaces from the finish line (space 69 is the last before it), with an empty Engine. 2 1 1 (Speed 4)
    stops him on space 68, short of the line: he has not finished. 4 4 3 (Speed 11) crosses the line
    this round (rulebook, How to Win), with no corner left to pay: further, the same gear, no Heat."""
    return _usa_short_of_the_line(seed)


@position("finish-the-biggest-cards-across-the-line", "play 3 4 4", "fine", better="play 4 4 3",
          topic="finish", rule="rulebook, How to Win (the car furthest ahead wins a tie)")
def finish_the_biggest_cards_across_the_line(seed=1):
    """The same position: 3 4 4 is the engine's 4 4 3 in another order (rulebook, 2. Play Cards):
    Speed 11, the most his hand makes, over the line and as far past it as he can go; if two cars
    finish in the same round, the one furthest ahead wins (rulebook, How to Win)."""
    return _usa_short_of_the_line(seed)


def _usa_both_finish(seed):
    ana = racer("Ana", 67, gear=2, hand="4 4 3 3 2 2 1".split())
    ben = racer("Ben", 66, gear=3, hand="4 4 3 1 1 1 2".split(), engine=0)
    return reach("usa", [ana, ben, racer("Cy", 20)],
                 [("Ana", "gear 2"), ("Ana", "play 4 4"), ("Cy", "gear 2"), ("Cy", "play 1 1"), ("Ben", "gear 3")],
                 "Ben", "play", seed)


@position("finish-crosses-the-line-but-not-as-far-as-he-can", "play 1 1 1", "error", better="play 4 4 3",
          topic="finish", rule="rulebook, How to Win: a tie goes to the car furthest ahead")
def finish_crosses_the_line_but_not_as_far_as_he_can(seed=1):
    """USA, the last lap: Ana (space 67) plays 4 4 and will cross the finish line 6 spaces past it.
    Ben, right behind on 66 in 3rd gear, crosses too whatever he plays. 1 1 1 (Speed 3) crosses just
    barely, behind Ana; when two cars finish in the same round the one furthest ahead wins (rulebook,
    How to Win), and 4 4 3 (Speed 11) takes him 8 spaces past the line, ahead of her. No corner is left
    and his Engine is empty: the cards kept in hand are worth nothing once the race is over."""
    return _usa_both_finish(seed)


def _usa_last_car_on_the_last_space(seed):
    ana = racer("Ana", 68, gear=2)
    ben = racer("Ben", 65, gear=2, hand="3 1 2 2 4 4 1".split(), engine=0)
    return reach("usa", [ana, ben], [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play 3 1")],
                 "Ben", "react", seed)


@position("finish-skips-the-adrenaline-space-over-the-line", "done", "error", better="adrenaline",
          topic="finish", rule="rulebook, 4. Adrenaline; How to Win")
def finish_skips_the_adrenaline_space_over_the_line(seed=1):
    """USA, the last lap, two cars: Ana, on space 68, crosses the finish line with her 1 1; Ben moves
    after her, last, so Adrenaline is his (rulebook, 4. Adrenaline). His 3 1 took him to space 69,
    the last space before the finish line, with an empty Engine. The Adrenaline space crosses the
    line: he finishes this round, for free. `done` leaves him one space short of the finish."""
    return _usa_last_car_on_the_last_space(seed)


def _usa_boost_over_the_line(seed):
    ben = racer("Ben", 63, gear=2, hand="3 2 1 1 H 4 4".split(), engine=2)
    return ben_between("usa", (racer("Ana", 50), racer("Cy", 20)), ben, [("Ben", "gear 2"), ("Ben", "play 3 2")], "react", seed)


@position("finish-boosts-over-the-line", "boost", "fine", topic="finish",
          rule="rulebook, 5. React / Boost; How to Win")
def finish_boosts_over_the_line(seed=1):
    """USA, the last lap, three cars: Ben's 3 2 took him to space 68, one space before the line, with 2
    Heat. A Boost (1 Heat) flips 1 to 4 more spaces: over the finish line this round, whatever it
    flips; no corner is left, and the Heat is worth nothing once he has finished. `done` keeps a Heat
    but leaves him short of the line: a trade, not a better move."""
    return _usa_boost_over_the_line(seed)


def _usa_leader_boosts_over_the_line(seed):
    cars, acts = others(racer("Ana", 40), racer("Cy", 20))
    ben = racer("Ben", 63, gear=2, hand="3 2 1 1 2 4 4".split(), engine=3)
    return reach("usa", [ben] + cars, acts + [("Ben", "gear 2"), ("Ben", "play 3 2")], "Ben", "react", seed)


@position("finish-leader-boosts-over-the-line-with-no-heat-in-hand", "boost", "fine", topic="finish",
          rule="rulebook, 5. React / Boost; How to Win (the first car across the line wins)")
def finish_leader_boosts_over_the_line_with_no_heat_in_hand(seed=1):
    """USA, the last lap, three cars: Ben leads by 28 spaces; his 3 2 took him to space 68, one space
    before the finish line, with 3 Heat and no Heat card in hand. A Boost (1 Heat) flips 1 to 4
    spaces: over the line this round unless it flips a 1, and he has won (rulebook, How to Win): no
    car can catch him. `done` keeps a Heat, worth nothing once the race is over, and crosses next
    round: the same win. No move ends the race better."""
    return _usa_leader_boosts_over_the_line(seed)


def _usa_behind_a_car_before_the_line(seed):
    ana = racer("Ana", 66, gear=2)
    ben = racer("Ben", 63, gear=2, hand="3 2 1 1 2 4 4".split(), engine=1)
    return reach("usa", [ana, ben, racer("Cy", 20)],
                 [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Cy", "gear 2"), ("Cy", "play 1 1"), ("Ben", "gear 2"),
                  ("Ben", "play 3 1")], "Ben", "slipstream", seed)


@position("finish-passes-up-a-slipstream-up-to-the-line", "pass", "error", better="slipstream",
          topic="finish", rule="rulebook, 6. Slipstream; How to Win (never across the finish line)")
def finish_passes_up_a_slipstream_up_to_the_line(seed=1):
    """USA, the last lap: Ana ends on space 68; Ben lands right behind her on 67. Slipstreaming can
    never be used to cross the finish line (rulebook, How to Win), but his 2 spaces end on space 69,
    the last before the line, not across it: the slipstream is his, free, with no corner left.
    `pass` gives those 2 spaces away (and the place ahead of Ana)."""
    return _usa_behind_a_car_before_the_line(seed)


@position("finish-slipstreams-up-to-the-line", "slipstream", "fine", topic="finish",
          rule="rulebook, 6. Slipstream; How to Win")
def finish_slipstreams_up_to_the_line(seed=1):
    """The same position: `slipstream` takes the usual 2 spaces from 67 to 69, exactly up to the finish
    line and not across it (rulebook, How to Win): as far as a slipstream may go, free."""
    return _usa_behind_a_car_before_the_line(seed)


# ==== The first round, from the starting grid (rulebook, Set-up and 1. Shift gears) ======================
# Japan: the grid is on 60 and 59 (lap 0); the chicane's lines are after 10 and 12 (limit 4), floods 6-11.

def _japan_grid(seed):
    ana = racer("Ana", 60, lap=0, gear=1, spot=1)
    ben = racer("Ben", 60, lap=0, gear=1, spot=2, hand="4 4 3 2 1 1 2".split())
    cy = racer("Cy", 59, lap=0, gear=1)
    return reach("japan", [ana, ben, cy], [], "Ben", "gear", seed, round=1)


@position("grid-stays-in-1st-gear-at-the-start", "gear 1", "error", better="gear 2", topic="grid",
          rule="rulebook, 1. Shift gears (one gear up or down for free); Set-up (every car starts in 1st)")
def grid_stays_in_1st_gear_at_the_start(seed=1):
    """Japan, the very first round, three cars on the grid (space 60, lap 0), every car in 1st gear
    with 6 Heat (rulebook, Set-up). Ben holds 4 4 3 2 1 1 2. Shifting one gear up is free (rulebook,
    1. Shift gears): in 2nd gear his two 4s make Speed 8, to space 8 of lap 1, before the chicane (10).
    Staying in 1st plays one card, a 4 at most: 4 spaces fewer, a gear lower, for nothing."""
    return _japan_grid(seed)


@position("grid-shifts-up-to-2nd-gear-at-the-start", "gear 2", "fine", topic="grid",
          rule="rulebook, 1. Shift gears")
def grid_shifts_up_to_2nd_gear_at_the_start(seed=1):
    """The same position: `gear 2` is the free shift up, two cards and the most spaces there are for
    no Heat. 3rd gear (two up) costs a Heat for more spaces: a trade, not a better move."""
    return _japan_grid(seed)


def _japan_grid_six_cars(seed):
    names = [("Ana", 60, 1), ("Ben", 60, 2), ("Cy", 59, 1), ("Dan", 59, 2), ("Eve", 58, 1), ("Fay", 58, 2)]
    cars = [racer(n, space, lap=0, gear=1, spot=spot) for n, space, spot in names]
    cars[-1]["hand"] = "2 1 4 4 3 3 1".split()
    acts = [(n, a) for n, _, _ in names[:-1] for a in ("gear 2", "play 3 3")]
    return reach("japan", cars, acts + [("Fay", "gear 2"), ("Fay", "play 2 1")], "Fay", "react", seed, round=1)


@position("grid-six-cars-the-last-takes-adrenaline-in-the-first-round", "adrenaline", "fine", topic="grid",
          rule="rulebook, 4. Adrenaline (the last two cars with 5 or more); 5. React")
def grid_six_cars_the_last_takes_adrenaline_in_the_first_round(seed=1):
    """Japan, the very first round, six cars on the grid: the other five play 3 3 from 1st gear into
    2nd; Fay, last on the grid (space 58), plays 2 1 to space 1 of lap 1, last of all. With five cars
    or more the last two get Adrenaline (rulebook, 4. Adrenaline): its extra space is free, 9 spaces
    before the chicane. `adrenaline` takes it; React goes on after it (a Boost is still hers to weigh)."""
    return _japan_grid_six_cars(seed)


# ==== Stress cards among the played cards (rulebook, Stress Cards: flip until a Speed card) ===============

def _usa_stress_before_corner_2(seed):
    ben = racer("Ben", 30, gear=2, hand="S 3 2 1 4 4 1".split(), engine=0)
    return ben_between("usa", (racer("Ana", 50), racer("Cy", 5)), ben, [("Ben", "gear 2")], "play", seed)


@position("stress-played-with-a-3-into-corner-2", "play 3 S", "error", better="play 2 1", topic="stress",
          rule="rulebook, Stress Cards; 7. Check Corner / Spin out")
def stress_played_with_a_3_into_corner_2(seed=1):
    """USA, the last lap: Ben is in 2nd gear on space 30, 3 spaces before corner 2 (limit 3), with an
    empty Engine. A Stress card played flips cards from the deck until a Speed card, 1 to 4 (rulebook,
    Stress Cards): 3 S makes Speed 4 at least, over the corner with no Heat to pay, a spin-out back to
    space 33 in 1st gear with one more Stress card. 2 1 (Speed 3) reaches the same space 33 in 2nd
    gear: the Stress card can only add to the damage."""
    return _usa_stress_before_corner_2(seed)


def _usa_stress_on_the_straight(seed):
    ben = racer("Ben", 34, gear=2, hand="S S H H 1 1 1".split(), engine=2)
    return ben_between("usa", (racer("Ana", 60), racer("Cy", 5)), ben, [("Ben", "gear 2")], "play", seed)


@position("stress-two-stress-cards-on-a-straight", "play S S", "fine", topic="stress",
          rule="rulebook, Stress Cards")
def stress_two_stress_cards_on_a_straight(seed=1):
    """USA, the last lap: Ben is on space 34, just past corner 2, 15 spaces from corner 3, in 2nd gear,
    with a hand of Stress, Heat and 1s. Each Stress card flips a Speed card of 1 to 4 (rulebook, Stress
    Cards), so S S makes Speed 2 to 8, never over corner 3, and at least what S 1 (the same first
    flip plus 1) or 1 1 (Speed 2) makes: no play goes further."""
    return _usa_stress_on_the_straight(seed)


# ==== The Discard step (rulebook, 8. Discard: never Heat nor Stress) =======================================

def _usa_discard_on_the_last_straight(seed):
    ben = racer("Ben", 50, gear=2, hand="4 3 1 2 H S 4".split(), engine=2)
    return ben_between("usa", (racer("Ana", 62), racer("Cy", 5)), ben, [("Ben", "gear 2"), ("Ben", "play 4 3")], "discard", seed)


@position("discard-the-small-cards-before-the-final-straight", "discard 1 2", "fine", better="discard 2 1",
          topic="discard", rule="rulebook, 8. Discard (never Heat or Stress cards)")
def discard_the_small_cards_before_the_final_straight(seed=1):
    """USA, the last lap: Ben's 4 3 took him to space 57, before the last corner; his hand is 1 2 H S 4.
    Heat and Stress cannot be discarded (rulebook, 8. Discard); `discard 1 2` (the engine's 2 1) sends
    the two small cards to the discard pile, so he draws two new ones for the sprint to the line.
    Nothing of this round changes with the discard: no move ends it better."""
    return _usa_discard_on_the_last_straight(seed)


# ==== Weather (advanced booklet, Weather and Road Conditions) ===========================================

def _storm_before_corner_2(seed):
    ana, ben = racer("Ana", 50, gear=2), racer("Ben", 28, gear=2)
    cy = racer("Cy", 23, gear=2, hand="4 4 2 1 3 1 1".split(), engine=1)
    return reach("usa", [ana, ben, cy],
                 [("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play 2 2"), ("Cy", "gear 2"),
                  ("Cy", "play 4 4")], "Cy", "slipstream", seed, modules=["weather"], weather="storm",
                 road={1: "weather", 2: "overheat", 3: "limit+1", 4: "limit-1"})


@position("weather-storm-s-extra-slipstream-over-the-corner", "slipstream", "error", better="slipstream 2",
          topic="weather", rule="advanced booklet, Weather: Storm, Slipstream boost (+2); rulebook, 6. Slipstream "
                                "(Note) and 7. Check Corner")
def weather_storm_s_extra_slipstream_over_the_corner(seed=1):
    """Weather module, USA, the last lap: the weather is Storm and the sector after corner 1 holds the
    Weather token, so a slipstream from it may add 2 spaces to the usual 2 (advanced booklet,
    Slipstream boost). Cy (Speed 8, 1 Heat) lands on 31 behind Ben (32). The full slipstream (4
    spaces) crosses corner 2 (limit 3, an Overheat token: 1 Heat more) at Speed 8: far more Heat than
    he has, a spin-out back to space 33 in 1st gear with a Stress card. `slipstream 2`, the usual 2,
    stops on 33, before the corner: the same space, 2nd gear, his Heat, no Stress."""
    return _storm_before_corner_2(seed)


@position("weather-storm-takes-only-the-usual-slipstream-before-the-corner", "slipstream 2", "fine",
          topic="weather", rule="advanced booklet, Weather: Slipstream boost; rulebook, 6. Slipstream")
def weather_storm_takes_only_the_usual_slipstream_before_the_corner(seed=1):
    """The same position: `slipstream 2` takes Cy from 31 to 33, the last space before corner 2, free.
    The Storm's extra 2 spaces would carry him over the corner into a spin-out; `pass` stays 2 back."""
    return _storm_before_corner_2(seed)


def _limit_plus_one_at_corner_2(seed):
    ben = racer("Ben", 30, gear=2, hand="2 2 1 4 4 3 1".split(), engine=0)
    return ben_between("usa", (racer("Ana", 50), racer("Cy", 5)), ben, [("Ben", "gear 2")], "play", seed,
                 modules=["weather"], weather="cloud", road={1: "slipstream+1", 2: "limit+1", 3: "overheat",
                                                             4: "limit-1"})


@position("weather-stops-short-of-a-limit-plus-1-corner", "play 2 1", "error", better="play 2 2", topic="weather",
          rule="advanced booklet, Road Conditions: Corner Effects, Adjust Speed Limit (+1)")
def weather_stops_short_of_a_limit_plus_1_corner(seed=1):
    """Weather module, USA, the last lap: corner 2's printed limit is 3, but its road token raises it by
    1, to 4 (advanced booklet, Road Conditions). Ben, 3 spaces before it in 2nd gear with an empty
    Engine, plays 2 1: Speed 3, the printed limit, stops on space 33. 2 2 (Speed 4) crosses at the
    raised limit for free, to space 34: a space further, nothing paid."""
    return _limit_plus_one_at_corner_2(seed)


@position("weather-takes-a-limit-plus-1-corner-at-its-limit", "play 2 2", "fine", topic="weather",
          rule="advanced booklet, Road Conditions: Adjust Speed Limit (+1)")
def weather_takes_a_limit_plus_1_corner_at_its_limit(seed=1):
    """The same position: 2 2 (Speed 4) crosses corner 2 at its raised limit of 4 to space 34, free
    (3 1 is the same Speed). Speed 5 or more owes Heat with an empty Engine: a spin-out."""
    return _limit_plus_one_at_corner_2(seed)


# ==== Garage (advanced booklet, Garage Module): Direct Play and the Heat symbol =============================

def _garage_direct_play(card, start, engine):
    def build(seed):
        cars, acts = others(racer("Ana", 55), racer("Cy", 5))
        ben = racer("Ben", start, gear=2, hand=f"{card} 2 1 4 4 3 1".split(), engine=engine)
        return reach("usa", cars[:1] + [ben] + cars[1:], acts + [("Ben", "gear 2"), ("Ben", "play 2 1")], "Ben",
                     "react", seed, modules=["garage"])
    return build


@position("garage-direct-plays-a-4-over-corner-2", "direct u27", "error", better="done", topic="garage",
          rule="advanced booklet, Garage Module: Direct Play; rulebook, 7. Check Corner / Spin out")
def garage_direct_plays_a_4_over_corner_2(seed=1):
    """Garage module, USA, the last lap: Ben's 2 1 took him to space 33, right before corner 2 (limit
    3), with 1 Heat. Gas pedal u27 in his hand (Speed 4, Heat 1, Cooldown 1) has Direct Play: "you may
    play this card from your hand ... as if you played it normally" (advanced booklet). Played now it
    pays its Heat and makes his Speed 7 over the corner: 4 Heat owed, none left, a spin-out back onto
    space 33 in 1st gear with a Stress card. `done` keeps space 33, 2nd gear and the Heat."""
    return _garage_direct_play("u27", 30, 1)(seed)


@position("garage-skips-a-free-direct-play-on-a-straight", "done", "error", better="direct u24", topic="garage",
          rule="advanced booklet, Garage Module: Direct Play")
def garage_skips_a_free_direct_play_on_a_straight(seed=1):
    """Garage module, USA, the last lap: Ben's 2 1 took him to space 18, 15 spaces before corner 2,
    with an empty Engine. Gas pedal u24 in his hand (Speed 1, Direct Play, Scrap 1) may be played from
    his hand now (advanced booklet, Direct Play): 1 more space, no Heat, no corner in reach. `done`
    gives the space away."""
    return _garage_direct_play("u24", 15, 0)(seed)


@position("garage-direct-plays-the-gas-pedal-on-a-straight", "direct u24", "fine", topic="garage",
          rule="advanced booklet, Garage Module: Direct Play")
def garage_direct_plays_the_gas_pedal_on_a_straight(seed=1):
    """The same position: `direct u24` adds its Speed 1, a free space far from corner 2; with an empty
    Engine there is no Boost to weigh against it."""
    return _garage_direct_play("u24", 15, 0)(seed)


def _garage_heat_symbol(seed):
    ben = racer("Ben", 15, gear=2, hand="u18 1 4 3 2 2 1".split(), engine=2)
    return ben_between("usa", (racer("Ana", 50), racer("Cy", 5)), ben, [("Ben", "gear 2")], "play", seed,
                 modules=["garage"])


@position("garage-pays-the-body-s-heat-for-a-speed-the-hand-makes-free", "play 1 u18", "error", better="play 4 3",
          topic="garage", rule="advanced booklet, Garage Module: Mandatory Symbols, Heat")
def garage_pays_the_body_s_heat_for_a_speed_the_hand_makes_free(seed=1):
    """Garage module, USA, the last lap: Ben is on space 15 in 2nd gear with 2 Heat, 18 spaces before
    corner 2. Body u18 (Speed 6, Reduce Stress 3, Heat 1) carries a mandatory Heat symbol: playing it
    moves a Heat card from the Engine to the discard (advanced booklet). 1 u18 makes Speed 7 for a
    Heat; 4 3 makes the same Speed 7 to the same space 22 for nothing (he holds no Stress to reduce)."""
    return _garage_heat_symbol(seed)


# ==== Championship: a Sponsorship card (advanced booklet, Championship System) ============================

def _sponsor_before_corner_2(seed):
    ben = racer("Ben", 30, gear=2, hand="s84 3 1 4 4 2 2".split(), engine=1)
    return ben_between("usa", (racer("Ana", 50), racer("Cy", 5)), ben, [("Ben", "gear 2")], "play", seed,
                 modules=["championship"], event=7)


@position("championship-pays-a-heat-the-sponsor-s-wings-would-save", "play 3 1", "error", better="play s84 1",
          topic="championship", rule="advanced booklet, Sponsorship cards; Garage Module: Adjust Speed Limit")
def championship_pays_a_heat_the_sponsor_s_wings_would_save(seed=1):
    """Championship, USA, the last lap, under event 7 (no special rule): Ben holds the Sponsorship
    card s84, De Angeli Wings (Speed 3, Adjust Speed Limit +1, one-time use). He is on space 30 in 2nd
    gear with 1 Heat, 3 spaces before corner 2 (limit 3). 3 1 (Speed 4) crosses it one over the
    limit: 1 Heat. s84 1 makes the same Speed 4 to the same space 34, and the Wings raise his limit at
    this corner to 4 (Adjust Speed Limit: "if you cross a corner this turn"): the Heat is kept."""
    return _sponsor_before_corner_2(seed)


@position("championship-plays-the-sponsor-s-wings-over-corner-2", "play 1 s84", "fine", better="play s84 1",
          topic="championship", rule="advanced booklet, Sponsorship cards; Adjust Speed Limit")
def championship_plays_the_sponsor_s_wings_over_corner_2(seed=1):
    """The same position: 1 s84 is the engine's s84 1 in another order: Speed 4 over corner 2 at the
    limit the Wings raise to 4, for nothing. Any faster play owes Heat he cannot all pay, or spends his
    one Heat for a single space: no play beats it in everything."""
    return _sponsor_before_corner_2(seed)


def _sponsor_brakes_before_corner_2(seed):
    cars, acts = others(racer("Ana", 50), racer("Cy", 5))
    ben = racer("Ben", 29, gear=2, hand="s80 2 1 4 4 3 1".split(), engine=0)
    return reach("usa", cars[:1] + [ben] + cars[1:], acts + [("Ben", "gear 2"), ("Ben", "play s80 2")], "Ben",
                 "speed", seed, modules=["championship"], event=7)


@position("championship-sponsor-s-brakes-at-3-over-corner-2", "brakes s80 3", "error", better="brakes s80 2",
          topic="championship", rule="advanced booklet, Sponsorship cards; Garage Module: Brakes (choose the Speed "
                                     "after the reveal); rulebook, 7. Check Corner")
def championship_sponsor_s_brakes_at_3_over_corner_2(seed=1):
    """Championship, USA, the last lap: Ben played the Sponsorship card s80, Dramdo Brakes (Speed 1, 2,
    3 or 4, chosen after the reveal, one-time use), with a 2, from space 29 in 2nd gear with an empty
    Engine; corner 2 (limit 3) is after space 33. Braking at 3 makes Speed 5: over the corner with 2
    Heat owed and none to pay, a spin-out back to space 33 in 1st gear with a Stress card. Braking at 2
    makes Speed 4, exactly to space 33: the same space, 2nd gear, no Stress."""
    return _sponsor_brakes_before_corner_2(seed)


def _discard_under_an_event(event, hand):
    def build(seed):
        cars, acts = others(racer("Ana", 50), racer("Cy", 5))
        ben = racer("Ben", 15, gear=2, hand=hand.split(), engine=2)
        return reach("usa", cars[:1] + [ben] + cars[1:], acts + [("Ben", "gear 2"), ("Ben", "play 4 3")], "Ben",
                     "discard", seed, modules=["championship"], event=event)
    return build


@position("championship-discards-both-heat-under-event-13", "discard H H", "fine", topic="championship",
          rule="Championship event 13 (Chicanes for increased safety: Heat cards may be discarded in step 8); "
               "rulebook, 8. Discard")
def championship_discards_both_heat_under_event_13(seed=1):
    """Championship, USA, the last lap, under event 13, Chicanes for increased safety: "Heat cards may
    be discarded in step 8" (the rulebook's Discard never allows it). Ben, on space 22 after his 4 3,
    holds H H S 2 1. `discard H H` empties his hand of the two dead Heat cards, so he draws two new
    cards for the next round. Nothing of this round changes with a discard: no move ends it better."""
    return _discard_under_an_event(13, "4 3 H H S 2 1")(seed)


@position("championship-discards-both-stress-under-event-17", "discard S S", "fine", topic="championship",
          rule="Championship event 17 (Tunnel vision: Stress cards may be discarded in step 8); "
               "rulebook, 8. Discard")
def championship_discards_both_stress_under_event_17(seed=1):
    """Championship, USA, the last lap, under event 17, Tunnel vision: "Stress cards may be discarded in
    step 8". Ben, on space 22, holds H S S 2 1. `discard S S` sends both Stress cards to the discard
    pile instead of playing them for a random Speed later; nothing of this round changes with a
    discard: no move ends it better."""
    return _discard_under_an_event(17, "4 3 H S S 2 1")(seed)


def _garage_accelerate_over_corner_2(seed):
    # 4 Wheel Drive u47: Speed 0, Boost 1 (mandatory: flip the deck's top card, here a 3), Accelerate 1
    cars, acts = others(racer("Ana", 50), racer("Cy", 5))
    ben = racer("Ben", 29, gear=2, hand="u47 2 1 4 4 3 1".split(), deck=["3", "..."], engine=2)
    return reach("usa", cars[:1] + [ben] + cars[1:], acts + [("Ben", "gear 2"), ("Ben", "play u47 2")], "Ben",
                 "react", seed, modules=["garage"])


@position("garage-accelerates-over-corner-2-into-a-spin-out", "accelerate", "error", better="done",
          topic="garage", rule="advanced booklet, Garage Module: Accelerate; rulebook, 7. Check Corner / Spin out")
def garage_accelerates_over_corner_2_into_a_spin_out(seed=1):
    """Garage module, USA, the last lap: Ben played 4 Wheel Drive u47 (Speed 0, a Boost that flipped a
    3, Accelerate 1) with a 2 from space 29: Speed 5, over corner 2 (limit 3) to space 34, 2 Heat owed
    with 2 in the Engine. Accelerate adds 1 to his Speed for each card flipped (advanced booklet): Speed
    6, 3 Heat owed with 2, a spin-out back to space 33 in 1st gear with a Stress card. `done` pays the
    2 Heat and keeps space 34 in 2nd gear."""
    return _garage_accelerate_over_corner_2(seed)


@position("garage-declines-accelerate-after-the-corner", "done", "fine", topic="garage",
          rule="advanced booklet, Garage Module: Accelerate; rulebook, 5. React and 7. Check Corner")
def garage_declines_accelerate_after_the_corner(seed=1):
    """The same position: `done` pays corner 2's 2 Heat with his 2 and keeps space 34 in 2nd gear. The
    Accelerate and a Boost both add Speed over the corner he can no longer pay for: a spin-out."""
    return _garage_accelerate_over_corner_2(seed)
