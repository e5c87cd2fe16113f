"""Championship seasons as polars tables, and many seasons played by bots.

    hw.analysis.season_table(season)        # one row per race per car: place, points, running total
    hw.analysis.sponsor_gains(season)       # every Sponsorship card gained, and how
    hw.analysis.simulate_seasons(season=1963, strategies=["heuristic", "random"], n=50, seed=1)
    hw.analysis.summarise_seasons(results)  # titles and points per strategy
"""
from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypedDict

import polars as pl

from ..bots import play_bots, strategy_name
from ..engine import Championship, Race
from ..engine.errors import BadArgument, check_seed, shorten
from .summary import need_frame
from .batch import _check_picklable, _context, _progress, refuse_processes, resolve_strategies, worker_count
from .interrupts import deaf_to_interrupts, hearing_interrupts, ignore_interrupts, result, terminate
from .batch import _quiet_gc  # the collector tuned as simulate tunes it
from .batch import _Bar
from .types import Strategies
from ..bots.types import Strategy


class _SeasonJob(TypedDict):
    """What every season of simulate_seasons shares (sent to worker processes as it is)."""

    season: int | str
    names: list[str]
    legends: int
    parts: dict[str, Any]  # Championship.new's options: the parts of the season played
    bots: dict[str, Strategy]
    labels: dict[str, str]

SEASON_SCHEMA = {"race": pl.Int64, "season": pl.Utf8, "number": pl.Int64, "track": pl.Utf8, "event": pl.Int64,
                 "event_title": pl.Utf8, "car": pl.Utf8, "legend": pl.Boolean, "place": pl.Int64,
                 "eliminated": pl.Boolean, "points": pl.Int64, "total": pl.Int64, "standing": pl.Int64}


def season_table(season: Championship) -> pl.DataFrame:
    """The scoresheet as a table: one row per finished race per car, with the place, the points of
    that race, the running total and the car's place in the standings after that race."""
    from ..engine.championship.points import ranking
    if not isinstance(season, Championship):
        raise BadArgument(f"season_table needs a heat_widget Championship, not {shorten(season)}")
    legend = {c.name: c.legend for c in season.races[0].cars}
    rows = []
    total = {n: 0 for n in season.names}
    results = season.results
    for i, r in enumerate(results):
        order = ranking(results[:i + 1], season.names)
        for name in season.names:
            total[name] += r.points[name]
            rows.append({"race": i + 1, "season": str(r.season), "number": r.number, "track": r.track,
                         "event": r.event, "event_title": season.plan[i].event.title, "car": name,
                         "legend": legend[name], "place": r.places.index(name) + 1,
                         "eliminated": name in r.eliminated, "points": r.points[name], "total": total[name],
                         "standing": order.index(name) + 1})
    return pl.DataFrame(rows, schema=SEASON_SCHEMA)


SPONSOR_SCHEMA = {"race": pl.Int64, "track": pl.Utf8, "round": pl.Int64, "car": pl.Utf8, "how": pl.Utf8,
                  "corner": pl.Int64, "card": pl.Utf8}


def sponsor_gains(season_or_race: Championship | Race) -> pl.DataFrame:
    """Sponsorship cards gained, one row each: race (from 1), track, round, car, how ("slipstream"
    or "speed" at a press corner, "first_lap_top3", "speed_15", "pass_3"), press corner, card (None
    when the sponsor deck was empty). Takes a Championship or one of its races."""
    if not isinstance(season_or_race, (Championship, Race)):
        raise BadArgument(f"sponsor_gains needs a heat_widget Championship or Race, not {shorten(season_or_race)}")
    races = season_or_race.races if isinstance(season_or_race, Championship) else [season_or_race]
    rows = [{"race": i + 1, "track": race.track.id, "round": e.round, "car": e.car, "how": e.fields["how"],
             "corner": e.fields.get("corner"), "card": e.fields["card"]}
            for i, race in enumerate(races) for e in race.events if e.kind == "sponsor"]
    return pl.DataFrame(rows, schema=SPONSOR_SCHEMA)


def simulate_seasons(season: int | str = 1963, strategies: Strategies = ("heuristic", "random"), n: int = 20,
                     seed: int = 0,
                     legends: int = 0, booklet: bool = False, processes: int | None = None,
                     progress: bool = True) -> pl.DataFrame:
    """Play `n` seasons by bots (car i drives strategies[i]; names are the strategies' names, made
    unique) and return one row per season per car: final points, standing, champion or not.
    By default races without the build step, weather and sponsors (the events, grid and points
    only): the bots' title rates compare their driving, not their luck in the market. `booklet=True`
    plays the booklet's whole season (build step, Weather & Road Conditions, Sponsorship cards).

    The seasons are batch seasons (`Championship.new(..., record=False)`). `processes`: None or 1
    plays them in this process, k > 1 in k worker processes (strategies must then be picklable);
    the rows are the same either way (at most one process per core and per season). `progress`: a progress bar (notebooks and terminals)."""
    bots = resolve_strategies(strategies)  # {car name: strategy}, cars named as simulate names them
    names = list(bots)
    assert strategies is not None  # resolve_strategies refuses None
    specs = (list(strategies.values()) if isinstance(strategies, dict)
             else [strategies] if isinstance(strategies, str) or callable(strategies) else list(strategies))
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise BadArgument(f"n must be at least 1: a whole number of seasons, not {shorten(n)}")
    if processes is not None and (isinstance(processes, bool) or not isinstance(processes, int) or processes < 1):
        raise BadArgument(f"processes must be None or a whole number from 1, not {shorten(processes)}")
    check_seed(seed)
    refuse_processes(processes, None, "simulate_seasons")
    labels = {name: spec if isinstance(spec, str) else strategy_name(s)
              for (name, s), spec in zip(bots.items(), specs)}
    parts: dict[str, Any] = {} if booklet else {"upgrades": None, "weather": False, "sponsors": False}
    job: _SeasonJob = {"season": season, "names": names, "legends": legends, "parts": parts, "bots": bots,
                       "labels": labels}
    # Check the set-up once, here, with a clear error (unknown season, too many cars, a missing part).
    Championship.new(season=season, players=names, legends=legends, seed=0, record=False, **parts)
    rng = random.Random(f"heat_widget seasons:{seed}")
    seeds = [rng.randrange(2**31) for _ in range(n)]
    bar = _progress(n, progress, "seasons")
    rows: list[dict[str, object]] = []
    try:
        if processes is None or processes == 1:
            heard: list[bool] = []
            # the collector as simulate tunes it (batch.py `_quiet_gc`): a season makes no reference
            # cycles, and passes over the strategies' growing caches (and everything an earlier batch
            # left alive) would find nothing
            with _quiet_gc() as between_seasons, hearing_interrupts(heard):
                for i, sseed in enumerate(seeds):
                    rows += _season_rows(job, i, sseed)
                    between_seasons()
                    bar.update(1)
                    if heard:  # a Ctrl-C whose KeyboardInterrupt a finalizer dropped (analysis/interrupts.py)
                        raise KeyboardInterrupt
        else:
            _check_picklable(bots)
            rows = _in_workers(job, seeds, worker_count(processes, n), bar)
    finally:
        bar.close()
    return pl.DataFrame(rows, schema=ROWS_SCHEMA)


def _in_workers(job: _SeasonJob, seeds: list[int], processes: int, bar: _Bar) -> list[dict[str, object]]:
    """The seasons played by worker processes that ignore Ctrl-C (the main process hears it, as
    simulate's does: analysis/interrupts.py), their rows taken in order; Ctrl-C or a failure stops
    the workers at once, not after the seasons they are playing."""
    pool = ProcessPoolExecutor(max_workers=processes, mp_context=_context(), initializer=ignore_interrupts)
    heard: list[bool] = []
    rows: list[dict[str, object]] = []
    try:
        with hearing_interrupts(heard):
            per_task = max(1, min(10, len(seeds) // (4 * processes)))  # a few seasons a task
            numbered = list(enumerate(seeds))
            chunks = [numbered[i:i + per_task] for i in range(0, len(numbered), per_task)]
            tasks = [pool.submit(_seasons_rows, job, chunk) for chunk in chunks]
            for chunk, task in zip(chunks, tasks):
                got = result(task, heard)
                rows += got
                bar.update(len(chunk))
    except BaseException:
        with deaf_to_interrupts():
            terminate(pool)
        raise
    pool.shutdown(wait=True)
    return rows


def _seasons_rows(job: _SeasonJob, seasons: list[tuple[int, int]]) -> list[dict[str, object]]:
    """The rows of some seasons, (index, seed) each: one task of a worker that simulate_seasons
    started itself, so it tunes the collector as simulate's workers do (batch.py `_quiet_gc`)."""
    rows: list[dict[str, object]] = []
    with _quiet_gc(own_process=True) as between_seasons:
        for i, sseed in seasons:
            rows += _season_rows(job, i, sseed)
            between_seasons()
    return rows


ROWS_SCHEMA = {"season_index": pl.Int64, "seed": pl.Int64, "car": pl.Utf8, "strategy": pl.Utf8, "points": pl.Int64,
               "standing": pl.Int64, "champion": pl.Boolean}


def _season_rows(job: _SeasonJob, index: int, sseed: int) -> list[dict[str, object]]:
    """One season of simulate_seasons, played by its bots: a row per car (in a worker process too)."""
    champ = Championship.new(season=job["season"], players=job["names"], legends=job["legends"], seed=sseed,
                             record=False, **job["parts"])
    play_bots(champ, job["bots"])  # plays a season too (bots/runner.py)
    standing = champ.standings
    labels = job["labels"]
    return [{"season_index": index, "seed": sseed, "car": name, "strategy": labels.get(name, "legend"),
             "points": champ.points[name], "standing": standing.index(name) + 1, "champion": champ.champion == name}
            for name in champ.names]


def summarise_seasons(results: pl.DataFrame) -> pl.DataFrame:
    """Per strategy: seasons driven, titles won, title rate, mean points and mean final standing."""
    need_frame(results, "summarise_seasons", "hw.analysis.simulate_seasons")
    return (results.group_by("strategy")
            .agg(pl.len().alias("cars"), pl.col("champion").sum().alias("titles"),
                 pl.col("champion").mean().alias("title_rate"), pl.col("points").mean().alias("mean_points"),
                 pl.col("standing").mean().alias("mean_standing"))
            .sort(["title_rate", "mean_points"], descending=True))


def main_seasons(args: argparse.Namespace, parse_strategies: Callable[[list[str]], Strategies],
                 write: Callable[[pl.DataFrame, str], None]) -> int:
    """`heat-sim --season ...`: many seasons of bots, a row per car per season, titles per strategy."""
    import sys
    import time

    from ..engine import HeatError
    season = int(args.season) if str(args.season).isdigit() else args.season
    if getattr(args, "out_dir", None):  # refused before any season is played, rather than ignored
        print("heat-sim: error: --out-dir (partitioned Parquet) is for races; with --season, give "
              "--out FILE (.parquet, .csv or .jsonl): a season batch is one row per car per season", file=sys.stderr)
        return 2
    try:
        strategies = parse_strategies(args.strategies or ["heuristic", "cautious", "random"])
        start = time.perf_counter()
        results = simulate_seasons(season=season, strategies=strategies, n=args.n, seed=args.seed,
                                   legends=args.legends, booklet=getattr(args, "booklet", False),
                                   processes=args.processes, progress=not args.quiet)
        seconds = time.perf_counter() - start
        if args.out:
            write(results, args.out)
    except (HeatError, ValueError, TypeError) as e:
        print(f"heat-sim: error: {e}", file=sys.stderr)
        return 2
    with pl.Config(tbl_rows=50, tbl_cols=20, tbl_hide_dataframe_shape=True, float_precision=3,
                   tbl_hide_column_data_types=True):
        print(summarise_seasons(results))
    print(f"{args.n} seasons of {season} in {seconds:.1f} s" + (f"; results written to {args.out}" if args.out else ""))
    return 0
