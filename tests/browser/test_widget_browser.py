"""The widget in a real JupyterLab (127.0.0.1) driven by Playwright in Debian's Chromium:
play a full round by clicking, check the kernel saw it, scrub a replay, moves made from Python,
a hostile car name, light and dark screenshots; and the standalone replay page."""
from __future__ import annotations

import json
import re
import time

import nbformat
import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

XSS = "<img src=x onerror=alert(1)>"

SETUP = f"""\
import heat_widget as hw
from heat_widget.bots import random_legal
XSS = {XSS!r}
race = hw.Race.new(track="usa", players=["Ana", XSS], legends=1, seed=7)
w = hw.RaceWidget(race, bots={{XSS: random_legal}})
w"""
REPORT = """\
print(f"PY_ROUND={race.round} PY_LOG={len(race.log)} PY_STEPS={len(race.timeline)} PY_STEP={w.step}")"""
POSITIONS = """\
import json
print("PY_POS=" + json.dumps([f"{c['name']}@{c['space']}:{c['lane']}"
      for c in hw.Observer().state(race.timeline[w.step].state)["cars"] if c["on_board"]]) + f" AT={w.step}")"""
SET_STEP = "w.step = 5"
PY_MOVE = """\
d = race.pending[0]
race.act(d.car, race.legal_actions(d.car)[-1])
print(f"PY_STEPS={len(race.timeline)}")"""


def _notebook(path, sources):
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [nbformat.v4.new_code_cell(s) for s in sources]
    nbformat.write(nb, path)


class Notebook:
    def __init__(self, page):
        self.page = page
        self.cells = page.locator(".jp-Notebook .jp-Cell")

    @classmethod
    def open(cls, page, lab, name: str, sources) -> "Notebook":
        """Write a notebook of these cells into the lab's folder, open it, wait for its kernel."""
        _notebook(lab["root"] / name, sources)
        page.goto(f"{lab['base']}/lab/tree/{name}?token={lab['token']}&reset")
        expect(page.locator("#jp-main-statusbar")).to_contain_text("Idle")
        return cls(page)

    def race_at_first_gear(self, cars: int = 3):
        """Run cell 0 (a race widget whose viewer decides first) and wait until the board shows its
        `cars` and the gear choices are up; the widget's root and its choices box."""
        self.run(0)
        root = self.page.locator(".hw-root")
        expect(root.locator("g.hw-car")).to_have_count(cars)
        play = root.locator(".hw-choices")
        expect(play).to_have_attribute("data-kind", "gear")
        return root, play

    def run(self, i):
        """Run cell i (Shift+Enter in its editor); tries again if the notebook ignored the keys
        (it can, while it is still settling after the kernel connected). The prompt turns to [*] as
        soon as the front-end takes the keys, however busy the kernel is; the wait for that is long
        (on a loaded machine the browser itself can stall for seconds), because pressing again after
        the keys were taken would run the cell twice."""
        cell = self.cells.nth(i)
        prompt = cell.locator(".jp-InputArea-prompt")
        before = prompt.inner_text()
        for _ in range(3):
            cell.locator(".jp-InputArea-editor").click()
            self.page.keyboard.press("Shift+Enter")
            try:
                expect(prompt).not_to_have_text(before, timeout=45_000)
                return
            except AssertionError:
                continue
        raise AssertionError(f"cell {i} did not start running")

    def output(self, i, pattern):
        """Run cell i and return the first match of `pattern` in its output."""
        out = self.cells.nth(i).locator(".jp-OutputArea-output")
        self.run(i)
        expect(out.first).to_contain_text(re.compile(pattern))
        # expect matched the text content; JupyterLab may still be re-rendering the output area (a
        # CI run once read an output without the match right after it), so read until it holds
        return _when(lambda: re.search(pattern, out.first.text_content() or ""), bool)


def _when(read, ok, limit: float = 60.0):
    """Read a value until `ok(value)` (or `limit` seconds pass): waiting on the condition itself,
    not on a guess at how fast the machine is. Returns the last value read."""
    deadline = time.monotonic() + limit
    value = read()
    while not ok(value) and time.monotonic() < deadline:
        time.sleep(0.1)
        value = read()
    return value


def _board_positions(root):
    return root.evaluate("""r => [...r.querySelectorAll('g.hw-car')]
        .filter(g => g.dataset.space)
        .map(g => `${g.dataset.car}@${g.dataset.space}:${g.dataset.lane}`)""")


def _decide(page, root):
    """Make the current decision by clicking, as a person would (low gears, few cards)."""
    play = root.locator(".hw-choices")
    kind = play.get_attribute("data-kind")
    buttons = play.locator("button.hw-action")
    if kind == "gear":
        labels = buttons.all_inner_texts()
        buttons.nth(labels.index("gear 1") if "gear 1" in labels else 0).click()
        return kind
    if kind in ("play", "discard"):
        submit = play.locator("button.hw-submit")
        if kind == "play":
            cards = root.locator(".hw-hand-cards .hw-card.hw-selectable")
            for i in range(cards.count()):
                card = cards.nth(i)
                card.click()
                if submit.is_enabled():
                    break
                if card.get_attribute("aria-pressed") == "true" and "No legal" in play.inner_text():
                    card.click()  # this one does not fit: take it back
        submit.click()
        return kind
    labels = buttons.all_inner_texts()
    for wanted in ("done", "pass"):
        if wanted in labels:
            buttons.nth(labels.index(wanted)).click()
            return kind
    buttons.first.click()
    return kind


def test_play_a_round_replay_and_themes_in_jupyterlab(lab, page_factory, artifacts):
    page = page_factory(1280, 1000)
    nb = Notebook.open(page, lab, "race.ipynb", [SETUP, REPORT, POSITIONS, SET_STEP, PY_MOVE])
    nb.run(0)
    root = page.locator(".hw-root")
    expect(root).to_be_visible()
    expect(root.locator("g.hw-car")).to_have_count(3)
    expect(root.locator("polygon.hw-spot")).to_have_count(138)

    # a hostile name is text, never HTML
    names = root.locator(".hw-panel .hw-name").all_inner_texts()
    assert XSS in names
    assert root.locator("img").count() == 0

    # play a full round by clicking
    play = root.locator(".hw-choices")
    expect(play).to_have_attribute("data-car", "Ana")
    start_round = int(root.get_attribute("data-round"))
    kinds = []
    for _ in range(30):
        if int(root.get_attribute("data-round")) > start_round:
            break
        seq = play.get_attribute("data-seq")
        kinds.append(_decide(page, root))
        expect(play).not_to_have_attribute("data-seq", seq)
    else:
        pytest.fail(f"round did not end after 30 decisions: {kinds}")
    assert {"gear", "play"} <= set(kinds)
    m = nb.output(1, r"PY_ROUND=(\d+) PY_LOG=(\d+) PY_STEPS=(\d+) PY_STEP=(\d+)")
    py_round, py_log, py_steps, py_step = map(int, m.groups())
    assert py_round == start_round + 1, "the kernel saw the round played in the page"
    assert py_log >= len(kinds)
    assert py_step == py_steps - 1
    assert root.get_attribute("data-step") == str(py_step)
    page.set_viewport_size({"width": 1280, "height": 1500})  # the whole widget on screen
    root.scroll_into_view_if_needed()
    root.screenshot(path=str(artifacts / "widget-jupyterlab-light.png"))
    page.screenshot(path=str(artifacts / "jupyterlab-light.png"))

    # scrub the replay: Home, then the arrow keys; the board and the kernel follow
    root.locator("svg.hw-board").click()
    page.keyboard.press("Home")
    expect(root).to_have_attribute("data-step", "0")
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    expect(root).to_have_attribute("data-step", "3")
    m = nb.output(2, r"PY_POS=(\[.*\]) AT=(\d+)")
    assert m.group(2) == "3", "the step chosen in the page reached the kernel"
    assert sorted(json.loads(m.group(1))) == sorted(_board_positions(root))
    slider = root.locator("input.hw-slider")
    slider.fill(str(py_steps - 2))
    expect(root).to_have_attribute("data-step", str(py_steps - 2))

    # Python -> page: set the step from a cell
    nb.run(3)
    expect(root).to_have_attribute("data-step", "5")
    m = nb.output(2, r"PY_POS=(\[.*\]) AT=(\d+)")
    assert m.group(2) == "5"
    assert sorted(json.loads(m.group(1))) == sorted(_board_positions(root))

    # a move made from Python shows at once
    m = nb.output(4, r"PY_STEPS=(\d+)")
    expect(root).to_have_attribute("data-step", str(int(m.group(1)) - 1))

    # dark theme
    page.evaluate("window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Dark'})")
    expect(page.locator("body")).to_have_attribute("data-jp-theme-light", "false")
    # the theme's style sheet applies a moment after the attribute: wait for the colour itself
    # (a fixed pause is a guess at the machine's speed)
    bg = _when(lambda: root.evaluate("r => getComputedStyle(r).backgroundColor"),
               lambda colour: colour not in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"))
    assert bg not in ("rgb(255, 255, 255)", "rgba(0, 0, 0, 0)"), bg
    root.scroll_into_view_if_needed()
    root.screenshot(path=str(artifacts / "widget-jupyterlab-dark.png"))
    page.evaluate("window.jupyterapp.commands.execute('apputils:change-theme', {theme: 'JupyterLab Light'})")
    assert root.locator("img").count() == 0
    assert page.problems == [], page.problems


def test_standalone_replay_page(page_factory, artifacts, tmp_path):
    import heat_widget as hw
    from heat_widget.bots import play_bots, random_legal

    names = ["Ana", "Ben", XSS]
    race = hw.Race.new(track="usa", players=names, legends=1, seed=3)
    play_bots(race, {n: random_legal for n in names})
    w = hw.RaceWidget(hw.Race.from_json(race.to_json()))
    path = w.save_html(tmp_path / "replay.html")
    page = page_factory(900, 900, color_scheme="dark")
    page.route(re.compile(r"^(https?|wss?)://"), lambda route: (page.problems.append(f"network: {route.request.url}"),
                                                              route.abort()))
    page.goto(path.as_uri())
    expect(page.locator("html")).to_have_attribute("data-ready", "true")
    root = page.locator(".hw-root")
    expect(root).to_have_attribute("data-step", "0")
    root.locator("button.hw-nextRound").click()
    expect(root).to_have_attribute("data-round", "2")
    root.locator("button.hw-prevRound").click()
    expect(root).to_have_attribute("data-step", "0")
    page.keyboard.press("End")
    expect(root).to_have_attribute("data-phase", "finished")
    expect(root.locator(".hw-finisher")).to_have_count(4)
    assert root.locator("img").count() == 0
    page.screenshot(path=str(artifacts / "replay-standalone-dark.png"), full_page=True)
    assert page.problems == [], page.problems


def test_plays_in_notebook_7(notebook7, page_factory):
    page = page_factory(1100, 1000)
    _notebook(notebook7["root"] / "nb7.ipynb", [SETUP, REPORT])
    page.goto(f"{notebook7['base']}/notebooks/nb7.ipynb?token={notebook7['token']}")
    nb = Notebook(page)
    root = page.locator(".hw-root")
    # On the first start after set-up, Notebook 7.6 sometimes queues the cell and never sends it to
    # its kernel (the server log shows no execution; its own settings error is on the page). One
    # page reload gets past that start-up race; our widget must then render and round-trip.
    for attempt in (1, 2):
        expect(page.locator(".jp-Notebook-ExecutionIndicator")).to_have_attribute("data-status", "idle")
        nb.run(0)
        try:
            expect(root.locator("g.hw-car")).to_have_count(3, timeout=60_000)
            break
        except AssertionError:
            output = nb.cells.nth(0).locator(".jp-OutputArea").inner_text()
            if attempt == 2:
                raise AssertionError(f"no board in Notebook 7; cell output: {output!r}; "
                                     f"page problems: {page.problems}") from None
            page.reload()
    play = root.locator(".hw-choices")
    expect(play).to_have_attribute("data-kind", "gear")
    seq = play.get_attribute("data-seq")
    play.locator("button.hw-action").first.click()
    expect(play).not_to_have_attribute("data-seq", seq)
    m = nb.output(1, r"PY_ROUND=(\d+) PY_LOG=(\d+) PY_STEPS=(\d+) PY_STEP=(\d+)")
    assert int(m.group(2)) >= 2, "the click reached the kernel (Ana's gear and the bot's)"
    assert root.locator("img").count() == 0
    # Notebook 7.x itself logs "Cannot read properties of undefined (reading 'schema')" while it
    # loads its settings in this isolated set-up; only errors from elsewhere are ours
    page.problems[:] = [p for p in page.problems if "/static/notebook/" not in p]  # page_factory checks the rest
    assert page.problems == [], page.problems
