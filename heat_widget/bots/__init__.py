"""Bots: strategies are functions `strategy(view, decision) -> action` (an Action or its text).

`view` is `race.view(car)`: what that car's player may know, with `view.legal_actions`.
"""
from .random_bot import random_legal
from .runner import play_bots, run_race

__all__ = ["random_legal", "play_bots", "run_race"]
