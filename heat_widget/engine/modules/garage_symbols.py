"""The Garage's upgrade symbols (advanced booklet, Garage Module; Board Game Arena's readings where
the booklet is silent, reference/modules_as_implemented_by_bga.md section 1, said beside each rule):
their handlers (engine/symbols.py SymbolHandler: Heat, Scrap, Salvage, Accelerate and Refresh open
an entry the player resolves in React; Adjust Speed Limit, Slipstream, Cooldown and Reduce Stress
act for the turn; Direct Play acts from the hand), what React offers for them (`REACT_OPTIONS`) and
what each React word does (`REACT_WORDS`), the expansions' Super cool and Draft included
(expansion_symbols.py). The Garage (garage.py) and the Championship's race module (championship.py)
declare them.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, Any, Callable

from ..actions import Action, card_order, register_words
from ..cards import HEAT, STRESS, catalogue
from ..card_steps import REVEAL, reveal_effects
from ..symbols import Effects, SymbolHandler, open_symbols
from ..table import Table
from . import expansion_symbols

if TYPE_CHECKING:
    from ..state import CarState

# The race (engine/race.py Race) is `Any` here: a module reaches it only through engine/table.py Table.

# The Garage's action words (Garage.words: its symbols' React words and the draft's); the notation
# reads them without a race (actions.py). Registered before the actions below are made.
WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "react": {"number": ("reduce",), "cards": ("salvage",), "bare": ("scrap", "accelerate"),
              "card": ("heat", "replace", "direct", "refresh")},
    "draft": {"card": ("draft",)}}
for _decision, _shapes in WORDS.items():
    register_words(_decision, **_shapes)


def type_number(card: str) -> int:
    """An upgrade card's type: u17 -> 17 (the order the market and the hand list them in)."""
    return int(card[1:])


def _effects(car: CarState) -> Effects:
    """The car's open effects: set before any of these symbols acts (symbols.open_symbols)."""
    assert car.effects is not None
    return car.effects


def _open(race: Any, car: CarState, card: str, count: int, symbol: str) -> None:
    fx = _effects(car)
    car.effects = fx._replace(open=fx.open + ((card, symbol, count),))


def _entry_opener(symbol: str) -> Callable[[Any, CarState, str, int], None]:
    return lambda race, car, card, count: _open(race, car, card, count, symbol)


def _adjust(race: Any, car: CarState, card: str, count: int) -> None:
    fx = _effects(car)
    car.effects = fx._replace(adjust=fx.adjust + count)


def _slip(race: Any, car: CarState, card: str, count: int) -> None:
    fx = _effects(car)
    car.effects = fx._replace(slipstream=fx.slipstream + count, slip_sources=fx.slip_sources + (count,))


def _cooldown(race: Any, car: CarState, card: str, count: int) -> None:
    car.cooldown_left += count  # one pool with the gear's and Adrenaline's Cooldown (BGA, 1.8)


def _reduce(race: Any, car: CarState, card: str, count: int) -> None:
    fx = _effects(car)
    car.effects = fx._replace(reduce=fx.reduce + count)


def _nothing(race: Any, car: CarState, card: str, count: int) -> None:
    """Direct Play acts from the hand only; a card played normally has used it (BGA, 1.9)."""


HANDLERS: tuple[SymbolHandler, ...] = (
    SymbolHandler("heat", "react", True, _entry_opener("heat")),
    SymbolHandler("scrap", "react", True, _entry_opener("scrap")),
    SymbolHandler("salvage", "react", False, _entry_opener("salvage")),
    SymbolHandler("accelerate", "react", False, _entry_opener("accelerate")),
    SymbolHandler("refresh", "react", False, _entry_opener("refresh")),
    SymbolHandler("adjust_speed_limit", "turn", True, _adjust),
    SymbolHandler("slipstream", "turn", False, _slip),
    SymbolHandler("cooldown", "turn", False, _cooldown),
    SymbolHandler("reduce_stress", "turn", False, _reduce),
    SymbolHandler("direct_play", "hand", False, _nothing),
) + expansion_symbols.HANDLERS  # Super cool and Draft, the expansions' symbols

DIRECT: frozenset[str] = frozenset(s.id for s in catalogue().cards.values() if "direct_play" in s.symbols)  # u56 too
SCRAP, ACCELERATE = Action("scrap"), Action("accelerate")
REDUCE: dict[int, Action] = {k: Action("reduce", k) for k in range(1, 16)}


@lru_cache(maxsize=4096)
def _salvage_options(cards: tuple[str, ...], up_to: int) -> tuple[Action, ...]:
    seen: dict[tuple[str, ...], None] = {}
    for k in range(1, min(up_to, len(cards)) + 1):
        for combo in combinations(cards, k):
            seen.setdefault(combo, None)
    return tuple(Action("salvage", None, combo, True) for combo in seen)


def salvage_options(discard: tuple[str, ...], up_to: int) -> tuple[Action, ...]:
    """Every distinct choice of 1 to `up_to` cards from a discard pile (any type: BGA, 1.8)."""
    return _salvage_options(tuple(sorted(discard, key=card_order)), up_to)


_CARD_ACTIONS: dict[tuple[str, str], Action] = {}


def card_action(word: str, card: str) -> Action:
    """The action `word card` ("heat u11", "direct u25"), made once."""
    hit = _CARD_ACTIONS.get((word, card))
    if hit is None:
        hit = _CARD_ACTIONS[(word, card)] = Action(word, None, (card,), True)
    return hit


def _options(race: Any, car: CarState, out: list[Action]) -> None:
    """The React options of the car's open upgrade symbols and of Direct Play cards in its hand."""
    fx = car.effects
    if fx is not None:
        k = min(fx.reduce, car.hand.count(STRESS))
        table = Table(race)
        if k and table.has_modifiers and not table.modified("may_use_symbol", car, True, "reduce_stress"):
            k = 0  # not where the car stands now (a tunnel: modules/hazards.py)
        out.extend(REDUCE[i] for i in range(1, k + 1))
        seen: set[tuple[str, str] | str] = set()
        for card, symbol, n in fx.open:
            key = (card, symbol) if symbol in ("heat", "refresh") else symbol
            if key in seen:
                continue
            seen.add(key)
            if symbol == "heat":
                out.append(card_action("heat" if car.engine >= n else "replace", card))
            elif symbol == "scrap":
                out.append(SCRAP)
            elif symbol == "salvage":
                best = max(m for _c, s, m in fx.open if s == "salvage")
                out.extend(salvage_options(car.discard, best))
            elif symbol == "accelerate":
                if car.flips:
                    out.append(ACCELERATE)
            elif symbol == "refresh":
                out.append(card_action("refresh", card))
    if DIRECT.isdisjoint(car.hand):  # the usual case: no Direct Play card in hand
        return
    for card in sorted(set(car.hand) & DIRECT, key=type_number):
        if _can_direct(car, card):
            out.append(card_action("direct", card))


def _can_direct(car: CarState, card: str) -> bool:
    """A Direct Play card with a Heat cost cannot be played with no Heat in the Engine nor in hand
    (booklet silent; BGA, 1.9)."""
    cost = catalogue().spec(card).symbols.get("heat", 0)
    return not cost or car.engine > 0 or HEAT in car.hand


def _take_entry(car: CarState, card: str | None, symbol: str) -> tuple[str, str, int]:
    fx = _effects(car)
    for i, e in enumerate(fx.open):
        if e[1] == symbol and (card is None or e[0] == card):
            car.effects = fx._replace(open=fx.open[:i] + fx.open[i + 1:], used=fx.used + ((e[0], symbol),))
            return e
    raise AssertionError(f"no open {symbol} for {card}")  # legal_actions offered it: cannot happen


def _pay(race: Any, car: CarState, action: Action) -> None:
    table = Table(race)
    card, _symbol, n = _take_entry(car, action.cards[0], "heat")
    table.pay_heat(car, n)
    table.event("heat_cost", car, card=card, heat=n, engine=car.engine)


def _scrap(race: Any, car: CarState, action: Action) -> None:
    """Mandatory: flip the top card of the draw deck to the discard, once per point, all at once
    (pooled; the deck is reshuffled from the discard when it runs out: BGA, 1.6)."""
    table = Table(race)
    fx = _effects(car)
    total = sum(n for _c, s, n in fx.open if s == "scrap")
    cards = [c for c, s, _n in fx.open if s == "scrap"]
    car.effects = fx._replace(open=tuple(e for e in fx.open if e[1] != "scrap"),
                              used=fx.used + tuple((c, "scrap") for c in cards))
    flipped: list[str] = []
    for _ in range(total):
        if not car.deck:
            if not car.discard:
                break
            table.reshuffle(car)
        flipped.append(car.deck[0])
        car.discard += car.deck[:1]
        car.deck = car.deck[1:]
    table.event("scrap", car, cards=flipped, owed=total, sources=cards)


def _salvage(race: Any, car: CarState, action: Action) -> None:
    """Up to N cards from the discard pile, shuffled into the draw deck (each Salvage on its own)."""
    table = Table(race)
    fx = _effects(car)
    n = len(action.cards)
    entry = min((e for e in fx.open if e[1] == "salvage" and e[2] >= n), key=lambda e: e[2])
    _take_entry(car, entry[0], "salvage")
    discard = list(car.discard)
    for c in action.cards:
        discard.remove(c)
    car.discard = tuple(discard)
    table.shuffle_deck(car, list(car.deck) + list(action.cards))
    table.event("salvage", car, card=entry[0], cards=list(action.cards))


def _reduce_stress(race: Any, car: CarState, action: Action) -> None:
    table = Table(race)
    k, fx = action.n, car.effects
    assert k is not None and fx is not None  # 'reduce K', offered for an open Reduce Stress
    hand = list(car.hand)
    for _ in range(k):
        hand.remove(STRESS)
    car.hand = tuple(hand)
    car.discard += (STRESS,) * k
    car.effects = fx._replace(reduce=fx.reduce - k)
    table.event("reduce_stress", car, stress=k)


def _accelerate(race: Any, car: CarState, action: Action) -> None:
    """+1 Speed per [+] resolved this turn (Stress, upgrades, a Boost taken before), all or none
    (BGA, 1.10: the printed 1 is not a multiplier)."""
    table = Table(race)
    card = _take_entry(car, None, "accelerate")[0]
    gain = car.flips
    car.speed = (car.speed or 0) + gain  # set at Reveal
    moved = table.move(car, gain)
    table.event("accelerate", car, card=card, value=gain, moved=moved, speed=car.speed, space=car.space)


def _refresh(race: Any, car: CarState, action: Action) -> None:
    table = Table(race)
    card = _take_entry(car, action.cards[0], "refresh")[0]
    fx = _effects(car)
    car.effects = fx._replace(refresh=fx.refresh + (card,))
    table.event("refresh_chosen", car, card=card)


def _direct(race: Any, car: CarState, action: Action) -> None:
    """Direct Play: from the hand into play, its Speed added at once (the car moves), its symbols
    acting as if played normally (its Heat cost is then owed like any other)."""
    table = Table(race)
    card = action.cards[0]
    hand = list(car.hand)
    hand.remove(card)
    car.hand = tuple(hand)
    car.play += (card,)
    value, effects, later = REVEAL.get(card) or reveal_effects(card)
    assert value is not None  # a Direct Play card has a printed Speed
    gain = value
    for h, count in effects:
        gain += h.apply(race, car, card, count)
    open_symbols(race, car, card, later)
    fx = _effects(car)
    car.effects = fx._replace(used=fx.used + ((card, "direct_play"),))
    car.speed = (car.speed or 0) + gain  # set at Reveal
    moved = table.move(car, gain)
    table.event("direct", car, card=card, value=gain, moved=moved, speed=car.speed, space=car.space)


def _replace(race: Any, car: CarState, action: Action) -> None:
    """A Heat cost the Engine cannot pay: the card is discarded and a Speed card flipped in its
    place, as for a Stress card (booklet, Heat). The card's other symbols leave with it; the car
    moves by the difference (forward, or back to the first free spot, never behind the space it
    started its turn on)."""
    table = Table(race)
    card = action.cards[0]
    spec = catalogue().spec(card)
    _take_entry(car, card, "heat")
    fx = _effects(car)
    open_ = list(fx.open)
    for symbol in spec.symbols:
        for i, e in enumerate(open_):
            if e[0] == card and e[1] == symbol:
                del open_[i]
                break
    refresh = list(fx.refresh)
    if card in refresh:
        refresh.remove(card)
    chosen = list(fx.chosen)
    value = spec.speed if isinstance(spec.speed, int) else 0  # a Brakes card: its chosen value, below
    for i, (c, v) in enumerate(chosen):
        if c == card:
            value = v
            del chosen[i]
            break
    sym = spec.symbols
    slip_sources = list(fx.slip_sources)
    if sym.get("slipstream") in slip_sources:
        slip_sources.remove(sym["slipstream"])
    car.effects = fx._replace(open=tuple(open_), refresh=tuple(refresh), chosen=tuple(chosen),
                              adjust=fx.adjust - sym.get("adjust_speed_limit", 0),
                              slipstream=fx.slipstream - sym.get("slipstream", 0), slip_sources=tuple(slip_sources),
                              reduce=max(0, fx.reduce - sym.get("reduce_stress", 0)))
    car.cooldown_left = max(0, car.cooldown_left - sym.get("cooldown", 0))
    play = list(car.play)
    play.remove(card)
    car.play = tuple(play)
    car.discard += (card,)
    flip = table.flip_for_speed(car, card)
    delta = flip - value
    car.speed = (car.speed or 0) + delta  # set at Reveal
    if delta > 0:
        table.move(car, delta)
    elif delta < 0:
        target = table.distance(car) + delta
        start = car.start_distance
        if table.readings >= 4 and start is not None and target < start:
            # Never behind the space the car started its turn on (readings 4): a car blocked short
            # of its Speed moved fewer spaces than the card's value, and goes back no further than
            # its start (Step 3: blocked cars go "behind the cars that blocked you", never behind
            # where they stood; BGA 1.5 moves the car again from its start).
            table.settle(car, start, start)
        else:
            table.settle(car, target, None)
    table.event("replace", car, card=card, heat=sym.get("heat", 0), value=flip, speed=car.speed, space=car.space)


# What React offers and does for the upgrades' symbols (the expansions' Super cool and Draft too).
REACT_OPTIONS: tuple[Callable[[Any, CarState, list[Action]], None], ...] = (_options, expansion_symbols.react_options)
REACT_WORDS: dict[str, Callable[[Any, CarState, Action], None]] = {
    "heat": _pay, "replace": _replace, "scrap": _scrap, "salvage": _salvage, "reduce": _reduce_stress,
    "accelerate": _accelerate, "refresh": _refresh, "direct": _direct, **expansion_symbols.REACT_WORDS}
