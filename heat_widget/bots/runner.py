"""Running bots: ask each bot car for its decisions until a person must decide or the race ends."""
from __future__ import annotations

import random

from ..engine import IllegalAction, Race

MAX_ROUNDS = 500  # a race of bots that has not ended by then is stuck, not slow


class StrategyError(RuntimeError):
    """A strategy returned an illegal action or raised; names the race, car and decision."""


def play_bots(race: Race, strategies: dict, rng: random.Random | None = None) -> int:
    """Apply bot decisions (`strategies`: car name -> strategy) until a car without a strategy must
    decide or the race is over. Returns the number of decisions applied."""
    for name in strategies:
        race.car(name)  # unknown car: a clear error now
    rng = rng or random.Random(race.seed)
    applied = 0
    while not race.finished:
        todo = [d for d in race.pending if d.car in strategies]
        if not todo:
            return applied
        for decision in todo:
            strategy = strategies[decision.car]
            view = race.view(decision.car)
            try:
                action = strategy(view, decision, rng) if _takes_rng(strategy) else strategy(view, decision)
            except Exception as e:  # noqa: BLE001 - a user's strategy may fail in any way
                raise StrategyError(f"{_where(race, decision)}: the strategy raised {type(e).__name__}: {e}") from e
            try:
                race.act(decision.car, action)
            except IllegalAction as e:
                raise StrategyError(f"{_where(race, decision)}: the strategy chose an illegal action "
                                    f"{str(action)!r}: {e}") from None
            applied += 1
        if race.round > MAX_ROUNDS:
            raise StrategyError(f"race on {race.track.id} (seed {race.seed}) has not ended after {MAX_ROUNDS} rounds")
    return applied


def run_race(race: Race, strategies: dict, rng: random.Random | None = None) -> Race:
    """Play a whole race in which every player car has a strategy."""
    missing = [c.name for c in race.cars if not c.legend and c.name not in strategies]
    if missing:
        raise ValueError(f"no strategy for {', '.join(missing)}; every player car needs one")
    play_bots(race, strategies, rng)
    return race


def _where(race: Race, decision) -> str:
    return f"race on {race.track.id} (seed {race.seed}), round {race.round}, {decision.car}'s {decision.kind} decision"


def _takes_rng(strategy) -> bool:
    cached = getattr(strategy, "_heat_takes_rng", None)
    if cached is None:
        import inspect
        try:
            params = inspect.signature(strategy).parameters
            cached = len(params) >= 3
        except (TypeError, ValueError):
            cached = False
        try:
            strategy._heat_takes_rng = cached
        except AttributeError:
            pass
    return cached
