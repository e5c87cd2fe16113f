"""Which modules exist, and what every module class declares, for a lookup with no race at hand.

An event's sentence (events.py), a card's symbols (symbols.py), how other seats see a decision
(view.py), a refusal (explain.py) and an action's words (actions.py) may be asked about a module
with no race at hand: they read the module classes' declared parts here (`declared`). This file sits
below all of them and imports no module: each module's file (engine/modules/) is loaded by name
when first asked for, so the modules, and the race table (engine/table.py) they use, stay above.
"""
from __future__ import annotations

import importlib
from typing import Any

from .errors import UnknownName, UnsupportedRule, one_of, shorten

# name -> "file:Class" under engine/modules/; a module not listed yet is refused clearly.
REGISTRY: dict[str, str] = {
    "championship": "championship:ChampionshipRace",
    "garage": "garage:Garage",
    "hazards": "hazards:Hazards",
    "weather": "weather:Weather",
}
PLANNED: tuple[str, ...] = ()  # modules named but not implemented yet (none left)
PACKAGE: str = __name__.rpartition(".")[0] + ".modules"


def registered_class(name: str) -> Any:
    """The class of a module by name (engine/modules/__init__.py `module_class` names its type);
    UnsupportedRule for one not implemented yet, UnknownName for any other name."""
    where = REGISTRY.get(name)
    if where is None:
        if name in PLANNED:
            raise UnsupportedRule(f"the {name} module is not implemented yet; modules available: "
                                  f"{one_of(['legends', *REGISTRY])}")
        known = dict.fromkeys(["legends", *REGISTRY, *PLANNED])  # a planned module may be registered already
        raise UnknownName(f"unknown module {shorten(name)}; modules are {one_of(known)}")
    file, cls = where.split(":")
    return getattr(importlib.import_module(f"{PACKAGE}.{file}"), cls)


def load_all() -> None:
    """Import every registered module (so that the action words they add are known)."""
    for where in REGISTRY.values():
        importlib.import_module(f"{PACKAGE}.{where.split(':')[0]}")


_DECLARED: dict[str, dict[Any, Any]] = {}


def declared(part: str) -> dict[Any, Any]:
    """One declared part of every module class (`texts`, `redacted`, `kind_words`, `symbol_handlers`
    by symbol name, ...) in one dict, for a lookup with no race at hand; made once. Two modules may
    declare the same entry only with the same value (a Championship race plays the Garage's symbols)."""
    hit = _DECLARED.get(part)
    if hit is not None:
        return hit
    out: dict[Any, Any] = {}
    for name in REGISTRY:
        value = getattr(registered_class(name), part)
        items = [(h.name, h) for h in value] if part == "symbol_handlers" else list(value.items())
        for key, entry in items:
            if out.get(key, entry) is not entry:
                raise ValueError(f"two modules declare {part} {key!r} differently")
            out[key] = entry
    _DECLARED[part] = out
    return out
