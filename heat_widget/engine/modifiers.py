"""Hooks through which modules change the base rules at corners and sectors.

The base game has no modifiers: every hook returns its input. A module (road conditions, weather,
upgrade symbols) adds an object to `race._modifiers` that overrides some of these methods.
"""
from __future__ import annotations


class Modifier:
    """Base class: the identity for every hook."""

    def corner_limit(self, race, car, corner, limit: int) -> int:
        """The Speed Limit `car` must respect at `corner` this turn."""
        return limit

    def corner_heat(self, race, car, corner, heat: int) -> int:
        """Heat owed at a corner once the limit was exceeded (Overheat adds one)."""
        return heat

    def boost_cost(self, race, car, cost: int) -> int:
        """Heat paid to Boost (a Heat-control sector makes it free)."""
        return cost

    def cooldown(self, race, car, amount: int) -> int:
        """Cooldown available in the React step (gear, Adrenaline, weather)."""
        return amount

    def slipstream(self, race, car, spaces: int) -> int:
        """Spaces gained by slipstreaming, or 0 where slipstreaming may not start."""
        return spaces
