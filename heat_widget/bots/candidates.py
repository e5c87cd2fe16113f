"""The heuristic's best plans at a planning decision, best first (moved out of search.py): the search
(bots/search.py) plays them out, as does the heuristic's complex planner (bots/complex_plan.py).
"""
from __future__ import annotations

from typing import Protocol, TypeAlias

from ..engine.actions import Action
from ..engine.view import View
from .outlook import GEAR_COOLDOWN, HEAT, PlayClass, flooded_at, heat_cost, play_classes, plays_by_class, shift_heat, view_table
from .react_plan import _likely_adrenaline, react_options
from .situation import _situation, cool_value

# A plan: the action now and the kind of play planned with it (bots/outlook.py play_class; None at
# a React or slipstream decision)
Plan: TypeAlias = tuple[Action, PlayClass | None]


class Valuer(Protocol):
    """What the plans are valued with: the heuristic's parameters (bots/strategies.py Heuristic)."""

    boost: bool
    spin_cost: float
    cool_below: int

    def heat_weight(self, view: View) -> float: ...


def plan_candidates(h: Valuer, view: View, kind: str, width: int, gears: bool) -> list[Plan]:
    """The heuristic's `width` best plans, best first: (the action now, the play class planned),
    valued as Heuristic.gear values them (a gear's best play, its Cooldown, the Heat of a shift);
    with `gears`, every legal gear's best plan is among them."""
    me = view.me
    hand = tuple(sorted(view.hand))
    table, d, w = view_table(view), me.distance, h.heat_weight(view)
    react = react_options(view, table, h.boost)  # on a chicane board, as the heuristic values a Speed
    legal = view.legal_actions
    scored: list[tuple[float, Action, PlayClass]] = []
    if kind == "gear":
        heat = hand.count(HEAT)
        extra = 1 if heat and _likely_adrenaline(view) else 0
        gear_now = me.gear
        assert gear_now is not None  # a car choosing its gear has one
        flooded = flooded_at(table, d)  # a down-shift from a flood costs 1 Heat more
        for a in legal:
            g = a.n
            assert g is not None  # a gear action carries its gear
            shift = shift_heat(gear_now, g, flooded)
            sit = _situation(table, d, g, me.engine - shift, w, h.spin_cost, react)
            bonus = ((cool_value(me.engine - shift, min(GEAR_COOLDOWN.get(g, 0) + extra, heat), w, h.cool_below)
                      if heat else 0.0) - heat_cost(me.engine, shift, w))
            for cls in play_classes(hand, g):
                scored.append((sit.play(cls) + bonus, a, cls))
    else:  # a play decision of its own (Tournament mode: the number of cards is the gear)
        by_count: dict[int, list[Action]] = {}
        for a in legal:
            by_count.setdefault(len(a.cards), []).append(a)
        for k, plays in by_count.items():
            sit = _situation(table, d, k, me.engine, w, h.spin_cost, react)
            for cls, a in plays_by_class(tuple(plays)).items():
                scored.append((sit.play(cls), a, cls))
    scored.sort(key=lambda x: -x[0])  # stable: the heuristic's order among equals
    if gears and kind == "gear":
        return every_gear(scored, width)
    return [(a, cls) for _, a, cls in scored[:width]]


def every_gear(scored: list[tuple[float, Action, PlayClass]], width: int) -> list[Plan]:
    """Of (value, gear action, kind of play) sorted best first: every gear's best plan, then the next
    best up to `width` in all, best first."""
    firsts: dict[Action, tuple[float, Action, PlayClass]] = {}
    for x in scored:
        firsts.setdefault(x[1], x)
    chosen = list(firsts.values())
    chosen += [x for x in scored if x not in chosen][:max(width - len(chosen), 0)]
    chosen.sort(key=lambda x: -x[0])
    return [(a, cls) for _, a, cls in chosen]
