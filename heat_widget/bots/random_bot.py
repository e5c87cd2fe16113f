"""The random-legal bot: any legal action, uniformly, from a generator seeded per race and car."""
from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine.actions import Action, Decision
from ..engine.championship.season import BuildView
from ..engine.view import View


def random_legal(view: View | BuildView, decision: Decision | None, rng: random.Random | None = None) -> Action:
    """Pick one of the view's legal actions at random."""
    legal: Sequence[Action] = view.legal_actions
    return (rng or random).choice(legal)


try:  # it reads only the legal actions: play_bots may leave the other cars out of its views (runner.py)
    random_legal.reads_cars = False  # type: ignore[attr-defined]  # a function takes attributes at run time
except AttributeError:  # the compiled build: a native function takes no attribute (it gets full views)
    pass
