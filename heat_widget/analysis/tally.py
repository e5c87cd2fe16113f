"""A batch race's statistics, counted from its events as they happen (simulate's table).

A batch race (`Race.new(..., record=False)`) keeps no events; `race.on_event(Tally(race))` hears each
one once and adds it to the car's counters, which `summarise_race` turns into the table's columns.
"""
from __future__ import annotations

import weakref
from typing import Any

from ..engine import Race

# Indexes of a car's counters in a Tally.
SPINS, CORNER, PAID, BOOSTS, SLIPS, COOL, ADREN, CLUT, STRESS, GRID, ROUNDS = range(11)


class Tally:
    """A batch race's statistics, counted from its events as they happen (`race.on_event(tally)`),
    so the race keeps no events: per car, the counters `summarise_race` needs."""

    __slots__ = ("_race", "cars")
    cars: dict[str, list[Any]]  # per car: the counters (ints), the round it finished (None until then)

    def __init__(self, race: Race):
        """Start counting on a race that has just been made with Race.new (its grid events are
        over: the grid positions are read from where the cars stand). The race holds the Tally
        (its event callback) and the Tally holds the race by a weak reference only: a reference
        cycle would keep every race of a batch alive until the cyclic collector runs, and simulate
        freezes the collector's view between races (batch.py `_quiet_gc`), so none would ever go."""
        self._race = weakref.ref(race)
        self.cars = {name: [0] * 10 + [None] for name in race.names}
        track = race.track
        grid = {(space, track.spot_of(space, lane)): pos for pos, (space, lane) in enumerate(track.starting_grid, 1)}
        for c in race.cars:
            self.cars[c.name][GRID] = grid.get((c.space, c.spot)) if not race.log else None
        race.on_event(self.__call__, COUNTED)  # a bound method: a cheaper call than the instance, for every event

    @property
    def race(self) -> Race:
        """The race counted (it is alive while it tells this Tally its events)."""
        race = self._race()
        assert race is not None, "the race of this Tally is gone"
        return race

    def __call__(self, kind: str, car, fields: dict) -> None:
        # The kinds counted, the most frequent first, written out (a call per event costs more than
        # these tests; every event of every race of a batch comes here).
        if kind == "gear":
            self.cars[car][PAID] += fields.get("heat", 0)
        elif kind == "corner":
            c = self.cars[car]
            h = fields["heat"]
            c[CORNER] += h
            c[PAID] += h
        elif kind == "slipstream":
            self.cars[car][SLIPS] += 1
        elif kind == "boost":
            c = self.cars[car]
            c[BOOSTS] += 1
            c[PAID] += fields.get("heat", 1)
        elif kind == "cooldown":
            self.cars[car][COOL] += fields["heat"]
        elif kind == "adrenaline":
            self.cars[car][ADREN] += 1
        elif kind == "cluttered":
            self.cars[car][CLUT] += 1
        elif kind == "spin_out":
            c = self.cars[car]
            h = fields["heat"]
            c[SPINS] += 1
            c[CORNER] += h
            c[PAID] += h
            c[STRESS] += fields.get("stress", 0)
        elif kind == "finish":
            self.cars[car][ROUNDS] = self.race.round
        elif kind == "grid":
            self.cars[car][GRID] = fields.get("position")


#: the kinds of event a Tally counts (Tally.__call__)
COUNTED = ("gear", "corner", "slipstream", "boost", "cooldown", "adrenaline", "cluttered", "spin_out", "finish",
           "grid")
