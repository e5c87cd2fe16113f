"""Randomness: independent, reproducible streams keyed by (seed, stream name, count).

The state of every stream is a counter, so a snapshot needs no generator state, a fork keeps the
same future, and one car's shuffles never depend on another car's choices.
"""
from __future__ import annotations

import random


def shuffle(items: list, seed, stream: str, count: int) -> None:
    """Shuffle `items` in place with the `count`-th draw of `stream` (string seeds hash with SHA-512,
    the same in every process)."""
    random.Random(f"heat_widget:{seed}:{stream}:{count}").shuffle(items)
