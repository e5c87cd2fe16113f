"""The optional parts of heat_widget and the extras that install them (pyproject.toml).

The classroom core (the engine, the bots, RaceWidget, ChampionshipWidget, save_html) needs only
anywidget, ipywidgets and traitlets, and runs in a browser's Python (Pyodide, JupyterLite, marimo's
WebAssembly pages). Tables, charts and simulate need polars and altair: the `analysis` extra, which a
plain `pip install heat_widget` brings on CPython. Where they are missing, `require` raises a
MissingExtra naming the extra to install instead of a bare ImportError.
"""
from __future__ import annotations

import importlib
import sys

from .engine.errors import MissingExtra

#: extra -> the packages it installs (as pyproject.toml lists them) and the modules they import as
EXTRAS = {
    "analysis": {"polars": "polars", "altair": "altair", "tqdm": "tqdm", "openskill": "openskill"},
    "offline-charts": {"vl-convert-python": "vl_convert"},
}


def in_browser() -> bool:
    """True in a browser's Python (Pyodide: sys.platform "emscripten", or WASI): no threads, no
    signals, no processes."""
    return sys.platform in ("emscripten", "wasi")


def install_hint(extra: str) -> str:
    """How to install `extra` on this platform."""
    if in_browser():
        return (f"in Pyodide (JupyterLite, marimo) run `await micropip.install('heat_widget[{extra}]')` where "
                f"Pyodide's own package index is reachable (it has polars); the engine, the bots and the "
                f"widgets need none of it")
    return f"install it with `pip install 'heat_widget[{extra}]'` (a plain `pip install heat_widget` brings it too)"


def require(extra: str, what: str, packages: tuple[str, ...]) -> None:
    """Import the modules of `packages` (names in EXTRAS[extra]); raise MissingExtra naming the extra
    when any of them is not installed. `what`: the part of heat_widget that needs them."""
    modules = EXTRAS[extra]
    missing = []
    for package in packages:
        try:
            importlib.import_module(modules[package])
        except ImportError:
            missing.append(package)
    if missing:
        names = " and ".join(missing)
        verb = "is" if len(missing) == 1 else "are"
        raise MissingExtra(f"{what} needs {names}, which {verb} not installed here (the "
                           f"'{extra}' extra of heat_widget): {install_hint(extra)}")
