"""The card catalogue: what each card id means, loaded from data/cards.json.

Cards are plain strings everywhere in the engine ("1".."4", "0", "5", "H", "S", module ids), so hands
and decks are cheap lists; this module answers questions about them.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources

from .errors import DataError, UnknownName, one_of

KINDS = ("basic", "starting", "heat", "stress", "upgrade", "sponsor")


@dataclass(frozen=True)
class CardSpec:
    id: str
    name: str
    kind: str
    speed: int | tuple[int, ...]
    symbols: dict = field(default_factory=dict)

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
            raise UnknownName(f"unknown card {card!r}; cards are {one_of(self.cards)}") from None


def _validate(raw: dict) -> Catalogue:
    if not isinstance(raw, dict) or not isinstance(raw.get("cards"), list):
        raise DataError("cards.json must be an object with a list 'cards'")
    cards = {}
    for c in raw["cards"]:
        try:
            cid, kind, speed = c["id"], c["kind"], c["speed"]
        except (KeyError, TypeError):
            raise DataError(f"card entry {c!r} needs id, kind and speed") from None
        if kind not in KINDS:
            raise DataError(f"card {cid!r}: kind {kind!r} is not one of {one_of(KINDS)}")
        if isinstance(speed, list):
            speed = tuple(speed)
        if cid in cards:
            raise DataError(f"card id {cid!r} appears twice in cards.json")
        cards[cid] = CardSpec(cid, c.get("name", cid), kind, speed, dict(c.get("symbols", {})))
    deck = raw.get("starting_deck", {})
    for cid in deck:
        if cid not in cards:
            raise DataError(f"starting_deck names unknown card {cid!r}")
    return Catalogue(cards, dict(deck))


@lru_cache(maxsize=None)
def catalogue() -> Catalogue:
    text = resources.files("heat_widget.data").joinpath("cards.json").read_text("utf-8")
    return _validate(json.loads(text))


# The base cards the hot paths test against, as plain constants.
HEAT = "H"
STRESS = "S"
BASIC = frozenset({"1", "2", "3", "4"})
