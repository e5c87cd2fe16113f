"""A batch race's statistics, counted from its events as they happen (simulate's table).

A batch race (`Race.new(..., record=False)`) keeps no events; a `Tally(race)` hears each one once
(`race.on_event`) and adds it to the car's counters, which `summarise_race` turns into the table's
columns. Use it as `with Tally(race) as tally: run_race(...)`: the race and its Tally hold each
other while the race runs, and leaving the `with` (or `tally.close()`) ends that, so the race is
freed as soon as it is dropped (a cycle waits for the cyclic garbage collector, which simulate
keeps away from everything alive between races: batch.py `_quiet_gc`). The Tally cannot hold its
race by a weak reference: the compiled build's Race takes none.
"""
from __future__ import annotations

from typing import Any

from ..engine import Race

# Indexes of a car's counters in a Tally.
SPINS, CORNER, PAID, BOOSTS, SLIPS, COOL, ADREN, CLUT, STRESS, GRID, ROUNDS = range(11)


class Tally:
    """A batch race's statistics, counted from its events as they happen (`race.on_event(tally)`),
    so the race keeps no events: per car, the counters `summarise_race` needs."""

    __slots__ = ("race", "cars")
    # per car (keyed as events name it: every counted kind has a car): the counters (ints), the round it
    # finished (None until then)
    cars: dict[str | None, list[Any]]

    def __init__(self, race: Race):
        """Start counting on a race that has just been made with Race.new (its grid events are
        over: the grid positions are read from where the cars stand)."""
        self.race = race
        self.cars = {name: [0] * 10 + [None] for name in race.names}
        track = race.track
        grid = {(space, track.spot_of(space, lane)): pos for pos, (space, lane) in enumerate(track.starting_grid, 1)}
        for c in race.cars:
            self.cars[c.name][GRID] = grid.get((c.space, c.spot)) if not race.log else None
        race.on_event(self.__call__, COUNTED)  # a bound method: a cheaper call than the instance, for every event

    def close(self) -> None:
        """Stop counting: the race lets go of this Tally (its counters stay), so that the two no
        longer hold each other."""
        self.race.on_event(None)

    def __enter__(self) -> Tally:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __call__(self, kind: str, car: str | None, fields: dict[str, Any]) -> None:
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
