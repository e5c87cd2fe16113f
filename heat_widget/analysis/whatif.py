"""What if: fork a race at a decision and play every alternative out with bots.

The fork replays the race's first `step` decisions with the same seed, so the cards each car will
draw, the Stress and Boost flips and the Legends cards are the same in every alternative: the only
difference is the decision tried (and what it leads the bots to do afterwards).
"""
from __future__ import annotations

from collections.abc import Sequence

import polars as pl

from ..bots import run_race, strategy as _strategy
from ..engine import Action, IllegalAction, Race
from ..engine.errors import ECHO, BadArgument, shorten
from ..bots.types import Strategy
from .types import StrategySpec
from ..engine.i18n import Msg


def what_if(race: Race, step: int, actions: Sequence[Action | str] | None = None,
            strategies: StrategySpec | dict[str, StrategySpec] = "heuristic", car: str | None = None) -> pl.DataFrame:
    """Fork `race` at timeline step `step` (race.timeline[step], the race right after decision
    `step`; see engine/notes.py for what "step N" means) and try each action for the decision
    pending there, decision `step + 1`
    (`actions`: texts or Actions; default: every legal action, or the one taken plus up to 11 others
    for decisions with many choices). The rest of the race is played by `strategies` (one strategy
    or name for every player car, or a dict {car: strategy}).

    Returns one row per alternative per car: action, taken (the action the race really took), car,
    place, rounds (finishing round), distance at the end, spin_outs, heat_paid."""
    if not isinstance(race, Race):
        raise BadArgument(f"what_if takes a Race (a season's races: season.races), not {shorten(race)}")
    base = race.fork(step)
    if base.finished:
        raise BadArgument(f"the race is over at step {step}: nothing to decide")
    pending = base.pending
    if car is None:
        timeline = race.timeline
        car = timeline[step + 1].car if step + 1 < len(timeline) else pending[0].car
    decision = next((d for d in pending if d.car == car), None)
    if decision is None:
        name = car if isinstance(car, str) and len(car) <= ECHO else shorten(car)  # a long one cut short
        raise BadArgument(f"{name} has no decision at step {step}; waiting for "
                         f"{', '.join(f'{d.car} ({d.kind})' for d in pending)}")
    legal = base.legal_actions(car)
    timeline = race.timeline
    taken = timeline[step + 1].action if step + 1 < len(timeline) and timeline[step + 1].car == car else None
    if actions is None:
        actions = list(legal)
        if len(actions) > 12:
            rest = [a for a in actions if a != taken][:11]
            actions = ([taken] if taken is not None else []) + rest
    bots: dict[str, Strategy]
    if isinstance(strategies, dict):
        bots = {name: _strategy(s) for name, s in strategies.items()}
    else:
        one = _strategy(strategies)
        bots = {c.name: one for c in base.cars if not c.legend}
    rows = []
    for action in actions:
        fork = race.fork(step)
        try:
            fork.act(car, action)
        except IllegalAction as e:  # the engine's refusal kept as data: text_in() gives it in any language
            why = Msg("what if {car} chose {action} at step {step}: {refusal}", car=car,
                      action=shorten(str(action)), step=step, refusal=e.message)
            raise IllegalAction(why, race.language) from None
        run_race(fork, bots)
        summary = _outcome(fork)
        for row in summary:
            rows.append({"action": str(action), "taken": taken is not None and str(action) == str(taken), **row})
    return pl.DataFrame(rows, schema={"action": pl.String, "taken": pl.Boolean, "car": pl.String, "place": pl.Int64,
                                      "rounds": pl.Int64, "distance": pl.Int64, "spin_outs": pl.Int64,
                                      "heat_paid": pl.Int64})


def _outcome(race: Race) -> list[dict[str, object]]:
    finish_round: dict[str | None, int] = {}
    spins: dict[str | None, int] = {}
    heat: dict[str | None, int] = {}
    for e in race.events:
        if e.kind == "finish":
            finish_round[e.car] = e.round
        elif e.kind == "spin_out":
            spins[e.car] = spins.get(e.car, 0) + 1
            heat[e.car] = heat.get(e.car, 0) + e.fields.get("heat", 0)
        elif e.kind in ("corner", "boost", "gear"):
            heat[e.car] = heat.get(e.car, 0) + e.fields.get("heat", 0)
    place = {name: i + 1 for i, name in enumerate(race.standings)}
    n = race.track.spaces
    return [{"car": c.name, "place": place[c.name], "rounds": finish_round.get(c.name),
             "distance": c.lap * n + c.space, "spin_outs": spins.get(c.name, 0), "heat_paid": heat.get(c.name, 0)}
            for c in race.cars]
