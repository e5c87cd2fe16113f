"""The slipstream in the heuristic's plan, on a board with a chicane (issue 32).

Cars move in race order (rulebook, 3. Reveal & Move: leader first), so when this car moves every car
ahead of it has moved, and a stop on a car's space or right behind one may slipstream 2 spaces more
(6. Slipstream; the corner check reads the Speed, 7. Check Corner, so those spaces cross corner lines
at the Speed's cost, free at or below the limit). At React the heuristic sees where they stopped
(slip_react.py); here, at its gear and cards, it predicts it: a Legend's move follows from the shared
Legends card (engine/legends.py plan_move), hidden until the first Legend flips it, so each card
left in the Legends deck counts as equally likely (the flipped ones are public: View.legends_left;
all ten when it is empty, as it is then shuffled whole: advanced booklet, Legends Module, Additional
Notes). The Legends' chevrons (expansion boards: a Legend near a marked line may cross 2 or 3
lines) are read as the View tells (View.chevrons: on, BGA's default, unless the race sets
`aggressive_legends=False`), and Pro Legends' higher top Speed as the View tells (View.pro_legends).
Other cars ahead are left out (their cards are secret). A Speed's value then adds the probability
of a car on its landing or the space after it times what slipstreaming from there adds, weighed as
the heuristic's slipstream decision weighs it (spaces, Heat, the two next rounds' prospects).
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from ..engine.errors import ViewError
from ..engine.legends import LegendsCard, card_by_number, legends_data, plan_move
from ..engine.track import Corner, chevron_lines
from ..engine.view import CarView, View
from .outlook import CornerTable, PlayClass, class_value, heat_cost, heat_owed, play_classes, spin_point
from .react_plan import ADRENALINE, BOOST, with_react
from .slip_react import MOST_EXTRA

REACH = 48  # Speeds weighed (strategies.py MAX_SPEED, plus React's most)
# landing_odds per position (the track kept with it, so its id stays its own), and SlipPlans per odds:
# a round's gear and cards see the same cars, and races meet the same positions again
_ODDS: dict[tuple[Any, ...], tuple[Any, tuple[float, ...] | None]] = {}
_PLANS: dict[tuple[tuple[float, ...], float, tuple[object, ...]], SlipPlan] = {}


def landing_odds(view: View) -> tuple[float, ...] | None:
    """Per Speed s, the probability that a car ahead in race order stops on this car's distance + s
    or the one after it once it has moved; None when no Legend is ahead or the view has no cars."""
    try:
        cars = view.cars
    except ViewError:
        return None
    me = view.me
    mine = next(i for i, c in enumerate(cars) if c.name == me.name)
    legends = [c for c in cars[:mine] if c.legend and c.on_board and c.finished is None]
    if not legends:
        return None
    track, n, finish = view.track, view.spaces, view.finish_distance
    limits = view.conditions.limits if view.conditions is not None else None
    taken: dict[int, int] = {}  # space -> cars on it while the Legends ahead move: this car and those behind
    for c in cars[mine:]:
        if c.on_board and c.finished is None:
            taken[c.space] = taken.get(c.space, 0) + 1
    d = me.distance
    left: tuple[int, ...] = getattr(view, "legends_left", ())  # () or missing: the whole deck, shuffled anew
    chevrons = bool(getattr(view, "chevrons", False))  # False: the race turned BGA's Aggressive Legends off
    pro = int(getattr(view, "pro_legends", 0))  # Pro Legends: +N to every Legend's top Speed
    key = (id(track), finish, d, tuple((c.distance, c.colour) for c in legends), tuple(sorted(taken.items())), limits,
           left, chevrons, pro)
    hit = _ODDS.get(key)
    if hit is not None and hit[0] is track:
        return hit[1]
    if len(_ODDS) > 20_000:
        _ODDS.clear()
    deck = tuple(card_by_number(number) for number in left) if left else legends_data()[1]
    got = _ODDS[key] = (track, _odds(track, n, finish, d, legends, taken, limits, deck, chevrons, pro))
    return got[1]


def _odds(track: Any, n: int, finish: float, d: int, legends: list[CarView], taken: dict[int, int],
          limits: tuple[int, ...] | None, deck: tuple[LegendsCard, ...], chevrons: bool,
          pro: int) -> tuple[float, ...] | None:
    def limit_of(corner: Corner) -> int:
        return int(limits[corner.index]) if limits else corner.speed_limit

    odds = [0.0] * REACH
    share = 1.0 / len(deck)  # each card left equally likely
    for card in deck:
        full = dict(taken)
        stops: set[int] = set()
        for c in legends:  # in race order, each blocked as any car (engine/primitives.py _settle)
            diamond, top = card.entries.get(c.colour, (0, 0))
            if top < 1:
                continue
            top += pro  # as the engine moves it (engine/legends.py)
            start = c.distance  # the lines its chevrons let it cross from there (engine/track.py)
            target, _ = plan_move(track, start, finish, diamond, top, limit_of,
                                  (lambda corner: chevron_lines(corner, start, n)) if chevrons else None)
            while target > c.distance and full.get((target - 1) % n + 1, 0) >= 2:
                target -= 1
            space = (target - 1) % n + 1
            full[space] = full.get(space, 0) + 1
            stops.add(target)
        for s in range(REACH):
            if d + s in stops or d + s + 1 in stops:
                odds[s] += share
    return tuple(odds) if any(odds) else None


class SlipPlan:
    """A decision's Speed and play values with the slipstream's odds added (`odds`: landing_odds).
    `w_at(distance)`: the heuristic's Heat weight there (strategies.py Heuristic.heat_weight);
    `situation(engine)`: strategies.py's situation of this spot with that Engine (for a Boost's);
    `prospects(d, gear, engine, flooded)`: the weighted value of a landing (strategies.py _prospects)."""

    def __init__(self, odds: tuple[float, ...], finish: float, w_at: Callable[[int], float],
                 situation: Callable[[Any, int], Any],
                 prospects: Callable[[CornerTable, int, int, int, float, bool], float],
                 flooded: Callable[[CornerTable, int], bool]) -> None:
        self.odds, self.finish, self.w_at = odds, finish, w_at
        self.first = next(s for s, p in enumerate(odds) if p)  # the Speeds with odds: from first to last
        self.last = max(s for s, p in enumerate(odds) if p)
        self.situation, self.prospects, self.flooded = situation, prospects, flooded
        # keyed by the situation itself (kept alive with it: an id could be reused once strategies.py drops it)
        self.speeds: dict[tuple[Any, int], float] = {}
        self.plains: dict[tuple[Any, int], float] = {}
        self.bests: dict[tuple[Any, tuple[str, ...], int], tuple[PlayClass, float]] = {}

    def _plain(self, sit: Any, s: int) -> float:
        """sit._plain(s) plus the odds of a slipstream from there times what it adds."""
        p = self.odds[s] if s < REACH else 0.0
        if p == 0.0 or sit.d + s + 2 > self.finish:
            return sit.speed(s) if not sit.react else float(sit._plain(s))  # without React: _plain, memoised
        got = self.plains.get((sit, s))
        if got is None:
            got = self.plains[(sit, s)] = self._slip(sit, s, p)
        return got

    def _slip(self, sit: Any, s: int, p: float) -> float:
        base: float = sit._plain(s)
        corners, engine = sit.corners, sit.engine
        if spin_point(s, s, corners, engine) is not None or spin_point(s, s + 2, corners, engine) is not None:
            return base
        # taken as the heuristic's slipstream decision would, with the Heat's worth on its landing
        # (strategies.py heat_weight: it changes with the distance), and valued in this decision's
        if self._gain(sit, s, self.w_at(sit.d + s)) <= 0.0:
            return base
        return base + p * self._gain(sit, s, sit.w)

    def _gain(self, sit: Any, s: int, w: float) -> float:
        """What slipstreaming 2 spaces from Speed s adds to stopping there (Heat weight w)."""
        table, d, gear, engine, corners = sit.table, sit.d, sit.gear, sit.engine, sit.corners
        owed, _ = heat_owed(s, s, corners)
        owed2, _ = heat_owed(s, s + 2, corners)
        return (2 - heat_cost(engine, owed2, w) + heat_cost(engine, owed, w)
                + self.prospects(table, d + s + 2, gear, engine - owed2, w, self.flooded(table, d + s + 2))
                - self.prospects(table, d + s, gear, engine - owed, w, self.flooded(table, d + s)))

    def speed(self, sit: Any, s: int) -> float:
        """sit.speed(s) (React's options counted as _Situation._score does) with the slipstream's odds."""
        if s + MOST_EXTRA < self.first or s > self.last:  # no slipstream within React's reach: the situation's own
            v: float = sit.speed(s)
            return v
        key = (sit, s)
        got = self.speeds.get(key)
        if got is None:
            boosted = self.situation(sit, sit.engine - 1) if sit.engine >= 1 and sit.react & BOOST else None
            got = self.speeds[key] = with_react(
                lambda x: self._plain(sit, x), s, sit.react & ADRENALINE != 0,
                (lambda x: self._plain(boosted, x)) if boosted is not None else None, heat_cost(sit.engine, 1, sit.w))
        return got

    def play(self, sit: Any, cls: PlayClass) -> float:
        """sit.play(cls) with the slipstream's odds (as it is where none reaches: a cluttered hand does not move)."""
        base, stress, cluttered = cls[:3]
        if cluttered or base + 4 * stress + MOST_EXTRA < self.first or base + stress > self.last:  # as it is (memoised)
            v: float = sit.play(cls)
            return v
        return class_value(cls, partial(self.speed, sit), sit.engine, sit.w)

    def best(self, sit: Any, hand: tuple[str, ...], k: int) -> tuple[PlayClass, float]:
        """The kind of play of k cards from a sorted hand with the most value, the first of equals."""
        got = self.bests.get((sit, hand, k))
        if got is None:
            classes = play_classes(hand, k)
            values = [self.play(sit, c) for c in classes]
            i = max(range(len(classes)), key=values.__getitem__)
            got = self.bests[(sit, hand, k)] = (classes[i], values[i])
        return got


def plan_for(view: View, table: CornerTable, who: tuple[object, ...], w_at: Callable[[int], float],
             situation: Callable[[Any, int], Any],
             prospects: Callable[[CornerTable, int, int, int, float, bool], float],
             flooded: Callable[[CornerTable, int], bool]) -> SlipPlan | None:
    """The SlipPlan of this view's decision (arguments as SlipPlan's; `who`: what `w_at` depends on
    besides the race's board and length), None when no car ahead may give a slipstream."""
    odds = landing_odds(view)
    if odds is None:
        return None
    key = (odds, view.finish_distance, who)
    plan = _PLANS.get(key)
    if plan is None:
        if len(_PLANS) > 2_000:  # each holds its memos
            _PLANS.clear()
        plan = _PLANS[key] = SlipPlan(odds, view.finish_distance, w_at, situation, prospects, flooded)
    return plan
