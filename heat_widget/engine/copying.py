"""`race.copy()`: the present of a race, without its history (DESIGN: facts, record, caches).

A copy is a new batch race (as `record=False`) holding the race's facts as they are now: the cars
and their piles, the round, phase, turn order and pending step, the Legends deck, the modules'
state and the seed (whose streams are counters kept in the facts: engine/streams.py). It shares
nothing mutable with the race it was taken from, so either may go on without the other noticing,
and from then on, given the same decisions, both do exactly the same (tests/test_race_copy.py).

Left behind: the record (timeline, events, log, listeners, annotations, event callbacks) and the
caches (pending, legal actions, views, snapshots, the index by name, the modules' hooks), which the
copy makes again from its facts as it needs them: it copies the facts and nothing else.
Its `log` starts empty; a copy cannot be replayed (`timeline`, `events`, `replay`, `fork`,
`to_json` refuse it with a ScenarioError): it has no history to replay. This is the base of
search (bots/search.py); engine/determinize.py draws one seat's hidden cards anew in a copy.
"""
from __future__ import annotations

import copy as _copy
import weakref
from collections import Counter
from typing import Any

from .errors import ScenarioError

#: the config key that marks a copy (read by `refuse_history`)
COPIED = "copied"


def copy_race(race: Any) -> Any:  # a Race (race.py imports this module: naming Race would close a circle)
    """A new batch race with `race`'s present facts (engine/race_state.py FACT_FIELDS), each its own,
    and nothing of its record or caches: the caches are made again from the facts as they are asked
    for (engine/caches.py)."""
    config = _copy.deepcopy(race._config)
    config[COPIED] = True
    new = type(race)(_config=config, record=False)  # every field as a race that has done nothing
    new._record.language = [race._record.language[0]]  # (presentation: a copy speaks as its race)
    # the facts, in FACT_FIELDS' order; immutable ones shared (tests/test_race_fields.py checks every one)
    new.seed = race.seed
    new.options = race.options  # a frozen dataclass
    new._readings = race._readings
    new._track = race._track
    new._spaces = race._spaces
    new._laps = race._laps
    new._modifiers = list(race._modifiers)  # modifiers keep no state (engine/modifiers.py)
    new._modules = [_copy_module(m, new) for m in race._modules]  # each with its own containers
    new._round = race._round
    new._phase = race._phase
    new._active = race._active
    new._step = race._step
    new._order = list(race._order)
    new._turn = race._turn
    new._adrenaline = set(race._adrenaline)
    new._finished_count = race._finished_count
    new._legends_deck = list(race._legends_deck)
    new._legends_shuffles = race._legends_shuffles
    new._legends_card = race._legends_card
    # the cars: each slot holds an int, a str, a tuple, a frozenset or an immutable record
    new._cars = [_copy.copy(c) for c in race._cars]
    new._places_order = race._places_order
    new._card_symbols = race._card_symbols
    return new


def _copy_module(module: Any, race: Any) -> Any:
    """A module's copy: its own lists, dicts, sets and Counters (and theirs), the rest shared as
    immutable (event cards, weather tokens, modifiers that keep no state), `race` the new race."""
    native = [name for cls in type(module).__mro__ for name in getattr(cls, "__mypyc_attrs__", ())
              if name not in ("race", "__dict__", "__weakref__")]
    own = getattr(module, "__dict__", None)
    if not native:  # interpreted: the same object made without running its set-up again
        new = _copy.copy(module)
        names = [name for name in (own or ()) if name != "race"]
    else:  # compiled (mypyc): a native class's __new__ asks for its __init__'s arguments, so copy cannot
        new = type(module)(race, module.config)  # make one; its set-up runs, then every field is replaced
        names = native + [name for name in (own or ()) if name not in native and name != "race"]
    for name in names:
        setattr(new, name, _own(getattr(module, name)))
    try:
        new.race = weakref.proxy(race)  # as Module.__init__ (engine/modules/__init__.py)
    except TypeError:  # a compiled Race has no weak references
        new.race = race
    return new


def _own(value: Any) -> Any:
    """`value` with every list, dict, set and Counter in it copied."""
    kind = type(value)
    if kind is list:
        return [_own(v) for v in value]
    if kind is dict:
        return {k: _own(v) for k, v in value.items()}
    if kind is set:
        return set(value)
    if kind is Counter:
        return Counter(value)
    return value


def refuse_history(race: Any, what: str) -> None:
    """ScenarioError if `race` is a copy: it has no history to replay or save."""
    if race._config.get(COPIED):
        raise ScenarioError(f"a copy of a race (race.copy(), or a determinized sample) keeps only its present: "
                            f"it has no {what}; ask the race it was taken from")
