"""The optional compiled build (issue 15: "CI runs the engine tests on both").

The interpreted package is the default and the truth; .ci/build_compiled.py builds the wheel users
install with `HEAT_WIDGET_COMPILE=1 pip install .` (the engine and the bots compiled from the same
source files with mypyc by the build hook .ci/hatch_build.py) and unpacks it into a copy
(.compiled/, built by .ci/setup and rebuilt here only if the sources changed since). These tests run every engine and bot test file
again in a subprocess with that copy first on the path, and check that the compiled modules really
were the ones imported (C extensions from the copy), so a broken build fails, never falls back.
"""
from __future__ import annotations

import ast
import importlib.util
import json
import os
import re
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

pytestmark = pytest.mark.compiled  # `-m "not compiled"` while editing; CI runs them

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
OUT = Path(os.environ.get("HEAT_WIDGET_COMPILED_DIR", ROOT / ".compiled")).resolve()

_spec = importlib.util.spec_from_file_location("build_compiled", ROOT / ".ci" / "build_compiled.py")
build_compiled = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build_compiled)

# A test file runs on the compiled build when it tests the engine or the bots (it imports the engine's
# test helpers, an engine or bot module, or is named below) and imports nothing else but the standard
# library, pytest and hypothesis (the widget, analysis, notebooks and front-end are plain Python in
# either build, and are tested once).
# (season_equivalence: the tests' own helper, which imports heat_widget and its bots)
ALLOWED_IMPORTS = re.compile(
    r"^(heat_widget(\.engine(\..*)?|\.bots(\..*)?)?|engine_helpers|season_equivalence|pytest|hypothesis(\..*)?)$")
ENGINE_IMPORTS = re.compile(r"^(heat_widget\.(engine|bots)(\..*)?|engine_helpers)$")
ALSO_ENGINE = {"test_view.py"}  # imports only heat_widget
NOT_HERE = {"test_compiled.py", "test_engine_types.py"}
# Tests that replace an engine function with monkeypatch: compiled modules call each other's functions
# directly, so the replacement cannot reach them (these run on the interpreted build only).
PATCHING_TESTS = ["test_championship.py::test_championship_refuses_a_part_whose_module_is_missing"]


def engine_test_files() -> list[str]:
    """The engine and bot test files (names in tests/), chosen by what they import."""
    stdlib = sys.stdlib_module_names
    out = []
    for path in sorted(TESTS.glob("test_*.py")):
        if path.name in NOT_HERE:
            continue
        names = set()
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
        engine = path.name in ALSO_ENGINE or any(ENGINE_IMPORTS.match(n) for n in names)
        if engine and all(n.split(".")[0] in stdlib or ALLOWED_IMPORTS.match(n) for n in names):
            out.append(path.name)
    return out


def _env(out: Path) -> dict:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(out), str(TESTS)])
    env["HEAT_WIDGET_COMPILED_DIR"] = str(out)
    env["HEAT_WIDGET_COMPILED_MODULES"] = ",".join(build_compiled.compiled_modules())
    return env


@pytest.fixture(scope="module")
def compiled() -> Path:
    """The compiled copy (the unpacked wheel), (re)built if missing or older than the sources (a few minutes)."""
    build_compiled.build(OUT)
    return OUT


def test_engine_and_bot_test_files_are_chosen():
    """The selection finds the rules' and the bots' tests and leaves out the widget's and analysis'."""
    files = engine_test_files()
    for name in ("test_rules_move.py", "test_properties.py", "test_bots_strategies.py", "test_garage_bots.py",
                 "test_weather_effects.py", "test_serialize.py"):
        assert name in files
    for name in ("test_widget.py", "test_analysis_simulate.py", "test_notebooks.py"):
        assert name not in files


def test_compiled_build_compiles_the_engine_and_bots_only_where_meant(compiled):
    """Every module build_compiled.py lists comes from a C extension in the copy; errors.py (its
    exceptions inherit builtin ones) and the packages' __init__ stay plain Python."""
    modules = build_compiled.compiled_modules()
    assert "heat_widget.engine.rules" in modules and "heat_widget.bots.strategies" in modules
    probe = ("import importlib, json, sys; names = sys.argv[1:]; "
             "print(json.dumps({n: importlib.import_module(n).__file__ for n in names}))")
    plain = ["heat_widget", "heat_widget.engine", "heat_widget.engine.errors", "heat_widget.bots.deadline"]
    done = subprocess.run([sys.executable, "-P", "-c", probe, *modules, *plain], env=_env(compiled),
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    files = json.loads(done.stdout)
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    for name in modules:
        assert files[name].endswith(suffix) and Path(files[name]).resolve().is_relative_to(compiled), (name, files[name])
    for name in plain:
        assert files[name].endswith(".py") and Path(files[name]).resolve().is_relative_to(compiled), (name, files[name])


def test_the_check_refuses_an_interpreted_package(tmp_path):
    """compiled_check.py stops a run whose modules are plain Python (a build that fell back)."""
    env = _env(ROOT)  # the interpreted package in place of a compiled copy
    done = subprocess.run([sys.executable, "-P", "-m", "pytest", "-p", "compiled_check", "-p", "no:cacheprovider",
                           "--collect-only", "-q", str(TESTS / "test_rules_shift.py")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode != 0
    assert "not imported from the compiled copy" in done.stdout + done.stderr


def test_engine_and_bot_tests_pass_on_the_compiled_build(compiled):
    """The engine and bot test files, run with the compiled copy first on the path (`-P`: neither
    the working directory nor a script's folder ahead of it), all pass."""
    files = [str(TESTS / name) for name in engine_test_files()]
    deselect = [arg for test in PATCHING_TESTS for arg in ("--deselect", f"tests/{test}")]
    done = subprocess.run([sys.executable, "-P", "-m", "pytest", "-p", "compiled_check", "-p", "no:cacheprovider",
                           "-q", "-m", "not browser", *deselect, *files],
                          cwd=ROOT, env=_env(compiled), capture_output=True, text=True, timeout=3600)
    tail = (done.stdout + done.stderr)[-6000:]
    assert done.returncode == 0, tail
    assert "heat_widget compiled build:" in done.stdout, tail
    summary = done.stdout.strip().splitlines()[-1]
    assert re.search(r"\d+ passed", summary) and "failed" not in summary and "error" not in summary, tail
