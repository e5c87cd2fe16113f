"""What `simulate` keeps of a batch: one row per car per race, and every race's decisions, so that any
race of the batch opens again as a full Race (for the widget, tables, forks).

    results = hw.simulate(track="usa", strategies=["heuristic", "cautious"], n=1000, seed=1)
    race = hw.replay(results, 417)          # or results.race(417): the whole race, step by step
    hw.RaceWidget(race)

A race's decisions are kept as one compressed text (about 0.5 KB a race), the batch's set-up once.
With `simulate(..., out="dir")` rows and decisions go to partitioned Parquet files as races finish
(dir/results/part-*.parquet, dir/logs/part-*.parquet, dir/batch.json), and `hw.replay("dir", 417)`
opens a race from there.
"""
from __future__ import annotations

import json
import os
import zlib
from collections.abc import Callable, Sequence
from operator import add, itemgetter
from typing import Any

import polars as pl

from ..engine import Race
from ..engine.errors import BadArgument, RaceFileError, UnknownName, shorten
from .types import Log, Row

BATCH_FILE = "batch.json"
FORMAT = "heat_widget/batch"
FLUSH_RACES = 5000  # races per Parquet part: about 5 MB of rows and 3 MB of decisions


def encode_log(race: Race) -> bytes:
    """A race's decisions as compressed text: a line per decision, the car's index then the action."""
    index = {name: str(i) for i, name in enumerate(race.names)}
    log = race.log  # the lines joined by map (a loop in C: one line per decision of every race)
    lines = map(add, map(index.__getitem__, map(itemgetter(0), log)), map(itemgetter(1), log))
    return zlib.compress("\n".join(lines).encode(), 6)


def decode_log(blob: bytes, names: list[str]) -> list[tuple[str, str]]:
    """The (car, action text) pairs of `encode_log`, given the race's car names in order."""
    text = zlib.decompress(blob).decode()
    return [(names[int(line[0])], line[1:]) for line in text.split("\n")] if text else []


def logs_frame(logs: Sequence[Log]) -> pl.DataFrame:
    """The decisions of the races of a batch: race, seed, log (encode_log's bytes), sorted by race."""
    df = pl.DataFrame(logs, schema={"race": pl.Int64, "seed": pl.Int64, "log": pl.Binary}, orient="row")
    return df.sort("race")


class SimulationResults(pl.DataFrame):
    """`simulate`'s table (a polars DataFrame, one row per car per race) that also keeps each race's
    decisions: `race(i)` opens race i as a full Race. `logs` is the DataFrame of decisions (race,
    seed, log) and `batch` the set-up every race shares. What polars derives from it (a filter, a
    join) is a plain DataFrame: keep this object to open races (`hw.replay(results, i)`)."""

    # `data` and `kwargs`: whatever pl.DataFrame takes
    def __init__(self, data: Any = None, *, logs: pl.DataFrame | None = None, batch: dict[str, Any] | None = None,
                 **kwargs: Any) -> None:
        super().__init__(data, **kwargs)
        self.logs = logs if logs is not None else logs_frame([])
        self.batch = batch or {}

    def race(self, index: int, record: bool = True) -> Race:
        """Race `index` of the batch (the `race` column), replayed from its decisions."""
        return replay(self, index, record=record)


def replay(source: SimulationResults | str | os.PathLike[str], race: int, record: bool = True) -> Race:
    """Race `race` of a batch as a full Race: `source` is what `simulate` returned, or the directory
    it wrote with `out=`. The race is rebuilt from the batch's set-up, its seed and its decisions
    (not played again by the bots), so it is exactly the race of the results."""
    if isinstance(race, bool) or not isinstance(race, int):
        raise BadArgument(f"race must be a race number of the batch (the 'race' column), not {shorten(race)}")
    logs: pl.DataFrame | None
    where = ""  # the directory of simulate(out=...)
    if isinstance(source, SimulationResults):
        batch, logs = source.batch, source.logs
    elif isinstance(source, (str, os.PathLike)):
        where = os.fspath(source)
        batch, logs = _read_batch(where), None
    else:
        raise BadArgument("hw.replay needs the results simulate returned (not a DataFrame derived from them: "
                        f"polars drops the decisions) or the directory of simulate(out=...), not "
                        f"{type(source).__name__}")
    if logs is None:
        files = os.path.join(where, "logs", "*.parquet")
        try:
            logs = pl.scan_parquet(files).filter(pl.col("race") == race).collect()
        except (FileNotFoundError, pl.exceptions.ComputeError):
            logs = logs_frame([])
    else:
        logs = logs.filter(pl.col("race") == race)
    if not batch or logs.height == 0:
        raise UnknownName(f"race {race} is not in these results (races kept: {_kept(source)})")
    seed, blob = logs.row(0)[1:]
    names = list(batch["players"])
    new = Race.new(track=batch["track"], players=names, legends=batch["legends"], seed=seed, laps=batch["laps"],
                   record=record, **batch["options"])
    for car, text in decode_log(blob, new.names):
        new.act(car, text)
    return new


def _kept(source: object) -> str:
    if isinstance(source, SimulationResults):
        races = source.logs["race"]
        return f"{races.min()!s} to {races.max()!s}, {races.len()} races" if races.len() else "none"
    return f"see {source}"


MAX_BATCH_FILE = 1_000_000  # characters: a batch's description is its set-up (a few KB)


def _read_batch(path: str) -> dict[str, Any]:
    where = os.path.join(path, BATCH_FILE)
    try:
        with open(where, encoding="utf-8") as f:
            doc = json.loads(f.read(MAX_BATCH_FILE + 1))
    except FileNotFoundError:
        raise RaceFileError(f"{shorten(path)} holds no simulate(out=...) batch ({BATCH_FILE} is missing): give "
                            "the directory simulate(out=...) wrote") from None
    except (OSError, UnicodeDecodeError, ValueError) as e:  # a directory named so, bad JSON, no permission
        raise RaceFileError(f"{shorten(where)} is not a heat_widget batch description ({type(e).__name__})") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("batch"), dict):
        raise RaceFileError(f"{shorten(where)} is not a heat_widget batch description")
    batch: dict[str, Any] = doc["batch"]  # JSON
    return batch


class ParquetSink:
    """Writes a batch's rows and decisions to partitioned Parquet as races arrive (every
    `flush_races` races, and at the end or on a failure), so that memory stays flat however large
    the batch: dir/results/part-00000.parquet, dir/logs/part-00000.parquet, dir/batch.json."""

    def __init__(self, path: str | os.PathLike[str], batch: dict[str, Any],
                 frame: Callable[[Sequence[Row]], pl.DataFrame], flush_races: int | None = None) -> None:
        self.path = os.fspath(path)
        if os.path.exists(self.path) and not os.path.isdir(self.path):
            raise BadArgument(f"{shorten(self.path)} is a file, not a directory: give simulate(out=...) a new or "
                             "empty directory")
        if os.path.exists(os.path.join(self.path, BATCH_FILE)) or os.path.isdir(os.path.join(self.path, "results")):
            raise BadArgument(f"{shorten(self.path)} already holds a batch: give simulate(out=...) a new or empty directory")
        try:
            for sub in ("results", "logs"):
                os.makedirs(os.path.join(self.path, sub), exist_ok=True)
        except OSError as e:  # a file on the way (a/b where a is a file), no permission...
            raise BadArgument(f"cannot make the directory {shorten(self.path)}: {e.strerror}") from None
        with open(os.path.join(self.path, BATCH_FILE), "w", encoding="utf-8") as f:
            json.dump({"format": FORMAT, "version": 1, "batch": batch}, f, indent=1)
        self.frame = frame
        self.flush_races = flush_races or FLUSH_RACES
        self.rows: list[Row] = []
        self.logs: list[Log] = []
        self.parts = 0
        self.races = 0

    def add(self, rows: Sequence[Row], logs: Sequence[Log]) -> None:
        self.rows.extend(rows)
        self.logs.extend(logs)
        if len(self.logs) >= self.flush_races:
            self.flush()

    def flush(self) -> None:
        if not self.logs and not self.rows:
            return
        name = f"part-{self.parts:05d}.parquet"
        self.frame(self.rows).write_parquet(os.path.join(self.path, "results", name))
        logs_frame(self.logs).write_parquet(os.path.join(self.path, "logs", name))
        self.races += len(self.logs)
        self.parts += 1
        self.rows, self.logs = [], []

    def scan(self) -> pl.LazyFrame:
        """Every row written so far, lazily (an empty frame of the right columns if none)."""
        if not self.parts:
            return self.frame([]).lazy()
        return pl.scan_parquet(os.path.join(self.path, "results", "*.parquet"))
