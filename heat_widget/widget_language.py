"""The widgets in the person's language: `RaceWidget(race, language="pt")`.

Every word the widgets show comes from the `widget` message catalogue
(heat_widget/data/locale/<language>/LC_MESSAGES/widget.po; engine/i18n.py reads it): the
front-end's labels (js/src, through the `messages` it is sent: `widget_messages`) and the texts
the widgets build in Python (`wt(language).format(...)` here, in widget.py, teaching.py and
season_widget.py). The engine's own sentences (narration, refusals, previews, the coach's
reasons) come from the engine in the same language. Player names and card texts stay as they are.
"""
from __future__ import annotations

from .engine.i18n import DEFAULT, LANGUAGES, Catalogue, catalogue, check_language

__all__ = ["LANGUAGES", "wt", "widget_messages", "event_text"]

CONTEXT_SEPARATOR = "\x04"  # gettext's own: "context\x04msgid"


def wt(language: str = DEFAULT) -> Catalogue:
    """The widget's messages in `language`: `wt("pt").format("Race {n} of {total}", n=1, total=3)`."""
    return catalogue(check_language(language), "widget")


def widget_messages(language: str = DEFAULT) -> dict:
    """The `widget` catalogue of `language` as the front-end reads it (js/src/i18n.js):
    {msgid: text, msgid: [singular, plural], "context\\x04msgid": text}; only translated entries
    (English: {}, the source texts)."""
    out: dict = {}
    for (context, msgid), text in wt(language).messages.items():
        if not text or (isinstance(text, list) and not all(text)):
            continue
        out[msgid if context is None else f"{context}{CONTEXT_SEPARATOR}{msgid}"] = text
    return out


def event_text(event, language: str) -> str:
    """An engine event's sentence in `language` (the engine's catalogue)."""
    if language == DEFAULT:
        return event.text
    text_in = getattr(event, "text_in", None)
    return text_in(language) if text_in is not None else event.text
