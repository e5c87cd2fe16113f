"""Teaching aids in a real JupyterLab (127.0.0.1, Debian's Chromium, no network beyond it): the
coach's advice taken by a click, the move preview on selecting cards (the same as race.preview),
an annotation shown in replay and in the save_html page, and a linked chart drawn offline."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from test_widget_browser import Notebook

pytestmark = pytest.mark.browser

CELLS = [
    # 0: a person (Ana, the only car without a bot: the default viewer) against a bot, with a coach
    """\
import heat_widget as hw
race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=7)
w = hw.RaceWidget(race, bots={"Ben": hw.bots.heuristic}, coach="heuristic")  # the quick coach
w""",
    # 1: what the kernel saw
    """print("PY_LOG=" + "|".join(f"{c}:{a}" for c, a in race.log) + f" PY_VIEWER={w.viewer}")""",
    # 2: the preview of the cards selected in the page, computed in Python
    """\
hand = w.choices["hand"]
picked = sorted(hand[i] for i in w.selection["cards"])
action = next(a for a in race.legal_actions("Ana") if sorted(a.cards) == picked)
from heat_widget.engine.preview_words import preview_text  # the widget's: said to the player deciding
print("PY_PREVIEW=" + preview_text(race.preview("Ana", action), "en", you=True) + " PY_SPACES=" + ",".join(map(str, race.preview("Ana", action).spaces)))""",
    # 3: a teacher's note on step 1, and the widget shows step 1
    """race.annotate(1, "Note for the class: why this gear?"); w.step = 1""",
    # 4: the standalone page
    """print("PY_SAVED=" + str(w.save_html("teach.html").resolve()))""",
    # 5: a linked chart, the first chart of this kernel (no plain chart shown before it)
    """hw.charts.linked(w, hw.charts.lap_chart(race, step=0))""",
]

CDN = re.compile(r"esm\.sh|jsdelivr|unpkg|cdnjs|skypack")


def test_coach_preview_annotation_and_offline_chart_in_jupyterlab(lab, page_factory, artifacts):
    page = page_factory(1280, 1400)
    outside = []  # every request to anywhere but this machine is refused and recorded

    def refuse(route):
        outside.append(route.request.url)
        route.abort()

    page.route(re.compile(r"^(https?|wss?)://(?!127\.0\.0\.1[:/])"), refuse)
    nb = Notebook.open(page, lab, "teach.ipynb", CELLS)
    root, play = nb.race_at_first_gear()

    # the coach: its advice for Ana's gear, taken with one click, reaches the kernel
    coach = root.locator(".hw-coach")
    expect(coach).to_be_visible()
    advice = coach.get_attribute("data-action")
    assert advice.startswith("gear ")
    expect(coach).to_contain_text("heuristic")
    seq = play.get_attribute("data-seq")
    coach.locator("button.hw-coach-take").click()
    expect(play).not_to_have_attribute("data-seq", seq)
    m = nb.output(1, r"PY_LOG=(.*) PY_VIEWER=(\S+)")
    assert [x for x in m.group(1).split("|") if x.startswith("Ana:")] == [f"Ana:{advice}"]
    assert m.group(2) == "Ana"

    # the preview: select cards; where they would take Ana shows on the board and in words
    expect(play).to_have_attribute("data-kind", "play")
    preview = root.locator(".hw-preview")
    cards = root.locator(".hw-hand-cards .hw-card.hw-selectable")
    submit = play.locator("button.hw-submit")
    for i in range(cards.count()):
        cards.nth(i).click()
        if submit.is_enabled():
            break
        if cards.nth(i).get_attribute("aria-pressed") == "true" and "No legal" in play.inner_text():
            cards.nth(i).click()
        else:
            expect(play.locator(".hw-choices-hint")).to_contain_text("more card")
    expect(submit).to_be_enabled()
    expect(preview).to_be_visible()
    shown = preview.inner_text()
    marks = root.locator(".hw-preview-layer .hw-preview-spot")
    m = nb.output(2, r"PY_PREVIEW=(.*) PY_SPACES=([\d,]+)")
    assert shown == m.group(1), "the page's preview is race.preview's"
    spaces = {int(s) for s in m.group(2).split(",")}
    assert {int(s) for s in marks.evaluate_all("ms => ms.map(m => m.dataset.space)")} == spaces
    root.scroll_into_view_if_needed()
    root.screenshot(path=str(artifacts / "widget-preview.png"))

    # the selection in progress (and so its preview) survives a page reload: it lives in the model
    pressed = root.locator('.hw-hand-cards [aria-pressed="true"]').evaluate_all("cs => cs.map(c => c.dataset.index)")
    page.keyboard.press("Control+s")
    expect(page.locator(".jp-mod-dirty")).to_have_count(0)
    page.reload()
    expect(root.locator("g.hw-car")).to_have_count(3)
    expect(root.locator('.hw-hand-cards [aria-pressed="true"]')).to_have_count(len(pressed))
    assert root.locator('.hw-hand-cards [aria-pressed="true"]').evaluate_all("cs => cs.map(c => c.dataset.index)") == pressed
    expect(preview).to_have_text(shown)

    # an annotation from Python shows in the replay at its step
    nb.run(3)
    expect(root).to_have_attribute("data-step", "1")
    note = root.locator(".hw-note")
    expect(note).to_be_visible()
    expect(note).to_contain_text("Note for the class: why this gear?")

    # ... and in the standalone page
    m = nb.output(4, r"PY_SAVED=(\S+)")
    saved = page_factory(1000, 900)
    saved.route(re.compile(r"^(https?|wss?)://"), lambda route: (saved.problems.append(f"network: {route.request.url}"),
                                                               route.abort()))
    saved.goto("file://" + m.group(1))
    expect(saved.locator("html")).to_have_attribute("data-ready", "true")
    expect(saved.locator(".hw-root")).to_have_attribute("data-step", "1")
    expect(saved.locator(".hw-note")).to_contain_text("Note for the class: why this gear?")
    expect(saved.locator(".hw-note-edit")).to_be_hidden()
    assert saved.problems == [], saved.problems

    # a linked chart renders with no network: vega-embed comes bundled, not from a CDN
    nb.run(5)
    chart = nb.cells.nth(5).locator(".vega-embed")
    expect(chart).to_be_visible()
    drawn = chart.locator("canvas, svg.marks").first
    expect(drawn).to_be_visible()
    box = drawn.bounding_box()
    assert box and box["width"] > 100 and box["height"] > 50
    assert not [u for u in outside if CDN.search(u)], outside
    nb.cells.nth(5).screenshot(path=str(artifacts / "linked-chart-offline.png"))
    assert page.problems == [], page.problems
