"""Issue 11, Widget: upgrade cards described for drawing, the draft and its market in the frames,
draft and React choices (Brakes, Salvage with the discard pile) offered and applied like any other."""
import heat_widget as hw
from heat_widget.widget import encode_frames


def send(widget, action):
    c = widget.choices
    widget._on_frontend_msg(widget, {"type": "act", "car": c["car"], "action": action, "seq": c["seq"]}, [])


def test_upgrade_cards_are_described_for_drawing():
    """Issue 11, Widget: speed (or choices), each symbol with its number, mandatory marked, a
    tooltip in words; nothing for a race without the Garage."""
    race = hw.Race.new(players=["Ana", "Ben"], modules=["garage"], seed=2)
    w = hw.RaceWidget(race)
    u7 = w.cards["u7"]
    assert u7["speed"] == "1/2/3/4" and u7["symbols"] == [["heat", 1, True]]
    assert "pay 1 Heat" in u7["title"] and "Brakes" in u7["title"]
    assert "u17" not in w.cards  # the pool's Heat cards are drawn as Heat
    assert hw.RaceWidget(hw.Race.new(players=["Ana"], seed=1)).cards == {}


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
