"""The classroom core without the analysis extra, and the fallbacks of a browser's Python (Pyodide:
sys.platform "emscripten", no threads, no signals, no processes), checked on CPython.
tests/test_pyodide.py runs the same in Pyodide itself."""
from __future__ import annotations

import json
import subprocess
import sys
import time
import tomllib
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest
from packaging.requirements import Requirement

import heat_widget as hw
import heat_widget.analysis  # noqa: F401 - polars loads here, before a test says the platform is Pyodide
from heat_widget.bots import StrategyError

ROOT = Path(__file__).resolve().parents[1]


def _requirements():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    return [Requirement(r) for r in project["dependencies"]], project["optional-dependencies"]


def _installs(platform: str) -> set[str]:
    deps, _ = _requirements()
    env = {"sys_platform": platform, "platform_system": platform.capitalize()}
    return {r.name for r in deps if r.marker is None or r.marker.evaluate(env)}


def test_a_plain_install_on_cpython_keeps_tables_charts_and_offline_charts():
    assert _installs("linux") == {"anywidget", "ipywidgets", "traitlets", "polars", "altair", "tqdm",
                                  "vl-convert-python", "openskill"}
    assert _installs("win32") == _installs("darwin") == _installs("linux")


def test_pyodide_resolves_the_classroom_core_alone():
    assert _installs("emscripten") == {"anywidget", "ipywidgets", "traitlets"}


def test_the_analysis_and_offline_charts_extras_name_their_packages():
    _, extras = _requirements()
    assert {Requirement(r).name for r in extras["analysis"]} == {"polars", "altair", "tqdm", "openskill"}
    assert {Requirement(r).name for r in extras["offline-charts"]} == {"vl-convert-python"}


WITHOUT_ANALYSIS = """
import sys
for name in ("polars", "altair", "tqdm", "vl_convert"):  # as in Pyodide: not installed
    sys.modules[name] = None
import heat_widget as hw
race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=7)
hw.bots.run_race(race, {"Ana": hw.bots.heuristic, "Ben": hw.bots.cautious}, time_limit=5)
w = hw.RaceWidget(race)
assert len(w.to_html()) > 1000
hw.ChampionshipWidget(hw.Championship.new(players=["Ana", "Ben"], seed=3), bots={"Ben": hw.bots.cautious})
print("TABLE", type(race.table("cars")).__name__, len(race.table("cars")))  # Rows (race_rows.py)
import heat_widget.analysis  # imports without polars: its review gives Rows (tests/test_review_rows.py)
for ask in (lambda: hw.simulate, lambda: hw.charts, lambda: hw.analysis.tournament):
    try:
        ask()
    except hw.MissingExtra as e:
        assert isinstance(e, ImportError)
        print("REFUSED", e)
    else:
        print("NOT REFUSED")
"""


def test_engine_bots_and_widgets_run_without_polars_altair_tqdm_or_vl_convert():
    run = subprocess.run([sys.executable, "-c", WITHOUT_ANALYSIS], capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""}, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-3000:]
    table, *lines = run.stdout.splitlines()
    assert table.startswith("TABLE Rows ") and int(table.split()[-1]) > 100  # race.table works without polars
    assert len(lines) == 3 and all(line.startswith("REFUSED") for line in lines), run.stdout


def test_simulate_or_a_chart_without_polars_or_altair_names_the_analysis_extra():
    run = subprocess.run([sys.executable, "-c", WITHOUT_ANALYSIS], capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""}, cwd=ROOT)
    _, simulate, charts, analysis = run.stdout.splitlines()
    assert "hw.analysis.simulate needs polars, which is not installed here" in simulate
    assert "pip install 'heat_widget[analysis]'" in simulate
    assert analysis == simulate.replace("hw.analysis.simulate", "hw.analysis.tournament")
    assert "hw.charts needs altair, which is not installed here" in charts  # its race charts need no polars


def test_a_missing_extra_in_pyodide_gives_no_advice_that_needs_a_network(monkeypatch):
    """Issue 34: the advice was micropip "where Pyodide's own package index is reachable", which an
    offline classroom site is not; polars has no build for Pyodide on PyPI."""
    from heat_widget.extras import install_hint
    monkeypatch.setattr(sys, "platform", "emscripten")
    hint = install_hint("analysis", ("polars",))
    assert "micropip" not in hint and "index" not in hint
    assert hint.startswith("polars cannot be installed here (no build for a browser)") and "race.table(...)" in hint
    assert install_hint("analysis", ("altair",)) == "run `%pip install altair` in a cell first"


def _slow(view, decision):
    time.sleep(0.05)
    return view.legal_actions[0]


def test_time_limit_where_nothing_can_interrupt_refuses_a_late_answer_after_the_call(monkeypatch):
    """Pyodide has no SIGALRM and cannot start a thread: the call runs to its end, then its answer is
    refused, and the race is left as it was before that decision."""
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr("threading.Thread.start", lambda self: pytest.fail("a thread was started"))
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=7)
    with pytest.raises(StrategyError, match="longer than the time limit of 0.01 s and its answer was refused "
                                            r"\(this platform cannot stop a call"):
        hw.bots.play_bots(race, {"Ana": _slow}, time_limit=0.01)
    assert len(race.timeline) == 1  # the late answer was not played


def test_time_limit_where_nothing_can_interrupt_keeps_timely_races_as_they_are(monkeypatch):
    plain = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=7)
    hw.bots.run_race(plain, {"Ana": hw.bots.heuristic, "Ben": hw.bots.cautious})
    monkeypatch.setattr(sys, "platform", "emscripten")
    timed = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=7)
    hw.bots.run_race(timed, {"Ana": hw.bots.heuristic, "Ben": hw.bots.cautious}, time_limit=5)
    assert timed.to_json() == plain.to_json()


@pytest.mark.parametrize("ask", [{"processes": 2}, {"executor": "pool"}], ids=["processes=2", "a process pool"])
def test_simulate_in_a_browser_refuses_worker_processes_before_any_race(monkeypatch, ask):
    monkeypatch.setattr(sys, "platform", "emscripten")
    pool = None
    if "executor" in ask:
        pool = ask["executor"] = ProcessPoolExecutor(max_workers=1)
    try:
        with pytest.raises(hw.PlatformError, match="cannot start processes. Leave processes out"):
            hw.simulate(track="usa", strategies=["random", "random"], n=2, seed=1, progress=False, **ask)
    finally:
        if pool is not None:
            pool.shutdown()
    results = hw.simulate(track="usa", strategies=["random", "random"], n=2, seed=1, progress=False, processes=1)
    assert len(results) == 4


def test_simulate_seasons_in_a_browser_refuses_worker_processes(monkeypatch):
    monkeypatch.setattr(sys, "platform", "emscripten")
    with pytest.raises(hw.PlatformError, match="simulate_seasons cannot use processes=2"):
        hw.analysis.simulate_seasons(strategies=["random", "random"], n=1, seed=1, processes=2, progress=False)


# Nesting: json overflows Pyodide's stack (a fatal error, the whole interpreter gone) before it raises
# RecursionError, so deep input is measured first and refused alike on every platform.

def _deep(n: int) -> str:
    return "[" * n + "]" * n


def test_a_race_file_nested_past_the_limit_is_refused_before_json_reads_it():
    from heat_widget.engine.nesting import MAX_DEPTH
    text = '{"format": "heat_widget/race", "version": 1, "config": ' + _deep(MAX_DEPTH + 1) + "}"
    with pytest.raises(hw.RaceFileError, match="nested too deep"):
        hw.Race.from_json(text)
    with pytest.raises(hw.RaceFileError, match="nested too deep"):
        hw.Championship.from_json(text.replace("heat_widget/race", "heat_widget/championship"))


def test_brackets_inside_texts_do_not_count_as_nesting():
    from heat_widget.engine.nesting import MAX_DEPTH, text_too_deep
    assert not text_too_deep('["' + "[" * (MAX_DEPTH + 5) + '", "\\"[[", ' + _deep(MAX_DEPTH - 1) + "]")
    assert text_too_deep('["\\"", ' + _deep(MAX_DEPTH) + "]")


def test_a_long_text_with_many_brackets_is_not_too_deep():
    from heat_widget.engine.nesting import MAX_DEPTH, text_too_deep
    assert not text_too_deep(json.dumps({"actions": [["Ana", "gear 2"]] * (10 * MAX_DEPTH)}))


def test_scenario_data_nested_past_the_limit_is_a_scenario_error():
    from heat_widget.engine.nesting import MAX_DEPTH
    deep: list = []
    for _ in range(MAX_DEPTH):
        deep = [deep]
    with pytest.raises(hw.ScenarioError, match="plain data"):
        hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 5, "hand": deep}], seed=1)
    looped: list = []
    looped.append(looped)
    with pytest.raises(hw.ScenarioError, match="plain data"):
        hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 5, "hand": looped}], seed=1)
