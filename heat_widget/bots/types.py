"""Types the bots share, for annotations: what a strategy is.

A strategy is any callable `strategy(view, decision) -> action`: the built-in ones (Heuristic,
Cautious, Search, random_legal) and a user's own function. The view is a `View` in a race and a
`BuildView` at a Championship's build step, the decision a `Decision`; a strategy may take a third
parameter (a `random.Random`) and a fourth (a Seat). The answer is an `Action` or its text ("gear 3").
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

from ..engine.actions import Action

# (two parameters, or three with a `random.Random`, or four with a Seat: bots/runner.py play_bots;
# an answer that is not a legal action, None included, is refused there with a StrategyError)
Strategy: TypeAlias = Callable[..., "Action | str | None"]
# A strategy, or a name for one ("heuristic", "heuristic:risk=2": bots.strategy makes it)
StrategySpec: TypeAlias = "Strategy | str"

__all__ = ["Strategy", "StrategySpec"]
