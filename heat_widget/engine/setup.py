"""How a race is set up: the cars on the grid with their cards (rulebook, Setting up the game), a
hand-made scenario, the modules plugged in with their options, and the same again for a replay.

`RaceSetup` is mixed into `Race`; set-up choices that options change (the grid's order, the cards a
player starts with) are plain functions below it."""
from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any

from . import streams
from .cards import STRESS, catalogue
from .i18n import check_language
from .errors import ScenarioError, UnknownName, UnsupportedRule, one_of, shorten
from .legends import legend_colours
from .modules import module_class
from .state import CarState
from .track import Track, load_track, playable_tracks, tracks
from .native import trait
from .options import BOARD_EXPANSION, EXPANSIONS
from .options import RaceOptions as RaceOptions  # re-exported: race.py and race_state.py import it from here
from .race_state import RaceState

PLAYER_COLOURS = ("red", "blue", "green", "yellow", "black", "gray", "orange", "purple")
NINTH_COLOUR = "white"  # a 9th car (the expansion boards' 9th grid spot): BGA's ninth constructor
MAX_NAME = 40  # characters of a car name: it labels the board and every sentence


@trait
class RaceSetup(RaceState):
    """Set-up of a Race (new, scenario, replay). Works on the attributes Race.__init__ makes."""

    @property
    def language(self) -> str:
        """The language of the race's sentences: events' `text`, refusals (IllegalAction from
        `act`), previews' `text()`: "en" (English, the default) or "pt" (European Portuguese).
        Presentation only: the rules, the log and the saved JSON are the same in every language,
        and the JSON does not hold it (a file opens in English unless `from_json(..., language=)`).
        Settable at any time: events already recorded read in the new language too."""
        return self._language[0]

    @language.setter
    def language(self, value: str) -> None:
        self._language[0] = check_language(value)

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
        if type(self.seed) is not int or self.seed.bit_length() > 64:
            raise ScenarioError(f"seed must be a whole number of at most 64 bits, not {shorten(self.seed)}")
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
        _check_names(players)
        total = len(players) + legends
        grid = self._track.starting_grid
        if not 1 <= total <= len(grid):
            raise ScenarioError(f"{total} cars do not fit: {self._track.name}'s grid has {len(grid)} spots "
                                f"(players + legends must be 1 to {len(grid)})")
        leg_colours = list(legend_colours()[:legends])
        # the players take the colours the Legends leave, then white: nine cars, nine colours
        free = [c for c in PLAYER_COLOURS if c not in leg_colours] + [NINTH_COLOUR]
        taken: set[str] = set()
        for i, name in enumerate(players):
            colour = next(c for c in free if c not in taken)
            taken.add(colour)
            self._cars_append(CarState(i, name, colour))
        for j, colour in enumerate(leg_colours):
            name = f"{colour.capitalize()} Legend"
            if name in players:
                raise ScenarioError(f"the name {name!r} is kept for a Legend; choose another player name")
            self._cars_append(CarState(len(players) + j, name, colour, legend=True))
        # Set-up: cars are placed on the grid at random, pole first (or in the order given).
        order = grid_order(self, total)
        heat = self._heat()
        stress = self._stress()
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
        from .scenario import build_scenario
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
            self._card_symbols = self._card_symbols or module.card_symbols
            self._modifiers.extend(module.modifiers())
            self._hooks = {}
            self._board_limits = None
            for kind in module.decisions:
                self._module_kinds[kind] = module

    def _cars_append(self, car: CarState) -> None:
        self._cars.append(car)
        self._by_name[car.name] = car
        self._players = None  # made again from the cars when asked for (planning.py _plan_pending)

    def _finish_setup(self) -> None:
        self._frozen = [c.freeze() for c in self._cars]
        self._dirty.clear()
        start_round = self._config.get("round", 1) - 1
        self._round = start_round
        self._phase = "setup"  # modules' decisions before the race (the Garage's draft), if any
        self._run()
        self._record(None, None)

    def _heat(self) -> int:
        heat = self._track.heat if self.options.heat is None else self.options.heat
        return self._modified("starting_heat", None, heat) if self._modifiers else heat

    def _stress(self) -> int:
        stress = self._track.stress if self.options.stress is None else self.options.stress
        return self._modified("starting_stress", None, stress) if self._modifiers else stress

    def _setup_again(self) -> None:
        cfg = self._config
        from .copying import refuse_history
        refuse_history(self, "decisions to replay")
        if cfg["kind"] == "new":
            self._setup_new(list(cfg["players"]), cfg["legends"], list(cfg.get("modules", ())))
        else:
            self._setup_scenario()


def _check_names(names: Sequence[object]) -> None:
    # Sequence[object], not [str]: compiled, a loop over str items would check each item's type
    # first, a bare TypeError before the ScenarioError below
    if len(names) > len(PLAYER_COLOURS):  # one colour each: refuse before comparing names
        raise ScenarioError(f"{len(names)} players are too many: at most {len(PLAYER_COLOURS)} (a 9th car, "
                            f"where the grid has its spot, is a Legend)")
    checked: list[str] = []
    for n in names:
        if not isinstance(n, str) or not n.strip() or len(n) > MAX_NAME:
            raise ScenarioError(f"car names must be non-empty text of at most {MAX_NAME} characters, "
                                f"not {shorten(n)}")
        checked.append(n)
    dup = {n for n in checked if checked.count(n) > 1}
    if dup:
        raise ScenarioError(f"car names must be different; repeated: {one_of(sorted(dup))}")


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
        raise UnknownName(f"unknown race option(s) {one_of(shorten(k) for k in sorted(bad))}; options are "
                          f"{one_of(sorted(known | set(owners)))}")
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
    names = race._by_name
    if sorted(grid) != sorted(names):
        raise ScenarioError(f"grid must name every car once, pole first: {one_of(names)}; got {list(grid)}")
    return [names[n].index for n in grid]


def starting_deck(starting_upgrades: bool = True) -> dict[str, int]:
    """A player's own cards (card -> copies); without the Starting Upgrades (0, 5 and their Heat
    card) when `starting_upgrades` is False, as the Championship leaves them in the box."""
    deck = catalogue().starting_deck
    if starting_upgrades:
        return deck
    return {c: k for c, k in deck.items() if catalogue().spec(c).kind == "basic"}
