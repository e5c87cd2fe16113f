"""Rule corner cases where the rulebook needs a reading (issue 10, items 10 and 11; README, Rule
readings): shifting to a gear the hand cannot fill, a slipstream that would not move the car, and
a car blocked back to its own space."""
import pytest

from engine_helpers import assert_illegal, car, legal, one_event, pending, plan, position, run_others, scenario

ZERO = ["0", "1", "1", "2", "2", "3", "3"]
NO_REACT = dict(gear=3, engine=0)  # 3rd gear, empty Engine: nothing to React with
ZED = dict(name="Zed", space=1, spot=1, lap=1, gear=1, hand=ZERO, deck=["4", "..."], discard=[], engine=0)


# ---- HEAT Cards, Cluttered Hand: a car gets stuck, it does not clutter its hand on purpose ----

def test_cluttered_hand_no_shift_to_a_gear_the_hand_cannot_fill_while_a_lower_gear_can_be_filled():
    """Rulebook, HEAT Cards / Cluttered Hand: "in rare circumstances you can get stuck with so many
    Heat cards in your hand that you don't have enough playable cards for the gear you're in".
    With 2 playable cards and Heat to shift, 1st and 2nd gear can be filled: 3rd and 4th are not
    offered (BGA's reading, argsPlanification) and are refused with the reason."""
    race = scenario([car("Ana", 20, gear=3, hand=["4", "3", "H", "H", "H", "H", "H"], engine=1)])
    assert legal(race, "Ana") == ["gear 1", "gear 2"]
    msg = assert_illegal(race, "Ana", "gear 3", "only 2 playable", "Cluttered Hand", "gear 1 or gear 2")
    assert_illegal(race, "Ana", "gear 4", "only 2 playable")
    assert "Heat" in msg


def test_cluttered_hand_every_reachable_gear_when_none_can_be_filled():
    """Rulebook, HEAT Cards / Cluttered Hand: stuck (an empty Engine: 3rd is the lowest gear reachable
    from 4th, and 2 playable cards cannot fill it), the car may stay in 4th or shift to 3rd, and
    covers the difference with Heat."""
    race = scenario([car("Ana", 20, gear=4, hand=["4", "3", "H", "H", "H", "H", "H"], engine=0)])
    assert legal(race, "Ana") == ["gear 3", "gear 4"]
    race.act("Ana", "gear 4")
    assert legal(race, "Ana") == ["play 4 3 H H"]


def test_cluttered_hand_a_hand_of_only_heat_may_take_any_reachable_gear():
    """Rulebook, HEAT Cards / Cluttered Hand: with no playable card no gear can be filled."""
    race = scenario([car("Ana", 20, gear=2, hand=["H"] * 7, engine=0)])
    assert legal(race, "Ana") == ["gear 1", "gear 2", "gear 3"]  # (no Heat for two gears up)


def test_cluttered_hand_the_same_reading_in_tournament_mode():
    """Advanced booklet, Tournament Mode (the gear follows the number of cards played) with the
    Cluttered Hand reading: no play of more cards than the hand can fill while fewer can be."""
    race = scenario([car("Ana", 20, gear=3, hand=["4", "3", "H", "H", "H", "H", "H"], engine=1)],
                    tournament=True)
    assert pending(race) == [("Ana", "play")]
    assert sorted(legal(race, "Ana")) == sorted(["play 4", "play 3", "play 4 3"])
    assert_illegal(race, "Ana", "play 4 3 H", "play 4 3")


# ---- 6. Slipstream and 3. Reveal & Move: blocking all the way back ----------------------------

def test_step6_no_slipstream_offered_that_would_not_move_the_car():
    """Rulebook, 6. Slipstream: "you move 2 Spaces forward ... if all the Spots in the final Space
    are occupied, place your car in the first Space with a free Spot behind the blocking cars".
    With both spaces ahead full that is the car's own space: the slipstream would move it nowhere,
    so it is not offered (BGA: "you move at least one cell forward", getSlipstreamResult)."""
    race = scenario([car("Ben", 22, spot=1, hand=ZERO, engine=0), car("Cy", 22, spot=2, hand=ZERO, engine=0),
                     car("Di", 21, spot=1, hand=ZERO, engine=0), car("Ed", 21, spot=2, hand=ZERO, engine=0),
                     car("Ana", 16, hand=["1", "1", "2", "2", "3", "3", "4"], **NO_REACT), ZED])
    plan(race, "Zed", 1, "0")
    for n in ("Ben", "Cy", "Di", "Ed"):
        plan(race, n, 1, "0")
    plan(race, "Ana", 3, "1 1 2")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 20, 1)
    race.act("Ana", "done")  # among the last two of 6 cars: Adrenaline gives a React step
    assert pending(race) == [("Ana", "discard")]  # no slipstream decision
    assert_illegal(race, "Ana", "slipstream", "discard")


def test_step6_slipstream_offered_when_it_moves_the_car_one_space():
    """Rulebook, 6. Slipstream: blocked on the second space ahead, the slipstream still moves the car
    to the first space with a free spot behind the blockers (one space): it is offered."""
    race = scenario([car("Ben", 22, spot=1, hand=ZERO, engine=0), car("Cy", 22, spot=2, hand=ZERO, engine=0),
                     car("Di", 21, spot=1, hand=ZERO, engine=0),
                     car("Ana", 16, hand=["1", "1", "2", "2", "3", "3", "4"], **NO_REACT), ZED])
    plan(race, "Zed", 1, "0")
    for n in ("Ben", "Cy", "Di"):
        plan(race, n, 1, "0")
    plan(race, "Ana", 3, "1 1 2")
    run_others(race, "Ana")
    race.act("Ana", "done")
    assert pending(race) == [("Ana", "slipstream")]
    race.act("Ana", "slipstream")
    assert position(race, "Ana") == (1, 21, 2)
    assert one_event(race, "slipstream", "Ana").fields == {"moved": 1, "space": 21}


def test_step3_blocked_back_to_its_own_space_the_car_takes_the_free_race_line_spot():
    """Rulebook, 3. Reveal & Move: blocked, "put your car in the first Space with a free Spot behind
    the cars that blocked you (as close to the Race Line as possible)", and "always put your car on
    the Spot closest to the Race Line if available". When that space is the car's own, a free Race
    Line spot there is taken: the car moved (its Speed was 2) and is put down again like any moved
    car (BGA places it the same way, Circuit.getReachedCell)."""
    race = scenario([car("Ben", 22, spot=1, hand=ZERO), car("Cy", 22, spot=2, hand=ZERO),
                     car("Di", 21, spot=1, hand=ZERO), car("Ed", 21, spot=2, hand=ZERO),
                     car("Ana", 20, spot=2, gear=2)])
    for n in ("Ben", "Cy", "Di", "Ed"):
        plan(race, n, 1, "0")
    plan(race, "Ana", 2, "1 1")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 20, 1)
    assert one_event(race, "blocked", "Ana").fields == {"wanted": 22, "space": 20, "moved": 0}


# ---- Saved races keep the readings they were played under ----

DATA = __import__("pathlib").Path(__file__).parent / "data"


@pytest.mark.parametrize("name", ["v1_unfillable_gear", "v1_zero_slipstream"])
def test_a_race_saved_under_the_old_readings_replays_under_them(name):
    """A version-1 file was played when a gear the hand cannot fill and a slipstream blocked back
    to its own space were offered (readings 1). It still loads and replays to its saved result;
    under today's readings the same decisions are refused; saved again, it keeps readings 1."""
    import json

    import heat_widget as hw

    text = (DATA / f"{name}.json").read_text()
    doc = json.loads(text)
    assert doc["version"] == 1 and "readings" not in doc["config"]
    race = hw.Race.from_json(text)
    assert race.finished and race.standings == doc["result"]["standings"]
    again = json.loads(race.to_json())
    assert again["version"] == 2 and again["config"]["readings"] == 1
    assert hw.Race.from_json(race.to_json()).standings == race.standings
    doc["version"], doc["config"]["readings"] = 2, 2
    with pytest.raises(hw.RaceFileError, match="may not choose a gear the hand cannot fill"):
        hw.Race.from_json(json.dumps(doc))


def test_new_races_are_saved_with_todays_readings():
    """Format version 2: a new race's file names the readings it follows; a bad value is refused."""
    import json

    import heat_widget as hw

    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1)
    doc = json.loads(race.to_json())
    assert doc["version"] == 2 and doc["config"]["readings"] == 4
    doc["config"]["readings"] = 7
    with pytest.raises(hw.RaceFileError, match="readings must be a whole number from 1 to 4"):
        hw.Race.from_json(json.dumps(doc))
