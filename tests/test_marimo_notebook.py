"""notebooks/04_marimo.py is a marimo notebook (its own .py format) that shows the widget through
mo.ui.anywidget. Running it needs marimo (a dev dependency): tests/browser/test_marimo_browser.py
serves it with `marimo run` and clicks in it; this checks its shape without marimo."""
from __future__ import annotations

import ast
import pathlib

PATH = pathlib.Path(__file__).resolve().parents[1] / "notebooks" / "04_marimo.py"


def test_marimo_notebook_is_a_marimo_app_with_the_widget():
    source = PATH.read_text(encoding="utf-8")
    tree = ast.parse(source)
    cells = [f for f in tree.body if isinstance(f, ast.FunctionDef)
             and any(ast.unparse(d) == "app.cell" for d in f.decorator_list)]
    assert len(cells) >= 3
    assert "app = marimo.App(" in source and 'if __name__ == "__main__":' in source
    assert "mo.ui.anywidget(hw.RaceWidget(" in source and "coach=True" in source
