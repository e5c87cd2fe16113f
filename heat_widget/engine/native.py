"""Markers for the optional compiled build (.ci/build_compiled.py, mypyc); nothing when interpreted.

This module stays interpreted (NOT_COMPILED in .ci/build_compiled.py), so that the engine needs
nothing beyond the standard library at run time: `trait` and `mypyc_attr` are mypy_extensions'
when it is installed (it comes with mypy, so with every compiled build) and do-nothing stand-ins
otherwise. mypyc reads them from the source when it compiles (it sees mypy_extensions' names, the
type checker resolves the import below); at run time they return the class unchanged either way.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

T = TypeVar("T")

if TYPE_CHECKING:
    from mypy_extensions import mypyc_attr as mypyc_attr, trait as trait
else:
    try:
        from mypy_extensions import mypyc_attr, trait
    except ImportError:  # interpreted, without mypy installed: the markers change nothing
        def trait(cls):
            return cls

        def mypyc_attr(*attrs, **kwattrs):
            return lambda cls: cls


def python_class(cls: T) -> T:
    """Keep `cls` an ordinary Python class in the compiled build (mypyc compiles its methods, the
    class keeps a __dict__ and Python's attribute rules). mypyc turns every class with a decorator
    it does not know into such a class; a native (C) class would refuse what these classes do
    (slots set through object.__setattr__, for one). Returns `cls` itself."""
    return cls
