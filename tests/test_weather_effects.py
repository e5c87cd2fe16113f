"""Advanced booklet, Weather and Road Conditions Module: every road token's effect, every weather
sector effect, and what "in this sector" means (BGA's reading where the booklet is silent:
../shared/reference/modules_as_implemented_by_bga.md sections 2.2-2.6).

USA: corner 1 after space 12 (limit 7), corner 2 after 33 (3), corner 3 after 49 (3), corner 4
after 57 (2). Sectors: after corner 1 = spaces 13-33, after corner 2 = 34-49, after corner 3 =
50-57, after corner 4 = 58-69 and, across the finish line, 1-12.
"""
import pytest

import heat_widget as hw
from engine_helpers import assert_illegal, car, finish_own_turn, legal, one_event, plan, scenario
from heat_widget.engine.modules.weather import place_tokens

# Harmless fillers for corners a test does not look at (each kind exists twice in the box).
CALM = {1: "limit+1", 2: "limit+1", 3: "overheat", 4: "limit-1"}


def wx(cars, weather="cloud", road=None, **kw) -> hw.Race:
    """A scenario on USA with the Weather module and every road token fixed."""
    return scenario(cars, modules=["weather"], weather=weather, road={**CALM, **(road or {})}, **kw)


def behind(space=2):
    """Ben, far behind: he moves after Ana, so Ana has no Adrenaline."""
    return car("Ben", space)


def go(race, gear, cards):
    """Ana plans (`gear`, `cards`), Ben behind plays a 1: then it is Ana's turn (React)."""
    plan(race, "Ana", gear, cards)
    plan(race, "Ben", 1, "1")


def turn(race, name, gear, cards):
    """Ana's whole turn with the do-nothing choices after her move."""
    go(race, gear, cards)
    finish_own_turn(race, "Ana")


def cools(race, name):
    return [a for a in legal(race, name) if a.startswith("cooldown")]


# ---- corner tokens -------------------------------------------------------------------------

def test_speed_limit_plus_1_raises_the_corner_limit():
    """Booklet, Road Conditions / Corner Effects, Adjust Speed Limit: "Speed limit is 1 higher"."""
    race = wx([car("Ana", 8, gear=2, hand=["4", "4", "1", "1", "2", "2", "3"]), behind()], road={1: "limit+1"})
    turn(race, "Ana", 2, "4 4")
    e = one_event(race, "corner", "Ana")
    assert (e.fields["limit"], e.fields["heat"]) == (8, 0)  # printed 7: Speed 8 would cost 1 Heat
    assert race.car("Ana").engine == 6
    assert "Speed Limit +1, 7 printed" in e.text


def test_speed_limit_minus_1_lowers_the_corner_limit():
    """Booklet, Corner Effects, Adjust Speed Limit: "Speed limit is 1 lower"."""
    race = wx([car("Ana", 28, gear=2, hand=["3", "3", "1", "1", "2", "2", "4"]), behind()], road={2: "limit-1"})
    turn(race, "Ana", 2, "3 3")
    e = one_event(race, "corner", "Ana")
    assert (e.fields["corner"], e.fields["limit"], e.fields["heat"]) == (2, 2, 4)
    assert race.car("Ana").engine == 2
    assert race.corner_limits == (8, 2, 3, 1)  # +1, -1, Overheat, -1


def test_overheat_adds_one_heat_only_over_the_limit():
    """Booklet, Corner Effects, Overheat: "If your Speed is higher than the Speed Limit when you
    cross this corner, the cost in Heat ... is increased by one"."""
    race = wx([car("Ana", 28, gear=2, hand=["3", "3", "1", "1", "2", "2", "4"]), behind()], road={2: "overheat"})
    turn(race, "Ana", 2, "3 3")
    e = one_event(race, "corner", "Ana")
    assert (e.fields["limit"], e.fields["heat"]) == (3, 4)  # Speed 6, limit 3: 3 + 1 for the road
    assert "Overheat: 1 of it for the road" in e.text
    assert race.car("Ana").engine == 2


def test_overheat_costs_nothing_at_or_under_the_limit():
    """Booklet, Overheat: only "if your Speed is higher than the Speed Limit"."""
    race = wx([car("Ana", 31, gear=2, hand=["1", "2", "1", "3", "2", "3", "4"]), behind()], road={2: "overheat"})
    turn(race, "Ana", 2, "1 2")
    e = one_event(race, "corner", "Ana")
    assert (e.fields["speed"], e.fields["heat"]) == (3, 0)
    assert "Overheat" not in e.text
    assert race.car("Ana").engine == 6


def test_overheat_can_tip_a_payment_into_a_spin_out():
    """Booklet, Overheat is mandatory; rulebook, Spinning out: a car that cannot pay spins out
    (BGA 2.5: "It can tip a payment into a spin-out")."""
    race = wx([car("Ana", 28, gear=2, hand=["3", "3", "1", "1", "2", "2", "4"], engine=3), behind()],
              road={2: "overheat"})
    turn(race, "Ana", 2, "3 3")
    e = one_event(race, "spin_out", "Ana")
    assert (e.fields["owed"], e.fields["heat"]) == (4, 3)
    assert "Overheat" in e.text


@pytest.mark.parametrize("token, moved", [("limit+1", 6), ("limit-1", 4)])
def test_legends_follow_the_speed_limit_tokens(token, moved):
    """Advanced booklet, Legends: movement A clears the corner at its Speed Limit plus the diamond;
    a Speed Limit token changes that limit for Legends too (BGA 2.6, [SILENT])."""
    race = wx([{"name": "Lee", "legend": True, "colour": "black", "space": 28},
               car("Zed", 1, spot=2, hand=["0", "1", "1", "2", "2", "3", "3"], deck=["4"], engine=0)],
              road={2: token}, legends_deck=[1])
    plan(race, "Zed", 1, "0")
    e = one_event(race, "legend_move", "Lee")
    assert e.fields["moved"] == moved  # card 1, black: diamond 2; printed limit 3
    assert "with the road's" in e.text


# ---- sector tokens -------------------------------------------------------------------------

def slip_race(road, weather="cloud", ana=16, ben=20):
    """Ben ahead moves 1 space (to `ben` + 1); Ana then moves 4 to the space just behind him."""
    race = wx([car("Ben", ben, hand=["1", "1", "2", "2", "3", "3", "4"]),
               car("Ana", ana, hand=["4", "1", "1", "2", "2", "3", "3"], deck=["4", "4"])],
              weather=weather, road=road)
    plan(race, "Ben", 1, "1")
    plan(race, "Ana", 1, "4")
    finish_own_turn(race, "Ben")
    race.act("Ana", "done")
    return race


def test_slipstream_plus_1_sector_offers_three_spaces_or_the_usual_two():
    """Booklet, Sector Effects, Slipstream boost: "you may add one extra Space to the usual 2
    Spaces"; the extra Space is optional."""
    race = slip_race({1: "slipstream+1"})
    assert legal(race, "Ana") == ["slipstream", "slipstream 2", "pass"]
    race.act("Ana", "slipstream")
    e = one_event(race, "slipstream", "Ana")
    assert (e.fields["moved"], race.car("Ana").space) == (3, 23)
    assert "Slipstream +1 from the road" in e.text


def test_slipstream_plus_1_may_be_declined():
    """Booklet, Slipstream boost: "you may add"; `slipstream 2` takes only the usual 2."""
    race = slip_race({1: "slipstream+1"})
    race.act("Ana", "slipstream 2")
    assert race.car("Ana").space == 22
    assert_illegal(slip_race({1: "slipstream+1"}), "Ana", "slipstream 4", "3 or 2")


def test_slipstream_bonus_needs_the_car_in_the_sector_before_it_slipstreams():
    """Booklet, Slipstream boost: "Your car must be located in this sector before you slipstream":
    the token after corner 4 gives nothing to a car in the sector after corner 1."""
    race = slip_race({4: "slipstream+1"})
    assert legal(race, "Ana") == ["slipstream", "pass"]
    race.act("Ana", "slipstream")
    assert race.car("Ana").space == 22


def test_sector_runs_across_the_finish_line_to_the_first_corner():
    """A sector is "all spaces between this and the next corner" (booklet); the finish line does
    not split it (BGA 2.2): space 2 lies in the sector after corner 4 (USA's last)."""
    race = wx([car("Ben", 2, lap=2, hand=["1", "1", "2", "2", "3", "3", "4"]),
               car("Ana", 67, hand=["4", "1", "1", "2", "2", "3", "3"], deck=["4", "4"])],
              road={4: "slipstream+1"})
    plan(race, "Ben", 1, "1")
    plan(race, "Ana", 1, "4")
    finish_own_turn(race, "Ben")
    race.act("Ana", "done")
    assert race.car("Ana").space == 2
    assert legal(race, "Ana") == ["slipstream", "slipstream 2", "pass"]


def test_sector_of_a_space_is_the_last_corner_line_at_or_behind_it():
    """BGA 2.2: the first space after a corner line is in that corner's sector; the space before
    a line is in the previous sector; spaces before corner 1 belong to the last corner."""
    t = hw.load_track("usa")
    assert [t.sector_of(s) for s in (12, 13, 33, 34, 49, 50, 57, 58, 69, 1)] == [3, 0, 0, 1, 1, 2, 2, 3, 3, 3]


def test_heat_control_boost_is_free_even_with_an_empty_engine():
    """Booklet, Sector Effects, Heat control: "Do not pay Heat to boost in this sector (still max
    one boost per turn). Your car must be in the sector when you boost"."""
    race = wx([car("Ana", 10, hand=["4", "H", "1", "2", "2", "3", "3"], deck=["2", "3"], engine=0), behind()],
              road={1: "heat_control"})
    go(race, 1, "4")  # from the sector after corner 4 into the sector after corner 1
    assert "boost" in legal(race, "Ana")
    race.act("Ana", "boost")
    e = one_event(race, "boost", "Ana")
    assert (e.fields["heat"], race.car("Ana").engine) == (0, 0)
    assert "Heat control" in e.text
    assert "boost" not in legal(race, "Ana")  # still once per turn
    assert_illegal(race, "Ana", "boost", "already boosted")


def test_heat_control_does_not_apply_outside_its_sector():
    """Booklet, Heat control: the car must be in the sector when it boosts."""
    race = wx([car("Ana", 3, hand=["4", "H", "1", "2", "2", "3", "3"], deck=["2", "3"], engine=0), behind(1)],
              road={1: "heat_control"})
    go(race, 1, "4")
    assert "boost" not in legal(race, "Ana")
    assert_illegal(race, "Ana", "boost", "no Heat in the Engine")


# ---- the Weather sector: the weather token's sector effect ----------------------------------

HOT = ["1", "H", "H", "2", "2", "3", "3"]


def test_cloud_no_cooling_in_a_weather_sector_and_the_refusal_says_why():
    """Booklet, Weather Effects, No cooling: "No Cooldown allowed in this sector during the React
    step" (Cloud). The refusal names the sector's weather and leaves the race unchanged."""
    race = wx([car("Ana", 13, hand=HOT, engine=4), behind()], weather="cloud", road={1: "weather"})
    go(race, 1, "1")
    assert cools(race, "Ana") == []
    assert_illegal(race, "Ana", "cooldown 1", "no cooling in this sector: Cloud")
    assert one_event(race, "no_cooldown", "Ana").text == "Ana may not cool down here: no cooling in this sector: Cloud"


def test_no_cooling_ends_when_a_react_move_leaves_the_sector():
    """"In this sector" is the car's position at the moment of the action (BGA 2.3): a Boost out
    of the No-cooling sector makes the Cooldown usable again."""
    race = wx([car("Ana", 30, hand=HOT, deck=["4"], engine=4), behind()], weather="cloud", road={1: "weather"})
    go(race, 1, "1")
    assert cools(race, "Ana") == []
    race.act("Ana", "boost")  # 31 + 4: space 35, the sector after corner 2
    assert cools(race, "Ana") == ["cooldown 1", "cooldown 2"]


def test_fog_no_slipstream_from_a_weather_sector():
    """Booklet, Weather Effects, No slipstream: "You cannot start slipstreaming from this sector"
    (Fog). The car gets no slipstream decision, and the story says why."""
    race = slip_race({1: "weather"}, weather="fog")
    assert race.pending[0].kind == "discard"
    e = one_event(race, "no_slipstream", "Ana")
    assert "no slipstream from this sector: Fog" in e.text


def test_fog_allows_slipstreaming_into_a_weather_sector():
    """Booklet, No slipstream: "(you may slipstream into it)"."""
    race = slip_race({2: "weather"}, weather="fog", ana=28, ben=32)
    assert legal(race, "Ana") == ["slipstream", "pass"]
    race.act("Ana", "slipstream")
    assert race.car("Ana").space == 34  # the first space of the Fog sector


@pytest.mark.parametrize("weather", ["storm", "sun"])
def test_storm_and_sun_slipstream_plus_2_in_a_weather_sector(weather):
    """Booklet, Weather Effects, Slipstream boost: "you may add 2 extra Spaces to the usual 2"
    (Storm and Sun, per the reference tokens)."""
    race = slip_race({1: "weather"}, weather=weather)
    assert legal(race, "Ana") == ["slipstream", "slipstream 2", "pass"]
    race.act("Ana", "slipstream")
    assert race.car("Ana").space == 24
    assert weather.capitalize() in one_event(race, "slipstream", "Ana").text


@pytest.mark.parametrize("weather", ["snow", "rain"])
def test_snow_and_rain_cooling_bonus_plus_1_in_a_weather_sector(weather):
    """Booklet, Weather Effects, Cooling Bonus: "+1 Cooldown in this sector during the React step"
    (Snow and Rain): in 2nd gear (Cooldown 1) the car may cool down 2."""
    race = wx([car("Ana", 12, gear=2, hand=["1", "1", "H", "H", "H", "3", "4"], engine=3), behind()], weather=weather,
              road={1: "weather"})
    go(race, 2, "1 1")
    assert cools(race, "Ana") == ["cooldown 1", "cooldown 2"]
    race.act("Ana", "cooldown 2")
    e = one_event(race, "cooldown", "Ana")
    assert (e.fields["heat"], e.fields["bonus"], race.car("Ana").engine) == (2, 1, 5)
    assert "Cooling bonus" in e.text
    assert cools(race, "Ana") == []


def test_cooling_bonus_in_top_gear_and_only_once_per_turn():
    """Cooling Bonus: in 3rd gear (no Cooldown of its own) the sector still gives 1, once."""
    race = wx([car("Ana", 10, gear=3, hand=["1", "1", "1", "H", "H", "3", "4"], deck=["4"], engine=3), behind()],
              weather="snow", road={1: "weather"})
    go(race, 3, "1 1 1")
    assert cools(race, "Ana") == ["cooldown 1"]
    race.act("Ana", "cooldown 1")
    assert cools(race, "Ana") == []


def test_cooling_bonus_is_used_first_and_is_lost_outside_its_sector():
    """The bonus belongs to the sector (BGA 2.4: usable only while the car stands there): it is
    spent before the gear's Cooldown, which stays after a Boost leaves the sector; a car that
    leaves without using the bonus loses it."""
    race = wx([car("Ana", 30, gear=2, hand=["1", "1", "H", "H", "H", "3", "4"], deck=["4"], engine=3), behind()],
              weather="rain", road={1: "weather"})
    go(race, 2, "1 1")  # space 32: the Rain sector after corner 1
    race.act("Ana", "cooldown 1")  # the bonus
    race.act("Ana", "boost")  # to 36: out of the sector
    assert cools(race, "Ana") == ["cooldown 1"]  # 2nd gear's Cooldown 1 is left

    race = wx([car("Ana", 30, gear=2, hand=["1", "1", "H", "H", "H", "3", "4"], deck=["4"], engine=3), behind()],
              weather="rain", road={1: "weather"})
    go(race, 2, "1 1")
    race.act("Ana", "boost")
    assert cools(race, "Ana") == ["cooldown 1"]  # the bonus stayed behind


def test_weather_sector_effect_needs_a_weather_road_token():
    """Booklet, Weather Tokens: the weather has a sector effect only "if a Weather Road Conditions
    token is in play": without one, Cloud forbids no cooling anywhere."""
    race = wx([car("Ana", 13, hand=HOT, engine=4), behind()], weather="cloud")
    go(race, 1, "1")
    assert cools(race, "Ana") == ["cooldown 1", "cooldown 2"]


# ---- chicanes (expansion boards; the placement rule is tested on their data) ----------------

def test_chicane_pair_shares_one_token_corner_tokens_act_at_both_lines():
    """BGA 2.2 [SILENT]: a chicane pair takes one token, drawn for its first line; a corner token
    acts at both lines."""
    track = hw.load_track("mexico")  # corners 1-2 (after 14 and 19) and 5-6 are chicanes
    c = place_tokens(track, "cloud", {0: "overheat", 2: "weather", 3: "slipstream+1", 4: "limit-1"})
    assert c.overheat[:2] == (1, 1)
    assert c.limit_deltas[4:] == (-1, -1)


def test_chicane_sector_token_moves_past_the_second_line():
    """BGA 2.2 [SILENT]: a sector token of a chicane acts after its second line; the short stretch
    between the two lines has none."""
    track = hw.load_track("mexico")
    c = place_tokens(track, "cloud", {0: "heat_control", 2: "weather", 3: "limit+1", 4: "slipstream+1"})
    assert c.sector_tokens[0] is None and c.sector_tokens[1] == "heat_control"
    assert c.free_boost(20) and not c.free_boost(15)
    assert c.sector_tokens[4] is None and c.sector_tokens[5] == "slipstream+1"
    assert c.no_cooling(40)  # the Weather sector after corner 3 (space 38): Cloud


def test_a_preview_leaves_the_cooling_bonus_unused():
    """A preview plays the action on a copy (engine/preview.py): the sector's bonus stays for the
    real decision (the modifier keeps no state; the car marks what it used this turn)."""
    race = wx([car("Ana", 12, gear=2, hand=["1", "1", "H", "H", "H", "3", "4"], engine=3), behind()], weather="rain",
              road={1: "weather"})
    go(race, 2, "1 1")
    race.preview("Ana", "cooldown 2")
    assert cools(race, "Ana") == ["cooldown 1", "cooldown 2"]
    race.act("Ana", "cooldown 2")
    assert race.car("Ana").engine == 5
