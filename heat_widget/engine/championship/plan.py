"""A season's plan of races (booklet: the historic seasons, Customizing Championship Seasons, GOAT)
and the parts of the booklet's season that need modules not available: refused, never faked."""
from __future__ import annotations

from collections.abc import Iterable

from .. import streams
from ..errors import ScenarioError, UnknownName, UnsupportedRule, one_of, shorten
from ..options import BOARD_EXPANSION, EXPANSIONS
from ..track import load_track
from .data import ChampionshipData, RacePlan, championship_data, historic_plan

UPGRADE_POOLS = ("basic", "advanced", "all")  # a season's `upgrades=` (season.py; its file's check)

GOAT = (1961, 1962, 1963)


def season_plan(season: object, races: object, seed: object, expansions: Iterable[str] = ()) -> list[RacePlan]:
    """The races of a season (booklet: the historic seasons; Customizing Championship Seasons; GOAT).
    `expansions` (checked names): the boxes whose boards and events a random custom season draws."""
    if season == "goat":
        _no_races(season, races)
        return [p for year in GOAT for p in historic_plan(year)]
    if season == "custom":
        return _custom_plan(races, seed, expansions)
    if isinstance(season, int) and not isinstance(season, bool):
        _no_races(season, races)
        return historic_plan(season)
    raise UnknownName(f"unknown season {shorten(season)}; seasons are 1961, 1962, 1963, 1964, 1965, 'custom' or "
                      f"'goat'")


def check_expansions(expansions: object) -> tuple[str, ...]:
    """A season's `expansions=`: a list of different names among EXPANSIONS (ScenarioError)."""
    if isinstance(expansions, str):
        expansions = [expansions]
    if not isinstance(expansions, (list, tuple)) or not all(isinstance(e, str) and e in EXPANSIONS for e in expansions) \
            or len(set(expansions)) != len(expansions):
        raise ScenarioError(f"expansions is a list of different names among {one_of(EXPANSIONS)}, "
                            f"not {shorten(expansions)}")
    return tuple(e for e in EXPANSIONS if e in expansions)


def season_expansions(plan: list[RacePlan], given: tuple[str, ...]) -> tuple[str, ...]:
    """The expansions a season has on (expansions spec 1.1, 7.1): those given, those its historic
    season forces (1964: Heavy Rain; 1965: Tunnel Vision), and those of its boards and Event cards."""
    on = set(given)
    data = championship_data()
    for p in plan:
        for box in (data.expansions.get(p.season) if isinstance(p.season, int) else None, load_track(p.track).set,
                    p.event.expansion):
            if box in BOARD_EXPANSION:
                on.add(BOARD_EXPANSION[box])
    return tuple(e for e in EXPANSIONS if e in on)


def _no_races(season: object, races: object) -> None:
    if races is not None:
        raise ScenarioError(f"races= is for a custom season; season {shorten(season)} has its own races")


def _custom_plan(races: object, seed: object, expansions: Iterable[str] = ()) -> list[RacePlan]:
    """A 4-race season: the Track cards shuffled, a random Event card before each race (drawn from
    the seed), or the user's own list of (track, event). With expansions on, their boards and events
    join the draw (expansions spec 7.4: BGA's random championship); España with Drivers' strike
    (0 laps) redraws the whole season, nothing else is refused."""
    data = championship_data()
    if races is None:
        for attempt in range(100):
            tracks, event_ids = _pool(data, expansions)
            streams.shuffle(tracks, seed, "championship_tracks", attempt)
            streams.shuffle(event_ids, seed, "championship_events", attempt)
            count = data.custom["races"]
            plan = [RacePlan("custom", i + 1, tracks[i], data.event(event_ids[i])) for i in range(count)]
            if not any(_impossible(p.track, p.event.id) for p in plan):
                return plan
        raise ScenarioError("no random season without España and Drivers' strike in 100 draws")  # pragma: no cover
    tracks, event_ids = _pool(data, EXPANSIONS)
    example = "e.g. [('usa', 7), ('italy', 3)]"
    if not isinstance(races, (list, tuple)) or not 1 <= len(races) <= len(event_ids):
        raise ScenarioError(f"races must be a list of 1 to {len(event_ids)} (track, event) pairs, {example}; "
                            f"not {shorten(races)}")
    try:
        pairs = [(r["track"], r["event"]) if isinstance(r, dict) else tuple(r) for r in races]
    except (TypeError, KeyError):
        raise ScenarioError(f"races must be a list of (track, event) pairs, {example}; not {shorten(races)}") from None
    if any(len(p) != 2 for p in pairs):
        raise ScenarioError(f"races must be 1 to {len(event_ids)} (track, event) pairs, not {shorten(races)}")
    plan = []
    for i, (track, event) in enumerate(pairs):
        if not isinstance(track, str):
            raise UnknownName(f"race {i + 1}: a track is named by its id, one of {one_of(tracks)}; not {shorten(track)}")
        load_track(track)  # an unknown track: UnknownName (an expansion board races with its hazards)
        if type(event) is not int:  # (True would be Event card 1)
            raise UnknownName(f"race {i + 1}: an event is the number of its Event card, one of {one_of(event_ids)}; "
                              f"not {shorten(event)}")
        card = data.event(event)
        if _impossible(track, card.id):
            raise ScenarioError(f"race {i + 1}: {card.title} on {load_track(track).name} leaves no lap to race "
                                f"(1 lap - 1); choose another event for this track")
        plan.append(RacePlan("custom", i + 1, track, card))
    used = [p.event.id for p in plan]
    if len(set(used)) != len(used):
        raise ScenarioError(f"each race draws its own Event card: an event may not repeat (got {used})")
    return plan


def _pool(data: ChampionshipData, expansions: Iterable[str]) -> tuple[list[str], list[int]]:
    """The boards and Event cards a custom season draws from with these expansions on: the base
    game's, then each expansion's (its boards by name; its events by id)."""
    tracks, event_ids = list(data.custom["tracks"]), list(data.custom["events"])
    for e in EXPANSIONS:
        if e in expansions:
            tracks += data.custom["expansion_tracks"][e]
            event_ids += [c.id for c in data.events.values() if BOARD_EXPANSION.get(c.expansion or "") == e]
    return tracks, event_ids


def _impossible(track: str, event: int) -> bool:
    """Expansions spec 7.4: the one pairing BGA redraws, a race of 0 laps (España, 1 lap, with an
    event that takes one away: Drivers' strike)."""
    card = championship_data().event(event)
    return load_track(track).laps + card.laps < 1


def check_cars(players: object, legends: object, plan: list[RacePlan]) -> list[str]:
    """The season's cars, checked up front as every race of `plan` will check them (Race.new): the
    players' names (text, non-empty, at most 40 characters, all different, none a Legend's name) and
    a number of Legends, all on every track's grid. Returns the players as a list (one name alone
    may be given as text); ScenarioError names what is wrong."""
    from ..legends import legend_colours
    from ..roster import check_legend_names, check_names
    if isinstance(players, str):
        players = [players]
    if not isinstance(players, (list, tuple)):
        raise ScenarioError(f"players is a list of names like ['Ana', 'Ben'], not {shorten(players)}")
    players = list(players)
    if not players:
        raise ScenarioError("a season needs at least one player (Legends alone would race without a decision)")
    check_names(players)
    colours = legend_colours()
    if type(legends) is not int or not 0 <= legends <= len(colours):
        raise ScenarioError(f"legends must be a whole number from 0 to {len(colours)}, not {shorten(legends)}")
    check_legend_names(players, colours[:legends])
    for p in plan:
        spots = len(load_track(p.track).starting_grid)
        if len(players) + legends > spots:
            raise ScenarioError(f"{len(players) + legends} cars do not fit: race {p.number}'s track "
                                f"{load_track(p.track).name} has {spots} grid spots (players + legends must be 1 "
                                f"to {spots})")
    return players


def refuse_missing(upgrades: object, weather: bool, sponsors: bool) -> None:
    """The parts of the booklet's season that need modules not available yet: refused, never faked."""
    missing = []
    if upgrades is not None and not _module_available("garage"):
        missing.append(f"the build step and its upgrade cards (upgrades={shorten(upgrades)}: the Garage module)")
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
    from ..card_steps import reveal_effects
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
