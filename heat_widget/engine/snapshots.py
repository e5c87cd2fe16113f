"""The snapshots and steps a race keeps (the `Recording` layer of `Race`), and who hears of them.

(Named for what it makes: the Record object these are kept in is engine/history.py.)

A recording race keeps a timeline step (with an immutable snapshot) and the Events of every
decision. A batch race (`Race.new(..., record=False)`) keeps none of that while it runs, only its
config, seed, decisions and present state; the first use of what it did not keep (`timeline`,
`events`, `table()`, `subscribe`, the widget) replays its decisions into it once, and from then on it
records like any race. It also makes the snapshot of the present that a step keeps (`_snapshot`,
`_keep_step`). `Recording` is a layer of `Race` (engine/race.py) on top of the round (RoundRules):
it works on the race's attributes.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Callable

from .errors import BadArgument, shorten
from .native import trait
from .state import Snapshot, Step
from .history import quiet_kinds
from .rules import RoundRules

if TYPE_CHECKING:
    from .actions import Action


@trait
class Recording(RoundRules):
    """Listeners, event callbacks, the snapshots and steps a recording race keeps (a layer of Race)."""

    @property
    def recording(self) -> bool:
        """False for a batch race that has not rebuilt its timeline yet (see `Race.new`'s `record`)."""
        return self._record.recording

    @property
    def loaded_from_json(self) -> bool:
        """Whether the race was read from a file (`Race.from_json`): the widget opens it at step 0."""
        return self._record.loaded_from_json

    def _listen(self, listener: Callable[..., Any]) -> None:
        """`subscribe` without the rebuild: a batch race stays a batch race, and its listeners get
        None for the step (the decision is `race.log[-1]`). A batch season hears its races so
        (engine/championship/season.py); once the race records, they get every step."""
        self._record.listeners.append(listener)

    def on_event(self, callback: Callable[[str, str | None, dict[str, Any]], Any] | None,
                 kinds: Iterable[str] | None = None) -> None:
        """Call callback(kind, car name or None, fields) for every event from now on, as it happens
        (`kinds`: only events of these kinds). A batch race keeps no events: this is how to count
        them (simulate's statistics) without a replay. None stops it. `fields` belongs to the
        event: read it, don't change it."""
        if callback is not None and not callable(callback):
            raise BadArgument(f"on_event takes a function or None, not {shorten(callback)}")
        self._record.on_event = callback
        self._record.event_kinds = None if kinds is None else frozenset(kinds)
        self._record.event_mode = (0 if self._record.recording else 1) if callback is None else (3 if self._record.recording else 2)
        self._record.quiet = quiet_kinds(self._record.event_mode, self._record.event_kinds)

    def unsubscribe(self, listener: Callable[..., Any]) -> None:
        if listener in self._record.listeners:
            self._record.listeners.remove(listener)

    def _state(self) -> Snapshot:
        """The race now: the last step's snapshot, or a batch race's snapshot made when first asked
        for after a decision (views and `cars` share it)."""
        if self._record.recording:
            return self._record.timeline[-1].state
        caches = self._caches
        now = caches.now
        made = len(self._record.log)  # a decision since (or during) the snapshot: made again
        if now is None or caches.now_at != made:
            now = caches.now = self._snapshot()
            caches.now_at = made
        return now

    def _snapshot(self) -> Snapshot:
        caches = self._caches
        if caches.places is None:
            self._ranking()
        # each part asked of the caches only when it must be made again (this runs once per decision
        # of a recording race: three calls a snapshot were 0.6 M instructions of a simulate race)
        frozen = (caches.frozen_cars(self._cars) if caches.dirty or caches.frozen_stale
                  or len(caches.frozen) != len(self._cars) else tuple(caches.frozen))  # (a new cache: every car)
        top = caches.legends_top
        states = caches.module_states
        # tuple.__new__ skips NamedTuple's keyword handling
        return tuple.__new__(Snapshot, (
            self._round, self._phase, self._active, self._pending(), frozen, self._places_order,
            self._legends_card, top if top is not None else caches.legends(self._legends_deck),
            self._legends_shuffles, self._spaces, self._track.race_line_lane,
            states if states is not None and not caches.public_changed else caches.modules_public(self._modules),
            self._module_effects() if self._modules else None, self.options.pro_legends))

    def _keep_step(self, car: str | None, action: Action | None) -> Step | None:
        if not self._record.recording:
            return None
        start = self._record.events_recorded
        step = tuple.__new__(Step, (len(self._record.timeline), self._round, car, action, tuple(self._record.events[start:]),
                                    self._snapshot()))
        self._record.events_recorded = len(self._record.events)
        self._record.timeline.append(step)
        return step
