"""Input and files (issue 22, items 17-21 and the engine's part of 23): a season checks its cars up
front, a race copies what it takes, a season file's result is checked like a race file's, a file is
never read past the cap, every echo of an input is cut short, and no bare error escapes
(DESIGN, Explicit decision points and Serialisable)."""
import json
import os
import tracemalloc

import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
from heat_widget.engine import serialize
from heat_widget.engine.championship import serialize as season_serialize

CORE = {"upgrades": None, "weather": False, "sponsors": False}
LONG = "x" * 4_000
SHORT = 600  # the house's shorten() shows at most a few items of at most 60 characters each


def one_race_season(**kw):
    return hw.Championship.new(season="custom", races=[("usa", 7)], players=["Ana", "Ben"], seed=5, **CORE, **kw)


def finished_season_text():
    s = one_race_season()
    play_bots(s, {"Ana": random_legal, "Ben": random_legal})
    assert s.finished
    return s.to_json()


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
    ({"season": "custom", "races": "usa"}, hw.ScenarioError, "races must be a list of 1 to 18"),
    ({"season": "custom", "races": [("usa", 7)] * 30}, hw.ScenarioError, "races must be a list of 1 to 18"),
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


# ---- item 19: a season file's result is checked -----------------------------------------------

def test_a_finished_season_file_with_its_last_decisions_cut_is_refused():
    """Issue 22, item 19: a season saved finished whose decisions stop before the end is refused,
    as a race file is (it loaded silently as an unfinished season)."""
    doc = json.loads(finished_season_text())
    assert hw.Championship.from_json(json.dumps(doc)).finished
    for cut in (1, 5):
        broken = {**doc, "actions": doc["actions"][:-cut]}
        with pytest.raises(hw.RaceFileError, match="saved as a finished season.*decisions missing"):
            hw.Championship.from_json(json.dumps(broken))


@pytest.mark.parametrize("field, value, fragment", [
    ("finished", False, "saved as unfinished"),
    ("finished", "yes", "result finished must be true or false"),
    ("races", 2, "saved with 2 races started"),
    ("points", {"Ana": 99, "Ben": 0}, "other points"),
    ("standings", ["Ben", "Ana", "Cy"], "other standings"),
    (None, None, "'result' must hold exactly finished, points, races, standings"),
])
def test_a_season_file_whose_result_is_not_what_its_decisions_give_is_refused(field, value, fragment):
    """Issue 22, item 19: finished, races, points and standings must be what replaying gives."""
    doc = json.loads(finished_season_text())
    if field is None:
        doc["result"]["extra"] = 1
    else:
        doc["result"][field] = value
    with pytest.raises(hw.RaceFileError, match=fragment):
        hw.Championship.from_json(json.dumps(doc))


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


def test_a_file_one_character_over_the_cap_is_refused_and_one_at_the_cap_is_read(tmp_path):
    """Issue 22, item 20: the cap is exact (cap + 1 characters are read to tell). The reader is asked
    with the cap a race file's length (Race.from_json asks with MAX_FILE, as a compiled build does)."""
    text = hw.Race.new(players=["Ana", "Ben"], seed=1).to_json()
    path = tmp_path / "race.json"
    path.write_text(text, encoding="utf-8")
    assert serialize.read_path(path, len(text)) == text
    assert hw.Race.from_json(serialize.read_path(path, len(text))).to_json() == text
    path.write_text(text + " ", encoding="utf-8")
    with pytest.raises(hw.RaceFileError, match="more than"):
        serialize.read_path(path, len(text))


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


# ---- item 21: every echo of an input is cut short --------------------------------------------

@pytest.mark.parametrize("modules, options", [
    (["garage"], {"upgrades": LONG}), (["garage"], {"draft": LONG}), (["garage"], {"owned": {"Ana": [LONG]}}),
    (["weather"], {"weather": LONG}), (["weather"], {"road": LONG}), (["weather"], {"road": {1: LONG}}),
    (["weather"], {"road": {LONG: "cold"}}),
    (["championship"], {"event": LONG}), (["championship"], {"press_corners": LONG}),
    (["championship"], {"sponsor_deck": [LONG]}), (["championship"], {"carry": {"Ana": LONG}}),
    (["championship"], {"sponsor_hand": LONG}), ([LONG], {}), ([], {LONG: 1}),
    (["championship"], {"carry": {LONG: []}}), (["garage"], {"owned": {LONG: ["u1"]}}),
])
def test_a_long_option_value_is_echoed_cut_short(modules, options):
    """Issue 22, item 21: 4,000-character option values (and module or option names) are echoed as
    their first 60 characters and their length, never whole."""
    with pytest.raises(hw.HeatError) as info:
        hw.Race.new(players=["Ana", "Ben"], seed=1, modules=modules, **options)
    assert len(str(info.value)) < SHORT and "x" * 61 not in str(info.value)


def _places(node, path=()):
    """Every place in a JSON document, as a path of keys (the first 3 items of a list)."""
    yield path
    items = node.items() if isinstance(node, dict) else enumerate(node[:3]) if isinstance(node, list) else ()
    for key, value in items:
        yield from _places(value, path + (key,))


def _put(doc, path, value):
    for key in path[:-1]:
        doc = doc[key]
    doc[path[-1]] = value


@pytest.mark.parametrize("make", [
    lambda: hw.Race.new(players=["Ana", "Ben"], legends=1, seed=1, grid=["Ben", "Black Legend", "Ana"]),
    lambda: hw.Race.new(track="italy", players=["Ana"], modules=["garage", "weather"], owned={"Ana": ["u1", "u2"]},
                        seed=2),
    lambda: hw.Race.scenario(track="usa", seed=1, modules=["weather"], legends_deck=[3, 7],
                             cars=[{"name": "Ana", "space": 10}, {"name": "L", "space": 11, "legend": True,
                                                                  "colour": "blue"}]),
], ids=["new", "garage", "scenario"])
def test_every_field_of_a_race_file_given_long_text_is_echoed_cut_short(make):
    """Issue 36, item 4: a long entry in a race file's config (config.modules listed back whole in a
    4,094-character RaceFileError, config.options.grid too): every place of the config, given a
    4,000-character text, a list of 50 of them or an object with one as its key, loads or is
    refused with a message the house's `shorten` has cut."""
    saved = json.loads(make().to_json())
    for path in list(_places(saved["config"], ("config",)))[1:]:
        for value in (LONG, [LONG], [LONG + str(i) for i in range(50)], {LONG: 1}):
            doc = json.loads(json.dumps(saved))
            _put(doc, path, value)
            try:
                hw.Race.from_json(json.dumps(doc))
            except hw.HeatError as e:
                assert len(str(e)) < SHORT and "x" * 61 not in str(e), (path, str(e)[:300])


def test_a_long_car_name_given_to_a_season_is_echoed_cut_short():
    """Issue 22, item 21: a 100,000-character car name in a season's act, legal_actions, view or
    car (build step and race) is echoed short."""
    name = "Z" * 100_000
    season = hw.Championship.new(players=["Ana", "Ben"], seed=1)
    assert season.phase == "build"
    race_season = hw.Championship.new(players=["Ana", "Ben"], seed=1, **CORE)
    for s in (season, race_season):
        for call in (lambda: s.act(name, "draft u1"), lambda: s.legal_actions(name), lambda: s.view(name),
                     lambda: s.car(name), lambda: s.season_standings(name)):
            with pytest.raises(hw.HeatError) as info:
                call()
            assert len(str(info.value)) < SHORT, str(info.value)[:200]


def test_a_huge_season_file_is_echoed_cut_short():
    """Issue 22, item 21: a season file with a huge car name or action in its decisions, a huge
    race number, or a huge plan gets a short message (it was 2.6 MB)."""
    doc = json.loads(one_race_season().to_json())
    doc.pop("result")
    for actions in ([[0, "Z" * 2_600_000, "gear 1"]], [[0, "Ana", "gear " + "1" * 2_600_000]],
                    [[10 ** 4000, "Ana", "gear 1"]]):
        with pytest.raises(hw.RaceFileError) as info:
            hw.Championship.from_json(json.dumps({**doc, "actions": actions}))
        assert len(str(info.value)) < SHORT, str(info.value)[:200]
    plan = [{**doc["config"]["plan"][0], "track": LONG}] * 1000
    with pytest.raises(hw.RaceFileError) as info:
        hw.Championship.from_json(json.dumps({**doc, "config": {**doc["config"], "plan": plan}}))
    assert len(str(info.value)) < SHORT, str(info.value)[:200]


def test_a_season_or_event_number_of_thousands_of_digits_is_echoed_cut_short():
    """Issue 22, item 21: season=10**5000 was a bare ValueError (its repr has too many digits)."""
    from heat_widget.engine.championship.data import championship_data
    with pytest.raises(hw.UnknownName, match="unknown season <a whole number of about 5001 digits>"):
        hw.Championship.new(season=10 ** 5000, players=["Ana"], seed=1)
    with pytest.raises(hw.UnknownName) as info:
        championship_data().event(LONG)
    assert len(str(info.value)) < SHORT


def test_a_format_version_of_thousands_of_digits_is_echoed_cut_short():
    """Issue 22, item 21: a version number of 4,000 digits (JSON reads up to 4,300) is echoed short,
    in a race file and a season file."""
    for loader, text in ((hw.Race.from_json, hw.Race.new(players=["Ana", "Ben"], seed=1).to_json()),
                         (hw.Championship.from_json, one_race_season().to_json())):
        doc = json.loads(text)
        doc["version"] = 10 ** 3999
        with pytest.raises(hw.RaceFileError, match="made by a newer heat_widget") as info:
            loader(json.dumps(doc))
        assert len(str(info.value)) < SHORT


# ---- item 23: no bare error escapes ----------------------------------------------------------

def test_preview_of_an_action_for_another_decision_is_refused_as_act_refuses_it():
    """Issue 22, item 23: race.preview("Ana", "play 1") while Ana's gear is asked was a TypeError;
    it is the IllegalAction act gives, naming the decision and the legal actions."""
    race = hw.Race.new(players=["Ana", "Ben"], seed=1)
    for action in ("play 1", "boost", hw.Action("cooldown", 1)):
        with pytest.raises(hw.IllegalAction) as previewed:
            race.preview("Ana", action)
        with pytest.raises(hw.IllegalAction) as acted:
            race.act("Ana", action)
        assert str(previewed.value) == str(acted.value)
        assert "must choose a gear now" in str(previewed.value)


def test_a_garage_draft_with_legends_alone_races_without_a_draft():
    """Issue 22, item 23 (advanced booklet, Garage Module, Building Your Car: a market of one card per
    player + 3, the players pick; BGA 1.2: Legends ignore the draft): with no player there is nobody
    to draft, so the race runs as without one (it raised IndexError). Legends alone race without the
    Garage too."""
    race = hw.Race.new(players=[], legends=2, seed=1, modules=["garage"], draft=True)
    alone = hw.Race.new(players=[], legends=2, seed=1)
    assert race.finished and race.standings == alone.standings
    assert race.module("garage").picks == {}
    assert hw.Race.from_json(race.to_json()).standings == race.standings


@pytest.mark.parametrize("name", ["car", "x" * 5_000, None, ["cars"]])
def test_an_unknown_table_name_is_unknown_name_listing_the_tables(name):
    """Issue 22, item 23: race.table("car") raised ValueError; it is the project's UnknownName (a
    HeatError) listing the tables, with the name echoed short."""
    race = hw.Race.new(players=["Ana", "Ben"], seed=1)
    with pytest.raises(hw.UnknownName, match="unknown table .*tables are 'cars', 'events'") as info:
        race.table(name)
    assert len(str(info.value)) < 300


@pytest.mark.parametrize("damage, fragment", [
    (lambda doc: doc.update(version=True), "no format version"),
    (lambda doc: doc.update(version=0), "no format version"),
    (lambda doc: doc["actions"][0].__setitem__(0, False), "'actions' must be a list of \\[race, car, action\\]"),
])
def test_a_season_file_reads_its_numbers_by_type_as_a_race_file_does(damage, fragment):
    """Issue 22, item 19: true is no format version and no race number (the race loader's reading)."""
    doc = json.loads(finished_season_text())
    damage(doc)
    with pytest.raises(hw.RaceFileError, match=fragment):
        hw.Championship.from_json(json.dumps(doc))


def test_an_annotation_is_checked_alike_by_annotate_and_in_a_race_file_and_echoed_cut_short():
    """Before: annotate's refusals were Python's TypeError and ValueError; a file's annotation could
    be 100,000 characters (annotate keeps at most 2,000), and a long step key came back whole."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1, laps=1)
    race.act("Ana", "gear 2")
    with pytest.raises(hw.BadArgument, match="an annotation is text, not 5"):
        race.annotate(0, 5)
    with pytest.raises(hw.BadArgument, match=r"at most 2000 characters, not 1000000: 'x+'\.\.\. \(1000000 char"):
        race.annotate(0, "x" * 1_000_000)
    assert race.annotations == {}
    text = race.to_json()
    for notes, fragment in [({"0": "h" * 2001}, "holds 2001 characters; at most 2000"),
                            ({"a" * 100_000: "hi"}, r"\(100000 characters\) is not a number")]:
        with pytest.raises(hw.RaceFileError, match=fragment) as err:
            hw.Race.from_json(text[:-1] + ',"annotations":' + json.dumps(notes) + "}")
        assert len(str(err.value)) < 300
    assert hw.Race.from_json(text[:-1] + ',"annotations":{"1": "' + "h" * 2000 + '"}}').annotations[1] == "h" * 2000


@pytest.mark.parametrize("track, options", [
    ("italy", {"flooded": list(range(1_000_000))}),
    ("usa", {"grid": ["Ana"] * 1_000_000}),
    ("usa", {"modules": ["garage"], "owned": {"Ana": ["u1"] * 1_000_000}}),
    ("usa", {"modules": ["weather"], "road": [1] * 1_000_000}),
])
def test_huge_race_options_are_refused_by_their_size_before_they_are_copied(track, options):
    """Before: a million flooded spaces, grid names, owned cards or road tokens were deep-copied
    (0.14-0.29 s) before being refused."""
    import time
    started = time.perf_counter()
    with pytest.raises(hw.ScenarioError, match="race options must be plain data of at most 5,000 values in all"):
        hw.Race.new(track=track, players=["Ana", "Ben"], seed=1, **options)
    assert time.perf_counter() - started < 0.1


@pytest.mark.parametrize("indent", [10**6, -1, "x", 2.0, True])
def test_to_json_indent_is_none_or_a_few_spaces(indent):
    """Before: indent=10**6 wrote a 1,660,003,958-character race file in 4.5 s; "x" indented with x's."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1, laps=1)
    season = hw.Championship.new(season=1961, players=["Ana", "Ben"], seed=3)
    for saved in (race, season):
        with pytest.raises(hw.BadArgument, match="indent must be None or a whole number of spaces from 0 to 16"):
            saved.to_json(indent=indent)
        assert json.loads(saved.to_json(indent=2)) == json.loads(saved.to_json())
