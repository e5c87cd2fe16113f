"""Issue 12, Tables and charts: the tokens in race.table (a per-corner/sector table and each car's
effects per step) and a chart and a table over simulate() results by weather token."""
import random

import pytest

import heat_widget as hw
from engine_helpers import car, plan, play_random, scenario
from heat_widget import charts

ROAD = {1: "weather", 2: "overheat", 3: "heat_control", 4: "limit-1"}


def test_road_table_one_row_per_corner_line_and_sector():
    """race.table("road"): each corner line and each sector with its token, effect and limits."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1, modules=["weather"], weather="rain", road=ROAD)
    t = race.table("road")
    assert t.height == 8
    assert t.filter(t["where"] == "sector")["token"].to_list() == ["weather", None, "heat_control", None]
    assert t.filter(t["where"] == "corner")["limit"].to_list() == [7, 3, 3, 1]
    first = t.filter((t["corner"] == 1) & (t["where"] == "sector")).row(0, named=True)
    assert (first["first_space"], first["last_space"]) == (13, 33)
    assert first["effect"].startswith("Rain: Cooling bonus")
    last = t.filter((t["corner"] == 4) & (t["where"] == "sector")).row(0, named=True)
    assert (last["first_space"], last["last_space"]) == (58, 12)  # across the finish line


def test_road_effects_table_lists_each_cars_effects_per_step():
    """race.table("road_effects"): every event a token changed, with the step it belongs to."""
    race = scenario([car("Ana", 28, gear=2, hand=["3", "3", "1", "1", "2", "2", "4"]), car("Ben", 2)],
                    modules=["weather"], weather="cloud", road=ROAD)
    plan(race, "Ana", 2, "3 3")
    plan(race, "Ben", 1, "1")
    race.act("Ana", "done")
    t = race.table("road_effects")
    row = t.filter(t["kind"] == "corner").row(0, named=True)
    assert (row["car"], row["corner"], row["heat"]) == ("Ana", 2, 4)
    assert row["effect"] == "Overheat: 1 of it for the road"
    assert row["step"] == len(race.timeline) - 1


def test_road_tables_need_the_module():
    race = hw.Race.new(track="usa", players=["Ana"], seed=1)
    with pytest.raises(hw.UnsupportedRule, match="modules=\\['weather'\\]"):
        race.table("road")


def test_road_effects_of_a_random_race_are_all_narrated():
    race = hw.Race.new(track="italy", players=["Ana", "Ben", "Cy"], seed=3, laps=1, modules=["weather"],
                       weather="snow", road=["weather", "overheat", "heat_control"])
    play_random(race, random.Random(2))
    t = race.table("road_effects")
    assert set(t["kind"]) >= {"weather_setup"}
    assert t["effect"].is_not_null().all()


def test_weather_summary_and_chart_over_simulate_results():
    """A table and a chart over simulate() showing the effect of the weather: finishing round per
    weather token; each race's token is the one its seed draws."""
    results = hw.simulate(track="usa", strategies=["heuristic", "cautious"], n=12, seed=4, laps=1,
                          progress=False, modules=["weather"])
    with_w = hw.analysis.with_weather(results)
    for seed, weather in with_w.select("seed", "weather").unique().iter_rows():
        race = hw.analysis.play_race("usa", ["heuristic", "cautious"], seed=seed, laps=1, modules=["weather"])
        assert race.conditions.weather == weather
    summary = hw.analysis.weather_summary(results)
    assert summary["races"].sum() == 12
    assert set(summary.columns) >= {"weather", "mean_rounds", "heat_paid", "spin_outs"}
    spec = charts.weather_chart(results).to_dict()
    assert spec["title"] == "Finishing round by weather"
    fixed = hw.simulate(track="usa", strategies=["heuristic"], n=2, seed=1, laps=1, progress=False,
                        modules=["weather"], weather="fog")
    assert hw.analysis.weather_summary(fixed, weather="fog")["weather"].to_list() == ["fog"]
