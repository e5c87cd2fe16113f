"""Input and files (issue 22, items 17-21 and the engine's part of 23): a season checks its cars up
front, a race copies what it takes, a season file's result is checked like a race file's, a file is
never read past the cap, every echo of an input is cut short, and no bare error escapes
(DESIGN, Explicit decision points and Serialisable)."""
import json
import os
import tracemalloc

import pytest

import heat_widget as hw
from heat_widget.engine import serialize
from heat_widget.engine.championship import serialize as season_serialize

CORE = {"upgrades": None, "weather": False, "sponsors": False}
SHORT = 600  # the house's shorten() shows at most a few items of at most 60 characters each


def one_race_season(**kw):
    return hw.Championship.new(season="custom", races=[("usa", 7)], players=["Ana", "Ben"], seed=5, **CORE, **kw)


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


# ---- item 20: a file is read at most up to the cap ------------------------------------------

def peak_bytes_of(call):
    tracemalloc.start()
    try:
        call()
    finally:
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
    return peak


@pytest.mark.parametrize("loader, cap", [(hw.Race.from_json, serialize.MAX_FILE),
                                         (hw.Championship.from_json, season_serialize.MAX_FILE)])
def test_a_huge_file_is_refused_by_its_size_without_reading_it(tmp_path, loader, cap):
    """Issue 22, item 20: a 200 MB file (sparse: no disk used) is refused by its size, unread (it was
    read whole first: 399 MB at the peak)."""
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(200_000_000)
    refused = []

    def load():
        with pytest.raises(hw.RaceFileError, match="200,000,000 bytes, more than any") as info:
            loader(path)
        refused.append(str(info.value))
    assert peak_bytes_of(load) < 10_000_000
    assert peak_bytes_of(lambda: pytest.raises(hw.RaceFileError, loader, str(path))) < 10_000_000
    assert len(refused[0]) < SHORT


@pytest.mark.parametrize("loader, cap", [(hw.Race.from_json, serialize.MAX_FILE),
                                         (hw.Championship.from_json, season_serialize.MAX_FILE)])
def test_an_endless_file_is_read_only_up_to_the_cap(loader, cap):
    """Issue 22, item 20: /dev/zero (no size, no end) is read at most cap + 1 characters and refused
    (it ended in MemoryError)."""
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")

    def load():
        with pytest.raises(hw.RaceFileError, match=f"holds more than {cap:,} characters"):
            loader("/dev/zero")
    assert peak_bytes_of(load) < 4 * cap


def test_a_file_one_character_over_the_cap_is_refused_and_one_at_the_cap_is_read(tmp_path, monkeypatch):
    """Issue 22, item 20: the cap is exact (cap + 1 characters are read to tell)."""
    text = hw.Race.new(players=["Ana", "Ben"], seed=1).to_json()
    monkeypatch.setattr(serialize, "MAX_FILE", len(text))
    monkeypatch.setattr(serialize.read_path, "__defaults__", (len(text), "race", "Race.from_json"))
    path = tmp_path / "race.json"
    path.write_text(text, encoding="utf-8")
    assert hw.Race.from_json(path).to_json() == text
    path.write_text(text + " ", encoding="utf-8")
    with pytest.raises(hw.RaceFileError, match="more than"):
        hw.Race.from_json(path)


def test_a_season_file_loads_from_its_path_as_a_race_file_does(tmp_path):
    """Issue 22, item 20: Championship.from_json takes a path too (str or pathlib.Path), read by the
    same capped reader; a missing file is named."""
    text = one_race_season().to_json()
    path = tmp_path / "season.json"
    path.write_text(text, encoding="utf-8")
    assert hw.Championship.from_json(path).to_json() == text
    assert hw.Championship.from_json(str(path)).to_json() == text
    with pytest.raises(hw.RaceFileError, match="no such file"):
        hw.Championship.from_json(tmp_path / "missing.json")
