"""The heuristic on flooded spaces (issue 32: "the heuristic seems to plan floods badly"). The rule
(Heavy Rain, as BGA plays it: /work/shared/reference/expansions_as_implemented_by_bga.md, section 2):
a car that *starts the round* on a flooded space pays 1 Heat more to shift down in step 1 (down 1
gear: 1 Heat, down 2: 2). Japan's floods are spaces 6-11, 39-45 and 50-55, each just before a slow
corner line (after 10 and 12: limit 4; after 45: 5; after 53: 3), so a car ending its move there
in a high gear pays to slow down next round. The bot reads the floods from the board (its View's
track): public information."""
from __future__ import annotations

import heat_widget as hw
from heat_widget.bots import Heuristic
from heat_widget.bots.outlook import shift_heat

from engine_helpers import car


def test_a_down_shift_from_a_flooded_space_costs_one_heat_more_and_an_up_shift_nothing_more():
    """Spec section 2's table: up 1 or 2: 0 / 1 (unchanged); down 1: 1; down 2: 2 on a flood."""
    assert [shift_heat(3, g, False) for g in (1, 2, 3, 4)] == [1, 0, 0, 0]
    assert [shift_heat(3, g, True) for g in (1, 2, 3, 4)] == [2, 1, 0, 0]
    assert shift_heat(2, 4, True) == 1


def _cluttered_on_a_flood() -> hw.Race:
    """H on Japan's space 51 (flooded) in 4th gear with its last Heat in the Engine and a hand of
    0 5 and five Heat: only two cards can be played, so 3rd and 4th gear are both cluttered (no move,
    back to 1st gear). Shifting down to 3rd costs the flood's Heat; staying costs nothing."""
    return hw.Race.scenario(track="japan", seed=1, cars=[
        car("H", 51, gear=4, hand=["0", "5", "H", "H", "H", "H", "H"], engine=1, deck=()), car("B", 30)])


def _after_round_one(race: hw.Race, gear: int) -> tuple[int, int]:
    race.act("H", f"gear {gear}")
    while race.round == 1:
        d = race.pending[0]
        race.act(d.car, Heuristic()(race.view(d.car), d))
    me = race.view("H").me
    return me.distance, me.engine


def test_the_heuristic_does_not_pay_a_floods_heat_for_a_down_shift_that_brings_nothing():
    """Played out, both gears leave H where it was, in 1st gear (a cluttered hand: rulebook, HEAT
    Cards), but the down-shift to 3rd has spent the Engine's last Heat on the flood. The heuristic
    keeps 4th (before issue 32 it counted the shift as free and took 3rd, the first of two equals)."""
    shifted, stayed = _after_round_one(_cluttered_on_a_flood(), 3), _after_round_one(_cluttered_on_a_flood(), 4)
    assert shifted[0] == stayed[0] and shifted[1] == stayed[1] - 1 == 0
    race = _cluttered_on_a_flood()
    assert str(Heuristic()(race.view("H"), race.pending[0])) == "gear 4"


def test_the_heuristic_ends_its_move_short_of_a_flood_before_a_corner_when_it_costs_a_space():
    """H on Japan's space 30 in 4th gear, Engine 4, hand 0 1 2 2 4 H H: it plays four cards. 4 2 2 1
    (Speed 9) ends on space 39, the first flooded space before the line after 45 (limit 5), where
    4th gear must come down next round and pays 1 Heat more for it; 4 2 2 0 (Speed 8) ends on 38,
    one space short, dry, and plays the 0 instead of keeping it. A Heat is worth more than a space
    this early (Heuristic.heat_weight: 1.5 spaces at the start), so the dry space is the better end."""
    race = hw.Race.scenario(track="japan", seed=1, cars=[
        car("H", 30, gear=4, hand=["0", "1", "2", "2", "4", "H", "H"], engine=4, deck=()), car("B", 20)])
    race.act("H", "gear 4")
    race.act("B", "gear 1")
    play = Heuristic()(race.view("H"), race.pending[0])
    assert sorted(play.cards) == ["0", "2", "2", "4"]
    assert 30 + 8 not in race.track.flooded and 30 + 9 in race.track.flooded


def test_cautious_does_not_pay_a_floods_heat_for_a_down_shift_that_brings_nothing_either():
    """The same position as above for `cautious` (bots/cautious.py): it counts the flood's Heat in
    the gear it weighs, so it keeps 4th (before issue 32 it took 3rd, counting the shift as free)."""
    from heat_widget.bots import Cautious
    race = _cluttered_on_a_flood()
    assert str(Cautious()(race.view("H"), race.pending[0])) == "gear 4"


def test_the_coachs_gear_reason_counts_a_floods_heat_for_a_down_shift():
    """The reason the coach gives for a gear (bots/reasons.py) says what the shift costs on a flood:
    down 1 gear from Japan's flooded space 51 costs 1 Heat (spec section 2), not nothing, and down 2
    costs 2, not the 1 of two gears at once; on a dry space two gears at once still cost 1."""
    from heat_widget.bots.reasons import explain
    from heat_widget.engine.actions import parse_action
    race = _cluttered_on_a_flood()
    view, decision = race.view("H"), race.pending[0]
    assert "(shifting down from a flooded space costs 1 Heat)" in explain(Heuristic(), view, decision, parse_action("gear 3"))
    assert "(shifting down from a flooded space costs 2 Heat)" in explain(Heuristic(), view, decision, parse_action("gear 2"))
    assert "flooded" not in explain(Heuristic(), view, decision, parse_action("gear 4"))
    dry = hw.Race.scenario(track="japan", seed=1, cars=[
        car("H", 20, gear=4, hand=["1", "2", "3", "4", "5", "H", "0"], engine=3, deck=()), car("B", 30)])
    mine = next(d for d in dry.pending if d.car == "H")
    reason = explain(Heuristic(), dry.view("H"), mine, parse_action("gear 2"))
    assert "(two gears at once costs 1 Heat)" in reason and "flooded" not in reason
    assert 20 not in dry.track.flooded


def _boost_before_the_flood() -> hw.Race:
    """H on Japan's space 20 in 4th gear, Engine 3, plays 5 4 4 4 (its best play: Speed 17) and
    stops on space 37, dry, two spaces short of the flood 39-45 before the line after 45 (limit 5)."""
    race = hw.Race.scenario(track="japan", seed=1, cars=[
        car("H", 20, gear=4, hand=["5", "4", "4", "4", "1", "1", "S"], engine=3, deck=()), car("B", 5)])
    race.act("H", "gear 4")
    race.act("B", "gear 1")
    race.act("H", Heuristic()(race.view("H"), race.pending[0]))
    race.act("B", Heuristic()(race.view("B"), race.pending[0]))
    return race


def test_the_heuristic_does_not_boost_onto_a_flood_it_must_slow_down_on():
    """After its move H may Boost (1 Heat, a flip of 1-4 spaces): 3 of the 4 flips (+2, +3, +4)
    stop it on the flood (39-41) in 4th gear, where coming down to 2nd for the line after 45 costs
    2 Heat next round instead of the 1 it costs from dry space 37 (spec section 2). So the Boost
    buys 2.5 spaces on average for 1 Heat now and, 3 times in 4, 1 Heat more next round, from an
    Engine of 3. The heuristic stops on 37 (before issue 32 it boosted: React did not look at where
    the car stops; the planning did, through _potential's flooded space)."""
    race = _boost_before_the_flood()
    view = race.view("H")
    assert view.me.space == 37 and race.pending[0].car == "H" and race.pending[0].kind == "react"
    assert {str(a) for a in view.legal_actions} == {"boost", "done"}
    assert {38 + v for v in (1, 2, 3)} <= race.track.flooded and 37 not in race.track.flooded
    assert str(Heuristic()(view, race.pending[0])) == "done"


def test_a_heat_is_worth_more_to_the_heuristic_on_a_board_with_floods():
    """On a board with floods a Heat is worth FLOOD_HEAT times what it is worth elsewhere at the same
    share of the race left (strategies.py heat_weight: slowing down from a flood costs Heat). A car
    on a dry board weighs it as before issue 32's flood work: 1.5 spaces at the start."""
    from heat_widget.bots.strategies import FLOOD_HEAT
    wet = hw.Race.new(track="japan", players=["H", "B"], seed=1)
    dry = hw.Race.new(track="usa", players=["H", "B"], seed=1)
    assert Heuristic().heat_weight(dry.view("H")) == 1.5
    assert FLOOD_HEAT > 1 and Heuristic().heat_weight(wet.view("H")) == round(4 * 1.5 * FLOOD_HEAT) / 4


def test_the_bots_see_the_floods_a_scenario_adds_to_a_board_without_any():
    """`Race.scenario(..., flooded=[30, 31])` floods two spaces of USA (the hazards module plays
    them as Japan's). The View carries the race's flooded spaces (View.flooded), so the heuristic
    weighs them: on flooded space 30, in the cluttered position above, it keeps 4th gear rather than
    pay the flood's Heat for a down-shift that brings nothing (before, bots read floods from the
    board only and took 3rd, counting the shift as free)."""
    from heat_widget.bots.outlook import flooded_at, view_table
    race = hw.Race.scenario(track="usa", seed=1, flooded=[30, 31], cars=[
        car("H", 30, gear=4, hand=["0", "5", "H", "H", "H", "H", "H"], engine=1, deck=()), car("B", 10)])
    view = race.view("H")
    assert view.flooded == frozenset({30, 31}) and not race.track.flooded
    assert flooded_at(view_table(view), view.me.distance)
    assert str(Heuristic()(view, race.pending[0])) == "gear 4"
    assert hw.Race.new(track="usa", players=["H", "B"], seed=1).view("H").flooded is None


def test_the_coach_says_a_skipped_boost_could_stop_the_car_on_a_flood():
    """The coach's reason for "done" in the position above names the flood, the reason the heuristic
    skips the Boost (bots/reasons.py): 3 of its 4 flips end on the flood before the line after 45.
    From dry space 25 of the same board, with no flood in reach of a flip, it does not."""
    from heat_widget.bots.reasons import explain
    from heat_widget.engine.actions import parse_action
    race = _boost_before_the_flood()
    reason = explain(Heuristic(), race.view("H"), race.pending[0], parse_action("done"))
    assert "flooded space" in reason and "1 Heat more" in reason, reason
    dry = hw.Race.scenario(track="japan", seed=1, cars=[
        car("H", 20, gear=4, hand=["1", "1", "1", "2", "2", "3", "S"], engine=3, deck=()), car("B", 5)])
    dry.act("H", "gear 4")
    dry.act("B", "gear 1")
    dry.act("H", "play 1 1 1 2")
    dry.act("B", Heuristic()(dry.view("B"), dry.pending[0]))
    assert dry.view("H").me.space == 25 and dry.pending[0].kind == "react"
    assert not any(25 + v in dry.track.flooded for v in (1, 2, 3, 4))
    assert "flooded" not in explain(Heuristic(), dry.view("H"), dry.pending[0], parse_action("done"))


def test_the_coach_says_a_skipped_slipstream_would_stop_the_car_on_a_flood():
    """H ends its move on Japan's dry space 37 behind B on 38: a slipstream's 2 free spaces would
    stop it on 39, the first flooded space before the line after 45 (limit 5), in 4th gear. The
    coach's reason for passing says so (it said "2 more spaces would cost 0 Heat at the corner")."""
    from heat_widget.bots.reasons import explain
    from heat_widget.engine.actions import parse_action
    race = hw.Race.scenario(track="japan", seed=1, cars=[
        car("H", 20, gear=4, hand=["5", "4", "4", "4", "1", "1", "S"], engine=3, deck=()),
        car("B", 38, gear=1, hand=["0", "1", "1", "3", "3", "H", "S"], engine=3, deck=())])
    for who, action in (("H", "gear 4"), ("B", "gear 1"), ("H", "play 5 4 4 4"), ("B", "play 0"), ("B", "done"),
                        ("B", "discard"), ("H", "done")):
        race.act(who, action)
    view = race.view("H")
    assert race.pending[0].kind == "slipstream" and view.me.space == 37 and 39 in race.track.flooded
    reason = explain(Heuristic(), view, race.pending[0], parse_action("pass"))
    assert reason == "2 more spaces would stop you on a flooded space, where shifting down next round costs 1 Heat more"


def test_on_the_last_lap_a_heat_keeps_more_of_its_worth_on_a_board_with_floods():
    """Japan's second lap still has floods before its slow corners (spec section 2: each down-shift
    there costs 1 Heat more), so on a board with floods a Heat's worth falls with the square root of
    the share of a lap left, not the share (strategies.py FLOOD_HEAT); a dry board keeps the linear fall.
    H on Japan's lap 2, space 45 (15.5 spaces of 60 left): 1.5 x FLOOD_HEAT x root(0.26), in quarters."""
    from heat_widget.bots.strategies import FLOOD_HEAT
    wet = hw.Race.scenario(track="japan", seed=1, cars=[car("H", 45, lap=2), car("B", 30)])
    view = wet.view("H")
    share = (view.finish_distance - view.me.distance) / view.spaces
    assert 0.25 < share < 0.27
    assert Heuristic().heat_weight(view) == round(4 * 1.5 * FLOOD_HEAT * share ** 0.5) / 4 == 1.0
    dry = hw.Race.scenario(track="usa", seed=1, cars=[car("H", 10, lap=view.laps), car("B", 5)])
    dview = dry.view("H")
    dshare = (dview.finish_distance - dview.me.distance) / dview.spaces
    assert 0.1 < dshare < 1 and Heuristic().heat_weight(dview) == round(4 * 1.5 * dshare) / 4
