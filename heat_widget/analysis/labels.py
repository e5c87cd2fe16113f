"""The cars of a batch from its `strategies` argument: each car's name and its strategy's label.

A label is what the results tables show (the `strategy` column): a strategy's registered name, or
the text it was given as, whole. A car named after its strategy takes a name a car may have (at
most 40 characters, different from the others and from every Legend's): a label and a car's name
are different things."""
from __future__ import annotations

from ..bots import STRATEGIES, strategy as _strategy, strategy_name
from ..bots.types import Strategy
from ..engine.errors import BadArgument, shorten
from ..engine.roster import car_name_for
from .types import Strategies, StrategySpec


def resolve_strategies(strategies: Strategies) -> dict[str, Strategy]:
    """{car name: strategy} from a dict {car: strategy or name} or a list of strategies or names
    (cars are then named after their strategies: "heuristic", "random", "random 2", ...)."""
    return resolve_labelled(strategies)[0]


def resolve_labelled(strategies: Strategies) -> tuple[dict[str, Strategy], dict[str, str]]:
    """({car name: strategy}, {car name: label}) as `resolve_strategies` (labels: `_label`); a car
    named after its strategy's text takes a name a car may have (cut to 40 characters, made unique)."""
    if strategies is None:
        raise BadArgument("strategies is required: a list such as ['heuristic', 'random'] or a dict "
                          "{car name: strategy}")
    if isinstance(strategies, (str, bytes)) or callable(strategies):
        strategies = [strategies]
    if not isinstance(strategies, dict) and not hasattr(strategies, "__iter__"):
        raise BadArgument(f"strategies is a list such as ['heuristic', 'random'] or a dict {{car name: strategy}}, "
                          f"not {shorten(strategies)}")
    out: dict[str, Strategy] = {}
    labels: dict[str, str] = {}
    if isinstance(strategies, dict):
        for car, spec in strategies.items():
            if not isinstance(car, str) or not car.strip():
                raise BadArgument(f"car names must be non-empty text, not {shorten(car)}")
            out[car] = _strategy(spec)
            labels[car] = _label(spec, out[car])
    else:
        for spec in strategies:
            s = _strategy(spec)
            label = _label(spec, s)
            name = car_name_for(spec.strip() if isinstance(spec, str) else label, out)
            out[name], labels[name] = s, label
    if not out:
        raise BadArgument("strategies is empty: give at least one player car a strategy")
    return out, labels


def _label(spec: StrategySpec, s: Strategy) -> str:
    """A strategy's label: its registered name ("aggressive" for "heuristic:risk=2"), else the text
    it was given as, whole ("search:samples=4,width=4,horizon=2,most=0"), else its name."""
    name = strategy_name(s)
    return spec.strip() if isinstance(spec, str) and name not in STRATEGIES else name
