"""The bots' own error.

In a file of its own because it inherits `RuntimeError`: the compiled build
(.ci/build_compiled.py) cannot compile classes that inherit builtin exceptions other than
Exception, so this module stays plain Python there.
"""
from __future__ import annotations


class StrategyError(RuntimeError):
    """A strategy returned an illegal action or raised; names the race, car and decision."""
