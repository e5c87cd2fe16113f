"""Advanced booklet, Weather and Road Conditions Module: the tokens, drawing and placing them, the
weather's set-up change (Car Setup), options, and the tokens in the config, the JSON and replays."""
import json
import random
from collections import Counter

import pytest

import heat_widget as hw
from engine_helpers import (car, cards_of, fresh_from_config, legal, play_random, reference_dir, scenario,
                            starting_cards)
from heat_widget.engine.modules.weather import road_names, token_corners, weather_data, weather_names

REF = json.loads((reference_dir() / "weather_road_conditions.json").read_text("utf-8"))


def new(seed=1, **kw):
    return hw.Race.new(track="usa", players=["Ana", "Ben"], seed=seed, modules=["weather"], **kw)


def test_six_weather_tokens_named_as_the_reference():
    """Booklet, "Shuffle the 6 Weather tokens": cloud, fog, storm, snow, rain, sun, in the
    reference's order, each with its sector effect."""
    assert weather_names() == ("cloud", "fog", "storm", "snow", "rain", "sun")
    assert [w["name"].split()[0].lower() for w in REF["weather_tokens"]] == list(weather_names())
    effects = {w.id: weather_data().sector_effects[w.sector]["name"] for w in weather_data().weather.values()}
    assert effects == {"cloud": "No cooling", "fog": "No slipstream", "storm": "Slipstream +2",
                       "snow": "Cooling bonus", "rain": "Cooling bonus", "sun": "Slipstream +2"}


def test_twelve_road_tokens_six_kinds_of_two():
    """Booklet, "Shuffle the 12 Road Conditions tokens"; reference: 2 of each of 6 kinds; three act
    on the corner, three on the sector after it."""
    road = weather_data().road
    assert len(road) == 6 and sum(t.copies for t in road.values()) == 12
    assert {t.id: t.target for t in road.values()} == {
        "weather": "sector", "overheat": "corner", "limit-1": "corner", "limit+1": "corner",
        "heat_control": "sector", "slipstream+1": "sector"}
    assert [t["target"] for t in REF["road_condition_tokens"]["types"]] == [road[r].target for r in road_names()]


def test_race_draws_one_weather_and_one_road_token_per_corner_from_the_seed():
    """Booklet: "draw one [weather token] for the entire race" and "one [road token] for each
    corner". The draw comes from the race's seed: the same seed gives the same tokens."""
    race = new(seed=5)
    cond = race.conditions
    assert cond.weather in weather_names()
    assert [n for n, _ in cond.road] == [1, 2, 3, 4]
    assert all(k <= 2 for k in Counter(t for _, t in cond.road).values())
    assert new(seed=5).conditions == cond
    seen = {new(seed=s).conditions.weather for s in range(60)}
    assert seen == set(weather_names())


def test_tokens_are_part_of_the_config_json_and_replay():
    """Issue 12: the tokens are public and part of the config, the JSON and the replay."""
    race = new(seed=9)
    opts = race.config["module_options"]["weather"]
    assert opts["weather"] == race.conditions.weather
    assert opts["road"] == {str(n): t for n, t in race.conditions.road}
    play_random(race, random.Random(3))
    again = hw.Race.from_json(race.to_json())
    assert again.conditions == race.conditions
    assert again.standings == race.standings
    assert [e.text for e in again.events] == [e.text for e in race.events]
    assert fresh_from_config(race).conditions == race.conditions


def test_fixed_weather_and_road_tokens():
    """Issue 12: tokens fixed by the user for teaching and what-if; the corners not given are
    drawn from the tokens left in the box."""
    race = new(weather="Rain", road={1: "overheat", "3": "weather"})
    cond = race.conditions
    assert cond.weather == "rain"
    assert dict(cond.road)[1] == "overheat" and dict(cond.road)[3] == "weather"
    race = new(road=["weather", "weather", "limit+1", "limit+1"], weather="fog")
    assert [t for _, t in race.conditions.road] == ["weather", "weather", "limit+1", "limit+1"]


@pytest.mark.parametrize("kw, error, words", [
    ({"weather": "hail"}, hw.UnknownName, "weather tokens are cloud, fog, storm, snow, rain or sun"),
    ({"road": {1: "ice"}}, hw.UnknownName, "road tokens are weather, overheat"),
    ({"road": {5: "overheat"}}, hw.ScenarioError, "corners are 1, 2, 3 or 4"),
    ({"road": {1: "overheat", 2: "overheat", 3: "overheat"}}, hw.ScenarioError, "holds 2 Overheat tokens"),
    ({"road": "overheat"}, hw.ScenarioError, "road is a dict"),
    ({"road": {1: "overheat", "1": "weather"}}, hw.ScenarioError, "corner 1 is given twice"),
])
def test_bad_options_are_refused_with_what_is_allowed(kw, error, words):
    """Bad input gets the project's own error naming what was wrong and what is allowed."""
    with pytest.raises(error) as info:
        new(**kw)
    assert words in str(info.value)


def test_weather_option_needs_the_module():
    """A module's option without the module is an unknown race option."""
    with pytest.raises(hw.UnknownName, match="unknown race option"):
        hw.Race.new(track="usa", players=["Ana"], weather="rain")


def own_cards(race, name):
    snap = race.car(name)
    return snap, cards_of(snap)


@pytest.mark.parametrize("weather, heat, stress, engine, discard_heat", [
    ("cloud", 6, 2, 6, 0),  # Remove 1 Stress card from your deck
    ("storm", 6, 4, 6, 0),  # Shuffle 1 extra Stress card into your deck
    ("fog", 7, 3, 7, 0),    # Place 1 extra Heat card in your Engine
    ("snow", 5, 3, 5, 0),   # Remove 1 Heat card from your Engine
    ("rain", 6, 3, 3, 0),   # Shuffle 3 of your Heat cards into your draw deck
    ("sun", 6, 3, 3, 3),    # Place 3 of your Heat cards into your discard pile
])
def test_weather_changes_every_cars_setup(weather, heat, stress, engine, discard_heat):
    """Booklet, Car Setup and Weather Tokens: the weather modifies the car set-up for all players
    before the race (USA: Heat 6, Stress 3)."""
    race = new(weather=weather)
    for name in ("Ana", "Ben"):
        snap, cards = own_cards(race, name)
        assert cards == starting_cards(heat=heat, stress=stress)
        assert snap.engine == engine
        assert snap.discard.count("H") == discard_heat
        assert len(snap.hand) == 7
        in_deck_and_hand = snap.deck.count("H") + snap.hand.count("H")
        assert in_deck_and_hand == 1 + (3 if weather == "rain" else 0)  # the Heat Starting Upgrade (+3)
    assert any(e.kind == "weather_setup" for e in race.events)


def test_rain_heat_is_shuffled_into_the_deck_before_the_hand_is_dealt():
    """Booklet: "Shuffle 3 of your Heat cards into your draw deck": they can be dealt in the first
    hand (over many seeds, some hand holds more than the one Heat Starting Upgrade)."""
    most = max(new(seed=s, weather="rain").car("Ana").hand.count("H") for s in range(40))
    assert most >= 2


def test_setup_events_narrate_the_tokens():
    """Issue 12, Events: the weather and each road token are announced before round 1."""
    race = new(weather="storm", road={1: "weather", 2: "overheat", 3: "heat_control", 4: "limit-1"})
    texts = [e.text for e in race.events if e.round == 0]
    assert "Weather for this race: Storm (every car: Shuffle 1 extra Stress card into your deck; " \
           "Weather sectors: Slipstream +2)" in texts
    assert "Road conditions at corner 2: Overheat" in texts
    assert any(t.startswith("Road conditions in the sector after corner 1: Storm: Slipstream +2") for t in texts)
    assert any("1 Stress card more in the deck (4 now)" in t for t in texts)


def test_weather_with_legends_draws_and_plays():
    """Issue 12: works with Legends (their cars get no cards, so no set-up change)."""
    race = hw.Race.new(track="italy", players=["Ana"], legends=3, seed=4, modules=["weather"], weather="fog")
    assert [e.car for e in race.events if e.kind == "weather_setup"] == ["Ana"]
    play_random(race, random.Random(1))
    assert race.finished


def test_scenario_accepts_the_module_and_its_options():
    """Issue 12: Race.scenario accepts the same modules and options; its cards are taken as given."""
    race = scenario([car("Ana", 13, hand=["1", "H", "H", "2", "2", "3", "3"], engine=4), car("Ben", 2)],
                    modules=["weather"], weather="cloud", road={1: "weather", 2: "overheat"})
    assert race.conditions.weather == "cloud"
    assert race.car("Ana").engine == 4
    again = hw.Race.from_json(race.to_json())
    assert again.conditions == race.conditions


def test_token_corners_skip_the_second_line_of_a_chicane():
    """BGA 2.2 [SILENT]: a chicane pair takes one token; base tracks have none."""
    assert token_corners(hw.load_track("usa")) == (0, 1, 2, 3)
    assert token_corners(hw.load_track("mexico")) == (0, 2, 3, 4)


def test_view_shows_the_public_tokens_and_modified_limits():
    """Hidden information: the tokens are public, so every player's view carries them."""
    race = new(weather="sun", road={1: "limit-1", 2: "limit+1", 3: "weather", 4: "weather"})
    view = race.view("Ana")
    assert view.conditions == race.conditions
    assert view.conditions.limits == (6, 4, 3, 2)
    assert legal(race, "Ana")
