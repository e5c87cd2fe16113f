"""The README's two commands (issue 22, item 26): the one that opens the teaching notebook sets up
without building the optional compiled engine (about 5 silent minutes it does not need); the test
command, which CI runs as .ci/run, builds it with `.ci/setup --compiled`, and a build says what it is
doing and how long it takes before it starts. .ci/setup runs here on stand-in tools (no apt, pip,
npm or compiler is called)."""
from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _commands() -> tuple[str, str]:
    """The README's two commands: (set up and open the notebook, set up and run every test)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("## Two commands"):]
    section = section[:section.index("\n## ", 1)]
    notebook, tests = [b.strip() for b in re.findall(r"```bash\n(.*?)```", section, re.S)][:2]
    return notebook, tests


def test_ci_runs_exactly_the_readme_test_command():
    _, tests = _commands()
    lines = [line for line in (ROOT / ".ci" / "run").read_text().splitlines() if line and not line.startswith("#")]
    assert lines[-1] == tests


def test_only_the_test_command_builds_the_compiled_engine():
    notebook, tests = _commands()
    assert notebook.startswith("bash .ci/setup && ") and "--compiled" not in notebook and "jupyter lab" in notebook
    assert tests == "bash .ci/setup --compiled && .venv/bin/python -m pytest"


def _sandbox(tmp_path: Path) -> tuple[Path, dict, Path]:
    """A copy of .ci/setup beside stand-ins: .venv/bin/python and cc, python3 (Python.h found) and
    Chromium that only log how they were called."""
    repo, tools, log = tmp_path / "repo", tmp_path / "bin", tmp_path / "calls.log"
    (repo / ".ci").mkdir(parents=True)
    shutil.copy(ROOT / ".ci" / "setup", repo / ".ci" / "setup")
    (repo / ".venv" / "bin").mkdir(parents=True)
    tools.mkdir()
    for stub in (repo / ".venv" / "bin" / "python", tools / "python3", tools / "cc", tools / "chromium"):
        stub.write_text(f'#!/bin/sh\necho "{stub.parent.name}/{stub.name} $*" >> "{log}"\nexit 0\n')
        stub.chmod(0o755)
    env = {**os.environ, "PATH": f"{tools}{os.pathsep}/usr/bin{os.pathsep}/bin", "CHROMIUM": str(tools / "chromium")}
    return repo, env, log


def test_setup_builds_the_compiled_engine_only_when_asked_and_says_each_step(tmp_path):
    repo, env, log = _sandbox(tmp_path)
    for args, builds in (([], False), (["--compiled"], True)):
        log.write_text("")
        done = subprocess.run(["bash", str(repo / ".ci" / "setup"), *args], env=env, capture_output=True, text=True,
                              timeout=60)
        assert done.returncode == 0, done.stderr
        calls = log.read_text()
        assert "pip install" in calls and ("build_compiled.py --out .compiled" in calls) is builds, calls
        said = done.stdout.splitlines()
        assert said[0].startswith("setup: the package and its dev tools in .venv") and said[-1] == "setup: done"
    done = subprocess.run(["bash", str(repo / ".ci" / "setup"), "--compile" + "d" * 300], env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "usage: bash .ci/setup [--compiled]" in done.stderr
    assert len(done.stderr) < 200


def _build_compiled():
    spec = importlib.util.spec_from_file_location("heat_widget_build_compiled_setup", ROOT / ".ci" / "build_compiled.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_compiled_build_says_what_it_does_and_how_long_it_takes_first(tmp_path, monkeypatch, capsys):
    """Before its silent minutes a build names itself, its purpose and its time; an up-to-date copy
    is skipped without a word. (The wheel is a stand-in here: nothing is compiled.)"""
    build_compiled = _build_compiled()

    def fake_wheel(dist: Path, jobs=None, quiet=True) -> Path:
        assert "about 5 minutes" in capsys.readouterr().out  # said before the build starts
        dist.mkdir(parents=True, exist_ok=True)
        wheel = dist / "heat_widget-0-py3-none-any.whl"
        with zipfile.ZipFile(wheel, "w") as archive:
            archive.writestr("heat_widget/__init__.py", "")
        return wheel

    monkeypatch.setattr(build_compiled, "build_wheel", fake_wheel)
    out = tmp_path / "compiled"
    assert build_compiled.build(out) is True
    assert build_compiled.build(out) is False
    assert capsys.readouterr().out == ""
    said = build_compiled.BUILDING.format(out=out)
    assert "compiled engine" in said and "tests/test_compiled.py" in said and "notebooks do not need it" in said
