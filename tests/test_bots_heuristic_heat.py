"""The heuristic's Heat economy (issue 24): what a Heat is worth by how many the Engine holds, when it
cools, when it Boosts, and which cards it discards. Each test names the game reason it checks and the
rulebook section (/work/shared/rules/001_815b3753ce11d931.txt, the nine steps of a round)."""
from __future__ import annotations

import heat_widget as hw
from heat_widget.bots import Heuristic
from heat_widget.bots.outlook import cool_worth, heat_cost


def _react_of(engine: int):
    """A on USA space 14 in 2nd gear plays 4 4 (Speed 8: to space 22, short of the corner at 33, a
    straight); B is far behind, so A gets no Adrenaline. Returns A's React decision and view."""
    race = hw.Race.scenario(track="usa", seed=1, cars=[
        {"name": "A", "space": 14, "gear": 2, "engine": engine, "hand": list("4433221")},
        {"name": "B", "space": 2, "gear": 1, "hand": list("1122334")}])
    race.act("A", "gear 2")
    race.act("B", "gear 1")
    race.act("A", "play 4 4")
    while race.pending[0].car != "A" or race.pending[0].kind != "react":
        d = race.pending[0]
        race.act(d.car, race.legal_actions(d.car)[0])
    return race.pending[0], race.view("A")


def test_the_last_heat_in_the_engine_costs_more_than_one_from_a_full_engine():
    """Heat (rulebook, "Heat"): an empty Engine means no corner above its limit and no Boost, so the
    heuristic counts the last Heat dearer and those above five cheap."""
    w = 1.5
    assert heat_cost(1, 1, w) > heat_cost(3, 1, w) > heat_cost(7, 1, w)
    assert heat_cost(7, 3, w) < 3 * w < heat_cost(2, 2, w)
    assert cool_worth(6, 1, w) < cool_worth(1, 1, w)
    assert heat_cost(4, 0, w) == 0.0 == cool_worth(4, 0, w)


def test_does_not_drop_to_first_gear_to_cool_with_heat_to_spare():
    """Step 5, React: Cooldown (1st gear: 3, 2nd gear: 1) moves Heat from the hand back to the Engine.
    With 4 Heat already in the Engine on a straight (USA, 13 spaces before the limit-3 corner) the
    heuristic used to drop to 1st gear (one card, a slow round) to cool all three Heat in its hand;
    with Heat to spare it keeps moving (2nd gear still cools one)."""
    race = hw.Race.scenario(track="usa", seed=1, cars=[
        {"name": "A", "space": 20, "gear": 2, "engine": 4, "hand": list("HHH1234")}])
    choice = Heuristic()(race.view("A"), race.pending[0])
    assert choice.kind == "gear" and choice.n >= 2


def test_boosts_on_a_straight_with_a_full_engine_but_keeps_its_last_heat():
    """Step 5, React: Boost pays 1 Heat for a [+] flip (1-4 spaces, about 2.5). On a straight with a
    full Engine that is worth it; with the Engine's last Heat it is not (the heuristic used to Boost
    its last Heat away, and then had none for the corners ahead)."""
    d, view = _react_of(6)
    assert str(Heuristic()(view, d)) == "boost"
    d, view = _react_of(1)
    assert any(a.kind == "boost" for a in view.legal_actions)
    assert str(Heuristic()(view, d)) == "done"


def test_discards_its_slow_cards_to_draw_faster_ones():
    """Step 8, Discard: any cards but Heat and Stress may be discarded, and step 9 refills the hand to
    7. The heuristic discards the 0-3 cards (discard_below=4): a faster hand next round (it used to
    discard only a 0)."""
    race = hw.Race.scenario(track="usa", seed=1, cars=[
        {"name": "A", "space": 20, "gear": 2, "engine": 4, "hand": list("1234433")}])
    bot = Heuristic()
    while not (race.pending[0].car == "A" and race.pending[0].kind == "discard"):
        d = race.pending[0]
        race.act(d.car, bot(race.view(d.car), d))
    view = race.view("A")
    choice = bot(view, race.pending[0])
    assert sorted(choice.cards) == sorted(c for c in view.hand if c in "0123")
    assert choice.cards  # the hand held a slow card to discard
    assert Heuristic(discard_below=1)(view, race.pending[0]).cards == ()
