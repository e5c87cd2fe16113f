"""The expansions' two symbols in the widget (issue 25, item 3, the widget): Super cool and Draft
are offered as React choices to click like the other symbols, their cards (Air intake u49-u54,
Front Wing u55-u60) are drawn with their symbols, and a Draft's preview shows where the car lands.

Reference: shared/reference/expansions_as_implemented_by_bga.md (cited "spec"), section 5 (the two
symbols: Super cool up to N Heat from the discard to the Engine; Draft exactly the gap of free
spaces, to just behind the car ahead, Speed unchanged) and 6 (upgrades 49-60)."""
from __future__ import annotations

import heat_widget as hw


def _react(race, name="Ana"):
    while not any(d.car == name and d.kind == "react" for d in race.pending):
        d = race.pending[0]
        legal = [str(a) for a in race.legal_actions(d.car)]
        race.act(d.car, "done" if "done" in legal else legal[0])


def _race():
    """Ana on Japan's space 6 plays u55 (Front Wing: [+]1, Draft 3) and u49 (Air intake: Super
    cool 1) with 2 Heat in her discard; Ben, on space 14, moves to 15."""
    ana = {"name": "Ana", "space": 6, "gear": 1, "hand": ["u55", "u49", "1", "1", "2", "2", "3"], "engine": 5,
           "discard": ["H", "H", "2"]}
    ben = {"name": "Ben", "space": 14, "hand": ["1", "1", "2", "2", "3", "3", "4"], "engine": 6}
    race = hw.Race.scenario(track="japan", cars=[ana, ben], modules=["garage"], expansions=["heavy_rain", "tunnel_vision"])
    for name, action in [("Ana", "gear 2"), ("Ben", "gear 1"), ("Ana", "play u55 u49"), ("Ben", "play 1")]:
        race.act(name, action)
    _react(race)
    return race


def test_the_expansions_cards_are_drawn_with_super_cool_and_draft():
    """Spec 6: u49 Air intake (super cool 1, salvage 4, adjust -1), u55 Front Wing ([+]1, draft 3)."""
    w = hw.RaceWidget(_race(), viewer=None)
    try:
        assert [s[:2] for s in w.cards["u49"]["symbols"]] == [["super_cool", 1], ["salvage", 4], ["adjust_speed_limit", -1]]
        assert [s[:2] for s in w.cards["u55"]["symbols"]] == [["boost", 1], ["draft", 3]]
        assert w.cards["u55"]["category"] == "Front Wing"
        assert "Draft 3: up to 3 spaces forward" in w.cards["u55"]["title"]
        assert {f"u{i}" for i in range(49, 61)} <= set(w.cards)
    finally:
        w.close()


def test_super_cool_and_draft_are_clicked_like_the_other_symbols_and_a_draft_previews_its_landing():
    """Spec 5.2: the gap ahead of Ana (on 11, 3 free spaces to Ben on 15) is 3: Draft 3 is
    offered, and its preview lands her just behind Ben, on the race line, her Speed unchanged; spec
    5.1: Super cool 1 returns a Heat from her discard to the Engine."""
    race = _race()
    w = hw.RaceWidget(race, viewer="Ana")
    try:
        space = race.cars[0].space
        assert space == 11 and "supercool 1" in w.choices["actions"] and "drafting 3" in w.choices["actions"]
        p = w.choices["previews"]["drafting 3"]
        lane = race.track.race_line_lane[14]
        assert p["o"] == [[14, lane, None, 0, 0, []]]
        assert p["t"] == "drafting 3: you move on to space 14, just behind the car ahead (not Speed)"
        engine, speed = race.cars[0].engine, race.cars[0].speed
        w._on_frontend_msg(w, {"type": "act", "car": "Ana", "action": "supercool 1", "seq": w.choices["seq"]}, [])
        assert race.cars[0].engine == engine + 1 and w.message == ""
        w._on_frontend_msg(w, {"type": "act", "car": "Ana", "action": "drafting 3", "seq": w.choices["seq"]}, [])
        assert (race.cars[0].space, race.cars[0].speed) == (14, speed)
        assert ("Ana", "drafting 3") in race.log
    finally:
        w.close()
