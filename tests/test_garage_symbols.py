"""Advanced booklet, Garage Module: Using Upgrade Cards, the Mandatory and Optional Symbols, and the
traps of reference/modules_as_implemented_by_bga.md section 4 that apply to the Garage.

Ana drives in front (space 20 unless said) so that Ben, behind, is the last car with Adrenaline."""
from collections import Counter

import pytest

import heat_widget as hw

from engine_helpers import assert_illegal, car, events, legal, one_event, plan, position, run_others

HAND = ["1", "1", "2", "2", "3", "3", "4"]


def garage(ana: dict, ben_space=2):
    return hw.Race.scenario(track="usa", cars=[ana, car("Ben", ben_space)], seed=1, modules=["garage"])


def react(race, name="Ana"):
    return [a for a in legal(race, name)]


def start(ana: dict, gear: int, cards: str, ben_space=2):
    race = garage(ana, ben_space)
    plan(race, "Ana", gear, cards)
    plan(race, "Ben", 1, "1")
    return race


# ---- Mandatory symbols ---------------------------------------------------------------------------

def test_heat_cost_is_mandatory_and_paid_from_the_engine():
    """Mandatory Symbols, Heat: "Take # Heat cards from the Engine and move them to your discard
    pile"; mandatory symbols must be applied before the React step ends (trap 1)."""
    race = start(car("Ana", 20, gear=3, hand=["u11", "1", "2", "2", "3", "3", "4"], engine=3), 3, "u11 4 3")
    assert race.car("Ana").speed == 13
    options = react(race)
    assert "heat u11" in options and "done" not in options
    assert_illegal(race, "Ana", "done", "u11's Heat cost is mandatory", "heat u11 before you finish")
    race.act("Ana", "heat u11")
    ana = race.car("Ana")
    assert ana.engine == 2 and ana.discard.count("H") == 1
    assert one_event(race, "heat_cost", "Ana").fields == {"card": "u11", "heat": 1, "engine": 2}


def test_heat_cost_may_be_paid_after_a_cooldown_order_is_free():
    """Using Upgrade Cards, During the React Step: "The order in which you apply them ... is always
    up to you" (BGA 1.3, trap 1): a Cooldown first can make a Heat cost payable."""
    race = start(car("Ana", 20, gear=1, hand=["u13", "H", "2", "2", "3", "3", "4"], engine=0), 1, "u13")
    options = react(race)
    assert "replace u13" not in options  # u13 has no Heat cost
    race = start(car("Ana", 20, gear=1, hand=["u11", "H", "2", "2", "3", "3", "4"], engine=0), 1, "u11")
    options = react(race)
    assert "replace u11" in options and "heat u11" not in options and "cooldown 1" in options
    race.act("Ana", "cooldown 1")
    assert "heat u11" in react(race) and "replace u11" not in react(race)
    race.act("Ana", "heat u11")
    assert race.car("Ana").engine == 0


def test_unpayable_heat_cost_discards_the_card_and_flips_a_speed_card_instead():
    """Mandatory Symbols, Heat, Note: "If you ... cannot pay the Heat cost of it, discard it and play
    a random Speed card from your draw deck instead" (as a Stress card); the car moves by the
    difference (BGA 1.5 moves it from the start again)."""
    race = start(car("Ana", 20, gear=2, hand=["u11", "4", "2", "2", "3", "3", "1"], deck=["H", "2", "4"],
                     engine=0), 2, "u11 4")
    assert race.car("Ana").speed == 10 and position(race, "Ana")[1] == 30
    assert_illegal(race, "Ana", "heat u11", "costs 1 Heat", "replace u11")
    race.act("Ana", "replace u11")
    ana = race.car("Ana")
    assert ana.speed == 6 and ana.space == 26
    assert "u11" in ana.discard and "u11" not in ana.play and "2" in ana.play and "H" in ana.discard
    e = one_event(race, "replace", "Ana")
    assert e.fields["value"] == 2 and e.fields["heat"] == 1
    # its Cooldown left with it: 2nd gear's 1 only
    assert ana.cooldown_left == 1


def test_scrap_is_mandatory_and_flips_deck_cards_to_the_discard():
    """Mandatory Symbols, Scrap: "Take # cards from the top of your draw deck and flip them into
    your discard pile" (scrapped Speed cards are never played: BGA 1.6)."""
    race = start(car("Ana", 20, gear=1, hand=["u21", "1", "2", "2", "3", "3", "4"], deck=["4", "3", "2", "1"]),
                 1, "u21")
    assert_illegal(race, "Ana", "done", "u21's Scrap is mandatory: scrap before you finish")
    speed = race.car("Ana").speed
    race.act("Ana", "scrap")
    ana = race.car("Ana")
    assert ana.deck[:2] == ("2", "1") and ana.discard[-2:] == ("4", "3") and ana.speed == speed
    assert one_event(race, "scrap", "Ana").fields["cards"] == ["4", "3"]


def test_scrap_reshuffles_the_discard_when_the_deck_runs_out():
    """Scrap (BGA 1.6, booklet silent): with the deck empty midway the discard pile is shuffled
    into a new deck and the scrap goes on."""
    race = start(car("Ana", 20, gear=1, hand=["u43", "1", "2", "2", "3", "3", "4"], deck=["4"],
                     discard=["1", "2", "4", "1"], engine=6), 1, "u43")
    race.act("Ana", "heat u43")
    race.act("Ana", "scrap")
    e = one_event(race, "scrap", "Ana")
    assert len(e.fields["cards"]) == 6 and e.fields["cards"][0] == "4"
    assert events(race, "reshuffle", "Ana")


def test_adjust_speed_limit_raises_the_limit_of_a_corner_crossed_this_turn():
    """Mandatory Symbols, Adjust Speed Limit: "If you cross a corner this turn, your Speed Limit is
    modified by # for you" (corner 2 of USA after space 33, limit 3)."""
    race = start(car("Ana", 28, gear=2, hand=["u44", "2", "2", "3", "3", "4", "1"], deck=["1", "2", "3"]), 2, "u44 2")
    race.act("Ana", "heat u44")
    race.act("Ana", "scrap")
    while race.pending and race.pending[0].car == "Ana" and race.pending[0].kind != "discard":
        race.act("Ana", "done" if race.pending[0].kind == "react" else "pass")
    corner = one_event(race, "corner", "Ana")
    assert corner.fields["limit"] == 5 and corner.fields["speed"] == 6 and corner.fields["heat"] == 1


def test_adjust_speed_limit_adds_up_over_cards_negatives_included():
    """Adjust Speed Limit (BGA 1.7, trap 4): the change is the sum over every card in play, "+"
    faster, "-" slower; it applies to every corner crossed this turn."""
    race = start(car("Ana", 30, gear=2, hand=["u36", "u39", "2", "3", "3", "4", "1"], deck=["1", "2", "3", "4"],
                     engine=6), 2, "u36 u39")
    while race.pending and race.pending[0].car == "Ana" and race.pending[0].kind == "react":
        race.act("Ana", "done")
    corner = one_event(race, "corner", "Ana")
    assert corner.fields["limit"] == 1 and corner.fields["speed"] == 5 and corner.fields["heat"] == 4
    race = start(car("Ana", 30, gear=2, hand=["u36", "u37", "2", "3", "3", "4", "1"], deck=["1", "2", "3", "4"],
                     engine=6), 2, "u36 u37")
    race.act("Ana", "scrap")
    race.act("Ana", "done")
    assert race.car("Ana").space == 33 and not events(race, "corner", "Ana")  # not crossed: no effect


def test_boost_symbols_on_upgrades_flip_like_stress_and_keep_only_basic_cards():
    """Using Upgrade Cards, Reveal: resolve the [+] symbols of upgrades like Stress (rulebook, Stress
    cards): flip until a Basic Speed card; upgrades and other cards flipped on the way are
    discarded (trap 3); a [+] on an upgrade costs no Heat."""
    race = start(car("Ana", 20, gear=1, hand=["u2", "1", "2", "2", "3", "3", "4"],
                     deck=["u34", "3", "H", "S", "2", "4"], engine=6), 1, "u2")
    ana = race.car("Ana")
    assert ana.speed == 9 and ana.engine == 6
    assert set(ana.play) == {"u2", "3", "2", "4"}
    assert "u34" in ana.discard and "H" in ana.discard and "S" in ana.discard
    assert [e.fields["source"] for e in events(race, "flip", "Ana")] == ["u2"] * 3


def test_choice_of_speed_is_picked_after_the_reveal_and_the_boost_flips():
    """Using Upgrade Cards, Reveal: "always start by resolving Boost Symbols ... Finally, choose the
    value of any Upgrade card that gives you a choice" (Brakes)."""
    race = garage(car("Ana", 20, gear=2, hand=["u8", "S", "2", "2", "3", "3", "4"], deck=["4", "1"]))
    plan(race, "Ana", 2, "u8 S")
    plan(race, "Ben", 1, "1")
    assert [(d.car, d.kind) for d in race.pending] == [("Ana", "speed")]
    assert legal(race, "Ana") == ["brakes u8 1", "brakes u8 3"]
    assert race.car("Ana").speed == 4 and race.car("Ana").space == 20  # the flip is done, no move yet
    assert_illegal(race, "Ana", "brakes u8 2", "u8's Speed is 1 or 3")
    race.act("Ana", "brakes u8 1")
    assert race.car("Ana").speed == 5 and race.car("Ana").space == 25
    assert one_event(race, "speed_choice", "Ana").fields == {"card": "u8", "value": 1, "speed": 5}


def test_brakes_with_a_heat_cost_still_pays_it_in_react():
    """Brakes u7 (Speed 1-4, Heat 1): choose the Speed at Reveal, pay the Heat in React (BGA 1.13)."""
    race = start(car("Ana", 20, gear=1, hand=["u7", "2", "2", "3", "3", "4", "1"], engine=2), 1, "u7")
    assert legal(race, "Ana") == ["brakes u7 1", "brakes u7 2", "brakes u7 3", "brakes u7 4"]
    race.act("Ana", "brakes u7 4")
    assert "heat u7" in react(race) and "done" not in react(race)


def test_cooldown_symbols_pool_with_the_gear_cooldown():
    """Optional Symbols, Cooldown: "Take up to # Heat cards from your hand and return them to the
    Engine" (one pool with the gear's Cooldown: BGA 1.8)."""
    race = start(car("Ana", 20, gear=2, hand=["u12", "1", "H", "H", "H", "3", "4"], engine=3), 2, "u12 1")
    assert race.car("Ana").cooldown_left == 3
    assert [a for a in react(race) if a.startswith("cooldown")] == ["cooldown 1", "cooldown 2", "cooldown 3"]
    race.act("Ana", "cooldown 3")
    assert race.car("Ana").engine == 6


def test_reduce_stress_discards_up_to_n_stress_cards_from_hand():
    """Optional Symbols, Reduce Stress: "You may immediately discard up to # Stress cards from your
    hand to the discard pile"."""
    race = start(car("Ana", 20, gear=3, hand=["u4", "1", "2", "S", "S", "S", "4"], engine=3), 3, "u4 1 2")
    assert [a for a in react(race) if a.startswith("reduce")] == ["reduce 1", "reduce 2"]
    race.act("Ana", "reduce 2")
    ana = race.car("Ana")
    assert ana.hand.count("S") == 1 and ana.discard.count("S") == 2
    assert not [a for a in react(race) if a.startswith("reduce")]


def test_salvage_moves_up_to_n_discarded_cards_of_any_type_into_the_deck():
    """Optional Symbols, Salvage: "look through your discard pile and choose up to # cards there.
    These cards are shuffled into your draw deck" (any type, Heat included: BGA 1.8)."""
    race = start(car("Ana", 20, gear=3, hand=["u22", "1", "2", "3", "3", "4", "2"], deck=["1", "2"],
                     discard=["4", "H", "3"], engine=3), 3, "u22 1 2")
    options = [a for a in react(race) if a.startswith("salvage")]
    assert "salvage 4 3" in options and "salvage H" in options and "salvage 4 3 H" not in options
    assert_illegal(race, "Ana", "salvage 4 3 H", "up to 2 cards")
    deck_before = Counter(race.car("Ana").deck)
    race.act("Ana", "salvage 4 H")
    ana = race.car("Ana")
    assert ana.discard == ("3",) and Counter(ana.deck) - deck_before == Counter(["4", "H"])
    assert not [a for a in react(race) if a.startswith("salvage")]


def test_direct_play_from_hand_adds_speed_moves_and_opens_its_symbols():
    """Optional Symbols, Direct Play: "You may play this card from your hand. If you do, it applies
    as if you played it normally, including Speed and mandatory/optional icons" (the car moves at
    once: BGA 1.9, trap 6)."""
    race = start(car("Ana", 20, gear=2, hand=["u25", "1", "2", "3", "3", "4", "2"], deck=["1", "2", "3"]), 2, "1 2")
    assert "direct u25" in react(race)
    race.act("Ana", "direct u25")
    ana = race.car("Ana")
    assert ana.speed == 5 and ana.space == 25 and "u25" in ana.play and "u25" not in ana.hand
    assert "done" not in react(race) and "scrap" in react(race)
    assert_illegal(race, "Ana", "done", "u25's Scrap is mandatory")


def test_direct_play_with_a_heat_cost_needs_heat_somewhere():
    """Direct Play u27 (Heat 1): not playable with no Heat in the Engine nor in hand (booklet
    silent; BGA 1.9)."""
    race = start(car("Ana", 20, gear=2, hand=["u27", "1", "2", "3", "3", "4", "2"], engine=0), 2, "1 2")
    assert "direct u27" not in react(race)
    assert_illegal(race, "Ana", "direct u27")


def test_accelerate_adds_one_per_boost_symbol_resolved_all_or_nothing():
    """Optional Symbols, Accelerate: "increase your Speed by 1 for every card flipped this turn (from
    Upgrades, Stress and Boost)", all of them or none: one action; a Boost taken first counts
    (trap 2)."""
    race = start(car("Ana", 20, gear=2, hand=["u47", "S", "2", "3", "3", "4", "2"], deck=["1", "2", "3", "4"],
                     engine=3), 2, "u47 S")
    ana = race.car("Ana")
    assert ana.speed == 3
    race.act("Ana", "boost")
    assert race.car("Ana").speed == 6
    race.act("Ana", "accelerate")
    ana = race.car("Ana")
    assert ana.speed == 9 and ana.space == 29
    assert one_event(race, "accelerate", "Ana").fields["value"] == 3
    assert "accelerate" not in react(race)


@pytest.mark.parametrize("modules, card, start", [(["garage"], "u16", (18, 1)), (["championship"], "s82", (20, 2))])
def test_slipstream_boost_adds_spaces_to_a_slipstream(modules, card, start):
    """Optional Symbols, Slipstream boost: "If you choose to Slipstream in step 6, your typical 2
    Spaces may be increased by the indicated #". Also a Sponsorship card's (s82) in a Championship
    race without the Garage module (Championship System, Sponsorship Cards: "special upgrades";
    readings 3). Ana (space, spot) ends her move on Cy's space either way (u16: Speed 3, s82: Speed 1)."""
    race = hw.Race.scenario(track="usa", seed=1, modules=modules, cars=[
        car("Cy", 20), car("Ana", *start, gear=1, hand=[card, "1", "2", "3", "3", "4", "2"]), car("Ben", 2)])
    plan(race, "Cy", 1, "1")
    plan(race, "Ana", 1, card)
    plan(race, "Ben", 1, "1")
    run_others(race, "Ana")
    if race.pending[0].kind == "react":
        race.act("Ana", "done")
    assert race.car("Ana").space == 21 and race.pending[0].kind == "slipstream"
    race.act("Ana", "slipstream")
    assert race.car("Ana").space == 25 and one_event(race, "slipstream", "Ana").fields["moved"] == 4


def test_refresh_puts_the_card_back_on_top_of_the_deck_at_the_end_of_react():
    """Optional Symbols, Refresh: "You may place this card back on top of your draw deck at the end
    of the React step" (so step 9 draws it straight back)."""
    race = start(car("Ana", 20, gear=2, hand=["u34", "1", "2", "3", "3", "4", "2"], deck=["1", "2", "3", "4"]),
                 2, "u34 1")
    race.act("Ana", "refresh u34")
    assert "u34" in race.car("Ana").play  # still in play until React ends
    race.act("Ana", "done")
    assert one_event(race, "refresh", "Ana").fields == {"card": "u34"}
    while race.pending and race.pending[0].car == "Ana":
        race.act("Ana", {"slipstream": "pass", "discard": "discard"}[race.pending[0].kind])
    ana = race.car("Ana")
    assert "u34" in ana.hand and "u34" not in ana.discard


def test_a_refreshed_card_keeps_its_slipstream_and_adjust_this_turn():
    """Refresh (our reading, BGA 1.12 / trap 5 for the same result): a card's Adjust and Slipstream
    last the whole turn once played, so refreshing it at the end of React keeps them."""
    race = start(car("Ana", 20, gear=2, hand=["u35", "1", "2", "3", "3", "4", "2"], deck=["1", "2", "3", "4"]),
                 2, "u35 1")
    race.act("Ana", "refresh u35")
    race.act("Ana", "done")
    assert race.car("Ana").effects.slipstream == 1


def test_heat_upgrade_cards_are_plain_heat_in_the_deck():
    """Garage data (BGA 1.1, trap 15): types 17 and 48 are Heat cards; once in a deck they are "H"."""
    race = hw.Race.new(track="usa", players=["Ana"], seed=0, modules=["garage"], draft=True)
    while race.phase == "setup":
        d = race.pending[0]
        choice = next((a for a in race.legal_actions(d.car) if str(a) == "draft u17"), race.legal_actions(d.car)[0])
        race.act(d.car, choice)
    ana = race.car("Ana")
    drafted = [e.fields["card"] for e in race.events if e.kind == "draft"]
    heat = 6 + drafted.count("u17")
    assert ana.engine + (ana.hand + ana.deck).count("H") == heat
    assert "u17" not in ana.hand + ana.deck


def test_played_upgrades_go_to_the_discard_and_may_be_discarded_from_hand():
    """Step 8 and 9 with upgrades (BGA 1.15): upgrade cards in hand may be discarded; played ones
    go to the discard pile with the other played cards."""
    race = start(car("Ana", 20, gear=2, hand=["u13", "u16", "2", "3", "3", "4", "2"], deck=["1", "2", "3", "4"]),
                 2, "u13 2")
    while race.pending[0].kind == "react":
        race.act("Ana", "done")
    if race.pending[0].kind == "slipstream":
        race.act("Ana", "pass")
    assert "discard u16" in legal(race, "Ana")
    race.act("Ana", "discard u16")
    assert {"u13", "u16"} <= set(race.car("Ana").discard)


def test_each_slipstream_boost_is_optional():
    """Optional Symbols, Slipstream boost: the 2 spaces "may be increased" by each card's number
    (each source on its own: BGA 1.11): `slipstream` takes them all, `slipstream N` fewer."""
    race = hw.Race.scenario(track="usa", seed=1, modules=["garage"], cars=[
        car("Cy", 20), car("Ana", 16, gear=2, hand=["u16", "u20", "1", "3", "3", "4", "2"]), car("Ben", 2)])
    plan(race, "Cy", 1, "1")
    plan(race, "Ana", 2, "u16 u20")
    plan(race, "Ben", 1, "1")
    run_others(race, "Ana")
    while race.pending[0].kind == "react":
        race.act("Ana", "done")
    assert race.car("Ana").space == 21
    assert legal(race, "Ana") == ["slipstream", "slipstream 4", "slipstream 3", "slipstream 2", "pass"]
    assert_illegal(race, "Ana", "slipstream 6", "slipstream 4")
    race.act("Ana", "slipstream 3")
    assert race.car("Ana").space == 24


def _blocked_then_replaced():
    """Ana (19, spot 2) plays u7 (Brakes: Speed 4 chosen; Heat 1) with an empty Engine; the four
    cars ahead fill spaces 22 and 23 first, so she is blocked on 21 (moved 2 of 4). The replacing
    flip is a 1: 3 spaces less than the card's 4."""
    ahead = [car("Di", 22, spot=1), car("Ed", 22, spot=2), car("Ben", 21, spot=1), car("Cy", 21, spot=2)]
    cars = ahead + [car("Ana", 19, spot=2, hand=["u7", "1", "2", "2", "3", "3", "4"], deck=["1", "2"], engine=0),
                    car("Zed", 10)]
    race = hw.Race.scenario(track="usa", cars=cars, seed=1, modules=["garage"])
    for name in ("Di", "Ed", "Ben", "Cy", "Zed"):
        plan(race, name, 1, "1")
    plan(race, "Ana", 1, "u7")
    run_others(race, "Ana")
    race.act("Ana", "brakes u7 4")
    assert position(race, "Ana") == (1, 21, 1)
    return race


def test_unpayable_heat_cost_never_moves_a_blocked_car_behind_its_start():
    """Mandatory Symbols, Heat, Note (the card replaced by a flipped Speed card) with the
    rulebook's 3. Reveal & Move, blocked: "put your car in the first Space with a free Spot
    *behind* the cars that blocked you" - never behind where it started. A car blocked 2 spaces
    short whose card's Speed drops by 3 ends on its own start space (19), not on 18 (issue 22,
    item 14; BGA 1.5 moves the car again from its start)."""
    race = _blocked_then_replaced()
    race.act("Ana", "replace u7")
    assert race.car("Ana").speed == 1
    assert position(race, "Ana") == (1, 19, 1)


def test_unpayable_heat_cost_a_race_of_readings_3_replays_where_it_was_played():
    """A race saved before this (readings 3) replays with the car moved back by the whole
    difference, as it was played; saved again, it keeps its readings."""
    import json
    race = _blocked_then_replaced()
    race.act("Ana", "replace u7")
    doc = json.loads(race.to_json())
    doc["config"]["readings"] = 3
    old = hw.Race.from_json(json.dumps(doc))
    assert position(old, "Ana") == (1, 18, 1) and json.loads(old.to_json())["config"]["readings"] == 3
