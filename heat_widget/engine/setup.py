"""How a race is set up: the cars on the grid with their cards (rulebook, Setting up the game), a
hand-made scenario, the modules plugged in with their options, and the same again for a replay.

`RaceSetup` is mixed into `Race`; set-up choices that options change (the grid's order, the cards a
player starts with) are plain functions below it."""
from __future__ import annotations

import copy
import json
import random as _random
from typing import Any

from . import streams
from .cards import STRESS
from .i18n import check_language
from .errors import ScenarioError, UnknownName, UnsupportedRule, check_seed, echo_list, one_of, shorten
from .legends import legend_colours
from .modules import module_class
from .state import CarState
from .track import Track, load_track, playable_tracks, tracks
from .native import trait
from .nesting import MAX_VALUES, data_too_deep, data_too_large
from .options import BOARD_EXPANSION, EXPANSIONS, RaceOptions
from .snapshots import Recording
from .race_state import RaceState
from .serialize import READINGS
from .roster import (NINTH_COLOUR, PLAYER_COLOURS, add_car, check_legend_names, check_names, check_stress_in_box,
                     legend_name, starting_deck, starting_heat, starting_stress)
from .scenario import build_scenario



@trait
class RaceSetup(Recording):
    """Set-up of a Race (new, scenario, replay). Works on the attributes Race.__init__ makes."""

    @property
    def language(self) -> str:
        """The language of the race's sentences: events' `text`, refusals (IllegalAction from
        `act`), previews' `text()`: "en" (English, the default) or "pt" (European Portuguese).
        Presentation only: the rules, the log and the saved JSON are the same in every language,
        and the JSON does not hold it (a file opens in English unless `from_json(..., language=)`).
        Settable at any time: events already recorded read in the new language too."""
        return self._record.language[0]

    @language.setter
    def language(self, value: str) -> None:
        self._record.language[0] = check_language(value)

    @property
    def expansions(self) -> tuple[str, ...]:
        """The expansions whose cards join this race: the `expansions` option's, and the board's own
        (racing on Japan or Mexico switches Heavy Rain on; Nederland or España, Tunnel Vision: BGA)."""
        on = set(self.options.expansions)
        own = BOARD_EXPANSION.get(self._track.set)
        if own:
            on.add(own)
        return tuple(e for e in EXPANSIONS if e in on)

    def _common_checks(self) -> None:
        check_seed(self.seed, ScenarioError)
        try:
            self.options.check()
        except ValueError as e:
            raise ScenarioError(str(e)) from None
        missing = self._track.unsupported_rules()
        if missing:
            raise UnsupportedRule(f"track {self._track.id!r} needs rules not supported yet: {', '.join(missing)}; "
                                  f"playable tracks: {one_of(playable_tracks())}")

    def _setup_new(self, players: list[str], legends: int | Any, modules: list[str]) -> None:  # `| Any`: checked here
        self._common_checks()
        self._load_modules(modules)
        if type(legends) is not int or not 0 <= legends <= len(legend_colours()):
            raise ScenarioError(f"legends must be a whole number from 0 to {len(legend_colours())}, "
                                f"not {shorten(legends)}")
        check_names(players)
        total = len(players) + legends
        grid = self._track.starting_grid
        if not 1 <= total <= len(grid):
            raise ScenarioError(f"{total} cars do not fit: {self._track.name}'s grid has {len(grid)} spots "
                                f"(players + legends must be 1 to {len(grid)})")
        leg_colours = list(legend_colours()[:legends])
        check_legend_names(players, leg_colours)
        # the players take the colours the Legends leave, then white: nine cars, nine colours
        free = [c for c in PLAYER_COLOURS if c not in leg_colours] + [NINTH_COLOUR]
        taken: set[str] = set()
        for i, name in enumerate(players):
            colour = next(c for c in free if c not in taken)
            taken.add(colour)
            add_car(self, CarState(i, name, colour))
        for j, colour in enumerate(leg_colours):
            add_car(self, CarState(len(players) + j, legend_name(colour), colour, legend=True))
        # Set-up: cars are placed on the grid at random, pole first (or in the order given).
        order = grid_order(self, total)
        heat = starting_heat(self)
        stress = starting_stress(self)
        deck_cards = [c for c, k in starting_deck(self.options.starting_upgrades).items() for _ in range(k)]
        deck_cards += [STRESS] * stress
        for module in self._modules:
            deck_cards = module.starting_deck(deck_cards)
        for pos, ci in enumerate(order):
            car = self._cars[ci]
            space, lane = grid[pos]
            car.space, car.spot, car.lap = space, self._track.spot_of(space, lane), 0
            self._event("grid", car, position=pos + 1, space=space)
            if car.legend:
                continue
            deck = list(deck_cards)
            streams.shuffle(deck, self.seed, f"car{car.index}", 0)
            car.deck = tuple(deck)
            car.shuffles = 1
            car.engine = heat
        for module in self._modules:
            module.setup()
        self._finish_setup()

    def _setup_scenario(self) -> None:
        self._common_checks()
        self._load_modules(list(self._config.get("modules", ())))
        build_scenario(self, self._config)
        for module in self._modules:
            module.setup_scenario()
        self._finish_setup()

    def _load_modules(self, names: list[str]) -> None:
        """The modules chosen by name ("legends" is the Legends cars, always available): each is
        checked with its options, then plugged in through its modifiers and decision kinds."""
        options = self._config.get("module_options", {})
        if self._track.has_hazards and "hazards" not in names:
            names = [*names, "hazards"]  # a board's hazards are board data, on whenever it is raced (BGA)
        for name in names:
            if name == "legends":
                continue
            cls = module_class(name)
            opts = {**cls.options, **options.get(name, {})}
            cls.check_options(opts)
            module = cls(self, opts)
            self._modules.append(module)
            if module.card_symbols:
                self._card_symbols = True  # a fact (engine/race_state.py): React lists card symbols
            self._modifiers.extend(module.modifiers())
            self._caches.modules_changed()  # the hooks, limits and decision kinds asked again

    def _finish_setup(self) -> None:
        check_stress_in_box(self._cars)
        self._caches.present_replaced(self._cars)  # every car's first snapshot
        start_round = self._config.get("round", 1) - 1
        self._round = start_round
        self._phase = "setup"  # modules' decisions before the race (the Garage's draft), if any
        self._run()
        self._keep_step(None, None)

    def _setup_again(self) -> None:
        cfg = self._config
        from .copying import refuse_history
        refuse_history(self, "decisions to replay")
        if cfg["kind"] == "new":
            self._setup_new(list(cfg["players"]), cfg["legends"], list(cfg.get("modules", ())))
        else:
            self._setup_scenario()


def new_config(track: object, players: object, legends: object, seed: object, laps: object, modules: object,
               readings: object, options: dict[str, Any]) -> dict[str, Any]:
    """The config of `Race.new(...)` (its arguments as given: what is wrong is refused here or by
    the set-up, naming it); `seed` None picks one, recorded in the config."""
    if seed is None:
        seed = _random.SystemRandom().randrange(2**31)
    if not isinstance(players, (list, tuple, str)):
        raise ScenarioError(f"players is a list of names like ['Ana', 'Ben'], not {shorten(players)}")
    names = list(players) if not isinstance(players, str) else [players]
    chosen = _module_names(modules)
    race_options, module_options = _options_dict(laps, options, chosen)
    config = {"kind": "new", "track": _track_id(track), "players": names, "legends": legends, "seed": seed,
              "modules": chosen, "options": race_options}
    if module_options:
        config["module_options"] = module_options
    if readings is not None:
        if type(readings) is not int or not 1 <= readings <= READINGS:
            raise ScenarioError(f"readings must be a whole number from 1 to {READINGS}, not {shorten(readings)}")
        config["readings"] = readings
    return config


def scenario_config(track: object, cars: object, seed: object, round: object, legends_deck: object, laps: object,
                    modules: object, options: dict[str, Any]) -> dict[str, Any]:
    """The config of `Race.scenario(...)`: the cars and Legends deck copied as plain data (changing
    the caller's lists later changes nothing in the race), checked when the race is set up."""
    if data_too_large(cars) or data_too_large(legends_deck):
        raise ScenarioError(f"scenario cars must be plain data of at most {MAX_VALUES:,} values (the Legends deck too), "
                            f"cards and fields counted: a whole 8-car race holds under 1,000; this holds more")
    try:
        if data_too_deep(cars) or data_too_deep(legends_deck):  # json's writer would overflow Pyodide's stack
            raise RecursionError
        cars = json.loads(json.dumps(list(cars)))  # type: ignore[call-overload]  # any value: refused below
        legends_deck = json.loads(json.dumps(legends_deck))
    except (TypeError, ValueError, RecursionError):
        raise ScenarioError("scenario cars must be plain data (dicts of names, numbers and card lists)") from None
    chosen = _module_names(modules)
    race_options, module_options = _options_dict(laps, options, chosen)
    config = {"kind": "scenario", "track": _track_id(track), "cars": cars, "seed": seed,
              "round": round, "legends_deck": legends_deck, "options": race_options}
    if chosen:
        config["modules"] = chosen
    if module_options:
        config["module_options"] = module_options
    return config


def _track_id(track: object) -> str:
    if isinstance(track, Track):
        return track.id
    if not isinstance(track, str):  # (load_track's cache cannot even look up a list)
        raise UnknownName(f"a track is named by its id, one of {one_of(_all_tracks())}; not {shorten(track)}")
    load_track(track)  # unknown track: a clear error now
    return track


def _all_tracks() -> tuple[str, ...]:
    return tracks()


def _module_names(modules: object) -> list[str]:
    """The `modules` argument as a list of different names (one name alone may be given as text)."""
    if not isinstance(modules, (list, tuple, str)):
        raise ScenarioError(f"modules is a list of module names like ['garage'], not {shorten(modules)}")
    modules = [modules] if isinstance(modules, str) else list(modules)
    if not all(isinstance(m, str) for m in modules) or len(set(modules)) != len(modules):
        raise ScenarioError(f"modules is a list of different module names, not {shorten(modules)}")
    return modules


BOARD_MODULES = ("hazards",)  # modules a board switches on by itself: their options are always known


def _options_dict(laps: object, options: dict[str, Any], modules: list[str]) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """Keyword options split into the race's own and each chosen module's (by the names it declares).
    An option of a board module (`flooded=` of the hazards) chooses its module too: it joins
    `modules` (the list is changed in place)."""
    known = set(RaceOptions.__dataclass_fields__)
    owners: dict[str, str] = {}
    for name in modules:
        if name != "legends":
            for key in module_class(name).options:
                owners[key] = name
    bad = set(options) - known - set(owners)
    for name in BOARD_MODULES if bad else ():  # asked only for an option no chosen module declares
        if name not in modules and bad & set(module_class(name).options):
            modules.append(name)
            for key in module_class(name).options:
                owners[key] = name
    bad -= set(owners)
    if bad:
        raise UnknownName(f"unknown race option(s) {echo_list(sorted(bad, key=str))}; options are "
                          f"{one_of(sorted(known | set(owners)))}")
    if data_too_large(options):  # before the copy: a million flooded spaces took 0.16 s to copy
        raise ScenarioError(f"race options must be plain data of at most {MAX_VALUES:,} values in all (a "
                            f"Championship's race passes about 100); these hold more")
    try:  # a copy: the caller's lists and dicts (owned, sponsor_hand, carry...) may change later
        options = copy.deepcopy(options)
    except (TypeError, copy.Error, RecursionError):
        raise ScenarioError(f"race options must be plain data (names, numbers, lists and dicts of them), "
                            f"not {shorten(options)}") from None
    out = {k: v for k, v in options.items() if k in known}
    if laps is not None:
        out["laps"] = laps
    module_options: dict[str, dict[str, Any]] = {}
    for key, value in options.items():
        if key in owners:
            module_options.setdefault(owners[key], {})[key] = value
    return out, module_options


def grid_order(race: RaceState, total: int) -> list[int]:
    """Car indexes, pole first: the `grid` option's names, or a random draw from the seed."""
    grid = race.options.grid
    if grid is None:
        order = list(range(total))
        streams.shuffle(order, race.seed, "grid", 0)
        return order
    names = race._caches.names(race._cars)
    if sorted(grid) != sorted(names):
        raise ScenarioError(f"grid must name every car once, pole first: {one_of(names)}; got {shorten(list(grid))}")
    return [names[n].index for n in grid]
