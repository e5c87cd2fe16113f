"""Tracks: every number of the base boards equals ../shared/reference/tracks/*.json; expansion
boards load but their special rules are refused clearly (rulebook, Components: 4 race tracks)."""
import json

import pytest

import heat_widget as hw
from engine_helpers import reference_dir

from engine_helpers import BASE_TRACKS, EXPANSION_TRACKS, car

REF_DIR = reference_dir() / "tracks"


def ref(track_id):
    return json.loads((REF_DIR / f"{track_id}.json").read_text("utf-8"))


def spots_of(geometry) -> dict:
    """{(space, lane): (x, y, angle)} from either a list of dicts or of [space, lane, x, y, angle]."""
    out = {}
    for s in geometry["spots"]:
        if isinstance(s, dict):
            out[(s["space"], s["lane"])] = (s["x"], s["y"], s["angle"])
        else:
            out[(s[0], s[1])] = tuple(s[2:5])
    return out


def test_tracks_lists_the_base_boards_first_then_the_expansions():
    """Rulebook, Components: USA, France, Great Britain and Italy; the expansion boards ship too."""
    ids = hw.tracks()
    assert ids[:4] == BASE_TRACKS
    assert set(ids) == set(BASE_TRACKS) | set(EXPANSION_TRACKS)
    assert {p.stem for p in REF_DIR.glob("*.json")} == set(ids)


@pytest.mark.parametrize("track_id", BASE_TRACKS + EXPANSION_TRACKS)
def test_track_numbers_equal_the_reference(track_id):
    """Every number printed on the board: spaces, laps, Heat, Stress, starting grid, name, set."""
    r, t = ref(track_id), hw.load_track(track_id)
    assert t.id == r["id"] == track_id
    assert (t.name, t.set) == (r["name"], r["set"])
    assert t.spaces == r["spaces"]
    assert t.laps == r["laps"]
    assert t.heat == r["heat"]
    assert t.stress == r["stress"]
    assert [list(g) for g in t.starting_grid[:8]] == r["starting_grid"]
    # the expansion boards' 9th spot, computed as BGA does (expansions spec 1.2): the reference lists 8
    assert len(t.starting_grid) == (8 if t.is_base else 9)


@pytest.mark.parametrize("track_id", BASE_TRACKS + EXPANSION_TRACKS)
def test_track_corners_equal_the_reference(track_id):
    """Corners: position, Speed Limit, Legends Line, Race Line lane, chicanes and press numbers."""
    r, t = ref(track_id), hw.load_track(track_id)
    assert len(t.corners) == len(r["corners"])
    for i, (c, rc) in enumerate(zip(t.corners, r["corners"])):
        assert c.index == i
        assert c.after_space == rc["after_space"]
        assert c.speed_limit == rc["speed_limit"]
        assert c.legends_line_after_space == rc["legends_line_after_space"]
        assert c.race_line_lane_after == rc["race_line_lane_after"]
        assert c.chicane_with == rc.get("chicane_with")
        assert c.press_number == rc.get("press_number")


@pytest.mark.parametrize("track_id", BASE_TRACKS + EXPANSION_TRACKS)
def test_track_geometry_equals_the_reference(track_id):
    """Board geometry: (x, y, angle) of both spots of every space, and the board bounds."""
    r, t = ref(track_id), hw.load_track(track_id)
    mine, theirs = spots_of(t.geometry), spots_of(r["geometry"])
    assert set(mine) == {(s, lane) for s in range(1, t.spaces + 1) for lane in (1, 2)}
    assert mine == theirs
    assert list(t.geometry["bounds"]) == list(r["geometry"]["bounds"])


@pytest.mark.parametrize("track_id", BASE_TRACKS + EXPANSION_TRACKS)
def test_track_race_line_lane_of_every_space(track_id):
    """Reference README: race_line_lane_after is the lane holding the Race Line from this corner to
    the next (spaces before the first corner belong to the last corner's stretch)."""
    r, t = ref(track_id), hw.load_track(track_id)
    corners = r["corners"]
    for space in range(1, t.spaces + 1):
        before = [c for c in corners if c["after_space"] < space]
        expected = (before[-1] if before else corners[-1])["race_line_lane_after"]
        assert t.race_line_lane[space] == expected, space
        assert t.lane_of(space, 1) == expected
        assert t.lane_of(space, 2) == 3 - expected
        assert t.spot_of(space, expected) == 1


@pytest.mark.parametrize("track_id", EXPANSION_TRACKS)
def test_track_special_spaces_equal_the_reference(track_id):
    """Expansion boards: flooded (Heavy Rain) and tunnel (Tunnel Vision) spaces are kept as data."""
    r, t = ref(track_id), hw.load_track(track_id)
    assert sorted(t.special_spaces.get("flooded", [])) == sorted(r.get("flooded_spaces", []))
    assert sorted(t.special_spaces.get("tunnel", [])) == sorted(r.get("tunnel_spaces", []))


@pytest.mark.parametrize("track_id", BASE_TRACKS)
def test_base_tracks_need_no_unsupported_rule(track_id):
    """Rulebook: the four base boards are played with the rules of the rulebook alone."""
    t = hw.load_track(track_id)
    assert t.unsupported_rules() == []
    assert t.special_spaces == {} or not any(t.special_spaces.values())
    race = hw.Race.new(track=track_id, players=["Ana", "Ben"], seed=1)
    assert race.track.id == track_id and race.laps == t.laps


@pytest.mark.parametrize("track_id", EXPANSION_TRACKS)
def test_expansion_tracks_race_with_their_hazards(track_id):
    """Expansions spec 1.1: the expansion boards race, their floods, chicanes and tunnels played by
    the hazards module (tests/test_expansions_boards.py has each rule)."""
    t = hw.load_track(track_id)
    assert t.unsupported_rules() == [] and t.has_hazards
    race = hw.Race.new(track=track_id, players=["Ana", "Ben"], seed=1)
    assert race.module("hazards")
    assert hw.Race.scenario(track=track_id, cars=[car("Ana", 5)]).module("hazards")


def test_unknown_track_lists_the_valid_ones():
    """Bad input: an unknown track gives UnknownName listing the valid ids."""
    with pytest.raises(hw.UnknownName) as info:
        hw.load_track("monaco")
    msg = str(info.value)
    assert "monaco" in msg
    for t in BASE_TRACKS:
        assert t in msg
    with pytest.raises(hw.UnknownName):
        hw.Race.new(track="monaco", players=["Ana"])
    with pytest.raises(hw.UnknownName):
        hw.Race.scenario(track="monaco", cars=[car("Ana", 5)])
