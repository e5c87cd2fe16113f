"""The random-legal bot: any legal action, uniformly, from a generator seeded per race and car."""
from __future__ import annotations

import random


def random_legal(view, decision, rng: random.Random | None = None):
    """Pick one of the view's legal actions at random."""
    return (rng or random).choice(view.legal_actions)


random_legal.reads_cars = False  # type: ignore[attr-defined]  # it reads only the legal actions (bots/runner.py)
