"""A preview's sentence as a player reads it (issue 22, item 11): said to the player deciding in
the widget ("you end on space 6", whatever the car's name: a player named "You" read "You ends on
space 6"), and a gear's reach across the finish line said as such (it read "spaces 68 to 7").

Rulebook, Playing a round: 1. Shift gears (a gear's preview is every play of that many cards),
3. Reveal & Move; Race end (the finish line)."""
from __future__ import annotations

import heat_widget as hw
from heat_widget.engine.preview_words import preview_text
from heat_widget.widget.teaching import compact_preview

from engine_helpers import car, scenario

FAST = ["4", "4", "3", "3", "2", "2", "1"]
ZED = car("Zed", 1, spot=2, gear=1, hand=["0", "1", "1", "2", "2", "3", "3"], deck=["4"], engine=0)


def test_widget_previews_speak_to_the_player_named_you_in_the_second_person():
    """The widget's previews are for the person deciding: "you end", "you can reach" (English) and
    "ficas", "podes chegar" (Portuguese); the engine's own text keeps the car's name."""
    race = hw.Race.new(players=["You", "Ben"], seed=1)
    w = hw.RaceWidget(race, viewer="You", bots={"Ben": hw.bots.heuristic})
    assert w.choices["car"] == "You" and w.choices["kind"] == "gear"
    texts = [p["t"] for p in w.choices["previews"].values()]
    assert texts and all("you can reach" in t or "you end on" in t for t in texts), texts
    assert not any("You can" in t or "You ends" in t for t in texts), texts
    assert race.preview("You", race.legal_actions("You")[0]).text().startswith("gear 1: You ")
    pt = hw.RaceWidget(race, viewer="You", bots={"Ben": hw.bots.heuristic}, language="pt")
    assert all("podes chegar" in p["t"] or "ficas na casa" in p["t"] for p in pt.choices["previews"].values())


def test_a_certain_play_previewed_for_you_reads_you_end_on_space():
    race = scenario([car("Ana", 8, gear=2, hand=FAST, engine=6), ZED])
    race.act("Zed", "gear 1")
    race.act("Ana", "gear 2")
    p = race.preview("Ana", "play 4 4")
    assert preview_text(p, "en", you=True) == "play 4 4: Speed 8, you end on space 16 paying 1 Heat at corner 1 (limit 7)"
    assert preview_text(p, "en") == "play 4 4: Speed 8, Ana ends on space 16 paying 1 Heat at corner 1 (limit 7)"
    assert preview_text(p, "pt", you=True).startswith("play 4 4: velocidade 8, ficas na casa 16")


def test_a_gear_reaching_past_the_finish_line_says_so():
    """USA has 69 spaces: from space 62 in 3rd gear, three cards reach 67 (1 2 2) to 4 of the next
    lap (4 4 3): the sentence names the line instead of "spaces 67 to 4"."""
    race = scenario([car("Ana", 62, gear=2, hand=FAST, engine=6), ZED])
    p = race.preview("Ana", "gear 3")
    assert p.spaces[0] == 67 and p.spaces[-1] == 4
    assert "can reach spaces 67 to 4 across the finish line with these cards" in p.text()
    assert "you can reach spaces 67 to 4 across the finish line" in compact_preview(race, p)["t"]
    assert "às casas 67 a 4, passando a linha de meta" in p.text("pt")
    near = race.preview("Ana", "gear 1")  # one card: 63 to 66, no line crossed
    assert "can reach spaces 63 to 66 with these cards" in near.text()


def test_a_certain_spin_out_previewed_for_you_is_one_sentence_said_to_you():
    """Issue 36, item 6: a spin-out read "you end on space 12 and SPINS OUT at corner 1 (...): 2
    Stress, 1st gear". Rulebook, Spin out: the car stops before the corner, takes 1 Stress card (2 in
    3rd gear or higher) and goes to 1st gear; said to the player deciding, or of the car by name, in
    English and Portuguese. (USA corner 1, limit 7; Speed 11 owes 4 Heat with 1 in the Engine.)"""
    race = scenario([car("Ana", 5, gear=3, hand=["4", "4", "3", "1", "1", "2", "2"], engine=1), ZED])
    race.act("Zed", "gear 1")
    race.act("Ana", "gear 3")
    p = race.preview("Ana", "play 4 4 3")
    assert preview_text(p, "en", you=True) == (
        "play 4 4 3: Speed 11, you SPIN OUT at corner 1 (limit 7: you owe 4 Heat, more than your Engine holds): "
        "you end on space 12 in 1st gear, with 2 more Stress cards in your hand")
    assert preview_text(p, "en") == (
        "play 4 4 3: Speed 11, Ana SPINS OUT at corner 1 (limit 7: owes 4 Heat, more than its Engine holds): "
        "back to space 12 in 1st gear, with 2 more Stress cards in hand")
    assert preview_text(p, "pt", you=True) == (
        "play 4 4 3: velocidade 11, DESPISTAS-TE na curva 1 (limite 7: deves 4 Heat, mais do que o teu motor tem): "
        "ficas na casa 12 em 1.ª mudança, com mais 2 cartas Stress na mão")
    assert preview_text(p, "pt") == (
        "play 4 4 3: velocidade 11, Ana DESPISTA-SE na curva 1 (limite 7: deve 4 Heat, mais do que o motor tem): "
        "volta à casa 12 em 1.ª mudança, com mais 2 cartas Stress na mão")
