"""The position evaluator (bots/evaluator.py, issue 32 item 2): its shipped weights read the game as a
player does (a space ahead, a Heat in the Engine are worth something, a Stress card costs), it reads
nothing a seat cannot see, its expected places add up, and its fit (bots/train_evaluator.py) is
seeded and gives the same weights on any executor."""
from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor

import pytest

import heat_widget as hw
from heat_widget.bots.evaluator import FEATURES, WEIGHTS_FILE, Evaluator, car_features
from heat_widget.bots import train_evaluator
from test_determinize import twin
from test_judge import at_decision


def scenario(ana: dict, ben: dict, seed: int = 1):
    base = {"lap": 2, "gear": 3, "hand": ["1", "2", "3", "4", "1", "2", "3"]}
    return hw.Race.scenario(track="usa", cars=[{"name": "Ana", **base, **ana}, {"name": "Ben", **base, **ben}],
                            seed=seed, record=False)


def test_the_shipped_weights_value_what_a_player_values():
    """A space ahead is worth something, more near the finish; a Heat in the Engine is worth a
    positive number of spaces (the last two more); a Stress card a negative one."""
    ev = Evaluator.default()
    beta = dict(zip(FEATURES, ev.beta))
    assert ev.alpha > 0 and ev.round_spaces > 3
    assert beta["engine"] + beta["engine_late"] > 0 and beta["engine_low"] + beta["engine_low_late"] > 0
    assert beta["stress"] + beta["stress_late"] < 0 and beta["stress"] < 0
    # one space ahead matters more with one round left than with five
    near = ev.ahead(1.0, ev.round_spaces, 0.0, ev.round_spaces)
    far = ev.ahead(1.0, 5 * ev.round_spaces, 0.0, 5 * ev.round_spaces)
    assert 0.5 < far < near < 1.0


def test_a_car_ahead_expects_a_better_place_and_the_places_add_up():
    race = scenario({"space": 20, "engine": 3}, {"space": 10, "engine": 3})
    ev = Evaluator.default()
    ana, ben = ev.outlook(race, "Ana", viewer=None), ev.outlook(race, "Ben", viewer=None)
    assert ana.place < ben.place and ana.win > ben.win
    assert ana.place + ben.place == pytest.approx(3.0)  # 1 + 2, seen from one place (every hand as it is)
    assert ana.win + ben.win == pytest.approx(1.0)
    # from each car's own seat the other's hand is its average hand: nearly the same figures
    assert ev.outlook(race, "Ana").place == pytest.approx(ana.place, abs=0.05)


def test_a_heat_in_the_engine_and_a_stress_card_move_the_outlook_as_they_should():
    ev = Evaluator.default()
    spaces, finish = 48, 3 * 48 + 0.5
    _, _, few = car_features(2, 10, spaces, finish, 1, 3, ("S",), False)
    _, _, more = car_features(2, 10, spaces, finish, 2, 3, ("S",), False)
    _, _, stressed = car_features(2, 10, spaces, finish, 2, 3, ("S", "S"), False)

    def strength(f):
        return sum(b * x for b, x in zip(ev.beta, f))
    assert strength(more) > strength(few) > strength(stressed) - 10  # the numbers are in spaces
    assert strength(stressed) < strength(more)


def test_the_evaluator_reads_nothing_a_seat_cannot_see():
    """The same race with other hidden cards (other hands, deck orders) behind one seat's View: the
    same outlook of every car as that seat sees it (another car's hand counts as the average hand of
    its cards); reading every hand as it is (viewer=None) would tell them apart."""
    race, car = at_decision("gear", seed=5)
    other = twin(race, car, 5)
    ev = Evaluator.default()
    assert [ev.outlook(race, c.name, viewer=car) for c in race.cars] == \
        [ev.outlook(other, c.name, viewer=car) for c in other.cars]
    assert [ev.outlook(race, c.name, viewer=None) for c in race.cars] != \
        [ev.outlook(other, c.name, viewer=None) for c in other.cars]


def test_a_finished_car_has_its_place_and_an_eliminated_one_is_last():
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=2, laps=1, record=False)
    hw.bots.play_bots(race, {"Ana": hw.bots.heuristic, "Ben": hw.bots.heuristic})
    ev = Evaluator.default()
    for c in race.cars:
        o = ev.outlook(race, c.name)
        assert o.place == c.finished and o.win == (1.0 if c.finished == 1 else 0.0)


def test_the_fit_is_seeded_and_the_same_on_an_executor():
    """bots/train_evaluator.py: the same races and weights from the same seed, in this process or on
    an executor (a Dask client's executor is one); a fit on a few races already reads a space ahead
    as good."""
    a = train_evaluator.train(races=10, seed=3)
    with ThreadPoolExecutor(2) as pool:
        b = train_evaluator.train(races=10, seed=3, executor=pool)
    assert a == b and a["alpha"] > 0
    assert a["calibration"]["moments_cars"] > 0 and 0 <= a["calibration"]["brier_win"] <= 1
    c = train_evaluator.train(races=10, seed=4)
    assert c != a


def test_the_shipped_weights_say_how_they_were_fitted_and_how_well_they_predict():
    """The JSON keeps the command and its calibration on held-out races: a Brier score of the
    winning chance better than always saying "no" with a share of wins (about 0.19 at 3-4 cars)."""
    with open(WEIGHTS_FILE, encoding="utf-8") as f:
        w = json.load(f)
    assert w["trained"]["command"].startswith("python -m heat_widget.bots.train_evaluator")
    assert w["trained"]["races"] >= 1000
    cal = w["calibration"]
    assert cal["brier_win"] < 0.17 and cal["place_mae"] < 1.0
    assert sum(r["n"] for r in cal["reliability"]) == cal["moments_cars"]


def test_the_command_refuses_too_few_races(capsys):
    with pytest.raises(SystemExit):
        train_evaluator.main(["--races", "2"])
    assert "--races must be at least 5, not 2" in capsys.readouterr().err


def test_the_search_can_score_its_rollouts_with_the_evaluator():
    """Issue 32 item 5: `search:evaluate=True` scores a rollout as the coach grades (minus the
    expected place, plus 0.01 of a place a space of strength); anything but True/False is refused."""
    from heat_widget.bots import Search
    from heat_widget.engine.errors import BadArgument
    race = scenario({"space": 20, "engine": 3}, {"space": 10, "engine": 3})
    o = Evaluator.default().outlook(race, "Ana")
    assert Search(evaluate=True).score(race, "Ana") == pytest.approx(-o.place + 0.01 * o.strength)
    assert Search().score(race, "Ana") != Search(evaluate=True).score(race, "Ana")
    with pytest.raises(BadArgument, match="evaluate must be True or False, not 1"):
        hw.bots.strategy("search:evaluate=1")
