"""`Race`: the public face of the engine.

A race is its configuration, its seed and the ordered list of decisions; everything else is
derived. `act` validates a decision completely before changing anything, then lets the rules run
to the next decision and records a snapshot in the timeline.

A batch race (`Race.new(..., record=False)`) records nothing while it runs: no timeline, no events,
only the config, seed, decisions and current state. The first use of what it did not record
(`timeline`, `events`, `table()`, the widget) replays its decisions once into a recording race and
takes that race's records over; from then on it records like any race.
"""
from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any, Callable, ClassVar

from .actions import GEAR, Action, Decision, parse_action
from .errors import IllegalAction, OutOfRange, ScenarioError, UnknownName, one_of, shorten
from .caches import Caches
from .events import Event
from .modifiers import Modifier
from .modules import Module
from .notes import Teaching
from .preview import Preview, _MoreFlips, preview
from .serialize import READINGS
from .race_state import RACE_FIELDS
from .history import KEPT_BY_REBUILD, Record
from .rules import BASE_DISCARD, discard_options, play_option_set, play_options, sort_hand
from .options import RaceOptions
from .setup import RaceSetup, new_config, scenario_config
from .state import CarSnapshot, CarState
from .state import Step as Step  # re-exported: the public `from heat_widget.engine.race import Step`
from .track import Track, load_track
from .live import live_view
from .view import View
from .explain import explain, not_your_turn, wrong_decision
from .i18n import DEFAULT, check_language

# gear options (a tuple of gears, engine/planning.py) -> their Actions, as `_legal` lists them
_GEAR_LISTS: dict[tuple[int, ...], tuple[Action, ...]] = {}

# Compiled (mypyc), a native class made of its layers (traits): its attributes are C fields, and no
# attribute may be added or method replaced on an instance (see README "Compiled engine").
class Race(RaceSetup, Teaching):
    """A race of Heat. Build one with `Race.new(...)`, `Race.scenario(...)` or `Race.from_json(...)`."""

    __slots__ = RACE_FIELDS  # its attributes (engine/race_state.py)

    # ---- construction ----------------------------------------------------------------------

    def __init__(self, *, _config: dict[str, Any], record: bool | Any = True) -> None:
        # Use Race.new, Race.scenario or Race.from_json.
        if not isinstance(record, bool):
            raise ScenarioError(f"record must be True or False, not {shorten(record)}")
        self._reset(_config, record)

    def _reset(self, _config: dict[str, Any], record: bool) -> None:
        """The state of a race that has done nothing yet: `__init__`, and a batch race's rebuild
        (a method of its own: a compiled race's `type(self).__init__` does nothing once made)."""
        self._config = _config
        self._record = Record(record)  # the log, timeline, events, listeners (history.py)
        self._caches = Caches()  # what is derived from the facts, made again as needed (caches.py)
        self.seed = _config["seed"]
        # Which rule readings the race follows: files saved before a reading changed replay with
        # the readings they were played under (see READINGS in engine/serialize.py).
        self._readings = _config.get("readings", READINGS)
        # Any: the options are checked later (RaceOptions.check), so the compiled build must not
        # check laps' type when reading it here
        options: Any = RaceOptions(**_config.get("options", {}))
        self.options = options
        self._track = load_track(_config["track"])
        self._spaces = self._track.spaces
        laps = options.laps or self._track.laps
        self._laps = laps if type(laps) is int else self._track.laps  # a wrong `laps` is refused by the checks
        self._modifiers: list[Modifier] = []
        self._modules: list[Module] = []
        self._round = 0
        self._phase = "plan"
        self._active = None
        self._step = None
        self._order: list[int] = []
        self._turn = 0
        self._adrenaline: set[int] = set()
        self._finished_count = 0
        self._legends_deck: list[int] = []
        self._legends_shuffles = 0
        self._legends_card = None
        self._places_order = ()
        self._cars: list[CarState] = []
        self._card_symbols = False

    @classmethod
    def new(cls, track: str | Any = "usa", players: object = ("Ana", "Ben"), legends: int | Any = 0,
            seed: int | None | Any = None, laps: int | None | Any = None, modules: object = (),
            record: bool | Any = True, language: str | Any = "en", readings: int | None | Any = None,
            **options: Any) -> "Race":
        # `T | Any`: any value reaches the checks that name what is wrong (the compiled build would
        # refuse a `T` that is not one with a bare TypeError)
        # language="en": i18n.DEFAULT written out (here, in scenario, from_json and Championship's): compiled,
        # a default that is not a literal leaves a function without a signature (inspect.signature raises)
        """A new race: `players` (names), `legends` (0-6 Legend cars), `seed` (any int; None picks
        one and records it), `laps` (default: the board's), `modules` ("legends" is implied by
        legends > 0), options: hand_size, heat, stress, tournament, pro_legends.
        `language`: of its sentences, "en" or "pt" (see `language`).
        `record=False` makes a batch race: it keeps no timeline and no events while it runs (about
        twice as fast) and rebuilds them by replay the first time they are asked for.
        `readings`: the rule readings to follow (None: today's, READINGS in engine/serialize.py); a
        saved season passes the readings its races were played under."""
        check_language(language)
        config = new_config(track, players, legends, seed, laps, modules, readings, options)
        race = cls(_config=config, record=record)
        race._record.language[0] = language
        race._setup_new(config["players"], legends, config["modules"])
        return race

    @classmethod
    def scenario(cls, track: str | Any = "usa", cars: object = (), seed: int | Any = 0, round: int | Any = 1,
                 legends_deck: object = None, laps: int | None | Any = None, record: bool | Any = True,
                 modules: object = (), language: str | Any = "en", **options: Any) -> "Race":
        """A hand-made situation at the start of a round, for teaching and what-if. Each car is a
        dict: name, space, spot (1 = Race Line), lap, gear, hand, deck (top first), discard,
        engine; a Legend is {"name", "legend": True, "colour", "space", ...}. `record` as in `new`;
        `modules` and their options as in `Race.new` (the cars' cards are taken as given: no set-up
        changes; with "garage", upgrade cards may be in any pile: the cars are already built).
        `language` as in `new`."""
        check_language(language)
        config = scenario_config(track, cars, seed, round, legends_deck, laps, modules, options)
        race = cls(_config=config, record=record)
        race._record.language[0] = language
        race._setup_scenario()
        return race

    # ---- what the race looks like now ------------------------------------------------------

    @property
    def track(self) -> Track:
        return self._track

    @property
    def laps(self) -> int:
        return self._laps

    @property
    def round(self) -> int:
        return self._round

    @property
    def phase(self) -> str:
        """'setup' (modules' decisions before the race, e.g. the Garage's draft), 'plan' (steps 1-2,
        all cars at once), 'turn' (one car's steps 3-9) or 'finished'."""
        return self._phase

    @property
    def finished(self) -> bool:
        return self._phase == "finished"

    @property
    def cars(self) -> tuple[CarSnapshot, ...]:
        return self._state().cars

    @property
    def names(self) -> list[str]:
        return [c.name for c in self._cars]

    def car(self, name: str | Any) -> CarSnapshot:  # `| Any`: see new()
        """The car with this name, as it is now (an immutable record; deck top card first)."""
        index = self._car(name).index
        if not self._record.recording:
            self._state()
        return self._caches.frozen[index]

    @property
    def standings(self) -> list[str]:
        """Car names in race order: finished cars by finishing place, then the others front to back."""
        return list(self._state().places)

    @property
    def events(self) -> list[Event]:
        """Every event so far (a batch race rebuilds them by replay, once)."""
        if not self._record.recording:
            self._rebuild()
        return list(self._record.events)

    @property
    def timeline(self) -> list[Step]:
        """Every step so far (a batch race rebuilds them by replay, once)."""
        if not self._record.recording:
            self._rebuild()
        return list(self._record.timeline)

    @property
    def log(self) -> list[tuple[str, str]]:
        """Every decision so far as (car, action text): with the config and seed, the whole race."""
        return list(self._record.log)

    @property
    def config(self) -> dict[str, Any]:
        return copy.deepcopy(self._config)

    @property
    def pending(self) -> list[Decision]:
        """Who must decide what now. While planning, every car still to choose its gear or cards."""
        return list(self.decisions_now())

    def decisions_now(self) -> tuple[Decision, ...]:
        """`pending` as a tuple, the same tuple until a decision is taken (bots ask every loop:
        bots/runner.py, the search's rollouts)."""
        caches = self._caches
        now = caches.pending or self._pending()  # its cache read here: this runs every bot loop
        made = caches.pending_made
        if made[0] is not now:
            decisions = caches.pending_decisions.get(now)
            if decisions is None:
                decisions = caches.pending_decisions[now] = tuple([self._decision(p) for p in now])
            made = caches.pending_made = (now, decisions)
        return made[1]

    def _decision(self, pending: tuple[str, str]) -> Decision:
        made = self._caches.decisions.get(pending)
        if made is None:
            made = self._caches.decisions[pending] = Decision(*pending)
        return made

    def _decision_kind(self, car: CarState) -> str | None:
        if self._phase == "turn":  # one car decides: no need to go through `pending`
            return self._step if car.name == self._active else None
        for name, kind in self._caches.pending or self._pending():
            if name == car.name:
                return kind
        return None

    def live_car(self, name: str | Any) -> CarState:  # `| Any`: see new()
        """The car with this name as the rules hold it now (engine/state.py `CarState`, which the
        race changes as it plays: read it, never change it). For bots that read a car after every
        decision of a rollout (bots/search.py); `car(name)` is the immutable record of it."""
        return self._car(name)

    @property
    def live_cars(self) -> tuple[CarState, ...]:
        """Every car as the rules hold it now (`live_car`), in car order (the order of `names`)."""
        return tuple(self._cars)

    @property
    def spaces(self) -> int:
        """The track's number of spaces in a lap (a car's distance is lap * spaces + space)."""
        return self._spaces

    @property
    def module_names(self) -> tuple[str, ...]:
        """The names of the modules this race plays ("garage", "weather", the board's "hazards", ...)."""
        return tuple(m.name for m in self._modules)

    def _car(self, name: object) -> CarState:
        names = self._caches.names(self._cars)  # the index by name, made again if the cache is new
        car = names.get(name) if type(name) is str else None  # a list or dict is no key
        if car is None:
            raise UnknownName(f"unknown car {shorten(name)}; cars are named by their text: {one_of(names)}")
        return car

    # ---- decisions -------------------------------------------------------------------------

    def legal_actions(self, car: str | Any) -> list[Action]:  # `| Any`: see new()
        """Every legal action for this car now (empty if it has nothing to decide)."""
        c = self._caches.by_name.get(car) if type(car) is str else None
        if c is None:
            c = self._car(car)
        if self._phase == "turn":  # _decision_kind written out: one car decides
            kind = self._step if c.name == self._active else None
        else:
            kind = self._decision_kind(c)
        if not kind:
            return []
        hit = self._caches.legal.get(c.index)
        return list(hit if hit is not None else self._legal_now(c, kind))

    def _legal_now(self, car: CarState, kind: str) -> tuple[Action, ...]:
        """The legal actions of a car's pending decision, cached until the next decision."""
        hit = self._caches.legal.get(car.index)
        if hit is None:
            hit = self._caches.legal[car.index] = tuple(self._legal(car, kind))
        return hit

    def _legal(self, car: CarState, kind: str) -> Sequence[Action]:
        if kind == "gear":
            options = self._gear_options(car)
            hit = _GEAR_LISTS.get(options)  # a few tuples of gears: every gear decision asks for one
            if hit is None:
                hit = _GEAR_LISTS[options] = tuple([GEAR[g] for g in options])
            return hit
        if kind == "play":
            hand = tuple(sorted(car.hand))  # sort_hand
            counts = self._play_counts(car)
            if len(counts) == 1:
                return play_options(hand, counts[0])
            out: list[Action] = []
            for k in counts:
                out.extend(play_options(hand, k))
            return out
        if kind == "react":
            return self._react_options(car)
        if kind == "speed":
            return self._speed_options(car)
        if kind == "slipstream":
            return self._slipstream_options(car)
        if kind == "discard":
            if self._modifiers:  # a Championship event's step 8 (Modifier.discard_rule)
                return discard_options(tuple(sorted(car.hand)), *self._modified("discard_rule", car, BASE_DISCARD))
            return discard_options(tuple(sorted(car.hand)))  # sort_hand
        module = self._caches.module_of(kind, self._modules)
        return module.legal(car, kind) if module is not None else []

    def _is_legal(self, car: CarState, kind: str, action: Action) -> bool:
        legal = self._caches.legal.get(car.index)
        if legal is None:
            if kind == "play":
                hand = sort_hand(car.hand)  # a set lookup instead of listing every play
                return any(action in play_option_set(hand, k) for k in self._play_counts(car))
            legal = self._legal_now(car, kind)
        for x in legal:  # bots answer with one of the listed objects: no Python-level __eq__ calls
            if x is action:
                return True
        return action in legal

    def act(self, car: str | Any, action: object) -> Step | None:  # `| Any`: see new()
        """Validate and apply one decision; the race then runs on to the next decision, and the new
        timeline Step is returned (None for a batch race, which keeps no timeline).
        An illegal action raises IllegalAction and leaves the race exactly as it was."""
        caches, record = self._caches, self._record
        c = (caches.by_name.get(car) if type(car) is str else None) or self._car(car)
        if type(action) is Action:  # a subclass is read from its text (parse_action): no caller's __eq__
            a = action
        else:
            try:
                a = parse_action(action)
            except IllegalAction as e:  # the notation's refusals, in the race's language
                if record.language[0] == DEFAULT:
                    raise
                raise IllegalAction(e.message, record.language[0]) from None
        kind = None  # _decision_kind, written out (the call: +0.11 M instructions a race, 0.6%, bench_parts.py)
        if self._phase == "turn":  # one car decides
            if c.name == self._active:
                kind = self._step
        else:
            for name, k in caches.pending or self._pending():
                if name == c.name:
                    kind = k
                    break
        if kind is None:
            raise IllegalAction(self._not_your_turn(c, a), record.language[0])
        if a.decision != kind:
            raise IllegalAction(wrong_decision(self, c, kind, a), record.language[0])
        for x in caches.legal.get(c.index, ()):  # a bot answers with one of the listed objects
            if x is a:
                break
        else:
            if not self._is_legal(c, kind, a):
                raise IllegalAction(self._explain(c, kind, a), record.language[0])
        # a gear chosen in secret changes nothing the other seats see (the joint shift marks the cars
        # it moves): the car only has to be frozen again by the next snapshot
        caches.decided(c.index, kind == "gear" and c.planned is None)
        if kind == "gear":
            assert a.n is not None  # 'gear N' always has its number
            self._apply_gear(c, a.n)
        elif kind == "play":
            self._apply_play(c, a.cards)
        elif kind == "react":
            self._apply_react(c, a)
        elif kind == "slipstream":
            self._apply_slipstream(c, a)
        elif kind == "discard":
            self._apply_discard(c, a)
        elif kind == "speed":
            self._apply_speed(c, a)
        else:
            module = caches.module_of(kind, self._modules)
            assert module is not None  # a kind no module owns is refused above (not pending)
            module.apply(c, kind, a)
        self._run()
        record.log.append((c.name, a._text))
        if record.recording:
            step = self._keep_step(c.name, a)
        else:  # a batch race keeps no step: its listeners (a batch season's, snapshots.py `_listen`) get None
            step = None
        if record.listeners:
            for listener in tuple(record.listeners):  # a listener may unsubscribe itself
                listener(self, step)
        return step

    def _not_your_turn(self, car: CarState, action: Action) -> str:
        return not_your_turn(self, car)

    def _explain(self, car: CarState, kind: str, action: Action) -> str:
        """Why an action is illegal, in a player's words, with the legal choices."""
        return explain(self, car, kind, action)

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

    def subscribe(self, listener: Callable[..., Any]) -> None:
        """Call listener(race, step) after every applied decision (the widget redraws with it).
        A batch race starts recording (it rebuilds its timeline first): listeners get every step."""
        if not self._record.recording:
            self._rebuild()
        self._record.listeners.append(listener)

    # ---- snapshots and views ---------------------------------------------------------------

    def view(self, car: str | Any, cars: bool = True) -> View:  # `| Any`: see new()
        """What this car's player may know now: no other hand, no deck order, no random state.
        `cars=False` leaves the other cars' table out (`view.cars` then refuses; the rest is the
        same), cheaper: bots/runner.py asks so for strategies that never read `view.cars`, and the
        search's and the judge's rollouts do."""
        caches = self._caches
        c = caches.by_name.get(car) if type(car) is str else None  # bots ask once per decision: the
        if c is None:                                             # cached lookups written out (+0.14 M a race as a call)
            c = self._car(car)
        phase = self._phase
        open_gears = False
        if phase == "turn":  # _decision_kind written out: one car decides
            kind = self._step if c.name == self._active else None
        elif phase == "plan":  # one pass over pending: the car's decision, and whether gears are open
            kind = None
            name = c.name
            for other, k in caches.pending or self._pending():
                if kind is None and other == name:  # its first decision, as _decision_kind finds it
                    kind = k
                if k == "gear":
                    open_gears = True
        else:
            kind = self._decision_kind(c)
        if kind:
            legal = caches.legal.get(c.index)
            if legal is None:  # _legal_now, written out (the call: +0.15 M instructions a race, bench_parts.py)
                legal = caches.legal[c.index] = tuple(self._legal(c, kind))
            decision = caches.decisions.get((c.name, kind)) or self._decision((c.name, kind))
        else:
            legal, decision = (), None
        return live_view(self, c, decision, legal, cars, open_gears)

    def preview(self, car: str | Any, action: object) -> Preview:  # `| Any`: see new()
        """Where a legal `action` would take `car` (landing, corner Heat, spin-out, chances): a
        Preview (engine/preview.py), worked out on throw-away copies of this race (`_Sim`)."""
        return preview(self, car, action, lambda script: _Sim(self, script))

    # ---- tables (provided by heat_widget.analysis, wired in by the package) ------------------

    table_provider: ClassVar[Any] = None  # (race, name) -> polars.DataFrame; set by heat_widget/__init__.py

    # -> Any: a polars.DataFrame (the engine does not import polars)
    def table(self, name: str | Any = "cars") -> Any:  # `| Any`: a wrong name reaches UnknownName compiled too
        """This race as a polars table: "cars" (one row per car per step), "events", "rounds"."""
        if Race.table_provider is None:
            raise RuntimeError("tables need the analysis package: import heat_widget first")
        return Race.table_provider(self, name)

    # ---- saving, replay, forks -------------------------------------------------------------

    def to_json(self, indent: int | None | Any = None) -> str:  # `| Any`: a bad one reaches check_indent compiled too
        from .serialize import race_to_json
        return race_to_json(self, indent)

    @classmethod
    def from_json(cls, text: object, record: bool | Any = True, language: str | Any = "en") -> "Race":
        """The race saved by `to_json` (replayed from its decisions), from its text or its file's path
        (str or pathlib.Path). Whether a race records is not part of the file: a loaded race records
        unless `record=False` asks for a batch race. Nor is its language (presentation, not a rule):
        `language` chooses it, as in `new`."""
        if not isinstance(record, bool):  # here, not inside the loading (it would blame the file)
            raise ScenarioError(f"record must be True or False, not {shorten(record)}")
        check_language(language)
        from .serialize import race_from_json
        race: Race = race_from_json(cls, text, record=record)
        race._record.language[0] = language
        return race

    def copy(self) -> "Race":
        """The present of this race as a new batch race, without its history: its facts (cars,
        piles, round, pending step, Legends deck, modules' state, random streams), nothing mutable
        shared; from then on it plays exactly as this race would (engine/copying.py)."""
        from .copying import copy_race
        race: Race = copy_race(self)
        return race

    def replay(self, steps: int | None | Any = None, record: bool = True) -> "Race":  # `| Any`: as to_json's
        """A new race from the same config and seed with the first `steps` decisions replayed (None:
        all of them)."""
        last = len(self._record.log)  # (a slice would take -1 as "all but the last" and 99 as all)
        if steps is not None and (isinstance(steps, bool) or not isinstance(steps, int) or not 0 <= steps <= last):
            raise OutOfRange(f"steps must be None (every decision) or from 0 to {last}, not {shorten(steps)}")
        race = Race(_config=self.config, record=record)
        race._record.language[0] = self._record.language[0]  # a replay or a fork speaks as its race did
        race._setup_again()
        for name, text in self._record.log[:steps]:
            race.act(name, text)
        return race

    def fork(self, step: int, record: bool = True) -> "Race":
        """A new race from timeline step `step` (0 = the start), with the same future randomness,
        to try other decisions from there (`record=False`: a batch race)."""
        last = len(self._record.log)  # the timeline has a step per decision, after the start (step 0)
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= last:
            raise OutOfRange(f"step must be from 0 to {last}, not {shorten(step)}")
        return self.replay(step, record=record)

    def __repr__(self) -> str:
        state = "finished" if self.finished else f"round {self._round}"
        return f"<Race {self._track.id} {state}: {', '.join(self.standings)}>"


class _Sim(Race):
    """A throw-away copy of a race for one preview (engine/preview.py): its [+] flips come from a
    script and it stops after the action itself (a subclass, not methods replaced on a copy: a compiled Race is a
    native class, whose methods cannot be replaced per instance)."""

    def __init__(self, race: Race, script: tuple[int, ...]) -> None:
        # The race's attributes, shared as a shallow copy would (no Race.__init__: nothing is set
        # up again); those a preview changes are replaced with its own below.
        for name in _fields(race):
            setattr(self, name, getattr(race, name))
        self._flips = iter(script)

    def _flip_for_speed(self, car: CarState, source: str) -> int:
        try:
            value: int = next(self._flips)
        except StopIteration:
            raise _MoreFlips from None
        if value:
            car.play += (str(value),)
        return value

    def _proceed(self, car: CarState, stage: int) -> None:
        """Stop after the action itself: corners are checked by `_run`."""


def _fields(race: Race) -> list[str]:
    """The names of a race's attributes that are set: its slots (RACE_FIELDS) or, compiled, its C
    fields, and anything in its __dict__."""
    names: tuple[str, ...] = getattr(type(race), "__mypyc_attrs__", None) or RACE_FIELDS
    own = getattr(race, "__dict__", None)
    return [name for name in names if name != "__dict__" and hasattr(race, name)] + list(own or ())
