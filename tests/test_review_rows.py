"""Issue 34 item 2 (the review chart in the classroom): hw.analysis.review, skill_and_luck and
key_moments without polars, as in a browser's Python (the classroom site, Pyodide: no polars build).

There they give Rows (heat_widget/race_rows.py) with the same columns and the same values, cell for
cell, as the polars tables CPython keeps, and review_chart / luck_chart draw the same charts from
them; so does a class's league (hw.analysis.league, with openskill) and its chart.
`import heat_widget.analysis` works without polars; what still needs it (simulate, the
tournaments, ...) says so in one line when it is asked for. In a browser's Python the review runs
in this one process, with a line counting the decisions where tqdm is missing.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import heat_widget as hw
from heat_widget.race_rows import Rows
from test_classroom_tables import _inline  # one way to compare a chart's data, polars or Rows

ROOT = Path(__file__).resolve().parents[1]
BUDGET = {"samples": 3, "width": 3, "most": 3}  # small: these tests compare tables, not grades

# (track, players, legends, seed, the reviewed cars: None for all); each played by the bots below
RACES = [("usa", ["You", "Heuristic bot", "Cautious bot"], 1, 11, "You"),   # the lesson's race
         ("italy", ["Ana", "Ben"], 2, 4, None)]
PLAY = """
import heat_widget as hw
def races():
    bots = [hw.bots.heuristic, hw.bots.random_legal, hw.bots.cautious]
    for track, players, legends, seed, car in RACES:
        race = hw.Race.new(track=track, players=players, legends=legends, seed=seed, laps=1)
        hw.bots.run_race(race, dict(zip(players, bots)))
        yield race, car
"""

# as in a browser's Python: no polars, no tqdm, sys.platform "emscripten" (no worker processes)
IN_A_BROWSER = f"""
import json, sys
sys.modules["polars"] = None
sys.modules["tqdm"] = None
sys.platform = "emscripten"
RACES = {RACES!r}
{PLAY}
import heat_widget.analysis
from heat_widget import charts
out = []
for race, car in races():
    table = hw.analysis.review(race, car, **{BUDGET!r})
    summary = hw.analysis.skill_and_luck(race, table)
    moments = hw.analysis.key_moments(race, table, most=4)
    out.append({{"types": [type(t).__name__ for t in (table, summary, moments)],
                "review": table.to_dicts(), "summary": summary.to_dicts(), "moments": moments.to_dicts(),
                "columns": [table.columns, summary.columns, moments.columns],
                "worst": table.sort("loss", descending=True).head(3).to_dicts(),
                "charts": [charts.review_chart(table).to_dict(), charts.review_chart(table, step=True).to_dict(),
                           charts.luck_chart(summary).to_dict()]}})
print("HEAT_JSON " + json.dumps(out))
evenings = {{"week 1": [race for race, _ in races()], "week 2": [next(races())[0]]}}
table = hw.analysis.league(evenings)
print("HEAT_LEAGUE " + json.dumps([type(table).__name__, table.to_dicts(), charts.league_chart(table).to_dict()]))
refused = []
for name in ("simulate", "tournament", "season_table"):
    try:
        getattr(heat_widget.analysis, name)
    except hw.MissingExtra as e:
        refused.append(e._render_traceback_())
print("HEAT_REFUSED " + json.dumps(refused))
"""


def _same(rows: list, frame: list) -> bool:
    """Cell for cell, types included (a float column's 1.0 is not an int 1): as JSON writes them."""
    return json.dumps(rows) == json.dumps(frame)


@pytest.fixture(scope="module")
def in_a_browser():
    run = subprocess.run([sys.executable, "-c", IN_A_BROWSER], capture_output=True,  # bytes: "\r" kept
                         env={"PYTHONPATH": str(ROOT), "PATH": ""}, cwd=ROOT)
    assert run.returncode == 0, run.stderr.decode()[-3000:]
    stdout = run.stdout.decode()
    lines = {line.split(" ", 1)[0]: line.split(" ", 1)[1] for line in stdout.split("\n") if line.startswith("HEAT_")}
    return json.loads(lines["HEAT_JSON"]), json.loads(lines["HEAT_REFUSED"]), stdout, json.loads(lines["HEAT_LEAGUE"])


@pytest.fixture(scope="module")
def with_polars():
    from heat_widget import charts
    scope: dict = {"RACES": RACES}
    exec(PLAY, scope)
    out = []
    for race, car in scope["races"]():
        table = hw.analysis.review(race, car, workers=1, progress=False, **BUDGET)
        summary = hw.analysis.skill_and_luck(race, table)
        moments = hw.analysis.key_moments(race, table, most=4)
        out.append({"types": [type(t).__name__ for t in (table, summary, moments)],
                    "review": table.to_dicts(), "summary": summary.to_dicts(), "moments": moments.to_dicts(),
                    "columns": [table.columns, summary.columns, moments.columns],
                    "worst": table.sort("loss", descending=True, maintain_order=True).head(3).to_dicts(),
                    "charts": [charts.review_chart(table).to_dict(), charts.review_chart(table, step=True).to_dict(),
                               charts.luck_chart(summary).to_dict()]})
    return json.loads(json.dumps(out))  # floats and nulls as the subprocess' JSON gives them


def test_on_cpython_the_review_tables_stay_polars_dataframes(with_polars):
    assert all(r["types"] == ["DataFrame"] * 3 for r in with_polars)


def test_review_without_polars_gives_rows_equal_to_the_polars_tables_cell_for_cell(in_a_browser, with_polars):
    browser, *_ = in_a_browser
    assert len(browser) == len(with_polars) == len(RACES)
    for rows, frame in zip(browser, with_polars):
        assert rows["types"] == ["Rows"] * 3
        assert rows["columns"] == frame["columns"]
        assert len(rows["review"]) > 20 and _same(rows["review"], frame["review"])


def test_skill_and_luck_and_key_moments_without_polars_equal_the_polars_ones(in_a_browser, with_polars):
    browser, *_ = in_a_browser
    for rows, frame in zip(browser, with_polars):
        assert rows["summary"] and _same(rows["summary"], frame["summary"])
        assert "gave up" in rows["summary"][0]["sentence"]
        assert len(rows["moments"]) == 4 and _same(rows["moments"], frame["moments"])


def test_rows_sort_as_polars_sorts_the_worst_decisions_first(in_a_browser, with_polars):
    browser, *_ = in_a_browser
    for rows, frame in zip(browser, with_polars):
        assert _same(rows["worst"], frame["worst"])
        assert [r["loss"] for r in rows["worst"]] == sorted((r["loss"] for r in rows["review"]), reverse=True)[:3]


def test_review_and_luck_charts_from_rows_are_the_charts_from_polars(in_a_browser, with_polars):
    browser, *_ = in_a_browser
    for rows, frame in zip(browser, with_polars):
        assert [_inline(s) for s in rows["charts"]] == [_inline(s) for s in frame["charts"]]


def test_in_a_browser_the_review_counts_its_decisions_on_one_line(in_a_browser):
    """No tqdm there: a carriage return rewrites one line of progress, which a notebook shows while
    the cell runs."""
    browser, _, stdout, _ = in_a_browser
    n = len(browser[0]["review"])
    shown = stdout.split("HEAT_JSON")[0]
    assert shown.startswith(f"\r0 of {n} decisions\r1 of {n} decisions")
    assert f"\r{n} of {n} decisions\n" in shown


def test_what_still_needs_polars_says_so_in_one_line_when_asked_for(in_a_browser):
    _, refused, *_ = in_a_browser
    assert len(refused) == 3 and all(len(lines) == 1 for lines in refused)
    for name, (line,) in zip(("simulate", "tournament", "season_table"), refused):
        assert line.startswith(f"MissingExtra: hw.analysis.{name} needs polars, which is not installed in this "
                               f"browser's Python")
        assert "hw.analysis.review" in line and "micropip" not in line


def test_rows_sort_puts_nulls_first_keeps_ties_in_order_and_refuses_an_unknown_column():
    rows = Rows(["car", "loss"], [{"car": "A", "loss": 0.5}, {"car": "B", "loss": None}, {"car": "C", "loss": 0.5},
                                  {"car": "D", "loss": 0.1}])
    assert rows.sort("loss")["car"] == ["B", "D", "A", "C"]
    assert rows.sort("loss", descending=True)["car"] == ["B", "A", "C", "D"]
    with pytest.raises(hw.UnknownName, match="no column 'place' in this table; columns are"):
        rows.sort("place")


def test_the_charts_refuse_what_is_not_a_review_table():
    from heat_widget import charts
    with pytest.raises(TypeError, match="review_chart needs the table of hw.analysis.review"):
        charts.review_chart([{"at_step": 1}])
    with pytest.raises(ValueError, match="luck_chart needs the table of hw.analysis.skill_and_luck"):
        charts.luck_chart(Rows(["car"], [{"car": "A"}]))


def test_a_float_column_of_rows_holds_floats_as_polars_makes_them(monkeypatch):
    import polars as pl

    from heat_widget import race_rows
    values = [(0, 1, "A"), (None, 2, None), (0.25, 3, "B")]
    frame = race_rows.table_of((("loss", pl.Float64), ("n", pl.Int64), ("car", pl.String)), values)
    monkeypatch.setattr(race_rows, "polars_or_none", lambda: None)
    rows = race_rows.table_of((("loss", "Float64"), ("n", "Int64"), ("car", "String")), values)
    assert isinstance(rows, Rows) and rows.columns == frame.columns
    assert _same(rows.to_dicts(), frame.to_dicts())  # 0.0, not 0; null stays null


def test_a_class_s_league_without_polars_equals_the_polars_one_and_draws_the_same_chart(in_a_browser):
    from heat_widget import charts
    *_, (kind, rows, chart) = in_a_browser
    scope: dict = {"RACES": RACES}
    exec(PLAY, scope)
    races = scope["races"]
    table = hw.analysis.league({"week 1": [race for race, _ in races()], "week 2": [next(races())[0]]})
    assert kind == "Rows" and type(table).__name__ == "DataFrame"
    assert len(rows) == 5 + 5 and _same(rows, json.loads(json.dumps(table.to_dicts())))  # 5 players, each evening
    assert _inline(chart) == _inline(json.loads(json.dumps(charts.league_chart(table).to_dict())))


def test_in_a_browser_a_league_without_openskill_says_where_it_can_be_installed(monkeypatch):
    """openskill is pure Python (PyPI has its wheel) but the offline classroom site does not bring it."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "openskill", None)
    with pytest.raises(hw.MissingExtra) as refused:
        hw.analysis.league({"week 1": []})
    (line,) = refused.value._render_traceback_()
    assert line.startswith("MissingExtra: hw.analysis.league needs openskill, which is not installed in this "
                           "browser's Python: run `%pip install openskill` in a cell first where this page can reach "
                           "PyPI (the classroom site, which works offline, does not bring it)"), line
