"""The heuristic's sampled planner through a chicane's complex (issue 32, bots/complex_plan.py): from
9 spaces before a chicane's first line to 7 after its second, its gear and cards are chosen by playing
the candidates out in races drawn from what its seat knows (bots/seat.py), scored by the rounds to
leave the complex, the Heat paid and the spaces beyond (on the last lap at a chicane just before the
finish line, Mexico's 50+51, by the car's place: rulebook, How to Win). A corner line crossed above
its limit costs a Heat a Speed over it (rulebook, 7. Check Corner); a Stress card flips cards from
the deck for its Speed (rulebook, Stress)."""
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
    and between Mexico's complexes (H on 30) the planner leaves every choice to the plain heuristic."""
    for space, track in ((30, "netherlands"), (20, "usa"), (5, "usa"), (30, "mexico")):
        race = _on(space, track=track)
        view = race.view("H")
        assert complex_plan.target(view) is None
        assert complex_plan.choose(Heuristic(), view, race.pending[0], random.Random(1), Seat(race, "H")) is None
    assert complex_plan.target(_on(20).view("H")) == 21 + 55  # lap 1: the distance of lap 1's space 21


def _mexico(space: int, lap: int, legends: tuple[int, int]) -> hw.Race:
    """H on `space` of Mexico's lap `lap` (of 3; gear 2, Engine 6, HAND), Legends on `legends`, that lap."""
    return hw.Race.scenario(track="mexico", seed=1, cars=[
        car("H", space, lap=lap, gear=2, hand=HAND), legend("L", "yellow", legends[0], lap=lap),
        legend("M", "blue", legends[1], spot=2, lap=lap)])


def test_mexicos_last_chicane_is_planned_on_the_last_lap_only():
    """Mexico's 50+51 is 9 spaces before the finish line, so its stretch's exit runs over it: the
    planner plans there on the last lap (target: the distance of its space 59), where the race ends
    (How to Win), and leaves laps 1 and 2 to the plain heuristic (the exit score won little there for
    its play-outs' time: complex_plan.py)."""
    assert complex_plan.target(_mexico(45, 1, (47, 46)).view("H")) is None
    assert complex_plan.target(_mexico(45, 2, (47, 46)).view("H")) is None
    assert complex_plan.target(_mexico(45, 3, (47, 46)).view("H")) == 3 * 60 + 59


def test_on_the_last_lap_the_first_over_the_finish_line_wins_whatever_heat_it_paid():
    """How to Win: the first car over the finish line after the last lap wins. H on 54 of the last lap,
    the Legends on 30: every candidate takes H over the line first in every sample, also 4th gear
    (a Heat for shifting two gears: Shifting up/down 2 positions), so every candidate scores place 1
    and the planner keeps the heuristic's own choice. (The exit score counted the Heat and, once H was
    over the line, the rounds the Legends took to finish.)"""
    race = _mexico(54, 3, (30, 30))
    h = Heuristic()
    got = complex_plan.scored(h, race.view("H"), race.pending[0], random.Random(7), Seat(race, "H"))
    assert got is not None and any(str(a) == "gear 4" for a, _, _ in got)
    assert all(xs == [1.0] * len(xs) for _, _, xs in got)
    mine = Heuristic(complex=False)(race.view("H"), race.pending[0])
    assert str(h(race.view("H"), race.pending[0], random.Random(7), Seat(race, "H"))) == str(mine)


def test_on_the_last_lap_a_candidate_scores_the_place_it_finishes_in():
    """How to Win: cars over the line in the same round are ranked by how far they got. H on 52 of the
    last lap behind both Legends (53 and 54): each candidate's score in a sample is H's place (1 to
    3), and they differ: 1st gear never gets H past them, 4th gear sometimes does."""
    race = _mexico(52, 3, (54, 53))
    got = complex_plan.scored(Heuristic(), race.view("H"), race.pending[0], random.Random(7), Seat(race, "H"))
    assert got is not None
    assert {x for _, _, xs in got for x in xs} <= {1.0, 2.0, 3.0}
    first = [xs for a, _, xs in got if str(a) == "gear 1"]
    assert first and all(x == 3.0 for xs in first for x in xs)
    assert any(1.0 in xs for a, _, xs in got if str(a) == "gear 4")
