"""Retry a decision inside the replay (issue 33 item 3), as lichess's "Learn from your mistakes":
on a graded decision of the replay (a review's mark, or a coach's grade) the page asks
{"type": "retry", "step": k}; the widget then shows the race at that decision with the same future
cards (`race.fork`, via `hw.analysis.retry`), the seat chooses again by clicking, the judge grades
the new choice against the one made in the race over the same sampled rounds (both grades are
shown), and {"type": "retry_back"} returns to the replay at step k.

The kernel decides everything: which decisions may be retried (a graded one of a car this widget's
seat plays: its viewer's, or any for a teacher's widget without a viewer), which car chooses in the
retry (that decision's car only; no bot moves meanwhile), and what is graded. The judge takes
seconds: in a kernel it grades on the widget's retry worker (coach.Worker, the coach's mechanism),
the choice shown at once and the page saying "Judging your choice..." meanwhile; a grade that comes
after "Back to the replay" is dropped. A saved page (save_html) has no kernel and offers no retry;
saved during one, it is the replay's.

    w = hw.RaceWidget(race, review=hw.analysis.review(race))
    w.retry_judge = {"samples": 8}        # the judge's options for the grades (hw.analysis.retry)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine import HeatError, Race
from .coach import background, grade_word
from .language import wt

# `widget` below is a RaceWidget (heat_widget/widget/race_widget.py imports this module, so it is not imported
# here, not even for its type: no import circle)

__all__ = ["RetryMode", "on_retry_message", "saved_frames"]


@dataclass
class RetryMode:
    """A decision being tried again: the replayed race and the step shown when it started (the
    frame showing the move), the decision's car and log step, the move made then, and, once the
    seat has chosen, the judge's grades of both moves."""

    replay: Race
    shown: int  # the replay's step (the frame showing the move made): where "back" returns
    car: str
    log_step: int
    made: str
    result: dict[str, Any] = field(default_factory=dict)

    def state(self, language: str) -> dict[str, Any]:
        """What the page draws (the `retry` trait)."""
        w = wt(language)
        out: dict[str, Any] = {"step": self.shown, "car": self.car, "made": self.made,
                               "title": w.format("Retry: {car}'s decision at step {step}", car=self.car, step=self.shown)}
        out.update(self.result)
        return out


def _graded_steps(widget: Any) -> dict[int, str]:
    """{replay step: car} of the graded decisions the page shows (review marks, coach grades)."""
    out = {int(m[0]): str(m[1]) for m in widget.review_marks if isinstance(m, list) and len(m) > 1}
    for k, g in (widget.coach_state.get("grades") or {}).items():
        if isinstance(g, dict) and str(k).isdigit():
            out[int(k)] = str(g.get("car"))
    return out


def _refuse(widget: Any, text: str) -> None:
    widget.message = ""  # the same refusal twice must show twice
    widget.message = text


def start(widget: Any, step: Any) -> None:
    """Start retrying the graded decision shown at replay step `step` (refused with a message
    unless it is one this seat may retry)."""
    w = wt(widget.language)
    if widget._retry is not None:
        return _refuse(widget, w.gettext("A decision is being retried: go back to the replay first."))
    graded = _graded_steps(widget)
    car = graded.get(step) if isinstance(step, int) and not isinstance(step, bool) else None
    race = widget.race
    if car is None or not 1 <= step <= len(race.log):
        return _refuse(widget, w.gettext("Only a graded decision of the replay can be retried."))
    if (widget.viewer is not None and car != widget.viewer) or car in widget.bots:
        return _refuse(widget, w.format("This widget does not play {name}'s decisions: it cannot retry them.",
                                        name=car))
    log_step = step - 1  # the frame at `step` shows the move made at log step step - 1
    made_car, made = race.log[log_step]
    fork = race.fork(log_step)  # the same future cards (the race's random streams)
    if made_car != car or len(fork.legal_actions(car)) < 2:
        return _refuse(widget, w.gettext("Only a graded decision of the replay can be retried."))
    mode = RetryMode(replay=race, shown=step, car=car, log_step=log_step, made=str(made))
    widget._retry, widget._parked_coach, widget._coach = mode, widget._coach, None  # the coach would tell
    show_race(widget, fork, len(fork.timeline) - 1)
    widget.retry = mode.state(widget.language)


def leave(widget: Any) -> None:
    """Back to the replay, at the step the retry started from, its coach back."""
    mode, widget._retry = widget._retry, None
    if mode is None:
        return
    widget._retry_worker.cancel()  # a grade still being judged is dropped
    widget._coach, widget._parked_coach = widget._parked_coach, None
    show_race(widget, mode.replay, mode.shown)
    widget.retry = {}


def show_race(widget: Any, race: Race, step: int) -> None:
    """The widget follows `race` instead of the one it shows (its frames anew, at `step`)."""
    from .frames import FrameEncoder
    listener = widget._listener
    unsub = getattr(widget.race, "unsubscribe", None)
    if unsub is not None and listener is not None:
        unsub(listener)
    widget._race = race
    if listener is not None:
        race.subscribe(listener)
    widget._encoder = FrameEncoder(widget.viewer, widget.language)
    with widget.hold_sync():
        widget.frames = [widget._encoder.encode(s) for s in race.timeline]
        widget.step = step
        widget.choices = widget._choices()


def choose(widget: Any, mode: RetryMode, action: str) -> None:
    """The seat's new choice, just played on the race shown (so it is legal there): graded against
    the move made over the same samples (hw.analysis.retry). In a kernel the judge works on the
    widget's retry worker (the coach's mechanism: coach.Worker and coach.background), the page
    shows "Judging your choice..." meanwhile and the kernel's thread stays free; elsewhere (plain
    Python, tests, marimo, Pyodide) it judges here."""
    from ..analysis.retry import Retry, retry_fork
    options = dict(widget.retry_judge)
    options.setdefault("language", widget.language)
    again = mode.replay.fork(mode.log_step)  # forked here: the worker's race alone, the replay never read there
    made = mode.replay.log[mode.log_step][1]

    def work() -> Retry | Exception:
        try:
            return retry_fork(again, mode.log_step, mode.car, made, action, **options)
        except Exception as e:  # shown, not lost on the worker's thread (the page would wait for ever)
            return e

    post = background(lambda arrived: arrived())
    if post is None:
        graded(widget, mode, action, work())
        return
    mode.result = {"chosen": action, "judging": True}
    widget.retry = mode.state(widget.language)
    widget._retry_worker.run(work, post, lambda found: graded(widget, mode, action, found))


def graded(widget: Any, mode: RetryMode, action: str, found: Any) -> None:
    """The judge's grades of a retried choice (or its error) shown: only while that retry is still
    on (a result that comes after "Back to the replay" is dropped)."""
    if widget._retry is not mode:
        return
    w = wt(widget.language)
    if isinstance(found, Exception):
        text = str(found) if isinstance(found, HeatError) else f"{type(found).__name__}: {found}"
        mode.result = {"chosen": action, "error": text}
        widget.retry = mode.state(widget.language)
        return _refuse(widget, text)
    new, old = found.new, found.old
    mode.result = {
        "chosen": str(new.action),
        "new": {"action": str(new.action), "grade": new.label, "word": grade_word(w, new.label), "reason": new.reason()},
        "old": {"action": str(old.action), "grade": old.label, "word": grade_word(w, old.label), "reason": old.reason()},
        "best": str(new.best),
    }
    widget.retry = mode.state(widget.language)


def saved_frames(widget: Any) -> tuple[list[dict[str, Any]], int]:
    """The frames and the step a saved page (save_html: no kernel, no retry) replays: the widget's
    own; during a retry, the replay's, at the step the retry started from (the fork is not the race)."""
    mode: RetryMode | None = widget._retry
    if mode is None:
        return widget.frames, widget.step
    from .frames import FrameEncoder
    encoder = FrameEncoder(widget.viewer, widget.language)
    return [encoder.encode(s) for s in mode.replay.timeline], mode.shown


def on_retry_message(widget: Any, content: dict[str, Any]) -> None:
    """The page's retry messages: {"type": "retry", "step": k} and {"type": "retry_back"}."""
    if content.get("type") == "retry":
        start(widget, content.get("step"))
    else:
        leave(widget)
