"""The grading coach in a real JupyterLab (issue 24, item 5): with the search as coach and try_first,
the advice is hidden until asked, a click shows it (the kernel decides), Ana plays a move and its
grade shows beside it; a review's marks sit on the replay slider and a button jumps to a mistake.
No error message is shown throughout."""
from __future__ import annotations


import pytest
from playwright.sync_api import expect

from test_widget_browser import Notebook

pytestmark = pytest.mark.browser

CELLS = [
    # 0: Ana (the only car without a bot) against a bot, the search coaching, advice on request
    """\
import heat_widget as hw
race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=7)
w = hw.RaceWidget(race, bots={"Ben": hw.bots.heuristic}, coach="search:samples=4,width=3", try_first=True)
w""",
    # 1: what the kernel holds
    """import threading
print("PY_GRADES=" + ",".join(f"{k}:{g['grade']}" for k, g in w.coach_state["grades"].items())
      + " PY_MESSAGE=" + repr(w.message)
      + f" PY_THREAD={any(t.name.startswith('heat-coach') for t in threading.enumerate())}")""",
    # 2: a review table's marks on Ben's two first moves (hand-made in the shape hw.analysis.review
    # gives: `step` is the timeline step a decision is taken at, the move shows at the next)
    """\
import polars as pl
ben = [i - 1 for i, s in enumerate(race.timeline) if s.car == "Ben"][:2]
w.show_review(pl.DataFrame({"step": ben, "car": ["Ben", "Ben"], "action": ["gear 1", "play 4"],
                            "best": ["gear 2", "play 4 3"], "loss": [0.25, 0.12], "grade": ["mistake", "inaccuracy"]}))
print("PY_BEN=" + ",".join(str(i + 1) for i in ben))""",
]


def test_coach_grades_a_move_and_marks_the_replay_in_jupyterlab(lab, page_factory, artifacts):
    page = page_factory(1280, 1400)
    nb = Notebook.open(page, lab, "coach.ipynb", CELLS)
    root, play = nb.race_at_first_gear()

    # try first: the advice is hidden; the button asks the kernel for it
    coach = root.locator(".hw-coach")
    expect(coach).to_have_attribute("data-state", "hidden")
    expect(coach.locator(".hw-coach-take")).to_be_hidden()
    coach.locator("button.hw-coach-ask").click()
    expect(coach).to_have_attribute("data-state", "shown")
    best = coach.get_attribute("data-action")
    assert best.startswith("gear ")
    options = coach.locator(".hw-coach-option")
    expect(options.first).to_contain_text("% to win (")
    root.scroll_into_view_if_needed()
    root.screenshot(path=str(artifacts / "coach-advice.png"))

    # Ana plays a gear that is not the advice: its grade appears beside the move and as a note
    other = play.locator("button[data-action^='gear ']").evaluate_all(
        "bs => bs.map(b => b.dataset.action)")
    move = next(a for a in other if a != best)
    seq = play.get_attribute("data-seq")
    play.locator(f"button[data-action='{move}']").click()
    expect(play).not_to_have_attribute("data-seq", seq)
    note = coach.locator(".hw-coach-note")
    expect(note).to_be_visible()
    expect(note).to_contain_text(f"Ana played {move}: ")
    grade = note.get_attribute("data-grade")
    assert grade in ("best", "good", "inaccuracy", "mistake", "blunder")
    expect(coach).to_have_attribute("data-state", "hidden")  # the next decision: hidden again
    m = nb.output(1, r"PY_GRADES=(\S*) PY_MESSAGE=(.*) PY_THREAD=(\w+)")
    step, kernel_grade = m.group(1).split(",")[0].split(":")
    assert kernel_grade == grade and m.group(2) == "''"
    assert m.group(3) == "True"  # in a kernel the coach thought on its own thread, the kernel free for clicks
    root.locator(".hw-slider").fill(step)
    expect(root).to_have_attribute("data-step", step)
    badge = root.locator(".hw-narration .hw-grade")
    expect(badge).to_be_visible()
    expect(badge).to_have_attribute("data-grade", grade)
    expect(root.locator(".hw-narration-title")).to_contain_text(move)
    root.screenshot(path=str(artifacts / "coach-grade.png"))

    # a review's marks on the slider (with Ana's own grade when it is a mistake); the mistake
    # buttons jump from one to the next
    ben = nb.output(2, r"PY_BEN=([\d,]+)").group(1).split(",")
    marks = root.locator(".hw-grade-marks .hw-grade-mark")
    expect(root.locator(f".hw-grade-marks .hw-grade-mark[data-step='{ben[1]}']")).to_have_attribute("data-grade", "inaccuracy")
    expect(root.locator(f".hw-grade-marks .hw-grade-mark[data-step='{ben[0]}']")).to_have_attribute("data-grade", "mistake")
    marked = sorted(int(x) for x in marks.evaluate_all("ms => ms.map(m => m.dataset.step)"))
    assert {int(b) for b in ben} <= set(marked) and len(marked) <= 3
    root.locator(".hw-slider").fill("0")
    expect(root).to_have_attribute("data-step", "0")
    for at in marked:
        root.locator(".hw-next-mistake").click()
        expect(root).to_have_attribute("data-step", str(at))
        expect(badge).to_be_visible()
    expect(root.locator(".hw-next-mistake")).to_be_disabled()
    root.locator(".hw-grade-marks").scroll_into_view_if_needed()
    root.screenshot(path=str(artifacts / "coach-review-marks.png"))

    expect(root.locator(".hw-message")).to_be_hidden()  # no error message at any point
    assert page.problems == [], page.problems
