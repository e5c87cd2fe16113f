"""Charts as JupyterLab shows them (issue 22, item 9), offline: the notebook's side-by-side
`win_rate_chart(summary) | place_chart(results)` fits the output area of a default JupyterLab
window (1280 px wide, file browser open) so no group's dot is off-screen, and a race without
spin-outs or Boosts draws gap_chart and speed_chart without Vega's "Infinite extent" warnings
(empty layers are not drawn)."""
from __future__ import annotations

import pytest
from playwright.sync_api import expect

from test_widget_browser import Notebook

pytestmark = pytest.mark.browser

CELLS = [
    """\
import heat_widget as hw
results = hw.simulate(track="usa", strategies=["heuristic", "aggressive", "cautious", "random"], n=8, seed=1,
                      legends=2, progress=False)
summary = hw.analysis.summarise(results)
hw.charts.win_rate_chart(summary) | hw.charts.place_chart(results)""",
    """\
race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=3, laps=1)
hw.bots.run_race(race, {"Ana": hw.bots.heuristic, "Ben": hw.bots.cautious})
hw.charts.gap_chart(race) & hw.charts.speed_chart(race)""",
]


def test_charts_fit_jupyterlab_and_draw_no_empty_layer(lab, page_factory, artifacts):
    page = page_factory(1280, 900)
    console = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}"))
    nb = Notebook.open(page, lab, "charts.ipynb", CELLS)
    for i in range(len(CELLS)):
        nb.run(i)
        expect(nb.cells.nth(i).locator(".vega-embed canvas, .vega-embed svg.marks").first).to_be_visible()
    out = nb.cells.nth(0).locator(".jp-OutputArea-output").first
    chart = nb.cells.nth(0).locator(".vega-embed canvas, .vega-embed svg.marks").first
    room, drawn = out.bounding_box(), chart.bounding_box()
    nb.cells.nth(0).screenshot(path=str(artifacts / "charts-win-rate-place.png"))
    nb.cells.nth(1).screenshot(path=str(artifacts / "charts-gap-speed.png"))
    print(f"output area {room['width']:.0f} px, chart {drawn['width']:.0f} px")
    assert drawn["x"] + drawn["width"] <= room["x"] + room["width"] + 1, (room, drawn)
    assert not [m for m in console if "Infinite extent" in m], console
    assert page.problems == [], page.problems
