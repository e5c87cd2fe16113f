"""Annotations (race.annotate), "step N" meaning one thing everywhere, and Race.from_json of a path."""
from __future__ import annotations

import json
import pathlib

import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal


@pytest.fixture
def race():
    r = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=7)
    play_bots(r, {"Ana": random_legal, "Ben": random_legal})
    return r


def test_annotations_are_saved_in_the_json_and_load_again(race):
    race.annotate(5, "Ana shifts too early here")
    race.annotate(0, "  The grid: Ana starts behind  ")
    assert race.annotations == {0: "The grid: Ana starts behind", 5: "Ana shifts too early here"}
    doc = json.loads(race.to_json())
    assert doc["annotations"] == {"0": "The grid: Ana starts behind", "5": "Ana shifts too early here"}
    again = hw.Race.from_json(race.to_json())
    assert again.annotations == race.annotations
    race.annotate(5, "")  # an empty comment removes it
    assert race.annotations == {0: "The grid: Ana starts behind"}


def test_files_without_annotations_still_load_and_stay_the_same(race):
    """A file saved before annotations existed has no "annotations" key: it loads, and a race with
    none saves exactly as before."""
    text = race.to_json()
    assert "annotations" not in json.loads(text)
    again = hw.Race.from_json(text)
    assert again.annotations == {} and again.to_json() == text


@pytest.mark.parametrize("bad", [[1, 2], {"x": "text"}, {"1": 5}, {"100000": "far"}])
def test_damaged_annotations_are_a_race_file_error(race, bad):
    doc = json.loads(race.to_json())
    doc["annotations"] = bad
    with pytest.raises(hw.RaceFileError):
        hw.Race.from_json(json.dumps(doc))


def test_annotate_checks_its_step_and_text(race):
    n = len(race.timeline)
    with pytest.raises(IndexError, match=f"from 0 to {n - 1}"):
        race.annotate(n, "past the end")
    with pytest.raises(IndexError):
        race.annotate(-1, "before the start")
    with pytest.raises(TypeError):
        race.annotate(3, 42)
    with pytest.raises(ValueError):
        race.annotate(3, "x" * 3000)
    assert race.annotations == {}


def test_annotations_table(race):
    race.annotate(3, "Look at the gear")
    t = race.table("annotations")
    step = race.timeline[3]
    assert t.to_dicts() == [{"step": 3, "round": step.round, "car": step.car, "action": str(step.action),
                             "text": "Look at the gear"}]


def test_step_n_means_the_race_after_decision_n_everywhere(race):
    """timeline[N] is the race right after decision N (its action, and the state it left);
    fork(N) continues from exactly that state, and what_if(step=N) varies the decision after it."""
    for n in (0, 1, 7, 20):
        step = race.timeline[n]
        assert step.index == n
        if n:
            assert (step.car, str(step.action)) == race.log[n - 1]
        fork = race.fork(n)
        assert fork.timeline[-1].state == step.state
        nxt = race.timeline[n + 1]
        assert nxt.car in [d.car for d in fork.pending]
    out = hw.analysis.what_if(race, 7, strategies="heuristic")
    assert set(out.filter(out["taken"])["action"]) == {str(race.timeline[8].action)}


def test_from_json_accepts_a_path(race, tmp_path):
    """Race.from_json takes the text or the file's path, as a str or a pathlib.Path."""
    f = tmp_path / "race.json"
    f.write_text(race.to_json(), encoding="utf-8")
    assert hw.Race.from_json(f).to_json() == race.to_json()
    assert hw.Race.from_json(str(f)).to_json() == race.to_json()
    with pytest.raises(hw.RaceFileError, match="no such file"):
        hw.Race.from_json(str(tmp_path / "missing.json"))
    with pytest.raises(hw.RaceFileError, match="no such file"):
        hw.Race.from_json(pathlib.Path("nowhere/race.json"))


def test_a_batch_race_keeps_its_annotations(race):
    """A race loaded as a batch race (record=False) keeps the annotations of its file, and they
    survive its timeline being rebuilt by replay on first use."""
    race.annotate(6, "here")
    batch = hw.Race.from_json(race.to_json(), record=False)
    assert batch.annotations == {6: "here"}
    assert len(batch.timeline) == len(race.timeline)  # rebuilt by replay
    assert batch.annotations == {6: "here"}
    batch.annotate(2, "and here")
    assert hw.Race.from_json(batch.to_json()).annotations == {2: "and here", 6: "here"}
