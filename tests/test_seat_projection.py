"""One seat projection (issue 23, item 3): engine/view.py builds what a seat may know, reading a
car's fields by name, the same for a live car and its snapshot record."""
from __future__ import annotations

import heat_widget as hw
from heat_widget.engine.view import _public_view


def test_a_car_is_read_by_field_name_live_or_frozen():
    """The public car is one rule for a live car (CarState) and its snapshot record (CarSnapshot):
    both are read by field name."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=2, laps=1)
    race.act("Ana", "gear 2")
    live = race._cars[0]
    for open_gears in (True, False):
        assert _public_view(live, 48, 1, open_gears) == _public_view(live.freeze(), 48, 1, open_gears)
    assert _public_view(live, 48, 1, False).hand is None
