"""Which seat a page sees and acts for is the kernel's decision (issue 22, item 5): the page may
scrub and select cards, never rewrite `viewer` (null re-sent every hand) or `choices` (an act was
then applied for another car), as a player without kernel access could in `marimo run`."""
from __future__ import annotations

import heat_widget as hw
from heat_widget.widget.race_widget import PAGE_WRITES, RaceWidget


def new_race(seed=7):
    return hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=seed)


def page_writes(widget, state):
    """What the front-end sends when the page sets traits (model.set + save_changes)."""
    widget._handle_msg({"content": {"data": {"method": "update", "state": state, "buffer_paths": []}},
                        "buffers": []})


def page_acts(widget, car, action, seq=None):
    widget._handle_msg({"content": {"data": {"method": "custom", "content": {
        "type": "act", "car": car, "action": action, "seq": seq}}}, "buffers": []})


def record_updates(widget):
    """The state updates the kernel sends to the page."""
    sent = []
    widget._send = lambda msg, buffers=None: sent.append(msg)
    return sent


def hands_seen(widget) -> dict:
    """{car: hand} as the widget's frames show them (None: hidden)."""
    hands: dict = {}
    names = [n[0] for n in widget.frames[0]["n"]]
    hand_key = widget.frames[0]["k"].index("hand")
    for frame in widget.frames:
        for row in frame.get("d", []):
            for k, v in zip(row[1::2], row[2::2]):
                if k == hand_key:
                    hands[names[row[0]]] = v
    return hands


def test_the_page_cannot_switch_the_seat_it_sees_from():
    race = new_race()
    w = RaceWidget(race, viewer="Ana", bots={"Ben": hw.bots.random_legal})
    frames, choices = w.frames, w.choices
    assert hands_seen(w)["Ben"] is None
    sent = record_updates(w)
    page_writes(w, {"viewer": None})
    page_writes(w, {"viewer": "Ben"})
    assert w.viewer == "Ana" and w.frames == frames and w.choices == choices
    assert hands_seen(w)["Ben"] is None, "the bot's hand stays hidden"
    assert all(m.get("state", {}).get("viewer") == "Ana" for m in sent if "viewer" in m.get("state", {}))
    assert any(m.get("state") == {"viewer": "Ana"} for m in sent), "the page is given the kernel's seat back"
    w.viewer = None  # the kernel (a teacher's notebook) may still change it
    assert hands_seen(w)["Ben"] is not None


def test_the_page_cannot_write_choices_to_act_for_another_car():
    race = new_race()
    w = RaceWidget(race, viewer="Ana")  # Ben is another person's seat (another widget)
    forged = {"car": "Ben", "kind": "gear", "actions": ["gear 1", "gear 2"], "hand": None, "seq": w.choices["seq"]}
    page_writes(w, {"choices": forged})
    assert w.choices["car"] == "Ana"
    page_acts(w, "Ben", "gear 2", forged["seq"])
    assert race.log == [] and "Ben has nothing to decide from this widget now." == w.message


def test_every_act_is_checked_against_the_widgets_own_seat():
    """Even with choices naming another car (set on the kernel's side, whatever the way), an act
    is applied only for a car the widget's seat decides for: never a bot's, never another seat's."""
    race = new_race()
    w = RaceWidget(race, viewer="Ana")
    ben = RaceWidget(race, viewer="Ben")  # Ben's seat, on another page
    for car in ("Ben", "Black Legend"):
        w.set_trait("choices", {**ben.choices, "car": car})
        page_acts(w, car, "gear 1", w.choices["seq"])
        assert race.log == [] and f"{car} has nothing to decide" in w.message

    def broken(view, decision):
        raise RuntimeError("stuck")

    teacher = RaceWidget(new_race(), viewer=None, bots={"Ben": broken})  # Ben's gear stays to decide
    assert {d.car for d in teacher.race.pending} == {"Ana", "Ben"} and teacher.choices["car"] == "Ana"
    teacher.set_trait("choices", {**teacher.choices, "car": "Ben"})
    page_acts(teacher, "Ben", "gear 1", teacher.choices["seq"])
    assert teacher.race.log == [], "a teacher's widget acts for the people, not for the bots"


def test_the_page_may_only_scrub_and_select_cards():
    race = new_race()
    race.act("Ana", "gear 1")
    w = RaceWidget(race, viewer="Ana")
    before = {k: getattr(w, k) for k in w.keys if k not in PAGE_WRITES}
    page_writes(w, {"step": 0, "selection": {"key": "Ana/play/x", "cards": [0]}})
    assert w.step == 0 and w.selection == {"key": "Ana/play/x", "cards": [0]}
    forged = {dict: {"forged": 1}, list: [], str: "forged", bool: not True, int: 99}
    for key, value in before.items():  # one by one: a write the traits refuse would undo the others
        page_writes(w, {key: forged.get(type(value))})
    assert {k: getattr(w, k) for k in before} == before
    assert PAGE_WRITES == {"step", "selection"}
    sent = record_updates(w)
    page_writes(w, {**w.get_state(), "step": 1})  # the whole state, as a page may send it, one trait changed
    assert w.step == 1
    assert {k for m in sent for k in m.get("state", {})} <= PAGE_WRITES, "what the page did not change is not sent back"
