"""The standalone replay page of `RaceWidget.save_html` / `to_html`: the widget's code and styles
inlined, its state as JSON, a tiny stand-in for the anywidget model (no kernel, no network).
Filled with str.format: title, lang (the widget's language), css, data, code."""

PAGE = """<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
:root {{ color-scheme: light dark; }}
body {{ margin: 0; padding: 16px; background: var(--jp-layout-color0, #fff); font-family: system-ui, sans-serif; }}
@media (prefers-color-scheme: dark) {{
  :root {{
    --jp-layout-color0: #111111; --jp-layout-color1: #1c1c1c; --jp-layout-color2: #2b2b2b; --jp-layout-color3: #444;
    --jp-ui-font-color0: #fff; --jp-ui-font-color1: rgba(255,255,255,.87); --jp-ui-font-color2: rgba(255,255,255,.6);
    --jp-border-color1: #616161; --jp-border-color2: #424242; --jp-brand-color1: #64b5f6;
    --jp-error-color0: #ff8a80; --jp-error-color1: #e57373; --jp-ui-inverse-font-color0: #111;
  }}
}}
{css}
</style>
</head>
<body>
<div id="heat-race"></div>
<script type="application/json" id="heat-race-state">{data}</script>
<script type="text/plain" id="heat-race-code">{code}</script>
<script type="module">
const state = JSON.parse(document.getElementById("heat-race-state").textContent);
const listeners = new Map();
const fire = (name) => (listeners.get(name) || []).slice().forEach((f) => f());
const model = {{
  get: (k) => state[k],
  set: (k, v) => {{ const old = state[k]; state[k] = v; if (old !== v) fire("change:" + k); }},
  save_changes() {{}},
  send() {{}},
  on(name, f) {{ if (!listeners.has(name)) listeners.set(name, []); listeners.get(name).push(f); }},
  off(name, f) {{ listeners.set(name, (listeners.get(name) || []).filter((g) => g !== f)); }},
}};
window.heatRaceModel = model;
const b64 = document.getElementById("heat-race-code").textContent.trim();
const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const url = URL.createObjectURL(new Blob([bytes], {{ type: "text/javascript" }}));
const widget = (await import(url)).default;
const t0 = performance.now();
if (widget.initialize) widget.initialize({{ model }});
widget.render({{ model, el: document.getElementById("heat-race") }});
window.heatRaceRenderMs = performance.now() - t0;
requestAnimationFrame(() => setTimeout(() => {{ window.heatRaceFirstPaintMs = performance.now() - t0; }}, 0));
document.documentElement.dataset.ready = "true";
</script>
</body>
</html>
"""
