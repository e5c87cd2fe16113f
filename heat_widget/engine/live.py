"""A seat's View of the live race, made without a snapshot: what `race.view(car)` answers (a bot asks
for one at every decision, so this is the fast path). The same View as `View.of` (engine/view.py) on
a snapshot of this moment, its cars made with the same rules (`_public_view`, `_own_view`, written
out here). It sits above view.py and the race's mixins: view.py, the projection of snapshots,
names no live race.
"""
from __future__ import annotations

from itertools import compress
from operator import itemgetter, ne
from typing import Any

from .actions import Action, Decision
from .rules import RoundRules
from .state import CarState
from .view import _PLACE, CarView, View, _public_view, own_shift

_object_new = object.__new__  # a global: looking these up on their types costs more every call
_tuple_new = tuple.__new__


def _made_field_by_field() -> bool:
    """Whether a View can be made empty and filled in field by field (interpreted: cheaper than an
    __init__ call of fourteen arguments). Not in the compiled build, where View is a native (C)
    class: object.__new__ refuses it, and calling its __init__ costs less than setting its fields."""
    try:
        _object_new(View)
    except TypeError:
        return False
    return True


FIELD_BY_FIELD = _made_field_by_field()


def live_view(race: RoundRules, c: CarState, decision: Decision | None, legal: tuple[Action, ...], table: bool,
              open_gears: bool) -> View:
    """The view of car `c` (a CarState) of `race` now, made from the live state without a snapshot
    (`race.view` calls it, having found the car's `decision`, its `legal` actions and whether some
    car still has to choose its gear, `open_gears`): the car's own CarView, and the public table
    kept up to date from the cars changed since the last view (`live_public`). The same View as
    `View.of` on a snapshot of this moment. `table=False` leaves the public table out (`cars` then
    refuses; everything else is the same): for a strategy that says it never reads `view.cars`
    (bots/runner.py). This runs for every decision a bot takes: `_own_view` and, interpreted,
    `View.__init__` are written out here."""
    phase = race._phase
    if race._caches.places is None:
        race._ranking()
    order = race._places_order
    n = race._spaces
    if not table:
        public = None  # the cars changed stay marked (`caches.dirty`) for the next view that has a table
    else:
        last = race._caches.views.get("live")
        if (last is not None and last[0] is order and last[1] is open_gears and not race._caches.dirty
                and not race._caches.view_stale):
            public = last[3]  # nothing changed since the last view
        else:
            public = live_public(race, order, n, open_gears)
    place = order.index(c.index)
    # the own CarView (`_own_view`, written out: the call, +0.27 M instructions a race): its hand, and
    # its gear choice at once
    hand, discard, gear = c.hand, c.discard, c.gear
    if open_gears and c.planned_gear is not None and c.planned_gear != gear:
        mods = tuple((m.name, m.public()) for m in race._modules if m.name == "hazards") if race._modules else ()
        gear, engine, discard_count, top = own_shift(c, open_gears, mods)
    else:
        engine, discard_count, top = c.engine, len(discard), discard[-1] if discard else None
    lap, space, laps = c.lap, c.space, race._laps
    me = _tuple_new(CarView, (
        c.name, c.colour, c.legend, space, c.spot, lap, lap * n + space, c.on_board, gear, engine, hand,
        len(hand), len(c.deck), discard_count, top, c.play, c.speed, place + 1, c.finished, c.start_distance))
    if not FIELD_BY_FIELD:  # the compiled build: a native View, made by a C call
        return View(race._round, phase, me, len(order), decision, legal, laps, n, c.cooldown_left, c.boosted,
                    c.adrenaline, race._track, public, place)
    view = _object_new(View)  # View.__init__, written out (the call: +0.42 M instructions a race)
    view.round = race._round
    view.phase = phase
    view.me = me
    view.car_count = len(order)
    view.decision = decision
    view.legal_actions = legal if type(legal) is tuple else tuple(legal)
    view.laps = laps
    view.spaces = n
    view.finish_distance = (laps + 1) * n + 0.5
    view.cooldown_left = c.cooldown_left
    view.boosted = c.boosted
    view.adrenaline = c.adrenaline
    view.track = race._track
    view.conditions = None  # public tokens, set by the race when the Weather module is on
    view._cars = None
    view._public = public  # every car as anyone may see it: public facts only (None: left out)
    view._place = place
    view._limits = None  # set by the race when modules change Speed Limits (modifiers.py)
    return view




def live_public(race: RoundRules, order: tuple[int, ...], spaces: int, open_gears: bool) -> tuple[CarView, ...]:
    """Every car as anyone may see it, in race order, from the live cars (`live_view`). Kept in the
    race's view cache: a public CarView per car index, redone only for the cars changed since the
    last view (the caches' `dirty`, and `view_stale`: cars a snapshot has frozen since), with new
    places where cars passed each other. The table handed out is a new tuple only when a public
    fact changed. The cars a view has seen changed still have to be frozen by the next snapshot:
    they move to `frozen_stale` (engine/race.py `_snapshot`). (This runs for most decisions a bot
    takes: the cache is a list changed in place, and `_public_view` is written out in the loop.)"""
    cars = race._cars
    dirty, stale = race._caches.dirty, race._caches.view_stale
    last = race._caches.views.get("live")  # [order, open_gears, CarView per car index, the table, picker by order]
    if last is None or len(last[2]) != len(cars):  # the first table: every car
        views: list[Any] = [None] * len(cars)
        for place, i in enumerate(order, 1):
            views[i] = _public_view(cars[i], spaces, place, open_gears)
        pick = itemgetter(*order) if len(order) > 1 else None
        public = pick(views) if pick is not None else tuple(views)
        race._caches.views["live"] = [order, open_gears, views, public, pick]
    else:
        last_order, last_open, views, public, pick = last
        changed = False
        if order is not last_order:
            if order != last_order:  # cars passed each other: new places
                for place in compress(range(1, len(order) + 1), map(ne, order, last_order)):
                    i = order[place - 1]
                    view = views[i]
                    views[i] = tuple.__new__(CarView, view[:_PLACE] + (place,) + view[_PLACE + 1:])
                pick = last[4] = itemgetter(*order) if len(order) > 1 else None
                changed = True
            last[0] = order
        if last_open is not open_gears:  # the joint shift: the counts of cards face down become public
            last[1] = open_gears
            todo = {c.index for c in cars if c.planned is not None}
            todo |= dirty
            todo |= stale
        elif stale:
            todo = dirty | stale
        else:
            todo = dirty
        for i in todo:  # _public_view, written out (the call: +0.19 M instructions a race with tables)
            c = cars[i]
            discard = c.discard
            view = tuple.__new__(CarView, (
                c.name, c.colour, c.legend, c.space, c.spot, c.lap, c.lap * spaces + c.space, c.on_board, c.gear,
                c.engine, None,
                None if c.planned is not None and (open_gears or c.planned_gear is None) else len(c.hand),
                len(c.deck), len(discard), discard[-1] if discard else None, c.play or None, c.speed,
                order.index(i) + 1, c.finished, c.start_distance))
            if view != views[i]:  # some decisions change only what the car's own seat sees
                views[i] = view
                changed = True
        if changed:
            public = last[3] = pick(views) if pick is not None else tuple(views)
    if dirty:
        race._caches.frozen_stale |= dirty
        dirty.clear()
    if stale:
        stale.clear()
    return public
