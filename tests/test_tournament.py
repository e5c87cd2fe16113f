"""The strength harness (issue 24, "Strength, measured as the field measures it"): rulers against
Legends, head to head and in a mixed field, seats rotated over paired seeds, win rates with Wilson
intervals against the fair share, a pairwise matrix and Plackett-Luce ratings."""
from __future__ import annotations

import polars as pl
import pytest

import heat_widget as hw
from heat_widget.analysis.strength import COLUMNS, TournamentError, schedule
from interrupts_helpers import interrupt_on_call

RULERS = ["heuristic", "heuristic:risk=3", "random"]


@pytest.fixture(scope="module")
def small():
    return hw.analysis.tournament(RULERS, tracks=["usa"], cars=(2, 4), races=4, seed=3, progress=False)


def test_tournament_plays_every_field_and_cell(small):
    cells = hw.analysis.tournament_cells(small)
    legends = cells.filter(pl.col("field") == "legends")
    # each ruler with 2 and 4 cars on USA, and the Garage + Weather cell on Italy
    assert legends.height == len(RULERS) * 2 * 2
    assert set(legends["modules"]) == {"base", "garage+weather"}
    pairs = small.filter(pl.col("field") == "pairs")
    assert pairs["game"].n_unique() == 3 * 4  # 3 pairs, 4 races each
    mixed = small.filter(pl.col("field") == "mixed")
    assert mixed.group_by("game").len()["len"].to_list() == [3] * mixed["game"].n_unique()


def test_tournament_labels_read_as_given(small):
    assert set(small.filter(~pl.col("legend"))["ruler"]) == set(RULERS)


def test_tournament_rotates_seats_over_paired_seeds(small):
    """In a cell of k cars, each seed is played k times, once in each cyclic order of the grid:
    every car starts from every grid position equally often on the same cards."""
    one = small.filter((pl.col("field") == "legends") & (pl.col("cars") == 4) & (pl.col("ruler") == "random")
                       & (pl.col("modules") == "base"))
    seats = one.group_by("seat").len().sort("seat")
    assert seats["seat"].to_list() == [1, 2, 3, 4] and len(set(seats["len"].to_list())) == 1
    per_seed = one.group_by("seed").agg(pl.col("seat").sort())
    assert all(s == [1, 2, 3, 4] for s in per_seed["seat"].to_list())
    # every ruler of the field played the same seeds
    seeds = (small.filter((pl.col("field") == "legends") & ~pl.col("legend") & (pl.col("cars") == 4))
             .group_by("ruler").agg(pl.col("seed").unique().sort()))
    assert len({tuple(s) for s in seeds["seed"].to_list()}) == 1


def test_schedule_rounds_a_cell_up_to_whole_rotations():
    jobs = schedule(["heuristic"], tracks=["usa"], cars=(4,), races=5, fields=["legends"], garage_weather=False)
    assert len(jobs) == 8 and [j["race"] for j in jobs] == list(range(8))
    assert [j["grid"][0] for j in jobs[:4]] == ["heuristic", "Legend 1", "Legend 2", "Legend 3"]


def test_tournament_cells_win_rate_interval_and_fair_share():
    rows = []
    for game in range(10):  # A wins 8 of 10 two-car races against a Legend
        a_place = 1 if game < 8 else 2
        rows += [(game, "legends", "usa", "base", 2, game, game, 1, "A", "A", False, a_place, a_place == 1),
                 (game, "legends", "usa", "base", 2, game, game, 2, "L", "legend", True, 3 - a_place, a_place == 2)]
    t = pl.DataFrame(rows, schema=COLUMNS, orient="row")
    cell = hw.analysis.tournament_cells(t).row(0, named=True)
    assert (cell["races"], cell["wins"], cell["win_rate"], cell["fair_share"]) == (10, 8, 0.8, 0.5)
    assert cell["win_low"] == pytest.approx(0.4902, abs=1e-4) and cell["win_high"] == pytest.approx(0.9433, abs=1e-4)
    assert cell["above_fair"] is False and cell["below_fair"] is False  # 10 races can't tell yet
    assert cell["mean_place"] == pytest.approx(1.2)


def test_pairwise_matrix_reads_both_ways(small):
    m = hw.analysis.pairwise_matrix(small)
    both = m.join(m, left_on=["a", "b"], right_on=["b", "a"], suffix="_r")
    assert both.height == m.height > 0
    assert (both["races"] == both["races_r"]).all()
    assert ((both["a_ahead"] + both["a_ahead_r"] - 1).abs() < 1e-9).all()


def test_ratings_rank_the_ruler_that_always_finishes_ahead_first():
    rows = []
    for game in range(30):  # A ahead of B ahead of C, every race
        for place, who in enumerate(["A", "B", "C"], 1):
            rows.append((game, "mixed", "usa", "base", 3, game, game, place, who, who, False, place, place == 1))
    t = pl.DataFrame(rows, schema=COLUMNS, orient="row")
    r = hw.analysis.ratings(t)
    assert r["ruler"].to_list() == ["A", "B", "C"]
    assert (r["sigma"] > 0).all()


def test_tournament_in_worker_processes_is_the_same_table():
    args = dict(rulers=["heuristic", "random"], tracks=["italy"], cars=(2,), races=2, seed=9, progress=False,
                garage_weather=False)
    assert hw.analysis.tournament(**args, processes=2).equals(hw.analysis.tournament(**args))


@pytest.mark.parametrize("kwargs, words", [
    ({"rulers": ["heuristic", "heuristic"]}, "names one twice"),
    ({"rulers": []}, "at least one"),
    ({"rulers": [7]}, "strategy's name as text"),
    ({"rulers": ["heuristic"], "fields": ["league"]}, "fields are legends, pairs, mixed"),
    ({"rulers": ["heuristic"], "races": 0}, "at least 1"),
    ({"rulers": ["heuristic"], "cars": (7,)}, "from 2 to 6"),
    ({"rulers": ["heuristic"], "fields": ["x" * 5000]}, "not xxx"),
])
def test_tournament_refuses_a_bad_set_up_clearly(kwargs, words):
    with pytest.raises(TournamentError, match=words) as e:
        schedule(**kwargs)
    assert len(str(e.value)) < 300


def test_tournament_refuses_an_unknown_ruler_or_track():
    with pytest.raises(hw.HeatError, match="mars"):
        schedule(["heuristic"], tracks=["mars"])
    with pytest.raises(Exception, match="nosuch"):
        schedule(["nosuch"])


def test_strength_chart_draws_a_panel_per_field_size_and_refuses_other_tables(small):
    chart = hw.charts.strength_chart(hw.analysis.tournament_cells(small))
    spec = chart.to_dict()
    assert spec["facet"]["column"]["field"] == "cars"
    assert len(spec["spec"]["layer"]) == 3  # interval, win rate, fair share
    with pytest.raises(ValueError, match="tournament_cells"):
        hw.charts.strength_chart(small)
    with pytest.raises(ValueError, match="no 'league' cells"):
        hw.charts.strength_chart(hw.analysis.tournament_cells(small), field="league")


def test_ratings_without_openskill_name_the_analysis_extra(monkeypatch):
    import sys
    monkeypatch.setitem(sys.modules, "openskill", None)
    monkeypatch.setitem(sys.modules, "openskill.models", None)
    with pytest.raises(hw.MissingExtra, match="'analysis' extra"):
        hw.analysis.ratings(pl.DataFrame(schema=COLUMNS))


def test_a_ruler_longer_than_a_car_name_races_under_a_cut_name_and_keeps_its_label_whole():
    """Issue 36, item 1: a ruler of 41 characters (the README's big-batch search) named its car and
    the race refused it. The car takes a car's name (cut to 40 characters, unique), the `ruler`
    column keeps the ruler whole."""
    big = "search:samples=4,width=4,horizon=2,most=0"
    near = big.replace("most=0", "most=1")
    t = hw.analysis.tournament([big, near], tracks=["usa"], cars=(2,), races=2, fields=["pairs"], progress=False)
    assert set(t["ruler"]) == {big, near}
    names = set(t["car"])
    assert len(names) == 2 and all(len(n) <= 40 for n in names)


@pytest.mark.parametrize("kwargs, want", [
    ({"rulers": "heuristic"}, {"rulers": ["heuristic"]}),
    ({"tracks": "italy"}, {"tracks": ["italy"]}),
    ({"fields": "legends"}, {"fields": ["legends"]}),
    ({"cars": 4}, {"cars": (4,)}),
])
def test_one_name_as_text_or_one_field_size_is_a_list_of_one(kwargs, want):
    """Issue 36, item 2: one text for rulers, tracks or fields was read letter by letter ("unknown
    track 'u'"): it is a list of one; a field size alone is a list of one too."""
    base = {"rulers": ["heuristic"], "tracks": ["usa"], "cars": (2,), "races": 2, "fields": ["legends"],
            "garage_weather": False}
    assert schedule(**{**base, **kwargs}) == schedule(**{**base, **want})


@pytest.mark.parametrize("kwargs, words", [
    ({"cars": None}, "cars is a field size from 2 to 6 .* or a list of them, like \\(2, 4, 6\\); not None"),
    ({"cars": "2"}, "cars is a field size from 2 to 6"),
    ({"tracks": ()}, "tracks is empty: give at least one"),
    ({"fields": ()}, "fields is empty: give at least one, like \\['legends', 'pairs', 'mixed'\\]"),
    ({"tracks": None}, "tracks is a list like"),
    ({"rulers": 7}, "rulers is a list like"),
    ({"fields": "pairs"}, "this set-up plays no race: .*'pairs' and 'mixed' need two rulers"),
])
def test_tournament_refuses_a_set_up_that_plays_nothing_or_is_no_list_with_bad_argument(kwargs, words):
    """Issue 36, item 2: cars=None gave a bare TypeError, tracks=() or fields=() an empty table; each
    is the project's BadArgument (a TournamentError) naming what is allowed, before any race."""
    with pytest.raises(hw.BadArgument, match=words) as e:
        hw.analysis.tournament(**{"rulers": ["heuristic"], "races": 2, "progress": False, **kwargs})
    assert isinstance(e.value, TournamentError) and len(str(e.value)) < 300


def test_tournament_plans_its_races_as_it_plays_them(monkeypatch):
    """Issue 36, item 2: races=10**6 built every race's entry (24 s, about 500 MB) before playing one
    or showing any progress. The races are planned one by one as they are played: when the first
    race starts, only its own entry has been made."""
    import heat_widget.analysis.strength as strength

    made = []
    real_seed = strength.race_seed

    def counting_seed(seed, index):
        made.append(index)
        return real_seed(seed, index)

    class FirstRace(Exception):
        pass

    def first_race(job, time_limit=None):
        raise FirstRace(job["game"])

    monkeypatch.setattr(strength, "race_seed", counting_seed)
    monkeypatch.setattr(strength, "play_one", first_race)
    with pytest.raises(hw.analysis.SimulationError) as e:  # a failure keeps the races played (none here)
        hw.analysis.tournament(["random"], tracks=["usa"], cars=(2,), races=200_000, fields=["legends"],
                               garage_weather=False, progress=False)
    assert isinstance(e.value.__cause__, FirstRace) and e.value.partial.height == 0
    assert len(made) <= strength.CHUNK
    jobs = strength.plan(["random"], tracks=["usa"], cars=(2,), races=10**9, fields=["legends"])
    assert iter(jobs) is jobs and next(jobs)["game"] == 0


def test_a_tournament_takes_an_executor_and_gives_the_same_table():
    """Issue 33 item 5: simulate's executor= (a Dask client's get_executor() is one): the same table."""
    from concurrent.futures import ThreadPoolExecutor
    here = hw.analysis.tournament(["heuristic", "random"], tracks=["usa"], cars=[2], races=4, fields=["pairs"],
                                  garage_weather=False, progress=False)
    with ThreadPoolExecutor(2) as pool:
        there = hw.analysis.tournament(["heuristic", "random"], tracks=["usa"], cars=[2], races=4, fields=["pairs"],
                                       garage_weather=False, progress=False, executor=pool)
    assert there.equals(here)
    with pytest.raises(hw.analysis.TournamentError, match="executor must be a concurrent.futures.Executor"):
        hw.analysis.tournament(["heuristic", "random"], tracks=["usa"], races=2, executor="dask", progress=False)


def test_ctrl_c_in_a_tournament_keeps_the_races_played(monkeypatch):
    """Issue 33 item 5: Ctrl-C raised a bare KeyboardInterrupt and lost every race played; now the
    error (a KeyboardInterrupt too) holds them in .partial."""
    interrupt_on_call(monkeypatch, "heat_widget.analysis.strength", "play_one", at=3)
    with pytest.raises(hw.analysis.SimulationInterrupted, match=r"interrupted after 2 of 4 races") as e:
        hw.analysis.tournament(["heuristic", "random"], tracks=["usa"], cars=[2], races=4, fields=["pairs"],
                               garage_weather=False, progress=False)
    assert isinstance(e.value, KeyboardInterrupt) and e.value.partial.height == 2 * 2
