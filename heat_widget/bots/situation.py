"""The heuristic's situations (moved out of strategies.py): the value of every Speed
and kind of play from one spot (distance, gear, Engine, the worth of a Heat, the cost of a spin-out),
filled in as asked for and kept in memos shared by every car and race of a process, with the memos'
bounds. strategies.py (`Heuristic`) and search.py read them; slip_plan.py values its landings with them.
"""
from __future__ import annotations

from typing import TypeAlias

from .outlook import CornerTable, Corners, PlayClass, class_value, cool_worth, heat_cost, play_classes, _CHICANES, _FLOODS, _potential, _potential2
from .react_plan import ADRENALINE, BOOST, with_react

# Weight of the next round's prospects in a decision: 0.6 (0.8 before issue 24: the heuristic alone
# against Legends then won less, worst on Italy; see docs/history-bots.md, issue 24).
NEXT_ROUND = 0.6
# On a board with a chicane: the weight of the next two rounds' prospects (outlook.py _potential2),
# where a move ends and where a Boost, Adrenaline or a slipstream would take it (TwoRoundLanding).
# Tuned with TWO_ROUND on the 4 expansion boards, 3 cars, seeds 101 and 202 (900 races each):
# 0.5 and 0.6 alike, 0.45 and below worse; NEXT_ROUND's 0.6 stays on the other boards.
CHICANE_NEXT = 0.5

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
CLUTTER = 0.5  # a Heat out of the hand (cooled) is worth this many spaces besides its worth in the Engine


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


def _forget_hands() -> None:
    """Drop every situation's memos per hand, keeping the situations (see MAX_HANDS_KEPT)."""
    for sit in _SITUATIONS.values():
        sit.by_hand.clear()
        sit.hands.clear()
    _HAND_KEYS.clear()
    _HANDS_KEPT[0] = 0


def cool_value(engine: int, cooled: int, w: float, cool_below: int) -> float:
    """What cooling `cooled` Heat (from the hand back to an Engine holding `engine`) is worth, in
    spaces: their worth in the Engine (outlook.py ENGINE_WORTH: little when it is already full), a
    cleaner hand (CLUTTER a Heat), and 1.5 more a Heat when the Engine holds fewer than `cool_below`."""
    return cool_worth(engine, cooled, w) + cooled * (CLUTTER + (1.5 if engine < cool_below else 0.0))
