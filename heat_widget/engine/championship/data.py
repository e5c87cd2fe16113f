"""The Championship's data: event cards, the historic seasons, points and the sponsor deck
(advanced booklet, Championship System), loaded from data/championship.json and validated."""
from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..data_files import data_file
from ..errors import DataError, UnknownName, one_of, shorten
from ..track import Track, load_track

SPONSOR_RULES = ("first_lap_top3", "speed_15", "pass_3")


@dataclass(frozen=True)
class EventCard:
    """One Event card: its title and rule, and what the rule changes, as numbers."""

    id: int
    title: str
    rule: str
    sponsors: int  # Sponsorship cards each player draws before the race
    press_corners: tuple[int, ...]  # press corner indexes (see `press_after_space`)
    laps: int = 0  # change to the board's laps
    heat: int = 0  # change to the board's Heat cards in the Engine
    stress: int = 0  # change to the board's Stress cards in the deck
    hand_size: int | None = None  # the race's hand size (None: 7)
    winner_bonus: int = 0  # extra Championship points for the winner
    podium_bonus: int = 0  # extra Championship points for each of the top 3
    sponsor_rule: str | None = None  # how the event gives Sponsorship cards during the race
    eliminate_on_spin_out: bool = False
    expansion: str | None = None  # the expansion box that holds the card (None: the base game)

    def race_options(self, track: Track) -> dict[str, int]:
        """Keywords of Race.new that apply this event on `track` (laps, hand size, Heat, Stress)."""
        out: dict[str, int] = {}
        if self.laps:
            out["laps"] = track.laps + self.laps
        if self.heat:
            out["heat"] = track.heat + self.heat
        if self.stress:
            out["stress"] = track.stress + self.stress
        if self.hand_size is not None:
            out["hand_size"] = self.hand_size
        return out

    def press_after_space(self, track: Track) -> tuple[int, ...]:
        """The corner lines (after_space) that hold a Press Corner on `track`: index i is the i-th
        corner from the start line, modulo the track's corners (the track data numbers them, a
        chicane pair once)."""
        lines = sorted((c for c in track.corners if c.press_number is not None), key=lambda c: c.press_number or 0)  # all set: filtered above
        if not lines:
            lines = list(track.corners)
        return tuple(lines[i % len(lines)].after_space for i in self.press_corners)

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "title": self.title, "rule": self.rule, "sponsors": self.sponsors,
                "press_corners": list(self.press_corners)}


@dataclass(frozen=True)
class RacePlan:
    """One race of a season: where it sits (season year, race number), its track and event."""

    season: int | str  # 1961.. or "custom"
    number: int  # race number within its season, from 1
    track: str
    event: EventCard

    @property
    def press_after_space(self) -> tuple[int, ...]:
        return self.event.press_after_space(load_track(self.track))

    def to_dict(self) -> dict[str, Any]:
        return {"season": self.season, "number": self.number, "track": self.track, "event": self.event.id,
                "title": self.event.title, "rule": self.event.rule,
                "press_after_space": list(self.press_after_space)}


@dataclass(frozen=True)
class ChampionshipData:
    points: tuple[int, ...]
    sponsor_deck: dict[str, int]  # every Sponsorship card of the box -> copies
    events: dict[int, EventCard]
    seasons: dict[int, tuple[dict[str, Any], ...]]  # year -> ({"track", "event", "press_after_space"}, ...)
    expansions: dict[int, str]  # year -> expansion the season needs
    custom: dict[str, Any]  # JSON: what a custom season may use
    sponsor_expansions: dict[str, str]  # a Sponsorship card -> the expansion it needs (s85, s86)

    def season_sponsors(self, expansions: Iterable[str]) -> list[str]:
        """A season's sponsor deck before shuffling: the base game's cards, and each expansion's
        own (s85 Heavy Rain, s86 Tunnel Vision; 7 each) with it on (expansions spec 7.1)."""
        on = set(expansions)  # (not `in (None, *expansions)`: mypyc cannot compile a starred tuple there)
        return [card for card, k in sorted(self.sponsor_deck.items())
                if (self.sponsor_expansions.get(card) is None or self.sponsor_expansions[card] in on)
                for _ in range(k)]

    def event(self, event_id: int | Any) -> EventCard:  # `| Any`: any value, named in the error
        try:
            return self.events[event_id]
        except (KeyError, TypeError):
            raise UnknownName(f"unknown event {shorten(event_id)}; events are {one_of(self.events)}") from None


def _need(cond: object, what: str) -> None:
    if not cond:
        raise DataError(f"championship.json: {what}")


def _parse(raw: dict[str, Any]) -> ChampionshipData:
    _need(isinstance(raw, dict), "must hold a JSON object")
    points = raw.get("points")
    _need(isinstance(points, list) and all(isinstance(p, int) and p >= 0 for p in points), "bad points")
    deck = raw.get("sponsor_deck")
    _need(isinstance(deck, dict) and all(isinstance(k, int) and k > 0 for k in deck.values()), "bad sponsor_deck")
    fields = EventCard.__dataclass_fields__
    events: dict[int, EventCard] = {}
    for e in raw.get("events", []):
        _need(isinstance(e, dict) and set(e) <= set(fields), f"bad event entry {e!r}")
        for key in ("id", "title", "rule", "sponsors", "press_corners"):
            _need(key in e, f"event {e.get('id')!r} needs {key!r}")
        _need(e.get("sponsor_rule") in (None,) + SPONSOR_RULES, f"event {e['id']}: unknown sponsor_rule")
        _need(e["id"] not in events, f"event {e['id']} appears twice")
        events[e["id"]] = EventCard(**{**e, "press_corners": tuple(e["press_corners"])})
    seasons: dict[int, tuple[dict[str, Any], ...]] = {}
    expansions: dict[int, str] = {}
    for s in raw.get("seasons", []):
        year = s.get("season")
        _need(isinstance(year, int) and isinstance(s.get("races"), list) and s["races"], f"bad season {s!r}")
        for r in s["races"]:
            _need(r.get("event") in events and isinstance(r.get("track"), str), f"season {year}: bad race {r!r}")
        seasons[year] = tuple(s["races"])
        if s.get("expansion"):
            expansions[year] = s["expansion"]
    custom = raw.get("custom", {})
    _need(all(e in events for e in custom.get("events", ())), "custom events must be known events")
    assert isinstance(points, list) and isinstance(deck, dict)  # checked above (_need), for mypy
    extra = raw.get("sponsor_expansions", {})
    _need(isinstance(extra, dict) and set(extra) <= set(deck), "sponsor_expansions must name sponsor_deck cards")
    return ChampionshipData(tuple(points), dict(deck), events, seasons, expansions, custom, dict(extra))


@lru_cache(maxsize=None)
def championship_data() -> ChampionshipData:
    """The Championship's data (cached)."""
    text = data_file("championship.json").read_text("utf-8")
    return _parse(json.loads(text))


def events() -> list[EventCard]:
    """Every Event card, by id (1-10 in the base game; 11-14 Heavy Rain, 15-18 Tunnel Vision)."""
    return list(championship_data().events.values())


def seasons() -> dict[int, str]:
    """The historic seasons: year -> what it needs ("base" or the expansion's name)."""
    data = championship_data()
    return {year: data.expansions.get(year, "base") for year in data.seasons}


def historic_plan(year: int) -> list[RacePlan]:
    """The races of a historic season (1964 and 1965 switch their expansion on: Championship.new)."""
    data = championship_data()
    if year not in data.seasons:
        raise UnknownName(f"unknown season {shorten(year)}; seasons are {one_of([*data.seasons, 'custom', 'goat'])}")
    return [RacePlan(year, i + 1, r["track"], data.event(r["event"])) for i, r in enumerate(data.seasons[year])]
