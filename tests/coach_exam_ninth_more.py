"""The ninth coach exam, continued (coach_exam_ninth.py): the Garage's React symbols, Weather and road
tokens, the Discard step, floods, chicanes and tunnels, a Championship event and a Sponsorship card,
Legends. Each builder's docstring is its position's `why`. Importing NINTH from here gives the whole
exam."""
from __future__ import annotations

from coach_exam import legend_car, position, racer, reach
from coach_exam_ninth import HAND, NINTH, ROAD, _at, _then

ROAD4 = {1: "limit+1", 2: "overheat", 3: "slipstream+1", 4: "weather"}  # the weather token on corner 4's sector

__all__ = ["NINTH"]


def _garage(track, ben, acts, kind, seed, **options):
    """USA, first lap: Ben between Ana (far ahead) and Cy (far behind), built with the Garage."""
    return _at(track, ben, acts, kind, seed, ahead=[racer("Ana", 40, lap=1)], behind=[racer("Cy", 2, lap=1)],
               modules=["garage"], **options)


# ==== the Garage's React symbols (advanced booklet, Garage; expansions spec: Super cool) ==============

def _super_cool(seed=1):
    """Ben (2nd gear, empty Engine, a Heat card in his discard pile) plays Air intake u51 (Speed 1,
    Super cool 1, Cooldown 1, Scrap 1) and a 3, and has scrapped."""
    ben = racer("Ben", 20, lap=1, gear=2, hand=("u51", "3", "2", "2", "1", "4", "4"), discard=("H",), engine=0)
    return _then(_garage("usa", ben, [("Ben", "gear 2"), ("Ben", "play u51 3")], "react", seed,
                         expansions=["heavy_rain"]), "scrap")


@position("garage-ends-react-without-its-super-cool", "done", "error", better="supercool 1", topic="garage",
          rule="expansions spec: Super cool (Heavy Rain upgrades); rulebook 5. React", into=NINTH)
def garage_ends_react_without_its_super_cool(seed=1):
    """Super cool 1 returns the Heat card of the discard pile to the Engine, free: without it Ben
    starts the next round with an empty Engine."""
    return _super_cool(seed)


@position("garage-uses-its-super-cool", "supercool 1", "fine", topic="garage",
          rule="expansions spec: Super cool", into=NINTH)
def garage_uses_its_super_cool(seed=1):
    """The same Ben takes the Heat back."""
    return _super_cool(seed)


@position("garage-ends-react-without-its-direct-play", "done", "error", better="direct u24", topic="garage",
          rule="advanced booklet, Garage: Direct Play; rulebook 5. React", into=NINTH)
def garage_ends_react_without_its_direct_play(seed=1):
    """Ben (2nd gear, empty Engine) plays 3+2 to 25 on the straight with Gas pedal u24 (Speed 1,
    Direct Play, Scrap 1) in hand: played from the hand in React it adds 1 Speed for free, short of
    corner 2 at 33."""
    ben = racer("Ben", 20, lap=1, gear=2, hand=("u24", "3", "2", "2", "1", "4", "4"), engine=0)
    return _garage("usa", ben, [("Ben", "gear 2"), ("Ben", "play 3 2")], "react", seed)


@position("garage-reduces-both-stress-cards", "reduce 2", "fine", topic="garage",
          rule="advanced booklet, Garage: Reduce Stress", into=NINTH)
def garage_reduces_both_stress_cards(seed=1):
    """Ben plays Body u4 (Speed 3, Reduce Stress 2) and a 4 with two Stress cards in hand: both go to
    the discard pile, out of next round's hand."""
    ben = racer("Ben", 20, lap=1, gear=2, hand=("u4", "S", "S", "2", "1", "4", "4"))
    return _garage("usa", ben, [("Ben", "gear 2"), ("Ben", "play u4 4")], "react", seed)


@position("garage-refreshes-its-suspension", "refresh u34", "fine", topic="garage",
          rule="advanced booklet, Garage: Refresh", into=NINTH)
def garage_refreshes_its_suspension(seed=1):
    """Ben plays Suspension u34 (Speed 4, Refresh) and a 2: putting the 4 back on top of his deck costs
    nothing and gives him a 4 in next round's hand."""
    ben = racer("Ben", 20, lap=1, gear=2, hand=("u34", "3", "2", "2", "1", "4", "4"))
    return _garage("usa", ben, [("Ben", "gear 2"), ("Ben", "play u34 2")], "react", seed)


@position("garage-salvages-both-4s", "salvage 4 4", "fine", topic="garage",
          rule="advanced booklet, Garage: Salvage", into=NINTH)
def garage_salvages_both_4s(seed=1):
    """Ben plays Fuel u22 (Speed 2, Salvage 2) and a 3, with 4, 4 and 1 in his discard pile: the two
    4s shuffled back into his deck are the best two cards to draw again."""
    ben = racer("Ben", 20, lap=1, gear=2, hand=("u22", "3", "2", "2", "1", "1", "3"), discard=("4", "4", "1"))
    return _garage("usa", ben, [("Ben", "gear 2"), ("Ben", "play u22 3")], "react", seed)


def _brakes(space, seed):
    """Ben (2nd gear, empty Engine) plays Brakes u8 (Speed 1 or 3) and a 2; corner 2 (limit 3) is after
    33, corner 1 (limit 7) after 12."""
    ben = racer("Ben", space, lap=1, gear=2, hand=("u8", "3", "2", "2", "1", "4", "4"), engine=0)
    return _garage("usa", ben, [("Ben", "gear 2"), ("Ben", "play u8 2")], "speed", seed)


@position("garage-brakes-read-3-into-corner-2", "brakes u8 3", "error", better="brakes u8 1", topic="garage",
          rule="advanced booklet, Garage: Brakes; rulebook 7. Check Corner, Spin out", into=NINTH)
def garage_brakes_read_3_into_corner_2(seed=1):
    """From 30, Brakes at 3 is Speed 5 over corner 2 (limit 3) with an empty Engine: a certain spin-out
    back to 33. At 1 it is Speed 3 to 33: the same space, no Stress, 2nd gear kept."""
    return _brakes(30, seed)


@position("garage-brakes-read-1-into-corner-2", "brakes u8 1", "fine", topic="garage",
          rule="advanced booklet, Garage: Brakes", into=NINTH)
def garage_brakes_read_1_into_corner_2(seed=1):
    """The same Ben reads his Brakes at 1: right."""
    return _brakes(30, seed)


@position("garage-brakes-read-1-on-the-straight", "brakes u8 1", "error", better="brakes u8 3", topic="garage",
          rule="advanced booklet, Garage: Brakes", into=NINTH)
def garage_brakes_read_1_on_the_straight(seed=1):
    """From 58, past corner 4, the straight runs to corner 1: Brakes at 3 goes to 63, at 1 only to 61.
    Two spaces thrown away."""
    return _brakes(58, seed)


# ==== Weather and road tokens (advanced booklet, Weather & Road Conditions) ===========================

def _storm(seed=1):
    """USA, first lap, four cars, Storm (its sector token on corner 1's sector: Slipstream +2): Ben
    plays 2+2 to 22 behind Ana (23)."""
    ben = racer("Ben", 18, lap=1, gear=2, hand=HAND)
    return _at("usa", ben, [("Ben", "gear 2"), ("Ben", "play 2 2")], "slipstream", seed,
               ahead=[racer("Ana", 21, lap=1)], behind=[racer("Cy", 2, lap=1), racer("Dan", 4, lap=1)],
               modules=["weather"], weather="storm", road=ROAD)


@position("storm-passes-a-four-space-slipstream", "pass", "error", better="slipstream", topic="weather",
          rule="advanced booklet, Weather: Storm (Slipstream +2 in its sector); rulebook 6. Slipstream", into=NINTH)
def storm_passes_a_four_space_slipstream(seed=1):
    """The Storm's sector makes the slipstream 4 spaces, all on the straight before 33: free."""
    return _storm(seed)


@position("storm-takes-the-four-space-slipstream", "slipstream", "fine", topic="weather",
          rule="advanced booklet, Weather: Storm", into=NINTH)
def storm_takes_the_four_space_slipstream(seed=1):
    """The same Ben takes all 4 spaces."""
    return _storm(seed)


@position("sun-declines-the-slipstream-bonus", "slipstream 2", "error", better="slipstream", topic="weather",
          rule="advanced booklet, Weather: Sun (Slipstream +2 in its sector)", into=NINTH)
def sun_declines_the_slipstream_bonus(seed=1):
    """Italia, lap 2 of 3, Sun on corner 3's sector: Ben (1st gear) plays a 3 to 33 behind Ana (34).
    The sector's +2 makes the slipstream 4 spaces to 37 on the long straight to corner 1 (10);
    taking only the usual 2 throws 2 spaces away."""
    ben = racer("Ben", 30, lap=2, gear=1, hand=HAND, engine=3)
    return _at("italy", ben, [("Ben", "gear 1"), ("Ben", "play 3")], "slipstream", seed,
               ahead=[racer("Ana", 32, lap=2)], behind=[racer("Cy", 2, lap=2), racer("Dan", 4, lap=1)],
               modules=["weather"], weather="sun", road={1: "limit-1", 2: "heat_control", 3: "weather"})


@position("snow-ends-react-with-two-heat-in-hand", "done", "error", better="cooldown 2", topic="weather",
          rule="advanced booklet, Weather: Snow (Cooling +1 in its sector); rulebook 5. React", into=NINTH)
def snow_ends_react_with_two_heat_in_hand(seed=1):
    """USA, first lap, 2 cars, Snow on corner 4's sector: Ben (2nd gear) plays 3+2 to 63 with two Heat
    cards in hand. 2nd gear's Cooldown 1, the sector's +1 and Adrenaline's +1: both cards go back
    to the Engine for free."""
    ben = racer("Ben", 58, lap=1, gear=2, hand=("H", "H", "1", "3", "3", "4", "2"), engine=3)
    return _at("usa", ben, [("Ben", "gear 2"), ("Ben", "play 3 2")], "react", seed, ahead=[racer("Ana", 40, lap=2)],
               modules=["weather"], weather="snow", road=ROAD4)


@position("rain-ends-react-with-three-heat-in-hand", "done", "error", better="cooldown 3", topic="weather",
          rule="advanced booklet, Weather: Rain (Cooling +1 in its sector); rulebook 5. React", into=NINTH)
def rain_ends_react_with_three_heat_in_hand(seed=1):
    """USA, first lap, 2 cars, Rain on corner 1's sector: Ben (2nd gear, empty Engine) plays 3+2 to 19
    with three Heat cards in hand: Cooldown 1 + Rain's 1 + Adrenaline's 1 cool all three."""
    ben = racer("Ben", 14, lap=1, gear=2, hand=("H", "H", "H", "1", "3", "4", "2"), engine=0)
    return _at("usa", ben, [("Ben", "gear 2"), ("Ben", "play 3 2")], "react", seed, ahead=[racer("Ana", 40, lap=1)],
               modules=["weather"], weather="rain", road=ROAD)


@position("cloud-takes-adrenaline-where-cooling-is-banned", "adrenaline", "fine", topic="weather",
          rule="advanced booklet, Weather: Cloud (No cooling in its sector); rulebook 4. Adrenaline", into=NINTH)
def cloud_takes_adrenaline_where_cooling_is_banned(seed=1):
    """USA, first lap, 2 cars, Cloud on corner 1's sector: Ben (1st gear) plays a 3 to 19 with a Heat
    card in hand. No Cooldown is allowed there; Adrenaline's +1 Speed is the free thing left."""
    ben = racer("Ben", 16, lap=1, gear=1, hand=("H", "1", "2", "3", "3", "4", "2"), engine=6)
    return _at("usa", ben, [("Ben", "gear 1"), ("Ben", "play 3")], "react", seed, ahead=[racer("Ana", 40, lap=1)],
               modules=["weather"], weather="cloud", road=ROAD)


@position("fog-cools-its-heat-card", "cooldown 1", "fine", topic="weather",
          rule="advanced booklet, Weather: Fog (no slipstream in its sector); rulebook 5. React", into=NINTH)
def fog_cools_its_heat_card(seed=1):
    """USA, first lap, Fog on corner 1's sector (no slipstream there): Ben (1st gear) plays a 3 to 17
    right behind Ana; with no slipstream to come, he cools the Heat card in his hand."""
    ben = racer("Ben", 14, lap=1, gear=1, hand=("H", "2", "1", "3", "3", "4", "4"), engine=6)
    return _at("usa", ben, [("Ben", "gear 1"), ("Ben", "play 3")], "react", seed,
               ahead=[racer("Ana", 16, lap=1)], behind=[racer("Cy", 2, lap=1)],
               modules=["weather"], weather="fog", road=ROAD)


def _heat_control(seed=1):
    """USA, first lap, Heat control on corner 4's sector (a Boost costs no Heat): Ben (2nd gear, empty
    Engine) plays 1+1 to 60; the straight runs to corner 1 at 12."""
    ben = racer("Ben", 58, lap=1, gear=2, hand=("1", "1", "2", "3", "3", "4", "2"), engine=0)
    return _at("usa", ben, [("Ben", "gear 2"), ("Ben", "play 1 1")], "react", seed, ahead=[racer("Ana", 40, lap=2)],
               modules=["weather"], weather="sun", road={1: "limit-1", 2: "limit+1", 3: "overheat", 4: "heat_control"})


@position("heat-control-skips-its-free-boost", "done", "error", better="boost", topic="weather",
          rule="advanced booklet, Road conditions: Heat control (Boost costs 0 Heat)", into=NINTH)
def heat_control_skips_its_free_boost(seed=1):
    """Here the Boost is free: 1-4 spaces on the straight, no Heat, no corner reached."""
    return _heat_control(seed)


@position("heat-control-takes-its-free-boost", "boost", "fine", topic="weather",
          rule="advanced booklet, Road conditions: Heat control", into=NINTH)
def heat_control_takes_its_free_boost(seed=1):
    """The same Ben boosts for free."""
    return _heat_control(seed)


@position("slipstream-plus-1-declines-the-bonus", "slipstream 2", "error", better="slipstream", topic="weather",
          rule="advanced booklet, Road conditions: Slipstream +1", into=NINTH)
def slipstream_plus_1_declines_the_bonus(seed=1):
    """USA, first lap, Slipstream +1 on corner 2's sector: Ben plays 2+2 to 40 behind Ana (41). The
    slipstream is 3 spaces to 43, short of corner 3 at 49: declining the bonus throws a space away."""
    ben = racer("Ben", 36, lap=1, gear=2, hand=HAND)
    return _at("usa", ben, [("Ben", "gear 2"), ("Ben", "play 2 2")], "slipstream", seed,
               ahead=[racer("Ana", 39, lap=1)], behind=[racer("Cy", 2, lap=1)],
               modules=["weather"], weather="fog", road={1: "limit-1", 2: "slipstream+1", 3: "overheat", 4: "heat_control"})


def _limit_minus_1(seed=1):
    """USA, first lap, Limit -1 on corner 1 (7 becomes 6): Ben, 3rd gear, empty Engine, at 6."""
    ben = racer("Ben", 6, lap=1, gear=3, hand=("3", "3", "2", "1", "4", "4", "2"), engine=0)
    return _at("usa", ben, [("Ben", "gear 3")], "play", seed, ahead=[racer("Ana", 40, lap=1)],
               modules=["weather"], weather="rain", road={1: "limit-1", 2: "limit+1", 3: "overheat", 4: "heat_control"})


@position("limit-minus-1-plays-seven-over-corner-1", "play 3 2 2", "error", better="play 3 2 1", topic="weather",
          rule="advanced booklet, Road conditions: Limit -1; rulebook 7. Check Corner, Spin out", into=NINTH)
def limit_minus_1_plays_seven_over_corner_1(seed=1):
    """3+2+2 is Speed 7: the printed 7 would pass, but the token makes it 6, and with no Heat that is a
    certain spin-out, back to 12. 3+2+1 is Speed 6 to 12: the same space, 3rd gear, no Stress."""
    return _limit_minus_1(seed)


@position("limit-minus-1-plays-six-to-corner-1-in-any-order", "play 1 2 3", "fine", better="play 3 2 1",
          topic="weather", rule="advanced booklet, Road conditions: Limit -1", into=NINTH)
def limit_minus_1_plays_six_to_corner_1_in_any_order(seed=1):
    """Speed 6 to 12, the most that is safe; 1 2 3 is 3 2 1 in another order."""
    return _limit_minus_1(seed)


def _overheat(seed=1):
    """USA, first lap, Overheat on corner 3 (limit 3; +1 Heat when over it): Ben, 2nd gear, 3 Heat,
    at 44."""
    ben = racer("Ben", 44, lap=1, gear=2, hand=("3", "3", "2", "1", "4", "4", "2"), engine=3)
    return _at("usa", ben, [("Ben", "gear 2")], "play", seed, ahead=[racer("Ana", 60, lap=1)],
               modules=["weather"], weather="rain", road={1: "limit-1", 2: "limit+1", 3: "overheat", 4: "heat_control"})


@position("overheat-plays-six-over-corner-3", "play 3 3", "error", better="play 3 2", topic="weather",
          rule="advanced booklet, Road conditions: Overheat; rulebook 7. Check Corner, Spin out", into=NINTH)
def overheat_plays_six_over_corner_3(seed=1):
    """3+3 is Speed 6 over corner 3: 3 Heat over the limit and the Overheat's 1 more is 4, with 3 in
    the Engine: a certain spin-out back to 49. 3+2 is Speed 5 to 49 with nothing paid."""
    return _overheat(seed)


@position("overheat-plays-five-to-corner-3", "play 2 3", "fine", better="play 3 2", topic="weather",
          rule="advanced booklet, Road conditions: Overheat", into=NINTH)
def overheat_plays_five_to_corner_3(seed=1):
    """Speed 5 to 49, right before the corner: the most that pays nothing."""
    return _overheat(seed)


# ==== Heavy Rain and Tunnel Vision (expansions spec: floods, chicanes, tunnels) =======================

def _japan_flood_before_corner_4(seed=1):
    """Japan, first lap: Ben in 3rd gear with 4 Heat stands on 41, a flooded space (shifting down
    costs 1 Heat more there); corner 4 (limit 5) is after 45."""
    ben = racer("Ben", 41, lap=1, gear=3, hand=("1", "1", "2", "2", "3", "3", "4"), engine=4)
    return _at("japan", ben, [], "gear", seed, ahead=[racer("Ana", 58, lap=1)], behind=[racer("Cy", 20, lap=1)])


@position("japan-flood-shifts-down-for-nothing", "gear 2", "error", better="gear 3", topic="expansions:flood",
          rule="expansions spec: Flooded space (down-shift +1 Heat); rulebook 1. Shift gears", into=NINTH)
def japan_flood_shifts_down_for_nothing(seed=1):
    """On the flood 3rd to 2nd costs 1 Heat. 3rd gear already meets corner 4 at a safe Speed (1+1+2 is
    Speed 4 to 45; Speed 5 crosses it at its limit): the Heat buys nothing and 3rd gear is lost."""
    return _japan_flood_before_corner_4(seed)


@position("japan-flood-keeps-third-gear", "gear 3", "fine", topic="expansions:flood",
          rule="expansions spec: Flooded space; rulebook 1. Shift gears", into=NINTH)
def japan_flood_keeps_third_gear(seed=1):
    """The same Ben stays in 3rd: free, and safe for corner 4."""
    return _japan_flood_before_corner_4(seed)


@position("japan-flood-drops-to-first-before-the-chicane", "gear 1", "error", better="gear 3",
          topic="expansions:flood", rule="expansions spec: Flooded space, Chicane; rulebook 1. Shift gears",
          into=NINTH)
def japan_flood_drops_to_first_before_the_chicane(seed=1):
    """Japan, first lap: Ben, 3rd gear and 3 Heat, on the flooded 7; the chicane's lines (limit 4)
    are after 10 and 12. 3rd to 1st costs 2 Heat on the flood, yet 3rd gear crosses the first line
    safely with 1+1+2 (Speed 4, to 11): the drop pays Heat to go slower."""
    ben = racer("Ben", 7, lap=1, gear=3, hand=("1", "1", "2", "2", "3", "3", "4"), engine=3)
    return _at("japan", ben, [], "gear", seed, ahead=[racer("Ana", 30, lap=1)], behind=[racer("Cy", 59, lap=0)])


def _mexico_chicane(seed=1):
    """Mexico, lap 2 of 3, five cars: Ben, 2nd gear, 2 Heat, at 46; the chicane's lines (limit 2) are
    after 50 and 51."""
    ben = racer("Ben", 46, lap=2, gear=2, hand=("3", "3", "2", "1", "4", "4", "2"), engine=2)
    return _at("mexico", ben, [("Ben", "gear 2")], "play", seed,
               ahead=[racer("Ana", 58, lap=2), racer("Cy", 55, lap=2)], behind=[racer("Dan", 30, lap=2),
                                                                             racer("Eve", 20, lap=2)])


@position("mexico-chicane-plays-five-over-its-first-line", "play 3 2", "error", better="play 3 1",
          topic="expansions:chicane", rule="expansions spec: Chicane (each line a corner); rulebook 7. Check Corner",
          into=NINTH)
def mexico_chicane_plays_five_over_its_first_line(seed=1):
    """3+2 is Speed 5 over the first line (limit 2): 3 Heat with 2 in the Engine, a certain spin-out.
    3+1 is Speed 4 to 50, right before the line, where the spin-out would have left him anyway."""
    return _mexico_chicane(seed)


@position("mexico-chicane-stops-before-its-first-line", "play 1 3", "fine", better="play 3 1",
          topic="expansions:chicane", rule="expansions spec: Chicane", into=NINTH)
def mexico_chicane_stops_before_its_first_line(seed=1):
    """Speed 4 to 50: the most that pays nothing (1 3 is 3 1)."""
    return _mexico_chicane(seed)


def _netherlands_chicane(seed=1):
    """Nederland, lap 2 of 3: Ben, 3rd gear, 1 Heat, at 3; the chicane's lines (limit 5) are after 9
    and 13."""
    ben = racer("Ben", 3, lap=2, gear=3, hand=("3", "3", "2", "1", "4", "4", "2"), engine=1)
    return _at("netherlands", ben, [("Ben", "gear 3")], "play", seed, ahead=[racer("Ana", 30, lap=2)],
               behind=[racer("Cy", 50, lap=1)])


@position("netherlands-chicane-plays-seven-over-its-first-line", "play 3 2 2", "error", better="play 3 2 1",
          topic="expansions:chicane", rule="expansions spec: Chicane; rulebook 7. Check Corner, Spin out",
          into=NINTH)
def netherlands_chicane_plays_seven_over_its_first_line(seed=1):
    """3+2+2 is Speed 7 over the first line (limit 5): 2 Heat with 1, a certain spin-out. 3+2+1 is
    Speed 6 to 9 with nothing paid, the space the spin-out would give back."""
    return _netherlands_chicane(seed)


@position("netherlands-chicane-plays-six-to-its-first-line", "play 1 2 3", "fine", better="play 3 2 1",
          topic="expansions:chicane", rule="expansions spec: Chicane", into=NINTH)
def netherlands_chicane_plays_six_to_its_first_line(seed=1):
    """Speed 6 to 9, right before the line: the most that pays nothing, in any order."""
    return _netherlands_chicane(seed)


def _spain_tunnel(seed=1):
    """España, four cars: Ben plays 2+2 to 64, inside the tunnel 62-71, behind Ana (65); corner 6 is
    at 65 with limit 5."""
    ben = racer("Ben", 60, lap=1, gear=2, hand=HAND)
    return _at("spain", ben, [("Ben", "gear 2"), ("Ben", "play 2 2")], "slipstream", seed,
               ahead=[racer("Ana", 63, lap=1)], behind=[racer("Cy", 30, lap=1), racer("Dan", 20, lap=1)])


@position("spain-tunnel-passes-a-free-slipstream", "pass", "error", better="slipstream",
          topic="expansions:tunnel", rule="expansions spec: Tunnel; rulebook 6. Slipstream, 7. Check Corner",
          into=NINTH)
def spain_tunnel_passes_a_free_slipstream(seed=1):
    """A tunnel stops discards and Reduce Stress, not the slipstream: 2 spaces over corner 6 at Speed
    4, under its limit 5, free."""
    return _spain_tunnel(seed)


@position("spain-tunnel-takes-the-slipstream", "slipstream", "fine", topic="expansions:tunnel",
          rule="expansions spec: Tunnel; rulebook 6. Slipstream", into=NINTH)
def spain_tunnel_takes_the_slipstream(seed=1):
    """The same Ben slipstreams out past Ana."""
    return _spain_tunnel(seed)


# ==== a Championship event, a Sponsorship card (advanced booklet, Championship) =======================

def _sponsor_cooldown(seed=1):
    """USA, first lap, Championship event 14 (no Adrenaline): Ben (2nd gear, 4 Heat) plays Sponsorship
    card s81 (Speed 4, Cooldown 2) and a 2, two Heat cards in hand."""
    ben = racer("Ben", 20, lap=1, gear=2, hand=("s81", "H", "H", "2", "3", "4", "1"), engine=4)
    return _at("usa", ben, [("Ben", "gear 2"), ("Ben", "play s81 2")], "react", seed,
               ahead=[racer("Ana", 40, lap=1)], behind=[racer("Cy", 2, lap=1)], modules=["championship"], event=14,
               sponsor_deck=["s82", "s83"])


@position("sponsor-card-cooldown-left-unused", "done", "error", better="cooldown 2", topic="championship",
          rule="advanced booklet, Championship: Sponsorship cards; rulebook 5. React (Cooldown)", into=NINTH)
def sponsor_card_cooldown_left_unused(seed=1):
    """The Sponsorship card's Cooldown 2 and the 2nd gear's 1 make 3: both Heat cards can go back to
    the Engine for free, and the card is gone after this turn."""
    return _sponsor_cooldown(seed)


@position("sponsor-card-cools-both-heat-cards", "cooldown 2", "fine", topic="championship",
          rule="advanced booklet, Championship: Sponsorship cards", into=NINTH)
def sponsor_card_cools_both_heat_cards(seed=1):
    """The same Ben cools both."""
    return _sponsor_cooldown(seed)


def _turbulent_winds(seed=1):
    """USA, first lap, Championship event 12 (Turbulent winds: slipstream only in 3rd or 4th gear):
    Ben, 3rd gear, plays 2+2+1 to 63 behind Ana (64), past corner 4."""
    ben = racer("Ben", 58, lap=1, gear=3, hand=HAND)
    return _at("usa", ben, [("Ben", "gear 3"), ("Ben", "play 2 2 1")], "slipstream", seed,
               ahead=[racer("Ana", 62, lap=1)], behind=[racer("Cy", 2, lap=1)], modules=["championship"], event=12)


@position("turbulent-winds-third-gear-passes-its-slipstream", "pass", "error", better="slipstream",
          topic="championship", rule="Championship event 12 (Turbulent winds); rulebook 6. Slipstream", into=NINTH)
def turbulent_winds_third_gear_passes_its_slipstream(seed=1):
    """The event bans the slipstream in 1st and 2nd gear only: in 3rd Ben may, 2 free spaces on the
    straight to corner 1."""
    return _turbulent_winds(seed)


@position("turbulent-winds-third-gear-slipstreams", "slipstream", "fine", topic="championship",
          rule="Championship event 12 (Turbulent winds)", into=NINTH)
def turbulent_winds_third_gear_slipstreams(seed=1):
    """The same Ben takes it."""
    return _turbulent_winds(seed)


# ==== Legends (advanced booklet, Legends) ===========================================================

def _legend_beside(seed=1):
    """USA, first lap: a Legend moves first, from 16 to 26; Ben (3rd gear) plays 4+4+3 from 15 to 26,
    beside it. Corner 2 (limit 3) is after 33."""
    ben = racer("Ben", 15, lap=1, gear=3, hand=HAND)
    return reach("usa", [legend_car("Blue", "blue", 16, lap=1), ben, racer("Cy", 2, lap=1)],
                 [("Ben", "gear 3"), ("Ben", "play 4 4 3"), ("Cy", "gear 2"), ("Cy", "play 1 1")], "Ben", "slipstream",
                 seed, legends_deck=[6, 1, 2])


@position("legend-beside-passes-a-free-slipstream", "pass", "error", better="slipstream", topic="legends",
          rule="advanced booklet, Legends (a Legend is a car to slipstream); rulebook 6. Slipstream", into=NINTH)
def legend_beside_passes_a_free_slipstream(seed=1):
    """A car beside the Legend on the same space can slipstream: 2 spaces to 28, short of corner 2,
    free."""
    return _legend_beside(seed)


@position("legend-beside-slipstreams", "slipstream", "fine", topic="legends",
          rule="advanced booklet, Legends; rulebook 6. Slipstream", into=NINTH)
def legend_beside_slipstreams(seed=1):
    """The same Ben takes the 2 spaces."""
    return _legend_beside(seed)


# ==== the Discard step (rulebook 8. Discard; Championship events 13 and 17) ===========================

@position("discard-both-1s-in-fourth-gear", "discard 1 1", "fine", topic="discard",
          rule="rulebook 8. Discard (any cards but Heat and Stress)", into=NINTH)
def discard_both_1s_in_fourth_gear(seed=1):
    """Italia, lap 2 of 3, five cars: Ben in 4th gear plays 4+3+3+2 on the long straight and keeps
    1, 1, 4. Next round he again plays four cards on the straight: the 1s are the cards to lose."""
    ben = racer("Ben", 28, lap=2, gear=4, hand=("1", "1", "2", "4", "4", "3", "3"))
    return _at("italy", ben, [("Ben", "gear 4"), ("Ben", "play 4 3 3 2")], "discard", seed,
               ahead=[racer("Ana", 50, lap=2)],
               behind=[racer("Cy", 5, lap=2), racer("Dan", 8, lap=2), racer("Eve", 12, lap=2)])


@position("tunnel-vision-event-discards-both-stress-cards", "discard S S", "fine", topic="discard",
          rule="Championship event 17 (Stress may be discarded in step 8); rulebook 8. Discard", into=NINTH)
def tunnel_vision_event_discards_both_stress_cards(seed=1):
    """Italia, lap 2 of 3, event 17: Ben keeps S, S, 1, 3, 2. The event lets him discard the two
    Stress cards, the two worst cards of any hand."""
    ben = racer("Ben", 28, lap=2, gear=2, hand=("S", "S", "1", "4", "4", "3", "2"))
    return _at("italy", ben, [("Ben", "gear 2"), ("Ben", "play 4 4")], "discard", seed,
               ahead=[racer("Ana", 50, lap=2)], behind=[racer("Cy", 5, lap=2)], modules=["championship"], event=17)


@position("chicanes-event-discards-both-heat-cards", "discard H H", "fine", topic="discard",
          rule="Championship event 13 (Heat may be discarded in step 8); rulebook 8. Discard", into=NINTH)
def chicanes_event_discards_both_heat_cards(seed=1):
    """Italia, lap 2 of 3, event 13: Ben keeps H, H, 1, 3, 2. The two Heat cards are dead cards in
    hand; the event lets him discard them."""
    ben = racer("Ben", 28, lap=2, gear=2, hand=("H", "H", "1", "4", "4", "3", "2"), engine=4)
    return _at("italy", ben, [("Ben", "gear 2"), ("Ben", "play 4 4")], "discard", seed,
               ahead=[racer("Ana", 50, lap=2)], behind=[racer("Cy", 5, lap=2)], modules=["championship"], event=13)


# ==== a Garage card's Cooldown at the play decision (advanced booklet, Garage: Cooldown) ==============

def _tires_before_corner_2(seed=1):
    """USA, first lap: Ben (2nd gear, 2 Heat, two Heat cards in hand) at 28, corner 2 (limit 3) after
    33; in hand Tires u36 (Speed 2, Adjust Speed Limit -1, Cooldown 3), 4, 3, 2, 1."""
    ben = racer("Ben", 28, lap=1, gear=2, hand=("u36", "H", "H", "2", "1", "4", "3"), engine=2)
    return _garage("usa", ben, [("Ben", "gear 2")], "play", seed)


@position("garage-plays-4-1-instead-of-its-tires-cooldown", "play 4 1", "error", better="play 3 u36",
          topic="garage", rule="advanced booklet, Garage: Cooldown, Adjust Speed Limit; rulebook 5. React",
          into=NINTH)
def garage_plays_4_1_instead_of_its_tires_cooldown(seed=1):
    """4+1 and 3+Tires are both Speed 5 to 33, short of the corner (so the Tires' -1 to its limit never
    applies). The Tires also bring Cooldown 3: both Heat cards back to the Engine, where 4+1 leaves
    the 2nd gear's single Cooldown for one of them."""
    return _tires_before_corner_2(seed)


@position("garage-plays-its-tires-for-their-cooldown", "play u36 3", "fine", better="play 3 u36", topic="garage",
          rule="advanced booklet, Garage: Cooldown", into=NINTH)
def garage_plays_its_tires_for_their_cooldown(seed=1):
    """The same Ben plays the Tires and a 3: Speed 5 to 33 and both Heat cards cooled (either order)."""
    return _tires_before_corner_2(seed)


def _cooling_system_before_corner_2(seed=1):
    """USA, first lap: Ben (2nd gear, 2 Heat, two Heat cards in hand) at 26, corner 2 (limit 3) after
    33; in hand Cooling system u13 (Speed 3, Cooldown 1), 4, 3, 2, 1."""
    ben = racer("Ben", 26, lap=1, gear=2, hand=("u13", "H", "H", "3", "1", "4", "2"), engine=2)
    return _garage("usa", ben, [("Ben", "gear 2")], "play", seed)


@position("garage-plays-a-plain-3-beside-its-cooling-system", "play 4 3", "error", better="play 4 u13",
          topic="garage", rule="advanced booklet, Garage: Cooldown; rulebook 5. React", into=NINTH)
def garage_plays_a_plain_3_beside_its_cooling_system(seed=1):
    """The Cooling system is a 3 with Cooldown 1: 4+u13 is the same Speed 7 to 33 as 4+3 and cools
    one more Heat card."""
    return _cooling_system_before_corner_2(seed)


@position("garage-plays-its-cooling-system-as-the-3", "play u13 4", "fine", better="play 4 u13", topic="garage",
          rule="advanced booklet, Garage: Cooldown", into=NINTH)
def garage_plays_its_cooling_system_as_the_3(seed=1):
    """The same Ben plays the Cooling system with the 4 (either order)."""
    return _cooling_system_before_corner_2(seed)


# ==== a Sponsorship card's Super cool (Championship with Heavy Rain: s85) =============================

def _sponsor_super_cool(seed=1):
    """USA, first lap, Championship event 7, Heavy Rain's cards: Ben (2nd gear, 3 Heat) plays
    Sponsorship card s85 (Speed 0, Super cool 2) and a 3, with two Heat cards in his discard pile."""
    ben = racer("Ben", 20, lap=1, gear=2, hand=("s85", "3", "2", "2", "1", "4", "4"), discard=("H", "H", "1"),
                engine=3)
    return _at("usa", ben, [("Ben", "gear 2"), ("Ben", "play s85 3")], "react", seed, ahead=[racer("Ana", 40, lap=1)],
               behind=[racer("Cy", 2, lap=1)], modules=["championship"], event=7, sponsor_deck=["s82", "s83"],
               expansions=["heavy_rain"])


@position("sponsor-super-cool-left-unused", "done", "error", better="supercool 2", topic="championship",
          rule="expansions spec: Sponsorship s85 (Super cool 2); rulebook 5. React", into=NINTH)
def sponsor_super_cool_left_unused(seed=1):
    """Super cool 2 takes both Heat cards of the discard pile back to the Engine for free; the card
    leaves the game after this turn whatever he does."""
    return _sponsor_super_cool(seed)


@position("sponsor-super-cool-takes-one-of-two", "supercool 1", "error", better="supercool 2",
          topic="championship", rule="expansions spec: Sponsorship s85 (Super cool 2)", into=NINTH)
def sponsor_super_cool_takes_one_of_two(seed=1):
    """Super cool 1 when 2 is free and two Heat cards wait in the discard pile: one Heat left behind."""
    return _sponsor_super_cool(seed)


@position("sponsor-super-cool-takes-both", "supercool 2", "fine", topic="championship",
          rule="expansions spec: Sponsorship s85 (Super cool 2)", into=NINTH)
def sponsor_super_cool_takes_both(seed=1):
    """The same Ben takes both Heat cards back."""
    return _sponsor_super_cool(seed)
