"""`heat-sim`: many races of bots from the command line.

    heat-sim --track italy --strategies heuristic cautious random -n 10000 --legends 2 \\
             --processes 2 --seed 1 --out results.parquet

    heat-sim --season 1963 --strategies heuristic cautious random -n 200 --legends 1

Writes one row per car per race (per season with --season; Parquet, CSV or JSON lines, by the
file's extension) and prints win rates and mean places with 95% intervals (titles with --season). For batches too large for memory, `--out-dir DIR`
streams rows and every race's decisions to partitioned Parquet as races finish
(`hw.replay("DIR", race)` opens any race of it). `--time-limit S` stops a strategy that takes more
than S seconds for one decision. Strategies are names ("random", "heuristic",
"cautious", "aggressive"), names with parameters ("heuristic:risk=2,cool_below=4"), or
"module:function" for your own strategy importable from Python ("mybots:always_fourth"); prefix
"Car=" to name the car ("Ana=heuristic").
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from ..bots.types import Strategy

if TYPE_CHECKING:
    import polars as pl


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="heat-sim",
        description="Simulate many races of Heat: Pedal to the Metal between bots.",
        epilog="Strategies: random, heuristic, cautious, aggressive; parameters as in "
               "'heuristic:risk=2,cool_below=4'; your own as 'module:function'; name a car with 'Ana=heuristic'.",
    )
    p.add_argument("--track", default="usa", help="track id (default: usa); see --list-tracks")
    p.add_argument("--strategies", "-s", nargs="+", default=None, metavar="STRATEGY",
                   help="one strategy per player car (default: heuristic cautious random)")
    p.add_argument("-n", "--races", type=int, default=1000, dest="n", help="number of races (default: 1000)")
    p.add_argument("--seed", type=int, default=0, help="seed of the batch (default: 0)")
    p.add_argument("--legends", type=int, default=0, help="Legend cars in every race (default: 0)")
    p.add_argument("--laps", type=int, default=None, help="laps (default: as printed on the board)")
    p.add_argument("--processes", "-p", type=int, default=None,
                   help="worker processes (default: all cores; 1 runs in this process)")
    p.add_argument("--weather", default=None, metavar="TOKEN",
                   help="Weather & Road Conditions module: a weather token (cloud, fog, storm, snow, rain, sun) "
                        "or 'random' (drawn per race); off by default")
    p.add_argument("--out", "-o", default=None, help="write the results: .parquet, .csv or .jsonl")
    p.add_argument("--out-dir", default=None, metavar="DIR",
                   help="stream results and decisions to partitioned Parquet in a new directory as races finish")
    p.add_argument("--time-limit", type=float, default=None, metavar="SECONDS",
                   help="seconds a strategy may take for one decision (default: no limit)")
    p.add_argument("--quiet", "-q", action="store_true", help="no progress bar")
    p.add_argument("--list-tracks", action="store_true",
                   help="list the tracks (marking the expansion boards, which cannot be raced yet) and exit")
    p.add_argument("--season", default=None, metavar="SEASON",
                   help="play whole Championship seasons instead of races: 1961-1965 (1964 and 1965: the expansions' "
                        "seasons), custom or goat "
                        "(-n seasons; raced without the build step, weather and sponsors unless --booklet)")
    p.add_argument("--booklet", action="store_true",
                   help="with --season: the booklet's whole season (build step, weather, Sponsorship cards)")
    return p


def _load(spec: str) -> Strategy:
    """A strategy from the command line: a registered name, or module:function."""
    from ..bots import STRATEGIES, strategy
    name = spec.split(":", 1)[0].strip().lower()
    if name in STRATEGIES or ":" not in spec:
        return strategy(spec)
    module, _, attr = spec.partition(":")
    try:
        obj: Strategy = getattr(importlib.import_module(module), attr)  # checked callable below
    except (ImportError, AttributeError) as e:
        raise ValueError(f"cannot load strategy {spec!r}: {e}") from None
    if not callable(obj):
        raise ValueError(f"{spec!r} is not callable")
    return obj


def _strategies(specs: list[str]) -> dict[str, Strategy] | list[Strategy]:
    """Strategies from the command line: a list, or a dict when cars are named ("Ana=heuristic")."""
    named: dict[str, Strategy] = {}
    plain: list[Strategy] = []
    for spec in specs:
        car, eq, rest = spec.partition("=")
        if eq and ":" not in car:  # "Ana=heuristic" (but not "heuristic:risk=2")
            if not car.strip():
                raise ValueError(f"a car name is missing in {spec!r}")
            named[car.strip()] = _load(rest.strip())
        else:
            plain.append(_load(spec))
    if named and plain:
        raise ValueError("name every car (Ana=heuristic Ben=random) or none")
    return named or plain


def _write(df: pl.DataFrame, path: str) -> None:
    ext = os.path.splitext(path)[1].lower()
    if ext == ".parquet":
        df.write_parquet(path)
    elif ext == ".csv":
        df.write_csv(path)
    elif ext in (".jsonl", ".ndjson"):
        df.write_ndjson(path)
    else:
        raise ValueError(f"--out must end in .parquet, .csv or .jsonl (got {path!r})")


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    from ..engine import HeatError, load_track, tracks
    from ..engine.errors import shorten
    if args.list_tracks:
        for t in tracks():
            missing = load_track(t).unsupported_rules()
            print(t if not missing else f"{t:<15} cannot be raced yet: needs {', '.join(missing)}")
        return 0
    from . import SimulationError, simulate, summarise
    if args.season is not None:
        from .season import main_seasons
        return main_seasons(args, _strategies, _write)
    try:
        if args.out:
            ext = os.path.splitext(args.out)[1].lower()
            if ext not in (".parquet", ".csv", ".jsonl", ".ndjson"):
                raise ValueError(f"--out must end in .parquet, .csv or .jsonl (got {args.out!r})")
        if args.out and args.out_dir:
            raise ValueError("give --out (one file) or --out-dir (partitioned Parquet), not both")
        if args.out_dir and os.path.exists(args.out_dir) and not os.path.isdir(args.out_dir):
            raise ValueError(f"--out-dir {shorten(args.out_dir)} is a file: give a new or empty directory "
                             "(--out writes one file)")
        strategies = _strategies(args.strategies or ["heuristic", "cautious", "random"])
        processes = args.processes if args.processes is not None else (os.cpu_count() or 1)
        start = time.perf_counter()
        weather: dict[str, Any] = {} if args.weather is None else {
            "modules": ["weather"], "weather": None if args.weather == "random" else args.weather}
        results = simulate(track=args.track, strategies=strategies, n=args.n, seed=args.seed, legends=args.legends,
                           laps=args.laps, processes=processes, progress=not args.quiet, time_limit=args.time_limit,
                           out=args.out_dir, **weather)
        seconds = time.perf_counter() - start
    except SimulationError as e:
        print(f"heat-sim: {e}", file=sys.stderr)
        if args.out and e.partial is not None and len(e.partial):
            _write(e.partial, args.out)
            print(f"heat-sim: the finished races were written to {args.out}", file=sys.stderr)
        return 130 if isinstance(e, KeyboardInterrupt) else 1
    except (HeatError, ValueError, TypeError) as e:
        print(f"heat-sim: error: {e}", file=sys.stderr)
        return 2
    if args.out:
        _write(cast("pl.DataFrame", results), args.out)  # one file (not --out-dir): a DataFrame
    import polars as pl
    if isinstance(results, pl.LazyFrame):  # --out-dir: only the columns the summary needs are read
        table = results.select("strategy", "race", "seed", "place", "won", "legend", "rounds", "spin_outs",
                               "heat_paid", "boosts").collect()
    else:
        table = results
    summary = summarise(table)
    with pl.Config(tbl_rows=50, tbl_cols=20, tbl_hide_dataframe_shape=True, float_precision=3, tbl_width_chars=200,
                   tbl_hide_column_data_types=True):
        print(summary.select("strategy", "cars", "wins", "win_rate", "win_low", "win_high", "mean_place",
                             "place_low", "place_high", "mean_rounds", "spin_outs"))
    where = args.out or args.out_dir
    print(f"{args.n} races on {args.track} in {seconds:.1f} s" + (f"; results written to {where}" if where else ""))
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
