"""Hooks through which modules change the base rules at corners and sectors.

The base game has no modifiers: every hook returns its input. A module (road conditions, weather,
upgrade symbols) adds an object to `race._modifiers` that overrides some of these methods. Hooks
are called as `hook(race, car, *context, value)` and return the (changed) value, so several
modifiers chain. Hooks that read where a car is read it *now* ("in this sector" is the car's
position at the moment of the action), and must not change the race: previews call them too.
"""
from __future__ import annotations

from typing import Any

from .actions import Action
from .native import trait
from .race_state import RaceState
from .state import CarState
from .track import Corner
from .view import View

# Step 8's rule (Modifier.discard_rule): the cards never discarded, the most discarded (None: no limit)
DiscardRule = tuple[frozenset[str], "int | None"]


class Modifier:
    """Base class: the identity for every hook."""

    # ---- corners -------------------------------------------------------------------------

    def corner_limit(self, race: RaceState, car: CarState | None, corner: Corner, limit: int) -> int:
        """The Speed Limit `car` must respect at `corner` this turn (Legends included)."""
        return limit

    def road_limit(self, race: RaceState, car: CarState | None, corner: Corner, limit: int) -> int:
        """The Speed Limit of `corner` as everyone sees it on the board (printed, changed by road
        tokens; not by a car's own cards). `car` is None."""
        return limit

    def corner_heat(self, race: RaceState, car: CarState | None, corner: Corner, heat: int) -> int:
        """Heat owed at a corner once the limit was exceeded (Overheat adds one)."""
        return heat

    def legend_crossings(self, race: RaceState, car: CarState | None, corner: Corner, distance: int, lines: int) -> int:
        """How many corner lines a Legend in movement A may cross this turn, `corner` being the next
        one ahead and `distance` where the Legend starts (1 in the base game; chevrons raise it)."""
        return lines

    # ---- steps 1 and 8 -----------------------------------------------------------------------

    def shift_heat(self, race: RaceState, car: CarState | None, old: int, new: int, heat: int) -> int:
        """Heat paid to shift from gear `old` to `new` where the car starts the round (1 for two
        gears; a flooded space adds to a down-shift)."""
        return heat

    def may_discard(self, race: RaceState, car: CarState | None, allowed: bool) -> bool:
        """Whether the car may discard from its hand in step 8 where it stands now (a tunnel forbids it)."""
        return allowed

    def discard_rule(self, race: RaceState, car: CarState | None, rule: DiscardRule) -> DiscardRule:
        """Step 8's rule as (cards never discarded, most cards discarded or None): the base game's
        (Heat and Stress, no limit); a Championship event changes it (events 13, 15, 17)."""
        return rule

    def adrenaline(self, race: RaceState, car: CarState | None, allowed: bool) -> bool:
        """Whether the last car(s) get Adrenaline this race (Championship event 14 takes it away)."""
        return allowed

    # ---- the React step ----------------------------------------------------------------

    def may_use_symbol(self, race: RaceState, car: CarState | None, symbol: str, allowed: bool) -> bool:
        """Whether a card symbol (e.g. "reduce_stress") may be used where the car stands now."""
        return allowed

    def boost_cost(self, race: RaceState, car: CarState | None, cost: int) -> int:
        """Heat paid to Boost (a Heat-control sector makes it free)."""
        return cost

    def cooldown(self, race: RaceState, car: CarState | None, amount: int) -> int:
        """Cooldown available in the React step (gear, Adrenaline), worked out at Reveal."""
        return amount

    def may_cool(self, race: RaceState, car: CarState | None, allowed: bool) -> bool:
        """Whether the car may cool down where it stands now (a No-cooling sector forbids it)."""
        return allowed

    def cooldown_bonus(self, race: RaceState, car: CarState | None, bonus: int) -> int:
        """Extra Cooldown the car's position gives now, on top of the turn's (a Cooling bonus)."""
        return bonus

    def spend_cooldown_bonus(self, race: RaceState, car: CarState | None, heat: int) -> int:
        """The car cools down `heat` Heat: take what this modifier's bonus covers (recording that it
        is used) and return what is left for the turn's Cooldown. Called only when applying."""
        return heat

    # ---- slipstream ------------------------------------------------------------------------

    def may_slipstream(self, race: RaceState, car: CarState | None, allowed: bool) -> bool:
        """Whether the car may start slipstreaming from where it stands (No slipstream forbids it)."""
        return allowed

    def slipstream(self, race: RaceState, car: CarState | None, spaces: int) -> int:
        """Spaces the longest slipstream gives from where the car stands (the usual 2, plus bonuses)."""
        return spaces

    def slipstream_choices(self, race: RaceState, car: CarState | None, spaces: int) -> tuple[int, ...]:
        """Other numbers of spaces the player may choose instead of `spaces` (optional boosts).
        Asked only in races of readings 1-3 (engine/slipstream.py)."""
        return ()

    def slipstream_boosts(self, race: RaceState, car: CarState | None) -> tuple[int, ...]:
        """This modifier's optional Slipstream boosts where the car stands now, each its own "may"
        (a sector's bonus; each card's boost): the player may take any of them (readings 4)."""
        return ()

    # ---- set-up ----------------------------------------------------------------------------

    def starting_heat(self, race: RaceState, car: CarState | None, heat: int) -> int:
        """Heat cards in each Engine at the start (`car` is None: the same for every car)."""
        return heat

    def starting_stress(self, race: RaceState, car: CarState | None, stress: int) -> int:
        """Stress cards in each deck at the start (`car` is None: the same for every car)."""
        return stress

    # ---- words -----------------------------------------------------------------------------

    def notes(self, race: RaceState, car: CarState | None, kind: str, subject: object, fields: dict[str, Any],
              notes: list[str]) -> list[str]:
        """Short notes this modifier adds to an event it changed ("Overheat: 1 for the road").
        `subject` is the corner (corner events) or the car's distance before the move (boost,
        slipstream)."""
        return notes

    def why_not(self, race: RaceState, car: CarState | None, action: Action,
                reason: str | None) -> str | None:
        """Why this modifier forbids `action` now, in a player's words, or `reason` unchanged."""
        return reason


@trait
class HookedRules(RaceState):
    """The engine's side of the hooks, mixed into the round (engine/rules.py `RoundRules`): the
    helpers that ask the race's modifiers, each a no-op without modules."""

    @property
    def corner_limits(self) -> tuple[int, ...]:
        """Each corner's Speed Limit as the board shows it: printed, changed by road tokens."""
        limits = self._board_limits
        if limits is None:  # the tokens are laid at set-up and stay: worked out once (every view asks)
            corners = self._track.corners
            limits = self._board_limits = tuple(self._modified("road_limit", None, c.speed_limit, c)
                                                for c in corners)
        return limits

    def _event_noted(self, kind: str, car: CarState | None, subject: object, **fields: Any) -> None:
        """An event that modifiers may have changed: they add short notes saying how."""
        if self._modifiers:
            notes = self._modified("notes", car, [], kind, subject, fields)
            if notes:
                fields["notes"] = notes
        self._event(kind, car, **fields)

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

    def _note_forbidden(self, car: CarState, action: Action, kind: str) -> None:
        """Narrate an action a module forbids where the car stands (event `kind`, with the reason)."""
        reason = self._modified("why_not", car, None, action)
        if reason:
            self._event(kind, car, reason=reason, space=car.space)
