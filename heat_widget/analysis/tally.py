"""A batch race's statistics, counted from its events as they happen (simulate's table).

A batch race (`Race.new(..., record=False)`) keeps no events; `race.on_event(Tally(race))` hears each
one once and adds it to the car's counters, which `summarise_race` turns into the table's columns.
"""
from __future__ import annotations

from ..engine import Race

# Indexes of a car's counters in a Tally.
SPINS, CORNER, PAID, BOOSTS, SLIPS, COOL, ADREN, CLUT, STRESS, GRID, ROUNDS = range(11)


class Tally:
    """A batch race's statistics, counted from its events as they happen (`race.on_event(tally)`),
    so the race keeps no events: per car, the counters `summarise_race` needs."""

    __slots__ = ("race", "cars")

    def __init__(self, race: Race):
        """Start counting on a race that has just been made with Race.new (its grid events are
        over: the grid positions are read from where the cars stand)."""
        self.race = race
        self.cars = {name: [0] * 10 + [None] for name in race.names}
        track = race.track
        grid = {(space, track.spot_of(space, lane)): pos for pos, (space, lane) in enumerate(track.starting_grid, 1)}
        for c in race.cars:
            self.cars[c.name][GRID] = grid.get((c.space, c.spot)) if not race.log else None
        race.on_event(self, _COUNT)

    def __call__(self, kind: str, car, fields: dict) -> None:
        count = _COUNT.get(kind)
        if count is not None:
            count(self, self.cars[car], fields)


def _corner(t, c, f):
    h = f["heat"]
    c[CORNER] += h
    c[PAID] += h


def _spin(t, c, f):
    h = f["heat"]
    c[SPINS] += 1
    c[CORNER] += h
    c[PAID] += h
    c[STRESS] += f.get("stress", 0)


def _boost(t, c, f):
    c[BOOSTS] += 1
    c[PAID] += f.get("heat", 1)


def _gear(t, c, f):
    c[PAID] += f.get("heat", 0)


def _add(i, field=None):
    def count(t, c, f):
        c[i] += 1 if field is None else f[field]
    return count


def _finish(t, c, f):
    c[ROUNDS] = t.race.round


def _grid(t, c, f):
    c[GRID] = f.get("position")


_COUNT = {"corner": _corner, "spin_out": _spin, "gear": _gear, "boost": _boost, "slipstream": _add(SLIPS),
          "cooldown": _add(COOL, "heat"), "adrenaline": _add(ADREN), "cluttered": _add(CLUT),
          "finish": _finish, "grid": _grid}
