"""The README's classroom commands as written (issue 34 item 1): `classroom/build_site.py --jupyter
.lite/bin/jupyter` names jupyter by a path relative to the folder the teacher is in, and the build
runs jupyter from a temporary folder of its own, so the path is made absolute first (on main before,
the README's command stopped with FileNotFoundError: '.lite/bin/jupyter')."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "classroom"))

from build_site import jupyter_command  # noqa: E402


def readme_build_line() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return next(line for line in text.splitlines() if "classroom/build_site.py" in line and line.startswith(".venv"))


def test_the_readme_s_jupyter_path_is_resolved_from_where_the_teacher_stands(tmp_path, monkeypatch):
    given = re.search(r"--jupyter (\S+)", readme_build_line()).group(1)
    assert given == ".lite/bin/jupyter"
    jupyter = tmp_path / ".lite" / "bin" / "jupyter"
    jupyter.parent.mkdir(parents=True)
    jupyter.write_text("#!/bin/sh\n")
    monkeypatch.chdir(tmp_path)
    resolved = jupyter_command(given)
    assert resolved == str(jupyter.resolve()) and Path(resolved).is_absolute()
    monkeypatch.chdir(ROOT)  # the build runs jupyter elsewhere: the absolute path still names it
    assert Path(resolved).is_file()


def test_a_missing_jupyter_is_a_clear_exit_that_says_how_to_make_it(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit, match=r"--jupyter \.lite/bin/jupyter: no such file .*python3 -m venv \.lite"):
        jupyter_command(".lite/bin/jupyter")
    with pytest.raises(SystemExit, match="not found on PATH"):
        jupyter_command("no-such-jupyter-here")
