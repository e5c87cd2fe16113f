"""Judging a move (issue 32): `judge(race, car)` -> a `Judgement` of the decision the car faces now,
and `Judgement.grade(action)` -> a `Grade` of a move, as a backgammon analyser grades a move by the
equity it gives up, here in expected finishing places.

How. The candidates are the search bot's at a planning decision (bots/search.py
`Search.candidates` (candidates.py): every legal gear, the heuristic's best first; at a play decision its `width`
best plays, one per kind of play, and up to VARIANTS plays of the first two kinds or the move's own
that hold a Garage or Sponsorship card, whose symbols differ within a kind), and every legal action at a React, slipstream or discard
decision (at most MANY, the heuristic's choice first), plus the action taken when it is given (in
any order of its cards, as `race.act` takes it). `samples` races are drawn from what the car's seat
may know (engine/determinize.py `seat_facts`, then `sample_race`: every card the car cannot see
drawn at random; the live race's hidden cards are never read), and EVERY candidate is played in the
SAME sampled races (common random numbers). In each, the candidate is played and the heuristic plays
every car for HORIZON rounds (two: the cards drawn, the Stress flipped, the Legends moved, corners
paid), and the position is read by the evaluator (bots/evaluator.py, fitted on bot races): the car's
expected place, its winning chance, and its strength in spaces. At React, an option that leaves the
car's React going is also played with React ended right after it, and graded on the better of the
two on the other samples (rulebook, 5. React: the player may stop; the heuristic's next symbols are
not his; bots/judge_react.py). Every option also keeps its figures with the heuristic playing on
(`Option.policy_place`; the best's held out as below), and the heuristic's own choice is always
judged (`Judgement.policy`, `Judgement.policy_place`): a review's luck is read on the figures with the
heuristic playing on, on both sides of a stretch of chance (analysis/luck.py).

A move's result in a sample is `-expected place + PER_SPACE * strength`: the expected place is what
a race is about, and the strength (its distance and what its Engine, Stress and gear are worth, in
spaces) keeps a meaning when the place has none left to move (a car that cannot catch the leader,
or cannot be caught), at PER_SPACE of a place a space; a car that finished has its place and a
strength every finish shares (judge_playout.py `graded_strength`: rulebook, How to Win). A grade compares a move
with the best option over the same samples: `loss` in places, with the paired 95% interval (mean +- t sd/sqrt(n),
Student's t). The labels follow chess.com's expected-points thresholds scaled to places (0.05 an
inaccuracy, 0.15 a mistake, 0.30 a blunder: about half a space, a space and a half, three spaces at
the finish of a close race; a spin-out costs 0.2-0.5 of a place), given only when the interval
excludes zero. The exam in tests/test_coach_exam.py decides them.

A move that is DOMINATED (no better than another option in any sample on distance, Heat in the
Engine, Stress, gear and spinning out at the next round's start, where the same cards decide both,
and worse in some) is at least an inaccuracy whatever the places say, is never the best, and its
reason names what it costs in the player's terms (bots/judge_words.py). One exception: a move ahead
this round that the dominated one beats on the rounds after by a mistake or more (LATER, on average;
the whole paired 95% interval above an inaccuracy) does not dominate it; it only put the cost off (a
certain spin-out next round against one now).

The best option's own figures are held out (`Judgement.best`: its chance, expected place and value,
a review's `place_before`): the option that looks best over some samples looks better over them than
it is (the winner's curse), so in each sample its figures are those of the option best over the
OTHER samples (leave one out), and their mean estimates what the judge's best play is worth. The
grades compare the options over all the samples, as before (`options[0]` keeps those figures).

Ties: options whose mean results lie within TIE (the judge's resolution) of the best's are tied,
and the first candidate among them (the heuristic's or the search's first) is the best: noise the
samples cannot resolve does not choose the move called best.

Resolution: after `samples`, more samples (8 at a time, up to `most`) while some option's grade
could still change (its interval straddles a threshold, more than RESOLVED wide).

These are estimates from bot play against bots (the heuristic plays the round), not a guarantee for
people. Pure Python (no polars): it runs under Pyodide and in the widget. Deterministic under
`seed`; within a bot's `time_limit` (bots/deadline.py `another_sample_fits`) it stops sampling early
and its judgement rests on the samples done (`Judgement.samples`).
"""
from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..engine.actions import parse_action
from ..engine.cards import catalogue
from ..engine.determinize import sample_race, seat_facts
from ..engine.errors import BadArgument, HeatError, one_of, shorten
from ..engine.i18n import check_language
from ..engine.race import Race
from .deadline import another_sample_fits
from .evaluator import Evaluator
from .judge_playout import PER_SPACE as PER_SPACE, POLICY as _POLICY, play_out as _play_out
from .judge_react import better_ends
from .outlook import play_class
from .search import PLAN, Search

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
#: a loss of at least this much (in expected places) earns the label
THRESHOLDS = (("blunder", 0.30), ("mistake", 0.15), ("inaccuracy", 0.05))
#: the labels that flag a move (the review's marks, retry's drills, luck's count): THRESHOLDS' labels
FLAGGED = tuple(label for label, _ in reversed(THRESHOLDS))
SAMPLES, MOST, WIDTH = 16, 48, 6
# Rounds played before the evaluator reads the position. Measured (tests/benchmarks/bench_judge_bot.py,
# a bot playing the judge's best move against the heuristic, 2 cars on Italy, 100 races, seats
# rotated): 1 round won 29 of 100 (35 with the evaluator's hand and corner features), 2 rounds 60 of
# 100: one round is too short a look (the next round's cards and corners decide what a gear is worth).
HORIZON = 2
MANY = 12  # the most actions judged at a React, slipstream or discard decision
VARIANTS = 4  # the most plays added at a play decision for a Garage or Sponsorship card's symbols
# A move ahead this round loses its dominance only when the rounds after reverse it by this much on
# average (a mistake: a spin-out put off costs 0.2-0.3 of a place, Italia's corner 26 in
# tests/test_judge.py). Less is within what the heuristic's own choices in those rounds cost: on the
# eighth exam, 1-2 free slipstream spaces before USA's corner 3 read 0.08-0.11 of a place worse only
# because the heuristic then paid 3-4 Heat to cross the corner, where the cards in hand stop the car.
LATER = 0.15
RESOLVED = 0.02  # an interval narrower than this (in places) needs no more samples
# Options whose mean results are closer than this (in places) are tied: the best is the first
# candidate among them. The judge's resolution (RESOLVED); on the coach's exams (tests/coach_exam*.py)
# the same cards in another order, or another pair of the same Speed, differed by 0.000-0.017 between
# judge seeds and read "best" or "good" by the luck of the seed.
TIE = RESOLVED
Z95 = 1.96


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


def paired_interval(diffs: list[float]) -> tuple[float, float, float]:
    """(mean, low, high) of per-sample differences, 95%: mean +- t * sd / sqrt(n) (sd with n - 1;
    t is Student's for n - 1 degrees of freedom). One sample says nothing of its spread: (-inf, inf)."""
    n = len(diffs)
    if n == 0:
        return 0.0, -math.inf, math.inf
    mean = sum(diffs) / n
    if n == 1:
        return mean, -math.inf, math.inf
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1)
    half = t975(n - 1) * math.sqrt(var / n)
    return mean, mean - half, mean + half


def _threshold_label(loss: float) -> str:
    for label, least in THRESHOLDS:
        if loss >= least - 1e-12:
            return label
    return "good"


def label_for(loss: float, low: float, high: float, best: bool = False, dominated: bool = False) -> str:
    """The grade's label: "best" for the best option; else the label of the loss when the interval
    [low, high] excludes zero ("good" below 0.05 of a place or when it holds zero); a dominated move
    is at least an "inaccuracy"."""
    if best:
        return "best"
    label = _threshold_label(loss) if low > 0 else "good"
    if dominated and label == "good":
        return "inaccuracy"
    return label


class Option(NamedTuple):
    """One judged candidate: the action, its estimated winning chance with an interval, its expected
    place, and what the round showed, averaged over the samples."""

    action: Any  # an Action of the race's legal actions (str(action) is its text)
    chance: float
    low: float
    high: float
    mean_place: float
    wins: int = 0  # kept for old callers: round(chance * samples)
    samples: int = 0
    spins_now: int = 0  # samples in which the car spins out this round
    spins: float = 0.0  # the share of samples it spins out in
    heat_after: float = 0.0  # Heat in its Engine at the next round's start, on average
    gained: float = 0.0  # spaces it moved to the next round's start, on average
    value: float = 0.0  # the result graded on (module docstring), on average
    strength: float = 0.0  # the evaluator's strength at the next round's start, in spaces
    stress_after: float = 0.0  # Stress cards it owns at the next round's start, on average
    gear_after: float = 0.0
    dominated_by: str | None = None  # an option no worse in every sample and better in some
    eliminated: int = 0  # samples in which the car is out of the race by the next round (an event's rule)
    # the expected place with the heuristic playing on after the move (its React symbols too): the
    # mean place but where the player's stopping a React was the better (bots/judge_react.py); the
    # best's (`Judgement.best`) held out as its other figures
    policy_place: float = 0.0
    spins_later: int = 0  # samples in which it spins out in the rounds after this one (before the horizon)

    @property
    def text(self) -> str:
        return str(self.action)


@dataclass(frozen=True)
class Grade:
    """A move against the best option over the same samples (module docstring). `label` is worked
    out from the numbers: `Grade("gear 4", "gear 3", 0.2, 0.08, 0.32).label == "mistake"`."""

    action: Any
    best: Any
    loss: float  # in expected places (with PER_SPACE a space of strength)
    low: float
    high: float
    chance: float | None = None  # the move's winning chance
    best_chance: float | None = None
    option: Option | None = None
    best_option: Option | None = None
    language: str = "en"
    dominated_by: str | None = None  # the text of an option that dominates the move
    dominator: Option | None = None  # that option

    @property
    def label(self) -> str:
        return label_for(self.loss, self.low, self.high, str(self.action) == str(self.best),
                         self.dominated_by is not None)

    @property
    def flagged(self) -> bool:
        """Whether the move is flagged: an inaccuracy, a mistake or a blunder."""
        return self.label in FLAGGED

    @property
    def mistake(self) -> str | None:
        """What a flagged move lost first, the same in every language (judge_words.MISTAKES: "spin-out",
        "dominated move", "spaces lost", ...); None when the move is not flagged."""
        from .judge_words import mistake_kind
        return mistake_kind(self)

    def reason(self, language: str | None = None) -> str:
        """Why, in a player's words (English "en", Portuguese "pt"), from what the samples showed."""
        from .judge_words import grade_reason
        return grade_reason(self, check_language(language or self.language))

    def __str__(self) -> str:
        return f"{self.action}: {self.label} (loss {self.loss:+.2f} of a place, {self.low:+.2f} to {self.high:+.2f})"


@dataclass
class Judgement:
    """The decision `car` faces at `step` (the number of decisions made before it: the race's
    timeline step it is decided at), its judged options best first."""

    car: str
    step: int
    round: int
    kind: str
    options: list[Option]
    samples: int
    language: str = "en"
    _values: dict[str, list[float]] = field(default_factory=dict, repr=False)  # action text -> value per sample
    held_out: Option | None = None  # the best option with its figures held out (`best`)
    policy: str | None = None  # the heuristic's own choice (always judged)

    @property
    def policy_place(self) -> float:
        """The expected place after the heuristic's own choice, the heuristic playing on (its
        `policy_place`): what a review's luck is measured against (analysis/luck.py)."""
        return self.option(self.policy).policy_place if self.policy is not None else self.best.policy_place

    @property
    def best(self) -> Option:
        """The best option (`options[0]`), its chance, expected place and value scored on samples apart
        from the ones that chose it (`held_out`, module docstring): the option that looks best over
        some samples looks better over them than it is, by the luck of the draw."""
        return self.held_out if self.held_out is not None else self.options[0]

    def option(self, action: Any) -> Option:
        """The option of `action` (an Action or its text, its cards in any order); BadArgument if it
        was not judged."""
        text = _canonical(action)
        for o in self.options:
            if o.text == text:
                return o
        raise BadArgument(f"{shorten(str(action))} was not judged at step {self.step}; the judged actions are "
                          f"{one_of(o.text for o in self.options)} (judge(..., action=) adds one)")

    def grade(self, action: Any) -> Grade:
        """The grade of `action` (one of the options) against the best option, paired over the samples."""
        o, b = self.option(action), self.options[0]  # the samples' own figures, the same for every option
        if o.text == b.text:
            mean, low, high = 0.0, 0.0, 0.0
        else:
            mine, best = self._values.get(o.text, []), self._values.get(b.text, [])
            mean, low, high = paired_interval([x - y for x, y in zip(best, mine)])
        by = None if o.text == b.text else o.dominated_by
        dominator = next((x for x in self.options if x.text == by), None) if by else None
        return Grade(o.action, b.action, mean, low, high, o.chance, b.chance, o, b, self.language, by, dominator)


def _canonical(action: Any) -> str:
    """An action's text in the engine's order of cards ("play 1 2 2 2" -> "play 2 2 2 1"); a text
    that is no action at all is kept as it is (the caller says what is allowed)."""
    text = str(action)
    try:
        return str(parse_action(text))
    except HeatError:
        return text


# ---- judging -------------------------------------------------------------------------------------

def _check(race: Any, car: Any, samples: Any, width: Any, most: Any, language: str) -> None:
    if not isinstance(race, Race):  # (a text or None reached race.cars: an AttributeError)
        raise BadArgument(f"judge takes a Race (a season's: season.current_race), not {shorten(race)}")
    for name, value in (("samples", samples), ("width", width)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise BadArgument(f"{name} must be a whole number of at least 1, not {shorten(value)}")
    if most is not None and (isinstance(most, bool) or not isinstance(most, int) or most < 0):
        raise BadArgument(f"most must be a whole number of at least 0 (0: no more than `samples`), or None, "
                          f"not {shorten(most)}")
    names = [c.name for c in race.cars]
    if type(car) is not str or car not in names:
        raise BadArgument(f"car must be one of the race's cars, {one_of(names)}, not {shorten(car)}")
    check_language(language)


def candidates(race: Any, car: str, kind: str, width: int, view: Any = None, policy: Any = None) -> list[Any]:
    """The actions judged at `car`'s decision of `kind` (module docstring), best-looking first,
    worked out from its View only; the heuristic's choice (`policy`, worked out when None) among them."""
    view = view if view is not None else race.view(car)
    policy = policy if policy is not None else _policy_move(race, car, view)
    legal = list(view.legal_actions)
    if kind in PLAN and view.phase == "plan":
        plans = Search(width=max(width, 1)).candidates(view, kind)
        out: list[Any] = []
        for action, _ in plans:
            if all(str(action) != str(a) for a in out):
                out.append(action)
            if len(out) >= width:
                break
        if kind == "gear":  # every legal gear is judged (at most four), the search's first
            out += [a for a in legal if all(str(a) != str(b) for b in out)]
            return out[:max(width, len(legal))]
        # the heuristic's own play is judged too (the search's first in all of 542 plays of 36 races
        # checked, but not by construction): a review's luck is measured against it
        return out + [policy] if all(str(policy) != str(a) for a in out) else out
    return [policy] + [a for a in legal if str(a) != str(policy)][:MANY - 1]


def _same_kind_plays(chosen: list[Any], options: list[Any], legal: Any) -> list[Any]:
    """The legal plays of the same kind as `chosen` (bots/outlook.py `play_class`: the same Speed,
    [+] flips and Heat, so they move alike) with a Garage or Sponsorship card among their cards, not
    yet in `options`, at most VARIANTS: the search weighs a kind by its first play only, but such a
    card's symbols (a Cooldown, a Reduce Stress, a Super cool) differ within a kind. Tires (Speed 2,
    Cooldown 3) with a 3 moves as 4 + 1 and cools 3 Heat more (the ninth exam)."""
    kinds = {play_class(tuple(a.cards)) for a in chosen}
    have = {str(a) for a in options}
    out: list[Any] = []
    for a in legal:
        if len(out) >= VARIANTS:
            break
        if (str(a) not in have and any(_garage_card(c) for c in a.cards)
                and play_class(tuple(a.cards)) in kinds):
            out.append(a)
            have.add(str(a))
    return out


def _garage_card(card: str) -> bool:
    """Whether a card is a Garage upgrade or a Sponsorship card (engine/cards.py's kinds), not a
    Basic, Heat or Stress card or a starting upgrade."""
    spec = catalogue().cards.get(card)
    return spec is not None and spec.kind in ("upgrade", "sponsor")


def _policy_move(race: Any, car: str, view: Any) -> Any:
    """The heuristic's choice at `car`'s decision, one of its legal actions."""
    d = next(d for d in race.pending if d.car == car)
    first = _POLICY(view, d)
    legal = list(view.legal_actions)
    return next((a for a in legal if str(a) == str(first)), legal[0])


def judge(race: Any, car: str, *, samples: int = SAMPLES, width: int = WIDTH, seed: Any = 0, language: str = "en",
          action: Any = None, most: int | None = None, evaluator: Evaluator | None = None,
          also: tuple[Any, ...] = (), horizon: int = HORIZON, focus: bool = False) -> Judgement:
    """Judge the decision `car` faces now in `race` (module docstring): its candidates (and
    `action`, the move taken, and the moves in `also`, when given) each played in the same
    `samples` races drawn from what the car's seat knows (up to `most` while a grade is in doubt:
    None = max(MOST, samples)), `horizon` rounds each, then read by the evaluator. `focus=True`
    (a review's need: it shows the grade of the move taken only) samples on only while the grade of
    `action` is in doubt, not every option's (the coach, which shows them all)."""
    _check(race, car, samples, width, most, language)
    if isinstance(horizon, bool) or not isinstance(horizon, int) or not 1 <= horizon <= 10:
        raise BadArgument(f"horizon must be a whole number of rounds from 1 to 10, not {shorten(horizon)}")
    pending = [d for d in race.pending if d.car == car]
    if not pending:
        waiting = sorted({d.car for d in race.pending})
        raise BadArgument(f"{car} has no decision to take now; the cars deciding are {one_of(waiting)}")
    kind = pending[0].kind
    view = race.view(car)
    policy = _policy_move(race, car, view)
    options = candidates(race, car, kind, width, view, policy)
    legal = {str(a): a for a in view.legal_actions}
    extra = (also,) if isinstance(also, str) else tuple(also)  # one move given as text is one move
    for given in ((action,) if action is not None else ()) + extra:
        text = _canonical(given)
        if text not in legal:
            raise BadArgument(f"action must be one of {car}'s legal actions now, {one_of(legal)} (cards in any "
                              f"order), not {shorten(given)}")
        if all(str(a) != text for a in options):
            options.append(legal[text])
    if kind == "play" and view.phase == "plan":
        taken = [legal[_canonical(action)]] if action is not None else []
        options += _same_kind_plays(options[:2] + taken, options, view.legal_actions)
    ev = evaluator or Evaluator.default()
    facts = seat_facts(race, car)
    limit = max(MOST, samples) if most is None else max(most, samples)
    per: list[list[tuple[float, ...]]] = [[] for _ in options]
    # at React, each option also with React ended right after it (None: no React, or it ended it)
    stopped: list[list[tuple[float, ...]] | None] = [[] if kind == "react" else None for _ in options]
    mine = next((k for k, a in enumerate(options) if focus and action is not None and str(a) == _canonical(action)),
                None)
    done = 0
    slowest = 0.0  # the slowest sample so far: a loaded machine makes one sample take twice another
    while done < limit:
        if not another_sample_fits(slowest):
            break  # another sample might overrun the time limit
        started = time.monotonic()
        sample = sample_race(race.copy(), facts, f"judge:{seed}:{done}")
        for k, a in enumerate(options):
            on = _play_out(sample.copy(), car, a, ev, horizon)
            assert on is not None
            per[k].append(on)
            rows = stopped[k]
            if rows is not None:
                r = _play_out(sample.copy(), car, a, ev, horizon, stop=True)
                if r is None:  # the heuristic stops there itself: the same race, not played twice
                    rows.append(on)
                elif r:
                    rows.append(r)
                else:  # the option ended React itself: nothing to stop
                    stopped[k] = None
        done += 1
        slowest = max(slowest, time.monotonic() - started)
        if done >= samples and (done % 8 == 0 or done == samples) and _settled(better_ends(per, stopped), mine):
            break
    return _judgement(race, car, kind, options, better_ends(per, stopped), done, language, per, str(policy))


def _settled(per: list[list[tuple[float, ...]]], mine: int | None = None) -> bool:
    """Whether every option's grade against the best would stay as it is with more samples: its
    loss's interval lies within one label's band, or is narrower than RESOLVED. With `mine` (an
    option's index), only that option's grade: its loss against each other option (whichever turns
    out best) lies within one band, or is resolved."""
    if mine is not None:
        return all(_one_band([o[0] - m[0] for o, m in zip(rows, per[mine])])
                   for k, rows in enumerate(per) if k != mine)
    means = [sum(r[0] for r in rows) / len(rows) for rows in per]
    best = max(range(len(per)), key=lambda k: means[k])
    return all(_one_band([b[0] - m[0] for b, m in zip(per[best], rows)]) for k, rows in enumerate(per) if k != best)


def _one_band(losses: list[float]) -> bool:
    """Whether a loss's 95% interval lies within one label's band (a gain reads "good"), or is
    narrower than RESOLVED."""
    mean, low, high = paired_interval(losses)
    if high - low < RESOLVED:
        return True
    return (_threshold_label(low) if low > 0 else "good") == _threshold_label(high)


def _judgement(race: Any, car: str, kind: str, options: list[Any], per: list[list[tuple[float, ...]]], done: int,
               language: str, raw: list[list[tuple[float, ...]]] | None = None, policy: str | None = None) -> Judgement:
    """The Judgement from each option's results graded on (`per`) and with the heuristic playing on
    (`raw`: the same but where stopping a React was the better)."""
    judged = []
    raw = per if raw is None else raw
    n = done
    seen = [[_seen(r) for r in rows] for rows in per]  # once per option, not once per pair of options
    values = [[r[0] for r in rows] for rows in per]
    for k, a in enumerate(options):
        rows = per[k]

        def mean(j: int, rows: list[tuple[float, ...]] = rows) -> float:
            return sum(r[j] for r in rows) / n if n else 0.0
        chance = mean(2)
        _, lo, hi = paired_interval([r[2] for r in rows]) if n > 1 else (chance, 0.0, 1.0)
        spins = sum(1 for r in rows if r[7])
        judged.append(Option(a, chance, max(0.0, lo), min(1.0, hi), mean(1) if n else float(len(race.cars)),
                             round(chance * n), n, spins, spins / n if n else 0.0, mean(5), mean(4), mean(0),
                             mean(3), mean(6), mean(8), _dominated_by(k, seen, options, values),
                             sum(1 for r in rows if len(r) > 10 and r[10]),
                             sum(r[1] for r in raw[k]) / n if n else float(len(race.cars)),
                             sum(1 for r in rows if len(r) > 11 and r[11])))
    # the best is the best result among the moves no other move dominates: a move worse this round in
    # every sample is never the best, whatever the noise of the rounds after says
    order = sorted(range(len(judged)), key=lambda k: (judged[k].dominated_by is not None, -judged[k].value, k))
    order = _ties_to_the_first(order, judged)
    by_text = {judged[k].text: values[k] for k in range(len(judged))}
    fair = [k for k in order if judged[k].dominated_by is None]
    # its place with the heuristic playing on, held out the same way (on those figures): a review's luck
    held = _held_out(judged[order[0]], per, fair)
    held = held._replace(policy_place=_held_out(judged[order[0]], raw, fair).mean_place)
    return Judgement(car, len(race.log), race.round, kind, [judged[k] for k in order], done, language, by_text, held,
                     policy)


def _ties_to_the_first(order: list[int], judged: list[Option]) -> list[int]:
    """`order` with its best option replaced by the first candidate (the policy's, or the search's
    best-looking) among the moves no move dominates whose result is within TIE of the best's: a
    difference the samples cannot resolve does not pick the move the judge calls best, so the same
    position gets the same best move (and the same labels) under every seed."""
    top = order[0]
    if judged[top].dominated_by is not None:
        return order
    first = min(k for k in order if judged[k].dominated_by is None and judged[k].value >= judged[top].value - TIE)
    return [first] + [k for k in order if k != first]


def _held_out(best: Option, per: list[list[tuple[float, ...]]], fair: list[int]) -> Option:
    """The best option's chance, expected place and value scored apart from the samples that chose
    it (leave one out): in each sample, the figures of the option best over the OTHER samples (among
    `fair`, the indices of the options no option dominates; ties to the first candidate); their mean
    estimates what best play is worth without the winner's curse (module docstring). With one sample,
    the first candidate of `fair` (the heuristic's move when it is not dominated)."""
    n = len(per[fair[0]]) if fair else 0
    if n == 0:
        return best
    totals = {k: sum(r[0] for r in per[k]) for k in fair}
    picked = []
    for i in range(n):
        k = max(fair, key=lambda k: (totals[k] - per[k][i][0], -k))
        picked.append(per[k][i])
    chance = sum(r[2] for r in picked) / n
    _, lo, hi = paired_interval([r[2] for r in picked]) if n > 1 else (chance, 0.0, 1.0)
    return best._replace(chance=chance, low=max(0.0, lo), high=min(1.0, hi), wins=round(chance * n),
                         mean_place=sum(r[1] for r in picked) / n, value=sum(r[0] for r in picked) / n,
                         strength=sum(r[3] for r in picked) / n)


def _seen(r: tuple[float, ...]) -> tuple[float, ...]:
    """What a player sees of a round's result (`_play_out`'s tuple), each "more is better":
    distance moved, Heat in the Engine, minus the Stress owned, gear, minus a spin-out. A car that
    finished is ahead of one still racing, and of a car finished after it, whatever else."""
    place = r[9]
    if place:
        return (100_000.0 - 100.0 * place, math.inf, math.inf, math.inf, math.inf)
    return (r[4], r[5], -r[6], r[8], -r[7])


def _dominated_by(k: int, seen: list[list[tuple[float, ...]]], options: list[Any],
                  values: list[list[float]] | None = None) -> str | None:
    """The first option that is no worse than option k in any sample on what a player sees this
    round (`seen`: `_seen` of every option's samples) and better in some; None when there is none.
    Not an option that option k beats on the rounds after (`values`, each option's results per sample)
    by a mistake or more, surely (`_beats_later`): ahead this round, it only put off the
    cost (Italia's corner 26 with an empty Engine and 1 1 1 to stop before it: a certain spin-out the
    NEXT round, where a spin-out now costs less)."""
    mine = seen[k]
    if not mine:
        return None
    for j, other in enumerate(seen):
        if j == k:
            continue
        better = False
        for a, b in zip(other, mine):
            if any(x < y - 1e-9 for x, y in zip(a, b)):
                break
            if any(x > y + 1e-9 for x, y in zip(a, b)):
                better = True
        else:
            if better and not (values and _beats_later(values[k], values[j])):
                return str(options[j])
    return None


def _beats_later(mine: list[float], other: list[float]) -> bool:
    """Whether results `mine` beat `other` (paired, sample by sample) by a mistake or more on average
    (LATER), the whole 95% interval of the difference at or above an inaccuracy: not a difference
    within the noise of the rounds after (a skipped free slipstream by 0.02-0.05 of a place for a car
    far behind), nor within what the heuristic's choices there cost (LATER's note)."""
    if len(mine) < 2:
        return False
    mean, low, _ = paired_interval([x - y for x, y in zip(mine, other)])
    return mean >= LATER and low >= THRESHOLDS[-1][1]
