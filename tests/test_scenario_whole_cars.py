"""Scenarios describe cars a real race could have (issue 10, item 9; rulebook, Setting up the game,
HEAT Cards, Spin out, 9. Replenish Hand): every card of a car somewhere, a full hand, fields of the
right type; and every race a scenario starts can end."""
import os
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import heat_widget as hw

from engine_helpers import BASIC_12, cards_of, rest_of, starting_cards


def one(**spec):
    base = {"name": "Ana", "space": 10}
    base.update(spec)
    return hw.Race.scenario(track="usa", cars=[base], seed=1)


def test_setup_a_car_owning_almost_no_cards_is_refused_naming_what_is_missing():
    """Rulebook, Setting up the game: a car owns 12 Basic cards, the 3 Starting Upgrades (0, 5 and
    a Heat), the track's Heat (USA: 6, in the Engine) and its Stress (USA: 3). A car of one '4' is
    refused, and the message says what is missing and how to say "the rest"."""
    with pytest.raises(hw.ScenarioError) as info:
        one(hand=["4", "1", "1", "2", "2", "3", "3"], deck=["4"], engine=0)
    msg = str(info.value)
    for part in ("Ana is missing", "1 x '0'", "1 x '5'", "7 x 'H'", "3 x 'S'", "'...'"):
        assert part in msg, (part, msg)


def test_setup_the_heat_of_a_car_is_its_engine_heat_and_the_starting_upgrade_heat():
    """Rulebook, Setting up the game / Starting Upgrade Cards: 6 Heat in the Engine and one Heat
    Starting Upgrade in the deck: 7 in all, wherever they are. One Heat short is refused."""
    hand = ["1", "1", "2", "2", "3", "3", "4"]
    whole = rest_of(hand, engine=5)
    race = one(hand=hand, deck=whole, engine=5)
    assert cards_of(race.car("Ana"))["H"] == 7
    short = list(whole)
    short.remove("H")
    with pytest.raises(hw.ScenarioError, match="1 x 'H'"):
        one(hand=hand, deck=short, engine=5)
    with pytest.raises(hw.ScenarioError, match="owns only 7"):
        one(hand=hand, deck=whole + ["H"], engine=5)


def test_spin_out_stress_a_car_may_own_more_stress_than_at_setup_up_to_the_box():
    """Rulebook, Spin out: Stress cards come from the reserve into the hand, so a car may own more
    than the track's 3, up to the 37 of the box; fewer than the track's is refused."""
    hand = ["S", "S", "S", "S", "S", "1", "2"]
    race = one(hand=hand, deck=["..."])
    assert cards_of(race.car("Ana"))["S"] == 5
    with pytest.raises(hw.ScenarioError, match="owns only 37"):
        one(hand=hand, deck=["S"] * 33 + ["..."])
    deck = [c for c in rest_of(hand, engine=6) if c != "S"]  # 5 Stress in hand: none left to place
    assert cards_of(one(hand=hand, deck=deck).car("Ana"))["S"] == 5
    with pytest.raises(hw.ScenarioError, match="2 x 'S'"):
        few = ["S", "1", "1", "2", "2", "3", "3"]
        one(hand=few, deck=[c for c in rest_of(few, engine=6) if c != "S"])  # 1 Stress of the track's 3


def test_replenish_a_hand_holds_exactly_seven_cards_at_the_start_of_a_round():
    """Rulebook, 9. Replenish Hand: every turn ends by drawing back up to 7, and a car owns at least
    24 cards: a round starts with 7 in hand. An empty hand (which in Tournament mode played no card,
    went to gear 0 and stuck the race) and a short or long hand are refused."""
    for hand in ([], ["4"], ["1", "1", "2", "2", "3", "3", "4", "4"]):
        for tournament in (False, True):
            with pytest.raises(hw.ScenarioError, match="exactly 7"):
                hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 10, "hand": hand}], seed=1,
                                 tournament=tournament)
    race = hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 10, "hand": ["4", "4", "4", "3", "3"]}],
                            seed=1, hand_size=5)
    assert len(race.car("Ana").hand) == 5


def test_a_deck_ending_in_the_rest_puts_the_cards_given_on_top_of_the_rest_shuffled():
    """DESIGN, Race.scenario: deck top card first; '...' ends a deck with the rest of the car's
    cards, shuffled (as a deck left out is); anywhere else it is refused."""
    race = one(hand=["1", "1", "2", "2", "3", "3", "4"], deck=["4", "4", "..."], discard=["0"])
    ana = race.car("Ana")
    assert ana.deck[:2] == ("4", "4")
    assert cards_of(ana) == starting_cards()
    with pytest.raises(hw.ScenarioError, match="ends a deck"):
        one(deck=["...", "4"])
    with pytest.raises(hw.UnknownName):
        one(hand=["...", "1", "1", "2", "2", "3", "3"])


@pytest.mark.parametrize("field, value", [("space", True), ("space", 10.0), ("spot", True), ("lap", True),
                                          ("gear", True), ("gear", 2.0), ("engine", True), ("engine", 6.0),
                                          ("legend", "no"), ("legend", 1), ("colour", "pink"), ("colour", ["red"]),
                                          ("hand", [["4"]]), ("hand", {"4": 1}), ("deck", [None]),
                                          ("discard", [4]), ("name", ["Ana"]), ("name", "A" * 41)])
def test_scenario_fields_of_the_wrong_type_are_refused(field, value):
    """Issue 10, items 6 and 9: True is no space and 2.0 no gear (bool and float are refused where a
    whole number is meant); a card is a known card id; each error is the project's own."""
    with pytest.raises((hw.ScenarioError, hw.UnknownName)) as info:
        one(**{field: value})
    assert len(str(info.value)) < 400


@pytest.mark.parametrize("rnd", [True, 0, 31.5, 501, "3"])
def test_scenario_round_is_a_whole_number_from_1(rnd):
    """Issue 10, item 7: a scenario's round is a whole number (1 to 500)."""
    with pytest.raises(hw.ScenarioError):
        hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 10}], seed=1, round=rnd)


# ---- every race a scenario starts can end --------------------------------------------------------

@st.composite
def whole_scenarios(draw):
    """1-4 whole cars (every card somewhere at random: 7 in hand, the rest spread over deck, discard
    and, for Heat, the Engine; extra Stress from spin-outs), Tournament mode or not, 1 lap."""
    n = draw(st.integers(1, 4))
    spaces = draw(st.lists(st.integers(1, 69), min_size=n, max_size=n, unique=True))
    cars = []
    for i, space in enumerate(spaces):
        cards = BASIC_12 + ["0", "5"] + ["H"] * 7 + ["S"] * (3 + draw(st.integers(0, 6)))
        order = draw(st.permutations(cards))
        engine = draw(st.integers(0, 7))
        heat_left, rest = engine, []
        for c in order:  # the first `engine` Heat go to the Engine
            if c == "H" and heat_left:
                heat_left -= 1
            else:
                rest.append(c)
        split = draw(st.integers(7, len(rest)))
        cars.append({"name": f"C{i}", "space": space, "lap": 1, "gear": draw(st.integers(1, 4)),
                     "hand": rest[:7], "deck": rest[7:split], "discard": rest[split:], "engine": engine})
    return cars, draw(st.booleans()), draw(st.integers(0, 2**31 - 1))


# HEAT_PROPERTY_EXAMPLES=2000 for a long run (the default keeps the suite quick)
@settings(max_examples=int(os.environ.get("HEAT_PROPERTY_EXAMPLES", 25)), deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(whole_scenarios())
def test_every_race_a_scenario_starts_can_end(case):
    """Issue 10, item 9 (How to Win: play until every car has finished): random whole-car scenarios,
    in Tournament mode or not, played with random legal actions, always finish, with every card of
    every car kept (DESIGN, Tests)."""
    cars, tournament, seed = case
    race = hw.Race.scenario(track="usa", cars=cars, seed=seed, laps=1, tournament=tournament)
    owned = {c.name: cards_of(c) for c in race.cars}
    rng = random.Random(seed)
    for _ in range(20_000):
        if race.finished:
            break
        d = race.pending[0]
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
    assert race.finished, f"not finished after 20,000 decisions: round {race.round}"
    for c in race.cars:
        stress = sum(e.fields["stress"] for e in race.events if e.kind == "spin_out" and e.car == c.name)
        assert cards_of(c) == owned[c.name] + Counter({"S": stress})


def test_setup_without_starting_upgrades_a_car_owns_no_0_5_or_their_heat():
    """Rulebook, Starting Upgrade Cards, and advanced booklet, Championship System (the Starting
    Upgrades stay in the box): `starting_upgrades=False` makes a scenario's car own its 12 Basic
    cards, the Engine's Heat and its Stress only (issue 22, item 15). A deck ended by '...' adds no
    0, 5 or H; a car holding a 0 is refused naming the option; a whole car needs no 0, 5 or H."""
    hand = ["1", "1", "2", "2", "3", "3", "4"]
    race = hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 10, "hand": hand, "deck": ["..."]}],
                            starting_upgrades=False)
    owned = cards_of(race.car("Ana"))
    assert owned["0"] == owned["5"] == 0 and owned["H"] == 6 and owned["1"] == 3
    with pytest.raises(hw.ScenarioError, match="starting_upgrades=False"):
        hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 10, "hand": hand[:-1] + ["0"], "deck": ["..."]}],
                         starting_upgrades=False)
    whole = sorted((Counter(BASIC_12) - Counter(hand)).elements()) + ["S"] * 3
    hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 10, "hand": hand, "deck": whole}],
                     starting_upgrades=False)
