"""The rules engine: pure Python, standard library only, nothing else of the package."""
from .actions import Action, Decision, parse_action
from .championship import Championship, EventCard, RacePlan, RaceResult
from .determinize import determinize
from .errors import (BadArgument, DataError, HeatError, IllegalAction, MissingExtra, OutOfRange, PlatformError, RaceFileError,
                     ScenarioError, UnknownName, UnsupportedRule, ViewError)
from .events import Event
from .options import RaceOptions
from .race import Race, Step
from .state import CarSnapshot, Snapshot
from .track import Corner, Track, load_track, tracks
from .view import CarView, Observer, View

__all__ = [
    "Action", "BadArgument", "CarSnapshot", "Championship", "EventCard", "RacePlan", "RaceResult", "CarView", "Corner", "DataError", "Decision", "determinize", "Event", "HeatError", "IllegalAction",
    "MissingExtra", "Observer", "OutOfRange", "PlatformError", "Race", "RaceFileError", "RaceOptions", "ScenarioError", "Snapshot", "Step", "Track", "UnknownName",
    "UnsupportedRule", "View", "ViewError", "load_track", "parse_action", "tracks",
]
