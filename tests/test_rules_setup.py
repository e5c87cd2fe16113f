"""Rulebook, "Setting up the game"."""
from collections import Counter

import pytest

import heat_widget as hw

from engine_helpers import BASE_TRACKS, BASIC_12, STARTING_UPGRADES, cards_of, pending, starting_cards


@pytest.mark.parametrize("track", BASE_TRACKS)
def test_setup_deck_is_12_basic_cards_starting_upgrades_and_track_stress(track):
    """Rulebook, Setting up the game: shuffle your 12 Basic cards, 3 Starting Upgrade cards (0, 5
    and a Heat) and the track's Stress cards together into the draw deck; the track's Heat goes
    in the Engine."""
    t = hw.load_track(track)
    race = hw.Race.new(track=track, players=["Ana", "Ben", "Cy"], seed=11)
    for c in race.cars:
        owned = Counter(c.hand) + Counter(c.deck)
        assert owned == Counter(BASIC_12 + STARTING_UPGRADES + ["S"] * t.stress)
        assert c.discard == () and c.play == ()
        assert c.engine == t.heat
        assert cards_of(c) == starting_cards(t.heat, t.stress)


def test_setup_heat_and_stress_follow_the_board():
    """Rulebook, Setting up the game: 'Check the game board to discover how many Heat and Stress
    cards each player must add to their car' (race options may change them)."""
    race = hw.Race.new(track="usa", players=["Ana"], seed=2, heat=4, stress=5)
    c = race.car("Ana")
    assert c.engine == 4
    assert (Counter(c.hand) + Counter(c.deck))["S"] == 5


def test_setup_gear_1_hand_of_7_lap_0():
    """Rulebook, Setting up the game: Gear pawn in first gear, draw 7 cards; cars on the starting
    grid have not started lap 1 yet (lap 0)."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben", "Cy", "Di"], legends=2, seed=5)
    for c in race.cars:
        assert c.lap == 0
        assert c.finished is None and c.on_board
        if c.legend:
            assert c.hand == () and c.deck == ()
            continue
        assert c.gear == 1
        assert len(c.hand) == 7
        assert len(c.deck) == 18 - 7


def test_setup_hand_is_the_top_seven_of_the_shuffled_deck():
    """Rulebook, Setting up the game: the hand is drawn from the shuffled draw deck, so decks
    differ between players and between seeds."""
    a = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1)
    b = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=2)
    decks = {(c.hand, c.deck) for r in (a, b) for c in r.cars}
    assert len(decks) == 4


@pytest.mark.parametrize("track", BASE_TRACKS)
def test_setup_random_grid_fills_spots_in_order_pole_first(track):
    """Rulebook, Setting up the game: randomly place all cars on the starting grid, one at a time,
    filling the spots in ascending order (pole position first)."""
    t = hw.load_track(track)
    orders = set()
    for seed in range(12):
        race = hw.Race.new(track=track, players=["Ana", "Ben", "Cy", "Di", "Ed", "Flo"], legends=2, seed=seed)
        grid = [e for e in race.events if e.kind == "grid"]
        assert [e.fields["position"] for e in grid] == list(range(1, 9))
        for e, (space, lane) in zip(grid, t.starting_grid):
            c = race.car(e.car)
            assert (c.space, c.spot) == (space, t.spot_of(space, lane))
            assert e.fields["space"] == space
        # race order is grid order: the pole car is first
        assert race.standings == [e.car for e in grid]
        orders.add(tuple(race.standings))
    assert len(orders) > 6, "the grid should be random"


def test_setup_pole_position_is_on_the_race_line_spot_of_the_first_grid_space():
    """Rulebook, Setting up the game / Reveal & Move: the pole car is the frontmost car (Race Line
    spot of the front grid space) and moves first in round 1."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=3)
    pole = race.standings[0]
    c = race.car(pole)
    assert (c.space, c.spot) == (69, 1)
    for name in race.names:
        race.act(name, "gear 1")
        race.act(name, "play " + sorted(a for a in race.car(name).hand if a != "H")[0])
    assert race.phase == "turn"
    reveal = [e for e in race.events if e.kind == "reveal"]
    assert reveal[0].car == pole


def test_setup_first_round_everyone_chooses_a_gear():
    """Rulebook, Playing a round: all players do steps 1 and 2 at the same time, so at the start
    every player car (not the Legends) is asked for its gear."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben", "Cy"], legends=2, seed=4)
    assert race.round == 1
    assert sorted(pending(race)) == [("Ana", "gear"), ("Ben", "gear"), ("Cy", "gear")]


def test_setup_same_seed_same_race_other_seed_other_race():
    """DESIGN, event-sourced: a race is config + seed; the same seed gives the identical set-up."""
    a = hw.Race.new(track="france", players=["Ana", "Ben"], legends=1, seed=99)
    b = hw.Race.new(track="france", players=["Ana", "Ben"], legends=1, seed=99)
    assert a.timeline[-1].state == b.timeline[-1].state
    c = hw.Race.new(track="france", players=["Ana", "Ben"], legends=1, seed=100)
    assert a.timeline[-1].state != c.timeline[-1].state


def test_setup_laps_are_the_boards_unless_chosen():
    """Rulebook, Setting up the game: race the number of laps printed on the board (the first game
    may race 1 lap)."""
    assert hw.Race.new(track="italy", players=["Ana"], seed=1).laps == 3
    assert hw.Race.new(track="usa", players=["Ana"], seed=1).laps == 2
    assert hw.Race.new(track="usa", players=["Ana"], seed=1, laps=1).laps == 1


def test_race_new_refuses_more_stress_than_the_box_holds():
    """Issue 36, item 3: rulebook, Components: 37 Stress cards in the box, every car's deck and the
    reserve. stress=20 for two cars (40) is refused naming each car's and the box's; stress=18 (36)
    is set up."""
    with pytest.raises(hw.ScenarioError, match=r"40 Stress cards \(Ana 20, Ben 20\) but the box holds only 37"):
        hw.Race.new(players=["Ana", "Ben"], stress=20, seed=1)
    race = hw.Race.new(players=["Ana", "Ben"], stress=18, seed=1)
    assert [cards_of(c)["S"] for c in race.cars] == [18, 18]


@pytest.mark.parametrize("name", ["black legend", "BLACK LEGEND", "Black Legend ", " Black  Legend"])
def test_race_new_refuses_a_player_named_as_a_legend_case_and_spaces_aside(name):
    """Issue 36, item 3: a player named "Black Legend" beside that Legend was refused, but "black
    legend" or "Black Legend " (the same name on the board) raced beside it; so did two players named
    "Ana" and "ana"."""
    with pytest.raises(hw.ScenarioError, match="is kept for a Legend"):
        hw.Race.new(players=["Ana", name], legends=1, seed=1)
    with pytest.raises(hw.ScenarioError, match="car names must be different; repeated"):
        hw.Race.new(players=["Ana", " ana"], seed=1)
    assert hw.Race.new(players=["Ana", name], seed=1).car(name).legend is False  # no Legend: the name is free
