"""Recording, or not: what a race keeps of its past, and who hears about it as it happens.

A recording race keeps a timeline step (with an immutable snapshot) and the Events of every
decision. A batch race (`Race.new(..., record=False)`) keeps none of that while it runs, only its
config, seed, decisions and present state; the first use of what it did not keep (`timeline`,
`events`, `table()`, `subscribe`, the widget) replays its decisions into it once, and from then on it
records like any race. `Recording` is mixed into `Race` (like RoundRules): it works on the race's
attributes.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Callable

from .native import trait
from .state import Snapshot
from .primitives import Primitives
from .record import KEPT_BY_REBUILD, quiet_kinds



@trait
class Recording(Primitives):
    """Listeners, event callbacks and batch races' rebuild by replay (mixed into Race)."""

    @property
    def recording(self) -> bool:
        """False for a batch race that has not rebuilt its timeline yet (see `Race.new`'s `record`)."""
        return self._record.recording

    @property
    def loaded_from_json(self) -> bool:
        """Whether the race was read from a file (`Race.from_json`): the widget opens it at step 0."""
        return self._record.loaded_from_json

    def subscribe(self, listener: Callable[..., Any]) -> None:
        """Call listener(race, step) after every applied decision (the widget redraws with it).
        A batch race starts recording (it rebuilds its timeline first): listeners get every step."""
        if not self._record.recording:
            self._rebuild()
        self._record.listeners.append(listener)

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
            raise TypeError(f"on_event takes a function or None, not {type(callback).__name__}")
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

    def _rebuild(self) -> None:
        """Replay this batch race's decisions into itself as a recording race (once): from then on
        it records as it goes. Replaying in place keeps every reference to the race (modules,
        listeners, the widget) pointing at it."""
        from .copying import refuse_history
        refuse_history(self, "timeline or events")  # before anything changes
        config, log, before = self._config, self._record.log, (self._round, self._phase, self._pending())
        kept = self._record
        own = getattr(self, "__dict__", None)
        if own:  # an interpreted race's attributes (a compiled race's are C fields, all set again below)
            own.clear()
        self._reset(config, True)  # Race.__init__ again
        self._record.language = kept.language  # the replayed events share the race's language
        self._setup_again()
        for name, text in log:
            self.act(name, text)
        for k in KEPT_BY_REBUILD:
            setattr(self._record, k, getattr(kept, k))
        if self._record.on_event is not None:
            self._record.event_mode = 3
        if (self._round, self._phase, self._pending()) != before:
            raise RuntimeError(f"replaying the race's {len(self._record.log)} decisions did not give the same race "
                               f"(round {self._round} instead of {before[0]}): please report this engine bug")
