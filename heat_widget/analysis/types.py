"""Types the analysis shares, for annotations: a batch's rows, logs and failures, and what a
`strategies` argument may be."""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TypeAlias, TypedDict

from ..bots.types import StrategySpec

# One row of simulate's table: the values of batch.COLUMNS, in order (ints, text, booleans, None)
Row: TypeAlias = tuple[object, ...]
# One race's decisions in a batch: (race index, seed, results.encode_log's bytes)
Log: TypeAlias = tuple[int, int, bytes]
# What `simulate(strategies=...)` and the tournaments take: {car name: strategy or name}, or a list of
# them (cars named after them), or one alone; anything else is refused with a BadArgument
Strategies: TypeAlias = "Mapping[str, StrategySpec] | Iterable[StrategySpec] | StrategySpec | None"


class Failure(TypedDict, total=False):
    """How a worker reports the first race of its chunk that failed (batch.py `_play_chunk`)."""

    race: int | None
    seed: int | None
    type: str
    message: str
    traceback: str
    strategy_error: bool
    exception: BaseException | None  # the error itself, when the race ran in this process
    interrupted: bool


__all__ = ["Failure", "Log", "Row", "Strategies", "StrategySpec"]
