"""What React may still add to a Speed, for the heuristic's plan on a board with a chicane (issue 32).

The heuristic (bots/strategies.py) chooses its gear and cards by the value of the Speed they give,
and only at React decides on Adrenaline (+1 Speed for the last car, rules: Adrenaline) and a Boost
(1 Heat, one more card flipped, rules: Boost). On a board with a chicane that undervalues a play: a
chicane's two lines each charge their excess (reference/expansions_as_implemented_by_bga.md section
3, "each line is its own corner"), so the exact Speed decides whether a move clears both lines for
free (Mexico 14+19 at Speed 7 from 13 or 14, 50+51 at Speed 2 from 50), and the Legends, crossing
a pair free with their diamond (section 3, "Legends at chicanes"), gain there every lap. A 6 with
Adrenaline to come is a 7, and a play short of a straight's end may be Boosted to it.

Measured (3 cars, 1 heuristic + 2 Legends, seeds 101 and 202, 2,400 races each, wins): Mexico 979
-> 1,065, Nederland 452 -> 469, Japan 1,594 -> 1,698, España 2,014 -> 2,113 (Adrenaline alone:
Mexico 1,018; the Boost alone 987). The same options in the next rounds' prospects (outlook.py
_potential) did not help (Japan 1,651), so they stay out. Boards without a chicane play as before.
"""
from __future__ import annotations

from collections.abc import Callable

from ..engine.view import CarView, View
from .outlook import _CHICANES, CornerTable, flip_distribution

BOOST_FLIP = flip_distribution(1)  # a Boost flips until one Speed card: 1-4, equally likely
# React's options a plan counts, as bits (strategies.py keys its situations by them): Adrenaline's +1
# (this car will be last), a Boost (the strategy Boosts). 0, the default: none (the search's own plans)
ADRENALINE = 1
BOOST = 2


def with_react(plain: Callable[[int], float], speed: int, adrenaline: bool,
               boosted: Callable[[int], float] | None, boost_cost: float) -> float:
    """The value of a play at `speed` counting what React may add to it, the best of: as it is
    (`plain(speed)`), with Adrenaline's +1 (`adrenaline`: this car will move last), and Boosted
    (`boosted(s)`: Speed s with the Boost's Heat already out of the Engine, less `boost_cost`, that
    Heat's worth; None: no Heat to pay for one). Either is a choice at React, never forced."""
    value = plain(speed)
    if adrenaline:
        up = plain(speed + 1)
        if up > value:
            value = up
    if boosted is not None:
        b = -boost_cost
        for extra, p in BOOST_FLIP:
            b += p * boosted(speed + extra)
        if b > value:
            value = b
    return value


def _likely_adrenaline(view: View) -> bool:
    """The last car (last two with 5+ cars) gets Adrenaline; judged from the current order (the
    order Adrenaline is given by: no car moves between choosing cards and the turns)."""
    count = view.car_count
    me: CarView = view.me
    return me.place > count - (2 if count >= 5 else 1)


def react_options(view: View, table: CornerTable, boost: bool) -> int:
    """React's options a play's value counts (ADRENALINE | BOOST; the situations' memos are keyed by
    it): Adrenaline's +1 when this car will be offered it, a Boost when the strategy Boosts (`boost`).
    Only boards with a chicane count them (strategies.py _Situation.two)."""
    return ((ADRENALINE if _likely_adrenaline(view) else 0) | (BOOST if boost else 0)) if id(table) in _CHICANES else 0
