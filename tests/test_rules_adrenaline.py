"""Rulebook, Playing a round, 4. Adrenaline (and How to Win: Adrenaline after cars finish)."""
import pytest

from engine_helpers import car, events, finish_own_turn, legal, legend, one_event, plan, position, run_others, scenario

HEAT_HAND = ["4", "3", "H", "H", "1", "2", "2"]


def play_round_with_ones(race, names):
    for n in names:
        plan(race, n, 1, "1")


def adrenaline_cars(race, rnd=None):
    rnd = race.round if rnd is None else rnd
    return sorted(e.car for e in events(race, "adrenaline") if e.round == rnd)


def run_round(race):
    rnd = race.round
    while race.phase == "turn" and race.round == rnd:
        finish_own_turn(race, race.pending[0].car)


def test_step4_adrenaline_goes_to_the_last_car_only_with_four_cars():
    """Rulebook, 4. Adrenaline: only the last car to move this round (with fewer than 5 cars)."""
    race = scenario([car("Ana", 40), car("Ben", 30), car("Cy", 20), car("Di", 10)])
    play_round_with_ones(race, ["Ana", "Ben", "Cy", "Di"])
    for name in ("Ana", "Ben", "Cy"):
        assert race.pending[0].car == name
        assert "adrenaline" not in legal(race, name)
        finish_own_turn(race, name)
    assert race.pending[0].car == "Di"
    assert "adrenaline" in legal(race, "Di")
    assert adrenaline_cars(race) == ["Di"]
    assert one_event(race, "adrenaline", "Di").fields == {"among": 1}


def test_step4_adrenaline_goes_to_the_last_two_cars_with_five_cars_or_more():
    """Rulebook, 4. Adrenaline: the two last cars in a race with 5 cars or more."""
    race = scenario([car("Ana", 50), car("Ben", 40), car("Cy", 30), car("Di", 20), car("Ed", 10)])
    play_round_with_ones(race, ["Ana", "Ben", "Cy", "Di", "Ed"])
    run_round(race)
    assert adrenaline_cars(race, 1) == ["Di", "Ed"]
    assert all(e.fields == {"among": 2} for e in events(race, "adrenaline"))


def test_step4_legends_count_for_adrenaline_and_take_it_from_players():
    """Legends Module, Additional Notes: Legends count when determining Adrenaline, even though they
    get no benefit from it. A Legend last: no player car gets Adrenaline (4 cars)."""
    race = scenario([car("Ana", 40), car("Ben", 30), legend("Black Legend", "black", 20),
                     legend("Blue Legend", "blue", 5)], legends_deck=[1, 2, 3])
    play_round_with_ones(race, ["Ana", "Ben"])
    run_round(race)
    assert race.round == 2
    assert adrenaline_cars(race, 1) == []


def test_step4_legends_make_five_cars_so_the_last_two_get_adrenaline():
    """Legends Module / 4. Adrenaline: 3 players and 2 Legends are 5 cars: the last two get it, so
    the player in 4th place gets Adrenaline behind a Legend-free tail."""
    race = scenario([car("Ana", 40), car("Ben", 20), car("Cy", 10), legend("Black Legend", "black", 45),
                     legend("Blue Legend", "blue", 30)], legends_deck=[1, 2, 3])
    play_round_with_ones(race, ["Ana", "Ben", "Cy"])
    run_round(race)
    assert adrenaline_cars(race, 1) == ["Ben", "Cy"]


def test_step4_adrenaline_extra_space_counts_as_speed_for_corners():
    """Rulebook, 4. Adrenaline / 7. Check Corner: move 1 extra Space while adding 1 to Speed
    (Speed = cards in the Play Area, +1 if you used the Adrenaline bonus)."""
    race = scenario([car("Ana", 5, gear=2, hand=HEAT_HAND, engine=4), car("Ben", 30)])
    plan(race, "Ana", 2, "4 3")
    plan(race, "Ben", 1, "1")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 12, 1)
    race.act("Ana", "adrenaline")
    assert position(race, "Ana") == (1, 13, 1)
    assert race.car("Ana").speed == 8
    assert one_event(race, "adrenaline_move", "Ana").fields == {"moved": 1, "speed": 8, "space": 13}
    finish_own_turn(race, "Ana")
    corner = one_event(race, "corner", "Ana")  # USA corner 1: after space 12, limit 7
    assert corner.fields == {"corner": 1, "speed": 8, "limit": 7, "heat": 1}
    assert race.car("Ana").engine == 3


@pytest.mark.parametrize("gear, cards, cooldown", [(1, "1", 4), (2, "2 1", 2), (3, "4 2 1", 1), (4, "4 2 1 2", 1)])
def test_step4_adrenaline_adds_one_cooldown_to_the_gears(gear, cards, cooldown):
    """Rulebook, 4. Adrenaline / 5. React: +1 Cooldown, added to the gear's (1st: 3, 2nd: 1,
    3rd and 4th: 0)."""
    hand = ["4", "2", "1", "2", "H", "H", "H"]
    race = scenario([car("Ana", 20, gear=gear, hand=hand, engine=3), car("Ben", 40)])
    plan(race, "Ana", gear, cards)
    plan(race, "Ben", 1, "1")
    run_others(race, "Ana")
    cools = [a for a in legal(race, "Ana") if a.startswith("cooldown")]
    assert cools == [f"cooldown {k}" for k in range(1, min(cooldown, 3) + 1)]
    assert race.car("Ana").cooldown_left == cooldown


def test_step4_adrenaline_is_used_once_and_not_saved():
    """Rulebook, 4. Adrenaline: one extra space, once; Adrenaline cannot be saved for future
    rounds."""
    race = scenario([car("Ana", 20, gear=1, engine=0), car("Ben", 40)])
    plan(race, "Ana", 1, "1")
    plan(race, "Ben", 1, "1")
    run_others(race, "Ana")
    race.act("Ana", "adrenaline")
    assert "adrenaline" not in legal(race, "Ana")
    finish_own_turn(race, "Ana")
    # round 2: Ana is still last, gets it again, Ben never
    assert race.round == 2
    plan(race, "Ana", 1, "1")
    plan(race, "Ben", 1, "1")
    assert adrenaline_cars(race) == []  # not yet revealed
    run_others(race, "Ana")
    assert adrenaline_cars(race) == ["Ana"]


def test_step4_adrenaline_by_cars_that_started_even_after_some_finished():
    """Rulebook, How to Win: continue until all cars finish, giving Adrenaline to the last car or
    last two cars based on the number of cars that started the race, not the cars still in play
    (BGA reports 197456, 203459)."""
    race = scenario([car("Ana", 66, lap=2, gear=2, hand=["4", "4", "1", "2", "2", "3", "3"]),
                     car("Ben", 40), car("Cy", 30), car("Di", 20), car("Ed", 10)])
    plan(race, "Ana", 2, "4 4")
    for n in ("Ben", "Cy", "Di", "Ed"):
        plan(race, n, 1, "1")
    run_round(race)
    assert race.car("Ana").finished == 1
    assert race.round == 2
    for n in ("Ben", "Cy", "Di", "Ed"):
        plan(race, n, 1, "1")
    run_round(race)
    assert [e.car for e in events(race, "adrenaline") if e.round == 2] == ["Di", "Ed"]


def test_step4_adrenaline_move_can_be_blocked_but_still_adds_speed():
    """Rulebook, 4. Adrenaline / 5. React: the extra Space is a move like any other, so it can be
    blocked by a full Space; the +1 Speed is still added (read like Boost: 'you may still be
    blocked' and it always increases Speed)."""
    zero = ["0", "1", "1", "2", "2", "3", "3"]
    race = scenario([car("Ben", 21, spot=1, hand=zero), car("Cy", 21, spot=2, hand=zero),
                     car("Ana", 16, gear=1, engine=0)])
    plan(race, "Ben", 1, "0")
    plan(race, "Cy", 1, "0")
    plan(race, "Ana", 1, "4")
    run_others(race, "Ana")
    assert position(race, "Ana") == (1, 20, 1)
    race.act("Ana", "adrenaline")
    assert position(race, "Ana") == (1, 20, 1)
    assert race.car("Ana").speed == 5


def test_step4_five_cars_with_a_legend_last_the_player_before_it_gets_adrenaline():
    """Rulebook, 4. Adrenaline / Legends Module: with 5 cars the last two get Adrenaline; a Legend
    among them takes one of the two places (and no benefit)."""
    race = scenario([car("Ana", 50), car("Ben", 40), car("Cy", 30), car("Di", 20),
                     legend("Black Legend", "black", 5)], legends_deck=[10])
    play_round_with_ones(race, ["Ana", "Ben", "Cy", "Di"])
    run_round(race)
    assert adrenaline_cars(race, 1) == ["Di"]  # not Cy: the Legend is the other of the last two
