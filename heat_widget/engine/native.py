"""A marker for the optional compiled build (scripts/build_compiled.py, mypyc); nothing when
interpreted."""
from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


def python_class(cls: T) -> T:
    """Keep `cls` an ordinary Python class in the compiled build (mypyc compiles its methods, the
    class keeps a __dict__ and Python's attribute rules). mypyc turns every class with a decorator
    it does not know into such a class; a native (C) class would refuse what these classes do:
    mixins (Race is made of several), an instance attribute that replaces a method
    (`race._event`), slots set through object.__setattr__. Returns `cls` itself."""
    return cls
