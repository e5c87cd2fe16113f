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


class View:
    """The race from one car's seat: public state of every car, its own hand, the decision it
    faces and its legal actions. No deck order, no other hand, no random state.

    Fields: round, phase, me (CarView with the hand), cars (CarView of every car in race order,
    made when first read), car_count (how many cars started, Legends and finished cars included,
    without making `cars`), decision, legal_actions, laps, spaces, finish_distance, cooldown_left,
    boosted, adrenaline, track. A new View is made for every call of `race.view`; changing one
    changes nothing in the race. It keeps the snapshot privately to make `cars` when asked (most
    decisions never read it); strategies read only the fields above."""

    __slots__ = ("round", "phase", "me", "car_count", "decision", "legal_actions", "laps", "spaces",
                 "finish_distance", "cooldown_left", "boosted", "adrenaline", "track", "_cars", "_snap", "_cache",
                 "_place")

    FIELDS = ("round", "phase", "me", "cars", "car_count", "decision", "legal_actions", "laps", "spaces",
              "finish_distance", "cooldown_left", "boosted", "adrenaline", "track")

    @classmethod
    def of(cls, snap, car_index: int, track, laps: int, decision, legal, cache: dict | None = None) -> "View":
        """The view of the car at `car_index` (its position in `snap.cars`) in a snapshot. `cache`
        (kept by the race) shares the public CarViews of unchanged cars between views; the list of
        every car is only made if a strategy reads `cars` (most decisions need just `me`)."""
        n = snap.spaces
        place = snap.order.index(car_index)
        c = snap.cars[car_index]
        view = object.__new__(cls)
        view.round = snap.round
        view.phase = snap.phase
        view.me = _car_view(c, n, place + 1, c.hand, c.play)
        view.car_count = len(snap.order)
        view.decision = decision
        view.legal_actions = tuple(legal)
        view.laps = laps
        view.spaces = n
        view.finish_distance = (laps + 1) * n + 0.5
        view.cooldown_left = c.cooldown_left
        view.boosted = c.boosted
        view.adrenaline = c.adrenaline
        view.track = track
        view._cars = None
        view._snap = snap
        view._cache = {} if cache is None else cache
        view._place = place
        return view

    @property
    def cars(self) -> tuple:
        """Every car as this player sees it (CarView), in race order; `me` among them."""
        if self._cars is None:
            snap, cache = self._snap, self._cache
            hit = cache.get("snapshot")
            if hit is None or hit[0] is not snap:
                hit = cache["snapshot"] = (snap, _public_views(snap, cache))
            public, i = hit[1], self._place
            self._cars = public[:i] + (self.me,) + public[i + 1:]
        return self._cars

    def __repr__(self) -> str:
        return (f"View(round={self.round}, phase={self.phase!r}, me={self.me!r}, decision={self.decision!r}, "
                f"legal_actions={self.legal_actions!r})")

    def __eq__(self, other) -> bool:
        return type(other) is View and all(getattr(self, f) == getattr(other, f) for f in self.FIELDS)

    __hash__ = None  # a View holds lists of cards: compare, don't hash

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
            view = _car_view(c, n, place, None, None if hide_play else c.play)
            hit = cache[index] = (c, place, hide_play, view)
        out.append(hit[3])
    return tuple(out)


def _car_view(c, spaces: int, place: int, hand, play) -> CarView:
    """A car's snapshot as a CarView, with the hand and play area this viewer may see."""
    # One unpacking instead of twenty named-field lookups: this runs for every decision.
    (name, colour, legend, space, spot, lap, on_board, finished, gear, c_hand, deck, discard, _play, engine,
     _shuffles, _planned_gear, _planned, speed, _boosted, _adrenaline, _adrenaline_moved, _cooldown_left,
     _slipstreamed, _cluttered, _spun_out, _heat_paid, start_distance) = c
    return tuple.__new__(CarView, (
        name, colour, legend, space, spot, lap, lap * spaces + space, on_board, gear, engine, hand, len(c_hand),
        len(deck), len(discard), discard[-1] if discard else None, play, speed, place, finished, start_distance))
