"""race.preview with a card whose Speed the player chooses after the reveal (advanced booklet,
Garage Module, Using Upgrade Cards, During the Reveal and Move Step: "always start by resolving
Boost Symbols ... Finally, choose the value of any Upgrade card that gives you a choice"). The
Brakes cards: u7 (1, 2, 3 or 4; Heat 1), u8 (1 or 3), u9 (2 or 4).

USA: corner 2 after space 33, limit 3."""
from collections import Counter
from dataclasses import replace
from fractions import Fraction
from itertools import permutations

import heat_widget as hw
from engine_helpers import car, plan, scenario
from heat_widget.engine.preview import CornerCost
from heat_widget.widget.teaching import compact_preview, previews


def garage(ana: dict) -> hw.Race:
    """Ana and Ben (far behind, planned already) with the Garage module; Ana still to plan."""
    race = scenario([ana, car("Ben", 2)], modules=["garage"])
    plan(race, "Ben", 1, "1")
    return race


def finish(race, name="Ana"):
    """The do-nothing choices for `name` until its turn is over (paying any Heat cost it owes)."""
    while race.pending and race.pending[0].car == name and race.pending[0].kind != "discard":
        kind = race.pending[0].kind
        legal = [str(a) for a in race.legal_actions(name)]
        if kind == "react":
            race.act(name, "done" if "done" in legal else next(a for a in legal if a.startswith(("heat", "replace"))))
        else:
            race.act(name, "pass")


def test_brakes_play_preview_covers_every_speed_the_card_may_take():
    """u7 (Speed 1, 2, 3 or 4) played alone in 1st gear from space 30: the preview has one outcome
    per Speed, the player's choice (not a chance): 31, 32, 33 within the limit, 34 over corner 2 at
    Speed 4 (limit 3: 1 Heat). Each is where the race really takes the car with that choice."""
    ana = car("Ana", 30, hand=["u7", "1", "1", "2", "2", "3", "3"])
    race = garage(ana)
    race.act("Ana", "gear 1")
    p = race.preview("Ana", "play u7")
    assert p.speed_choices == (("u7", (1, 2, 3, 4)),)
    assert [(o.choices, o.speed, o.space, o.heat) for o in p.outcomes] == [
        ((("u7", 1),), 1, 31, 0), ((("u7", 2),), 2, 32, 0), ((("u7", 3),), 3, 33, 0), ((("u7", 4),), 4, 34, 1)]
    assert p.spaces == (31, 32, 33, 34) and not p.certain and p.landing is None
    assert p.spin_out_chance == 0 and p.chances() == {}
    each = p.by_choice()
    assert list(each) == ["brakes u7 1", "brakes u7 2", "brakes u7 3", "brakes u7 4"]
    assert all(q.certain for q in each.values())
    assert each["brakes u7 4"].outcomes[0].corners == (CornerCost(2, 3, 4, 1),)
    assert p.text().startswith("play u7: Ana chooses the Speed after the reveal (u7: 1, 2, 3 or 4); brakes u7 1: ")
    assert "brakes u7 4: Speed 4, Ana ends on space 34 paying 1 Heat at corner 2 (limit 3)" in p.text()
    d = p.to_dict()
    assert d["speed_choices"] == [["u7", [1, 2, 3, 4]]] and set(d["by_choice"]) == set(each)
    for speed in (1, 2, 3, 4):
        real = garage(ana)
        real.act("Ana", "gear 1")
        real.act("Ana", "play u7")
        assert real.pending[0].kind == "speed"
        (seen,) = real.preview("Ana", f"brakes u7 {speed}").outcomes
        (said,) = each[f"brakes u7 {speed}"].outcomes
        assert seen == replace(said, choices=())  # the Speed is the action's own now, not a choice left
        real.act("Ana", f"brakes u7 {speed}")
        finish(real)
        heat = sum(e.fields["heat"] for e in real.events if e.car == "Ana" and e.kind == "corner")
        assert (real.car("Ana").space, heat) == (30 + speed, each[f"brakes u7 {speed}"].heat)


# Ana's whole car (Garage: no 0, 5 or starting Heat): her deck is exactly 4, 1, H.
EXACT = dict(hand=["u8", "S", "1", "1", "2", "2", "3"], discard=["2", "3", "3", "4", "4", "S", "S"] + ["H"] * 5,
             engine=0, rest=False)


def test_brakes_after_a_stress_flip_gives_each_speeds_chances():
    """Stress first, then the choice: u8 S in 2nd gear from 28, Engine empty. The Stress flips the
    4 or the 1 (1/2 each). Choosing 1: Speed 5 (33) or 2 (30), safe. Choosing 3: Speed 7 crosses
    corner 2 owing 4 Heat with none: a spin-out at 33 (1/2), or Speed 4 to 32. The player sees the
    flip before choosing, so a spin-out is never forced: `spin_out_chance` is 0."""
    race = garage(car("Ana", 28, gear=2, deck=["4", "1", "H"], **EXACT))
    race.act("Ana", "gear 2")
    p = race.preview("Ana", "play u8 S")
    assert p.speed_choices == (("u8", (1, 3)),)
    each = p.by_choice()
    assert each["brakes u8 1"].chances() == {30: Fraction(1, 2), 33: Fraction(1, 2)}
    assert not each["brakes u8 1"].spin_out
    assert each["brakes u8 3"].chances() == {32: Fraction(1, 2), 33: Fraction(1, 2)}
    assert each["brakes u8 3"].spin_out_chance == Fraction(1, 2)
    assert p.spin_out_chance == 0 and not p.spin_out
    assert sum(o.chance for o in p.outcomes) == 2  # the chances of each choice add up to 1


def test_brakes_preview_chances_match_every_deck_order():
    """The preview uses the deck's counts, never its order: over every order of Ana's deck, with
    either Speed of u8 chosen after the flip, the real landing spaces are distributed exactly as
    that choice's chances."""
    deck = ["4", "1", "H"]
    expected = garage(car("Ana", 28, gear=2, deck=deck, **EXACT))
    expected.act("Ana", "gear 2")
    each = expected.preview("Ana", "play u8 S").by_choice()
    orders = sorted(set(permutations(deck)))
    for speed in (1, 3):
        seen = Counter()
        for order in orders:
            race = garage(car("Ana", 28, gear=2, deck=list(order), **EXACT))
            race.act("Ana", "gear 2")
            assert race.preview("Ana", "play u8 S").by_choice() == each
            race.act("Ana", "play u8 S")
            race.act("Ana", f"brakes u8 {speed}")
            finish(race)
            seen[race.car("Ana").space] += 1
        assert {s: Fraction(n, len(orders)) for s, n in seen.items()} == each[f"brakes u8 {speed}"].chances()


def test_a_speed_every_choice_of_which_spins_out_is_unavoidable():
    """u9 (2 or 4) from 29 with the 3 in 2nd gear: Speed 5 or 7, both over corner 2 (limit 3) with
    an empty Engine: whatever the player chooses, the car spins out (Spin out), so the preview's
    spin-out chance is 1."""
    race = garage(car("Ana", 29, gear=2, hand=["u9", "3", "1", "1", "2", "2", "4"], engine=0))
    race.act("Ana", "gear 2")
    p = race.preview("Ana", "play u9 3")
    assert all(o.spin_out for o in p.outcomes) and len(p.outcomes) == 2
    assert p.spin_out_chance == 1 and p.spin_out


def test_two_brakes_cards_preview_every_pair_of_speeds():
    """Two cards with a choice (u7 and u9) in 2nd gear from 30: every pair of Speeds, 4 x 2 = 8
    outcomes; once u7's Speed is chosen, the preview of that choice covers u9's two."""
    race = garage(car("Ana", 30, hand=["u7", "u9", "1", "1", "2", "2", "3"]))
    race.act("Ana", "gear 2")
    p = race.preview("Ana", "play u7 u9")
    assert [card for card, _ in p.speed_choices] == ["u7", "u9"]
    assert len(p.by_choice()) == 8
    assert [o.speed for o in p.by_choice()["brakes u7 2, brakes u9 4"].outcomes] == [6]
    race.act("Ana", "play u7 u9")
    q = race.preview("Ana", "brakes u7 2")
    assert list(q.by_choice()) == ["brakes u9 2", "brakes u9 4"]
    assert [o.space for o in q.outcomes] == [34, 36]


def test_gear_preview_reaches_the_brakes_speeds():
    """1. Shift gears, with a Brakes card in hand: the gear's preview (every play of that many
    cards) reaches the spaces of each Speed the card may take: in 1st gear the 1s and 2s reach 31 and
    32, u7 alone 31 to 34."""
    race = garage(car("Ana", 30, hand=["u7", "1", "1", "1", "2", "2", "2"], deck=["3", "4"]))
    assert race.preview("Ana", "gear 1").spaces == (31, 32, 33, 34)


def test_widget_previews_brakes_choices_as_choices():
    """The widget's previews (heat_widget/widget/teaching.py): a play with a Brakes card is marked as the
    player's choice (no percentages on the board), and the Speed decision itself has a preview per
    Speed."""
    race = garage(car("Ana", 30, hand=["u7", "1", "1", "2", "2", "3", "3"]))
    race.act("Ana", "gear 1")
    c = compact_preview(race, race.preview("Ana", "play u7"))
    assert c["c"] == 1 and [o[0] for o in c["o"]] == [31, 32, 33, 34] and all(o[2] is None for o in c["o"])
    race.act("Ana", "play u7")
    shown = previews(race, "Ana", "speed", race.legal_actions("Ana"))
    assert list(shown) == ["brakes u7 1", "brakes u7 2", "brakes u7 3", "brakes u7 4"]
    assert [v["o"][0][0] for v in shown.values()] == [31, 32, 33, 34]
