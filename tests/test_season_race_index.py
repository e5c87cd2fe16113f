"""`Championship.race_index`: which race of the season's plan the season is at (advanced booklet,
Championship System: Before Each Race, the build step, comes before the race it prepares; After
Each Race, the next race is prepared). The season widget reads it for "Race N of M" and to open
the next race's build step."""
import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
from heat_widget.widget.season import standings_html

PLAYERS = ["Ana", "Ben"]


def pick_all(s):
    while s.phase == "build":
        d = s.pending[0]
        s.act(d.car, s.legal_actions(d.car)[0])


def test_race_index_is_the_race_prepared_in_the_build_step_then_played():
    """Before Each Race: the build step of race N comes before race N starts, so `race_index` names
    race N while `races` holds only the races before it; then race N is played; once the season is
    finished, `race_index` is its last race."""
    s = hw.Championship.new(season=1961, players=PLAYERS, seed=5, weather=False, sponsors=False)
    seen = []
    while not s.finished:
        if s.phase == "build":
            seen.append(("build", s.race_index, len(s.races)))
            assert "Race {} of 3".format(s.race_index + 1) in standings_html(s)
            pick_all(s)
        else:
            seen.append(("race", s.race_index, len(s.races)))
            assert s.current_race is s.races[s.race_index]
            play_bots(s.current_race, {n: random_legal for n in PLAYERS})
    assert seen == [("build", 0, 0), ("race", 0, 1), ("build", 1, 1), ("race", 1, 2), ("build", 2, 2), ("race", 2, 3)]
    assert s.race_index == len(s.plan) - 1 == 2


def test_race_index_survives_saving_between_races():
    """A season saved during the build step of race 2 loads at that very race."""
    s = hw.Championship.new(season=1961, players=PLAYERS, seed=2, weather=False, sponsors=False)
    pick_all(s)
    play_bots(s.current_race, {n: random_legal for n in PLAYERS})
    assert s.phase == "build" and s.race_index == 1
    assert hw.Championship.from_json(s.to_json()).race_index == 1


def test_current_plan_is_the_plan_of_the_current_race_and_of_race_1_before_it_starts():
    """`current_plan` goes with `current_race`; in race 1's build step (Before Each Race), before
    any race has started, it is race 1's plan (it used to wrap round to the season's last race)."""
    s = hw.Championship.new(season=1961, players=PLAYERS, seed=5, weather=False, sponsors=False)
    assert s.phase == "build" and not s.races
    assert s.current_plan == s.plan[0]
    pick_all(s)
    assert s.current_plan == s.plan[0] and s.current_race is s.races[0]
    play_bots(s.current_race, {n: random_legal for n in PLAYERS})
    assert s.phase == "build" and s.current_plan == s.plan[0]  # still the race just played


def test_current_race_before_race_1_starts_is_a_clear_error_not_an_index_error():
    """Before Each Race: in race 1's build step no race exists yet; asking for it says so."""
    s = hw.Championship.new(season=1961, players=PLAYERS, seed=5, weather=False, sponsors=False)
    with pytest.raises(hw.HeatError, match="no race has started yet") as e:
        s.current_race
    assert not isinstance(e.value, IndexError)
    pick_all(s)
    assert s.current_race is s.races[0]
