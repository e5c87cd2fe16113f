"""Issue 11, Tables and charts: race.table gains each car's upgrades and the symbol uses as events;
simulate accepts the module and its options and reports each car's upgrades; one chart answers
"which upgrades win"."""
import polars as pl
import pytest

import heat_widget as hw
from heat_widget.bots import run_race


@pytest.fixture(scope="module")
def results():
    return hw.simulate(track="italy", strategies=["heuristic", "cautious", "random"], n=12, seed=3, laps=1,
                       modules=["garage"], upgrades="mixed", progress=False)


def test_upgrades_table_lists_each_cars_cards_and_how_they_came():
    """Issue 11, Tables: race.table("upgrades"): one row per car per upgrade card, with the draft
    round and pick."""
    race = hw.Race.new(players=["Ana", "Ben"], modules=["garage"], seed=1, laps=1)
    run_race(race, {"Ana": hw.bots.heuristic, "Ben": hw.bots.cautious})
    t = race.table("upgrades")
    assert t.height == 6 and set(t["car"]) == {"Ana", "Ben"}
    assert sorted(t["round"].to_list()) == [1, 1, 2, 2, 3, 3]
    drafted = [(e.car, e.fields["card"]) for e in race.events if e.kind == "draft"]
    assert sorted(zip(t["car"], t["card"])) == sorted(drafted)


def test_symbol_uses_are_events_with_their_card():
    """Issue 11, Tables: each symbol use is an event of race.table("events"), with the card."""
    race = hw.Race.scenario(track="usa", modules=["garage"], seed=1, cars=[
        {"name": "Ana", "space": 20, "gear": 1, "hand": ["u21", "1", "2", "2", "3", "3", "4"],
         "deck": ["1", "2", "3", "..."], "discard": [], "engine": 6},
        {"name": "Ben", "space": 2, "gear": 1, "hand": ["1", "1", "2", "2", "3", "3", "4"]}])
    for name, cards in (("Ana", "u21"), ("Ben", "1")):
        race.act(name, "gear 1")
        race.act(name, f"play {cards}")
    race.act("Ana", "scrap")
    ev = race.table("events")
    row = ev.filter(pl.col("kind") == "scrap")
    assert row.height == 1 and row["car"][0] == "Ana"
    assert "scraps 2 cards" in row["text"][0]


def test_simulate_reports_each_cars_upgrades(results):
    """Issue 11, Tables: simulate accepts the module and its options; each car's upgrade cards are
    in the `upgrades` column (three per player)."""
    assert results.height == 36
    assert all(len(u.split()) == 3 for u in results["upgrades"])
    base = hw.simulate(track="usa", strategies=["heuristic"], n=1, seed=1, laps=1, progress=False)
    assert base["upgrades"].to_list() == [None]


def test_which_upgrades_win_summary_and_chart(results):
    """Issue 11, Charts: "which upgrades win": win rate and mean finishing place per upgrade card,
    with its count of cars, over a simulate() result."""
    summary = hw.analysis.upgrade_summary(results)
    assert summary["cars"].sum() == 36 * 3
    assert set(summary.columns) >= {"upgrade", "upgrade_name", "cars", "races", "win_rate", "mean_place"}
    assert summary["mean_place"].to_list() == sorted(summary["mean_place"].to_list())
    spec = hw.charts.upgrade_chart(results).to_dict()
    assert "Which upgrades win" in str(spec["title"])
    with pytest.raises(ValueError, match="garage"):
        hw.charts.upgrade_chart(hw.simulate(track="usa", strategies=["random"], n=1, laps=1, progress=False))
