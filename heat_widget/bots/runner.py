"""Running bots: ask each bot car for its decisions until a person must decide or the race ends."""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..engine import Action, Championship, HeatError, IllegalAction, Race
from ..engine.errors import BadArgument, shorten
from .deadline import DecisionTimeout, decision_timer
from .errors import StrategyError
from .seat import Seat
from .types import Strategy

MAX_ROUNDS = 500  # a race of bots that has not ended by then is stuck, not slow


def play_bots(race: Race | Any, strategies: Mapping[str, Strategy] | Any,
              rng: random.Random | Mapping[str, random.Random] | None = None, time_limit: float | None = None) -> int:
    """Apply bot decisions (`strategies`: car name -> strategy) until a car without a strategy must
    decide or the race is over. Returns the number of decisions applied.

    A strategy is `f(view, decision) -> action` (an Action or its text), or `f(view, decision, rng)`
    to get a `random.Random`; one with `uses_seat = True` is called `f(view, decision, rng, seat)`
    and may ask the Seat for determinized races of its car (bots/seat.py). `rng`: None gives each car its own generator, derived from the race's
    seed, the car and the number of decisions so far (reproducible, and one car's draws never
    depend on another's strategy); a `random.Random` is shared by every car; a dict
    {car name: random.Random} gives each car its own.

    `time_limit`: seconds one strategy call may take (None: no limit). A strategy that takes
    longer is stopped and a StrategyError names the race, car and decision (see bots/deadline.py
    for what can be stopped where). A strategy that answers something that is neither an Action
    nor its text gets a StrategyError too."""
    if not isinstance(strategies, Mapping):
        raise BadArgument(f"strategies must be a dict {{car name: strategy}}, e.g. "
                          f"{{'Ana': hw.bots.strategy('heuristic')}}, not {shorten(strategies)}")
    for name, s in strategies.items():
        race.car(name)  # unknown car: a clear error now
        if not callable(s):
            raise BadArgument(f"the strategy for {shorten(name)} must be a function (view, decision) -> action, "
                              f"not {shorten(s)}; hw.bots.strategy({shorten(s)}) makes one from a name")
    rngs = _CarRandoms(race, rng)
    with decision_timer(time_limit) as timer:
        timed = time_limit is not None
        applied = 0
        # The loop below runs for every decision of every bot race: the race's methods are looked up
        # once, and a Race (or a Championship) hands its pending Decisions over as a tuple.
        act = race.act
        # (Decisions; a race-like object's own pending ones typed Any: compiled, a type here would be
        # checked on every one)
        pending: Callable[[], Sequence[Any]] | None = (
            race.decisions_now if isinstance(race, (Race, Championship)) else None)
        if pending is None:
            def own_pending() -> Sequence[Any]:
                found: Sequence[Any] = race.pending
                return found
            pending = own_pending
        # A strategy that says it never reads `view.cars` (reads_cars = False, as the shipped ones
        # do) gets its views without the other cars' table, the largest part of making a view.
        # (a View, or a BuildView between a season's races; a race-like object's own views typed Any)
        seat_view: Callable[[str, bool], Any] | None = (
            race.view if isinstance(race, (Race, Championship)) else None)
        if seat_view is None:  # neither a Race nor a Championship: its own views
            def own_view(car: str, table: bool, view: Callable[[str], Any] = race.view) -> Any:
                return view(car)
            seat_view = own_view
        # car -> (strategy, whether its views need the table, whether it takes a generator, its
        # Seat when it asks for one: `uses_seat = True`, as the search does, bots/seat.py)
        bots = {name: (s, _table_rule(s), _takes_rng(s),
                       Seat(race, name) if getattr(s, "uses_seat", False) is True else None)
                for name, s in strategies.items()}
        while True:  # a race or season that is over has no pending decision: the loop ends below
            todo = pending()
            if len(todo) != 1 or todo[0].car not in bots:  # one car decides in its turn (most loops)
                todo = [d for d in todo if d.car in bots]
            if not todo:
                return applied
            for decision in todo:
                car = decision.car
                strategy, table, takes_rng, seat = bots[car]
                view = seat_view(car, table if isinstance(table, bool) else table(decision, getattr(race, "track", None)))
                try:
                    if timed:
                        timer.arm()
                    try:
                        if seat is not None:
                            action = strategy(view, decision, rngs[car], seat)
                        elif takes_rng:
                            action = strategy(view, decision, rngs[car])
                        else:
                            action = strategy(view, decision)
                    finally:
                        if timed:
                            timer.disarm()
                except DecisionTimeout:
                    how = ("was stopped" if timer.interrupts else
                           "its answer was refused (this platform cannot stop a call: it is checked when it returns)")
                    raise StrategyError(f"{_where(race, decision)}: the strategy took longer than the time limit "
                                        f"of {time_limit:g} s and {how}") from None
                except Exception as e:  # noqa: BLE001 - a user's strategy may fail in any way
                    raise StrategyError(f"{_where(race, decision)}: the strategy raised {type(e).__name__}: "
                                        f"{e}") from e
                except SystemExit as e:  # sys.exit() in a strategy ends that strategy's run, not the program
                    raise StrategyError(f"{_where(race, decision)}: the strategy called sys.exit({_short(e.code)}), "
                                        f"which a strategy may not do: it answers one of view.legal_actions") from e
                if type(action) is not Action and not isinstance(action, (Action, str)):
                    raise StrategyError(f"{_where(race, decision)}: the strategy returned {_short(action)} "
                                        f"({type(action).__name__}); a strategy answers one of "
                                        f"view.legal_actions or its text, such as 'gear 3'")
                try:
                    act(car, action)
                except IllegalAction as e:
                    raise StrategyError(f"{_where(race, decision)}: the strategy chose an illegal action "
                                        f"{_short(str(action))}: {e}") from None
                except (HeatError, TypeError, ValueError) as e:  # a malformed Action object
                    raise StrategyError(f"{_where(race, decision)}: the strategy's answer {_short(action)} "
                                        f"is not a valid action ({type(e).__name__}: {e})") from None
                applied += 1
            if race.round > MAX_ROUNDS:
                raise StrategyError(f"{_which(race)} has not ended after {MAX_ROUNDS} rounds")
        return applied


def run_race(race: Race, strategies: Mapping[str, Strategy],
             rng: random.Random | Mapping[str, random.Random] | None = None, time_limit: float | None = None) -> Race:
    """Play a whole race in which every player car has a strategy (`time_limit` as in play_bots)."""
    if not isinstance(strategies, Mapping):
        raise BadArgument(f"strategies must be a dict {{car name: strategy}}, e.g. "
                          f"{{'Ana': hw.bots.strategy('heuristic')}}, not {shorten(strategies)}")
    missing = [c.name for c in race.cars if not c.legend and c.name not in strategies]
    if missing:
        raise BadArgument(f"no strategy for {', '.join(missing)}; every player car needs one")
    play_bots(race, strategies, rng, time_limit)
    return race


class _CarRandoms(dict[str, random.Random]):
    """Each car's generator, made when first asked for (most strategies never ask)."""

    # `race`: or a Championship
    def __init__(self, race: Race | Any, rng: random.Random | Mapping[str, random.Random] | None) -> None:
        super().__init__()
        self.race = race
        self.shared = rng if isinstance(rng, random.Random) else None
        if isinstance(rng, dict):
            self.update(rng)
        elif rng is not None and self.shared is None:
            raise BadArgument(f"rng must be None, a random.Random or a dict of them, not {shorten(rng)}")

    def __missing__(self, car: str) -> random.Random:
        if self.shared is not None:
            return self.shared
        gen = random.Random(f"heat_widget bots:{self.race.seed}:{car}:{len(self.race.log)}")
        self[car] = gen
        return gen


def _where(race: Race | Any, decision: Any) -> str:  # a Decision (a race-like object's own: any)
    # the decision's number is its place in the race's log: race.fork(number - 1) is the moment before it
    now = _deciding(race)
    at = f", round {now.round}, decision {len(now.log) + 1}" if now is not None else ""
    return f"{_which(race)}{at}, {decision.car}'s {decision.kind} decision"


def _which(race: Race | Any) -> str:
    """The race and its own seed; in a season, the season and which race of it first."""
    now = _deciding(race)
    here = f"race on {now.track.id} (seed {now.seed})" if now is not None else ""
    if not isinstance(race, Championship):
        return here
    where = f"season {race.kind} (seed {race.seed}), race {race.race_index + 1}"
    return f"{where}: {here}" if now is not None else f"{where} ({race.phase} step)"


def _deciding(race: Race | Any) -> Race | Any:
    """The race whose decisions are asked for now: the race itself, a season's current race, or None
    between a season's races (its build step)."""
    if not isinstance(race, Championship):
        return race
    return race.current_race if race.phase == "race" else None


def _short(value: object, limit: int = 60) -> str:
    """repr of a strategy's answer, cut short: a huge answer is never echoed whole."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


def _table_rule(strategy: Any) -> bool | Callable[[Any, Any], bool]:
    """Whether `strategy`'s views need the other cars' table: False for one that says it never reads
    `view.cars` (reads_cars = False); its `wants_cars(decision, track)` for one that reads them at
    some decisions only (the heuristic: gear, cards and React on a board with a chicane, bots/slip_plan.py
    and slip_react.py), asked at each (track: the race's board, None when unknown); else True."""
    if getattr(strategy, "reads_cars", True) is False:
        return False
    wants = getattr(strategy, "wants_cars", None)
    return wants if callable(wants) else True


def _takes_rng(strategy: Strategy) -> bool:
    cached = getattr(strategy, "_heat_takes_rng", None)
    if cached is None:
        import inspect
        try:
            params = inspect.signature(strategy).parameters
            cached = len(params) >= 3
        except (TypeError, ValueError):
            cached = False
        try:
            setattr(strategy, "_heat_takes_rng", cached)  # a function or object may take an attribute
        except AttributeError:
            pass
    return cached
