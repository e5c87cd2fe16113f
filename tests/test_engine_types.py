"""The engine, the analysis package, the charts and the widgets are kept mypy-clean (the project's
rule; configuration in pyproject.toml [tool.mypy]: heat_widget/engine, the championship code
included, heat_widget/analysis, charts.py and the widgets' folder, heat_widget/widget)."""
from __future__ import annotations

import tomllib
from pathlib import Path

from mypy import api  # in the [dev] extra

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("heat_widget/engine", "heat_widget/bots", "heat_widget/analysis", "heat_widget/charts.py", "heat_widget/batch_charts.py",
           "heat_widget/widget")


def test_engine_type_checks_cleanly(monkeypatch, tmp_path):
    """`mypy` on the pyproject.toml configuration reports no error (its output is shown if it does)."""
    monkeypatch.chdir(ROOT)
    stdout, stderr, status = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                                      "--cache-dir", str(tmp_path / "mypy_cache")])
    assert status == 0, f"mypy found errors:\n{stdout}{stderr}"
    assert "Success: no issues found" in stdout, stdout + stderr


def test_the_type_check_covers_the_engine_analysis_charts_and_widgets():
    """The configuration checks every one of those files, excludes none of them (the championship
    code was once excluded "while being rewritten") and silences none of them."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mypy"]
    assert set(CHECKED) <= set(config["files"])
    assert "exclude" not in config
    silenced = {m for o in config.get("overrides", []) for m in o.get("module", [])
                if o.get("follow_imports") == "silent" or o.get("ignore_errors")}
    for path in CHECKED:
        module = path.removesuffix(".py").replace("/", ".")
        assert not any(module == m or (m.endswith(".*") and module.startswith(m[:-2])) for m in silenced), module


def test_the_type_check_reads_the_bodies_of_unannotated_functions():
    """mypy's default skips the bodies of functions without annotations: the configuration asks for
    them (check_untyped_defs), so a helper without a signature is still checked."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mypy"]
    assert config.get("check_untyped_defs") is True


def test_race_slots_are_the_attributes_race_state_declares():
    """Race's __slots__ (RACE_FIELDS) name exactly the attributes RaceState annotates, and a race
    played to the end with modules keeps every attribute in them (nothing in an instance dict)."""
    import heat_widget as hw
    from heat_widget.bots import heuristic
    from heat_widget.engine.race_state import RACE_FIELDS, RaceState

    assert sorted(RACE_FIELDS) == sorted(RaceState.__annotations__)
    assert len(set(RACE_FIELDS)) == len(RACE_FIELDS)
    for modules in ([], ["garage"], ["weather"]):
        race = hw.Race.new(track="usa", players=["A", "B"], legends=1, seed=3, modules=modules, record=False)
        hw.bots.run_race(race, {"A": heuristic, "B": heuristic})
        race.timeline  # noqa: B018 - the rebuild by replay sets every attribute again
        assert not getattr(race, "__dict__", None)
        assert all(hasattr(race, name) for name in RACE_FIELDS)
