"""The heuristic's sampled planner through a chicane's complex (issue 32; `Heuristic(complex=True)`).

tests/benchmarks/study_nederland_complex.py found that on Nederland the heuristic's rounds from the
start of the complex (spaces 0-9) past space 20 are the board's, but that a planner playing its
choices out from its own View could leave the complex with more Heat and further on. This is that
planner, for the heuristic itself: from BEFORE spaces before a chicane's first line to PAST - 1
spaces after its second (`target`), the car's gear and the cards to play in it are chosen by playing
the candidates out in SAMPLES races drawn by its Seat (bots/seat.py: its own deck order and every
hidden card drawn at random; never the race itself), the same samples for every candidate (common
random numbers), the plain heuristic (`complex=False`) driving every car until this one starts a
round at the target or beyond (at most CAP rounds). A candidate's score is the study's, with the exit
counted: rounds + HEAT_WEIGHT * Heat paid - BEYOND * spaces beyond the target (the least wins). The
candidates: the heuristic's own choice first, then the search's (candidates.py: every legal
gear's best plan, then the next best, WIDTH in all); the planner departs from the heuristic's only
on a paired lead of KEEP standard errors (paired.py `departs`: the best of nine noisy means overstates
its lead).
A stretch whose exit would run over the finish line (Mexico's 50+51, 9 spaces before it) is
planned on the last lap only, and there a candidate's score is the car's place in the sample
(rulebook, How to Win: the first over the line wins, cars over it in the same round ranked by how
far they got; a Heat left is worth nothing), played out until the car has finished (at most
FINISH_CAP rounds). The exit score lost there: once the car is over the line, a sample with only
Legends left runs to its end inside the engine, so its "rounds" counted the rounds the Legends took
to finish, and a Heat saved still counted. Mexico, 600 races a seed (101 / 202): 174 / 177 without
that stretch, 183 / 181 with it on the last lap (about 1.4x the CPU), 76 at seed 101 with the exit
score there; also on laps 1 and 2 with the exit score, 194 / 178 (about 2.5x the CPU; not kept);
laps 1 and 2 alone, 186 / 179 (about 2x). 1,200 races: 380 / 335 -> 396 / 347. España's 95+98
(its exit runs over the line too) is planned the same way: 285 -> 286 of 600 at seed 101, 3.6x the CPU.
Measured and dropped (1 heuristic + 2 Legends, seed 101): also planning React and slipstream, and
departing on any lead (KEEP 0), won Nederland 205 of 1,200 against 228; that variant at Mexico's
50+51 too, with the exit score on every lap, 80 of 600 against 156.

Without a Seat (the coach, the search's rollouts, a caller's `strategy(view, decision)`), outside
those stretches, or on a board without a chicane, the heuristic decides as before.
"""
from __future__ import annotations

import random
import time
from typing import Any, Protocol

from ..engine.actions import Action, Decision
from ..engine.race import Race
from ..engine.view import View
from .candidates import Valuer, plan_candidates
from .deadline import another_sample_fits
from .outlook import PlayClass, plays_by_class
from .paired import departs
from .seat import Seat

BEFORE, PAST = 9, 8  # the stretch: BEFORE spaces before a chicane's first line to PAST - 1 after its second
SAMPLES, WIDTH, CAP = 8, 8, 6
FINISH_CAP = 3 * CAP  # the rounds a play-out to the finish line may take
HEAT_WEIGHT, BEYOND = 0.2, 0.125  # a round's worth of a Heat paid and of a space beyond the target
KEEP = 2.0  # depart from the heuristic's choice only on a paired lead of this many standard errors (0: any)

# track id -> its stretches (first space, last space, target space), spaces of a lap
_STRETCHES: dict[str, list[tuple[int, int, int]]] = {}


class Driver(Valuer, Protocol):
    """The plain heuristic (`Heuristic(complex=False)`): it drives every car in the play-outs, and
    its parameters value the candidate plans (candidates.py)."""

    def __call__(self, view: Any, decision: Decision) -> Action | None: ...

    def wants_cars(self, decision: Decision, track: Any = None) -> bool: ...


class Planner(Protocol):
    """What the planner needs of the heuristic it plans for (bots/strategies.py Heuristic): its plain
    twin and where it keeps the cards planned at its gear decision, per car."""

    complex_plans: dict[str, tuple[tuple[int, tuple[str, ...]], PlayClass | None]]

    def plain(self) -> Driver: ...


def target(view: View) -> int | None:
    """The distance at which the car, starting a round there or beyond, has left the chicane's complex
    it is in (its stretch); None outside every stretch (or on a board without a chicane)."""
    track = view.track
    stretches = _STRETCHES.get(track.id)
    if stretches is None:
        stretches = _STRETCHES[track.id] = []
        corners = track.corners
        for c in corners:
            if c.chicane_with is not None:
                first = corners[c.chicane_with].after_space
                stretches.append((first - BEFORE, c.after_space + PAST - 1, c.after_space + PAST))
    me = view.me
    n = view.spaces
    for lo, hi, to in stretches:
        rel = (me.space - lo) % n
        if rel <= hi - lo:
            at = me.distance + to - lo - rel
            # a stretch whose exit runs over the line only on the last lap: before it, its exit score
            # won little for its time
            return None if to + PAST > n and not _over_the_line(view, at) else at
    return None


def _over_the_line(view: View, to: int) -> bool:
    """Whether the exit of the stretch ending at distance `to` runs over the finish line (the last lap)."""
    return to + PAST > view.finish_distance


def choose(h: Planner, view: View, decision: Decision, rng: random.Random | None, seat: Seat) -> Action | None:
    """The planner's choice at `decision`, or None where it leaves the choice to the heuristic."""
    kind = decision.kind
    if kind == "play":
        kept = h.complex_plans.pop(view.me.name, None)
        if kept is None or kept[1] is None or kept[0] != (view.round, tuple(sorted(view.hand))):
            return None
        return plays_by_class(view.legal_actions).get(kept[1])
    got = scored(h, view, decision, rng or random.Random(0), seat)
    if got is None:
        return None
    best = min(range(len(got)), key=lambda i: (sum(got[i][2]), i))
    if KEEP and best and not departs([-x for x in got[best][2]], [-x for x in got[0][2]], KEEP):
        best = 0  # not clearly ahead of the heuristic's own choice (the search's `keep`)
    action, cls, _ = got[best]
    # a gear decision (scored plans no other): its kind of play (None: the heuristic's own) at the next play
    h.complex_plans[view.me.name] = ((view.round, tuple(sorted(view.hand))), cls)
    return action


def scored(h: Planner, view: View, decision: Decision, rng: random.Random,
           seat: Seat) -> list[tuple[Action, PlayClass | None, list[float]]] | None:
    """Each candidate at `decision` (the heuristic's own first) with its scores in SAMPLES races
    drawn by `seat`, the same for every candidate (the least mean is the best); None where the
    planner does not plan (not a gear decision, outside every stretch, one choice, or no time left)."""
    if decision.kind != "gear" or view.phase != "plan":
        return None
    to = target(view)
    if to is None:
        return None
    finish = _over_the_line(view, to)
    plain = h.plain()
    mine = plain(view, decision)
    options: list[tuple[Action, PlayClass | None]] = [(mine, None)] if mine is not None else []
    options += plan_candidates(plain, view, "gear", WIDTH, True)
    if len(options) < 2:
        return None
    scores: list[list[float]] = [[] for _ in options]
    slowest = 0.0
    for _ in range(SAMPLES):
        if not another_sample_fits(slowest):  # within play_bots' time_limit, as the search (fewer samples)
            break
        started = time.monotonic()
        sample = seat.sample(rng.getrandbits(62))
        for i, (action, cls) in enumerate(options):
            scores[i].append(_outcome(sample.copy(), seat.car, action, cls, to, plain, finish))
        slowest = max(slowest, time.monotonic() - started)
    return [(a, c, t) for (a, c), t in zip(options, scores)] if scores[0] else None


def _outcome(race: Race, car: str, action: Action, cls: PlayClass | None, to: int, plain: Driver,
             finish: bool = False) -> float:
    """Plays `action` (and the kind of play `cls` at the car's next play), then the plain heuristic for
    every car until `car` starts a round at distance `to` or beyond (or CAP rounds on): the score.
    `finish`: until `car` has finished (or FINISH_CAP rounds on), scored by its place."""
    me = race.live_car(car)
    n = race.spaces
    r0, e0 = race.round, me.engine
    race.act(car, action)
    track = race.track
    planned = cls
    cap = FINISH_CAP if finish else CAP
    while not race.finished and me.finished is None:
        todo = race.decisions_now()
        if not todo:
            break
        d = todo[0]
        if (d.car == car and d.kind == "gear" and race.round > r0
                and (race.round - r0 >= cap or not finish and me.lap * n + me.space >= to)):
            break
        view = race.view(d.car, plain.wants_cars(d, track))
        chosen: Action | None = None
        if planned is not None and d.car == car and d.kind == "play":
            chosen = plays_by_class(view.legal_actions).get(planned)
            planned = None
        race.act(d.car, chosen if chosen is not None else _act(plain, view, d))
    if finish:  # its place; not over the line in time: behind every car
        return float(me.finished) if me.finished is not None else float(len(race.names) + 1)
    rounds = race.round - r0
    at = me.lap * n + me.space
    if me.finished is None and at < to:
        return CAP + 1 + HEAT_WEIGHT * (e0 - me.engine)
    beyond = at - to if me.finished is None else PAST
    return rounds + HEAT_WEIGHT * (e0 - me.engine) - BEYOND * beyond


def _act(plain: Driver, view: Any, d: Decision) -> Action:
    got = plain(view, d)
    assert got is not None  # a decision always has a legal answer
    return got
