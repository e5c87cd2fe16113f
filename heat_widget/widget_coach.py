"""The coach in RaceWidget (issue 24, items 5 and 6): the search's advice for the person deciding,
the grade of the move they made, the advice kept hidden until asked (`try_first=True`), and the
marks of a review (`hw.analysis.review`) on the replay slider.

    RaceWidget(race, coach=True)                         # the judge (bots/judge.py): the search
    RaceWidget(race, coach="search:samples=8,width=4")   # the same, cheaper
    RaceWidget(race, coach="heuristic")                  # the quick advice of the heuristic bot
    RaceWidget(race, coach=True, try_first=True)         # advice only when the student asks
    RaceWidget(race, review=hw.analysis.review(race))    # graded decisions marked on the slider

Kept out of widget.py, which stays about drawing and syncing. The widget calls `Coach` at three
moments: when a person's decision comes up (`think`: the judge runs once per step and car, cached),
when that person acts (`grade`: the judgement of the moment before, asked about the move taken),
and when the page asks for hidden advice (`reveal`: only for the seat the kernel lets it act for).
The search judges the planning decisions (gear, cards played: `bots.search.PLAN`, as the review
does); at the others (React, slipstream, discard...) the coach gives the heuristic's quick advice and
no grade. The front-end reads `state()` (the widget's `coach_state`) and `review_marks` (js/src/coach.js,
js/src/marks.js).
"""
from __future__ import annotations

from typing import Any

from .bots.search import PLAN
from .engine.errors import BadArgument, one_of, shorten
from .widget_language import wt

__all__ = ["Coach", "coach_for", "review_marks", "GRADES"]

GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
MARKED = ("inaccuracy", "mistake", "blunder")  # the grades the slider marks
CLOSE = 0.10  # options within this much winning chance of the best are shown beside it
SHOWN = 4  # at most this many options in the advice
JUDGE_PARAMS = ("samples", "width", "seed")
KEEP = 6  # judgements cached (the latest steps)
REVIEW_COLUMNS = ("step", "car", "action", "best", "loss", "grade")


def grade_word(w, label: str) -> str:
    """A grade's name in the catalogue `w`'s language."""
    words = {"best": w.pgettext("grade", "best move"), "good": w.pgettext("grade", "good move"),
             "inaccuracy": w.pgettext("grade", "inaccuracy"), "mistake": w.pgettext("grade", "mistake"),
             "blunder": w.pgettext("grade", "blunder")}
    return words.get(label, label)


def _percent(x) -> int:
    return int(round(float(x) * 100))


def _judge_params(spec: str) -> dict:
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
    return params


def coach_for(coach, try_first=False, language: str = "en") -> Coach | None:
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


class Coach:
    """A widget's coach: what it advises, what it graded, what the page was shown (module docstring).

    mode: "search" (the judge: chances, intervals, grades) or "strategy" (a strategy's quick advice,
    as `teaching.advice` gives it, with no grade).
    """

    def __init__(self, mode: str, params: dict, strategy, try_first: bool, language: str):
        self.mode = mode
        self.params = params
        self.strategy = strategy
        self.try_first = try_first
        self.language = language
        self._judged: dict[tuple[int, str], Any] = {}  # (decisions made, car) -> Judgement or the error
        self._advice: dict | None = None  # the advice of the decision now: {"car", "seq", ...}
        self._revealed: set[tuple[int, str]] = set()
        self.grades: dict[int, dict] = {}  # timeline step of a graded move -> its grade, for the page
        self.last: int | None = None  # the step of the latest grade (the short note)

    # ---- the decision now ----------------------------------------------------------------------

    def judgement(self, race, car: str):
        """The judge's Judgement of `car`'s decision now, computed once per step (cached); an
        exception it raised is kept and raised again."""
        key = (len(race.log), car)
        if key not in self._judged:
            from .bots.judge import judge
            try:
                self._judged[key] = judge(race, car, language=self.language, **self.params)
            except Exception as e:  # the judge may fail on a decision it cannot weigh: say so once
                self._judged[key] = e
            for old in sorted(self._judged)[:-KEEP]:
                del self._judged[old]
        found = self._judged[key]
        if isinstance(found, Exception):
            raise found
        return found

    def forget(self) -> None:
        """The race was rebuilt under the widget: its cached judgements no longer hold."""
        self._judged.clear()
        self._revealed.clear()

    def quick_advice(self, race, car: str) -> dict | None:
        """The strategy's advice for `choices` (mode "strategy", shown at once as before); None in
        mode "search" (its advice comes through `think`)."""
        if self.mode != "strategy" or self.try_first:
            return None
        from .teaching import advice
        return advice(race, self.strategy, car, self.language)

    def think(self, race, choices: dict) -> None:
        """The advice for the person deciding now (`choices`, the widget's): computed here, when
        the decision comes up (the judge's cost, up to about a second, after the bots have moved)."""
        if not choices:
            self._advice = None
            return
        car, seq = choices["car"], choices["seq"]
        self._advice = {"car": car, "seq": seq, "key": [len(race.log), car]}
        from .teaching import advice
        if self.mode == "strategy":
            if self.try_first:
                self._advice.update(advice(race, self.strategy, car, self.language))
            return
        w = wt(self.language)
        if len(choices.get("actions", ())) < 2:  # one legal move: nothing to weigh, nothing to grade
            return
        if choices.get("kind") not in PLAN:  # React, slipstream, discard...: the heuristic's quick word
            from .bots import strategy
            self._advice.update(advice(race, strategy("heuristic"), car, self.language))
            return
        try:
            j = self.judgement(race, car)
        except Exception as e:
            self._advice.update(action=None, by="search", reason=w.format(
                "the coach failed: {error}", error=f"{type(e).__name__}: {shorten(str(e), 200)}"))
            return
        self._advice.update(self._judged_advice(j, w))

    def _judged_advice(self, j, w) -> dict:
        best = j.options[0]
        shown = [o for o in j.options if float(o.chance) >= float(best.chance) - CLOSE][:SHOWN]
        options = []
        for o in shown:
            label = "best" if o is best else self._label(j, o.action)
            options.append({"action": str(o.action), "chance": _percent(o.chance), "low": _percent(o.low),
                            "high": _percent(o.high), "place": round(float(o.mean_place), 2),
                            "grade": label, "word": grade_word(w, label)})
        reason = w.format("Winning chance about {chance}% ({low}-{high}%), mean place {place}: the best of "
                          "{n} moves the search weighed.", chance=options[0]["chance"], low=options[0]["low"],
                          high=options[0]["high"], place=options[0]["place"], n=len(j.options))
        return {"action": options[0]["action"], "by": "search", "reason": reason, "options": options}

    @staticmethod
    def _label(j, action) -> str:
        try:
            return str(j.grade(action).label)
        except Exception:  # an option the judge weighed but cannot grade: no label rather than a wrong one
            return "good"

    def reveal(self, car, seq) -> bool:
        """The page asked for the hidden advice of `car`'s decision `seq`: shown when it is the one
        now (the widget checked the seat). False when it is not the decision now."""
        if self._advice is None or self._advice["car"] != car or self._advice["seq"] != seq:
            return False
        self._revealed.add(tuple(self._advice["key"]))
        return True

    # ---- after the move -----------------------------------------------------------------------

    def before_move(self, race, car: str, action: str):
        """The judgement to grade `car`'s coming move `action` with (None when the judge cannot
        say): the one cached for this step, or, for a move it did not weigh (a play off its short
        list, a React), the same judgement with that move added (the same samples: judge's seed)."""
        kind = next((d.kind for d in race.pending if d.car == car), None)
        if self.mode != "search" or kind not in PLAN or len(race.legal_actions(car)) < 2:
            return None
        try:
            j = self.judgement(race, car)
            if all(o.text != action for o in j.options):
                from .bots.judge import judge
                j = judge(race, car, language=self.language, action=action, **self.params)
                self._judged[(len(race.log), car)] = j
        except Exception:
            return None
        return j

    def grade(self, judgement, car: str, action: str, step: int) -> None:
        """Grade the move `action` that `car` made (timeline step `step`) with the judgement of the
        moment before it; a move the judge cannot grade gets no grade."""
        if judgement is None:
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
                             "high": _percent(g.high), "reason": str(reason)}
        self.last = step

    def grade_new_steps(self, race, start: int, seat_acts_for) -> None:
        """Grade the moves in race.timeline[start:] made for a car this seat acts for (a person
        typing race.act in a cell, as well as clicking) whose decision the coach judged before
        (timeline step i is decision i - 1: judged at len(race.log) == i - 1). A move the judge did
        not weigh is left ungraded here (judging it again needs the race before it)."""
        if self.mode != "search":
            return
        timeline = race.timeline
        for i in range(max(start, 1), len(timeline)):
            step = timeline[i]
            j = self._judged.get((i - 1, step.car))
            if i in self.grades or j is None or isinstance(j, Exception) or not seat_acts_for(step.car):
                continue
            if any(o.text == str(step.action) for o in j.options):
                self.grade(j, step.car, str(step.action), i)

    # ---- what the page sees -------------------------------------------------------------------

    def state(self, viewer) -> dict:
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


def review_marks(table, viewer=None, language: str = "en") -> list:
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
    out = []
    for row in table.select(list(REVIEW_COLUMNS)).iter_rows(named=True):
        label = row["grade"]
        if label not in MARKED or row["step"] is None:
            continue
        own = viewer is None or row["car"] == viewer
        out.append([int(row["step"]) + 1, row["car"], label, grade_word(w, label),
                    _percent(row["loss"] or 0), str(row["action"]) if own else "",
                    str(row["best"]) if own else ""])
    return out
