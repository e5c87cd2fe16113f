"""The heuristic's React reads where the cars ahead stopped, on a board with a chicane (issue 32,
bots/slip_react.py): cars move in race order (rulebook, 3. Reveal & Move), so at React the cars
ahead have moved, and a stop beside a car or on the space behind one may slipstream 2 spaces more
(6. Slipstream). Adrenaline's +1 (4. Adrenaline) that passes the car it stands beside loses them."""
from __future__ import annotations

import heat_widget as hw
from heat_widget.bots import Heuristic

from engine_helpers import car

HAND = ["1", "2", "3", "3", "4", "4"]


def _beside_a_car_at_react(track: str, space: int) -> hw.Race:
    """B (gear 1, plays a 1) moves first from `space` + 4 to `space` + 5; H (last, gear 1) plays its 5
    from `space` and stops beside B, on a straight; H's React is pending."""
    race = hw.Race.scenario(track=track, seed=1, cars=[
        car("H", space, gear=1, hand=["5"] + HAND), car("B", space + 4, gear=1, hand=["1"] + HAND)])
    race.act("H", "gear 1")
    race.act("B", "gear 1")
    race.act("B", "play 1")
    race.act("H", "play 5")
    for kind in ("react", "slipstream", "discard"):  # B ends its turn without React or a slipstream
        if race.pending[0].car == "B" and race.pending[0].kind == kind:
            race.act("B", {"react": "done", "slipstream": "pass", "discard": "discard"}[kind])
    assert race.car("H").space == race.car("B").space == space + 5 and race.pending[0].kind == "react"
    return race


def test_last_car_beside_a_car_keeps_its_slipstream_rather_than_take_adrenaline_past_it():
    """Nederland (chicane after 9 and 13): H stops beside B on 45; Adrenaline's +1 (free on the
    straight) would put it on 46 with B behind and no slipstream; done, it slipstreams to 47. A view
    made without the other cars (the search's play-outs, bots/runner.py reads_cars) plays as before."""
    race = _beside_a_car_at_react("netherlands", 40)
    h = Heuristic()
    assert str(h(race.view("H"), race.pending[0])) == "done"
    assert str(h(race.view("H", False), race.pending[0])) == "adrenaline"
    race.act("H", "done")
    assert str(h(race.view("H"), race.pending[0])) == "slipstream"
    race.act("H", "slipstream")
    assert race.car("H").space == 47


def test_boards_without_a_chicane_react_as_before():
    """USA (no chicane): the same stop beside a car still takes Adrenaline's free space."""
    race = _beside_a_car_at_react("usa", 20)
    assert str(Heuristic()(race.view("H"), race.pending[0])) == "adrenaline"


def test_the_coach_says_why_it_keeps_the_slipstream():
    """The heuristic's reason (its advice: the coach's words) names the slipstream it keeps by stopping
    beside B (rulebook, 6. Slipstream), in English and Portuguese, not a Boost's worth."""
    race = _beside_a_car_at_react("netherlands", 40)
    advice = Heuristic().advise(race.view("H"), race.pending[0])
    assert str(advice.action) == "done" and "slipstream gives 2 spaces more" in advice.reason
    pt = Heuristic().advise(race.view("H"), race.pending[0], language="pt")
    assert "slipstream dá-te mais 2 casas" in pt.reason
