"""The card catalogue: what each card id means, loaded from data/cards.json and data/upgrades.json
(the Garage module's upgrade cards, kind "upgrade").

Cards are plain strings everywhere in the engine ("1".."4", "0", "5", "H", "S", module ids), so hands
and decks are cheap lists; this module answers questions about them.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from .data_files import data_file
from .errors import DataError, UnknownName, one_of, shorten

KINDS = ("basic", "starting", "heat", "stress", "upgrade", "sponsor")


@dataclass(frozen=True)
class CardSpec:
    id: str
    name: str
    kind: str
    speed: int | tuple[int, ...]
    symbols: dict[str, int] = field(default_factory=dict)
    # upgrade cards only (data/upgrades.json)
    category: str = ""
    level: str = ""  # "basic" or "advanced"
    set: str = ""  # "base" or an expansion's name
    copies: int = 0  # copies in the box
    becomes: str | None = None  # the card it is once in a deck (the pool's Heat cards become "H")

    @property
    def choices(self) -> tuple[int, ...] | None:
        """The Speed values a player chooses from after the reveal (Brakes), or None."""
        return self.speed if isinstance(self.speed, tuple) else None

    @property
    def is_basic(self) -> bool:
        """Only Basic speed cards stop a [+] flip (rulebook, Stress Cards / + Symbol)."""
        return self.kind == "basic"


@dataclass(frozen=True)
class Catalogue:
    cards: dict[str, CardSpec]
    starting_deck: dict[str, int]

    def spec(self, card: str) -> CardSpec:
        try:
            return self.cards[card]
        except KeyError:
            raise UnknownName(f"unknown card {shorten(card)}; cards are {self.names()}") from None

    def names(self) -> str:
        """The card ids for a message: the base cards one by one, module cards as a range."""
        base = [c for c, s in self.cards.items() if s.kind != "upgrade"]
        ups = sorted((int(c[1:]) for c, s in self.cards.items() if s.kind == "upgrade"))
        if not ups:
            return one_of(base)
        return f"{', '.join(base)} or an upgrade card u{ups[0]}..u{ups[-1]} (Garage module)"


UPGRADE_FIELDS = ("category", "level", "set", "copies", "becomes")


def _validate(raw: dict[str, Any], upgrades: dict[str, Any] | None = None) -> Catalogue:
    if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list):
        raise DataError("cards.json must be an object with a list 'cards'")
    if upgrades is not None and (not isinstance(upgrades, dict) or not isinstance(upgrades.get("cards"), list)):
        raise DataError("upgrades.json must be an object with a list 'cards'")
    cards: dict[str, CardSpec] = {}
    for c in raw["cards"] + [{**u, "kind": "upgrade"} for u in (upgrades or {}).get("cards", [])]:
        try:
            cid, kind, speed = c["id"], c["kind"], c["speed"]
        except (KeyError, TypeError):
            raise DataError(f"card entry {c!r} needs id, kind and speed") from None
        if kind not in KINDS:
            raise DataError(f"card {cid!r}: kind {kind!r} is not one of {one_of(KINDS)}")
        if isinstance(speed, list):
            if not speed or not all(isinstance(v, int) for v in speed):
                raise DataError(f"card {cid!r}: a choice of speed is a non-empty list of whole numbers")
            speed = tuple(speed)
        elif not isinstance(speed, int):
            raise DataError(f"card {cid!r}: speed must be a whole number or a list of them, not {speed!r}")
        symbols = c.get("symbols", {})
        if not isinstance(symbols, dict) or not all(isinstance(v, int) for v in symbols.values()):
            raise DataError(f"card {cid!r}: symbols map a symbol name to a whole number")
        if cid in cards:
            raise DataError(f"card id {cid!r} appears twice in the card data")
        extra = {k: c[k] for k in UPGRADE_FIELDS if k in c}
        cards[cid] = CardSpec(cid, c.get("name", cid), kind, speed, dict(symbols), **extra)
    deck = raw.get("starting_deck", {})
    for cid in deck:
        if cid not in cards:
            raise DataError(f"starting_deck names unknown card {cid!r}")
    for spec in cards.values():
        if spec.becomes is not None and spec.becomes not in cards:
            raise DataError(f"card {spec.id!r} becomes unknown card {spec.becomes!r}")
    return Catalogue(cards, dict(deck))


@lru_cache(maxsize=None)
def catalogue() -> Catalogue:
    return _validate(json.loads(data_file("cards.json").read_text("utf-8")),
                     json.loads(data_file("upgrades.json").read_text("utf-8")))


# The base cards the hot paths test against, as plain constants.
HEAT = "H"
STRESS = "S"
BASIC = frozenset({"1", "2", "3", "4"})


def hand_without(hand: Iterable[str], cards: Iterable[str]) -> tuple[str, ...]:
    """The hand less one copy of each of `cards` (all known to be in it), order kept."""
    left = list(hand)
    for c in cards:
        left.remove(c)
    return tuple(left)
