"""Issue 25, the widget: the expansion boards' hazards drawn in JupyterLab from a real race: Japan's
floods (and its chicane 10+12) and España's tunnels (and its chicanes 29+32 and 95+98), each run
of spaces inside the board with its tooltip, the key under the board, no error message shown, in
the light and dark themes (screenshots in test-artifacts/: look at them).
Reference: shared/reference/expansions_as_implemented_by_bga.md, sections 1.2, 2-4 and 9."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from test_widget_browser import Notebook

pytestmark = pytest.mark.browser

SETUP = """\
import heat_widget as hw
japan = hw.RaceWidget(hw.Race.new(track="japan", players=["Ana", "Ben"], legends=1, seed=3),
                      bots={"Ben": hw.bots.random_legal})
japan"""
SPAIN = """\
spain = hw.RaceWidget(hw.Race.new(track="spain", players=["Ana", "Ben"], seed=3), viewer=None)
spain"""

# Each hazard group's box and the board's, in page pixels.
GEOMETRY = """r => {
  const box = (e) => { const b = e.getBoundingClientRect(); return {x: b.x, y: b.y, w: b.width, h: b.height}; };
  return {board: box(r.querySelector('svg.hw-board')),
          runs: [...r.querySelectorAll('g.hw-hazard')].map((g) => ({kind: g.dataset.kind, from: +g.dataset.from,
            to: +g.dataset.to, title: g.querySelector('title').textContent, ...box(g)})),
          chicanes: [...r.querySelectorAll('g.hw-chicane')].map((g) => [+g.dataset.first, +g.dataset.second]),
          message: r.querySelector('.hw-message').hidden ? '' : r.querySelector('.hw-message').innerText};
}"""


def _check(root, kind, runs, chicanes, tip):
    geo = root.evaluate(GEOMETRY)
    assert [(r["from"], r["to"]) for r in geo["runs"] if r["kind"] == kind] == runs
    assert geo["chicanes"] == chicanes
    b = geo["board"]
    for r in geo["runs"]:
        assert r["w"] > 10 and r["h"] > 10, r
        assert b["x"] - 1 <= r["x"] and r["x"] + r["w"] <= b["x"] + b["w"] + 1, r
        assert b["y"] - 1 <= r["y"] and r["y"] + r["h"] <= b["y"] + b["h"] + 1, r
        assert r["title"].startswith(tip), r["title"]
    assert geo["message"] == "", geo["message"]


def test_japans_floods_and_spains_tunnels_are_drawn_in_jupyterlab(lab, page_factory, artifacts):
    page = page_factory(1280, 1100)
    nb = Notebook.open(page, lab, "expansions.ipynb", [SETUP, SPAIN])
    nb.run(0)
    japan = page.locator(".hw-root").nth(0)
    expect(japan.locator("g.hw-flooded")).to_have_count(3)
    _check(japan, "flooded", [(6, 11), (39, 45), (50, 55)], [[10, 12]], "Flooded spaces")
    expect(japan.locator(".hw-hazard-key")).to_contain_text("flooded space")
    japan.scroll_into_view_if_needed()
    japan.screenshot(path=str(artifacts / "expansions-japan-light.png"))

    nb.run(1)
    spain = page.locator(".hw-root").nth(1)
    expect(spain.locator("g.hw-tunnel")).to_have_count(5)
    _check(spain, "tunnel", [(17, 24), (38, 42), (46, 49), (62, 71), (80, 88)], [[29, 32], [95, 98]], "Tunnel, spaces")
    expect(spain.locator(".hw-hazard-key")).to_contain_text("tunnel")
    expect(spain.locator("g.hw-press-number")).to_have_count(5)
    spain.scroll_into_view_if_needed()
    spain.screenshot(path=str(artifacts / "expansions-spain-light.png"))

    page.evaluate("window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})")
    expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "false")
    page.wait_for_timeout(300)
    key = spain.evaluate("r => getComputedStyle(r.querySelector('.hw-hazard-key')).color")
    bg = spain.evaluate("r => getComputedStyle(r).backgroundColor")
    assert key != bg, "the key stays readable in the dark theme"
    spain.screenshot(path=str(artifacts / "expansions-spain-dark.png"))
    japan.scroll_into_view_if_needed()
    japan.screenshot(path=str(artifacts / "expansions-japan-dark.png"))
    page.evaluate("window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Light'})")
    assert page.problems == [], page.problems
