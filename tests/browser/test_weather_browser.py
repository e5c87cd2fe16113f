"""Issue 12, Done means: a race with Weather tokens renders them in JupyterLab: the weather
billboard and every road token exist, sit on the board (inside the track's drawing, near their
corner line), the corner badges show the road-modified limits, in light and dark themes
(screenshots in test-artifacts/)."""
from __future__ import annotations

import math

import pytest
from playwright.sync_api import expect

from test_widget_browser import Notebook

pytestmark = pytest.mark.browser

SETUP = """\
import heat_widget as hw
race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=3, modules=["weather"], weather="storm",
                   road={1: "weather", 2: "overheat", 3: "heat_control", 4: "limit-1"})
w = hw.RaceWidget(race)
w"""

# Each road token's centre and the centre of its corner line's badge / of the track, in page pixels.
GEOMETRY = """r => {
  const box = (e) => { const b = e.getBoundingClientRect(); return {x: b.x + b.width / 2, y: b.y + b.height / 2,
                                                                     w: b.width, h: b.height}; };
  const board = r.querySelector('svg.hw-board').getBoundingClientRect();
  const spots = [...r.querySelectorAll('polygon.hw-spot')].map((p) => ({space: +p.dataset.space, ...box(p)}));
  const tokens = [...r.querySelectorAll('g.hw-road-token')].map((t) => ({corner: +t.dataset.corner,
      where: t.dataset.where, token: t.dataset.token, ...box(t)}));
  return {board: {x: board.x, y: board.y, w: board.width, h: board.height}, spots, tokens,
          weather: box(r.querySelector('g.hw-weather'))};
}"""


def test_weather_tokens_render_on_the_track_in_jupyterlab(lab, page_factory, artifacts):
    page = page_factory(1280, 1100)
    Notebook.open(page, lab, "weather.ipynb", [SETUP]).run(0)
    root = page.locator(".hw-root")
    expect(root.locator("g.hw-road-token")).to_have_count(4)
    expect(root.locator("g.hw-weather")).to_have_attribute("data-weather", "storm")
    expect(root.locator("g.hw-weather .hw-weather-name")).to_have_text("Storm")
    assert root.locator(".hw-corner text").all_text_contents() == ["7", "3", "3", "1"]
    root.scroll_into_view_if_needed()
    geo = root.evaluate(GEOMETRY)
    b = geo["board"]
    corners = {1: 12, 2: 33, 3: 49, 4: 57}
    for t in geo["tokens"] + [geo["weather"]]:
        assert b["x"] <= t["x"] <= b["x"] + b["w"] and b["y"] <= t["y"] <= b["y"] + b["h"], t
        assert t["w"] >= 12 and t["h"] >= 12, f"too small to read at the default size: {t}"
    for t in geo["tokens"]:  # beside the track, near its corner line (within a few spaces' length)
        line = [s for s in geo["spots"] if s["space"] in (corners[t["corner"]], corners[t["corner"]] + 1)]
        near = min(math.dist((t["x"], t["y"]), (s["x"], s["y"])) for s in line)
        step = max(s["w"] for s in line)
        assert near < 6 * step, (t, near, step)
    assert [(t["corner"], t["where"], t["token"]) for t in geo["tokens"]] == [
        (1, "sector", "weather"), (2, "corner", "overheat"), (3, "sector", "heat_control"), (4, "corner", "limit-1")]
    story = root.locator(".hw-narration").inner_text()
    assert "Weather for this race: Storm" in story, story  # the story panel narrates the tokens
    root.screenshot(path=str(artifacts / "weather-jupyterlab-light.png"))

    page.evaluate("window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})")
    expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "false")
    page.wait_for_timeout(300)
    card = root.evaluate("r => getComputedStyle(r.querySelector('.hw-weather-card')).fill")
    name = root.evaluate("r => getComputedStyle(r.querySelector('.hw-weather-name')).fill")
    assert card != name, "the billboard's name stays readable on its card in the dark theme"
    root.screenshot(path=str(artifacts / "weather-jupyterlab-dark.png"))
    page.evaluate("window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Light'})")
    assert page.problems == [], page.problems
