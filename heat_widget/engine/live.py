"""A seat's View of the live race, made without a snapshot: what `race.view(car)` answers (a bot asks
for one at every decision, so this is the fast path). The same View as `View.of` (engine/view.py) on
a snapshot of this moment: its cars are made by view.py's car rules (`_own_view`, `_public_view`),
the View by its constructor and the modules' effects by `module_effects`, the one projection; what
is kept here is only which cars changed since the last view. It sits above view.py and the race's
mixins: view.py, the projection of snapshots, names no live race.
"""
from __future__ import annotations

from itertools import compress
from operator import itemgetter, ne
from typing import Any

from .actions import Action, Decision
from .rules import RoundRules
from .state import CarState
from .view import _PLACE, CarView, View, _own_view, _public_view, chevrons_of, flooded_of, module_effects


def live_view(race: RoundRules, c: CarState, decision: Decision | None, legal: tuple[Action, ...], table: bool,
              open_gears: bool) -> View:
    """The view of car `c` (a CarState) of `race` now, made from the live state without a snapshot
    (`race.view` calls it, having found the car's `decision`, its `legal` actions and whether some
    car still has to choose its gear, `open_gears`): the car's own CarView, and the public table
    kept up to date from the cars changed since the last view (`live_public`). The same View as
    `View.of` on a snapshot of this moment (tests/test_seat_projection.py). `table=False` leaves the
    public table out (`cars` then refuses; everything else is the same): for a strategy that says it
    never reads `view.cars` (bots/runner.py)."""
    caches = race._caches
    if caches.places is None:
        race._ranking()
    order = race._places_order
    n = race._spaces
    if not table:
        public = None  # the cars changed stay marked (`caches.dirty`) for the next view that has a table
    else:
        last = caches.views.get("live")
        if (last is not None and last[0] is order and last[1] is open_gears and not caches.dirty
                and not caches.view_stale):
            public = last[3]  # nothing changed since the last view
        else:
            public = live_public(race, order, n, open_gears)
    place = order.index(c.index)
    modules = race._modules
    # the modules' public state, which a snapshot keeps, is asked only where it counts: the own car's
    # gear shift while gears are open (a flooded space, view.py own_shift)
    states = caches.modules_public(modules) if modules and open_gears else ()
    view = View(race._round, race._phase, _own_view(c, n, place + 1, open_gears, states), len(order), decision,
                legal, race._laps, n, c.cooldown_left, c.boosted, c.adrenaline, race._track, public, place,
                tuple(sorted(race._legends_deck)), race.options.pro_legends)  # the cards left: every flip is public
    if modules:
        module_effects(view, race._module_effects())
        states = states or caches.modules_public(modules)
        view.flooded = flooded_of(states)
        view.chevrons = chevrons_of(states)
    return view


def live_public(race: RoundRules, order: tuple[int, ...], spaces: int, open_gears: bool) -> tuple[CarView, ...]:
    """Every car as anyone may see it, in race order, from the live cars (`live_view`), made by
    view.py's `_public_view`. Kept in the race's view cache: a public CarView per car index, redone
    only for the cars changed since the last view (the caches' `dirty`, and `view_stale`: cars a
    snapshot has frozen since), with new places where cars passed each other. The table handed out
    is a new tuple only when a public fact changed. The cars a view has seen changed still have to
    be frozen by the next snapshot: they move to `frozen_stale` (engine/snapshots.py `_snapshot`)."""
    cars = race._cars
    caches = race._caches
    dirty, stale = caches.dirty, caches.view_stale
    last = caches.views.get("live")  # [order, open_gears, CarView per car index, the table, picker by order]
    if last is None or len(last[2]) != len(cars):  # the first table: every car
        views: list[Any] = [None] * len(cars)
        for place, i in enumerate(order, 1):
            views[i] = _public_view(cars[i], spaces, place, open_gears)
        pick = itemgetter(*order) if len(order) > 1 else None
        public = pick(views) if pick is not None else tuple(views)
        caches.views["live"] = [order, open_gears, views, public, pick]
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
        for i in todo:
            view = _public_view(cars[i], spaces, order.index(i) + 1, open_gears)
            if view != views[i]:  # some decisions change only what the car's own seat sees
                views[i] = view
                changed = True
        if changed:
            public = last[3] = pick(views) if pick is not None else tuple(views)
    if dirty:
        caches.frozen_stale |= dirty
        dirty.clear()
    if stale:
        stale.clear()
    return public
