"""`Record`: a race's history (what it keeps of its past), and who hears about it as it happens.

A race's facts (engine/race_state.py FACT_FIELDS) are the game as it stands; its record is one
object beside them (`race._record`): the log of decisions (with the config and seed, what a race
is: DESIGN, "the log is the truth"), the timeline of steps and the events (a recording race's), the
listeners and the event callback, a teacher's annotations and the language of its words. The rules
append to it (`Primitives._event`, `act`) and never read it to decide the game. A copy of the
present (engine/copying.py) starts with an empty record; a batch race's rebuild (engine/snapshots.py)
makes a new one and keeps what `KEPT_BY_REBUILD` names.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .i18n import DEFAULT

if TYPE_CHECKING:
    from .events import Event
    from .state import Step

# What a batch race's rebuild keeps of its record (everything else is made again by the replay).
KEPT_BY_REBUILD: tuple[str, ...] = ("listeners", "loaded_from_json", "on_event", "event_kinds", "annotations", "language")


# The kinds of event whose call sites ask the record's `quiet` first: the most frequent ones simulate's Tally
# does not count. Such a call with its fields costs about 3,000 instructions for an event dropped
# at once, and a race has some 440 of them.
QUIET_KINDS: frozenset[str] = frozenset(("reveal", "move", "draw", "play", "flip", "legend_move", "reshuffle", "round",
                         "legends_card", "lap"))


def quiet_kinds(mode: int, kinds: frozenset[str] | None) -> frozenset[str]:
    """The kinds of QUIET_KINDS that `_event` drops in event mode `mode` with a callback that
    hears `kinds` (None: every kind): all in a batch race nobody hears, none in a recording race."""
    if mode == 1:
        return QUIET_KINDS
    if mode == 2 and kinds is not None:
        return QUIET_KINDS - kinds
    return frozenset()


class Record:
    """A race's record (see the module's docstring):

    - `log`: (car name, action text) of every decision, in order;
    - `recording`: whether it keeps a timeline and events (False: a batch race, until its rebuild);
    - `timeline`: a Step per decision (its snapshot and events); `events`: the Events, of which
      `events_recorded` are already in a step;
    - `listeners`: called after every decision; `on_event` / `event_kinds`: the event callback and
      the kinds it hears; `event_mode` / `quiet`: what `_event` does with an event (engine/race_state.py);
    - `annotations`: step -> a teacher's comment (engine/notes.py);
    - `language`: [code] of its words, a list shared with its Events so that a change reaches them;
    - `loaded_from_json`: the race was read from a file (the widget opens it at step 0).
    """

    __slots__ = ("log", "recording", "timeline", "events", "events_recorded", "listeners", "on_event", "event_kinds",
                 "event_mode", "quiet", "annotations", "language", "loaded_from_json")

    log: list[tuple[str, str]]
    recording: bool
    timeline: list[Step]
    events: list[Event]
    events_recorded: int
    listeners: list[Callable[..., Any]]
    on_event: Callable[[str, str | None, dict[str, Any]], Any] | None
    event_kinds: frozenset[str] | None
    # What `_event` does with an event: 0 records it (an Event kept), 1 nothing (a batch race),
    # 2 tells `on_event`'s callback (a batch race), 3 records it and tells the callback.
    event_mode: int
    quiet: frozenset[str]  # quiet_kinds of the mode: call sites of these kinds skip `_event`
    annotations: dict[int, str]
    language: list[str]
    loaded_from_json: bool

    def __init__(self, recording: bool) -> None:
        self.log = []
        self.recording = recording
        self.timeline = []
        self.events = []
        self.events_recorded = 0
        self.listeners = []
        self.on_event = None
        self.event_kinds = None
        self.event_mode = 0 if recording else 1
        self.quiet = quiet_kinds(self.event_mode, None)
        self.annotations = {}
        self.language = [DEFAULT]
        self.loaded_from_json = False

    def for_preview(self) -> Record:
        """The record of a preview's throw-away race (engine/preview.py): it keeps every event (a
        preview reads them; a batch race keeps none) and tells no listener or callback, as nothing
        of it happened; its words in this race's language."""
        new = Record(True)
        new.language = self.language
        return new
