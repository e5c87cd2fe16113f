"""Rulebook, Playing a round, 6. Slipstream (and How to Win: no Slipstream across the finish line)."""
import pytest

from engine_helpers import (assert_illegal, car, events, legal, legend, one_event, pending, plan,
                            position, run_others, scenario)

ZERO = ["0", "1", "1", "2", "2", "3", "3"]
NO_REACT = dict(gear=3, engine=0)  # 3rd gear, empty Engine: nothing to React with, straight to step 6
# Zed drives at the back, so that Ana is never the last car (no Adrenaline, no React step).
ZED = dict(name="Zed", space=1, spot=1, lap=1, gear=1, hand=ZERO, deck=["4", "..."], discard=[], engine=0)


def with_zed(race):
    plan(race, "Zed", 1, "0")
    return race


def slip_race(ana_space, ben_space, ben_spot=1, ana_lap=1, ben_lap=1, track="usa", ana_cards="1 1 2"):
    """Ben stays put (plays 0); Ana (3rd gear, no Heat: no React step) moves behind him."""
    race = scenario([car("Ben", ben_space, spot=ben_spot, lap=ben_lap, hand=ZERO, engine=0, gear=1),
                     car("Ana", ana_space, lap=ana_lap, hand=["1", "1", "2", "2", "3", "3", "4"], **NO_REACT), ZED],
                    track=track)
    with_zed(race)
    plan(race, "Ben", 1, "0")
    plan(race, "Ana", 3, ana_cards)
    run_others(race, "Ana")
    return race


def test_step6_slipstream_from_the_space_behind_a_car():
    """Rulebook, 6. Slipstream: in a Space behind a car you may move 2 Spaces forward."""
    race = slip_race(20, 25)  # Ana 20 + 4 = 24, right behind Ben on 25
    assert position(race, "Ana") == (1, 24, 1)
    assert pending(race) == [("Ana", "slipstream")]
    assert legal(race, "Ana") == ["slipstream", "pass"]
    race.act("Ana", "slipstream")
    assert position(race, "Ana") == (1, 26, 1)
    assert race.car("Ana").slipstreamed
    assert one_event(race, "slipstream", "Ana").fields == {"moved": 2, "space": 26}


def test_step6_slipstream_from_beside_a_car():
    """Rulebook, 6. Slipstream: optional if you land next to another car."""
    race = slip_race(20, 24)
    assert position(race, "Ana") == (1, 24, 2)
    race.act("Ana", "slipstream")
    assert position(race, "Ana") == (1, 26, 1)


def test_step6_slipstream_is_optional():
    """Rulebook, 6. Slipstream: slipstreaming is optional."""
    race = slip_race(20, 25)
    race.act("Ana", "pass")
    assert position(race, "Ana") == (1, 24, 1)
    assert events(race, "slipstream") == []


def test_step6_no_slipstream_two_spaces_behind():
    """Rulebook, 6. Slipstream: only next to a car or in the Space right behind one."""
    race = slip_race(20, 26)
    assert position(race, "Ana") == (1, 24, 1)
    assert ("Ana", "slipstream") not in pending(race)
    assert events(race, "slipstream") == []


def test_step6_no_slipstream_in_front_of_a_car():
    """Rulebook, 6. Slipstream: a car behind you gives no slipstream."""
    race = scenario([car("Ben", 23, hand=ZERO, engine=0),
                     car("Ana", 20, hand=["4", "4", "1", "1", "2", "3", "3"], **NO_REACT), ZED])
    with_zed(race)
    plan(race, "Ben", 1, "0")
    plan(race, "Ana", 3, "1 1 2")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 24, 1)
    assert ("Ana", "slipstream") not in pending(race)


def test_step6_slipstream_does_not_add_to_speed():
    """Rulebook, 6. Slipstream, Note: slipstreaming does NOT increase your Speed for the Check Corner
    step (USA corner 1 after space 12, limit 7: Speed 7 crosses it by slipstream for no Heat)."""
    race = scenario([car("Ben", 12, hand=ZERO, engine=0), car("Ana", 4, gear=2, engine=3,
                                                              hand=["4", "3", "1", "1", "2", "2", "3"]), ZED])
    with_zed(race)
    plan(race, "Ben", 1, "0")
    plan(race, "Ana", 2, "4 3")
    run_others(race, "Ana")
    race.act("Ana", "done")
    assert position(race, "Ana") == (1, 11, 1)
    race.act("Ana", "slipstream")
    assert position(race, "Ana") == (1, 13, 1)
    assert race.car("Ana").speed == 7
    corner = one_event(race, "corner", "Ana")
    assert corner.fields == {"corner": 1, "speed": 7, "limit": 7, "heat": 0}
    assert race.car("Ana").engine == 3


def test_step6_slipstream_can_be_blocked():
    """Rulebook, 6. Slipstream: if all Spots in the final Space are occupied, place your car in the
    first Space with a free Spot behind the blocking cars."""
    race = scenario([car("Ben", 26, spot=1, hand=ZERO, engine=0), car("Cy", 26, spot=2, hand=ZERO, engine=0),
                     car("Di", 25, hand=ZERO, engine=0),
                     car("Ana", 20, hand=["1", "1", "2", "2", "3", "3", "4"], **NO_REACT), ZED])
    with_zed(race)
    for n in ("Ben", "Cy", "Di"):
        plan(race, n, 1, "0")
    plan(race, "Ana", 3, "1 1 2")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 24, 1)
    race.act("Ana", "done")  # 5 cars: Ana is among the last two and has Adrenaline
    race.act("Ana", "slipstream")
    assert position(race, "Ana") == (1, 25, 2)
    assert one_event(race, "slipstream", "Ana").fields == {"moved": 1, "space": 25}


def test_step6_slipstream_once_per_turn():
    """Rulebook, 6. Slipstream: you can only Slipstream once per turn, even if you land behind
    another car."""
    race = scenario([car("Ben", 25, hand=ZERO, engine=0), car("Cy", 27, hand=ZERO, engine=0),
                     car("Ana", 20, hand=["1", "1", "2", "2", "3", "3", "4"], **NO_REACT), ZED])
    with_zed(race)
    plan(race, "Cy", 1, "0")
    plan(race, "Ben", 1, "0")
    plan(race, "Ana", 3, "1 1 2")
    run_others(race, "Ana")
    race.act("Ana", "slipstream")
    assert position(race, "Ana") == (1, 26, 1)  # right behind Cy now
    assert ("Ana", "slipstream") not in pending(race)
    assert_illegal(race, "Ana", "slipstream", "discard")


def test_step6_slipstream_behind_a_legend():
    """Rulebook, 6. Slipstream / Legends Module: a Legend is a car on the track like any other, so a
    player may slipstream behind it (only the Legends themselves never slipstream)."""
    race = scenario([legend("Black Legend", "black", 36),
                     car("Ana", 34, hand=["4", "4", "1", "2", "2", "3", "3"], **NO_REACT), ZED],
                    legends_deck=[10])
    with_zed(race)
    plan(race, "Ana", 3, "4 4 3")
    # Legends card 10, black: top speed 10; corner 3 (after 49) is not reached: 36 + 10 = 46
    assert position(race, "Black Legend") == (1, 46, 1)
    assert position(race, "Ana") == (1, 45, 1)
    assert pending(race) == [("Ana", "slipstream")]
    race.act("Ana", "slipstream")
    assert position(race, "Ana") == (1, 47, 1)


def test_step6_slipstream_across_the_start_line_on_an_earlier_lap():
    """Rulebook, How to Win: only the finish line is closed to slipstreaming; crossing the
    start/finish line before the last lap is fine."""
    race = slip_race(64, 69, ana_lap=1, ben_lap=1)
    assert position(race, "Ana") == (1, 68, 1)
    race.act("Ana", "slipstream")
    assert position(race, "Ana") == (2, 1, 2)  # Zed (a lap behind) holds the Race Line spot of space 1


def test_step6_slipstream_up_to_the_finish_line_on_the_last_lap():
    """Rulebook, How to Win: slipstreaming may bring a car up to, but not across, the finish line."""
    race = slip_race(61, 66, ana_lap=2, ben_lap=2)
    assert position(race, "Ana") == (2, 65, 1)
    race.act("Ana", "slipstream")
    assert position(race, "Ana") == (2, 67, 1)


@pytest.mark.parametrize("ana_start, ana_end", [(64, (2, 68, 1)), (65, (2, 69, 2))])
def test_step6_no_slipstream_across_the_finish_line_on_the_last_lap(ana_start, ana_end):
    """Rulebook, How to Win: slipstreaming can never be used to cross the finish line (behind or
    beside a car on the last space before it)."""
    race = slip_race(ana_start, 69, ana_lap=2, ben_lap=2)
    assert position(race, "Ana") == ana_end
    assert ("Ana", "slipstream") not in pending(race)
    assert events(race, "slipstream") == []


def test_step6_no_slipstream_after_crossing_the_finish_line():
    """Rulebook, How to Win: slipstreaming can never be used after having crossed the finish
    line (both cars are still on the track until the end of the round)."""
    race = scenario([car("Ben", 65, lap=2, gear=2, hand=["4", "3", "1", "1", "2", "2", "3"], engine=0),
                     car("Ana", 64, lap=2, hand=["1", "1", "2", "2", "3", "3", "4"], **NO_REACT), ZED])
    with_zed(race)
    plan(race, "Ben", 2, "4 3")  # Ben crosses: lap 3 space 3
    plan(race, "Ana", 3, "4 2 1")  # Ana crosses: lap 3 space 2, right behind Ben
    run_others(race, "Ana")
    assert position(race, "Ben")[:2] == (3, 3)
    assert position(race, "Ana") == (3, 2, 1)
    assert ("Ana", "slipstream") not in pending(race)
