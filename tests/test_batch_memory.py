"""What a batch keeps (issue 22, item 1): a race of simulate is freed when it ends, not kept alive by
a reference cycle that simulate's tuned garbage collector would never look at again; and
simulate_seasons tunes the collector as simulate does. tests/benchmarks/bench_memory.py gives the
bytes per race."""
from __future__ import annotations

import gc

import heat_widget as hw
from heat_widget.analysis.tally import Tally
from heat_widget.bots import run_race

SMALL = dict(track="usa", strategies=["heuristic"] * 2, legends=1, laps=1, seed=3, progress=False)


def _races_alive() -> int:
    return sum(isinstance(o, hw.Race) for o in gc.get_objects())


def test_a_batch_race_counted_by_a_tally_leaves_no_reference_cycle():
    """The race holds its Tally (the event callback) and the Tally its race while it counts; leaving
    the `with` ends that: with the collector off, nothing of a finished race is left for it to find."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        gc.collect()
        race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, laps=1, seed=1, record=False)
        with Tally(race) as tally:
            run_race(race, {"Ana": hw.bots.heuristic, "Ben": hw.bots.heuristic})
        assert tally.cars["Ana"][-1] is not None  # it counted, up to the round the car finished
        del race, tally
        assert gc.collect() == 0
    finally:
        if enabled:
            gc.enable()


def test_no_race_of_a_batch_outlives_it():
    """simulate freezes the collector's view between races (batch.py `_quiet_gc`): a race still alive
    then is kept for the whole batch. Every race must be gone by the end, the collector off."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        gc.collect()
        before = _races_alive()
        results = hw.simulate(n=5, **SMALL)
        assert results.logs.height == 5
        assert _races_alive() == before
    finally:
        if enabled:
            gc.enable()


class _Watching:
    """Plays heuristic and notes the collector's first threshold and frozen count at each decision."""

    def __init__(self):
        self.seen: list[tuple[int, int]] = []

    def __call__(self, view, decision):
        self.seen.append((gc.get_threshold()[0], gc.get_freeze_count()))
        return hw.bots.heuristic(view, decision)


def test_simulate_seasons_tunes_the_collector_as_simulate_does():
    """In this process: fewer collector passes while seasons play, what is alive after a season
    frozen out of the collector's sight (as simulate does between races), and the settings back
    afterwards. Without it, booklet seasons ran 1.5x slower after earlier batches in a process."""
    threshold, frozen = gc.get_threshold(), gc.get_freeze_count()
    watch = _Watching()
    hw.analysis.simulate_seasons(season=1961, strategies={"Ana": watch, "Ben": "heuristic"}, n=2, seed=1,
                                 progress=False)
    assert watch.seen and all(t >= 10_000 for t, _ in watch.seen)
    if frozen == 0:  # simulate freezes only when nobody froze before it
        assert watch.seen[-1][1] > 0
    assert gc.get_threshold() == threshold and gc.get_freeze_count() == frozen
