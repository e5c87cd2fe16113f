"""Notebook 02's review as JupyterLab shows it (issue 32 item 6): the notebook's own code cells, run in
order in a real JupyterLab (offline), review Ana's race at the review's default budget; the replay's
slider then carries at least one graded mark, the review chart draws its graded diamonds, and the
page shows no Vega warning ("Infinite extent") and no page error."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect

from test_widget_browser import Notebook

pytestmark = pytest.mark.browser

NOTEBOOK = Path(__file__).resolve().parents[2] / "notebooks" / "02_replay.ipynb"


def code_cells() -> list[str]:
    nb = json.loads(NOTEBOOK.read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]


def test_notebook_02_s_review_marks_graded_decisions_without_a_vega_warning(lab, page_factory, artifacts):
    cells = code_cells()
    review = next(i for i, s in enumerate(cells) if "hw.analysis.review(" in s)
    chart = next(i for i, s in enumerate(cells) if "review_chart(" in s)
    shown = next(i for i, s in enumerate(cells) if "show_review(" in s)
    widget = next(i for i, s in enumerate(cells) if s.startswith("replay = hw.RaceWidget("))
    page = page_factory(1280, 1000)
    console: list[str] = []
    page.on("console", lambda m: console.append(f"{m.type}: {m.text}"))
    nb = Notebook.open(page, lab, "replay02.ipynb", cells)
    for i in range(len(cells)):
        nb.run(i)
        expect(nb.cells.nth(i).locator(".jp-InputArea-prompt")).not_to_have_text("[*]:", timeout=300_000)
    assert review < chart < shown
    expect(nb.cells.nth(chart).locator(".vega-embed canvas, .vega-embed svg.marks").first).to_be_visible()
    count = nb.cells.nth(shown).locator(".jp-OutputArea-output").first
    expect(count).to_contain_text(re.compile(r"\d"))
    marks = int((count.text_content() or "0").strip() or 0)
    assert marks >= 1, "the review graded none of Ana's decisions"
    root = nb.cells.nth(widget).locator(".hw-root")
    expect(root.locator(".hw-grade-marks .hw-grade-mark").first).to_be_attached()
    assert root.locator(".hw-grade-marks .hw-grade-mark").count() == marks
    linked = [i for i, s in enumerate(cells) if "hw.charts.linked(" in s]
    assert linked
    for i in linked:  # the linked charts: one JupyterChart a cell, every chart of it drawn
        expect(nb.cells.nth(i).locator(".vega-embed canvas, .vega-embed svg.marks").first).to_be_visible()
    nb.cells.nth(linked[0]).screenshot(path=str(artifacts / "linked-charts-02.png"))
    nb.cells.nth(chart).screenshot(path=str(artifacts / "review-chart-02.png"))
    root.screenshot(path=str(artifacts / "review-replay-02.png"))
    assert not [m for m in console if "Infinite extent" in m or "WARN" in m], console
    assert not [i for i in range(len(cells)) if "Traceback" in (nb.cells.nth(i).text_content() or "")]
    assert page.problems == [], page.problems
