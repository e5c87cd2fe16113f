"""The engine is kept mypy-clean (the project's rule; configuration in pyproject.toml [tool.mypy]:
heat_widget/engine, the championship code included)."""
from __future__ import annotations

from pathlib import Path

from mypy import api  # in the [dev] extra

ROOT = Path(__file__).resolve().parent.parent


def test_engine_type_checks_cleanly(monkeypatch, tmp_path):
    """`mypy` on the pyproject.toml configuration reports no error (its output is shown if it does)."""
    monkeypatch.chdir(ROOT)
    stdout, stderr, status = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                                      "--cache-dir", str(tmp_path / "mypy_cache")])
    assert status == 0, f"mypy found errors in heat_widget/engine:\n{stdout}{stderr}"
    assert "Success: no issues found" in stdout, stdout + stderr
