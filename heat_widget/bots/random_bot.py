"""The random-legal bot: any legal action, uniformly, from a generator seeded per race and car."""
from __future__ import annotations

import random


def random_legal(view, decision, rng: random.Random | None = None):
    """Pick one of the view's legal actions at random."""
    return (rng or random).choice(view.legal_actions)


try:  # it reads only the legal actions: play_bots may leave the other cars out of its views (runner.py)
    random_legal.reads_cars = False  # type: ignore[attr-defined]
except AttributeError:  # the compiled build: a native function takes no attribute (it gets full views)
    pass
