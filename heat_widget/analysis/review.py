"""A replay review, "where was the race lost?" (issues 24 and 32): `review(race)` -> one row per
decision of the reviewed cars that had two moves or more, each judged by bots/judge.py.

    race = hw.Race.new(track="italy", players=["Ana", "Ben"], legends=2, seed=1)
    hw.bots.play_bots(race, {"Ana": hw.bots.heuristic, "Ben": hw.bots.heuristic})
    table = hw.analysis.review(race)               # every planning decision of Ana and Ben
    table.sort("loss", descending=True).head(5)     # the worst ones
    hw.charts.review_chart(table)                   # each car's expected place over the race

The finished race is replayed from its log (its config and seed: `race.replay(0)`) and, at each
decision of a reviewed car with two legal moves or more (gear, cards, React, slipstream, discard),
its present is copied (`race.copy()`) and judged: the candidates and the action the race took, each
played in the same races sampled from what that car knew then, two rounds, then read by the position
evaluator (bots/judge.py, bots/evaluator.py). `loss` is in expected finishing places. Decisions are
judged in worker processes (`workers`: None = one per core, 1 = in this process; never more than
the machine's cores) or on an `executor`, with a progress bar (tqdm), and the table is the same
whatever runs it: each
decision's samples come from `seed` and its step alone.

These are estimates from bot play against bots (the heuristic plays every future), not a guarantee
for people: a "blunder" is a move that, against heuristic opponents and with the heuristic playing
the round, left the car clearly worse placed (0.3 of a place or more) than the best move judged.
"""
from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any, TypeAlias
from concurrent.futures import FIRST_COMPLETED, Executor, wait

from ..bots.judge import judge
from ..engine import PlatformError, Race
from ..engine.errors import BadArgument, check_language, one_of, shorten
from ..extras import in_browser
from ..race_rows import column_kinds, table_of
from .interrupts import WAKE_EVERY, ignore_interrupts, terminate
from .running import _Bar, _context, _progress, keeping_partial
from .types import Row

# polars' types where it is installed; their names without it (a browser's Python: the table is Rows)
kinds: Any = column_kinds()

#: The columns of `review`'s table, in order, with their polars types (their names without polars).
COLUMNS = (
    ("step", kinds.Int64),          # the timeline step the decision is taken at: race.fork(step) faces it,
                                 # what_if(race, step=step) tries its alternatives
    ("at_step", kinds.Int64),       # the timeline step of the decision itself (step + 1: the widget's
                                 # step counter on this move)
    ("round", kinds.Int64),
    ("car", kinds.String),
    ("kind", kinds.String),         # "gear", "play", "react", "slipstream", "discard", ...
    ("action", kinds.String),       # the action the race took (its log's text)
    ("best", kinds.String),         # the best option judged
    ("loss", kinds.Float64),        # expected places lost against the best move, paired over the same samples
    ("low", kinds.Float64),         # the loss's 95% interval
    ("high", kinds.Float64),
    ("grade", kinds.String),        # best, good, inaccuracy, mistake, blunder (bots/judge.py)
    ("dominated_by", kinds.String),  # an option no worse in any sample and better in some (or null)
    ("mistake", kinds.String),      # what a flagged move lost first, in every language: "spin-out", "dominated
                                 # move", "spaces lost", "Heat spent", "Stress taken", "lower gear" or
                                 # "worse prospects" (bots/judge_words.py MISTAKES); null when not flagged
    ("chance_before", kinds.Float64),  # the best option's winning chance: the position with best play
    ("chance_after", kinds.Float64),   # the winning chance of the action taken
    ("place_before", kinds.Float64),   # the best option's expected place
    ("place_after", kinds.Float64),    # the action taken's expected place over the samples
    ("value_before", kinds.Float64),   # the best option's result (bots/judge.py: minus the expected place,
                                    # plus 0.01 of a place a space of strength), over the samples
    ("value_after", kinds.Float64),    # the action taken's
    ("policy_before", kinds.Float64),  # the best option's expected place with the heuristic playing on after it
                                    # (its React symbols too: no stopping), held out as place_before
    ("policy_after", kinds.Float64),   # the action taken's, the heuristic playing on: analysis/luck.py
                                    # measures chance between two decisions with them
    ("options", kinds.Int64),       # how many options were judged
    ("samples", kinds.Int64),       # samples judged (fewer than asked only under a time limit)
    ("reason", kinds.String),       # the grade's reason, in `language`
)
# A decision to judge: (its step in the log, the car, the action taken, the race facing it: a copy)
Job: TypeAlias = tuple[int, str, str, Race]
# The judge's budget: (samples, width, seed, language, most)
Budget: TypeAlias = tuple[int, int, int, str, "int | None"]
SAMPLES = 16  # the default budget, the coach's (bots/judge.py; more while a grade is in doubt)
WIDTH = 6


def review(race: Race, car: str | Sequence[str] | None = None, *, samples: int = SAMPLES, width: int = WIDTH,
           seed: int = 0, workers: int | None = None,
           progress: bool = True, language: str = "en", most: int | None = None,
           executor: Executor | None = None) -> Any:  # a polars DataFrame, or Rows without polars
    """One row per decision with a choice of `car` (a name, a list of names, or None: every car
    that is not a Legend) in the finished `race`, judged at `samples` samples and `width` candidates,
    more samples (up to `most`) while a grade is in doubt (module docstring; the columns are
    COLUMNS'). `executor`: any `concurrent.futures.Executor` (a Dask client's `get_executor()`), as
    `hw.simulate` takes one, one decision a task: the same table as in this process. Ctrl-C (or a
    failure) raises `SimulationInterrupted` (or `SimulationError`) whose `.partial` is the table of
    the decisions judged so far. Without polars (a browser's Python) the table is Rows
    (race_rows.py), judged in this process, with a line of progress where tqdm is missing."""
    jobs = decisions(race, car)
    check_language(language)  # before any decision is judged, not in the first one
    for name, value in (("samples", samples), ("width", width)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise BadArgument(f"{name} must be a whole number of at least 1, not {shorten(value)}")
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int) or workers < 1):
        raise BadArgument(f"workers must be a whole number of at least 1, or None for one per core, not "
                          f"{shorten(workers)}")
    if workers is None:
        workers = 1 if in_browser() else max(1, min(os.cpu_count() or 1, len(jobs)))
    elif workers > 1 and in_browser():
        raise PlatformError(f"review cannot use workers={workers}: a browser's Python (Pyodide) cannot start "
                            f"processes. Leave workers out (or 1) to judge every decision in this one")
    else:  # more processes than cores only queue for them (24 on a 2-core machine: 24 imports, no gain)
        workers = max(1, min(workers, os.cpu_count() or 1, len(jobs)))
    if most is not None and (isinstance(most, bool) or not isinstance(most, int) or most < 0):
        raise BadArgument(f"most must be a whole number of at least 0, or None for the judge's, not {shorten(most)}")
    if executor is not None and not isinstance(executor, Executor):
        raise BadArgument(f"executor must be a concurrent.futures.Executor (a Dask client's get_executor()), not "
                          f"{shorten(executor)}")
    budget: Budget = (samples, width, seed, language, most)
    bar = _progress(len(jobs), progress, "decisions")
    rows: list[Row] = []
    try:
        with keeping_partial("review", lambda: f"{len(rows)} of {len(jobs)} decisions", lambda: _table(rows)):
            if executor is not None:
                _on_executor(jobs, budget, executor, bar, rows)
            elif workers == 1 or len(jobs) < 2:
                for job in jobs:
                    rows.append(judge_row(job, budget))
                    bar.update(1)
            else:
                _in_processes(jobs, budget, workers, bar, rows)
    finally:
        bar.close()
    return _table(rows)


def _table(rows: list[Row]) -> Any:
    """A polars DataFrame, or Rows without polars (race_rows.table_of)."""
    return table_of(COLUMNS, sorted(rows, key=lambda r: r[0]))


def _on_executor(jobs: list[Job], budget: Budget, executor: Executor, bar: _Bar, rows: list[Row]) -> None:
    """Judge `jobs` on an executor (ours or someone else's), one decision a task (their costs
    differ); `rows` fills as they come, so an interruption keeps them."""
    pending = {executor.submit(_judge_rows, [job], budget) for job in jobs}
    try:
        while pending:
            done, pending = wait(pending, timeout=WAKE_EVERY, return_when=FIRST_COMPLETED)
            for fut in done:
                got = fut.result()
                rows.extend(got)
                bar.update(len(got))
    except BaseException:
        for fut in pending:
            fut.cancel()
        raise


def decisions(race: Race, car: str | Sequence[str] | None = None) -> list[Job]:
    """[(step, car, the action taken, the race facing it (a copy)), ...]: every decision with two
    legal moves or more of the reviewed cars, from the finished race's log."""
    if not isinstance(race, Race):
        raise BadArgument(f"review takes a finished Race (a season's races: season.races), not {shorten(race)}")
    if not race.finished:
        raise BadArgument(f"review needs a finished race (one whose `finished` is True: play it to the end "
                          f"first, e.g. with hw.bots.play_bots), not a race still in round {race.round}")
    players = [c.name for c in race.cars if not c.legend]
    cars: Sequence[object]  # what was given, each checked below
    if car is None:
        cars = players
    else:
        cars = [car] if isinstance(car, str) else list(car) if isinstance(car, (list, tuple)) else [car]
        for c in cars:
            if type(c) is not str or c not in players:
                raise BadArgument(f"car must be a car of the race that is not a Legend, {one_of(players)} (or a "
                                  f"list of them, or None for all), not {shorten(c)}")
    replay = race.replay(0, record=False)
    jobs: list[Job] = []
    for step, (name, text) in enumerate(race.log):
        if name in cars and replay.phase != "setup":
            kind = next((d.kind for d in replay.pending if d.car == name), None)
            if kind is not None and len(replay.legal_actions(name)) >= 2:
                jobs.append((step, name, text, replay.copy()))
        replay.act(name, text)
    return jobs


def judge_row(job: Job, budget: Budget) -> Row:
    """One decision judged: its row of the table (COLUMNS)."""
    step, car, text, present = job
    samples, width, seed, language, most = budget
    j = judge(present, car, samples=samples, width=width, seed=f"{seed}/{step}", language=language, action=text,
              most=most, focus=True)
    g = j.grade(text)
    o = j.option(text)
    return (step, step + 1, j.round, car, j.kind, text, j.best.text, g.loss, g.low, g.high, g.label, g.dominated_by, g.mistake,
            j.best.chance,
            o.chance, j.best.mean_place, o.mean_place, j.best.value, o.value, j.best.policy_place, o.policy_place,
            len(j.options), j.samples,
            g.reason(language))


def _judge_rows(jobs: list[Job], budget: Budget) -> list[Row]:
    return [judge_row(job, budget) for job in jobs]


def _in_processes(jobs: list[Job], budget: Budget, workers: int, bar: _Bar, rows: list[Row]) -> None:
    """Judge `jobs` in `workers` processes of our own; a Ctrl-C stops them at once."""
    from concurrent.futures import ProcessPoolExecutor  # not in a browser's Python, which runs none
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=_context(), initializer=ignore_interrupts)
    try:
        _on_executor(jobs, budget, pool, bar, rows)
    except BaseException:
        terminate(pool)
        raise
    pool.shutdown(wait=True)
