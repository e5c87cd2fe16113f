"""Tracks: spaces, corners, Legends lines, Race Line lanes, grid and board geometry.

Positions on a track: spaces are numbered 1..N from the first space after the start/finish line.
A corner "after space k" lies between k and k+1. A car's *distance* is `lap * N + space`, so it
only ever grows; lines are crossed at half distances (a corner after space k on lap L sits at
L * N + k + 0.5).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from .data_files import data_file

from .errors import DataError, UnknownName, one_of, shorten


# Special spaces of the expansion boards the engine knows (modules/hazards.py plays them). A board
# with any other kind is refused by name: an unknown key must not make a hazard silently inert
# (BGA's tunnels did nothing for weeks through a misspelt key: expansions spec, section 11).
SPECIALS = {"flooded": "flooded spaces (Heavy Rain)", "tunnel": "tunnel spaces (Tunnel Vision)"}


@dataclass(frozen=True)
class Corner:
    index: int
    after_space: int
    speed_limit: int
    legends_line_after_space: int
    race_line_lane_after: int
    chicane_with: int | None = None  # on a chicane's second line: the index of its first line
    press_number: int | None = None
    # Legends' chevrons (expansions spec, section 3): a Legend starting at most this many spaces
    # before the line (after_space - space + 1) may cross 2 lines (double chevron: 3); 0 = none
    aggressive_legends_distance: int = 0
    double_aggressive_legends_distance: int = 0

    def to_dict(self) -> dict[str, int]:
        out = {
            "index": self.index,
            "after_space": self.after_space,
            "speed_limit": self.speed_limit,
            "legends_line_after_space": self.legends_line_after_space,
            "race_line_lane_after": self.race_line_lane_after,
        }
        if self.chicane_with is not None:
            out["chicane_with"] = self.chicane_with
        return out


@dataclass(frozen=True)
class Track:
    id: str
    name: str
    set: str
    spaces: int
    laps: int
    heat: int
    stress: int
    corners: tuple[Corner, ...]
    starting_grid: tuple[tuple[int, int], ...]
    special_spaces: dict[str, Any]  # JSON, as in the track file
    geometry: dict[str, Any]  # JSON: what a drawing needs
    race_line_lane: tuple[int, ...]  # index s: lane of the Race Line on space s (index 0 unused)

    @property
    def is_base(self) -> bool:
        return self.set == "base"

    def unsupported_rules(self) -> list[str]:
        """Rules this board needs that the engine does not implement: special spaces of an unknown
        kind (empty for every board that ships with the package)."""
        return [f"special spaces {k!r}" for k, v in self.special_spaces.items() if v and k not in SPECIALS]

    @property
    def flooded(self) -> frozenset[int]:
        """The flooded spaces printed on the board (Heavy Rain: Japan)."""
        return frozenset(self.special_spaces.get("flooded", ()))

    @property
    def tunnels(self) -> frozenset[int]:
        """The tunnel spaces printed on the board (Tunnel Vision: España)."""
        return frozenset(self.special_spaces.get("tunnel", ()))

    @property
    def has_chicane(self) -> bool:
        """Whether the board has a chicane (two corner lines a few spaces apart, each charging its Heat)."""
        return any(c.chicane_with is not None for c in self.corners)

    @property
    def has_hazards(self) -> bool:
        """Whether the board has chicanes, flooded or tunnel spaces (the hazards module plays them)."""
        return bool(self.flooded or self.tunnels or self.has_chicane)

    def sector_of(self, space: int) -> int:
        """The index of the corner whose sector holds `space`: the last corner line at or behind it.
        The start/finish line does not split sectors: spaces before the first corner belong to the
        last corner's sector (advanced booklet, Road Conditions: a sector is "all spaces between
        this and the next corner"; BGA reads the wrap the same way). Each line of a chicane starts
        its own sector."""
        owner = len(self.corners) - 1
        for c in self.corners:
            if c.after_space < space:
                owner = c.index
            else:
                break
        return owner

    def lane_of(self, space: int, spot: int) -> int:
        """The physical lane (1 or 2) of a spot: spot 1 is always the Race Line side."""
        rl = self.race_line_lane[space]
        return rl if spot == 1 else 3 - rl

    def spot_of(self, space: int, lane: int) -> int:
        return 1 if self.race_line_lane[space] == lane else 2

    def to_dict(self) -> dict[str, Any]:
        """Everything a drawing needs, JSON-ready."""
        return {
            "id": self.id,
            "name": self.name,
            "set": self.set,
            "spaces": self.spaces,
            "laps": self.laps,
            "heat": self.heat,
            "stress": self.stress,
            "corners": [c.to_dict() for c in self.corners],
            "starting_grid": [list(g) for g in self.starting_grid],
            "geometry": self.geometry,
            "race_line_lane": list(self.race_line_lane[1:]),
        }

    def __repr__(self) -> str:
        return f"Track({self.id!r}: {self.spaces} spaces, {len(self.corners)} corners, {self.laps} laps)"


def _need(cond: object, track_id: str, what: str) -> None:
    if not cond:
        raise DataError(f"track {track_id!r}: {what}")


def parse_track(raw: dict[str, Any]) -> Track:
    """Build and validate a Track from its JSON object."""
    if not isinstance(raw, dict):
        raise DataError("a track file must hold a JSON object")
    tid = raw.get("id", "?")
    for key in ("id", "name", "set", "spaces", "laps", "heat", "stress", "corners", "starting_grid", "geometry"):
        _need(key in raw, tid, f"missing field {key!r}")
    n = raw["spaces"]
    _need(isinstance(n, int) and n >= 10, tid, "spaces must be a whole number of at least 10")
    _need(isinstance(raw["laps"], int) and raw["laps"] >= 1, tid, "laps must be at least 1")
    corners = []
    last = 0
    for i, c in enumerate(raw["corners"]):
        a = c.get("after_space")
        _need(isinstance(a, int) and 1 <= a < n, tid, f"corner {i}: after_space must be within 1..{n - 1}")
        _need(a > last, tid, f"corner {i}: corners must be listed in track order")
        _need(isinstance(c.get("speed_limit"), int) and c["speed_limit"] >= 0, tid, f"corner {i}: bad speed_limit")
        ll = c.get("legends_line_after_space")
        _need(isinstance(ll, int) and 0 <= ll <= n, tid, f"corner {i}: bad legends_line_after_space")
        _need(c.get("race_line_lane_after") in (1, 2), tid, f"corner {i}: race_line_lane_after must be 1 or 2")
        chicane = c.get("chicane_with")
        _need(chicane is None or (isinstance(chicane, int) and 0 <= chicane < i), tid,
              f"corner {i}: chicane_with must name an earlier corner")
        chevrons = [c.get(k, 0) for k in ("aggressive_legends_distance", "double_aggressive_legends_distance")]
        _need(all(isinstance(d, int) and d >= 0 for d in chevrons), tid, f"corner {i}: bad Legends chevron distance")
        corners.append(Corner(i, a, c["speed_limit"], ll, c["race_line_lane_after"],
                              chicane, c.get("press_number"), *chevrons))
        last = a
    _need(corners, tid, "a track needs at least one corner")
    grid = tuple((int(s), int(l)) for s, l in raw["starting_grid"])
    _need(len(set(grid)) == len(grid), tid, "starting grid spots must be distinct")
    for s, l in grid:
        _need(1 <= s <= n and l in (1, 2), tid, f"grid spot {[s, l]} is off the track")
    spots = raw["geometry"].get("spots", [])
    seen = {(int(s[0]), int(s[1])) for s in spots}
    _need(seen == {(s, l) for s in range(1, n + 1) for l in (1, 2)}, tid,
          "geometry.spots must give both lanes of every space exactly once")
    lanes = [0] * (n + 1)
    for s in range(1, n + 1):
        owner = corners[-1]  # before the first corner: the Race Line of the last sector (it wraps)
        for c in corners:
            if c.after_space < s:
                owner = c
        lanes[s] = owner.race_line_lane_after
    special = {k: list(v) for k, v in raw.get("special_spaces", {}).items()}
    for k, v in special.items():
        _need(all(isinstance(x, int) and 1 <= x <= n for x in v), tid, f"special_spaces {k!r}: spaces must be 1..{n}")
    if raw["set"] != "base" and len(grid) == 8:
        # BGA's 9th car: the next space back, lane 1 (expansions spec, section 1.2: Circuit.php
        # getStartingCells computes the grid; the JSON lists only 8 spots)
        grid += ((grid[-1][0] - 1, 1),)
    return Track(tid, raw["name"], raw["set"], n, raw["laps"], raw["heat"], raw["stress"], tuple(corners),
                 grid, special, raw["geometry"], tuple(lanes))


def _tracks_dir() -> Path:
    return data_file("tracks")


@lru_cache(maxsize=None)
def tracks() -> tuple[str, ...]:
    """Ids of every track that ships with the package: base boards first."""
    ids = sorted(p.name[:-5] for p in _tracks_dir().iterdir() if p.name.endswith(".json"))
    base = ("usa", "france", "great_britain", "italy")
    return tuple([t for t in base if t in ids] + [t for t in ids if t not in base])


def playable_tracks() -> tuple[str, ...]:
    """Ids of the tracks a race can be run on now: the others (the expansion boards) need rules the
    engine does not implement yet (Track.unsupported_rules names them)."""
    return tuple([t for t in tracks() if not load_track(t).unsupported_rules()])


@lru_cache(maxsize=None)
def load_track(track_id: str) -> Track:
    """The Track with this id, for example "usa"; see tracks() for the list."""
    if isinstance(track_id, Track):
        return track_id
    if not isinstance(track_id, str) or track_id not in tracks():
        raise UnknownName(f"unknown track {shorten(track_id)}; tracks are {one_of(tracks())}")
    text = _tracks_dir().joinpath(f"{track_id}.json").read_text("utf-8")
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as e:
        raise DataError(f"track {track_id!r}: not valid JSON ({e})") from None
    return parse_track(raw)


CornerLines = tuple[tuple[Corner, float, float], ...]  # (corner, corner line, Legends line) distances
_LINES: dict[tuple[int, int, float], tuple[Track, CornerLines]] = {}  # (id(track), distance, limit) -> (track, corner_lines(...)): Legends ask every turn


def chevron_lines(corner: Corner, distance: int, spaces: int) -> int:
    """How many corner lines a Legend starting at `distance` may cross in movement A when `corner` is
    the next one ahead, by the board's chevrons (BGA's Aggressive Legends, the expansion boards: within
    the double chevron's distance of the line 3, within the chevron's 2, else 1; the distance counts
    the Legend's own space: after_space - space + 1)."""
    space = (distance - 1) % spaces + 1
    at = corner.after_space
    delta = at - space + 1 if at >= space else at + spaces - space + 1
    if corner.double_aggressive_legends_distance and delta <= corner.double_aggressive_legends_distance:
        return 3
    if corner.aggressive_legends_distance and delta <= corner.aggressive_legends_distance:
        return 2
    return 1


def corner_lines(track: Track, distance: int, limit: float) -> CornerLines:
    """(corner, corner_line_distance, legends_line_distance) of corners ahead of `distance`, in order,
    up to the line at distance `limit` (the finish line)."""
    key = (id(track), distance, limit)
    hit = _LINES.get(key)
    if hit is not None and hit[0] is track:  # the track is kept with it, so its id is not reused
        return hit[1]
    if len(_LINES) > 100_000:
        _LINES.clear()
    out = _LINES[key] = (track, _corner_lines(track, distance, limit))
    return out[1]


def _corner_lines(track: Track, distance: int, limit: float) -> CornerLines:
    n = track.spaces
    lap = (distance - 1) // n
    out: list[tuple[Corner, float, float]] = []
    for lap_ in (lap, lap + 1, lap + 2):
        for c in track.corners:
            at = lap_ * n + c.after_space + 0.5
            if at <= distance or at > limit:
                continue
            line = lap_ * n + c.legends_line_after_space + 0.5
            if c.legends_line_after_space > c.after_space:
                line -= n  # the Legends Line lies on the previous lap
            out.append((c, at, line))
    return tuple(out)
