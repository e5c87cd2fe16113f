"""Saving and loading a Championship as JSON: its config and every decision of its races, with a
format version (booklet: "Saving the Game State" between races).

Loading rebuilds the season and replays every decision, so the caller gets the whole season or a
clear RaceFileError, never half a season. Each race of a loaded season is an ordinary Race.
"""
from __future__ import annotations

import json

from ..errors import HeatError, RaceFileError
from ..nesting import text_too_deep

FORMAT = "heat_widget/championship"
VERSION = 1
# A GOAT of 10 races between 8 cars is far below this: a longer text is no season, refused unread.
MAX_FILE = 20_000_000
CONFIG_FIELDS = {"season", "players", "legends", "seed", "upgrades", "weather", "sponsors", "plan"}
PLAN_FIELDS = {"season", "number", "track", "event"}


def championship_to_json(season, indent=None) -> str:
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "config": season._config,
        "actions": [[i, car, text] for i, car, text in season._log],
        "result": {"finished": season.finished, "races": len(season._races), "points": season.points,
                   "standings": season.standings},
    }
    return json.dumps(doc, indent=indent, ensure_ascii=False, separators=None if indent else (",", ":"))


def championship_from_json(cls, text, record: bool = True):
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise RaceFileError("not a heat_widget championship file: the bytes are not UTF-8 text") from None
    if not isinstance(text, str):
        raise RaceFileError(f"Championship.from_json takes the text of a saved season, not {type(text).__name__}")
    if len(text) > MAX_FILE:
        raise RaceFileError(f"not a heat_widget championship file: {len(text):,} characters is more than any "
                            f"season (at most {MAX_FILE:,})")
    if text_too_deep(text):  # before json reads it: in Pyodide its stack would overflow first
        raise RaceFileError("not a heat_widget championship file: its JSON cannot be read (nested too deep)")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise RaceFileError(f"not a heat_widget championship file: invalid JSON at line {e.lineno}, column "
                            f"{e.colno} ({e.msg})") from None
    except (RecursionError, ValueError):
        raise RaceFileError("not a heat_widget championship file: its JSON cannot be read (nested too deep or "
                            "a number too long)") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        hint = " (this is a single race: use Race.from_json)" if isinstance(doc, dict) and \
            doc.get("format") == "heat_widget/race" else ""
        raise RaceFileError(f"not a heat_widget championship file: it needs \"format\": \"{FORMAT}\"{hint}")
    version = doc.get("version")
    if not isinstance(version, int):
        raise RaceFileError("damaged championship file: no format version")
    if version > VERSION:
        raise RaceFileError(f"this championship file has format version {version}, made by a newer heat_widget; "
                            f"this one reads version {VERSION} and older")
    config, actions = doc.get("config"), doc.get("actions")
    if not isinstance(config, dict) or not isinstance(config.get("plan"), list) or "seed" not in config:
        raise RaceFileError("damaged championship file: 'config' must describe a season with its plan and seed")
    if not isinstance(actions, list) or not all(
            isinstance(a, list) and len(a) == 3 and isinstance(a[0], int) and all(isinstance(x, str) for x in a[1:])
            for a in actions):
        raise RaceFileError("damaged championship file: 'actions' must be a list of [race, car, action]")
    _check_config(config)
    try:
        season = cls(_config=config, record=record)
    except (HeatError, KeyError, TypeError, ValueError) as e:
        raise RaceFileError(f"damaged championship file: its config does not make a season ({e})") from None
    for i, (race, car, action) in enumerate(actions):
        if race != season._index or season.finished:
            raise RaceFileError(f"damaged championship file: decision {i + 1} ({car}: {action}) belongs to race "
                                f"{race + 1}, but the season is at race {season._index + 1}")
        try:
            season.act(car, action)
        except HeatError as e:
            raise RaceFileError(f"damaged championship file: decision {i + 1} (race {race + 1}, {car}: {action}) "
                                f"cannot be replayed: {e}") from None
    for race in season._races:
        race.loaded_from_json = True
    result = doc.get("result")
    if isinstance(result, dict) and result.get("standings") not in (None, season.standings):
        raise RaceFileError("damaged championship file: replaying its decisions gives other standings than it "
                            "records")
    return season


def _check_config(config: dict) -> None:
    """The season's config as `Championship.new` makes it: its fields by type, a plan the season
    may have, and no part the engine cannot play (RaceFileError naming what is wrong)."""
    from ..errors import shorten
    from .plan import refuse_missing, season_plan
    from .season import UPGRADE_POOLS

    def bad(what):
        raise RaceFileError(f"damaged championship file: {what}")

    extra, missing = set(config) - CONFIG_FIELDS, CONFIG_FIELDS - set(config)
    if extra or missing:
        bad(f"its config must have exactly the fields {', '.join(sorted(CONFIG_FIELDS))}")
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
        expected = season_plan(kind, races, config["seed"])
        refuse_missing(config["upgrades"], config["weather"], config["sponsors"])
    except HeatError as e:
        bad(f"its season cannot be played: {e}")
    if [(p.season, p.number, p.track, p.event.id) for p in expected] != \
            [(p["season"], p["number"], p["track"], p["event"]) for p in plan]:
        bad(f"its plan is not the races of season {shorten(config['season'])}")
