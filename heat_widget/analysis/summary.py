"""Summaries of `simulate` results, with honest uncertainty.

Win rates come with Wilson score intervals, mean places with normal intervals from the spread of
places; both are 95% intervals by default. Races are independent, so these are fair for comparing
strategies that each drive one car per race. When strategies were compared on the same seeds (the
same `seed` and `n`), `paired` measures the difference race by race, which is much tighter.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

import polars as pl

from ..engine.errors import BadArgument, one_of, shorten

Z95 = 1.959963984540054


def wilson(wins: pl.Expr, n: pl.Expr, z: float = Z95) -> tuple[pl.Expr, pl.Expr]:
    """Expressions for the low and high ends of the Wilson score interval of wins / n."""
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)).sqrt()) / denom
    low = pl.when(wins <= 0).then(0.0).otherwise((centre - half).clip(0.0, 1.0))
    high = pl.when(wins >= n).then(1.0).otherwise((centre + half).clip(0.0, 1.0))
    return low, high


def summarise(results: pl.DataFrame, by: str | Sequence[str] = "strategy", z: float = Z95,
              legends: bool = True) -> pl.DataFrame:
    """One row per group (`by`: a column name or a list, default "strategy"): cars, races, wins,
    win_rate with win_low/win_high, mean_place with place_low/place_high, mean finishing round,
    spin-outs, Heat paid, Boosts per race. Sorted best first."""
    cols: list[object] = [by] if isinstance(by, str) else list(by) if isinstance(by, (list, tuple)) else [by]
    _check(results, z, *cols)  # each a column's name
    by = [c for c in cols if isinstance(c, str)]
    if not legends:
        results = results.filter(~pl.col("legend"))
    n = pl.len()
    wins = pl.col("won").sum()
    low, high = wilson(wins, n, z)
    place_half = z * pl.col("place").std() / n.sqrt()
    out = (
        results.group_by(by, maintain_order=True)
        .agg(
            cars=n,
            races=pl.col("race").n_unique(),
            wins=wins,
            win_rate=wins / n,
            win_low=low,
            win_high=high,
            mean_place=pl.col("place").mean(),
            place_low=pl.col("place").mean() - place_half.fill_null(0.0),
            place_high=pl.col("place").mean() + place_half.fill_null(0.0),
            mean_rounds=pl.col("rounds").mean(),
            spin_outs=pl.col("spin_outs").mean(),
            heat_paid=pl.col("heat_paid").mean(),
            boosts=pl.col("boosts").mean(),
        )
        .sort(["mean_place", "win_rate"], descending=[False, True])
    )
    return out


def place_distribution(results: pl.DataFrame, by: str = "strategy", z: float = Z95) -> pl.DataFrame:
    """How often each group finished in each place: by, place, count, share, share_low, share_high."""
    _check(results, z, by)
    total = pl.col("count").sum().over(by)
    low, high = wilson(pl.col("count"), total, z)
    return (
        results.group_by([by, "place"]).agg(count=pl.len())
        .with_columns(share=pl.col("count") / total, share_low=low, share_high=high)
        .sort([by, "place"])
    )


def paired(results: pl.DataFrame, a: str, b: str, by: str = "strategy", z: float = Z95) -> pl.DataFrame:
    """Race-by-race difference between two groups that ran on the same seeds: for each race where
    both drove, place(a) - place(b) and whether a finished ahead of b. One row: races, mean
    difference in place with its interval, share of races a beat b with a Wilson interval."""
    _check(results, z, by)
    left = results.filter(pl.col(by) == a).group_by("seed").agg(pa=pl.col("place").mean())
    right = results.filter(pl.col(by) == b).group_by("seed").agg(pb=pl.col("place").mean())
    both = left.join(right, on="seed", how="inner")
    if both.is_empty():
        raise BadArgument(f"no race has both {by} {shorten(a)} and {shorten(b)}; run them with the same seed and n")
    d = pl.col("pa") - pl.col("pb")
    n = pl.len()
    ahead = (pl.col("pa") < pl.col("pb")).sum()
    low, high = wilson(ahead, n, z)
    half = z * d.std() / n.sqrt()
    return both.select(
        a=pl.lit(a), b=pl.lit(b), races=n,
        place_diff=d.mean(), diff_low=d.mean() - half.fill_null(0.0), diff_high=d.mean() + half.fill_null(0.0),
        a_ahead=ahead / n, ahead_low=low, ahead_high=high,
    )


def need_frame(table: object, what: str, source: str) -> None:
    """BadArgument unless `table` is a polars DataFrame (`what` needs one from `source`)."""
    if not isinstance(table, pl.DataFrame):
        raise BadArgument(f"{what} needs a polars DataFrame from {source}, not {type(table).__name__}")


def _check(results: object, z: object = Z95, *by: object) -> None:
    """The table (simulate's), the interval's z (a positive number) and the columns to group `by`."""
    if not isinstance(results, pl.DataFrame):
        raise BadArgument(f"expected the polars DataFrame from hw.simulate, not {type(results).__name__}")
    need = {"race", "seed", "place", "won", "legend", "rounds", "spin_outs", "heat_paid", "boosts"}
    missing = need - set(results.columns)
    if missing:
        raise BadArgument(f"this table lacks the columns {', '.join(sorted(missing))}: pass hw.simulate's result")
    if isinstance(z, bool) or not isinstance(z, (int, float)) or not 0 < z < math.inf:
        raise BadArgument(f"z must be a positive number (1.96: 95% intervals), not {shorten(z)}")
    for col in by:
        if not isinstance(col, str) or col not in results.columns:
            raise BadArgument(f"no column {shorten(col)} to group by; columns are {one_of(results.columns)}")
