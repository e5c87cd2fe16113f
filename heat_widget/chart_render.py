"""How hw.charts shows an Altair chart in a notebook: as data, with no widget (issue 36 item 7).

Altair 6 writes Vega-Lite 6 specs. JupyterLab (4.x, and Notebook 7, VS Code and Colab) draws
Vega-Lite itself, offline, from an output of type `application/vnd.vegalite.v5+json`, but knows no
v6 type, so Altair's own renderers either need a CDN ("default"/"html") or make every chart an
`alt.JupyterChart` anywidget carrying its own ~900 KB copy of Vega ("jupyter", offline). The latter
made a page parse 900 KB per chart, and with several charts on a busy machine that kept other
widgets past the 2 s anywidget 0.11 gives a model to load, so "[anywidget] Failed to initialize
model." came as a page error (notebooks 06 and 07).

Here a chart is shown as the front end's own Vega-Lite 5 output: the same spec, labelled v5. The
charts of heat_widget use nothing Vega-Lite 6 added (tests/test_chart_render.py checks every
chart's spec against the v5 schema Altair's vl-convert ships with), so JupyterLab draws them as
Altair 6 would, with their tooltips. No widget, no JavaScript from the kernel, nothing from a CDN,
and the output is saved in the notebook and drawn again when it is opened. `linked()` still uses
`alt.JupyterChart`: its charts talk to the RaceWidget.
"""
from __future__ import annotations

from typing import Any

import altair as alt

#: the Altair renderer's name
RENDERER = "heat_widget"
#: the output type the front end draws itself
MIMETYPE = "application/vnd.vegalite.v5+json"
SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json"


def as_v5(spec: dict[str, Any]) -> dict[str, Any]:
    """The spec labelled Vega-Lite 5 (the front end's version): the same spec otherwise."""
    return {**spec, "$schema": SCHEMA}


def render(spec: dict[str, Any], **metadata: Any) -> dict[str, Any]:
    """An Altair renderer: the chart as a Vega-Lite 5 output, with a line of text for a plain
    terminal (metadata such as embed options are the front end's to choose)."""
    return {MIMETYPE: as_v5(spec), "text/plain": "<heat_widget chart: shown in a notebook>"}


def enable() -> None:
    """Register and enable the "heat_widget" renderer (hw.charts does it on import)."""
    if RENDERER not in alt.renderers.names():
        alt.renderers.register(RENDERER, render)
    alt.renderers.enable(RENDERER)
