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
    return sorted(set(re.findall(r"`((?:\w+/)*\w+\.(?:py|js))`", README)))


def _where(path: str) -> Path:
    """A path the README names: under heat_widget/engine/, or from the project's root when it starts
    with tests/, .ci/, js/ or heat_widget/ (the bots, the widget: a "where is" that leaves the engine)."""
    return ROOT / path if path.startswith(("tests/", ".ci/", "js/", "heat_widget/")) else ENGINE / path


def test_every_file_the_engine_readme_names_exists():
    assert _files(), "the README names no file"
    missing = [f for f in _files() if not _where(f).is_file()]
    assert not missing, f"named in heat_widget/engine/README.md but not in heat_widget/engine/ (or, for tests/, .ci/, js/ and heat_widget/, the project): {missing}"


def test_the_engine_readme_says_where_the_issue_35_entries_are():
    """Issue 35 item 4: "where is" entries for floods, tunnels, sponsors, how the search picks a plan
    and how a click becomes an action, each naming a file."""
    where = README.split("## Where is", 1)[1].split("\n## ", 1)[0]
    entries = re.findall(r"^- \*\*(.+?)\*\*(.*?)(?=^- \*\*|\Z)", where, re.M | re.S)
    wanted = ("Floods", "Tunnels", "Sponsors", "How the search picks a plan", "How a click becomes an action")
    for name in wanted:
        found = [body for title, body in entries if title.startswith(name)]
        assert found and re.search(r"`(?:\w+/)*\w+\.(?:py|js)`", found[0]), f"no 'where is' entry for {name} naming a file"


def test_every_name_the_engine_readme_places_in_a_file_is_defined_there():
    # "`file.py` `Name`", the name possibly dotted (`RoadConditions.no_cooling`) or a call (`_run`)
    pairs = re.findall(r"`((?:\w+/)*\w+\.py)`\s+`([A-Za-z_][\w.]*)", README)
    assert len(pairs) >= 8
    wrong = []
    for path, name in pairs:
        text = _where(path).read_text(encoding="utf-8")
        for part in name.split("."):
            if not re.search(rf"^\s*(?:def|class)\s+{re.escape(part)}\b|^\s*{re.escape(part)}\s*[:=]", text, re.M):
                wrong.append(f"{path} {name}")
                break
    assert not wrong, f"heat_widget/engine/README.md places these names in files that do not define them: {wrong}"
