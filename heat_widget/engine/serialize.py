"""Saving and loading races as JSON: the config, the seed and the decisions, with a format version.

Loading is strict. A file longer than MAX_FILE characters is refused by its length before anything
parses it; the JSON must parse (numbers of at most 4,300 digits, nesting Python can read); every
config field is checked by type and range (no field a race of that kind does not have); every
decision is replayed, so a damaged file is caught as soon as a decision does not fit; and the saved
result (finished, round, standings) must be what the replay gives, so decisions cut from the end
of a race are caught too. The caller gets either a whole race or a clear RaceFileError, never
half a race.
"""
from __future__ import annotations

import json
from typing import Any, NoReturn, TypeGuard

from .errors import BadArgument, HeatError, RaceFileError, echo_list, one_of, shorten
from .nesting import text_too_deep
from .options import RaceOptions

FORMAT = "heat_widget/race"
# Version 2 saves the rule readings a race was played under ("readings" in the config). A version 1
# file was played under readings 1 and replays under them: a gear the hand cannot fill was offered
# beside one it can, and so was a slipstream blocked back to the car's own space.
VERSION = 2
READINGS = 4  # the readings new races follow (engine/planning.py: _gear_options; _slipstream_spaces;
#              3: Sponsorship cards' Garage symbols act in a race without the Garage, modules/championship.py;
#              4: each Slipstream boost its own "may", engine/slipstream.py)
# The expansions' readings (modules/hazards.py, modules/expansion_symbols.py; README, Rule readings)
# change no base-board race, and no race on an expansion board was saved before them: they need no
# new number. Followed from BGA where the spec marks them [SILENT]/[VERIFY]: chicane lines charge
# Heat each, the spin-out lands between them; a flood counts where the round started; a tunnel
# forbids the whole discard and Reduce Stress where the car is now; Super cool and Draft act
# everywhere; Draft moves exactly the gap; chevrons on the expansion boards only. Not followed
# ([BUG?]): a Legend stops before the first line its chevron does not allow; Draft counts unused
# entries only.

# The largest real race file: 8 cars, 3 laps, random play, about 75,000 characters (10 laps: about
# 250,000). A file over 5,000,000 characters is no race this engine wrote: refused unread.
MAX_FILE = 5_000_000

# The fields of a config, by kind, and those a file must have.
CONFIG_FIELDS = {
    "new": {"kind", "track", "players", "legends", "seed", "modules", "options", "module_options", "readings"},
    "scenario": {"kind", "track", "cars", "seed", "round", "legends_deck", "options", "modules", "module_options",
                 "readings"},
}
REQUIRED = {"new": {"kind", "track", "players", "legends", "seed"}, "scenario": {"kind", "track", "cars", "seed"}}
RESULT_FIELDS = {"finished", "round", "standings"}


# `race: Any` below is a Race: race.py imports this module, so naming Race here would close a circle
# (engine/copying.py alike).
def check_indent(indent: object) -> None:
    """to_json's `indent`: None (one line) or a whole number of spaces from 0 to 16 (indent=10**6
    wrote 1.7 GB in 4.5 s)."""
    if indent is not None and (isinstance(indent, bool) or not isinstance(indent, int) or not 0 <= indent <= 16):
        raise BadArgument(f"indent must be None or a whole number of spaces from 0 to 16, not {shorten(indent)}")


def race_to_json(race: Any, indent: int | None | Any = None) -> str:  # `| Any`: checked by check_indent
    from .copying import refuse_history
    check_indent(indent)
    refuse_history(race, "decisions to save")
    doc: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "config": race._config if "readings" in race._config else {**race._config, "readings": race._readings},
        "actions": [[car, text] for car, text in race._record.log],
        "result": {"finished": race.finished, "round": race.round, "standings": race.standings},
    }
    if race._record.annotations:  # only when there are some: files without them stay as they were
        from .notes import annotations_to_json
        doc["annotations"] = annotations_to_json(race)
    return json.dumps(doc, indent=indent, ensure_ascii=False, separators=None if indent else (",", ":"))


def read_path(text: object, cap: int = MAX_FILE, kind: str = "race", loader: str = "Race.from_json") -> str:
    """The text of a saved race (or season: `kind`) given as a path (pathlib.Path, or a str that is
    not JSON text), read at most `cap` characters + 1: a file longer than `cap` is refused by its
    size, never read whole (a 200 MB file, /dev/zero). RaceFileError names what is wrong."""
    import os
    import stat
    path = os.fspath(text)  # type: ignore[call-overload]  # is_path(text) said it names a file
    try:
        with open(path, encoding="utf-8") as f:
            info = os.fstat(f.fileno())
            if stat.S_ISREG(info.st_mode) and info.st_size > 4 * cap:  # at most 4 bytes a character
                raise RaceFileError(f"not a heat_widget {kind} file: {shorten(path)} holds {info.st_size:,} bytes, "
                                    f"more than any {kind} (at most {cap:,} characters)")
            text = f.read(cap + 1)
    except FileNotFoundError:
        raise RaceFileError(f"{loader} takes the text of a saved {kind} or the path of its file; "
                            f"{shorten(path)} is not JSON and no such file exists") from None
    except (OSError, UnicodeDecodeError, ValueError) as e:  # ValueError: a NUL in the text
        if isinstance(e, RaceFileError):
            raise
        raise RaceFileError(f"not a heat_widget {kind} file, nor the path of one: {shorten(path)} "
                            f"({shorten(str(e), 200)})") from None
    if len(text) > cap:
        raise RaceFileError(f"not a heat_widget {kind} file: {shorten(path)} holds more than {cap:,} characters, "
                            f"more than any {kind}")
    return text


def is_path(text: object) -> bool:
    """Whether from_json's argument names a file: a path object, or a short str that is not JSON text."""
    import os
    return isinstance(text, os.PathLike) or (isinstance(text, str) and len(text) < 4096
                                             and text.strip()[:1] not in ("{", "[", ""))


def read_document(text: object, cap: int = MAX_FILE, kind: str = "race", whole: str = "race",
                  loader: str = "Race.from_json") -> Any:  # JSON
    """The JSON document of a saved race (or season: `kind` "championship", `whole` "season",
    `loader` its from_json) given as its text, its bytes or its file's path: every check both
    loaders make before they read the document, its size first (at most `cap` characters), or
    RaceFileError naming what is wrong."""
    if is_path(text):
        text = read_path(text, cap, kind, loader)
    if isinstance(text, (bytes, bytearray)):
        if len(text) > 4 * cap:  # at most 4 bytes a character
            raise RaceFileError(f"not a heat_widget {kind} file: {len(text):,} bytes is more than any {whole} "
                                f"(at most {cap:,} characters)")
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise RaceFileError(f"not a heat_widget {kind} file: the bytes are not UTF-8 text") from None
    if not isinstance(text, str):
        raise RaceFileError(f"{loader} takes the text of a saved {whole} or the path of its file, not "
                            f"{type(text).__name__} {shorten(text)}")
    if len(text) > cap:
        raise RaceFileError(f"not a heat_widget {kind} file: {len(text):,} characters is more than any {whole} "
                            f"(at most {cap:,}); it starts {shorten(text)}")
    if text_too_deep(text):  # before json reads it: in Pyodide its stack would overflow first
        raise RaceFileError(f"not a heat_widget {kind} file: its JSON is nested too deep to read")
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise RaceFileError(f"not a heat_widget {kind} file: invalid JSON at line {e.lineno}, column {e.colno} "
                            f"({e.msg})") from None
    except RecursionError:
        raise RaceFileError(f"not a heat_widget {kind} file: its JSON is nested too deep to read") from None
    except ValueError as e:  # Python reads whole numbers of at most 4,300 digits
        why = "a number has more than 4,300 digits" if "digits" in str(e) else shorten(str(e))
        raise RaceFileError(f"not a heat_widget {kind} file: its JSON cannot be read ({why})") from None


def _whole(value: object) -> TypeGuard[int]:
    return type(value) is int  # not bool, not float


def check_config(config: object) -> None:
    """Refuse (RaceFileError) a config whose fields are not those of a new race or a scenario, or
    are of the wrong type. Ranges and names are checked again when the race is built from it."""
    if not isinstance(config, dict) or not isinstance(config.get("kind"), str) or config["kind"] not in CONFIG_FIELDS \
            or "seed" not in config:
        raise RaceFileError("damaged race file: 'config' must describe a new race or a scenario with a seed")
    kind = config["kind"]
    extra = set(config) - CONFIG_FIELDS[kind]
    if extra:
        raise RaceFileError(f"damaged race file: a {kind} race's config has no field "
                            f"{echo_list(sorted(extra, key=str))}; its fields are "
                            f"{one_of(sorted(CONFIG_FIELDS[kind]))}")
    missing = REQUIRED[kind] - set(config)
    if missing:
        raise RaceFileError(f"damaged race file: its config needs {one_of(sorted(missing))}")

    def bad(field: str, want: str) -> NoReturn:
        raise RaceFileError(f"damaged race file: config {field} must be {want}, not {shorten(config.get(field))}")

    if not isinstance(config["track"], str):
        bad("track", "a track id like 'usa'")
    if not _whole(config["seed"]):
        bad("seed", "a whole number")
    if "readings" in config and (not _whole(config["readings"]) or not 1 <= config["readings"] <= READINGS):
        bad("readings", f"a whole number from 1 to {READINGS}")
    options = config.get("options", {})
    if not isinstance(options, dict):
        bad("options", "an object of race options")
    unknown = set(options) - set(RaceOptions.__dataclass_fields__)
    if unknown:
        raise RaceFileError(f"damaged race file: no race option {echo_list(sorted(unknown, key=str))}; "
                            f"options are {one_of(sorted(RaceOptions.__dataclass_fields__))}")
    modules = config.get("modules", [])  # a new race or a scenario (Race.scenario(..., modules=[...]))
    if not isinstance(modules, list) or not all(isinstance(m, str) for m in modules) \
            or len(set(modules)) != len(modules):
        bad("modules", "a list of different module names")
    _check_module_options(config.get("module_options", {}), modules)
    if kind == "new":
        if not isinstance(config["players"], list):
            bad("players", "a list of names")
        if not _whole(config["legends"]):
            bad("legends", "a whole number")
    modules = config.get("modules", [])  # a scenario takes modules too (with the cars' cards as given)
    if not isinstance(modules, list) or not all(isinstance(m, str) for m in modules) \
            or len(set(modules)) != len(modules):
        bad("modules", "a list of different module names")
    _check_module_options(config.get("module_options", {}), modules)
    if kind == "scenario":
        if not isinstance(config["cars"], list):
            bad("cars", "a list of car dicts")
        rnd = config.get("round", 1)
        if not _whole(rnd) or rnd < 1:
            bad("round", "a whole number of at least 1")
        deck = config.get("legends_deck")
        if deck is not None and not (isinstance(deck, list) and all(_whole(x) for x in deck)):
            bad("legends_deck", "null or a list of Legends card numbers")


def _check_module_options(options: object, modules: list[str]) -> None:
    """module_options: {module: {option: value}} for chosen modules and the options they declare
    (each module checks its values itself when the race is built)."""
    from .modules import module_class
    if not isinstance(options, dict):
        raise RaceFileError(f"damaged race file: config module_options must be an object, not {shorten(options)}")
    for name, opts in options.items():
        if name not in modules or name == "legends":
            raise RaceFileError(f"damaged race file: module_options names {shorten(name)}, not a chosen module "
                                f"with options (modules: {echo_list([m for m in modules if m != 'legends'])})")
        try:
            declared = module_class(name).options
        except HeatError as e:
            raise RaceFileError(f"damaged race file: {e}") from None
        if not isinstance(opts, dict):
            raise RaceFileError(f"damaged race file: module_options of {name} must be an object, not {shorten(opts)}")
        unknown = set(opts) - set(declared)
        if unknown:
            raise RaceFileError(f"damaged race file: the {name} module has no option "
                                f"{echo_list(sorted(unknown, key=str))}; its options are "
                                f"{one_of(sorted(declared))}")


def _check_result(result: object, race: Any) -> None:
    """The saved result must be what replaying the decisions gives."""
    if not isinstance(result, dict) or set(result) != RESULT_FIELDS:
        raise RaceFileError(f"damaged race file: 'result' must hold exactly {one_of(sorted(RESULT_FIELDS))}")
    if type(result["finished"]) is not bool:
        raise RaceFileError(f"damaged race file: result finished must be true or false, not "
                            f"{shorten(result['finished'])}")
    if result["finished"] is not race.finished:
        if race.finished:
            raise RaceFileError("damaged race file: its decisions finish the race, but it is saved as unfinished")
        raise RaceFileError(f"damaged race file: it is saved as a finished race, but its decisions stop in round "
                            f"{race.round} with the race still going (decisions missing from the end?)")
    if not _whole(result["round"]) or result["round"] != race.round:
        raise RaceFileError(f"damaged race file: it is saved at round {shorten(result['round'])}, but its "
                            f"decisions end in round {race.round}")
    if result["standings"] != race.standings:
        raise RaceFileError("damaged race file: replaying its decisions gives other standings than it records")


def race_from_json(cls: Any, text: object, record: bool = True) -> Any:  # cls: Race (a class of it)
    doc = read_document(text)
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise RaceFileError(f"not a heat_widget race file: it needs \"format\": \"{FORMAT}\"")
    version = doc.get("version")
    if not _whole(version) or version < 1:
        raise RaceFileError("damaged race file: no format version")
    if version > VERSION:
        raise RaceFileError(f"this race file has format version {shorten(version)}, made by a newer heat_widget; "
                            f"this one reads version {VERSION} and older")
    config, actions = doc.get("config"), doc.get("actions")
    check_config(config)
    assert isinstance(config, dict)  # check_config refused anything else
    if version == 1 and "readings" not in config:
        config = {**config, "readings": 1}
    if not isinstance(actions, list) or not all(
            isinstance(a, list) and len(a) == 2 and all(isinstance(x, str) for x in a) for a in actions):
        raise RaceFileError("damaged race file: 'actions' must be a list of [car, action] pairs")
    try:
        race = cls(_config=config, record=record)
        race._setup_again()
    except (HeatError, KeyError, TypeError, ValueError) as e:
        raise RaceFileError(f"damaged race file: its config does not make a race ({e})") from None
    for i, (car, action) in enumerate(actions):
        try:
            race.act(car, action)
        except HeatError as e:
            raise RaceFileError(f"damaged race file: decision {i + 1} ({shorten(car)}: {shorten(action)}) cannot "
                                f"be replayed: {e}") from None
    from .notes import annotations_from_json
    annotations_from_json(race, doc.get("annotations"), RaceFileError)
    race._record.loaded_from_json = True  # a replay: the widget opens it at step 0
    if "result" in doc:  # a file written by to_json has one; a hand-made config + decisions may not
        _check_result(doc["result"], race)
    return race
