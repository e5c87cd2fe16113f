"""Messages in the player's language: English (the source text) and European Portuguese.

Every sentence a player reads (narration, decision prompts, refusals, the widget's labels) is
written in English in the code, marked for translation, and looked up in a gettext catalogue:

    heat_widget/data/locale/<language>/LC_MESSAGES/<domain>.po

`heat_widget` is the domain of the Python side (engine, bots' reasons), `widget` the front-end's.
The catalogues are plain .po files (what translators' tools edit), read with a small reader into
the standard library's `gettext.NullTranslations` API: no compiled .mo files to build or to drift.

A message with values is a template with named fields, translated whole and then filled:
``tr(language).format("{car} shifts up to {gear} gear", car=name, gear=...)``, so a translation
may put the words in its own order (`nformat` for plurals, `pformat` with a context). Player
names and card texts are never translated.

Where the language comes from: a race's `language` (engine/race.py), which its Events share (their
`text` is written in it when asked for, `text_in(language)` in any), its refusals (IllegalAction:
`str()` in it, `text_in(language)` in any, written with `LATER`, the catalogue that keeps Msgs)
and its previews use. Words that must be kept in data (a module's notes and reasons in an event's fields, an error's
message) are `Msg`s: plain English strings that remember their template, translated when shown, so
that a race's data and JSON are the same in every language.

Adding a message: write it as a literal template in a `t.format(...)`/`t.nformat(...)`/`Msg(...)`/
`N_(...)`, then its translation in data/locale/pt/LC_MESSAGES/heat_widget.po:
tests/test_i18n_messages.py lists what is missing or stale.
"""
from __future__ import annotations

import ast
import gettext
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import Any, TypeVar

from .data_files import data_file
from .errors import UnknownName, one_of, shorten
from .errors import check_language as check_language  # re-exported: the language helpers are met here
from .languages import DEFAULT as DEFAULT, LANGUAGES as LANGUAGES

DOMAINS = ("heat_widget", "widget")

Messages = dict[tuple[str | None, str], "str | list[str]"]  # {(context, msgid): msgstr, or its plural forms}
PluralRule = Callable[[int], int]  # the index of the plural form for n
T = TypeVar("T")


class Catalogue(gettext.NullTranslations):
    """One language's messages of one domain, read from its .po file (gettext's API: `gettext`,
    `ngettext`, `pgettext`, `npgettext`), plus `format` for templates with named fields.

    A message missing from the catalogue, or left untranslated, reads in English."""

    def __init__(self, messages: Messages, plural_rule: PluralRule | None = None, language: str = DEFAULT):
        super().__init__()
        self.language = language
        self.messages = messages  # {(context, msgid): str, or [singular, plural] for plurals}
        self._plural: PluralRule = plural_rule or (lambda n: int(n != 1))

    def gettext(self, message: str) -> str:
        return self.pgettext(None, message)

    def pgettext(self, context: str | None, message: str) -> str:
        found = self.messages.get((context, message))
        return found if isinstance(found, str) and found else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.npgettext(None, singular, plural, n)

    def npgettext(self, context: str | None, singular: str, plural: str, n: int) -> str:
        found = self.messages.get((context, singular))
        index = self._plural(n)
        if isinstance(found, list) and index < len(found) and found[index]:
            return found[index]
        return singular if n == 1 else plural

    def format(self, message: str, /, **fields: object) -> str:
        """`message` translated, then its {named} fields filled."""
        return self.gettext(message).format(**fields)

    def nformat(self, singular: str, plural: str, n: int, /, **fields: object) -> str:
        """The singular or plural template for `n` (the language's plural rule), filled; `{n}` is n."""
        return self.ngettext(singular, plural, n).format(n=n, **fields)

    def decimal(self, x: float, places: int | None = None) -> str:
        """A number as this language writes it: 6.5 (Portuguese 6,5); `places` digits after the
        point, or as few as it needs (None)."""
        return decimal(x, self.language, places)

    def pformat(self, context: str, message: str, /, **fields: object) -> str:
        """`message` translated in `context` (pgettext), then filled."""
        return self.pgettext(context, message).format(**fields)


def decimal(x: float, language: str = DEFAULT, places: int | None = None) -> str:
    """`x` with the language's decimal mark (Portuguese writes a comma: 6,5), `places` digits after
    it, or as few as it needs (None: 6.5, 7)."""
    text = f"{x:g}" if places is None else f"{x:.{places}f}"
    return text.replace(".", ",") if language == "pt" else text


def _unquote(text: str) -> str:
    return str(ast.literal_eval(text))  # a .po string is a C string: the same escapes as Python's


def read_po(text: str) -> tuple[Messages, str]:
    """The messages of a .po file's text, {(msgctxt, msgid): msgstr or [msgstr[0], msgstr[1], ...]},
    and its header's Plural-Forms expression ('' if none). Obsolete (#~) entries are skipped."""
    messages: Messages = {}
    entry: dict[str, str] = {}
    key: str | None = None

    def close() -> None:
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


def _plural_rule(expression: str) -> PluralRule | None:
    """The plural form's index for n, from a Plural-Forms expression (gettext's own parser)."""
    if not expression:
        return None
    return gettext.c2py(expression)


@lru_cache(maxsize=None)
def catalogue(language: str = DEFAULT, domain: str = "heat_widget") -> Catalogue:
    """The messages of `domain` in `language` (English: the source texts, an empty catalogue)."""
    language = check_language(language)
    if domain not in DOMAINS:
        raise UnknownName(f"unknown message domain {shorten(domain)}; domains: {one_of(DOMAINS)}")
    if language == DEFAULT:
        return Catalogue({}, None, language)
    path = data_file("locale", language, "LC_MESSAGES", f"{domain}.po")
    messages, plural = read_po(path.read_text(encoding="utf-8")) if path.is_file() else ({}, "")
    return Catalogue(messages, _plural_rule(plural), language)


def tr(language: str = DEFAULT) -> Catalogue:
    """The engine's messages in `language`: `tr("pt").format("Round {number} begins", number=3)`."""
    return catalogue(language, "heat_widget")


def N_(message: str, context: str | None = None) -> str:
    """Marks a message for translation where it is defined (with its pgettext `context`, if any);
    it is translated where it is shown: `tr(language).pgettext(context, message)`."""
    return message


class Msg(str):
    """A message kept with its template and fields: it reads, compares and saves as its English
    text (a str), and `in_language(language)` gives it in another language. For sentences stored
    in an event's fields (a module's notes, a reason) or in an error, so that the data stays the
    same whatever the language and the words are chosen when they are read.

    `Msg("{car} may not slipstream here", car=name)`; with `plural=` and `n=`, gettext's plural
    forms; `context=` as pgettext's. Fields may be Msgs themselves (translated too)."""

    template: str
    plural: str | None
    n: int | None
    context: str | None
    fields: dict[str, object]

    def __new__(cls, template: str, /, *, context: str | None = None, plural: str | None = None,
                n: int | None = None, **fields: object) -> "Msg":
        english = (template if plural is None or n == 1 else plural).format(**fields, **_n(n))
        self = super().__new__(cls, english)
        self.template, self.plural, self.n, self.context, self.fields = template, plural, n, context, fields
        return self

    def in_language(self, language: str) -> str:
        """This message in `language` (English: itself, as a plain str)."""
        if language == DEFAULT:
            return str.__str__(self)
        t = tr(language)
        if self.plural is None:
            text = t.pgettext(self.context, self.template)
        else:
            text = t.npgettext(self.context, self.template, self.plural, self.n or 0)
        return text.format(**{k: localize(v, language) for k, v in self.fields.items()}, **_n(self.n))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (_msg, (self.template, self.context, self.plural, self.n, self.fields))


class Joined(Msg):
    """`separator.join(parts)` whose parts (Msgs or plain text) are translated when it is shown:
    a list of translated words in a sentence ("Ana (gear), Ben (play)")."""

    parts: tuple[str, ...]

    def __new__(cls, separator: str, parts: Iterable[str]) -> "Joined":
        parts = tuple(parts)
        self = str.__new__(cls, separator.join(parts))
        self.template, self.plural, self.n, self.context, self.fields = separator, None, None, None, {}
        self.parts = parts
        return self

    def in_language(self, language: str) -> str:
        return self.template.join(str(localize(p, language)) for p in self.parts)

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        return (Joined, (self.template, self.parts))


class Later(Catalogue):
    """A catalogue that translates later: `format`, `gettext`... give Msgs (template and fields
    kept) instead of text, so that words written for `tr(language)` become a message that reads in
    any language: the refusals (engine/explain.py, IllegalAction.text_in). A message given without
    fields must hold no {braces}."""

    def __init__(self) -> None:
        super().__init__({}, None, DEFAULT)

    def pgettext(self, context: str | None, message: str) -> str:
        return Msg(message, context=context)

    def npgettext(self, context: str | None, singular: str, plural: str, n: int) -> str:
        return Msg(singular, context=context, plural=plural, n=n)

    def format(self, message: str, /, **fields: Any) -> str:
        return Msg(message, **fields)

    def nformat(self, singular: str, plural: str, n: int, /, **fields: Any) -> str:
        return Msg(singular, plural=plural, n=n, **fields)

    def pformat(self, context: str, message: str, /, **fields: Any) -> str:
        return Msg(message, context=context, **fields)


LATER = Later()


def _n(n: int | None) -> dict[str, int]:
    return {} if n is None else {"n": n}


def _msg(template: str, context: str | None, plural: str | None, n: int | None, fields: dict[str, object]) -> Msg:
    return Msg(template, context=context, plural=plural, n=n, **fields)


def localize(value: T, language: str) -> T:
    """`value` in `language`: a Msg translated, a list or tuple of them each translated, anything
    else (numbers, card ids, names) unchanged."""
    if isinstance(value, Msg):
        return value.in_language(language)  # type: ignore[return-value]  # a Msg becomes plain text
    if isinstance(value, (list, tuple)) and any(isinstance(v, Msg) for v in value):
        return type(value)(localize(v, language) for v in value)
    return value
