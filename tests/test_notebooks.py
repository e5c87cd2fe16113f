"""The notebooks run from top to bottom without errors, and are saved without outputs."""
from __future__ import annotations

import os
import pathlib

import nbformat
import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = sorted((ROOT / "notebooks").glob("*.ipynb"))
NAMES = ["01_learn_heat.ipynb", "02_replay.ipynb", "03_what_if.ipynb", "04_garage.ipynb", "05_weather.ipynb",
         "06_championship.ipynb", "07_strength.ipynb", "08_expansions.ipynb"]


def test_the_notebooks_exist():
    assert [p.name for p in NOTEBOOKS] == NAMES


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_saved_without_outputs(path):
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None, f"{path.name}: clear the outputs"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_notebook_runs(path, tmp_path, monkeypatch):
    if not (ROOT / "heat_widget" / "widget/race_widget.py").exists():
        pytest.skip("the widget is not there yet")
    from nbclient import NotebookClient

    # the kernel imports this checkout's package, whichever one is installed
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    nb = nbformat.read(path, as_version=4)
    # The timeout only stops a hung cell: a loaded machine may be many times slower than usual, and
    # how fast the notebooks run is the benchmarks' business, not this test's.
    client = NotebookClient(nb, timeout=900, kernel_name="python3", resources={"metadata": {"path": str(tmp_path)}},
                            store_widget_state=False)
    client.execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs if o.output_type == "error"]
    assert not errors
