"""The Garage module's words: its events' sentences and its refusals, in the race's language
(engine/i18n.py). Kept apart from the rules (garage.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..actions import Action, card_order, describe
from ..events import Fields, Text, cards_text
from ..explain import _t
from ..i18n import N_, Catalogue
from ..table import Table

if TYPE_CHECKING:
    from ..state import CarState
    from . import Module

# The race (engine/race.py Race) is `Any` here: a module reaches it only through engine/table.py Table.

SYMBOL_NAMES: dict[str, str] = {"heat": N_("Heat cost", "symbol"), "scrap": N_("Scrap", "symbol"),
                "salvage": N_("Salvage", "symbol"), "accelerate": N_("Accelerate", "symbol"),
                "refresh": N_("Refresh", "symbol")}


def not_in_market(module: Module, car: CarState, kind: str, action: Action, market: str) -> str:
    t = _t(module.race)
    return t.format("{card} is not in the market (market: {market}); {car} picks one of {legal}",
                    card=action.cards[0] if action.cards else action, market=market, car=car.name,
                    legal=describe(module.legal(car, kind), t))


def _explain_done(race: Any, car: CarState, action: Action) -> str | None:
    fx = car.effects
    if fx is None or not fx.mandatory():
        return None
    t = _t(race)
    card, symbol, n = fx.mandatory()[0]
    todo = "scrap" if symbol == "scrap" else (f"heat {card}" if car.engine >= n else f"replace {card}")
    return t.format("{card}'s {symbol} is mandatory: {todo} before you finish; legal: {legal}", card=card,
                    symbol=t.pgettext("symbol", SYMBOL_NAMES[symbol]), todo=todo,
                    legal=describe(Table(race).legal(car, "react"), t))


def _explain_heat(race: Any, car: CarState, action: Action) -> str | None:
    table = Table(race)
    t = _t(race)
    fx = car.effects
    card = action.cards[0]
    owed = [n for c, s, n in (fx.open if fx else ()) if c == card and s == "heat"]
    legal = describe(table.legal(car, "react"), t)
    if not owed:
        return t.format("{car} owes no Heat for {card} now; legal: {legal}", car=car.name, card=card, legal=legal)
    if action.kind == "heat":
        return t.format("{card} costs {heat} Heat and {car}'s Engine holds {engine}: cool down first, or "
                        "'replace {card}' (discard it and flip for a Speed card); legal: {legal}", card=card,
                        heat=owed[0], car=car.name, engine=car.engine, legal=legal)
    return t.format("{car}'s Engine can pay {card}'s {heat} Heat: 'heat {card}'; legal: {legal}", car=car.name,
                    card=card, heat=owed[0], legal=legal)


def _explain_salvage(race: Any, car: CarState, action: Action) -> str | None:
    table = Table(race)
    t = _t(race)
    fx = car.effects
    sizes = [n for _c, s, n in (fx.open if fx else ()) if s == "salvage"]
    legal = describe(table.legal(car, "react"), t)
    if not sizes:
        return t.format("{car} has no Salvage to use now; legal: {legal}", car=car.name, legal=legal)
    return t.format("Salvage takes up to {most} cards from {car}'s discard pile ({cards}); legal: {legal}",
                    most=max(sizes), car=car.name, cards=cards_text(sorted(car.discard, key=card_order), t),
                    legal=legal)


REACT_EXPLAIN: dict[str, Callable[[Any, CarState, Action], str | None]] = {
    "done": _explain_done, "heat": _explain_heat, "replace": _explain_heat, "salvage": _explain_salvage}


def _upgrades(n: str | None, f: Fields, t: Catalogue) -> str:
    if f["drafted"]:
        return t.format("{car} shuffles {cards} into the draw deck", car=n, cards=cards_text(f["cards"], t))
    return t.format("{car} is dealt {cards} and shuffles them into the draw deck", car=n,
                    cards=cards_text(f["cards"], t))


TEXTS: dict[str, Text] = {
    "market": lambda n, f, t: t.format("Draft round {round}: the market is {cards}; {first} picks first",
                                       round=f["round"], cards=cards_text(f["cards"], t), first=f["first"]),
    "draft": lambda n, f, t: t.format("{car} drafts {card} (pick {pick})", car=n, card=f["card"], pick=f["pick"]),
    "market_discarded": lambda n, f, t: t.format("The market's leftovers {cards} are discarded",
                                                 cards=cards_text(f["cards"], t)),
    "upgrades": _upgrades,
    "heat_cost": lambda n, f, t: t.format("{car} pays {heat} Heat for {card} (Engine: {engine})", car=n,
                                          heat=f["heat"], card=f["card"], engine=f["engine"]),
    "scrap": lambda n, f, t: t.nformat("{car} scraps {n} card from the deck: {cards}",
                                       "{car} scraps {n} cards from the deck: {cards}", len(f["cards"]), car=n,
                                       cards=cards_text(f["cards"], t)),
    "salvage": lambda n, f, t: t.format("{car} salvages {cards} from the discard pile into the deck ({card})",
                                        car=n, cards=cards_text(f["cards"], t), card=f["card"]),
    "reduce_stress": lambda n, f, t: t.nformat("{car} discards {n} Stress card (Reduce Stress)",
                                               "{car} discards {n} Stress cards (Reduce Stress)", f["stress"], car=n),
    "accelerate": lambda n, f, t: t.nformat("{car} accelerates with {card}: +{value}, Speed {speed}, {n} space to "
                                            "space {space}", "{car} accelerates with {card}: +{value}, Speed {speed}, "
                                            "{n} spaces to space {space}", f["moved"], car=n, card=f["card"],
                                            value=f["value"], speed=f["speed"], space=f["space"]),
    "refresh_chosen": lambda n, f, t: t.format("{car} will put {card} back on top of the deck at the end of React",
                                               car=n, card=f["card"]),
    "refresh": lambda n, f, t: t.format("{car} puts {card} back on top of the draw deck (Refresh)", car=n,
                                        card=f["card"]),
    "direct": lambda n, f, t: t.nformat("{car} plays {card} straight from the hand: +{value}, Speed {speed}, {n} "
                                        "space to space {space}", "{car} plays {card} straight from the hand: "
                                        "+{value}, Speed {speed}, {n} spaces to space {space}", f["moved"], car=n,
                                        card=f["card"], value=f["value"], speed=f["speed"], space=f["space"]),
    "replace": lambda n, f, t: t.format("{car} cannot pay {card}'s {heat} Heat: it is discarded and a Speed card "
                                        "flipped instead (+{value}), Speed {speed}, space {space}", car=n,
                                        card=f["card"], heat=f["heat"], value=f["value"], speed=f["speed"],
                                        space=f["space"]),
}
