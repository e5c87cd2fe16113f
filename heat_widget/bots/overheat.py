"""A corner's limit under an Overheat road token (Weather module), for the bots' Heat sums.

In a file of its own because it inherits `int`: the compiled build (.ci/build_compiled.py) cannot
compile classes that inherit builtin types, so this module stays plain Python there.
"""
from __future__ import annotations


class OverheatLimit(int):
    """A corner's limit where an Overheat road token lies: `speed - limit` (the Heat owed when
    over the limit) counts the extra Heat, so every Heat sum over (k, limit) pairs includes it."""

    __slots__ = ()

    def __rsub__(self, other: int) -> int:  # int - OverheatLimit: Python tries this first (a subclass of int)
        return int(other) - int(self) + 1
