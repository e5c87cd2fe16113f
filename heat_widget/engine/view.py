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
    def of(cls, snap, name: str, track, laps: int, decision, legal) -> "View":
        n = snap.spaces
        place = {nm: i + 1 for i, nm in enumerate(snap.places)}
        views = {}
        for c in snap.cars:
            mine = c.name == name
            views[c.name] = CarView(
                c.name, c.colour, c.legend, c.space, c.spot, c.lap, c.lap * n + c.space, c.on_board, c.gear,
                c.engine, c.hand if mine else None, len(c.hand), len(c.deck), len(c.discard),
                c.discard[-1] if c.discard else None,
                c.play if (mine or snap.phase != "plan") else None, c.speed, place[c.name], c.finished)
        me = snap.car(name)
        return cls(snap.round, snap.phase, views[name], tuple(views[nm] for nm in snap.places), decision,
                   tuple(legal), laps, n, (laps + 1) * n + 0.5, me.cooldown_left, me.boosted, me.adrenaline, track)

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
