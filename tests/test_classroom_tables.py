"""Issue 34 item 3: tables and charts without polars, as in a browser's Python (the classroom site).

`race.table(...)` gives Rows there (heat_widget/race_rows.py): the same columns and values as the
polars tables of heat_widget/analysis/tables.py, which CPython keeps. The race charts take them and
draw the same chart. What still needs polars says so in one line (no traceback in a notebook), and
the site's Pyodide lock lists only what the site has, so `%pip install polars` fails, not silently.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import heat_widget as hw
from heat_widget.analysis.tables import race_table
from heat_widget.race_rows import ROWS_TABLES, race_rows

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def races() -> list[hw.Race]:
    plain = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=2, seed=7)
    hw.bots.run_race(plain, {"Ana": hw.bots.heuristic, "Ben": hw.bots.cautious})
    plain.annotate(12, "a late brake")
    eventful = hw.Race.new(track="italy", players=["Ana", "Ben", "Cy"], legends=1, seed=1, laps=1)
    hw.bots.run_race(eventful, {"Ana": hw.bots.aggressive, "Ben": hw.bots.random_legal, "Cy": hw.bots.heuristic})
    unfinished = plain.fork(40)  # a round still being played
    assert unfinished.timeline[-1].state.phase != "finished"
    return [plain, eventful, unfinished, hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1)]


@pytest.mark.parametrize("name", ROWS_TABLES)
def test_rows_without_polars_equal_the_polars_tables_column_for_column(races, name):
    for race in races:
        frame, rows = race_table(race, name), race_rows(race, name)
        assert rows.columns == frame.columns
        assert rows.to_dicts() == frame.to_dicts(), (name, race.track.name)


def test_rows_show_as_a_table_in_a_notebook(races):
    rows = race_rows(races[0], "rounds")
    page = rows._repr_html_()
    assert page.count("<th>") == len(rows.columns) and f"shape: ({len(rows)}, {len(rows.columns)})" in page
    assert page.count("<tr>") == 1 + 11  # the head, the first 5, "…", the last 5
    assert rows.head(3).height == 3 and rows["car"][:2] == ["Ana", "Ben"]
    with pytest.raises(hw.UnknownName, match="no column 'nope' in this table; columns are"):
        rows["nope"]


WITHOUT_POLARS = """
import json, sys
sys.modules["polars"] = None  # as in Pyodide: no build of it
import heat_widget as hw
from heat_widget import charts
race = hw.Race.new(track="italy", players=["Ana", "Ben", "Cy"], legends=1, seed=1, laps=1)
hw.bots.run_race(race, {"Ana": hw.bots.aggressive, "Ben": hw.bots.random_legal, "Cy": hw.bots.heuristic})
print(type(race.table("cars")).__name__)
specs = [make(race, **kw).to_dict() for make in (charts.lap_chart, charts.gap_chart, charts.heat_chart,
         charts.speed_chart, charts.race_charts) for kw in ({}, {"step": 9})]
print(json.dumps(specs))
for ask in (lambda: race.table("road"), lambda: hw.analysis.season_table, lambda: hw.simulate):
    try:
        ask()
    except hw.MissingExtra as e:
        print("REFUSED", e)
"""


def _inline(spec):
    """A spec with each named dataset put in place of its name (Altair names a polars frame's data;
    Rows are inline values: the same chart either way), and the names Altair gives a selection's
    views (from a hash of the chart, its data's form included) as one name."""
    datasets = spec.pop("datasets", {})

    def walk(node):
        if isinstance(node, str):
            return re.sub(r"^view_[0-9a-f]+_(\d+)$", r"view_\1", node)
        if isinstance(node, dict):
            if set(node) == {"name"} and node["name"] in datasets:
                return {"values": datasets[node["name"]]}
            return {k: walk(v) for k, v in node.items()}
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node
    return walk(spec)


def test_race_charts_without_polars_are_the_charts_with_it():
    run = subprocess.run([sys.executable, "-c", WITHOUT_POLARS], capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""}, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-3000:]
    kind, specs, *refused = run.stdout.splitlines()
    assert kind == "Rows"
    from heat_widget import charts
    race = hw.Race.new(track="italy", players=["Ana", "Ben", "Cy"], legends=1, seed=1, laps=1)
    hw.bots.run_race(race, {"Ana": hw.bots.aggressive, "Ben": hw.bots.random_legal, "Cy": hw.bots.heuristic})
    with_polars = [make(race, **kw).to_dict() for make in (charts.lap_chart, charts.gap_chart, charts.heat_chart,
                   charts.speed_chart, charts.race_charts) for kw in ({}, {"step": 9})]
    assert [_inline(s) for s in json.loads(specs)] == [_inline(s) for s in with_polars]
    assert refused == [
        "REFUSED race.table('road') needs polars, which is not installed here; without it the tables are "
        "'cars', 'events', 'rounds', 'steps' or 'annotations'",
        "REFUSED hw.analysis.season_table needs polars, which is not installed here (the 'analysis' extra of "
        "heat_widget): install it with `pip install 'heat_widget[analysis]'` (a plain `pip install heat_widget` "
        "brings it too)",
        "REFUSED hw.analysis.simulate needs polars, which is not installed here (the "
        "'analysis' extra of heat_widget): install it with `pip install 'heat_widget[analysis]'` (a plain "
        "`pip install heat_widget` brings it too)"]


# ---- in a browser's Python: one line for what needs polars, charts from the site's own Vega ----------

def test_what_needs_polars_in_a_browser_is_one_line_without_a_traceback(monkeypatch):
    """IPython shows an exception's `_render_traceback_` instead of its traceback: in a browser's
    Python a MissingExtra shows as its one line, with no advice that needs a network."""
    from heat_widget.extras import require
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setitem(sys.modules, "polars", None)
    with pytest.raises(hw.MissingExtra) as refused:
        require("analysis", "hw.analysis (simulate, summaries, reviews)", ("polars",))
    lines = refused.value._render_traceback_()
    assert lines == [f"MissingExtra: {refused.value}"]
    assert "not installed in this browser's Python" in lines[0] and "race.table(...)" in lines[0]
    assert "micropip" not in lines[0] and "index" not in lines[0]
    monkeypatch.setitem(sys.modules, "altair", None)
    with pytest.raises(hw.MissingExtra, match=r"hw.charts needs altair, .*run `%pip install altair` in a cell first"):
        require("analysis", "hw.charts", ("altair",))


def test_a_missing_extra_on_cpython_keeps_its_traceback():
    from heat_widget.extras import missing_extra
    assert not hasattr(missing_extra("x"), "_render_traceback_")


def test_a_site_chart_loads_vega_from_the_site_itself_and_nothing_else():
    from heat_widget import charts
    from heat_widget.browser import VEGA_FILES, chart_html
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1)
    page = chart_html(charts.lap_chart(race).to_dict())
    assert "http" not in page.replace("https://vega.github.io/schema/", "")  # the schema is a name, never fetched
    assert 'new URL("../vega/", document.baseURI)' in page
    assert set(VEGA_FILES) == {"vega.min.js", "vega-lite.min.js", "vega-embed.min.js"}
    assert "</script>" not in page[page.index("var spec"):page.rindex("</script>")]


def test_pip_install_of_a_package_the_site_lacks_says_so_in_one_line():
    from heat_widget.browser import install_failure
    line = install_failure("polars")
    assert "polars could not be installed" in line and "works offline" in line and "race.table(...)" in line
    assert "\n" not in line


def test_the_site_s_pyodide_lock_lists_only_the_wheels_beside_it(tmp_path):
    """With Pyodide's own entry for polars kept (its file on the CDN only), `%pip install polars`
    "installed" nothing and said nothing (issue 34)."""
    core = ROOT / "tests" / "pyodide" / "node_modules" / "pyodide"
    if not (core / "pyodide-lock.json").is_file():
        pytest.fail("tests/pyodide/node_modules/pyodide is missing: run `bash .ci/setup`")
    sys.path.insert(0, str(ROOT / "classroom"))
    from pyodide_lock import build
    wheels = tmp_path / "wheels"
    wheels.mkdir()
    pinned = sorted((ROOT / "tests" / "pyodide" / "wheels").glob("traitlets-*.whl"))
    assert pinned, "tests/pyodide/wheels/ has no traitlets wheel: run `bash .ci/setup`"
    (wheels / pinned[0].name).write_bytes(pinned[0].read_bytes())
    out = tmp_path / "out"
    build(core, wheels, out)
    lock = json.loads((out / "pyodide-lock.json").read_text())["packages"]
    assert set(lock) == {"traitlets"}
    assert all((out / entry["file_name"]).is_file() for entry in lock.values())
