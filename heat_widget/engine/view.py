"""What one player may know: the projection bots and people decide from."""
from __future__ import annotations

from typing import NamedTuple

from .cards import HEAT, STRESS
from .legends import corner_lines


class CarView(NamedTuple):
    """A car as a given player sees it. `hand` is None for other cars."""

    name: str
    colour: str
    legend: bool
    space: int
    spot: int
    lap: int
    distance: int
    on_board: bool
    gear: int | None
    engine: int
    hand: tuple | None
    hand_count: int
    deck_count: int
    discard_count: int
    discard_top: str | None
    play: tuple | None
    speed: int | None
    place: int
    finished: int | None
    start_distance: int | None  # where the car began its move this round (None before it moved)


class View(NamedTuple):
    """The race from one car's seat: public state of every car, its own hand, the decision it
    faces and its legal actions. No deck order, no other hand, no random state."""

    round: int
    phase: str
    me: CarView
    cars: tuple  # CarView, in race order
    decision: object  # Decision or None
    legal_actions: tuple
    laps: int
    spaces: int
    finish_distance: float
    cooldown_left: int
    boosted: bool
    adrenaline: bool
    track: object  # Track (public board data)

    @classmethod
    def of(cls, snap, car_index: int, track, laps: int, decision, legal, cache: dict | None = None) -> "View":
        """The view of the car at `car_index` (its position in `snap.cars`) in a snapshot. `cache`
        (kept by the race) shares the public part of unchanged cars between views, so a view costs
        little when one car changed."""
        n = snap.spaces
        cache = {} if cache is None else cache
        hit = cache.get("snapshot")
        if hit is None or hit[0] is not snap:
            hit = cache["snapshot"] = (snap, _public_views(snap, cache))
        public = hit[1]
        index = snap.order.index(car_index)
        me = snap.cars[car_index]
        v = public[index]
        mine = tuple.__new__(CarView, v[:10] + (me.hand,) + v[11:15] + (me.play,) + v[16:])
        cars = public[:index] + (mine,) + public[index + 1:]
        return tuple.__new__(cls, (snap.round, snap.phase, mine, cars, decision, tuple(legal), laps, n,
                                   (laps + 1) * n + 0.5, me.cooldown_left, me.boosted, me.adrenaline, track))

    @property
    def hand(self) -> tuple:
        return self.me.hand

    @property
    def heat_in_hand(self) -> int:
        return self.me.hand.count(HEAT)

    @property
    def stress_in_hand(self) -> int:
        return self.me.hand.count(STRESS)

    def corners_ahead(self, count: int = 2) -> list[tuple[int, int]]:
        """(spaces to the corner line, speed limit) of the next corners before the finish line:
        moving exactly that many spaces stops just before the line."""
        d = self.me.distance
        out = []
        for corner, at, _line in corner_lines(self.track, d, self.finish_distance)[:count]:
            out.append((int(at - d), corner.speed_limit))
        return out

    def spaces_to_finish(self) -> float:
        return self.finish_distance - self.me.distance


def _public_views(snap, cache: dict) -> tuple:
    """Every car as anyone may see it, in race order; unchanged cars reuse their CarView."""
    n = snap.spaces
    hide_play = snap.phase == "plan"
    cars = snap.cars
    out = []
    for place, index in enumerate(snap.order, 1):
        c = cars[index]
        hit = cache.get(index)
        if hit is None or hit[0] is not c or hit[1] != place or hit[2] is not hide_play:
            view = tuple.__new__(CarView, (
                c.name, c.colour, c.legend, c.space, c.spot, c.lap, c.lap * n + c.space, c.on_board, c.gear,
                c.engine, None, len(c.hand), len(c.deck), len(c.discard), c.discard[-1] if c.discard else None,
                None if hide_play else c.play, c.speed, place, c.finished, c.start_distance))
            hit = cache[index] = (c, place, hide_play, view)
        out.append(hit[3])
    return tuple(out)
