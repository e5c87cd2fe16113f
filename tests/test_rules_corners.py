"""Rulebook, Playing a round, 7. Check Corner and Spin out (and How to Win: no limits after the line)."""
import pytest

from engine_helpers import cards_of, car, events, finish_own_turn, one_event, plan, position, run_others, scenario

ZERO = ["0", "1", "1", "2", "2", "3", "3"]
FAST = ["4", "4", "3", "3", "2", "2", "1"]
ZED = dict(name="Zed", space=1, spot=2, lap=1, gear=1, hand=ZERO, deck=["4", "..."], discard=[], engine=0)


def corner_race(space, gear, cards, engine, track="usa", hand=FAST, lap=1, others=(), deck=("1", "2", "4")):
    """Ana alone in front (Zed far behind, so no Adrenaline), 3rd/4th gear or no Heat: no React."""
    race = scenario([car("Ana", space, lap=lap, gear=gear, hand=hand, engine=engine, deck=deck), *others, ZED],
                    track=track)
    plan(race, "Zed", 1, "0")
    for o in others:
        plan(race, o["name"], 1, "0")
    plan(race, "Ana", gear, cards)
    run_others(race, "Ana")
    if race.pending and race.pending[0].car == "Ana" and race.pending[0].kind == "react":
        race.act("Ana", "done")
    return race


def test_step7_speed_at_or_under_the_limit_costs_nothing():
    """Rulebook, 7. Check Corner: if your Speed is equal to or lower than the Speed Limit, nothing
    happens (USA corner 1: after space 12, limit 7)."""
    race = corner_race(8, 2, "4 3", engine=6)
    assert position(race, "Ana") == (1, 15, 1)
    assert one_event(race, "corner", "Ana").fields == {"corner": 1, "speed": 7, "limit": 7, "heat": 0}
    assert race.car("Ana").engine == 6
    assert race.car("Ana").heat_paid == 0


def test_step7_pay_the_difference_between_speed_and_limit():
    """Rulebook, 7. Check Corner: otherwise pay Heat equal to the difference between your Speed
    and the Speed Limit (Engine -> discard pile)."""
    race = corner_race(5, 3, "4 4 3", engine=6)
    assert position(race, "Ana") == (1, 16, 1)
    corner = one_event(race, "corner", "Ana")
    assert corner.fields == {"corner": 1, "speed": 11, "limit": 7, "heat": 4}
    assert corner.text == "Ana pays 4 Heat at corner 1: Speed 11, limit 7"
    ana = race.car("Ana")
    assert ana.engine == 2
    assert ana.discard == ("H", "H", "H", "H")


def test_step7_paid_heat_goes_to_the_discard_pile():
    """Rulebook, HEAT Cards / Paying Heat: take Heat cards from your Engine and move them to your
    discard pile."""
    race = corner_race(5, 3, "4 4 3", engine=6, deck=("1", "3", "0", "5", "S"))
    finish_own_turn(race, "Ana")
    ana = race.car("Ana")
    assert ana.engine == 2
    # the discard pile held nothing: 4 paid Heat, then the Play Area at step 9
    assert ana.discard[:4] == ("H", "H", "H", "H")
    assert sorted(ana.discard[4:]) == ["3", "4", "4"]


def test_step7_each_corner_crossed_is_paid_separately_in_order():
    """Rulebook, 7. Check Corner, Note: through several corners in one turn, pay for each of them
    separately, starting with the first Corner Line crossed (Great Britain: corner 2 after 30,
    limit 6; corner 3 after 37, limit 5)."""
    race = corner_race(30, 3, "4 3 1", engine=6, track="great_britain")
    assert position(race, "Ana") == (1, 38, 1)
    corners = events(race, "corner", "Ana")
    assert [c.fields for c in corners] == [
        {"corner": 2, "speed": 8, "limit": 6, "heat": 2},
        {"corner": 3, "speed": 8, "limit": 5, "heat": 3},
    ]
    assert race.car("Ana").engine == 1


def test_step7_spin_out_pays_all_heat_goes_before_the_corner_takes_stress_and_first_gear():
    """Rulebook, 7. Check Corner / Spin out: not enough Heat: pay all the Heat you have, move back to
    the first available Space before the Corner Line, take 2 Stress cards into your hand in 3rd
    gear, and move to 1st gear."""
    race = corner_race(5, 3, "4 4 3", engine=2)
    ana = race.car("Ana")
    assert position(race, "Ana") == (1, 12, 1)
    assert ana.gear == 1
    assert ana.engine == 0
    assert ana.spun_out
    spin = one_event(race, "spin_out", "Ana")
    assert spin.fields == {"corner": 1, "speed": 11, "limit": 7, "owed": 4, "heat": 2, "stress": 2, "gear": 3,
                           "space": 12}
    assert events(race, "corner", "Ana") == []
    # the hand: what was left (4 cards) and 2 Stress; then topped up to 7 at step 9
    assert ana.hand == ("3", "2", "2", "1", "S", "S")
    finish_own_turn(race, "Ana")
    assert race.car("Ana").hand[:6] == ("3", "2", "2", "1", "S", "S")
    assert len(race.car("Ana").hand) == 7
    assert ana.discard.count("H") == 2


@pytest.mark.parametrize("gear, cards, stress", [(1, "4", 1), (2, "4 4", 1), (3, "4 4 3", 2), (4, "4 4 3 3", 2)])
def test_step7_spin_out_stress_1_in_gears_1_2_and_2_in_gears_3_4(gear, cards, stress):
    """Rulebook, Spin out: take 1 extra Stress card into your hand in 1st/2nd gear, 2 in 3rd/4th
    (USA corner 4: after 57, limit 2)."""
    race = corner_race(54, gear, cards, engine=0)
    assert position(race, "Ana") == (1, 57, 1)
    spin = one_event(race, "spin_out", "Ana")
    assert spin.fields["stress"] == stress
    assert spin.fields["gear"] == gear
    assert race.car("Ana").gear == 1
    assert cards_of(race.car("Ana"))["S"] == 3 + stress  # the car's 3 Stress (USA) and the spin-out's


def test_step7_spin_out_goes_to_the_first_free_spot_before_the_corner():
    """Rulebook, Spin out: move the car back to the first available Space before the Corner Line
    (a full space sends it further back; the Race Line spot if free)."""
    others = [car("Ben", 12, spot=1, hand=ZERO, engine=0), car("Cy", 12, spot=2, hand=ZERO, engine=0),
              car("Di", 11, spot=1, hand=ZERO, engine=0)]
    # Ben, Cy and Di (ahead) stay put; Ana comes from behind and spins out at corner 1 (after 12)
    race = scenario([*others, car("Ana", 5, gear=3, hand=FAST, engine=1), ZED])
    for o in ("Ben", "Cy", "Di", "Zed"):
        plan(race, o, 1, "0")
    plan(race, "Ana", 3, "4 4 3")
    run_others(race, "Ana")
    if race.pending[0].kind == "react":
        race.act("Ana", "done")
    assert position(race, "Ana") == (1, 11, 2)
    assert one_event(race, "spin_out", "Ana").fields["space"] == 11


def test_step7_no_further_corners_after_a_spin_out():
    """Rulebook, Spin out: the car goes back before the corner that caused it; the corners after it
    were not crossed (Great Britain corners 2 and 3: pays 2 at corner 2, spins at corner 3)."""
    race = corner_race(30, 3, "4 3 1", engine=3, track="great_britain")
    assert [c.fields for c in events(race, "corner", "Ana")] == [{"corner": 2, "speed": 8, "limit": 6, "heat": 2}]
    spin = one_event(race, "spin_out", "Ana")
    assert spin.fields == {"corner": 3, "speed": 8, "limit": 5, "owed": 3, "heat": 1, "stress": 2, "gear": 3,
                           "space": 37}
    assert position(race, "Ana") == (1, 37, 1)
    assert race.car("Ana").engine == 0


def test_step7_spin_out_at_the_first_of_two_corners_skips_the_second():
    """Rulebook, Spin out: spinning out at the first corner of a turn, the second is never checked."""
    race = corner_race(30, 3, "4 3 1", engine=1, track="great_britain")
    assert events(race, "corner", "Ana") == []
    spin = one_event(race, "spin_out", "Ana")
    assert (spin.fields["corner"], spin.fields["space"]) == (2, 30)
    assert position(race, "Ana") == (1, 30, 1)


def test_step7_exact_heat_pays_without_spinning_out():
    """Rulebook, 7. Check Corner: with exactly enough Heat you pay it all and do not spin out."""
    race = corner_race(5, 3, "4 4 3", engine=4)
    assert race.car("Ana").engine == 0
    assert events(race, "spin_out") == []
    assert position(race, "Ana") == (1, 16, 1)


def test_step7_no_corner_check_without_crossing_a_corner_line():
    """Rulebook, 7. Check Corner: only applies if you crossed a Corner Line this round; stopping on
    the space just before it crosses nothing."""
    race = corner_race(1, 4, "4 4 2 1", engine=0)
    assert position(race, "Ana") == (1, 12, 1)
    assert events(race, "corner") == [] and events(race, "spin_out") == []


def test_step7_corners_are_checked_after_the_whole_move():
    """Rulebook, 7. Check Corner: 'If at any point this turn you crossed a Corner Line' - the check
    comes after React (Boost) and Slipstream, with the Speed of the whole turn."""
    race = scenario([car("Ana", 5, gear=2, hand=["4", "3", "1", "1", "2", "2", "3"], engine=6, deck=("2",)), ZED])
    plan(race, "Zed", 1, "0")
    plan(race, "Ana", 2, "3 1")  # 9: before the corner
    assert position(race, "Ana") == (1, 9, 1)
    race.act("Ana", "boost")  # +2: 11, still before
    assert position(race, "Ana") == (1, 11, 1)
    assert events(race, "corner") == []


def test_no_corner_limits_after_the_finish_line():
    """Rulebook, How to Win: disregard any Speed Limits in corners after the finish line, simply
    move as far as you can (Italy, 3 laps: corner 1 after space 10, limit 5)."""
    race = corner_race(50, 4, "5 4 4 4", engine=0, track="italy", lap=3,
                       hand=["5", "4", "4", "4", "3", "3", "2"], deck=("1", "2", "3"))
    assert position(race, "Ana") == (4, 13, 1)
    assert events(race, "corner") == [] and events(race, "spin_out") == []
    finish_own_turn(race, "Ana")


def test_corner_before_the_finish_line_still_counts_on_the_last_lap():
    """Rulebook, How to Win: only corners after the finish line are disregarded (USA corner 4,
    after 57, limit 2, on the last lap)."""
    race = corner_race(55, 2, "4 3", engine=6, lap=2)
    assert position(race, "Ana") == (2, 62, 1)
    assert one_event(race, "corner", "Ana").fields == {"corner": 4, "speed": 7, "limit": 2, "heat": 5}
    assert race.car("Ana").engine == 1


def test_step7_corner_crossed_by_slipstream_is_paid_at_the_cards_speed():
    """Rulebook, 7. Check Corner: a corner line crossed at any point of the turn counts, also while
    slipstreaming; the Speed is still the cards' (USA corner 1, limit 7: Speed 8, pays 1)."""
    race = scenario([car("Ben", 12, hand=ZERO, engine=0), car("Ana", 3, gear=2, engine=3,
                                                              hand=["4", "4", "1", "1", "2", "2", "3"]), ZED])
    plan(race, "Zed", 1, "0")
    plan(race, "Ben", 1, "0")
    plan(race, "Ana", 2, "4 4")
    run_others(race, "Ana")
    race.act("Ana", "done")
    assert position(race, "Ana") == (1, 11, 1)
    race.act("Ana", "slipstream")
    assert position(race, "Ana") == (1, 13, 1)
    assert one_event(race, "corner", "Ana").fields == {"corner": 1, "speed": 8, "limit": 7, "heat": 1}
    assert race.car("Ana").engine == 2


def test_step7_corner_after_the_start_line_counts_and_spin_out_keeps_the_new_lap():
    """Rulebook, 7. Check Corner / Spin out: corner 1 of the next lap, crossed in the same move as
    the start/finish line (not the last lap), is checked; the spin-out puts the car before it, on
    the new lap."""
    race = corner_race(66, 4, "5 4 4 3", engine=6, lap=1, hand=["5", "4", "4", "3", "2", "2", "1"])
    assert position(race, "Ana") == (2, 12, 1)
    spin = one_event(race, "spin_out", "Ana")
    assert spin.fields == {"corner": 1, "speed": 16, "limit": 7, "owed": 9, "heat": 6, "stress": 2, "gear": 4,
                           "space": 12}


def test_step7_from_the_grid_the_first_corner_is_checked():
    """Rulebook, 7. Check Corner: leaving the grid (lap 0) the first corner of lap 1 is checked."""
    race = corner_race(69, 4, "5 4 4 3", engine=6, lap=0, hand=["5", "4", "4", "3", "2", "2", "1"])
    assert position(race, "Ana") == (1, 12, 1)
    assert one_event(race, "spin_out", "Ana").fields["corner"] == 1


def test_spin_out_before_the_finish_line_means_the_car_has_not_finished():
    """Rulebook, How to Win / Spin out: a car that crosses the last corner and the finish line in one
    move but spins out at that corner goes back before it and has not finished."""
    race = corner_race(55, 4, "5 4 4 4", engine=6, lap=2, hand=["5", "4", "4", "4", "3", "3", "2"],
                       deck=("1", "2", "3"))
    assert position(race, "Ana") == (2, 57, 1)
    assert one_event(race, "spin_out", "Ana").fields["corner"] == 4
    finish_own_turn(race, "Ana")
    assert race.car("Ana").finished is None
    assert events(race, "finish", "Ana") == []
