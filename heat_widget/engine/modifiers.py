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


from .native import trait
from .primitives import Primitives
from .race_state import Modifier as Modifier
from .state import CarState
from .view import View


@trait
class HookedRules(Primitives):
    """The engine's side of the hooks, mixed into the round (engine/rules.py `RoundRules`): the
    helpers that ask the race's modifiers, each a no-op without modules."""

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

    def _module_view(self, view: View, car: CarState) -> None:
        """What the modules change in `car`'s seat view (race.view calls this only with modules on):
        in its React step, the Cooldown it may use where it stands now (a Cooling bonus added, none
        in a No-cooling sector: the legal `cooldown N` actions agree); and the Speed Limits it must
        respect (road tokens; in its own turn also its played cards' Adjust Speed Limit), which
        `View.corners_ahead` reports."""
        own_turn = self._phase == "turn" and self._active == car.name
        if own_turn and self._step == "react":
            view.cooldown_left = self._cooldown_now(car)
        if own_turn and car.effects is not None:
            view._limits = tuple(self._modified("corner_limit", car, c.speed_limit, c) for c in self._track.corners)
        else:
            view._limits = self.corner_limits
