"""A batch race is the same race as its recording (issue 15, Done means; DESIGN: the race is
event-sourced, its timeline and events are derived data). For the same config, seed and decisions, a
race made with `record=False` and one that recorded all along have the same log, results, standings
and JSON; rebuilt by replay, the same timeline, events and tables; their forks are the same race; and
at every decision every seat's view is the same, so the shipped bots, which decide from views, make
the same choices in both. Drawn over every option and module a race can have
(tests/batch_equivalence.py: Championship events, press corners and sponsors, Garage, Weather and
road conditions, Legends and Pro Legends, Tournament mode, every playable track).

Quick here; `HEAT_EQUIVALENCE_EXAMPLES=2000` draws more, and tests/soak/batch_equivalence.py N
plays N races with a summary of the mixes covered."""
import itertools
import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import heat_widget as hw
from heat_widget.engine.modules import REGISTRY

from batch_equivalence import DRIVERS, check_same_race, playable_tracks, race_kwargs
from engine_helpers import car, legend

EXAMPLES = int(os.environ.get("HEAT_EQUIVALENCE_EXAMPLES", "10"))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.randoms(use_true_random=False), st.sampled_from(DRIVERS), st.sampled_from(DRIVERS),
       st.integers(0, 2**31 - 1), st.sampled_from([None, None, 7, 60]))
def test_a_batch_race_is_the_same_race_as_its_recording(rng, first, others, seed, stop):
    """Any race (any mix of modules and options, random play and bots, finished or stopped midway):
    the batch race and the recorded race agree at every decision and in everything derived."""
    kw = race_kwargs(rng)
    drivers = {name: first if i == 0 else others for i, name in enumerate(kw["players"])}
    check_same_race(kw, drivers, seed, stop)


MIXES = [list(m) for k in range(len(REGISTRY) + 1) for m in itertools.combinations(sorted(REGISTRY), k)]


@pytest.mark.parametrize("modules", MIXES, ids=lambda m: "+".join(m) or "base")
def test_a_batch_race_is_the_same_race_as_its_recording_in_every_module_mix(modules):
    """Every combination of the registered modules with Legends (Pro Legends), half of them in
    Tournament mode, with random legal play and every shipped bot at the wheel (the draw above may miss a
    mix): Championship with an Event card, press corners on every corner and a sponsor deck; Garage
    drafting; Weather drawing its tokens."""
    k = MIXES.index(modules) % 2  # half of the mixes in Tournament mode, on another track
    track = playable_tracks()[MIXES.index(modules) % len(playable_tracks())]
    kw = dict(track=track, players=["Ana", "Ben", "Cy", "Di"], legends=2, pro_legends=1, laps=1,
              seed=k, modules=modules, tournament=k == 1)
    if "championship" in modules:
        kw.update(event=[8, 2][k], press_corners=[c.after_space for c in hw.load_track(track).corners],
                  sponsor_deck=["s80", "s81", "s82", "s83", "s84"] * 3, sponsor_hand={"Ana": ["s80"]})
    if "garage" in modules:
        kw.update(upgrades=["basic", "mixed"][k])
    drivers = dict(zip(kw["players"], ["legal"] + [d for d in DRIVERS if d != "legal"]))
    assert check_same_race(kw, drivers, seed=k) > 20


@pytest.mark.parametrize("modules", MIXES, ids=lambda m: "+".join(m) or "base")
def test_a_batch_scenario_is_the_same_race_as_its_recording_in_every_module_mix(modules):
    """`Race.scenario(..., record=False)` with any mix of modules (the cars built as given: an
    upgrade card and a Sponsorship card in hand, a Legend ahead): the same race as the recorded
    scenario, the shipped bots and random play at the wheel."""
    hand = ["1", "2", "3", "3", "4", "2"] + (["u16"] if "garage" in modules else ["1"])
    ben = ["1", "2", "3", "4", "4", "2"] + (["s81"] if "championship" in modules else ["1"])
    kw = dict(track="usa", seed=3, laps=1, modules=modules,
              cars=[car("Ana", 18, hand=hand), car("Ben", 20, hand=ben), car("Cy", 16, spot=2),
                    legend("Blue Legend", "blue", 24)])
    if "championship" in modules:
        kw.update(event=8, press_corners=[33, 49], sponsor_deck=["s82", "s83", "s84"] * 2)
    if "weather" in modules:
        kw.update(weather="rain")
    drivers = {"Ana": "heuristic", "Ben": "legal", "Cy": "cautious"}
    assert check_same_race(kw, drivers, seed=3) > 10
