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


# ---- the coach ---------------------------------------------------------------------------------

@pytest.mark.parametrize("name", ["heuristic", "cautious", "aggressive"])
def test_coach_advice_is_always_a_legal_action_with_a_reason(name):
    """Every piece of advice a built-in strategy gives is one of race.legal_actions, and it is
    what the strategy itself plays; each comes with a non-empty one-line reason."""
    strategy = hw.bots.strategy(name)
    for seed in (1, 2):
        race = hw.Race.new(track="usa", players=["Ana", "Ben", "Cy"], legends=1, seed=seed)
        while not race.finished:
            for d in race.pending:
                view = race.view(d.car)
                adv = strategy.advise(view, d)
                assert adv.action in race.legal_actions(d.car)
                assert adv.action == strategy(race.view(d.car), d)
                assert adv.reason and "\n" not in adv.reason
                race.act(d.car, adv.action)


def test_coach_reason_in_a_players_words_at_a_corner():
    """Rulebook, 7. Check Corner: USA corner 1 (after space 12) has limit 7. From space 8 in 2nd
    gear with 4 and 3 in hand, the coach plays 4 3 and says it takes the corner at the limit."""
    race = hw.Race.scenario(track="usa", cars=[
        {"name": "Ana", "space": 8, "spot": 1, "lap": 1, "gear": 2, "hand": ["4", "3", "1", "1", "2", "2", "0"],
         "deck": ["1", "2", "3"], "discard": [], "engine": 6},
        {"name": "Zed", "space": 1, "spot": 2, "lap": 1, "gear": 1, "hand": ["1", "1", "2", "2", "3", "3", "0"],
         "deck": ["4"], "discard": [], "engine": 0}], seed=1)
    race.act("Ana", "gear 2")
    d = race.pending[0] if race.pending[0].car == "Ana" else race.pending[1]
    adv = hw.bots.heuristic.advise(race.view("Ana"), d)
    assert str(adv.action) == "play 4 3"
    assert adv.reason == "Speed 7: takes the corner at Speed 7, the limit"


def test_widget_coach_advice_is_legal_and_taken_with_one_click():
    """RaceWidget(coach=True): the choices carry the heuristic's advice for the person deciding;
    sending it (what the Take advice button does) applies exactly that action."""
    race = new_race(players=("Ana", "Ben"), legends=1, seed=5)
    w = RaceWidget(race, viewer="Ana", bots={"Ben": random_legal}, coach=True)
    for _ in range(30):
        c = w.choices
        if not c:
            break
        adv = c["advice"]
        assert adv["by"] == "heuristic" and adv["reason"]
        assert adv["action"] in c["actions"]
        n = len(race.log)
        click(w, adv["action"])
        assert race.log[n] == ("Ana", adv["action"])
    assert "advice" not in RaceWidget(new_race(), viewer="Ana").choices


def test_widget_coach_of_a_failing_strategy_says_so():
    def broken(view, decision):
        raise RuntimeError("no idea")
    w = RaceWidget(new_race(), viewer="Ana", coach=broken)
    assert w.choices["advice"]["action"] is None
    assert "no idea" in w.choices["advice"]["reason"]
    with pytest.raises(hw.UnknownName):
        RaceWidget(new_race(), coach="nonsense")
