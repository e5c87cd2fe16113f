"""How a race hosts its modules: the phase before the race (modules' decisions such as the Garage's
draft, then the hands are drawn and round 1 begins) and the modules' public state in snapshots.
Mixed into `Race` (engine/race.py), which loads the modules (`_load_modules`).
"""
from __future__ import annotations


from ..native import trait
from ..errors import UnknownName, one_of, shorten
from ..primitives import Primitives
from . import Module


@trait
class ModuleHost(Primitives):
    """The race's side of engine/modules: works on `self._modules`."""

    def _setup_pending(self) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        for module in self._modules:
            out.extend(module.pending())
        return out

    def module(self, name: str) -> Module:
        """The race's module of this name (e.g. "garage"), for its public state."""
        for m in self._modules:
            if m.name == name:
                return m
        raise UnknownName(f"this race has no {shorten(name)} module; its modules: {one_of([m.name for m in self._modules])}")
