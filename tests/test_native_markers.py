"""The compiled build's markers (engine/native.py) cost the interpreted engine nothing: it needs
nothing beyond the standard library (HELPERS: the engine is standard library only), so without
mypy_extensions (which the compiled build's traits come from) it imports and plays the same."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = """
import sys
sys.modules["mypy_extensions"] = None  # any import of it now fails, as if it were not installed
import random
from heat_widget.engine import native
from heat_widget.engine.race import Race
assert native.trait.__module__ == "heat_widget.engine.native", native.trait.__module__
race = Race.new("usa", players=["Ana", "Ben"], seed=7, record=False)
rng = random.Random(7)
while not race.finished:
    d = race.pending[0]
    race.act(d.car, rng.choice(race.legal_actions(d.car)))
print(len(race.log), race.standings)
"""


def test_the_engine_plays_without_mypy_extensions():
    """engine/native.py falls back to do-nothing markers when mypy_extensions cannot be imported,
    and a race plays exactly as with them (same decisions, same standings)."""
    runs = []
    for script in (SCRIPT, SCRIPT.replace('sys.modules["mypy_extensions"] = None', "pass").replace(
            'assert native.trait.__module__ == "heat_widget.engine.native", native.trait.__module__', "")):
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr[-3000:]
        runs.append(done.stdout.strip())
    assert runs[0] == runs[1]
