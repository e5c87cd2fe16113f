"""The search bot's sampling and leaf (bots/search.py, issue 24 item 2): with `most` above `samples`
it draws more samples only while the best plan is not clearly ahead (a sequential paired test,
`clearly_best`), and `leaf` counts the Heat left in the Engine at a horizon's leaf."""
from __future__ import annotations

import random

import pytest

from heat_widget.bots import search as search_module
from heat_widget.bots import Search, strategy
from heat_widget.bots.outlook import cool_worth
from heat_widget.bots.seat import Seat
from test_search_bot import deciding


def test_clearly_best_needs_a_paired_lead_over_every_other_plan():
    assert search_module.clearly_best([[5.0, 6.0, 7.0], [1.0, 2.0, 3.0]]) == 0  # ahead by 4 in every sample
    assert search_module.clearly_best([[1.0, 2.0, 3.0], [5.0, 6.1, 7.0]]) == 1
    assert search_module.clearly_best([[5.0, 0.0, 9.0], [4.0, 1.0, 8.0]]) is None  # ahead on the mean, not clearly
    assert search_module.clearly_best([[3.0, 4.0], [3.0, 4.0], [0.0, 1.0]]) == 0  # the same plan twice: not close
    assert search_module.clearly_best([[3.0], [1.0]]) is None  # one sample tells nothing


@pytest.mark.parametrize("clear, drawn_expected", [(0, 3), (None, 7)])
def test_search_samples_past_samples_only_while_the_best_is_not_clear(monkeypatch, clear, drawn_expected):
    drawn = []
    sample = Seat.sample
    monkeypatch.setattr(Seat, "sample", lambda self, *a, **k: drawn.append(1) or sample(self, *a, **k))
    monkeypatch.setattr(search_module, "clearly_best", lambda scores: clear)
    race = deciding(2)
    bot = strategy("search:samples=3,most=7,width=3")
    bot(race.view("Ana"), race.pending[0], random.Random(1), Seat(race, "Ana"))
    assert len(drawn) == drawn_expected


def test_without_most_the_search_draws_exactly_its_samples(monkeypatch):
    drawn = []
    sample = Seat.sample
    monkeypatch.setattr(Seat, "sample", lambda self, *a, **k: drawn.append(1) or sample(self, *a, **k))
    race = deciding(2)
    strategy("search:samples=3,width=3,most=0")(race.view("Ana"), race.pending[0], random.Random(1), Seat(race, "Ana"))
    assert len(drawn) == 3


def test_the_leaf_counts_the_heat_left_in_the_engine():
    race = deciding(4)
    me = race.car("Ana")
    assert me.engine > 0
    w = Search().heat_weight(race.view("Ana"))
    others = len(race.cars) - 1
    gained = Search(leaf=1.5).score(race, "Ana") - Search(leaf=0).score(race, "Ana")
    assert gained == pytest.approx(others * 1.5 * cool_worth(0, me.engine, w)) and gained > 0


def test_search_rejects_a_leaf_weight_out_of_range():
    with pytest.raises(ValueError, match="leaf must be a number from 0 to 10, not 11"):
        strategy("search:leaf=11")


def test_with_gears_every_legal_gear_is_a_candidate():
    for seed in range(4):
        view = deciding(seed).view("Ana")
        plans = Search().candidates(view, "gear")  # gears=True, the default
        assert {str(a) for a, _ in plans} == {str(a) for a in view.legal_actions} and len(plans) == 6
    narrow = Search(gears=False).candidates(deciding(0).view("Ana"), "gear")  # the heuristic's six best: not every gear
    assert {str(a) for a, _ in narrow} != {str(a) for a in deciding(0).view("Ana").legal_actions}
