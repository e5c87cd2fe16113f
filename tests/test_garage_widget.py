"""Issue 11, Widget: upgrade cards described for drawing, the draft and its market in the frames,
draft and React choices (Brakes, Salvage with the discard pile) offered and applied like any other."""
import heat_widget as hw
from heat_widget.widget.race_widget import encode_frames


def send(widget, action):
    c = widget.choices
    widget._on_frontend_msg(widget, {"type": "act", "car": c["car"], "action": action, "seq": c["seq"]}, [])


def test_upgrade_cards_are_described_for_drawing():
    """Issue 11, Widget: speed (or choices), each symbol with its number, mandatory marked, a
    tooltip in words; nothing for a race without the Garage."""
    race = hw.Race.new(players=["Ana", "Ben"], modules=["garage"], seed=2)
    w = hw.RaceWidget(race)
    u7 = w.cards["u7"]
    assert u7["speed"] == "1/2/3/4" and u7["symbols"] == [["heat", 1, True, "Heat 1 (mandatory): pay 1 Heat from "
                                                                             "the Engine"]]
    assert "pay 1 Heat" in u7["title"] and "Brakes" in u7["title"]
    assert w.cards["u17"]["speed"] == "H"  # the pool's Heat cards are drawn as Heat (in the market by id)
    assert hw.RaceWidget(hw.Race.new(players=["Ana"], seed=1)).cards == {}


def test_every_card_symbol_of_the_data_has_tooltip_words_in_english_and_portuguese():
    """Every symbol of the upgrade cards (the expansions' super_cool and draft included) and of the
    Sponsorship cards has its tooltip words (widget/cards.py SYMBOL_WORDS), and the Portuguese widget
    catalogue translates them (the expansions' symbols keep their English names, as Heat and
    Slipstream do)."""
    import json
    from importlib import resources

    from heat_widget.widget.cards import SYMBOL_WORDS, symbol_words
    from heat_widget.widget.language import wt
    data = resources.files("heat_widget.data")
    symbols = set()
    for name in ("upgrades.json", "cards.json"):
        for card in json.loads(data.joinpath(name).read_text(encoding="utf-8"))["cards"]:
            symbols |= set(card.get("symbols") or {})
    assert {"super_cool", "draft", "one_time", "boost"} <= symbols
    assert symbols <= set(SYMBOL_WORDS), symbols - set(SYMBOL_WORDS)
    pt = wt("pt")
    for symbol in symbols:
        for n in (1, 2):
            assert symbol_words(pt, symbol, n) != symbol_words(wt("en"), symbol, n), symbol
    assert symbol_words(pt, "super_cool", 2).startswith("Super Cool 2: até 2 cartas Heat do descarte")
    assert symbol_words(pt, "draft", 1).startswith("Draft 1: avança até 1 casa por")


def test_card_tooltips_count_one_in_the_singular_in_english_and_portuguese():
    """Issue 22, item 11: a symbol's tooltip says "1 space", "once", "1 Stress card" (not "1 spaces",
    "1 time(s)", "1 Stress cards"), and the plural from 2, in both languages."""
    from heat_widget.widget.cards import symbol_words
    from heat_widget.widget.language import wt
    en, pt = wt("en"), wt("pt")
    assert symbol_words(en, "slipstream", 1) == "Slipstream +1: a slipstream goes 1 space further"
    assert symbol_words(en, "slipstream", 2) == "Slipstream +2: a slipstream goes 2 spaces further"
    assert symbol_words(en, "boost", 1).endswith("until a Speed card, once")
    assert symbol_words(en, "boost", 2).endswith("until a Speed card, 2 times")
    assert symbol_words(en, "reduce_stress", 1) == "Reduce Stress 1: discard up to 1 Stress card"
    assert symbol_words(pt, "reduce_stress", 1) == "Stress 1: descarta até 1 carta Stress"
    assert symbol_words(pt, "reduce_stress", 3) == "Stress 3: descarta até 3 cartas Stress"
    assert symbol_words(pt, "boost", 1).endswith(", uma vez")
    race = hw.Race.new(players=["Ana", "Ben"], modules=["garage"], seed=2)
    titles = " ".join(c["title"] for c in hw.RaceWidget(race).cards.values())
    for wrong in ("(s)", " 1 spaces", " 1 cards", " 1 Stress cards", " 1 times"):
        assert wrong not in titles, wrong


def test_the_draft_is_played_by_choices_and_shown_in_the_frames():
    """Issue 11, Widget: the draft is playable (the market is the choice list, whose turn it is),
    the market and each car's picks travel in the frames, and replay narrates every pick."""
    race = hw.Race.new(players=["Ana", "Ben"], modules=["garage"], seed=2)
    w = hw.RaceWidget(race)
    first = w.frames[0]["m"]["garage"]
    assert first["round"] == 1 and len(first["market"]) == 5 and first["picker"] == w.choices["car"]
    assert w.choices["kind"] == "draft"
    pick = w.choices["actions"][0]
    send(w, pick)
    assert race.log[-1][1] == pick
    garage = w.frames[-1]["m"]["garage"]
    assert pick.split()[1] in sum(garage["upgrades"].values(), [])
    assert any("drafts" in e[2] for e in w.frames[-1]["e"] if isinstance(e[2], str))
    assert encode_frames(race.timeline)[-1]["m"] == w.frames[-1]["m"]


def test_brakes_and_salvage_choices_come_with_what_they_need():
    """Issue 11, Widget: a Brakes choice is a list of Speeds; a Salvage choice comes with the car's
    discard pile to pick from; a click applies it."""
    race = hw.Race.scenario(track="usa", seed=1, modules=["garage"], cars=[
        {"name": "Ana", "space": 20, "gear": 2, "hand": ["u8", "u22", "2", "2", "3", "3", "4"], "deck": ["1", "2", "..."],
         "discard": ["4", "H"], "engine": 3},
        {"name": "Ben", "space": 2, "gear": 1, "hand": ["1", "1", "2", "2", "3", "3", "4"]}])
    w = hw.RaceWidget(race)
    for action in ("gear 2", "play u8 u22", "gear 1", "play 1"):
        send(w, action)
    assert w.choices["kind"] == "speed" and w.choices["actions"] == ["brakes u8 1", "brakes u8 3"]
    send(w, "brakes u8 3")
    assert w.choices["kind"] == "react" and w.choices["discard"] == ["4", "H"]
    assert "salvage 4 H" in w.choices["actions"]
    send(w, "salvage 4 H")
    assert race.car("Ana").discard == () and race.log[-1] == ("Ana", "salvage 4 H")
