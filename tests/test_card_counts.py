"""Impossible card counts are refused (issue 22, item 22): a race holds no more of a card than the
box does. Advanced booklet, Garage Module (each upgrade type's copies, data/upgrades.json) and
Championship System, Sponsorship Cards and Press Corners (7 of each Sponsorship card; a Press
Corner stands at one of the track's corners). Each refusal is a ScenarioError naming the card, the
count and what the box holds, and long input is echoed cut short."""
import pytest

import heat_widget as hw

from engine_helpers import PLAIN_HAND

PLAYERS = ["Ana", "Ben"]


def new(**kw):
    return hw.Race.new(track="usa", players=PLAYERS, seed=1, **kw)


def test_garage_owned_upgrades_across_the_cars_no_more_than_the_box_holds():
    """Two u8 (Brakes) in the box: four among two cars are refused; two are fine."""
    with pytest.raises(hw.ScenarioError, match=r"4 x 'u8'.*box holds only 2"):
        new(modules=["garage"], draft=False, owned={"Ana": ["u8", "u8"], "Ben": ["u8", "u8"]})
    new(modules=["garage"], draft=False, owned={"Ana": ["u8"], "Ben": ["u8"]})


def test_garage_scenario_upgrades_across_the_cars_no_more_than_the_box_holds():
    """The same in a scenario: each car may hold 2 u8, but not two cars 2 each."""
    hand = ["u8", "u8", "2", "2", "3", "3", "4"]
    with pytest.raises(hw.ScenarioError, match=r"4 x 'u8'.*box holds only 2"):
        hw.Race.scenario(track="usa", modules=["garage"], cars=[{"name": "Ana", "space": 10, "hand": hand},
                                                                 {"name": "Ben", "space": 12, "hand": hand}])


def test_garage_owned_expansion_upgrades_are_kept():
    """An owned Heavy Rain upgrade (a Championship's built car) is kept, no longer refused."""
    race = new(modules=["garage"], draft=False, owned={"Ana": ["u49"]})
    assert race.module("garage").picks["Ana"] == ["u49"]


def test_championship_sponsorship_cards_no_more_than_seven_of_each():
    """7 of each Sponsorship card: 30 x s80 in a hand is refused, echoed short; so are 8 among the
    deck and the hands, and in a scenario among the cars and the deck."""
    with pytest.raises(hw.ScenarioError, match=r"30 x 's80'.*box holds only 7") as info:
        new(modules=["championship"], event=1, sponsor_deck=[], sponsor_hand={"Ana": ["s80"] * 30})
    assert len(str(info.value)) < 200
    with pytest.raises(hw.ScenarioError, match=r"8 x 's81'"):
        new(modules=["championship"], event=1, sponsor_deck=["s81"] * 5, sponsor_hand={"Ana": ["s81"] * 3})
    with pytest.raises(hw.ScenarioError, match=r"8 x 's80'"):
        hw.Race.scenario(track="usa", modules=["championship"], sponsor_deck=["s80"] * 4,
                         cars=[{"name": "Ana", "space": 10, "hand": ["s80"] * 4 + ["3", "3", "4"]},
                               {"name": "Ben", "space": 12, "hand": PLAIN_HAND}])
    new(modules=["championship"], event=1, sponsor_deck=["s80"] * 4, sponsor_hand={"Ana": ["s80"] * 3})


def test_championship_a_car_carries_only_sponsorship_cards():
    """Booklet, After Each Race: players keep their unused Sponsorship cards; nothing else is
    carried (a car's own cards are its 12 Basic cards): a carried '1' would be a 4th."""
    with pytest.raises(hw.ScenarioError, match="carries only Sponsorship cards"):
        new(modules=["championship"], event=1, sponsor_deck=[], carry={"Ana": ["1"]})


@pytest.mark.parametrize("press", [[999], [13], [12, 999], [True]])
def test_championship_press_corners_are_the_tracks_corner_lines(press):
    """Press Corners stand at corners: a press corner is one of the track's corner lines (USA: 12,
    33, 49, 57); any other number is refused naming the lines."""
    with pytest.raises(hw.ScenarioError, match="12, 33, 49 or 57"):
        new(modules=["championship"], event=1, press_corners=press)
    new(modules=["championship"], event=1, press_corners=[12, 33])
