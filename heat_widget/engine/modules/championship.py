"""The Championship inside one race: the race's Event card (advanced booklet, Championship System).

The season (engine/championship/) turns most of an event into ordinary race options: laps, hand
size, Heat and Stress (see EventCard.race_options). What is left for the race itself is here: the
event's id (saved in the race, so a race of a season says which event it ran under) and event 10's
"a driver who spins out is eliminated from the race". The sponsor-giving events (1, 2, 8) and the
press corners need Sponsorship cards in play, which need the Garage module's card symbols: the
season refuses sponsors until then, so nothing of them runs here.
"""
from __future__ import annotations

from ..errors import ScenarioError, one_of
from . import Module


class ChampionshipRace(Module):
    """`Race.new(..., modules=["championship"], event=10)`: the race runs under that Event card."""

    name = "championship"
    options = {"event": None}

    @classmethod
    def check_options(cls, options: dict) -> None:
        from ..championship.events import championship_data
        event = options.get("event")
        known = [e.id for e in championship_data().events.values() if e.expansion is None]
        if event is not None and event not in known:
            raise ScenarioError(f"event must be one of the base game's Event cards {one_of(known)} (or None), "
                                f"not {event!r}")

    def __init__(self, race, options: dict):
        super().__init__(race, options)
        from ..championship.events import championship_data
        event = options.get("event")
        self.event = championship_data().event(event) if event is not None else None
        self._eliminates = bool(self.event and self.event.eliminate_on_spin_out)

    def after_corners(self, car) -> None:
        # Event 10: "If you spin out, you are eliminated from the race" (at once, in step 7, as BGA).
        if self._eliminates and car.spun_out:
            self.race._eliminate(car, f"spun out under the event '{self.event.title}'")
