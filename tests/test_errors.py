"""Bad input (issue 2, Bad input; DESIGN, Explicit decision points): illegal actions, unknown
names, impossible scenarios, damaged or foreign race files. Every error is clear and the race is
left exactly as it was."""
import json
import random

import pytest

import heat_widget as hw

from engine_helpers import assert_illegal, car, frozen, legal, legend, plan, scenario


# ---- illegal actions ---------------------------------------------------------------------------

@pytest.mark.parametrize("action", ["fly", "", "gear", "gear 2 3", "gear x", "boost now", "pass 2", 5, None,
                                    3.5, ["gear", 1]])
def test_unreadable_actions_are_illegal_and_change_nothing(action):
    """DESIGN, Action notation: only the canonical texts are actions; anything else is refused with
    the notation, and the race is unchanged."""
    race = scenario([car("Ana", 20), car("Ben", 10)])
    assert_illegal(race, "Ana", action)


def test_action_of_the_wrong_decision_names_the_decision_and_the_choices():
    """DESIGN: 'Ana must choose a gear now', with the legal choices."""
    race = scenario([car("Ana", 20, gear=2), car("Ben", 10)])
    assert_illegal(race, "Ana", "play 4 3", "gear", "gear 1, gear 2, gear 3 or gear 4")
    assert_illegal(race, "Ana", "boost", "gear 1")
    assert_illegal(race, "Ana", "discard", "gear 1")


def test_acting_out_of_turn_names_who_is_waited_for():
    """Rulebook, Playing a round: after steps 1-2, one car at a time; the others wait."""
    race = scenario([car("Ana", 30), car("Ben", 10)])
    plan(race, "Ana", 1, "1")
    assert_illegal(race, "Ana", "gear 2", "Ana has nothing to decide", "Ben")
    plan(race, "Ben", 1, "1")
    assert_illegal(race, "Ben", "done", "Ana")


# Every illegal choice in steps 1-2 must name the rule and the legal choices.
ILLEGAL_PLANS = {
    "gear 1 -> 4": (dict(gear=1), "gear 4", "at most two"),
    "gear 9": (dict(gear=1), "gear 9", "1 to 4"),
    "two gears without Heat": (dict(gear=2, engine=0), "gear 4", "Heat"),
    "too few cards": (dict(gear=2), "play 4", "exactly 2"),
    "too many cards": (dict(gear=2), "play 4 3 2", "exactly 2"),
    "cards not in hand": (dict(gear=2), "play 5 4", "no 5"),
    "cards not in hand, too many": (dict(gear=2), "play 4 4 4", "no 4 4"),
    "Heat with playable cards": (dict(gear=2, hand=["4", "3", "H", "H", "1", "2", "2"], engine=4), "play 4 H", "Heat"),
    "only Heat with playable cards": (dict(gear=2, hand=["4", "3", "H", "H", "1", "2", "2"], engine=4), "play H H",
                                      "Heat"),
    # stuck: from 4th gear with an empty Engine, 3rd is the lowest gear and 2 cards cannot fill it
    "cluttered hand not covered": (dict(gear=4, hand=["4", "3", "H", "H", "H", "H", "H"], engine=0), "play 4 3",
                                   "exactly 4"),
    "cluttered hand over-covered": (dict(gear=4, hand=["4", "3", "H", "H", "H", "H", "H"], engine=0),
                                    "play 4 H H H", "cluttered"),
    "cluttering on purpose": (dict(gear=3, hand=["4", "3", "H", "H", "H", "H", "H"], engine=1), "gear 3",
                              "only 2 playable"),
}


@pytest.mark.parametrize("label", list(ILLEGAL_PLANS))
def test_illegal_plan_actions_name_the_rule_and_the_legal_choices(label):
    """Issue 2, Bad input: an illegal action raises IllegalAction naming the rule and the legal
    choices ('Ben is in 2nd gear: play exactly 2 cards'), and the race is unchanged."""
    spec, action, rule = ILLEGAL_PLANS[label]
    race = scenario([car("Ana", 20, **spec), car("Ben", 10)])
    if action.startswith("play"):
        race.act("Ana", f"gear {spec['gear']}")
    choices = legal(race, "Ana")
    msg = assert_illegal(race, "Ana", action, rule)
    assert any(c in msg for c in choices), f"no legal choice named in {msg!r} (legal: {choices})"


def test_illegal_react_actions_name_the_rule_and_the_legal_choices():
    """Rulebook, 5. React: cooldown beyond the gear's number or the Heat in hand, a second boost,
    Adrenaline when not last: each refused with the rule and the choices."""
    race = scenario([car("Ana", 20, gear=2, hand=["4", "3", "H", "H", "1", "2", "2"], engine=3), car("Ben", 10)])
    plan(race, "Ana", 2, "4 3")
    plan(race, "Ben", 1, "1")
    assert legal(race, "Ana") == ["cooldown 1", "boost", "done"]
    assert_illegal(race, "Ana", "cooldown 2", "at most 1", "cooldown 1, boost or done")
    assert_illegal(race, "Ana", "cooldown 0", "cooldown 1")
    assert_illegal(race, "Ana", "adrenaline", "last", "cooldown 1, boost or done")
    race.act("Ana", "boost")
    assert_illegal(race, "Ana", "boost", "once per turn", "cooldown 1 or done")


def test_illegal_discard_names_the_rule_and_the_legal_choices():
    """Rulebook, 8. Discard: never Heat or Stress; only cards in hand."""
    race = scenario([car("Ana", 20, gear=3, hand=["4", "3", "2", "1", "H", "S", "0"], engine=0), car("Ben", 10)])
    plan(race, "Ana", 3, "4 3 2")
    plan(race, "Ben", 1, "1")
    assert legal(race, "Ana") == ["discard", "discard 1", "discard 0", "discard 1 0"]
    assert_illegal(race, "Ana", "discard H", "never", "1")
    assert_illegal(race, "Ana", "discard S 1", "never")
    assert_illegal(race, "Ana", "discard 4", "no 4", "discard 1")


def test_illegal_slipstream_when_none_is_offered():
    """Rulebook, 6. Slipstream: only when beside or right behind a car."""
    race = scenario([car("Ana", 20, gear=3, hand=["4", "3", "2", "1", "1", "2", "3"], engine=0), car("Ben", 10)])
    plan(race, "Ana", 3, "4 3 2")
    plan(race, "Ben", 1, "1")
    assert_illegal(race, "Ana", "slipstream", "discard")


def test_interleaved_illegal_actions_leave_no_trace_in_a_whole_race():
    """DESIGN: an illegal action 'leaves the race exactly as it was': a race with many refused
    actions along the way is identical, step by step, to the same race without them."""
    def play(seed, noisy):
        race = hw.Race.new(track="france", players=["Ana", "Ben", "Cy"], legends=1, seed=seed)
        rng, noise = random.Random(seed), random.Random(seed + 1000)
        junk = ["gear 9", "play H", "boost", "discard H", "slipstream", "cooldown 9", "adrenaline", "done",
                "play 4 4 4 4 4", "gear 1", "pass", "discard 5 5"]
        while not race.finished:
            for d in race.pending:
                if noisy:
                    for text in noise.sample(junk, 4):
                        if text in legal(race, d.car):
                            continue
                        before = frozen(race)
                        with pytest.raises(hw.IllegalAction):
                            race.act(d.car, text)
                        assert frozen(race) == before
                    other = noise.choice(race.names)
                    if not race.legal_actions(other):
                        with pytest.raises(hw.IllegalAction):
                            race.act(other, "done")
                race.act(d.car, rng.choice(race.legal_actions(d.car)))
        return race
    a, b = play(5, False), play(5, True)
    assert a.to_json() == b.to_json()
    assert [s.state for s in a.timeline] == [s.state for s in b.timeline]


# ---- unknown names -----------------------------------------------------------------------------

def test_unknown_car_lists_the_cars():
    """Issue 2, Bad input: an unknown car gives a clear error listing the valid ones."""
    race = scenario([car("Ana", 20), car("Ben", 10), legend("Black Legend", "black", 5)])
    before = frozen(race)
    for f in (lambda: race.act("Zed", "gear 1"), lambda: race.car("Zed"), lambda: race.legal_actions("Zed"),
              lambda: race.view("Zed")):
        with pytest.raises(hw.UnknownName) as info:
            f()
        msg = str(info.value)
        assert "Zed" in msg and "Ana" in msg and "Ben" in msg and "Black Legend" in msg
    assert frozen(race) == before


def test_unknown_module_lists_the_modules():
    """Issue 2, Bad input: an unknown name gives a clear error listing the valid ones."""
    with pytest.raises(hw.UnknownName) as info:
        hw.Race.new(track="usa", players=["Ana"], modules=["turbo"])
    assert "legends" in str(info.value)


def test_future_module_is_unsupported_clearly(monkeypatch):
    """Issue 2: a module named but not implemented yet is refused as not supported yet (every
    module of the booklet is implemented now: a planned one is made up here)."""
    from heat_widget.engine import module_registry
    monkeypatch.setattr(module_registry, "PLANNED", ("sprint",))
    with pytest.raises(hw.UnsupportedRule) as info:
        hw.Race.new(track="usa", players=["Ana"], modules=["sprint"])
    assert "sprint" in str(info.value)


def test_unknown_card_in_a_scenario_is_an_unknown_name_listing_the_cards():
    """Issue 2, Bad input / brief: an unknown card gives hw.UnknownName listing the valid ones."""
    with pytest.raises(hw.UnknownName) as info:
        hw.Race.scenario(track="usa", cars=[car("Ana", 5, hand=["7", "1", "1", "2", "2", "3", "3"])])
    msg = str(info.value)
    assert "'7'" in msg
    for c in ("1", "2", "3", "4", "0", "5", "H", "S"):
        assert c in msg


def test_unknown_card_in_a_play_is_illegal_and_names_the_hand():
    """DESIGN, Action notation: a play naming a card the car does not hold is illegal."""
    race = scenario([car("Ana", 5, gear=1), car("Ben", 2)])
    race.act("Ana", "gear 1")
    assert_illegal(race, "Ana", "play 7", "no 7", "play 4")
    assert_illegal(race, "Ana", "play X", "no X")


# ---- impossible scenarios ----------------------------------------------------------------------

IMPOSSIBLE = {
    "two cars on one spot": ([car("Ana", 5), car("Ben", 5)], "spot"),
    "a car and a Legend on one spot": ([car("Ana", 5, spot=2), legend("L", "black", 5, spot=2)], "spot"),
    "a fourth 4": ([car("Ana", 5, hand=["4", "4", "4", "1", "1", "2", "2"], deck=["4"])], "'4'"),
    "a second 5": ([car("Ana", 5, hand=["5", "1", "1", "2", "2", "3", "3"], discard=["5"])], "'5'"),
    "eight Heat (6 + 1 owned)": ([car("Ana", 5, hand=["H", "H", "1", "1", "2", "2", "3"], engine=6)], "'H'"),
    "gear 7": ([car("Ana", 5, gear=7)], "gear"),
    "gear 0": ([car("Ana", 5, gear=0)], "gear"),
    "gear as text": ([car("Ana", 5, gear="3")], "gear"),
    "space 0": ([car("Ana", 0)], "space"),
    "space past the track": ([car("Ana", 70)], "space"),
    "spot 3": ([car("Ana", 5, spot=3)], "spot"),
    "lap past the race": ([car("Ana", 5, lap=3)], "lap"),
    "negative lap": ([car("Ana", 5, lap=-1)], "lap"),
    "one name twice": ([car("Ana", 5), car("Ana", 6)], "Ana"),
    "unknown field": ([car("Ana", 5, fuel=3)], "fuel"),
    "negative Engine": ([car("Ana", 5, engine=-1)], "engine"),
    "Legend of no Legend colour": ([legend("L", "pink", 5), car("Ana", 3)], "colour"),
    "two Legends of one colour": ([legend("L", "black", 5), legend("M", "black", 6), car("Ana", 3)], "colour"),
    "no cars": ([], "car"),
    "nine cars (the grid has 8 spots)": ([car(f"C{i}", i + 1) for i in range(9)], "8"),
}


@pytest.mark.parametrize("label", list(IMPOSSIBLE))
def test_impossible_scenario_is_a_scenario_error(label):
    """Issue 2, Bad input: an impossible scenario (two cars on one spot, a card in two places, a
    gear of 7...) gives a clear ScenarioError, never a half-built race."""
    cars, word = IMPOSSIBLE[label]
    with pytest.raises(hw.ScenarioError) as info:
        hw.Race.scenario(track="usa", cars=cars)
    assert word.lower() in str(info.value).lower()


@pytest.mark.parametrize("deck", [[11], [0], [1, 1], "1 2", [1.5]])
def test_bad_legends_deck_is_a_scenario_error(deck):
    """Legends Module: the deck holds the cards 1-10, each once."""
    with pytest.raises(hw.ScenarioError):
        hw.Race.scenario(track="usa", cars=[car("Ana", 5)], legends_deck=deck)


@pytest.mark.parametrize("kw, word", [
    (dict(players=["Ana", "Ana"]), "Ana"),
    (dict(players=["A", "B", "C", "D", "E", "F", "G"], legends=2), "8"),
    (dict(players=["Ana"], legends=7), "legends"),
    (dict(players=["Ana"], laps=0), "laps"),
    (dict(players=[]), "cars"),
    (dict(players=[""]), "name"),
    (dict(players=["Black Legend"], legends=1), "Legend"),
])
def test_impossible_new_race_is_a_scenario_error(kw, word):
    """Rulebook, Setting up the game: the grid has 8 spots; names tell cars apart."""
    with pytest.raises(hw.ScenarioError) as info:
        hw.Race.new(track="usa", seed=1, **kw)
    assert word.lower() in str(info.value).lower()


def test_scenario_config_is_not_changed_by_the_callers_lists():
    """DESIGN, event-sourced: a race is its config + seed + decisions. Changing the lists that were
    passed to Race.scenario afterwards must not change the saved race."""
    cars = [car("Ana", 20), car("Ben", 10)]
    deck = [3, 4]
    race = hw.Race.scenario(track="usa", cars=cars, seed=1, legends_deck=deck)
    saved = race.to_json()
    cars[0]["hand"].append("4")
    cars[0]["hand"][0] = "0"
    cars[1]["deck"].clear()
    deck.append(5)
    assert race.to_json() == saved
    again = hw.Race.from_json(race.to_json())
    assert again.timeline[-1].state == race.timeline[-1].state


# ---- damaged or foreign race files --------------------------------------------------------------

@pytest.fixture(scope="module")
def saved():
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=3)
    rng = random.Random(1)
    for _ in range(40):
        d = race.pending[0]
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
    return race.to_json()


def edit(text, f):
    doc = json.loads(text)
    f(doc)
    return json.dumps(doc)


DAMAGE = {
    "truncated": lambda t: t[: len(t) // 2],
    "not JSON": lambda t: "hello",
    "a JSON list": lambda t: "[1, 2]",
    "foreign format": lambda t: json.dumps({"format": "chess/pgn", "version": 1}),
    "no format": lambda t: edit(t, lambda d: d.pop("format")),
    "newer version": lambda t: edit(t, lambda d: d.update(version=99)),
    "version as text": lambda t: edit(t, lambda d: d.update(version="1")),
    "no version": lambda t: edit(t, lambda d: d.pop("version")),
    "unknown track": lambda t: edit(t, lambda d: d["config"].update(track="monaco")),
    "players not a list": lambda t: edit(t, lambda d: d["config"].update(players=5)),
    "too many Legends": lambda t: edit(t, lambda d: d["config"].update(legends=9)),
    "unknown kind": lambda t: edit(t, lambda d: d["config"].update(kind="weird")),
    "no seed": lambda t: edit(t, lambda d: d["config"].pop("seed")),
    "config null": lambda t: edit(t, lambda d: d.update(config=None)),
    "unknown option": lambda t: edit(t, lambda d: d["config"].update(options={"fuel": 1})),
    "an illegal decision": lambda t: edit(t, lambda d: d["actions"][5].__setitem__(1, "gear 9")),
    "an unknown car": lambda t: edit(t, lambda d: d["actions"][5].__setitem__(0, "Zed")),
    "actions not a list": lambda t: edit(t, lambda d: d.update(actions="x")),
    "a short action": lambda t: edit(t, lambda d: d["actions"].__setitem__(3, ["Ana"])),
    "other standings": lambda t: edit(t, lambda d: d["result"]["standings"].reverse()),
    "other seed": lambda t: edit(t, lambda d: d["config"].update(seed=d["config"]["seed"] + 1)),
    "bytes not UTF-8": lambda t: b"\xff\xfe\x00",
    "None": lambda t: None,
    "a number": lambda t: 5,
}


@pytest.mark.parametrize("label", list(DAMAGE))
def test_damaged_or_foreign_race_file_is_a_race_file_error(saved, label):
    """DESIGN, Serialisable: a damaged or foreign file gives a clear RaceFileError, never a
    half-loaded race."""
    with pytest.raises(hw.RaceFileError) as info:
        hw.Race.from_json(DAMAGE[label](saved))
    assert str(info.value)


def test_race_file_as_utf8_bytes_loads(saved):
    """DESIGN, Serialisable: the text may come as UTF-8 bytes."""
    assert hw.Race.from_json(saved.encode("utf-8")).to_json() == saved


@pytest.mark.parametrize("steps", [-1, 3, 99, "1", 1.0, True])
def test_replay_of_steps_that_do_not_exist_is_out_of_range(steps):
    """Before: race.replay(-1) replayed all decisions but the last and replay(99) all of them (a
    slice of the log), replay("1") was Python's TypeError."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=7)
    race.act("Ana", "gear 2")
    race.act("Ben", "gear 1")
    before = race.to_json()
    with pytest.raises(hw.OutOfRange, match=r"steps must be None \(every decision\) or from 0 to 2, not "):
        race.replay(steps)
    assert race.to_json() == before
    assert race.replay(None).log == race.log and race.replay(2).log == race.log and race.replay(0).log == []
