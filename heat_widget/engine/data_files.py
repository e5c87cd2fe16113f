"""Where the package's data lives: heat_widget/data, installed as files beside the code.

Read through this path rather than `importlib.resources`: importing that (with tempfile, zipfile,
shutil and their kin) was about a quarter of `import heat_widget`'s instructions, paid again by
every worker process of a batch (issue 36 item 10), and the package is never imported from a zip
(a wheel installs files, in CPython and in a browser's Python alike). Interpreted, not compiled
(.ci/build_compiled.py): import-time only.
"""
from __future__ import annotations

from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data"


def data_file(*parts: str) -> Path:
    """The path of a file (or folder) of heat_widget/data, e.g. data_file("tracks", "usa.json")."""
    return DATA.joinpath(*parts)
