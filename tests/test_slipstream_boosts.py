"""Each Slipstream boost is its own "may" (issue 22, item 12): a sector's bonus (advanced booklet,
Weather and Road Conditions Module, Sector Effects, Slipstream boost: "you may add one extra Space
to the usual 2 Spaces") and each card's boost (advanced booklet, Garage Module, Slipstream boost:
"your typical 2 Spaces may be increased") are taken or left on their own, so the player is offered
2 plus every sum of the boosts chosen.

USA: corner 1 after space 12; its sector runs over spaces 13-33."""
import json

import heat_widget as hw
from engine_helpers import assert_illegal, car, finish_own_turn, legal, plan, scenario

CALM = {2: "limit+1", 3: "overheat", 4: "limit-1"}
HAND = ["4", "1", "1", "2", "2", "3", "3"]


def boosted(card, sector, weather="cloud"):
    """Ben ahead moves 1 (to 21); Ana from 16 plays `card` (Speed 1) and a 3 in 2nd gear, 4 spaces,
    to 20 just behind him, in the sector after corner 1 whose road token is `sector`."""
    race = scenario([car("Ben", 20, hand=HAND),
                     car("Ana", 16, gear=2, hand=[card, "3", "1", "1", "2", "2", "4"], deck=["4", "4"])],
                    modules=["weather", "garage"], weather=weather, road={1: sector, **CALM})
    plan(race, "Ben", 1, "1")
    plan(race, "Ana", 2, f"{card} 3")
    finish_own_turn(race, "Ben")
    race.act("Ana", "done")
    return race


def test_slipstream_boost_a_card_and_a_sector_are_each_optional_rpm_and_plus_1():
    """R.P.M. (u14: Slipstream +2) behind a car in a Slipstream +1 sector: 2, 2 + 1, 2 + 2 or
    2 + 1 + 2. The card's boost may be taken while the sector's is declined: 4 is offered."""
    race = boosted("u14", "slipstream+1")
    assert legal(race, "Ana") == ["slipstream", "slipstream 4", "slipstream 3", "slipstream 2", "pass"]
    race.act("Ana", "slipstream 4")
    assert race.car("Ana").space == 24


def test_slipstream_boost_a_card_and_the_storm_sector_are_each_optional_suspension_and_storm():
    """Storm's sector effect (Slipstream +2) and Suspension (u35: Slipstream +1): 5, 4, 3 or 2; 3
    (the card's boost alone) is offered."""
    race = boosted("u35", "weather", weather="storm")
    assert legal(race, "Ana") == ["slipstream", "slipstream 4", "slipstream 3", "slipstream 2", "pass"]
    race.act("Ana", "slipstream 3")
    assert race.car("Ana").space == 23
    assert_illegal(boosted("u35", "weather", weather="storm"), "Ana", "slipstream 6", "4, 3 or 2")


def test_slipstream_bare_word_still_takes_every_boost():
    """`slipstream` goes as far as allowed: every boost taken (2 + 1 + 2)."""
    race = boosted("u14", "slipstream+1")
    race.act("Ana", "slipstream")
    assert race.car("Ana").space == 25


def test_slipstream_a_race_of_readings_3_replays_with_the_choices_it_was_offered():
    """A race saved before this reading (readings 3) replays under the old offer (the card's boost
    could not be kept while declining the sector's); saved again, it keeps its readings."""
    race = boosted("u14", "slipstream+1")
    race.act("Ana", "slipstream 3")
    doc = json.loads(race.to_json())
    assert doc["config"]["readings"] == 4
    doc["config"]["readings"] = 3
    old = hw.Race.from_json(json.dumps(doc))
    assert old.car("Ana").space == 23 and json.loads(old.to_json())["config"]["readings"] == 3
    doc["actions"], doc["result"] = doc["actions"][:-1], None
    before = hw.Race.from_json(json.dumps({k: v for k, v in doc.items() if v is not None}))
    assert legal(before, "Ana") == ["slipstream", "slipstream 3", "slipstream 2", "pass"]
