"""The widget in Portuguese in a real JupyterLab (127.0.0.1, Debian's Chromium): a person plays a
gear against a bot by clicking, and the panels, the status line, the choices and the story read
Portuguese; the save_html page of that widget is Portuguese too (issue 14, item 7, Done means:
"a browser test of the widget in Portuguese")."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from test_widget_browser import Notebook

pytestmark = pytest.mark.browser

CELLS = [
    # 0: Ana (the only car without a bot) against a bot, in Portuguese, with a coach
    """\
import heat_widget as hw
race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=7)
w = hw.RaceWidget(race, bots={"Ben": hw.bots.heuristic}, coach="heuristic", language="pt")
w""",
    # 1: what the kernel saw, and the story of the last step in Portuguese
    """print("PY_LOG=" + "|".join(f"{c}:{a}" for c, a in race.log) + " PY_LANG=" + w.language)""",
    # 2: the standalone page
    """print("PY_SAVED=" + str(w.save_html("pt.html").resolve()))""",
]

# English labels of the widget that must not show in Portuguese (each has a Portuguese entry)
ENGLISH = ["Gear", "Speed", "Engine", "Deck", "Discard", "Round ", "Waiting for", "Previous step",
           "What happened", "Take advice", "choose a gear", "Play area", "START / FINISH", "begins"]


def _no_english(text: str) -> list[str]:
    return [w for w in ENGLISH if w in text]


def test_the_widget_in_portuguese_plays_by_clicking_and_saves_a_portuguese_page(lab, page_factory, artifacts):
    page = page_factory(1280, 1300)
    nb = Notebook.open(page, lab, "pt.ipynb", CELLS)
    root, play = nb.race_at_first_gear()
    expect(root).to_have_attribute("lang", "pt")

    # before the click: panels, status, prompt and coach in Portuguese
    expect(root.locator(".hw-title-status")).to_contain_text("Ronda 1")
    expect(root.locator(".hw-title-status")).to_contain_text("À tua espera")
    expect(root.locator('.hw-panel[data-car="Ana"] .hw-s-gear .hw-stat-label')).to_have_text("Mud.")
    expect(root.locator('.hw-panel[data-car="Ana"] .hw-s-gear')).to_have_attribute("title", "Mudança")
    expect(root.locator('.hw-panel[data-car="Ana"] .hw-s-engine .hw-stat-label')).to_have_text("Motor")
    expect(play.locator(".hw-choices-title")).to_have_text("Ana: escolher a mudança")
    expect(root.locator(".hw-coach-take")).to_have_text("Seguir o conselho")
    expect(root.locator(".hw-finish-label")).to_have_text("PARTIDA / META")

    # play a gear by clicking its button (labelled in Portuguese, the action text as data-action)
    gear = play.locator('button[data-action^="gear "]').first
    action = gear.get_attribute("data-action")
    expect(gear).to_have_text("mudança " + action.split()[1])
    seq = play.get_attribute("data-seq")
    gear.click()
    expect(play).not_to_have_attribute("data-seq", seq)
    m = nb.output(1, r"PY_LOG=(.*) PY_LANG=(\w+)")
    assert f"Ana:{action}" in m.group(1).split("|") and m.group(2) == "pt"
    expect(play).to_have_attribute("data-kind", "play")
    expect(play.locator(".hw-choices-hint")).to_contain_text("Escolhe")

    # the story of the steps so far reads Portuguese (the engine's sentences, the widget's labels)
    root.locator(".hw-prev").click()
    story = root.locator(".hw-narration")
    expect(story.locator(".hw-narration-title")).to_contain_text("Ronda 1")
    root.locator(".hw-live").click()
    text = root.inner_text()
    assert _no_english(text) == [], _no_english(text)
    assert "Mão de Ana" in text or "A tua mão" in text
    root.scroll_into_view_if_needed()
    root.screenshot(path=str(artifacts / "widget-portuguese.png"))

    # the saved page: <html lang="pt">, a Portuguese title, the replay in Portuguese
    m = nb.output(2, r"PY_SAVED=(\S+)")
    saved = page_factory(1100, 900)
    saved.route(re.compile(r"^(https?|wss?)://"), lambda route: (saved.problems.append(f"network: {route.request.url}"),
                                                               route.abort()))
    saved.goto("file://" + m.group(1))
    expect(saved.locator("html")).to_have_attribute("data-ready", "true")
    expect(saved.locator("html")).to_have_attribute("lang", "pt")
    assert saved.title().startswith("Repetição de uma corrida de Heat")
    sroot = saved.locator(".hw-root")
    expect(sroot.locator(".hw-step-label")).to_contain_text("Passo")
    sroot.click(position={"x": 5, "y": 5})  # keyboard focus to the widget, then its first step
    saved.keyboard.press("Home")
    expect(sroot).to_have_attribute("data-step", "0")
    expect(sroot.locator(".hw-narration-title")).to_have_text("Ronda 1 · A corrida está preparada")
    expect(sroot.locator(".hw-events")).to_contain_text("Começa a ronda 1")
    expect(sroot.locator(".hw-events")).to_contain_text("parte na posição 2 da grelha")
    stext = sroot.inner_text()
    assert _no_english(stext) == [], _no_english(stext)
    saved.screenshot(path=str(artifacts / "saved-portuguese.png"))
    assert saved.problems == [], saved.problems
    assert page.problems == [], page.problems
