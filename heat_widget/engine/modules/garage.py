"""The Garage module (advanced booklet, "Garage Module"): every player builds a car with 3 upgrade
cards, drafted before the race or dealt at random (the booklet's quick start), and the upgrade
symbols are resolved as the booklet says.

Everything plugs in through general mechanisms: the draft is a decision phase before the race
(`Module.pending` / `legal` / `apply`, here), the symbols are handlers of engine/symbols.py with
their React options and words (garage_symbols.py; React resolves them in any order, mandatory ones
first), Adjust Speed Limit and Slipstream boost are modifiers (`GarageModifier`, here), the action
words are added to the notation and the sentences are in garage_words.py.

Where the booklet is silent we follow Board Game Arena's reading (reference/
modules_as_implemented_by_bga.md, section 1), said so beside each rule. One reading of our own:
a card's Adjust Speed Limit and Slipstream boost last the whole turn once it is played, so a card
refreshed at the end of React still counts in steps 6 and 7 (BGA moved Refresh to step 8 for the
same result; the booklet puts it at the end of React, as we do).
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, NamedTuple

from .. import streams
from ..actions import Action
from ..cards import HEAT, catalogue
from ..errors import ScenarioError, echo_list, one_of, shorten
from ..i18n import N_
from ..modifiers import Modifier
from ..symbols import handler
from ..table import Table
from . import Module, expansion_symbols, garage_words
from .garage_symbols import HANDLERS, REACT_OPTIONS, REACT_WORDS, WORDS, card_action, type_number

if TYPE_CHECKING:
    from ..race_state import RaceState
    from ..state import CarState
    from ..track import Corner

# The race (engine/race.py Race) is `Any` here: a module reaches it only through engine/table.py Table.

POOLS: tuple[str, ...] = ("basic", "advanced", "mixed")
DRAFT_ROUNDS: int = 3
STARTING_UPGRADES: tuple[str, ...] = ("0", "5", HEAT)  # not used in this module (booklet, Garage Module)
HEAT_UPGRADES_IN_BOX: int = 4  # types 17 and 48, two copies each: plain Heat cards in the pool


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


class GarageModifier(Modifier):
    """Adjust Speed Limit (every corner crossed this turn, all cards added up) and Slipstream boost."""

    def corner_limit(self, race: RaceState, car: CarState | None, corner: Corner, limit: int) -> int:
        fx = car.effects if car is not None else None
        return limit + fx.adjust if fx is not None else limit

    def slipstream(self, race: RaceState, car: CarState | None, spaces: int) -> int:
        """Every boost added (`slipstream_choices` offers fewer), except where that would carry the car
        over the finish line on the last lap (where a slipstream may not go): then as much as fits."""
        fx = car.effects if car is not None else None
        if car is None or fx is None or spaces <= 0 or not fx.slipstream:
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

    def most_upgrades(self) -> int | None:
        """The most upgrade cards one car may have: the 3 of the draft (booklet, Garage Module: "a total
        of 3 per player"); a Championship's car adds one before each race of its season (booklet, Build
        your car), so there only the box bounds them (None)."""
        return None if self.table.plays_module("championship") else DRAFT_ROUNDS

    def _check_built(self, picks: dict[str, list[str]]) -> None:
        """Each car's upgrades within what a car may have (ScenarioError naming the most)."""
        most = self.most_upgrades()
        for name, cards in picks.items():
            if most is not None and len(cards) > most:
                raise ScenarioError(f"{name} has {len(cards)} upgrade cards, but a Garage car "
                                    f"is built with {most} (the booklet's draft): at most {most} a car (a Championship's "
                                    f"cars gain one each race: hw.Championship)")

    def setup(self) -> None:
        race = self.race
        owned = self.config.get("owned")
        if owned is not None:  # the cars arrive built (a Championship race): no draft, no deal
            humans = sorted(self._humans(), key=lambda c: c.index)
            unknown = [n for n in owned if n not in {c.name for c in humans}]
            if unknown:
                raise ScenarioError(f"owned names {echo_list(unknown)}, not a player car of this race; its player "
                                    f"cars are {one_of(c.name for c in humans)} (Legends have no upgrade cards)")
            self.picks = {c.name: list(owned.get(c.name, ())) for c in humans}
            self._check_built(self.picks)
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
            self.picks[car.name] = sorted(cards, key=type_number)
        self._check_built(self.picks)
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
        return [card_action("draft", c) for c in sorted(set(self.market), key=type_number)]

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
        return not_in_market(self, car, kind, action, " ".join(sorted(self.market, key=type_number)))

    def start_race(self) -> None:
        """Every player shuffles their 3 upgrade cards into their draw deck (the pool's Heat cards
        enter as ordinary Heat)."""
        table = self.table
        if self.table.kind != "new":
            return
        for car in table.cars:
            if car.legend:
                continue
            cards = self.picks.get(car.name, [])
            table.shuffle_deck(car, list(car.deck) + [catalogue().spec(c).becomes or c for c in cards])
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

