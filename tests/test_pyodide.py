"""Heat in a browser's Python: the engine, the bots and the widgets under Pyodide, offline.

npm's `pyodide` core (pinned in tests/pyodide/package.json) runs under Node; heat_widget's own wheel,
built here, and the pure wheels of tests/pyodide/requirements.txt are unpacked into its
site-packages (no micropip, no package index). One start of Pyodide runs tests/pyodide/suite.py:
the races, widgets and time limit of tests/pyodide/checks.py, compared here with the same file run
by CPython, then a pytest subset (engine rules, bots, hidden information, errors) on the wheel.
Every http(s) fetch or TCP connection from inside Pyodide is refused and fails the run.

Needs node and what `bash .ci/setup` installs: `npm ci` in tests/pyodide/ and the pure wheels
downloaded into tests/pyodide/wheels/ (`pip download`, at setup time: nothing is fetched here).
"""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HERE = ROOT / "tests" / "pyodide"
WHEELS = HERE / "wheels"
# the pytest subset run inside Pyodide: the engine's rules, the bots, hidden information, errors
SUBSET = ["test_errors.py", "test_hidden_information.py", "test_bots_strategies.py", "test_serialize.py",
          "test_strict_input.py", *sorted(p.name for p in (ROOT / "tests").glob("test_rules_*.py")),
          # builds a 100,000-deep list, and freeing it overflows Pyodide 314's stack (CPython's own
          # deallocation, a fatal error; heat_widget refuses the list first): tests/test_classroom_core.py
          # checks the same refusal 500 deep, and race files 100,000 deep are read here
          "--deselect", "test_strict_input.py::test_nested_scenario_data_is_a_scenario_error"]
SETUP = "run `bash .ci/setup` (it runs `npm ci` in tests/pyodide/ and downloads the pure wheels)"


def _pinned() -> list[str]:
    """The wheels tests/pyodide/requirements.txt pins, as their file names start."""
    names = []
    for line in (HERE / "requirements.txt").read_text().splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, version = line.split("==")
            names.append(f"{re.sub(r'[-.]+', '_', name).lower()}-{version}-")
    return names


@pytest.fixture(scope="module")
def wheels(tmp_path_factory) -> Path:
    if shutil.which("node") is None:
        pytest.fail(f"node is not installed: {SETUP}")
    if not (HERE / "node_modules" / "pyodide" / "pyodide.asm.wasm").is_file():
        pytest.fail(f"tests/pyodide/node_modules has no pyodide: {SETUP}")
    have = [p.name.lower() for p in WHEELS.glob("*.whl")]
    missing = [n for n in _pinned() if not any(h.startswith(n) for h in have)]
    if missing:
        pytest.fail(f"tests/pyodide/wheels/ lacks {', '.join(m.rstrip('-') for m in missing)}: {SETUP}")
    out = tmp_path_factory.mktemp("wheels")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "--disable-pip-version-check", "-w", str(out), str(ROOT)], check=True)
    for name in have:
        shutil.copy(WHEELS / name, out / name)
    return out


def _node(wheels: Path, *args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run(["node", str(HERE / "run.mjs"), "--wheels", str(wheels), *args], cwd=ROOT / "tests",
                          capture_output=True, text=True, timeout=timeout)


def _line(text: str, tag: str):
    found = [line[len(tag) + 1:] for line in text.splitlines() if line.startswith(tag + " ")]
    return found[-1] if found else None


@pytest.fixture(scope="module")
def inside(wheels) -> dict:
    run = _node(wheels, "--mount", ".=/tests", "--cwd", "/tests", "pyodide/suite.py", *SUBSET)
    result = _line(run.stdout, "HEAT_RESULT")
    assert result is not None, f"suite.py failed in Pyodide (status {run.returncode}):\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}"
    return {"status": run.returncode, "result": json.loads(result), "pytest": _line(run.stdout, "HEAT_PYTEST"),
            "network": _line(run.stdout, "HEAT_NETWORK"), "output": run.stdout[-6000:] + run.stderr[-3000:]}


@pytest.fixture(scope="module")
def cpython() -> dict:
    run = subprocess.run([sys.executable, str(HERE / "checks.py")], capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""}, cwd=ROOT)
    return json.loads(_line(run.stdout, "HEAT_RESULT"))


def test_pyodide_runs_the_wheel_in_webassembly(inside):
    assert inside["result"]["platform"] == "emscripten"


def test_races_under_pyodide_equal_cpythons_random_and_heuristic_with_garage_and_weather(inside, cpython):
    assert inside["result"]["races"] == cpython["races"]
    assert len(cpython["races"]) == 7


def test_race_widget_frames_page_and_championship_widget_under_pyodide_equal_cpythons(inside, cpython):
    assert inside["result"]["widgets"] == cpython["widgets"]


def test_time_limit_under_pyodide_refuses_an_answer_that_came_late_and_keeps_a_timely_race(inside, cpython):
    limit = inside["result"]["time limit"]
    assert "took longer than the time limit of 0.01 s and its answer was refused" in limit["overrun"]
    assert "cannot stop a call" in limit["overrun"]
    assert limit["within"] == cpython["time limit"]["within"]
    assert "was stopped" in cpython["time limit"]["overrun"]  # CPython interrupts the call


def test_engine_bot_hidden_information_and_error_tests_pass_inside_pyodide(inside):
    assert inside["pytest"] == "0", inside["output"]


def test_nothing_inside_pyodide_touched_the_network(inside):
    assert inside["network"] is None and inside["status"] == 0, inside["output"]


def test_a_fetch_from_inside_pyodide_is_refused_and_fails_the_run(wheels, tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("from pyodide.http import pyfetch\n"
                     "import pyodide_js\n"
                     "async def main():\n"
                     "    for ask in (lambda: pyfetch('https://example.org/'), lambda: pyodide_js.loadPackage('micropip')):\n"
                     "        try:\n"
                     "            await ask()\n"
                     "        except Exception as e:\n"
                     "            print('refused:', type(e).__name__)\n"
                     "await main()\n")
    run = _node(wheels, str(probe), timeout=300)
    asked = json.loads(_line(run.stdout, "HEAT_NETWORK") or "[]")
    assert run.returncode == 3, run.stdout + run.stderr
    assert any("https://example.org/" in a for a in asked), asked
    assert any("micropip" in a for a in asked), asked  # loadPackage would have gone to Pyodide's CDN
