"""Errors the engine raises. Each message names what was wrong and what is allowed."""
from __future__ import annotations

import reprlib
from collections.abc import Iterable

from .languages import LANGUAGES


class HeatError(Exception):
    """Base class of every error heat_widget raises on purpose."""


class IllegalAction(HeatError, ValueError):
    """An action the rules do not allow now. The race is left exactly as it was.

    Like an Event, a refusal keeps its words as data: `message` is an engine/i18n.py `Msg` (its
    template and fields, down to the last translated word) when the engine wrote one, and
    `text_in(language)` writes it in any language; `str(err)` is in `language`, the one it was
    raised in (the race's)."""

    def __init__(self, message: str = "", language: str = "en"):
        self.message = message
        self.language = language
        # args[0] (what str() shows and pickling passes back) is plain text in the race's language
        super().__init__(self.text_in(language) if language != "en" else str(message))

    def text_in(self, language: str) -> str:
        """The refusal in `language` ("en", "pt"); a message kept as plain text stays as it is."""
        in_language = getattr(self.message, "in_language", None)
        if in_language is None:
            check_language(language)
            return str(self.message)
        return str(in_language(language))


class OutOfRange(HeatError, IndexError):
    """A position that does not exist (a race of a season, a step of a timeline); the message names
    the ones that do. Still an IndexError, for code that catches one."""


class BadArgument(HeatError, ValueError, TypeError):
    """An argument of a function outside what it takes (simulate's `n=0`, a negative `time_limit`):
    the message names the argument, echoes what was given (cut short) and says what is allowed.
    Still a ValueError and a TypeError, for code that catches either."""


class UnknownName(HeatError, KeyError):
    """An unknown car, track, card, strategy or table name."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0]) if self.args else ""


class ScenarioError(HeatError, ValueError):
    """A hand-made situation that cannot happen in a race (two cars on one spot, a gear of 7...)."""


class RaceFileError(HeatError, ValueError):
    """A saved race that is damaged, foreign, or from an unknown format version."""


class DataError(HeatError, ValueError):
    """Game data under heat_widget/data/ that fails validation."""


class UnsupportedRule(HeatError, NotImplementedError):
    """A rule that the engine does not implement yet (for example an expansion track's special spaces)."""


class ViewError(HeatError):
    """`view.cars` of a view made without the other cars: play_bots makes such views for a strategy
    that says it never reads them (`reads_cars = False`)."""


class MissingExtra(HeatError, ImportError):
    """A part of heat_widget that needs an optional package which is not installed here (tables,
    charts and simulate need polars and altair: the `analysis` extra). The message names the extra
    to install. Still an ImportError, for code that catches one."""


class PlatformError(HeatError, NotImplementedError):
    """What this platform cannot do: worker processes in a browser's Python (Pyodide), for example.
    The message says what runs instead."""


def one_of(valid: Iterable[object]) -> str:
    """'a, b or c' for error messages."""
    items = [str(v) for v in valid]
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " or " + items[-1]


ECHO = 60  # characters of a bad input echoed in an error message
_REPR = reprlib.Repr()
_REPR.maxstring = _REPR.maxother = _REPR.maxlong = ECHO
_REPR.maxlist = _REPR.maxtuple = _REPR.maxdict = _REPR.maxset = 6
_REPR.maxlevel = 3


def shorten(value: object, limit: int = ECHO) -> str:
    """A bad input as an error message shows it: its repr, cut short. A long text is shown as its
    first `limit` characters + "... (N characters)", never whole; other values through reprlib
    (a few items, a few levels), so echoing a huge or deeply nested input stays cheap."""
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return f"{value[:limit]!r}... ({len(value)} characters)"
    if isinstance(value, int) and value.bit_length() > 128:  # repr would fail past 4,300 digits
        return f"<a whole number of about {int(value.bit_length() * 0.30103) + 1} digits>"
    try:
        return _REPR.repr(value)
    except Exception:  # a value whose repr fails: its type is enough
        return f"<{type(value).__name__}>"


def check_seed(seed: object, error: type[HeatError] | None = None, alternative: str = "") -> None:
    """A race's or a batch's seed: a whole number of at most 64 bits, else `error` (BadArgument by
    default) naming it. An int only, not 1.0 or "1": a batch reads its seed as text, so those would be
    other batches than 1. `alternative`: what else the caller takes (", or None for a new one")."""
    if type(seed) is not int or seed.bit_length() > 64:
        raise (error or BadArgument)(f"seed must be a whole number of at most 64 bits{alternative}, not "
                                     f"{shorten(seed)}")


def echo_list(values: Iterable[object], most: int = 4) -> str:
    """Values a user gave, listed as `one_of` lists them, each as `shorten` echoes it and at most
    `most` of them, the count of the rest said: 1,000 module names in a file, or a name of 4,000
    characters, are never echoed whole."""
    items = values if isinstance(values, (list, tuple)) else list(values)
    shown = [shorten(v) for v in items[:most]]
    if len(items) > most:
        return ", ".join(shown) + f" and {len(items) - most} more"
    return one_of(shown)


def check_language(language: object) -> str:
    """`language` if it is one the catalogues cover, else UnknownName naming those that are."""
    if isinstance(language, str) and language in LANGUAGES:
        return language
    raise UnknownName(f"unknown language {shorten(language)}; languages: {one_of(LANGUAGES)}")
