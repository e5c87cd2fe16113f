"""`RaceState`: the attributes a race holds, declared once for the type checker.

`Race` (engine/race.py) is built in layers, each calling only what is below it: Race on RaceSetup
on Recording on RoundRules, which is made of the round's parts (ModuleHost, PlanningRules,
HookedRules, SlipstreamRules, CardSteps, CornerRules, LegendTurns; Teaching beside them), all on
`Primitives` (engine/primitives.py: events, the board, the piles, the modifiers), which inherits
this class: the attributes `Race.__init__` sets, annotated once so that mypy knows them, in three
kinds (below). It has no methods. In the compiled build it is a mypyc trait, as are the layers, and
Race a native class: its attributes are C fields, its methods called through C tables.

`Modifier`, the base class of the hooks modules add to a race (engine/modifiers.py, where modules
import it from), is declared here too: a race holds its modifiers and each hook is asked with the
race, so the two classes name each other, and one file keeps that out of the import graph.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .native import trait

if TYPE_CHECKING:
    from .actions import Action
    from .caches import Caches
    from .history import Record
    from .modules import Module
    from .options import RaceOptions
    from .state import CarState
    from .track import Corner, Track


# Race's attributes (its __slots__; RaceState annotates them below, tests/test_engine_types.py checks
# they agree), in three kinds (DESIGN: a race is its facts; tests/test_race_fields.py):
#
# - the facts: the game as it stands, all a copy of the present takes over (engine/copying.py) and
#   all the rules may change: the config and seed, the board, the cars and their piles, the round,
#   phase, order and turn, the Legends deck, the modules and their state;
FACT_FIELDS: tuple[str, ...] = (
    "seed", "options", "_config", "_readings", "_track", "_spaces", "_laps", "_modifiers", "_modules", "_round",
    "_phase", "_active", "_step", "_order", "_turn", "_adrenaline", "_finished_count", "_legends_deck",
    "_legends_shuffles", "_legends_card", "_cars", "_places_order",  # (the race order as its ties were settled)
    "_card_symbols",  # (whether cards whose symbols React resolves are in the race: the Garage's, sponsors)
)
# - the record: what happened and who listens (the log of decisions, timeline, events, annotations,
#   listeners and event callbacks, the words' language), one object of its own (engine/history.py),
#   which a copy starts empty;
RECORD_FIELDS: tuple[str, ...] = ("_record",)
# - the caches: what is derived from the facts to answer fast (pending decisions, legal actions,
#   snapshots and views, places, the modules' hooks and limits), one object of their own with the
#   changes that drop them (engine/caches.py), which a copy starts fresh.
CACHE_FIELDS: tuple[str, ...] = ("_caches",)
# Interpreted, a slot is read and written faster than an entry of an instance dict, and a race has
# too many attributes for the dicts CPython shares between instances (at most 30).
RACE_FIELDS: tuple[str, ...] = FACT_FIELDS + RECORD_FIELDS + CACHE_FIELDS


@trait
class RaceState:
    """The state a race's layers share (set by `Race.__init__`, in `_reset`; see engine/race.py)."""

    seed: int | Any  # `| Any`: any value until RaceSetup checks it (README: the `T | Any` convention)
    options: RaceOptions
    _config: dict[str, Any]
    _record: Record
    _caches: Caches
    _readings: int
    _track: Track
    _spaces: int
    _laps: int
    _modifiers: list[Modifier]
    _modules: list[Module]
    _round: int
    _phase: str
    _active: str | None
    _step: str | None
    _order: list[int]
    _turn: int
    _adrenaline: set[int]
    _finished_count: int
    _legends_deck: list[int]
    _legends_shuffles: int
    _legends_card: int | None
    _places_order: tuple[int, ...]
    _cars: list[CarState]
    _card_symbols: bool


# ---- the hooks modules add (engine/modifiers.py) ---------------------------------------------

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
