"""Sentences that read right whatever a player is called.

Event sentences are written "{name} verb-s ...". A player named "You" (people often are, in a
class) would read "You shifts", "You's hand": `second_person` turns the sentence written for that
name into "You shift", "Your hand" (and "you stop" inside a sentence).

In Portuguese the sentences are written "{car} verbo ..." in the third person, which is also the
verb of "você": a car named "You" reads "Você muda para a 3.ª mudança" ("você" inside a sentence),
and the Portuguese sentences name the car as their subject, never as "de {car}".
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from .i18n import Catalogue

# An event kind's sentence: make(name, fields) or make(name, fields, t), `t` the language's catalogue
Make = Callable[..., str]
Fields = Mapping[str, Any]  # an event's fields: JSON-like values

SECOND_PERSON = frozenset({"you", "You", "YOU"})
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}
_MARK = "\x00"
_NOT_VERBS = frozenset({"its", "this", "his", "plus", "bonus", "less", "thus", "us", "as", "was", "is", "has"})


def _verb(word: str) -> str:
    """The form of a third-person verb after "you": pays -> pay, finishes -> finish."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if re.search(r"(ss|sh|ch|x|z)es$", word):
        return word[:-2]
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def second_person(make: Make, name: str, fields: Fields, t: Catalogue | None = None) -> str:
    """The sentence `make(name, fields, t)` for a car called "You": its verbs agree with it."""
    text = make(_MARK, fields, t) if t is not None else make(_MARK, fields)
    if t is not None and t.language == "pt":
        return _voce(text)

    def subject(m: re.Match[str]) -> str:
        start = m.start() == 0 or text[max(0, m.start() - 2):m.start()] == ". "
        who = "You" if start else "you"
        if m.group(1):  # "'s"
            return "Your" if start else "your"
        verb = m.group(2)
        return f"{who} {_verb(verb)}" if verb else who

    text = re.sub(_MARK + r"(?:('s)|\s(\w+))?", subject, text)
    # a second verb of the same subject: "You move last and get Adrenaline"
    return re.sub(r"\b(and|then) ([a-z]+s)\b",
                  lambda m: m.group(0) if m.group(2) in _NOT_VERBS else f"{m.group(1)} {_verb(m.group(2))}", text)


def _voce(text: str) -> str:
    """A Portuguese sentence written for `_MARK`: "Você" opening it (or a sentence in it), "você" elsewhere."""
    return re.sub(_MARK, lambda m: "Você" if m.start() == 0 or text[max(0, m.start() - 2):m.start()] == ". "
                  else "você", text)


def sentence(make: Make, name: str | None, fields: Fields, t: Catalogue | None = None) -> str:
    """`make(name, fields, t)` (`t`: the language's catalogue, engine/i18n.py), with the verbs right
    for every name."""
    if name in SECOND_PERSON:
        return second_person(make, name, fields, t)
    text = make(name, fields, t) if t is not None else make(name, fields)
    if (t is None or t.language != "pt") and any(v in SECOND_PERSON for v in fields.values() if type(v) is str):
        return _named_subject(text)
    return text


def _named_subject(text: str) -> str:
    """A sentence whose subject is a car named in a field, not the event's car ("The race is
    over: {winner} wins", "{first} picks first"), for a car called "You": "You win"."""
    return re.sub(r"\b(You|you|YOU) ([a-z]+)\b",
                  lambda m: m.group(0) if m.group(2) in _NOT_VERBS else f"{m.group(1)} {_verb(m.group(2))}", text)
