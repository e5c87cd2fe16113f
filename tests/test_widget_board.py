"""What the widget's board carries of the expansion boards (issue 25, item 3, the widget): flooded
and tunnel spaces and the chicanes' two lines with the press corners' numbers, from the board data
(heat_widget/data/tracks/*.json), as heat_widget/widget/board.py sends them to js/src/hazards.js.

Reference: shared/reference/expansions_as_implemented_by_bga.md (cited "spec"): section 1.2 (the
four boards' corners, chicane pairs and special spaces), 2 (floods), 3 (chicanes), 4 (tunnels),
9 (display)."""
from __future__ import annotations

import json

import pytest

import heat_widget as hw
from heat_widget.widget.board import board_dict, race_board


def _chicanes(board: dict) -> list:
    """The chicane pairs of a drawn board, as (first line, second line) by after_space."""
    corners = board["corners"]
    return [(corners[c["chicane_with"]]["after_space"], c["after_space"]) for c in corners if "chicane_with" in c]


def _press(board: dict) -> dict:
    return {c["after_space"]: c["press_number"] for c in board["corners"] if "press_number" in c}


def test_japans_board_carries_its_floods_and_its_chicane():
    """Spec 1.2 and 2: Japan's flooded spaces 6-11, 39-45 and 50-55 (whole spaces), the chicane
    10+12; spec 3: only the chicane's second line is a press corner (numbered 0-3: 12, 18, 45, 53)."""
    board = board_dict(hw.load_track("japan"))
    assert board["special_spaces"] == {"flooded": [*range(6, 12), *range(39, 46), *range(50, 56)]}
    assert _chicanes(board) == [(10, 12)]
    assert _press(board) == {12: 0, 18: 1, 45: 2, 53: 3}


def test_spains_board_carries_its_tunnels_and_two_chicanes():
    """Spec 1.2 and 4: España's tunnels 17-24, 38-42, 46-49, 62-71, 80-88; chicanes 29+32 and
    95+98; its fixed press list 15, 32, 65, 85, 98 (numbered 0-4)."""
    board = board_dict(hw.load_track("spain"))
    runs = [*range(17, 25), *range(38, 43), *range(46, 50), *range(62, 72), *range(80, 89)]
    assert board["special_spaces"] == {"tunnel": runs}
    assert _chicanes(board) == [(29, 32), (95, 98)]
    assert _press(board) == {15: 0, 32: 1, 65: 2, 85: 3, 98: 4}


@pytest.mark.parametrize("track, chicanes, press", [
    ("mexico", [(14, 19), (50, 51)], {19: 0, 38: 1, 44: 2, 51: 3}),
    ("netherlands", [(9, 13)], {13: 0, 16: 1, 26: 2, 34: 3}),
])
def test_mexico_and_nederland_carry_their_chicanes_and_no_special_spaces(track, chicanes, press):
    """Spec 1.2: Mexico has no flooded space and Nederland no tunnel in BGA's data; their chicane
    pairs (Mexico's 50+51 with one space between the lines) and press numbering (spec 3)."""
    board = board_dict(hw.load_track(track))
    assert board["special_spaces"] == {}
    assert _chicanes(board) == chicanes
    assert _press(board) == press


def test_a_base_board_has_no_hazards_to_draw():
    board = board_dict(hw.load_track("usa"))
    assert board["special_spaces"] == {}
    assert _chicanes(board) == []
    assert _press(board) == {12: 0, 33: 1, 49: 2, 57: 3}


def test_the_drawn_board_is_json_and_the_boards_own_data():
    """What the front-end reads equals the board file's own fields (js/tests/hazards.test.js draws
    from the files as they are)."""
    from importlib import resources
    for track in ("japan", "mexico", "netherlands", "spain"):
        raw = json.loads(resources.files("heat_widget.data").joinpath("tracks", f"{track}.json").read_text())
        board = json.loads(json.dumps(board_dict(hw.load_track(track))))
        assert board["special_spaces"] == {k: v for k, v in raw["special_spaces"].items() if v}
        for mine, theirs in zip(board["corners"], raw["corners"]):
            for key in ("chicane_with", "press_number"):
                assert mine.get(key) == theirs.get(key), (track, mine, theirs)


def test_a_base_race_widget_sends_a_board_with_no_hazards():
    race = hw.Race.new(track="italy", players=["Ana", "Ben"], seed=1)
    w = hw.RaceWidget(race)
    try:
        assert w.track["special_spaces"] == {}
        assert "chicane_with" not in json.dumps(w.track["corners"])
        assert race_board(race)["special_spaces"] == {}
    finally:
        w.close()


@pytest.mark.parametrize("track, kind, first_run", [("japan", "flooded", range(6, 12)), ("spain", "tunnel", range(17, 25))])
def test_a_race_widget_on_an_expansion_board_sends_its_hazards_and_its_frames_carry_them(track, kind, first_run):
    """Spec 1.2 and 9: a race on Japan (floods) or España (tunnels) sends the board's hazards to
    the front-end, and the frames carry the hazards module's public state (the same spaces)."""
    race = hw.Race.new(track=track, players=["Ana", "Ben"], seed=2)
    w = hw.RaceWidget(race)
    try:
        spaces = w.track["special_spaces"][kind]
        assert spaces[:len(first_run)] == list(first_run)
        assert _chicanes(w.track) == {"japan": [(10, 12)], "spain": [(29, 32), (95, 98)]}[track]
        state = w.frames[0]["m"]["hazards"]
        assert state["flooded" if kind == "flooded" else "tunnels"] == spaces
    finally:
        w.close()


def test_floods_and_tunnels_put_on_a_base_board_are_drawn():
    """Issue 25, item 2 ("shown on the board"): `flooded=` and `tunnels=` on Italy reach the board,
    from the race and from its saved file."""
    race = hw.Race.new(track="italy", players=["Ana", "Ben"], seed=1, flooded=[30, 31, 32], tunnels=[10, 11])
    for r in (race, hw.Race.from_json(race.to_json())):  # a saved race replays with them
        w = hw.RaceWidget(r)
        try:
            assert w.track["special_spaces"] == {"flooded": [30, 31, 32], "tunnel": [10, 11]}
        finally:
            w.close()


def test_the_preview_of_a_play_over_a_chicane_carries_each_lines_heat():
    """Spec 3 (each chicane line is its own corner, charged one after the other) and 9 (a warning
    before a move counts every line it crosses): Ana on Japan's space 8 at Speed 7 over the chicane
    10+12 (both limit 4) owes 3 Heat at each line; the widget's preview says so per line."""
    from heat_widget.widget.teaching import compact_preview
    ana = {"name": "Ana", "space": 8, "gear": 2, "hand": ["4", "3", "1", "1", "2", "2", "3"], "engine": 5}
    ben = {"name": "Ben", "space": 2, "hand": ["1", "1", "2", "2", "3", "3", "4"], "engine": 6}
    race = hw.Race.scenario(track="japan", cars=[ana, ben])
    race.act("Ana", "gear 2")
    race.act("Ben", "gear 1")
    c = compact_preview(race, race.preview("Ana", "play 4 3"))
    assert [o[5] for o in c["o"]] == [[[10, 3], [12, 3]]]
    slow = compact_preview(race, race.preview("Ana", "play 1 1"))
    assert [o[5] for o in slow["o"]] == [[]], "no line crossed over its limit: nothing to show"
