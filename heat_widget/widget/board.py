"""The board as the widget draws it: a track's drawing data (`Track.to_dict()`) with the expansion
boards' hazards the front-end draws (js/src/hazards.js), read from the board data:

- `special_spaces`: {"flooded": [spaces], "tunnel": [spaces]} (only the kinds the board has);
  flooded spaces (Heavy Rain) and tunnel spaces (Tunnel Vision), whole spaces (both spots);
- each corner's `chicane_with` (the second line of a chicane names the index of its first line)
  and `press_number` (the press corner's number an Event card names, from 0; a chicane counts once,
  at its second line).

Reference: shared/reference/expansions_as_implemented_by_bga.md, sections 1.2 (board data), 2
(floods), 3 (chicanes), 4 (tunnels) and 9 (display: a tooltip on every affected spot, both lines
of a chicane with their own limit).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from ..engine import Race
from ..engine.track import Track

__all__ = ["board_dict", "race_board", "HAZARD_KINDS"]

HAZARD_KINDS = ("flooded", "tunnel")  # the special spaces the widget draws


def board_dict(track: Track, special_spaces: Mapping[str, Iterable[int]] | None = None) -> dict[str, Any]:
    """`track.to_dict()` with its hazards (see the module's docstring). `special_spaces`, when
    given, replaces the board's own (a race that puts floods or tunnels on another board)."""
    d: dict[str, Any] = track.to_dict()
    special = track.special_spaces if special_spaces is None else special_spaces
    d["special_spaces"] = {k: sorted(int(s) for s in special[k]) for k in HAZARD_KINDS if special.get(k)}
    corners = d.get("corners", [])
    for cd, c in zip(corners, track.corners):
        if c.chicane_with is not None:
            cd["chicane_with"] = c.chicane_with
        if c.press_number is not None:
            cd["press_number"] = c.press_number
    return d


def race_board(race: Race) -> dict[str, Any]:
    """The board of `race` to draw: its track's hazards, with the floods and tunnels the race puts
    on it (`Race.new(..., flooded=[...], tunnels=[...])`: the hazards module's options)."""
    track = race.track
    added = ((getattr(race, "config", None) or {}).get("module_options") or {}).get("hazards") or {}
    special = {k: set(track.special_spaces.get(k) or ()) for k in HAZARD_KINDS}
    special["flooded"] |= set(added.get("flooded") or ())
    special["tunnel"] |= set(added.get("tunnels") or ())
    return board_dict(track, special)
