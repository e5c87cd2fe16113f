"""Messages in the player's language: English (the source text) and European Portuguese.

Every sentence a player reads (narration, decision prompts, refusals, the widget's labels) is
written in English in the code, marked for translation, and looked up in a gettext catalogue:

    heat_widget/data/locale/<language>/LC_MESSAGES/<domain>.po

`heat_widget` is the domain of the Python side (engine, bots' reasons), `widget` the front-end's.
The catalogues are plain .po files (what translators' tools edit), read with a small reader into
the standard library's `gettext.NullTranslations` API: no compiled .mo files to build or to drift.

A message with values is a template with named fields, translated whole and then filled:
``tr(language).format("{car} shifts up to {gear} gear", car=name, gear=...)``, so a translation
may put the words in its own order. Player names and card texts are never translated.
"""
from __future__ import annotations

import ast
import gettext
from functools import lru_cache
from importlib import resources

from .errors import UnknownName, one_of, shorten

LANGUAGES = {"en": "English", "pt": "Português"}
DEFAULT = "en"
DOMAINS = ("heat_widget", "widget")


def check_language(language) -> str:
    """`language` if it is one the catalogues cover, else UnknownName naming those that are."""
    if isinstance(language, str) and language in LANGUAGES:
        return language
    raise UnknownName(f"unknown language {shorten(language)}; languages: {one_of(LANGUAGES)}")


class Catalogue(gettext.NullTranslations):
    """One language's messages of one domain, read from its .po file (gettext's API: `gettext`,
    `ngettext`, `pgettext`, `npgettext`), plus `format` for templates with named fields.

    A message missing from the catalogue, or left untranslated, reads in English."""

    def __init__(self, messages: dict, plural_rule=None):
        super().__init__()
        self.messages = messages  # {(context, msgid): str, or [singular, plural] for plurals}
        self._plural = plural_rule or (lambda n: int(n != 1))

    def gettext(self, message: str) -> str:
        return self.pgettext(None, message)

    def pgettext(self, context, message: str) -> str:  # type: ignore[override]
        found = self.messages.get((context, message))
        return found if isinstance(found, str) and found else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.npgettext(None, singular, plural, n)

    def npgettext(self, context, singular: str, plural: str, n: int) -> str:  # type: ignore[override]
        found = self.messages.get((context, singular))
        index = self._plural(n)
        if isinstance(found, list) and index < len(found) and found[index]:
            return found[index]
        return singular if n == 1 else plural

    def format(self, message: str, /, **fields) -> str:
        """`message` translated, then its {named} fields filled."""
        return self.gettext(message).format(**fields)


def _unquote(text: str) -> str:
    return ast.literal_eval(text)  # a .po string is a C string: the same escapes as Python's


def read_po(text: str) -> tuple[dict, str]:
    """The messages of a .po file's text, {(msgctxt, msgid): msgstr or [msgstr[0], msgstr[1], ...]},
    and its header's Plural-Forms expression ('' if none). Obsolete (#~) entries are skipped."""
    messages: dict = {}
    entry: dict = {}
    key = None

    def close():
        if "msgid" in entry:
            context = entry.get("msgctxt")
            if "msgstr" in entry:
                messages[(context, entry["msgid"])] = entry["msgstr"]
            else:
                forms = sorted((k for k in entry if k.startswith("msgstr[")), key=lambda k: int(k[7:-1]))
                messages[(context, entry["msgid"])] = [entry[k] for k in forms]
        entry.clear()

    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            if not line and entry:
                close()
            continue
        if line.startswith('"'):
            if key is None:
                raise ValueError(f"a continued string before any keyword: {shorten(line)}")
            entry[key] += _unquote(line)
            continue
        word, _, rest = line.partition(" ")
        if word in ("msgctxt", "msgid") and ("msgstr" in entry or any(k.startswith("msgstr[") for k in entry)):
            close()
        if word not in ("msgctxt", "msgid", "msgid_plural") and not word.startswith("msgstr"):
            raise ValueError(f"not a .po line: {shorten(line)}")
        key = word
        entry[key] = _unquote(rest.strip())
    close()
    header = messages.pop((None, ""), "")
    plural = ""
    for line in (header if isinstance(header, str) else "").splitlines():
        if line.lower().startswith("plural-forms:"):
            plural = line.split("plural=", 1)[-1].strip().rstrip(";")
    return messages, plural


def _plural_rule(expression: str):
    """The plural form's index for n, from a Plural-Forms expression (gettext's own parser)."""
    if not expression:
        return None
    return gettext.c2py(expression)  # type: ignore[attr-defined]


@lru_cache(maxsize=None)
def catalogue(language: str = DEFAULT, domain: str = "heat_widget") -> Catalogue:
    """The messages of `domain` in `language` (English: the source texts, an empty catalogue)."""
    language = check_language(language)
    if domain not in DOMAINS:
        raise UnknownName(f"unknown message domain {shorten(domain)}; domains: {one_of(DOMAINS)}")
    if language == DEFAULT:
        return Catalogue({})
    path = resources.files("heat_widget.data").joinpath("locale", language, "LC_MESSAGES", f"{domain}.po")
    messages, plural = read_po(path.read_text(encoding="utf-8")) if path.is_file() else ({}, "")
    return Catalogue(messages, _plural_rule(plural))


def tr(language: str = DEFAULT) -> Catalogue:
    """The engine's messages in `language`: `tr("pt").format("Round {number} begins", number=3)`."""
    return catalogue(language, "heat_widget")


def N_(message: str) -> str:
    """Marks a message for translation where it is defined; it is translated where it is shown."""
    return message
