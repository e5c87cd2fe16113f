"""Helpers for the hidden-information tests: what can be reached from an observation."""
from __future__ import annotations

import random
import types

import heat_widget as hw
from heat_widget.engine.race import Race
from heat_widget.engine.state import CarSnapshot, CarState, Snapshot

# Objects an observation must never lead to: the race, its state, its random generators.
FORBIDDEN_TYPES = (Race, Snapshot, CarSnapshot, CarState, random.Random, hw.Event)
# Code objects lead anywhere (a closure's cells, a function's globals): an observation holds none.
CODE_TYPES = (types.FunctionType, types.MethodType, types.BuiltinFunctionType, types.CodeType,
              types.FrameType, types.GeneratorType, types.CellType)
ATOMS = (str, int, float, bool, type(None), bytes, type, types.ModuleType)


def reachable(root, stop=(hw.Track,)):
    """Every object reachable from `root` through attributes (slots, __dict__) and container items,
    without going into classes, modules or `stop` types (the board, public and shared by all)."""
    seen: dict[int, object] = {}
    stack = [root]
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen[id(obj)] = obj
        if isinstance(obj, ATOMS) or isinstance(obj, stop) or isinstance(obj, CODE_TYPES):
            continue
        if isinstance(obj, dict):
            stack.extend(obj.keys())
            stack.extend(obj.values())
        elif isinstance(obj, (tuple, list, set, frozenset)):
            stack.extend(obj)
        for cls in type(obj).__mro__:
            slots = cls.__dict__.get("__slots__", ())
            for name in (slots,) if isinstance(slots, str) else slots:
                try:
                    stack.append(getattr(obj, name))
                except AttributeError:
                    pass
        d = getattr(obj, "__dict__", None)
        if isinstance(d, dict):
            stack.append(d)
    return list(seen.values())


def observation_leaks(view, snap, viewer: str) -> list[str]:
    """What `view` (race.view(viewer)) can reach that the seat may not know: race objects, code,
    or the very tuples holding another car's hand or any deck. (Face-down cards are checked by
    content: the engine shares equal card tuples between Actions, so identity proves nothing.)"""
    secret = {}
    for c in snap.cars:
        secret[id(c.deck)] = f"{c.name}'s deck" if c.deck else None
        if c.name != viewer:
            secret[id(c.hand)] = f"{c.name}'s hand" if c.hand else None
    if snap.legends_deck:
        secret[id(snap.legends_deck)] = "the Legends deck"
    # The seat's own legal actions are its own to know; the engine shares equal Action objects
    # between hands (a cache), so a tuple reached through them is not another car's.
    own = {id(x) for x in reachable(getattr(view, "legal_actions", ()))}
    leaks = []
    for obj in reachable(view):
        if id(obj) in own and not isinstance(obj, FORBIDDEN_TYPES + CODE_TYPES):
            continue
        if isinstance(obj, FORBIDDEN_TYPES) or isinstance(obj, CODE_TYPES):
            leaks.append(f"a {type(obj).__name__}")
        elif secret.get(id(obj)):
            leaks.append(secret[id(obj)])
    return leaks
