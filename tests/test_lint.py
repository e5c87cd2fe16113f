"""Lint: no unused import, undefined name or syntax error in the package, the tests, CI's scripts
or the notebooks (ruff with pyflakes' checks; the rules are in pyproject.toml [tool.ruff.lint])."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_sources_have_no_unused_imports_or_undefined_names():
    done = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "heat_widget", "tests", ".ci", "notebooks"],
                          cwd=ROOT, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
