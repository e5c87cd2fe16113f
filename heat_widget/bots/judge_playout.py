"""The judge's play-out of one option in one sampled race (bots/judge.py): the option, then the
heuristic for every car for the judge's horizon, read by the evaluator, with what a player sees at the
next round's start (this round's consequences: a dominated move is judged on them) and whether the car
spins out in the rounds after (a move that only puts a spin-out off: its reason says so)."""
from __future__ import annotations

from typing import Any

from .evaluator import Evaluator
from .judge_react import NOTHING, STOPPED, stop_react
from .strategies import Heuristic

PER_SPACE = 0.01  # a space of strength counts at least this many places (judge.py's docstring)
ROUNDS_CAP = 500  # a rollout gives up past this round (never reached in a real race)
POLICY = Heuristic()


def play_out(race: Any, car: str, action: Any, ev: Evaluator, horizon: int = 1,
              stop: bool = False) -> tuple[float, ...] | None:
    """Play `action` for `car`, then the heuristic for every car, `horizon` rounds (or until the race
    ends): (result, expected place, winning chance, strength) read by the evaluator then, and what a
    player sees at the start of the NEXT round, this round's consequences (distance moved, Heat in
    Engine, Stress owned, spun out 0/1, gear, the place it finished in or 0, out of the race 0/1): a
    dominated move is one that is worse this round, where the cards that decide it are the same for
    every candidate; then 1.0 when the car spun out in the rounds after (before the horizon), else 0.0.
    `stop`: the car ends its React right after `action` (() when `action` ended it or a
    choice stands before the end; None when the heuristic would end it there itself: that race is the
    one played without `stop`)."""
    policy = POLICY
    act, pending, view_of = race.act, race.decisions_now, race.view
    me = race.live_car(car)
    spaces = race.spaces
    start_round = race.round
    start = me.lap * spaces + me.space
    spun = later = False  # it spun out this round / in the rounds after (corners.py sets spun_out; reset each round)
    seen: tuple[float, ...] | None = None
    act(car, action)
    if stop:
        ended = stop_react(race, car, policy)
        if ended != STOPPED:
            return () if ended == NOTHING else None  # None: the same race as without the stop
    while not race.finished:
        if race.round > start_round and race.phase == "plan":
            if seen is None:
                seen = seen_now(me, spaces, start, spun)
            if race.round >= start_round + horizon:
                break
        if me.spun_out:
            if seen is None:
                spun = True
            else:
                later = True
        d = pending()[0]
        act(d.car, policy(view_of(d.car, False), d))
        if race.round > ROUNDS_CAP:
            break
    if seen is None:
        seen = seen_now(me, spaces, start, spun or me.spun_out)
    else:
        later = later or me.spun_out  # a spin-out in the race's last move
    o = ev.outlook(race, car)
    return (-o.place + PER_SPACE * graded_strength(race, me, o.strength, ev, horizon), o.place, o.win,
            o.strength) + seen + (1.0 if later else 0.0,)


def graded_strength(race: Any, me: Any, strength: float, ev: Evaluator, horizon: int) -> float:
    """The strength a result is graded on. A car that crossed the finish line has its place and nothing
    else left to race for (rulebook, How to Win): every finish counts the same, whether this round or
    the next, a space past the line or ten (the place already tells finishes apart), and above any
    car still short of the line (the line plus the look-ahead's rounds at the evaluator's pace). Its
    own strength would grow with every round it raced on before crossing: a later finish would look
    better than an earlier one."""
    if me.finished is None or me.eliminated:
        return strength
    return float((race.laps + 1) * race.spaces) + horizon * ev.round_spaces


def _stress(me: Any) -> int:
    return sum(1 for c in me.hand + me.deck + me.discard + me.play if c == "S")


def seen_now(me: Any, spaces: int, start: int, spun: bool) -> tuple[float, ...]:
    stress = _stress(me)
    place = me.finished if me.finished is not None and not me.eliminated else 0
    return (float(me.lap * spaces + me.space - start), float(me.engine), float(stress), 1.0 if spun else 0.0,
            float(me.gear or 1), float(place), 1.0 if me.eliminated else 0.0)
