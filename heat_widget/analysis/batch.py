"""Many races at once: `simulate(...)` -> a polars DataFrame with one row per car per race.

    import heat_widget as hw
    results = hw.simulate(track="usa", strategies=["heuristic", "cautious", "random"], n=500, seed=1,
                          legends=2, processes=2)
    hw.analysis.summarise(results)

Reproducible: race i gets the seed `race_seed(seed, i)` and every car's random draws come from
that seed, so the same arguments give the same table whatever `processes` or `executor` is used and
whatever order the races finish in. A race of the table can be played again, step by step, with
`play_race(...)` and its `seed`.

Every race of the batch keeps its decisions: `hw.replay(results, i)` (or `results.race(i)`) opens
race i as a full Race (see analysis/results.py). The races themselves are batch races
(`Race.new(..., record=False)`): they keep no timeline or events while they run, and their
statistics are counted from the events as they happen.

If a race fails (a strategy raises or calls sys.exit(), answers an illegal or wrongly typed action,
or runs over the `time_limit`, or anything else goes wrong), `simulate` raises `SimulationError`: its message names
the race, its seed, the car and the decision, and `error.partial` holds the results of every race
that had finished by then, so no result is lost. An interrupt (Ctrl-C) stops the worker processes
at once and raises `SimulationInterrupted` (a SimulationError and a KeyboardInterrupt) with the same
`.partial`.
"""
from __future__ import annotations

import contextlib
import gc
import hashlib
import math
import os
import pickle
import traceback
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ..bots import StrategyError, run_race, strategy_name
from ..engine import PlatformError, Race
from ..extras import in_browser
from .interrupts import WAKE_EVERY, deaf_to_interrupts, hearing_interrupts, ignore_interrupts, terminate
from .interrupts import result as wait_result
from .labels import resolve_labelled, resolve_strategies as resolve_strategies  # resolve_strategies: re-exported
from .results import ParquetSink, SimulationResults, encode_log, logs_frame
from .tally import ADREN, BOOSTS, CLUT, COOL, CORNER, GRID, PAID, ROUNDS, SLIPS, SPINS, STRESS, Tally
from ..engine.errors import BadArgument, check_seed, shorten
from ..engine.modules.garage import Garage
from ..bots.types import Strategy
from .types import Failure, Log, Row, Strategies
# shared with review (which runs without polars), the tournaments and the seasons: running.py
from .running import SimulationError, SimulationInterrupted
from .running import _Bar as _Bar, _context as _context, _progress as _progress  # re-exported: strength.py, season.py
from .running import keeping_partial as keeping_partial  # re-exported: strength.py

if TYPE_CHECKING:
    import polars as pl

# What a chunk of races gives back: its rows, its logs, and the first race that failed (or None)
Chunk = tuple[list[Row], list[Log], Failure | None]

#: The columns of `simulate`'s table, in order, with their polars types (as names).
COLUMNS = (
    ("race", "Int64"),          # index of the race in the batch, 0..n-1
    ("seed", "Int64"),          # that race's seed: play_race(..., seed=seed) plays it again
    ("track", "String"),
    ("car", "String"),
    ("strategy", "String"),     # the strategy's label ("legend" for Legends)
    ("legend", "Boolean"),
    ("grid", "Int64"),          # starting grid position (1 = pole)
    ("place", "Int64"),         # finishing place among all cars
    ("won", "Boolean"),
    ("player_place", "Int64"),  # place among the cars that are not Legends (null for Legends)
    ("rounds", "Int64"),        # the round in which the car crossed the finish line
    ("race_rounds", "Int64"),   # rounds until the last car finished
    ("spin_outs", "Int64"),
    ("corner_heat", "Int64"),   # Heat paid at corners (spin-outs included)
    ("heat_paid", "Int64"),     # all Heat paid: corners, Boosts, two-gear shifts
    ("boosts", "Int64"),
    ("slipstreams", "Int64"),
    ("cooldown", "Int64"),      # Heat cooled back into the Engine
    ("adrenaline", "Int64"),    # rounds with Adrenaline
    ("cluttered", "Int64"),     # rounds lost to a cluttered hand
    ("stress_taken", "Int64"),  # Stress cards taken in spin-outs
    ("decisions", "Int64"),     # decisions the car took
    ("upgrades", "String"),     # Garage: the car's upgrade cards ("u7 u12 u22"), null without the module
)
COLUMN_NAMES = tuple(c for c, _ in COLUMNS)


def race_seed(seed: int, index: int) -> int:
    """The seed of race `index` of a batch started with `seed` (a 31-bit integer)."""
    digest = hashlib.blake2b(f"heat_widget:simulate:{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 33


def play_race(track: str = "usa", strategies: Strategies = None, seed: int = 0, legends: int = 0,
              laps: int | None = None, **options: Any) -> Race:
    """One race of bots, exactly as `simulate` plays it for this seed (use a row's `seed`)."""
    cars = resolve_strategies(strategies)
    race = Race.new(track=track, players=list(cars), legends=legends, seed=seed, laps=laps, **options)
    return run_race(race, cars)


def summarise_race(race: Race, labels: dict[str, str], index: int = 0, tally: Tally | None = None) -> list[Row]:
    """The rows of `simulate`'s table for one finished race (in the race's car order), from the
    race's events or, for a batch race, from the `Tally` that counted them."""
    if tally is not None:
        return _rows(race, labels, index, tally.cars)
    names = [c.name for c in race.cars]
    zero: dict[str | None, Any] = dict.fromkeys(names, 0)  # keyed by an event's car
    spins, corner, paid, boosts, slips, cool, adren, clut, stress, grid, rounds = (
        dict(zero), dict(zero), dict(zero), dict(zero), dict(zero), dict(zero), dict(zero), dict(zero),
        dict(zero), dict(zero), dict.fromkeys(zero))
    for e in race.events:
        kind = e.kind
        car = e.car
        if kind == "corner":
            h = e.fields["heat"]
            corner[car] += h
            paid[car] += h
        elif kind == "spin_out":
            f = e.fields
            spins[car] += 1
            corner[car] += f["heat"]
            paid[car] += f["heat"]
            stress[car] += f.get("stress", 0)
        elif kind == "gear":
            paid[car] += e.fields.get("heat", 0)
        elif kind == "boost":
            boosts[car] += 1
            paid[car] += e.fields.get("heat", 1)
        elif kind == "slipstream":
            slips[car] += 1
        elif kind == "cooldown":
            cool[car] += e.fields["heat"]
        elif kind == "adrenaline":
            adren[car] += 1
        elif kind == "cluttered":
            clut[car] += 1
        elif kind == "finish":
            rounds[car] = e.round
        elif kind == "grid":
            grid[car] = e.fields.get("position")
    counts: dict[str | None, list[Any]] = {
        nm: [spins[nm], corner[nm], paid[nm], boosts[nm], slips[nm], cool[nm], adren[nm], clut[nm], stress[nm],
             grid[nm], rounds[nm]] for nm in names}
    return _rows(race, labels, index, counts)


def _rows(race: Race, labels: dict[str, str], index: int, counts: dict[str | None, list[Any]]) -> list[Row]:
    decisions = dict.fromkeys(counts, 0)
    decisions.update(Counter(map(itemgetter(0), race.log)))  # decisions per car
    standings = race.standings
    place = {name: i + 1 for i, name in enumerate(standings)}
    players = [nm for nm in standings if not race.car(nm).legend]
    pplace = {name: i + 1 for i, name in enumerate(players)}
    track = race.track.id
    upgrades = _upgrades(race)
    rows: list[Row] = []
    for c in race.cars:
        nm = c.name
        k = counts[nm]
        rows.append((index, race.seed, track, nm, "legend" if c.legend else labels.get(nm, "?"), c.legend,
                     k[GRID], place[nm], place[nm] == 1, pplace.get(nm), k[ROUNDS], race.round, k[SPINS],
                     k[CORNER], k[PAID], k[BOOSTS], k[SLIPS], k[COOL], k[ADREN], k[CLUT], k[STRESS],
                     decisions[nm], upgrades.get(nm)))
    return rows


def _upgrades(race: Race) -> dict[str, str]:
    """{car: "u7 u12 u22"} from the Garage's public state (drafted or dealt), {} without it."""
    if "garage" not in race.module_names:
        return {}
    garage = race.module("garage")
    assert isinstance(garage, Garage)
    return {name: " ".join(cards) for name, cards in garage.public().upgrades}


@contextlib.contextmanager
def _quiet_gc(own_process: bool = False) -> Iterator[Callable[[], None]]:
    """Yields a function to call between races. A race allocates many small tuples that live until
    it ends (its timeline) and makes no reference cycles, and the strategies' caches grow all
    through a batch: the cyclic garbage collector's passes over all of them find nothing and cost
    3-11% of a batch (measured in time and in instructions). So: fewer passes, and between races
    everything still alive (caches, rows) is moved out of the collector's sight with `gc.freeze()`.
    Afterwards the thresholds come back and the frozen objects are handed back to the collector,
    except in a worker process that `simulate` started itself (it ends with the batch, and handing
    back after every chunk would cost a full pass each time). If the caller had frozen objects
    already, nothing is frozen here. The collector's settings belong to the whole process: use this
    only where one thread plays the races (not under someone else's executor, which may be threads)."""
    before = gc.get_threshold()
    freeze = own_process or gc.get_freeze_count() == 0
    gc.set_threshold(max(before[0], 10_000), *before[1:])
    try:
        yield gc.freeze if freeze else _nothing
    finally:
        gc.set_threshold(*before)
        if freeze and not own_process:
            gc.unfreeze()


def _nothing() -> None:
    pass


def _run_chunk(job: dict[str, Any], indexes: list[int]) -> Chunk:
    """Worker: play races `indexes` of a batch. Returns (rows, logs, failure) where failure describes
    the first race that failed (the races after it in this chunk are not played). Only the worker
    processes that `simulate` started tune the garbage collector (see `_quiet_gc`)."""
    if not job.get("own_workers"):
        return _play_chunk(job, indexes)
    with _quiet_gc(own_process=True) as between_races:
        return _play_chunk(job, indexes, between_races)


def _play_chunk(job: dict[str, Any], indexes: list[int], between_races: Callable[[], None] = _nothing) -> Chunk:
    cars = job["strategies"]
    labels = job["labels"]
    limit = job.get("time_limit")
    rows: list[Row] = []
    logs: list[Log] = []
    for i in indexes:
        seed = race_seed(job["seed"], i)
        try:
            race = Race.new(track=job["track"], players=list(cars), legends=job["legends"], seed=seed,
                            laps=job["laps"], record=False, **job["options"])
            with Tally(race) as tally:  # leaving it, the race lets go of its Tally: no cycle to collect
                run_race(race, cars, time_limit=limit)
            rows.extend(summarise_race(race, labels, i, tally))
            logs.append((i, seed, encode_log(race)))
            del race, tally  # gone before the freeze
            between_races()
        except Exception as e:  # noqa: BLE001 - reported with the race and seed, partial results kept
            return rows, logs, {"race": i, "seed": seed, "type": type(e).__name__, "message": str(e),
                                "traceback": traceback.format_exc(), "strategy_error": isinstance(e, StrategyError),
                                "exception": e if job.get("local") else None}
        except KeyboardInterrupt:  # Ctrl-C here, or a strategy raising it: the batch stops, results kept
            return rows, logs, {"race": i, "seed": seed, "interrupted": True, "type": "KeyboardInterrupt",
                                "message": "interrupted", "traceback": traceback.format_exc()}
    return rows, logs, None


def frame(rows: Sequence[Row]) -> pl.DataFrame:
    """The polars DataFrame of `simulate` rows, sorted by race (then car, in race order)."""
    import polars as pl
    schema = {name: getattr(pl, dtype) for name, dtype in COLUMNS}
    df = pl.DataFrame(rows, schema=schema, orient="row")
    return df.sort("race", maintain_order=True)


class _Collect:
    """Where a batch's results go as they arrive: kept in memory (a SimulationResults at the end)
    or, with `out=`, written to partitioned Parquet (a LazyFrame over the files at the end)."""

    PACK = 1000  # races: rows become polars frames in packs (a Python tuple per row costs 3x more)

    def __init__(self, batch: dict[str, Any], out: str | os.PathLike[str] | None = None) -> None:
        self.batch = batch
        self.sink = ParquetSink(out, batch, frame) if out is not None else None
        self.rows: list[Row] = []
        self.logs: list[Log] = []
        self.packs: list[tuple[pl.DataFrame, pl.DataFrame]] = []  # (rows frame, logs frame) of earlier packs
        self.races = 0

    def add(self, rows: Sequence[Row], logs: Sequence[Log]) -> None:
        self.races += len(logs)
        if self.sink is not None:
            self.sink.add(rows, logs)
            return
        self.rows.extend(rows)
        self.logs.extend(logs)
        if len(self.logs) >= self.PACK:
            self.packs.append((frame(self.rows), logs_frame(self.logs)))
            self.rows, self.logs = [], []

    def result(self) -> SimulationResults | pl.LazyFrame:
        if self.sink is not None:
            self.sink.flush()
            return self.sink.scan()
        import polars as pl
        packs = self.packs + [(frame(self.rows), logs_frame(self.logs))]
        rows = pl.concat([r for r, _ in packs]).sort("race", maintain_order=True)
        logs = pl.concat([g for _, g in packs]).sort("race")
        return SimulationResults(rows, logs=logs, batch=self.batch)


def simulate(track: str = "usa", strategies: Strategies = None, n: int = 100, seed: int = 0, legends: int = 0,
             laps: int | None = None, processes: int | None = None, executor: Executor | None = None,
             progress: bool = True, chunk_size: int | None = None, time_limit: float | None = None,
             out: str | os.PathLike[str] | None = None, **options: Any) -> SimulationResults | pl.LazyFrame:
    """Play `n` races of bots and return their results, one row per car per race: a polars
    DataFrame (a SimulationResults, which also keeps every race's decisions: `hw.replay(results, i)`
    opens race i as a full Race).

    track:      a track id (see `hw.tracks()`).
    strategies: a list of strategies or their names (["heuristic", "random"]: cars are named after
                them, cut to a car name's 40 characters and made unique; the `strategy` column
                keeps each as given) or a dict {car name: strategy or name}. Names: "random",
                "heuristic", "cautious", "aggressive", or with parameters "heuristic:risk=2,cool_below=4".
    n:          number of races (at least 1).  seed: the batch's seed (an int of at most 64 bits).
    legends:    Legend cars added to every race.  laps: None for the board's number.
    processes:  None or 1 plays in this process; k > 1 uses k worker processes (at most one per core
                and per race).
    executor:   any `concurrent.futures.Executor` (a Dask client's executor, an MPI pool, ...);
                strategies must then be picklable (module-level functions or classes).
    progress:   show a progress bar (notebooks and terminals).
    time_limit: seconds a strategy may take for one decision (None or float("inf"): no limit); over
                it, the race fails with a StrategyError naming the race, car and decision.
    out:        a new directory: rows and decisions are written there as partitioned Parquet as
                races finish (for batches too large for memory); simulate then returns a polars
                LazyFrame over the rows, and `hw.replay(out, i)` opens race i.
    options:    race options passed to `Race.new` (hand_size, heat, stress, modules=["weather"] with
                weather=/road= to fix its tokens, modules=["garage"] with upgrades=/draft=: the
                `upgrades` column then lists each car's upgrade cards, ...).

    Raises `SimulationError` if a race fails, `SimulationInterrupted` on Ctrl-C; `.partial` holds
    the races finished before. The columns are listed in `heat_widget.analysis.batch.COLUMNS`.
    """
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise BadArgument(f"n must be at least 1: a whole number of races, not {shorten(n)}")
    if seed is None:
        import random
        seed = random.SystemRandom().randrange(2**31)
    check_seed(seed, alternative=" (or None for a new one)")
    _check_run(processes, executor, chunk_size, out, progress)
    cars, labels = resolve_labelled(strategies)
    # Check the whole set-up once, here, with a clear error (unknown track, too many cars, options).
    Race.new(track=track, players=list(cars), legends=legends, seed=0, laps=laps, record=False, **options)
    time_limit = _check_time_limit(time_limit)
    job = {"track": track, "strategies": cars, "labels": labels, "legends": legends, "seed": seed, "laps": laps,
           "options": options, "time_limit": time_limit}
    refuse_processes(processes, executor, "simulate")
    batch = {"track": track, "players": list(cars), "labels": labels, "legends": legends, "laps": laps,
             "options": options, "seed": seed, "n": n}
    collect = _Collect(batch, out)
    bar = _progress(n, progress)
    try:
        if executor is None and (processes is None or processes == 1):
            return _run_local(job, n, bar, collect)
        _check_picklable(cars)
        if executor is not None:
            return _run_pool(job, n, executor, chunk_size, processes or os.cpu_count() or 2, bar, collect)
        assert processes is not None  # None ran locally above
        return _run_own_pool(dict(job, own_workers=True), n, worker_count(processes, n), chunk_size, bar, collect)
    finally:
        bar.close()


def worker_count(processes: int, jobs: int) -> int:
    """The worker processes to start for `jobs` races or seasons: more than the cores or the jobs
    would only queue for them (processes=10**6 started 2,596 on a 2-core machine)."""
    return max(1, min(processes, os.cpu_count() or 1, jobs))


def _check_run(processes: object, executor: object, chunk_size: object, out: object, progress: object) -> None:
    """simulate's arguments for how it runs, checked before any race is played or process started."""
    if processes is not None and (isinstance(processes, bool) or not isinstance(processes, int) or processes < 1):
        raise BadArgument(f"processes must be None or a whole number of at least 1, not {shorten(processes)}")
    if executor is not None and not isinstance(executor, Executor):
        raise BadArgument(f"executor must be a concurrent.futures.Executor (a Dask client's get_executor()), not "
                          f"{shorten(executor)}")
    if chunk_size is not None and (isinstance(chunk_size, bool) or not isinstance(chunk_size, int) or chunk_size < 1):
        raise BadArgument(f"chunk_size must be None or a whole number of races of at least 1, not {shorten(chunk_size)}")
    if out is not None and not isinstance(out, (str, os.PathLike)):
        raise BadArgument(f"out must be None or the path of a new directory, not {shorten(out)}")
    if not isinstance(progress, bool):  # (before `out`'s directory is made)
        raise BadArgument(f"progress must be True or False, not {shorten(progress)}")


def _check_time_limit(time_limit: float | None) -> float | None:
    """simulate's time_limit: a number of seconds above 0, or None; infinity is no limit (None)."""
    if time_limit is None or time_limit == math.inf:
        return None
    if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) or not time_limit > 0:
        raise BadArgument(f"time_limit must be a number of seconds above 0, or None (or float('inf')) for no "
                          f"limit, not {shorten(time_limit)}")
    return time_limit


def _run_local(job: dict[str, Any], n: int, bar: _Bar, collect: _Collect) -> SimulationResults | pl.LazyFrame:
    job = dict(job, local=True)
    heard: list[bool] = []
    try:
        with _quiet_gc() as between_races, hearing_interrupts(heard):
            for i in range(n):
                got, logs, failure = _play_chunk(job, [i], between_races)
                collect.add(got, logs)
                if failure:
                    raise _failure(failure, collect, n) from failure.get("exception")
                bar.update(1)
                if heard:  # a Ctrl-C whose KeyboardInterrupt a finalizer dropped (analysis/interrupts.py)
                    raise KeyboardInterrupt
    except KeyboardInterrupt as e:  # between races, or in the progress bar
        if isinstance(e, SimulationInterrupted):
            raise
        raise _failure({"race": None, "seed": None, "interrupted": True}, collect, n) from None
    return collect.result()


def _run_own_pool(job: dict[str, Any], n: int, processes: int, chunk_size: int | None, bar: _Bar,
                  collect: _Collect) -> SimulationResults | pl.LazyFrame:
    """The worker processes simulate starts itself: they ignore Ctrl-C (the main process handles
    it), and an interrupt or a failure that must not wait for them stops them at once."""
    pool = ProcessPoolExecutor(max_workers=processes, mp_context=_context(), initializer=ignore_interrupts)
    stopped: list[bool] = []

    def stop() -> None:
        stopped.append(True)
        with deaf_to_interrupts():  # a second Ctrl-C must not leave workers running
            terminate(pool)

    try:
        return _run_pool(job, n, pool, chunk_size, processes, bar, collect, stop)
    finally:
        if not stopped:
            pool.shutdown(wait=True, cancel_futures=True)


def _run_pool(job: dict[str, Any], n: int, executor: Executor, chunk_size: int | None, workers: int, bar: _Bar,
              collect: _Collect, stop: Callable[[], None] | None = None) -> SimulationResults | pl.LazyFrame:
    if chunk_size is None:
        chunk_size = max(1, min(50, math.ceil(n / (max(1, workers) * 8))))
    chunks = [list(range(i, min(n, i + chunk_size))) for i in range(0, n, chunk_size)]
    failures: list[Failure] = []
    pending: set[Future[Chunk]] = set()
    todo = iter(chunks)
    limit = max(2, 2 * workers)  # keep the workers busy without queueing the whole batch
    for chunk in todo:
        pending.add(executor.submit(_run_chunk, job, chunk))
        if len(pending) >= limit:
            break

    def take(fut: Future[Chunk]) -> None:
        try:
            got, logs, failure = wait_result(fut, heard)
        except Exception as e:  # noqa: BLE001 - the worker itself died (or could not unpickle)
            got, logs, failure = [], [], {"race": None, "seed": None, "type": type(e).__name__, "message": str(e),
                                          "traceback": traceback.format_exc(), "strategy_error": False}
        collect.add(got, logs)
        bar.update(len(logs))
        if failure:
            failures.append(failure)

    heard: list[bool] = []
    try:
        with hearing_interrupts(heard):
            while pending:
                # A timeout, so that the main thread runs its signal handlers now and then: Ctrl-C may be
                # delivered to another thread (polars', Dask's), and a wait without one never wakes.
                done, pending = wait(pending, timeout=WAKE_EVERY, return_when=FIRST_COMPLETED)
                if heard:  # a Ctrl-C whose KeyboardInterrupt was swallowed (raised inside a finalizer)
                    raise KeyboardInterrupt
                for fut in done:
                    take(fut)
                interrupted = [f for f in failures if f.get("interrupted")]
                if interrupted:
                    raise _failure(interrupted[0], collect, n)
                if failures:
                    for fut in pending:
                        fut.cancel()
                    # races still running elsewhere are awaited so that their results are kept too
                    for fut in pending:
                        if not fut.cancelled():
                            take(fut)
                    pending = set()
                    first = min(failures, key=lambda f: (f["race"] is None, f["race"] or 0))
                    raise _failure(first, collect, n)
                for chunk in todo:
                    pending.add(executor.submit(_run_chunk, job, chunk))
                    if len(pending) >= limit:
                        break
    except SimulationError as e:
        for fut in pending:
            fut.cancel()
        if isinstance(e, SimulationInterrupted) and stop is not None:
            stop()
        raise
    except KeyboardInterrupt:
        for fut in pending:
            fut.cancel()
        if stop is not None:
            stop()
        raise _failure({"race": None, "seed": None, "interrupted": True}, collect, n) from None
    except BaseException:
        for fut in pending:
            fut.cancel()
        raise
    return collect.result()


def _finished(done: int, kept: str) -> str:
    """'The 3 races that finished are in ...', in words right for any count."""
    if not done:
        return "No race finished."
    return f"The race that finished is {kept}." if done == 1 else f"The {done} races that finished are {kept}."


def _failure(failure: Failure, collect: _Collect, n: int) -> SimulationError:
    partial = collect.result()
    done = collect.races
    kept = (f"in this error's .partial (and in {collect.sink.path})" if collect.sink is not None
            else "in this error's .partial results")
    if failure.get("interrupted"):
        where = (f"interrupted in race {failure['race']} (races are numbered 0 to {n - 1})"
                 if failure.get("race") is not None else "interrupted")
        return SimulationInterrupted(f"simulate was {where}; the worker processes it started are stopped. "
                                     f"{_finished(done, kept)}", race=failure.get("race"),
                                     seed=failure.get("seed"), partial=partial, detail=failure.get("traceback", ""))
    if failure["race"] is None:
        where = "a worker failed"
    else:
        # the same number as the "race" column (0 to n - 1), never a count from 1
        where = f"race {failure['race']} (races are numbered 0 to {n - 1}; seed {failure['seed']}) failed"
    message = f"{where}: {failure['type']}: {failure['message']}. {_finished(done, kept)}"
    return SimulationError(message, race=failure["race"], seed=failure["seed"], partial=partial,
                           detail=failure.get("traceback", ""))


def refuse_processes(processes: int | None, executor: Executor | None, what: str) -> None:
    """In a browser's Python (Pyodide) no process can start: worker processes are refused here, before
    any race is played, with a PlatformError saying what runs instead."""
    if not in_browser():
        return
    if processes is not None and processes > 1:
        asked = f"processes={processes}"
    elif isinstance(executor, ProcessPoolExecutor):
        asked = "a ProcessPoolExecutor"
    else:
        return
    raise PlatformError(f"{what} cannot use {asked}: a browser's Python (Pyodide) cannot start processes. "
                        f"Leave processes out (or 1) to play every race in this one, or run heat_widget on a "
                        f"computer's Python for worker processes")


def _check_picklable(cars: dict[str, Strategy]) -> None:
    for name, s in cars.items():
        try:
            pickle.dumps(s)
        except Exception as e:  # noqa: BLE001 - pickling fails in many ways
            raise ValueError(f"the strategy of {name!r} ({strategy_name(s)}) cannot be sent to other processes "
                             f"({type(e).__name__}: {e}). Define it with `def` at module level or in a notebook "
                             f"cell (not a lambda or a nested function), or use processes=None.") from None
