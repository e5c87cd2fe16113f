"""A batch season (`Championship.new(..., record=False)`): its races are batch races (engine/snapshots.py)
and it is the same season as its recording: the same decisions, results, points, standings, champion,
scoresheet and file, over every kind of season and every part of the booklet's season (advanced
booklet, Championship System: Before Each Race, After Each Race, Completing a Championship Season).
`simulate_seasons` plays batch seasons."""
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import heat_widget as hw
from heat_widget.bots import aggressive, cautious, heuristic, play_bots, random_legal

from season_equivalence import DRIVERS, check_same_season, outcome as _outcome, seasons as _seasons


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from([1961, 1962, 1963, "custom"]), players=st.integers(1, 3), legends=st.integers(0, 2),
       upgrades=st.sampled_from([None, "basic", "all"]), weather=st.booleans(), sponsors=st.booleans(),
       seed=st.integers(0, 2**31 - 1))
def test_a_batch_season_is_the_same_season_as_its_recording(kind, players, legends, upgrades, weather, sponsors,
                                                            seed):
    rng = random.Random(seed)
    names = ["Ana", "Ben", "Cy"][:players]
    kw = dict(season=kind, players=names, legends=legends, upgrades=upgrades, weather=weather, sponsors=sponsors,
              seed=seed)
    check_same_season(kw, {n: rng.choice(sorted(DRIVERS)) for n in names})


def test_a_batch_goat_is_the_same_as_its_recording():
    """GOAT: three seasons in succession, with the upgrade each player keeps between them."""
    recorded, batch = _seasons(season="goat", players=["Ana", "Ben"], legends=1, upgrades="basic", weather=True,
                               sponsors=True, seed=11)
    for season in (recorded, batch):
        play_bots(season, {"Ana": heuristic, "Ben": cautious})
    assert any(action.startswith("keep ") for _race, _car, action in batch.log)
    assert _outcome(batch) == _outcome(recorded) and batch.to_json() == recorded.to_json()


@pytest.mark.parametrize("seed", range(6))
def test_cars_eliminated_by_event_10_score_as_in_the_recorded_season(seed):
    """Event 10: "A driver who spins out is eliminated from the race and scores 0 Championship
    points". A batch season reads who was eliminated from the cars (in the order of elimination:
    each takes the last free place), not from events it does not keep."""
    kw = dict(season="custom", races=[("usa", 10), ("italy", 5)], players=["Ana", "Ben", "Cy"], legends=1,
              upgrades=None, weather=False, sponsors=False, seed=seed)
    recorded, batch = _seasons(**kw)
    bots = {"Ana": aggressive, "Ben": hw.bots.strategy("heuristic:risk=4"), "Cy": random_legal}
    for season in (recorded, batch):
        play_bots(season, bots)
    assert batch.results == recorded.results and batch.points == recorded.points
    events = [tuple(e.car for e in r.events if e.kind == "eliminated") for r in recorded.races]
    assert [r.eliminated for r in batch.results] == events


def test_event_10_eliminates_someone_in_those_seasons():
    """The test above is not empty: its bots spin out under event 10 in some of its seasons, several
    cars in one race in some (event 10 is the first race's)."""
    counts = []
    for seed in range(6):
        season = hw.Championship.new(season="custom", races=[("usa", 10), ("italy", 5)], players=["Ana", "Ben", "Cy"],
                                     legends=1, upgrades=None, weather=False, sponsors=False, seed=seed, record=False)
        play_bots(season, {"Ana": aggressive, "Ben": hw.bots.strategy("heuristic:risk=4"), "Cy": random_legal})
        counts += [len(r.eliminated) for r in season.results]
    assert max(counts) >= 2


def test_a_batch_season_hears_decisions_made_on_its_race_directly():
    """Decisions may reach a season's race directly (a cell's `race.act`): a batch season hears them
    too, through its races' listeners (which get no step: a batch race keeps none)."""
    kw = dict(season=1961, players=["Ana", "Ben"], upgrades=None, weather=False, sponsors=False, seed=4)
    recorded, batch = _seasons(**kw)
    for season in (recorded, batch):
        while not season.finished:
            race = season.current_race
            d = race.pending[0]
            view = race.view(d.car)
            race.act(d.car, heuristic(view, d))
    assert not batch.races[0].recording
    assert _outcome(batch) == _outcome(recorded)


def test_a_batch_season_records_once_something_subscribes():
    """`subscribe` (the season widget's) needs every step: the batch season starts recording, its
    current race rebuilt by replay, and its next races record."""
    season = hw.Championship.new(season=1961, players=["Ana", "Ben"], upgrades=None, weather=False, sponsors=False,
                                 seed=5, record=False)
    while len(season.races) < 1 or len(season.current_race.log) < 20:
        d = season.pending[0]
        season.act(d.car, heuristic(season.view(d.car), d))
    steps = []
    season.subscribe(lambda s, step: steps.append(step))
    assert season.recording and season.current_race.recording
    assert len(season.current_race.timeline) == 21  # the start and the 20 decisions, rebuilt
    play_bots(season, {"Ana": heuristic, "Ben": heuristic})
    assert steps and all(step is not None for step in steps)
    assert all(r.recording for r in season.races[1:])
    widget = hw.ChampionshipWidget(season)
    assert widget.season is season


def test_a_batch_season_loads_from_json_and_record_is_checked():
    kw = dict(season=1962, players=["Ana", "Ben"], legends=1, seed=9)
    recorded, _ = _seasons(**kw)
    play_bots(recorded, {"Ana": heuristic, "Ben": cautious})
    text = recorded.to_json()
    loaded = hw.Championship.from_json(text, record=False)
    assert not loaded.recording and not any(r.recording for r in loaded.races)
    assert _outcome(loaded) == _outcome(recorded) and loaded.to_json() == text
    for bad in ("no", 1, None):
        with pytest.raises(hw.ScenarioError, match="record must be True or False"):
            hw.Championship.new(season=1961, players=["Ana"], seed=1, record=bad)
        with pytest.raises(hw.ScenarioError, match="record must be True or False"):
            hw.Championship.from_json(text, record=bad)


def test_simulate_seasons_plays_batch_seasons_with_the_recorded_results():
    """simulate_seasons plays batch seasons: the same rows as seasons played recorded."""
    results = hw.analysis.simulate_seasons(season=1961, strategies=["heuristic", "cautious"], n=3, seed=2)
    rng = random.Random("heat_widget seasons:2")
    for i in range(3):
        season = hw.Championship.new(season=1961, players=["heuristic", "cautious"], seed=rng.randrange(2**31),
                                     upgrades=None, weather=False, sponsors=False)
        play_bots(season, {"heuristic": heuristic, "cautious": cautious})
        rows = results.filter(results["season_index"] == i)
        assert rows["points"].to_list() == [season.points[n] for n in season.names]
        assert rows["champion"].to_list() == [season.champion == n for n in season.names]
