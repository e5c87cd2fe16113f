"""RaceWidget's teaching aids, Python side: move previews sent with the choices, the coach's
advice, annotations; and the widget holding up like a game played daily (issue 14, item 5)."""
from __future__ import annotations

import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
from heat_widget.engine.preview_words import preview_text
from heat_widget.widget.teaching import compact_preview
from heat_widget.widget.race_widget import RaceWidget


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
    assert c["previews"][play]["t"] == preview_text(p, "en", you=True)  # said to the player deciding
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
         "deck": ["1", "2", "3", "..."], "discard": [], "engine": 6},
        {"name": "Zed", "space": 1, "spot": 2, "lap": 1, "gear": 1, "hand": ["1", "1", "2", "2", "3", "3", "0"],
         "deck": ["4", "..."], "discard": [], "engine": 0}], seed=1)
    race.act("Ana", "gear 2")
    d = race.pending[0] if race.pending[0].car == "Ana" else race.pending[1]
    adv = hw.bots.heuristic.advise(race.view("Ana"), d)
    assert str(adv.action) == "play 4 3"
    assert adv.reason.startswith("Speed 7: takes the corner at Speed 7, the limit; the best of ")


def test_widget_coach_advice_is_legal_and_taken_with_one_click():
    """RaceWidget(coach="heuristic"): the choices carry the heuristic's quick advice for the person
    deciding; sending it (what the Take advice button does) applies exactly that action.
    (coach=True is the search's advice: tests/test_widget_coach.py.)"""
    race = new_race(players=("Ana", "Ben"), legends=1, seed=5)
    w = RaceWidget(race, viewer="Ana", bots={"Ben": random_legal}, coach="heuristic")
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


# ---- annotations ---------------------------------------------------------------------------------

def finished(seed=1, players=("Ana", "Ben")):
    race = new_race(players=players, legends=1, seed=seed)
    play_bots(race, {n: random_legal for n in players})
    return race


def test_annotations_reach_the_widget_and_come_back_from_it():
    """race.annotate shows in an open widget at once; a note written in the widget (its message)
    is race.annotate; a bad one is a message, not an exception."""
    race = finished()
    w = RaceWidget(race)
    assert w.annotations == {}
    race.annotate(4, "Watch Ana's gear here")
    assert w.annotations == {"4": "Watch Ana's gear here"}
    w._on_frontend_msg(w, {"type": "annotate", "step": 9, "text": "Boost or not?"}, [])
    assert race.annotations == {4: "Watch Ana's gear here", 9: "Boost or not?"}
    assert w.annotations == {"4": "Watch Ana's gear here", "9": "Boost or not?"}
    w._on_frontend_msg(w, {"type": "annotate", "step": 10_000, "text": "nowhere"}, [])
    assert "Could not save the note" in w.message and 10_000 not in race.annotations
    again = RaceWidget(hw.Race.from_json(race.to_json()))
    assert again.annotations == w.annotations


def test_annotations_are_in_the_saved_html_page(tmp_path):
    race = finished()
    race.annotate(3, "A note for the class <b>")
    page = RaceWidget(race).save_html(tmp_path / "r.html").read_text(encoding="utf-8")
    assert "A note for the class \\u003cb>" in page
    assert '"readonly":true' in page


# ---- first-time users, and holding up like a game played daily (issue 14, items 4 and 5) -----

def test_a_finished_race_opens_at_step_zero_and_so_does_its_page(tmp_path):
    """README: a replay opens at step 0, whether the race was finished in Python or loaded."""
    race = finished()
    assert RaceWidget(race).step == 0
    assert RaceWidget(hw.Race.from_json(race.to_json())).step == 0
    assert '"step":0,' in RaceWidget(race).to_html()
    live = new_race()
    assert RaceWidget(live).step == len(live.timeline) - 1


def test_the_only_person_is_the_default_viewer():
    race = new_race(players=("Ana", "Ben"))
    assert RaceWidget(race, bots={"Ben": random_legal}).viewer == "Ana"
    assert RaceWidget(race).viewer is None  # two people at one screen (or a teacher)
    assert RaceWidget(race, viewer=None, bots={"Ben": random_legal}).viewer is None  # asked for
    solo = hw.Race.new(track="usa", players=["Ana"], legends=2, seed=1)
    assert RaceWidget(solo).viewer == "Ana"
    assert RaceWidget(finished()).viewer is None  # a replay shows everything


def test_choices_are_exactly_the_legal_actions_at_every_decision():
    """The buttons (and card plays) offered are exactly race.legal_actions of the person deciding,
    React included, over a whole race."""
    race = new_race(players=("Ana", "Ben"), legends=1, seed=11)
    w = RaceWidget(race, viewer="Ana", bots={"Ben": random_legal})
    kinds = set()
    while w.choices:
        c = w.choices
        assert c["actions"] == [str(a) for a in race.legal_actions("Ana")]
        assert "Ana" in [d.car for d in race.pending]
        kinds.add(c["kind"])
        click(w, c["actions"][len(c["actions"]) // 2])
    assert race.finished and {"gear", "play", "react", "discard"} <= kinds


@pytest.mark.parametrize("where", ["mid-plan", "mid-react", "slipstream", "discard", "finished"])
def test_a_race_saved_at_any_kind_of_step_opens_in_the_widget(where):
    race = new_race(players=("Ana", "Ben"), legends=1, seed=3)
    rng = __import__("random").Random(4)
    want = {"mid-plan": "play", "mid-react": "react", "slipstream": "slipstream", "discard": "discard"}.get(where)
    while not race.finished:
        if want and any(d.kind == want for d in race.pending):
            break
        d = race.pending[0]
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
    loaded = hw.Race.from_json(race.to_json())
    w = RaceWidget(loaded)
    assert len(w.frames) == len(race.timeline) and w.step == 0
    if want:
        assert w.choices["kind"] == want
        assert w.choices["actions"] == [str(a) for a in loaded.legal_actions(w.choices["car"])]
    else:
        assert w.choices == {}


def test_the_spin_out_sentence_says_how_much_stress_was_taken():
    """Rulebook, Spin out: 1 Stress card in 1st or 2nd gear, 2 in 3rd or 4th; the story says so."""
    race = hw.Race.scenario(track="usa", cars=[
        {"name": "Ana", "space": 5, "spot": 1, "lap": 1, "gear": 3, "hand": ["4", "4", "3", "3", "2", "2", "1"],
         "deck": ["1", "2", "4", "..."], "discard": [], "engine": 1},
        {"name": "Zed", "space": 1, "spot": 2, "lap": 1, "gear": 1, "hand": ["0", "1", "1", "2", "2", "3", "3"],
         "deck": ["4", "..."], "discard": [], "engine": 0}], seed=1)
    race.act("Zed", "gear 1")
    race.act("Zed", "play 0")
    race.act("Ana", "gear 3")
    race.act("Ana", "play 4 4 3")
    while race.pending and race.pending[0].kind in ("react", "slipstream"):
        race.act(race.pending[0].car, "done" if race.pending[0].kind == "react" else "pass")
    spin = next(e for e in race.events if e.kind == "spin_out")
    assert "2 Stress cards to hand" in spin.text


def test_the_widget_speaks_to_the_player_in_its_advice_and_previews():
    """Issue 36, item 6, as the widget shows it: the quick coach's React advice to a car holding Heat
    in 1st gear says "from your hand back to the Engine" (it said "my hand", as the bot), and the
    preview of a certain spin-out is one sentence said to the player ("you end on space 12 and
    SPINS OUT" read as two). Rulebook: React, Cooldown; Spin out (USA corner 1, limit 7)."""
    import re

    from engine_helpers import car, scenario

    race = scenario([car("Ana", 20, hand=["1", "2", "H", "H", "H", "H", "3"], engine=2), car("Ben", 2)])
    w = RaceWidget(race, viewer="Ana", coach="heuristic", bots={"Ben": "heuristic"})
    click(w, "gear 1")
    click(w, "play 1")
    c = w.choices
    assert c["kind"] == "react" and c["advice"]["action"].startswith("cooldown"), c
    assert "from your hand back to the Engine" in c["advice"]["reason"], c["advice"]
    assert not re.search(r"\b(I|my|me)\b", c["advice"]["reason"]), c["advice"]
    w.close()

    race = scenario([car("Ana", 5, gear=3, hand=["4", "4", "3", "1", "1", "2", "2"], engine=1), car("Zed", 30)])
    w = RaceWidget(race, viewer="Ana", bots={"Zed": "heuristic"})
    click(w, "gear 3")
    text = w.choices["previews"]["play 4 4 3"]["t"]
    assert text == ("play 4 4 3: Speed 11, you SPIN OUT at corner 1 (limit 7: you owe 4 Heat, more than your Engine "
                    "holds): you end on space 12 in 1st gear, with 2 more Stress cards in your hand"), text
    w.close()
