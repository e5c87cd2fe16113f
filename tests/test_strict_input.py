"""Strict input (issue 10, items 5-7): every bad action, car name, option or race file gets the
project's own error with a short message, and changes nothing (DESIGN, Explicit decision points and
Serialisable)."""
import json
import random
import time

import pytest

import heat_widget as hw
from heat_widget.engine import actions as actions_module
from heat_widget.engine import serialize

from engine_helpers import assert_illegal, car, frozen, play_random, scenario


def fresh():
    return scenario([car("Ana", 20, gear=2), car("Ben", 10)])


# ---- item 5: actions are validated by value ----------------------------------------------------

@pytest.mark.parametrize("args", [("gear", "2"), ("gear", None), ("gear", True), ("gear", 2.0), ("gear", -1),
                                  ("gear", 10 ** 5000), ("cooldown", "1"), ("boost", 3), ("done", None, ("4",)),
                                  ("play", None, "43"), ("play", None, (4, 3)), ("play", None, ("4 3",)),
                                  ("play", None, ("",)), ("play", None, ("4",) * 21), ("fly",), (["gear"], 2)])
def test_action_objects_are_checked_by_value_not_by_their_text(args):
    """Issue 10, item 5: Action("gear", "2") prints as 'gear 2' but holds text, not a number: it
    is refused when made (IllegalAction), so no such action can reach a race."""
    with pytest.raises(hw.IllegalAction) as info:
        hw.Action(*args)
    assert len(str(info.value)) < 300


def test_a_number_as_text_in_an_action_never_reaches_the_race():
    """Issue 10, item 5: the live race stays playable: Ana's gear is still a number afterwards."""
    race = fresh()
    before = frozen(race)
    with pytest.raises(hw.IllegalAction):
        race.act("Ana", hw.Action("gear", "2"))
    assert frozen(race) == before
    race.act("Ana", hw.Action("gear", 2))
    race.act("Ana", "play 4 3")
    assert race.car("Ana").gear == 2


# ---- item 6: short messages in the project's own errors ---------------------------------------

@pytest.mark.parametrize("text", ["gear ²", "gear ٣", "gear ３", "cooldown ¹", "gear " + "9" * 5000, "gear 0x2",
                                  "gear +2", "gear 2.0", "gear 1e3"])
def test_only_ascii_digits_are_numbers(text):
    """Issue 10, item 6: only ASCII digits are numbers ('gear ²' and 'gear ٣' are refused, not read
    as 2 and 3), and a number of thousands of digits is refused like any bad number."""
    race = fresh()
    msg = assert_illegal(race, "Ana", text)
    assert len(msg) < 400


@pytest.mark.parametrize("name", [["Ana"], {"Ana": 1}, None, 5, b"Ana", "Z" * 100_000])
def test_a_car_name_that_is_not_a_name_is_an_unknown_name(name):
    """Issue 10, item 6: a list or dict as a car name is UnknownName (not TypeError), and a long
    name is echoed cut short."""
    race = fresh()
    before = frozen(race)
    for f in (lambda: race.act(name, "gear 2"), lambda: race.legal_actions(name), lambda: race.view(name),
              lambda: race.car(name)):
        with pytest.raises(hw.UnknownName) as info:
            f()
        assert len(str(info.value)) < 200 and "Ana" in str(info.value)
    assert frozen(race) == before


def test_a_huge_action_is_refused_by_its_length_before_it_is_read(monkeypatch):
    """Issue 10, item 6: an action text over the cap is refused by its length alone (the code never
    splits or looks it up: both are made to fail here) and echoed as its first 60 characters."""
    race = fresh()
    text = "play " + "4 " * 500_000

    class Exploding(dict):
        def get(self, *a):
            raise AssertionError("the cache was consulted")
    monkeypatch.setattr(actions_module, "_PARSED", Exploding())
    msg = assert_illegal(race, "Ana", text, "at most 200 characters", "(1000005 characters)")
    assert len(msg) < 200


@pytest.mark.parametrize("bad", [dict(laps=True), dict(tournament="no"), dict(tournament=1), dict(pro_legends=True),
                                 dict(hand_size=7.0), dict(heat=True), dict(seed=2 ** 80), dict(seed=True),
                                 dict(legends=True), dict(players=["A" * 41]), dict(players=5),
                                 dict(modules=[["garage"]]), dict(modules=None), dict(players=None)])
def test_options_of_the_wrong_type_are_refused(bad):
    """Issue 10, item 7: options are checked by type as well as range: laps=True is no lap count,
    tournament="no" is no answer, pro_legends=True is no number."""
    kw = dict(track="usa", players=["Ana", "Ben"], seed=1)
    kw.update(bad)
    with pytest.raises(hw.ScenarioError) as info:
        hw.Race.new(**kw)
    assert len(str(info.value)) < 200


# ---- item 6 and 7: race files -------------------------------------------------------------------

@pytest.fixture(scope="module")
def saved():
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=3)
    play_random(race, random.Random(1))
    return race.to_json()


def edit(text, f):
    doc = json.loads(text)
    f(doc)
    return json.dumps(doc)


def cut(doc, n):
    doc["actions"] = doc["actions"][:-n]


FILES = {
    "a 5,000-digit number": lambda t: t.replace('"seed":3', '"seed":' + "9" * 5000, 1),
    "100,000-deep nesting": lambda t: "[" * 100_000 + "]" * 100_000,
    "deep nesting in the config": lambda t: t.replace('"options":{}', '"options":' + "[" * 50_000 + "]" * 50_000),
    "kind a list (found by the fuzz test)": lambda t: edit(t, lambda d: d["config"].update(kind=[])),
    "round in a new race": lambda t: edit(t, lambda d: d["config"].update(round=530)),
    "round 31.5 in a new race": lambda t: edit(t, lambda d: d["config"].update(round=31.5)),
    "laps true": lambda t: edit(t, lambda d: d["config"]["options"].update(laps=True)),
    "tournament 'no'": lambda t: edit(t, lambda d: d["config"]["options"].update(tournament="no")),
    "pro_legends true": lambda t: edit(t, lambda d: d["config"]["options"].update(pro_legends=True)),
    "legends true": lambda t: edit(t, lambda d: d["config"].update(legends=True)),
    "seed as text": lambda t: edit(t, lambda d: d["config"].update(seed="3")),
    "seed true": lambda t: edit(t, lambda d: d["config"].update(seed=True)),
    "options a list": lambda t: edit(t, lambda d: d["config"].update(options=[])),
    "an unknown option": lambda t: edit(t, lambda d: d["config"]["options"].update(turbo=1)),
    "modules not a list": lambda t: edit(t, lambda d: d["config"].update(modules="legends")),
    "options of an unknown module": lambda t: edit(t, lambda d: d["config"].update(module_options={"turbo": {}})),
    "options of a module not chosen": lambda t: edit(t, lambda d: d["config"].update(
        module_options={"garage": {"x": 1}})),
    "a car name that is a list": lambda t: edit(t, lambda d: d["actions"][0].__setitem__(0, ["Ana"])),
    "a name too long": lambda t: edit(t, lambda d: d["config"].update(players=["A" * 41, "Ben"])),
    "decisions cut from the end of a finished race": lambda t: edit(t, lambda d: cut(d, 5)),
    "decisions cut and the round with them": lambda t: edit(t, lambda d: (cut(d, 30), d["result"].update(
        round=d["result"]["round"] - 1))),
    "a later round": lambda t: edit(t, lambda d: d["result"].update(round=d["result"]["round"] + 1)),
    "saved unfinished": lambda t: edit(t, lambda d: d["result"].update(finished=False)),
    "result without a round": lambda t: edit(t, lambda d: d["result"].pop("round")),
    "result round as text": lambda t: edit(t, lambda d: d["result"].update(round=str(d["result"]["round"]))),
    "result finished as 1": lambda t: edit(t, lambda d: d["result"].update(finished=1)),
    "a huge action": lambda t: edit(t, lambda d: d["actions"][0].__setitem__(1, "gear " + "1" * 1_000_000)),
}


@pytest.mark.parametrize("label", list(FILES))
def test_every_field_of_a_race_file_is_checked_and_the_result_matches_the_replay(saved, label):
    """Issue 10, items 6 and 7: a race file whose numbers, nesting, config fields (type and range),
    decisions or saved result (finished, round, standings: checked against the replay) are wrong is
    a RaceFileError with a short message, never a different race nor another exception."""
    with pytest.raises(hw.RaceFileError) as info:
        hw.Race.from_json(FILES[label](saved))
    assert len(str(info.value)) < 600, str(info.value)[:1000]


def test_a_scenario_round_is_checked_by_type_and_range(saved):
    """Issue 10, item 7: a scenario's round is a whole number of at least 1 (not 31.5, not true)."""
    race = hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 5}], seed=1, round=3)
    text = race.to_json()
    for bad in (31.5, True, 0, "3"):
        with pytest.raises(hw.RaceFileError):
            hw.Race.from_json(edit(text, lambda d: d["config"].update(round=bad)))
    assert hw.Race.from_json(text).round == 3


def test_a_huge_race_file_is_refused_by_its_length_before_it_is_parsed(monkeypatch):
    """Issue 10, item 6: a file over the cap (5,000,000 characters, about 20 times a 10-lap 8-car
    race) is refused by its length: json.loads is never called (it is made to fail here), and the
    message shows its first 60 characters only."""
    def no_parsing(*a, **k):
        raise AssertionError("json.loads was called")
    monkeypatch.setattr(serialize.json, "loads", no_parsing)
    text = '{"format": "heat_widget/race", "actions": [' + '["Ana", "gear 1"],' * 300_000 + "]}"
    for doc in (text, text.encode("utf-8") * 4):
        with pytest.raises(hw.RaceFileError) as info:
            hw.Race.from_json(doc)
        assert len(str(info.value)) < 300


def test_the_largest_real_race_file_is_well_under_the_cap():
    """Issue 10, item 6: the cap is far above real races (8 cars, Italy, 3 laps: under 100,000)."""
    race = hw.Race.new(track="italy", players=[f"Player {i}" for i in range(8)], seed=2)
    play_random(race, random.Random(2))
    assert len(race.to_json()) * 20 < serialize.MAX_FILE
    assert hw.Race.from_json(race.to_json()).to_json() == race.to_json()


@pytest.mark.parametrize("track", [["usa"], None, 5, "x" * 1_000_000])
def test_a_track_that_is_not_a_track_id_is_an_unknown_name_echoed_short(track):
    """Issue 10, item 6: a list as a track is UnknownName (not TypeError), a huge one is cut short."""
    with pytest.raises(hw.UnknownName) as info:
        hw.Race.new(track=track, players=["Ana"], seed=1)
    assert len(str(info.value)) < 250 and "usa" in str(info.value)


def test_nested_scenario_data_is_a_scenario_error():
    """Issue 10, item 6: 100,000-deep nesting in a scenario's cards is a ScenarioError, not a
    RecursionError."""
    deep = []
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(hw.ScenarioError):
        hw.Race.scenario(track="usa", cars=[{"name": "Ana", "space": 5, "hand": deep}], seed=1)


def test_module_options_in_a_race_file_are_checked_against_what_each_module_declares(monkeypatch):
    """Issue 10, item 7: config module_options may only name chosen modules and the options each
    declares (engine/modules: `Module.options`), whatever the module; its values are the module's
    to check (`check_options`)."""
    from heat_widget.engine import modules, setup as setup_module

    class Fake(modules.Module):
        name = "fake"
        options = {"level": 1}

        @classmethod
        def check_options(cls, options):
            if type(options["level"]) is not int:
                raise hw.ScenarioError(f"level must be a whole number, not {options['level']!r}")

    def module_class(name):
        if name == "fake":
            return Fake
        raise hw.UnknownName(f"unknown module {name!r}")
    monkeypatch.setattr(modules, "module_class", module_class)
    monkeypatch.setattr(setup_module, "module_class", module_class)
    text = hw.Race.new(track="usa", players=["Ana"], modules=["fake"], level=2, seed=1).to_json()
    assert json.loads(text)["config"]["module_options"] == {"fake": {"level": 2}}
    assert hw.Race.from_json(text).to_json() == text
    for bad, word in (({"fake": {"levle": 2}}, "levle"), ({"fake": {"level": "2"}}, "level"),
                      ({"fake": 2}, "object"), ({"other": {}}, "other")):
        with pytest.raises(hw.RaceFileError) as info:
            hw.Race.from_json(edit(text, lambda d: d["config"].update(module_options=bad)))
        assert word in str(info.value)


@pytest.mark.parametrize("cars, deck", [
    ([{"name": "Ana", "space": 5, "hand": ["4"] * 1_000_000}], None),
    ([{"name": "Ana", "space": 5, "deck": ["4"] * 1_000_000}], None),
    ([{"name": f"A{i}"} for i in range(100_000)], None),
    ([{"name": "Ana", "space": 5}], [3] * 1_000_000),
])
def test_a_huge_scenario_is_refused_by_its_size_before_it_is_walked(cars, deck):
    """A hand of a million cards took 0.3 s to be walked and copied before its car was refused."""
    started = time.perf_counter()
    with pytest.raises(hw.ScenarioError, match="plain data of at most 5,000 values"):
        hw.Race.scenario(track="usa", cars=cars, legends_deck=deck)
    assert time.perf_counter() - started < 0.1
