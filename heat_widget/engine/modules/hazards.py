"""Hazards of the expansion boards (Heavy Rain, Tunnel Vision): flooded spaces, tunnels, chicanes
and the Legends' chevrons. The team has no printed rulebook for the expansions: the spec is
../shared/reference/expansions_as_implemented_by_bga.md (cited below as "spec, section N").

The module switches itself on for a board with any hazard (setup.py `_load_modules`; BGA: "board
data, active whenever that board is played", spec 1.1), and on any board given `flooded=` or
`tunnels=` (hazards beyond BGA, for teaching and what-if). It acts through the modifier hooks only
(engine/modifiers.py), never a branch of the base round:

- Flooded space (spec 2): a car that *starts the round* on one pays 1 Heat more to shift down in
  step 1 (down 1: 1, down 2: 2); the gears it may choose follow (`shift_heat`), so the lowest gear
  of a cluttered hand is max(1, gear - min(2, Engine)). Nothing else: passing through does nothing.
- Tunnel (spec 4): while the car *stands* on one (checked where it is now), no step-8 discard at all
  (`may_discard`) and no Reduce Stress symbol (`may_use_symbol`). Refresh, Cooldown, Salvage and
  the rest still act [SILENT in BGA: followed].
- Chicane (spec 3): each line is an ordinary corner line in the base engine (each line charges its
  own Heat [VERIFY], a spin-out at the second line lands between the lines); the road tokens of a
  pair are modules/weather.py's, the press corner the data's (only the second line has a number).
- Legends' chevrons (spec 3, "Legends at chicanes"): a Legend in movement A starting at most the
  line's `aggressive_legends_distance` spaces before it (after_space - space + 1) may cross 2 lines,
  3 with the double chevron (`legend_crossings`; BGA's option "Aggressive Legends", on by default:
  `aggressive_legends=False` turns it off). Read on the expansion boards only: the base boards keep
  the Legends rules they were always played with (their golden counts stay).
  [BUG? in BGA, not followed] a Legend that would cross more lines than allowed stops before the
  first line it may not cross (BGA stops before the 2nd line crossed even when 2 were allowed):
  a chevron lets a Legend take two corners, so it stops before the third.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..errors import ScenarioError, one_of, shorten
from ..events import Text
from ..i18n import Msg, localize
from ..modifiers import Modifier
from ..table import Table
from ..track import chevron_lines
from . import Module

if TYPE_CHECKING:
    from ..actions import Action
    from ..race_state import RaceState
    from ..state import CarState
    from ..track import Corner, Track

_SPACES_LIMIT: int = 400  # a list of spaces longer than any board is no list of spaces (echoed cut short)


class HazardRules(Modifier):
    """The hooks of flooded spaces, tunnels and chevrons (frozensets of spaces, 1..N)."""

    def __init__(self, flooded: frozenset[int], tunnels: frozenset[int], chevrons: bool) -> None:
        self.flooded = flooded
        self.tunnels = tunnels
        self.chevrons = chevrons

    def shift_heat(self, race: RaceState, car: CarState | None, old: int, new: int, heat: int) -> int:
        if new < old and car is not None and car.space in self.flooded:
            return heat + 1
        return heat

    def may_discard(self, race: RaceState, car: CarState | None, allowed: bool) -> bool:
        return allowed and (car is None or car.space not in self.tunnels)

    def may_use_symbol(self, race: RaceState, car: CarState | None, symbol: str, allowed: bool) -> bool:
        if symbol == "reduce_stress" and car is not None and car.space in self.tunnels:
            return False
        return allowed

    def legend_crossings(self, race: RaceState, car: CarState | None, corner: Corner, distance: int,
                         lines: int) -> int:
        if not self.chevrons:
            return lines
        return max(lines, chevron_lines(corner, distance, Table(race).spaces))

    def notes(self, race: RaceState, car: CarState | None, kind: str, subject: object, fields: dict[str, Any],
              notes: list[str]) -> list[str]:
        if kind == "gear" and car is not None and fields["gear"] < fields["old"] and car.space in self.flooded:
            return notes + [Msg("flooded space {space}: shifting down costs 1 Heat more", space=car.space)]
        return notes

    def why_not(self, race: RaceState, car: CarState | None, action: Action, reason: str | None) -> str | None:
        if reason is not None or car is None:
            return reason
        kind = action.kind
        if kind == "discard" and car.space in self.tunnels:
            return Msg("no discard in a tunnel (space {space})", space=car.space)
        if kind == "reduce" and car.space in self.tunnels:
            return Msg("no Reduce Stress in a tunnel (space {space})", space=car.space)
        if kind == "gear" and car.gear is not None and action.n is not None and action.n < car.gear \
                and car.space in self.flooded:
            cost = self.shift_heat(race, car, car.gear, action.n, 1 if car.gear - action.n == 2 else 0)
            return Msg("on flooded space {space} shifting down to {gear} costs {heat} Heat and the Engine "
                       "holds {engine}", space=car.space, gear=action.n, heat=cost, engine=car.engine)
        return None


def _spaces(options: dict[str, Any], key: str) -> tuple[int, ...] | None:
    value = options.get(key)
    if value is None:
        return None
    if not isinstance(value, (list, tuple)) or len(value) > _SPACES_LIMIT \
            or not all(type(s) is int for s in value):
        raise ScenarioError(f"{key} is a list of space numbers like [6, 7, 8], not {shorten(value)}")
    return tuple(value)


TEXTS: dict[str, Text] = {
    "no_discard": lambda n, f, t: t.format("{car} may not discard: {reason}", car=n,
                                           reason=localize(f["reason"], t.language)),
}


class Hazards(Module):
    """`Race.new("japan", ...)` plays the board's hazards by itself; on any board
    `Race.new(..., flooded=[30, 31], tunnels=[12, 13])` adds flooded and tunnel spaces (beyond BGA:
    saved in the race's config, so the JSON and replays carry them); `aggressive_legends=False`
    turns the Legends' chevrons off (BGA's option 111)."""

    name = "hazards"
    options = {"flooded": None, "tunnels": None, "aggressive_legends": True}
    texts = TEXTS

    @classmethod
    def check_options(cls, options: dict[str, Any]) -> None:
        _spaces(options, "flooded")
        _spaces(options, "tunnels")
        if type(options.get("aggressive_legends")) is not bool:
            raise ScenarioError(f"aggressive_legends is True or False, not {shorten(options.get('aggressive_legends'))}")

    def __init__(self, race: Any, options: dict[str, Any]) -> None:
        super().__init__(race, options)
        track: Track = race.track
        added: dict[str, frozenset[int]] = {}
        for key in ("flooded", "tunnels"):
            spaces = _spaces(options, key) or ()
            off = [s for s in spaces if not 1 <= s <= track.spaces]
            if off:
                raise ScenarioError(f"{key}: space(s) {shorten(off)} are off {track.name}, whose spaces are 1 "
                                    f"to {track.spaces}")
            added[key] = frozenset(spaces)
        self.flooded = track.flooded | added["flooded"]
        self.tunnels = track.tunnels | added["tunnels"]
        self.added = added
        self._state: HazardsState | None = None  # public(), made once
        self.modifier = HazardRules(self.flooded, self.tunnels, bool(options.get("aggressive_legends", True))
                                    and not track.is_base)

    def modifiers(self) -> list[Modifier]:
        return [self.modifier]

    def public(self) -> HazardsState:
        """The flooded and tunnel spaces, the chicane pairs and whether the Legends read the chevrons
        (they never change: made once)."""
        state = self._state
        if state is None:
            state = self._state = HazardsState(tuple(sorted(self.flooded)), tuple(sorted(self.tunnels)),
                                               tuple((c.chicane_with, c.index) for c in self.race.track.corners
                                                     if c.chicane_with is not None), self.modifier.chevrons)
        return state


class HazardsState(NamedTuple):
    """What every seat sees of the hazards (a NamedTuple: the compiled build compiles no subclass of
    a builtin type): flooded spaces, tunnel spaces, chicane pairs as (first line index, second), and
    whether the Legends read the board's chevrons (BGA's Aggressive Legends: on by default on an
    expansion board, off on the base boards, which have none; a race's `aggressive_legends=False` is
    known to every player at the table)."""

    flooded: tuple[int, ...]
    tunnels: tuple[int, ...]
    chicanes: tuple[tuple[int, int], ...]
    chevrons: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"flooded": list(self.flooded), "tunnels": list(self.tunnels),
                "chicanes": [list(p) for p in self.chicanes], "chevrons": self.chevrons}


__all__ = ["HazardRules", "Hazards", "HazardsState", "one_of"]
