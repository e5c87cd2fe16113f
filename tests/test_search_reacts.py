"""The search bot's `reacts` (bots/search.py, issue 32): the search also weighs, by the same sampled
rollouts as its plans, a React decision's Boost, Adrenaline or done and a slipstream decision's
choices, the heuristic's choice first: with reacts=1 only when the heuristic would Boost or take the
slipstream (is it worth it?), with reacts=2 always; 0 leaves them to the heuristic. A Cooldown stays
the heuristic's."""
from __future__ import annotations

import random

import pytest

import heat_widget as hw
from heat_widget.bots import Search, play_bots, strategy
from heat_widget.bots.seat import Seat

ONE_PLAN = "search:samples=2,most=0,width=1,gears=False"  # one candidate a plan: the heuristic's plans


def race_log(spec: str, seed: int) -> list:
    race = hw.Race.new(track="italy", players=["Ana", "Bo"], legends=0, seed=seed, record=False)
    play_bots(race, {"Ana": strategy(spec), "Bo": hw.bots.heuristic})
    assert race.finished
    return race.log


def test_reacts_searches_react_and_slipstream_decisions_only_when_asked():
    """With one plan a decision and reacts=0 the search plays the heuristic's race; with reacts=1 or
    2 it departs (at React and slipstream decisions, the only ones left to it)."""
    for seed in (1, 2):
        heuristic = race_log("heuristic", seed)
        assert race_log(ONE_PLAN + ",reacts=0", seed) == heuristic
        assert race_log(ONE_PLAN + ",reacts=1", seed) != heuristic
        assert race_log(ONE_PLAN + ",reacts=2", seed) != heuristic


def react_decision(seed: int, kinds: tuple[str, ...] = ("boost",)):
    """A race stopped at Ana's React decision offering each of `kinds`, the heuristic driving."""
    race = hw.Race.new(track="italy", players=["Ana", "Bo"], legends=0, seed=seed, record=False)
    while not race.finished:
        d = race.pending[0]
        view = race.view(d.car)
        if d.car == "Ana" and d.kind == "react" and all(any(a.kind == k for a in view.legal_actions) for k in kinds):
            return race, d
        race.act(d.car, hw.bots.heuristic(view, d))
    raise AssertionError("no such React decision")


def test_the_alternatives_put_the_heuristics_choice_first_and_leave_a_cooldown_alone():
    race, d = react_decision(3)
    view = race.view("Ana")
    legal = view.legal_actions
    every = sorted(a.kind for a in legal if a.kind in ("boost", "adrenaline", "done"))
    boost = next(a for a in legal if a.kind == "boost")
    done = next(a for a in legal if a.kind == "done")
    s = Search(reacts=2)
    for chosen in (boost, done):
        options = s.alternatives(view, "react", chosen)
        assert options[0] == chosen and sorted(a.kind for a in options) == every
    # reacts=1 questions a Boost only: done is the heuristic's alone
    assert Search(reacts=1).alternatives(view, "react", done) == [done]
    assert sorted(a.kind for a in Search(reacts=1).alternatives(view, "react", boost)) == every
    cool = next((a for a in legal if a.kind == "cooldown"), None)
    if cool is not None:
        assert s.alternatives(view, "react", cool) == [cool]
    assert s.alternatives(view, "react", None) == []


def test_at_a_react_decision_it_plays_the_choice_with_the_best_rollouts():
    """The answer is the alternative whose rollouts over the same samples score best, and on some
    decision that is not the heuristic's choice (else the search would not be weighing them)."""
    departed = False
    for seed in range(6):
        race, d = react_decision(seed)
        view = race.view("Ana")
        s = Search(reacts=2, samples=4, most=0)
        seat = Seat(race, "Ana")
        answer = s(view, d, random.Random(seed), seat)
        options = s.alternatives(view, "react", hw.bots.heuristic(view, d))
        rng = random.Random(seed)
        totals = [0.0] * len(options)
        for _ in range(4):
            sample = seat.sample(rng.getrandbits(62))
            for i, a in enumerate(options):
                totals[i] += s._outcome(sample.copy(), "Ana", (a, None), "react")
        assert answer == options[max(range(len(options)), key=lambda i: (totals[i], -i))]
        departed = departed or answer != options[0]
    assert departed


def test_search_rejects_a_reacts_other_than_0_1_or_2():
    with pytest.raises(ValueError, match="reacts must be 0, 1 or 2, not 3"):
        strategy("search:reacts=3")
    with pytest.raises(ValueError, match="reacts must be 0, 1 or 2, not True"):
        strategy("search:reacts=True")
