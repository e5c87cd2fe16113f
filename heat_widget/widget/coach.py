"""The coach in RaceWidget (issue 24, items 5 and 6): the search's advice for the person deciding,
the grade of the move they made, the advice kept hidden until asked (`try_first=True`), and the
marks of a review (`hw.analysis.review`) on the replay slider.

    RaceWidget(race, coach=True)                         # the judge (bots/judge.py): the search
    RaceWidget(race, coach="search:samples=8,width=4")   # the same, cheaper
    RaceWidget(race, coach="heuristic")                  # the quick advice of the heuristic bot
    RaceWidget(race, coach=True, try_first=True)         # advice only when the student asks
    RaceWidget(race, review=hw.analysis.review(race))    # graded decisions marked on the slider

Kept out of widget/race_widget.py, which stays about drawing and syncing. The widget calls `Coach` at three
moments: when a person's decision comes up (`think`: the judge runs once per step and car, cached),
when that person acts (`grade`: the judgement of the moment before, asked about the move taken),
and when the page asks for hidden advice (`reveal`: only for the seat the kernel lets it act for).
The judge weighs every decision with two legal moves or more (gear, cards played, React,
slipstream, discard: two rounds each, read by the evaluator, bots/judge.py), as the review does. The front-end reads `state()` (the widget's `coach_state`) and `review_marks` (js/src/coach.js,
js/src/marks.js).

The judge takes up to a second or two, so in a live kernel it thinks on a thread of its own
(`background`): the page shows "the coach is weighing your choices" and the kernel stays free for
clicks. The thread works on `race.copy()` (the present, nothing shared with the race the person and
the bots play on) and hands its Judgement back to the kernel's own thread (its event loop), where
every change to the coach and the widget happens. A move made before the judgement is in is graded
when it comes. In plain Python, in tests, in marimo and in Pyodide (no threads) it thinks in place,
as before.
"""
from __future__ import annotations

import asyncio
import dataclasses
import sys
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any, Callable, Generic, TypedDict, TypeVar, cast

from ..engine.errors import BadArgument, one_of, shorten
from ..bots.types import Strategy, StrategySpec
from ..engine import Race
from ..engine.i18n import Catalogue
from .language import wt

if TYPE_CHECKING:
    from ..bots.judge import Judgement

__all__ = ["Coach", "Worker", "coach_for", "review_marks", "GRADES"]
T = TypeVar("T")

GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
MARKED = ("inaccuracy", "mistake", "blunder")  # the grades the slider marks: bots.judge.FLAGGED (a test
# checks), written out so that the widget loads without the judge and the search it imports
CLOSE = 0.15  # options that lose less than this (in expected places: a mistake's threshold) are shown beside it
SHOWN = 4  # at most this many options in the advice
JUDGE_PARAMS = ("samples", "width", "seed")
KEEP = 6  # judgements cached (the latest steps)
Post = Callable[[Callable[[], None]], None]  # runs a function on the kernel's own thread, later
REVIEW_COLUMNS = ("step", "car", "action", "best", "loss", "grade")
# What the judge gave for a decision: its Judgement, or the exception it raised (kept, said once)
Found = "Judgement | Exception"
Grader = Callable[[int], None]  # grades the move made, given the timeline step it made


def grade_word(w: Catalogue, label: str) -> str:
    """A grade's name in the catalogue `w`'s language."""
    words = {"best": w.pgettext("grade", "best move"), "good": w.pgettext("grade", "good move"),
             "inaccuracy": w.pgettext("grade", "inaccuracy"), "mistake": w.pgettext("grade", "mistake"),
             "blunder": w.pgettext("grade", "blunder")}
    return words.get(label, label)


def _percent(x: float) -> int:
    return int(round(float(x) * 100))


class JudgeParams(TypedDict, total=False):
    """The judge's budget a coach was given ("search:samples=8,width=4")."""

    samples: int
    width: int
    seed: int


def _judge_params(spec: str) -> JudgeParams:
    """{samples, width, seed} from "search" or "search:samples=8,width=4" (BadArgument otherwise)."""
    _, _, args = spec.partition(":")
    params: dict[str, int] = {}
    for item in filter(None, (x.strip() for x in args.split(","))):
        key, eq, value = item.partition("=")
        key = key.strip()
        if not eq or key not in JUDGE_PARAMS:
            raise BadArgument(f"coach: {shorten(spec)} takes {one_of(JUDGE_PARAMS)} as name=value, "
                              f"as in 'search:samples=8,width=4'")
        try:
            number = int(value.strip())
        except ValueError:
            raise BadArgument(f"coach: {key} must be a whole number, not {shorten(value.strip())}") from None
        if number < (0 if key == "seed" else 1):
            raise BadArgument(f"coach: {key} must be at least {0 if key == 'seed' else 1}, not {number}")
        params[key] = number
    return cast(JudgeParams, params)  # its keys are JUDGE_PARAMS (checked above)


# `coach`, `try_first`: as RaceWidget takes them (any value: a wrong one is refused here)
def coach_for(coach: bool | StrategySpec | None, try_first: object = False, language: str = "en") -> Coach | None:
    """The widget's coach for RaceWidget's `coach=` and `try_first=`: None (no coach) for None or
    False; the judge (the search) for True, "search" or "search:samples=..,width=..,seed=.."; the
    quick advice of a strategy for any other strategy name ("heuristic") or function."""
    if not isinstance(try_first, bool):
        raise BadArgument(f"try_first must be True or False, not {shorten(try_first)}")
    if coach is None or coach is False:
        if try_first:
            raise BadArgument("try_first=True hides the coach's advice until asked: it needs a coach (coach=True)")
        return None
    if coach is True:
        return Coach("search", {}, None, try_first, language)
    if isinstance(coach, str) and coach.strip().lower().partition(":")[0].strip() == "search":
        return Coach("search", _judge_params(coach), None, try_first, language)
    from .teaching import coach_strategy
    return Coach("strategy", {}, coach_strategy(coach), try_first, language)


def in_kernel() -> bool:
    """Whether this runs in a Jupyter kernel (IPython's shell with a kernel): the one place whose
    event loop is known to keep running between cells and messages. A loop that merely looks
    running elsewhere (Playwright's sync API leaves one behind) never runs the coach's answer."""
    ipython = sys.modules.get("IPython")
    shell = ipython.get_ipython() if ipython is not None else None
    return shell is not None and getattr(shell, "kernel", None) is not None


def background(done: Callable[[Callable[[], None]], None]) -> Post | None:
    """How the coach's thread hands a result back (module docstring): a function that schedules
    `done(result_fn)` on the running event loop of a Jupyter kernel, or None where the coach thinks
    in place: outside a kernel (plain Python, scripts, tests), in marimo (its cells own the widget's
    messages), in Pyodide (no threads)."""
    if sys.platform == "emscripten" or not in_kernel():
        return None
    marimo = sys.modules.get("marimo")
    if marimo is not None and getattr(marimo, "running_in_notebook", lambda: False)():
        return None
    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:
        return None

    def post(fn: Callable[[], None]) -> None:
        try:
            loop.call_soon_threadsafe(done, fn)
        except RuntimeError:  # the kernel is shutting down: nobody is left to show it to
            pass
    return post


class Worker(Generic[T]):
    """A thread of its own for work that takes a second or two (the judge), so that the kernel's
    thread stays free for clicks: `run(work, post, then)` runs `work()` there (it must not raise:
    return the error) and `then(result)` later on the kernel's thread through `post` (`background`),
    unless `cancel()` came first (a stale result is dropped). One worker (a one-thread executor,
    made when first needed); `close()` ends it. The coach's judgements and a retry's grades use it."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.executor: ThreadPoolExecutor | None = None
        self.generation = 0  # cancel() makes every result still on the thread stale
        self.out = 0  # results sent for and not back yet

    def run(self, work: Callable[[], T], post: Post, then: Callable[[T], None]) -> None:
        generation = self.generation
        self.out += 1

        def back(result: T) -> None:
            self.out -= 1
            if generation == self.generation:
                then(result)

        def job() -> None:
            result = work()
            post(lambda: back(result))

        if self.executor is None:
            self.executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self.name)
        self.executor.submit(job)

    def cancel(self) -> None:
        self.generation += 1

    def close(self) -> None:
        """Results still on the thread are dropped, the thread ends."""
        self.cancel()
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = None


class Coach:
    """A widget's coach: what it advises, what it graded, what the page was shown (module docstring).

    mode: "search" (the judge: chances, intervals, grades) or "strategy" (a strategy's quick advice,
    as `teaching.advice` gives it, with no grade).
    """

    def __init__(self, mode: str, params: JudgeParams, strategy: Strategy | None, try_first: bool,
                 language: str) -> None:
        self.mode = mode
        self.params = params
        self.strategy = strategy
        self.try_first = try_first
        self.language = language
        self._judged: dict[tuple[int, str], Judgement | Exception] = {}  # (decisions made, car) -> Judgement or the error
        self._advice: dict[str, Any] | None = None  # the advice of the decision now: {"car", "seq", ...}
        self._revealed: set[tuple[int, str]] = set()
        self.grades: dict[int, dict[str, Any]] = {}  # timeline step of a graded move -> its grade, for the page
        self.last: int | None = None  # the step of the latest grade (the short note)
        self._running: set[tuple[int, str]] = set()  # keys being judged on the coach's thread
        self._after: dict[tuple[int, str], list[Callable[[Judgement | Exception], None]]] = {}  # key -> what to do with its judgement when it comes
        self._worker: Worker[Judgement | Exception] = Worker("heat-coach")  # the coach's thread; forget() makes what is on it stale

    # ---- judging, in place or on the coach's thread ---------------------------------------------

    def _judge(self, race: Race, car: str, action: str | None = None) -> Judgement | Exception:
        """The judge's Judgement of `car`'s decision now, or the exception it raised (kept: the
        judge may fail on a decision it cannot weigh, and the coach says so once)."""
        from ..bots.judge import judge
        try:
            return judge(race, car, language=self.language, action=action, **self.params)
        except Exception as e:
            return e

    def _store(self, key: tuple[int, str], found: Judgement | Exception) -> None:
        self._judged[key] = found
        for old in sorted(self._judged)[:-KEEP]:
            del self._judged[old]

    def _in_background(self, copy: Race, at: int, car: str, action: str | None, post: Post,
                       then: Callable[[Judgement | Exception], None]) -> None:
        """Judge `car`'s decision in `copy` (a race.copy() taken at `at` decisions) on the coach's
        thread; `then(judgement or error)` runs later on the kernel's thread, unless forget() came
        first. The copy is the thread's alone: the live race is never read from it."""
        def work() -> Judgement | Exception:
            found = self._judge(copy, car, action)
            if not isinstance(found, Exception):
                found = dataclasses.replace(found, step=at)  # a copy has no history: its step is the race's
            return found

        self._worker.run(work, post, then)

    @property
    def out(self) -> int:
        """Judgements sent to the coach's thread and not back yet."""
        return self._worker.out

    def _start(self, race: Race, car: str, post: Post, at: int | None = None) -> None:
        """Judge `car`'s decision in `race` on the coach's thread, once per step: `at` is the
        step's number of decisions when `race` is already a copy (which has no history)."""
        key = (len(race.log) if at is None else at, car)
        if key in self._running or key in self._judged:
            return
        self._running.add(key)
        self._in_background(race.copy(), key[0], car, None, post, lambda found: self._arrived(key, found))

    def _arrived(self, key: tuple[int, str], found: Judgement | Exception) -> None:
        """A judgement came back from the coach's thread: kept, the moves waiting for it graded, and
        the advice shown if its decision is still the one now."""
        self._running.discard(key)
        self._store(key, found)
        for then in self._after.pop(key, []):
            then(found)
        a = self._advice
        if a is not None and tuple(a["key"]) == key and a.pop("thinking", False):
            a.update(self._advised(found))

    def close(self) -> None:
        """The widget closed: judgements still on the thread are dropped, the thread ends."""
        self.forget()
        self._worker.close()

    # ---- the decision now ----------------------------------------------------------------------

    def judgement(self, race: Race, car: str) -> Judgement:
        """The judge's Judgement of `car`'s decision now, computed once per step (cached); an
        exception it raised is kept and raised again."""
        key = (len(race.log), car)
        if key not in self._judged:
            self._store(key, self._judge(race, car))
        found = self._judged[key]
        if isinstance(found, Exception):
            raise found
        return found

    def forget(self) -> None:
        """The race was rebuilt under the widget: its cached judgements no longer hold."""
        self._worker.cancel()
        self._judged.clear()
        self._revealed.clear()
        self._running.clear()
        self._after.clear()

    def quick_advice(self, race: Race, car: str) -> dict[str, Any] | None:
        """The strategy's advice for `choices` (mode "strategy", shown at once as before); None in
        mode "search" (its advice comes through `think`)."""
        if self.mode != "strategy" or self.try_first:
            return None
        from .teaching import advice
        assert self.strategy is not None  # mode "strategy" has one
        return advice(race, self.strategy, car, self.language)

    def think(self, race: Race, choices: dict[str, Any], post: Post | None = None) -> None:
        """The advice for the person deciding now (`choices`, the widget's), when the decision comes
        up: the judge's cost, up to a second or two, after the bots have moved. With `post`
        (`background`) the judge thinks on the coach's thread and the advice says "thinking" until
        it is in; without, here."""
        if not choices:
            self._advice = None
            return
        car, seq = choices["car"], choices["seq"]
        self._advice = {"car": car, "seq": seq, "key": [len(race.log), car]}
        from .teaching import advice
        if self.mode == "strategy":
            if self.try_first:
                assert self.strategy is not None  # mode "strategy" has one
                self._advice.update(advice(race, self.strategy, car, self.language))
            return
        if len(choices.get("actions", ())) < 2:  # one legal move: nothing to weigh, nothing to grade
            return
        key = (len(race.log), car)
        if post is not None and key not in self._judged:
            self._advice["thinking"] = True
            self._start(race, car, post)
            return
        if key not in self._judged:
            self._store(key, self._judge(race, car))
        self._advice.update(self._advised(self._judged[key]))

    def _advised(self, found: Judgement | Exception) -> dict[str, Any]:
        """The advice's words for a Judgement (or the judge's error)."""
        w = wt(self.language)
        if isinstance(found, Exception):
            return {"action": None, "by": "search", "reason": w.format(
                "the coach failed: {error}", error=f"{type(found).__name__}: {shorten(str(found), 200)}")}
        return self._judged_advice(found, w)

    def _judged_advice(self, j: Judgement, w: Catalogue) -> dict[str, Any]:
        best = j.options[0]
        grades = {o.text: j.grade(o.action) for o in j.options[1:]}  # each once: the list and the labels read it
        shown = [o for o in j.options if o is best or float(grades[o.text].loss) < CLOSE][:SHOWN]
        options: list[dict[str, Any]] = []
        for o in shown:
            label = "best" if o is best else str(grades[o.text].label)
            options.append({"action": str(o.action), "chance": _percent(o.chance), "low": _percent(o.low),
                            "high": _percent(o.high), "place": round(float(o.mean_place), 2),
                            "grade": label, "word": grade_word(w, label)})
        reason = w.format("Winning chance about {chance}% ({low}-{high}%), mean place {place}: the best of "
                          "{n} moves the search weighed.", chance=options[0]["chance"], low=options[0]["low"],
                          high=options[0]["high"], place=options[0]["place"], n=len(j.options))
        return {"action": options[0]["action"], "by": "search", "reason": reason, "options": options}

    def reveal(self, car: object, seq: object) -> bool:
        """The page asked for the hidden advice of `car`'s decision `seq`: shown when it is the one
        now (the widget checked the seat). False when it is not the decision now."""
        if self._advice is None or self._advice["car"] != car or self._advice["seq"] != seq:
            return False
        self._revealed.add(tuple(self._advice["key"]))
        return True

    # ---- after the move -----------------------------------------------------------------------

    def before_move(self, race: Race, car: str, action: str, post: Post | None = None) -> Grader | None:
        """Called before `car` plays `action`: a function that grades the move once it is made
        (call it with the timeline step the move made), or None when the judge does not grade it.
        It grades with the judgement of this step; a move the judge did not weigh (a play off its
        short list) is judged again with that move added (the same samples: judge's seed). With
        `post`, what is not judged yet is judged on the coach's thread and graded when it comes."""
        kind = next((d.kind for d in race.pending if d.car == car), None)
        if self.mode != "search" or kind is None or len(race.legal_actions(car)) < 2:
            return None
        key = (len(race.log), car)
        found = self._judged.get(key)
        if post is None or (found is not None and any(o.text == action for o in getattr(found, "options", ()))):
            try:
                j = self.judgement(race, car)
            except Exception:
                return None
            judged: Judgement | Exception = j
            if all(o.text != action for o in j.options):
                judged = self._judge(race, car, action)
                self._store(key, judged)
            return lambda step: self.grade(judged, car, action, step)
        before = race.copy()  # the moment before the move: the judge needs it again, or has not judged it yet

        def with_move(found: Judgement | Exception, step: int) -> None:
            if isinstance(found, Exception):
                return
            if any(o.text == action for o in found.options):
                self.grade(found, car, action, step)
            else:
                self._in_background(before, key[0], car, action, post,
                                    lambda again: self.grade(again, car, action, step))

        def grade_when_judged(step: int) -> None:
            if key in self._judged:
                with_move(self._judged[key], step)
                return
            self._after.setdefault(key, []).append(lambda found: with_move(found, step))
            self._start(before, car, post, key[0])  # if the coach had not started on it (a page's quick click)
        return grade_when_judged

    def grade(self, judgement: Judgement | Exception | None, car: str, action: str, step: int) -> None:
        """Grade the move `action` that `car` made (timeline step `step`) with the judgement of the
        moment before it; a move the judge cannot grade (or a judge's error) gets no grade."""
        if judgement is None or isinstance(judgement, Exception):
            return
        try:
            g = judgement.grade(action)
            reason = g.reason(self.language)
        except Exception:
            return
        w = wt(self.language)
        label = str(g.label)
        self.grades[step] = {"car": car, "action": str(action), "best": str(g.best), "grade": label,
                             "word": grade_word(w, label), "loss": _percent(g.loss), "low": _percent(g.low),
                             "high": _percent(g.high), "reason": str(reason), "dominated_by": g.dominated_by}
        self.last = step if self.last is None else max(self.last, step)  # a late grade keeps the newest note

    def grade_new_steps(self, race: Race, start: int, seat_acts_for: Callable[[str], bool]) -> None:
        """Grade the moves in race.timeline[start:] made for a car this seat acts for (a person
        typing race.act in a cell, as well as clicking) whose decision the coach judged before
        (timeline step i is decision i - 1: judged at len(race.log) == i - 1). A move the judge did
        not weigh, or whose judgement was still on the coach's thread, is left ungraded here
        (judging it again needs the race before it)."""
        if self.mode != "search":
            return
        timeline = race.timeline
        for i in range(max(start, 1), len(timeline)):
            step = timeline[i]
            if step.car is None:  # the start (step 0) only: every decision is a car's
                continue
            j = self._judged.get((i - 1, step.car))
            if i in self.grades or j is None or isinstance(j, Exception) or not seat_acts_for(step.car):
                continue
            if any(o.text == str(step.action) for o in j.options):
                self.grade(j, step.car, str(step.action), i)

    # ---- what the page sees -------------------------------------------------------------------

    def state(self, viewer: str | None) -> dict[str, Any]:
        """The widget's `coach_state`: the advice of the decision now (hidden until asked with
        try_first), the grades of the moves made from this widget (a seat sees its own car's)."""
        out: dict[str, Any] = {"mode": self.mode, "try_first": self.try_first}
        a = self._advice
        if a is not None:
            shown = not self.try_first or tuple(a["key"]) in self._revealed
            advice = {k: v for k, v in a.items() if k != "key"} if shown else {"car": a["car"], "seq": a["seq"]}
            advice["hidden"] = not shown
            out["advice"] = advice
        grades = {str(s): g for s, g in self.grades.items() if viewer is None or g["car"] == viewer}
        out["grades"] = grades
        if self.last is not None and str(self.last) in grades:
            out["last"] = self.last
        return out


# `table`: hw.analysis.review's (any value: a wrong one is refused here)
def review_marks(table: Any, viewer: str | None = None, language: str = "en") -> list[list[Any]]:
    """The marks a review table (`hw.analysis.review`) puts on the replay slider: one per graded
    decision of `MARKED`, [step, car, grade, word, loss %, action, best] with `step` the timeline
    step the move made (the frame showing it). For a seat (`viewer`), other cars' moves carry no
    action text (their cards may be secret). BadArgument for anything but such a table."""
    columns = getattr(table, "columns", None)
    if columns is None or not hasattr(table, "iter_rows"):
        raise BadArgument(f"review must be a table from hw.analysis.review(race) (a polars DataFrame), "
                          f"not {shorten(table)}")
    missing = [c for c in REVIEW_COLUMNS if c not in columns]
    if missing:
        raise BadArgument(f"review: the table has no column {one_of(missing)}; hw.analysis.review(race) gives "
                          f"{', '.join(REVIEW_COLUMNS)}, ...")
    w = wt(language)
    out: list[list[Any]] = []
    for row in table.select(list(REVIEW_COLUMNS)).iter_rows(named=True):
        label = row["grade"]
        if label not in MARKED or row["step"] is None:
            continue
        own = viewer is None or row["car"] == viewer
        out.append([int(row["step"]) + 1, row["car"], label, grade_word(w, label),
                    _percent(row["loss"] or 0), str(row["action"]) if own else "",
                    str(row["best"]) if own else ""])
    return out
