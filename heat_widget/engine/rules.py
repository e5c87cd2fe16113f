"""The round, step by step (rulebook, "Playing a round", steps 1-9, and "How to Win").

`RoundRules` is mixed into `Race`: it owns the mutable cars and moves the race forward from one
decision to the next. Section names in comments are the rulebook's.
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache
from itertools import combinations

from .native import trait
from .actions import ADRENALINE, BOOST, COOLDOWN, DONE, Action, card_order
from .card_steps import REVEAL, CardSteps
from .card_steps import reveal_effects as reveal_effects  # also public here
from .cards import BASIC, HEAT, STRESS, hand_without
from .corners import CornerRules
from .legends import LegendTurns
from .modifiers import HookedRules
from .modules.host import ModuleHost
from .planning import PlanningRules
from .planning import play_option_set as play_option_set, play_options as play_options  # also public here
from .slipstream import SlipstreamRules
from .state import CarState
from .symbols import NO_EFFECTS, open_symbols, react_options

# Stages of a car's own turn after Reveal & Move, in rulebook order.
REACT, SLIPSTREAM, CORNERS, DISCARD, REPLENISH = range(5)
GEAR_COOLDOWN: dict[int, int] = {1: 3, 2: 1, 3: 0, 4: 0}  # "1st gear (Cooldown 3) and 2nd gear (Cooldown 1)"


BASIC_SPEED: dict[str, int] = {c: int(c) for c in BASIC}
UNDISCARDABLE: frozenset[str] = frozenset((HEAT, STRESS))  # Step 8: "any cards but Heat and Stress"
DISCARD_ACTION: Action = Action("discard")  # step 8 as a whole, when a module forbids it (a tunnel)
COOLDOWNS_UP_TO: dict[int, tuple[Action, ...]] = {n: tuple(COOLDOWN[k] for k in range(1, n + 1)) for n in range(len(COOLDOWN) + 1)}
# (Cooldown up to n, Boost offered, Adrenaline offered) -> the React choices when no card symbol is
# open, in `_react_options`' order: made once, as every React decision of every race asks for one
REACT_CHOICES: dict[tuple[int, bool, bool], tuple[Action, ...]] = {
    (n, boost, adrenaline): COOLDOWNS_UP_TO[n] + ((BOOST,) if boost else ()) + ((ADRENALINE,) if adrenaline else ())
    + (DONE,)
    for n in COOLDOWNS_UP_TO for boost in (False, True) for adrenaline in (False, True)}


# step 8's rule: the cards never discarded, the most discarded (Modifier.discard_rule)
BASE_DISCARD: tuple[frozenset[str], int | None] = (UNDISCARDABLE, None)


@lru_cache(maxsize=65536)
def discard_options(hand: tuple[str, ...], keep: frozenset[str] = UNDISCARDABLE,
                    most: int | None = None) -> tuple[Action, ...]:
    """Every distinct set of cards that may be discarded (Step 8: never Heat or Stress; a
    Championship event may change which cards are kept and how many may go)."""
    free = tuple(sorted((c for c in hand if c not in keep), key=card_order))
    seen: dict[tuple[str, ...], None] = {}
    for k in range(min(len(free), len(free) if most is None else most) + 1):
        for combo in combinations(free, k):
            seen.setdefault(combo, None)
    make = Action._of_cards
    return tuple([make("discard", combo) for combo in seen])


def sort_hand(hand: Iterable[str]) -> tuple[str, ...]:
    """A hand as a cache key (plain string order)."""
    return tuple(sorted(hand))


@trait
class RoundRules(ModuleHost, PlanningRules, HookedRules, SlipstreamRules, CardSteps, CornerRules, LegendTurns):
    """The rules of a round. Works on `self._cars` (CarState) and records Events."""

    # ---- helpers ---------------------------------------------------------------------------

    def _flip_for_speed(self, car: CarState, source: str) -> int:
        """The [+] symbol (Stress, Boost): flip until a Basic card, which joins the play area;
        everything flipped on the way is discarded. 0 if the car has no Basic card left at all."""
        flipped: list[str] = []
        while True:
            deck = car.deck
            for i, card in enumerate(deck):
                if card in BASIC:
                    car.deck = deck[i + 1:]
                    if i:
                        car.discard += deck[:i]
                        flipped.extend(deck[:i])
                    car.play += (card,)
                    value = BASIC_SPEED[card]
                    if "flip" not in self._record.quiet:
                        self._event("flip", car, source=source, flipped=flipped, card=card, value=value)
                    return value
            # The deck ran out: what was flipped is discarded, and may come back in the reshuffle.
            car.deck = ()
            car.discard += deck
            flipped.extend(deck)
            if not any(c in BASIC for c in car.discard):
                self._event("flip", car, source=source, flipped=flipped, card=None, value=0)
                return 0
            self._reshuffle(car)

    # ---- modifiers (modules hook in here) ----------------------------------------------------

    # ---- round structure ---------------------------------------------------------------------

    def _racing(self) -> list[CarState]:
        return [c for c in self._cars if c.finished is None]

    def _start_round(self) -> None:
        self._round += 1
        self._phase = "plan"
        self._legends_card = None
        self._active = None
        self._step = None
        for car in self._cars:
            car.planned_gear = None
            car.planned = None
            car.reset_turn()
        self._caches.cars_changed(len(self._cars))
        if "round" not in self._record.quiet:
            self._event("round", None, number=self._round)

    def _begin_race(self) -> None:
        """Every decision before the race is made: modules finish their setup, the players of a new
        race draw their hands (the last step of setup), and round 1 begins."""
        for module in self._modules:
            module.start_race()
        if self._config["kind"] == "new":
            for car in self._cars:
                if not car.legend:
                    self._draw(car, self.options.hand_size - len(car.hand))  # cards a module put in hand count
        self._start_round()

    def _pending(self) -> tuple[tuple[str, str], ...]:
        """((car name, decision kind), ...), cached until the next decision."""
        caches = self._caches
        pending = caches.pending
        if pending is None:
            phase = self._phase
            if phase == "plan":
                pending = tuple(self._plan_pending())
            elif phase == "turn" and self._step is not None and self._active is not None:
                pending = ((self._active, self._step),)
            elif phase == "setup":
                pending = tuple(self._setup_pending())
            else:
                pending = ()
            caches.pending = pending
        return pending

    def _begin_turns(self) -> None:
        """After steps 1-2: cars take steps 3-9 one at a time, front to back."""
        ranking = self._ranking()
        self._order = [c.index for c in ranking if c.finished is None]
        # Adrenaline: the last car, or last two with 5+ cars at the start, finished cars included.
        last = 2 if len(self._cars) >= 5 else 1
        self._adrenaline = {c.index for c in ranking[-last:] if c.finished is None}
        if self._modifiers and not self._modified("adrenaline", None, True):
            self._adrenaline = set()
        self._turn = 0
        self._phase = "turn"

    def _run(self) -> None:
        """Apply every automatic step until someone must decide or the race is over."""
        while True:
            if self._phase == "setup":
                waiting = self._setup_pending()
                if waiting:
                    self._caches.pending = tuple(waiting)
                    return
                self._begin_race()
            if self._phase == "plan":
                waiting = self._plan_pending()
                if waiting:
                    self._caches.pending = tuple(waiting)  # what `pending` would work out again
                    return
                self._begin_turns()
            if self._phase == "finished" or self._step is not None:
                return
            if self._turn >= len(self._order):
                self._end_round()
                continue
            car = self._cars[self._order[self._turn]]
            self._active = car.name
            self._caches.car_changed(car.index)
            if car.legend:
                self._legend_turn(car)
                self._end_turn()
            else:
                self._reveal(car)

    def _end_turn(self) -> None:
        self._step = None
        self._active = None
        self._turn += 1

    def _end_round(self) -> None:
        """How to Win: cars over the line this round leave the track, ranked by how far they got."""
        crossed = [c for c in self._ranking() if c.finished is None and self._crossed_finish(c)]
        for car in crossed:
            self._finished_count += 1
            car.finished = self._finished_count
            car.on_board = False
            self._event("finish", car, place=car.finished)
        if crossed:
            self._caches.order_changed()
        self._caches.cars_changed(len(self._cars))
        if all(c.finished is not None for c in self._cars):  # every car over the line or eliminated
            self._phase = "finished"
            self._active = None
            winner = self._ranking()[0].name
            self._event("race_over", None, winner=winner)
            return
        self._start_round()

    # ---- step 3: reveal and move ---------------------------------------------------------------

    def _reveal(self, car: CarState) -> None:
        car.start_distance = car.lap * self._spaces + car.space  # _distance(car)
        cards = car.planned or ()
        car.planned = None
        car.play = cards
        if self.options.tournament:  # Tournament mode: the gear follows the number of cards
            self._shift_gear(car, len(cards))
        if "reveal" not in self._record.quiet:
            self._event("reveal", car, cards=list(cards), gear=car.gear)
        if HEAT in cards:
            # Cluttered hand: no move, back to 1st gear, play area to the discard, straight to step 9.
            car.cluttered = True
            car.speed = 0
            car.gear = 1
            self._event("cluttered", car, cards=list(cards))
            self._proceed(car, REPLENISH)
            return
        speed = 0
        choose: tuple[str, ...] = ()
        for c in cards:
            value, effects, later = REVEAL.get(c) or reveal_effects(c)
            if value is None:
                choose += (c,)
            else:
                speed += value
            for h, count in effects:
                speed += h.apply(self, car, c, count)
            if later:
                open_symbols(self, car, c, later)
        car.speed = speed
        if choose:  # the Speed of these cards is chosen now, after the [+] flips (Garage, Reveal and Move)
            car.effects = (car.effects or NO_EFFECTS)._replace(choose=choose)
            self._step = "speed"
            return
        self._move_revealed(car)

    def _move_revealed(self, car: CarState) -> None:
        """Step 3's move once the Speed is known, then Adrenaline (step 4) and on to React."""
        speed = car.speed
        assert speed is not None and car.gear is not None  # revealed (step 3) by a racing car
        moved = self._move(car, speed)
        if "move" not in self._record.quiet:
            self._event("move", car, speed=speed, moved=moved, space=car.space, lap=car.lap)
        # Step 4: Adrenaline, and the React step's Cooldown from the gear.
        if car.index in self._adrenaline:
            car.adrenaline = True
            self._event("adrenaline", car, among=1 if len(self._cars) < 5 else 2)
        # Cards' Cooldown symbols have already added theirs to the pool (engine/symbols.py)
        cool = GEAR_COOLDOWN[car.gear] + (1 if car.adrenaline else 0) + car.cooldown_left
        car.cooldown_left = self._modified("cooldown", car, cool) if self._modifiers else cool
        self._proceed(car, REACT)

    def _apply_speed(self, car: CarState, action: Action) -> None:
        card, value = action.cards[0], action.n
        fx = car.effects
        assert fx is not None and car.speed is not None and value is not None  # set at Reveal; 'brakes C N'
        choose = list(fx.choose)
        choose.remove(card)
        car.effects = fx._replace(choose=tuple(choose), chosen=fx.chosen + ((card, value),))
        car.speed += value
        self._event("speed_choice", car, card=card, value=value, speed=car.speed)
        if not choose:
            self._step = None
            self._move_revealed(car)

    def _proceed(self, car: CarState, stage: int) -> None:
        """Go through the car's remaining steps, stopping at the first one that needs a decision."""
        if stage <= REACT:
            if self._modifiers and car.cooldown_left and HEAT in car.hand:
                self._note_forbidden(car, COOLDOWN[1], "no_cooldown")
            options = self._react_options(car)
            if len(options) > 1 or (options and options[0] is not DONE):
                self._step = "react"
                self._caches.legal[car.index] = tuple(options)  # the legal list asked for next
                return
            self._end_react(car)
        if stage <= SLIPSTREAM:
            if self._slipstream_spaces(car):
                self._step = "slipstream"
                return
            if self._modifiers:
                self._note_no_slipstream(car)
        if stage <= CORNERS:
            self._check_corners(car)
            if self._modules:
                for module in self._modules:
                    module.after_corners(car)
                if car.eliminated:
                    self._end_turn()
                    return
        if stage <= DISCARD and not (self._modified("discard_rule", car, BASE_DISCARD)[0] if self._modifiers
                                     else UNDISCARDABLE).issuperset(car.hand):
            if not self._modifiers or self._modified("may_discard", car, True):
                self._step = "discard"
                return
            self._note_forbidden(car, DISCARD_ACTION, "no_discard")  # e.g. in a tunnel
        self._replenish(car)
        self._end_turn()

    # ---- step 5: react ---------------------------------------------------------------------

    def _react_options(self, car: CarState) -> list[Action] | tuple[Action, ...]:
        """Resolve your symbols in any order: Cooldown, Boost, Adrenaline and every open card symbol
        (engine/symbols.py); "done" only once no mandatory symbol is open."""
        n = min(car.cooldown_left if not self._modifiers else self._cooldown_now(car), car.hand.count(HEAT))
        boost = not car.boosted and car.engine >= (self._modified("boost_cost", car, 1) if self._modifiers else 1)
        adrenaline = car.adrenaline and not car.adrenaline_moved
        if not self._card_symbols:  # no card symbol in this race: one of the lists made once
            return REACT_CHOICES[n, boost, adrenaline]
        out = list(COOLDOWNS_UP_TO[n])
        if boost:
            out.append(BOOST)
        if adrenaline:
            out.append(ADRENALINE)
        if react_options(self, car, out):
            return out  # a mandatory symbol is open: no "done" yet
        out.append(DONE)
        return out

    def _apply_react(self, car: CarState, action: Action) -> None:
        kind = action.kind
        assert car.speed is not None  # React comes after the move (step 3)
        if kind == "cooldown":
            assert action.n is not None  # 'cooldown N' always has its number
            car.hand = hand_without(car.hand, (HEAT,) * action.n)
            car.engine += action.n
            if not self._modifiers:
                car.cooldown_left -= action.n
                self._event("cooldown", car, heat=action.n, engine=car.engine)
            else:  # a sector's bonus is used first: it is lost once the car leaves the sector
                rest = self._modified("spend_cooldown_bonus", car, action.n)
                car.cooldown_left -= rest
                extra = {"bonus": action.n - rest} if rest != action.n else {}
                self._event_noted("cooldown", car, None, heat=action.n, engine=car.engine, **extra)
        elif kind == "boost":
            cost = self._modified("boost_cost", car, 1)
            before = self._distance(car)
            self._pay_heat(car, cost)
            car.boosted = True
            car.flips += 1  # a [+] resolved this turn (Accelerate counts it: BGA, modules 1.10)
            value = self._flip_for_speed(car, "Boost")
            car.speed += value
            moved = self._move(car, value)
            self._event_noted("boost", car, before, heat=cost, value=value, moved=moved, speed=car.speed,
                              space=car.space)
        elif kind == "adrenaline":
            car.adrenaline_moved = True
            car.speed += 1
            moved = self._move(car, 1)
            self._event("adrenaline_move", car, moved=moved, speed=car.speed, space=car.space)
        elif kind != "done":
            for module in self._modules:  # a card symbol's action: its module's (engine/symbols.py)
                apply = module.react_words.get(kind)
                if apply is not None:
                    apply(self, car, action)
                    break
        if kind == "done":
            self._end_react(car)
            self._proceed(car, SLIPSTREAM)
            return
        options = self._react_options(car)
        if len(options) == 1 and options[0] is DONE:
            self._end_react(car)
            self._proceed(car, SLIPSTREAM)
        else:
            self._caches.legal[car.index] = tuple(options)  # still reacting: the legal list asked for next

    # ---- step 6: slipstream ----------------------------------------------------------------

    # who may slipstream, and how far: engine/slipstream.py (SlipstreamRules)

    def _apply_slipstream(self, car: CarState, action: Action) -> None:
        if action.kind == "slipstream":
            spaces = action.n or self._slipstream_spaces(car)
            before = self._distance(car)
            car.slipstreamed = True
            moved = car.slipstream_moved = self._move(car, spaces)  # modules read it: a batch race keeps no events
            if not self._modifiers:
                self._event("slipstream", car, moved=moved, space=car.space)
            else:
                self._event_noted("slipstream", car, before, moved=moved, space=car.space, spaces=spaces)
        self._proceed(car, CORNERS)

    # ---- steps 8 and 9: discard, replenish ------------------------------------------------

    def _apply_discard(self, car: CarState, action: Action) -> None:
        car.hand = hand_without(car.hand, action.cards)
        car.discard += action.cards
        if action.cards:
            self._event("discard", car, cards=list(action.cards))
        self._proceed(car, REPLENISH)

    def _replenish(self, car: CarState) -> None:
        play = car.play
        if self._modules:  # a module may take cards out of the game instead (one-time use)
            for module in self._modules:
                play = module.leaving_play(car, play)
        car.discard += play
        car.play = ()
        need = self.options.hand_size - len(car.hand)
        if need > 0:
            drawn = self._draw(car, need)
            if "draw" not in self._record.quiet:
                self._event("draw", car, cards=drawn)
