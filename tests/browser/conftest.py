"""Fixtures for real-browser tests: an isolated JupyterLab on 127.0.0.1 and Debian's Chromium
driven by Playwright (never `playwright install`: no browser is downloaded).

CHROMIUM=/path/to/chrome overrides the browser (default: chromium on PATH, /usr/bin/chromium).
Screenshots go to test-artifacts/ at the top of the checkout (gitignored).
"""
from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ARTIFACTS = ROOT / "test-artifacts"
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
TOKEN = "heat-e2e-token"


def _free_port() -> int:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


def _server(work: Path, app: str):
    """Start `jupyter lab` or `jupyter notebook` (Notebook 7) on 127.0.0.1 with every Jupyter
    folder under `work`; returns (process, base url, log file)."""
    env = dict(os.environ,
               JUPYTER_CONFIG_DIR=str(work / "cfg"), JUPYTER_DATA_DIR=str(work / "data"),
               JUPYTER_RUNTIME_DIR=str(work / "run"), IPYTHONDIR=str(work / "ipy"),
               JUPYTERLAB_SETTINGS_DIR=str(work / "settings"),
               JUPYTERLAB_WORKSPACES_DIR=str(work / "ws"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    if app == "lab":  # no "Would you like to get notified about official Jupyter news?" toast
        s = work / "settings/@jupyterlab/apputils-extension/notification.jupyterlab-settings"
        s.parent.mkdir(parents=True, exist_ok=True)
        s.write_text(json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    port = _free_port()
    log = open(work / f"{app}.log", "w")
    cmd = [sys.executable, "-m", "jupyter", app, "--no-browser", "--ip=127.0.0.1", f"--port={port}",
           f"--IdentityProvider.token={TOKEN}", "--allow-root", f"--ServerApp.root_dir={work}"]
    if app == "lab":
        cmd += ["--LabApp.news_url=None", "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
                "--LabApp.expose_app_in_browser=True"]
    proc = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT)
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 120
    while True:
        try:
            urllib.request.urlopen(f"{base}/api/status?token={TOKEN}", timeout=2)
            return proc, base, log
        except Exception:
            if proc.poll() is not None or time.time() > deadline:
                proc.kill()
                log.close()
                pytest.fail(f"jupyter {app} did not start:\n" + (work / f"{app}.log").read_text()[-3000:])
            time.sleep(0.2)


def _stop(proc, log):
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """A JupyterLab server on 127.0.0.1 with all Jupyter state isolated under a temp dir."""
    work = tmp_path_factory.mktemp("lab")
    proc, base, log = _server(work, "lab")
    yield {"base": base, "token": TOKEN, "root": work}
    _stop(proc, log)


@pytest.fixture(scope="session")
def notebook7(tmp_path_factory):
    """A Jupyter Notebook 7 server on 127.0.0.1, isolated like `lab`."""
    work = tmp_path_factory.mktemp("nb7")
    proc, base, log = _server(work, "notebook")
    yield {"base": base, "token": TOKEN, "root": work}
    _stop(proc, log)


@pytest.fixture(scope="session")
def chromium():
    from playwright.sync_api import sync_playwright
    if not os.path.exists(CHROMIUM):
        pytest.fail(f"no Chromium at {CHROMIUM}: apt-get install -y chromium (or run .ci/setup), or set CHROMIUM=")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


def _dialog(page, dialog) -> None:
    """A dialog is a problem (an alert from our code), except the "leave page?" a notebook with
    unsaved cells asks before a reload the test itself makes: accepted, since a dismissed beforeunload
    cancels the navigation and page.reload() then hangs (microsoft/playwright#20624)."""
    if dialog.type == "beforeunload":
        dialog.accept()
        return
    page.problems.append(f"dialog: {dialog.message}")
    dialog.dismiss()


def _console(page, message) -> None:
    """A console error (an uncaught rejection is one: "[anywidget] Failed to initialize model." came
    as one, and no "pageerror") or anything anywidget logs at warning level is a problem."""
    text = message.text
    if message.type == "error" or (message.type == "warning" and "[anywidget]" in text):
        page.problems.append(f"console {message.type}: {text}")


@pytest.fixture
def page_factory(chromium):
    """New pages with generous timeouts (kernel start-up on 2 cores is slow); every JS error, every
    console error and every dialog (alert!) but a reload's "leave page?" is recorded in
    page.problems, and a test whose pages end with any problem fails."""
    from playwright.sync_api import expect
    # page.set_default_timeout() does NOT apply to expect(): its default is 5 s
    expect.set_options(timeout=60_000)
    contexts = []
    pages: list = []

    def make(width=1280, height=900, color_scheme="light"):
        ctx = chromium.new_context(viewport={"width": width, "height": height}, color_scheme=color_scheme)
        contexts.append(ctx)
        page = ctx.new_page()
        page.set_default_timeout(60_000)
        page.problems = []
        page.on("pageerror", lambda e: page.problems.append(f"page error: {e} {e.stack}"))
        page.on("console", lambda m: _console(page, m))
        page.on("dialog", lambda d: _dialog(page, d))
        pages.append(page)
        return page

    yield make
    for ctx in contexts:
        ctx.close()
    # every test fails on a page error, a console error or an anywidget complaint, asserted or not
    # (a test that expects some of the page's own errors removes them from page.problems itself)
    left = [p for page in pages for p in page.problems]
    if left:
        pytest.fail("the page reported problems:\n" + "\n".join(left[:20]), pytrace=False)
