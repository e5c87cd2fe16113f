"""A sensible strategy with parameters, `Heuristic` (weighs spaces against Heat), and what it shares
with `Cautious` (bots/cautious.py: never overheats on purpose).

Both are plain, picklable objects: `strategy(view, decision) -> action`, deterministic (they need no
random numbers), so a batch of races gives the same results in one process or many.
"""
from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import Any, ClassVar, cast

from ..engine.actions import Action, Decision
from ..engine.errors import BadArgument, shorten
from ..engine.view import CarView, View

from .legal_picks import best_cooldown as _best_cooldown, discard_below as _discard_below, find as _find
from .reasons import Advice
from .dense_heat import dense_weight
from .slip_react import react_with_slip, slip_spots
from .slip_plan import SlipPlan, plan_for
from .complex_plan import choose as complex_choice
from .garage_play import build_choice, choose_speed, draft_pick, garage_react
# (_likely_adrenaline lives in react_plan.py, _potential, its memo and constants in outlook.py; importable here)
from .react_plan import _likely_adrenaline as _likely_adrenaline, react_options
# (the situations and their memos live in situation.py; importable here)
from .situation import (CHICANE_NEXT, MAX_HANDS_KEPT as MAX_HANDS_KEPT, MAX_SPEED as MAX_SPEED, NEXT_ROUND,
                        _GEAR_ROWS, _HAND_KEYS, _HANDS_KEPT as _HANDS_KEPT, _SITUATIONS, _Best, _Situation as _Situation,
                        _boosted, _forget_hands as _forget_hands, _gear_row, _prospects, _situation, cool_value, hand_key)
from .outlook import (GEAR_COOLDOWN, HEAT, CornerTable, Corners, Landing, TwoRoundLanding,
                      PlayClass, corners_from, flip_distribution, flooded_at, free_boost, heat_cost,
                      heat_owed, plays_by_class, shift_heat, slipstream_spaces, spin_point, turn_start,
                      view_table, _CHICANES, _FLOODS, _POTENTIAL as _POTENTIAL, _potential as _potential)

LOOKAHEAD = 0.8  # the same weight at the leaves of the search (bots/search.py), tuned there

# On a board with floods (Heavy Rain) a Heat is worth this many times more: slowing down for a corner
# from a flooded space costs Heat (outlook.py shift_heat), and the heuristic, seeing one round ahead,
# spent its Heat on the straight before Japan's flood zones and then crawled through them with an
# empty Engine (issue 32). There a Heat's worth also falls on the last lap with the square root of the
# share of a lap left, not linearly (Japan's second lap has floods before its slow corners too): found
# by measurement, tuned with FLOOD_HEAT on Japan, 3 cars, seeds 101 and 202 (2,400 races each: 1.2 with
# the root 1,594 wins, 1.2-1.4 with a power 0.5-0.65 1,495-1,594; the old 1.4, linear, 1,385).
FLOOD_HEAT = 1.2


def _slip_plan(view: View, table: CornerTable, h: Heuristic) -> SlipPlan | None:
    """On a board with a chicane, the slipstreams the cars ahead may give this round (slip_plan.py)."""
    return (plan_for(view, table, (h.risk, id(table)), partial(h.heat_weight, view), _boosted, _prospects, flooded_at)
            if id(table) in _CHICANES else None)


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
_PLANS = ("gear", "play")  # the decisions complex_plan.py plans
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
    complex:       through a chicane, plan by sampled play-outs from its Seat (bots/complex_plan.py).
    """

    name = "heuristic"
    reads_cars = True  # with a chicane: where the cars ahead will stop or stopped (slip_plan.py, slip_react.py)

    def wants_cars(self, decision: Decision, track: Any = None) -> bool:
        """Whether its view of `decision` needs the other cars (bots/runner.py makes the others without
        them, the dearest part of a view): at its gear, cards (slip_plan.py) and React (slip_react.py) on
        a board with a chicane (any board when `track`, the race's Track, is not known)."""
        return decision.kind in _WANTS_CARS and (track is None or track.has_chicane)
    _params: ClassVar[tuple[str, ...]] = ("risk", "cool_below", "boost", "discard_below", "spin_cost", "draft_speed",
                                          "complex")
    uses_seat = True  # complex=True: its planner samples from the Seat play_bots hands it (complex_plan.py)

    def __init__(self, risk: float = 1.0, cool_below: int = 0, boost: bool = True, discard_below: int = 4,
                 spin_cost: float = 12.0, draft_speed: float = 1.0, complex: bool = True) -> None:
        for name, value, most in (("risk", risk, 100.0), ("spin_cost", spin_cost, 1000.0),
                                  ("draft_speed", draft_speed, 100.0)):
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= most:
                raise BadArgument(f"{name} must be a number from 0 to {most:g}, not {shorten(value)}")
        # an Engine holds at most a few Heat more than its 6, and no card is faster than 20
        for key, whole, top in (("cool_below", cool_below, 12), ("discard_below", discard_below, 20)):
            if isinstance(whole, bool) or not isinstance(whole, int) or not 0 <= whole <= top:
                raise BadArgument(f"{key} must be a whole number from 0 to {top}, not {shorten(whole)}")
        for key, flag in (("boost", boost), ("complex", complex)):
            if not isinstance(flag, bool):
                raise BadArgument(f"{key} must be True or False, not {shorten(flag)}")
        self.complex = complex
        # car -> ((round, sorted hand), the kind of play planned at its gear by complex_plan.py)
        self.complex_plans: dict[str, tuple[tuple[int, tuple[str, ...]], PlayClass | None]] = {}
        self._plain: Heuristic | None = None  # its twin without the planner, made when first needed
        self.draft_speed = draft_speed
        self.risk = risk
        self.cool_below = cool_below
        self.boost = boost
        self.discard_below = discard_below
        self.spin_cost = spin_cost

    def plain(self) -> Heuristic:
        """This heuristic without the complex planner: its planner's play-outs' driver."""
        if not self.complex:
            return self
        if self._plain is None:
            self._plain = self.plain_twin()
        return self._plain

    def plain_twin(self) -> Heuristic:
        """A new plain Heuristic (complex=False) with this one's parameters (the search's rollouts too)."""
        return Heuristic(self.risk, self.cool_below, self.boost, self.discard_below, self.spin_cost,
                         self.draft_speed, False)

    def __call__(self, view: Any, decision: Decision | None, rng: Any = None, seat: Any = None) -> Action | None:
        # the planner plans a race's gear and cards (a season's build step hands a BuildView) on a board
        # with a chicane; the rest goes straight on (calling super() cost about 4% of a USA race, interleaved)
        if (seat is not None and decision is not None and decision.kind in _PLANS and self.complex
                and isinstance(view, View) and view.track.has_chicane):
            got = complex_choice(self, view, decision, rng, seat)
            if got is not None:
                return got
        return _Strategy.__call__(self, view, decision)

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
