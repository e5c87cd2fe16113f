"""The state of a race: cars (mutable while the engine works) and immutable snapshots of them.

Snapshots share structure: a car's frozen record is rebuilt only when the car changed, so keeping
one snapshot per decision costs little.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .cards import HEAT, STRESS

if TYPE_CHECKING:
    from .actions import Action
    from .events import Event
    from .symbols import Effects


# CarState's attributes (its __slots__, and what its __copy__ takes over)
CAR_FIELDS = (
    "index", "name", "colour", "legend",
    "space", "spot", "lap", "on_board", "finished", "eliminated",
    "gear", "hand", "deck", "discard", "play", "engine", "shuffles",
    # this round's plan
    "planned_gear", "planned",
    # this turn
    "start_distance", "speed", "boosted", "adrenaline", "adrenaline_moved",
    "cooldown_left", "slipstreamed", "slipstream_moved", "cluttered", "spun_out", "heat_paid",
    "module_marks",  # what modules' hooks used up this turn (a frozenset; not in snapshots)
    # this turn's card symbols (engine/symbols.py Effects, None without any) and [+] resolved
    "effects", "flips",
    # totals over the race
)


class CarState:
    """One car while the engine works on it. Card piles are tuples, as in snapshots (deck top card
    first, discard top card last): a change makes a new tuple, so a snapshot shares them as they are."""

    __slots__ = CAR_FIELDS
    # Types for the checker only (annotations make no class attributes beside __slots__).
    index: int
    name: str
    colour: str
    legend: bool
    space: int
    spot: int
    lap: int
    on_board: bool
    finished: int | None
    eliminated: bool
    gear: int | None  # None for a Legend
    hand: tuple[str, ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    play: tuple[str, ...]
    engine: int
    shuffles: int
    planned_gear: int | None
    planned: tuple[str, ...] | None
    start_distance: int | None
    speed: int | None
    boosted: bool
    adrenaline: bool
    adrenaline_moved: bool
    cooldown_left: int
    slipstreamed: bool
    slipstream_moved: int  # spaces this turn's slipstream moved the car (not in snapshots)
    cluttered: bool
    spun_out: bool
    heat_paid: int
    module_marks: frozenset[Any]
    effects: Effects | None
    flips: int

    def __init__(self, index: int, name: str, colour: str, legend: bool = False):
        self.index = index
        self.name = name
        self.colour = colour
        self.legend = legend
        self.space = 0
        self.spot = 1
        self.lap = 0
        self.on_board = True
        self.finished = None
        self.eliminated = False  # out of the race by an event's rule; `finished` then holds its place
        self.gear = None if legend else 1
        self.hand = ()
        self.deck = ()
        self.discard = ()
        self.play = ()
        self.engine = 0
        self.shuffles = 0
        self.planned_gear = None
        self.planned = None
        self.reset_turn()

    def __copy__(self) -> "CarState":
        # copy.copy, written out (preview copies cars): a compiled (mypyc) class has no __reduce__
        # that copy could use. Every slot is taken over as it is, as copy.copy does.
        new = CarState(self.index, self.name, self.colour, self.legend)
        for name in CAR_FIELDS:
            setattr(new, name, getattr(self, name))
        return new

    def reset_turn(self) -> None:
        self.start_distance = None
        self.speed = None
        self.boosted = False
        self.adrenaline = False
        self.adrenaline_moved = False
        self.cooldown_left = 0
        self.slipstreamed = False
        self.slipstream_moved = 0
        self.cluttered = False
        self.spun_out = False
        self.heat_paid = 0
        self.module_marks = frozenset()
        self.effects = None
        self.flips = 0

    def freeze(self) -> "CarSnapshot":
        snap: CarSnapshot = tuple.__new__(CarSnapshot, (
            self.name, self.colour, self.legend, self.space, self.spot, self.lap, self.on_board,
            self.finished, self.gear, self.hand, self.deck, self.discard,
            self.play, self.engine, self.shuffles, self.planned_gear, self.planned,
            self.speed, self.boosted, self.adrenaline, self.adrenaline_moved, self.cooldown_left,
            self.slipstreamed, self.cluttered, self.spun_out, self.heat_paid, self.start_distance, self.effects,
        ))
        return snap


class CarSnapshot(NamedTuple):
    """A car at one moment. `deck` is top card first; `discard` has its top card last."""

    name: str
    colour: str
    legend: bool
    space: int
    spot: int
    lap: int
    on_board: bool
    finished: int | None
    gear: int | None
    hand: tuple[str, ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    play: tuple[str, ...]
    engine: int
    shuffles: int
    planned_gear: int | None
    planned: tuple[str, ...] | None
    speed: int | None
    boosted: bool
    adrenaline: bool
    adrenaline_moved: bool
    cooldown_left: int
    slipstreamed: bool
    cluttered: bool
    spun_out: bool
    heat_paid: int
    start_distance: int | None  # distance at the start of this round's move (None before it)
    effects: Effects | None = None  # this turn's open card symbols (engine/symbols.py Effects), None without any

    def distance(self, spaces: int) -> int:
        return self.lap * spaces + self.space

    @property
    def heat_in_hand(self) -> int:
        return self.hand.count(HEAT)

    @property
    def stress_in_hand(self) -> int:
        return self.hand.count(STRESS)

    def all_cards(self) -> list[str]:
        """Every card the car owns that is not in its Engine (a multiset)."""
        return list(self.hand) + list(self.deck) + list(self.discard) + list(self.play)


class ModuleView(NamedTuple):
    """What the modules change in the seats' views at one moment, worked out by the race's
    modifiers (engine/modifiers.py `_module_effects`) and laid on a View by the one projection
    (engine/view.py `module_effects`), for a snapshot's views and the live race's alike."""

    conditions: Any  # the Weather module's public tokens (weather and road conditions), or None
    limits: tuple[int, ...]  # each corner's Speed Limit as the board shows it (printed, road tokens)
    active: str | None  # the car taking its own steps, to which the two below apply
    active_limits: tuple[int, ...] | None  # the limits it must respect this turn (its cards' Adjust Speed Limit); None: the board's
    cooldown: int | None  # in its React step, the Cooldown it may use where it stands (a Cooling bonus, a No-cooling sector)


class Snapshot(NamedTuple):
    """The whole race at one moment: what replay shows and what replaying a log must reproduce."""

    round: int
    phase: str  # "plan", "turn" or "finished"
    active: str | None  # the car taking its own steps (phase "turn")
    pending: tuple[tuple[str, str], ...]  # ((car, kind), ...)
    cars: tuple[CarSnapshot, ...]  # per car, in the race's car order
    order: tuple[int, ...]  # car indexes (positions in `cars`) in race order: finished cars first, by place
    legends_card: int | None
    legends_deck: tuple[int, ...]  # top first
    legends_shuffles: int
    spaces: int
    lanes: tuple[int, ...]  # lane of the Race Line per space (index 0 unused)
    modules: tuple[tuple[str, Any], ...] = ()  # (module name, its public state) per module with one (e.g. the Garage's draft)
    module_view: ModuleView | None = None  # what the modules change in the seats' views (None: no module)
    pro_legends: int = 0  # Pro Legends: +N to every Legend's top Speed (a race option every player knows)

    @property
    def places(self) -> tuple[str, ...]:
        """Car names in race order (finished cars first, in finishing order)."""
        cars = self.cars
        return tuple(cars[i].name for i in self.order)

    def car(self, name: str) -> CarSnapshot:
        for c in self.cars:
            if c.name == name:
                return c
        raise KeyError(name)


class Step(NamedTuple):
    """One entry of the timeline: the decision taken (None for the start) and what followed."""

    index: int  # type: ignore[assignment]  # a field named like tuple.index (public, kept)
    round: int
    car: str | None
    action: Action | None
    events: tuple[Event, ...]
    state: Snapshot

    def __repr__(self) -> str:
        """One short line that shows no hidden card: who decided, the kind of action (not its
        cards or numbers: a play is face down until Reveal), how many events followed. The whole
        race is in `state`, the decision in `action`."""
        done = "the start" if self.action is None else f"{self.car}'s {self.action.kind}"
        n = len(self.events)
        return f"<Step {self.index} (round {self.round}): {done}; {n} event{'' if n == 1 else 's'}>"
