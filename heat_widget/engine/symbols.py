"""Card symbols: card effects are data (data/cards.json `symbols`), each symbol has one handler.

A handler says when the symbol acts and what it does. The base game has one symbol, the [+]
("boost") that Stress cards carry: it acts when the card is revealed. The Garage module adds the
upgrade symbols (heat, scrap, adjust_speed_limit, cooldown, slipstream, reduce_stress, refresh,
salvage, direct_play, accelerate) by registering a handler for each here; until then a card with
one of them is refused with UnsupportedRule rather than played wrongly.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .errors import UnsupportedRule


@dataclass(frozen=True)
class SymbolHandler:
    name: str
    when: str  # "reveal" (step 3) or "react" (step 5)
    mandatory: bool
    apply: Callable  # (race, car, card, count) -> Speed gained


def _boost(race, car, card, count) -> int:
    """[+]: flip until a Basic card, once per symbol (rulebook, Stress Cards)."""
    source = "Stress" if card == "S" else card
    if count == 1:
        return race._flip_for_speed(car, source)
    return sum(race._flip_for_speed(car, source) for _ in range(count))


HANDLERS: dict[str, SymbolHandler] = {
    "boost": SymbolHandler("boost", "reveal", True, _boost),
}

GARAGE_SYMBOLS = ("heat", "scrap", "adjust_speed_limit", "cooldown", "slipstream", "reduce_stress", "refresh",
                  "salvage", "direct_play", "accelerate", "super_cool", "draft", "one_time")


def handler(symbol: str, card: str) -> SymbolHandler:
    try:
        return HANDLERS[symbol]
    except KeyError:
        module = "the Garage module" if symbol in GARAGE_SYMBOLS else "a module"
        raise UnsupportedRule(f"card {card!r} has the symbol {symbol!r}, which needs {module}, not implemented "
                              f"yet") from None
