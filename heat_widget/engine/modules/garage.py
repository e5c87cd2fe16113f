"""The Garage module (advanced booklet, "Garage Module"): every player builds a car with 3 upgrade
cards, drafted before the race or dealt at random (the booklet's quick start), and the upgrade
symbols are resolved as the booklet says.

Everything lives here and plugs in through general mechanisms: the draft is a decision phase
before the race (`Module.pending` / `legal` / `apply`), the symbols are handlers in
engine/symbols.py's table (React resolves them in any order, mandatory ones first), Adjust Speed
Limit and Slipstream boost are modifiers, and the action words are added to the notation.

Where the booklet is silent we follow Board Game Arena's reading (reference/
modules_as_implemented_by_bga.md, section 1), said so beside each rule. One reading of our own:
a card's Adjust Speed Limit and Slipstream boost last the whole turn once it is played, so a card
refreshed at the end of React still counts in steps 6 and 7 (BGA moved Refresh to step 8 for the
same result; the booklet puts it at the end of React, as we do).
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING, Any, Callable, NamedTuple

from .. import streams
from ..actions import Action, card_order, register_words
from ..cards import HEAT, STRESS, catalogue
from ..errors import ScenarioError, one_of, shorten
from ..i18n import N_
from ..modifiers import Modifier
from ..card_steps import REVEAL, reveal_effects
from ..symbols import Effects, SymbolHandler, handler, open_symbols
from ..table import Table
from . import Module, expansion_symbols, garage_words

if TYPE_CHECKING:
    from ..race_state import RaceState
    from ..state import CarState
    from ..track import Corner

# The race (engine/race.py Race) is `Any` here: a module reaches it only through engine/table.py Table.

POOLS: tuple[str, ...] = ("basic", "advanced", "mixed")
DRAFT_ROUNDS: int = 3
STARTING_UPGRADES: tuple[str, ...] = ("0", "5", HEAT)  # not used in this module (booklet, Garage Module)
HEAT_UPGRADES_IN_BOX: int = 4  # types 17 and 48, two copies each: plain Heat cards in the pool

# The module's action words (Garage.words); the notation reads them without a race (actions.py).
WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    "react": {"number": ("reduce",), "cards": ("salvage",), "bare": ("scrap", "accelerate"),
              "card": ("heat", "replace", "direct", "refresh")},
    "draft": {"card": ("draft",)}}
for _decision, _shapes in WORDS.items():
    register_words(_decision, **_shapes)


def upgrade_pool(level: str, expansions: tuple[str, ...] = ()) -> list[str]:
    """Every card of the chosen pool, each copy once (booklet: 34 basic, 62 advanced cards; each
    expansion on adds its 12 advanced cards: expansions spec 6)."""
    out: list[str] = []
    sets = ("base", *expansions)
    for spec in catalogue().cards.values():
        if spec.kind == "upgrade" and spec.set in sets and level in ("mixed", spec.level):
            out.extend([spec.id] * spec.copies)
    return out


def is_upgrade(card: str) -> bool:
    return card[:1] == "u"


class GarageState(NamedTuple):
    """What everyone sees of the Garage: the draft (round, market, whose pick) and each car's
    upgrade cards (face up in front of the players in the box game)."""

    build: str  # "draft" or "quick"
    round: int  # the draft round (1-3), 0 when no draft is running
    market: tuple[str, ...]  # the cards face up in the market
    picker: str | None  # the car picking now
    upgrades: tuple[tuple[str, tuple[str, ...]], ...]  # ((car name, (card, ...)), ...) in car order

    def to_dict(self) -> dict[str, Any]:
        return {"build": self.build, "round": self.round, "market": list(self.market), "picker": self.picker,
                "upgrades": {name: list(cards) for name, cards in self.upgrades}}


def check_upgrade_counts(cards: Counter[str], where: str) -> None:
    """Refuse more copies of an upgrade card among all the cars than the box holds (ScenarioError):
    each type is in the box `copies` times (data/upgrades.json), and one card is in one car."""
    for card, n in sorted(cards.items()):
        spec = catalogue().cards.get(card)
        if spec is not None and spec.kind == "upgrade" and n > spec.copies:
            raise ScenarioError(f"{n} x {card!r} ({spec.name}) among {where}, but the box holds only "
                                f"{spec.copies}: a card is in one car")


def _type_number(card: str) -> int:
    return int(card[1:])


class GarageModifier(Modifier):
    """Adjust Speed Limit (every corner crossed this turn, all cards added up) and Slipstream boost."""

    def corner_limit(self, race: RaceState, car: CarState | None, corner: Corner, limit: int) -> int:
        fx = car.effects if car is not None else None
        return limit + fx.adjust if fx is not None else limit

    def slipstream(self, race: RaceState, car: CarState | None, spaces: int) -> int:
        """Every boost added (`slipstream_choices` offers fewer), except where that would carry the car
        over the finish line on the last lap (where a slipstream may not go): then as much as fits."""
        fx = car.effects if car is not None else None
        if fx is None or spaces <= 0 or not fx.slipstream:
            return spaces
        table = Table(race)
        room = int(table.finish_line() - table.distance(car))
        return max(spaces, min(spaces + fx.slipstream, room))

    def slipstream_choices(self, race: RaceState, car: CarState | None, spaces: int) -> tuple[int, ...]:
        """Each card's Slipstream boost is optional on its own (BGA 1.11): every total that leaves
        some of them out."""
        fx = car.effects if car is not None else None
        if fx is None or len(fx.slip_sources) == 0 or spaces <= 0:
            return ()
        sums = {0}
        for n in fx.slip_sources:
            sums |= {s + n for s in sums}
        return tuple(spaces - s for s in sums if s and spaces - s > 0)

    def slipstream_boosts(self, race: RaceState, car: CarState | None) -> tuple[int, ...]:
        """Each played card's Slipstream boost, each optional on its own (BGA 1.11)."""
        fx = car.effects if car is not None else None
        return fx.slip_sources if fx is not None else ()


# ---- the symbols --------------------------------------------------------------------------------

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
    for card in sorted(set(car.hand) & DIRECT, key=_type_number):
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
    deck = list(car.deck) + list(action.cards)
    streams.shuffle(deck, race.seed, f"car{car.index}", car.shuffles)
    car.shuffles += 1
    car.deck = tuple(deck)
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
REACT_WORD_TABLES: tuple[dict[str, dict[str, tuple[str, ...]]], ...] = (WORDS, expansion_symbols.WORDS)


class Garage(Module):
    """Upgrade cards: `upgrades` ("basic", "advanced" or "mixed") chooses the pool; `draft` (True:
    the booklet's 3-round draft; False: the quick start, 3 random cards each)."""

    name = "garage"
    options = {"upgrades": "basic", "draft": True, "owned": None}
    decisions = ("draft",)
    card_symbols = True
    symbol_handlers = HANDLERS
    react_options = REACT_OPTIONS
    react_words = REACT_WORDS
    react_explain = garage_words.REACT_EXPLAIN
    words = REACT_WORD_TABLES
    kind_words = {"draft": N_("an upgrade card to draft")}
    texts = {**garage_words.TEXTS, **expansion_symbols.TEXTS}

    def __init__(self, race: Any, options: dict[str, Any]) -> None:
        super().__init__(race, options)
        self.pile: list[str] = []  # the face-down upgrade deck, top card last
        self.box: list[str] = []  # leftovers of each market (out of the race)
        self.market: list[str] = []
        self.round = 0
        self.order: list[str] = []  # car names picking this round, in order
        self.turn = 0
        self.picks: dict[str, list[str]] = {}
        self._public: GarageState | None = None

    def _changed(self) -> None:
        self._public = None
        self.table.public_changed()

    @classmethod
    def check_options(cls, options: dict[str, Any]) -> None:
        if options["upgrades"] not in POOLS:
            raise ScenarioError(f"upgrades must be {one_of(POOLS)}, not {shorten(options['upgrades'])}")
        owned = options.get("owned")
        if owned is not None and not (isinstance(owned, dict) and all(
                isinstance(v, (list, tuple)) and all(is_upgrade(c) and c in catalogue().cards for c in v)
                for v in owned.values())):
            raise ScenarioError(f"owned maps car names to the upgrade cards they own (a Championship's cars "
                                f"arrive built), not {shorten(owned)}")
        if owned is not None:
            check_upgrade_counts(Counter(c for v in owned.values() for c in v), "the cars' owned upgrades")
            for card in {c for v in owned.values() for c in v}:
                for symbol in catalogue().spec(card).symbols:
                    handler(symbol, card)  # UnsupportedRule for a symbol nobody plays
        if not isinstance(options["draft"], bool):
            raise ScenarioError(f"draft must be True (the 3-round draft) or False (3 random cards each), "
                                f"not {shorten(options['draft'])}")

    def modifiers(self) -> list[Modifier]:
        return [GarageModifier()]

    # ---- set-up ----------------------------------------------------------------------------

    def starting_deck(self, cards: list[str]) -> list[str]:
        """The Starting Upgrades (0, 5 and the Heat card) go back in the box."""
        cards = list(cards)
        for c in STARTING_UPGRADES:
            if c in cards:
                cards.remove(c)
        return cards

    def may_own(self, cards: Counter[str]) -> Counter[str]:
        """Besides its own cards, a built car may hold upgrades (each at most its copies in the box),
        the pool's Heat cards among them."""
        cards = Counter(cards)
        cards[HEAT] += HEAT_UPGRADES_IN_BOX
        for spec in catalogue().cards.values():
            if spec.kind == "upgrade" and spec.becomes is None:
                cards[spec.id] = spec.copies
        return cards

    def _humans(self) -> list[CarState]:
        """Player cars front to back on the starting grid (Legends do not draft: BGA, 1.2)."""
        return [c for c in self.table.ranking() if not c.legend]

    def setup(self) -> None:
        race = self.race
        owned = self.config.get("owned")
        if owned is not None:  # the cars arrive built (a Championship race): no draft, no deal
            self.picks = {c.name: list(owned.get(c.name, ())) for c in sorted(self._humans(), key=lambda c: c.index)}
            self._changed()
            return
        self.pile = upgrade_pool(self.config["upgrades"], race.expansions)
        streams.shuffle(self.pile, race.seed, "garage", 0)
        humans = self._humans()
        self.picks = {c.name: [] for c in sorted(humans, key=lambda c: c.index)}
        if self.config["draft"] and humans:  # Legends alone: nobody drafts, the race goes on as without one
            self._new_market()
            return
        # Quick start: 3 random cards each (booklet; with any pool, as BGA allows: 1.1)
        for car in humans:
            self.picks[car.name] = [self._take() for _ in range(DRAFT_ROUNDS)]
        self._changed()

    def setup_scenario(self) -> None:
        """A scenario's cars are built already: its upgrade cards are the ones in its piles."""
        for car in self.table.cars:
            if car.legend:
                continue
            cards = [c for pile in (car.hand, car.deck, car.discard) for c in pile if is_upgrade(c)]
            for card in cards:
                for symbol in catalogue().spec(card).symbols:
                    handler(symbol, card)  # UnsupportedRule for a symbol nobody plays
            self.picks[car.name] = sorted(cards, key=_type_number)
        check_upgrade_counts(Counter(c for cards in self.picks.values() for c in cards), "the cars")

    def _take(self) -> str:
        if not self.pile:  # BGA refills the upgrade pile from the leftovers (1.2); needs 9+ players
            self.pile, self.box = self.box, []
            streams.shuffle(self.pile, self.race.seed, "garage", 1 + self.round)
        return self.pile.pop()

    def _new_market(self) -> None:
        """A market of one card per drafting player + 3, face up; rounds 1 and 3 pick from the back
        of the grid forward, round 2 from the front."""
        self.round += 1
        humans = self._humans()
        self.market = [self._take() for _ in range(len(humans) + 3)]
        self.order = [c.name for c in (humans if self.round == 2 else reversed(humans))]
        self.turn = 0
        self._changed()
        self.table.event("market", None, round=self.round, cards=list(self.market), first=self.order[0])

    def pending(self) -> list[tuple[str, str]]:
        if self.round and self.turn < len(self.order):
            return [(self.order[self.turn], "draft")]
        return []

    def legal(self, car: CarState, kind: str) -> list[Action]:
        return [card_action("draft", c) for c in sorted(set(self.market), key=_type_number)]

    def apply(self, car: CarState, kind: str, action: Action) -> None:
        card = action.cards[0]
        self.market.remove(card)
        self.picks[car.name].append(card)
        self.turn += 1
        self._changed()
        self.table.event("draft", car, card=card, round=self.round, pick=len(self.picks[car.name]))
        if self.turn == len(self.order):
            self.box.extend(self.market)  # leftovers are discarded
            if self.market:
                self.table.event("market_discarded", None, round=self.round, cards=list(self.market))
            self.market = []
            if self.round < DRAFT_ROUNDS:
                self._new_market()
            else:
                self.round = 0
                self.order = []

    def explain(self, car: CarState, kind: str, action: Action) -> str | None:
        from .garage_words import not_in_market
        return not_in_market(self, car, kind, action, " ".join(sorted(self.market, key=_type_number)))

    def start_race(self) -> None:
        """Every player shuffles their 3 upgrade cards into their draw deck (the pool's Heat cards
        enter as ordinary Heat)."""
        table = self.table
        if self.table.kind != "new":
            return
        race = self.race
        for car in table.cars:
            if car.legend:
                continue
            cards = self.picks.get(car.name, [])
            deck = list(car.deck) + [catalogue().spec(c).becomes or c for c in cards]
            streams.shuffle(deck, race.seed, f"car{car.index}", car.shuffles)
            car.shuffles += 1
            car.deck = tuple(deck)
            # drafted: in this race's draft, or in the season's build step (a built car: `owned`)
            table.event("upgrades", car, cards=list(cards),
                        drafted=bool(self.config["draft"]) or self.config.get("owned") is not None)
        table.cars_changed()

    def public(self) -> GarageState:
        if self._public is None:
            picker = self.order[self.turn] if self.round and self.turn < len(self.order) else None
            build = "built" if self.config.get("owned") is not None else "draft" if self.config["draft"] else "quick"
            self._public = GarageState(build, self.round,
                                       tuple(self.market), picker,
                                       tuple((name, tuple(cards)) for name, cards in self.picks.items()))
        return self._public

