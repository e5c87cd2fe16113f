"""Errors the engine raises. Each message names what was wrong and what is allowed."""


class HeatError(Exception):
    """Base class of every error heat_widget raises on purpose."""


class IllegalAction(HeatError, ValueError):
    """An action the rules do not allow now. The race is left exactly as it was."""


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


def one_of(valid) -> str:
    """'a, b or c' for error messages."""
    items = [str(v) for v in valid]
    if not items:
        return "nothing"
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + " or " + items[-1]
