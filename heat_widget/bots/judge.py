"""Judging a move (issue 24, items 5 and 7): `judge(race, car)` -> a `Judgement` of the decision the
car faces now, and `Judgement.grade(action)` -> a `Grade` of a move, as lichess grades a chess move
by the winning chance it gives up.

How. The candidates are the search bot's (bots/search.py `Search.candidates`: at a gear decision the
gears of the heuristic's best plans first, then the other legal gears, `width` at most; at a play
decision its `width` best plays, one per kind of play), plus the action actually taken when it is given. `samples` races are drawn from what the
car's seat may know (engine/determinize.py `seat_facts`, then `sample_race`: every card the car
cannot see drawn at random; the live race's hidden cards are never read), and EVERY candidate is
played in the SAME sampled races (common random numbers), then the heuristic drives every car (the
judged car's cards too, after a gear) until the judged car finishes. Per candidate: the share of the
samples it wins (its estimated winning chance, with a 95% Wilson interval) and its mean place.
Rolled out to the finish, not to a horizon, because the finish is affordable: a whole 4-car race on
Italy played by the heuristic costs about 23 ms of CPU (interpreted, 10 races), and a review of such
a race at 8 samples and width 4 (88 decisions, 3.4 options each: 2,376 rollouts from every point of
the race, with the samples drawn) 18 s, about 8 ms a rollout (tests/benchmarks/bench_review.py). One
gear decision early in a race at 16 samples and 4 gears took 0.6-1.0 s of CPU (measured twice, not a
benchmark).

A grade compares a move with the best option over the same samples: `loss` = chance(best) -
chance(move), with the paired 95% interval of the per-sample differences (mean +- t sd/sqrt(n), Student's t for
n - 1 degrees of freedom: 2.36 at 8 samples, 2.13 at 16; never narrower than +-3/n, so samples that
all agree are not taken for certainty).
The label follows lichess's thresholds (a loss of 0.1 an inaccuracy, 0.2 a mistake, 0.3 a
blunder), given only when that interval excludes zero; otherwise the move is "good" (or "best").

These are estimates from bot play against bots (the heuristic plays every future), not a guarantee
for people. Pure Python (no polars): it runs under Pyodide and in the widget. Deterministic under
`seed`; within a bot's `time_limit` (bots/deadline.py `another_sample_fits`) it stops sampling early and its
judgement rests on the samples done (`Judgement.samples`).
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..engine.determinize import sample_race, seat_facts
from ..engine.errors import BadArgument, one_of, shorten
from ..engine.i18n import check_language, tr
from .deadline import another_sample_fits
from .search import PLAN, Search
from .strategies import Heuristic

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
#: lichess's thresholds: a loss of winning chance of at least this much earns the label
THRESHOLDS = (("blunder", 0.3), ("mistake", 0.2), ("inaccuracy", 0.1))
Z95 = 1.96
ROUNDS_CAP = 500  # a rollout gives up past this round (never reached in a real race)


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a chance seen `wins` times in `n` (0..1; (0, 1) for n=0)."""
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    d = 1 + z * z / n
    return max(0.0, (centre - spread) / d), min(1.0, (centre + spread) / d)


#: Student's t, 97.5th percentile, by degrees of freedom (1..30); 1.96 beyond
T975 = (12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
        2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042)


def t975(df: int) -> float:
    return T975[df - 1] if 1 <= df <= len(T975) else Z95


def paired_interval(diffs: list) -> tuple[float, float, float]:
    """(mean, low, high) of per-sample differences, 95%: mean +- t * sd / sqrt(n) (sd with n - 1; t is
    Student's for n - 1 degrees of freedom, not 1.96: at 8 or 16 samples 1.96 claims too much), and
    never narrower than +-3/n (the rule of three: 2 samples that agree say little, 16 say more)."""
    n = len(diffs)
    if n == 0:
        return 0.0, -1.0, 1.0
    mean = sum(diffs) / n
    if n == 1:
        return mean, -1.0, 1.0  # one sample says nothing about its spread
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1)
    # never narrower than the rule of three (3/n): samples that all agree (sd 0) are no certainty
    half = max(t975(n - 1) * math.sqrt(var / n), 3 / n)
    # a difference of two chances lies in [-1, 1]: so does its interval (a loss of 114% means nothing)
    return mean, max(-1.0, mean - half), min(1.0, mean + half)


def label_for(loss: float, low: float, high: float, best: bool = False) -> str:
    """The grade's label: "best" for the best option; else lichess's label of the loss when the
    interval [low, high] excludes zero, and "good" when it does not (or the loss is below 0.1)."""
    if best:
        return "best"
    if low > 0 or high < 0:
        for label, least in THRESHOLDS:
            if loss >= least - 1e-12:
                return label
    return "good"


class Option(NamedTuple):
    """One judged candidate: the action, its estimated winning chance (share of the samples won)
    with its 95% Wilson interval, its mean place, and what its rollouts showed."""

    action: Any  # an Action of the race's legal actions (str(action) is its text)
    chance: float
    low: float
    high: float
    mean_place: float
    wins: int = 0
    samples: int = 0
    spins_now: int = 0  # samples in which the car spins out this round
    spins: float = 0.0  # spin-outs to the finish, on average
    heat_after: float = 0.0  # Heat left in its Engine at the end of this round, on average
    gained: float = 0.0  # spaces it moved this round, on average

    @property
    def text(self) -> str:
        return str(self.action)


@dataclass(frozen=True)
class Grade:
    """A move against the best option over the same samples (module docstring). `label` is worked
    out from the numbers: `Grade("gear 4", "gear 3", 0.25, 0.08, 0.42).label == "mistake"`."""

    action: Any
    best: Any
    loss: float
    low: float
    high: float
    chance: float | None = None  # the move's winning chance
    best_chance: float | None = None
    option: Option | None = None
    best_option: Option | None = None
    language: str = "en"

    @property
    def label(self) -> str:
        return label_for(self.loss, self.low, self.high, str(self.action) == str(self.best))

    def reason(self, language: str | None = None) -> str:
        """Why, in a player's words (English "en", Portuguese "pt"), from what the rollouts showed."""
        return grade_reason(self, check_language(language or self.language))

    def __str__(self) -> str:
        return f"{self.action}: {self.label} (loss {self.loss:+.2f}, {self.low:+.2f} to {self.high:+.2f})"


@dataclass
class Judgement:
    """The decision `car` faces at `step` (the number of decisions made before it: the race's
    timeline step it is decided at), its judged options best first."""

    car: str
    step: int
    round: int
    kind: str
    options: list
    samples: int
    language: str = "en"
    _wins: dict = field(default_factory=dict, repr=False)  # action text -> [0/1 per sample]

    @property
    def best(self) -> Option:
        return self.options[0]

    def option(self, action) -> Option:
        """The option of `action` (an Action or its text); BadArgument if it was not judged."""
        text = str(action)
        for o in self.options:
            if o.text == text:
                return o
        raise BadArgument(f"{shorten(text)} was not judged at step {self.step}; the judged actions are "
                          f"{one_of(o.text for o in self.options)} (judge(..., action=) adds one)")

    def grade(self, action) -> Grade:
        """The grade of `action` (one of the options) against the best option, paired over the samples."""
        o, b = self.option(action), self.best
        wins_o, wins_b = self._wins.get(o.text, []), self._wins.get(b.text, [])
        diffs = [x - y for x, y in zip(wins_b, wins_o)]
        mean, low, high = paired_interval(diffs)
        if o.text == b.text:
            mean, low, high = 0.0, 0.0, 0.0
        return Grade(o.action, b.action, mean, low, high, o.chance, b.chance, o, b, self.language)


# ---- judging -------------------------------------------------------------------------------------

def _check(race, car, samples, width, language) -> None:
    for name, value in (("samples", samples), ("width", width)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise BadArgument(f"{name} must be a whole number of at least 1, not {shorten(value)}")
    names = [c.name for c in race.cars]
    if type(car) is not str or car not in names:
        raise BadArgument(f"car must be one of the race's cars, {one_of(names)}, not {shorten(car)}")
    check_language(language)


def candidates(race, car: str, kind: str, width: int, view=None) -> list:
    """The actions judged at `car`'s decision of `kind` (module docstring), best-looking first,
    worked out from its View only."""
    view = view if view is not None else race.view(car)
    legal = list(view.legal_actions)
    if kind in PLAN and view.phase == "plan":
        plans = Search(width=max(width, 1)).candidates(view, kind)
        out: list = []
        for action, _ in plans:
            if all(str(action) != str(a) for a in out):
                out.append(action)
            if len(out) >= width:
                break
        if kind == "gear":  # every legal gear is judged (at most four), the search's first
            out += [a for a in legal if all(str(a) != str(b) for b in out)]
            return out[:max(width, 1)]
        return out or legal[:1]
    d = next(d for d in race.pending if d.car == car)
    return [_POLICY(view, d)]


_POLICY = Heuristic()


def judge(race, car: str, *, samples: int = 16, width: int = 6, seed: Any = 0, language: str = "en",
          action=None) -> Judgement:
    """Judge the decision `car` faces now in `race` (module docstring): its candidates (and
    `action`, the move taken, when given) each played in the same `samples` races drawn from what
    the car's seat knows, rolled out to the finish by the heuristic."""
    _check(race, car, samples, width, language)
    pending = [d for d in race.pending if d.car == car]
    if not pending:
        waiting = sorted({d.car for d in race.pending})
        raise BadArgument(f"{car} has no decision to take now; the cars deciding are {one_of(waiting)}")
    kind = pending[0].kind
    view = race.view(car)
    options = candidates(race, car, kind, width, view)
    if action is not None:
        legal = {str(a): a for a in view.legal_actions}
        text = str(action)
        if text not in legal:
            raise BadArgument(f"action must be one of {car}'s legal actions now, {one_of(legal)}, not {shorten(action)}")
        if all(str(a) != text for a in options):
            options.append(legal[text])
    facts = seat_facts(race, car)
    n_cars = len(race.cars)
    per: list = [[] for _ in options]  # per option: (win, place, spins, spun_now, heat_after, gained) per sample
    done = 0
    slowest = 0.0  # the slowest sample so far: a loaded machine makes one sample take twice another
    for i in range(samples):
        if not another_sample_fits(slowest):
            break  # another sample might overrun the time limit
        started = time.monotonic()
        sample = sample_race(race.copy(), facts, f"judge:{seed}:{i}")
        for k, a in enumerate(options):
            per[k].append(_rollout(sample.copy(), car, a, n_cars))
        done += 1
        slowest = max(slowest, time.monotonic() - started)
    judged = []
    for k, a in enumerate(options):
        rows = per[k]
        n = len(rows)
        wins = sum(r[0] for r in rows)
        lo, hi = wilson(wins, n)
        mean = (lambda j: sum(r[j] for r in rows) / n if n else 0.0)
        judged.append(Option(a, wins / n if n else 0.0, lo, hi, mean(1) if n else float(n_cars), wins, n,
                             sum(1 for r in rows if r[3]), mean(2), mean(4), mean(5)))
    order = sorted(range(len(judged)), key=lambda k: (-judged[k].chance, judged[k].mean_place, k))
    result = [judged[k] for k in order]
    wins_of = {judged[k].text: [r[0] for r in per[k]] for k in range(len(judged))}
    return Judgement(car, len(race.log), race.round, kind, result, done, language, wins_of)


def _rollout(race, car: str, action, n_cars: int) -> tuple:
    """Play `action` for `car`, then the heuristic for every car until `car` finishes (or the race
    ends): (won 0/1, place, spin-outs, spun out this round, Heat in Engine and spaces moved at the
    end of this round)."""
    policy = _POLICY
    act, pending, view_of = race.act, race._decisions_now, race._view
    me = race._car(car)
    spaces = race._spaces
    start_round = race.round
    start = me.lap * spaces + me.space
    spins, spun_now, counted = 0, False, False
    after: tuple | None = None
    act(car, action)
    while me.finished is None and not race.finished:
        if me.spun_out and not counted:
            spins += 1
            counted = True
            if race.round == start_round:
                spun_now = True
        elif not me.spun_out:
            counted = False
        if after is None and race.round != start_round:
            after = (me.engine, me.lap * spaces + me.space - start)
        d = pending()[0]
        act(d.car, policy(view_of(d.car, False), d))
        if race.round > ROUNDS_CAP:
            break
    if me.spun_out and not counted:
        spins += 1
        spun_now = spun_now or race.round == start_round
    if after is None:
        after = (me.engine, me.lap * spaces + me.space - start)
    place = me.finished if me.finished is not None and not me.eliminated else n_cars
    return (1 if place == 1 else 0, place, spins, spun_now, after[0], after[1])


# ---- reasons -------------------------------------------------------------------------------------

def _pct(x: float | None) -> int:
    return round(100 * (x or 0.0))


def grade_reason(g: Grade, language: str = "en") -> str:
    """The sentence behind a grade (see Grade.reason)."""
    t = tr(language)
    o, b = g.option, g.best_option
    head = t.format("{action} wins {p}% of the sampled futures, {best} wins {q}%", action=str(g.action),
                    p=_pct(g.chance), best=str(g.best), q=_pct(g.best_chance))
    label = g.label
    if label == "best":
        if o is None:
            return t.format("{action} is the best of the moves judged", action=str(g.action))
        return t.format("{action} is the best of the moves judged: it wins {p}% of the sampled futures "
                        "(from {low}% to {high}%)", action=str(g.action), p=_pct(o.chance), low=_pct(o.low),
                        high=_pct(o.high))
    if label == "good":
        if o is not None and b is not None and o.spins_now - b.spins_now >= max(2, o.samples / 4):
            return t.format("{head}: no clear difference over these samples, though {why}", head=head,
                            why=_why(g, t))  # a risk worth telling even when the chances stay close
        return t.format("{head}: no clear difference over these samples", head=head)
    why = _why(g, t) if o is not None and b is not None else ""
    return t.format("{head}: {why}", head=head, why=why) if why else head


def _why(g: Grade, t) -> str:
    o, b = g.option, g.best_option
    assert o is not None and b is not None
    n = o.samples
    if o.spins_now > b.spins_now:
        return t.format("it spins out this round in {k} of {n} samples ({best}: {j})", k=o.spins_now, n=n,
                        best=str(g.best), j=b.spins_now)
    if o.spins > b.spins + 0.25:
        return t.format("it spins out more often before the finish ({x} against {y} on average)",
                        x=t.decimal(o.spins, 1), y=t.decimal(b.spins, 1))
    if o.gained < b.gained - 0.5:
        return t.format("it moves {x} spaces this round against {y}", x=t.decimal(o.gained, 1), y=t.decimal(b.gained, 1))
    if o.heat_after < b.heat_after - 0.5:
        return t.format("it keeps {x} Heat in its Engine after this round against {y}", x=t.decimal(o.heat_after, 1),
                        y=t.decimal(b.heat_after, 1))
    return t.format("its mean place is {x} against {y}", x=t.decimal(o.mean_place, 1), y=t.decimal(b.mean_place, 1))
