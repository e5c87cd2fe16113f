"""What-if: forks keep the same future randomness; what_if plays every alternative of a decision."""
from __future__ import annotations

import polars as pl
import pytest

import heat_widget as hw


@pytest.fixture(scope="module")
def race():
    return hw.analysis.play_race(track="usa", strategies={"Ana": "heuristic", "Ben": "cautious"}, seed=4, laps=1)


def _gear_step(race, car="Ana", rnd=2):
    steps = race.table("steps")
    return steps.filter((pl.col("car") == car) & (pl.col("kind") == "gear") & (pl.col("round") == rnd))["step"][0]


def test_what_if_tries_every_legal_action(race):
    at = _gear_step(race) - 1
    out = hw.analysis.what_if(race, at, strategies={"Ana": "heuristic", "Ben": "cautious"})
    legal = [str(a) for a in race.fork(at).legal_actions("Ana")]
    assert out["action"].unique(maintain_order=True).to_list() == legal
    assert out.filter(pl.col("taken"))["action"].unique().to_list() == [str(race.timeline[at + 1].action)]
    # the alternative actually taken, played by the same bots, is the race itself
    taken = out.filter(pl.col("taken")).sort("place")["car"].to_list()
    assert taken == race.standings


def test_what_if_with_chosen_actions_and_errors(race):
    at = _gear_step(race) - 1
    out = hw.analysis.what_if(race, at, actions=["gear 1"], strategies="heuristic")
    assert out["action"].unique().to_list() == ["gear 1"] and out.height == 2
    with pytest.raises(hw.IllegalAction, match="what if Ana chose 'gear 9'"):
        hw.analysis.what_if(race, at, actions=["gear 9"])
    with pytest.raises(ValueError, match="race is over"):
        hw.analysis.what_if(race, len(race.timeline) - 1)
    with pytest.raises(ValueError, match="Zed has no decision"):
        hw.analysis.what_if(race, at, car="Zed")


def test_a_fork_has_the_same_future(race):
    at = _gear_step(race) - 1
    fork = race.fork(at)
    for car, action in race.log[at:]:
        fork.act(car, action)
    assert fork.timeline[-1].state == race.timeline[-1].state


def test_what_if_refusal_keeps_the_engine_s_words_in_any_language(race):
    """A what-if refusal is the engine's refusal inside a sentence of its own, both kept as data:
    `text_in` gives the whole of it in either language, and `str` is in the race's language."""
    at = _gear_step(race) - 1
    with pytest.raises(hw.IllegalAction) as err:
        hw.analysis.what_if(race, at, actions=["gear 9"])
    english, portuguese = err.value.text_in("en"), err.value.text_in("pt")
    assert english.startswith("what if Ana chose 'gear 9' at step ")
    assert portuguese.startswith("e se Ana escolhesse 'gear 9' no passo ")
    # the engine's own refusal follows, translated too (not left in English)
    fork = race.fork(at)
    with pytest.raises(hw.IllegalAction) as inner:
        fork.act("Ana", "gear 9")
    assert english.endswith(inner.value.text_in("en")) and portuguese.endswith(inner.value.text_in("pt"))
    assert inner.value.text_in("pt") != inner.value.text_in("en")
    race.language = "pt"
    try:
        with pytest.raises(hw.IllegalAction) as err:
            hw.analysis.what_if(race, at, actions=["gear 9"])
        assert str(err.value) == portuguese
    finally:
        race.language = "en"


def test_what_if_refuses_a_long_action_or_car_echoed_cut_short_and_a_non_race(race):
    """Before: a 1,000,000-character action or car came back whole in the message, and a car with
    no decision or a non-race were Python's ValueError and AttributeError."""
    at = _gear_step(race) - 1
    long = "x" * 1_000_000
    with pytest.raises(hw.IllegalAction, match=r"\(1000000 characters\)") as err:
        hw.analysis.what_if(race, at, actions=[long])
    assert len(str(err.value)) < 500
    with pytest.raises(hw.BadArgument, match=r"\(1000000 characters\) has no decision") as err:
        hw.analysis.what_if(race, at, car=long)
    assert len(str(err.value)) < 500
    with pytest.raises(hw.BadArgument, match="what_if takes a Race"):
        hw.analysis.what_if("race", at)
