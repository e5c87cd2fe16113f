"""Picks among a decision's legal actions that the bots share (the heuristic, the cautious bot, the
coach's reasons): the first of a kind, the largest Cooldown, the discard of every slow card."""
from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ..engine.actions import Action
from ..engine.view import View
from .outlook import CARD_SPEED, HEAT, STRESS


def find(legal: Sequence[Action], kind: str) -> Action | None:
    for a in legal:
        if a.kind == kind:
            return a
    return None


def best_cooldown(legal: Sequence[Action]) -> Action | None:
    best: Action | None = None
    for a in legal:
        if a.kind == "cooldown" and (best is None or cast(int, a.n) > cast(int, best.n)):
            best = a
    return best


_LOW_CARDS: dict[int, frozenset[str]] = {}  # below -> the cards (not Heat, Stress or upgrades) whose Speed is below it


def discard_below(view: View, legal: Sequence[Action], below: int) -> Action | None:
    """The discard of every card whose Speed is below `below` (never Heat or Stress: not allowed)."""
    if below <= 0:
        return find(legal, "discard")
    # upgrades are kept: their symbols are worth more than their printed Speed
    low = _LOW_CARDS.get(below)
    if low is None:
        low = _LOW_CARDS[below] = frozenset(c for c, v in CARD_SPEED.items()
                                            if c not in (HEAT, STRESS) and c[0] != "u" and v < below)
    hand = view.hand
    if low.isdisjoint(hand):  # the usual case: nothing that slow in the hand
        return legal[0]
    want = tuple(c for c in hand if c in low)
    if want:
        target = tuple(sorted(want))
        for a in legal:
            if tuple(sorted(a.cards)) == target:
                return a
    return legal[0]  # "discard" (nothing) is listed first
