"""`RaceState`: the attributes a race holds, declared once for the type checker.

`Race` (engine/race.py) is assembled from mixins (RoundRules, CardSteps, SlipstreamRules,
CornerRules, LegendTurns, HookedRules, RaceSetup, Recording, Teaching, ModuleHost), each working on
attributes that `Race.__init__` sets and on methods another mixin defines. They all inherit this
class so that mypy knows those names. It holds annotations only: no values, no methods at run time
(the method signatures below exist under TYPE_CHECKING only), so it changes nothing in a race.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from .actions import Action, Decision
    from .events import Event
    from .modifiers import Modifier
    from .modules import Module
    from .race import Step
    from .setup import RaceOptions
    from .state import CarSnapshot, CarState, Snapshot
    from .track import Track


class RaceState:
    """The state a race's mixins share (set in `Race.__init__`; see engine/race.py)."""

    seed: int
    options: RaceOptions
    loaded_from_json: bool
    _config: dict[str, Any]
    _recording: bool
    _now: Snapshot | None
    _on_event: Callable[[str, str | None, dict[str, Any]], Any] | None
    _event_kinds: frozenset[str] | None
    _readings: int
    _track: Track
    _spaces: int
    _laps: int
    _modifiers: list[Modifier]
    _modules: list[Module]
    _module_kinds: dict[str, Module]
    _events: list[Event]
    _timeline: list[Step]
    _log: list[tuple[str, str]]
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
    _places_cache: list[CarState] | None
    _places_order: tuple[int, ...]
    _legends_tuple: tuple[int, ...] | None
    _listeners: list[Callable[..., Any]]
    _annotations: dict[int, str]
    _language: list[str]
    _cars: list[CarState]
    _by_name: dict[str, CarState]
    _frozen: list[CarSnapshot]
    _dirty: set[int]
    _players: list[CarState] | None
    _corner_line_list: tuple[tuple[float, ...], tuple[tuple[float, Any], ...]] | None
    _frozen_stale: set[int]
    _view_stale: set[int]
    _events_recorded: int
    _pending_cache: tuple[Any, ...] | None
    _pending_made: tuple[tuple[Any, ...] | None, tuple[Decision, ...]]
    _decisions: dict[tuple[str, str], Decision]
    _pending_decisions: dict[tuple[Any, ...], tuple[Decision, ...]]
    _legal_cache: dict[int, tuple[Action, ...]]
    _view_cache: dict[Any, Any]
    _module_states_last: tuple[tuple[str, Any], ...] | None
    _public_changed: bool
    _hooks: dict[str, Any]
    _card_symbols: bool
    # RoundRules._event, or an instance's own (a batch race's, or one that tells `on_event`)
    _event: Callable[..., Any]

    if TYPE_CHECKING:
        # Methods one mixin calls and another (or Race) defines. Loose signatures: the real
        # definitions, later in Race's MRO, are the ones checked.
        def _event_noted(self, *args: Any, **kwargs: Any) -> Any: ...
        def _modified(self, *args: Any, **kwargs: Any) -> Any: ...
        def _finish_line(self, *args: Any, **kwargs: Any) -> Any: ...
        def _distance(self, *args: Any, **kwargs: Any) -> Any: ...
        def _settle(self, *args: Any, **kwargs: Any) -> Any: ...
        def _free_spot(self, *args: Any, **kwargs: Any) -> Any: ...
        def _pay_heat(self, *args: Any, **kwargs: Any) -> Any: ...
        def _draw(self, *args: Any, **kwargs: Any) -> Any: ...
        def _move_revealed(self, *args: Any, **kwargs: Any) -> Any: ...
        def _note_forbidden(self, *args: Any, **kwargs: Any) -> Any: ...
        def _start_round(self, *args: Any, **kwargs: Any) -> Any: ...
        def _run(self, *args: Any, **kwargs: Any) -> Any: ...
        def _setup_pending(self, *args: Any, **kwargs: Any) -> Any: ...
        def _begin_race(self, *args: Any, **kwargs: Any) -> Any: ...
        def _dirty_all(self, *args: Any, **kwargs: Any) -> Any: ...
        def _snapshot(self, *args: Any, **kwargs: Any) -> Any: ...
        def _record(self, *args: Any, **kwargs: Any) -> Any: ...
        def _setup_again(self, *args: Any, **kwargs: Any) -> Any: ...
        def _pending(self, *args: Any, **kwargs: Any) -> Any: ...
        def act(self, *args: Any, **kwargs: Any) -> Any: ...
