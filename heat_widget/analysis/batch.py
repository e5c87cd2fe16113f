"""Many races at once: `simulate(...)` -> a polars DataFrame with one row per car per race.

    import heat_widget as hw
    results = hw.simulate(track="usa", strategies=["heuristic", "cautious", "random"], n=500, seed=1,
                          legends=2, processes=2)
    hw.analysis.summarise(results)

Reproducible: race i gets the seed `race_seed(seed, i)` and every car's random draws come from
that seed, so the same arguments give the same table whatever `processes` or `executor` is used and
whatever order the races finish in. A race of the table can be played again, step by step, with
`play_race(...)` and its `seed`.

If a race fails (a strategy raises or answers an illegal action, or anything else goes wrong),
`simulate` raises `SimulationError`: its message names the race, its seed, the car and the
decision, and `error.partial` holds the DataFrame of every race that had finished by then, so no
result is lost.
"""
from __future__ import annotations

import contextlib
import gc
import hashlib
import math
import os
import pickle
import traceback
from concurrent.futures import FIRST_COMPLETED, Executor, ProcessPoolExecutor, wait

from ..bots import StrategyError, run_race, strategy as _strategy, strategy_name
from ..engine import Race

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
)
COLUMN_NAMES = tuple(c for c, _ in COLUMNS)


class SimulationError(RuntimeError):
    """A race of a batch failed. `race` and `seed` say which; `partial` is the DataFrame of every race
    that finished before the failure was noticed (possibly empty); `__cause__` is the original error
    when it happened in this process."""

    def __init__(self, message: str, *, race: int | None = None, seed: int | None = None, partial=None,
                 detail: str = ""):
        super().__init__(message)
        self.race = race
        self.seed = seed
        self.partial = partial
        self.detail = detail  # the worker's traceback, when the race ran in another process


def race_seed(seed: int, index: int) -> int:
    """The seed of race `index` of a batch started with `seed` (a 31-bit integer)."""
    digest = hashlib.blake2b(f"heat_widget:simulate:{seed}:{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 33


def resolve_strategies(strategies) -> dict:
    """{car name: strategy} from a dict {car: strategy or name} or a list of strategies or names
    (cars are then named after their strategies: "heuristic", "random", "random 2", ...)."""
    if strategies is None:
        raise ValueError("strategies is required: a list such as ['heuristic', 'random'] or a dict "
                         "{car name: strategy}")
    if isinstance(strategies, (str, bytes)) or callable(strategies):
        strategies = [strategies]
    if isinstance(strategies, dict):
        out = {}
        for car, spec in strategies.items():
            if not isinstance(car, str) or not car.strip():
                raise ValueError(f"car names must be non-empty text, not {car!r}")
            out[car] = _strategy(spec)
    else:
        out = {}
        for spec in strategies:
            s = _strategy(spec)
            base = spec.strip() if isinstance(spec, str) else strategy_name(s)
            name, k = base, 2
            while name in out:
                name, k = f"{base} {k}", k + 1
            out[name] = s
    if not out:
        raise ValueError("strategies is empty: give at least one player car a strategy")
    return out


def play_race(track: str = "usa", strategies=None, seed: int = 0, legends: int = 0, laps: int | None = None,
              **options) -> Race:
    """One race of bots, exactly as `simulate` plays it for this seed (use a row's `seed`)."""
    cars = resolve_strategies(strategies)
    race = Race.new(track=track, players=list(cars), legends=legends, seed=seed, laps=laps, **options)
    return run_race(race, cars)


def summarise_race(race: Race, labels: dict, index: int = 0) -> list[tuple]:
    """The rows of `simulate`'s table for one finished race (in the race's car order)."""
    names = [c.name for c in race.cars]
    zero = dict.fromkeys(names, 0)
    spins, corner, paid, boosts, slips, cool, adren, clut, stress, grid, rounds = (
        dict(zero), dict(zero), dict(zero), dict(zero), dict(zero), dict(zero), dict(zero), dict(zero),
        dict(zero), dict(zero), dict.fromkeys(names))
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
    decisions = dict(zero)
    for car, _ in race.log:
        decisions[car] += 1
    standings = race.standings
    place = {name: i + 1 for i, name in enumerate(standings)}
    players = [nm for nm in standings if not race.car(nm).legend]
    pplace = {name: i + 1 for i, name in enumerate(players)}
    track = race.track.id
    rows = []
    for c in race.cars:
        nm = c.name
        rows.append((index, race.seed, track, nm, "legend" if c.legend else labels.get(nm, "?"), c.legend,
                     grid[nm], place[nm], place[nm] == 1, pplace.get(nm), rounds[nm], race.round, spins[nm],
                     corner[nm], paid[nm], boosts[nm], slips[nm], cool[nm], adren[nm], clut[nm], stress[nm],
                     decisions[nm]))
    return rows


@contextlib.contextmanager
def _quiet_gc(own_process: bool = False):
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


def _run_chunk(job: dict, indexes: list[int]) -> tuple[list, dict | None]:
    """Worker: play races `indexes` of a batch. Returns (rows, failure) where failure describes the
    first race that failed (the races after it in this chunk are not played). Only the worker
    processes that `simulate` started tune the garbage collector (see `_quiet_gc`)."""
    if not job.get("own_workers"):
        return _play_chunk(job, indexes)
    with _quiet_gc(own_process=True) as between_races:
        return _play_chunk(job, indexes, between_races)


def _play_chunk(job: dict, indexes: list[int], between_races=_nothing) -> tuple[list, dict | None]:
    cars = job["strategies"]
    labels = job["labels"]
    rows: list = []
    for i in indexes:
        seed = race_seed(job["seed"], i)
        try:
            race = Race.new(track=job["track"], players=list(cars), legends=job["legends"], seed=seed,
                            laps=job["laps"], **job["options"])
            run_race(race, cars)
            rows.extend(summarise_race(race, labels, i))
            del race  # gone before the freeze
            between_races()
        except Exception as e:  # noqa: BLE001 - reported with the race and seed, partial results kept
            return rows, {"race": i, "seed": seed, "type": type(e).__name__, "message": str(e),
                          "traceback": traceback.format_exc(), "strategy_error": isinstance(e, StrategyError),
                          "exception": e if job.get("local") else None}
    return rows, None


def frame(rows: list):
    """The polars DataFrame of `simulate` rows, sorted by race (then car, in race order)."""
    import polars as pl
    schema = {name: getattr(pl, dtype) for name, dtype in COLUMNS}
    df = pl.DataFrame(rows, schema=schema, orient="row")
    return df.sort("race", maintain_order=True)


def simulate(track: str = "usa", strategies=None, n: int = 100, seed: int = 0, legends: int = 0,
             laps: int | None = None, processes: int | None = None, executor: Executor | None = None,
             progress: bool = True, chunk_size: int | None = None, **options):
    """Play `n` races of bots and return a polars DataFrame, one row per car per race.

    track:      a track id (see `hw.tracks()`).
    strategies: a list of strategies or their names (["heuristic", "random"]: cars are named after
                them) or a dict {car name: strategy or name}. Names: "random", "heuristic",
                "cautious", "aggressive", or with parameters "heuristic:risk=2,cool_below=4".
    n:          number of races (at least 1).  seed: the batch's seed (any int).
    legends:    Legend cars added to every race.  laps: None for the board's number.
    processes:  None or 1 plays in this process; k > 1 uses k worker processes.
    executor:   any `concurrent.futures.Executor` (a Dask client's executor, an MPI pool, ...);
                strategies must then be picklable (module-level functions or classes).
    progress:   show a progress bar (notebooks and terminals).
    options:    race options passed to `Race.new` (hand_size, heat, stress, ...).

    Raises `SimulationError` if a race fails; its `.partial` holds the races finished before. The
    columns are listed in `heat_widget.analysis.batch.COLUMNS`.
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"n must be a whole number of races, not {n!r}")
    if n < 1:
        raise ValueError(f"n must be at least 1 (got {n})")
    if seed is None:
        import random
        seed = random.SystemRandom().randrange(2**31)
    cars = resolve_strategies(strategies)
    # Check the whole set-up once, here, with a clear error (unknown track, too many cars, options).
    Race.new(track=track, players=list(cars), legends=legends, seed=0, laps=laps, **options)
    labels = {name: strategy_name(s) for name, s in cars.items()}
    job = {"track": track, "strategies": cars, "labels": labels, "legends": legends, "seed": seed, "laps": laps,
           "options": options}
    if processes is not None and (isinstance(processes, bool) or not isinstance(processes, int) or processes < 1):
        raise ValueError(f"processes must be None or a whole number of at least 1, not {processes!r}")
    bar = _progress(n, progress)
    try:
        if executor is None and (processes is None or processes == 1):
            return _run_local(job, n, bar)
        _check_picklable(cars)
        if executor is not None:
            return _run_pool(job, n, executor, chunk_size, workers=processes or os.cpu_count() or 2, bar=bar)
        with ProcessPoolExecutor(max_workers=processes, mp_context=_context()) as pool:
            return _run_pool(dict(job, own_workers=True), n, pool, chunk_size, workers=processes, bar=bar)
    finally:
        bar.close()


def _run_local(job: dict, n: int, bar):
    job = dict(job, local=True)
    rows: list = []
    with _quiet_gc() as between_races:
        for i in range(n):
            got, failure = _play_chunk(job, [i], between_races)
            rows.extend(got)
            if failure:
                raise _failure(failure, rows, n) from failure.get("exception")
            bar.update(1)
    return frame(rows)


def _run_pool(job: dict, n: int, executor: Executor, chunk_size: int | None, workers: int, bar):
    if chunk_size is None:
        chunk_size = max(1, min(50, math.ceil(n / (max(1, workers) * 8))))
    chunks = [list(range(i, min(n, i + chunk_size))) for i in range(0, n, chunk_size)]
    rows: list = []
    failures: list = []
    pending = set()
    todo = iter(chunks)
    limit = max(2, 2 * workers)  # keep the workers busy without queueing the whole batch
    for chunk in todo:
        pending.add(executor.submit(_run_chunk, job, chunk))
        if len(pending) >= limit:
            break
    try:
        while pending:
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for fut in done:
                try:
                    got, failure = fut.result()
                except Exception as e:  # noqa: BLE001 - the worker itself died (or could not unpickle)
                    got, failure = [], {"race": None, "seed": None, "type": type(e).__name__, "message": str(e),
                                        "traceback": traceback.format_exc(), "strategy_error": False}
                rows.extend(got)
                bar.update(len({r[0] for r in got}))
                if failure:
                    failures.append(failure)
            if failures:
                for fut in pending:
                    fut.cancel()
                # races still running elsewhere are awaited so that their results are kept too
                for fut in pending:
                    if not fut.cancelled():
                        try:
                            got, failure = fut.result()
                            rows.extend(got)
                            if failure:
                                failures.append(failure)
                        except Exception:  # noqa: BLE001
                            pass
                first = min(failures, key=lambda f: (f["race"] is None, f["race"] or 0))
                raise _failure(first, rows, n)
            for chunk in todo:
                pending.add(executor.submit(_run_chunk, job, chunk))
                if len(pending) >= limit:
                    break
    except BaseException:
        for fut in pending:
            fut.cancel()
        raise
    return frame(rows)


def _failure(failure: dict, rows: list, n: int) -> SimulationError:
    partial = frame(rows)
    done = partial["race"].n_unique() if len(partial) else 0
    if failure["race"] is None:
        where = "a worker failed"
    else:
        where = f"race {failure['race']} of {n} (seed {failure['seed']}) failed"
    message = (f"{where}: {failure['type']}: {failure['message']}. The {done} races that finished are in "
               f"this error's .partial DataFrame.")
    return SimulationError(message, race=failure["race"], seed=failure["seed"], partial=partial,
                           detail=failure.get("traceback", ""))


def _check_picklable(cars: dict) -> None:
    for name, s in cars.items():
        try:
            pickle.dumps(s)
        except Exception as e:  # noqa: BLE001 - pickling fails in many ways
            raise ValueError(f"the strategy of {name!r} ({strategy_name(s)}) cannot be sent to other processes "
                             f"({type(e).__name__}: {e}). Define it with `def` at module level or in a notebook "
                             f"cell (not a lambda or a nested function), or use processes=None.") from None


def _context():
    """Fork where it exists: workers then see strategies defined in a notebook or script."""
    import multiprocessing as mp
    if "fork" in mp.get_all_start_methods():
        return mp.get_context("fork")
    return None


class _NoBar:
    def update(self, k: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


def _progress(n: int, enabled: bool):
    if not enabled:
        return _NoBar()
    try:
        from tqdm.auto import tqdm
    except ImportError:  # pragma: no cover - tqdm is a dependency
        return _NoBar()
    return tqdm(total=n, desc="races", unit="race", smoothing=0.1)
