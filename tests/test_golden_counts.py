"""Golden counts (python-chess's perft files as the model): seeded random races on the four base
tracks with every module mix, and a Championship race, played to the end by a driver that picks
among the legal actions sorted by text. The number of decisions, the sum of the legal actions'
counts, the event histogram, the standings and a digest of the log must not move unless a rule
changes on purpose; then `python tests/golden.py write` rewrites tests/data/golden_counts.json and
the diff shows what moved. `python tests/golden.py diverge OTHER_CHECKOUT` prints the first
decision where two engines part."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import golden

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = golden._read()


def test_golden_fixture_lists_every_case():
    assert sorted(FIXTURE) == sorted(golden.cases())


@pytest.mark.parametrize("case", golden.cases())
def test_golden_counts_unchanged(case):
    assert golden.counts(case) == FIXTURE[case]


def test_golden_counts_depend_on_the_legal_actions_not_their_order(monkeypatch):
    """The driver sorts the legal actions by text: an engine listing them in another order plays
    the same race."""
    import heat_widget as hw

    real = hw.Race.legal_actions
    monkeypatch.setattr(hw.Race, "legal_actions", lambda self, car: list(reversed(real(self, car))))
    assert golden.counts("italy/garage_weather/1") == FIXTURE["italy/garage_weather/1"]


def test_golden_tools_name_the_first_decision_where_a_changed_engine_parts(tmp_path):
    """A copy of the engine that offers only gears 1-2 where 1-3 are legal (rulebook, 'Shift gears':
    up or down one gear, or two for a Heat) fails `check` and `diverge` names decision 0."""
    shutil.copytree(ROOT / "heat_widget", tmp_path / "heat_widget",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    race_py = tmp_path / "heat_widget" / "engine" / "race.py"
    text = race_py.read_text()
    target = "tuple([GEAR[g] for g in options])"
    assert target in text, "the mutation's target moved: update this test"
    race_py.write_text(text.replace(target, "tuple([GEAR[g] for g in options][:2])"))
    case = "usa/base/1"
    env_path = f"{tmp_path}"
    check = subprocess.run([sys.executable, str(ROOT / "tests" / "golden.py"), "check", case],
                           env={"PYTHONPATH": env_path, "PATH": ""}, capture_output=True, text=True)
    assert check.returncode == 1, check.stdout + check.stderr
    assert "0 of 1 cases unchanged" in check.stdout
    diverge = subprocess.run([sys.executable, str(ROOT / "tests" / "golden.py"), "diverge", env_path, case],
                             env={"PYTHONPATH": str(ROOT), "PATH": ""}, capture_output=True, text=True)
    assert diverge.returncode == 1, diverge.stdout + diverge.stderr
    assert f"{case}: first difference at decision 0" in diverge.stdout
    same = subprocess.run([sys.executable, str(ROOT / "tests" / "golden.py"), "diverge", str(ROOT), case],
                          env={"PYTHONPATH": str(ROOT), "PATH": ""}, capture_output=True, text=True)
    assert same.returncode == 0 and f"{case}: the same" in same.stdout, same.stdout + same.stderr
