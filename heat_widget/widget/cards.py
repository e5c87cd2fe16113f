"""The cards the widget draws beyond the base game's Speed cards: the Garage's upgrade cards (and
a Championship's Sponsorship cards), as the front-end draws them (js/src/cards.js): speed or
choices, category, level, each symbol with its number and a tooltip in the widget's language
(`SYMBOL_WORDS`, in widget.po), and the card's title. RaceWidget sends them once, as its `cards`.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from ..engine import Race
from ..engine.i18n import Catalogue
from .language import wt

__all__ = ["SYMBOL_WORDS", "MANDATORY", "symbol_words", "module_cards", "card_table"]


# the words of each card symbol (a glyph's tooltip); a pair is (one, many): the number's plural (a plain
# assignment, no annotation: tests/widget_messages.py reads its msgids from `SYMBOL_WORDS = {...}`)
SYMBOL_WORDS = {
    "boost": ("[+] {n}: flip from the deck until a Speed card, once",
              "[+] {n}: flip from the deck until a Speed card, {n} times"),
    "heat": "Heat {n} (mandatory): pay {n} Heat from the Engine",
    "scrap": ("Scrap {n} (mandatory): {n} card from the deck to the discard",
              "Scrap {n} (mandatory): {n} cards from the deck to the discard"),
    "adjust_speed_limit": "Adjust Speed Limit {n:+d} (mandatory): corner limits this turn",
    "cooldown": "Cooldown {n}: up to {n} Heat from hand to the Engine",
    "slipstream": ("Slipstream +{n}: a slipstream goes {n} space further",
                   "Slipstream +{n}: a slipstream goes {n} spaces further"),
    "reduce_stress": ("Reduce Stress {n}: discard up to {n} Stress card",
                      "Reduce Stress {n}: discard up to {n} Stress cards"),
    "refresh": "Refresh: back on top of the deck at the end of React",
    "salvage": ("Salvage {n}: up to {n} card from the discard into the deck",
                "Salvage {n}: up to {n} cards from the discard into the deck"),
    "direct_play": "Direct Play: may be played from the hand in React",
    "accelerate": "Accelerate: +1 Speed per [+] this turn, all or none",
    "one_time": "One-time use: leaves the game at the end of the turn it is played",
    # the expansions' symbols (Heavy Rain, Tunnel Vision: Air intake u49-u54, Front Wing u55-u60), in
    # the words of the reference's card list (shared/reference/cards_upgrades.json)
    "super_cool": ("Super Cool {n}: up to {n} Heat card from the discard pile back to the Engine",
                   "Super Cool {n}: up to {n} Heat cards from the discard pile back to the Engine"),
    "draft": ("Draft {n}: up to {n} space forward through free spaces, to just behind a car (not Speed)",
              "Draft {n}: up to {n} spaces forward through free spaces, to just behind a car (not Speed)"),
}
MANDATORY = ("heat", "scrap", "adjust_speed_limit")


def symbol_words(w: Catalogue, symbol: str, n: int) -> str:
    """A card symbol's tooltip in the catalogue `w`'s language ("1 space", "2 spaces"); an unknown
    symbol: its name."""
    words = SYMBOL_WORDS.get(symbol)
    if words is None:
        return symbol
    if isinstance(words, tuple):
        one, many = words
        return w.nformat(one, many, n)
    return w.format(str(words), n=n)


def module_cards(race: Race, language: str = "en") -> dict[str, dict[str, Any]]:
    """How to draw the upgrade cards of a race with the Garage (and the Sponsorship cards of a
    Championship race): see `card_table`."""
    modules = (getattr(race, "config", None) or {}).get("modules", ())
    if "garage" not in modules:
        return {}
    return card_table(language, sponsors="championship" in modules)


def card_table(language: str = "en", sponsors: bool = False) -> dict[str, dict[str, Any]]:
    """The base game's upgrade cards (and the Sponsorship cards, `sponsors`) as the front-end draws
    them (js/src/cards.js): speed (or choices), category, symbols with their numbers (mandatory
    marked) and a tooltip in words; the upgrade pool's Heat cards as Heat (a market shows them by id;
    in a deck they are plain Heat)."""
    from ..engine.cards import catalogue
    w = wt(language)
    out: dict[str, dict[str, Any]] = {}
    for spec in catalogue().cards.values():
        if spec.kind == "upgrade" and spec.becomes == "H":
            out[spec.id] = {"speed": "H", "category": spec.category, "level": spec.level, "symbols": [],
                            "title": w.format("{id}: a Heat card (it enters the deck as Heat)", id=spec.id)}
            continue
        if spec.kind == "sponsor" and sponsors:
            spec = dataclasses.replace(spec, category="Sponsor", level="sponsor")
        elif spec.kind != "upgrade" or spec.becomes is not None:  # the expansions' u49-u60 too
            continue
        speed = "/".join(map(str, spec.choices)) if spec.choices else str(spec.speed)
        words = [symbol_words(w, s, n) for s, n in spec.symbols.items()]
        out[spec.id] = {"speed": speed, "category": spec.category, "level": spec.level,
                        # [name, number, mandatory, words]: the words are the glyph's own tooltip
                        "symbols": [[s, n, s in MANDATORY, x] for (s, n), x in zip(spec.symbols.items(), words)],
                        "title": w.format("{id} {name} ({level}): Speed {speed}", id=spec.id, name=spec.name,
                                          level=w.pgettext("level", spec.level), speed=speed)
                                 + "".join(f"; {x}" for x in words)}
    return out
