"""A sensible strategy with parameters, `Heuristic` (weighs spaces against Heat), and what it shares
with `Cautious` (bots/cautious.py: never overheats on purpose).

Both are plain, picklable objects: `strategy(view, decision) -> action`, deterministic (they need no
random numbers), so a batch of races gives the same results in one process or many.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any, ClassVar, TypeAlias, cast

from ..engine.actions import Action, Decision
from ..engine.errors import BadArgument, shorten
from ..engine.view import CarView, View

from .legal_picks import best_cooldown as _best_cooldown, discard_below as _discard_below, find as _find
from .reasons import Advice
from .dense_heat import dense_weight
from .slip_react import react_with_slip, slip_spots
from .slip_plan import SlipPlan, plan_for
from .garage_play import build_choice, choose_speed, draft_pick, garage_react
# (_likely_adrenaline lives in react_plan.py, _potential, its memo and constants in outlook.py; importable here)
from .react_plan import ADRENALINE, BOOST, _likely_adrenaline as _likely_adrenaline, react_options, with_react
from .outlook import (GEAR_COOLDOWN, HEAT, CornerTable, Corners, Landing, TwoRoundLanding,
                      PlayClass, class_value, cool_worth, corners_from, flip_distribution, flooded_at, free_boost, heat_cost,
                      heat_owed, play_classes, plays_by_class, shift_heat, slipstream_spaces, spin_point, turn_start,
                      view_table, _CHICANES, _FLOODS, _POTENTIAL as _POTENTIAL, _potential as _potential,
                      _potential2)

# Weight of the next round's prospects in a decision: 0.6 (0.8 before issue 24: the heuristic alone
# against Legends then won less, worst on Italy; see docs/history-bots.md, issue 24).
NEXT_ROUND = 0.6
# On a board with a chicane: the weight of the next two rounds' prospects (outlook.py _potential2),
# where a move ends and where a Boost, Adrenaline or a slipstream would take it (TwoRoundLanding).
# Tuned with TWO_ROUND on the 4 expansion boards, 3 cars, seeds 101 and 202 (900 races each):
# 0.5 and 0.6 alike, 0.45 and below worse; NEXT_ROUND's 0.6 stays on the other boards.
CHICANE_NEXT = 0.5
LOOKAHEAD = 0.8  # the same weight at the leaves of the search (bots/search.py), tuned there
CLUTTER = 0.5  # a Heat out of the hand (cooled) is worth this many spaces besides its worth in the Engine

# A spot as the memos key it: (id of the corner table, distance, gear, Engine, Heat worth, spin cost,
# React's options counted: react_plan.py ADRENALINE | BOOST)
_Spot: TypeAlias = tuple[int, int, int, int, float, float, int]
# The best kind of play among some kinds and its value (None, None when there is no kind)
_Best: TypeAlias = tuple["PlayClass | None", "float | None"]
_SITUATIONS: dict[_Spot, _Situation] = {}  # typed: compiled, a situation's methods are called natively
# Entries of every situation's memos per hand (by_hand, hands), which grow all through a batch: past
# MAX_HANDS_KEPT (about every 2,000 races) they are dropped and the situations kept. Dropping the
# situations too made the next 40 races cost 20% more instructions; dropping only these, 4%.
_HANDS_KEPT = [0]
MAX_HANDS_KEPT = 500_000
# A sorted hand -> a whole number (a multiple of 32) standing for it in the memos per hand: a
# situation's `by_hand` is keyed by that number plus the number of cards played, so a decision
# hashes its hand once, not once per gear it weighs.
_HAND_KEYS: dict[tuple[str, ...], int] = {}
# (corner table id, distance, Engine, gear now, Heat worth, spin cost, React's options) -> per gear (index 1-4): the
# situation after shifting to it and what the shift costs, filled in as gears are weighed.
_GEAR_ROWS: dict[_Spot, list[tuple[_Situation, float] | None]] = {}
MAX_SPEED = 40
# On a board with floods (Heavy Rain) a Heat is worth this many times more: slowing down for a corner
# from a flooded space costs Heat (outlook.py shift_heat), and the heuristic, seeing one round ahead,
# spent its Heat on the straight before Japan's flood zones and then crawled through them with an
# empty Engine (issue 32). There a Heat's worth also falls on the last lap with the square root of the
# share of a lap left, not linearly (Japan's second lap has floods before its slow corners too): found
# by measurement, tuned with FLOOD_HEAT on Japan, 3 cars, seeds 101 and 202 (2,400 races each: 1.2 with
# the root 1,594 wins, 1.2-1.4 with a power 0.5-0.65 1,495-1,594; the old 1.4, linear, 1,385).
FLOOD_HEAT = 1.2


class _Situation:
    """Values of every Speed and kind of play from one spot: distance, gear, Heat in the Engine,
    the worth of a Heat and the cost of a spin-out. Filled in as they are asked for and kept, since
    all four cars meet the same situations again and again."""

    __slots__ = ("table", "corners", "d", "gear", "engine", "w", "spin_cost", "speeds", "classes", "hands",
                 "by_hand", "floods", "two", "react")

    # precise types: compiled (mypyc), the scores below are sums of machine ints and doubles
    table: CornerTable
    corners: Corners
    d: int
    gear: int
    engine: int
    w: float
    spin_cost: float
    floods: tuple[bool, ...]  # per distance, whether it is a flooded space (outlook.py _FLOODS; () without floods)
    two: bool  # a board with a chicane: landings are valued two rounds ahead (_prospects), React's options counted
    react: int  # with a chicane: React's options counted in a Speed's value (react_plan.py ADRENALINE | BOOST)

    def __init__(self, table: CornerTable, d: int, gear: int, engine: int, w: float, spin_cost: float,
                 react: int = 0) -> None:
        self.table = table
        self.corners = table[d] if d < len(table) else ()
        self.d = d
        self.gear = gear
        self.engine = engine
        self.w = w
        self.spin_cost = spin_cost
        self.speeds: list[float | None] = [None] * MAX_SPEED
        self.classes: dict[PlayClass, float] = {}
        self.hands: dict[tuple[PlayClass, ...], _Best] = {}
        self.by_hand: dict[int, _Best] = {}  # by hand_key(hand) + number of cards played
        self.floods = _FLOODS.get(id(table), ())
        self.two = id(table) in _CHICANES
        self.react = react

    def best_for(self, hand: tuple[str, ...], k: int) -> _Best:
        """best_class of the plays of k cards from a sorted hand, kept per (hand, k) (as
        `hand_key(hand) + k`): a hit skips play_classes."""
        key = hand_key(hand) + k
        got = self.by_hand.get(key)
        if got is None:
            if _HANDS_KEPT[0] >= MAX_HANDS_KEPT:
                _forget_hands()
            got = self.by_hand[key] = self.best_class(play_classes(hand, k))  # kinds shared by many hands
            _HANDS_KEPT[0] += 1
        return got

    def best_class(self, classes: tuple[PlayClass, ...]) -> _Best:
        """(kind of play, value) of the best of these kinds of play."""
        got = self.hands.get(classes)
        if got is None:
            if _HANDS_KEPT[0] >= MAX_HANDS_KEPT:
                _forget_hands()
            got = self.hands[classes] = self._best(classes)
            _HANDS_KEPT[0] += 1
        return got

    def _best(self, classes: tuple[PlayClass, ...]) -> _Best:
        if not classes:
            return None, None
        known = self.classes
        play = self.play
        for cls in classes:  # max(classes, key=self.play), without a call per known class
            if cls not in known:
                play(cls)
        best = max(classes, key=known.__getitem__)  # the first of the best, as a loop keeping the first
        return best, known[best]

    def speed(self, s: int) -> float:
        """Spaces gained at Speed s less the Heat paid, plus the next round's prospects from the
        landing spot; a spin-out costs `spin_cost` spaces and leaves the car in 1st gear."""
        if s >= MAX_SPEED:
            s = MAX_SPEED - 1
        v = self.speeds[s]
        if v is None:
            v = self.speeds[s] = self._score(s)
        return v

    def _score(self, speed: int) -> float:
        if not self.two:
            return self._plain(speed)
        boosted = (_situation(self.table, self.d, self.gear, self.engine - 1, self.w, self.spin_cost)._plain
                   if self.engine >= 1 and self.react & BOOST else None)
        return with_react(self._plain, speed, self.react & ADRENALINE != 0, boosted,
                          heat_cost(self.engine, 1, self.w))

    def _plain(self, speed: int) -> float:
        owed = 0
        w, engine, table, d = self.w, self.engine, self.table, self.d
        for k, limit in self.corners:
            if speed <= k:
                break
            if speed > limit:
                owed += speed - limit
                if owed > engine:  # spins out here: back before this corner, all Heat paid
                    return (k - self.spin_cost - heat_cost(engine, engine, w)
                            + (_prospects(table, d + k, 1, 0, w) if self.two
                               else NEXT_ROUND * _potential(table, d + k, 1, 0, w)))
        floods, at = self.floods, d + speed  # ending on a flood makes next round's down-shift dearer
        if self.two:
            return speed - heat_cost(engine, owed, w) + _prospects(table, at, self.gear, engine - owed, w,
                                                                   at < len(floods) and floods[at])
        return speed - heat_cost(engine, owed, w) + NEXT_ROUND * _potential(table, at, self.gear, engine - owed, w,
                                                                            at < len(floods) and floods[at])

    def play(self, cls: PlayClass) -> float:
        v = self.classes.get(cls)
        if v is None:
            if cls[2]:  # cluttered: no move this round, back to 1st gear
                v = -3.0 + (_prospects(self.table, self.d, 1, self.engine, self.w) if self.two
                            else NEXT_ROUND * _potential(self.table, self.d, 1, self.engine, self.w))
            else:
                v = class_value(cls, self.speed, self.engine, self.w)
            self.classes[cls] = v
        return v


def _prospects(table: CornerTable, d: int, gear: int, engine: int, w: float, flooded: bool = False) -> float:
    """The weighted prospects of a landing on a board with a chicane: the next two rounds'."""
    return CHICANE_NEXT * _potential2(table, d, gear, engine, w, flooded)


def _situation(table: CornerTable, d: int, gear: int, engine: int, w: float, spin_cost: float,
               react: int = 0) -> _Situation:
    key = (id(table), d, gear, engine, w, spin_cost, react)
    sit = _SITUATIONS.get(key)
    if sit is None:
        if len(_SITUATIONS) > 50_000:  # memory stays bounded in long batches
            _SITUATIONS.clear()
            _GEAR_ROWS.clear()  # they hold situations
            _HANDS_KEPT[0] = 0
        sit = _SITUATIONS[key] = _Situation(table, d, gear, engine, w, spin_cost, react)
    return sit


def _slip_plan(view: View, table: CornerTable, h: Heuristic) -> SlipPlan | None:
    """On a board with a chicane, the slipstreams the cars ahead may give this round (slip_plan.py)."""
    return (plan_for(view, table, (h.risk, id(table)), partial(h.heat_weight, view), _boosted, _prospects, flooded_at)
            if id(table) in _CHICANES else None)


def _boosted(sit: _Situation, engine: int) -> _Situation:
    """The situation of `sit`'s spot with this Engine and no React options (a Boost's, as _Situation._score)."""
    return _situation(sit.table, sit.d, sit.gear, engine, sit.w, sit.spin_cost)


def hand_key(hand: tuple[str, ...]) -> int:
    """The whole number standing for a sorted hand in the memos per hand (see _HAND_KEYS)."""
    key = _HAND_KEYS.get(hand)
    if key is None:
        key = _HAND_KEYS[hand] = len(_HAND_KEYS) << 5  # room for up to 31 cards played
    return key


def _gear_row(table: CornerTable, d: int, engine: int, gear_now: int, w: float,
              spin_cost: float, react: int) -> list[tuple[_Situation, float] | None]:
    """The _GEAR_ROWS entry of this spot, made empty: Heuristic.gear fills in the gears it weighs."""
    if len(_GEAR_ROWS) > 50_000:
        _GEAR_ROWS.clear()
    row: list[tuple[_Situation, float] | None] = [None] * 5
    _GEAR_ROWS[(id(table), d, engine, gear_now, w, spin_cost, react)] = row
    return row


def cool_value(engine: int, cooled: int, w: float, cool_below: int) -> float:
    """What cooling `cooled` Heat (from the hand back to an Engine holding `engine`) is worth, in
    spaces: their worth in the Engine (outlook.py ENGINE_WORTH: little when it is already full), a
    cleaner hand (CLUTTER a Heat), and 1.5 more a Heat when the Engine holds fewer than `cool_below`."""
    return cool_worth(engine, cooled, w) + cooled * (CLUTTER + (1.5 if engine < cool_below else 0.0))


def _forget_hands() -> None:
    """Drop every situation's memos per hand, keeping the situations (see MAX_HANDS_KEPT)."""
    for sit in _SITUATIONS.values():
        sit.by_hand.clear()
        sit.hands.clear()
    _HAND_KEYS.clear()
    _HANDS_KEPT[0] = 0


class _Strategy:
    """Shared machinery: dispatch on the decision kind, parameters for repr/equality/pickling."""

    name = "strategy"
    _params: ClassVar[tuple[str, ...]] = ()
    draft_speed = 1.0  # Garage draft: weight of a card's Speed against its symbols
    spin_cost = 12.0
    # These strategies read their own car, the track and the number of cars, never `view.cars`:
    # play_bots then makes their views without the other cars (bots/runner.py). A subclass that
    # reads `view.cars` sets this to True.
    reads_cars = False

    def heat_weight(self, view: View) -> float:
        return 1.0

    # `view`: a View in a race, a BuildView at a Championship's build step (the decision's kind says
    # which), or whatever view a caller hands a strategy
    def __call__(self, view: Any, decision: Decision | None) -> Action | None:
        kind = decision.kind if decision is not None else None
        legal: Sequence[Action] = view.legal_actions
        if len(legal) == 1:
            return legal[0]
        if kind == "gear":
            return self.gear(view, legal)
        if kind == "play":
            return self.play(view, legal)
        if kind == "react":
            return self.react(view, legal)
        if kind == "slipstream":
            return self.slipstream(view, legal)
        if kind == "discard":
            return self.discard(view, legal)
        if kind == "speed":
            return choose_speed(view, legal, self.heat_weight(view), self.spin_cost)
        if kind == "draft":  # the Garage's draft, or a Championship's build step
            return draft_pick(legal, self.draft_speed)
        if kind in ("swap", "take", "keep"):  # a Championship's build step (a BuildView) and GOAT
            return build_choice(view, kind, legal, self.draft_speed)
        return legal[0]  # a decision this strategy does not know (a module's): the first legal one

    def advise(self, view: View, decision: Decision | None, language: str = "en") -> Advice:
        """What this strategy would do now and a one-line reason in a player's words (in
        `language`: "en" or "pt"), worked out from its own computation (bots/reasons.py): an
        `Advice(action, reason, strategy)`."""
        from .reasons import explain
        answer: Action | str | None = self(view, decision)
        action = next(a for a in view.legal_actions if str(a) == answer) if isinstance(answer, str) else answer
        assert action is not None  # React offers "done" and slipstreaming "pass": a choice is always found
        return Advice(action, explain(self, view, decision, action, language), self.name)

    def params(self) -> dict[str, object]:
        return {p: getattr(self, p) for p in self._params}

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.params().items())
        return f"{type(self).__name__}({args})"

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.params() == self.params()

    def __hash__(self) -> int:
        return hash((type(self).__name__, tuple(self.params().items())))

    # defaults shared by both strategies ---------------------------------------------------------

    def gear(self, view: View, legal: Sequence[Action]) -> Action | None:
        return legal[0]

    def play(self, view: View, legal: Sequence[Action]) -> Action | None:
        return legal[0]

    def react(self, view: View, legal: Sequence[Action]) -> Action | None:
        return (_best_cooldown(legal) or garage_react(view, legal, self.heat_weight(view), self.spin_cost)
                or _find(legal, "done"))

    def slipstream(self, view: View, legal: Sequence[Action]) -> Action | None:
        return _find(legal, "slipstream") or legal[0]

    def discard(self, view: View, legal: Sequence[Action]) -> Action | None:
        return _discard_below(view, legal, 1)


_REACTS: dict[tuple[object, ...], str] = {}  # Heuristic.react's choice per situation (its key there)
_WANTS_CARS = ("gear", "play", "react")
class Heuristic(_Strategy):
    """Chooses the gear and cards that promise the most spaces this round, counting Heat as a cost.

    risk:          how freely Heat is spent (0 never pays Heat at corners if it can avoid it,
                   1 balanced, 2 and more aggressive). A Heat is worth about `1.5 / risk` spaces
                   early in the race and less as the finish nears; the last two in the Engine are
                   dearer and those above five cheap (bots/outlook.py ENGINE_WORTH), so a full Engine
                   spends Heat at corners and on Boosts and does not spend a slow round cooling.
    cool_below:    when the Engine holds fewer Heat than this, cooling down (low gears) is worth
                   1.5 spaces more a Heat (0, the default: no extra).
    boost:         whether to Boost when the expected gain outweighs the Heat.
    discard_below: discard cards with a Speed below this at the end of the turn (4, the default:
                   the 0-3 cards, to draw faster ones; 1: the 0 card only).
    spin_cost:     how many spaces a spin-out is counted as costing (back before the corner, Stress,
                   1st gear).
    draft_speed:   Garage draft: how much a card's Speed counts against its symbols (bots/garage_play.py).
    """

    name = "heuristic"
    reads_cars = True  # with a chicane: where the cars ahead will stop or stopped (slip_plan.py, slip_react.py)

    def wants_cars(self, decision: Decision, track: Any = None) -> bool:
        """Whether its view of `decision` needs the other cars (bots/runner.py makes the others without
        them, the dearest part of a view): at its gear, cards (slip_plan.py) and React (slip_react.py) on
        a board with a chicane (any board when `track`, the race's Track, is not known)."""
        return decision.kind in _WANTS_CARS and (track is None or track.has_chicane)
    _params: ClassVar[tuple[str, ...]] = ("risk", "cool_below", "boost", "discard_below", "spin_cost", "draft_speed")

    def __init__(self, risk: float = 1.0, cool_below: int = 0, boost: bool = True, discard_below: int = 4,
                 spin_cost: float = 12.0, draft_speed: float = 1.0) -> None:
        for name, value, most in (("risk", risk, 100.0), ("spin_cost", spin_cost, 1000.0),
                                  ("draft_speed", draft_speed, 100.0)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= most:
                raise BadArgument(f"{name} must be a number from 0 to {most:g}, not {shorten(value)}")
        # an Engine holds at most a few Heat more than its 6, and no card is faster than 20
        for key, whole, top in (("cool_below", cool_below, 12), ("discard_below", discard_below, 20)):
            if isinstance(whole, bool) or not isinstance(whole, int) or not 0 <= whole <= top:
                raise BadArgument(f"{key} must be a whole number from 0 to {top}, not {shorten(whole)}")
        if not isinstance(boost, bool):
            raise BadArgument(f"boost must be True or False, not {shorten(boost)}")
        self.draft_speed = draft_speed
        self.risk = risk
        self.cool_below = cool_below
        self.boost = boost
        self.discard_below = discard_below
        self.spin_cost = spin_cost

    # how much a Heat is worth now, in spaces (less where corner lines crowd on a chicane's board: dense_heat.py)
    def heat_weight(self, view: View, distance: int | None = None) -> float:  # `distance`: there, not where `me` is
        base = 1.5 / self.risk if self.risk > 0.05 else 30.0
        d: int = view.me.distance if distance is None else distance
        share = (view.finish_distance - d) / view.spaces
        share = 1.0 if share > 1.0 else 0.1 if share < 0.1 else share  # max(0.1, min(1.0, share))
        if id(table := view_table(view)) in _FLOODS:  # only boards with floods: the others play as before
            base *= FLOOD_HEAT
            share = share ** 0.5  # see FLOOD_HEAT
        return dense_weight(table, d, round(4 * base * share) / 4)  # in quarters: memoisable

    def best_class(self, view: View, gear: int, classes: tuple[PlayClass, ...]) -> PlayClass | None:
        """Of `classes` (bots/outlook.py play_classes), the one this strategy would play in `gear`
        (the coach's words, bots/reasons.py, speak of it)."""
        me: CarView = view.me
        table = view_table(view)  # two gears: one Heat; down from a flood: one more
        shift = shift_heat(me.gear, gear, flooded_at(table, me.distance)) if me.gear is not None else 0
        sit = _situation(table, me.distance, gear, me.engine - shift, self.heat_weight(view),
                         self.spin_cost, react_options(view, table, self.boost))
        slip = _slip_plan(view, table, self)  # as gear and play weigh it
        return sit.best_class(classes)[0] if slip is None or not classes else max(classes, key=partial(slip.play, sit))

    def gear(self, view: View, legal: Sequence[Action]) -> Action | None:
        me: CarView = view.me
        d = me.distance
        table = view_table(view)
        w = self.heat_weight(view)
        own = me.hand
        assert own is not None  # `me` is the own car: its hand is known (view.hand)
        hand = tuple(sorted(own))
        # Cooling down in a low gear is worth this much per Heat (more with a nearly empty Engine).
        heat = hand.count(HEAT)  # view.heat_in_hand
        last = _likely_adrenaline(view)
        extra_cool = 1 if heat and last else 0
        react = react_options(view, table, self.boost)
        engine, gear_now, spin_cost = me.engine, me.gear, self.spin_cost
        assert gear_now is not None  # a car choosing its gear has one
        best = legal[0]
        best_value: float | None = None
        slip = _slip_plan(view, table, self)  # the cars ahead's slipstreams (chicane boards)
        row = _GEAR_ROWS.get((id(table), d, engine, gear_now, w, spin_cost, react))
        if row is None:
            row = _gear_row(table, d, engine, gear_now, w, spin_cost, react)
        hk = _HAND_KEYS.get(hand)  # hand_key, its hit written out (with best_for's below: 0.36 M instructions a race)
        if hk is None:
            hk = hand_key(hand)
        for a in legal:
            g = a.n
            assert g is not None  # a gear action carries its gear
            entry = row[g]
            if entry is None:  # the situation in gear g (two gears at once or down from a flood: Heat paid), its worth
                shift = shift_heat(gear_now, g, flooded_at(table, d))
                entry = row[g] = (_situation(table, d, g, engine - shift, w, spin_cost, react),
                                  heat_cost(engine, shift, w))
            sit = entry[0]
            # sit.best_for(hand, g), its hit written out (should best_for drop the memos per hand and
            # number the hands anew, `hk` only misses from then on: best_for keys the hand afresh)
            got = sit.by_hand.get(hk + g) if slip is None else slip.best(sit, hand, g)
            value = (got if got is not None else sit.best_for(hand, g))[1]
            assert value is not None  # a hand has at least one kind of play (play_classes)
            if heat:  # the sums in this order: equal values stay equal, and the first of them is chosen
                value += cool_value(sit.engine, min(GEAR_COOLDOWN.get(g, 0) + extra_cool, heat), w,
                                    self.cool_below) - entry[1]
            else:
                value -= entry[1]
            if best_value is None or value > best_value:
                best, best_value = a, value
        return best

    def play(self, view: View, legal: Sequence[Action]) -> Action | None:
        me: CarView = view.me
        gear, own = me.gear, me.hand
        assert gear is not None and own is not None  # a car that plays cards has a gear; its own hand is known
        table, d, w = view_table(view), me.distance, self.heat_weight(view)
        react = react_options(view, table, self.boost)
        sit = _SITUATIONS.get((id(table), d, gear, me.engine, w, self.spin_cost, react))  # _situation's hit
        if sit is None:
            sit = _situation(table, d, gear, me.engine, w, self.spin_cost, react)
        hand = tuple(sorted(own))
        by_class = plays_by_class(legal)
        k = len(legal[0].cards)
        slip = _slip_plan(view, table, self)  # the cars ahead's slipstreams (chicane boards)
        if len(legal[-1].cards) == k:  # the usual case: the gear fixes how many cards
            if slip is not None:
                got: _Best | None = slip.best(sit, hand, k)
            else:  # sit.best_for(hand, k), its hit written out (the call: +0.05 M a race)
                hk = _HAND_KEYS.get(hand)
                got = sit.by_hand.get(hk + k) if hk is not None else None
            best = (got if got is not None else sit.best_for(hand, k))[0]
            if best in by_class:
                return by_class[best]
        return by_class[max(by_class, key=sit.play if slip is None else partial(slip.play, sit))]

    def react(self, view: View, legal: Sequence[Action]) -> Action | None:
        # one pass over the choices: the largest Cooldown, the first Adrenaline, Boost and done, and
        # whether there is any other (an upgrade's symbol: garage_react)
        cool: Action | None = None
        adrenaline: Action | None = None
        boost: Action | None = None
        done: Action | None = None
        symbols = False
        for a in legal:
            kind = a.kind
            if kind == "cooldown":
                if cool is None or cast(int, a.n) > cast(int, cool.n):
                    cool = a
            elif kind == "adrenaline":
                if adrenaline is None:
                    adrenaline = a
            elif kind == "boost":
                if boost is None:
                    boost = a
            elif kind == "done":
                if done is None:
                    done = a
            else:
                symbols = True
        if cool is not None:
            return cool  # always worth it: Heat back to the Engine, a dead card out of the hand
        w = self.heat_weight(view)
        if symbols:
            symbol = garage_react(view, legal, w, self.spin_cost)
            if symbol is not None:
                return symbol
        me: CarView = view.me
        speed = me.speed or 0
        table = view_table(view)
        start = me.start_distance if me.start_distance is not None else me.distance - speed  # turn_start
        free = self.boost and boost is not None and free_boost(view)  # a Heat-control sector: a free Boost
        # the same situation gives the same choice: kept per corner table, start, Speed, Engine, Heat worth
        # (and the gear, on a board with floods: stopping on one makes next round's down-shift dearer;
        # or with a chicane: where it stops is weighed by the next two rounds, outlook.py TwoRoundLanding)
        two = id(table) in _CHICANES
        weigh = two or id(table) in _FLOODS  # where it stops is weighed
        gear = (me.gear or 1) if weigh else 0
        slips = slip_spots(view) if two else 0  # stops behind a car, to slipstream from (slip_react.py)
        key = (id(table), start, speed, me.engine, w, free, adrenaline is not None, boost is not None, self.boost,
               self.spin_cost, gear, slips)
        chosen = _REACTS.get(key)
        if chosen is None:
            if len(_REACTS) > 100_000:
                _REACTS.clear()
            corners: Corners = table[max(start, 0)] if start < len(table) else ()  # corners_from
            landing = ((TwoRoundLanding if two else Landing)(table, start + speed, gear, me.engine, w, corners, speed,
                                                               CHICANE_NEXT if two else NEXT_ROUND)
                       if weigh else None)
            chosen = _REACTS[key] = self._react_kind(speed, corners, me.engine, w, free, adrenaline is not None,
                                                   boost is not None, landing, slips)
        return adrenaline if chosen == "adrenaline" else boost if chosen == "boost" else done

    def _react_kind(self, speed: int, corners: Corners, engine: int, w: float, free: bool, adrenaline: bool,
                    boost: bool, landing: Landing | None = None, slips: int = 0) -> str:
        """"adrenaline", "boost" or "done": what React brings most from here. `landing` (boards with
        floods or a chicane only): what stopping further costs in the next rounds' prospects, by
        spaces added (a flooded space: its dearer down-shift; with a chicane: any stop, two rounds).
        `slips`: the stops 0-4 spaces on that may slipstream (slip_react.py), then weighed there."""
        if slips:
            return react_with_slip(speed, corners, engine, w, free, adrenaline, self.boost and boost, landing, slips,
                                   self.spin_cost)
        owed_now, _ = heat_owed(speed, speed, corners)
        if adrenaline:
            owed, _ = heat_owed(speed + 1, speed + 1, corners)
            if (spin_point(speed + 1, speed + 1, corners, engine) is None
                    and 1 - (heat_cost(engine, owed, w) - heat_cost(engine, owed_now, w))
                    - (landing.worse(1, 0) if landing is not None else 0.0) > 0):
                return "adrenaline"
        if self.boost and boost:
            paid = 0 if free else 1
            now = heat_cost(engine, owed_now, w)
            gain = 0.0
            for v, p in flip_distribution(1):
                if spin_point(speed + v, speed + v, corners, engine - paid) is not None:
                    gain -= p * (self.spin_cost + v)
                    continue
                owed, _ = heat_owed(speed + v, speed + v, corners)
                gain += p * (v - (heat_cost(engine, owed + paid, w) - now)
                             - (landing.worse(v, paid) if landing is not None else 0.0))
            if gain > 0:
                return "boost"
        return "done"

    def slipstream(self, view: View, legal: Sequence[Action]) -> Action | None:
        me: CarView = view.me
        speed = me.speed or 0
        corners = corners_from(view, turn_start(me))
        before, _ = heat_owed(speed, speed, corners)
        best, best_value = _find(legal, "pass"), 0.0
        w = self.heat_weight(view)
        table = view_table(view)
        two = id(table) in _CHICANES
        landing = ((TwoRoundLanding if two else Landing)(table, me.distance, me.gear or 1, me.engine, w, corners, speed,
                                                         CHICANE_NEXT if two else NEXT_ROUND, turn_start(me))
                   if two or id(table) in _FLOODS else None)
        for a in legal:  # `slipstream` (with a sector's bonus) and `slipstream 2` where both are offered
            if a.kind != "slipstream":
                continue
            spaces = slipstream_spaces(view, a)
            if spin_point(speed, speed + spaces, corners, me.engine) is not None:
                continue
            after, _ = heat_owed(speed, speed + spaces, corners)
            value = spaces - (heat_cost(me.engine, after, w) - heat_cost(me.engine, before, w))
            if landing is not None:
                value -= landing.worse(spaces, 0, False)
            if value > best_value:
                best, best_value = a, value
        return best

    def discard(self, view: View, legal: Sequence[Action]) -> Action | None:
        return _discard_below(view, legal, self.discard_below)
