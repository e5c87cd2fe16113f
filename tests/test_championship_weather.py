"""Advanced booklet, Championship System, Before Each Race: Weather & Road Conditions. Each race
draws the top weather token and one road token per corner; after the race they go back into their
piles (so every race is a fresh draw: the Weather module's own, from the race's seed)."""
import json
from collections import Counter

import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
from heat_widget.engine.serialize import READINGS

from engine_helpers import BASIC_12


def weather_season(kind=1963, seed=3):
    return hw.Championship.new(season=kind, players=["Ana", "Ben"], legends=1, seed=seed, upgrades=None,
                               weather=True, sponsors=False)


def test_weather_every_race_of_the_season_has_its_weather_and_road_tokens():
    """Booklet, Before Each Race, Weather & Road Conditions: a weather token and road tokens for
    every race; the tokens go back after the race, so a season may see one weather twice."""
    s = weather_season()
    play_bots(s, {"Ana": random_legal, "Ben": random_legal})
    assert s.finished
    for race in s.races:
        assert race.config["modules"] == ["championship", "weather"]
        assert sum(1 for e in race.events if e.kind == "weather") == 1
        assert any(e.kind == "road_token" for e in race.events)
    assert hw.Championship.from_json(s.to_json()).standings == s.standings


def test_weather_setup_adds_to_the_events_heat_and_stress():
    """Booklet, Before Each Race: the weather token modifies the car set-up on top of the event's
    own changes (event 9, France: Heat 6-2, Stress 3-1; then the weather's Heat or Stress +-1)."""
    from heat_widget.engine.modules.weather import weather_data
    seen = set()
    for seed in range(12):
        s = hw.Championship.new(season="custom", races=[("france", 9)], players=["Ana"], seed=seed, upgrades=None,
                                weather=True, sponsors=False)
        race = s.current_race
        token = next(e for e in race.events if e.kind == "weather").fields["weather"]
        setup = weather_data().weather[token].setup
        seen.add(token)
        ana = race.timeline[0].state.car("Ana")
        cards = Counter(ana.hand + ana.deck + ana.discard)
        assert cards["S"] == 2 + setup.get("stress", 0), token
        moved = setup.get("heat_to_deck", setup.get("heat_to_discard", 0))
        assert ana.engine == 4 + setup.get("heat", 0) - moved, token
        assert Counter(c for c in cards.elements() if c in "1234") == Counter(BASIC_12)
    assert len(seen) >= 3


def _rain_race_with_sponsors():
    hands = {"Ana": ["s80", "s81", "s83"], "Ben": ["s82", "s84", "s84"]}
    return hw.Race.new(track="usa", players=["Ana", "Ben"], seed=5, modules=["championship", "weather"],
                       weather="rain", event=1, sponsor_deck=["s80", "s81"], sponsor_hand=hands,
                       starting_upgrades=False), hands


def test_rain_keeps_the_sponsorship_cards_in_the_starting_hand():
    """Booklet, Championship System, Before Each Race: the Sponsorship cards drawn are "part of their
    7-card starting hand"; Rain (Weather module: 3 Heat from the Engine shuffled into the deck)
    shuffles Heat into the deck, not the Sponsorship cards out of the hand (issue 22, item 13)."""
    race, hands = _rain_race_with_sponsors()
    for name, cards in hands.items():
        hand = race.car(name).hand
        assert Counter(hand) & Counter(cards) == Counter(cards), (name, hand)
        assert len(hand) == 7
    doc = json.loads(race.to_json())  # a race of readings 3 replays as it was dealt then
    doc["config"]["readings"] = 3
    old = hw.Race.from_json(json.dumps(doc))
    assert json.loads(old.to_json())["config"]["readings"] == 3
    assert any(Counter(old.car(n).hand) & Counter(c) != Counter(c) for n, c in hands.items())


def test_rain_in_a_season_every_player_holds_the_events_sponsorship_cards():
    """The same in a season (1963, race 1: 3 Sponsorship cards each): whatever the weather, every
    player starts the race holding all 3."""
    rainy = 0
    for seed in range(1, 40):
        s = hw.Championship.new(season=1963, players=["Ana", "Ben", "Cy"], seed=seed, upgrades=None,
                                weather=True, sponsors=True)
        race = s.current_race
        rainy += next(e for e in race.events if e.kind == "weather").fields["weather"] == "rain"
        for name in ("Ana", "Ben", "Cy"):
            assert sum(c.startswith("s8") for c in race.timeline[0].state.car(name).hand) == 3, (seed, name)
    assert rainy


def test_a_season_keeps_the_readings_its_races_are_played_under():
    """A season file keeps its rule readings (engine/serialize.py READINGS), as a race file does: a
    season saved before seasons kept them was played under readings 3 and replays so, with Rain
    shuffling its Sponsorship cards into the deck as it did then (issue 22, item 13)."""
    seed = next(seed for seed in range(1, 40) if next(
        e for e in hw.Championship.new(season=1963, players=["Ana", "Ben", "Cy"], seed=seed, upgrades=None)
        .current_race.events if e.kind == "weather").fields["weather"] == "rain")
    season = hw.Championship.new(season=1963, players=["Ana", "Ben", "Cy"], seed=seed, upgrades=None)
    doc = json.loads(season.to_json())
    assert doc["config"]["readings"] == READINGS and season.current_race._readings == READINGS
    del doc["config"]["readings"]  # as saved before: its races follow readings 3
    old = hw.Championship.from_json(json.dumps(doc))
    assert old.current_race._readings == 3
    hands = [old.current_race.timeline[0].state.car(n).hand for n in ("Ana", "Ben", "Cy")]
    assert any(sum(c.startswith("s8") for c in hand) < 3 for hand in hands)
    doc["config"]["readings"] = 99
    with pytest.raises(hw.RaceFileError, match="readings must be a whole number from 1 to"):
        hw.Championship.from_json(json.dumps(doc))


def test_race_new_refuses_readings_it_does_not_know():
    with pytest.raises(hw.ScenarioError, match="readings must be a whole number from 1 to"):
        hw.Race.new(track="usa", players=["Ana"], seed=1, readings=0)
