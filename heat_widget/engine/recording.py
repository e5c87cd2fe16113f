"""Recording, or not: what a race keeps of its past, and who hears about it as it happens.

A recording race keeps a timeline step (with an immutable snapshot) and the Events of every
decision. A batch race (`Race.new(..., record=False)`) keeps none of that while it runs, only its
config, seed, decisions and present state; the first use of what it did not keep (`timeline`,
`events`, `table()`, `subscribe`, the widget) replays its decisions into it once, and from then on it
records like any race. `Recording` is mixed into `Race` (like RoundRules): it works on the race's
attributes.
"""
from __future__ import annotations

from .native import python_class
from .rules import RoundRules
from .state import Snapshot
from .race_state import RaceState

# What a rebuild keeps of the batch race itself (everything else is replayed state).
KEPT_BY_REBUILD = ("_listeners", "loaded_from_json", "_on_event", "_event_kinds", "_annotations", "_language")


@python_class
class Recording(RaceState):
    """Listeners, event callbacks and batch races' rebuild by replay (mixed into Race)."""

    @property
    def recording(self) -> bool:
        """False for a batch race that has not rebuilt its timeline yet (see `Race.new`'s `record`)."""
        return self._recording

    def subscribe(self, listener) -> None:
        """Call listener(race, step) after every applied decision (the widget redraws with it).
        A batch race starts recording (it rebuilds its timeline first): listeners get every step."""
        if not self._recording:
            self._rebuild()
        self._listeners.append(listener)

    def on_event(self, callback, kinds=None) -> None:
        """Call callback(kind, car name or None, fields) for every event from now on, as it happens
        (`kinds`: only events of these kinds). A batch race keeps no events: this is how to count
        them (simulate's statistics) without a replay. None stops it. `fields` belongs to the
        event: read it, don't change it."""
        if callback is not None and not callable(callback):
            raise TypeError(f"on_event takes a function or None, not {type(callback).__name__}")
        self._on_event = callback
        self._event_kinds = None if kinds is None else frozenset(kinds)
        if self._recording:  # a batch race's `_event_unrecorded` reads `_on_event` itself
            if callback is None:
                self.__dict__.pop("_event", None)
            else:
                self._event = self._event_recorded_and_told

    def unsubscribe(self, listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _event_unrecorded(self, *args, **fields) -> None:
        """A batch race's `_event` (kind, car, then the event's fields): no Event is made or kept;
        `on_event` still hears it. Its arguments are taken as *args, the cheapest call with keywords
        (every event of every batch race makes one); `_private` is not one of the fields."""
        on_event = self._on_event
        if on_event is not None:
            kind, car = args[0], args[1]
            if self._event_kinds is None or kind in self._event_kinds:
                fields.pop("_private", None)
                on_event(kind, car.name if car is not None else None, fields)

    def _event_recorded_and_told(self, kind: str, car, _private: bool = False, **fields) -> None:
        RoundRules._event(self, kind, car, _private, **fields)  # type: ignore[arg-type]  # self is a Race
        assert self._on_event is not None  # installed only with a callback
        if self._event_kinds is None or kind in self._event_kinds:
            self._on_event(kind, car.name if car is not None else None, self._events[-1].fields)

    def _state(self) -> Snapshot:
        """The race now: the last step's snapshot, or a batch race's snapshot made when first asked
        for after a decision (views and `cars` share it)."""
        if self._recording:
            return self._timeline[-1].state
        now = self._now
        if now is None:
            now = self._now = self._snapshot()
        return now

    def _rebuild(self) -> None:
        """Replay this batch race's decisions into itself as a recording race (once): from then on
        it records as it goes. Replaying in place keeps every reference to the race (modules,
        listeners, the widget) pointing at it."""
        config, log, before = self._config, self._log, (self._round, self._phase, self._pending())
        keep = {k: v for k, v in self.__dict__.items() if k in KEPT_BY_REBUILD}
        self.__dict__.clear()  # drops the instance `_event` too: RoundRules._event records again
        type(self).__init__(self, _config=config)  # type: ignore[call-arg]  # Race.__init__
        self._language = keep["_language"]  # the replayed events share the race's language
        self._setup_again()
        for name, text in log:
            self.act(name, text)
        self.__dict__.update(keep)
        if self._on_event is not None:
            self._event = self._event_recorded_and_told
        if (self._round, self._phase, self._pending()) != before:
            raise RuntimeError(f"replaying the race's {len(self._log)} decisions did not give the same race "
                               f"(round {self._round} instead of {before[0]}): please report this engine bug")
