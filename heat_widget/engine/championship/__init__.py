"""The Championship: seasons of races (advanced booklet, Championship System).

Where is what: `events.py` (the Event cards, the historic seasons, points table and sponsor deck,
from data/championship.json), `season.py` (`Championship`: the season above Race, its plan, grid
and decisions), `points.py` (points per race, standings, tiebreaks), `serialize.py` (saving a
season between sittings). The event's rule inside a race is engine/modules/championship.py.
"""
from .data import EventCard, RacePlan, events, seasons
from .points import RaceResult
from .season import Championship

__all__ = ["Championship", "EventCard", "RacePlan", "RaceResult", "events", "seasons"]
