"""Race.scenario builds a situation exactly (DESIGN), and the decision points of a round
(rulebook, Playing a round: steps 1-2 for everyone at once, then steps 3-9 one car at a time)."""
import random
from collections import Counter

import pytest

import heat_widget as hw

from engine_helpers import (BASIC_12, car, cards_of, finish_own_turn, legal, legend, pending, plan, play_random,
                            position, rest_of, scenario, starting_cards)


def test_scenario_builds_every_field_exactly():
    """DESIGN, Race.scenario: name, space, spot (1 = Race Line), lap, gear, hand, deck (top card
    first), discard, engine and the race's round."""
    hand, discard = ["4", "S", "H", "0", "1", "2", "3"], ["2", "3", "H"]
    deck = ["5", "1", "4"] + rest_of(hand, ["5", "1", "4"], discard, engine=4)  # the whole car, in order
    race = hw.Race.scenario(track="france", seed=4, round=7, cars=[
        car("Ana", 33, spot=2, lap=2, gear=3, hand=hand, deck=deck, discard=discard, engine=4, rest=False),
        legend("Gray Legend", "gray", 40, spot=1, lap=1),
    ])
    ana = race.car("Ana")
    assert (ana.space, ana.spot, ana.lap, ana.gear, ana.engine) == (33, 2, 2, 3, 4)
    assert ana.hand == ("4", "S", "H", "0", "1", "2", "3")
    assert ana.deck == tuple(deck)
    assert ana.discard == ("2", "3", "H")
    assert ana.play == () and ana.finished is None
    g = race.car("Gray Legend")
    assert (g.legend, g.colour, g.space, g.spot, g.lap) == (True, "gray", 40, 1, 1)
    assert race.round == 7
    assert race.standings == ["Ana", "Gray Legend"]


def test_scenario_defaults_are_the_start_of_a_lap_1_round():
    """DESIGN, Race.scenario: left out, a car is on lap 1, the Race Line spot, 1st gear, with the
    track's Heat in the Engine, its other cards shuffled into the deck and 7 drawn."""
    race = hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 10}], seed=3)
    ana = race.car("Ana")
    assert (ana.lap, ana.spot, ana.gear, ana.engine) == (1, 1, 1, 6)
    assert len(ana.hand) == 7 and len(ana.deck) == 11
    assert Counter(ana.hand) + Counter(ana.deck) == Counter(BASIC_12 + ["0", "5", "H", "S", "S", "S"])
    assert race.round == 1


def test_scenario_accepts_cards_as_text():
    """DESIGN: cards are written as '1'..'4', '0', '5', 'H', 'S'; a list or a text."""
    race = hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 10, "hand": "4 3 2 S 4 4 3", "deck": "1 1 ...",
                                                "discard": "H"}])
    assert race.car("Ana").hand == ("4", "3", "2", "S", "4", "4", "3")
    assert race.car("Ana").deck[:2] == ("1", "1")
    assert race.car("Ana").discard == ("H",)


def test_scenario_same_seed_same_shuffle():
    """DESIGN, event-sourced: a scenario's hidden shuffles depend on its seed only."""
    a = hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 10}], seed=3)
    b = hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 10}], seed=3)
    assert a.car("Ana") == b.car("Ana")


def test_plan_phase_lists_every_car_gear_then_play_then_one_car_at_a_time():
    """Rulebook, Playing a round: all players complete steps 1 and 2 at the same time (in order,
    without waiting for each other); then, starting with the frontmost car, steps 3-9 one car at a
    time. Legends take no decisions."""
    race = scenario([car("Ana", 30), car("Ben", 40), car("Cy", 20), legend("Black Legend", "black", 10)],
                    legends_deck=[1])
    assert pending(race) == [("Ana", "gear"), ("Ben", "gear"), ("Cy", "gear")]
    assert race.phase == "plan"
    race.act("Cy", "gear 2")
    assert pending(race) == [("Ana", "gear"), ("Ben", "gear"), ("Cy", "play")]
    race.act("Ana", "gear 1")
    race.act("Ana", "play 1")
    assert pending(race) == [("Ben", "gear"), ("Cy", "play")]
    assert legal(race, "Ana") == []
    race.act("Cy", "play 1 1")
    race.act("Ben", "gear 1")
    assert pending(race) == [("Ben", "play")]
    race.act("Ben", "play 2")
    # now one car at a time, front to back: Ben (40), Ana (30), Cy (20), then the Legend (10)
    assert race.phase == "turn"
    seen = []
    while race.phase == "turn" and race.round == 1:
        p = race.pending
        assert len(p) == 1
        seen.append(p[0].car)
        finish_own_turn(race, p[0].car)
    assert list(dict.fromkeys(seen)) == ["Ben", "Ana", "Cy"]
    assert [e.car for e in race.events if e.kind in ("reveal", "legend_move")] == ["Ben", "Ana", "Cy", "Black Legend"]
    assert race.round == 2 and race.phase == "plan"


def test_planned_cards_stay_face_down_until_reveal():
    """Rulebook, 2. Play Cards: keep the played cards facedown in your own Play Area until step 3."""
    race = scenario([car("Ana", 30), car("Ben", 20)])
    plan(race, "Ana", 2, "4 3")
    ana = race.car("Ana")
    assert ana.planned == ("4", "3") and ana.play == ()
    assert Counter(ana.hand) == Counter(["1", "1", "2", "2", "3"])
    view = race.view("Ben")
    assert next(c for c in view.cars if c.name == "Ana").play is None


def test_gear_and_play_are_chosen_before_anyone_moves():
    """Rulebook, Playing a round: nobody reveals before every car has played its cards."""
    race = scenario([car("Ana", 30), car("Ben", 20)])
    plan(race, "Ana", 2, "4 3")
    assert position(race, "Ana") == (1, 30, 1)
    assert [e for e in race.events if e.kind in ("reveal", "move")] == []


@pytest.mark.parametrize("seed", range(4))
def test_legal_action_lists_are_duplicate_free_and_each_action_is_accepted(seed):
    """Issue 2, Decisions: legal-action lists are complete and free of duplicates; every listed
    action is accepted; actions print as the text act() takes."""
    race = hw.Race.new(track="italy", players=["Ana", "Ben", "Cy"], legends=1, seed=seed)
    rng = random.Random(seed)
    while not race.finished:
        for d in race.pending:
            acts = race.legal_actions(d.car)
            texts = [str(a) for a in acts]
            assert acts and len(set(texts)) == len(texts)
            assert all(a.decision == d.kind for a in acts)
            assert all(hw.parse_action(t) == a for t, a in zip(texts, acts))
            race.act(d.car, rng.choice(texts))
        for name in race.names:
            if all(d.car != name for d in race.pending):
                assert race.legal_actions(name) == []


def test_pending_decisions_are_immutable_and_shared():
    """DESIGN, Explicit decision points: `pending` lists who must decide what. A race hands out the
    same Decision object for the same car and kind, so a caller must not be able to change one."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1)
    first = race.pending
    assert [(d.car, d.kind) for d in first] == [("Ana", "gear"), ("Ben", "gear")]
    assert all(a is b for a, b in zip(first, race.pending))
    with pytest.raises(AttributeError, match="immutable"):
        first[0].kind = "play"
    assert race.view("Ana").decision is first[0]
    assert [(d.car, d.kind) for d in race.pending] == [("Ana", "gear"), ("Ben", "gear")]


def test_play_list_is_complete_for_every_gear_and_hand():
    """Rulebook, 2. Play Cards: every multiset of exactly `gear` non-Heat cards is a legal play
    (checked against an independent enumeration on random hands)."""
    from itertools import combinations
    rng = random.Random(0)
    pool = BASIC_12 + ["0", "5", "H", "S", "S", "S", "H", "H"]
    for _ in range(60):
        hand = rng.sample(pool, 7)
        gear = rng.randint(1, 4)
        heat = hand.count("H")
        race = scenario([car("Ana", 20, gear=gear, hand=hand, deck=[], engine=max(0, 3 - heat)), car("Ben", 5)])
        race.act("Ana", f"gear {gear}")
        got = {tuple(sorted(a.cards)) for a in race.legal_actions("Ana")}
        playable = [c for c in hand if c != "H"]
        if len(playable) >= gear:
            want = {tuple(sorted(c)) for c in combinations(playable, gear)}
        else:
            want = {tuple(sorted(playable + ["H"] * (gear - len(playable))))}
        assert got == want, (hand, gear)


def test_a_whole_scenario_race_keeps_every_card():
    """Rulebook, the cards: a car's cards move between deck, hand, play area, discard and Engine
    but never appear or vanish (spin-outs add Stress from the reserve)."""
    race = hw.Race.scenario(track="usa", seed=9, cars=[{"name": "Ana", "space": 30}, {"name": "Ben", "space": 20}])
    play_random(race, random.Random(9))
    for c in race.cars:
        stress = sum(e.fields["stress"] for e in race.events if e.kind == "spin_out" and e.car == c.name)
        want = starting_cards()
        want["S"] += stress
        assert cards_of(c) == want


def expected_legal(race, name, kind):
    """An independent reading of the rules: every legal choice for this decision."""
    from itertools import combinations
    c = race.car(name)
    if kind == "gear":
        reach = [g for g in range(1, 5) if abs(g - c.gear) <= 1 or (abs(g - c.gear) == 2 and c.engine)]
        # Cluttered Hand: a car gets stuck, it does not choose a gear it cannot fill (README, rule readings)
        playable = sum(1 for x in c.hand if x != "H")
        return {f"gear {g}" for g in ([g for g in reach if g <= playable] or reach)}
    if kind == "play":
        playable = sorted(x for x in c.hand if x != "H")
        if len(playable) >= c.gear:
            return {tuple(sorted(m)) for m in combinations(playable, c.gear)}
        return {tuple(sorted(playable + ["H"] * min(c.gear - len(playable), c.hand.count("H"))))}
    if kind == "react":
        out = {f"cooldown {k}" for k in range(1, min(c.cooldown_left, c.hand.count("H")) + 1)}
        if not c.boosted and c.engine >= 1:
            out.add("boost")
        if c.adrenaline and not c.adrenaline_moved:
            out.add("adrenaline")
        return out | {"done"}
    if kind == "slipstream":
        return {"slipstream", "pass"}
    if kind == "discard":
        free = sorted(x for x in c.hand if x not in ("H", "S"))
        return {tuple(sorted(m)) for k in range(len(free) + 1) for m in combinations(free, k)}
    raise AssertionError(kind)


@pytest.mark.parametrize("seed", range(3))
def test_legal_action_lists_match_an_independent_reading_of_the_rules(seed):
    """Issue 2, Decisions: legal-action lists are complete (gear: steps 1; play: step 2 and the
    cluttered hand; react: step 5 with Adrenaline; slipstream: step 6; discard: step 8)."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben", "Cy", "Di"], legends=1, seed=seed)
    rng = random.Random(seed)
    seen = set()
    while not race.finished:
        for d in race.pending:
            got = legal(race, d.car)
            want = expected_legal(race, d.car, d.kind)
            if d.kind in ("play", "discard"):
                got_set = {tuple(sorted(a.split()[1:])) for a in got}
            else:
                got_set = set(got)
            assert got_set == want, (d.kind, race.car(d.car))
            seen.add(d.kind)
            race.act(d.car, rng.choice(got))
    assert {"gear", "play", "react", "discard"} <= seen


def test_a_scenario_whose_cars_hold_more_stress_than_the_box_is_refused():
    """Issue 36, item 3: the box holds 37 Stress cards (rulebook, Components), every car's and the
    reserve's: 27 each for two cars (54) is refused, naming each car's and the box's count; 18 and
    19 (37) is a race a real game could reach (spin-outs take Stress from the reserve)."""
    def two(a, b):
        return [car("Ana", 10, deck=["S"] * a), car("Ben", 11, deck=["S"] * b)]

    with pytest.raises(hw.ScenarioError, match=r"54 Stress cards \(Ana 27, Ben 27\) but the box holds only 37") as e:
        scenario(two(27, 27))
    assert len(str(e.value)) < 300
    race = scenario(two(18, 19))
    assert sum(cards_of(c)["S"] for c in race.cars) == 37


def test_a_scenario_with_two_cars_of_one_colour_is_refused():
    """Issue 36, item 3: the box has one car of each colour: two players given red, or a player
    given the colour of a Legend of the race, are refused naming the colours; a player left
    without a colour takes one nobody has, even when a later car names its own."""
    with pytest.raises(hw.ScenarioError, match="Ana and Ben are both 'red': the box has one car of each colour"):
        scenario([car("Ana", 10, colour="red"), car("Ben", 11, colour="red")])
    with pytest.raises(hw.ScenarioError, match="Ana and Black Legend are both 'black'"):
        scenario([car("Ana", 10, colour="black"), legend("Black Legend", "black", 11)])
    race = scenario([car("Ana", 10), car("Ben", 11, colour="red"), legend("Blue Legend", "blue", 12)])
    colours = [c.colour for c in race.cars]
    assert len(set(colours)) == 3 and colours[1:] == ["red", "blue"]


@pytest.mark.parametrize("name", ["Black Legend", "black legend", " Black  Legend "])
def test_a_scenario_player_named_as_a_legend_of_the_race_is_refused(name):
    """Issue 36, item 3: a player named "Black Legend" beside the black Legend (whatever that Legend
    is called here, case and spaces aside) would read as that Legend on the board and in every
    sentence: refused, as Race.new refuses it; beside a blue Legend only, the name is free."""
    with pytest.raises(hw.ScenarioError, match="is kept for a Legend"):
        scenario([car(name, 10), legend("The Legend", "black", 11)])
    assert scenario([car(name, 10), legend("The Legend", "blue", 11)]).car(name).legend is False
