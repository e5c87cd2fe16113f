"""Benchmark of the widget's front-end in Chromium (run on demand; not collected by pytest):

    .venv/bin/python tests/benchmarks/bench_widget.py [--seed N] [--steps N]

For a finished 6-car 2-lap race (random bots on USA) it prints:
  * timeline bytes: the frames as Jupyter sends them (JSON, UTF-8) and their step count;
  * first render: render() of the whole widget (decode + SVG + panels), and until the first frame;
  * step change: median / p90 over many random step changes of
      - update: the widget's own work (JS) for model.set("step", k),
      - to paint: from the change to the end of the first Paint of the frame that shows it,
        read from a Chromium performance trace (main-thread time, no vsync wait).
The page is the standalone replay page (RaceWidget.save_html), so no JupyterLab is needed.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import heat_widget as hw  # noqa: E402
from heat_widget.bots import play_bots, random_legal  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run", "--disable-quic"]


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--steps", type=int, default=200, help="step changes to time")
    ap.add_argument("--width", type=int, default=1280)
    ap.add_argument("--trace", help="also save the Chromium trace of the step changes here (JSON)")
    args = ap.parse_args()

    names = [f"Player {i + 1}" for i in range(6)]
    race = hw.Race.new(track="usa", players=names, legends=0, seed=args.seed)
    play_bots(race, {n: random_legal for n in names})
    w = hw.RaceWidget(race)
    wire = len(json.dumps(w.frames, ensure_ascii=False).encode("utf-8"))
    print(f"race: USA, 6 cars, {race.laps} laps, {race.round} rounds, {len(w.frames)} steps, finished={race.finished}")
    print(f"timeline bytes: {wire:,} ({wire / 1024:.0f} KB; track {len(json.dumps(w.track)) / 1024:.0f} KB)")

    from playwright.sync_api import sync_playwright
    tmp = Path(tempfile.mkdtemp())
    page_path = w.save_html(tmp / "bench.html")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": args.width, "height": 1000})
        first = []
        for _ in range(5):
            page.goto(page_path.as_uri())
            page.wait_for_function("window.heatRaceFirstPaintMs !== undefined")
            first.append((page.evaluate("window.heatRaceRenderMs"), page.evaluate("window.heatRaceFirstPaintMs")))
        print(f"first render: render() median {statistics.median(f[0] for f in first):.1f} ms; "
              f"to first frame median {statistics.median(f[1] for f in first):.1f} ms (5 page loads)")

        n = len(w.frames)
        rng = random.Random(0)
        jumps = [rng.randrange(n) for _ in range(args.steps)]
        start = rng.randrange(max(1, n - args.steps))
        nexts = list(range(start, min(n, start + args.steps)))
        targets = jumps + nexts
        browser.start_tracing(page=page, categories=["devtools.timeline"])
        updates = page.evaluate("""async (targets) => {
            const m = window.heatRaceModel, out = [];
            const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
            await frame();
            for (const k of targets) {
                await new Promise((r) => requestAnimationFrame(r));   // start of a frame
                console.timeStamp("hw-step");
                const t = performance.now();
                m.set("step", k);
                out.push(performance.now() - t);
                await frame(); await frame();
            }
            return out;
        }""", targets)
        trace = json.loads(browser.stop_tracing())
        browser.close()

    if args.trace:
        Path(args.trace).write_text(json.dumps(trace))
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    marks = sorted(e["ts"] for e in events if e.get("name") == "TimeStamp"
                   and (e.get("args", {}).get("data", {}).get("message") == "hw-step"))
    paints = sorted((e["ts"] + e.get("dur", 0)) for e in events if e.get("name") == "Paint" and e.get("ph") == "X")
    to_paint = []
    j = 0
    for ts in marks:
        while j < len(paints) and paints[j] < ts:
            j += 1
        to_paint.append((paints[j] - ts) / 1000 if j < len(paints) else None)
    for label, sl in (("random jumps", slice(0, len(jumps))), ("next step  ", slice(len(jumps), None))):
        up, tp = updates[sl], [x for x in to_paint[sl] if x is not None]
        print(f"step change, {label}: update (JS) median {statistics.median(up):.2f} ms (p90 {pct(up, 0.9):.2f}); "
              + (f"to paint median {statistics.median(tp):.2f} ms (p90 {pct(tp, 0.9):.2f}), {len(tp)} changes"
                 if tp else "no Paint events in the trace (this Chromium does not report them)"))
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
