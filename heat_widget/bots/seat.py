"""A Seat: what `play_bots` hands a strategy that asks for one (`uses_seat = True`, as "search").

It stands for one car's place at the table. It gives races sampled from what that car's player may
know (engine/determinize.py: `seat_facts`, then `sample_race` on a copy), never the race itself: a
strategy that searches decides from its View and from races that agree with it, in which every
card it cannot see is drawn at random. The facts are read once per decision.
"""
from __future__ import annotations

from typing import Any

from ..engine import Championship, Race
from ..engine.determinize import SeatFacts, sample_race, seat_facts


class Seat:
    """One car's seat in a race (or a season's current race): `samples(seeds)` of what it cannot know."""

    __slots__ = ("_game", "car", "_facts")

    def __init__(self, game: Race | Any, car: str):
        self._game = game
        self.car = car
        self._facts: tuple[Any, SeatFacts] | None = None  # (the race and its log length, the facts)

    def _race(self) -> Race:
        game = self._game
        return game.current_race if isinstance(game, Championship) else game

    def facts(self) -> SeatFacts:
        """What the car's player knows now (its View and the public facts beside it)."""
        race = self._race()
        key = (race, len(race.log))
        if self._facts is None or self._facts[0] != key:
            self._facts = (key, seat_facts(race, self.car))
        return self._facts[1]

    def sample(self, seed: Any) -> Race:
        """A race consistent with what the car knows, the rest drawn from `seed` (a batch race
        without history; the same facts and seed give the same race)."""
        facts = self.facts()
        return sample_race(self._race().copy(), facts, seed)
