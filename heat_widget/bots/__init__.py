"""Bots: strategies that drive cars.

A strategy is any callable `strategy(view, decision) -> action`:

- `view` is `race.view(car)`: what that car's player may know (its own hand, every car's public
  state, the track), with `view.legal_actions`, `view.corners_ahead(n)` and `view.spaces_to_finish()`.
  `view.me` is the car itself; `view.cars` lists every car as this seat sees it (read
  `view.car_count` when only the number of cars matters). A view is built from what the car may
  know and leads to nothing more: no other hand, no deck order, no gear another car chose while
  this one still has to choose, no face-down card (README, "What each seat can see").
- `decision` is the pending `Decision` (`.car`, `.kind`: "gear", "play", "react", "slipstream",
  "discard").
- the answer is one of `view.legal_actions` or its text ("gear 3", "play 4 3 S", "boost", ...).

A strategy that takes a third parameter gets a `random.Random` for its own draws, seeded from the
race, so races stay reproducible. A strategy that never reads `view.cars` may say so with an
attribute `reads_cars = False` (`cautious` and `random` do): `play_bots` then makes its views without
the other cars' table, which is most of the work of a view, and `view.cars` raises ViewError there;
one that reads it at some decisions only has `wants_cars(decision, track)` (the heuristic: at its gear,
cards and React on a board with a chicane, bots/slip_plan.py and slip_react.py), and gets the table there only.
Write strategies as `def` functions or classes at module level (or in a notebook cell) so
`hw.simulate(..., processes=2)` can send them to other processes.

    def always_fourth(view, decision):
        if decision.kind == "gear" and "gear 4" in view.legal_actions:
            return "gear 4"
        return hw.bots.heuristic(view, decision)

Shipped: `random_legal`, `Heuristic(risk=1, cool_below=0, ...)`, `Cautious(margin=0, ...)`,
`Search(samples=8, width=6, horizon=3, ...)` (bots/search.py: determinized lookahead over the
heuristic's plans), and the names "random", "heuristic", "cautious", "aggressive", "search" for
`hw.simulate` and `heat-sim` ("search:samples=4,width=4" and the like).

The coach: `heuristic.advise(view, decision)` (any Heuristic or Cautious) returns an
`Advice(action, reason, strategy)`: what it would play and a one-line reason in a player's words,
worked out from its own computation (bots/reasons.py). `RaceWidget(..., coach=True)` shows it.
"""
from __future__ import annotations

from typing import Any

from ..engine.errors import BadArgument, UnknownName, shorten
from .reasons import Advice
from .cautious import Cautious
from .strategies import Heuristic
from .random_bot import random_legal
from .search import Search
from .errors import StrategyError
from .runner import play_bots, run_race
from .types import Strategy

heuristic = Heuristic()
cautious = Cautious()
aggressive = Heuristic(risk=2.0)

#: Strategies by name (what `hw.simulate` and the `heat-sim` command accept).
STRATEGIES: dict[str, Strategy] = {
    "random": random_legal,
    "heuristic": heuristic,
    "cautious": cautious,
    "aggressive": aggressive,
    "search": Search(),  # (not a name of this package: bots.search is the module)
}

# Classes whose parameters can be given in a name: "heuristic:risk=2,cool_below=4".
_FAMILIES: dict[str, type[Heuristic] | type[Cautious]] = {"heuristic": Heuristic, "aggressive": Heuristic,
                                                          "cautious": Cautious, "search": Search}
_PRESETS: dict[str, dict[str, Any]] = {"aggressive": {"risk": 2.0}}


def strategy(spec: str | Strategy) -> Strategy:
    """The strategy for a name ("heuristic", "heuristic:risk=2,cool_below=4") or a callable (returned
    as it is). Unknown names raise `UnknownName` listing the known ones."""
    if callable(spec):
        return spec
    if not isinstance(spec, str):
        raise BadArgument(f"a strategy is a name ({', '.join(STRATEGIES)}) or a function "
                        f"f(view, decision) -> action, not {type(spec).__name__}")
    name, _, args = spec.strip().partition(":")
    name = name.strip().lower()
    if name not in STRATEGIES:
        raise UnknownName(f"unknown strategy {shorten(spec)}; strategies are {', '.join(STRATEGIES)} "
                          f"(or your own function f(view, decision) -> action)")
    if not args.strip():
        return STRATEGIES[name]
    family = _FAMILIES.get(name)
    if family is None:
        raise BadArgument(f"strategy {name!r} takes no parameters (got {shorten(spec)})")
    params: dict[str, Any] = dict(_PRESETS.get(name, {}))  # values as typed: a wrong one raises below
    for item in args.split(","):
        key, eq, value = item.partition("=")
        key = key.strip()
        if not eq or not key:
            raise BadArgument(f"strategy parameters are written name=value, as in 'heuristic:risk=2' (got {shorten(spec)})")
        params[key] = _number(value.strip())
    unknown = [key for key in params if key not in family._params]
    if unknown:
        known = ", ".join(family._params)
        raise BadArgument(f"unknown parameter {shorten(unknown[0])} in {shorten(spec)}; {family.__name__} takes {known}")
    try:
        return family(**params)
    except BadArgument:
        raise
    except TypeError as e:  # compiled (mypyc): a typed parameter given another kind of number
        raise BadArgument(f"a parameter of {shorten(spec)} has the wrong kind of value ({e}): whole numbers "
                          f"for counts, numbers for weights, true/false for switches") from None


def strategy_name(strategy_: Strategy) -> str:
    """A short label for a strategy: its registered name, its repr for parametrised bots, or the
    function's name."""
    for name, s in STRATEGIES.items():
        if s is strategy_ or s == strategy_:
            return name
    if isinstance(strategy_, (Heuristic, Cautious)):
        return repr(strategy_)
    return getattr(strategy_, "__name__", None) or type(strategy_).__name__


def _number(text: str) -> bool | int | float:
    low = text.lower()
    if low in ("true", "yes"):
        return True
    if low in ("false", "no"):
        return False
    try:
        return int(text)
    except ValueError:
        try:
            number = float(text)
            if number != number or number in (float("inf"), float("-inf")):
                raise ValueError(text)
            return number
        except ValueError:
            raise BadArgument(f"strategy parameter values are numbers or true/false, not {shorten(text)}") from None


__all__ = ["Advice", "Cautious", "Heuristic", "STRATEGIES", "Search", "StrategyError", "aggressive", "cautious", "heuristic",
           "play_bots", "random_legal", "run_race", "strategy", "strategy_name"]
