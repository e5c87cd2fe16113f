"""The engine's shuffles (engine/streams.py) are the standard library's: the random stream of every
seeded race, example and teaching notebook stays as it was (DESIGN: every race replayable from its
config, seed and decisions; issue 15: the stream changes only with a new file-format version)."""
import random

from heat_widget.engine import streams


def test_a_shuffle_gives_the_permutation_random_shuffle_gives_for_the_same_text_seed():
    for seed in (0, 1, 7, 2**31 - 1, "x"):
        for stream in ("car0", "car3", "legends", "sponsors"):
            for count in range(4):
                for size in (0, 1, 2, 3, 5, 12, 18, 40, 100):
                    mine = list(range(size))
                    streams.shuffle(mine, seed, stream, count)
                    theirs = list(range(size))
                    random.Random(f"heat_widget:{seed}:{stream}:{count}").shuffle(theirs)
                    assert mine == theirs, (seed, stream, count, size)


def test_shuffles_of_different_draws_differ():
    first, second = list(range(20)), list(range(20))
    streams.shuffle(first, 5, "car0", 0)
    streams.shuffle(second, 5, "car0", 1)
    assert first != second and sorted(first) == sorted(second) == list(range(20))
