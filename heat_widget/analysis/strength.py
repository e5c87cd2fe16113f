"""How strong are the bots: a tournament of rulers (strategies) played as the field measures it.

    import heat_widget as hw
    t = hw.analysis.tournament(["heuristic", "cautious", "random"], races=300, processes=2)
    hw.analysis.tournament_cells(t)     # win rate with its Wilson interval against the fair share
    hw.analysis.pairwise_matrix(t)      # how often the row's ruler finished ahead of the column's
    hw.analysis.ratings(t)              # Plackett-Luce ratings from whole finishing orders

Heat's strength is not one ladder: a bot can beat one kind of opponent and lose to another, and
the starting grid alone swings results a lot. So a tournament plays three kinds of field:

- "legends": each ruler alone against Legends, with 2, 4 and 6 cars (1, 3 and 5 Legends), on every
  track given, plus a Garage + Weather cell on Italy;
- "pairs": each pair of rulers head to head (2 cars) on every track;
- "mixed": every ruler in one race on every track.

Seats are rotated over paired seeds: in a field of k cars, races j = 0..k-1 of a seed put the same
cars on the grid in the k cyclic orders, so every car starts from every grid position equally
often on the same cards. Every ruler of a kind of field plays the same seeds. The number of races of
a cell is `races` rounded up to a whole number of rotations.

The table has one row per car per race (a polars DataFrame, plain data: write it with
`write_parquet` and read it back to summarise later).
"""
from __future__ import annotations

import itertools
import os
from collections import deque
from collections.abc import Iterable, Iterator
from concurrent.futures import Future
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any, TypeAlias, TypedDict

import polars as pl

from ..bots import run_race, strategy as _strategy
from ..engine import Race
from ..engine.errors import BadArgument, check_seed, echo_list, shorten
from ..engine.roster import car_name_for
from ..extras import require
from .batch import _Bar, _context, _progress, keeping_partial, race_seed
from .interrupts import ignore_interrupts, terminate
from .summary import Z95, need_frame, wilson
from .types import Row

BASE_TRACKS = ("usa", "france", "great_britain", "italy")
FIELDS = ("legends", "pairs", "mixed")
GARAGE_WEATHER = ("italy", ("garage", "weather"))  # the module cell of the "legends" field
CHUNK = 16  # races sent to a worker at once
# A cell: (field, track, modules, {car name: ruler}, Legends)
Cell: TypeAlias = tuple[str, str, tuple[str, ...], dict[str, str], int]


class Job(TypedDict):
    """One race a tournament plays (`plan`), as plain data a worker process is sent."""

    field: str
    track: str
    modules: list[str]
    players: dict[str, str]  # car name -> ruler
    legends: int
    grid: list[str]  # car names (Legends as "Legend 1", ...) from pole
    race: int
    seed: int
    game: int

COLUMNS = {
    "game": pl.Int64, "field": pl.String, "track": pl.String, "modules": pl.String, "cars": pl.Int64, "race": pl.Int64,
    "seed": pl.Int64, "seat": pl.Int64, "car": pl.String, "ruler": pl.String, "legend": pl.Boolean,
    "place": pl.Int64, "won": pl.Boolean,
}


class TournamentError(BadArgument):
    """A tournament's set-up is not one that can be played (names what is wrong and what is allowed).
    A BadArgument: still a ValueError and a TypeError."""


def _spec(ruler: Any) -> str:
    if not isinstance(ruler, str) or not ruler.strip():
        raise TournamentError(f"a ruler is a strategy's name as text, like 'heuristic' or 'heuristic:risk=3', "
                              f"not {shorten(ruler)}")
    _strategy(ruler)  # an unknown name or parameter: the bots' own error, now
    return ruler.strip()


def _listed(value: Any, what: str, example: str) -> list[Any]:
    """A list argument as a list: one text alone is a list of one ("usa" is ["usa"], not "u", "s", "a")."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, (bytes, dict)) or not hasattr(value, "__iter__"):
        raise TournamentError(f"{what} is a list like {example} (or one name as text), not {shorten(value)}")
    out = list(value)
    if not out:
        raise TournamentError(f"{what} is empty: give at least one, like {example}")
    return out


def _sizes(cars: Any) -> tuple[int, ...]:
    """Field sizes: a whole number from 2 to 6, or a list of them."""
    sizes = (cars,) if isinstance(cars, int) and not isinstance(cars, bool) else cars
    if isinstance(sizes, (str, bytes, dict)) or not hasattr(sizes, "__iter__"):
        raise TournamentError(f"cars is a field size from 2 to 6 (a ruler and 1-5 Legends) or a list of them, "
                              f"like (2, 4, 6); not {shorten(cars)}")
    sizes = tuple(sizes)
    if not sizes or any(isinstance(k, bool) or not isinstance(k, int) or not 2 <= k <= 6 for k in sizes):
        raise TournamentError(f"cars are field sizes from 2 to 6 (a ruler and 1-5 Legends), like (2, 4, 6); "
                              f"not {shorten(cars)}")
    return sizes


def _rotations(names: list[str]) -> list[list[str]]:
    return [names[r:] + names[:r] for r in range(len(names))]


def _cells(rulers: Any, tracks: Any, cars: Any, races: Any, fields: Any, garage_weather: Any) -> list[Cell]:
    """The cells of a tournament, checked: (field, track, modules, {car name: ruler}, legends)."""
    rulers = [_spec(r) for r in _listed(rulers, "rulers", "['heuristic', 'random']")]
    if len(set(rulers)) != len(rulers):
        raise TournamentError(f"each ruler once: {shorten(rulers)} names one twice")
    fields = _listed(fields, "fields", f"{list(FIELDS)}")
    unknown = [f for f in fields if f not in FIELDS]
    if unknown:
        raise TournamentError(f"fields are {', '.join(FIELDS)}; not {', '.join(map(str, unknown))[:80]}")
    if isinstance(races, bool) or not isinstance(races, int) or races < 1:
        raise TournamentError(f"races is a whole number of at least 1 a cell, not {shorten(races)}")
    cars = _sizes(cars)
    tracks = _listed(tracks, "tracks", "['usa', 'italy']")
    if not isinstance(garage_weather, bool):
        raise TournamentError(f"garage_weather is True or False, not {shorten(garage_weather)}")
    settings: list[tuple[str, tuple[str, ...]]] = [(t, ()) for t in tracks]
    if garage_weather and "legends" in fields:
        settings.append(GARAGE_WEATHER)
    for t, _ in settings:
        Race.new(track=t, players=["a"], seed=0, record=False)  # an unknown track: the engine's error, now
    names: dict[str, str] = {}
    for r in rulers:  # a car's name: the ruler as given, cut to a car name's length and made unique
        names[r] = car_name_for(r, names.values())
    out: list[Cell] = []
    for field in fields:
        for track, modules in settings:
            if field == "legends":
                out += [(field, track, modules, {names[r]: r}, k - 1) for r in rulers for k in cars]
            elif modules:
                continue  # the module cell is a "legends" cell
            elif field == "pairs":
                out += [(field, track, modules, {names[a]: a, names[b]: b}, 0)
                        for a, b in itertools.combinations(rulers, 2)]
            elif len(rulers) > 1:
                out.append((field, track, modules, {names[r]: r for r in rulers}, 0))
    if not out:
        raise TournamentError(f"this set-up plays no race: fields {echo_list(fields)} with one ruler; 'pairs' and "
                              f"'mixed' need two rulers or more, 'legends' plays one against Legends")
    return out


def _races_of(cell: Cell, races: int) -> int:
    k = len(cell[3]) + cell[4]
    return -(-races // k) * k  # seeds, each played in every rotation


def _jobs(cells: list[Cell], races: int, seed: int) -> Iterator[Job]:
    game = 0
    for field, track, modules, players, legends in cells:
        names = list(players) + [f"Legend {i + 1}" for i in range(legends)]
        for s in range(-(-races // len(names))):
            for r, grid in enumerate(_rotations(names)):
                yield {"field": field, "track": track, "modules": list(modules), "players": players,
                       "legends": legends, "grid": grid, "race": s * len(names) + r,
                       "seed": race_seed(seed, s), "game": game}
                game += 1


def plan(rulers: str | Iterable[str], tracks: str | Iterable[str] = BASE_TRACKS, cars: int | Iterable[int] = (2, 4, 6),
         races: int = 300, seed: int = 0, fields: str | Iterable[str] = FIELDS,
         garage_weather: bool = True) -> Iterator[Job]:
    """Every race a tournament plays, as plain data (one dict a race), in a fixed order, made one
    at a time as it is asked for (a million races take no memory before the first is played). The
    set-up is checked at once: a wrong one raises TournamentError before anything is made."""
    return _jobs(_cells(rulers, tracks, cars, races, fields, garage_weather), races, seed)


def schedule(rulers: str | Iterable[str], tracks: str | Iterable[str] = BASE_TRACKS,
             cars: int | Iterable[int] = (2, 4, 6), races: int = 300, seed: int = 0, fields: str | Iterable[str] = FIELDS,
             garage_weather: bool = True) -> list[Job]:
    """Every race a tournament plays, as a list (see `plan`)."""
    return list(plan(rulers, tracks, cars, races, seed, fields, garage_weather))


def _legend_names(race: Race) -> dict[str, str]:
    return {f"Legend {i + 1}": c.name for i, c in enumerate(c for c in race.cars if c.legend)}


def play_one(job: Job, time_limit: float | None = None) -> list[Row]:
    """The rows of one scheduled race."""
    players = job["players"]
    probe = Race.new(track=job["track"], players=list(players), legends=job["legends"], seed=0, record=False)
    legend = _legend_names(probe)
    grid = [legend.get(n, n) for n in job["grid"]]
    race = Race.new(track=job["track"], players=list(players), legends=job["legends"], seed=job["seed"],
                    modules=job["modules"], grid=grid, record=False)
    run_race(race, {name: _strategy(spec) for name, spec in players.items()}, time_limit=time_limit)
    seat = {name: i + 1 for i, name in enumerate(grid)}
    modules = "+".join(job["modules"]) or "base"
    rows: list[Row] = []
    for place, name in enumerate(race.standings, 1):
        is_legend = race.car(name).legend
        rows.append((job["game"], job["field"], job["track"], modules, len(grid), job["race"], job["seed"], seat[name], name,
                     "legend" if is_legend else players[name], is_legend, place, place == 1))
    return rows


def _chunk(jobs: list[Job], time_limit: float | None) -> list[Row]:
    return [row for job in jobs for row in play_one(job, time_limit)]


def tournament(rulers: str | Iterable[str] = ("heuristic", "cautious", "random"),
               tracks: str | Iterable[str] = BASE_TRACKS, cars: int | Iterable[int] = (2, 4, 6), races: int = 300,
               seed: int = 0, fields: str | Iterable[str] = FIELDS, garage_weather: bool = True,
               processes: int | None = None,
               progress: bool = True, time_limit: float | None = None,
               executor: Executor | None = None) -> pl.DataFrame:
    """Play a tournament (see the module's text) and return one row per car per race: game (the
    race's number in the tournament), field, track,
    modules, cars, race (its index in the cell), seed, seat (grid position, 1 = pole), car, ruler
    (the strategy as given, "legend" for Legends), legend, place, won.

    rulers: strategy names, parameters included ("heuristic:risk=3"): labels read as given (a car
    is named after its ruler, cut to a car name's 40 characters). rulers, tracks and fields are
    lists; one name alone may be given as text. cars: field sizes from 2 to 6, or one size.
    races: races per cell (rounded up to whole seat rotations). processes: worker processes (None
    or 1: this one). A full default tournament is about 18,000 races: minutes on 2 cores for the
    shipped heuristic bots, more for slow rulers; keep the table and summarise it as often as you like.
    The races are planned as they are played: the first shows in the progress bar at once.
    executor: any `concurrent.futures.Executor` (a Dask client's `get_executor()`), as simulate takes
    one: the same table. Ctrl-C (or a failure) raises SimulationInterrupted (or SimulationError)
    whose `.partial` is the table of the races played so far."""
    cells = _cells(rulers, tracks, cars, races, fields, garage_weather)
    if processes is not None and (isinstance(processes, bool) or not isinstance(processes, int) or processes < 1):
        raise TournamentError(f"processes is None or a whole number of at least 1, not {shorten(processes)}")
    if executor is not None and not isinstance(executor, Executor):
        raise TournamentError(f"executor must be a concurrent.futures.Executor (a Dask client's get_executor()), "
                              f"not {shorten(executor)}")
    check_seed(seed, TournamentError)
    jobs = _jobs(cells, races, seed)
    total = sum(_races_of(c, races) for c in cells)
    bar = _progress(total, progress)
    rows: list[Row] = []
    try:
        with keeping_partial("tournament", lambda: f"{_games(rows)} of {total} races", lambda: _rows_table(rows)):
            if executor is not None:
                _on_pool(jobs, executor, 4 * (processes or os.cpu_count() or 2), time_limit, bar, rows)
            elif not processes or processes == 1:
                for job in jobs:
                    rows.extend(play_one(job, time_limit))
                    bar.update(1)
            else:
                workers = min(processes, os.cpu_count() or processes)
                pool = ProcessPoolExecutor(workers, mp_context=_context(), initializer=ignore_interrupts)
                try:
                    _on_pool(jobs, pool, 4 * workers, time_limit, bar, rows)
                except BaseException:
                    terminate(pool)
                    raise
                pool.shutdown()
    finally:
        bar.close()
    return _rows_table(rows)


def _rows_table(rows: list[Row]) -> pl.DataFrame:
    return pl.DataFrame(rows, schema=COLUMNS, orient="row")


def _games(rows: list[Row]) -> int:
    """Races in `rows` (one row per car): the distinct tournament games."""
    return len({r[0] for r in rows})


def _on_pool(jobs: Iterator[Job], executor: Executor, ahead: int, time_limit: float | None, bar: _Bar,
             rows: list[Row]) -> None:
    """Play `jobs` in chunks on `executor`, at most `ahead` chunks in flight, the table in the plan's
    order; `rows` fills as they come, so an interruption keeps them."""
    waiting: deque[tuple[int, Future[list[Row]]]] = deque()  # (chunk size, future), in the table's order
    try:
        while True:
            while len(waiting) < ahead:
                chunk = list(itertools.islice(jobs, CHUNK))
                if not chunk:
                    break
                waiting.append((len(chunk), executor.submit(_chunk, chunk, time_limit)))
            if not waiting:
                break
            size, fut = waiting.popleft()
            rows.extend(fut.result())
            bar.update(size)
    except BaseException:
        for _, fut in waiting:
            fut.cancel()
        raise


def tournament_cells(results: pl.DataFrame, z: float = Z95) -> pl.DataFrame:
    """One row per cell and ruler: races, wins, win_rate with win_low/win_high (Wilson), fair_share
    (1 / cars), above_fair (the interval's low end above the fair share), below_fair, mean_place."""
    need_frame(results, "tournament_cells", "hw.analysis.tournament")
    n = pl.len()
    wins = pl.col("won").sum()
    low, high = wilson(wins, n, z)
    return (
        results.filter(~pl.col("legend"))
        .group_by(["field", "track", "modules", "cars", "ruler"], maintain_order=True)
        .agg(races=n, wins=wins, win_rate=wins / n, win_low=low, win_high=high,
             mean_place=pl.col("place").mean())
        .with_columns(fair_share=1 / pl.col("cars"))
        .with_columns(above_fair=pl.col("win_low") > pl.col("fair_share"),
                      below_fair=pl.col("win_high") < pl.col("fair_share"))
    )


def pairwise_matrix(results: pl.DataFrame, z: float = Z95) -> pl.DataFrame:
    """For every two rulers that met in a race (Legends counted as one ruler, "legend"): races,
    the share of them the first finished ahead of the second (a_ahead, with a Wilson interval).
    Both orders are listed, so it reads as a matrix."""
    need_frame(results, "pairwise_matrix", "hw.analysis.tournament")
    best = results.group_by(["game", "ruler"]).agg(place=pl.col("place").min())
    both = best.join(best, on="game", suffix="_b").filter(pl.col("ruler") != pl.col("ruler_b"))
    n = pl.len()
    ahead = (pl.col("place") < pl.col("place_b")).sum()
    low, high = wilson(ahead, n, z)
    return (both.group_by(["ruler", "ruler_b"]).agg(races=n, a_ahead=ahead / n, ahead_low=low, ahead_high=high)
            .rename({"ruler": "a", "ruler_b": "b"}).sort(["a", "b"]))


def ratings(results: pl.DataFrame) -> pl.DataFrame:
    """Ratings from whole finishing orders: openskill's Plackett-Luce model (Weng-Lin), every race
    in the table's order, Legends rated as one ruler (each Legend car a player of it, their updates in
    a race averaged: a per-car rating, where pairwise_matrix compares with the best Legend). One row
    per ruler: mu, sigma, and ordinal = mu - 3 sigma (a cautious estimate: the order to rank by),
    best first.

    Why openskill's Plackett-Luce: it rates from a whole finishing order (not only wins or pairs),
    any number of cars, keeps each rating's uncertainty, and the library is MIT-licensed, pure
    Python with no dependencies (it runs wherever the engine does)."""
    need_frame(results, "ratings", "hw.analysis.tournament")
    require("analysis", "hw.analysis.ratings", ("openskill",))
    from openskill.models import PlackettLuce
    model = PlackettLuce()
    rated: dict[str, Any] = {}
    for _, race in results.sort(["game", "place"]).group_by("game", maintain_order=True):
        rulers = race["ruler"].to_list()
        teams = [[rated.setdefault(r, model.rating(name=r))] for r in rulers]
        ranks = race["place"].to_list()
        new = model.rate(teams, ranks=ranks)
        by_ruler: dict[str, list[Any]] = {}  # openskill's ratings (no types)
        for r, team in zip(rulers, new):
            by_ruler.setdefault(r, []).append(team[0])
        for r, got in by_ruler.items():  # the Legends of a race: one ruler, their updates averaged
            rated[r] = got[0] if len(got) == 1 else model.rating(
                mu=sum(x.mu for x in got) / len(got), sigma=sum(x.sigma for x in got) / len(got), name=r)
    rows = [(r, x.mu, x.sigma, x.ordinal()) for r, x in rated.items()]
    return (pl.DataFrame(rows, schema={"ruler": pl.String, "mu": pl.Float64, "sigma": pl.Float64,
                                       "ordinal": pl.Float64}, orient="row")
            .sort("ordinal", descending=True))
