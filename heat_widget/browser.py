"""heat_widget in a browser's Python (Pyodide: JupyterLite, the classroom site built by
classroom/build_site.py): charts drawn by the site's own Vega, and a plain word when `%pip` cannot
install a package.

- `enable_site_renderer()` (hw.charts does it on import there): Altair's charts are shown as HTML
  that loads vega, vega-lite and vega-embed from the site itself (its `vega/` folder, beside
  `notebooks/` and `lab/`: classroom/build_site.py copies them from npm), never from a CDN. Where
  they cannot load, the chart's place says so in one line.
- `explain_failed_installs()` (`import heat_widget` does it there): `%pip install polars` on a site
  that works offline fails in one line that says why and what works without it, instead of a
  traceback from piplite.
"""
from __future__ import annotations

import itertools
import json
from typing import Any

#: the site's folder of Vega libraries, relative to its pages (notebooks/index.html, lab/index.html)
VEGA_FOLDER = "../vega/"
VEGA_FILES = ("vega.min.js", "vega-lite.min.js", "vega-embed.min.js")
RENDERER = "heat_site"
_ids = itertools.count()

_LOADER = """<div id="%(id)s" class="hw-vega"></div>
<script>
(function () {
  var el = document.getElementById("%(id)s");
  var spec = %(spec)s;
  var base = new URL("%(folder)s", document.baseURI).href;
  function load(src) {
    return new Promise(function (ok, fail) {
      var s = document.createElement("script");
      s.src = base + src;
      s.onload = ok;
      s.onerror = function () { fail(new Error("could not load " + base + src)); };
      document.head.appendChild(s);
    });
  }
  if (!window.heatVega) {
    window.heatVega = (async function () {
      var amd = window.define;
      window.define = undefined;  // the UMD files then set globals, whatever loader the page has
      try { for (var f of %(files)s) { await load(f); } } finally { if (amd) { window.define = amd; } }
      return window.vegaEmbed;
    })();
  }
  window.heatVega.then(function (embed) { return embed(el, spec, {actions: false}); }).catch(function (err) {
    window.heatVega = null;
    el.className = "hw-vega hw-chart-error";
    el.textContent = "This chart could not be drawn: " + err.message;
  });
})();
</script>"""


def chart_html(spec: dict[str, Any]) -> str:
    """A Vega-Lite spec as HTML that draws it with the site's own Vega (module doc)."""
    text = json.dumps(spec).replace("</", "<\\/")  # no "</script>" inside the script
    return _LOADER % {"id": f"hw-vega-{next(_ids)}", "spec": text, "folder": VEGA_FOLDER,
                      "files": json.dumps(list(VEGA_FILES))}


def _render(spec: dict[str, Any], **metadata: Any) -> dict[str, str]:
    return {"text/html": chart_html(spec), "text/plain": "<a chart: it shows in a notebook>"}


def enable_site_renderer() -> None:
    """Show Altair charts with the site's Vega (module doc). Safe to call more than once."""
    import altair as alt
    alt.renderers.register(RENDERER, _render)
    alt.renderers.enable(RENDERER)


def install_failure(name: str) -> str:
    """The line `%pip install name` shows where the site has no wheel of it."""
    hint = (" race.table(...), the race charts (hw.charts.lap_chart, gap_chart, heat_chart, speed_chart) and the "
            "review (hw.analysis.review, skill_and_luck, hw.charts.review_chart) work without it."
            if name.lower() == "polars" else "")
    return (f"{name} could not be installed: this page's Python only installs what the site brought with it "
            f"(it works offline), and {name} is not among them.{hint}")


def explain_failed_installs() -> None:
    """In a notebook of the site, `%pip install` of a package the site lacks fails in one line
    (module doc): piplite's error is shown as that line instead of its traceback (IPython shows what
    an exception's `_render_traceback_` gives). Nothing happens without piplite."""
    try:
        from piplite.piplite import PiplitePyPIDisabled
    except ImportError:
        return

    def one_line(error: BaseException) -> list[str]:
        name = str(error).split(" could not be installed", 1)[0].strip() or "that package"
        return [f"{type(error).__name__}: {install_failure(name)}"]

    PiplitePyPIDisabled._render_traceback_ = one_line
