"""Rulebook, How to Win (finishing, ranking, the race going on until every car has finished)."""
import random

import pytest

import heat_widget as hw

from engine_helpers import assert_illegal, car, events, finish_own_turn, one_event, pending, plan, play_random, scenario

FAST = ["5", "4", "4", "4", "1", "2", "3"]


def run_round(race):
    rnd = race.round
    while race.phase == "turn" and race.round == rnd:
        finish_own_turn(race, race.pending[0].car)


def test_finish_after_the_boards_laps_not_before():
    """Rulebook, How to Win: the race is won by crossing the finish line after the number of laps
    on the board (USA: 2 laps; a car on lap 2 has not finished until it crosses the line again)."""
    race = scenario([car("Ana", 60, lap=1, gear=4, hand=FAST, engine=0, deck=["1", "2"]),
                     car("Ben", 30, lap=1)])
    plan(race, "Ana", 4, "5 4 4 4")
    plan(race, "Ben", 1, "1")
    run_round(race)
    ana = race.car("Ana")
    assert (ana.lap, ana.space) == (2, 8)
    assert ana.finished is None and ana.on_board
    assert events(race, "finish") == []
    assert one_event(race, "lap", "Ana").fields == {"lap": 2, "laps": 2}


def test_finish_crossing_the_line_on_the_last_lap_ends_the_race_for_that_car():
    """Rulebook, How to Win: at the end of the round, remove the cars that crossed the finish line
    and place them in order in the Hall of Fame; the race goes on for the others."""
    race = scenario([car("Ana", 66, lap=2, gear=2, hand=["4", "4", "1", "2", "2", "3", "3"], engine=0),
                     car("Ben", 30, lap=2)])
    plan(race, "Ana", 2, "4 4")
    plan(race, "Ben", 1, "1")
    finish_own_turn(race, "Ana")
    ana = race.car("Ana")
    assert (ana.lap, ana.space) == (3, 5)
    assert ana.finished is None and ana.on_board  # still on the track until the end of the round
    run_round(race)
    ana = race.car("Ana")
    assert ana.finished == 1 and not ana.on_board
    assert one_event(race, "finish", "Ana").fields == {"place": 1}
    assert not race.finished
    assert race.round == 2
    assert pending(race) == [("Ben", "gear")]  # BGA report 149076: a finished car plays no more
    assert race.legal_actions("Ana") == []
    assert_illegal(race, "Ana", "gear 1", "finished")
    assert race.standings[0] == "Ana"


def test_finish_same_round_ranked_by_distance_not_by_who_crossed_first():
    """Rulebook, How to Win: if two or more cars finish in the same round, the winner is the car
    furthest ahead."""
    race = scenario([car("Ana", 68, lap=2, gear=1, hand=["2", "1", "1", "2", "3", "3", "4"], engine=0),
                     car("Ben", 60, lap=2, gear=4, hand=FAST, engine=0, deck=["1", "2"])])
    plan(race, "Ana", 1, "2")
    plan(race, "Ben", 4, "5 4 4 4")
    run_round(race)
    assert [e.car for e in events(race, "finish")] == ["Ben", "Ana"]
    assert race.car("Ben").finished == 1 and race.car("Ana").finished == 2
    assert race.finished
    assert race.standings == ["Ben", "Ana"]
    assert one_event(race, "race_over").fields == {"winner": "Ben"}


def test_finish_tie_on_one_space_goes_to_the_race_line_spot():
    """Rulebook, How to Win: the spot closest to the Race Line is the tiebreaker if two cars end up
    side by side."""
    race = scenario([car("Ana", 68, lap=2, gear=1, hand=["4", "1", "1", "2", "3", "3", "2"], engine=0),
                     car("Ben", 67, lap=2, gear=1, hand=["5", "1", "1", "2", "3", "3", "2"], engine=0),
                     car("Cy", 30, lap=2)])
    plan(race, "Ana", 1, "4")
    plan(race, "Ben", 1, "5")
    plan(race, "Cy", 1, "1")
    run_round(race)
    ana, ben = race.car("Ana"), race.car("Ben")
    assert (ana.lap, ana.space, ana.spot) == (3, 3, 1)
    assert (ben.lap, ben.space, ben.spot) == (3, 3, 2)
    assert (ana.finished, ben.finished) == (1, 2)
    assert race.standings == ["Ana", "Ben", "Cy"]


def test_finish_earlier_round_beats_a_longer_move_later():
    """Rulebook, How to Win: the first car to cross the finish line wins; a car crossing in a later
    round ranks behind, however far it goes."""
    race = scenario([car("Ana", 69, lap=2, gear=1, hand=["1", "1", "2", "2", "3", "3", "4"], engine=0),
                     car("Ben", 58, lap=2, gear=4, hand=["1", "1", "2", "2", "5", "4", "4"], engine=0,
                         deck=["4", "3", "3", "3"])])
    plan(race, "Ana", 1, "1")
    plan(race, "Ben", 4, "1 1 2 2")
    run_round(race)
    assert race.car("Ana").finished == 1
    assert (race.car("Ana").lap, race.car("Ana").space) == (3, 1)
    assert race.car("Ben").finished is None
    assert (race.car("Ben").lap, race.car("Ben").space) == (2, 64)
    plan(race, "Ben", 4, "5 4 4 4")
    run_round(race)
    assert (race.car("Ben").lap, race.car("Ben").space) == (3, 12)
    assert race.car("Ben").finished == 2
    assert race.standings == ["Ana", "Ben"]
    assert one_event(race, "race_over").fields == {"winner": "Ana"}


def test_finished_cars_leave_the_track_at_the_end_of_the_round():
    """Rulebook, How to Win: at the end of the round, remove all the cars that crossed the finish
    line from the track: they no longer take a spot."""
    race = scenario([car("Ana", 66, lap=2, gear=1, hand=["5", "1", "1", "2", "3", "3", "2"], engine=0),
                     car("Ben", 62, lap=2, gear=2, hand=["4", "3", "1", "1", "2", "3", "2"], engine=0,
                         deck=["4", "4", "1", "2"])])
    plan(race, "Ana", 1, "5")  # lap 3 space 2
    plan(race, "Ben", 2, "4 3")  # 69 on lap 2: not yet over the line
    run_round(race)
    assert race.car("Ana").finished == 1
    assert (race.car("Ben").lap, race.car("Ben").space) == (2, 69)
    plan(race, "Ben", 1, "2")  # lap 3 space 2, where Ana stopped: the Race Line spot is free now
    run_round(race)
    ben = race.car("Ben")
    assert (ben.lap, ben.space, ben.spot) == (3, 2, 1)
    assert race.finished and race.standings == ["Ana", "Ben"]


def test_finished_race_takes_no_more_actions():
    """Rulebook, How to Win: continue playing until all cars make it to the finish; then the race
    is over."""
    race = scenario([car("Ana", 66, lap=2, gear=2, hand=["4", "4", "1", "2", "2", "3", "3"], engine=0)])
    plan(race, "Ana", 2, "4 4")
    finish_own_turn(race, "Ana")
    assert race.finished
    assert race.phase == "finished"
    assert race.pending == []
    assert race.legal_actions("Ana") == []
    assert_illegal(race, "Ana", "gear 1", "over")


@pytest.mark.parametrize("seed", range(3))
def test_every_car_finishes_a_random_race_in_a_ranking_without_gaps(seed):
    """Rulebook, How to Win: continue until all cars make it to the finish; places are 1..N, the
    winner is the first finisher."""
    race = hw.Race.new(track="italy", players=["Ana", "Ben", "Cy"], legends=2, seed=seed)
    hw.bots.run_race(race, {name: hw.bots.random_legal for name in ("Ana", "Ben", "Cy")})
    places = sorted(c.finished for c in race.cars)
    assert places == [1, 2, 3, 4, 5]
    assert all(c.lap > race.laps and not c.on_board for c in race.cars)
    assert race.standings == sorted(race.names, key=lambda n: race.car(n).finished)
    assert one_event(race, "race_over").fields == {"winner": race.standings[0]}


@pytest.mark.parametrize("track", ["usa", "france", "great_britain", "italy"])
def test_eight_car_race_ranks_all_eight_without_ties(track):
    """Rulebook, How to Win (BGA report 193339: 8-car races ranked 7th and 8th as a tie): a full
    grid of 6 players and 2 Legends ends with places 1 to 8, in finishing order."""
    race = hw.Race.new(track=track, players=["Ana", "Ben", "Cy", "Di", "Ed", "Flo"], legends=2, seed=8, laps=1)
    play_random(race, random.Random(8))
    assert sorted(c.finished for c in race.cars) == list(range(1, 9))
    finishes = [e for e in race.events if e.kind == "finish"]
    assert [e.fields["place"] for e in finishes] == list(range(1, 9))
    assert race.standings == [e.car for e in finishes]
    # within a round, finishers are ordered by how far they got
    n = race.track.spaces
    for rnd in {e.round for e in finishes}:
        names = [e.car for e in finishes if e.round == rnd]
        dist = [(race.car(x).lap * n + race.car(x).space, -race.car(x).spot) for x in names]
        assert dist == sorted(dist, reverse=True)
