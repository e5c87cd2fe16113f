"""The heuristic's sampled planner through a chicane's complex (issue 32, bots/complex_plan.py): from
9 spaces before a chicane's first line to 7 after its second, its gear and cards are chosen by playing
the candidates out in races drawn from what its seat knows (bots/seat.py), scored by the rounds to
leave the complex, the Heat paid and the spaces beyond. A corner line crossed above its limit costs a
Heat a Speed over it (rulebook, 7. Check Corner); a Stress card flips cards from the deck for its
Speed (rulebook, Stress)."""
from __future__ import annotations

import random

import heat_widget as hw
from heat_widget.bots import Heuristic, complex_plan
from heat_widget.bots.search import Search
from heat_widget.bots.seat import Seat

from engine_helpers import car, legend

HAND = ["1", "2", "3", "4", "4", "S", "S"]


def _on(space: int, seed: int = 1, track: str = "netherlands") -> hw.Race:
    """H on `space` of Nederland (gear 2, Engine 6, HAND; deck 1 2 3 4 on top of the rest, shuffled
    by `seed`), two Legends on 19, H's gear pending."""
    return hw.Race.scenario(track=track, seed=seed, cars=[car("H", space, gear=2, hand=HAND),
                                                          legend("L", "yellow", 19), legend("M", "blue", 19, spot=2)])


def test_leaving_the_complex_it_plays_4_4_in_2nd_to_cross_the_line_after_26_at_its_limit():
    """H on 20 (the complex's last space before space 21): 4 4 in 2nd gear reach 28 at Speed 8, the
    limit of the line after 26, for no Heat; the plain heuristic shifts to 3rd for 4 and both Stress
    cards, whose flips cross that line above 8 in most samples (a Heat a Speed over). The planner,
    the same in three seeds of the hidden cards, plans 2nd gear and then plays 4 4."""
    for seed in (1, 2, 3):
        race = _on(20, seed)
        h = Heuristic()
        seat = Seat(race, "H")
        assert str(Heuristic(complex=False)(race.view("H"), race.pending[0])) == "gear 3"
        assert str(h(race.view("H"), race.pending[0])) == "gear 3"  # no Seat (the coach): the plain heuristic
        gear = h(race.view("H"), race.pending[0], random.Random(seed), seat)
        assert str(gear) == "gear 2"
        race.act("H", gear)
        assert race.pending[0].kind == "play"
        assert str(h(race.view("H"), race.pending[0], random.Random(seed), seat)) == "play 4 4"


def test_the_planner_reads_only_the_view():
    """Two races that differ only in cards H cannot see (the order of its deck below 1 2 3 4, the
    Legends deck) give H the same View, and the planner scores every candidate alike in both: it
    draws what it cannot see from its Seat, never from the race."""
    races = [_on(9, seed) for seed in (1, 2)]
    assert races[0].view("H") == races[1].view("H")
    assert races[0].car("H").deck != races[1].car("H").deck  # the hidden cards differ
    scores = [complex_plan.scored(Heuristic(), r.view("H"), r.pending[0], random.Random(7), Seat(r, "H"))
              for r in races]
    assert scores[0] is not None and len(scores[0]) > 2 and scores[0] == scores[1]


def test_the_planner_is_off_in_the_search_rollouts():
    """The search's rollouts are driven by a heuristic without the planner (else every sample would
    sample again), and the search plans its gear itself (its other decisions are the heuristic's):
    complex=False decides as the plain heuristic even with a Seat, where the planner would not."""
    s = Search()
    assert s._rollout.complex is False and s.complex is False and Heuristic().complex is True
    race = _on(20)
    off = Heuristic(complex=False)(race.view("H"), race.pending[0], random.Random(1), Seat(race, "H"))
    assert str(off) == "gear 3"


def test_outside_the_complex_and_without_a_chicane_it_decides_as_before():
    """Past the complex (H on 30), on USA (no chicane: the base boards play the same races as before)
    and before Mexico's chicane 50+51 (its exit would run over the finish line after 60) the planner
    leaves every choice to the plain heuristic."""
    for space, track in ((30, "netherlands"), (20, "usa"), (5, "usa"), (45, "mexico")):
        race = _on(space, track=track)
        view = race.view("H")
        assert complex_plan.target(view) is None
        assert complex_plan.choose(Heuristic(), view, race.pending[0], random.Random(1), Seat(race, "H")) is None
    assert complex_plan.target(_on(20).view("H")) == 21 + 55  # lap 1: the distance of lap 1's space 21
