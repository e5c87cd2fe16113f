"""How strong the search bot is (issue 24, items 2-4), paired A/B on the same seeds, run on demand:

    .venv/bin/python tests/benchmarks/bench_search_strength.py --ruler search --out /tmp/a.parquet
    .venv/bin/python tests/benchmarks/bench_search_strength.py --ruler search:leaf=0 --out /tmp/b.parquet
    .venv/bin/python tests/benchmarks/bench_search_strength.py --compare /tmp/a.parquet /tmp/b.parquet

Plays, in this one process (hw.analysis.tournament, seats rotated over paired seeds, seed 2411):
- "pairs": the ruler head to head against "heuristic", 2 cars, on --h2h tracks (Italy, USA);
- "legends": the ruler against Legends, --cars field sizes (3: 2 Legends), on --legends tracks (Italy).
It prints per cell the wins with their 95% Wilson interval against the fair share and the mean place,
and the CPU time. `--out` keeps the rows (one per car per race) as Parquet. `--compare A B` pairs
two such tables race by race (same field, track, cars, seed, grid) and prints B's wins minus A's
with a paired 95% interval (Student's t over the races) and their mean places.
`--csv FILE --label TEXT` appends the ruler's cells (of the races played, or of `--table`, a table
kept by --out) to FILE in the format of notebooks/data/search_vs_heuristic.csv, the ruler named TEXT
(say what it is and on which seed). `--legends ""` plays the head-to-head cells only.
"""
from __future__ import annotations

import argparse
import math
import statistics
import time

import polars as pl

from heat_widget.analysis.strength import tournament, tournament_cells


def play(ruler: str, races: int, seed: int, h2h: tuple, legends: tuple, cars: tuple) -> pl.DataFrame:
    parts = []
    if h2h:
        parts.append(tournament([ruler, "heuristic"], tracks=h2h, cars=(2,), races=races, seed=seed,
                                fields=["pairs"], garage_weather=False, processes=1, progress=False))
    if legends:
        parts.append(tournament([ruler], tracks=legends, cars=cars, races=races, seed=seed, fields=["legends"],
                                garage_weather=False, processes=1, progress=False))
    return pl.concat(parts)


def show(t: pl.DataFrame) -> None:
    c = tournament_cells(t).select("field", "track", "cars", "ruler", "races", "wins", "win_low", "win_high",
                                   "fair_share", "mean_place")
    pl.Config.set_tbl_rows(40)
    pl.Config.set_tbl_cols(12)
    print(c.with_columns(pl.col("win_low", "win_high", "fair_share").round(3), pl.col("mean_place").round(2)))


def paired(a: pl.DataFrame, b: pl.DataFrame) -> None:
    """B minus A, race by race, for the searching ruler (the one that is neither heuristic nor a Legend)."""
    key = ["field", "track", "cars", "race", "seed"]

    def mine(t: pl.DataFrame) -> pl.DataFrame:
        return (t.filter(~pl.col("legend") & (pl.col("ruler") != "heuristic"))
                .select(*key, "ruler", won=pl.col("won").cast(pl.Int64), place="place"))
    j = mine(a).join(mine(b), on=key, suffix="_b")
    cells = list(j.group_by(["field", "track", "cars"], maintain_order=True)) + [(("all", "cells", "-"), j)]
    for (field, track, cars), g in cells:
        d = (g["won_b"] - g["won"]).to_list()
        n = len(d)
        mean = statistics.fmean(d)
        half = 1.96 * (statistics.stdev(d) / math.sqrt(n) if n > 1 else 0.0)
        print(f"{field:7s} {track:13s} {cars} cars, {n} races: {g['ruler'][0]} won {g['won'].sum()}, "
              f"{g['ruler_b'][0]} won {g['won_b'].sum()}; B - A {mean:+.3f} ({mean - half:+.3f} to {mean + half:+.3f}); "
              f"mean place {g['place'].mean():.2f} vs {g['place_b'].mean():.2f}")


def append_csv(t: pl.DataFrame, path: str, label: str) -> None:
    """The searching ruler's cells (neither heuristic nor a Legend) appended to `path` as rows of
    ruler,track,cars,races,wins,win_rate,win_low,win_high,fair_share,mean_place."""
    c = tournament_cells(t).filter(~pl.col("ruler").is_in(["heuristic", "legend"]))
    label = f'"{label}"' if "," in label else label
    with open(path, "a", encoding="utf-8") as f:
        for r in c.iter_rows(named=True):
            f.write(f"{label},{r['track']},{r['cars']},{r['races']},{r['wins']},{r['wins'] / r['races']:.4f},"
                    f"{r['win_low']:.4f},{r['win_high']:.4f},{r['fair_share']:.4f},{r['mean_place']:.3f}\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ruler", default="search")
    ap.add_argument("--races", type=int, default=100)
    ap.add_argument("--seed", type=int, default=2411)
    ap.add_argument("--h2h", default="italy,usa")
    ap.add_argument("--legends", default="italy")
    ap.add_argument("--cars", default="3")
    ap.add_argument("--out", default=None)
    ap.add_argument("--compare", nargs=2, default=None)
    ap.add_argument("--csv", default=None, help="append the ruler's cells to this CSV (with --label)")
    ap.add_argument("--label", default=None, help="the ruler's name in --csv's rows")
    ap.add_argument("--table", default=None, help="a table kept by --out: show (and --csv) it, play nothing")
    args = ap.parse_args()
    if args.compare:
        paired(pl.read_parquet(args.compare[0]), pl.read_parquet(args.compare[1]))
        return
    if args.table:  # a table kept by --out: its cells shown (and appended to --csv), nothing played
        t = pl.read_parquet(args.table)
        show(t)
        if args.csv:
            append_csv(t, args.csv, args.label or args.ruler)
        return
    split = lambda s: tuple(x for x in s.split(",") if x)  # noqa: E731
    started = time.process_time()
    t = play(args.ruler, args.races, args.seed, split(args.h2h), split(args.legends),
             tuple(int(k) for k in split(args.cars)))
    show(t)
    print(f"CPU {time.process_time() - started:.1f} s")
    if args.out:
        t.write_parquet(args.out)
    if args.csv:
        append_csv(t, args.csv, args.label or args.ruler)


if __name__ == "__main__":
    main()
