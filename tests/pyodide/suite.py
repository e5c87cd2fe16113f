"""What tests/test_pyodide.py runs inside Pyodide, in one start: checks.py's races, widgets and time
limit (HEAT_RESULT), then a pytest subset on the unpacked wheel (HEAT_PYTEST <exit status>).

    node tests/pyodide/run.mjs --wheels DIR --mount tests=/tests --cwd /tests pyodide/suite.py FILE...
"""
from __future__ import annotations

import os
import sys

import checks  # beside this file

import heat_widget

# the package under test is the wheel unpacked into site-packages, never a copy of the sources
assert "site-packages" in heat_widget.__file__, heat_widget.__file__
checks.main([])

import pytest  # noqa: E402

status = pytest.main(["-q", "-p", "no:cacheprovider", "-o", "addopts=", "-W", "ignore::pytest.PytestUnknownMarkWarning",
                      "--rootdir", os.getcwd(), *sys.argv[1:]])
print(f"HEAT_PYTEST {int(status)}", flush=True)
