"""A seat's view with modules on (DESIGN, Hidden information is a projection): what a module changes
in a car's own numbers shows in its view, so that a player or a bot deciding from the view sees the
Cooldown it really has and the Speed Limits it really must respect.

USA: corner 1 after space 12 (limit 7), corner 2 after 33 (3), corner 3 after 49 (3)."""
import random

import pytest

import heat_widget as hw
from engine_helpers import car, plan, scenario

CALM = {1: "limit+1", 2: "limit+1", 3: "overheat", 4: "limit-1"}  # fillers for corners not looked at


def wx(cars, weather, road, **kw) -> hw.Race:
    return scenario(cars, modules=["weather"], weather=weather, road={**CALM, **road}, **kw)


def go(race, gear, cards):
    """Ana plans (`gear`, `cards`), Ben far behind plays a 1: then it is Ana's turn."""
    plan(race, "Ana", gear, cards)
    plan(race, "Ben", 1, "1")


def cooldowns(race, name="Ana") -> list[int]:
    return [a.n for a in race.view(name).legal_actions if a.kind == "cooldown"]


@pytest.mark.parametrize("weather", ["snow", "rain"])
def test_cooling_bonus_shows_in_the_views_cooldown(weather):
    """Advanced booklet, Weather Effects, Cooling Bonus: "+1 Cooldown in this sector during the
    React step". In 2nd gear (Cooldown 1) in a Snow / Rain sector the car has Cooldown 2, and its
    view says 2 (not the gear's 1); once the bonus is used (BGA 2.4: used first), 1 is left; once
    all is used, 0."""
    race = wx([car("Ana", 12, gear=2, hand=["1", "1", "H", "H", "H", "3", "4"], engine=3), car("Ben", 2)],
              weather, {1: "weather"})
    go(race, 2, "1 1")  # space 14: the sector after corner 1
    view = race.view("Ana")
    assert view.decision.kind == "react"
    assert view.cooldown_left == 2 == max(cooldowns(race))
    race.act("Ana", "cooldown 1")
    assert race.view("Ana").cooldown_left == 1 == max(cooldowns(race))
    race.act("Ana", "cooldown 1")
    assert race.view("Ana").cooldown_left == 0 and cooldowns(race) == []


def test_no_cooling_sector_shows_no_cooldown_in_the_view_until_a_boost_leaves_it():
    """Weather Effects, No cooling: "No Cooldown allowed in this sector during the React step"
    (Cloud). The view of a car there shows Cooldown 0; a Boost out of the sector ("in this sector" is
    where the car stands at the moment of the action, BGA 2.3) gives the gear's Cooldown back."""
    race = wx([car("Ana", 30, hand=["1", "H", "H", "2", "2", "3", "3"], deck=["4"], engine=4), car("Ben", 2)],
              "cloud", {1: "weather"})
    go(race, 1, "1")  # space 31: the Cloud sector after corner 1
    assert race.view("Ana").cooldown_left == 0 and cooldowns(race) == []
    race.act("Ana", "boost")  # to 35: the sector after corner 2
    assert race.view("Ana").cooldown_left == 3  # 1st gear's Cooldown 3 (2 Heat in hand to use it on)
    assert cooldowns(race) == [1, 2]


def test_cooling_bonus_is_not_shown_before_the_react_step():
    """Cooling Bonus acts "during the React step": while the cars plan, a car standing in the sector
    is shown no Cooldown (it will move before it reacts)."""
    race = wx([car("Ana", 14, gear=2, hand=["1", "1", "H", "H", "H", "3", "4"], engine=3), car("Ben", 2)],
              "snow", {1: "weather"})
    assert race.view("Ana").cooldown_left == 0


def test_cooldown_symbols_of_upgrades_show_in_the_views_cooldown():
    """Garage Module, Optional Symbols, Cooldown (one pool with the gear's: BGA 1.8): u12's
    Cooldown 2 in 2nd gear makes Cooldown 3, and the view says 3."""
    race = scenario([car("Ana", 20, gear=2, hand=["u12", "1", "H", "H", "H", "3", "4"], engine=3), car("Ben", 2)],
                    modules=["garage"])
    go(race, 2, "u12 1")
    assert race.view("Ana").cooldown_left == 3 == max(cooldowns(race))


def test_adjust_speed_limit_shows_in_the_views_corners_ahead_during_the_own_turn():
    """Garage Module, Mandatory Symbols, Adjust Speed Limit: "If you cross a corner this turn, your
    Speed Limit is modified by # for you". In its own turn after the Reveal, `corners_ahead` gives
    the car the limit it must respect (u44: +2, corner 2 limit 3 -> 5); the other car's view and the
    next round's are the board's limit."""
    race = scenario([car("Ana", 20, gear=2, hand=["u44", "2", "2", "3", "3", "4", "1"], deck=["1", "2", "3"]),
                     car("Ben", 2)], modules=["garage"])
    assert race.view("Ana").corners_ahead(1) == [(13, 3)]
    go(race, 2, "u44 2")  # Speed 6: space 26, corner 2 seven spaces ahead (a Boost could reach it)
    assert race.view("Ana").decision.kind == "react"
    assert race.view("Ana").corners_ahead(1) == [(7, 5)]
    assert race.view("Ben").corners_ahead(1) == [(10, 7)]  # Ben's own limit at corner 1: unchanged
    race.act("Ana", "heat u44")
    race.act("Ana", "scrap")
    while race.pending and race.pending[0].car == "Ana":
        kind = race.pending[0].kind
        race.act("Ana", "done" if kind == "react" else "pass" if kind == "slipstream" else "discard")
    assert race.view("Ana").corners_ahead(1) == [(7, 3)]  # her turn is over: the board's limit


def test_road_tokens_and_own_cards_add_up_in_corners_ahead():
    """Road Conditions, Speed Limit -1 on corner 2 and Adjust Speed Limit +2 of u44 count together:
    3 - 1 + 2 = 4 in the car's own turn, 2 for everyone else."""
    race = scenario([car("Ana", 20, gear=2, hand=["u44", "2", "2", "3", "3", "4", "1"], deck=["1", "2", "3"]),
                     car("Ben", 2)], modules=["garage", "weather"], weather="cloud",
                    road={1: "limit+1", 2: "limit-1", 3: "overheat", 4: "limit+1"})
    assert race.view("Ana").corners_ahead(1) == [(13, 2)]
    go(race, 2, "u44 2")
    assert race.view("Ana").corners_ahead(1) == [(7, 4)]
    assert race.view("Ben").corners_ahead(2) == [(10, 8), (31, 2)]


@pytest.mark.parametrize("seed", range(4))
def test_the_views_cooldown_agrees_with_the_legal_cooldowns_in_random_module_races(seed):
    """Whatever the modules, at every React decision the largest legal `cooldown N` is the view's
    Cooldown, bounded by the Heat cards in hand (rulebook, React, Cooldown)."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben", "Cy"], modules=["garage", "weather"], draft=False,
                       weather=["snow", "rain", "cloud", "sun"][seed], road=["weather"] * 2, seed=seed)
    rng = random.Random(seed)
    reacts = 0
    while not race.finished and race.round < 12:
        d = race.pending[0]
        view = race.view(d.car)
        if d.kind == "react":
            reacts += 1
            legal = [a.n for a in view.legal_actions if a.kind == "cooldown"]
            assert max(legal, default=0) == min(view.cooldown_left, view.heat_in_hand), (race.log[-3:], d.car)
        race.act(d.car, rng.choice(view.legal_actions))
    assert reacts > 10
