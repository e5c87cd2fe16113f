"""Bad input to the widgets' public methods gets the project's own error (HELPERS quality bar:
"bad input gets the project's own error naming what was wrong and what is allowed, and changes
nothing"), never a bare IndexError or KeyError from deep inside."""
from __future__ import annotations

import pytest

import heat_widget as hw


def _season(**kw):
    return hw.Championship.new(season=1961, players=["Ana", "Ben"], legends=1, seed=3, weather=False, sponsors=False,
                               **kw)


def test_show_race_out_of_range_names_the_races_started_so_far_and_changes_nothing():
    """ChampionshipWidget.show_race(i): i counts the races started so far, from 0."""
    s = _season(upgrades=None)
    w = hw.ChampionshipWidget(s, viewer="Ana")
    before = (w.picker.value, w.race_box.children, w.event.value)
    for bad in (1, -1, 99, True, "0", 0.5, None):
        with pytest.raises(hw.OutOfRange, match=r"from 0 to 0 \(the races started so far\), not "):
            w.show_race(bad)
        assert (w.picker.value, w.race_box.children, w.event.value) == before
    w.show_race(0)
    assert w.race_widget.race is s.races[0]


def test_show_race_before_race_1_says_no_race_has_started():
    """Before Each Race: in race 1's build step there is no race to show yet."""
    w = hw.ChampionshipWidget(_season(), viewer="Ana")
    with pytest.raises(hw.OutOfRange, match="no race has started yet"):
        w.show_race(0)
    assert w.race_box.children == (w.build_box,)


def test_out_of_range_is_the_projects_error_and_still_an_index_error():
    """Code that caught the IndexError show_race raised before still catches it."""
    assert issubclass(hw.OutOfRange, hw.HeatError) and issubclass(hw.OutOfRange, IndexError)
