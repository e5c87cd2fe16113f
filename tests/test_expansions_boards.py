"""The expansion boards' hazards (modules/hazards.py): flooded spaces, chicanes, tunnels, Legends'
chevrons and board setup. The team has no printed expansion rulebook: the spec is
../shared/reference/expansions_as_implemented_by_bga.md, cited by section (section 12's checklist
cases by number)."""
import json

import pytest

import heat_widget as hw
from heat_widget.engine.track import parse_track

from engine_helpers import (EXPANSION_TRACKS, assert_illegal, assert_replays, car, events, finish_own_turn, legal,
                            legend, one_event, plan, play_random, run_others)
import random


def japan(*cars, **kw):
    return hw.Race.scenario(track="japan", cars=list(cars), seed=1, **kw)


# ---- board setup (spec 1.2) ----------------------------------------------------------------------

@pytest.mark.parametrize("track_id,laps,heat,stress,ninth", [("japan", 2, 7, 3, 56), ("mexico", 3, 6, 2, 56),
                                                             ("netherlands", 3, 6, 3, 51), ("spain", 1, 6, 3, 105)])
def test_expansion_board_setup_laps_heat_stress_and_the_ninth_grid_spot(track_id, laps, heat, stress, ninth):
    """Spec 1.2: laps, Engine Heat and Stress as the board says; the 9th car on the next space back,
    lane 1; a race of 9 cars (3 players and 6 Legends) fits the grid."""
    race = hw.Race.new(track_id, players=["Ana", "Ben", "Cy"], legends=6, seed=2)
    assert race.laps == laps
    assert race.track.starting_grid[8] == (ninth, 1) and len(race.track.starting_grid) == 9
    ana = race.car("Ana")
    assert ana.engine == heat
    assert (ana.hand + ana.deck).count("S") == stress
    assert sorted(c.space for c in race.cars)[0] == ninth


@pytest.mark.parametrize("players,legends", [(8, 1), (7, 2), (3, 6)])
def test_nine_cars_have_nine_colours_white_the_ninth(players, legends):
    """Spec 1.2 and 9 (BGA's ninth constructor is white): in a race of nine cars no two share a
    colour; the players take the colours the Legends leave, then white (a player was given a
    Legend's colour: 'H' and the Black Legend both black)."""
    race = hw.Race.new("japan", players=[f"P{i}" for i in range(players)], legends=legends, seed=1)
    colours = [c.colour for c in race.cars]
    assert len(set(colours)) == 9 and "white" in colours
    assert next(c for c in race.cars if c.colour == "white").legend is False


def test_nine_players_are_refused_naming_the_limit():
    """Spec 1.1: BGA plays 1-9 cars; each player has a colour of 8, so the 9th car is a Legend."""
    with pytest.raises(hw.ScenarioError, match="at most 8"):
        hw.Race.new("japan", players=[f"P{i}" for i in range(9)], seed=1)


def test_a_board_with_an_unknown_special_space_kind_is_refused_by_name():
    """Spec 11 (BGA's misspelt tunnel key made tunnels inert): an unknown kind of special space is
    refused loudly, never played as nothing."""
    raw = json.loads((__import__("importlib").resources.files("heat_widget.data") / "tracks" / "spain.json")
                     .read_text("utf-8"))
    raw["special_spaces"] = {"tunnels_typo": [17]}
    track = parse_track(raw)
    assert track.unsupported_rules() == ["special spaces 'tunnels_typo'"]


@pytest.mark.parametrize("track_id", EXPANSION_TRACKS)
def test_expansion_boards_switch_their_hazards_on_by_themselves(track_id):
    """Spec 1.1: flooded spaces, chicanes and tunnels are board data, active whenever the board is
    played; the race's config does not name the module (a replay switches it on the same way)."""
    race = hw.Race.new(track_id, players=["Ana", "Ben"], seed=1)
    assert race.module("hazards").name == "hazards"
    assert "hazards" not in race.config["modules"]
    assert hw.Race.new("usa", players=["Ana"], seed=1)._modules == []


# ---- flooded spaces (spec 2) ---------------------------------------------------------------------

def test_flooded_down_shift_of_one_gear_costs_one_heat_checklist_1():
    """Spec 2 and checklist 1: on a flooded space (Japan 8), 3rd -> 2nd costs 1 Heat, to the discard."""
    race = japan(car("Ana", 8, gear=3, engine=2))
    race.act("Ana", "gear 2")
    ana = race.car("Ana")
    assert ana.engine == 1 and ana.discard.count("H") == 1
    gear = one_event(race, "gear", "Ana")
    assert gear.fields["heat"] == 1 and "flooded space 8" in gear.text


def test_flooded_down_shift_of_two_gears_costs_two_heat_checklist_1():
    """Spec 2 and checklist 1: 3rd -> 1st on a flood costs 2 Heat (1 for two gears, 1 for the flood)."""
    race = japan(car("Ana", 8, gear=3, engine=2))
    race.act("Ana", "gear 1")
    assert race.car("Ana").engine == 0
    assert "pays 2 Heat" in one_event(race, "gear", "Ana").text


def test_flooded_down_shift_the_engine_cannot_pay_is_refused_saying_why_checklist_1():
    """Spec 2 and checklist 1: with Engine 1, 3rd -> 1st (2 Heat) is refused, naming the flood."""
    race = japan(car("Ana", 8, gear=3, engine=1))
    assert legal(race, "Ana") == ["gear 2", "gear 3", "gear 4"]
    assert_illegal(race, "Ana", "gear 1", "flooded space 8", "costs 2 Heat")


def test_flood_does_not_touch_up_shifts_nor_non_flooded_spaces_checklist_2():
    """Spec 2 and checklist 2: start on 12 (not flooded) 3 -> 2 is free; on 11 (flooded, between the
    chicane's lines) 2 -> 3 is free and 2 -> 4 costs 1 Heat as anywhere."""
    race = japan(car("Ana", 12, gear=3, engine=2), car("Ben", 11, gear=2, engine=2))
    race.act("Ana", "gear 2")
    race.act("Ben", "gear 4")
    assert race.car("Ana").engine == 2 and race.car("Ben").engine == 1
    race = japan(car("Ben", 11, gear=2, engine=2))
    race.act("Ben", "gear 3")
    assert race.car("Ben").engine == 2


def test_flood_cluttered_hand_minimum_gear_checklist_3():
    """Spec 2 (cluttered hand) and checklist 3: on a flood in 3rd with an empty Engine and 2 playable
    cards, no gear down is reachable: the hand is cluttered (gear 3 or 4 offered). The same hand off a
    flood may shift down to 2nd (not cluttered)."""
    hand = ["1", "2", "H", "H", "H", "H", "H"]
    race = japan(car("Ana", 8, gear=3, engine=0, hand=hand))
    assert legal(race, "Ana") == ["gear 3", "gear 4"]
    race = japan(car("Ana", 14, gear=3, engine=0, hand=hand))
    assert legal(race, "Ana") == ["gear 2"]


def test_passing_through_a_flood_costs_nothing():
    """Spec 2: only the space where the car starts the round counts; Japan 5 is not flooded."""
    race = japan(car("Ana", 5, gear=3, engine=2))
    race.act("Ana", "gear 2")
    assert race.car("Ana").engine == 2


# ---- chicanes (spec 3) ---------------------------------------------------------------------------

def test_chicane_each_line_costs_its_heat_and_the_spin_out_is_between_the_lines_checklist_4():
    """Spec 3 and checklist 4: Japan, Speed 7 from 8 over 10 and 12 (limit 4 each), Engine 5: line 10
    pays 3, line 12 owes 3 with 2 left: pays 2 and spins out onto space 12, 1 Stress (2nd gear), 1st gear."""
    race = japan(car("Ana", 8, gear=2, engine=5, hand=["4", "3", "1", "1", "2", "2", "3"]))
    plan(race, "Ana", 2, "4 3")
    finish_own_turn(race, "Ana")
    corner = one_event(race, "corner", "Ana")
    assert (corner.fields["corner"], corner.fields["heat"]) == (1, 3)
    spin = one_event(race, "spin_out", "Ana")
    assert (spin.fields["corner"], spin.fields["owed"], spin.fields["heat"], spin.fields["stress"]) == (2, 3, 2, 1)
    ana = race.car("Ana")
    assert (ana.space, ana.gear, ana.engine) == (12, 1, 0)


def test_chicane_overheat_token_acts_at_both_lines_checklist_5():
    """Spec 3 (road tokens) and checklist 5: an Overheat token on Japan's pair: Speed 7 owes 3 + 1 at
    each line (8 in all)."""
    race = japan(car("Ana", 8, gear=2, engine=9, hand=["4", "3", "1", "1", "2", "2", "3"]), modules=["weather"],
                 weather="clear" if False else None, road={1: "overheat"})
    plan(race, "Ana", 2, "4 3")
    finish_own_turn(race, "Ana")
    assert [e.fields["heat"] for e in events(race, "corner", "Ana")] == [4, 4]


def test_chicane_limit_token_acts_at_both_lines_checklist_5():
    """Checklist 5: a -1 token on the pair makes both limits 3."""
    race = japan(car("Ana", 8, gear=2, engine=9, hand=["4", "3", "1", "1", "2", "2", "3"]), modules=["weather"],
                 road={1: "limit-1"})
    plan(race, "Ana", 2, "4 3")
    finish_own_turn(race, "Ana")
    assert [e.fields["limit"] for e in events(race, "corner", "Ana")] == [3, 3]


def test_chicane_spin_out_with_the_space_between_full_goes_behind_the_first_line_checklist_6():
    """Spec 3 and checklist 6: Mexico 50+51 (one space between the lines); both spots of 51 taken,
    a spin-out at line 51 puts the car on 50, behind line 50."""
    race = hw.Race.scenario(track="mexico", seed=1, cars=[
        car("Ana", 45, gear=2, engine=6, hand=["4", "3", "1", "1", "2", "2", "3"]),
        car("Ben", 51, spot=1, hand=["0", "1", "1", "2", "2", "3", "3"], deck=["1", "2"]),
        car("Cy", 51, spot=2, hand=["0", "1", "1", "2", "2", "3", "3"], deck=["1", "2"])])
    plan(race, "Ben", 1, "0")
    plan(race, "Cy", 1, "0")
    plan(race, "Ana", 2, "4 3")
    run_others(race, "Ana")
    finish_own_turn(race, "Ana")
    spin = one_event(race, "spin_out", "Ana")
    assert spin.fields["corner"] == 6
    assert race.car("Ana").space == 50


def test_chicane_weather_sector_token_moves_after_the_second_line_checklist_7():
    """Spec 3 (road tokens) and checklist 7: a Weather token on Japan's pair under Storm gives
    Slipstream +2 on spaces 13-18 (the sector after line 12) and nothing on 11-12 (between the lines)."""
    race = hw.Race.new("japan", players=["Ana"], seed=1, modules=["weather"], weather="storm", road=["weather"])
    c = race.module("weather").conditions
    assert [c.slipstream_bonus(s) for s in (11, 12)] == [0, 0]
    assert {c.slipstream_bonus(s) for s in range(13, 19)} == {2}


def test_a_road_token_list_follows_the_corners_that_take_a_token():
    """Spec 3 (one token per chicane pair): `road=[...]` lists tokens in the order of the corners
    that take one (Japan: 1, 3, 4, 5); a list longer than that is refused naming the count."""
    race = hw.Race.new("japan", players=["Ana"], seed=1, modules=["weather"], road=["overheat", "limit-1"])
    assert dict(race.module("weather").conditions.road)[3] == "limit-1"
    with pytest.raises(hw.ScenarioError, match="Japan has 4 corners that take"):
        hw.Race.new("japan", players=["Ana"], seed=1, modules=["weather"], road=["overheat"] * 5)


def test_chicane_only_the_second_line_is_a_press_corner_checklist_8():
    """Spec 3 (press corners) and checklist 8: Japan's press corner of index 0 is line 12, not 10."""
    from heat_widget.engine.championship.data import championship_data
    assert championship_data().event(1).press_after_space(hw.load_track("japan")) == (12,)
    assert championship_data().event(17).press_after_space(hw.load_track("spain")) == (15, 65)


# ---- Legends' chevrons (spec 3) ------------------------------------------------------------------

def _legend_race(**kw):
    # Legends card 1: Black has diamond 2. Ana behind, so the Legend moves first.
    return japan(legend("Black Legend", "black", 9), car("Ana", 2), legends_deck=[1], **kw)


def test_legend_with_a_chevron_clears_the_whole_chicane_checklist_18():
    """Spec 3 (Legends) and checklist 18: Japan, a Legend on 9 (after_space 10 - 9 + 1 = 2 <= 3),
    diamond 2: Speed 4 + 2 to 15, over both lines."""
    race = _legend_race()
    plan(race, "Ana", 1, "1")
    assert race.car("Black Legend").space == 15


def test_legend_without_chevrons_stops_between_the_chicane_lines_checklist_18():
    """Checklist 18: Aggressive Legends off, the same Legend stops on 12, before the second line."""
    race = _legend_race(aggressive_legends=False)
    plan(race, "Ana", 1, "1")
    assert race.car("Black Legend").space == 12


# ---- tunnels (spec 4) ----------------------------------------------------------------------------

def spain(*cars, **kw):
    return hw.Race.scenario(track="spain", cars=list(cars), seed=1, **kw)


def test_no_discard_on_a_tunnel_space_checklist_9():
    """Spec 4 and checklist 9: a car ending its move on a tunnel space (España 19) has no step 8:
    no discard is offered, and the log says why."""
    race = spain(car("Ana", 17, gear=1, hand=["2", "1", "1", "2", "3", "3", "4"]))
    plan(race, "Ana", 1, "2")
    finish_own_turn(race, "Ana")
    assert race.car("Ana").space == 19
    assert not events(race, "discard", "Ana")
    note = one_event(race, "no_discard", "Ana")
    assert "no discard in a tunnel (space 19)" in note.text
    assert race.phase == "plan"


def test_discard_is_offered_again_off_the_tunnel():
    """Spec 4: the position is the car's now; from 24 to 26 (off the tunnel) step 8 is offered."""
    race = spain(car("Ana", 24, gear=1, hand=["2", "1", "1", "2", "3", "3", "4"]))
    plan(race, "Ana", 1, "2")
    run_others(race, "Ana")
    for _ in range(3):
        if race.pending and race.pending[0].kind == "discard":
            break
        race.act("Ana", {"react": "done", "slipstream": "pass"}[race.pending[0].kind])
    assert race.pending[0].kind == "discard"


def test_reduce_stress_is_not_offered_in_a_tunnel_checklist_10():
    """Spec 4 and checklist 10: on España 24 (a tunnel) in React with Stress in hand and Body u4,
    Reduce Stress is not offered; refused naming the tunnel."""
    hand = ["u4", "S", "S", "1", "1", "2", "2"]
    race = spain(car("Ana", 20, gear=1, hand=hand, engine=6), modules=["garage"])
    plan(race, "Ana", 1, "u4")
    ana = race.car("Ana")
    assert ana.space in hw.load_track("spain").tunnels
    assert not [a for a in legal(race, "Ana") if a.startswith("reduce")]
    assert_illegal(race, "Ana", "reduce 1", "tunnel")


def test_reduce_stress_is_offered_off_the_tunnel():
    """Spec 4: the same card off the tunnel (España 4 to 7) offers Reduce Stress."""
    hand = ["u4", "S", "S", "1", "1", "2", "2"]
    race = spain(car("Ana", 4, gear=1, hand=hand, engine=6), modules=["garage"])
    plan(race, "Ana", 1, "u4")
    assert [a for a in legal(race, "Ana") if a.startswith("reduce")]


# ---- whole races ---------------------------------------------------------------------------------

@pytest.mark.parametrize("track_id", EXPANSION_TRACKS)
def test_random_races_on_expansion_boards_finish_and_replay(track_id):
    """Spec 1.2: every board races to the end with every module mix; the race replays from its JSON."""
    for i, modules in enumerate([[], ["weather"], ["garage"], ["garage", "weather"]]):
        race = hw.Race.new(track_id, players=["Ana", "Ben"], legends=i, seed=10 + i, modules=modules)
        play_random(race, random.Random(i))
        assert race.finished
        assert_replays(race)


def test_nederland_first_line_has_the_double_chevron_spec_10():
    """Spec 10 (BGA fix e9ec225, bug 195446): Nederland's line after 9 has a double chevron at
    distance 1: a Legend on 9 (distance 1) with diamond 3 goes 5 + 3 to 17, over lines 9, 13 and 16."""
    assert hw.load_track("netherlands").corners[0].double_aggressive_legends_distance == 1
    race = hw.Race.scenario(track="netherlands", seed=1, legends_deck=[2],  # card 2: Black's diamond is 3
                            cars=[legend("Black Legend", "black", 9), car("Ana", 2)])
    plan(race, "Ana", 1, "1")
    assert race.car("Black Legend").space == 17


def test_legend_that_would_cross_more_lines_than_its_chevron_allows_stops_before_the_first_it_may_not():
    """Spec 3, [BUG?] not followed: Nederland, a Legend on 8 (distance 2: the single chevron, 2
    lines) with a +1 road token on the pair and diamond 3 aims at 8 + 6 + 3 = 17, over 9, 13 and 16;
    it may cross two, so it stops on 16, before the third (BGA stops it before the 2nd, on 13)."""
    race = hw.Race.scenario(track="netherlands", seed=1, legends_deck=[2], modules=["weather"], road={1: "limit+1"},
                            cars=[legend("Black Legend", "black", 8), car("Ana", 2)])
    plan(race, "Ana", 1, "1")
    assert race.car("Black Legend").space == 16


def test_the_preview_of_a_flooded_down_shift_counts_its_heat():
    """Spec 2 and issue 25 (the preview: downshift Heat on a flood): 3rd -> 2nd from Japan 8 previews
    1 Heat for the shift; from the dry space 14, none."""
    race = japan(car("Ana", 8, gear=3, engine=2))
    assert race.preview("Ana", "gear 2").shift_heat == 1
    assert race.preview("Ana", "gear 1").shift_heat == 2
    assert japan(car("Ana", 14, gear=3, engine=2)).preview("Ana", "gear 2").shift_heat == 0


def test_the_chooser_sees_its_flooded_down_shift_heat_at_once():
    """Spec 2 and the View (a seat knows its own gear choice and the Heat it will pay before the
    joint shift): Ana on flooded Japan 8 chooses 2nd while Ben still chooses: her own view shows
    Engine 1 (live view and snapshot alike); Ben still sees 2."""
    race = japan(car("Ana", 8, gear=3, engine=2), car("Ben", 20, gear=1))
    race.act("Ana", "gear 2")
    assert race.car("Ana").engine == 2  # not shifted yet: Ben has to choose
    assert race.view("Ana").me.engine == 1
    mine = next(c for c in hw.Observer("Ana").state(race.timeline[-1].state)["cars"] if c["name"] == "Ana")
    assert mine["engine"] == 1
    theirs = next(c for c in hw.Observer("Ben").state(race.timeline[-1].state)["cars"] if c["name"] == "Ana")
    assert theirs["engine"] == 2


def test_a_press_corner_at_a_chicane_pays_only_at_the_second_line_checklist_8():
    """Spec 3 (press corners) and checklist 8: Championship on Japan, event 1 (press index 0: line
    12). Speed 6 over line 10, stopping on 11: no sponsor; next turn Speed 6 over 12 (4 + 2): one."""
    race = japan(car("Ana", 5, gear=2, engine=7, hand=["4", "2", "4", "2", "1", "1", "3"], deck=["3", "3", "1"]),
                 modules=["championship"], event=1, press_corners=[12], sponsor_deck=["s80", "s81"])
    plan(race, "Ana", 2, "4 2")
    finish_own_turn(race, "Ana")
    assert race.car("Ana").space == 11 and not events(race, "sponsor", "Ana")
    plan(race, "Ana", 2, "4 2")
    finish_own_turn(race, "Ana")
    assert race.car("Ana").space == 17
    assert one_event(race, "sponsor", "Ana").fields["corner"] == 2


def test_reduce_stress_comes_back_once_a_boost_leaves_the_tunnel_checklist_10():
    """Spec 4 (the car's position now) and checklist 10: on España 23 (a tunnel) Reduce Stress is not
    offered; a Boost flipping a 3 carries the car to 26, off the tunnel: Reduce Stress is offered."""
    hand = ["u4", "S", "S", "1", "1", "2", "2"]
    race = spain(car("Ana", 20, gear=1, hand=hand, engine=6, deck=["3", "4"]), modules=["garage"])
    plan(race, "Ana", 1, "u4")
    assert race.car("Ana").space == 23
    assert not [a for a in legal(race, "Ana") if a.startswith("reduce")]
    race.act("Ana", "boost")
    assert race.car("Ana").space == 26
    assert "reduce 2" in legal(race, "Ana")
