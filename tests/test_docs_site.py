"""The manual as a static site, built offline (issue 35 item 4): `mkdocs build --strict` with
mkdocs.yml, the notebooks rendered as pages and live replays (save_html pages) on the pages that
teach, and nothing loaded from outside: no src or href to another host but plain outbound links, and
a page opened in Chromium with every request off 127.0.0.1 refused renders its replay."""
from __future__ import annotations

import concurrent.futures
import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import threading
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PYTHONPATH": str(ROOT), "TQDM_DISABLE": "1"}
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
                          cwd=ROOT, capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-5000:]
    return out


class Loads(HTMLParser):
    """Every URL a page loads by itself (script, stylesheet, image, frame, media, icon, preload,
    inline style url()); an <a href> is a link the reader follows, not a load."""

    def __init__(self) -> None:
        super().__init__()
        self.loads: list[str] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name in ("src", "srcset", "data", "poster"):
            if attrs.get(name):
                self.loads.append(attrs[name])
        if tag == "link" and attrs.get("href"):
            self.loads.append(attrs["href"])
        self.loads += re.findall(r"url\(\s*['\"]?([^'\")]+)", attrs.get("style") or "")


def outside(url: str) -> bool:
    return urlparse(url.strip()).scheme in ("http", "https") or url.strip().startswith("//")


def loads_from_outside(html: str) -> list[str]:
    parser = Loads()
    parser.feed(html)
    inline_css = "\n".join(re.findall(r"<style[^>]*>(.*?)</style>", html, re.S))
    urls = parser.loads + re.findall(r"url\(\s*['\"]?([^'\")]+)", inline_css) + re.findall(r"@import\s+['\"]([^'\"]+)", inline_css)
    return [url for url in urls if outside(url)]


def test_the_outside_check_sees_a_cdn_and_lets_a_link_be():
    assert loads_from_outside('<script src="https://unpkg.com/x"></script><a href="https://pypi.org">x</a>') \
        == ["https://unpkg.com/x"]
    assert loads_from_outside('<link rel="stylesheet" href="//fonts.googleapis.com/css">') == ["//fonts.googleapis.com/css"]
    assert loads_from_outside("<style>@font-face { src: url(https://fonts.gstatic.com/a.woff2) }</style>")


def test_the_site_loads_nothing_from_another_host(site):
    pages = sorted(site.rglob("*.html"))
    assert len(pages) >= 20
    found = {str(page.relative_to(site)): loads_from_outside(page.read_text(encoding="utf-8")) for page in pages}
    assert not {page: urls for page, urls in found.items() if urls}
    sheets = {str(css.relative_to(site)): [u for u in re.findall(r"url\(\s*['\"]?([^'\")]+)", css.read_text(encoding="utf-8"))
                                          if outside(u)] for css in site.rglob("*.css")}
    assert not {css: urls for css, urls in sheets.items() if urls}


def test_every_notebook_is_a_page_of_the_site(site):
    import nbformat
    for path in NOTEBOOKS:
        page = site / "notebooks" / f"{path.stem}.html"
        assert page.is_file(), path.name
        code = next(cell.source for cell in nbformat.read(path, as_version=4).cells if cell.cell_type == "code")
        first = next(line for line in code.splitlines() if line.strip() and not line.startswith("#"))
        text = re.sub(r"<[^>]+>", "", page.read_text(encoding="utf-8"))
        assert first.split("(")[0].strip() in text.replace("&quot;", '"').replace("&#39;", "'"), (path.name, first)


def test_the_teaching_pages_hold_a_live_replay_written_by_save_html(site):
    for page, replay in (("index.html", "live/usa.html"), ("widget.html", "live/usa.html"),
                         ("notebooks/01_learn_heat.html", "../live/usa.html"),
                         ("modules.html", "live/japan.html"), ("notebooks/08_expansions.html", "../live/japan.html")):
        assert f'src="{replay}"' in (site / page).read_text(encoding="utf-8"), page
    for replay in ("usa", "japan"):
        html = (site / "live" / f"{replay}.html").read_text(encoding="utf-8")
        assert 'id="heat-race-state"' in html and '"readonly":true' in html


def serve(directory: Path):
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(directory))
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


@pytest.mark.browser
def test_a_teaching_page_renders_its_replay_with_every_request_off_this_machine_refused(site):
    """Issue 35 item 4: checked in a browser. The widget page and its save_html replay, served on
    127.0.0.1, in Chromium: any request to another host is refused and fails the test, as does
    any page error or console error; the replay draws the board and steps forward."""
    from playwright.sync_api import sync_playwright
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"no Chromium at {CHROMIUM}: apt-get install -y chromium (or run .ci/setup), or set CHROMIUM=")
    server = serve(site)
    refused: list[str] = []
    problems: list[str] = []

    def route(r):
        if urlparse(r.request.url).hostname == "127.0.0.1":
            r.continue_()
        else:
            refused.append(r.request.url)
            r.abort()

    def drive() -> tuple[str, str]:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_context(viewport={"width": 1280, "height": 1000}).new_page()
            page.set_default_timeout(60_000)
            page.route("**/*", route)
            page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
            page.on("console", lambda m: m.type == "error" and problems.append(f"console error: {m.text}"))
            page.goto(f"http://127.0.0.1:{server.server_port}/widget.html")
            page.locator("iframe.heat-replay").first.scroll_into_view_if_needed()
            frame = page.frame_locator("iframe.heat-replay").first
            frame.locator("html[data-ready='true']").wait_for(state="attached")
            frame.locator("#heat-race svg").first.wait_for()
            assert frame.locator("#heat-race svg circle, #heat-race svg path").count() > 10
            steps = frame.locator("input.hw-slider").first
            before = steps.input_value()
            steps.press("ArrowRight")
            page.wait_for_timeout(300)
            after = steps.input_value()
            page.goto(f"http://127.0.0.1:{server.server_port}/notebooks/01_learn_heat.html")
            page.locator("h1").first.wait_for()
            browser.close()
            return before, after

    try:
        # Playwright's sync API refuses a thread whose asyncio loop runs (in the whole suite, the
        # session's Chromium of tests/browser/conftest.py): drive this one from a thread of its own
        with concurrent.futures.ThreadPoolExecutor(1) as pool:
            before, after = pool.submit(drive).result()
    finally:
        server.shutdown()
    assert refused == []
    assert problems == []
    assert int(after) == int(before) + 1, (before, after)
