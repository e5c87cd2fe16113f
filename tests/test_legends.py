"""Advanced booklet, Legends Module (Setup, Using Legends A and B, Additional Notes, Pro Legends)."""
import json
import random

import pytest

import heat_widget as hw
from engine_helpers import reference_dir
from heat_widget.engine.legends import legends_data

from engine_helpers import (assert_illegal, car, events, finish_own_turn, legend, one_event, pending, plan,
                            play_random, position, scenario)

REF = json.loads((reference_dir() / "legends_cards.json").read_text("utf-8"))
ZERO = ["0", "1", "1", "2", "2", "3", "3"]


def zed(space=1, lap=1, spot=2):
    """A player car at the back that only ever plays 0 (Legends need no players, but the race needs
    someone to decide so that it stops between rounds)."""
    return car("Zed", space, spot=spot, lap=lap, gear=1, hand=ZERO, deck=["4"], engine=0)


def crawl(race, name):
    """Steps 1-2 for a car that just creeps on: 1st gear, its lowest card."""
    low = min((c for c in race.car(name).hand if c not in ("H", "S")), key=int)
    plan(race, name, 1, low)


def run_round(race):
    rnd = race.round
    while race.phase == "turn" and race.round == rnd:
        finish_own_turn(race, race.pending[0].car)


def legend_round(cars, deck, track="usa", **kw):
    race = scenario([*cars, zed()], track=track, legends_deck=deck, **kw)
    plan(race, "Zed", 1, "0")
    finish_own_turn(race, "Zed")
    return race


def test_legends_cards_are_the_ten_reference_cards():
    """Legends Module, Setup: the 10 Legends cards; each gives every colour a diamond (0-3) and a
    top speed (helmet)."""
    colours, cards = legends_data()
    assert len(cards) == 10
    for ref in REF["cards"]:
        mine = next(c for c in cards if c.number == ref["card"])
        for e in ref["legends"]:
            assert mine.entries[e["color"]] == (e["diamond"], e["top_speed"]), (ref["card"], e["color"])
    assert set(colours) == {e["color"] for e in REF["cards"][0]["legends"]}


def test_legends_move_at_their_turn_in_race_order_with_one_card_for_all():
    """Legends Module, Using Legends: when it is time for the first Legend to move, reveal the top
    Legends card; it is used by all Legends this round; the next round flips the next card."""
    race = scenario([legend("Black Legend", "black", 36), car("Ana", 30), legend("Blue Legend", "blue", 20),
                     zed()], legends_deck=[10, 8])
    plan(race, "Ana", 1, "1")
    plan(race, "Zed", 1, "0")
    kinds = [(e.kind, e.car) for e in race.events if e.kind in ("legends_card", "legend_move", "reveal")]
    assert kinds[:2] == [("legends_card", None), ("legend_move", "Black Legend")]
    assert kinds[2] == ("reveal", "Ana")
    finish_own_turn(race, "Ana")
    assert [e.fields["card"] for e in events(race, "legends_card")] == [10]
    # card 10: black top 10, blue top 15 (both far from their corners: movement B at top speed)
    assert one_event(race, "legend_move", "Black Legend").fields["top_speed"] == 10
    assert one_event(race, "legend_move", "Blue Legend").fields["top_speed"] == 15
    assert position(race, "Black Legend") == (1, 46, 1)
    finish_own_turn(race, "Zed")
    assert race.round == 2
    crawl(race, "Ana")
    crawl(race, "Zed")
    assert [e.fields["card"] for e in events(race, "legends_card")] == [10, 8]


def test_legends_a_past_the_line_moves_corner_limit_plus_diamond():
    """Legends Module, A Clearing Corners: a Legend between the Legends Line and the next corner
    moves the corner's Speed Limit plus the diamond (USA corner 2: after 33, limit 3, Legends Line
    after 27; card 1 black: diamond 2)."""
    race = legend_round([legend("Black Legend", "black", 30)], [1])
    assert position(race, "Black Legend") == (1, 35, 1)
    move = one_event(race, "legend_move", "Black Legend")
    assert move.fields["moved"] == 5 and move.fields["how"].startswith("A")
    # Legends never pay Heat or spin out, whatever their Speed at the corner
    assert events(race, "corner") == [] and events(race, "spin_out") == []


@pytest.mark.parametrize("space, expected", [(27, 33), (28, 31)])
def test_legends_line_is_crossed_one_space_after_it(space, expected):
    """Legends Module, Using Legends: the Legends Line (after space 27 for USA corner 2) is crossed
    once the car is between it and the corner: on space 27 movement B (card 8 black: top 11 would
    clear the corner, so to the diamond-0 space 33); on space 28 movement A (limit 3 + 0)."""
    race = legend_round([legend("Black Legend", "black", space)], [8])
    assert position(race, "Black Legend") == (1, expected, 1)


def test_legends_a_never_crosses_two_corners():
    """Legends Module, A, Note: Legends may never cross 2 corners in the same move; place the car on
    the first Space with a free Spot before the second corner (Great Britain: corner 2 after 30,
    limit 6; corner 3 after 37; card 2 black: diamond 3: 29 + 9 = 38 would cross both)."""
    race = legend_round([legend("Black Legend", "black", 29)], [2], track="great_britain")
    assert position(race, "Black Legend") == (1, 37, 1)
    assert "A" in one_event(race, "legend_move", "Black Legend").fields["how"]


def test_legends_a_stopped_before_a_second_corner_is_blocked_further_back():
    """Legends Module, A, Note: the first Space with a free Spot before the second corner."""
    race = scenario([legend("Black Legend", "black", 29), car("Ben", 37, spot=1, hand=ZERO, engine=0),
                     car("Cy", 37, spot=2, hand=ZERO, engine=0), zed()], track="great_britain", legends_deck=[2])
    for n in ("Ben", "Cy", "Zed"):
        plan(race, n, 1, "0")
    run_round(race)
    assert position(race, "Black Legend") == (1, 36, 1)


def test_legends_b_before_the_line_moves_top_speed_if_it_does_not_clear_the_corner():
    """Legends Module, B Approaching Corners: if the Legend can move at its Top Speed without
    clearing the next corner, it does (USA corner 3 after 49, Legends Line after 43; card 10 black:
    top 10)."""
    race = legend_round([legend("Black Legend", "black", 35)], [10])
    assert position(race, "Black Legend") == (1, 45, 1)
    assert one_event(race, "legend_move", "Black Legend").fields["how"].startswith("B")


def test_legends_b_top_speed_to_the_space_just_before_the_corner():
    """Legends Module, B: Top Speed that ends on the last space before the corner line does not
    clear it (card 4 black: top 14, 35 + 14 = 49)."""
    race = legend_round([legend("Black Legend", "black", 35)], [4])
    assert position(race, "Black Legend") == (1, 49, 1)


@pytest.mark.parametrize("card, expected", [(1, 47), (6, 46), (8, 46), (9, 47)])
def test_legends_b_would_clear_so_goes_to_the_diamond_space_before_the_corner(card, expected):
    """Legends Module, B: if Top Speed would clear the next corner, move to the space numbered 0-3
    just before the corner (the diamond): space 0 is the last space before the corner line (USA
    corner 3 after 49; black: card 1 d2 t16, card 6 d3 t19, card 8 d0 t11 (35+11=46 < 49: top
    speed), card 9 d1 t12 (47 < 49: top speed))."""
    race = legend_round([legend("Black Legend", "black", 35)], [card])
    expect = {1: 49 - 2, 6: 49 - 3, 8: 35 + 11, 9: 35 + 12}[card]
    assert expect == expected
    assert position(race, "Black Legend") == (1, expected, 1)


def test_legends_b_diamond_space_blocked_goes_further_back():
    """Legends Module / 3. Reveal & Move: Legends follow the normal blocking rules."""
    race = scenario([legend("Black Legend", "black", 35), car("Ben", 47, spot=1, hand=ZERO, engine=0),
                     car("Cy", 47, spot=2, hand=ZERO, engine=0), zed()], legends_deck=[1])
    for n in ("Ben", "Cy", "Zed"):
        plan(race, n, 1, "0")
    run_round(race)
    assert position(race, "Black Legend") == (1, 46, 1)


def test_legends_from_the_grid():
    """Legends Module, B: from the starting grid (lap 0, USA space 69) the next corner is corner 1
    of lap 1 (after space 12, Legends Line after space 2): card 10 black (top 10) ends on space 10;
    card 1 black (top 16 would clear it; diamond 2) also on space 10."""
    for card in (10, 1):
        race = legend_round([legend("Black Legend", "black", 69, lap=0)], [card])
        assert position(race, "Black Legend") == (1, 10, 1)


def test_legends_on_the_last_lap_top_speed_across_the_finish_line():
    """Legends Module, B / How to Win: corners after the finish line do not count, so a Legend whose
    next corner lies beyond the finish line moves at Top Speed (Italy, 3 laps: lap 3 space 50,
    card 6 black: top 19 -> lap 4 space 15; not to the diamond space before corner 1)."""
    race = legend_round([legend("Black Legend", "black", 50, lap=3)], [6], track="italy")
    assert position(race, "Black Legend") == (4, 15, 1)
    assert race.car("Black Legend").finished == 1


def test_legends_take_no_decisions_no_heat_no_slipstream_no_cooldown():
    """Legends Module, Additional Notes: Legends never Slipstream, use Heat, or Cool Down their
    cars; they take no decisions."""
    race = scenario([car("Ana", 46, hand=ZERO, engine=0), legend("Black Legend", "black", 35), zed()],
                    legends_deck=[10])  # black top 10: to 45, right behind Ana (who plays 0)
    assert ("Black Legend", "gear") not in pending(race)
    assert race.legal_actions("Black Legend") == []
    assert_illegal(race, "Black Legend", "gear 2", "Legend")
    plan(race, "Ana", 1, "0")
    plan(race, "Zed", 1, "0")
    finish_own_turn(race, "Ana")
    assert position(race, "Black Legend") == (1, 45, 1)
    assert race.car("Black Legend").engine == 0 and race.car("Black Legend").hand == ()
    assert events(race, "slipstream") == [] and events(race, "cooldown") == [] and events(race, "boost") == []
    assert all(d.car != "Black Legend" for d in race.pending)


def test_legends_deck_reshuffles_when_empty():
    """Legends Module, Additional Notes: when the Legends deck is empty, shuffle all cards into a new
    Legends deck."""
    race = scenario([legend("Black Legend", "black", 20), zed(space=2)], legends_deck=[5])
    cards = []
    for rnd in range(1, 13):
        assert race.round == rnd
        crawl(race, "Zed")
        finish_own_turn(race, "Zed")
        cards.append(events(race, "legends_card")[-1].fields["card"])
        if race.car("Black Legend").finished:
            break
    assert cards[0] == 5
    shuffles = events(race, "legends_shuffle")
    assert len(shuffles) >= 1
    # after the reshuffle, the ten cards come once each before the next reshuffle
    after = cards[1:11]
    assert len(set(after)) == len(after)
    assert set(after) <= set(range(1, 11))


def test_legends_reshuffled_deck_holds_all_ten_cards():
    """Legends Module, Additional Notes: shuffle ALL cards into the new deck."""
    race = scenario([legend("Black Legend", "black", 2), zed(space=1)], legends_deck=[3])
    plan(race, "Zed", 1, "0")
    finish_own_turn(race, "Zed")
    crawl(race, "Zed")
    snap = race.timeline[-1].state
    assert snap.legends_shuffles == 1
    assert sorted(snap.legends_deck + (snap.legends_card,)) == list(range(1, 11))


@pytest.mark.parametrize("pro, expected", [(0, 45), (1, 46), (2, 47), (4, 49)])
def test_pro_legends_add_to_top_speed_only(pro, expected):
    """Legends Module, Pro Legends: increase the Top Speed values on all cards by 1 or more (card 10
    black: top 10 from space 35, corner 3 after 49)."""
    race = legend_round([legend("Black Legend", "black", 35)], [10], pro_legends=pro)
    assert position(race, "Black Legend") == (1, expected, 1)
    assert one_event(race, "legend_move", "Black Legend").fields["top_speed"] == 10 + pro


def test_pro_legends_do_not_change_movement_a():
    """Legends Module, Pro Legends: only the Top Speed changes; movement A uses limit + diamond."""
    race = legend_round([legend("Black Legend", "black", 30)], [1], pro_legends=3)
    assert position(race, "Black Legend") == (1, 35, 1)


def test_legends_in_a_new_race_are_on_the_grid_and_named_by_colour():
    """Legends Module, Setup: add the Legend cars to the mix when randomly filling the grid."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=3, seed=8)
    legends = [c for c in race.cars if c.legend]
    assert len(legends) == 3
    assert {c.colour for c in legends} <= set(legends_data()[0])
    assert len({c.colour for c in legends}) == 3
    assert all(c.lap == 0 and c.space in (69, 68, 67) for c in race.cars)
    assert all(c.name.endswith("Legend") for c in legends)


@pytest.mark.parametrize("seed", range(3))
def test_legends_only_race_runs_to_the_end(seed):
    """Legends Module: a race with Legends finishes with every car ranked (solo against 4)."""
    race = hw.Race.new(track="great_britain", players=["Ana"], legends=4, seed=seed)
    play_random(race, random.Random(seed))
    assert sorted(c.finished for c in race.cars) == [1, 2, 3, 4, 5]
    card_rounds = [e.round for e in events(race, "legends_card")]
    move_rounds = {e.round for e in events(race, "legend_move")}
    assert card_rounds == sorted(move_rounds)  # exactly one card in every round a Legend moved


@pytest.mark.parametrize("track", ["usa", "france", "great_britain", "italy"])
def test_legends_in_random_races_never_cross_two_corners_or_run_away(track):
    """Legends Module, A/B (BGA reports 107185 'Legend clearing two corners', 190947 'Legend moves
    101 spaces'): every Legend move is at most its top speed, movement B never clears a corner
    before the finish line, movement A clears at most one."""
    t = hw.load_track(track)
    n = t.spaces
    for seed in range(3):
        race = hw.Race.new(track=track, players=["Ana", "Ben"], legends=4, seed=seed, pro_legends=seed)
        play_random(race, random.Random(seed))
        finish = (race.laps + 1) * n + 0.5
        where = {e.car: e.fields["space"] for e in race.events if e.kind == "grid"}  # lap 0
        for e in race.events:
            if e.kind != "legend_move":
                continue
            start = where[e.car]
            end = start + e.fields["moved"]
            assert (end - 1) % n + 1 == e.fields["space"]
            assert 0 <= e.fields["moved"] <= 19 + seed
            lines = [lap * n + c.after_space + 0.5 for lap in range(race.laps + 2) for c in t.corners]
            crossed = [at for at in lines if start < at < end and at < finish]
            if e.fields["how"].startswith("A"):
                assert len(crossed) <= 1, (e.text, crossed)
            else:
                assert crossed == [], (e.text, crossed)
            where[e.car] = end
