"""The advanced booklet's modules, each a plug-in in a file of its own.

Where is a module's rule? In its file here: `garage.py` (upgrade cards, their symbols, the draft),
`weather.py` (weather and road-condition tokens, corner and sector modifiers, setup changes).
The Legends module predates this package and lives in engine/legends.py; the Championship is a
layer above Race (engine/championship/: it creates ordinary races with modules and options); its
in-race part, the event card's rule, is `championship.py` here.

A module plugs into a race through general mechanisms only, never a branch of the base round:
- `options`: the keywords it adds to `Race.new` / `Race.scenario` (validated by `check_options`,
  saved in the race's config under "module_options");
- `setup()`: setup changes once the cars have their decks, before the first round;
- `modifiers()`: objects overriding engine/modifiers.py's hooks (corner limits, costs, sectors);
- `after_corners(car)`: rules that act once a car's step 7 is done (a spin-out, a press corner);
- symbol handlers registered in engine/symbols.py (card effects);
- `decisions`: extra decision kinds it owns (e.g. a draft before the race), with their legal
  actions and how to apply them (see `Module.legal` / `Module.apply`).
- hidden information: a decision kind whose answer the other seats may not see yet registers
  how they see it in `engine/view.py`'s SEEN_BY_OTHERS; a private event's public form goes in
  `engine/events.py`'s REDACTED (events are made private with `Event(..., private=True)`); the
  module's secrets join the property test through tests/test_hidden_properties.py's registries.
"""
from __future__ import annotations

import importlib
from typing import Any, ClassVar

from ..errors import UnknownName, UnsupportedRule, one_of

# name -> "file:Class" under this package; a module not listed yet is refused clearly.
REGISTRY: dict[str, str] = {
    "championship": "championship:ChampionshipRace",
    "weather": "weather:Weather",
}
PLANNED = ("garage", "weather", "championship")


class Module:
    """Base class: a module that changes nothing. Subclasses override what they need."""

    name: ClassVar[str] = ""
    options: ClassVar[dict[str, Any]] = {}  # keyword -> default value
    decisions: ClassVar[tuple[str, ...]] = ()  # decision kinds this module owns

    def __init__(self, race, options: dict):
        self.race = race
        self.config = options

    @classmethod
    def check_options(cls, options: dict) -> None:
        """Raise ScenarioError naming a bad option and what is allowed."""

    def setup(self) -> None:
        """Setup changes, once the cars are on the grid with their decks (before round 1)."""

    def modifiers(self) -> list:
        """Modifier objects (engine/modifiers.py) this module adds to the race."""
        return []

    def after_corners(self, car) -> None:
        """Called after a car's step 7 (Check Corners): rules that look at the turn's move and
        corners (a spin-out, a press corner) act here. `race._eliminate(car, why)` takes a car out."""

    def legal(self, car, kind: str) -> list:
        """The legal actions of one of this module's decision kinds."""
        raise NotImplementedError

    def apply(self, car, kind: str, action) -> None:
        """Apply a legal action of one of this module's decision kinds."""
        raise NotImplementedError


def module_class(name: str) -> type[Module]:
    """The class of a module by name; UnsupportedRule for one not implemented yet."""
    where = REGISTRY.get(name)
    if where is None:
        if name in PLANNED:
            raise UnsupportedRule(f"the {name} module is not implemented yet; modules available: "
                                  f"{one_of(['legends', *REGISTRY])}")
        known = dict.fromkeys(["legends", *REGISTRY, *PLANNED])  # a planned module may be registered already
        raise UnknownName(f"unknown module {name!r}; modules are {one_of(known)}")
    file, cls = where.split(":")
    return getattr(importlib.import_module(f"{__name__}.{file}"), cls)
