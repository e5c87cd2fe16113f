"""The widget in marimo (issue 14, item 6): notebooks/04_marimo.py served by `marimo run` on
127.0.0.1 (headless), opened in Debian's Chromium: the board renders and a click on a gear reaches
the kernel (the race moves on to the card choice, which only the kernel can decide)."""
from __future__ import annotations

import os
import subprocess
import sys
import time
import urllib.request

import pytest
from playwright.sync_api import expect

from conftest import ROOT, _free_port

pytestmark = pytest.mark.browser


@pytest.fixture
def marimo_app(tmp_path):
    try:
        import marimo  # noqa: F401
    except ImportError:
        pytest.fail("marimo is not installed: pip install -e '.[dev]' (it is a dev dependency)")
    port = _free_port()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "cfg"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    log = open(tmp_path / "marimo.log", "w")
    proc = subprocess.Popen([sys.executable, "-m", "marimo", "run", str(ROOT / "notebooks" / "04_marimo.py"),
                             "--headless", "--host", "127.0.0.1", "--port", str(port), "--no-token"],
                            env=env, stdout=log, stderr=subprocess.STDOUT, cwd=tmp_path)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 120
    while True:
        try:
            urllib.request.urlopen(base, timeout=2)
            break
        except Exception:
            if proc.poll() is not None or time.time() > deadline:
                proc.kill()
                log.close()
                pytest.fail("marimo run did not start:\n" + (tmp_path / "marimo.log").read_text()[-3000:])
            time.sleep(0.3)
    yield base
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


def test_marimo_notebook_renders_and_a_click_reaches_the_kernel(marimo_app, page_factory, artifacts):
    page = page_factory(1200, 1300)
    page.goto(marimo_app)
    root = page.locator(".hw-root")
    expect(root.locator("g.hw-car")).to_have_count(3, timeout=120_000)
    play = root.locator(".hw-choices")
    expect(play).to_have_attribute("data-kind", "gear")
    expect(play).to_have_attribute("data-car", "Ana")
    expect(root.locator(".hw-coach")).to_be_visible()
    play.locator("button.hw-action").first.click()
    # only the kernel can answer with Ana's card choices (and the bot's moves before them)
    expect(play).to_have_attribute("data-kind", "play")
    expect(root.locator(".hw-panel[data-car='Ana'] .hw-s-gear .hw-stat-value")).to_have_text("1")
    root.screenshot(path=str(artifacts / "widget-marimo.png"))
    assert root.locator("img").count() == 0
    # marimo's own page logs errors of its own: only ours fail the test (page_factory checks the rest)
    page.problems[:] = [p for p in page.problems if "hw-" in p or "heat" in p.lower()]
    assert page.problems == [], page.problems
