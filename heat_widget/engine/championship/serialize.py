"""Saving and loading a Championship as JSON: its config and every decision of its races, with a
format version (booklet: "Saving the Game State" between races).

Loading rebuilds the season and replays every decision, so the caller gets the whole season or a
clear RaceFileError, never half a season. Each race of a loaded season is an ordinary Race.
"""
from __future__ import annotations

import json
from typing import Any, NoReturn

from ..errors import HeatError, RaceFileError, shorten
from ..serialize import READINGS, check_indent, read_document

FORMAT = "heat_widget/championship"
VERSION = 1
# A GOAT of 10 races between 8 cars is far below this: a longer text is no season, refused unread.
MAX_FILE = 20_000_000
CONFIG_FIELDS = {"season", "players", "legends", "seed", "upgrades", "weather", "sponsors", "plan"}
# The rule readings the season's races follow (engine/serialize.py READINGS). A file saved before
# seasons kept them has none: its races were played under readings 3 and replay under them.
OPTIONAL_FIELDS = {"readings", "expansions"}
READINGS_BEFORE = 3
PLAN_FIELDS = {"season", "number", "track", "event"}
RESULT_FIELDS = {"finished", "races", "points", "standings"}


# `season: Any` below is a Championship (season.py imports this module: naming it here would close a
# circle), `cls` its class.
def championship_to_json(season: Any, indent: int | None | Any = None) -> str:
    check_indent(indent)
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "config": season._config,
        "actions": [[i, car, text] for i, car, text in season._log],
        "result": {"finished": season.finished, "races": len(season._races), "points": season.points,
                   "standings": season.standings},
    }
    return json.dumps(doc, indent=indent, ensure_ascii=False, separators=None if indent else (",", ":"))


def championship_from_json(cls: Any, text: object, record: bool = True) -> Any:
    doc = read_document(text, MAX_FILE, "championship", "season", "Championship.from_json")  # engine/serialize.py
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        hint = " (this is a single race: use Race.from_json)" if isinstance(doc, dict) and \
            doc.get("format") == "heat_widget/race" else ""
        raise RaceFileError(f"not a heat_widget championship file: it needs \"format\": \"{FORMAT}\"{hint}")
    version = doc.get("version")
    if type(version) is not int or version < 1:  # not true, as the race loader reads it
        raise RaceFileError("damaged championship file: no format version")
    if version > VERSION:
        raise RaceFileError(f"this championship file has format version {shorten(version)}, made by a newer heat_widget; "
                            f"this one reads version {VERSION} and older")
    config, actions = doc.get("config"), doc.get("actions")
    if not isinstance(config, dict) or not isinstance(config.get("plan"), list) or "seed" not in config:
        raise RaceFileError("damaged championship file: 'config' must describe a season with its plan and seed")
    if not isinstance(actions, list) or not all(
            isinstance(a, list) and len(a) == 3 and type(a[0]) is int and all(isinstance(x, str) for x in a[1:])
            for a in actions):
        raise RaceFileError("damaged championship file: 'actions' must be a list of [race, car, action]")
    _check_config(config)
    if "readings" not in config:
        config = {**config, "readings": READINGS_BEFORE}
    try:
        season = cls(_config=config, record=record)
    except (HeatError, KeyError, TypeError, ValueError) as e:
        raise RaceFileError(f"damaged championship file: its config does not make a season ({e})") from None
    for i, (race, car, action) in enumerate(actions):
        if race != season._index or season.finished:
            where = "the season is over" if season.finished else f"the season is at race {season._index + 1}"
            raise RaceFileError(f"damaged championship file: decision {i + 1} ({shorten(car)}: {shorten(action)}) "
                                f"belongs to race {shorten(race + 1)}, but {where}")
        try:
            season.act(car, action)
        except HeatError as e:
            raise RaceFileError(f"damaged championship file: decision {i + 1} (race {race + 1}, {shorten(car)}: "
                                f"{shorten(action)}) cannot be replayed: {e}") from None
    for race in season._races:
        race._record.loaded_from_json = True
    if "result" in doc:  # a file written by to_json has one; a hand-made config + decisions may not
        _check_result(doc["result"], season)
    return season


def _check_result(result: object, season: Any) -> None:
    """The saved result (finished, races, points, standings) must be what replaying the decisions
    gives, as a race's file is checked (engine/serialize.py): decisions cut from the end are caught."""

    def bad(what: str) -> NoReturn:
        raise RaceFileError(f"damaged championship file: {what}")

    if not isinstance(result, dict) or set(result) != RESULT_FIELDS:
        bad(f"'result' must hold exactly {', '.join(sorted(RESULT_FIELDS))}")
    if type(result["finished"]) is not bool:
        bad(f"result finished must be true or false, not {shorten(result['finished'])}")
    races = len(season._races)
    if result["finished"] is not season.finished:
        if season.finished:
            bad("its decisions finish the season, but it is saved as unfinished")
        bad(f"it is saved as a finished season, but its decisions stop in race {season.race_index + 1} of "
            f"{len(season._plan)} with the season still going (decisions missing from the end?)")
    if type(result["races"]) is not int or result["races"] != races:
        bad(f"it is saved with {shorten(result['races'])} races started, but its decisions start {races}")
    if result["points"] != season.points:
        bad("replaying its decisions gives other points than it records")
    if result["standings"] != season.standings:
        bad("replaying its decisions gives other standings than it records")


def _check_config(config: dict[str, Any]) -> None:
    """The season's config as `Championship.new` makes it: its fields by type, a plan the season
    may have, and no part the engine cannot play (RaceFileError naming what is wrong)."""
    from .plan import UPGRADE_POOLS, check_cars, check_expansions, refuse_missing, season_plan

    def bad(what: str) -> NoReturn:
        raise RaceFileError(f"damaged championship file: {what}")

    extra, missing = set(config) - CONFIG_FIELDS - OPTIONAL_FIELDS, CONFIG_FIELDS - set(config)
    if extra or missing:
        bad(f"its config must have exactly the fields {', '.join(sorted(CONFIG_FIELDS))} (and readings)")
    if "readings" in config and (type(config["readings"]) is not int or not 1 <= config["readings"] <= READINGS):
        bad(f"config readings must be a whole number from 1 to {READINGS}, not {shorten(config['readings'])}")
    if not isinstance(config["players"], list) or not all(isinstance(p, str) for p in config["players"]):
        bad(f"config players must be a list of names, not {shorten(config['players'])}")
    for field in ("legends", "seed"):
        if type(config[field]) is not int:
            bad(f"config {field} must be a whole number, not {shorten(config[field])}")
    if config["upgrades"] is not None and config["upgrades"] not in UPGRADE_POOLS:
        bad(f"config upgrades must be one of {', '.join(UPGRADE_POOLS)} or null, not {shorten(config['upgrades'])}")
    for field in ("weather", "sponsors"):
        if type(config[field]) is not bool:
            bad(f"config {field} must be true or false, not {shorten(config[field])}")
    plan = config["plan"]
    if not isinstance(plan, list) or not all(isinstance(p, dict) and set(p) == PLAN_FIELDS for p in plan):
        bad(f"each race of the plan needs exactly {', '.join(sorted(PLAN_FIELDS))}")
    try:
        kind = config["season"]
        races = [(p["track"], p["event"]) for p in plan] if kind == "custom" else None
        given = check_expansions(config.get("expansions", []))
        expected = season_plan(kind, races, config["seed"], given)
        check_cars(config["players"], config["legends"], expected)
        refuse_missing(config["upgrades"], config["weather"], config["sponsors"])
    except HeatError as e:
        bad(f"its season cannot be played: {e}")
    if [(p.season, p.number, p.track, p.event.id) for p in expected] != \
            [(p["season"], p["number"], p["track"], p["event"]) for p in plan]:
        bad(f"its plan is not the races of season {shorten(config['season'])}")
