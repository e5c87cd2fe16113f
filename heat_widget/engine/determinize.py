"""A determinized race for one seat: `determinize(race, car, seed)` (issue 24; OpenSpiel's
`State.resample_from_infostate` is the model).

The result is a whole, legal race (a copy: engine/copying.py) that agrees with everything the car's
player may know now, in which everything that player cannot know is drawn at random from what is
possible: its own deck order and which of its cards lie under the top of its discard pile; the other
cars' hands, decks, discard piles under their tops and the cards they hold face down; the
Legends deck's order; the upgrade deck (future draft markets) and the Sponsorship deck, and which
Sponsorship cards the other cars hold; and every shuffle still to come (the sample gets a seed of its
own). What the seat knows stays exact: its hand, its cards face down, every position, gear, Engine,
every pile's count and top, the cards revealed, the modules' public state. Its own discard pile
under the top is drawn too: "nobody can browse through the discard piles (including their own);
only the top card is public knowledge" (rulebook, 8. Discard), as the View shows it; but not while a
Salvage or a Super cool is offered: its player may look through the pile then (advanced booklet,
Salvage; Heavy Rain's Super cool, spec 5.1), and the offers name its cards or count its Heat cards, so
the sample keeps them (not their order).

It is done in two steps, with a boundary between them that the tests check:

1. `seat_facts(race, car)`: the facts the sample is built from, read from the live race: the car's
   `race.view(car)` and the public facts it rests on: each car's cards as a multiset (public in
   Heat: a car's cards come from its public starting deck, the Heat it pays in view of the table,
   the upgrades it drafts face up; only which Sponsorship cards another car holds is secret, so
   those count as "some Sponsorship card"), the hand counts (the number of cards a car holds is
   public once its gear is), the cards left in the Legends deck (the flipped ones were seen), and
   the multisets of the modules' face-down decks. Nothing in it tells an order or a hidden place.
2. `sample_race(copy, facts, seed)`: overwrites every hidden zone of a copy of the race with a
   sample computed from `facts` and `seed` alone.

So two races that give the car the same facts (the same View and public facts, whatever the hidden
cards behind them) give the same sample for the same seed (tests/test_determinize.py).

One reading: while gears are still being chosen (and in Tournament mode until the Reveal), the
gear and cards another car has already chosen are secret; the sample takes that choice back (its
cards return to its hand) and the car decides again in the sample, as an unknown player would.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Any, NamedTuple

from .cards import HEAT
from .planning import GEAR_CHOICES

if TYPE_CHECKING:
    from .race import Race
    from .state import CarState
    from .view import View

SPONSOR = "s?"  # a Sponsorship card another car holds, which one secret


def _is_sponsor(card: str) -> bool:
    return card[:1] == "s" and card[1:].isdigit()


class CarFacts(NamedTuple):
    """One car as the sample is built: what is fixed and how many cards each hidden zone holds."""

    name: str
    legend: bool
    cards: tuple[str, ...]  # every card outside its Engine (sorted; another car's Sponsorship cards as SPONSOR)
    hand: tuple[str, ...] | None  # the hand when known (the seat's own car), else None
    hand_count: int  # cards in hand in the sample
    planned: tuple[str, ...] | None  # its cards face down when known (own car), else None
    planned_count: int | None  # cards face down in the sample (None: none, its choice taken back)
    play: tuple[str, ...]  # the cards in its play area (revealed: public)
    discard_top: str | None
    deck_count: int
    discard_count: int
    # the cards under the discard's top when its player is looking through the pile (own car, a
    # Salvage offered: the offers name them), sorted (their order is not seen); else None
    discard_under: tuple[str, ...] | None = None


class SeatFacts(NamedTuple):
    """What `car`'s seat knows now: the whole input of `sample_race`."""

    car: str
    view: View
    cars: tuple[CarFacts, ...]  # per car, in the race's car order
    legends_left: tuple[int, ...]  # the Legends deck's cards (sorted)
    decks: tuple[tuple[str, str, tuple[str, ...]], ...]  # ((module name, attribute, its cards sorted), ...): modules' face-down decks
    sponsor_pool: tuple[str, ...]  # Sponsorship cards whose place is secret: the sponsor deck and other cars' (sorted)
    plans_secret: bool  # the others' choices this round are secret (taken back in the sample)


def _plans_secret(race: Race) -> bool:
    """Whether the others' choices this round are still secret (gears open; Tournament: until Reveal)."""
    return race._phase == "plan" and (race.options.tournament or race._gears_open())


def _browses_discard(view: View) -> bool:
    """Whether the seat is looking through its own discard pile now: a Salvage is offered ("you may
    look through your discard pile", advanced booklet, Salvage), and its offers name the pile's cards;
    or a Super cool (Heavy Rain; spec 5.1: the player looks through the discard, and the offers go up
    to its Heat cards: a sample with fewer would refuse the move the seat is offered)."""
    return any(a.kind in ("salvage", "supercool") for a in view.legal_actions)


def seat_facts(race: Race, car: str) -> SeatFacts:
    """The facts `car`'s seat knows now (see the module's docstring): its View and public facts."""
    view = race.view(car)
    me = race._car(car).name
    secret = _plans_secret(race)
    pool: Counter[str] = Counter()
    cars: list[CarFacts] = []
    for c in race._cars:
        if c.legend:
            cars.append(CarFacts(c.name, True, (), None, 0, None, None, (), None, 0, 0))
            continue
        planned = c.planned or ()
        owned = [*c.hand, *planned, *c.deck, *c.discard, *c.play]
        top = c.discard[-1] if c.discard else None
        if c.name == me:
            cards = tuple(sorted(owned))
            under = tuple(sorted(c.discard[:-1])) if _browses_discard(view) else None
            cars.append(CarFacts(c.name, False, cards, c.hand, len(c.hand), c.planned, None if c.planned is None
                                 else len(planned), c.play, top, len(c.deck), len(c.discard), under))
            continue
        hidden = [*c.hand, *planned, *c.deck, *c.discard[:-1]]
        pool.update(x for x in hidden if _is_sponsor(x))
        cards = tuple(sorted(SPONSOR if _is_sponsor(x) and x in hidden else x for x in owned))
        total = len(c.hand) + len(planned)
        if secret:  # its choice (gear, cards) taken back: its cards back in its hand
            count: int | None = None
        elif c.planned is not None and race.options.tournament and c.planned_gear is None:
            count = -1  # face down until its Reveal, how many a secret: drawn in the sample
        else:
            count = None if c.planned is None else len(planned)
        hand_count = len(c.hand) if count is not None and count >= 0 else total
        cars.append(CarFacts(c.name, False, cards, None, hand_count, None, count, c.play, top, len(c.deck),
                             len(c.discard)))
    decks: list[tuple[str, str, tuple[str, ...]]] = []
    for m in race._modules:
        for attribute in HIDDEN_DECKS.get(m.name, ()):
            face_down = list(getattr(m, attribute))
            if m.name == "championship" and attribute == "deck":
                pool.update(face_down)
                continue
            decks.append((m.name, attribute, tuple(sorted(face_down))))
    return SeatFacts(me, view, tuple(cars), tuple(sorted(race._legends_deck)), tuple(decks),
                     tuple(sorted(pool.elements())), secret)


#: module name -> its attributes holding face-down decks (lists) whose order is secret
HIDDEN_DECKS = {"garage": ("pile",), "championship": ("deck",)}


def sample_race(copy: Race, facts: SeatFacts, seed: Any) -> Race:
    """Overwrite every hidden zone of `copy` (a copy of the race `facts` were read from) with a
    sample drawn from `facts` and `seed` alone; returns `copy`."""
    rng = random.Random(f"heat_widget determinize:{seed}")
    sponsors = list(facts.sponsor_pool)
    rng.shuffle(sponsors)
    for cf, c in zip(facts.cars, copy._cars):
        if cf.legend:
            continue
        cards = [x for x in cf.cards if x != SPONSOR]
        cards += [sponsors.pop() for x in cf.cards if x == SPONSOR]
        own = cf.name == facts.car
        _deal(c, cf, cards, rng, own)
        if facts.plans_secret and not own:  # its gear choice taken back too (the joint shift waits)
            c.planned_gear = None
    copy._legends_deck = list(facts.legends_left)
    rng.shuffle(copy._legends_deck)
    for name, attribute, face_down in facts.decks:
        deck = list(face_down)
        rng.shuffle(deck)
        setattr(next(m for m in copy._modules if m.name == name), attribute, deck)
    for m in copy._modules:
        if m.name == "championship":
            rng.shuffle(sponsors)
            setattr(m, "deck", sponsors)  # what the other cars do not hold, in a random order
    new_seed = rng.getrandbits(62)
    copy.seed = new_seed  # every shuffle still to come is unknown too
    _scrub_config(copy._config, new_seed)
    copy._caches.present_replaced(copy._cars)
    return copy


def _deal(c: CarState, cf: CarFacts, cards: list[str], rng: random.Random, own: bool) -> None:
    """Deal a car's cards into its zones: the known ones as they are, the rest drawn at random."""
    left = Counter(cards)
    left.subtract(cf.play)
    if cf.discard_top is not None:
        left[cf.discard_top] -= 1
    planned: tuple[str, ...] | None = None
    if own:
        left.subtract(cf.hand or ())
        left.subtract(cf.planned or ())
        left.subtract(cf.discard_under or ())  # seen through: not drawn
        planned = cf.planned
    unknown = sorted(left.elements())
    rng.shuffle(unknown)
    hand_count = cf.hand_count
    if not own and cf.planned_count is not None:  # cards face down: never Heat unless the hand has too few others
        k = cf.planned_count
        if k < 0:  # Tournament, before its Reveal: how many is a secret too (a number its gear allows)
            assert c.gear is not None  # a racing car (public: its gear pawn and Engine)
            k = rng.choice([g for g in GEAR_CHOICES[c.gear, c.engine >= 1] if g <= hand_count] or [hand_count])
            hand_count -= k
        playable = [x for x in unknown if x != HEAT]
        chosen = playable[:k] + [HEAT] * max(0, k - len(playable))
        for x in chosen:
            unknown.remove(x)
        planned = tuple(chosen)
    hand = tuple(cf.hand) if own and cf.hand is not None else tuple(unknown[:hand_count])
    if not own:
        unknown = unknown[hand_count:]
    deck = tuple(unknown[:cf.deck_count])
    under = cf.discard_under if own and cf.discard_under is not None else tuple(unknown[cf.deck_count:])
    c.hand, c.planned, c.deck = hand, planned, deck
    c.discard = under + ((cf.discard_top,) if cf.discard_top is not None else ())
    c.play = tuple(cf.play)


def _scrub_config(config: dict[str, Any], seed: int) -> None:
    """The sample's config keeps no hidden card of the race's start (a scenario's piles, a
    Championship race's sponsor hands and deck order): nothing reads them after set-up."""
    config["seed"] = seed
    for car in config.get("cars", ()):
        if isinstance(car, dict):
            for key in ("hand", "deck", "discard"):
                car.pop(key, None)
    champ = config.get("module_options", {}).get("championship")
    if isinstance(champ, dict):
        for key in ("sponsor_hand", "carry"):
            champ.pop(key, None)
        if champ.get("sponsor_deck") is not None:
            champ["sponsor_deck"] = sorted(champ["sponsor_deck"])


def determinize(race: Race, car: str, seed: Any) -> Race:
    """A race consistent with what `car`'s player may know now, everything else drawn at random
    (module docstring): a copy (a batch race without history) built from `seat_facts(race, car)` and
    `seed` alone. The same facts and seed give the same sample."""
    return sample_race(race.copy(), seat_facts(race, car), seed)
