"""`Caches`: what a race derives from its facts to answer fast, and when each is dropped.

A race's facts (engine/race_state.py FACT_FIELDS) are the game; everything here is made again from
them on demand, so a race given its facts and fresh caches plays on as the race it was taken from
(tests/test_race_fields.py), and a copy of the race (engine/copying.py) starts with fresh caches. No
game fact is kept here (whether React lists card symbols is the fact `_card_symbols`). The rules
never read a cache to decide the game; they tell the caches what changed, through the methods below,
and this file is the one place that says what each change drops:

| a change (the method the rules call)     | what is dropped or marked                              |
|------------------------------------------|--------------------------------------------------------|
| a decision taken (`decided`)             | the pending decisions, the legal actions; the car     |
| (a decision logged)                      | a batch race's snapshot of the present (`now_at`)      |
| a car changed (`car_changed`)            | the car's snapshot and its public view (`dirty`)      |
| every car changed (`cars_changed`)       | as `car_changed`, for every car                        |
| the race order (`order_changed`)         | the places                                             |
| the Legends deck (`legends_changed`)     | its top-first tuple                                    |
| a module's public state (`module_public`)| the modules' public state in the next snapshot        |
| the cars replaced (`present_replaced`)   | every cache of the present (a determinized sample)    |
| a preview's copy (`for_preview`)         | a preview's own caches of the present                  |
| the roster (`roster_changed`)            | the index by name, the players                         |
| the modules (`modules_changed`)          | the modifier hooks, the corner limits, decision kinds  |

A fresh `Caches()` holds nothing: the index by name (`names`), the decision kinds (`module_of`), the
snapshots (`frozen_cars`), the places, hooks and limits are each made when first asked for.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action, Decision
    from .modules import Module
    from .state import CarSnapshot, CarState, Snapshot


class Caches:
    """A race's caches (one per race, `race._caches`), each made from the facts when first asked
    for (a new `Caches()` holds none, and the race plays on the same). Two kinds:

    - of the set-up, made once asked for, dropped when the cars or modules change: `by_name` (car name ->
      its state: `names`), `players` (the cars that are not Legends), `module_kinds` (decision kind
      -> its module: `module_of`), `hooks` (modifier hook -> the methods that change it),
      `board_limits` (the corners' limits after the modules' road hooks), `corner_lines` (where the
      corner lines are, from the track);
    - of the present, made again as the race moves: `pending` ((car, kind), ...) and the Decisions
      made of it, `legal` (car index -> its legal actions), `frozen` (each car's last snapshot),
      `dirty` / `frozen_stale` / `view_stale` (which cars a snapshot or a view must make again),
      `views` (public views of unchanged cars), `now` (a batch race's snapshot of the present, made when
      its log held `now_at` decisions),
      `places` (the race order), `legends_top` (the Legends deck, top first), `module_states` and
      `public_changed` (the modules' public state, and whether it changed since).
    """

    __slots__ = ("by_name", "players", "module_kinds", "hooks", "board_limits", "corner_lines",
                 "pending", "pending_made", "decisions", "pending_decisions", "legal", "frozen", "dirty",
                 "frozen_stale", "view_stale", "views", "now", "now_at", "places", "legends_top", "module_states",
                 "public_changed")

    by_name: dict[str, CarState]
    players: list[CarState] | None
    module_kinds: dict[str, Module] | None
    hooks: dict[str, Any]
    board_limits: tuple[int, ...] | None
    corner_lines: tuple[tuple[float, ...], tuple[tuple[float, Any], ...]] | None
    pending: tuple[tuple[str, str], ...] | None
    pending_made: tuple[tuple[tuple[str, str], ...] | None, tuple[Decision, ...]]
    decisions: dict[tuple[str, str], Decision]
    pending_decisions: dict[tuple[tuple[str, str], ...], tuple[Decision, ...]]
    legal: dict[int, tuple[Action, ...]]
    frozen: list[CarSnapshot]
    dirty: set[int]  # cars changed since the last snapshot or view, whichever came last
    frozen_stale: set[int]  # cars a view saw changed, still to freeze in a snapshot
    view_stale: set[int]  # cars a snapshot froze, still to redo in the views' table
    views: dict[Any, Any]
    now: Snapshot | None
    now_at: int
    places: list[CarState] | None
    legends_top: tuple[int, ...] | None
    module_states: tuple[tuple[str, Any], ...] | None
    public_changed: bool

    def __init__(self) -> None:
        self.by_name = {}
        self.players = None
        self.module_kinds = None
        self.hooks = {}
        self.board_limits = None
        self.corner_lines = None
        self.pending = None
        self.pending_made = (None, ())
        self.decisions = {}
        self.pending_decisions = {}
        self.legal = {}
        self.frozen = []
        self.dirty = set()
        self.frozen_stale = set()
        self.view_stale = set()
        self.views = {}
        self.now = None
        self.now_at = 0
        self.places = None
        self.legends_top = None
        self.module_states = None
        self.public_changed = True

    # ---- made when asked for ------------------------------------------------------------------

    def names(self, cars: list[CarState]) -> dict[str, CarState]:
        """The index car name -> its state (`by_name`), made from `cars` if this cache is new."""
        by_name = self.by_name
        if len(by_name) != len(cars):
            self.roster_changed(cars)
            by_name = self.by_name
        return by_name

    def module_of(self, kind: str, modules: list[Module]) -> Module | None:
        """The module that owns decisions of this kind (None: the base game's), from `modules`:
        the last one to declare it, as they were loaded."""
        kinds = self.module_kinds
        if kinds is None:
            kinds = self.module_kinds = {k: m for m in modules for k in m.decisions}
        return kinds.get(kind)

    def frozen_cars(self, cars: list[CarState]) -> tuple[CarSnapshot, ...]:
        """Every car's snapshot, the changed ones frozen again. The cars a view has not seen changed
        yet stay marked for the views (`view_stale`: the views' table, engine/live.py live_public).
        A new cache freezes every car."""
        frozen = self.frozen
        if len(frozen) != len(cars):
            frozen = self.frozen = [c.freeze() for c in cars]
            self.dirty.clear()
            self.frozen_stale.clear()
            return tuple(frozen)
        dirty = self.dirty
        if dirty:
            for i in dirty:
                frozen[i] = cars[i].freeze()
            self.view_stale |= dirty
            dirty.clear()
        stale = self.frozen_stale
        if stale:
            for i in stale:
                frozen[i] = cars[i].freeze()
            stale.clear()
        return tuple(frozen)

    def legends(self, deck: list[int]) -> tuple[int, ...]:
        """The Legends deck, top first (the deck's list keeps its top last)."""
        top = self.legends_top
        if top is None:
            top = self.legends_top = tuple(reversed(deck))
        return top

    def modules_public(self, modules: list[Module]) -> tuple[tuple[str, Any], ...]:
        """(name, public state) of every module that shows one, asked again only after a change."""
        states = self.module_states
        if self.public_changed or states is None:
            self.public_changed = False
            states = self.module_states = tuple((m.name, state) for m in modules if (state := m.public()) is not None)
        return states

    # ---- what changed ---------------------------------------------------------------------------

    def decided(self, index: int, secret: bool) -> None:
        """Car `index` took a decision: who decides what, and from which actions, is worked out
        again, and the car changed (`car_changed`; if what it chose is `secret`, a gear chosen in
        secret, only its own snapshot is made again: `frozen_stale`).
        (One call for the three: `act` makes it once per decision.)"""
        self.pending = None
        self.legal.clear()
        if secret:
            self.frozen_stale.add(index)
        else:
            self.dirty.add(index)

    def car_changed(self, index: int) -> None:
        """A car changed where every seat sees it: its snapshot and its public view are made again."""
        self.dirty.add(index)

    def cars_changed(self, count: int) -> None:
        """Every car (of `count`) changed."""
        self.dirty.update(range(count))

    def order_changed(self) -> None:
        """The race order may have changed (a car moved, finished or left)."""
        self.places = None

    def legends_changed(self) -> None:
        """The Legends deck changed (drawn from, or shuffled)."""
        self.legends_top = None

    def module_public(self) -> None:
        """A module's public state changed: the next snapshot asks the modules again."""
        self.public_changed = True

    def roster_changed(self, cars: list[CarState]) -> None:
        """The cars were added or replaced: the index by name and the players made again."""
        self.by_name = {c.name: c for c in cars}
        self.players = None

    def modules_changed(self) -> None:
        """A module or modifier was added: the hooks, the corners' limits and the decision kinds are
        asked again."""
        self.hooks = {}
        self.board_limits = None
        self.module_kinds = None

    def for_preview(self, cars: list[CarState]) -> Caches:
        """The caches of a preview's throw-away race (engine/preview.py) playing copies of this race's
        `cars` with the same modules: the set-up caches shared (made from the same modules and track,
        filled the same way), those of the present its own, so that nothing the preview does reaches
        the race's."""
        new = Caches()
        new.module_kinds = self.module_kinds
        new.hooks = self.hooks
        new.board_limits = self.board_limits
        new.corner_lines = self.corner_lines
        new.roster_changed(cars)
        new.frozen = list(self.frozen)
        new.module_states = self.module_states
        new.public_changed = self.public_changed
        return new

    def present_replaced(self, cars: list[CarState]) -> None:
        """The cars' piles were replaced (a determinized sample, engine/determinize.py): every cache
        of the present made again, every snapshot taken anew."""
        self.frozen = [c.freeze() for c in cars]
        self.dirty.clear()
        self.frozen_stale.clear()
        self.view_stale.clear()
        self.views.clear()
        self.legal.clear()
        self.pending = None
        self.legends_top = None
        self.now = None
        self.public_changed = True
