"""`Cautious`: never goes into a corner faster than its limit when it can help it (a plain, picklable,
deterministic strategy, like `Heuristic` in bots/strategies.py)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ..engine.actions import Action
from ..engine.errors import BadArgument, shorten
from ..engine.view import View
from .garage_play import garage_react
from .outlook import (GEAR_COOLDOWN, Corners, PlayClass, corners_from, flip_distribution, flooded_at, heat_owed, number,
                      play_class, play_classes, slipstream_spaces, turn_start, view_table)
from .outlook import shift_heat as shift_cost  # (not the `shift_heat` parameter)
from .legal_picks import best_cooldown as _best_cooldown, find as _find
from .strategies import _Strategy


class Cautious(_Strategy):
    """Never goes into a corner faster than its limit when it can help it, and keeps Heat for Boosts.

    margin:        spaces kept between the car and a corner line it does not mean to cross.
    boost_reserve: Boost only with more than this many Heat in the Engine, and only where the
                   Boost cannot carry the car over a corner above its limit.
    shift_heat:    whether it may pay 1 Heat to shift two gears at once.
    draft_speed:   Garage draft: how much a card's Speed counts against its symbols (bots/garage_play.py).

    It also avoids gears that would leave it, next round, too fast for the corner ahead.
    """

    name = "cautious"
    _params: ClassVar[tuple[str, ...]] = ("margin", "boost_reserve", "shift_heat", "draft_speed")

    def heat_weight(self, view: View) -> float:
        return 3.0  # Heat at corners is what it avoids

    def __init__(self, margin: int = 0, boost_reserve: int = 2, shift_heat: bool = True, draft_speed: float = 1.0) -> None:
        # a margin below a Speed Limit, Heat kept back: whole numbers an Engine could hold
        for name, value in (("margin", margin), ("boost_reserve", boost_reserve)):
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 12:
                raise BadArgument(f"{name} must be a whole number from 0 to 12, not {shorten(value)}")
        if not isinstance(shift_heat, bool):
            raise BadArgument(f"shift_heat must be True or False, not {shorten(shift_heat)}")
        if isinstance(draft_speed, bool) or not isinstance(draft_speed, (int, float)) or not 0 <= draft_speed <= 100:
            raise BadArgument(f"draft_speed must be a number from 0 to 100, not {shorten(draft_speed)}")
        self.draft_speed = draft_speed
        self.margin = margin
        self.boost_reserve = boost_reserve
        self.shift_heat = shift_heat

    def _safe(self, speed: int, corners: Corners) -> bool:
        for k, limit in corners:
            if speed <= k - self.margin:
                return True
            if speed > limit:
                return False
        return True

    def _pick(self, classes: tuple[PlayClass, ...], corners: Corners) -> tuple[float, float, PlayClass | None]:
        """(Speed, chance of staying under the limits, the play class) of the best play class: the
        fastest safe one (chance 1.0); else the one likeliest to stay under them (its Stress may
        flip low), the slowest of those. (Taking the slowest alone could mean a card of Speed 2
        into a corner of limit 1 with no Heat left, round after round: a car that never finishes.)"""
        safe = [c for c in classes if not c[2] and self._safe(c[0] + 4 * c[1], corners)]
        if safe:
            best = max(safe, key=lambda c: (c[0] + 2.5 * c[1], c[1]))
            return best[0] + 2.5 * best[1], 1.0, best
        moving = [c for c in classes if not c[2]]
        if not moving:
            return 0.0, 0.0, None
        chances = {c: self._chance_safe(c, corners) for c in moving}
        slow = min(moving, key=lambda c: (-chances[c], c[0] + 2.5 * c[1]))
        return slow[0] + 2.5 * slow[1], chances[slow], slow

    def _chance_safe(self, cls: PlayClass, corners: Corners) -> float:
        """The chance that a play of this class stays under the corners' limits, its Stress cards'
        flips taken as flip_distribution does."""
        if not cls[1]:
            return 1.0 if self._safe(cls[0], corners) else 0.0
        return sum(p for extra, p in flip_distribution(cls[1]) if self._safe(cls[0] + extra, corners))

    def gear(self, view: View, legal: Sequence[Action]) -> Action | None:
        me = view.me
        corners = corners_from(view, me.distance)
        hand = tuple(sorted(view.hand))
        heat_in_hand = view.heat_in_hand
        best = legal[0]
        best_key: tuple[bool, bool, float, float] | None = None
        gear_now = me.gear
        assert gear_now is not None  # a car choosing its gear has one
        flooded = flooded_at(view_table(view), me.distance)  # a down-shift from a flood: 1 Heat more
        for a in legal:
            g = number(a)
            if abs(g - gear_now) == 2 and not self.shift_heat:
                continue
            two = shift_cost(gear_now, g, flooded)  # the Heat the shift costs
            speed, chance, _cls = self._pick(play_classes(hand, g), corners)
            cool = min(GEAR_COOLDOWN[g], heat_in_hand) if me.engine < 3 else 0
            if chance == 1.0:
                key = (True, self._next_safe(view, me.distance + int(speed), g, me.engine - two), 0.0,
                       speed + 1.5 * cool - 1.5 * two)
            else:  # no safe play in this gear: the gear with the likeliest one, then the slowest
                key = (False, False, chance, -speed + 1.5 * cool - 1.5 * two)
            if best_key is None or key > best_key:
                best, best_key = a, key
        return best

    def _next_safe(self, view: View, distance: int, gear: int, engine: int) -> bool:
        """Whether, from `distance` in `gear`, the next round can stay under the next corner's limit
        (or short of it) even with the lowest cards (about 1.5 Speed a card)."""
        lowest = max(1, gear - (2 if self.shift_heat and engine >= 1 else 1))
        slow = 1.5 * lowest
        for k, limit in corners_from(view, distance)[:1]:
            return slow <= k - self.margin or slow <= limit
        return True

    def play(self, view: View, legal: Sequence[Action]) -> Action | None:
        corners = corners_from(view, view.me.distance)
        classes = {a: play_class(a.cards) for a in legal}
        _speed, _chance, best = self._pick(tuple(classes.values()), corners)
        for a, c in classes.items():
            if c == best:
                return a
        return legal[0]

    def react(self, view: View, legal: Sequence[Action]) -> Action | None:
        cool = _best_cooldown(legal)
        if cool is not None:
            return cool
        symbol = garage_react(view, legal, self.heat_weight(view), self.spin_cost)
        if symbol is not None:
            return symbol
        me = view.me
        speed = me.speed or 0
        corners = corners_from(view, turn_start(me))
        adrenaline = _find(legal, "adrenaline")
        if adrenaline is not None and self._safe(speed + 1, corners):
            return adrenaline
        boost = _find(legal, "boost")
        if boost is not None and me.engine > self.boost_reserve and self._safe(speed + 4, corners):
            return boost
        return _find(legal, "done")

    def slipstream(self, view: View, legal: Sequence[Action]) -> Action | None:
        me = view.me
        speed = me.speed or 0
        corners = corners_from(view, turn_start(me))
        before, _ = heat_owed(speed, speed, corners)
        for a in legal:  # the longest slipstream that costs no Heat
            if a.kind == "slipstream" and heat_owed(speed, speed + slipstream_spaces(view, a), corners)[0] == before:
                return a
        return _find(legal, "pass")
