"""Saving and loading races as JSON: the config, the seed and the decisions, with a format version.

Loading replays every decision, so a damaged file is caught as soon as a decision does not fit,
and the caller gets either a whole race or a clear RaceFileError, never half a race.
"""
from __future__ import annotations

import json

from .errors import HeatError, RaceFileError

FORMAT = "heat_widget/race"
VERSION = 1


def race_to_json(race, indent=None) -> str:
    doc = {
        "format": FORMAT,
        "version": VERSION,
        "config": race._config,
        "actions": [[car, text] for car, text in race._log],
        "result": {"finished": race.finished, "round": race.round, "standings": race.standings},
    }
    return json.dumps(doc, indent=indent, ensure_ascii=False, separators=None if indent else (",", ":"))


def race_from_json(cls, text):
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise RaceFileError("not a heat_widget race file: the bytes are not UTF-8 text") from None
    if not isinstance(text, str):
        raise RaceFileError(f"Race.from_json takes the text of a saved race, not {type(text).__name__}")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise RaceFileError(f"not a heat_widget race file: invalid JSON at line {e.lineno}, column {e.colno} "
                            f"({e.msg})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise RaceFileError(f"not a heat_widget race file: it needs \"format\": \"{FORMAT}\"")
    version = doc.get("version")
    if not isinstance(version, int):
        raise RaceFileError("damaged race file: no format version")
    if version > VERSION:
        raise RaceFileError(f"this race file has format version {version}, made by a newer heat_widget; "
                            f"this one reads version {VERSION} and older")
    config, actions = doc.get("config"), doc.get("actions")
    if not isinstance(config, dict) or config.get("kind") not in ("new", "scenario") or "seed" not in config:
        raise RaceFileError("damaged race file: 'config' must describe a new race or a scenario with a seed")
    if not isinstance(actions, list) or not all(
            isinstance(a, list) and len(a) == 2 and all(isinstance(x, str) for x in a) for a in actions):
        raise RaceFileError("damaged race file: 'actions' must be a list of [car, action] pairs")
    try:
        race = cls(_config=config)
        race._setup_again()
    except (HeatError, KeyError, TypeError, ValueError) as e:
        raise RaceFileError(f"damaged race file: its config does not make a race ({e})") from None
    for i, (car, action) in enumerate(actions):
        try:
            race.act(car, action)
        except HeatError as e:
            raise RaceFileError(f"damaged race file: decision {i + 1} ({car}: {action}) cannot be replayed: "
                                f"{e}") from None
    race.loaded_from_json = True  # a replay: the widget opens it at step 0
    result = doc.get("result")
    if isinstance(result, dict) and result.get("standings") not in (None, race.standings):
        raise RaceFileError("damaged race file: replaying its decisions gives other standings than it records")
    return race
