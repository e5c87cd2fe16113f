"""heat_widget/engine/README.md, the engine's notes for the next person (issue 23 item 6): every file
it names exists, and every name it places in a file ("`rules.py` `_begin_turns`") is defined there,
so a "where is X" answer cannot silently go stale when code moves."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "heat_widget" / "engine"
README = (ENGINE / "README.md").read_text(encoding="utf-8")


def _files() -> list[str]:
    return sorted(set(re.findall(r"`((?:\w+/)*\w+\.py)`", README)))


def test_every_file_the_engine_readme_names_exists():
    assert _files(), "the README names no file"
    missing = [f for f in _files() if not (ROOT / f if f.startswith(("tests/", ".ci/")) else ENGINE / f).is_file()]
    assert not missing, f"named in heat_widget/engine/README.md but not in heat_widget/engine/ (or, for tests/ and .ci/, the project): {missing}"


def test_every_name_the_engine_readme_places_in_a_file_is_defined_there():
    # "`file.py` `Name`", the name possibly dotted (`RoadConditions.no_cooling`) or a call (`_run`)
    pairs = re.findall(r"`((?:\w+/)*\w+\.py)`\s+`([A-Za-z_][\w.]*)", README)
    assert len(pairs) >= 8
    wrong = []
    for path, name in pairs:
        text = (ENGINE / path).read_text(encoding="utf-8")
        for part in name.split("."):
            if not re.search(rf"^\s*(?:def|class)\s+{re.escape(part)}\b|^\s*{re.escape(part)}\s*[:=]", text, re.M):
                wrong.append(f"{path} {name}")
                break
    assert not wrong, f"heat_widget/engine/README.md places these names in files that do not define them: {wrong}"
