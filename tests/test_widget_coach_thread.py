"""The coach thinks on a thread of its own in a live kernel (issue 24, item 5: the coach beside a
person who is deciding; heat_widget/widget/coach.py `background`): the widget answers the page at
once, the advice says "thinking" until the judgement is in, and then it is the same advice, and the
same grades, as a coach thinking in place. A kernel is played here by a running asyncio loop on a
thread of its own (as Jupyter's, whatever loop the test process holds) and `in_kernel` answering
yes; outside a kernel (plain Python, these other tests) the coach thinks in place."""
from __future__ import annotations

import asyncio
import sys
import threading
import types

import pytest

import heat_widget as hw
import heat_widget.bots.judge as judge_module
import heat_widget.widget.coach as widget_coach
from heat_widget.bots.judge import judge
from heat_widget.widget.race_widget import RaceWidget
from heat_widget.widget.coach import background

CHEAP = "search:samples=4,width=3"


def new_race(seed=5):
    return hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=seed)


def widget(race, **kw):
    return RaceWidget(race, viewer="Ana", bots={"Ben": hw.bots.heuristic}, coach=CHEAP, **kw)


def click(w, action):
    w._on_frontend_msg(w, {"type": "act", "car": "Ana", "action": action, "seq": w.choices["seq"]}, [])


async def until_answered(out, what="the coach's thread"):
    """Let the kernel's loop run until `out()` (the results sent to a worker thread and not back) is 0."""
    for _ in range(6000):
        if out() == 0:
            break
        await asyncio.sleep(0.02)
    await asyncio.sleep(0)
    assert out() == 0, f"{what} never answered"


async def settle(w):
    """Let the kernel's loop run until every judgement sent to the coach's thread is back."""
    await until_answered(lambda: w._coach.out)


def in_kernel(coroutine, kernel=True):
    """Run `coroutine()` as a kernel's cell: on a loop of its own thread (whatever loop the test
    process may hold: Playwright's sync API leaves one), `in_kernel` saying `kernel` meanwhile."""
    out: dict = {}

    def run():
        try:
            out["value"] = asyncio.run(coroutine())
        except BaseException as e:  # raised again in the test's thread
            out["error"] = e

    real = widget_coach.in_kernel
    widget_coach.in_kernel = lambda: kernel
    try:
        thread = threading.Thread(target=run, name="kernel")
        thread.start()
        thread.join()
    finally:
        widget_coach.in_kernel = real
    if "error" in out:
        raise out["error"]
    return out["value"]


def spy_threads(monkeypatch, module, name: str) -> list:
    """Wrap `module.name` (a function) so each call notes the name of the thread it runs on; the list
    of those names is returned, filled as calls come."""
    threads: list = []
    real = getattr(module, name)

    def spy(*args, **kw):
        threads.append(threading.current_thread().name)
        return real(*args, **kw)

    monkeypatch.setattr(module, name, spy)
    return threads


def test_in_a_kernel_the_advice_says_thinking_then_matches_the_coach_thinking_in_place(monkeypatch):
    threads = spy_threads(monkeypatch, judge_module, "judge")
    in_place = widget(new_race()).coach_state["advice"]
    assert len(threads) == 1 and "thinking" not in in_place  # outside a kernel: in place

    async def main():
        w = widget(new_race())
        first = w.coach_state["advice"]
        assert first["thinking"] is True and "action" not in first  # the widget did not wait for the judge
        await settle(w)
        return w.coach_state["advice"]

    advice = in_kernel(main)
    assert threads[0] == threading.current_thread().name and threads[1].startswith("heat-coach")
    assert advice == in_place  # the same advice: the thread judged a copy of the same present


def test_a_click_before_the_judgement_is_in_is_graded_when_it_comes():
    """The person is quicker than the coach: the move is made at once (the bots answer), and its
    grade is the one a coach thinking in place gives, at the step that shows the move."""
    race = new_race()
    worst = str(judge(race, "Ana", samples=4, width=3).options[-1].action)
    slow = widget(new_race())
    click(slow, worst)
    want = slow.coach_state["grades"]

    async def main():
        w = widget(race)
        click(w, worst)
        assert len(race.log) > 1 and w.coach_state["grades"] == {}  # moved on; the grade is still coming
        await settle(w)
        return w.coach_state

    state = in_kernel(main)
    assert want and state["grades"] == want
    assert state["last"] == int(next(iter(want)))


def test_a_play_the_judge_did_not_weigh_is_judged_again_on_the_thread_and_graded():
    race = new_race()

    async def main():
        w = widget(race)
        await settle(w)
        click(w, w.coach_state["advice"]["action"])  # the gear
        await settle(w)
        weighed = {o["action"] for o in w.coach_state["advice"]["options"]}
        judged = {str(o.action) for o in judge(race, "Ana", samples=4, width=3).options}
        off = next(a for a in w.choices["actions"] if a not in judged and a not in weighed)
        click(w, off)
        await settle(w)
        return off, w.coach_state["grades"]

    off, grades = in_kernel(main)
    assert any(g["action"] == off for g in grades.values())


def test_a_judgement_that_comes_back_after_the_race_was_rebuilt_is_dropped():
    async def main():
        w = widget(new_race())
        coach = w._coach
        assert coach.out == 1
        coach.forget()  # what the widget does when the race is rebuilt under it
        await settle(w)
        return coach

    coach = in_kernel(main)
    assert coach._judged == {} and coach.grades == {}
    assert coach._advice["thinking"] is True  # the stale judgement did not answer the decision now


def test_closing_the_widget_ends_the_coachs_thread():
    async def main():
        w = widget(new_race())
        thread = w._coach._worker.executor
        assert thread is not None
        w.close()
        return w, thread

    w, thread = in_kernel(main)
    thread.shutdown(wait=True)
    assert w._coach._worker.executor is None


def test_without_a_kernel_in_marimo_or_in_pyodide_the_coach_thinks_in_place(monkeypatch):
    assert background(lambda fn: fn()) is None  # no kernel: plain Python, scripts, tests

    async def kernel():
        return background(lambda fn: fn())

    assert callable(in_kernel(kernel))
    # a running loop that is not a kernel's (Playwright's sync API leaves one): nobody would run
    # the coach's answer, so it thinks in place
    assert in_kernel(kernel, kernel=False) is None
    marimo = types.SimpleNamespace(running_in_notebook=lambda: True)
    monkeypatch.setitem(sys.modules, "marimo", marimo)
    assert in_kernel(kernel) is None  # marimo's cells own the widget's messages
    monkeypatch.delitem(sys.modules, "marimo")
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert in_kernel(kernel) is None  # Pyodide has no threads


@pytest.mark.parametrize("seed", [3, 8])
def test_the_judge_of_a_copy_is_the_judge_of_the_race(seed):
    """What makes the thread safe and its advice the same: judging race.copy() (the present, nothing
    shared) gives the judgement of the race itself, at every kind of planning decision."""
    race = new_race(seed)
    seen = set()
    while not race.finished and len(seen) < 2:
        d = race.pending[0]
        if d.car == "Ana" and d.kind in ("gear", "play") and d.kind not in seen and len(race.legal_actions("Ana")) > 1:
            seen.add(d.kind)
            a, b = judge(race, "Ana", samples=2, width=3), judge(race.copy(), "Ana", samples=2, width=3)
            assert [(o.text, o.wins, o.mean_place) for o in a.options] == \
                [(o.text, o.wins, o.mean_place) for o in b.options]
        race.act(d.car, hw.bots.heuristic(race.view(d.car), d))
    assert seen == {"gear", "play"}
