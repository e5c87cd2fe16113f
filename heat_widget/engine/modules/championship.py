"""The Championship inside one race: the race's Event card, press corners and Sponsorship cards
(advanced booklet, Championship System).

The season (engine/championship/) turns most of an event into ordinary race options: laps, hand
size, Heat and Stress (see EventCard.race_options). The rest acts inside the race and is here:

- event 10: a driver who spins out is eliminated from the race (at once, in step 7);
- with `sponsor_deck` (the season's Sponsorship deck, top first): the cards each car carries from
  earlier races (`carry`, shuffled into its deck) and draws before the race (`sponsor_hand`,
  straight into its starting hand); Sponsorship cards gained in step 7 at a press corner
  (`press_corners`: corner lines, by after_space) and by events 1, 2 and 8; none in a turn with a
  spin-out; an empty sponsor deck is reshuffled from the cards played since the race began.

Playing a Sponsorship card uses the Garage module's card machinery (its symbols through
engine/symbols.py); its one-time use is the `one_time` symbol here: the card leaves the game at
step 9 (`leaving_play`) and goes back into the sponsor deck after the race.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Callable

from .. import streams
from ..cards import catalogue
from ..errors import ScenarioError, UnsupportedRule, echo_list, one_of, shorten
from ..events import Fields, Text
from ..i18n import N_, Catalogue, Msg
from ..symbols import SymbolHandler
from ..table import Table
from . import Module
# Sponsorship cards also carry the Garage's symbols (Cooldown, Slipstream, Adjust Speed Limit) and
# the expansions' (Super cool, Draft): this module declares the Garage's handlers and React words
# too, so a race with this module alone plays them.
from . import expansion_symbols, garage_symbols, garage_words
from . import garage as _garage
from .expansion_events import REDACTED as EVENT_REDACTED, TEXTS as EVENT_TEXTS
from .expansion_events import events_modifier, pressure_cooker, smile_and_wave, sponsors_per_gain

if TYPE_CHECKING:
    from ..modifiers import Modifier
    from ..state import CarState

# The race (engine/race.py Race) is `Any` here: a module reaches it only through engine/table.py Table.

HOW: dict[str, str] = {"slipstream": N_("crossing it by slipstream"), "speed": N_("exceeding its limit by 2 or more"),
       "first_lap_top3": N_("finishing the 1st lap among the first three"), "speed_15": N_("reaching Speed 15"),
       "pass_3": N_("passing 3 cars in one move"), "smile": N_("passing it below its limit")}


def _sponsor_text(n: str | None, f: Fields, t: Catalogue) -> str:
    if f["card"] is None and not f.get("hidden"):
        return t.format("{car} would gain a Sponsorship card, but none is left", car=n)
    how = t.gettext(HOW[f["how"]])
    if f.get("hidden"):
        if f.get("corner"):
            return t.format("{car} gains a Sponsorship card for {how} at press corner {corner}", car=n, how=how,
                            corner=f["corner"])
        return t.format("{car} gains a Sponsorship card for {how}", car=n, how=how)
    if f.get("corner"):
        return t.format("{car} gains a Sponsorship card ({card}) for {how} at press corner {corner}", car=n,
                        card=f["card"], how=how, corner=f["corner"])
    return t.format("{car} gains a Sponsorship card ({card}) for {how}", car=n, card=f["card"], how=how)


def _setup_text(n: str | None, f: Fields, t: Catalogue) -> str:
    if f["carried"]:
        return t.nformat("{car} starts with {n} Sponsorship card in hand and {carried} carried in the deck",
                         "{car} starts with {n} Sponsorship cards in hand and {carried} carried in the deck",
                         f["count"], car=n, carried=t.nformat("{n} card", "{n} cards", f["carried"]))
    return t.nformat("{car} starts with {n} Sponsorship card in hand", "{car} starts with {n} Sponsorship cards in "
                     "hand", f["count"], car=n)


TEXTS: dict[str, Text] = {
    "sponsor": _sponsor_text,
    "sponsor_reshuffle": lambda n, f, t: t.nformat("The {n} played Sponsorship card form a new sponsor deck",
                                                   "The {n} played Sponsorship cards form a new sponsor deck",
                                                   f["cards"]),
    "sponsor_used": lambda n, f, t: t.format("{car}'s {cards} leave the game (one-time use)", car=n,
                                             cards=" ".join(f["cards"])),
    "sponsor_lost": lambda n, f, t: t.nformat("{car} spun out: no Sponsorship card this turn ({n} gain lost)",
                                              "{car} spun out: no Sponsorship card this turn ({n} gains lost)",
                                              f["lost"], car=n),
    "sponsor_setup": _setup_text,
}


# A Sponsorship card goes face down into its player's hand: the others see that one was drawn.
REDACTED: dict[str, Callable[[Fields], Fields]] = {"sponsor": lambda f: {**f, "card": None, "hidden": True},
                                                   "sponsor_setup": lambda f: {**f, "hand": None}}


def _private(race: Any, kind: str, car: CarState, **fields: Any) -> None:
    """An event only its car's player may know yet, through `table.private_event` (as `table.event`: a
    batch race keeps none; `on_event` hears it)."""
    table = Table(race)
    table.private_event(kind, car, True, **fields)


def _one_time(race: Any, car: CarState, card: str, count: int) -> None:
    """One-time use (Sponsorship cards): the card leaves the game at the end of the turn; the
    Championship's race module takes it at step 9 (ChampionshipRace.leaving_play)."""
    table = Table(race)
    if not table.plays_module("championship"):
        raise UnsupportedRule(f"{card!r} is a Sponsorship card: it is played in a Championship race")


ONE_TIME: SymbolHandler = SymbolHandler("one_time", "turn", False, _one_time)


REACT_SPONSORS: tuple[str, ...] = ("s85", "s86")  # Sponsorship cards with symbols resolved in React: Super cool, Draft (spec 7.1)


def _sponsor_ids() -> set[str]:
    return {c.id for c in catalogue().cards.values() if c.kind == "sponsor"}


def _check_sponsor_counts(options: dict[str, Any]) -> None:
    """Refuse more Sponsorship cards than the box holds (7 of each, data/championship.json) among
    the sponsor deck, the hands and the cards carried; a car carries only Sponsorship cards from
    earlier races (the Championship's own cards: each car's 12 Basic cards are its own)."""
    _check_box(Counter(options.get("sponsor_deck") or ()) + sum(
        (Counter(v) for key in ("sponsor_hand", "carry") for v in (options.get(key) or {}).values()), Counter()),
        "the sponsor deck, sponsor_hand and carry")
    sponsors = _sponsor_ids()
    for name, cards in (options.get("carry") or {}).items():
        other = sorted(set(cards) - sponsors)
        if other:
            raise ScenarioError(f"carry gives {shorten(name)} {shorten(other)}: a car carries only Sponsorship "
                                f"cards ({one_of(sorted(sponsors))}) from earlier races")


def _check_box(cards: Counter[str], where: str) -> None:
    """More of a Sponsorship card than the box's copies (ScenarioError naming card and count)."""
    from ..championship.data import championship_data
    box = championship_data().sponsor_deck
    for card, n in sorted(cards.items()):
        if card in box and n > box[card]:
            raise ScenarioError(f"{n} x {card!r} among {where}, but the box holds only {box[card]} "
                                f"Sponsorship cards {card!r}")


class ChampionshipRace(Module):
    """`Race.new(..., modules=["championship"], event=10)`: the race runs under that Event card;
    `press_corners`, `sponsor_deck`, `carry`, `sponsor_hand` put Sponsorship cards in play."""

    name = "championship"
    options = {"event": None, "press_corners": (), "sponsor_deck": None, "carry": {}, "sponsor_hand": {}}
    symbol_handlers = (ONE_TIME,) + garage_symbols.HANDLERS
    react_options = garage_symbols.REACT_OPTIONS
    react_words = garage_symbols.REACT_WORDS
    react_explain = garage_words.REACT_EXPLAIN
    words = ({"react": garage_symbols.WORDS["react"]}, expansion_symbols.WORDS)
    texts = {**TEXTS, **EVENT_TEXTS}
    redacted = {**REDACTED, **EVENT_REDACTED}

    @classmethod
    def check_options(cls, options: dict[str, Any]) -> None:
        from ..championship.data import championship_data
        event = options.get("event")
        known = list(championship_data().events)
        if event is not None and (type(event) is not int or event not in known):
            raise ScenarioError(f"event must be one of the Event cards {one_of(known)} (or None), not {shorten(event)}")
        press = options.get("press_corners")
        if not isinstance(press, (list, tuple)) or not all(isinstance(p, int) for p in press):
            raise ScenarioError(f"press_corners must be a list of corner lines (after_space), not {shorten(press)}")
        sponsors = _sponsor_ids()
        deck = options.get("sponsor_deck")
        if deck is not None and (not isinstance(deck, (list, tuple)) or not set(deck) <= sponsors):
            raise ScenarioError(f"sponsor_deck must be a list of Sponsorship cards ({one_of(sorted(sponsors))}), "
                                f"not {shorten(deck)}")
        cards = catalogue().cards
        for key, allowed, what in (("carry", cards, "cards"), ("sponsor_hand", sponsors, "Sponsorship cards")):
            value = options.get(key)
            if not isinstance(value, dict) or not all(
                    isinstance(v, (list, tuple)) and set(v) <= set(allowed) for v in value.values()):
                raise ScenarioError(f"{key} must map car names to lists of {what}, not {shorten(value)}")
        _check_sponsor_counts(options)

    def __init__(self, race: Any, options: dict[str, Any]) -> None:
        super().__init__(race, options)
        from ..championship.data import championship_data
        event = options.get("event")
        self.event = championship_data().event(event) if event is not None else None
        self._eliminates = bool(self.event and self.event.eliminate_on_spin_out)
        self.sponsors = options.get("sponsor_deck") is not None
        self.deck = list(options.get("sponsor_deck") or ())  # top first
        self.shuffles = 0
        self.press = frozenset(options.get("press_corners") or ())
        lines = [c.after_space for c in race.track.corners]
        wrong = sorted(self.press - set(lines)) or [p for p in (options.get("press_corners") or ()) if type(p) is not int]
        if wrong:
            raise ScenarioError(f"press_corners must be corner lines of {race.track.name} (the space "
                                f"after which a corner is: {one_of(lines)}), not {shorten(options.get('press_corners'))}")
        self._rule = self.event.sponsor_rule if self.event else None
        self._universe: Counter[str] | None = None  # every Sponsorship card of this race (deck and cars' own), at set-up

    def modifiers(self) -> list[Modifier]:
        """Sponsorship cards carry the Garage's Adjust Speed Limit (s84) and Slipstream boost (s82),
        and their effects apply whether or not the race plays the Garage module (advanced booklet,
        Championship, Sponsorship Cards: "special upgrades that are one-time use only"). Without that module, this one
        brings the Garage's modifier, which changes nothing while no such symbol is in play. A file
        saved under readings 1-2 (before this) replays as it was played: the symbols were noted but
        changed nothing there."""
        out = events_modifier(self.event.id if self.event else None)  # events 12-17 (expansion_events.py)
        if self.table.readings < 3 or "garage" in self.table.module_names:
            return out
        return [_garage.GarageModifier()] + out

    def setup(self) -> None:
        """Before the race (booklet, Before Each Race, last two points): carried cards are shuffled
        into the deck with the Speed and Stress cards; the Sponsorship cards drawn for this race
        are in hand, and the hand is filled up to the hand size from the deck."""
        table = self.table
        race = self.race
        carry, hands = self.config.get("carry") or {}, self.config.get("sponsor_hand") or {}
        unknown = (set(carry) | set(hands)) - set(race.names)
        if unknown:
            raise ScenarioError(f"carry / sponsor_hand name unknown cars {echo_list(sorted(unknown, key=str))}")
        for car in table.cars:
            if car.legend or (car.name not in carry and car.name not in hands):
                continue
            dealt = bool(car.hand)  # whether the race dealt the hands before its modules' set-up
            deck = list(car.hand) + list(car.deck) + list(carry.get(car.name, ()))
            streams.shuffle(deck, race.seed, f"championship_deck{car.index}", 0)
            car.deck = tuple(deck)
            car.hand = tuple(hands.get(car.name, ()))
            if dealt:  # deal again, the Sponsorship cards counting toward the hand size
                table.draw(car, race.options.hand_size - len(car.hand))
            drawn = list(hands.get(car.name, ()))
            _private(race, "sponsor_setup", car, hand=drawn, count=len(drawn), carried=len(carry.get(car.name, ())))
        table.cars_changed()
        self._count_universe()

    def setup_scenario(self) -> None:
        """A scenario's cars hold their Sponsorship cards as given: those are the race's."""
        self._count_universe()

    def _count_universe(self) -> None:
        """Every Sponsorship card of this race: the deck's and the cars' own (every pile) at set-up
        (`played()` reads it). Counted here, not from the timeline's first step: a batch race has no
        timeline, and counting later would miss the cards played since."""
        self._universe = self._owned(self.table.cars) + Counter(self.config.get("sponsor_deck") or ())
        _check_box(self._universe, "the cars and the sponsor deck")
        if any(self._universe[c] for c in REACT_SPONSORS):  # (a race without them lists React as before)
            self.table.card_symbols_in_play()

    def may_own(self, cards: Counter[str]) -> Counter[str]:
        """In a scenario a car may hold Sponsorship cards (7 of each in the box)."""
        cards = Counter(cards)
        for card in _sponsor_ids():
            cards[card] = 7
        return cards

    # ---- step 7 ------------------------------------------------------------------------------

    def after_corners(self, car: CarState) -> None:
        if self.event is not None and self.event.id == 18 and car.start_distance is not None:
            pressure_cooker(self.race, car, car.start_distance)  # step 8 in BGA: nothing acts between
        if self._eliminates and car.spun_out:
            # Event 10: "If you spin out, you are eliminated from the race" (at once, in step 7, as BGA).
            title = self.event.title if self.event else ""
            self.table.eliminate(car, Msg("spun out under the event '{title}'", title=title))
            return
        if not self.sponsors:
            return
        gains = self._gains(car)
        if not gains:
            return
        if car.spun_out:  # booklet: "You do not gain any sponsorship in a turn where you spin out"
            self.table.event("sponsor_lost", car, lost=len(gains))
            return
        per_gain = sponsors_per_gain(self.event.id if self.event else None)  # event 11: two cards a gain
        for how, corner in gains:
            for _ in range(per_gain):
                self._gain(car, how, corner)

    def _gains(self, car: CarState) -> list[tuple[str, int | None]]:
        """The Sponsorship cards this turn earns, as (how, press corner number or None)."""
        table = self.table
        race = self.race
        start, end = car.start_distance, table.distance(car)
        if start is None:
            return []
        out: list[tuple[str, int | None]] = []
        if self.press:
            smile = self.event is not None and self.event.id == 16
            slip_from = end - car.slipstream_moved  # from the car: a batch race keeps no events to read
            for corner, at in table.corners_crossed(start, end):
                if corner.after_space not in self.press:
                    continue
                if smile:  # event 16: below the limit instead of both usual ways
                    if smile_and_wave(race, car, corner):
                        out.append(("smile", corner.index + 1))
                    continue
                # Booklet, Press Corner: crossing the line by slipstream (Speed is irrelevant), or
                # exceeding the limit "potentially modified by a Road Conditions token" (the board's
                # limit, road_limit) by 2+. At most one card per press corner each time through.
                if slip_from < at < end:
                    out.append(("slipstream", corner.index + 1))
                elif (car.speed or 0) >= table.modified("road_limit", None, corner.speed_limit, corner) + 2:
                    out.append(("speed", corner.index + 1))
        rule = self._rule
        n = table.spaces
        if rule == "speed_15" and (car.speed or 0) >= 15:
            out.append(("speed_15", None))
        elif rule == "pass_3" and self._passed(car, start, end) >= 3:
            out.append(("pass_3", None))
        elif rule == "first_lap_top3" and (start - 1) // n <= 1 and car.lap >= 2:
            # "the first three drivers to cross the finish line on the 1st lap": Legends count among them
            ahead = sum(1 for c in table.cars if c is not car and (c.lap >= 2 or c.finished is not None))
            if ahead < 3:
                out.append(("first_lap_top3", None))
        return out

    def _passed(self, car: CarState, start: int, end: int) -> int:
        """Event 8: cars standing on the spaces strictly between where the car started its turn and
        where it ends (both lanes, Legends too), as BGA counts them."""
        table = self.table
        n = table.spaces
        between = {(d - 1) % n + 1 for d in range(start + 1, end)}
        return sum(1 for c in table.cars if c is not car and c.on_board and c.space in between)

    def _gain(self, car: CarState, how: str, corner: int | None) -> None:
        """Draw the top Sponsorship card straight into hand; an empty deck is first rebuilt from the
        cards played since the race began; with none, nothing (booklet, Sponsorship Cards)."""
        table = self.table
        race = self.race
        if not self.deck:
            played = self.played()
            if played:
                deck = sorted(played.elements())
                streams.shuffle(deck, race.seed, "sponsors", self.shuffles)
                self.shuffles += 1
                self.deck = deck
                table.event("sponsor_reshuffle", None, cards=len(deck))
        card = self.deck.pop(0) if self.deck else None
        if card is not None:
            car.hand += (card,)
            table.car_changed(car)
        if card is None:
            table.event("sponsor", car, card=None, how=how, corner=corner)
        else:
            _private(race, "sponsor", car, card=card, how=how, corner=corner)

    def leaving_play(self, car: CarState, cards: tuple[str, ...]) -> tuple[str, ...]:
        """Booklet, Sponsorship Cards: one-time use, removed from the game at the end of the turn
        where they are played (to the sponsor discard, reshuffled when the sponsor deck runs out)."""
        sponsors = _sponsor_ids()
        used = [c for c in cards if c in sponsors]
        if not used:
            return cards
        self.table.event("sponsor_used", car, cards=used)
        return tuple(c for c in cards if c not in sponsors)

    # ---- where the Sponsorship cards are -------------------------------------------------------

    def _owned(self, cars: Iterable[CarState]) -> Counter[str]:
        sponsors = _sponsor_ids()
        out: Counter[str] = Counter()
        for c in cars:
            for pile in (c.hand, c.deck, c.discard, c.play):
                out.update(x for x in pile if x in sponsors)
        return out

    def played(self) -> Counter[str]:
        """Sponsorship cards played (removed from the game) since the race began: every card of the
        race that is neither in the sponsor deck nor owned by a car."""
        assert self._universe is not None  # counted at set-up (`_count_universe`)
        return self._universe - Counter(self.deck) - self._owned(self.table.cars)
