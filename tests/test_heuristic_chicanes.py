"""The heuristic on boards with a chicane (issue 32): there it values where a move ends, and where a
Boost, Adrenaline or a slipstream would take it, by the next two rounds' prospects (bots/outlook.py
`_potential2`, `TwoRoundLanding`), not the next round's alone. A chicane is two
corner lines a few spaces apart, each charging its own Heat (the expansions' spec, section 3), and
on Nederland (lines after 9 and 13, limit 5; then after 16, limit 3) and Mexico (14 + 19, limit 7;
50 + 51, limit 2) a slow corner follows close behind, so getting through takes two or three rounds.
The base boards have no chicane and keep the one-round prospects."""
from __future__ import annotations

import heat_widget as hw
from heat_widget.bots import Heuristic
from heat_widget.bots.dense_heat import crowded, dense_weight
from heat_widget.bots.outlook import corner_table, view_table, _CHICANES, _potential, _potential2
from heat_widget.bots.strategies import _situation
from heat_widget.engine.track import load_track

from engine_helpers import car


def test_two_round_prospects_see_past_the_slow_corner_behind_nederlands_chicane():
    """From Nederland's space 14 (past both lines of the chicane, 2 spaces before the line after 16,
    limit 3) the next round can only creep over that line, so one round's prospects rank it below
    space 11 (between the chicane's lines, where Speed 5 crosses the second line free); but the
    round after starts past the slow corner, on the straight to 26. Looking two rounds ahead, 14 is
    worth at least as much as 11 (3 spaces further), and both lines of the chicane are charged: from
    space 9 the prospects are below those of space 5, which has room for a faster first move."""
    table = corner_table(load_track("netherlands"), 3)
    lap = 55  # distance of space 0 on lap 1
    one = {s: _potential(table, lap + s, 2, 4, 1.5) for s in (5, 9, 11, 14)}
    two = {s: _potential2(table, lap + s, 2, 4, 1.5) for s in (5, 9, 11, 14)}
    assert one[14] < one[11]
    assert two[14] >= two[11]
    assert two[9] < two[5]


def _mexico_last_lap(engine: int) -> hw.Race:
    """H on Mexico's space 34 on its last lap, in 2nd gear, hand 2 3 3 4 4 H H: it plays two cards.
    The line after 38 (limit 6) is in reach; behind it the line after 44 (limit 4) and the chicane
    after 50 and 51 (limit 2 at each line)."""
    race = hw.Race.scenario(track="mexico", seed=1, cars=[
        car("H", 34, lap=3, gear=2, hand=["2", "3", "3", "4", "4", "H", "H"], engine=engine), car("B", 10, lap=1)])
    race.act("H", "gear 2")
    race.act("B", "gear 1")
    return race


def test_before_mexicos_last_slow_corners_it_keeps_a_heat_for_the_next_two_rounds():
    """With 4 Heat, 4 4 (Speed 8) crosses the line after 38 two over its limit (2 Heat) and ends on
    42; 4 3 (Speed 7) pays 1 and ends on 41. The next round crosses the line after 44 (limit 4) and
    the one after it the chicane's two lines at limit 2, where Heat buys spaces: looking two rounds
    ahead the heuristic keeps the Heat (one round ahead it took the space: 4 4). With 5 Heat it has
    enough for both and plays 4 4; with 3 it plays 4 3 either way."""
    race = _mexico_last_lap(4)
    assert sorted(Heuristic()(race.view("H"), race.pending[0]).cards) == ["3", "4"]
    race = _mexico_last_lap(5)
    assert sorted(Heuristic()(race.view("H"), race.pending[0]).cards) == ["4", "4"]


def test_only_boards_with_a_chicane_look_two_rounds_ahead():
    """The base boards (no chicane) keep the one-round prospects, so they play as before issue 32's
    chicane change; every expansion board has a chicane."""
    for track in ("usa", "italy", "great_britain", "france"):
        race = hw.Race.new(track=track, players=["A", "B"], seed=1, record=False)
        table = view_table(race.view("A"))
        assert id(table) not in _CHICANES
        assert not _situation(table, 10, 2, 4, 1.5, 12.0).two
    for track in ("japan", "mexico", "netherlands", "spain"):
        race = hw.Race.new(track=track, players=["A", "B"], seed=1, record=False)
        table = view_table(race.view("A"))
        assert id(table) in _CHICANES
        assert _situation(table, 10, 2, 4, 1.5, 12.0).two


def _at_the_end_of_nederlands_straight(engine: int) -> hw.Race:
    """H moved from Nederland's space 39 at Speed 16 (5 4 4 3 in 4th gear) to space 55, the last
    of the lap, and may Boost (1 Heat, a flip: 1-4 spaces more)."""
    race = hw.Race.scenario(track="netherlands", seed=1, cars=[
        car("H", 39, gear=4, hand=["5", "4", "4", "3", "1", "2", "H"], engine=engine), car("B", 20)])
    race.act("H", "gear 4")
    race.act("B", "gear 1")
    race.act("H", "play 5 4 4 3")
    race.act("B", race.legal_actions("B")[0])
    while race.pending[0].car != "H":
        race.act(race.pending[0].car, race.legal_actions(race.pending[0].car)[0])
    return race


def test_before_nederlands_chicane_it_does_not_boost_into_spaces_the_next_round_gives_back():
    """A Boost from space 55 takes H 1-4 spaces on, but the next round stops before the chicane's
    first line (after 9, limit 5: every Speed above it costs 1 Heat a line) from there as from 55,
    so over two rounds the Boost's spaces are worth little and its Heat is missed at the chicane.
    Weighing where React leaves it by the next two rounds (outlook.py TwoRoundLanding), the
    heuristic is done; one round ahead it Boosted with 3, 4 or 5 Heat."""
    for engine in (3, 4, 5):
        race = _at_the_end_of_nederlands_straight(engine)
        view = race.view("H")
        assert view.me.space == 55 and view.me.speed == 16
        assert [str(a) for a in view.legal_actions] == ["boost", "done"]
        assert str(Heuristic()(view, race.pending[0])) == "done"


def test_where_corner_lines_crowd_a_heat_is_cheaper_so_it_pays_its_way_through():
    """On Nederland's lap 2, H (last: Adrenaline likely) on space 12 in 2nd gear with 3 Heat and the
    hand 0 1 2 3 H S S: the chicane's second line (after 13, limit 5) and the line after 16 (limit 3)
    are just ahead, the line after 26 within 16 spaces. Each line charges the Speed above its limit
    (the expansions' spec, section 3); where three lines lie within 16 spaces a Heat counts 0.65 of
    its worth (bots/dense_heat.py), so the heuristic plays 3 2 (Speed 5: 2 Heat at the line after
    16, to space 17); valuing Heat as on an open stretch it crept on with 1 S (Speed 2-5). Past the
    slow corner and on the base boards (no chicane: France's lines after 12, 20 and 27 are as close)
    a Heat keeps its worth."""
    race = hw.Race.scenario(track="netherlands", seed=1, cars=[
        car("H", 12, lap=2, gear=2, hand=["0", "1", "2", "3", "H", "S", "S"], engine=3), car("B", 20, lap=2)])
    race.act("H", "gear 2")
    race.act("B", "gear 1")
    assert sorted(Heuristic()(race.view("H"), race.pending[0]).cards) == ["2", "3"]
    table = corner_table(load_track("netherlands"), 3)
    lap = 55  # distance of space 0 on lap 1
    assert [crowded(table, lap + s) for s in (0, 1, 5, 9, 10, 11, 13, 14, 20, 30)] == [
        False, True, True, True, False, True, True, False, False, False]
    assert dense_weight(table, lap + 14, 1.5) == 1.5 and dense_weight(table, lap + 5, 1.5) == 1.0
    france = corner_table(load_track("france"), 3)
    assert [k for k, _limit in france[60 + 12]][:3] == [0, 8, 15]
    assert not crowded(france, 60 + 12) and dense_weight(france, 60 + 12, 1.5) == 1.5
