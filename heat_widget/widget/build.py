"""`BuildStepWidget`: a Championship's build step drawn as cards (issue 22, item 10).

The season widget (widget/season.py) shows it between races: the market and every player's
upgrades as the Garage draws them in a race (js/src/garage.js, js/src/build.js), with the cards the
player deciding may click (draft or take from the market, swap or keep one of their own) and a
button for a choice without a card (no swap). A click comes back as {"type": "act", "car",
"action", "seq"}; the widget checks it is one of the choices shown, then calls `on_choose`.
"""
from __future__ import annotations

from collections.abc import Callable, Container
from typing import Any

import anywidget
import traitlets

from ..engine import Action, Championship
from .cards import card_table
from .race_widget import _STATIC, _StaticText
from .language import check_language, widget_messages, wt


def build_state(season: Championship, choosers: Container[str], language: str = "en") -> dict[str, Any]:
    """What the front-end draws of `season`'s build (or keep) step: phase title, who is awaited,
    the market, each player's upgrades, and the choices of the cars in `choosers` (the viewer, or
    every player without a bot): [{"car", "action", "kind", "card"}]; `seq` tells stale clicks."""
    w = wt(language)
    phase = w.gettext("Keep one upgrade for the next season" if season.phase == "keep" else "Build your car")
    waiting = ", ".join(f"{d.car} ({w.pgettext('decision', d.kind)})" for d in season.pending)
    choices = [{"car": d.car, "action": str(a), "kind": a.kind, "card": a.cards[0] if a.cards else None}
               for d in season.pending if d.car in choosers for a in season.legal_actions(d.car)]
    return {"title": phase, "waiting": w.format("waiting for {names}", names=waiting) if waiting else "",
            "market": list(season.market), "upgrades": {car: list(cards) for car, cards in season.upgrades.items()},
            "choices": choices, "seq": len(season.log)}


class BuildStepWidget(anywidget.AnyWidget):
    """The build step of a Championship, drawn by the same front-end module as RaceWidget (its
    `build` state tells the module what to draw). `on_choose(car, action)` is called for a click
    on one of the choices shown; a click on anything else (a stale or forged message) is ignored
    with a message."""

    _esm = _StaticText(_STATIC / "widget.js")  # not a path: see _StaticText (closed widgets are freed)
    _css = _StaticText(_STATIC / "widget.css")

    build = traitlets.Dict().tag(sync=True)
    cards = traitlets.Dict().tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    language = traitlets.Unicode("en").tag(sync=True)
    messages = traitlets.Dict().tag(sync=True)

    # `kwargs`: ipywidgets' (layout=...)
    def __init__(self, on_choose: Callable[[str, Action | str], object], language: str = "en", **kwargs: Any) -> None:
        language = check_language(language)
        super().__init__(cards=card_table(language), language=language, messages=widget_messages(language), **kwargs)
        self._on_choose = on_choose
        self.on_msg(self._on_frontend_msg)

    def set_state(self, sync_data: object) -> None:
        """The page may change nothing here: what is shown and which choices it may click are the
        kernel's (issue 22, item 5). A page's write is dropped and the kernel's value sent back."""
        if isinstance(sync_data, dict):
            refused = [k for k in sync_data if k in self.keys]
            if refused:
                self.send_state(refused)

    def _on_frontend_msg(self, _widget: object, content: object, _buffers: object) -> None:
        if not isinstance(content, dict) or content.get("type") != "act":
            return
        shown = {(c["car"], c["action"]) for c in self.build.get("choices", ())}
        if content.get("seq") != self.build.get("seq") or (content.get("car"), content.get("action")) not in shown:
            self.message = ""
            self.message = wt(self.language).gettext(
                "The season moved on before that click arrived; here are the current choices.")
            self.send_state("build")
            return
        self.message = ""
        self._on_choose(content["car"], content["action"])
