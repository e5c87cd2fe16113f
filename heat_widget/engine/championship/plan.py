"""A season's plan of races (booklet: the historic seasons, Customizing Championship Seasons, GOAT)
and the parts of the booklet's season that need modules not available: refused, never faked."""
from __future__ import annotations

from .. import streams
from ..errors import ScenarioError, UnknownName, UnsupportedRule, one_of
from ..track import load_track
from .events import RacePlan, championship_data, historic_plan

GOAT = (1961, 1962, 1963)


def season_plan(season, races, seed) -> list[RacePlan]:
    """The races of a season (booklet: the historic seasons; Customizing Championship Seasons; GOAT)."""
    if season == "goat":
        _no_races(season, races)
        return [p for year in GOAT for p in historic_plan(year)]
    if season == "custom":
        return _custom_plan(races, seed)
    if isinstance(season, int) and not isinstance(season, bool):
        _no_races(season, races)
        return historic_plan(season)
    raise UnknownName(f"unknown season {season!r}; seasons are 1961, 1962, 1963, 'custom' or 'goat' "
                      f"(1964 and 1965 need expansions)")


def _no_races(season, races) -> None:
    if races is not None:
        raise ScenarioError(f"races= is for a custom season; season {season!r} has its own races")


def _custom_plan(races, seed) -> list[RacePlan]:
    """A 4-race season: the base Track cards shuffled, a random Event card before each race (drawn
    from the seed), or the user's own list of (track, event)."""
    data = championship_data()
    tracks, event_ids = list(data.custom["tracks"]), list(data.custom["events"])
    if races is None:
        streams.shuffle(tracks, seed, "championship_tracks", 0)
        streams.shuffle(event_ids, seed, "championship_events", 0)
        count = data.custom["races"]
        return [RacePlan("custom", i + 1, tracks[i], data.event(event_ids[i])) for i in range(count)]
    try:
        pairs = [(r["track"], r["event"]) if isinstance(r, dict) else tuple(r) for r in races]
    except (TypeError, KeyError):
        raise ScenarioError("races must be a list of (track, event) pairs, e.g. [('usa', 7), ('italy', 3)]") from None
    if not 1 <= len(pairs) <= len(event_ids) or any(len(p) != 2 for p in pairs):
        raise ScenarioError(f"races must be 1 to {len(event_ids)} (track, event) pairs, not {races!r}")
    plan = []
    for i, (track, event) in enumerate(pairs):
        load_track(track)  # an unknown track: UnknownName
        if track not in tracks:
            raise UnsupportedRule(f"track {track!r} needs its expansion's rules, not supported yet; "
                                  f"a season's tracks are {one_of(tracks)}")
        card = data.event(event)
        if card.id not in event_ids:
            raise UnsupportedRule(f"event {event} ({card.title}) needs the {card.expansion} expansion, not supported "
                                  f"yet; events are {one_of(event_ids)}")
        plan.append(RacePlan("custom", i + 1, track, card))
    used = [p.event.id for p in plan]
    if len(set(used)) != len(used):
        raise ScenarioError(f"each race draws its own Event card: an event may not repeat (got {used})")
    return plan


def refuse_missing(upgrades, weather: bool, sponsors: bool) -> None:
    """The parts of the booklet's season that need modules not available yet: refused, never faked."""
    missing = []
    if upgrades is not None and not _module_available("garage"):
        missing.append(f"the build step and its upgrade cards (upgrades={upgrades!r}: the Garage module)")
    if weather and not _module_available("weather"):
        missing.append("weather and road-condition tokens (weather=True: the Weather module)")
    if sponsors and _sponsors_unplayable():
        missing.append("Sponsorship cards, press corners and the sponsor-giving events 1, 2 and 8 "
                       f"(sponsors=True: {_sponsors_unplayable()})")
    if missing:
        raise UnsupportedRule("the Championship cannot run yet with " + "; ".join(missing) + ". To race the "
                              "season without them, pass upgrades=None, weather=False, sponsors=False "
                              "(or only the parts refused)")


def _sponsors_unplayable() -> str | None:
    """Why Sponsorship cards cannot be played yet (their symbols, choosing a Speed and one-time use
    are the Garage module's card machinery), or None once they can."""
    from ..rules import reveal_effects
    for name in ("championship", "garage"):  # importing a module registers its cards' symbols
        _module_available(name)
    for card in sorted(championship_data().sponsor_deck):
        try:
            reveal_effects(card)
        except UnsupportedRule as e:
            return f"playing them needs the Garage module: {e}"
    return None


def _module_available(name: str) -> bool:
    from ..modules import module_class
    try:
        module_class(name)
    except UnsupportedRule:
        return False
    return True
