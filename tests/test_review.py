"""hw.analysis.review (analysis/review.py, issue 24 item 6): "where was the race lost?" One row per
planning decision of the reviewed cars of a finished race, the action the race took in each, judged
by bots/judge.py; the same table in one process or in two; refusals name what is allowed; and its
chart (hw.charts.review_chart)."""
from __future__ import annotations

import json

import polars as pl
import pytest

import heat_widget as hw
from heat_widget.analysis.review import COLUMNS
from heat_widget.bots import heuristic, play_bots
from heat_widget.bots.judge import label_for
from heat_widget.engine.errors import BadArgument
from interrupts_helpers import interrupt_on_call

TINY = {"samples": 2, "width": 2, "most": 0, "progress": False}  # these tests are about the table, not its numbers


@pytest.fixture(scope="module")
def race():
    """A short finished race: one lap of Italy, 2 heuristic players + 2 Legends (4 cars)."""
    r = hw.Race.new(track="italy", players=["Ana", "Ben"], legends=2, seed=4, laps=1)
    play_bots(r, {"Ana": heuristic, "Ben": heuristic})
    assert r.finished
    return r


@pytest.fixture(scope="module")
def table(race):
    return hw.analysis.review(race, workers=1, **TINY)


def planning(race, car) -> list:
    """(step, action) of `car`'s decisions that had a choice (two legal moves or more), read from the
    log and a replay."""
    replay, out = race.replay(0, record=False), []
    for i, (name, text) in enumerate(race.log):
        if name == car and len(replay.legal_actions(name)) >= 2:
            out.append((i, text))
        replay.act(name, text)
    return out


def test_one_row_per_planning_decision_of_each_player_car_in_step_order(race, table):
    assert table.columns == [name for name, _ in COLUMNS]
    assert [table.schema[name] for name, _ in COLUMNS] == [kind for _, kind in COLUMNS]
    assert table["step"].to_list() == sorted(table["step"].to_list())
    for car in ("Ana", "Ben"):
        rows = table.filter(pl.col("car") == car)
        assert list(zip(rows["step"], rows["action"])) == planning(race, car)
    assert set(table["car"]) == {"Ana", "Ben"}  # no Legend
    kinds = {"gear": "gear", "play": "play", "discard": "discard", "slipstream": "slipstream", "pass": "slipstream"}
    assert [kinds.get(a.split()[0], "react") for a in table["action"]] == table["kind"].to_list()


def test_the_action_column_is_the_race_log_s_decision_at_each_step(race, table):
    log = race.log
    assert [log[s] for s in table["step"]] == list(zip(table["car"], table["action"]))
    assert (table["at_step"] == table["step"] + 1).all()
    timeline = race.timeline
    assert all(timeline[s].car == c for s, c in zip(table["at_step"], table["car"]))
    # the round it was taken in: the race's round just before it (the step after may be the next round)
    assert all(timeline[s].round == r for s, r in zip(table["step"], table["round"]))


def test_the_numbers_of_each_row_agree(table):
    for row in table.iter_rows(named=True):
        # the loss in places: the places lost, and 0.01 of a place a space of strength (bots/judge.py)
        assert row["loss"] >= row["place_after"] - row["place_before"] - 1e-9 or row["loss"] < 0.3
        assert row["low"] <= row["loss"] <= row["high"] or row["grade"] == "best"
        assert row["grade"] == label_for(row["loss"], row["low"], row["high"], row["action"] == row["best"],
                                         row["dominated_by"] is not None)
        assert row["samples"] == 2 and 1 <= row["options"] <= 12 and row["reason"]


def test_one_car_reviewed(race, table):
    ben = hw.analysis.review(race, "Ben", workers=1, **TINY)
    assert ben.equals(table.filter(pl.col("car") == "Ben"))


def test_the_review_is_deterministic_under_its_seed(race, table):
    assert hw.analysis.review(race, workers=1, **TINY).equals(table)
    other = hw.analysis.review(race, workers=1, seed=1, **TINY)
    assert other.select("step", "action").equals(table.select("step", "action"))
    assert not other.equals(table)


def test_two_worker_processes_give_the_same_table_as_one(race, table):
    assert hw.analysis.review(race, workers=2, **TINY).equals(table)


def test_a_race_not_finished_is_refused_naming_what_is_allowed():
    race = hw.Race.new(track="italy", players=["Ana", "Ben"], legends=2, seed=4)
    race.act("Ana", "gear 2")
    before = race.log
    with pytest.raises(BadArgument, match=r"review needs a finished race \(one whose `finished` is True: play it "
                                          r"to the end first.*not a race still in round 1"):
        hw.analysis.review(race, **TINY)
    assert race.log == before
    with pytest.raises(BadArgument, match=r"review takes a finished Race .*not 'x{20}.*\(300 characters\)"):
        hw.analysis.review("x" * 300, **TINY)


def test_a_car_not_in_the_race_is_refused_naming_the_cars_allowed(race):
    legend = next(c.name for c in race.cars if c.legend)
    for bad, shown in (("Zed", "'Zed'"), (legend, repr(legend)), (3, "3")):
        with pytest.raises(BadArgument, match=rf"car must be a car of the race that is not a Legend, Ana or Ben "
                                              rf"\(or a list of them, or None for all\), not {shown}"):
            hw.analysis.review(race, bad, **TINY)
    with pytest.raises(BadArgument, match=r"not 'ZZZZZ.*\(400 characters\)"):
        hw.analysis.review(race, "Z" * 400, **TINY)
    with pytest.raises(BadArgument, match="workers must be a whole number of at least 1"):
        hw.analysis.review(race, workers=0, **TINY)
    with pytest.raises(BadArgument, match="samples must be a whole number of at least 1, not 0"):
        hw.analysis.review(race, samples=0)


def test_the_review_chart_draws_each_car_s_expected_place_and_marks_the_graded_decisions(table):
    assert table["grade"].is_in(["inaccuracy", "mistake", "blunder"]).any()
    chart = hw.charts.review_chart(table)
    spec = chart.to_dict()
    assert [p["name"] for p in spec["params"]] == [hw.charts.REVIEW_PARAM]  # a widget links to it by name
    marks = [layer["mark"]["type"] for layer in spec["layer"]]
    assert marks == ["line", "rule", "point", "point"]
    text = json.dumps(spec)
    assert "place_after" in text and "place_before" in text and "inaccuracy" in text and "blunder" in text


def test_a_review_with_nothing_graded_draws_no_empty_layer(table):
    """An empty layer makes Vega warn 'Infinite extent' in the page (issue 32): none is drawn."""
    calm = table.with_columns(grade=pl.lit("good"))
    marks = [layer["mark"]["type"] for layer in hw.charts.review_chart(calm).to_dict()["layer"]]
    assert marks == ["line", "point"]
    stepped = hw.charts.review_chart(table, step=12).to_dict()
    assert {p["name"]: p.get("value") for p in stepped["params"]} == {"review_pick": None, "step": 12}
    with pytest.raises(ValueError, match="review_chart needs the table of hw.analysis.review.*no grade column"):
        hw.charts.review_chart(table.drop("grade"))


def test_in_a_browser_review_judges_in_this_process_and_refuses_worker_processes(race, table, monkeypatch):
    monkeypatch.setattr("sys.platform", "emscripten")
    with pytest.raises(hw.PlatformError, match=r"review cannot use workers=2: a browser's Python \(Pyodide\) "
                                               r"cannot start processes. Leave workers out \(or 1\)"):
        hw.analysis.review(race, workers=2, **TINY)
    assert hw.analysis.review(race, **TINY).equals(table)  # workers=None: this process


def test_a_tournament_race_and_a_season_s_race_are_reviewed():
    """Tournament mode: its planning decisions are plays (no gear decision); a Championship race
    (season.races[i]) replays from its own log like any race."""
    race = hw.Race.new(track="france", players=["Ana", "Ben"], legends=1, seed=3, tournament=True, laps=1)
    play_bots(race, {"Ana": heuristic, "Ben": heuristic})
    table = hw.analysis.review(race, "Ana", samples=1, width=2, workers=1, progress=False)
    assert list(zip(table["step"], table["action"])) == planning(race, "Ana")
    assert "play" in set(table["kind"]) and "gear" not in set(table["kind"])
    season = hw.Championship.new(season=1961, players=["Ana", "Ben"], legends=1, seed=2)
    play_bots(season, {"Ana": heuristic, "Ben": heuristic})
    first = season.races[0]
    table = hw.analysis.review(first, "Ben", samples=1, width=1, workers=1, progress=False)
    assert list(zip(table["step"], table["action"])) == planning(first, "Ben")


def test_a_click_on_the_review_chart_moves_the_replay_to_that_decision(race, table):
    """Issue 33 item 4: hw.charts.linked(replay, review_chart(...)) follows the replay's step, and
    a click on a decision (the chart's "review_pick" selection) moves the replay there."""
    from altair.jupyter.jupyter_chart import PointSelection
    replay = hw.RaceWidget(race)
    box = hw.charts.linked(replay, hw.charts.review_chart(table, step=0))
    view = box.children[0]
    replay.step = 5
    assert view.params.step == 5
    target = int(table["at_step"][3])
    view.selections._set_value(hw.charts.REVIEW_PARAM, PointSelection(hw.charts.REVIEW_PARAM, [{"at_step": target, "car": table["car"][3]}], []))
    assert replay.step == target and view.params.step == target
    view.selections._set_value(hw.charts.REVIEW_PARAM, PointSelection(hw.charts.REVIEW_PARAM, [], []))
    assert replay.step == target  # a click off the decisions changes nothing


def test_review_starts_no_more_processes_than_the_machine_has_cores(race, monkeypatch):
    """Issue 33 item 5: review(workers=24) on a 2-core machine started 24 processes."""
    import importlib
    module = importlib.import_module("heat_widget.analysis.review")  # (hw.analysis.review is the function)
    started = []

    def fake(jobs, budget, workers, bar, rows):
        started.append(workers)
        rows.extend(module.judge_row(job, budget) for job in jobs)
    monkeypatch.setattr(module, "_in_processes", fake)
    monkeypatch.setattr(module.os, "cpu_count", lambda: 2)
    hw.analysis.review(race, "Ana", workers=24, **TINY)
    assert started == [2]


def test_review_takes_an_executor_and_gives_the_same_table(race, table):
    """Issue 33 item 5: any concurrent.futures.Executor (a Dask client's get_executor() is one), one
    decision a task: the same table as in this process."""
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(2) as pool:
        assert hw.analysis.review(race, executor=pool, **TINY).equals(table)
    with pytest.raises(BadArgument, match="executor must be a concurrent.futures.Executor"):
        hw.analysis.review(race, executor="dask", **TINY)


def test_ctrl_c_in_review_keeps_the_decisions_judged(race, table, monkeypatch):
    """Issue 33 item 5: Ctrl-C raised a bare KeyboardInterrupt and lost the work; now the error (a
    KeyboardInterrupt too) holds the decisions judged so far in .partial, as simulate's does."""
    interrupt_on_call(monkeypatch, "heat_widget.analysis.review", "judge_row", at=4)
    with pytest.raises(hw.analysis.SimulationInterrupted, match=r"interrupted after 3 of \d+ decisions") as e:
        hw.analysis.review(race, workers=1, **TINY)
    assert isinstance(e.value, KeyboardInterrupt)
    assert e.value.partial.equals(table.head(3))


def test_an_unknown_language_is_refused_before_any_decision_is_judged(race, monkeypatch):
    """Before: review(language="fr") judged the first decision, then failed with a SimulationError
    wrapping the UnknownName."""
    import importlib
    module = importlib.import_module("heat_widget.analysis.review")
    monkeypatch.setattr(module, "judge_row", lambda *a: pytest.fail("a decision was judged"))
    with pytest.raises(hw.UnknownName, match="unknown language 'fr'; languages: en or pt"):
        hw.analysis.review(race, "Ana", workers=1, language="fr", **TINY)
