"""Championship points, standings, the grid of the next race and the champion (advanced booklet,
Championship System: "After each race", "Completing a Championship Season", the Hall of Fame)."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .data import EventCard


@dataclass(frozen=True)
class RaceResult:
    """One finished race of a season: its places and the points each car scored."""

    index: int  # position in the whole championship, from 0
    season: int | str
    number: int  # race number within its season
    track: str
    event: int
    places: tuple[str, ...]  # every car, winner first (eliminated cars last)
    eliminated: tuple[str, ...]
    points: dict[str, int]  # car -> points scored in this race

    def to_dict(self) -> dict[str, Any]:
        return {"index": self.index, "season": self.season, "number": self.number, "track": self.track,
                "event": self.event, "places": list(self.places), "eliminated": list(self.eliminated),
                "points": dict(self.points)}


def race_points(places: Sequence[str], eliminated: Sequence[str], event: EventCard,
                table: Sequence[int]) -> dict[str, int]:
    """Points by place: the Hall of Fame's table (9-6-4-3-2-1), plus the event's bonus (event 3: the
    winner +2; event 6: the top 3 +1 each); an eliminated car scores 0 (event 10). Legends score
    like everyone (the booklet only leaves them out of the build step; BGA scores them too)."""
    out: dict[str, int] = {}
    for i, name in enumerate(places):
        if name in eliminated:
            out[name] = 0
            continue
        pts = table[i] if i < len(table) else 0
        if i == 0:
            pts += event.winner_bonus
        if i < 3:
            pts += event.podium_bonus
        out[name] = pts
    return out


def totals(results: Sequence[RaceResult], names: Sequence[str]) -> dict[str, int]:
    """Championship points of every car over these races."""
    out = {n: 0 for n in names}
    for r in results:
        for name, pts in r.points.items():
            out[name] = out.get(name, 0) + pts
    return out


def ranking(results: Sequence[RaceResult], names: Sequence[str]) -> list[str]:
    """Cars by Championship points, most first; a tie goes to whoever was better placed in the most
    recent of these races (booklet: the grid's tiebreak is the previous race, the season's is the
    final race; both are the latest race played)."""
    points = totals(results, names)
    if not results:
        return list(names)
    last = {n: i for i, n in enumerate(results[-1].places)}
    return sorted(names, key=lambda n: (-points[n], last.get(n, len(last))))
