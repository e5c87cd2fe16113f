"""A class's league across evenings (analysis/league.py, issue 33 item 5): ratings from whole
finishing orders (openskill's Plackett-Luce), evening by evening, Legends counted in the order but
not in the table, a chart of the term; bad input refused naming what is allowed."""
from __future__ import annotations

import polars as pl
import pytest

import heat_widget as hw
from heat_widget.analysis.league import LEAGUE
from heat_widget.engine.errors import BadArgument


def evening(seeds, bots):
    out = []
    for seed in seeds:
        race = hw.Race.new(track="usa", players=list(bots), legends=1, seed=seed, laps=1)
        hw.bots.play_bots(race, bots)
        out.append(race)
    return out


@pytest.fixture(scope="module")
def table():
    bots = {"Ana": hw.bots.heuristic, "Ben": hw.bots.strategy("random")}
    return hw.analysis.league({"week 1": evening([1, 2], bots), "week 2": evening([3, 4, 5], bots)})


def test_one_row_per_player_per_evening_ranked_by_the_cautious_rating(table):
    assert table.columns == [c for c, _ in LEAGUE]
    assert table["evening"].unique(maintain_order=True).to_list() == ["week 1", "week 2"]
    assert set(table["player"]) == {"Ana", "Ben"}  # the Legend is not in the table
    last = table.filter(pl.col("evening") == "week 2").sort("rank")
    assert last["races"].to_list() == [5, 5]
    assert last["rating"].to_list() == sorted(last["rating"].to_list(), reverse=True)
    for r in last.iter_rows(named=True):
        assert r["rating"] == pytest.approx(r["mu"] - 3 * r["sigma"])


def test_the_heuristic_ranks_above_random_play_after_the_term(table):
    last = table.filter(pl.col("evening") == "week 2").sort("rank")
    assert last["player"][0] == "Ana" and last["wins"][0] >= last["wins"][1]


def test_the_league_chart_draws_each_player_over_the_term(table):
    spec = hw.charts.league_chart(table).to_dict()
    assert spec["mark"]["type"] == "line" and spec["encoding"]["x"]["sort"] == ["week 1", "week 2"]


def test_bad_evenings_are_refused():
    with pytest.raises(BadArgument, match="evenings must be a dict"):
        hw.analysis.league([])
    unfinished = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1)
    with pytest.raises(BadArgument, match="evening 'week 1' must be a list of finished races"):
        hw.analysis.league({"week 1": [unfinished]})
