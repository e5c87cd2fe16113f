"""Issue 11, Bots: every built-in strategy drafts (a sensible default, with a parameter) and uses the
upgrade symbols legally; the heuristic does not lose to random play with upgrades; a user strategy
sees the new decisions through the same view."""
import random

import pytest

import heat_widget as hw
from heat_widget.bots import Cautious, Heuristic, run_race
from heat_widget.bots.garage_play import draft_pick
from heat_widget.engine.modules.garage import card_action

NAMES = ["Ana", "Ben", "Cy", "Di"]


@pytest.mark.parametrize("name", ["heuristic", "cautious", "aggressive", "random"])
def test_every_strategy_plays_garage_races_to_the_end(name):
    """Issue 11, Bots: each built-in strategy drafts and plays every upgrade decision legally."""
    kinds = set()
    for seed in range(3):
        race = hw.Race.new(track="italy", players=NAMES[:3], legends=1, seed=seed, laps=1, modules=["garage"],
                           upgrades="mixed", draft=seed != 1)
        strategy = hw.bots.strategy(name)
        run_race(race, {n: strategy for n in NAMES[:3]}, rng=random.Random(seed))
        assert race.finished
        kinds |= {a.split()[0] for _n, a in race.log}
    assert "draft" in kinds


def test_heuristic_beats_random_play_with_upgrades():
    """Issue 11, Bots: "the heuristic should not lose to random play with upgrades": against three
    random drivers in Garage races (mixed pool, drafted), its mean finishing place is better."""
    places = []
    for seed in range(8):
        race = hw.Race.new(track=("usa", "italy")[seed % 2], players=NAMES, seed=seed, laps=1, modules=["garage"],
                           upgrades="mixed")
        rnd = hw.bots.strategy("random")
        run_race(race, {"Ana": hw.bots.heuristic, "Ben": rnd, "Cy": rnd, "Di": rnd}, rng=random.Random(seed))
        places.append(race.standings.index("Ana") + 1)
    assert sum(places) / len(places) < 2.0, places


def test_draft_preference_is_a_parameter():
    """Issue 11, Bots: drafting has a sensible default and a parameter: `draft_speed` weighs a
    card's Speed against its symbols (0: symbols only; high: the fastest card)."""
    market = [card_action("draft", c) for c in ("u2", "u5", "u17")]
    assert str(draft_pick(market, 1.0)) != "draft u17"  # a plain Heat card is never the pick
    assert str(draft_pick(market, 5.0)) == "draft u5"  # Speed 5
    assert str(draft_pick(market, 0.0)) == "draft u2"  # three [+]
    assert Heuristic(draft_speed=3.0).draft_speed == 3.0 and Cautious(draft_speed=0).draft_speed == 0
    assert "draft_speed=3.0" in repr(Heuristic(draft_speed=3.0))


def test_a_user_strategy_sees_draft_and_symbol_decisions_in_its_view():
    """Issue 11, Bots: a user strategy sees the new decisions through the same observation: the
    decision's kind and the view's legal actions."""
    seen = set()

    def mine(view, decision):
        seen.add(decision.kind)
        assert decision.kind in ("draft", "gear", "play", "speed", "react", "slipstream", "discard")
        return view.legal_actions[-1]

    for seed in range(3):
        race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=seed, laps=1, modules=["garage"],
                           upgrades="mixed")
        run_race(race, {"Ana": mine, "Ben": hw.bots.heuristic})
    assert {"draft", "react"} <= seen
