"""Race tables (heat_widget.analysis.tables): built from the timeline, consistent with the race."""
from __future__ import annotations

import polars as pl
import pytest

import heat_widget as hw

PLAYERS = ["Ana", "Ben", "Cy"]


@pytest.fixture(scope="module")
def race():
    r = hw.Race.new(track="usa", players=PLAYERS, legends=2, seed=11)
    hw.bots.run_race(r, {"Ana": hw.bots.heuristic, "Ben": hw.bots.aggressive, "Cy": hw.bots.random_legal})
    return r


@pytest.fixture(scope="module")
def cars(race):
    return race.table("cars")


def test_cars_table_has_one_row_per_car_per_step(race, cars):
    assert cars.height == len(race.timeline) * len(race.cars)
    assert cars["step"].n_unique() == len(race.timeline)
    for col in ("step", "round", "car", "lap", "space", "distance", "place", "gear", "speed", "heat_engine",
                "heat_hand", "heat_deck", "heat_discard", "stress_hand", "stress_deck", "hand_size", "boosted",
                "slipstreamed", "adrenaline", "corner_heat", "spun_out", "finished"):
        assert col in cars.columns


def test_cars_table_matches_the_snapshots(race, cars):
    for index in (0, len(race.timeline) // 2, len(race.timeline) - 1):
        state = race.timeline[index].state
        rows = cars.filter(pl.col("step") == index)
        for c in state.cars:
            row = rows.filter(pl.col("car") == c.name).row(0, named=True)
            assert (row["lap"], row["space"], row["gear"], row["heat_engine"]) == (c.lap, c.space, c.gear, c.engine)
            assert row["heat_hand"] == c.hand.count("H") and row["stress_deck"] == c.deck.count("S")
            assert row["hand_size"] == len(c.hand) and row["finished"] == c.finished
            assert row["place"] == state.places.index(c.name) + 1
            assert row["distance"] == c.lap * race.track.spaces + c.space


def test_every_heat_card_is_somewhere(race, cars):
    """Engine + hand + deck + discard + play area is the same for a car all race long."""
    total = (cars.filter(~pl.col("legend"))
             .with_columns(all=pl.col("heat_engine") + pl.col("heat_hand") + pl.col("heat_deck")
                           + pl.col("heat_discard") + pl.col("heat_play"))
             .group_by("car").agg(pl.col("all").n_unique().alias("distinct"), pl.col("all").first()))
    assert total["distinct"].to_list() == [1] * len(PLAYERS)
    assert total["all"].to_list() == [race.track.heat + 1] * len(PLAYERS)


def test_places_are_a_permutation_at_every_step(race, cars):
    sizes = cars.group_by("step").agg(pl.col("place").sort().alias("p"))["p"].to_list()
    assert all(p == list(range(1, len(race.cars) + 1)) for p in sizes)


def test_running_totals_match_the_events(race, cars):
    last = cars.filter(pl.col("step") == len(race.timeline) - 1)
    for name in PLAYERS:
        heat = sum(e.fields["heat"] for e in race.events if e.car == name and e.kind in ("corner", "spin_out"))
        spins = sum(1 for e in race.events if e.car == name and e.kind == "spin_out")
        row = last.filter(pl.col("car") == name).row(0, named=True)
        assert (row["corner_heat"], row["spin_outs"]) == (heat, spins)


def test_events_table(race):
    events = race.table("events")
    assert events.height == len(race.events)
    assert events["seq"].to_list() == list(range(len(race.events)))
    spins = events.filter(pl.col("kind") == "spin_out")
    assert spins.height == sum(1 for e in race.events if e.kind == "spin_out")
    assert events.filter(pl.col("kind") == "corner")["limit"].null_count() == 0
    assert events["text"].null_count() == 0


def test_rounds_table(race):
    rounds = race.table("rounds")
    assert rounds["round"].min() == 0 and rounds["round"].max() == race.round
    assert rounds.height == (race.round + 1) * len(race.cars)
    assert rounds["complete"].all()
    winner = rounds.filter(pl.col("finished") == 1)["car"].unique().to_list()
    assert winner == [race.standings[0]]
    # what each car did adds up to what the events say
    boosts = rounds.group_by("car").agg(pl.col("boosted").sum())
    for name, count in boosts.iter_rows():
        assert count == sum(1 for e in race.events if e.car == name and e.kind == "boost")
    # the leader of each round has no gap
    assert rounds.group_by("round").agg(pl.col("gap").min())["gap"].to_list() == [0] * (race.round + 1)


def test_steps_table_maps_steps_to_rounds(race):
    steps = race.table("steps")
    assert steps.height == len(race.timeline)
    assert steps["t"].is_sorted()
    assert steps.row(1, named=True)["action"] == str(race.timeline[1].action)


def test_tables_of_a_race_in_progress():
    r = hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 8, "lap": 1, "gear": 3,
                                             "hand": ["4", "4", "3", "2", "1", "H", "S"]}], seed=1, round=3)
    r.act("Ana", "gear 3")
    rounds = r.table("rounds")
    assert rounds["round"].to_list() == [2, 3]
    assert rounds["complete"].to_list() == [True, False]
    assert r.table("cars").height == 2
    assert r.table("events").height >= 1


def test_unknown_table_name(race):
    with pytest.raises(hw.UnknownName, match="unknown table 'laps'.*'cars'"):
        race.table("laps")
