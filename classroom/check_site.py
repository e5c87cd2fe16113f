"""Open a built classroom site in headless Chromium with the network off, run its lesson, play a race
by clicking, and check the charts, the table and that no error shows (on demand:
`python classroom/check_site.py SITE_DIR [SCREENSHOT.png]`; tests/browser/test_classroom_browser.py).

The site is served on 127.0.0.1; every request elsewhere is refused and listed, and fails the check.
It opens classroom.ipynb in JupyterLite's notebook, runs every cell (the Pyodide kernel starts,
`%pip install heat_widget altair` installs from the site's own wheels), clicks through the
student's decisions until the race is over (timing each click until the next decision shows),
runs the cells after the race again on the finished race (a lap chart, a table, a Heat chart, then
the review of the student's car: its chart, the skill-and-luck sentence and the luck chart), steps
the replay back to the start,
then types `%pip install polars` in a new cell, which must fail in one line.
"""
from __future__ import annotations

import functools
import http.server
import os
import re
import shutil
import statistics
import sys
import threading
import time
from typing import Any

from playwright.sync_api import Page, sync_playwright

CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
ERRORS = "[data-mime-type='application/vnd.jupyter.stderr'], .hw-chart-error"


def serve(root: str) -> tuple[http.server.ThreadingHTTPServer, str]:
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=root))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def _say(text: str) -> None:
    print(text, flush=True)


def _run_cell(page: Page, index: int) -> None:
    """Run the notebook's cell `index` again (click it, Shift+Enter) and wait for the kernel."""
    page.locator(".jp-Notebook .jp-Cell").nth(index).locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    time.sleep(0.5)
    page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=120_000)


def _play(page: Page, root: Any, limit: int = 2000, most_s: float = 1200) -> tuple[int, list[float]]:
    """Click the first enabled choice (or a card) until the race is over: the clicks made and, for each
    click on a choice, the seconds until the widget showed the next decision. At most `limit` clicks
    and `most_s` seconds: a wait while the coach or the bots think (nothing to click) is not a click,
    so a slower machine does not use up the clicks a race needs."""
    waits: list[float] = []
    clicks = 0
    ends = time.monotonic() + most_s
    while clicks < limit and time.monotonic() < ends and root.get_attribute("data-phase") != "finished":
        ask = root.locator(".hw-coach-ask:visible:not([disabled])")
        take = root.locator(".hw-coach-take:visible:not([disabled])")
        buttons = root.locator(".hw-choices button:not([disabled])")
        cards = root.locator(".hw-hand-cards .hw-selectable")
        clicks += 1
        if ask.count():  # try first: ask for the coach's advice, then take it
            ask.first.click()
            try:
                take.first.wait_for(timeout=15_000)
            except Exception:  # noqa: BLE001 - no advice came: play a choice instead
                pass
            continue
        if take.count() or buttons.count():
            before = root.get_attribute("data-step")
            t = time.monotonic()
            (take if take.count() else buttons).first.click()
            page.wait_for_function(
                """([el, before]) => el.getAttribute('data-step') !== before && (
                     el.querySelector('.hw-choices button:not([disabled])') ||
                     el.querySelector('.hw-hand-cards .hw-selectable') || el.dataset.phase === 'finished')""",
                arg=[root.element_handle(), before], timeout=60_000)
            waits.append(time.monotonic() - t)
            if len(waits) % 20 == 0:
                _say(f"{len(waits)} decisions, step {root.get_attribute('data-step')}")
        elif cards.count():
            cards.first.click()
        else:
            clicks -= 1  # nothing to click yet
            time.sleep(0.2)
    return clicks, waits


def _run_review(page: Page, cell: Any, limit: float = 180) -> tuple[float, list[tuple[int, int]]]:
    """Run the review cell: the seconds until the kernel is idle again, and each (decisions done, of)
    its line of progress showed while the cell ran (read every 0.25 s)."""
    cell.locator(".jp-InputArea-editor").click()
    t = time.monotonic()
    page.keyboard.press("Shift+Enter")
    seen: list[tuple[int, int]] = []
    while time.monotonic() - t < limit:
        time.sleep(0.25)
        found = re.findall(r"(\d+) of (\d+) decisions", cell.locator(".jp-OutputArea").inner_text())
        if found and (not seen or seen[-1] != tuple(map(int, found[-1]))):
            seen.append((int(found[-1][0]), int(found[-1][1])))
        if time.monotonic() - t > 1 and page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").count():
            return time.monotonic() - t, seen
    raise TimeoutError(f"the review cell still ran after {limit:.0f} s")


def _after_race(page: Page) -> list[tuple[int, str]]:
    """(index, text) of each code cell after the cell that makes the student's race."""
    found: list[tuple[int, str]] = page.evaluate("""() => {
        const cells = [...document.querySelectorAll('.jp-Notebook .jp-Cell')];
        const race = cells.findIndex(c => c.textContent.includes('viewer="You"'));
        return cells.map((c, i) => [i, c.textContent])
                    .filter(([i]) => i > race && cells[i].classList.contains('jp-CodeCell'));
    }""")
    return found


def check(site: str, shot: str | None = None) -> dict[str, Any]:
    """Run the lesson in the site (module doc); returns what was measured and seen."""
    server, base = serve(site)
    refused: list[str] = []
    out: dict[str, Any] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
            ctx = browser.new_context(viewport={"width": 1300, "height": 1000}, service_workers="block")

            def route(r: Any) -> None:
                if r.request.url.startswith(base + "/") or r.request.url.startswith(("data:", "blob:")):
                    r.continue_()
                else:
                    refused.append(r.request.url)
                    r.abort()
            ctx.route("**/*", route)
            page = ctx.new_page()
            logs: list[str] = []
            page.on("console", lambda m: logs.append(m.text))
            try:
                t0 = time.monotonic()
                page.goto(f"{base}/notebooks/index.html?path=classroom.ipynb")
                page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
                for _ in range(3):  # a kernel picker or a notice: say what it said, take its default
                    time.sleep(2)
                    dialog = page.locator(".jp-Dialog")
                    if not dialog.count():
                        break
                    _say("dialog: " + dialog.inner_text().replace("\n", " | ")[:300])
                    page.locator(".jp-Dialog .jp-mod-accept").first.click()
                page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=300_000)
                out["kernel_idle_s"] = time.monotonic() - t0
                _say(f"kernel_idle_s: {out['kernel_idle_s']:.1f}")
                page.locator(".jp-Notebook").click()
                page.keyboard.press("Escape")
                # every cell, one Shift+Enter each (the kernel queues them)
                cells = page.locator(".jp-Notebook .jp-Cell")
                cells.first.click()
                for _ in range(cells.count()):
                    page.keyboard.press("Shift+Enter")
                    time.sleep(0.3)
                page.wait_for_selector(".hw-root svg", timeout=240_000)
                out["first_frame_s"] = time.monotonic() - t0
                _say(f"first_frame_s: {out['first_frame_s']:.1f}")
                page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=300_000)
                out["lesson_run_s"] = time.monotonic() - t0
                _say(f"lesson_run_s: {out['lesson_run_s']:.1f}")
                # the race against the bots: the widget of the cell that makes it (viewer "You")
                race = cells.filter(has_text='viewer="You"').locator(".hw-root")
                race.locator(".hw-choices button").first.wait_for(timeout=60_000)
                started = time.monotonic()
                clicks, waits = _play(page, race)
                out["clicks"] = clicks
                if race.get_attribute("data-phase") != "finished":  # say why, not a chart's timeout later
                    raise AssertionError(f"the student's race stopped unfinished after {clicks} clicks and "
                                         f"{time.monotonic() - started:.0f} s, at step {race.get_attribute('data-step')}")
                out["click_to_decision_s"] = waits
                out["status"] = race.locator(".hw-title-status").inner_text()
                # the code cells after the race, of the race played: the lap chart, the table, the Heat
                # chart, then the review (its chart, the skill-and-luck sentence and the luck chart)
                for i, text in _after_race(page):
                    if "hw.analysis.review(" in text:
                        out["review_s"], out["review_progress"] = _run_review(page, cells.nth(i))
                        _say(f"review_s: {out['review_s']:.1f}")
                        out["review_output"] = cells.nth(i).locator(".jp-OutputArea").inner_text()
                    else:
                        _run_cell(page, i)
                page.wait_for_function("document.querySelectorAll('.hw-vega canvas, .hw-vega svg').length >= 4",
                                       timeout=60_000)
                out["charts"] = page.locator(".hw-vega canvas, .hw-vega svg").count()
                out["table_rows"] = page.locator(".hw-rows tbody tr").count()
                race.focus()
                page.keyboard.press("Home")
                time.sleep(0.5)
                out["replay"] = race.locator(".hw-step-label").inner_text()
                out["errors"] = [e.inner_text()[:500] for e in page.locator(ERRORS).all()]
                # a package the site lacks: one line, no traceback
                cells.last.click()
                page.keyboard.press("Escape")
                page.keyboard.press("b")
                time.sleep(0.5)
                page.keyboard.press("Enter")
                page.keyboard.type("%pip install polars")
                page.keyboard.press("Shift+Enter")
                page.wait_for_function("document.querySelectorAll(\"[data-mime-type='application/vnd.jupyter.stderr']\")"
                                       ".length > 0", timeout=60_000)
                out["pip_polars"] = page.locator(ERRORS).last.inner_text()
                if shot:
                    page.screenshot(path=shot, full_page=True)
            except Exception:
                page.screenshot(path=shot or "/tmp/classroom-failed.png", full_page=True)
                _say("\n".join(logs[-30:]))
                raise
            finally:
                browser.close()
    finally:
        server.shutdown()
    out["refused"] = refused
    return out


def main(site: str, shot: str | None = None) -> int:
    out = check(site, shot)
    waits = out.pop("click_to_decision_s")
    out["review_output"] = " | ".join(out.get("review_output", "").splitlines()[:3])
    out["review_progress"] = f"{len(out.get('review_progress', []))} counts shown while it ran"
    for key, value in out.items():
        _say(f"{key}: {value:.1f}" if isinstance(value, float) else f"{key}: {value}")
    if waits:
        _say(f"click to next decision: median {statistics.median(waits):.2f} s, max {max(waits):.2f} s "
             f"({len(waits)} clicks)")
    return 3 if out["refused"] or out["errors"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None))
