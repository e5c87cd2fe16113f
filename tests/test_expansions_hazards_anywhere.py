"""Hazards on any track (issue 25, item 2; beyond BGA): `flooded=[...]` and `tunnels=[...]` put
flooded and tunnel spaces on any board, with the rules of expansions spec sections 2 and 4; saved in
the race file; refused clearly when off the track."""
import random

import pytest

import heat_widget as hw

from engine_helpers import assert_replays, car, events, finish_own_turn, plan, play_random


def test_a_flooded_space_on_italy_makes_a_down_shift_cost_heat():
    """Spec 2 on a base board: a car starting the round on a flooded space pays 1 Heat to shift down."""
    race = hw.Race.scenario("italy", cars=[car("Ana", 30, gear=3, engine=2)], flooded=[30, 31])
    race.act("Ana", "gear 2")
    assert race.car("Ana").engine == 1
    dry = hw.Race.scenario("italy", cars=[car("Ana", 30, gear=3, engine=2)])
    dry.act("Ana", "gear 2")
    assert dry.car("Ana").engine == 2


def test_a_tunnel_on_usa_forbids_the_discard():
    """Spec 4 on a base board: a car ending its move on a tunnel space has no step 8."""
    race = hw.Race.scenario("usa", cars=[car("Ana", 20, gear=1)], tunnels=[22])
    plan(race, "Ana", 1, "2")
    finish_own_turn(race, "Ana")
    assert race.car("Ana").space == 22
    assert events(race, "no_discard", "Ana") and not events(race, "discard", "Ana")


def test_hazards_anywhere_are_saved_in_the_race_file_and_replay():
    """Issue 25, item 2 (saved in the race file): the module and its spaces are in the config; the
    JSON round-trips and a random race replays."""
    race = hw.Race.new("france", players=["Ana", "Ben"], legends=1, seed=5, flooded=[10, 11, 12], tunnels=[40, 41])
    assert race.config["modules"] == ["hazards"]
    assert race.config["module_options"]["hazards"] == {"flooded": [10, 11, 12], "tunnels": [40, 41]}
    play_random(race, random.Random(5))
    assert_replays(race)
    again = hw.Race.from_json(race.to_json())
    assert again.module("hazards").public().to_dict() == {"flooded": [10, 11, 12], "tunnels": [40, 41],
                                                          "chicanes": [], "chevrons": False}  # a base board


def test_hazards_add_to_a_boards_own():
    """Japan keeps its floods and takes the tunnels given."""
    race = hw.Race.new("japan", players=["Ana"], seed=1, tunnels=[30])
    state = race.module("hazards").public().to_dict()
    assert state["tunnels"] == [30] and 8 in state["flooded"] and state["chicanes"] == [[0, 1]]


@pytest.mark.parametrize("value, words", [([0, 99], "off Italia, whose spaces are 1 to 54"),
                                          ("x" * 500, "list of space numbers"), ([1.5], "list of space numbers")])
def test_hazards_off_the_track_or_not_spaces_are_refused_echoed_short(value, words):
    """House rule: bad input gets ScenarioError naming what is allowed, echoed cut short."""
    with pytest.raises(hw.ScenarioError, match=words) as info:
        hw.Race.new("italy", players=["Ana"], seed=1, flooded=value)
    assert len(str(info.value)) < 200
