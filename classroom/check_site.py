"""Boot a built classroom site in headless Chromium with the network off, play a race in the widget
and replay it (on demand: `python classroom/check_site.py SITE_DIR`).

The site is served on 127.0.0.1; every request elsewhere is refused and listed, and makes the check
fail. It opens classroom.ipynb in JupyterLite's notebook, runs its cells (the Pyodide kernel starts,
`%pip install heat_widget` installs from the site's own wheels), clicks through Ana's decisions
until the race is over, then steps the replay back to the start.
"""
from __future__ import annotations

import functools
import http.server
import os
import shutil
import sys
import threading
import time

from playwright.sync_api import sync_playwright

CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"


def serve(root: str) -> tuple[http.server.ThreadingHTTPServer, str]:
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args) -> None:
            pass
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=root))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def main(site: str, shot: str | None = None) -> int:
    server, base = serve(site)
    refused: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        ctx = browser.new_context(viewport={"width": 1300, "height": 1000}, service_workers="block")

        def route(r):
            if r.request.url.startswith(base) or r.request.url.startswith(("data:", "blob:")):
                return r.continue_()
            refused.append(r.request.url)
            return r.abort()
        ctx.route("**/*", route)
        page = ctx.new_page()
        logs: list[str] = []
        page.on("console", lambda m: logs.append(m.text))
        t0 = time.monotonic()
        page.goto(f"{base}/notebooks/index.html?path=classroom.ipynb")
        page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
        time.sleep(3)
        for _ in range(3):  # a kernel picker or a notice: say what it said, take its default
            dialog = page.locator(".jp-Dialog")
            if not dialog.count():
                break
            print("dialog:", dialog.inner_text().replace("\n", " | ")[:300], flush=True)
            page.locator(".jp-Dialog .jp-mod-accept").first.click()
            time.sleep(2)
        page.wait_for_selector(".jp-Notebook-ExecutionIndicator[data-status='idle']", timeout=300_000)
        print(f"kernel idle after {time.monotonic() - t0:.0f} s", flush=True)
        page.keyboard.press("Escape")
        page.locator(".jp-Notebook .jp-Cell").first.click()
        for _ in range(3):
            page.keyboard.press("Shift+Enter")
            time.sleep(0.5)
        try:
            page.wait_for_selector(".hw-root .hw-choices button", timeout=180_000)
        except Exception:
            page.screenshot(path=shot or "/tmp/classroom-failed.png", full_page=True)
            print("\n".join(logs[-30:]))
            raise
        print(f"widget shown after {time.monotonic() - t0:.0f} s", flush=True)
        clicks = 0
        while clicks < 400:
            if page.locator(".hw-root").get_by_text("Race over", exact=False).count():
                break
            buttons = page.locator(".hw-root .hw-choices button:not([disabled])")
            cards = page.locator(".hw-root .hw-hand-cards .hw-selectable")
            if buttons.count():
                buttons.first.click()
            elif cards.count():
                cards.first.click()
            else:
                time.sleep(0.3)
            clicks += 1
            time.sleep(0.2)
        status = page.locator(".hw-root .hw-title-status").inner_text()
        print(f"after {clicks} clicks: {status}", flush=True)
        page.locator(".hw-root").focus()
        page.keyboard.press("Home")
        time.sleep(0.5)
        label = page.locator(".hw-root .hw-step-label").inner_text()
        print(f"replay: {label}", flush=True)
        if shot:
            page.screenshot(path=shot, full_page=True)
        browser.close()
    server.shutdown()
    print("refused requests:", refused)
    if refused:
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None))
