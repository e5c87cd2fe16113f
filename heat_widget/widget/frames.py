"""The widget's compact frames: `FrameEncoder` turns a race's timeline steps into the frames the
front-end decodes (js/src/decode.js), as a seat may see them: the cars, events and action texts
all come from the seat's projection (engine/view.py `Observer`)."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.state import Step
from ..engine.view import Observer
from .language import check_language, event_text

__all__ = ["FrameEncoder", "encode_frames"]

_FIXED = ("name", "colour", "legend")
_PHASES = {"plan": "p", "turn": "t", "finished": "f"}
_KINDS = {"gear": "g", "play": "p", "react": "r", "slipstream": "s", "discard": "d"}


def _cards(value: object) -> object:
    """Card lists as short strings when every id is one character ("4432H"), else as lists."""
    if isinstance(value, (list, tuple)):
        items = [str(v) for v in value]
        return "".join(items) if all(len(v) == 1 for v in items) else items
    return value


class FrameEncoder:
    """Turns timeline steps into compact frames, one per step (format: js/src/decode.js).

    Frame 0 carries the roster (`n`: [name, colour, legend]), the car field names (`k`) and those
    holding card lists (`l`). Every frame carries only what changed since the frame before: the
    globals `g` = [round, phase, active, legends_card], the pending decisions `p` ("0g,1p": car
    index + kind letter, or "2:kind"), the acting car `c`, the action text `a`, the events `e` =
    [[kind, car, text]] and the changed car fields `d` = [[car, field, value, field, value, ...]].
    Cars are indices into the roster; card lists are strings such as "4432H". Event kinds and
    texts are numbered as they first appear: a kind is sent once (`K` lists the new kinds of a
    frame, and events name kinds by number) and a text seen before is sent as its number.
    """

    def __init__(self, viewer: str | None = None, language: str = "en") -> None:
        self.viewer = viewer
        self.seat = Observer(viewer)  # what this viewer may know: every frame is made from it
        self.language = language
        self.names: list[str] = []
        self.index: dict[str, int] = {}
        self.keys: list[str] = []
        self.list_keys: list[str] = []
        self._g: list[Any] | None = None  # the last frame's round/phase/active/Legends card
        self._p: str | None = None  # the last frame's pending decisions
        self._m: dict[str, Any] | None = None  # the last frame's modules' public state
        self._kinds: dict[str, int] = {}
        self._texts: dict[str, int] = {}
        self._rows: list[list[Any]] = []
        self.count = 0

    def _idx(self, name: str | None) -> int:
        if name is None:
            return -1
        return self.index.get(name, -1)

    def _action_text(self, step: Step) -> str:
        """The decision as the viewer may know it (engine/view.py: face-down cards, secret gears)."""
        car, action = step.car, step.action
        assert car is not None and action is not None  # a decision's step (encode asks only those)
        return self.seat.action(car, action, step.state)

    def encode(self, step: Step) -> dict[str, Any]:
        d = self.seat.state(step.state)
        cars = d["cars"]
        frame: dict[str, Any] = {}
        if self.count == 0:
            self.names = [c["name"] for c in cars]
            self.index = {n: i for i, n in enumerate(self.names)}
            first = cars[0] if cars else {}
            self.keys = [k for k in first if k not in _FIXED]
            self.list_keys = [k for k in self.keys if k in ("hand", "play") or isinstance(first.get(k), list)]
            frame["n"] = [[c["name"], c["colour"], 1 if c["legend"] else 0] for c in cars]
            frame["k"] = self.keys
            frame["l"] = self.list_keys
            self._rows = [[None] * len(self.keys) for _ in cars]
        g = [d["round"], _PHASES.get(d["phase"], d["phase"]), self._idx(d["active"]), d["legends_card"]]
        if g != self._g:
            frame["g"] = g
            self._g = g
        p = ",".join(f"{self._idx(x['car'])}{_KINDS[x['kind']]}" if x["kind"] in _KINDS
                     else f"{self._idx(x['car'])}:{x['kind']}" for x in d["pending"])
        if p != self._p:
            frame["p"] = p
            self._p = p
        m = d.get("modules")
        if m != self._m:
            frame["m"] = m
            self._m = m
        if step.car is not None:
            frame["c"] = self._idx(step.car)
        if step.action is not None:
            frame["a"] = self._action_text(step)
        seen = self.seat.events(step.events)
        if seen:
            events, new_kinds = [], []
            for e in seen:
                k = self._kinds.get(e.kind)
                if k is None:
                    k = self._kinds[e.kind] = len(self._kinds)
                    new_kinds.append(e.kind)
                text = event_text(e, self.language)
                t: int | str | None = self._texts.get(text)  # a text sent before goes as its number
                if t is None:
                    self._texts[text] = len(self._texts)
                    t = text
                events.append([k, self._idx(e.car), t])
            if new_kinds:
                frame["K"] = new_kinds
            frame["e"] = events
        delta = []
        lists = self.list_keys
        for ci, car in enumerate(cars):
            prev = self._rows[ci]
            row: list[Any] = [ci]
            for ki, key in enumerate(self.keys):
                v = car.get(key)
                if key in lists:
                    v = _cards(v)
                if self.count == 0 or v != prev[ki] or type(v) is not type(prev[ki]):
                    prev[ki] = v
                    row += (ki, v)
            if len(row) > 1:
                delta.append(row)
        if delta:
            frame["d"] = delta
        self.count += 1
        return frame


def encode_frames(steps: Iterable[Step], viewer: str | None = None, language: str = "en") -> list[dict[str, Any]]:
    """The compact frames of a list of timeline steps (from the first step of a race)."""
    enc = FrameEncoder(viewer, check_language(language))
    return [enc.encode(s) for s in steps]
