"""Input and files (issue 22, items 17-21 and the engine's part of 23): a season checks its cars up
front, a race copies what it takes, a season file's result is checked like a race file's, a file is
never read past the cap, every echo of an input is cut short, and no bare error escapes
(DESIGN, Explicit decision points and Serialisable)."""
import json

import pytest

import heat_widget as hw

SHORT = 600  # the house's shorten() shows at most a few items of at most 60 characters each


# ---- item 17: Championship.new checks everything up front ------------------------------------

@pytest.mark.parametrize("kw, error, fragment", [
    ({"players": ["Ana", "Ana"]}, hw.ScenarioError, "different; repeated: Ana"),
    ({"legends": "2"}, hw.ScenarioError, "legends must be a whole number from 0 to 6, not '2'"),
    ({"legends": 7}, hw.ScenarioError, "legends must be a whole number from 0 to 6"),
    ({"legends": True}, hw.ScenarioError, "legends must be a whole number"),
    ({"players": None}, hw.ScenarioError, "players is a list of names"),
    ({"players": []}, hw.ScenarioError, "at least one player"),
    ({"players": [""]}, hw.ScenarioError, "non-empty text"),
    ({"players": [3]}, hw.ScenarioError, "non-empty text"),
    ({"players": ["Z" * 100_000]}, hw.ScenarioError, "at most 40 characters"),
    ({"players": [f"P{i}" for i in range(6)], "legends": 3}, hw.ScenarioError, "9 cars do not fit"),
    ({"players": ["Ana", "Black Legend"], "legends": 1}, hw.ScenarioError, "kept for a Legend"),
    ({"season": "custom", "races": [(["usa"], 7)]}, hw.UnknownName, "a track is named by its id"),
    ({"season": "custom", "races": [("usa", "7")]}, hw.UnknownName, "an event is the number of its Event card"),
    ({"season": "custom", "races": [("usa", True)]}, hw.UnknownName, "an event is the number"),
    ({"season": "custom", "races": "usa"}, hw.ScenarioError, "races must be a list of 1 to 10"),
    ({"season": "custom", "races": [("usa", 7)] * 30}, hw.ScenarioError, "races must be a list of 1 to 10"),
    ({"seed": "7"}, hw.ScenarioError, "seed must be a whole number"),
    ({"record": "yes"}, hw.ScenarioError, "record must be True or False"),
])
def test_championship_new_refuses_cars_and_races_a_later_race_would_refuse(kw, error, fragment):
    """Issue 22, item 17: a season whose cars or races its races would refuse (duplicate names,
    legends="2", players=None, a list as a track) is refused when made, with the project's own error,
    not left to die after the build step (pending raised IndexError; the saved file did not load)."""
    args = {"players": ["Ana", "Ben"], "seed": 1, **kw}  # the booklet's season: the build step first
    with pytest.raises(error, match=fragment) as info:
        hw.Championship.new(**args)
    assert len(str(info.value)) < SHORT


@pytest.mark.parametrize("field, value, fragment", [
    ("players", ["Ana", "Ana"], "repeated: Ana"),
    ("legends", 9, "legends must be a whole number from 0 to 6"),
    ("players", ["Black Legend", "Ben"], "kept for a Legend"),
])
def test_a_season_file_whose_cars_a_race_would_refuse_fails_on_loading(field, value, fragment):
    """Issue 22, item 17: the loader checks the cars as Championship.new does (RaceFileError): a
    booklet season's file loaded with them, in its build step, and died at its first race."""
    doc = json.loads(hw.Championship.new(season="custom", races=[("usa", 7)], players=["Ana", "Ben"], legends=1,
                                         seed=5).to_json())
    assert doc["config"]["upgrades"] == "basic"
    doc["config"][field] = value
    doc.pop("result")
    with pytest.raises(hw.RaceFileError, match=fragment):
        hw.Championship.from_json(json.dumps(doc))


# ---- item 18: Race.new copies what it takes -------------------------------------------------

def test_race_new_keeps_its_own_copy_of_owned_sponsor_hand_sponsor_deck_and_carry():
    """Issue 22, item 18: changing the caller's lists and dicts after Race.new changes neither the
    race nor its file (fork and load replay the race as it was made)."""
    opts = {"owned": {"Ana": ["u1"], "Ben": ["u2"]}, "sponsor_deck": ["s80", "s81"],
            "sponsor_hand": {"Ana": ["s82"], "Ben": []}, "carry": {"Ana": ["s83"]}, "press_corners": [],
            "draft": False}
    race = hw.Race.new(players=["Ana", "Ben"], seed=1, modules=["championship", "garage"], **opts)
    text = race.to_json()
    opts["owned"]["Ana"].append("u3")
    opts["owned"]["Ben"].clear()
    opts["sponsor_deck"].append("s84")
    opts["sponsor_hand"]["Ana"].append("s80")
    opts["carry"]["Ana"].append("s81")
    opts["carry"]["Ben"] = ["s82"]
    assert race.to_json() == text
    assert race.module("garage").picks == {"Ana": ["u1"], "Ben": ["u2"]}
    assert race.fork(0).to_json() == text
    assert hw.Race.from_json(text).timeline[-1].state == race.timeline[-1].state


def test_race_options_that_cannot_be_copied_are_refused():
    """Issue 22, item 18: what cannot be copied (a generator) is no option value: ScenarioError."""
    with pytest.raises(hw.ScenarioError, match="race options must be plain data"):
        hw.Race.new(players=["Ana", "Ben"], seed=1, modules=["championship"], press_corners=(c for c in [3]))
