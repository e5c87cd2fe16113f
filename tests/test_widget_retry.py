"""Retry a decision inside the replay (issue 33 item 3; heat_widget/widget/retry.py), driven by the
page's messages as the front-end sends them: a graded decision of the seat's car shows the race at
that decision with the same future cards (race.fork), only that car chooses, the judge grades the
new choice against the one made in the race (both grades sent to the page), and "Back to the
replay" returns to the replay at that step. The kernel decides which decisions and which car."""
from __future__ import annotations

import base64
import importlib
import json
import re
import subprocess

import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
from heat_widget.widget.race_widget import RaceWidget
from test_frontend_js import ROOT, _node  # node and js/node_modules (happy-dom), as the front-end's tests
from test_widget_coach_thread import in_kernel, spy_threads, until_answered  # a kernel: a loop on a thread of its own

analysis_retry = importlib.import_module("heat_widget.analysis.retry")  # (hw.analysis.retry is the function)
JUDGE = {"samples": 4, "width": 3}  # small: the grades' worth is the judge's own tests'


@pytest.fixture(scope="module")
def finished():
    """A finished race and the first step (a frame showing Ana's move) where Ana had a choice."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=11)
    play_bots(race, {"Ana": random_legal, "Ben": random_legal})
    for i, (car, action) in enumerate(race.log):
        legal = [str(a) for a in race.fork(i).legal_actions(car)]
        if car == "Ana" and len(legal) >= 3 and i > 4:
            return race, i + 1, str(action), legal
    raise AssertionError("no decision of Ana with a choice")


def widget_on(race, step, viewer="Ana", car="Ana", made="gear 1"):
    w = RaceWidget(race, viewer=viewer)
    w.retry_judge = dict(JUDGE)
    w.review_marks = [[step, car, "mistake", "mistake", 12, made, made]]  # as show_review puts them
    return w


def send(w, **content):
    w._on_frontend_msg(w, content, [])


def test_a_graded_decision_is_retried_from_the_same_position_by_its_seat_only(finished):
    race, step, made, legal = finished
    w = widget_on(race, step, made=made)
    frames = len(w.frames)
    send(w, type="retry", step=step)
    assert w.retry["step"] == step and w.retry["car"] == "Ana" and w.retry["made"] == made
    assert len(w.frames) == step == w.step + 1, "the race shown stops at the decision (the frame before the move)"
    assert w.race is not race and w.race.log == race.log[:step - 1], "a fork: the same moves before it"
    c = w.choices
    assert c["car"] == "Ana" and sorted(c["actions"]) == sorted(legal)
    assert race.finished and len(race.timeline) == frames, "the replay itself is left as it was"


def test_the_new_choice_is_graded_against_the_move_made_and_back_returns_to_the_replay(finished):
    race, step, made, legal = finished
    w = widget_on(race, step, made=made)
    frames = list(w.frames)
    send(w, type="retry", step=step)
    other = next(a for a in legal if a != made)
    send(w, type="act", car="Ana", action=other, seq=w.choices["seq"])
    r = w.retry
    assert r["chosen"] == other and r["new"]["action"] == other and r["old"]["action"] == made
    assert r["new"]["grade"] in ("best", "good", "inaccuracy", "mistake", "blunder")
    assert r["old"]["word"] and r["new"]["word"] and r["new"]["reason"]
    again = hw.analysis.retry(race, step - 1, other, language="en", **JUDGE)
    assert (r["new"]["grade"], r["old"]["grade"]) == (again.new.label, again.old.label), "the analysis' own grades"
    assert w.choices == {}, "one decision is retried, no more"
    assert len(w.frames) == step + 1 and w.race.log[-1] == ("Ana", w.race.log[-1][1]), "the new move is shown"
    assert str(w.race.log[-1][1]) == other
    send(w, type="retry_back")
    assert w.retry == {} and w.race is race and w.frames == frames and w.step == step
    assert w.choices == {}


def test_the_page_cannot_retry_another_seats_or_an_ungraded_decision(finished):
    race, step, made, legal = finished
    w = widget_on(race, step, viewer="Ben", made=made)  # Ben's seat, Ana's graded move
    send(w, type="retry", step=step)
    assert w.retry == {} and w.race is race and "cannot retry" in w.message
    w = widget_on(race, step, made=made)
    send(w, type="retry", step=step + 1)  # no grade there
    assert w.retry == {} and "Only a graded decision" in w.message
    send(w, type="retry", step="1")
    assert w.retry == {} and w.race is race
    send(w, type="retry", step=step)
    send(w, type="act", car="Ben", action=legal[0], seq=w.choices["seq"])  # only the retried car chooses
    assert "Ben has nothing to decide" in w.message and "chosen" not in w.retry


def test_a_teachers_widget_retries_any_cars_graded_decision_and_the_coach_stays_quiet(finished):
    race, step, made, legal = finished
    w = widget_on(race, step, viewer=None, made=made)
    w._coach = object()  # a coach would advise the decision retried: it is parked meanwhile
    send(w, type="retry", step=step)
    assert w.retry["car"] == "Ana" and w.choices["car"] == "Ana" and w._coach is None
    send(w, type="retry_back")
    assert w._coach is not None and w.retry == {}
    w._coach = None


async def settled(w):
    """Let the kernel's loop run until the retry's worker has answered."""
    await until_answered(lambda: w._retry_worker.out, "the retry's worker")


def test_in_a_kernel_the_choice_is_judged_off_the_kernels_thread_with_the_same_grades(finished, monkeypatch):
    """The judge takes seconds: in a kernel the widget shows the choice at once, says it is judging
    (the page's "Judging your choice..."), judges on a worker thread (the coach's mechanism), and
    then shows the grades a judge in place gives."""
    race, step, made, legal = finished
    other = next(a for a in legal if a != made)
    in_place = widget_on(race, step, made=made)
    send(in_place, type="retry", step=step)
    send(in_place, type="act", car="Ana", action=other, seq=in_place.choices["seq"])
    want = in_place.retry
    threads = spy_threads(monkeypatch, analysis_retry, "judge")

    async def main():
        w = widget_on(race, step, made=made)
        send(w, type="retry", step=step)
        send(w, type="act", car="Ana", action=other, seq=w.choices["seq"])
        judging = dict(w.retry)
        shown = str(w.race.log[-1][1])
        await settled(w)
        return w, judging, shown

    w, judging, shown = in_kernel(main)
    assert judging["judging"] is True and judging["chosen"] == other and "new" not in judging
    assert shown == other, "the choice is shown while it is judged"
    assert len(threads) == 1 and threads[0].startswith("heat-retry")
    assert w.retry == want and w.choices == {}
    w.close()


def test_a_grade_that_comes_after_back_to_the_replay_is_dropped(finished):
    race, step, made, legal = finished
    other = next(a for a in legal if a != made)

    async def main():
        w = widget_on(race, step, made=made)
        frames = list(w.frames)
        send(w, type="retry", step=step)
        send(w, type="act", car="Ana", action=other, seq=w.choices["seq"])
        assert w.retry["judging"] is True and w._retry_worker.out == 1
        send(w, type="retry_back")  # before the judge is done (the kernel's loop has not run since)
        await settled(w)
        return w, frames

    w, frames = in_kernel(main)
    assert w.retry == {} and w.race is race and w.frames == frames and w.step == step
    assert w.message == "" and w.choices == {}
    send(w, type="retry", step=step)  # and the decision can be retried again, in place
    assert w.retry["step"] == step and "judging" not in w.retry
    w.close()


# Renders a saved page's state with the page's own code (the bundle save_html inlines), in happy-dom
# (js/node_modules), as a saved page and as a live widget: what the retry button and panel show.
RENDER = """
const [helpers, statePath, codePath] = process.argv.slice(-3);
const { readFileSync } = await import("node:fs");
const { installDom, fakeModel } = await import(helpers);
installDom();
const state = JSON.parse(readFileSync(statePath, "utf8"));
const widget = (await import(codePath)).default;
const out = {};
for (const readonly of [true, false]) {
  const model = fakeModel({ ...state, readonly });
  const el = document.createElement("div");
  document.body.appendChild(el);
  widget.initialize({ model });
  widget.render({ model, el });
  const button = el.querySelector("button.hw-retry");
  out[readonly ? "saved" : "live"] = { button: !button.hidden, panel: !el.querySelector(".hw-retry-panel").hidden,
    step: Number(el.querySelector(".hw-root").dataset.step) };
}
console.log(JSON.stringify(out));
"""


def saved_page_shows(page, tmp_path):
    """{"saved": {button, panel, step}, "live": ...}: the saved page's state and code drawn."""
    state = json.loads(re.search(r'id="heat-race-state">(.*?)</script>', page, re.S).group(1))
    code = re.search(r'id="heat-race-code">(.*?)</script>', page, re.S).group(1)
    (tmp_path / "state.json").write_text(json.dumps(state))
    (tmp_path / "widget.mjs").write_bytes(base64.b64decode(code))
    helpers = (ROOT / "js" / "tests" / "helpers.js").as_uri()
    proc = subprocess.run([_node(), "--input-type=module", "-e", RENDER, helpers, str(tmp_path / "state.json"),
                           (tmp_path / "widget.mjs").as_uri()], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return state, json.loads(proc.stdout.strip().splitlines()[-1])


def test_a_saved_replay_page_offers_no_retry_it_could_not_do(finished, tmp_path):
    """save_html's page has no kernel: at a graded move of the seat's car, where the live widget
    offers "Retry this decision", the saved page shows no such button; saved during a retry, the
    page is the replay's (at the step the retry started from), with no retry panel."""
    race, step, made, legal = finished
    w = widget_on(race, step, made=made)
    w.step = step
    replay = list(w.frames)
    state, shown = saved_page_shows(w.to_html(), tmp_path)
    assert state["readonly"] is True and "retry" not in state
    assert shown["live"] == {"button": True, "panel": False, "step": step}, "the same state, live, offers it"
    assert shown["saved"] == {"button": False, "panel": False, "step": step}
    send(w, type="retry", step=step)
    send(w, type="act", car="Ana", action=next(a for a in legal if a != made), seq=w.choices["seq"])
    state, shown = saved_page_shows(w.to_html(), tmp_path)
    assert state["frames"] == replay and state["step"] == step, "the replay, not the fork being retried"
    assert shown["saved"] == {"button": False, "panel": False, "step": step}
