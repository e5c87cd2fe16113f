"""Bots: the strategy protocol, the shipped strategies, the names, and how the runner reports errors."""
from __future__ import annotations

import pickle
import random
import re

import pytest

import heat_widget as hw
from heat_widget.bots import Cautious, Heuristic, StrategyError


def _random_states(count: int, seed: int = 0):
    """(race, car) at assorted decision points of random races."""
    rng = random.Random(seed)
    out = []
    race = hw.Race.new(track="usa", players=["A", "B", "C"], legends=1, seed=seed)
    while not race.finished and len(out) < count:
        for d in race.pending:
            if rng.random() < 0.3:
                out.append(race.fork(len(race.timeline) - 1))
            race.act(d.car, rng.choice(race.legal_actions(d.car)))
    return out


@pytest.mark.parametrize("strategy", [hw.bots.heuristic, hw.bots.aggressive, hw.bots.cautious,
                                      Heuristic(risk=0), Cautious(margin=2, shift_heat=True)])
def test_strategies_answer_a_legal_action_everywhere(strategy):
    for race in _random_states(40):
        for d in race.pending:
            view = race.view(d.car)
            action = strategy(view, d)
            assert action in view.legal_actions, (d, action)


def test_heuristic_beats_random_clearly():
    wins = 0
    for seed in range(4):
        race = hw.Race.new(track="usa", players=["H", "R"], seed=seed)
        hw.bots.run_race(race, {"H": hw.bots.heuristic, "R": hw.bots.random_legal})
        wins += race.standings[0] == "H"
        assert race.round < 60
    assert wins == 4


def test_cautious_beats_random():
    race = hw.Race.new(track="italy", players=["C", "R"], seed=3)
    hw.bots.run_race(race, {"C": hw.bots.cautious, "R": hw.bots.random_legal})
    assert race.standings[0] == "C"


def test_strategies_are_picklable_and_deterministic():
    for s in (hw.bots.heuristic, hw.bots.cautious, Heuristic(risk=1.5, cool_below=4)):
        assert pickle.loads(pickle.dumps(s)) == s
    logs = []
    for _ in range(2):
        race = hw.Race.new(track="france", players=["A", "B"], legends=1, seed=5)
        hw.bots.run_race(race, {"A": hw.bots.heuristic, "B": hw.bots.cautious})
        logs.append(race.log)
    assert logs[0] == logs[1]


def test_strategy_names():
    assert hw.bots.strategy("heuristic") is hw.bots.heuristic
    tuned = hw.bots.strategy("heuristic:risk=2.5,cool_below=4,boost=false")
    assert tuned == Heuristic(risk=2.5, cool_below=4, boost=False)
    assert hw.bots.strategy("aggressive:cool_below=5") == Heuristic(risk=2.0, cool_below=5)
    assert hw.bots.strategy_name(hw.bots.strategy("random")) == "random"
    assert hw.bots.strategy_name(Heuristic(risk=2.0)) == "aggressive"
    assert hw.bots.strategy_name(Heuristic(risk=3)).startswith("Heuristic(risk=3")

    def mine(view, decision):
        return view.legal_actions[0]
    assert hw.bots.strategy(mine) is mine and hw.bots.strategy_name(mine) == "mine"
    with pytest.raises(hw.UnknownName, match="unknown strategy 'speedy'.*heuristic"):
        hw.bots.strategy("speedy")
    with pytest.raises(ValueError, match="takes risk"):
        hw.bots.strategy("heuristic:speed=3")
    with pytest.raises(ValueError, match="no parameters"):
        hw.bots.strategy("random:x=1")
    with pytest.raises(TypeError):
        hw.bots.strategy(42)


def test_a_strategy_that_raises_is_named_with_race_car_and_decision():
    def broken(view, decision):
        if decision.kind == "play":
            raise KeyError("oops")
        return view.legal_actions[0]
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=9)
    with pytest.raises(StrategyError, match=r"race on usa \(seed 9\), round 1, decision \d+, (Ana|Ben)'s play decision.*KeyError"):
        hw.bots.run_race(race, {"Ana": broken, "Ben": hw.bots.heuristic})


def test_an_illegal_answer_is_named():
    race = hw.Race.new(track="usa", players=["Ana"], seed=9)
    with pytest.raises(StrategyError, match=r"Ana's gear decision: the strategy chose an illegal action 'gear 4'"):
        hw.bots.run_race(race, {"Ana": lambda view, decision: "gear 4"})


def test_random_bots_get_their_own_generators():
    def play(strategies):
        race = hw.Race.new(track="usa", players=["A", "B"], seed=4)
        hw.bots.run_race(race, strategies)
        return [a for car, a in race.log if car == "A"][:30]
    # A's random choices do not depend on what B's strategy is
    first = play({"A": hw.bots.random_legal, "B": hw.bots.random_legal})
    second = play({"A": hw.bots.random_legal, "B": hw.bots.heuristic})
    assert first[:4] == second[:4]
    assert play({"A": hw.bots.random_legal, "B": hw.bots.heuristic}) == second


def test_play_bots_stops_at_a_person():
    race = hw.Race.new(track="usa", players=["You", "Bot"], seed=2)
    applied = hw.bots.play_bots(race, {"Bot": hw.bots.heuristic})
    assert applied == 2 and [d.car for d in race.pending] == ["You"]  # the bot chose its gear and cards
    with pytest.raises(hw.UnknownName):
        hw.bots.play_bots(race, {"Nobody": hw.bots.heuristic})


def test_plays_by_class_keeps_the_first_play_of_each_kind_in_list_order():
    from heat_widget.bots.outlook import play_class, plays_by_class
    from heat_widget.engine.rules import play_options
    legal = play_options(("1", "2", "3", "3", "S", "H", "4"), 2)
    by_class = plays_by_class(legal)
    expected: dict = {}
    for a in legal:
        expected.setdefault(play_class(a.cards), a)
    assert list(by_class.items()) == list(expected.items())
    assert by_class[play_class(("3", "4"))] is next(a for a in legal if set(a.cards) == {"3", "4"})
    # an equal list that is another object is worked out again, not mixed up with the cached one
    other = tuple(reversed(legal))
    assert list(plays_by_class(other).values())[0] is other[0]


def test_the_heuristics_kept_react_choices_are_the_ones_it_works_out_afresh():
    """Issue 15: Heuristic.react keeps its choice (adrenaline, boost or done) per situation. Over
    random races (base game, Weather's road tokens and free Boosts, the Garage's symbols), every
    React choice equals the one worked out with no kept choice at all."""
    from heat_widget.bots import strategies
    bots = [hw.bots.heuristic, hw.bots.aggressive, Heuristic(boost=False, spin_cost=4.0)]
    checked = 0
    for modules, track in (((), "usa"), (("weather",), "italy"), (("garage", "weather"), "france")):
        for seed in range(4):
            race = hw.Race.new(track=track, players=["A", "B", "C"], legends=1, seed=seed, modules=modules,
                               record=False)
            rng = random.Random(seed)
            while not race.finished:
                for d in race.pending:
                    view = race.view(d.car)
                    bot = bots[rng.randrange(len(bots))]
                    if d.kind == "react":
                        kept = bot(view, d)  # from what earlier decisions left in the memo
                        saved = dict(strategies._REACTS)
                        strategies._REACTS.clear()
                        assert bot(view, d) is kept, (modules, seed, len(race.log))
                        strategies._REACTS.update(saved)
                        checked += 1
                    race.act(d.car, bot(view, d))
    assert checked > 200


def test_play_bots_leaves_the_other_cars_out_only_for_strategies_that_never_read_them():
    """Issue 15 (cheap observations): a strategy that says it never reads `view.cars` (reads_cars =
    False: the cautious bot; the heuristic reads them at React on a board with a chicane,
    bots/slip_react.py) gets views without the public table from play_bots. A strategy without that
    attribute gets full views; one that says so and reads `cars` anyway is stopped with a
    StrategyError naming the ViewError. The races are the same either way."""
    def reading(view, decision):  # no reads_cars: full views
        assert len(view.cars) == view.car_count and view.cars[view.me.place - 1] == view.me
        return hw.bots.cautious(view, decision)

    assert hw.bots.heuristic.reads_cars is True and hw.bots.cautious.reads_cars is False
    logs = []
    for bot in (hw.bots.cautious, reading):
        race = hw.Race.new(track="usa", players=["A", "B", "C"], legends=1, seed=6, record=False)
        hw.bots.run_race(race, {n: bot for n in "ABC"})
        logs.append(race.log)
    assert logs[0] == logs[1] and len(logs[0]) > 100

    def lying(view, decision):
        return view.cars and view.legal_actions[0]
    lying.reads_cars = False
    race = hw.Race.new(track="usa", players=["A"], seed=6)
    with pytest.raises(StrategyError, match="ViewError: this view was made without the other cars"):
        hw.bots.run_race(race, {"A": lying})


def test_cautious_with_no_safe_play_takes_the_likeliest_one_and_does_not_spin_out_for_ever():
    """Spin-out (rulebook, step 7): over the limit with too little Heat, the car goes back before the
    corner with Stress and in 1st gear. A cautious car with an empty Engine before a corner of limit 1
    (Italy's corner 2 with a Limit -1 road token) has no safe play: it used to take the slowest
    (a 2, a sure spin-out, round after round: a season that never ended) and the fastest gear;
    it now takes the play likeliest to stay under the limit (a Stress card may flip a 1) in the gear
    that offers it."""
    race = hw.Race.scenario(track="italy", seed=1, modules=["weather"], weather="cloud", road={2: "limit-1"},
                            cars=[{"name": "Cy", "space": 18, "gear": 1, "engine": 0,
                                   "hand": ["2", "3", "4", "S", "S", "4", "3"]},
                                  {"name": "Ben", "space": 2, "gear": 1, "hand": ["1", "1", "2", "2", "3", "3", "4"]}])
    assert race.corner_limits[1] == 1
    cautious = hw.bots.cautious
    gear = next(d for d in race.pending if d.car == "Cy")
    assert str(cautious(race.view("Cy"), gear)) == "gear 1"  # not gear 2: every play of two cards spins out
    race.act("Cy", "gear 1")
    play = next(d for d in race.pending if d.car == "Cy")
    assert str(cautious(race.view("Cy"), play)) == "play S"  # a 1 in four: not the 2, a sure spin-out


def test_heuristic_memos_dropped_when_full_change_no_decision(monkeypatch):
    """Past MAX_HANDS_KEPT the Heuristic's memos per hand are dropped (the situations kept): a
    batch that drops them all the time decides exactly as one that never does."""
    from heat_widget.bots import situation as strategies  # the situations' memos (moved out of strategies.py)

    def batch():  # 12 races of four heuristic bots (without simulate: polars is not needed, as in Pyodide)
        races = []
        for seed in range(7, 19):
            race = hw.Race.new(track="usa", players=["A", "B", "C", "D"], legends=2, seed=seed, record=False)
            hw.bots.run_race(race, dict.fromkeys("ABCD", hw.bots.strategy("heuristic")))
            races.append(race.to_json())
        return races

    strategies._forget_hands()
    monkeypatch.setattr(strategies, "MAX_HANDS_KEPT", 10**9)
    kept = batch()
    strategies._forget_hands()
    monkeypatch.setattr(strategies, "MAX_HANDS_KEPT", 50)
    dropped = batch()
    assert strategies._HANDS_KEPT[0] <= 51
    assert dropped == kept


def test_a_strategy_failing_in_a_season_names_the_season_and_the_race_with_its_own_seed():
    """A StrategyError in a season says which season and which race of it, with that race's own seed
    and decision number (its place in the race's log), not the season's."""
    def fails_in_round_2(view, decision):
        if decision.kind == "play" and getattr(view, "round", 0) == 2:
            raise RuntimeError("no idea")
        return hw.bots.heuristic(view, decision)

    season = hw.Championship.new(season=1961, players=["Ana", "Ben"], seed=4, upgrades=None, weather=False,
                                 sponsors=False)
    with pytest.raises(StrategyError) as err:
        hw.bots.play_bots(season, {"Ana": fails_in_round_2, "Ben": hw.bots.heuristic})
    race = season.current_race
    message = str(err.value)
    assert message.startswith(f"season 1961 (seed 4), race 1: race on {race.track.id} (seed {race.seed}), round 2, "
                              f"decision {len(race.log) + 1}, ")
    assert race.seed != season.seed and "RuntimeError: no idea" in message


def test_the_heuristics_kept_gears_and_plays_are_the_ones_it_works_out_afresh():
    """Issue 15: Heuristic.gear looks its situations up once per spot (`_GEAR_ROWS`), keeps its memos
    per hand under a number standing for the hand (`hand_key`), and the next round's prospects are
    kept per row of corners ahead, shared by every corner table (`_POTENTIAL`). Over random races
    (base game, Weather with Overheat road tokens, the Garage), every gear and play chosen equals the
    one worked out with all of those memos empty."""
    from heat_widget.bots import strategies
    memos = (strategies._SITUATIONS, strategies._GEAR_ROWS, strategies._POTENTIAL, strategies._HAND_KEYS)
    bots = [hw.bots.heuristic, hw.bots.aggressive, Heuristic(risk=0.5, cool_below=5, spin_cost=4.0)]
    overheat = {1: "overheat", 2: "limit-1", 3: "overheat"}  # Italy's corners that take a token
    checked = 0
    for modules, track, options in (((), "usa", {}), (("weather",), "italy", {"road": overheat}),
                                    (("weather",), "italy", {}), (("garage", "weather"), "france", {})):
        for seed in range(2):
            race = hw.Race.new(track=track, players=["A", "B", "C"], legends=1, seed=seed, modules=modules,
                               record=False, **options)
            rng = random.Random(seed)
            while not race.finished:
                for d in race.pending:
                    view = race.view(d.car)
                    bot = bots[rng.randrange(len(bots))]
                    if d.kind in ("gear", "play"):
                        kept = bot(view, d)  # from what earlier decisions left in the memos
                        saved = [dict(m) for m in memos]
                        for m in memos:
                            m.clear()
                        fresh = bot(view, d)
                        for m, s in zip(memos, saved):
                            m.clear()
                            m.update(s)
                        assert fresh is kept, (modules, seed, len(race.log))
                        checked += 1
                    race.act(d.car, bot(view, d))
    assert checked > 300


def test_corner_tables_share_equal_rows_but_keep_overheat_rows_apart():
    """The corner tables' rows are one object per distinct row (the prospects are kept per row):
    a table with road tokens shares the rows its tokens leave as printed, and an Overheat token's
    row is never the plain one, though an OverheatLimit equals its int."""
    from heat_widget.bots.outlook import corner_table
    from heat_widget.bots.overheat import OverheatLimit
    track = hw.engine.load_track("italy")
    limits = tuple(c.speed_limit for c in track.corners)
    plain = corner_table(track, 2)
    first = track.corners[0].after_space  # the rows just before corner 1 see it first
    overheat = corner_table(track, 2, limits, (1,) + (0,) * (len(limits) - 1))
    other_laps = corner_table(track, 3)
    row = plain[first - 1]
    assert overheat[first - 1] == row and overheat[first - 1] is not row  # equal ints, not the same row
    assert isinstance(overheat[first - 1][0][1], OverheatLimit)
    shared = [d for d in range(len(plain)) if plain[d] is other_laps[d]]
    assert len(shared) > len(plain) // 2  # 2 laps and 3 laps: the same corners ahead, the same objects
    assert all(plain[d] == other_laps[d] for d in shared)
    # where no Overheat corner is among the four ahead, the token table's rows are the plain ones
    apart = 0
    for d in range(len(plain)):
        if any(isinstance(lim, OverheatLimit) for _k, lim in overheat[d]):
            assert overheat[d] is not plain[d], d
            apart += 1
        else:
            assert overheat[d] is plain[d], d
    assert 0 < apart < len(plain)


def test_a_hand_key_stands_for_one_hand_and_number_of_cards():
    """The memos per hand are keyed by `hand_key(hand) + k` (k cards played): no two (hand, k) pairs
    share a key, up to the largest hand (10 cards), and a hand keeps its key until the memos per
    hand are dropped together with the keys (`_forget_hands`)."""
    from itertools import combinations_with_replacement

    from heat_widget.bots import strategies
    hands = [tuple(sorted(h)) for n in (4, 7, 10) for h in combinations_with_replacement("012345HS", n)][:3000]
    keys = {strategies.hand_key(h) + k for h in hands for k in range(1, 11)}
    assert len(keys) == len(hands) * 10
    assert all(strategies.hand_key(h) == strategies.hand_key(tuple(h)) for h in hands[:50])
    from heat_widget.bots.outlook import corner_table
    table = corner_table(hw.engine.load_track("usa"), 1)  # kept alive by its cache: memos key it by id
    sit = strategies._situation(table, 0, 2, 3, 1.0, 12.0)
    sit.best_for(hands[0], 2)
    assert sit.by_hand
    strategies._forget_hands()
    assert not sit.by_hand and not strategies._HAND_KEYS


@pytest.mark.parametrize("strategies", ["heuristic", ["heuristic"], {"Ana": "heuristic"}, {"Ana": 3}])
def test_play_bots_names_a_strategy_given_as_a_name_or_not_a_dict(strategies):
    """play_bots(race, "heuristic") read the text as car names ("unknown car 'h'") and
    {"Ana": "heuristic"} failed mid-race; both are BadArgument at once, saying what to give
    (hw.bots.strategy(name) makes a strategy from its name), and no decision is applied."""
    race = hw.Race.new(players=["Ana", "Ben"], seed=1)
    with pytest.raises(hw.BadArgument, match="strategy"):
        hw.bots.play_bots(race, strategies)
    assert race.log == []


def test_a_wrong_strategy_name_or_parameter_gets_the_projects_error_cut_short():
    """Bad input: the project's own error (BadArgument, still a ValueError), naming what is allowed,
    the long input echoed cut short."""
    from heat_widget.engine.errors import BadArgument
    long = "search:samples=" + "9" * 5000
    for spec, says in [("search:keep=11", "keep must be a number from 0 to 10"),
                       ("search:samples=0", "samples must be a whole number of at least 1"),
                       ("heuristic:risk=-1", "risk must be a number from 0 to 100"),
                       ("heuristic:cool_below=-1", "cool_below must be a whole number from 0 to 12"),
                       ("heuristic:cool_below=2.5", "cool_below"),
                       ("heuristic:discard_below=99", "discard_below must be a whole number from 0 to 20"),
                       ("heuristic:spin_cost=-3", "spin_cost must be a number from 0"),
                       ("search:draft_speed=1e9", "draft_speed"),
                       ("cautious:margin=-1", "margin must be a whole number from 0 to 12"),
                       ("cautious:boost_reserve=1.5", "boost_reserve"),
                       ("cautious:shift_heat=2", "shift_heat"),  # (compiled: the wrong kind of value, named)
                       ("search:samples=x" + "x" * 5000, "numbers or true/false"),
                       ("random:risk=2", "takes no parameters"),
                       ("search:depth" + "h" * 5000, "written name=value"),
                       (long, "numbers or true/false"),  # (a number too long to be one: infinite)
                       ("search:samples=1.5", "samples")]:
        with pytest.raises(BadArgument, match=says) as caught:
            hw.bots.strategy(spec)
        assert len(str(caught.value)) < 400, spec[:40]


def test_a_bots_parameter_out_of_range_is_refused_when_the_bot_is_made():
    """Made directly, too (not only through a name): the project's error naming what is allowed."""
    for make, says in [(lambda: Heuristic(cool_below=-2), "cool_below must be a whole number from 0 to 12"),
                       (lambda: Heuristic(discard_below=21), "discard_below"),
                       (lambda: Heuristic(risk=float("nan")), "risk must be a number from 0 to 100"),
                       (lambda: Cautious(margin=13), "margin must be a whole number from 0 to 12")]:
        with pytest.raises(hw.BadArgument, match=says):
            make()


def test_the_advice_speaks_to_the_player_and_never_as_the_bot():
    """Issue 36, item 6: the coach shows a strategy's reason to the player deciding, so it speaks to
    them ("3 Heat cards from your hand back to the Engine"), never as the bot ("my hand"): the React
    advice of a car holding Heat in 1st gear (every sentence of bots/reasons.py: test_i18n_messages)."""
    from engine_helpers import car, scenario

    race = scenario([car("Ana", 20, hand=["1", "2", "H", "H", "H", "H", "3"], engine=2), car("Ben", 2)])
    for name in ("Ana", "Ben"):
        race.act(name, "gear 1")
        race.act(name, "play 1")
    decision = next(d for d in race.pending if d.car == "Ana")
    assert decision.kind == "react"
    advice = hw.bots.heuristic.advise(race.view("Ana"), decision)
    assert advice.action.kind == "cooldown", advice
    assert "from your hand back to the Engine" in advice.reason, advice.reason
    assert "da mão de volta ao motor" in hw.bots.heuristic.advise(race.view("Ana"), decision, language="pt").reason
    assert not re.search(r"\b(I|my|me)\b", advice.reason)


def test_the_next_rounds_prospects_count_a_gear_by_its_two_best_speeds_not_the_best_alone():
    """Issue 32: a hand does not always hold a gear's best Speed, so the next round's prospects
    (strategies.py `_potential`) are the mean of a gear's two best. On Japan's back straight (space
    20 of lap 1: the next line is after 45), 4th gear's usual Speeds 7-12 cost no Heat: 12 and 11
    give 11.5; the evaluator's feature keeps the best alone (top=1), as it was trained."""
    from heat_widget.bots.evaluator import potential_of
    from heat_widget.bots.outlook import corner_table
    from heat_widget.bots.strategies import _potential
    race = hw.Race.new(track="japan", players=["A"], seed=1)
    table = corner_table(race.track, race.laps)
    d = race.spaces + 20
    assert table[d][0][0] > 12  # no corner line within 4th gear's reach
    assert _potential(table, d, 4, 6, 1.0) == 11.5
    assert potential_of(table, d, 4, 6) == 12.0


def test_the_heuristic_gets_the_other_cars_only_to_plan_and_react_on_a_board_with_a_chicane():
    """Issue 15 (cheap observations), with the heuristic's React reading where the cars ahead stopped
    and its gear and cards where they will stop (rulebook, 6. Slipstream; bots/slip_react.py,
    bots/slip_plan.py): play_bots makes its views with the other cars only for its gear, cards and
    React on a board with a chicane (its `wants_cars`), every other view without them."""
    from heat_widget.engine.errors import ViewError

    heuristic = Heuristic()

    def spy(view, decision):  # a function, not a subclass: the compiled Heuristic takes none
        try:
            view.cars
            seen.add((decision.kind, True))
        except ViewError:
            seen.add((decision.kind, False))
        return heuristic(view, decision)

    spy.wants_cars = heuristic.wants_cars  # the heuristic's rule for the views it needs

    for track, with_cars in (("netherlands", {"gear", "play", "react"}), ("usa", set())):
        seen: set = set()
        race = hw.Race.new(track=track, players=["A", "B"], legends=1, seed=3, laps=1, record=False)
        hw.bots.run_race(race, {"A": spy, "B": spy})
        assert {kind for kind, cars in seen if cars} == with_cars
        assert ("discard", False) in seen and any(kind == "react" for kind, _ in seen)


def test_run_race_and_play_bots_refuse_bad_strategies_and_generators_with_the_projects_error():
    """Before: run_race(race, None) was Python's "argument of type 'NoneType' is not iterable", a car
    left without a strategy a ValueError, and rng=5 a TypeError."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1, laps=1)
    before = race.to_json()
    with pytest.raises(hw.BadArgument, match=r"strategies must be a dict \{car name: strategy\}"):
        hw.bots.run_race(race, None)
    with pytest.raises(hw.BadArgument, match="no strategy for Ben; every player car needs one"):
        hw.bots.run_race(race, {"Ana": hw.bots.heuristic})
    with pytest.raises(hw.BadArgument, match="rng must be None, a random.Random or a dict of them, not 5"):
        hw.bots.play_bots(race, {"Ana": hw.bots.heuristic, "Ben": hw.bots.heuristic}, rng=5)
    assert race.to_json() == before
