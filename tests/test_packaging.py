"""The wheel ships what users need without npm or network: the built front-end and the game data."""
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_wheel_contains_the_built_front_end_and_the_game_data(tmp_path):
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(tmp_path), str(ROOT)], check=True)
    wheel = next(tmp_path.glob("heat_widget-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    needed = {"heat_widget/static/widget.js", "heat_widget/static/widget.css", "heat_widget/data/cards.json",
              "heat_widget/data/legends.json", "heat_widget/widget/race_widget.py", "heat_widget/engine/race.py",
              "heat_widget/py.typed"}  # PEP 561: the package's types are for users to check against
    needed |= {f"heat_widget/data/tracks/{p.name}" for p in (ROOT / "heat_widget/data/tracks").glob("*.json")}
    assert needed <= names, f"missing from the wheel: {sorted(needed - names)}"
    assert not any(n.startswith(("js/", "tests/", "heat_widget/node_modules")) for n in names)
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert "heat-sim = heat_widget.analysis.cli:main" in zipfile.ZipFile(wheel).read(entry_points).decode()
