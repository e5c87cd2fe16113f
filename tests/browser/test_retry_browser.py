"""Retry a decision inside the replay, by clicking in JupyterLab (issue 33 item 3): on a finished
race whose review marks one of Ana's gear decisions, "Next mistake" goes to it, "Retry this
decision" shows the race at that decision with Ana's choices, a click chooses another gear, the
panel shows the grades of the new choice and of the move made in the race (the kernel's, from
hw.analysis.retry), and "Back to the replay" returns to the replay at that step. The judge works on
a thread of the kernel's: here it waits for the notebook's next cell, which runs meanwhile (the
kernel's thread is free) while the page says "Judging your choice..."; the header says "Retry: your
choice", not "Waiting for you", while Ana chooses again. Screenshots of the retry judging, graded
and of the replay after it go to test-artifacts/."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from test_widget_browser import Notebook

pytestmark = pytest.mark.browser

SETUP = """\
import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=11)
play_bots(race, {"Ana": random_legal, "Ben": random_legal})
step, made = next((i + 1, str(a)) for i, (car, a) in enumerate(race.log)
                  if car == "Ana" and i > 4 and str(a).startswith("gear ")
                  and len(race.fork(i).legal_actions(car)) >= 3)
import importlib, threading
gate = threading.Event()  # the retry's judge waits for cell 2: it can run only if the kernel's thread is free
retry_module = importlib.import_module("heat_widget.analysis.retry")
real_judge = retry_module.judge
def gated_judge(*args, **kw):
    gate.wait(120)
    return real_judge(*args, **kw)
retry_module.judge = gated_judge
w = hw.RaceWidget(race, viewer="Ana")
w.retry_judge = {"samples": 4, "width": 3}
w.review_marks = [[step, "Ana", "mistake", "mistake", 12, made, made]]  # as show_review puts a review's mark
w"""
REPORT = """print(f"PY_STEP={step} PY_MADE={made} PY_RETRY={sorted(w.retry)} PY_AT={w.step} PY_SAME={w.race is race}")"""
RELEASE = """print(f"PY_JUDGING={w.retry.get('judging')}"); gate.set()"""


def test_retry_a_graded_decision_by_clicking(lab, page_factory, artifacts):
    page = page_factory(1280, 1300)
    nb = Notebook.open(page, lab, "retry.ipynb", [SETUP, REPORT, RELEASE])
    nb.run(0)
    root = page.locator(".hw-root")
    expect(root.locator(".hw-grade-marks .hw-grade-mark")).to_have_count(1)
    m = nb.output(1, r"PY_STEP=(\d+) PY_MADE=(gear \d)")
    step, made = int(m.group(1)), m.group(2)
    root.locator("button.hw-next-mistake").click()
    expect(root).to_have_attribute("data-step", str(step))
    retry = root.locator("button.hw-retry")
    expect(retry).to_be_visible()
    retry.click()

    panel = root.locator(".hw-retry-panel")
    expect(panel).to_have_attribute("data-state", "choosing")
    status = root.locator(".hw-title-status")
    expect(status).to_contain_text("Retry: your choice")
    expect(status).not_to_contain_text("Waiting for you")
    expect(panel).to_contain_text(made)
    expect(root).to_have_attribute("data-step", str(step - 1))  # the decision, before the move
    expect(root.locator(".hw-grade-marks .hw-grade-mark")).to_have_count(0)  # the replay's grades are not the fork's
    play = root.locator(".hw-choices")
    expect(play).to_have_attribute("data-kind", "gear")
    buttons = play.locator("button.hw-action")
    labels = buttons.all_inner_texts()
    other = next(label for label in labels if label != made)
    buttons.nth(labels.index(other)).click()

    expect(panel).to_have_attribute("data-state", "judging")
    expect(panel.locator(".hw-retry-note")).to_have_text("Judging your choice\u2026")
    expect(status).to_contain_text("Judging your choice\u2026")
    expect(root.locator(".hw-narration-title")).to_contain_text(other)  # the choice is shown at once
    root.screenshot(path=str(artifacts / "retry-judging.png"))
    assert nb.output(2, r"PY_JUDGING=(\w+)").group(1) == "True", "the kernel ran a cell while the judge worked"
    expect(panel).to_have_attribute("data-state", "graded", timeout=120_000)
    expect(status).to_contain_text("Retry: both choices graded")
    new, old = panel.locator(".hw-retry-new"), panel.locator(".hw-retry-old")
    expect(new).to_contain_text(other)
    expect(old).to_contain_text(made)
    for line in (new, old):
        assert line.get_attribute("data-grade") in ("best", "good", "inaccuracy", "mistake", "blunder")
        expect(line.locator(".hw-grade-word")).not_to_be_empty()
    expect(play).to_be_hidden()  # one decision, no more
    root.scroll_into_view_if_needed()
    root.screenshot(path=str(artifacts / "retry-graded.png"))

    panel.locator("button.hw-retry-back").click()
    expect(panel).to_be_hidden()
    expect(root).to_have_attribute("data-step", str(step))
    expect(root.locator(".hw-narration-title")).to_contain_text(made)  # the replay's own story again
    expect(root.locator(".hw-grade-marks .hw-grade-mark")).to_have_count(1)
    m = nb.output(1, r"PY_RETRY=(\[.*?\]) PY_AT=(\d+) PY_SAME=(\w+)")
    assert m.groups() == ("[]", str(step), "True"), "the kernel is back on the replay, at that step"
    root.screenshot(path=str(artifacts / "retry-back.png"))
    assert page.problems == [], page.problems
