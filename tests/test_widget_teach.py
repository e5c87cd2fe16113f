"""RaceWidget's teaching aids, Python side: move previews sent with the choices, the coach's
advice, annotations; and the widget holding up like a game played daily (issue 14, item 5)."""
from __future__ import annotations

import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
from heat_widget.teaching import compact_preview
from heat_widget.widget import RaceWidget


def new_race(players=("Ana", "Ben"), legends=1, seed=7, **kw):
    return hw.Race.new(track="usa", players=list(players), legends=legends, seed=seed, **kw)


def click(widget, action, car=None):
    c = widget.choices
    widget._on_frontend_msg(widget, {"type": "act", "car": car or c["car"], "action": action, "seq": c.get("seq")}, [])


def test_choices_carry_the_preview_of_every_gear_and_play():
    """The widget's previews are race.preview's, for each legal gear and then each legal play."""
    race = new_race()
    w = RaceWidget(race, viewer="Ana", bots={"Ben": random_legal})
    c = w.choices
    assert c["kind"] == "gear"
    assert set(c["previews"]) == set(c["actions"])
    for a in c["actions"]:
        assert c["previews"][a] == compact_preview(race, race.preview("Ana", a))
    click(w, c["actions"][0])
    c = w.choices
    assert c["kind"] == "play"
    assert set(c["previews"]) == set(c["actions"])
    play = c["actions"][0]
    p = race.preview("Ana", play)
    assert c["previews"][play]["t"] == p.text()
    assert [o[0] for o in c["previews"][play]["o"]] == [o.space for o in p.outcomes]


def test_react_previews_only_for_moves():
    """In the React step only Boost (and Adrenaline) move the car: only they carry a preview."""
    race = new_race(legends=0, seed=3)
    w = RaceWidget(race, viewer="Ana", bots={"Ben": random_legal})
    for _ in range(200):
        c = w.choices
        if not c:
            break
        if c["kind"] == "react" and "boost" in c["actions"]:
            assert "boost" in c["previews"]
            assert all(a in ("boost", "adrenaline") for a in c["previews"])
            return
        click(w, c["actions"][-1] if c["kind"] != "react" else "done")
    pytest.fail("no React step with Boost met")
