"""Events: every automatic effect of the rules, with structured fields and a sentence for people."""
from __future__ import annotations


class Event:
    """Something that happened: `kind`, `round`, `car` (a name or None), `fields`, and `text`."""

    __slots__ = ("kind", "round", "car", "fields", "text")

    def __init__(self, kind: str, round: int, car: str | None, text: str, fields: dict):
        self.kind = kind
        self.round = round
        self.car = car
        self.text = text
        self.fields = fields

    def to_dict(self) -> dict:
        return {"kind": self.kind, "round": self.round, "car": self.car, "text": self.text, **self.fields}

    def __eq__(self, other) -> bool:
        return isinstance(other, Event) and self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        return f"Event({self.kind!r}: {self.text!r})"


GEAR_NAMES = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}


def cards_text(cards) -> str:
    return " ".join(cards) if cards else "nothing"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
