"""Markers for the optional compiled build (.ci/build_compiled.py, mypyc); nothing when interpreted.

This module stays interpreted (NOT_COMPILED in .ci/build_compiled.py), so that the engine needs
nothing beyond the standard library at run time: `trait` is mypy_extensions' when it is installed
(it comes with mypy, so with every compiled build) and a do-nothing stand-in otherwise. mypyc
reads it from the source when it compiles (it sees mypy_extensions' name, as the type checker
resolves the import below); at run time it returns the class unchanged either way.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mypy_extensions import trait as trait
else:
    try:
        from mypy_extensions import trait
    except ImportError:  # without mypy installed: the marker changes nothing
        def trait(cls):
            return cls

