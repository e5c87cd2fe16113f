"""The front-end's own tests (node's test runner with happy-dom, in js/tests/) and the check that
the committed build (heat_widget/static/) is what `npm run build` makes from js/src/.

Needs node and js/node_modules: `bash .ci/setup` installs them (npm ci in js/)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
from heat_widget.widget.race_widget import encode_frames
from heat_widget.engine.view import action_seen_by
from heat_widget.widget.language import widget_messages

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "js"
STATIC = ROOT / "heat_widget" / "static"


def _node() -> str:
    node = shutil.which("node")
    if not node:
        pytest.fail("node is not installed: run `bash .ci/setup` (the front-end tests need Node 18+)")
    if not (JS / "node_modules" / "happy-dom").is_dir() or not (JS / "node_modules" / "esbuild").is_dir():
        pytest.fail("js/node_modules is missing: run `bash .ci/setup` (it runs `npm ci` in js/)")
    return node


def hidden_play(step, viewer) -> str:
    """What a seat may read of a decision: other cars' plays only by their number of cards (or not
    even that while it is secret), others' gears once every car has chosen (engine/view.py)."""
    return action_seen_by(step.car, step.action, step.state, viewer)


def _race_fixture(label, players, legends, seed, viewer=None, laps=1):
    race = hw.Race.new(track="usa", players=players, legends=legends, seed=seed, laps=laps)
    play_bots(race, {n: random_legal for n in players})
    steps = race.timeline
    expected = [{
        "state": hw.Observer(viewer).state(s.state),
        "car": s.car,
        "action": None if s.action is None else hidden_play(s, viewer),
        "events": [{"kind": e.kind, "car": e.car, "text": e.text}
                   for e in (e.seen_by(viewer) for e in s.events) if e is not None],
    } for s in steps]
    return {"label": label, "viewer": viewer, "frames": encode_frames(steps, viewer=viewer), "expected": expected}


def test_node_tests_pass(tmp_path):
    node = _node()
    fixture = {
        "track": hw.load_track("usa").to_dict(),
        "races": [
            _race_fixture("teacher", ["Ana", "Ben", "<img src=x onerror=alert(1)>"], 1, seed=4),
            _race_fixture("seat of Ana", ["Ana", "Ben"], 2, seed=9, viewer="Ana"),
        ],
        "messages": {"pt": widget_messages("pt")},  # js/tests/language.test.js
    }
    path = tmp_path / "fixture.json"
    path.write_text(json.dumps(fixture))
    tests = sorted(str(p.relative_to(JS)) for p in (JS / "tests").glob("*.test.js"))
    proc = subprocess.run([node, "--test", *tests], cwd=JS, capture_output=True, text=True, timeout=300,
                          env=dict(os.environ, HW_FIXTURE=str(path)))
    summary = [line for line in proc.stdout.splitlines() if line.startswith("# ")]
    assert proc.returncode == 0, proc.stdout[-8000:] + proc.stderr[-3000:]
    assert "# fail 0" in summary and "# skipped 0" in summary, "\n".join(summary)


def test_committed_build_is_up_to_date(tmp_path):
    node = _node()
    proc = subprocess.run([node, "build.mjs", str(tmp_path)], cwd=JS, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    for name in ("widget.js", "widget.css"):
        built = (tmp_path / name).read_bytes()
        committed = (STATIC / name).read_bytes()
        assert built == committed, (f"heat_widget/static/{name} differs from a fresh build of js/src: "
                                    "run `cd js && npm run build` and commit the result")
