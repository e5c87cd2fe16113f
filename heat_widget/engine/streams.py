"""Randomness: independent, reproducible streams keyed by (seed, stream name, count).

The state of every stream is a counter, so a snapshot needs no generator state, a fork keeps the
same future, and one car's shuffles never depend on another car's choices.
"""
from __future__ import annotations

import random
from typing import Any


def shuffle(items: list[Any], seed: object, stream: str, count: int) -> None:
    """Shuffle `items` in place with the `count`-th draw of `stream` (string seeds hash with SHA-512,
    the same in every process).

    The same permutation as `random.Random(text).shuffle(items)`: the Fisher-Yates walk of the
    standard library's `shuffle` with its `_randbelow` (rejection sampling over `getrandbits`)
    written out, one Python call fewer per card (random.shuffle instead: 0.53 M instructions more a
    race, 2.9% of the engine's; tests/benchmarks/bench_parts.py). It draws the very same bits in the same order
    (tests/test_streams.py compares it with `random.Random.shuffle`)."""
    getrandbits = random.Random(f"heat_widget:{seed}:{stream}:{count}").getrandbits
    for i in reversed(range(1, len(items))):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
