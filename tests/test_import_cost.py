"""What `import heat_widget` loads (issue 36 item 10): every worker process of a batch pays for it,
so what a race does not need stays off the import path. The engine's data is read through
engine/data_files.py, not importlib.resources (which brings tempfile, zipfile, shutil and their
kin: about 20 M of `import heat_widget`'s 358 M instructions, callgrind); the bots (27 M more), the
widget, the charts and the analysis (anywidget, altair, polars) load on first use. The instruction
counts are measured by hand (docs/benchmarks.md), not here."""
from __future__ import annotations

import subprocess
import sys

OFF_THE_PATH = ("importlib.resources", "tempfile", "zipfile", "shutil", "heat_widget.bots", "heat_widget.analysis",
                "heat_widget.widget.race_widget", "heat_widget.charts", "polars", "altair", "anywidget", "ipywidgets", "numpy")


def _loaded_after(code: str) -> set[str]:
    out = subprocess.run([sys.executable, "-c", code + "\nimport sys\nprint('\\n'.join(sys.modules))"],
                         capture_output=True, text=True, check=True).stdout
    return set(out.split())


def test_import_heat_widget_leaves_what_a_race_does_not_need_unloaded():
    loaded = _loaded_after("import heat_widget")
    assert not loaded & set(OFF_THE_PATH), sorted(loaded & set(OFF_THE_PATH))


def test_the_lazy_names_load_on_first_use_and_a_race_plays_without_them():
    """`hw.bots` (and `from heat_widget import bots`) still work, loading the bots then; a race on an
    expansion board reads its track, cards, Legends, weather and championship data from the files."""
    code = ("import heat_widget as hw\n"
            "race = hw.Race.new(track='japan', players=['Ana', 'Ben'], legends=1, seed=3, modules=['weather'])\n"
            "hw.bots.play_bots(race, {'Ana': hw.bots.heuristic, 'Ben': hw.bots.heuristic})\n"
            "from heat_widget import bots\n"
            "assert race.finished and bots is hw.bots and len(hw.tracks()) == 8\n"
            "assert hw.Championship is not None")
    assert "heat_widget.bots" in _loaded_after(code)
