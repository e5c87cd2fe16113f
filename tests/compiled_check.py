"""A pytest plugin for runs against the compiled build (`-p compiled_check`, see test_compiled.py).

Before any test runs it checks that every module .ci/build_compiled.py compiles was imported from
a C extension inside the compiled copy (HEAT_WIDGET_COMPILED_DIR), so that a broken or missing
build fails the run instead of falling back to the interpreted package.
"""
from __future__ import annotations

import importlib
import os
import sysconfig
from pathlib import Path

import pytest


def compiled_files(out: Path, modules: list[str]) -> dict[str, str]:
    """Each module's __file__; raises pytest.UsageError naming those not compiled or not from `out`."""
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    files, wrong = {}, []
    for name in modules:
        path = Path(importlib.import_module(name).__file__ or "").resolve()
        files[name] = str(path)
        if not path.name.endswith(suffix) or out not in path.parents:
            wrong.append(f"{name} from {path}")
    if wrong:
        raise pytest.UsageError("not imported from the compiled copy in " + str(out) + ": " + ", ".join(wrong))
    return files


def pytest_configure(config) -> None:
    out = Path(os.environ["HEAT_WIDGET_COMPILED_DIR"]).resolve()
    modules = os.environ["HEAT_WIDGET_COMPILED_MODULES"].split(",")
    config._heat_widget_compiled = compiled_files(out, modules)


def pytest_terminal_summary(terminalreporter, exitstatus, config) -> None:
    files = config._heat_widget_compiled
    terminalreporter.write_line(f"heat_widget compiled build: {len(files)} modules from C extensions, "
                                f"e.g. {next(iter(files.values()))}")
