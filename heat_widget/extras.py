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


#: what a browser's Python can install (the classroom site has their wheels), and what it cannot
BROWSER_INSTALLS = ("altair",)
#: pure Python, so a browser's Python can install them from PyPI, but the classroom site does not bring them
PURE = ("openskill", "tqdm")


class MissingInBrowser(MissingExtra):
    """MissingExtra in a browser's Python: a notebook shows it as its one line, without a traceback
    (IPython shows what `_render_traceback_` gives instead of the traceback)."""

    def _render_traceback_(self) -> list[str]:
        return [f"MissingExtra: {self}"]


def install_hint(extra: str, missing: tuple[str, ...] = ()) -> str:
    """How to install `extra` (or the packages `missing` of it) on this platform."""
    if in_browser():
        if missing and all(p in BROWSER_INSTALLS for p in missing):
            return f"run `%pip install {' '.join(missing)}` in a cell first"
        if missing and all(p in PURE for p in missing):
            return (f"run `%pip install {' '.join(missing)}` in a cell first where this page can reach PyPI (the "
                    f"classroom site, which works offline, does not bring it)")
        names = " and ".join(missing) or "it"
        return (f"{names} cannot be installed here (no build for a browser); race.table(...), the race "
                f"charts (hw.charts.lap_chart, gap_chart, heat_chart, speed_chart, race_charts) and the review "
                f"(hw.analysis.review, skill_and_luck, hw.charts.review_chart, luck_chart) work without it")
    return f"install it with `pip install 'heat_widget[{extra}]'` (a plain `pip install heat_widget` brings it too)"


def missing_extra(message: str) -> MissingExtra:
    """A MissingExtra, shown in one line in a browser's Python."""
    return MissingInBrowser(message) if in_browser() else MissingExtra(message)


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
        if in_browser():
            raise missing_extra(f"{what} needs {names}, which {verb} not installed in this browser's Python: "
                                f"{install_hint(extra, tuple(missing))}")
        raise MissingExtra(f"{what} needs {names}, which {verb} not installed here (the "
                           f"'{extra}' extra of heat_widget): {install_hint(extra)}")
