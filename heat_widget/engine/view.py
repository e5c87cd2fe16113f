"""What one player may know: the projection bots and people decide from. `Observer` is its one builder
for a snapshot (the View, the widget's state, events and decisions' texts), `live_view`
(engine/live.py) the View of the live race; both make their cars with the same rules
(`_public_view`, `_own_view`), their View with its constructor and lay the modules' effects on it
with `module_effects`. Nothing here names a live race."""
from __future__ import annotations

from itertools import compress
from collections.abc import Callable
from operator import is_not, itemgetter, ne
from typing import TYPE_CHECKING, Any, ClassVar, Final, NamedTuple, Union

from .cards import HEAT, STRESS
from .errors import UnknownName, ViewError, one_of, shorten
from .module_registry import declared
from .state import CarSnapshot, CarState, ModuleView, Snapshot
from .track import Track, corner_lines

if TYPE_CHECKING:
    from collections.abc import Iterable

    from .actions import Action, Decision
    from .events import Event

#: a car a view is made from: a snapshot's record, or the live race's (engine/live.py)
AnyCar = Union[CarState, CarSnapshot]
#: a CarView's fields as `own_shift` gives them: (gear, engine, discard count, discard top)
Shift = tuple["int | None", int, int, "str | None"]


class CarView(NamedTuple):
    """A car as a given player sees it. For other cars `hand` is None, `hand_count` is None while
    it would tell a secret gear, and `play` is None until the car has revealed cards."""

    name: str
    colour: str
    legend: bool
    space: int
    spot: int
    lap: int
    distance: int
    on_board: bool
    gear: int | None
    engine: int
    hand: tuple[str, ...] | None
    hand_count: int | None  # None: secret (cards face down whose number tells the gear)
    deck_count: int
    discard_count: int
    discard_top: str | None
    play: tuple[str, ...] | None
    speed: int | None
    place: int
    finished: int | None
    start_distance: int | None  # where the car began its move this round (None before it moved)


_PLACE: Final = CarView._fields.index("place")  # a new place is spliced into a CarView by this index


class View:
    """The race from one car's seat: public state of every car, its own hand, the decision it
    faces and its legal actions. No deck order, no other hand, no random state.

    Fields: round, phase, me (CarView with the hand), cars (CarView of every car in race order),
    car_count (how many cars started, Legends and finished cars included), decision,
    legal_actions, laps, spaces, finish_distance, cooldown_left (in the car's React step: the
    Cooldown it may use now, a module's sector bonus or ban counted; otherwise the turn's pool),
    boosted, adrenaline, track, conditions (the Weather module's public tokens, or None), flooded
    (the race's flooded spaces when the hazards module plays: the board's and any a scenario adds;
    None without it: the board's own, `track.flooded`), legends_left (the numbers, sorted, of the
    Legends cards not flipped since the Legends deck was last shuffled: each flip is public, so any
    seat can tell the rest; () without Legends, and when the deck is empty, which is then shuffled
    whole before the next flip: advanced booklet, Legends Module, Using Legends and Additional
    Notes, "When the Legends deck is empty, shuffle all cards into a new Legends deck"; the order
    stays secret), chevrons (whether the Legends read the board's chevrons, BGA's Aggressive Legends:
    the hazards module's public state; on by default on an expansion board, off with
    `aggressive_legends=False` and on the base boards, which have none), pro_legends (the race's Pro
    Legends option, +N to every Legend's top Speed: set before the race, known to every player; 0
    without it).

    A View is a projection (DESIGN: hidden information is a projection; OpenSpiel's Observer is
    the model): it is built only from what this seat may know and keeps no reference to the
    race, its snapshot or another car's cards, so no attribute of it leads to more. A new View
    is made for every call of `race.view`; changing one changes nothing in the race."""

    __slots__ = ("round", "phase", "me", "car_count", "decision", "legal_actions", "laps", "spaces",
                 "finish_distance", "cooldown_left", "boosted", "adrenaline", "track", "conditions", "flooded",
                 "legends_left", "chevrons", "pro_legends", "_cars", "_public", "_place", "_limits")
    round: int
    phase: str
    me: CarView | Any  # `| Any`: whatever a user sets it to (its reads are by name either way)
    car_count: int
    decision: Any
    legal_actions: tuple[Any, ...]
    laps: int
    spaces: int
    finish_distance: float
    cooldown_left: int
    boosted: bool
    adrenaline: bool
    track: Any
    conditions: Any
    flooded: frozenset[int] | None
    legends_left: tuple[int, ...]
    chevrons: bool
    pro_legends: int
    _cars: tuple[CarView, ...] | None
    _public: tuple[CarView, ...] | None  # None: made without the other cars (live_view, table=False)
    _place: int
    _limits: tuple[int, ...] | None  # the Speed Limits this car must respect now (None: as printed)

    FIELDS: ClassVar[tuple[str, ...]] = ("round", "phase", "me", "cars", "car_count", "decision", "legal_actions", "laps", "spaces",
              "finish_distance", "cooldown_left", "boosted", "adrenaline", "track", "conditions", "flooded",
              "legends_left", "chevrons", "pro_legends")

    @classmethod
    def of(cls, snap: Snapshot, car_index: int, track: Track, laps: int, decision: Decision | None,
           legal: Iterable[Action], cache: dict[str, Any] | None = None) -> "View":
        """The view of the car at `car_index` (its position in `snap.cars`) in a snapshot. `cache`
        (kept by the race, never by the view) shares the public CarViews of a snapshot between the
        views made from it, and the work of one snapshot's public table with the next."""
        n = snap.spaces
        cache = {} if cache is None else cache
        phase = snap.phase
        open_gears = phase == "plan" and gears_open(snap)
        hit = cache.get("snapshot")
        if hit is None or hit[0] is not snap:
            hit = cache["snapshot"] = (snap, _public_views(snap, cache, open_gears))
        place = snap.order.index(car_index)
        c = snap.cars[car_index]
        public = hit[1]
        view = cls(snap.round, phase, _own_view(c, n, place + 1, open_gears, snap.modules), len(public), decision,
                   legal, laps, n, c.cooldown_left, c.boosted, c.adrenaline, track, public, place,
                   tuple(sorted(snap.legends_deck)), snap.pro_legends)
        if snap.module_view is not None:
            module_effects(view, snap.module_view)
        if snap.modules:
            view.flooded = flooded_of(snap.modules)
            view.chevrons = chevrons_of(snap.modules)
        return view

    def __init__(self, round: int, phase: str, me: CarView | Any, car_count: int, decision: Any, legal: Any, laps: int,
                 spaces: int, cooldown_left: int, boosted: bool, adrenaline: bool, track: Any,
                 public: tuple[CarView, ...] | None, place: int, legends_left: tuple[int, ...] = (),
                 pro_legends: int = 0) -> None:
        """A view of these facts (`View.of` and `race.view`, engine/live.py, make them; `public`:
        every car as anyone may see it, public facts only, None to leave the table out; `place`:
        `me`'s index in it; `legends_left`: the Legends deck's cards, sorted; `pro_legends`: the race's
        Pro Legends option). The modules' effects
        are laid on it by `module_effects`."""
        self.round = round
        self.phase = phase
        self.me = me
        self.car_count = car_count
        self.decision = decision
        self.legal_actions = legal if type(legal) is tuple else tuple(legal)
        self.laps = laps
        self.spaces = spaces
        self.finish_distance = (laps + 1) * spaces + 0.5
        self.cooldown_left = cooldown_left
        self.boosted = boosted
        self.adrenaline = adrenaline
        self.track = track
        self.conditions = None  # public tokens, set by `module_effects` when the Weather module is on
        self.flooded = None  # set by `View.of` and live.py from the hazards module's public state
        self.legends_left = legends_left
        self.chevrons = False  # set by `View.of` and live.py from the hazards module's public state
        self.pro_legends = pro_legends
        self._cars = None
        self._public = public
        self._place = place
        self._limits = None  # set by `module_effects` when the race plays modules

    @property
    def cars(self) -> tuple[CarView, ...]:
        """Every car as this player sees it (CarView), in race order; `me` among them."""
        if self._cars is None:
            public, i = self._public, self._place
            if public is None:
                raise ViewError("this view was made without the other cars: its strategy says it never reads "
                                "view.cars (reads_cars = False); set reads_cars = True on a strategy that does")
            self._cars = public[:i] + (self.me,) + public[i + 1:]
        return self._cars

    def __repr__(self) -> str:
        return (f"View(round={self.round}, phase={self.phase!r}, me={self.me!r}, decision={self.decision!r}, "
                f"legal_actions={self.legal_actions!r})")

    def __eq__(self, other: object) -> bool:
        return type(other) is View and all(getattr(self, f) == getattr(other, f) for f in self.FIELDS)

    __hash__ = None  # type: ignore[assignment]  # a View holds lists of cards: compare, don't hash

    @property
    def hand(self) -> tuple[str, ...]:
        hand = self.me.hand
        assert hand is not None  # `me` is the own view: its hand is known
        return hand

    @property
    def heat_in_hand(self) -> int:
        return self.hand.count(HEAT)

    @property
    def stress_in_hand(self) -> int:
        return self.hand.count(STRESS)

    def corners_ahead(self, count: int = 2) -> list[tuple[int, int]]:
        """(spaces to the corner line, the Speed Limit this car must respect there) of the next corners
        before the finish line: moving exactly that many spaces stops just before the line. The limit
        counts road tokens (Weather) and, in the car's own turn, its played cards' Adjust Speed Limit
        (Garage)."""
        d = self.me.distance
        limits = self._limits
        out = []
        for corner, at, _line in corner_lines(self.track, d, self.finish_distance)[:count]:
            out.append((int(at - d), limits[corner.index] if limits else corner.speed_limit))
        return out

    def spaces_to_finish(self) -> float:
        return self.finish_distance - self.me.distance



def flooded_of(modules: tuple[tuple[str, Any], ...]) -> frozenset[int] | None:
    """The flooded spaces in the modules' public states (the hazards module's: the board's and any
    `Race.scenario(..., flooded=...)` adds), None without the hazards module."""
    for name, state in modules:
        if name == "hazards":
            last = _LAST_FLOODED
            if last[0] is not state:  # a race makes its state once: one set per race, not per view
                last[:] = (state, frozenset(state[0]))
            found: frozenset[int] = last[1]
            return found
    return None


_LAST_FLOODED: list[Any] = [None, frozenset()]  # (the hazards state, its flooded spaces) last asked


def chevrons_of(modules: tuple[tuple[str, Any], ...]) -> bool:
    """Whether the Legends read the board's chevrons, by the modules' public states (the hazards
    module's; False without it: the boards without hazards have no chevrons)."""
    for name, state in modules:
        if name == "hazards":
            return bool(getattr(state, "chevrons", False))
    return False


def module_effects(view: View, effects: ModuleView) -> None:
    """Lay what the modules change in the seats' views (`effects`, made by the race's modifiers,
    engine/modifiers.py `_module_effects`) on `view`: the Weather's public tokens, the Speed Limits
    its car must respect (the board's; in its own turn, its cards' Adjust Speed Limit), and in its
    React step the Cooldown it may use where it stands. The one place both a snapshot's views
    (`View.of`) and the live race's (engine/live.py) get them, so the two agree."""
    view.conditions = effects.conditions
    if view.me.name == effects.active:
        if effects.cooldown is not None:
            view.cooldown_left = effects.cooldown
        own = effects.active_limits
        view._limits = own if own is not None else effects.limits
    else:
        view._limits = effects.limits


# ---- what is secret, and from whom ------------------------------------------------------------
# The snapshot records choices privately (engine/rules.py); these say what of them each seat sees.

def gears_open(snap: Snapshot) -> bool:
    """Whether step 1 is still open: some car has not chosen its gear, so the gears chosen so far
    are not shifted yet and known to their own car only (rulebook: everyone shifts at the same time)."""
    for _car, kind in snap.pending:
        if kind == "gear":
            return True
    return False


def count_secret(c: AnyCar, open_gears: bool) -> bool:
    """Whether the number of cards a car has face down (and so its hand count) is hidden from the
    others: until every gear is chosen, as it tells the car's gear, and in Tournament mode (where
    the gear is only chosen at Reveal, so `planned_gear` is still None) until its Reveal."""
    return c.planned is not None and (open_gears or c.planned_gear is None)


def own_shift(c: AnyCar, open_gears: bool, modules: tuple[tuple[str, Any], ...] = ()) -> Shift:
    """(gear, engine, discard, discard_top) of a car as its own player knows them: with the gear it
    chose and the Heat it will pay for it, while the joint shift of step 1 still waits. `modules`:
    the race's (name, public state) pairs: a down-shift from a flooded space (the hazards module's
    first list) costs 1 Heat more."""
    gear, engine, discard, planned = c.gear, c.engine, len(c.discard), c.planned_gear
    top = c.discard[-1] if c.discard else None
    if open_gears and planned is not None and gear is not None and planned != gear:  # (a Legend plans no gear)
        heat = 1 if abs(planned - gear) == 2 else 0  # two gears: 1 Heat from the Engine
        if modules and planned < gear and any(name == "hazards" and c.space in state[0]
                                                     for name, state in modules):
            heat += 1
        heat = min(heat, engine)  # (the legal gears never ask for more)
        if heat:
            engine, discard, top = engine - heat, discard + heat, HEAT
        gear = planned
    return gear, engine, discard, top


def _public_views(snap: Snapshot, cache: dict[str, Any], open_gears: bool) -> tuple[CarView, ...]:
    """Every car as anyone may see it, in race order. This runs once per decision, so it only
    redoes what changed since the last snapshot, found mostly by tests done in C: the cars whose
    record changed, the places of cars that were passed, and the hand counts that become public
    with the joint gear shift. When no public fact changed (a gear chosen in secret, a card kept
    face down), the last table is handed out again as it is."""
    cars, order, spaces = snap.cars, snap.order, snap.spaces
    last = cache.get("last")  # (cars, order, open_gears, CarView per car index, the table, picker by order)
    if last is None or len(last[0]) != len(cars) or open_gears is not last[2]:
        # the first table, or the joint shift (face-down counts become public): every car anew
        views: list[Any] = [None] * len(cars)  # a CarView per car index, each filled below
        for place, i in enumerate(order, 1):
            views[i] = _public_view(cars[i], spaces, place, open_gears)
        pick = itemgetter(*order) if len(order) > 1 else None
        public: tuple[CarView, ...] = pick(views) if pick is not None else tuple(views)
    else:
        last_cars, last_order, _, views, public, pick = last
        changed = order != last_order
        if changed:  # cars passed each other: new places, from slices of the old views
            views = views[:]
            for place in compress(range(1, len(order) + 1), map(ne, order, last_order)):
                i = order[place - 1]
                view = views[i]
                views[i] = tuple.__new__(CarView, view[:_PLACE] + (place,) + view[_PLACE + 1:])
            pick = itemgetter(*order) if len(order) > 1 else None
        for i in compress(range(len(cars)), map(is_not, cars, last_cars)):
            view = _public_view(cars[i], spaces, order.index(i) + 1, open_gears)
            if view != views[i]:  # most decisions change only what the car's own seat sees
                if not changed:
                    views, changed = views[:], True
                views[i] = view
        if changed:
            public = pick(views) if pick is not None else tuple(views)
    cache["last"] = (cars, order, open_gears, views, public, pick)
    return public


def _public_view(c: AnyCar, spaces: int, place: int, open_gears: bool) -> CarView:
    """One car as the other seats see it: no hand; no hand count while its number is secret (as in
    count_secret()); its play area only when it holds revealed cards (None: nothing shown, e.g.
    cards still face down). `c` is a CarSnapshot or a live CarState: the fields are read by name
    (engine/live.py makes the live race's public table with it)."""
    discard = c.discard
    return tuple.__new__(CarView, (
        c.name, c.colour, c.legend, c.space, c.spot, c.lap, c.lap * spaces + c.space, c.on_board, c.gear, c.engine,
        None, None if c.planned is not None and (open_gears or c.planned_gear is None) else len(c.hand),
        len(c.deck), len(discard), discard[-1] if discard else None, c.play or None, c.speed, place, c.finished,
        c.start_distance))


def _own_view(c: AnyCar, spaces: int, place: int, open_gears: bool,
              modules: tuple[tuple[str, Any], ...] = ()) -> CarView:
    """A car as its own player sees it: its hand, and its gear choice at once (`c` as above)."""
    hand, discard, gear = c.hand, c.discard, c.gear
    if open_gears and c.planned_gear is not None and c.planned_gear != gear:
        gear, engine, discard_count, top = own_shift(c, open_gears, modules)
    else:  # (own_shift's answer without a shift, written out: most views)
        engine, discard_count, top = c.engine, len(discard), discard[-1] if discard else None
    return tuple.__new__(CarView, (
        c.name, c.colour, c.legend, c.space, c.spot, c.lap, c.lap * spaces + c.space, c.on_board, gear, engine, hand,
        len(hand), len(c.deck), discard_count, top, c.play, c.speed, place, c.finished, c.start_distance))


# ---- decisions as another seat sees them ---------------------------------------------------------

def _gear_seen(c: CarSnapshot, action: Action, state: Snapshot) -> str:
    return "choose a gear" if gears_open(state) else str(action)


def _play_seen(c: CarSnapshot, action: Action, state: Snapshot) -> str:
    if c.planned is not None and count_secret(c, gears_open(state)):
        return "play cards face down"
    n = len(action.cards)
    return f"play {n} card{'s' if n != 1 else ''} face down"


#: decision kind -> f(car snapshot, action, state after it) -> the action's text as the other
#: seats see it. A module whose decisions are secret declares its kinds (Module.seen_by_others).
SEEN_BY_OTHERS: dict[str, Callable[[CarSnapshot, Action, Snapshot], str]] = {"gear": _gear_seen, "play": _play_seen}


def action_seen_by(car: str, action: Action, state: Snapshot, viewer: str | None) -> str:
    """The text of `car`'s decision `action` as the player of `viewer` sees it in the step's
    `state` (None: everything, as a teacher does). Face-down cards stay face down, a gear chosen
    while others still choose theirs stays secret, and so do card counts that would tell one."""
    if viewer is None or viewer == car:
        return str(action)
    seen = SEEN_BY_OTHERS.get(action.decision) or declared("seen_by_others").get(action.decision)
    return str(action) if seen is None else seen(state.car(car), action, state)


# ---- one seat's projection -------------------------------------------------------------------------

class Observer:
    """What one seat may know (OpenSpiel's Observer is the model): the only builder of it. `name` is
    the seat's car, or None for the public table's teacher, who sees everything. Everything a seat
    is shown goes through here: the cars (`cars`, `me`: its own car in full, the others as the
    table sees them), the race for a bot (`view`: View.of), the widget's state (`state`: what
    the frames send), the events (`events`) and the decisions' texts
    (`action`). The live race makes its views with `live_view` (engine/live.py), from the same car rules."""

    __slots__ = ("name", "_cache")
    name: str | None
    _cache: dict[str, Any]  # the last snapshot's public CarViews (`_public_views`), reused for the next one

    def __init__(self, name: str | None = None) -> None:
        self.name = name
        self._cache = {}

    def __repr__(self) -> str:
        return f"Observer({self.name!r})"

    def cars(self, snap: Snapshot) -> tuple[CarView, ...]:
        """Every car of `snap` as this seat knows it, in the snapshot's car order (`snap.cars`). The
        public CarViews are View.of's (`_public_views`): a seat walking a timeline redoes only the
        cars that changed since the step before."""
        cars, spaces, name = snap.cars, snap.spaces, self.name
        open_gears = snap.phase == "plan" and gears_open(snap)
        if name is None:  # the teacher: every car as its own player knows it
            places = [0] * len(cars)
            for place, i in enumerate(snap.order, 1):
                places[i] = place
            return tuple(_own_view(c, spaces, place, open_gears, snap.modules) for c, place in zip(cars, places))
        _public_views(snap, self._cache, open_gears)
        views = list(self._cache["last"][3])  # public CarView per car index
        for i, c in enumerate(cars):
            if c.name == name:
                views[i] = _own_view(c, spaces, views[i].place, open_gears, snap.modules)
        return tuple(views)

    def me(self, snap: Snapshot) -> CarView:
        """This seat's own car in `snap`, as its player knows it."""
        i = self._index(snap)
        open_gears = snap.phase == "plan" and gears_open(snap)
        return _own_view(snap.cars[i], snap.spaces, snap.order.index(i) + 1, open_gears, snap.modules)

    def view(self, snap: Snapshot, track: Track, laps: int, decision: Decision | None = None,
             legal: Iterable[Action] = (), cache: dict[str, Any] | None = None) -> View:
        """The View this seat decides from in `snap` (View.of; `decision` and `legal` as there)."""
        return View.of(snap, self._index(snap), track, laps, decision, legal, cache)

    def _index(self, snap: Snapshot) -> int:
        """This seat's car's position in `snap.cars` (UnknownName: no such car, as for the teacher)."""
        name = self.name
        for i, c in enumerate(snap.cars):
            if c.name == name:
                return i
        raise UnknownName(f"this seat has no car: {shorten(name)} is not in the race; cars are named by "
                          f"their text: {one_of(c.name for c in snap.cars)}")

    def state(self, snap: Snapshot) -> dict[str, Any]:
        """The race in `snap` as JSON-ready data for drawing (the widget's frames are made of it):
        each car's fields as `cars` gives them (hands, counts, gears), with the board's facts that
        every seat sees (lane, face_down, boosted, slipstreamed, spun_out). `play` is the play area
        as this seat knows it (its own car: the cards it planned, at once; another car: revealed
        cards only, None when nothing is shown), `play_count` how many (None: secret, when the
        hand count is)."""
        lanes = snap.lanes
        cars = []
        for c, v in zip(snap.cars, self.cars(snap)):
            hand = v.hand  # a tuple for its own car (every car, for the teacher), else None
            play: list[str] | None
            if hand is not None:
                play = list(c.planned if c.planned and not v.play else v.play or ())
            else:
                play = list(v.play) if v.play else None
            cars.append({
                "name": v.name,
                "colour": v.colour,
                "legend": v.legend,
                "space": v.space,
                "spot": v.spot,
                "lane": lanes[v.space] if v.spot == 1 else 3 - lanes[v.space],
                "lap": v.lap,
                "distance": v.distance,
                "on_board": v.on_board,
                "gear": v.gear,
                "engine": v.engine,
                "hand": list(hand) if hand is not None else None,
                "hand_count": v.hand_count,
                "deck_count": v.deck_count,
                "discard_count": v.discard_count,
                "discard_top": v.discard_top,
                "play": play,
                "play_count": None if v.hand_count is None else len(c.play) or len(c.planned or ()),
                "face_down": c.planned is not None,
                "heat_in_hand": hand.count(HEAT) if hand is not None else None,
                "stress_in_hand": hand.count(STRESS) if hand is not None else None,
                "speed": v.speed,
                "place": v.place,
                "finished": v.finished,
                "boosted": c.boosted,
                "slipstreamed": c.slipstreamed,
                "spun_out": c.spun_out,
            })
        out = {
            "round": snap.round,
            "phase": snap.phase,
            "active": snap.active,
            "pending": [{"car": car, "kind": kind} for car, kind in snap.pending],
            "legends_card": snap.legends_card,
            "cars": cars,
        }
        if snap.modules:  # modules' public state (the Garage's draft market and upgrades)
            out["modules"] = {name: state.to_dict() for name, state in snap.modules}
        return out

    def events(self, events: Iterable[Event]) -> list[Event]:
        """The events this seat sees, as it sees them (Event.seen_by: private ones cut or left out)."""
        name = self.name
        return [e for e in (e.seen_by(name) for e in events) if e is not None]

    def action(self, car: str, action: Action, state: Snapshot) -> str:
        """`car`'s decision `action` in the step whose state is `state`, as this seat sees it
        (action_seen_by)."""
        return action_seen_by(car, action, state, self.name)
