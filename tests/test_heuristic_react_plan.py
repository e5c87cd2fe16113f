"""The heuristic's plan counts what React may still add to a Speed on a board with a chicane
(issue 32, bots/react_plan.py): Adrenaline's +1 for the last car (rulebook, step 4 "Adrenaline": it
may move 1 extra space, adding 1 to its Speed) and a Boost (step 5 "React"). A chicane's lines each
charge their own excess (reference/expansions_as_implemented_by_bga.md section 3, "each line is its
own corner"), so the exact Speed decides whether a move crosses a line free."""
from __future__ import annotations

import heat_widget as hw
from heat_widget.bots import Heuristic
from heat_widget.bots.outlook import view_table
from heat_widget.bots.react_plan import ADRENALINE, BOOST
from heat_widget.bots.strategies import _situation

from engine_helpers import car


def _between_mexicos_chicane_lines(other: int) -> hw.Race:
    """H on Mexico's space 16, between the chicane's lines after 14 and 19 (limit 7 each), in 2nd
    gear with 4 Heat, hand 1 1 2 4 4 H H; B on space `other` (ahead of H: H is last)."""
    race = hw.Race.scenario(track="mexico", seed=1, cars=[
        car("H", 16, gear=2, hand=["1", "1", "2", "4", "4", "H", "H"], engine=4), car("B", other)])
    race.act("H", "gear 2")
    race.act("B", "gear 1")
    return race


def test_adrenaline_plus_one_counted_so_the_last_car_crosses_a_chicane_line_at_its_limit():
    """Rulebook step 4, Adrenaline (+1 Speed for the last car) and the expansions' section 3 (each
    chicane line its own corner): from 16, 4 4 (Speed 8) ends on 24 paying 1 Heat at the line after
    19; the last car plays 4 2 (Speed 6) and takes Adrenaline: Speed 7, the limit, ends on 23 with no
    Heat paid and a 4 kept. A car that is not last has no +1 to count and plays 4 4."""
    race = _between_mexicos_chicane_lines(30)  # B ahead: H is last
    h = Heuristic()
    play = h(race.view("H"), race.pending[0])
    assert sorted(play.cards) == ["2", "4"]
    race.act("H", play)
    while race.car("H").space == 16 or race.pending[0].car == "H":  # until H has moved and reacted
        decision = race.pending[0]
        race.act(decision.car, h(race.view(decision.car), decision))
    assert race.car("H").space == 23 and race.car("H").heat_paid == 0
    race = _between_mexicos_chicane_lines(3)  # B behind: H leads, no Adrenaline
    assert sorted(Heuristic()(race.view("H"), race.pending[0]).cards) == ["4", "4"]


def test_boards_without_a_chicane_count_no_react_option():
    """The base boards keep the plan they had: a Speed's value there is its own (no Boost or +1
    counted, even when asked for); on Mexico, before the 50 + 51 pair, they add to some Speeds."""
    race = hw.Race.new(track="usa", players=["A", "B"], seed=1, record=False)
    table = view_table(race.view("A"))
    sit = _situation(table, 10, 3, 4, 1.5, 12.0, ADRENALINE | BOOST)
    assert all(sit.speed(s) == sit._plain(s) for s in range(1, 20))
    race = hw.Race.new(track="mexico", players=["A", "B"], seed=1, record=False)
    table = view_table(race.view("A"))
    sit = _situation(table, 60 + 45, 3, 4, 1.5, 12.0, ADRENALINE | BOOST)  # before 50 + 51: a Boost or a +1 may pay
    assert any(sit.speed(s) > sit._plain(s) for s in range(1, 20))
