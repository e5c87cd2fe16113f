"""`Championship`: a season of races (advanced booklet, Championship System).

A season is its configuration (the races' tracks and events, the players, the seed) plus the
ordered decisions of all its races; everything else is derived. Each race is an ordinary `Race`,
created by the season when the previous one ends, with the event's options and the grid from the
standings. The season answers `pending`, `legal_actions`, `act`, `view` and `finished` like a race,
so the loop that plays a race (by hand or `hw.bots.play_bots`) plays a whole season.

Before each race the season asks for the decisions between races (GOAT's kept upgrade, the build
step: engine/championship/build.py) through the same `pending`/`legal_actions`/`act`; each race is
then a Garage race whose cars arrive built. Weather & Road Conditions (`weather=True`) run through
the Weather module, a fresh draw each race; Sponsorship cards with their press corners and events
1, 2 and 8 through the Championship's race module (engine/modules/championship.py).
"""
from __future__ import annotations

import copy
import random as _random
from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple

from .. import streams
from ..actions import Action, Decision, parse_action
from ..errors import HeatError, IllegalAction, ScenarioError, UnknownName, one_of, shorten
from ..modules.championship import ChampionshipRace
from ..i18n import DEFAULT, check_language
from .language import SeasonLanguage
from ..race import Race, Step
from ..state import CarSnapshot
from ..serialize import READINGS
from ..track import Track, load_track
from ..view import View
from .data import RacePlan, championship_data
from .build import BuildStep, _order, card_action, check, decisions, nothing_to_decide, season_over
from .plan import UPGRADE_POOLS, check_cars, check_expansions, refuse_missing, season_expansions, season_plan
from .points import RaceResult, race_points, ranking, totals

GARAGE_POOLS = {"basic": "basic", "advanced": "advanced", "all": "mixed"}  # the Garage module's names


class BuildView(NamedTuple):
    """What a player sees in the build step: the market, every player's upgrades (face up in front
    of them) and its own legal choices."""

    car: str
    market: list[str]
    upgrades: dict[str, list[str]]
    legal_actions: tuple[Action, ...]


# A season's listener: listener(season, step) after every decision (step: None in the build step)
Listener = Callable[["Championship", "Step | None"], object]


class Championship(SeasonLanguage):
    """A Championship season. Build one with `Championship.new(...)` or `Championship.from_json(...)`."""

    def __init__(self, *, _config: dict[str, Any], record: bool | Any = True) -> None:  # `| Any`: see Race.new
        # Use Championship.new or Championship.from_json.
        _check_record(record)
        self._config = _config
        self._record = record  # whether its races record (`new`'s `record`): not saved, like a race's
        self.seed = _config["seed"]
        data = championship_data()
        self._plan = [RacePlan(p["season"], p["number"], p["track"], data.event(p["event"]))
                      for p in _config["plan"]]
        self._races: list[Race] = []
        self._language = DEFAULT  # of its races' sentences and its refusals (not saved: presentation)
        self._results: list[RaceResult] = []
        self._log: list[tuple[int, str, str]] = []
        # Sponsorship cards (when in play): the season's sponsor deck (top first) and what each
        # player carries from race to race (booklet, After Each Race).
        self._listeners: list[Listener] = []
        self._sponsor_deck: list[str] = []
        self._owned: dict[str, list[str]] = {n: [] for n in _config["players"]}
        if _config.get("sponsors"):
            deck = data.season_sponsors(_config.get("expansions", ()))
            streams.shuffle(deck, self.seed, "championship_sponsors", 0)
            self._sponsor_deck = deck
        # The build step (when upgrades are in play): the season's upgrade deck (top first), each
        # player's upgrades, and the decisions under way between races.
        self._upgrade_deck: list[str] = []
        self._upgrade_shuffles = 1
        self._upgrades: dict[str, list[str]] = {n: [] for n in _config["players"]}
        self._build: BuildStep | None = None
        self._keep: dict[str, str | None] | None = None  # GOAT: player -> None until they chose the upgrade they keep
        self._index = 0  # the race being prepared or played
        if _config.get("upgrades"):
            from ..modules.garage import upgrade_pool
            # an expansion on adds its upgrades to the advanced pool (expansions spec 6), as in a race
            deck = upgrade_pool(GARAGE_POOLS[_config["upgrades"]], tuple(_config.get("expansions", ())))
            streams.shuffle(deck, self.seed, "championship_upgrades", 0)
            self._upgrade_deck = deck
        self._prepare(0)

    # `| Any`: a wrong value reaches the check that names it in the compiled build too (else mypyc's
    # own TypeError would come first)
    @classmethod
    def new(cls, season: int | str | Any = 1961, players: Sequence[str] | Any = ("Ana", "Ben"), legends: int | Any = 0,
            upgrades: str | None | Any = "basic", weather: bool | Any = True, sponsors: bool | Any = True,
            seed: int | Any | None = None, races: Sequence[tuple[str, int]] | None | Any = None,
            language: str | Any = "en", record: bool | Any = True, expansions: Sequence[str] | Any = ()) -> "Championship":
        """A new season. `season`: 1961, 1962 or 1963 (the historic seasons), "custom" (4 races: the
        base tracks in random order, a random event each; or your own `races=[(track, event), ...]`)
        or "goat" (1961, 1962 and 1963 in succession); 1964 (Heavy Rain) and 1965 (Tunnel Vision)
        switch their expansion on. `expansions`: "heavy_rain", "tunnel_vision" or both, whose
        boards and events 11-18 a random custom season draws and whose Sponsorship cards (s85, s86)
        join the deck; a season's boards and events switch theirs on by themselves.
        `players`: names; `legends`: Legend cars (they race and score, but skip the build step);
        `seed`: any int (None picks one and records it).

        The booklet's season also has Weather & Road Conditions (`weather`: the Weather module
        draws each race's tokens), the build step (`upgrades`: "basic", "advanced" or "all") and
        Sponsorship cards with press corners (`sponsors`), all on by default. A part whose module
        is not registered raises UnsupportedRule. Pass `upgrades=None, weather=False,
        sponsors=False` to race the season without them (the events' other rules, the grid, points
        and standings all apply).

        `record=False`: a batch season, for many seasons of bots (`simulate_seasons`): its races are
        batch races (`Race.new`'s `record`), the same races, keeping only their decisions while they
        run; anything that needs a race's timeline or events rebuilds that race by replay."""
        # Everything is checked here, before the season is made: a season whose cars a later race
        # would refuse (after the build step) is no season.
        check_language(language)
        _check_record(record)
        if seed is None:
            seed = _random.SystemRandom().randrange(2**31)
        if type(seed) is not int:
            raise ScenarioError(f"seed must be a whole number, not {shorten(seed)}")
        given = check_expansions(expansions)
        plan = season_plan(season, races, seed, given)
        players = check_cars(players, legends, plan)
        if upgrades is not None and (not isinstance(upgrades, str) or upgrades not in UPGRADE_POOLS):
            raise ScenarioError(f"upgrades must be {one_of(repr(u) for u in UPGRADE_POOLS)} or None, "
                                f"not {shorten(upgrades)}")
        for name, value in (("weather", weather), ("sponsors", sponsors)):
            if not isinstance(value, bool):
                raise ScenarioError(f"{name} must be True or False, not {shorten(value)}")
        refuse_missing(upgrades, weather, sponsors)
        config: dict[str, Any] = {"season": season, "players": players, "legends": legends, "seed": seed,
                  "upgrades": upgrades, "weather": weather, "sponsors": sponsors,
                  "plan": [{"season": p.season, "number": p.number, "track": p.track, "event": p.event.id}
                           for p in plan], "readings": READINGS}
        on = season_expansions(plan, given)
        if on:  # (a season without expansions saves no key: its file reads as before)
            config["expansions"] = list(on)
        return cls(_config=config, record=record)._speaking(language)

    # ---- the races -------------------------------------------------------------------------

    def _race_seed(self, index: int) -> int:
        return _random.Random(f"heat_widget:{self.seed}:championship:race{index}").randrange(2**31)

    def _car_names(self) -> list[str]:
        """Every car's name, players first, then the Legends (named as Race.new names them)."""
        from ..legends import legend_colours
        return list(self._config["players"]) + [f"{c.capitalize()} Legend"
                                                 for c in legend_colours()[:self._config["legends"]]]

    def _prepare(self, index: int) -> None:
        """Before each race (booklet, Before Each Race): the grid, then the decisions between races
        (GOAT's kept upgrade at a new season, the build step), then the race itself."""
        self._index = index
        plan = self._plan[index]
        # First race of a season: the grid is drawn at random. Later races follow the season's
        # standings, ties to the better place in the previous race.
        if plan.number == 1:
            grid = self._car_names()
            streams.shuffle(grid, self.seed, "championship_grid", index)
        else:
            grid = ranking(self._season_results(plan.season), self._car_names())
        self._grid = grid
        if self._config.get("upgrades"):
            if plan.number == 1 and index > 0:
                # GOAT: "all players keep a single Upgrade card of their choice" for the next season
                self._keep = {n: None for n, u in self._upgrades.items() if len(set(u)) > 1}
                for n, u in self._upgrades.items():
                    if len(set(u)) <= 1:
                        self._give_back(u[1:])
                        del u[1:]
                if self._keep:
                    return
                self._keep = None
            self._start_build()
            return
        self._start_race(index)

    def _start_build(self) -> None:
        """Build your car: a market of one upgrade per player + 3, picks from the last player on the
        grid up to the front (Legends ignored), then the last may swap (booklet, Before Each Race)."""
        players = [n for n in reversed(self._grid) if n in self._upgrades]
        take = min(len(players) + 3, len(self._upgrade_deck))
        market = self._upgrade_deck[:take]
        del self._upgrade_deck[:take]
        self._build = BuildStep(market, players[:take])
        if not self._build.order:
            self._finish_build()

    def _finish_build(self) -> None:
        """The leftovers are shuffled back into the upgrade deck (booklet; BGA keeps them out)."""
        assert self._build is not None
        self._give_back(self._build.market)
        self._build = None
        self._start_race(self._index)

    def _give_back(self, cards: Iterable[str]) -> None:
        if cards:
            self._upgrade_deck += list(cards)
            streams.shuffle(self._upgrade_deck, self.seed, "championship_upgrades", self._upgrade_shuffles)
            self._upgrade_shuffles += 1

    def _start_race(self, index: int) -> None:
        """The race: the event's track and rules on the grid, the cars as built."""
        plan = self._plan[index]
        track = load_track(plan.track)
        cfg = self._config
        grid = self._grid
        options: dict[str, Any] = {"event": plan.event.id, "press_corners": list(plan.press_after_space)}
        if cfg.get("upgrades"):
            options.update(upgrades=GARAGE_POOLS[cfg["upgrades"]], draft=False,
                           owned={n: list(u) for n, u in self._upgrades.items()})
        if cfg.get("sponsors"):
            options.update(self._sponsor_setup(plan))
        # Weather & Road Conditions: every race draws a weather token and a road token per corner
        # from the full piles (the tokens go back after each race): the Weather module's own draw.
        modules = ["championship"] + (["garage"] if cfg.get("upgrades") else []) + (
            ["weather"] if cfg.get("weather") else [])
        options.update(plan.event.race_options(track))
        race = Race.new(track=plan.track, players=cfg["players"], legends=cfg["legends"],
                        seed=self._race_seed(index), modules=modules, starting_upgrades=False, grid=grid,
                        language=self._language, record=self._record,
                        readings=cfg.get("readings", READINGS), expansions=tuple(cfg.get("expansions", ())),
                        **options)
        self._races.append(race)
        # Decisions may reach the race directly (its widget, a cell's race.act): the season hears
        # every one, so its log and standings stay whole whichever way a race is played. (`_listen`:
        # `subscribe` without making a batch race record; a batch race's listeners get no step.)
        race._listen(self._heard)

    def _heard(self, race: Race, step: Step | None) -> None:
        if race is not self._races[-1]:
            return
        car, action = race._record.log[-1]
        self._log.append((self._index, car, action))
        if race.finished:
            race.unsubscribe(self._heard)
            self._end_race()
        for listener in tuple(self._listeners):  # a listener may unsubscribe itself
            listener(self, step)

    def subscribe(self, listener: Listener) -> None:
        """Call listener(season, step) after every decision of its races (after the next race is set
        up when one ends); the season widget redraws with it. A batch season starts recording: the
        current race rebuilds its timeline, the next races record."""
        if not self._record:
            self._record = True
            if self._races and not self._races[-1].recording:
                self._races[-1]._rebuild()
        self._listeners.append(listener)

    @property
    def recording(self) -> bool:
        """False for a batch season (`new`'s `record=False`) until something subscribes to it."""
        return self._record

    def unsubscribe(self, listener: Listener) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def _sponsor_setup(self, plan: RacePlan) -> dict[str, Any]:
        """Booklet, Before Each Race, Sponsorship: every player draws the event's number of cards
        from the sponsor deck into their starting hand; cards carried from earlier races go into
        their deck. (Legends get none: they ignore the cards.)"""
        hands: dict[str, list[str]] = {}
        for name in self._config["players"]:
            take = min(plan.event.sponsors, len(self._sponsor_deck))
            hands[name] = self._sponsor_deck[:take]
            del self._sponsor_deck[:take]
        return {"sponsor_deck": list(self._sponsor_deck), "sponsor_hand": hands,
                "carry": {n: list(c) for n, c in self._owned.items() if c}}

    def _sponsor_cleanup(self, race: Race, next_plan: RacePlan | None) -> None:
        """Booklet, After Each Race: players keep their unused Sponsorship cards; the cards used in
        the race are shuffled back into the sponsor deck. At a season's end (GOAT) the unused cards
        are worthless: they go back into the deck too."""
        module = race.module("championship")
        assert isinstance(module, ChampionshipRace)
        sponsors = set(championship_data().sponsor_deck)
        for name in self._config["players"]:
            c = race.car(name)
            self._owned[name] = sorted(x for pile in (c.hand, c.deck, c.discard, c.play) for x in pile if x in sponsors)
        deck = list(module.deck) + sorted(module.played().elements())
        if next_plan is not None and next_plan.number == 1:
            for name in self._owned:
                deck += self._owned[name]
                self._owned[name] = []
        streams.shuffle(deck, self.seed, "championship_sponsors", len(self._races))
        self._sponsor_deck = deck

    def _end_race(self) -> None:
        """After each race: record the points; then set up the next race, if any."""
        race = self._races[-1]
        index = len(self._races) - 1
        plan = self._plan[index]
        # in the order of elimination: each eliminated car takes the last free place (corners.py)
        eliminated = tuple(c.name for c in sorted(race._cars, key=lambda c: -(c.finished or 0)) if c.eliminated)
        places = tuple(race.standings)
        points = race_points(places, eliminated, plan.event, championship_data().points)
        self._results.append(RaceResult(index, plan.season, plan.number, plan.track, plan.event.id, places,
                                        eliminated, points))
        if self._config.get("sponsors"):
            self._sponsor_cleanup(race, self._plan[index + 1] if index + 1 < len(self._plan) else None)
        if index + 1 < len(self._plan):
            self._prepare(index + 1)

    def _season_results(self, season: object) -> list[RaceResult]:
        return [r for r in self._results if r.season == season]

    # ---- what the season looks like now ----------------------------------------------------

    @property
    def kind(self) -> Any:
        """1961, 1962, 1963, "custom" or "goat"."""
        return self._config["season"]

    @property
    def plan(self) -> list[RacePlan]:
        """Every race of the season: season year, race number, track and Event card."""
        return list(self._plan)

    @property
    def races(self) -> list[Race]:
        """The races started so far (ordinary Races: widget, tables, replay and fork work on them)."""
        return list(self._races)

    @property
    def current_race(self) -> Race:
        """The race being played (the last race once the season is over). Before race 1 starts
        (its build step) there is none yet: a HeatError says so."""
        if not self._races:
            raise HeatError("no race has started yet: the season is in the build step before race 1 "
                            "(season.pending lists who picks; season.current_plan is race 1's plan)")
        return self._races[-1]

    @property
    def race_index(self) -> int:
        """Which race of `plan` (from 0) the season is at: the race being played, or, between races
        (the build step, GOAT's keep), the race being prepared, which is not in `races` yet. Once
        the season is finished: its last race."""
        return self._index

    @property
    def current_plan(self) -> RacePlan:
        """The plan of `current_race` (the race last started); before any race has started, the
        plan of the first race (the one being prepared)."""
        return self._plan[len(self._races) - 1] if self._races else self._plan[self._index]

    @property
    def results(self) -> list[RaceResult]:
        """The finished races: places and points."""
        return list(self._results)

    @property
    def finished(self) -> bool:
        return len(self._results) == len(self._plan)

    @property
    def names(self) -> list[str]:
        return self._car_names()

    @property
    def points(self) -> dict[str, int]:
        """Championship points of every car so far (GOAT: over all three seasons)."""
        return totals(self._results, self.names)

    @property
    def standings(self) -> list[str]:
        """Car names by Championship points, leader first; ties go to the better place in the
        latest race (booklet, Completing a Championship Season: the final race)."""
        return ranking(self._results, self.names)

    def season_standings(self, season: int | str | Any) -> list[str]:  # `| Any`: named in the error
        """One season's standings (for GOAT's 1961, 1962 or 1963)."""
        if season not in {p.season for p in self._plan}:
            raise UnknownName(f"no season {shorten(season)} in this championship; it has "
                              f"{one_of(dict.fromkeys(p.season for p in self._plan))}")
        return ranking(self._season_results(season), self.names)

    @property
    def champion(self) -> str | None:
        """The winner once the season is over (GOAT: the Greatest Of All Time, most points over
        the three seasons), else None."""
        return self.standings[0] if self.finished else None

    @property
    def champions(self) -> dict[int | str, str]:
        """Each finished season's winner: {season: name}."""
        out: dict[int | str, str] = {}
        for season in dict.fromkeys(p.season for p in self._plan):
            done = self._season_results(season)
            if len(done) == sum(1 for p in self._plan if p.season == season):
                out[season] = ranking(done, self.names)[0]
        return out

    def scoresheet(self) -> list[dict[str, Any]]:
        """The Championship scoresheet: one row per car (standings order) with its points per race
        and its total: {"car", "place", "points", "race 1", ...} (GOAT: "1961 race 1", ...)."""
        rows: list[dict[str, Any]] = []
        pts = self.points
        goat = self.kind == "goat"
        for place, name in enumerate(self.standings, 1):
            row: dict[str, Any] = {"car": name, "place": place, "points": pts[name]}
            for r in self._results:
                row[f"{r.season} race {r.number}" if goat else f"race {r.number}"] = r.points[name]
            rows.append(row)
        return rows

    # ---- decisions: the current race's ---------------------------------------------------

    @property
    def phase(self) -> str:
        """"keep" (GOAT: the upgrade each player keeps), "build" (the build step), "race" or "over"."""
        if self.finished:
            return "over"
        return "keep" if self._keep else "build" if self._build else "race"

    def _between(self) -> list[tuple[str, str]]:
        if self._keep:
            return [(n, "keep") for n, chosen in self._keep.items() if chosen is None]
        return self._build.pending() if self._build else []

    @property
    def pending(self) -> Any:
        """Who must decide what now: the build step's decisions between races, else the current
        race's (empty once the season is over)."""
        if self.finished:
            return []
        if self._keep or self._build:
            return decisions(self._between())
        return self._races[-1].pending

    def decisions_now(self) -> tuple[Decision, ...]:
        """`pending` as a tuple: the loop that plays bots (bots/runner.py) asks every decision, and a
        race's own tuple is made once per pending decision."""
        if self.finished:
            return ()
        if self._keep or self._build:
            return tuple(decisions(self._between()))
        return self._races[-1].decisions_now()

    def legal_actions(self, car: str | Any) -> list[Action]:  # `| Any`: see Race.new
        if self.finished:
            return []
        if self._keep or self._build:
            self._check_car(car)
            kind = dict(self._between()).get(car)
            if kind == "keep":
                return [card_action("keep", c) for c in sorted(set(self._upgrades[car]), key=_order)]
            return self._build.legal(car, self._upgrades.get(car, [])) if kind and self._build else []
        return self._races[-1].legal_actions(car)

    def act(self, car: str | Any, action: object) -> Step | None:
        """Apply one decision: in the build step, or in the current race (when it ends the race, the
        points are recorded and the next race is prepared). An illegal action raises
        IllegalAction and changes nothing."""
        if self.finished:
            self._check_car(car)
            raise IllegalAction(season_over(self.champion), self._language)
        if not (self._keep or self._build):
            return self._races[-1].act(car, action)  # the season hears it through _heard
        try:
            a = parse_action(action)
        except IllegalAction as e:  # the notation's refusals, in the season's language
            raise IllegalAction(e.message, self._language) from None
        legal = self.legal_actions(car)
        kind = dict(self._between()).get(car)
        if kind is None:
            raise IllegalAction(nothing_to_decide(car, self._between()), self._language)
        check(legal, car, kind, a, self._language)
        self._log.append((self._index, car, str(a)))
        if kind == "keep" and self._keep is not None:
            owned = self._upgrades[car]
            self._keep[car] = a.cards[0]
            self._give_back([c for c in owned if c != a.cards[0]] + [a.cards[0]] * (owned.count(a.cards[0]) - 1))
            owned[:] = [a.cards[0]]
            if all(v is not None for v in self._keep.values()):
                self._keep = None
                self._start_build()
        elif self._build is not None:
            self._build.apply(car, a, self._upgrades[car])
            if self._build.done:
                self._finish_build()
        for listener in tuple(self._listeners):
            listener(self, None)
        return None

    def _check_car(self, car: str) -> None:
        if car not in self._car_names():
            raise UnknownName(f"unknown car {shorten(car)}; cars are {one_of(self._car_names())}")

    @property
    def upgrades(self) -> dict[str, list[str]]:
        """Each player's upgrade cards (the build step's picks so far)."""
        return {n: list(u) for n, u in self._upgrades.items()}

    @property
    def market(self) -> list[str]:
        """The build step's market now (empty outside it)."""
        return list(self._build.market) if self._build else []

    def view(self, car: str | Any, cars: bool = True) -> BuildView | View:
        """What this car's player may know: the build step (market, everyone's upgrades, its legal
        choices) between races, else its view of the current race (`cars=False`: without the other
        cars' table, as `Race.view`)."""
        if self._keep or self._build:
            self._check_car(car)
            return BuildView(car, self.market, self.upgrades, tuple(self.legal_actions(car)))
        return self._races[-1].view(car, cars)

    def car(self, name: str) -> CarSnapshot | None:
        """The car in the latest race (None before the first race starts)."""
        if not self._races:
            self._check_car(name)
            return None
        return self._races[-1].car(name)

    @property
    def cars(self) -> Any:
        return self._races[-1].cars if self._races else ()

    @property
    def round(self) -> int:
        """The current race's round (0 before it starts)."""
        return self._races[-1].round if self._races and self._index == len(self._races) - 1 else 0

    @property
    def track(self) -> Track:
        """The track of the race being prepared or played."""
        return load_track(self._plan[self._index].track)

    @property
    def log(self) -> list[tuple[int, str, str]]:
        """Every decision of the season: (race index from 0, car, action text)."""
        return list(self._log)

    @property
    def config(self) -> dict[str, Any]:
        return copy.deepcopy(self._config)

    # ---- saving ------------------------------------------------------------------------------

    def to_json(self, indent: int | None | Any = None) -> str:  # `| Any`: a bad one reaches check_indent compiled too
        from .serialize import championship_to_json
        return championship_to_json(self, indent)

    @classmethod
    def from_json(cls, text: object, language: str = "en", record: bool | Any = True) -> "Championship":
        """The season saved by `to_json`, from its text or its file's path (str or pathlib.Path);
        `language` of its sentences and `record` as in `new` (neither is in the file)."""
        check_language(language)
        _check_record(record)  # here, not inside the loading (it would blame the file)
        from .serialize import championship_from_json
        season: Championship = championship_from_json(cls, text, record)
        return season._speaking(language)

    def __repr__(self) -> str:
        state = "finished" if self.finished else f"race {len(self._races)} of {len(self._plan)}"
        return f"<Championship {self.kind} {state}: {', '.join(f'{n} {self.points[n]}' for n in self.standings)}>"


def _check_record(record: object) -> None:
    if not isinstance(record, bool):
        raise ScenarioError(f"record must be True or False, not {shorten(record)}")
