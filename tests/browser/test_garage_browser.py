"""Issue 11, Done means: in a real JupyterLab, draft an upgrade card and play a Brakes and a Salvage
choice by clicking; the kernel sees each."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from test_widget_browser import Notebook

pytestmark = pytest.mark.browser

DRAFT = """\
import heat_widget as hw
race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=4, modules=["garage"])
w = hw.RaceWidget(race, bots={"Ben": hw.bots.heuristic})
w"""
DRAFT_REPORT = """\
print("PY_DRAFT=" + ",".join(a for n, a in race.log if n == "Ana"))"""
SYMBOLS = """\
r2 = hw.Race.scenario(track="usa", seed=1, modules=["garage"], cars=[
    {"name": "Ana", "space": 20, "gear": 2, "hand": ["u8", "u22", "2", "2", "3", "3", "4"], "deck": ["1", "2", "..."],
     "discard": ["4", "H"], "engine": 3},
    {"name": "Ben", "space": 2, "gear": 1, "hand": ["1", "1", "2", "2", "3", "3", "4"]}])
for name, a in (("Ana", "gear 2"), ("Ana", "play u8 u22"), ("Ben", "gear 1"), ("Ben", "play 1")):
    r2.act(name, a)
w2 = hw.RaceWidget(r2)
w2"""
SYMBOLS_REPORT = """\
print("PY_LOG=" + ",".join(a for n, a in r2.log[4:]) + f" PY_DISCARD={len(r2.car('Ana').discard)}")"""


def test_draft_brakes_and_salvage_by_clicking(lab, page_factory, artifacts):
    page = page_factory(1280, 1200)
    nb = Notebook.open(page, lab, "garage.ipynb", [DRAFT, DRAFT_REPORT, SYMBOLS, SYMBOLS_REPORT])

    # the draft: Ana clicks a market card (Ben, a bot, picks by himself)
    nb.run(0)
    root = nb.cells.nth(0).locator(".hw-root")
    expect(root.locator(".hw-garage")).to_be_visible()
    market = root.locator(".hw-market .hw-card.hw-draftable")
    expect(market.first).to_be_visible()
    card = market.first.get_attribute("data-card")
    expect(root.locator(".hw-garage-title")).to_contain_text("your pick")  # Ana, the viewer, is spoken to (issue 22, item 11)
    market.first.click()
    expect(root.locator(f'.hw-pick-row[data-car="Ana"] .hw-card[data-card="{card}"]')).to_have_count(1)
    m = nb.output(1, r"PY_DRAFT=([^\n]+)")
    assert m.group(1).split(",")[0] == f"draft {card}", "the kernel saw the pick made in the page"

    # Brakes, then Salvage from the discard pile
    nb.run(2)
    root2 = nb.cells.nth(2).locator(".hw-root")
    play = root2.locator(".hw-choices")
    expect(play).to_have_attribute("data-kind", "speed")
    play.locator('button[data-action="brakes u8 3"]').click()
    expect(play).to_have_attribute("data-kind", "react")
    pile = play.locator(".hw-salvage-pile .hw-card")
    expect(pile).to_have_count(2)
    pile.nth(0).click()
    pile.nth(1).click()
    confirm = play.locator("button.hw-salvage")
    expect(confirm).to_be_enabled()
    expect(confirm).to_have_text(re.compile(r"Salvage 4 H"))
    root2.scroll_into_view_if_needed()
    root2.screenshot(path=str(artifacts / "widget-garage-salvage.png"))
    confirm.click()
    m = nb.output(3, r"PY_LOG=(.*) PY_DISCARD=(\d+)")
    assert m.group(1).split(",")[:2] == ["brakes u8 3", "salvage 4 H"], "the kernel saw both clicks"
    assert int(m.group(2)) == 0  # both discarded cards went into the deck
