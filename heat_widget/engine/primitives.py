"""`Primitives`: the small verbs every step of the round uses on a race's facts.

Events (`_event`: told, recorded or dropped as the race's record asks), the board (a car's
distance, a free spot, settling and moving a car, the race order), the piles (reshuffle, draw, pay
Heat) and the modules' modifiers (`_modified`: a number as the modules change it). Each mixin of
the round (engine/rules.py and the files it names) inherits this class, so it calls these as its
own methods, and `Table` (engine/table.py) offers them to the modules. They read and write the
facts (engine/race_state.py FACT_FIELDS), tell the caches what changed (engine/caches.py) and
append to the record; they decide nothing of the round.
"""
from __future__ import annotations

from typing import Any

from . import streams
from .actions import Action
from .cards import HEAT
from .events import Event
from .native import trait
from .race_state import Modifier, RaceState
from .state import CarState


@trait
class Primitives(RaceState):
    """The verbs of engine/primitives.py (see there); a trait, as RaceState, in the compiled build."""

    # ---- events --------------------------------------------------------------------------

    def _event(self, *args: Any, **fields: Any) -> None:
        """Record an event: `_event(kind, car, **fields)`, car a CarState or None. Every event goes
        through here; a batch race keeps none, `on_event` hears them (the record's `event_mode`). Its arguments
        are taken as *args, the cheapest call with keywords (every event of every race makes one).
        The call sites of the most frequent kinds ask the record's `quiet` first (engine/history.py QUIET_KINDS)."""
        record = self._record
        mode = record.event_mode
        if mode == 1:
            return
        if mode == 0:
            kind, car = args
            record.events.append(Event(kind, self._round, car.name if car is not None else None, fields, False,
                                       record.language))
        elif mode == 2:  # `_event_told` written out: simulate's batch races count events (the call: +0.20 M a race)
            kind, car = args
            kinds = record.event_kinds
            if kinds is None or kind in kinds:
                on_event: Any = record.on_event
                on_event(kind, car.name if car is not None else None, fields)
        else:
            self._event_told(True, args[0], args[1], False, fields)

    def _private_event(self, kind: str, car: CarState, private: bool, **fields: Any) -> None:
        """`_event`, of an event only its car's player may know yet if `private` (see Event)."""
        mode = self._record.event_mode
        if mode == 0:
            self._record.events.append(Event(kind, self._round, car.name, fields, private, self._record.language))
        elif mode != 1:
            self._event_told(mode == 3, kind, car, private, fields)

    def _event_told(self, record: bool, kind: str, car: CarState | None, _private: bool, fields: dict[str, Any]) -> None:
        """An event of a race with an `on_event` callback (event mode 2 or 3): recorded as
        `_event` does if `record` (the callback then gets the Event's fields), told to the callback
        if it listens to this kind."""
        if record:
            self._record.events.append(Event(kind, self._round, car.name if car is not None else None, fields, _private,
                                      self._record.language))
            fields = self._record.events[-1].fields
        on_event = self._record.on_event
        if on_event is not None and (self._record.event_kinds is None or kind in self._record.event_kinds):
            on_event(kind, car.name if car is not None else None, fields)

    def _event_noted(self, kind: str, car: CarState | None, subject: object, **fields: Any) -> None:
        """An event that modifiers may have changed: they add short notes saying how."""
        if self._modifiers:
            notes = self._modified("notes", car, [], kind, subject, fields)
            if notes:
                fields["notes"] = notes
        self._event(kind, car, **fields)

    def _note_forbidden(self, car: CarState, action: Action, kind: str) -> None:
        """Narrate an action a module forbids where the car stands (event `kind`, with the reason)."""
        reason = self._modified("why_not", car, None, action)
        if reason:
            self._event(kind, car, reason=reason, space=car.space)

    # ---- the board -----------------------------------------------------------------------

    def _distance(self, car: CarState) -> int:
        return car.lap * self._spaces + car.space

    def _finish_line(self) -> float:
        return (self._laps + 1) * self._spaces + 0.5

    def _crossed_finish(self, car: CarState) -> bool:
        return car.lap > self._laps

    def _place_at(self, car: CarState, distance: int, spot: int) -> None:
        n = self._spaces
        lap_before = car.lap
        car.lap, rest = divmod(distance - 1, n)
        car.space = rest + 1
        car.spot = spot
        if self._caches.places is not None:
            self._ranking_moved(car)
        if car.lap > lap_before and 1 <= car.lap <= self._laps and "lap" not in self._record.quiet:
            self._event("lap", car, lap=car.lap, laps=self._laps)

    def _free_spot(self, space: int, mover: CarState) -> int:
        """1 (the Race Line spot) if free, else 2 if free, else 0 (the space is full)."""
        taken = 0
        for other in self._cars:  # the space first: it rules out almost every car at once
            if other.space == space and other is not mover and other.on_board:
                taken |= other.spot
        if not taken & 1:
            return 1
        if not taken & 2:
            return 2
        return 0

    def _settle(self, car: CarState, target: int, floor: int | None) -> int:
        """Put the car on `target` (a distance) or, if that space is full, on the first space with a
        free spot behind it (Step 3: blocked). Returns the distance where the car ends."""
        n = self._spaces
        d = target
        while True:
            spot = self._free_spot((d - 1) % n + 1, car)
            if spot or (floor is not None and d <= floor):
                break
            d -= 1
        if not spot:  # only its own space is left: the car stays where it was
            d, spot = self._distance(car), car.spot
        self._place_at(car, d, spot)
        return d

    def _move(self, car: CarState, spaces: int) -> int:
        """Move forward exactly `spaces` (passing through cars), blocked as the rules say."""
        start = car.lap * self._spaces + car.space  # _distance(car), written out (the call: +0.03 M a race)
        if spaces <= 0:
            return 0
        target = start + spaces
        end = self._settle(car, target, start)
        moved = end - start
        if end < target:
            self._event("blocked", car, wanted=(target - 1) % self._spaces + 1, space=car.space, moved=moved)
        return moved

    def _ranking(self) -> list[CarState]:
        """Race order: finished cars in finishing order, then the others front to back (the Race
        Line spot is ahead on a shared space)."""
        if self._caches.places is None:
            n2 = 2 * self._spaces
            cars = self._cars
            # Finished cars by place; then the furthest, the Race Line spot (1) first on a shared
            # space. Sorting car indexes by whole-number keys: stable (ties stay in car order) and
            # without building a tuple per car.
            keys = [c.spot - c.lap * n2 - 2 * c.space if c.finished is None else
                    c.finished + (1_000_000 if c.eliminated else -1_000_000) for c in cars]
            self._places_order = order = tuple(sorted(range(len(keys)), key=keys.__getitem__))
            self._caches.places = [cars[i] for i in order]
        return self._caches.places

    def _ranking_moved(self, car: CarState) -> None:
        """A car was placed anew: the race order is worked out again only if it changed, i.e. if the
        car is no longer between the cars ranked just ahead of and behind it (keys as in _ranking:
        no two racing cars share a spot, so they never tie). Most moves change nothing."""
        ranking = self._caches.places
        assert ranking is not None  # the caller (_place_at) checked it
        n2 = 2 * self._spaces
        i = ranking.index(car)
        key = car.spot - car.lap * n2 - 2 * car.space
        if i:
            ahead = ranking[i - 1]
            if ahead.finished is None and ahead.spot - ahead.lap * n2 - 2 * ahead.space >= key:
                self._caches.order_changed()
                return
        if i + 1 < len(ranking):
            behind = ranking[i + 1]
            if behind.finished is None and behind.spot - behind.lap * n2 - 2 * behind.space <= key:
                self._caches.order_changed()

    # ---- the piles -----------------------------------------------------------------------

    def _shuffle_deck(self, car: CarState, cards: list[str]) -> None:
        """The car's draw deck becomes `cards` (in the order given: its whole new deck, often its old
        deck and the cards shuffled into it), shuffled from the car's own stream (`car.shuffles`)."""
        streams.shuffle(cards, self.seed, f"car{car.index}", car.shuffles)
        car.shuffles += 1
        car.deck = tuple(cards)

    def _reshuffle(self, car: CarState) -> None:
        """Running out of cards: the discard pile (never the play area) becomes the new deck."""
        deck = list(car.discard)
        car.discard = ()
        self._shuffle_deck(car, deck)  # only called when the deck is empty
        if "reshuffle" not in self._record.quiet:
            self._event("reshuffle", car, cards=len(deck))

    def _draw(self, car: CarState, count: int) -> int:
        drawn = 0
        while drawn < count:
            if not car.deck:
                if not car.discard:
                    break
                self._reshuffle(car)
            deck = car.deck
            take = min(count - drawn, len(deck))
            car.hand += deck[:take]
            car.deck = deck[take:]
            drawn += take
        return drawn

    def _pay_heat(self, car: CarState, amount: int) -> int:
        paid = min(amount, car.engine)
        car.engine -= paid
        car.discard += (HEAT,) * paid
        car.heat_paid += paid
        return paid

    # ---- modifiers (modules hook in here) ------------------------------------------------

    def _modified(self, hook: str, car: CarState | None, value: Any, *args: Any) -> Any:
        if not self._modifiers:
            return value
        hooks = self._caches.hooks.get(hook)
        if hooks is None:  # the modifiers that change this hook, found once per race
            base = getattr(Modifier, hook)
            hooks = self._caches.hooks[hook] = [getattr(m, hook) for m in self._modifiers if getattr(type(m), hook) is not base]
        for f in hooks:
            value = f(self, car, *args, value) if args else f(self, car, value)
        return value

    def _hooked(self, hook: str) -> bool:
        """Whether some modifier of the race changes this hook."""
        hooks = self._caches.hooks.get(hook)
        if hooks is None:
            base = getattr(Modifier, hook)
            hooks = self._caches.hooks[hook] = [getattr(m, hook) for m in self._modifiers if getattr(type(m), hook) is not base]
        return bool(hooks)
