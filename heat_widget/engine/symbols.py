"""Card symbols: card effects are data (data/cards.json, data/upgrades.json `symbols`), each symbol
has one handler.

A handler says when the symbol acts and what it does:
- "reveal": at Reveal (step 3), adding Speed: the [+] ("boost") of Stress and some upgrades;
- "turn": lasts the whole turn once the card is played (Adjust Speed Limit, Slipstream boost, and
  the pooled amounts Cooldown and Reduce Stress);
- "react": opens an entry the player resolves in the React step (step 5), in any order, mandatory
  ones (Heat, Scrap) before the player may finish;
- "hand": usable from the hand during React (Direct Play).

React is one mechanism for every card: the base options (Cooldown, Boost, Adrenaline) plus the
options of each open symbol (the race's modules' `react_options`, applied through their
`react_words`), and "done" only once no mandatory symbol is open. A module declares the handlers of
its cards' symbols (`Module.symbol_handlers`, e.g. engine/modules/garage.py); a card with a symbol no
module declares is refused with UnsupportedRule rather than played wrongly.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, NamedTuple

from .actions import Action
from .cards import catalogue
from .errors import UnsupportedRule
from .module_registry import declared

# What a symbol does: (race, car, card, count) -> the Speed gained (a "reveal" symbol) or None. The
# race and its car (engine/race.py Race, engine/state.py CarState) are Any here: state.py imports
# this file, and the race every rule.
Apply = Callable[[Any, Any, str, int], Any]


@dataclass(frozen=True)
class SymbolHandler:
    name: str
    when: str  # "reveal" (step 3), "turn" (the whole turn), "react" (step 5) or "hand" (from the hand in step 5)
    mandatory: bool
    apply: Apply  # reveal: (race, car, card, count) -> Speed gained; otherwise (race, car, card, count) -> None


class Effects(NamedTuple):
    """What a car's played cards' symbols leave open this turn (immutable: replaced when it changes).
    None on a car that played no card with such a symbol."""

    open: tuple[tuple[str, str, int], ...] = ()  # (card, symbol, number) still to resolve in React
    adjust: int = 0  # change of the Speed Limit at every corner crossed this turn
    slipstream: int = 0  # extra spaces if the car slipstreams
    slip_sources: tuple[int, ...] = ()  # the extra spaces of each card (each is optional)
    reduce: int = 0  # Stress cards the car may still discard (Reduce Stress, pooled)
    choose: tuple[str, ...] = ()  # played cards whose Speed the player still chooses
    chosen: tuple[tuple[str, int], ...] = ()  # (card, value) chosen
    refresh: tuple[str, ...] = ()  # cards going back on top of the deck at the end of React
    used: tuple[tuple[str, str], ...] = ()  # (card, symbol) resolved this turn, in order

    def mandatory(self) -> tuple[tuple[str, str, int], ...]:
        """The open entries the player must resolve before finishing React."""
        return tuple(e for e in self.open if _mandatory(e[1]))


NO_EFFECTS: Effects = Effects()


def _boost(race: Any, car: Any, card: str, count: int) -> int:
    """[+]: flip until a Basic card, once per symbol (rulebook, Stress Cards)."""
    source = "Stress" if card == "S" else card
    car.flips += count
    if count == 1:
        speed: int = race._flip_for_speed(car, source)
        return speed
    return sum(race._flip_for_speed(car, source) for _ in range(count))


# The base game's symbol; the modules' are read from their declarations (`handler`) and kept here.
HANDLERS: dict[str, SymbolHandler] = {
    "boost": SymbolHandler("boost", "reveal", True, _boost),
}

GARAGE_SYMBOLS: tuple[str, ...] = ("heat", "scrap", "adjust_speed_limit", "cooldown", "slipstream", "reduce_stress", "refresh",
                  "salvage", "direct_play", "accelerate", "super_cool", "draft", "one_time")


# The expansions' upgrade cards (their `set` in data/upgrades.json): name, first and last card.
EXPANSIONS: dict[str, tuple[str, str, str]] = {"heavy_rain": ("Heavy Rain", "u49", "u54"), "tunnel_vision": ("Tunnel Vision", "u55", "u60")}


def handler(symbol: str, card: str) -> SymbolHandler:
    """The handler of a card's symbol: the base game's or the one a module declares (a card's
    effects are read once for every race: engine/card_steps.py REVEAL)."""
    try:
        return HANDLERS[symbol]
    except KeyError:
        pass
    found: SymbolHandler | None = declared("symbol_handlers").get(symbol)
    if found is not None:
        HANDLERS[symbol] = found
        return found
    spec = catalogue().cards.get(card)
    expansion = EXPANSIONS.get(spec.set) if spec is not None else None
    if expansion is not None:  # the Garage is implemented: the card's expansion is not
        name, first, last = expansion
        raise UnsupportedRule(f"card {card!r} has the symbol {symbol!r}: the {name} upgrades ({first}-{last}) "
                              f"belong to the {name} expansion, not supported yet; the base game's upgrades are "
                              f"u1-u48") from None
    module = "the Garage module" if symbol in GARAGE_SYMBOLS else "a module"
    raise UnsupportedRule(f"card {card!r} has the symbol {symbol!r}, which needs {module}, not implemented "
                          f"yet") from None


def _mandatory(symbol: str) -> bool:
    """Whether an open symbol must be resolved before React ends."""
    h = HANDLERS.get(symbol)
    return (h if h is not None else handler(symbol, "")).mandatory


def open_symbols(race: Any, car: Any, card: str, symbols: tuple[tuple[SymbolHandler, int], ...]) -> None:
    """A played card's non-reveal symbols start to act for this turn (`symbols`: ((handler, n), ...))."""
    if car.effects is None:
        car.effects = NO_EFFECTS
    for h, n in symbols:
        h.apply(race, car, card, n)


def react_options(race: Any, car: Any, out: list[Action]) -> bool:
    """Append the React options of the car's open symbols (the race's modules' `react_options`, each
    function once: a Championship race with the Garage declares the Garage's too); True if a
    mandatory symbol is still open."""
    done: list[Callable[..., None]] = []
    for module in race._modules:
        for options in module.react_options:
            if options not in done:
                done.append(options)
                options(race, car, out)
    fx = car.effects
    return fx is not None and bool(fx.open) and any(_mandatory(e[1]) for e in fx.open)
