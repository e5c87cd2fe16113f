"""The widgets in the person's language: `RaceWidget(race, language="pt")`.

Every word the widgets show comes from the `widget` message catalogue
(heat_widget/data/locale/<language>/LC_MESSAGES/widget.po; engine/i18n.py reads it): the
front-end's labels (js/src, through the `messages` it is sent: `widget_messages`) and the texts
the widgets build in Python (`wt(language).format(...)` here, in widget/race_widget.py, widget/teaching.py and
widget/season.py). The engine's own sentences (narration, refusals, previews, the coach's
reasons) come from the engine in the same language. Player names and card texts stay as they are.
"""
from __future__ import annotations

from typing import Any

from ..engine.events import Event
from ..engine.i18n import DEFAULT, LANGUAGES, Catalogue, Msg, catalogue, check_language, localize, tr
from ..engine.modules.weather import RoadConditions

__all__ = ["LANGUAGES", "check_language", "wt", "widget_messages", "event_text", "error_text", "conditions_in"]

CONTEXT_SEPARATOR = "\x04"  # gettext's own: "context\x04msgid"


def wt(language: str = DEFAULT) -> Catalogue:
    """The widget's messages in `language`: `wt("pt").format("Race {n} of {total}", n=1, total=3)`."""
    return catalogue(check_language(language), "widget")


def widget_messages(language: str = DEFAULT) -> dict[str, Any]:
    """The `widget` catalogue of `language` as the front-end reads it (js/src/i18n.js):
    {msgid: text, msgid: [singular, plural], "context\\x04msgid": text}; only translated entries
    (English: {}, the source texts)."""
    out: dict[str, Any] = {}  # a text, or [singular, plural]
    for (context, msgid), text in wt(language).messages.items():
        if not text or (isinstance(text, list) and not all(text)):
            continue
        out[msgid if context is None else f"{context}{CONTEXT_SEPARATOR}{msgid}"] = text
    return out


def event_text(event: Event, language: str) -> str:
    """An engine event's sentence in `language` (the engine's catalogue), whatever the race's own
    language (`event.text` speaks the race's)."""
    text_in = getattr(event, "text_in", None)
    text: str = text_in(language) if text_in is not None else event.text
    return text


def conditions_in(conditions: RoadConditions, language: str) -> dict[str, Any]:
    """The Weather module's public tokens for the board (`RoadConditions.to_dict()`), their names
    and texts in `language` (data/weather.json's words, context "weather" of the engine's catalogue)."""
    d = conditions.to_dict()
    if language == DEFAULT:
        return d
    t = tr(language)

    def word(v: object) -> str:
        return localize(v, language) if isinstance(v, Msg) else t.pgettext("weather", str(v))

    d["weather"] = {k: (word(v) if k in ("name", "setup", "sector", "sector_text") else v) for k, v in d["weather"].items()}
    d["tokens"] = [{**tok, "name": word(tok["name"]), "text": word(tok["text"])} for tok in d["tokens"]]
    return d


def error_text(error: Exception, language: str) -> str:
    """An engine refusal in `language` (IllegalAction keeps its words: `text_in`), else as raised."""
    text_in = getattr(error, "text_in", None)
    text: str = text_in(language) if text_in is not None else str(error)
    return text
