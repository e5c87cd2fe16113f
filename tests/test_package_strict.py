"""The whole package at `mypy --strict` (issue 35 item 3): the engine, the bots, the analysis, the
charts and the widgets, with nothing silenced but the third-party modules that ship no types, each
named in pyproject.toml; and the wheel says so with a `py.typed` marker (PEP 561), which
tests/test_packaging.py finds in the built wheel."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

from mypy import api  # in the [dev] extra

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "heat_widget"
# Third-party modules that ship no types (read as Any): the only ones pyproject.toml lets mypy skip
UNTYPED_THIRD_PARTY = {"tqdm", "tqdm.*", "ipywidgets", "ipywidgets.*", "piplite", "piplite.*"}
# `# type: ignore[code]  # why`: an error code, then the reason, on the same line
IGNORE = re.compile(r"#\s*type:\s*ignore(?P<code>\[[a-z0-9, -]+\])?(?P<rest>.*)$")


def test_the_whole_package_passes_mypy_strict():
    """`mypy --strict heat_widget` with the project's configuration reports no error (its output is
    shown if it does). The cache is kept between runs (a cold run takes about 30 s)."""
    stdout, stderr, status = api.run(["--config-file", str(ROOT / "pyproject.toml"), "--strict",
                                      "--cache-dir", str(ROOT / ".mypy_cache" / "package-strict"),
                                      str(PACKAGE)])
    assert status == 0, f"mypy --strict heat_widget found errors:\n{stdout}{stderr}"
    assert "Success: no issues found" in stdout, stdout + stderr


def test_the_package_ships_a_py_typed_marker():
    """PEP 561: a package whose types users may check against says so with heat_widget/py.typed."""
    assert (PACKAGE / "py.typed").is_file()


def test_only_untyped_third_party_modules_skip_their_imports():
    """No blanket `ignore_missing_imports` (an import of ours or of a typed library that fails is an
    error): only the third-party modules without types named above may be skipped, and nothing in
    heat_widget is silenced (`ignore_errors`, `follow_imports = "skip"`)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mypy"]
    assert not config.get("ignore_missing_imports"), "a global ignore_missing_imports hides broken imports"
    for override in config.get("overrides", []):
        modules = set(override["module"])
        if override.get("ignore_missing_imports"):
            assert modules <= UNTYPED_THIRD_PARTY, f"skipped imports beyond untyped third-party: {modules}"
        assert not override.get("ignore_errors"), f"errors silenced in {modules}"
        assert override.get("follow_imports") not in ("skip",), f"imports skipped in {modules}"


def test_every_type_ignore_names_its_error_and_why():
    """A `# type: ignore` in heat_widget names the error code it silences and says why (a comment
    after it), so a reader knows what was checked by hand."""
    bare = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            found = IGNORE.search(line)
            if found and (not found["code"] or "#" not in found["rest"] or not found["rest"].split("#", 1)[1].strip()):
                bare.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not bare, "type: ignore without an error code and a reason:\n" + "\n".join(bare)
