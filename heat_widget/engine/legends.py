"""Legends (advanced booklet, Legends Module): automated drivers moved by one shared deck.

Each round the first Legend to move flips a card used by every Legend. A Legend past the Legends
Line of the next corner clears it (movement A); one before the line approaches it (movement B).
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from collections.abc import Callable
from functools import lru_cache, partial
from typing import TYPE_CHECKING

from .data_files import data_file
from .native import trait
from . import streams
from .errors import DataError
from .i18n import N_
from .track import Corner, Track
from .track import corner_lines as corner_lines  # re-exported (the Weather module reads it from here)
from .primitives import Primitives

if TYPE_CHECKING:
    from .state import CarState


@dataclass(frozen=True)
class LegendsCard:
    number: int
    entries: dict[str, tuple[int, int]]  # colour -> (diamond, top_speed)


@lru_cache(maxsize=None)
def legends_data() -> tuple[tuple[str, ...], tuple[LegendsCard, ...]]:
    raw = json.loads(data_file("legends.json").read_text("utf-8"))
    colours = tuple(raw["colours"])
    cards: list[LegendsCard] = []
    for c in raw["cards"]:
        entries: dict[str, tuple[int, int]] = {}
        for colour in colours:
            e = c["legends"].get(colour)
            if not e or not (0 <= e["diamond"] <= 3) or e["top_speed"] < 1:
                raise DataError(f"Legends card {c.get('card')}: bad or missing entry for {colour}")
            entries[colour] = (e["diamond"], e["top_speed"])
        cards.append(LegendsCard(c["card"], entries))
    if len(cards) != 10 or len({c.number for c in cards}) != 10:
        raise DataError("legends.json must hold the 10 Legends cards, numbered once each")
    return colours, tuple(cards)


def legend_colours() -> tuple[str, ...]:
    return legends_data()[0]


def card_by_number(number: int) -> LegendsCard:
    for card in legends_data()[1]:
        if card.number == number:
            return card
    raise DataError(f"no Legends card numbered {number}")


def plan_move(track: Track, distance: int, finish_line: float, diamond: int, top_speed: int,
              limit_of: Callable[[Corner], int], lines_of: Callable[[Corner], int] | None = None) -> tuple[int, str]:
    """Where a Legend wants to go: (target distance, which movement). Blocking is applied by the
    caller, as for any car. `limit_of(corner)` is the corner's Speed Limit with any road modifiers;
    `lines_of(corner)` how many corner lines movement A may cross (None: one, the base game)."""
    ahead = corner_lines(track, distance, finish_line)
    if not ahead:
        return distance + top_speed, N_("top speed (no corner before the finish)")
    corner, at, line = ahead[0]
    if distance > line:
        # A: clear the corner at its limit plus the diamond, never crossing two corners (a chevron
        # on an expansion board may allow two or three lines: modules/hazards.py)
        target = distance + limit_of(corner) + diamond
        lines = 1 if lines_of is None else lines_of(corner)
        if len(ahead) > lines and target > ahead[lines][1]:
            target = int(ahead[lines][1])  # the space just before the first line it may not cross
            return target, N_("A (stopped before the next corner)")
        return target, N_("A")
    # B: approach the corner as closely as possible without overshooting
    if distance + top_speed < at:
        return distance + top_speed, N_("B (top speed)")
    target = int(at) - diamond
    return max(target, distance), N_("B (to the diamond space)")


@trait
class LegendTurns(Primitives):
    """A Legend's turn in the round (mixed into engine/rules.py's RoundRules): the round's shared
    Legends card, flipped by the first Legend to move, then movement A or B by `plan_move`."""

    def _legend_turn(self, car: CarState) -> None:
        if self._legends_card is None:
            if not self._legends_deck:
                deck = [c.number for c in legends_data()[1]]
                streams.shuffle(deck, self.seed, "legends", self._legends_shuffles)
                self._legends_shuffles += 1
                self._legends_deck = deck
                self._event("legends_shuffle", None)
            self._legends_card = self._legends_deck.pop()
            self._caches.legends_changed()
            if "legends_card" not in self._record.quiet:
                self._event("legends_card", None, card=self._legends_card)
        diamond, top = card_by_number(self._legends_card).entries[car.colour]
        top += self.options.pro_legends
        start = car.lap * self._spaces + car.space  # _distance(car)
        car.start_distance = start
        lines_of = partial(self._legend_lines, car, start) if self._modifiers else None
        target, how = plan_move(self._track, start, self._finish_line(), diamond, top,
                                partial(self._legend_corner_limit, car), lines_of)
        end = self._settle(car, target, start) if target > start else start
        car.speed = end - start
        if "legend_move" not in self._record.quiet:  # its notes (modifiers) only describe it
            self._event_noted("legend_move", car, start, moved=end - start, how=how, diamond=diamond,
                              top_speed=top, space=car.space)

    def _legend_lines(self, car: CarState, start: int, corner: Corner) -> int:
        lines: int = self._modified("legend_crossings", car, 1, corner, start)
        return lines

    def _legend_corner_limit(self, car: CarState, corner: Corner) -> int:
        # a method, not a closure: the compiled build (mypyc) cannot compile closures in Race's mixins
        limit: int = self._modified("corner_limit", car, corner.speed_limit, corner)
        return limit
