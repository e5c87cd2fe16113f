"""The expansions' symbols Super cool and Draft, and upgrades u49-u60 in the Garage pools
(modules/expansion_symbols.py, modules/garage.py). Spec: ../shared/reference/
expansions_as_implemented_by_bga.md, cited by section (section 12's checklist cases by number)."""
import random

import pytest

import heat_widget as hw
from heat_widget.engine.modules.garage import upgrade_pool

from engine_helpers import assert_illegal, assert_replays, car, legal, one_event, plan, play_random, run_others


def garage(*cars, track="usa"):
    return hw.Race.scenario(track=track, cars=list(cars), seed=1, modules=["garage"])


def react(race, name="Ana"):
    return legal(race, name)


# ---- switching the expansions on (spec 1.1) and the pools (spec 6) -------------------------------

def test_expansion_upgrades_join_the_advanced_pools_only_when_their_expansion_is_on():
    """Spec 6: 62 advanced cards, +12 per expansion; "all upgrades" 120 with both; never basic."""
    assert len(upgrade_pool("advanced")) == 62
    both = ("heavy_rain", "tunnel_vision")
    assert len(upgrade_pool("advanced", both)) == 86
    assert len(upgrade_pool("mixed", both)) == 120
    assert len(upgrade_pool("basic", both)) == 34
    rain = upgrade_pool("advanced", ("heavy_rain",))
    assert rain.count("u49") == 2 and "u55" not in rain


@pytest.mark.parametrize("track_id,expansions", [("japan", ("heavy_rain",)), ("mexico", ("heavy_rain",)),
                                                 ("netherlands", ("tunnel_vision",)), ("spain", ("tunnel_vision",)),
                                                 ("usa", ())])
def test_an_expansion_board_switches_its_expansion_on(track_id, expansions):
    """Spec 1.1: racing on an expansion's board turns that expansion on (its upgrades join the pool)."""
    race = hw.Race.new(track_id, players=["Ana", "Ben"], seed=1)
    assert race.expansions == expansions


def test_the_expansions_option_adds_their_cards_on_any_board():
    """Spec 1.1: `expansions=[...]` adds the expansions' cards elsewhere; both may be on together."""
    race = hw.Race.new("usa", players=["Ana", "Ben"], seed=1, expansions=["tunnel_vision", "heavy_rain"],
                       modules=["garage"], upgrades="advanced", draft=False)
    assert race.expansions == ("heavy_rain", "tunnel_vision")
    assert hw.Race.new("japan", players=["Ana"], seed=1, expansions=["tunnel_vision"]).expansions == \
        ("heavy_rain", "tunnel_vision")
    many = [f"{r}-{s}" for r in range(3) for s in range(5)]
    drawn = set()
    for seed in range(12):
        race = hw.Race.new("usa", players=["Ana", "Ben", "Cy"], seed=seed, expansions=["heavy_rain", "tunnel_vision"],
                           modules=["garage"], upgrades="advanced", draft=False)
        drawn |= {c for cards in race.module("garage").picks.values() for c in cards}
    assert drawn & {f"u{n}" for n in range(49, 61)}, many[:0]


def test_an_unknown_expansion_is_refused_naming_the_allowed_ones_and_echoed_short():
    """House rule: bad input gets the project's error naming what is allowed, echoed cut short."""
    with pytest.raises(hw.ScenarioError, match="heavy_rain, tunnel_vision") as info:
        hw.Race.new("usa", players=["Ana"], seed=1, expansions=["rocky_road" * 100])
    assert len(str(info.value)) < 300
    with pytest.raises(hw.ScenarioError, match="expansions"):
        hw.Race.new("usa", players=["Ana"], seed=1, expansions=["heavy_rain", "heavy_rain"])


# ---- Draft (spec 5.2) ---------------------------------------------------------------------------

HAND = ["1", "1", "2", "2", "3", "3", "4"]


def draft_race(card, ana_space, ben_space, ana_deck=("1", "2", "3")):
    """Ben, ahead, plays 1 and moves one space; Ana then plays `card` alone in 1st gear."""
    race = garage(car("Ana", ana_space, hand=[card] + HAND[:6], deck=ana_deck),
                  car("Ben", ben_space, hand=HAND, deck=("1", "2", "3")))
    plan(race, "Ben", 1, "1")
    plan(race, "Ana", 1, card)
    run_others(race, "Ana")
    return race


def test_draft_moves_exactly_the_gap_behind_the_car_ahead_speed_unchanged_checklist_11():
    """Spec 5.2 and checklist 11: Draft 3 (u55), Ana on 10 after her [+] flip, spaces 11-13 empty,
    Ben on 14: `drafting 3` puts her on 13; her Speed stays 1."""
    race = draft_race("u55", 9, 13)
    assert race.car("Ana").space == 10 and race.car("Ben").space == 14
    assert "drafting 3" in react(race)
    race.act("Ana", "drafting 3")
    ana = race.car("Ana")
    assert (ana.space, ana.speed) == (13, 1)
    assert "Draft: Ana moves 3 spaces forward, to space 13" in one_event(race, "drafting", "Ana").text


def test_draft_may_cover_a_smaller_gap_checklist_11():
    """Checklist 11: with Ben on 12 the gap is 1: Draft 3 is used for 1."""
    race = draft_race("u55", 9, 11)
    assert [a for a in react(race) if a.startswith("drafting")] == ["drafting 1"]


def test_draft_is_not_offered_without_a_gap_checklist_11():
    """Checklist 11: with Ben on 11 (right ahead) there is no gap: no Draft; refused."""
    race = draft_race("u55", 9, 10)
    assert not [a for a in react(race) if a.startswith("drafting")]
    assert_illegal(race, "Ana", "drafting 1")


def test_draft_smaller_than_the_gap_does_nothing_checklist_11():
    """Spec 5.2 (no partial draft) and checklist 11: Draft 1 (u58, Speed 3) with a 2-space gap: not offered."""
    race = draft_race("u58", 7, 12)
    assert race.car("Ana").space == 10 and race.car("Ben").space == 13
    assert not [a for a in react(race) if a.startswith("drafting")]


def test_draft_over_a_corner_line_is_charged_at_the_turns_speed_checklist_12():
    """Spec 5.2 and checklist 12: a draft over USA's line after 33 (limit 3) is charged in step 7
    at the turn's Speed: Ana, Speed 6 (u60) from 26 to 32, drafts 2 to 34 behind Ben (35): 3 Heat."""
    race = garage(car("Ana", 26, gear=1, hand=["u60"] + HAND[:6], engine=6),
                  car("Ben", 34, hand=HAND))
    plan(race, "Ben", 1, "1")
    plan(race, "Ana", 1, "u60")
    run_others(race, "Ana")
    race.act("Ana", "heat u60")
    assert race.car("Ana").space == 32
    race.act("Ana", "drafting 2")
    assert race.car("Ana").space == 34 and race.car("Ana").speed == 6
    race.act("Ana", "done")
    while race.pending and race.pending[0].car == "Ana" and race.pending[0].kind == "slipstream":
        race.act("Ana", "pass")
    corner = one_event(race, "corner", "Ana")
    assert (corner.fields["speed"], corner.fields["limit"], corner.fields["heat"]) == (6, 3, 3)


# ---- Super cool (spec 5.1) -----------------------------------------------------------------------

def cool_race(discard, hand_extra=(), engine=3, gear=1, cards="u49"):
    hand = list(cards.split()) + list(hand_extra)
    hand += HAND[:7 - len(hand)]
    race = garage(car("Ana", 20, gear=gear, hand=hand, discard=discard, engine=engine), car("Ben", 2, hand=HAND))
    plan(race, "Ana", gear, cards)
    plan(race, "Ben", 1, "1")
    return race


def test_super_cool_moves_heat_from_the_discard_to_the_engine_checklist_13():
    """Spec 5.1 and checklist 13: Super cool 1 (u49) with a discard of [Heat, 4]: 1 Heat to the Engine."""
    race = cool_race(["H", "4"])
    assert "supercool 1" in react(race)
    race.act("Ana", "supercool 1")
    ana = race.car("Ana")
    assert ana.engine == 4 and "H" not in ana.discard and "4" in ana.discard
    assert "super cools 1 Heat card" in one_event(race, "super_cool", "Ana").text
    assert not [a for a in react(race) if a.startswith("supercool")]


def test_super_cool_with_no_heat_in_the_discard_is_not_offered_checklist_13():
    """Checklist 13: a discard of [4] holds no Heat: nothing to super cool."""
    race = cool_race(["4"])
    assert not [a for a in react(race) if a.startswith("supercool")]
    assert_illegal(race, "Ana", "supercool 1")


def test_super_cool_first_makes_a_heat_cost_payable_checklist_14():
    """Spec 5.1 (BGA fix dd67895) and checklist 14: Wings u45 (Heat 1) and Air intake u52 with an
    empty Engine and a Heat in the discard: super cool first, then pay the Heat cost."""
    race = cool_race(["H"], engine=0, gear=2, cards="u45 u52")
    options = react(race)
    assert "supercool 1" in options and "heat u45" not in options
    race.act("Ana", "supercool 1")
    assert "heat u45" in react(race)
    race.act("Ana", "heat u45")
    assert race.car("Ana").engine == 0


# ---- whole races with the expansion cards (bots) -------------------------------------------------

@pytest.mark.parametrize("strategy", ["random", "heuristic"])
def test_bots_race_with_the_expansion_upgrades(strategy):
    """Issue 25, item 1 (bots): random-legal and the heuristic finish races with u49-u60 in the pool."""
    from heat_widget.bots import STRATEGIES
    from heat_widget.bots.runner import play_bots
    for seed, track in enumerate(["japan", "spain", "usa"]):
        race = hw.Race.new(track, players=["Ana", "Ben", "Cy"], seed=seed, modules=["garage"], upgrades="advanced",
                           draft=False, expansions=["heavy_rain", "tunnel_vision"])
        play_bots(race, {n: STRATEGIES[strategy] for n in ("Ana", "Ben", "Cy")}, rng=random.Random(seed))
        assert race.finished


def test_random_races_with_expansion_upgrades_replay():
    """DESIGN, Event-sourced: a race with the new symbols replays from its JSON."""
    race = hw.Race.new("netherlands", players=["Ana", "Ben"], seed=4, modules=["garage"], upgrades="advanced",
                       expansions=["heavy_rain"])
    play_random(race, random.Random(4))
    assert_replays(race)
