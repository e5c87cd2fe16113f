"""Steps 1 and 2 of a round (rulebook, "Playing a round": 1. Shift gears, 2. Play cards): the gears
a car may choose, the plays it may make, and the joint gear shift once every car has chosen.

`PlanningRules` is mixed into `RoundRules` (engine/rules.py), which runs the rest of the round.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from .native import trait
from .actions import Action, card_order
from .cards import HEAT, hand_without
from .primitives import Primitives
from .state import CarState

# Step 1: the gears reachable from (gear, whether the Engine has the Heat to shift two gears).
GEAR_CHOICES = {(g, heat): tuple(x for x in range(1, 5) if abs(x - g) < 2 or (abs(x - g) == 2 and heat))
                for g in range(1, 5) for heat in (False, True)}


@lru_cache(maxsize=65536)
def play_options(hand: tuple[str, ...], k: int) -> tuple[Action, ...]:
    """Every distinct play of exactly k cards from a hand (any order), never Heat; a cluttered hand
    (fewer than k non-Heat cards) must play all of them and cover the rest with Heat."""
    playable = tuple(sorted((c for c in hand if c != HEAT), key=card_order))
    if len(playable) < k:
        fill = min(k - len(playable), len(hand) - len(playable))
        return (Action("play", None, playable + (HEAT,) * fill),)
    make = Action._of_cards  # the hand's own cards, in order: no checks needed
    return tuple([make("play", combo) for combo in dict.fromkeys(combinations(playable, k))])


@lru_cache(maxsize=65536)
def play_option_set(hand: tuple[str, ...], k: int) -> frozenset[Action]:
    return frozenset(play_options(hand, k))


@trait
class PlanningRules(Primitives):
    """Steps 1-2, which every car plans at the same time (Legends excepted)."""

    def _plan_pending(self) -> list[tuple[str, str]]:
        players = self._caches.players
        if players is None:  # the cars that plan (not Legends), found once
            players = self._caches.players = [c for c in self._cars if not c.legend]
        if self.options.tournament:
            return [(c.name, "play") for c in players if c.planned is None and c.finished is None]
        return [(c.name, "play" if c.planned_gear is not None else "gear") for c in players
                if c.planned is None and c.finished is None]

    def _gear_options(self, car: CarState) -> tuple[int, ...]:
        """Step 1: one gear up or down is free, two cost 1 Heat, never three; and no gear the hand
        cannot fill while a reachable gear can be filled.

        Rule reading (HEAT Cards, Cluttered Hand): "in rare circumstances you can get stuck with so
        many Heat cards in your hand that you don't have enough playable cards for the gear you're
        in". A car gets stuck; it does not clutter its hand on purpose (which would move Heat from
        hand to the discard pile without a Cooldown). So a gear that cannot be filled is offered
        only when no reachable gear can be, as on Board Game Arena (argsPlanification). Tournament
        mode plays a number of cards instead of a gear: the same choice, by the same rule."""
        assert car.gear is not None  # a Legend has no gear to choose
        reachable = GEAR_CHOICES[car.gear, car.engine >= 1]
        if self._modifiers and self._hooked("shift_heat"):  # a shift may cost more here (a flooded space)
            g = car.gear
            reachable = tuple(x for x in range(1, 5) if abs(x - g) <= 2 and self._shift_cost(car, g, x) <= car.engine)
        hand = car.hand
        if HEAT not in hand or self._readings < 2:  # every gear can be filled (or a file of readings 1)
            return reachable
        playable = len(hand) - hand.count(HEAT)
        if reachable[-1] <= playable:  # the usual case: every reachable gear (in increasing order) can be filled
            return reachable
        fillable = tuple(g for g in reachable if g <= playable)
        return fillable or reachable

    def _apply_gear(self, car: CarState, gear: int) -> None:
        """Step 1 is simultaneous ("as everyone shifts gears at the same time"): a car's choice is
        recorded privately, and the shifts are made together, as one joint step, once every car
        has chosen. Until then the others see the old gear and Engine; the chooser knows its own
        choice at once (view.py shows it to that seat only)."""
        car.planned_gear = gear
        if not self._gears_open():
            self._shift_all()

    def _gears_open(self) -> bool:
        """Whether some car still has to choose its gear this round (the joint shift not made yet)."""
        for c in self._caches.players or self._cars:  # the cars that plan, once _plan_pending has found them
            if c.planned_gear is None and c.finished is None and not c.legend:
                return True
        return False

    def _shift_all(self) -> None:
        """The joint step: every car's chosen gear at once, in car order, each with its Heat."""
        for c in self._cars:
            if c.planned_gear is not None and c.finished is None and not c.legend:
                self._shift_gear(c, c.planned_gear)
                self._caches.car_changed(c.index)

    def _shift_gear(self, car: CarState, gear: int) -> None:
        """Move the gear pawn: shifting two gears pays 1 Heat (Shifting up/down 2 positions)."""
        old = car.gear
        assert old is not None  # only racing cars shift, never a Legend
        car.gear = gear
        car.planned_gear = gear
        heat = self._shift_cost(car, old, gear)
        if heat:
            self._pay_heat(car, heat)
        if self._modifiers:
            self._event_noted("gear", car, None, old=old, gear=gear, heat=heat)
        else:
            self._event("gear", car, old=old, gear=gear, heat=heat)

    def _shift_cost(self, car: CarState, old: int, new: int) -> int:
        """Heat to shift from `old` to `new` where the car stands (1 for two gears; modules may add:
        a flooded space)."""
        heat = 1 if abs(new - old) == 2 else 0
        return self._modified("shift_heat", car, heat, old, new) if self._modifiers else heat

    def _play_counts(self, car: CarState) -> list[int] | tuple[int, ...]:
        if self.options.tournament:
            return self._gear_options(car)
        assert car.gear is not None  # a Legend plays no cards
        # The gear the car chose in step 1 (shifted or not yet: the joint shift may still wait).
        return [car.gear if car.planned_gear is None else car.planned_gear]

    def _apply_play(self, car: CarState, cards: tuple[str, ...]) -> None:
        car.hand = hand_without(car.hand, cards)
        car.planned = cards
        if "play" not in self._record.quiet:
            # How many cards tells the gear: secret until Reveal in Tournament mode, and until every
            # car has chosen its gear otherwise (a car may play before the others have shifted).
            secret = self.options.tournament or self._gears_open()
            self._private_event("play", car, secret, count=len(cards))
