"""Where a play would take a car, before it is made: `race.preview(car, action)`.

A preview answers what a player at the table works out in their head: where the car lands, the
Heat each corner crossed would cost (rulebook, 7. Check Corner), whether the Engine can pay or the
car spins out, and, when Stress cards or a Boost flip cards ([+] symbol), every landing space with
its exact chance.

It uses only what that car's player may know: the board as it is now and the *counts* of the car's
own deck and discard pile, never their order. Each [+] flip is the next Basic card of a shuffled
deck, so its value is drawn without replacement from the Basic cards left in the deck, then (deck
exhausted, rulebook: shuffle the discard pile) from those in the discard pile. The preview runs the
engine's own rules on a throw-away copy of the cars with those flips scripted, so modules'
modifiers (corner limits, Overheat) count as in a real turn.

A card whose Speed the player chooses after the reveal (the Garage's Brakes, e.g. u7: 1, 2, 3 or
4) makes the outcome the player's choice: the preview runs every Speed it may take, after the same
flips (the booklet's order at Reveal: [+] flips first, then "choose the value of any Upgrade card
that gives you a choice"), and `by_choice()` gives the preview of each.

What it assumes: the car moves from where it stands now (in the planning step, cars ahead have not
moved yet; they may block it or offer a slipstream later) and, after this action, takes no further
React or slipstream before its corners are checked.
"""
from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Protocol

from .actions import Action, parse_action
from .caches import Caches
from .history import Record
from .cards import BASIC, catalogue, hand_without
from .errors import IllegalAction
from .explain import wrong_decision
from .options import RaceOptions
from .rules import RoundRules, play_options, sort_hand
from .state import CarState

# makes the throw-away race of one run (engine/race.py `_Sim`, given by the race): a RoundRules is
# the lowest class with what a run calls (the round's steps) and resets (the cars, events, caches)
Scripted = Callable[[tuple[int, ...]], RoundRules]
Known = tuple[Counter[str], Counter[str]]  # Basic cards left in the deck, in the discard pile


class Previewed(Protocol):
    """The race a preview reads (a Race; this file may not import race.py, which imports it): its
    checks of the action and the decision as `act` makes them (Race and RaceSetup define them; no
    mixin below Race has them all), its language, cars, options and phase."""

    _record: Record
    _cars: list[CarState]
    _caches: Caches
    options: RaceOptions

    @property
    def language(self) -> str: ...
    @property
    def phase(self) -> str: ...
    def _car(self, name: object) -> CarState: ...
    def legal_actions(self, car: str | Any) -> list[Action]: ...
    def _decision_kind(self, car: CarState) -> str | None: ...
    def _not_your_turn(self, car: CarState, action: Action) -> str: ...
    def _explain(self, car: CarState, kind: str, action: Action) -> str: ...
    def _shift_cost(self, car: CarState, old: int, new: int) -> int: ...

MOVES = ("play", "boost", "adrenaline", "slipstream", "brakes")  # actions that move the car
STILL = ("done", "cooldown", "pass")  # actions after which the car's corners are checked


@dataclass(frozen=True)
class CornerCost:
    """One corner line the move crosses: its number, Speed Limit, and the Heat it costs."""

    corner: int
    limit: int
    speed: int
    heat: int


@dataclass(frozen=True)
class Outcome:
    """One way the action can end. `chance` is exact (a Fraction); 1 when nothing is random."""

    speed: int
    space: int
    spot: int
    lap: int
    corners: tuple[CornerCost, ...]  # CornerCost, in the order crossed
    heat: int  # Heat paid in all: gear shift, Boost, corners
    spin_out: bool
    stress: int  # Stress cards taken by spinning out
    blocked: bool  # the space wanted was full
    # ((card, Speed), ...) chosen after the reveal for this outcome (Brakes)
    choices: tuple[tuple[str, int], ...] = ()
    chance: Fraction = Fraction(1)  # given `choices`: the chances of one choice add up to 1

    def to_dict(self) -> dict[str, Any]:
        return {"speed": self.speed, "space": self.space, "spot": self.spot, "lap": self.lap,
                "corners": [vars(c) for c in self.corners], "heat": self.heat, "spin_out": self.spin_out,
                "stress": self.stress, "blocked": self.blocked, "choices": [list(c) for c in self.choices],
                "chance": [self.chance.numerator, self.chance.denominator], "percent": round(float(self.chance) * 100, 1)}


@dataclass(frozen=True)
class Preview:
    """Where `action` would take `car`: one Outcome, or several (with chances) when Stress cards or
    a Boost make the Speed uncertain. For a gear, every play of that many cards from the hand. With
    a card whose Speed is chosen after the reveal (`speed_choices`), the outcomes of every choice:
    `by_choice()` splits them."""

    car: str
    action: str
    start: int  # the space the car stands on now
    outcomes: tuple[Outcome, ...] = field(default_factory=tuple)
    shift_heat: int = 0  # gear: the Heat a two-gear shift costs
    choice: bool = False  # gear: outcomes are plays the player may choose, not chances
    # ((card, (Speed, ...)), ...): Speeds the player picks after the reveal
    speed_choices: tuple[tuple[str, tuple[int, ...]], ...] = ()
    unavoidable_spin: Fraction = Fraction(0)  # with speed_choices: chance that every choice spins out
    language: str = field(default="en", compare=False)  # of `text()`: the race's when previewed

    @property
    def certain(self) -> bool:
        return len(self.outcomes) == 1

    @property
    def landing(self) -> int | None:
        """The landing space when it is certain, else None (see `spaces`)."""
        return self.outcomes[0].space if self.certain else None

    @property
    def spaces(self) -> tuple[int, ...]:
        """Every space the car may end on, in race order (furthest last)."""
        seen: dict[int, None] = {}
        for o in sorted(self.outcomes, key=lambda o: (o.lap, o.space)):
            seen.setdefault(o.space, None)
        return tuple(seen)

    @property
    def heat(self) -> int:
        """The Heat paid when certain; the most that may be paid otherwise."""
        return max((o.heat for o in self.outcomes), default=0)

    @property
    def spin_out_chance(self) -> Fraction:
        """Chance of spinning out (0 or 1 when certain; for a gear: 1 if some play would; with a
        Speed chosen after the reveal: the chance that every Speed the player may choose would)."""
        if self.choice:
            return Fraction(int(any(o.spin_out for o in self.outcomes)))
        if self.speed_choices:
            return self.unavoidable_spin
        return sum((o.chance for o in self.outcomes if o.spin_out), Fraction(0))

    @property
    def spin_out(self) -> bool:
        return self.spin_out_chance > 0

    def by_choice(self) -> dict[str, Preview]:
        """{the choice's action text ("brakes u7 3"; several cards: joined by ", "): its Preview},
        one per Speed (or combination of Speeds) the player may choose after the reveal; {} when the
        action leaves no such choice."""
        if not self.speed_choices:
            return {}
        groups: dict[tuple[tuple[str, int], ...], list[Outcome]] = {}
        for o in self.outcomes:
            groups.setdefault(o.choices, []).append(o)
        return {", ".join(f"brakes {card} {value}" for card, value in key):
                Preview(self.car, ", ".join(f"brakes {card} {value}" for card, value in key), self.start, tuple(outs),
                        language=self.language)
                for key, outs in groups.items()}

    def chances(self) -> dict[int, Fraction]:
        """{space: chance} of landing there (after any spin-out), for an uncertain play (with a Speed
        to choose: {} here, see `by_choice`)."""
        if self.speed_choices:
            return {}
        out: dict[int, Fraction] = {}
        for o in self.outcomes:
            out[o.space] = out.get(o.space, Fraction(0)) + o.chance
        return out

    def text(self, language: str | None = None) -> str:
        """One line in a player's words, in `language` (default: the race's, when previewed)."""
        from .preview_words import preview_text
        return preview_text(self, language or self.language)

    def __str__(self) -> str:
        return self.text()

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready, for the widget (its `text` in the race's language)."""
        chances = self.chances()
        return {"car": self.car, "action": self.action, "start": self.start, "certain": self.certain,
                "choice": self.choice, "landing": self.landing, "spaces": list(self.spaces), "heat": self.heat,
                "shift_heat": self.shift_heat, "spin_out": self.spin_out,
                "spin_out_percent": round(float(self.spin_out_chance) * 100, 1),
                "chances": {str(s): round(float(p) * 100, 1) for s, p in chances.items()} if not self.choice else {},
                "outcomes": [o.to_dict() for o in self.outcomes], "text": self.text(),
                "speed_choices": [[card, list(values)] for card, values in self.speed_choices],
                "by_choice": {key: p.to_dict() for key, p in self.by_choice().items()}}


class _MoreFlips(Exception):
    """The scripted run needs one more [+] flip than the script holds."""


class _ChooseSpeed(Exception):
    """The scripted run reached a choice of Speed (Brakes) and was given no values for it."""

    def __init__(self, cards: tuple[str, ...]):
        super().__init__(cards)
        self.cards = cards


def preview(race: Previewed, car: str | Any, action: object, scripted: Scripted) -> Preview:
    """What `action` would do for `car` now (see the module's docstring). The action must be one of
    `race.legal_actions(car)`; nothing in the race changes. `scripted(script)` makes a throw-away
    copy of the race whose [+] flips come from `script` and that stops after the action itself
    (`race.preview` passes its own: a subclass of Race, which this file does not import)."""
    c = race._car(car)
    try:
        a = action if type(action) is Action else parse_action(action)
    except IllegalAction as e:  # the notation's refusals, in the race's language
        raise IllegalAction(e.message, race._record.language[0]) from None
    legal = race.legal_actions(c.name)
    if a not in legal:
        kind = race._decision_kind(c)
        if kind is None:
            raise IllegalAction(race._not_your_turn(c, a), race._record.language[0])
        if a.decision != kind:  # an action for another decision (a play while the gear is asked), as act says
            raise IllegalAction(wrong_decision(race, c, kind, a), race._record.language[0])
        raise IllegalAction(race._explain(c, kind, a), race._record.language[0])
    start = c.space
    if a.kind == "gear":
        return _gear_preview(race, scripted, c, a, start)
    if a.kind not in MOVES and a.kind not in STILL:
        return Preview(c.name, str(a), start, (), language=race.language)
    outs, cards, unavoidable = _enumerate(race, scripted, c, a)
    choices = tuple((card, tuple(catalogue().spec(card).choices or ())) for card in cards)
    return Preview(c.name, str(a), start, outs, speed_choices=choices, unavoidable_spin=unavoidable,
                   language=race.language)


def _gear_preview(race: Previewed, scripted: Scripted, c: CarState, a: Action, start: int) -> Preview:
    """A gear: every play of that many cards from the hand (the player chooses; no chances)."""
    assert c.gear is not None and a.n is not None  # a gear is asked of a player's car; 'gear N' has its N
    shift = race._shift_cost(c, c.gear, a.n)  # a flooded space may add (modules/hazards.py)
    seen: dict[tuple[int, int, bool, int], Outcome] = {}
    for play in play_options(sort_hand(c.hand), a.n):
        for o in _outcomes(race, scripted, c, play, gear=a.n, extra_heat=shift):
            key = (o.lap, o.space, o.spin_out, o.heat)
            seen.setdefault(key, o)
    outs = tuple(sorted(seen.values(), key=lambda o: (o.lap, o.space, o.heat)))
    return Preview(c.name, str(a), start, outs, shift_heat=shift, choice=True, language=race.language)


def _outcomes(race: Previewed, scripted: Scripted, c: CarState, a: Action, gear: int | None = None,
              extra_heat: int = 0) -> tuple[Outcome, ...]:
    """Every outcome of the action with its exact chance, merged by result."""
    return _enumerate(race, scripted, c, a, gear, extra_heat)[0]


def _enumerate(race: Previewed, scripted: Scripted, c: CarState, a: Action, gear: int | None = None, extra_heat: int = 0
               ) -> tuple[tuple[Outcome, ...], tuple[str, ...], Fraction]:
    """(every outcome with its exact chance, merged by result; the cards whose Speed is chosen after
    the reveal; the chance that every such choice spins out). Each run is one sequence of flips
    (`script`); a run that reaches a Speed to choose is run again for each choice, after the same
    flips (the player sees them before choosing)."""
    known = _known_basics(race, c)
    merged: dict[tuple[int, int, int, int, tuple[CornerCost, ...], int, bool, int, bool, tuple[tuple[str, int], ...]],
                 Fraction] = {}
    chosen: tuple[str, ...] = ()
    unavoidable = Fraction(0)
    stack: list[tuple[tuple[int, ...], Fraction]] = [((), Fraction(1))]
    while stack:
        script, chance = stack.pop()
        try:
            runs = [_run(race, scripted, c, a, script, gear, extra_heat)]
        except _MoreFlips:
            for value, p in _next_flip(known, script):
                stack.append((script + (value,), chance * p))
            continue
        except _ChooseSpeed as choice:
            chosen = choice.cards
            runs = [_run(race, scripted, c, a, script, gear, extra_heat, speeds)
                    for speeds in _speed_combinations(choice.cards)]
            if all(o.spin_out for o in runs):
                unavoidable += chance
        for o in runs:
            key = (o.speed, o.space, o.spot, o.lap, o.corners, o.heat, o.spin_out, o.stress, o.blocked, o.choices)
            merged[key] = merged.get(key, Fraction(0)) + chance
    outs = [Outcome(*key, chance=p) for key, p in merged.items()]
    return tuple(sorted(outs, key=lambda o: (o.choices, o.lap, o.space, o.heat))), chosen, unavoidable


def _speed_combinations(cards: tuple[str, ...]) -> list[tuple[int, ...]]:
    """Every choice of a Speed for each card, in the cards' order."""
    out: list[tuple[int, ...]] = [()]
    for card in cards:
        out = [done + (v,) for done in out for v in catalogue().spec(card).choices or ()]
    return out


def _known_basics(race: Previewed, c: CarState) -> Known:
    """(Basic cards left in the deck, Basic cards in the discard pile) as counts: what the player
    may know (their own cards' whereabouts), never the order."""
    return Counter(x for x in c.deck if x in BASIC), Counter(x for x in c.discard if x in BASIC)


def _next_flip(known: Known, script: tuple[int, ...]) -> list[tuple[int, Fraction]]:
    """((value, chance), ...) of the next flip after the flips in `script`: the next Basic card of
    the deck, uniformly among those left; then of the reshuffled discard pile; 0 with none left."""
    deck, discard = known
    left = Counter(deck)
    used = list(script)
    for value in list(used):  # flips take the deck's Basic cards first
        if left[str(value)] > 0:
            left[str(value)] -= 1
            used.remove(value)
    if +left:
        pool = +left
    else:
        pool = Counter(discard)
        for value in used:
            if value and pool[str(value)] > 0:
                pool[str(value)] -= 1
        pool = +pool
    total = sum(pool.values())
    if not total:
        return [(0, Fraction(1))]
    return [(int(card), Fraction(n, total)) for card, n in sorted(pool.items())]


def _run(race: Previewed, scripted: Scripted, c: CarState, a: Action, script: tuple[int, ...], gear: int | None,
         extra_heat: int, speeds: tuple[int, ...] | None = None) -> Outcome:
    """The action on a throw-away copy of the race's cars, its [+] flips taken from `script` and the
    Speeds chosen after the reveal from `speeds` (None: raise _ChooseSpeed when one is needed)."""
    sim = scripted(script)
    sim._cars = [copy.copy(x) for x in race._cars]
    sim._caches = race._caches.for_preview(sim._cars)  # its own: nothing of the preview reaches the race's
    sim._record = race._record.for_preview()  # events kept here, told to no one: nothing of this happened
    car = sim._cars[c.index]
    if gear is None and car.planned_gear not in (None, car.gear) and not race.options.tournament:
        # Step 1 is simultaneous: the gear this car chose shifts when every car has chosen; it
        # reveals in that gear, its Heat paid (not counted as this play's Heat)
        sim._shift_gear(car, car.planned_gear)
    engine_before = car.engine
    if gear is not None:  # a gear's preview: shift first (a two-gear shift pays its Heat now)
        car.gear = gear
        car.engine -= extra_heat
    kind = a.kind
    if kind == "play":
        if a.cards and race.phase == "plan":
            car.hand = hand_without(car.hand, a.cards)
            car.planned = a.cards
            if race.options.tournament:
                car.planned_gear = len(a.cards)
        sim._reveal(car)
    elif kind == "brakes":
        sim._apply_speed(car, a)
    elif kind in ("boost", "adrenaline", "cooldown", "done"):
        sim._apply_react(car, a)
    elif kind in ("slipstream", "pass"):
        sim._apply_slipstream(car, a)
    chosen: tuple[tuple[str, int], ...] = ()
    fx = car.effects
    if kind in ("play", "brakes") and fx is not None and fx.choose:
        if speeds is None:
            raise _ChooseSpeed(fx.choose)
        chosen = tuple(zip(fx.choose, speeds))
        for card, value in chosen:
            sim._apply_speed(car, Action("brakes", value, (card,), True))
    if not car.cluttered:
        sim._check_corners(car)
    corners = []
    spin = None
    for e in sim._record.events:
        if e.car != car.name:
            continue
        if e.kind == "corner":
            corners.append(CornerCost(e.fields["corner"], e.fields["limit"], e.fields["speed"], e.fields["heat"]))
        elif e.kind == "spin_out":
            spin = e.fields
            corners.append(CornerCost(spin["corner"], spin["limit"], spin["speed"], spin["owed"]))
    blocked = any(e.kind == "blocked" and e.car == car.name for e in sim._record.events)
    return Outcome(car.speed or 0, car.space, car.spot, car.lap, tuple(corners), engine_before - car.engine,
                   spin is not None, spin["stress"] if spin else 0, blocked, chosen)
