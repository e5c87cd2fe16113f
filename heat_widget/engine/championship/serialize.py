"""Saving and loading a Championship as JSON: its config and every decision of its races, with a
format version (booklet: "Saving the Game State" between races).

Loading rebuilds the season and replays every decision, so the caller gets the whole season or a
clear RaceFileError, never half a season. Each race of a loaded season is an ordinary Race.
"""
from __future__ import annotations

import json

from ..errors import HeatError, RaceFileError

FORMAT = "heat_widget/championship"
VERSION = 1


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


def championship_from_json(cls, text):
    if isinstance(text, (bytes, bytearray)):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise RaceFileError("not a heat_widget championship file: the bytes are not UTF-8 text") from None
    if not isinstance(text, str):
        raise RaceFileError(f"Championship.from_json takes the text of a saved season, not {type(text).__name__}")
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise RaceFileError(f"not a heat_widget championship file: invalid JSON at line {e.lineno}, column "
                            f"{e.colno} ({e.msg})") from None
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
    try:
        season = cls(_config=config)
    except (HeatError, KeyError, TypeError, ValueError) as e:
        raise RaceFileError(f"damaged championship file: its config does not make a season ({e})") from None
    for i, (race, car, action) in enumerate(actions):
        if race != len(season._races) - 1 or season.finished:
            raise RaceFileError(f"damaged championship file: decision {i + 1} ({car}: {action}) belongs to race "
                                f"{race + 1}, but the season is at race {len(season._races)}")
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
