"""Skill against luck, key moments, retry a decision, drills (analysis/luck.py, analysis/retry.py,
issue 33 items 1-3): the places a car's choices gave up and the places chance gave it add up to the
place it finished in; random play reads as less accurate than the heuristic; the largest swings come
first with the step to jump to; a decision taken again has the same future cards and is graded
against the move made."""
from __future__ import annotations

import polars as pl
import pytest

import heat_widget as hw
from heat_widget.analysis.luck import MOMENTS, SUMMARY, accuracy
from heat_widget.analysis.retry import DRILLS
from heat_widget.engine.errors import BadArgument


@pytest.fixture(scope="module")
def race():
    """The issue's race: one lap of USA, the random bot against the heuristic, with a Legend (seed 3)."""
    r = hw.Race.new(track="usa", players=["Rand", "Heur"], legends=1, seed=3, laps=1)
    hw.bots.play_bots(r, {"Rand": hw.bots.strategy("random"), "Heur": hw.bots.heuristic})
    return r


@pytest.fixture(scope="module")
def table(race):
    return hw.analysis.review(race, workers=1, progress=False)


@pytest.fixture(scope="module")
def summary(race, table):
    return hw.analysis.skill_and_luck(race, table)


def test_choices_chance_and_noise_add_up_to_the_place_finished_in(race, summary):
    assert summary.columns == [c for c, _ in SUMMARY]
    assert set(summary["car"]) == {"Rand", "Heur"}
    for r in summary.iter_rows(named=True):
        place = next(c.finished for c in race.cars if c.name == r["car"])
        assert r["place"] == place
        assert r["expected_at_start"] + r["places_lost"] - r["luck"] - r["noise"] == pytest.approx(place, abs=5e-3)  # each rounded to 0.001
        assert 1 <= r["luck_adjusted_place"] <= len(race.cars)
        assert r["sentence"].startswith(f"{r['car']} gave up ") and f"finished {place}" in r["sentence"]


def test_random_play_reads_as_less_accurate_than_the_heuristic(summary):
    """Issue 32/33: the review tells random play from the heuristic's (on main before, the random car,
    far behind, read 0.00 a move)."""
    rows = {r["car"]: r for r in summary.iter_rows(named=True)}
    assert rows["Rand"]["accuracy"] < rows["Heur"]["accuracy"]
    assert rows["Rand"]["places_lost"] / rows["Rand"]["decisions"] > rows["Heur"]["places_lost"] / rows["Heur"]["decisions"]
    assert rows["Rand"]["flagged"] > rows["Heur"]["flagged"]


def test_accuracy_runs_from_100_down_with_the_places_given_up():
    assert accuracy(0.0) == 100.0 and accuracy(0.01) == 90.5 and accuracy(0.1) == 36.8 and accuracy(-0.2) == 100.0


def test_key_moments_are_the_largest_swings_first_with_a_step_to_jump_to(race, table):
    moments = hw.analysis.key_moments(race, table, most=4)
    assert moments.columns == [c for c, _ in MOMENTS] and moments.height == 4
    swings = [abs(x) for x in moments["swing"]]
    assert swings == sorted(swings, reverse=True)
    for r in moments.iter_rows(named=True):
        assert 0 <= r["step"] <= r["until"] < len(race.timeline)
        if r["kind"] == "decision":
            assert r["swing"] < 0 and r["step"] in set(table["at_step"])
        else:
            assert r["kind"] == "chance" and r["until"] > r["step"] and r["what"].startswith("chance ")


def test_a_decision_taken_again_has_the_same_future_cards_and_is_graded_against_the_move_made(race, table):
    worst = table.sort("loss", descending=True).row(0, named=True)
    again = hw.analysis.retry(race, worst["step"], worst["best"], samples=8, most=0)
    car = worst["car"]
    assert again.car == car and any(d.car == car for d in again.race.pending)
    there = race.replay(worst["step"], record=False)
    assert again.race.car(car).deck == there.car(car).deck  # the same cards to come
    assert str(again.old.action) == worst["action"] and str(again.new.action) == worst["best"]
    assert again.new.loss <= again.old.loss
    assert worst["best"] in again.sentence and worst["action"] in again.sentence
    same = hw.analysis.retry(race, worst["step"], samples=8, most=0)
    assert same.new == same.old
    with pytest.raises(BadArgument, match=r"step must be a decision's step, from 0 to \d+"):
        hw.analysis.retry(race, 10_000)


def test_drills_gather_the_worst_flagged_decisions_worst_first(race, table):
    d = hw.analysis.drills({"usa": (race, table)}, car="Rand", most=5)
    assert d.columns == [c for c, _ in DRILLS] and 1 <= d.height <= 5
    assert set(d["car"]) == {"Rand"} and set(d["grade"]) <= {"inaccuracy", "mistake", "blunder"}
    assert d["loss"].to_list() == sorted(d["loss"].to_list(), reverse=True)
    assert set(d["mistake"]) <= {"spin-out", "dominated move", "Heat spent", "spaces lost", "Stress taken",
                                 "lower gear", "worse prospects"}
    with pytest.raises(BadArgument, match="reviews must be a dict"):
        hw.analysis.drills("usa")
    with pytest.raises(BadArgument, match="no 'mistake' column.*review the race again"):
        hw.analysis.drills({"old": (race, table.drop("mistake"))})


def test_a_drill_s_kind_of_mistake_is_the_same_in_every_language_and_agrees_with_the_reason(race, table):
    """The kind of mistake comes from the numbers the reason reads, not from its words: a review in
    Portuguese gives the same kinds, step for step, and each English reason says what its kind
    names (a spin-out's reason says it spins out; spaces lost, "1 space fewer" or "2 spaces fewer"; ...)."""
    pt = hw.analysis.review(race, workers=1, progress=False, language="pt")
    assert pt["mistake"].to_list() == table["mistake"].to_list()
    assert pt["reason"].to_list() != table["reason"].to_list()
    words = {"spin-out": "spins out", "spaces lost": "space", "Heat spent": "Heat fewer",
             "Stress taken": "Stress more", "lower gear": "for the next round", "dominated move": "never better",
             "worse prospects": "worse prospects"}
    flagged = table.filter(pl.col("mistake").is_not_null())
    assert flagged.height >= 1
    for kind, reason in flagged.select("mistake", "reason").iter_rows():
        assert words[kind] in reason, (kind, reason)
    assert table.filter(pl.col("mistake").is_null())["grade"].to_list() == \
        [g for g in table["grade"] if g in ("best", "good")]


def test_the_luck_chart_draws_both_bars_for_each_car(summary):
    spec = hw.charts.luck_chart(summary).to_dict()
    assert [layer["mark"]["type"] if isinstance(layer["mark"], dict) else layer["mark"] for layer in spec["layer"]] \
        == ["bar", "rule", "text"]
    with pytest.raises(ValueError, match="skill_and_luck"):
        hw.charts.luck_chart(pl.DataFrame({"x": [1]}))


def test_an_unfinished_race_or_another_table_is_refused():
    fresh = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1)
    with pytest.raises(BadArgument, match="take a finished Race"):
        hw.analysis.skill_and_luck(fresh)
    done = hw.Race.new(track="usa", players=["Ana"], legends=1, seed=1, laps=1)
    hw.bots.play_bots(done, {"Ana": hw.bots.heuristic})
    with pytest.raises(BadArgument, match="table must be hw.analysis.review"):
        hw.analysis.skill_and_luck(done, pl.DataFrame({"step": [1]}))


def test_chance_between_two_decisions_is_measured_with_the_heuristic_playing_on_both_sides():
    """analysis/luck.py (rulebook, 5. React: the player may stop, the heuristic plays on): the chance
    between a car's decisions k and k + 1 is policy_after[k] - policy_before[k + 1] (the move made and
    the next decision's best, each with the heuristic playing on after it), and policy_after[last] -
    the place finished in at the end: what a React's best gains by stopping is no luck. A stretch with
    no step in it is no luck; the rest of the grades' chance term is noise, and the sum still adds up.
    Hand-made rows: the grades' figures (place_*) differ from the playing-on ones (policy_*)."""
    from types import SimpleNamespace

    from heat_widget.analysis.luck import _segments
    race = SimpleNamespace(cars=[SimpleNamespace(name="A", finished=2)], timeline=[None] * 10)

    def row(step, before, after, policy_before, policy_after):
        return {"step": step, "at_step": step + 1, "car": "A", "place_before": before, "place_after": after,
                "policy_before": policy_before, "policy_after": policy_after}
    rows = [row(1, 2.0, 2.1, 2.2, 2.3), row(2, 1.9, 1.9, 2.0, 2.05), row(5, 1.5, 1.6, 1.8, 1.8)]
    segs = _segments(race, rows)["A"]  # type: ignore[arg-type]
    assert [s["lost"] for s in segs] == pytest.approx([0.1, 0.0, 0.1])
    # 1 -> 2: no step between them (quiet): no luck; 2 -> 5: 2.05 - 1.8; the last: 1.8 - 2 (finished 2nd)
    assert [s["luck"] for s in segs] == pytest.approx([0.0, 0.25, -0.2])
    # the grades' term less the luck: 2.1 - 1.9 (all of it, quiet), 1.9 - 1.5 - 0.25, 1.6 - 2 + 0.2
    assert [s["noise"] for s in segs] == pytest.approx([0.2, 0.15, -0.2])
    # expected at the start (2.0) + places given up - luck - noise = the place finished in (2)
    assert 2.0 + sum(s["lost"] for s in segs) - sum(s["luck"] for s in segs) - sum(s["noise"] for s in segs) \
        == pytest.approx(2.0)
