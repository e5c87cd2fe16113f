"""The engine's side of the hooks through which modules change the base rules at corners and sectors.

The base game has no modifiers: every hook returns its input. A module (road conditions, weather,
upgrade symbols) adds a `Modifier` to `race._modifiers` that overrides some of its methods. Hooks
are called as `hook(race, car, *context, value)` and return the (changed) value, so several
modifiers chain. Hooks that read where a car is read it *now* ("in this sector" is the car's
position at the moment of the action), and must not change the race: previews call them too.
`Modifier`, the base class with every hook, is declared in race_state.py beside `RaceState` (each
names the other: one file, no import circle) and re-exported here, where modules import it from.
"""
from __future__ import annotations

from typing import Any

from .native import trait
from .primitives import Primitives
from .race_state import Modifier as Modifier
from .state import CarState, ModuleView


@trait
class HookedRules(Primitives):
    """The engine's side of the hooks, mixed into the round (engine/rules.py `RoundRules`): the
    helpers that ask the race's modifiers, each a no-op without modules."""

    @property
    def conditions(self) -> Any:
        """The Weather module's tokens (weather and road conditions, public), or None without it."""
        return next((c for m in self._modules if (c := m.road_conditions()) is not None), None)

    @property
    def corner_limits(self) -> tuple[int, ...]:
        """Each corner's Speed Limit as the board shows it: printed, changed by road tokens."""
        limits = self._caches.board_limits
        if limits is None:  # the tokens are laid at set-up and stay: worked out once (every view asks)
            corners = self._track.corners
            limits = self._caches.board_limits = tuple(self._modified("road_limit", None, c.speed_limit, c)
                                                for c in corners)
        return limits

    def _cooldown_now(self, car: CarState) -> int:
        """Cooldown the car may use now: the turn's, plus or minus what its sector allows."""
        if not self._modifiers:
            return car.cooldown_left
        if not self._modified("may_cool", car, True):
            return 0
        bonus: int = self._modified("cooldown_bonus", car, 0)
        return car.cooldown_left + bonus

    def _module_effects(self) -> ModuleView:
        """What the modules change in the seats' views now (a snapshot keeps it, the live view asks
        for it; engine/view.py `module_effects` lays it on a View): the Weather's public tokens; the
        Speed Limits as the board shows them (road tokens), which `View.corners_ahead` reports; and
        for the car in its own turn, the limits it must respect (its played cards' Adjust Speed
        Limit) and, in its React step, the Cooldown it may use where it stands now (a Cooling bonus
        added, none in a No-cooling sector: the legal `cooldown N` actions agree)."""
        conditions = self.conditions
        active: str | None = self._active if self._phase == "turn" else None
        own: tuple[int, ...] | None = None
        cooldown: int | None = None
        if active is not None:
            car = self._caches.names(self._cars)[active]
            if car.effects is not None:
                own = tuple(self._modified("corner_limit", car, c.speed_limit, c) for c in self._track.corners)
            if self._step == "react":
                cooldown = self._cooldown_now(car)
        return ModuleView(conditions, self.corner_limits, active, own, cooldown)
