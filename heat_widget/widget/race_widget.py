"""The notebook widget: `RaceWidget(race)` draws a race, lets people play it by clicking and
replays it by scrubbing.

The Python side owns the truth (the `Race`); the front-end (heat_widget/static/widget.js, built
from js/) draws it. The whole timeline goes to the front-end once, compactly (see `encode_frames`),
so stepping through a replay never waits for the kernel; decisions append new frames.

    import heat_widget as hw
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=2, seed=7)
    w = hw.RaceWidget(race, bots={"Ben": hw.bots.random_legal})
    w                      # play Ana's decisions by clicking
    w.step = 0             # scrub from Python; the slider follows
    w.save_html("race.html")
"""
from __future__ import annotations

import base64
import html
import json
import pathlib
import uuid
import os
import weakref
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import anywidget
import ipywidgets
import traitlets

from ..bots.types import Strategy, StrategySpec
from ..engine import Action, HeatError, IllegalAction, OutOfRange, Race
from ..engine.errors import BadArgument, shorten
from ..engine.view import Observer
from .board import race_board
from .cards import module_cards
from .coach import Worker, background, coach_for, review_marks
from .frames import FrameEncoder, encode_frames
from .language import conditions_in, widget_messages, wt
from .page import PAGE as _PAGE
from .retry import RetryMode, choose, on_retry_message, saved_frames
from .seats import check_widget_options, only_person, seat_checks

if TYPE_CHECKING:
    import polars as pl

    from ..bots.errors import StrategyError

__all__ = ["RaceWidget", "encode_frames", "FrameEncoder"]

_STATIC = pathlib.Path(__file__).parent.parent / "static"  # heat_widget/static, beside this folder
PAGE_WRITES = frozenset({"step", "selection"})  # the traits the page may set (RaceWidget.set_state)


def _track_dict(race: Race, language: str = "en") -> dict[str, Any]:
    """The track to draw, with the race's own number of laps (Race.new(laps=...), a season's event:
    the board's is only the default), the Weather module's public tokens (`conditions`) when it is
    on, a Championship race's press corners (corner lines, by after_space) and the board's floods,
    tunnels and chicanes (widget/board.py)."""
    track = race_board(race)
    track["laps"] = race.laps
    conditions = getattr(race, "conditions", None)
    if conditions is not None:
        track["conditions"] = conditions_in(conditions, language)
    press = race.config.get("module_options", {}).get("championship", {}).get("press_corners")
    if press:
        track["press_corners"] = list(press)
    return track


class _StaticText:
    """A file of heat_widget/static/ as the widget's `_esm`/`_css`: its text, read when a widget is
    made. anywidget turns a class-level path into a `FileContents` and connects to it, for each
    widget, a lambda holding that widget: a class-level object would then keep every widget made,
    closed or not, alive (with its race). A plain object is read with str() and connected to nothing."""

    def __init__(self, path: pathlib.Path) -> None:
        self.path = path

    def __str__(self) -> str:
        return self.path.read_text(encoding="utf-8")


class _Listener:
    """Race listener that holds the widget weakly (a race must not keep closed widgets alive)."""

    def __init__(self, widget: RaceWidget) -> None:
        self.ref = weakref.ref(widget)

    def __call__(self, race: Race, step: object) -> None:
        w = self.ref()
        if w is None:
            unsub = getattr(race, "unsubscribe", None)
            if unsub:
                unsub(self)
            return
        w._on_race_changed()

    def annotated(self, race: Race, step: object) -> None:
        """race.annotate was called: show the notes at once."""
        w = self.ref()
        if w is not None:
            w.annotations = {str(k): v for k, v in race.annotations.items()}


class RaceWidget(anywidget.AnyWidget):
    """A race on the screen: the track, the cars, a panel per car, the viewer's hand, the story of
    each step, replay controls and, when the race waits for a person, exactly their legal choices.

    race:   a `heat_widget.Race` (live, or loaded with `Race.from_json` for a replay).
    viewer: a car name to see the race from that seat (other hands hidden; only that car plays
            from the widget), or None for a teacher who sees everything. Default: in a race still
            running, the only player car without a bot (a person playing alone); else None.
    bots:   {car name: strategy} (or one strategy for every player car but the viewer): these cars
            decide on their own until a person must decide.
    step:   the step to open at (race.timeline[step]); default: 0 for a finished race or one
            loaded from JSON (a replay), the last step for a race in progress.
    coach:  True (or "search:samples=..,width=.."): the judge's search advises the person deciding
            (the best move, the winning chance of it and of the moves close to it, with intervals)
            and grades each move they make (heat_widget/widget/coach.py); "heuristic" (or another
            strategy name or function): that strategy's quick advice, no grades. A button takes it.
    try_first: True keeps the coach's advice hidden until the student asks for it (the grade still
            comes after the move).
    review: a table from hw.analysis.review(race): its graded decisions are marked on the replay
            slider (see show_review).
    language: "en" or "pt" (European Portuguese): every label, prompt, message and the story of the
            race in that language, the save_html page too (chosen once, here); default: the
            race's own (`race.language`, English unless chosen).
    """

    _esm = _StaticText(_STATIC / "widget.js")
    _css = _StaticText(_STATIC / "widget.css")

    _uid = traitlets.Unicode("").tag(sync=True)
    track = traitlets.Dict().tag(sync=True)
    frames: traitlets.List[dict[str, Any]] = traitlets.List().tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)
    viewer = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    choices = traitlets.Dict().tag(sync=True)
    cards = traitlets.Dict().tag(sync=True)  # module cards (Garage upgrades) to draw: id -> speed, symbols, words
    message = traitlets.Unicode("").tag(sync=True)
    # the person's card selection in progress: {"key": car/decision/hand, "cards": [hand indexes]}
    # in the model, so that it survives redraws, a second display and a page reload
    selection = traitlets.Dict().tag(sync=True)
    annotations = traitlets.Dict().tag(sync=True)  # {"step": text}: race.annotations, for the story panel
    language = traitlets.Unicode("en").tag(sync=True)  # chosen once, at construction
    messages = traitlets.Dict().tag(sync=True)  # the front-end's words in `language` (widget.po)
    coach_state = traitlets.Dict().tag(sync=True)  # the coach's advice now and its grades (widget/coach.py)
    review_marks: traitlets.List[list[Any]] = traitlets.List().tag(sync=True)  # graded moves on the slider
    retry = traitlets.Dict().tag(sync=True)  # a graded decision being tried again (widget/retry.py)

    # `bots`: see bot_table; `coach`: see widget_coach.coach_for; `kwargs`: ipywidgets' (layout=...)
    def __init__(self, race: Race, viewer: str | None = "auto", bots: StrategySpec | Mapping[str, StrategySpec] | None = None,
                 step: int | None = None, coach: bool | StrategySpec | None = None, language: str | None = None,
                 try_first: bool = False, review: pl.DataFrame | None = None, **kwargs: Any) -> None:
        if not hasattr(race, "timeline") or not hasattr(race, "act"):
            raise BadArgument(f"RaceWidget needs a heat_widget Race, not {shorten(race)}")
        check_widget_options("RaceWidget", kwargs, ["race", "viewer", "bots", "step", "coach", "language", "try_first",
                                                    "review"], ipywidgets.DOMWidget)
        if step is not None:  # (step=99 opened at the last step, "3" at 3, -5 at 0: all silently)
            last = len(race.timeline) - 1
            if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= last:
                raise OutOfRange(f"step must be None or a step of the race's timeline, from 0 to {last}, not "
                                 f"{shorten(step)}")
        names = [c.name for c in race.cars]
        if viewer == "auto" and "auto" not in names:
            viewer = only_person(race, bots)
        language, self._bots = seat_checks(race, language, viewer, bots, names, [c.name for c in race.cars if not c.legend])
        self._race = race
        self._coach = coach_for(coach, try_first, language)
        marks = [] if review is None else review_marks(review, viewer, language)
        self._quiet_frames = False
        self._busy = False
        self._retry: RetryMode | None = None
        self._parked_coach: Any = None  # the coach, silent while a decision is retried (it would tell)
        self.retry_judge: dict[str, Any] = {}  # the judge's options for a retry's grades (hw.analysis.retry)
        self._retry_worker: Worker[Any] = Worker("heat-retry")  # where a kernel judges a retried choice
        self.bot_error: Exception | None = None  # a bot's last failure, whole (the message may show less)
        self._encoder = FrameEncoder(viewer, language)
        super().__init__(_uid=uuid.uuid4().hex, viewer=viewer, cards=module_cards(race, language),
                         language=language, messages=widget_messages(language), review_marks=marks, **kwargs)
        self._language_fixed = True
        self._own_layout = "layout" not in kwargs  # made for this widget: closed with it
        self.message = self._run_bots()
        frames = [self._encoder.encode(s) for s in race.timeline]
        if step is None:
            # a replay (loaded from a file, or a race already over) opens at the start
            replay = bool(getattr(race, "loaded_from_json", False)) or bool(getattr(race, "finished", False))
            step = 0 if replay else len(frames) - 1
        with self.hold_sync():
            self.track = _track_dict(race, language)
            self.frames = frames
            self.step = max(0, min(int(step), len(frames) - 1))
            self.choices = self._choices()
            self.annotations = {str(k): v for k, v in getattr(race, "annotations", {}).items()}
        self._listener: _Listener | None = _Listener(self)
        subscribe = getattr(race, "subscribe", None)
        if subscribe is not None:
            subscribe(self._listener)
        self.on_msg(self._on_frontend_msg)
        self.observe(self._on_viewer_change, names="viewer")
        self._think()

    # ---- public -------------------------------------------------------------------------------

    @property
    def race(self) -> Race:
        return self._race

    @property
    def bots(self) -> dict[str, Strategy]:
        return dict(self._bots)

    def show_review(self, table: pl.DataFrame | None) -> None:
        """Mark the graded decisions of `table` (hw.analysis.review(race)) on the replay slider,
        coloured by grade, with buttons to the previous and next mistake; None removes them."""
        self.review_marks = [] if table is None else review_marks(table, self.viewer, self.language)

    def refresh(self) -> None:
        """Send any steps the race took since the widget last looked (automatic when the race
        supports `subscribe`; call it after changing the race some other way)."""
        self._sync(move=True)

    def close(self) -> None:
        race, listener = getattr(self, "_race", None), getattr(self, "_listener", None)
        unsub = getattr(race, "unsubscribe", None)
        if unsub is not None and listener is not None:
            unsub(listener)
            self._listener = None
        coach = getattr(self, "_coach", None) or getattr(self, "_parked_coach", None)  # parked: a retry
        if coach is not None:
            coach.close()
        if getattr(self, "_retry_worker", None) is not None:
            self._retry_worker.close()
        if getattr(self, "_own_layout", False):  # ipywidgets keeps an open layout in its registry
            self.layout.close()
        super().close()

    def save_html(self, path: str | os.PathLike[str]) -> pathlib.Path:
        """Write a standalone page that replays this race offline (the widget's code inlined,
        no CDN, no kernel): open it in any modern browser."""
        if not isinstance(path, (str, os.PathLike)):
            raise BadArgument(f"save_html takes the path of the page to write, not {shorten(path)}")
        page = self.to_html()
        path = pathlib.Path(path)
        try:
            path.write_text(page, encoding="utf-8")
        except (OSError, ValueError) as e:  # no such folder, no permission, a name too long or with a NUL:
            # Python's error echoed the path whole
            why = e.strerror if isinstance(e, OSError) and e.strerror else shorten(str(e))
            raise BadArgument(f"cannot write the page to {shorten(str(path))}: {why}") from None
        return path

    def to_html(self, title: str | None = None) -> str:
        """The standalone replay page as text (see save_html): no kernel, so no retry (the page
        offers none); saved during a retry, it is the replay's (widget/retry.py saved_frames)."""
        frames, step = saved_frames(self)
        state = {"track": self.track, "frames": frames, "step": step, "viewer": self.viewer,
                 "choices": {}, "message": "", "annotations": self.annotations, "readonly": True,
                 "cards": self.cards, "language": self.language, "messages": self.messages,
                 "review_marks": self.review_marks, "coach_state": {"grades": self.coach_state.get("grades", {})}}
        data = json.dumps(state, ensure_ascii=False, separators=(",", ":")).replace("<", "\\u003c")
        code = base64.b64encode(_STATIC.joinpath("widget.js").read_bytes()).decode("ascii")
        css = _STATIC.joinpath("widget.css").read_text(encoding="utf-8").replace("</", "<\\/")
        name = self.track.get("name") or self.track.get("id") or "race"
        if title is not None and not isinstance(title, str):
            raise BadArgument(f"title must be a text or None, not {type(title).__name__}")
        title = title or wt(self.language).format("Heat race replay: {name}", name=name)
        return _PAGE.format(title=html.escape(title), css=css, data=data, code=code, lang=self.language)

    # ---- the race ---------------------------------------------------------------------------

    def _run_bots(self) -> str:
        """Let the bots decide until a person must; returns an error text ('' if all went well)."""
        if not self._bots or self._race.finished or self._retry is not None:
            return ""
        from ..bots import StrategyError, play_bots
        was = self._busy
        self._busy = True
        try:
            play_bots(self._race, self._bots)
        except StrategyError as e:
            self.bot_error = e
            return self._bot_failure(e)
        except Exception as e:  # a user's strategy may fail in any way: show it, keep the widget
            self.bot_error = e
            return f"{type(e).__name__}: {e}"
        finally:
            self._busy = was
        return ""

    def _bot_failure(self, error: StrategyError) -> str:
        """A bot's failure as this widget's seat may read it. Its StrategyError names what the bot
        held or chose (the engine's refusal lists its hand; a strategy's own error may say anything):
        the whole text for a teacher (no viewer) or at the bot's own seat; for another seat, which
        bot failed at which decision and how, in words that show none of its cards."""
        from ..bots import runner
        w = wt(self.language)
        decision = next((d for d in self._race.pending if d.car in self._bots), None)
        if self.viewer is None or (decision is not None and decision.car == self.viewer):
            return f"{type(error).__name__}: {error}"
        if decision is None or self._race.round > runner.MAX_ROUNDS:  # a race of bots that did not end
            return w.gettext("A bot failed; the whole error is in the notebook: widget.bot_error.")
        # play_bots chains the strategy's own error (from e); a refused answer or one that is no
        # action is raised from None, the engine's refusal left in __context__ (the widget sets no
        # time limit)
        cause, context = error.__cause__, error.__context__
        if cause is not None:
            how = w.format("the strategy raised {error}", error=type(cause).__name__)
        elif isinstance(context, IllegalAction):
            how = w.gettext("the strategy chose an action the rules do not allow now")
        else:
            how = w.gettext("the strategy's answer is not an action")
        return w.format("{car}'s bot failed at its {kind} decision in round {round}: {how}.", car=decision.car,
                        kind=w.pgettext("decision", decision.kind), round=self._race.round, how=how)

    def _choices(self) -> dict[str, Any]:
        race = self._race
        if race.finished:
            return {}
        for decision in race.pending:
            car = decision.car
            if not self._seat_may_act_for(car):
                continue
            legal = race.legal_actions(car)
            if not legal:
                continue
            hand = list(Observer(car).me(race.timeline[-1].state).hand or ())  # the deciding car's own hand
            out: dict[str, Any] = {"car": car, "kind": decision.kind, "actions": [str(a) for a in legal],
                                   "hand": hand, "seq": len(self.frames),
                                   "previews": self._previews(car, decision.kind, legal)}
            quick = self._coach.quick_advice(race, car) if self._coach is not None else None
            if quick is not None:
                out["advice"] = quick
            if any(a.startswith("salvage ") for a in out["actions"]):  # Salvage picks from the car's own discard
                out["discard"] = list(race.car(car).discard)
            return out
        return {}

    def _seat_may_act_for(self, car: object) -> bool:
        """Whether this widget's seat decides for `car`: not a bot's car, and the viewer's own (any
        person's car for a widget without a viewer). The kernel's decision only: the page cannot
        change it."""
        return car not in self._bots and (self.viewer is None or car == self.viewer) \
            and (self._retry is None or (car == self._retry.car and not self._retry.result))

    def _previews(self, car: str, kind: str, legal: list[Action]) -> dict[str, Any]:
        from .teaching import previews
        try:
            return previews(self._race, car, kind, legal, self.language)
        except HeatError:  # e.g. a module card the preview cannot play: the choices still work
            return {}

    def _think(self) -> None:
        """The coach's advice for the decision now, after the choices went to the page: in a kernel
        on the coach's thread (the judge may take a second or two), else here (widget/coach.py)."""
        if self._coach is not None:
            self._coach.think(self._race, self.choices, background(self._coach_done))
            self.coach_state = self._coach.state(self.viewer)

    def _coach_done(self, arrived: Callable[[], None]) -> None:
        """A judgement back from the coach's thread, on the kernel's: the coach takes it, the page sees it."""
        if self._coach is not None and self.comm is not None:
            arrived()
            self.coach_state = self._coach.state(self.viewer)

    def _on_race_changed(self) -> None:
        if self._busy:
            return
        self._busy = True
        try:
            err = self._run_bots()
            if err:
                self.message = err
            self._sync(move=True)
        finally:
            self._busy = False

    def _sync(self, move: bool) -> None:
        timeline = self._race.timeline
        have = len(self.frames)
        if len(timeline) < have:  # the race was rebuilt under us: start again
            self._encoder = FrameEncoder(self.viewer, self.language)
            if self._coach is not None:
                self._coach.forget()
            with self.hold_sync():
                self.frames = [self._encoder.encode(s) for s in timeline]
                self.step = min(self.step, len(self.frames) - 1)
                self.choices = self._choices()
            self._think()
            return
        new = [self._encoder.encode(s) for s in timeline[have:]]
        if new and self._coach is not None:  # moves typed in a cell (race.act) are graded too
            self._coach.grade_new_steps(self._race, have, self._seat_may_act_for)
        if new:
            self._quiet_frames = True
            try:
                self.frames = self.frames + new
            finally:
                self._quiet_frames = False
            self.send({"type": "frames", "start": have, "frames": new})
        with self.hold_sync():
            if new and move:
                self.step = len(self.frames) - 1
            self.choices = self._choices()
        self._think()

    def set_state(self, sync_data: object) -> None:
        """State written by the page: only what the page may change (the step shown, its card
        selection in progress). Which seat it sees and acts for (`viewer`, `choices`) and everything
        else the kernel sends is the kernel's: a page's write to it is dropped and the page gets the
        kernel's value back (a page that set `viewer` to null was sent every hand)."""
        if not isinstance(sync_data, dict):
            return
        allowed = {k: v for k, v in sync_data.items() if k in PAGE_WRITES}
        # a page that sends its whole state (marimo may) gets back only what it tried to change
        refused = [k for k, v in sync_data.items() if k not in PAGE_WRITES and k in self.keys
                   and v != self.trait_metadata(k, "to_json", self._trait_to_json)(getattr(self, k), self)]
        if allowed:
            super().set_state(allowed)
        if refused:
            self.send_state(refused)

    def _should_send_property(self, key: str, value: object) -> bool:
        # Appended frames travel as a small custom message, not as the whole list again.
        if key == "frames" and self._quiet_frames:
            return False
        sent: bool = super()._should_send_property(key, value)  # ipywidgets has no types
        return sent

    @traitlets.validate("step")
    def _valid_step(self, proposal: dict[str, Any]) -> int:
        n = len(self.frames)
        return max(0, min(int(proposal["value"]), max(0, n - 1)))

    @traitlets.validate("language", "messages")
    def _fixed_language(self, proposal: dict[str, Any]) -> Any:
        if getattr(self, "_language_fixed", False):
            raise traitlets.TraitError("a widget's language is chosen when it is made: RaceWidget(race, language=...)")
        return proposal["value"]

    @traitlets.validate("viewer")
    def _valid_viewer(self, proposal: dict[str, Any]) -> str | None:
        viewer: str | None = proposal["value"]
        names = [c.name for c in self._race.cars]
        if viewer is not None and viewer not in names:
            raise traitlets.TraitError(f"viewer must be one of the cars ({', '.join(names)}) or None, not {shorten(viewer)}")
        return viewer

    def _on_viewer_change(self, change: dict[str, Any]) -> None:
        viewer = change["new"]
        self._encoder = FrameEncoder(viewer, self.language)
        with self.hold_sync():
            self.frames = [self._encoder.encode(s) for s in self._race.timeline]
            self.choices = self._choices()
        self._think()

    # ---- messages from the front-end -----------------------------------------------------------

    def _on_frontend_msg(self, _widget: object, content: object, _buffers: object) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "act":
            self._act(content.get("car"), content.get("action"), content.get("seq"))
        elif kind == "coach":
            self._ask_coach(content.get("car"), content.get("seq"))
        elif kind == "annotate":
            self._annotate(content.get("step"), content.get("text"))
        elif kind in ("retry", "retry_back"):
            on_retry_message(self, content)
        elif kind == "resync":
            self.send({"type": "frames", "start": 0, "frames": self.frames, "reset": True})
            self.send_state(["step", "choices"])

    def _ask_coach(self, car: object, seq: object) -> None:
        """The page asked for the coach's hidden advice (try_first): given only for the decision the
        kernel lets this seat make now; any other ask is refused with a message."""
        choices = self.choices
        if self._coach is None or not choices or car != choices.get("car") or not self._seat_may_act_for(car) \
                or not self._coach.reveal(car, seq):
            self.message = ""
            self.message = wt(self.language).format("The coach advises only the decision this widget makes now "
                                                    "(asked for {name}).", name=shorten(car, 40))
            return
        self.coach_state = self._coach.state(self.viewer)

    def _annotate(self, step: Any, text: Any) -> None:  # from the page (JSON): Race.annotate checks them
        """A note written in the widget: race.annotate, errors shown as messages."""
        try:
            self._race.annotate(step, text)
        except (IndexError, TypeError, ValueError) as e:
            self.message = ""
            self.message = wt(self.language).format("Could not save the note: {error}", error=e)
            return
        self.annotations = {str(k): v for k, v in self._race.annotations.items()}

    def _act(self, car: Any, action: Any, seq: Any) -> None:  # from the page (JSON): checked below
        choices = self.choices
        if not choices or car != choices.get("car") or not isinstance(action, str) or not self._seat_may_act_for(car) \
                or not any(d.car == car for d in self._race.pending):
            self.message = ""
            name = car if isinstance(car, str) and len(car) <= 40 else shorten(car, 40)  # from the page: any JSON
            self.message = wt(self.language).format("{name} has nothing to decide from this widget now.", name=name)
            self.send_state("choices")
            return
        if seq is not None and seq != choices.get("seq"):
            self.message = ""
            self.message = wt(self.language).gettext("The race moved on before that click arrived; here are the current choices.")
            self.send_state("choices")
            return
        self._busy = True
        try:
            retrying, coach = self._retry, self._coach
            grade = coach.before_move(self._race, car, action, background(self._coach_done)) if coach else None
            try:
                self._race.act(car, action)
            except IllegalAction as e:
                self.message = ""  # the same error twice must show twice
                self.message = e.text_in(self.language)  # in the widget's language, whatever the race's
                self.send_state("choices")
                return
            if retrying is not None:  # shown at once, graded against the move made (widget/retry.py)
                choose(self, retrying, action)
            if coach is not None and grade is not None:  # the move's grade (or, on the thread, when it comes)
                grade(len(self._race.timeline) - 1)
                self.coach_state = coach.state(self.viewer)
            self.message = self._run_bots()
            self._sync(move=True)
        finally:
            self._busy = False
