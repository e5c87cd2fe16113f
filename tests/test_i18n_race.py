"""A race's language (engine/i18n.py, `race.language`): presentation only, never a rule.

The rulebook is the same in every language (the Portuguese summary, rules/003_*, words the same
rules); so a race's log, its JSON and its events' fields do not depend on the language its
sentences are read in."""
import pytest

import heat_widget as hw
from heat_widget.bots import run_race, strategy
from heat_widget.engine.explain import decision_prompt, kind_words


def _bots(race):
    return {n: strategy("heuristic") for n in race.names if not race.car(n).legend}


def test_a_race_speaks_the_language_it_is_given_and_english_by_default():
    en = hw.Race.new(seed=3)
    pt = hw.Race.new(seed=3, language="pt")
    assert en.language == "en" and pt.language == "pt"
    rounds = [e for e in pt.events if e.kind == "round"]
    assert rounds[0].text == "Começa a ronda 1"
    assert rounds[0].text_in("en") == "Round 1 begins"
    assert [e.text for e in en.events if e.kind == "round"] == ["Round 1 begins"]


def test_the_language_can_change_at_any_time_and_old_events_follow_it():
    race = run_race(hw.Race.new(seed=5), {"Ana": strategy("heuristic"), "Ben": strategy("cautious")})
    english = [e.text for e in race.events]
    race.language = "pt"
    portuguese = [e.text for e in race.events]
    assert portuguese != english
    assert [e.text_in("en") for e in race.events] == english
    race.language = "en"
    assert [e.text for e in race.events] == english


def test_an_unknown_language_is_refused_and_changes_nothing():
    race = hw.Race.new(seed=1, language="pt")
    for bad in ("xx", None, "PT", 3):
        with pytest.raises(hw.UnknownName, match="languages: en or pt"):
            race.language = bad
        with pytest.raises(hw.UnknownName, match="languages: en or pt"):
            hw.Race.new(seed=1, language=bad)
    assert race.language == "pt"
    with pytest.raises(hw.UnknownName):
        race.events[0].text_in("xx")


def test_the_log_the_json_and_the_events_fields_are_the_same_in_every_language():
    """Language is presentation: the saved race (config, decisions, result) does not hold it."""
    races = {}
    for language in ("en", "pt"):
        race = hw.Race.new(seed=11, players=["Ana", "Ben", "You"], legends=1, modules=["weather"], language=language)
        races[language] = run_race(race, _bots(race))
    en, pt = races["en"], races["pt"]
    assert en.to_json() == pt.to_json()
    assert en.log == pt.log
    assert [(e.kind, e.car, e.fields) for e in en.events] == [(e.kind, e.car, e.fields) for e in pt.events]
    assert [e.text for e in en.events] != [e.text for e in pt.events]


def test_a_saved_race_opens_in_the_language_asked_for_and_old_files_in_english():
    race = run_race(hw.Race.new(seed=2, language="pt"), {"Ana": strategy("heuristic"), "Ben": strategy("heuristic")})
    text = race.to_json()
    assert hw.Race.from_json(text).language == "en"
    loaded = hw.Race.from_json(text, language="pt")
    assert loaded.language == "pt"
    assert [e.text for e in loaded.events] == [e.text for e in race.events]
    with pytest.raises(hw.UnknownName):
        hw.Race.from_json(text, language="xx")


def test_replays_forks_and_batch_races_keep_the_language():
    race = hw.Race.new(seed=4, language="pt", record=False)
    run_race(race, _bots(race))
    assert race.events[0].text == race.events[0].text_in("pt")  # rebuilt by replay, still in Portuguese
    fork = race.fork(3)
    assert fork.language == "pt"
    assert fork.events[-1].text == fork.events[-1].text_in("pt")


def test_a_scenario_takes_a_language_too():
    race = hw.Race.scenario(cars=[{"name": "Ana", "space": 5, "gear": 2, "hand": ["1", "2", "3", "4", "4", "S", "H"]}],
                            language="pt")
    assert race.language == "pt"


def test_refusals_from_act_are_in_the_race_language():
    """A player's refused action is explained in the language of the race (rulebook: step 1, gears 1-4)."""
    race = hw.Race.new(seed=3, language="pt")
    with pytest.raises(hw.IllegalAction) as e:
        race.act("Ana", "gear 4")
    assert "legal:" not in str(e.value)
    with pytest.raises(hw.IllegalAction) as e:
        race.act("Ana", "boost")
    assert "legal:" not in str(e.value) and "must choose" not in str(e.value)


def test_a_decision_prompt_in_each_language():
    assert decision_prompt("Ana", "gear") == "Ana: choose a gear"
    assert decision_prompt("Ana", "gear", "pt") == "Ana: escolhe uma mudança"
    assert kind_words("play", "pt") != kind_words("play")


def test_a_message_kept_in_fields_reads_saves_and_copies_as_its_english_text():
    """engine/i18n.py Msg: what a module keeps in an event's fields stays plain data in English."""
    import copy
    import json
    import pickle
    from heat_widget.engine.i18n import Msg, localize
    m = Msg("Slipstream +{bonus} from {source}", bonus=2, source=Msg("the road"))
    assert m == "Slipstream +2 from the road" and isinstance(m, str)
    assert json.dumps({"note": m}) == '{"note": "Slipstream +2 from the road"}'
    for clone in (pickle.loads(pickle.dumps(m)), copy.deepcopy(m)):
        assert clone == m and clone.in_language("pt") == m.in_language("pt")
    assert m.in_language("pt") == "Slipstream +2 (estrada)"
    assert localize([m, 3], "pt") == [m.in_language("pt"), 3]
    many = Msg("{n} space", plural="{n} spaces", n=3)
    assert many == "3 spaces" and many.in_language("pt") == "3 casas"


def test_a_championship_season_speaks_its_language_in_every_race_and_between_races():
    """A season (advanced booklet, Championship System) is a series of races: its language is
    theirs, settable, and not saved (a season's JSON is the same in every language)."""
    from heat_widget.engine.championship import Championship
    building = Championship.new(season=1961, players=["Ana", "Ben"], seed=1, language="pt")
    with pytest.raises(hw.IllegalAction, match="tem de escolher upgrade agora"):
        building.act("Ana", "take u1")
    season = Championship.new(season=1961, players=["Ana", "Ben"], seed=1, upgrades=None, language="pt")
    assert season.language == "pt" and season.current_race.language == "pt"
    assert Championship.from_json(season.to_json()).language == "en"
    assert Championship.from_json(season.to_json(), language="pt").current_race.language == "pt"
    assert season.to_json() == Championship.new(season=1961, players=["Ana", "Ben"], seed=1, upgrades=None).to_json()
    season.language = "en"
    assert season.current_race.language == "en"
    with pytest.raises(hw.UnknownName):
        season.language = "xx"


def test_the_events_table_reads_in_the_race_language():
    race = run_race(hw.Race.new(seed=6, language="pt"), {"Ana": strategy("heuristic"), "Ben": strategy("cautious")})
    table = race.table("events")
    assert table["text"].to_list() == [e.text for e in race.events]
    assert "Começa a ronda 1" in table["text"].to_list()
    race.language = "en"
    assert "Round 1 begins" in race.table("events")["text"].to_list()


def test_the_demo_command_narrates_in_the_language_asked_for(capsys):
    from heat_widget.__main__ import main
    assert main(["--players", "Ana", "--legends", "1", "--language", "pt"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("USA, 2 voltas, semente 7") and "Começa a ronda 1" in out and "Classificação: " in out
    assert main(["--players", "Ana", "--legends", "1"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("USA, 2 laps, seed 7") and "Round 1 begins" in out and "Standings: " in out
