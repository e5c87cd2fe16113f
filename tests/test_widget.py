"""RaceWidget, Python side: traitlets, the state sent to the front-end, choices applied from
front-end messages, errors returned, bots, moves made from Python, replays and the timeline size."""
from __future__ import annotations

import json

import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
from heat_widget.widget.race_widget import FrameEncoder, RaceWidget, encode_frames

XSS = "<img src=x onerror=alert(1)>"


def new_race(players=("Ana", "Ben"), legends=1, seed=7, **kw):
    return hw.Race.new(track="usa", players=list(players), legends=legends, seed=seed, **kw)


def finished_race(players, legends=0, seed=1):
    race = new_race(players, legends, seed)
    play_bots(race, {n: random_legal for n in players})
    assert race.finished
    return race


def capture(widget):
    """Record the custom messages the widget sends to the front-end."""
    sent = []
    widget.send = lambda content, buffers=None: sent.append(content)
    return sent


def click(widget, action, car=None, seq=None):
    """What the front-end sends when a person clicks a choice."""
    c = widget.choices
    widget._on_frontend_msg(widget, {"type": "act", "car": car or c["car"], "action": action,
                                "seq": c.get("seq") if seq is None else seq}, [])


def decode(frames):
    """A reference decoder of the compact frames (the front-end's is js/src/decode.js)."""
    keys, lists, names, kinds, texts = frames[0]["k"], set(frames[0]["l"]), [], [], []
    names = [n[0] for n in frames[0]["n"]]
    cars = [{"name": n[0], "colour": n[1], "legend": bool(n[2])} for n in frames[0]["n"]]
    out, g, pending = [], None, ""
    letters = {"g": "gear", "p": "play", "r": "react", "s": "slipstream", "d": "discard"}
    for f in frames:
        g = f.get("g", g)
        pending = f.get("p", pending)
        kinds += f.get("K", [])
        for row in f.get("d", []):
            car = dict(cars[row[0]])
            for k, v in zip(row[1::2], row[2::2]):
                car[keys[k]] = list(v) if keys[k] in lists and isinstance(v, str) else v
            cars[row[0]] = car
        events = []
        for kind, c, text in f.get("e", []):
            if isinstance(text, str):
                texts.append(text)
            else:
                text = texts[text]
            events.append((kinds[kind], names[c] if c >= 0 else None, text))
        pend = []
        for part in filter(None, pending.split(",")):
            i = int(part.split(":")[0]) if ":" in part else int(part[:-1])
            pend.append({"car": names[i], "kind": part.split(":", 1)[1] if ":" in part else letters[part[-1]]})
        phase = {"p": "plan", "t": "turn", "f": "finished"}.get(g[1], g[1])  # "setup": a module's draft
        out.append({"state": {"round": g[0], "phase": phase, "active": names[g[2]] if g[2] >= 0 else None,
                              "pending": pend, "legends_card": g[3], "cars": [dict(c) for c in cars]},
                    "car": names[f["c"]] if "c" in f else None, "action": f.get("a"), "events": events})
    return out


# ---- traitlets and the state sent ----------------------------------------------------------

def test_traitlets_of_a_live_race():
    race = new_race()
    w = RaceWidget(race)
    state = w.get_state()
    for name in ("track", "frames", "step", "viewer", "choices", "message", "_esm", "_css"):
        assert name in state, name
    assert w.track["id"] == "usa" and w.track["spaces"] == 69 and len(w.track["geometry"]["spots"]) == 138
    assert len(w.track["race_line_lane"]) == 69
    assert len(w.frames) == len(race.timeline)
    assert w.step == len(race.timeline) - 1, "a live race opens at its last step"
    assert w.viewer is None and w.message == ""
    json.dumps(state["frames"]), json.dumps(state["track"]), json.dumps(state["choices"])


def test_the_widget_draws_the_races_laps_not_the_boards():
    """Issue 22, item 7: "3 laps" and "Lap 1/3" were drawn for a race of 1 lap on Italy (the board's
    3); the track sent to the front-end and the saved page carry the race's laps."""
    race = hw.Race.new(track="italy", players=["A", "B"], laps=1, seed=1)
    assert race.track.laps == 3
    w = RaceWidget(race)
    assert w.track["laps"] == 1
    assert '"laps":1,' in w.to_html() and '"laps":3' not in w.to_html()
    assert RaceWidget(hw.Race.new(track="italy", players=["A"], seed=1)).track["laps"] == 3


def test_the_front_end_code_is_the_built_module():
    w = RaceWidget(new_race())
    assert "export" in w._esm and "hw-root" in w._esm
    assert ".hw-root" in w._css


def test_frames_hold_every_step_exactly():
    race = finished_race(["Ana", "Ben", XSS], legends=1, seed=3)
    w = RaceWidget(race)
    decoded = decode(w.frames)
    assert len(decoded) == len(race.timeline)
    for step, got in zip(race.timeline, decoded):
        assert got["state"] == hw.Observer().state(step.state)
        assert got["car"] == step.car
        assert got["action"] == (None if step.action is None else str(step.action))
        assert got["events"] == [(e.kind, e.car, e.text) for e in step.events]


def test_a_viewer_does_not_see_the_cards_others_played_face_down():
    """Rulebook, 2. Play Cards: played cards stay face down until Reveal; the log shows only how many."""
    race = new_race(players=("Ana", "Ben"))
    race.act("Ben", "gear 1")
    ben_play = race.legal_actions("Ben")[0]
    race.act("Ben", ben_play)
    seen = [f["action"] for f in decode(encode_frames(race.timeline, viewer="Ana")) if f["car"] == "Ben"]
    # Ana has not chosen her gear yet: Ben's gear, and the number of cards that tells it, stay secret
    assert seen == ["choose a gear", "play cards face down"]
    own = [f["action"] for f in decode(encode_frames(race.timeline, viewer="Ben")) if f["car"] == "Ben"]
    assert own == ["gear 1", str(ben_play)]
    race.act("Ana", "gear 1")
    race.act("Ana", race.legal_actions("Ana")[0])
    seen = [f["action"] for f in decode(encode_frames(race.timeline, viewer="Ben")) if f["car"] == "Ana"]
    assert seen == ["gear 1", "play 1 card face down"]  # the last to choose: every gear is public now


def test_a_viewer_sees_only_their_own_hand():
    race = new_race(players=("Ana", "Ben"))
    w = RaceWidget(race, viewer="Ana")
    assert w.viewer == "Ana"
    cars = {c["name"]: c for c in decode(w.frames)[-1]["state"]["cars"]}
    assert cars["Ana"]["hand"] is not None and cars["Ben"]["hand"] is None
    assert w.choices["car"] == "Ana"
    w.viewer = None  # a teacher: everything visible again
    cars = {c["name"]: c for c in decode(w.frames)[-1]["state"]["cars"]}
    assert cars["Ben"]["hand"] is not None
    with pytest.raises(hw.UnknownName, match=r"viewer must be one of the cars \(Ana, Ben, Black Legend\) or None, not 'Nobody'"):
        RaceWidget(race, viewer="Nobody")
    import traitlets
    with pytest.raises(traitlets.TraitError):
        w.viewer = "Nobody"
    assert w.viewer is None


def test_step_is_clamped_to_the_timeline():
    w = RaceWidget(new_race())
    w.step = 10_000
    assert w.step == len(w.frames) - 1
    w.step = -3
    assert w.step == 0


# ---- choices -----------------------------------------------------------------------------

def test_choices_are_the_legal_actions_of_the_person_to_decide():
    race = new_race()
    w = RaceWidget(race)
    c = w.choices
    d = race.pending[0]
    assert (c["car"], c["kind"]) == (d.car, d.kind) == ("Ana", "gear")
    assert c["actions"] == [str(a) for a in race.legal_actions("Ana")]
    assert c["hand"] == list(race.car("Ana").hand)
    assert c["seq"] == len(w.frames)


def test_a_choice_from_the_front_end_is_applied_and_appended():
    race = new_race()
    w = RaceWidget(race, bots={"Ben": random_legal})
    sent = capture(w)
    before = len(w.frames)
    click(w, "gear 2")
    assert ("Ana", "gear 2") in race.log
    assert len(w.frames) == len(race.timeline) > before
    assert w.step == len(w.frames) - 1, "the widget moves to the newest step"
    frames_msgs = [m for m in sent if m.get("type") == "frames"]
    assert frames_msgs and frames_msgs[0]["start"] == before
    assert sum(len(m["frames"]) for m in frames_msgs) == len(w.frames) - before
    assert w.message == ""
    assert w.choices["car"] == "Ana" and w.choices["kind"] == "play"


def test_appended_frames_travel_as_a_small_message_not_the_whole_list():
    race = new_race()
    w = RaceWidget(race)
    updates = []
    w._send = lambda msg, buffers=None: updates.append(msg)
    sent = capture(w)
    click(w, "gear 1")
    state_keys = {k for m in updates if m.get("method") in ("update", "echo_update") for k in m.get("state", {})}
    assert "frames" not in state_keys, "the whole timeline must not be re-sent for each move"
    assert {"step", "choices"} <= state_keys
    assert [m["start"] for m in sent if m.get("type") == "frames"] == [1]


def test_a_full_round_by_clicks_with_a_bot():
    race = new_race(legends=2, seed=11)
    w = RaceWidget(race, bots={"Ben": random_legal})
    start_round = race.round
    for _ in range(40):
        if race.round > start_round:
            break
        c = w.choices
        assert c["car"] == "Ana", "the bot's decisions never reach the person"
        click(w, c["actions"][-1])
        assert w.message == ""
    assert race.round == start_round + 1
    assert decode(w.frames)[w.step]["state"]["round"] == race.round


def test_an_illegal_choice_returns_the_engine_message_and_changes_nothing():
    race = new_race()
    w = RaceWidget(race)
    before = (len(race.timeline), w.choices, list(w.frames))
    click(w, "gear 4")  # from 1st gear: at most two gears up
    assert "legal" in w.message and "gear" in w.message
    assert (len(race.timeline), w.choices, w.frames) == before
    click(w, "gear 1")
    assert w.message == "", "the next good choice clears the message"


def test_stale_or_foreign_clicks_change_nothing():
    race = new_race()
    w = RaceWidget(race)
    n = len(race.timeline)
    click(w, "gear 1", seq=w.choices["seq"] - 1)
    assert "moved on" in w.message and len(race.timeline) == n
    click(w, "gear 1", car="Ben")
    assert "nothing to decide" in w.message and len(race.timeline) == n
    w._on_frontend_msg(w, "garbage", [])
    w._on_frontend_msg(w, {"type": "unknown"}, [])
    assert len(race.timeline) == n


def test_a_viewer_cannot_act_for_another_car():
    race = new_race()
    w = RaceWidget(race, viewer="Ben")
    assert w.choices["car"] == "Ben"
    click(w, "gear 1", car="Ana")
    assert len(race.timeline) == 1


def test_a_failing_bot_is_reported_not_raised():
    def broken(view, decision):
        raise RuntimeError("no idea")

    race = new_race()
    w = RaceWidget(race, bots={"Ben": broken})
    click(w, "gear 1")
    assert w.message == "Ben's bot failed at its gear decision in round 1: the strategy raised RuntimeError."
    assert isinstance(w.bot_error, hw.bots.StrategyError) and "no idea" in str(w.bot_error)
    assert w.choices.get("car") == "Ana"
    teacher = RaceWidget(new_race(), viewer=None, bots={"Ben": broken})  # sees everything, the error too
    assert teacher.message.startswith("StrategyError: race on usa (seed 7)") and "no idea" in teacher.message


def test_a_failing_bots_error_tells_another_seat_what_failed_not_what_the_bot_held(monkeypatch):
    """Issue 22, item 6: the widget's message for a StrategyError listed the bot's hand and plays
    (the engine's refusal of its play) to the viewer. Another seat reads which bot failed at which
    decision and how; the whole error stays in the kernel (widget.bot_error)."""
    def bad_play(view, decision):
        return "play 9 9 9" if decision.kind == "play" else view.legal_actions[0]

    def no_action(view, decision):
        return 3

    race = new_race(legends=0)
    w = RaceWidget(race, viewer="Ana", bots={"Ben": bad_play})
    click(w, "gear 2")
    assert "(hand: " in str(w.bot_error), "the engine's refusal lists the bot's hand"
    assert w.message == "Ben's bot failed at its play decision in round 1: the strategy chose an action the rules do " \
                        "not allow now."
    assert "9" not in w.message and "hand" not in w.message
    pt = RaceWidget(new_race(legends=0), viewer="Ana", bots={"Ben": bad_play}, language="pt")
    click(pt, "gear 2")
    assert pt.message == "O bot de Ben falhou na decisão (jogada) da ronda 1: a estratégia escolheu uma ação que as " \
                         "regras não permitem agora."
    assert RaceWidget(new_race(legends=0), viewer="Ana", bots={"Ben": no_action}).message.endswith(
        "gear decision in round 1: the strategy's answer is not an action.")
    monkeypatch.setattr(hw.bots.runner, "MAX_ROUNDS", 0)  # a race of bots that does not end
    stuck = RaceWidget(new_race(legends=0), viewer="Ana", bots={"Ben": hw.bots.heuristic})
    assert "has not ended after 0 rounds" in str(stuck.bot_error) and "seed" in str(stuck.bot_error)
    assert stuck.message == "A bot failed; the whole error is in the notebook: widget.bot_error."


def test_bots_as_one_strategy_and_bad_bots():
    race = new_race(players=("Ana", "Ben", "Cy"))
    w = RaceWidget(race, viewer="Ana", bots=random_legal)
    assert set(w.bots) == {"Ben", "Cy"}
    with pytest.raises(hw.UnknownName, match="bots: no car named 'Zed'"):
        RaceWidget(new_race(), bots={"Zed": random_legal})
    with pytest.raises(TypeError, match=r"bots\['Ben'\] must be a strategy name \(random, heuristic, cautious, "
                                        r"aggressive, search\) or function \(like hw.bots.heuristic\), not int"):
        RaceWidget(new_race(), bots={"Ben": 42})


# ---- moves made from Python ----------------------------------------------------------------

def test_moves_made_from_python_show_at_once():
    race = new_race()
    w = RaceWidget(race, bots={"Ben": random_legal})
    sent = capture(w)
    race.act("Ana", "gear 2")
    assert len(w.frames) == len(race.timeline)
    assert w.step == len(w.frames) - 1
    assert any(m.get("type") == "frames" for m in sent)
    assert w.choices["car"] == "Ana" and w.choices["kind"] == "play", "the bot moved on its own"


def test_refresh_without_a_subscription():
    race = new_race()
    w = RaceWidget(race)
    race.unsubscribe(w._listener)
    race.act("Ana", "gear 1")
    assert len(w.frames) == 1
    w.refresh()
    assert len(w.frames) == len(race.timeline)
    assert w.choices["seq"] == len(race.timeline) and w.choices["kind"] == "play"


def test_closed_widgets_stop_listening():
    race = new_race()
    w = RaceWidget(race)
    w.close()
    race.act("Ana", "gear 1")
    assert len(w.frames) == 1


def test_a_closed_widget_and_its_race_are_freed():
    """Issue 22, item 8: anywidget connected a lambda holding each widget to the class-level file
    contents of _esm/_css, so no widget was ever freed (about 1.2 MB each, its race included)."""
    import gc
    import weakref

    from ipywidgets.widgets.widget import _instances
    before = set(_instances)
    race = new_race()
    w = RaceWidget(race, viewer="Ana", bots={"Ben": hw.bots.heuristic})
    click(w, "gear 2")
    gone = weakref.ref(w), weakref.ref(race)
    w.close()
    del w, race
    gc.collect()
    assert [r() for r in gone] == [None, None]
    assert set(_instances) == before, "its layout is closed with it (ipywidgets keeps open ones)"


# ---- replays ---------------------------------------------------------------------------------

def test_a_replay_opens_at_step_zero():
    race = finished_race(["Ana", "Ben"], legends=2, seed=5)
    loaded = hw.Race.from_json(race.to_json())
    w = RaceWidget(loaded)
    assert w.step == 0
    assert len(w.frames) == len(race.timeline)
    assert w.choices == {}
    assert RaceWidget(loaded, step=12).step == 12


def test_timeline_of_a_finished_six_car_race_is_under_300_kb():
    race = finished_race([f"Player {i}" for i in range(6)], legends=0, seed=1)
    assert race.laps == 2
    w = RaceWidget(race)
    # as jupyter sends it: json.dumps with default separators, UTF-8
    size = len(json.dumps(w.frames, ensure_ascii=False).encode("utf-8"))
    assert size < 300 * 1024, f"{size / 1024:.0f} KB for {len(w.frames)} steps"


def test_encoder_is_incremental():
    race = finished_race(["Ana", "Ben"], legends=1, seed=2)
    steps = race.timeline
    enc = FrameEncoder()
    first = [enc.encode(s) for s in steps[:50]]
    rest = [enc.encode(s) for s in steps[50:]]
    assert first + rest == encode_frames(steps)


def test_save_html_is_a_standalone_offline_page(tmp_path):
    race = finished_race(["Ana", XSS], legends=1, seed=4)
    w = RaceWidget(race)
    path = w.save_html(tmp_path / "race.html")
    text = path.read_text(encoding="utf-8")
    assert text.startswith("<!doctype html>")
    assert "<script src" not in text and "<link" not in text, "nothing loaded from elsewhere"
    assert "cdn" not in text.lower()
    assert XSS not in text, "names travel as JSON with < escaped"
    assert ".hw-root" in text
