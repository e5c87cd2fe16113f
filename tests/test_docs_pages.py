"""The manual's words against the project (issue 35 item 4, issue 36 item 9): the README stays a short
front door with its links alive, every page is in the site's navigation, every file a page names
exists, and the sentences issue 36 found false stay out. (Its code blocks run in tests/test_readme.py;
the site is built in tests/test_docs_site.py.)"""
from __future__ import annotations

import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.glob("*.md"))
README = (ROOT / "README.md").read_text(encoding="utf-8")
# where a file named in the manual may live (a name is written as the reader meets it: `rules.py`,
# `engine/modules/hazards.py`, `tests/benchmarks/bench_batch.py`)
PLACES = [ROOT, ROOT / "heat_widget", ROOT / "heat_widget/engine", ROOT / "heat_widget/engine/modules",
          ROOT / "heat_widget/engine/championship", ROOT / "heat_widget/bots", ROOT / "heat_widget/analysis",
          ROOT / "heat_widget/data", ROOT / "tests", ROOT / "tests/benchmarks", ROOT / "tests/soak",
          ROOT / "tests/browser", ROOT / "tests/pyodide", ROOT / "js/src", ROOT / ".ci", ROOT / "classroom",
          ROOT / "notebooks", ROOT / "heat_widget/bots/data", ROOT / "heat_widget/static"]
# named as examples of what a user writes, not files of the project
EXAMPLES = {"my_batch.py", "script.py", "dir/batch.json", "pyodide-lock.json", "results.parquet"}


def named_files(text: str) -> set[str]:
    """Every file name a text writes in backticks or in a code block (a path ending in a known suffix)."""
    return set(re.findall(r"(?<![\w/.-])((?:\.?[\w-]+/)*[\w-]+\.(?:py|json|js|css|ipynb|po|toml|mjs|csv))\b", text))


def missing_files(text: str) -> list[str]:
    return sorted(name for name in named_files(text) - EXAMPLES
                  if not any((place / name).exists() for place in PLACES))


def test_the_readme_is_a_front_door_under_250_lines():
    """Issue 35 item 4: README.md at about 150-200 lines, under 250; the manual is docs/."""
    assert len(README.splitlines()) < 250
    for heading in ("## Two commands", "## Install", "## A five-minute tour", "## The manual"):
        assert heading in README


def test_every_link_of_the_readme_into_docs_finds_its_page():
    links = re.findall(r"\]\((docs/[^)#]+)(?:#[^)]*)?\)", README)
    assert len(links) >= 12
    assert not [link for link in links if not (ROOT / link).is_file()]


def test_the_readme_links_every_page_of_the_manual():
    """A page's history (history-X.md: the figures by issue) is reached from its page X.md, not the front door."""
    linked = set(re.findall(r"\]\(docs/([^)#]+)", README))

    def reached(page: Path) -> bool:
        if page.name in linked or page.name == "index.md":
            return True
        parent = DOCS / page.name.removeprefix("history-")
        return page.name.startswith("history-") and parent.name in linked and f"]({page.name}" in parent.read_text()

    assert not [page.name for page in PAGES if not reached(page)]


def test_every_page_of_docs_is_in_the_sites_navigation():
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))

    def entries(nav):
        for item in nav:
            for value in item.values():
                yield from (entries(value) if isinstance(value, list) else [value])

    nav = set(entries(config["nav"]))
    assert not [page.name for page in PAGES if page.name not in nav]
    notebooks = {f"notebooks/{path.stem}.md" for path in (ROOT / "notebooks").glob("*.ipynb")}
    assert notebooks <= nav, notebooks - nav


def test_every_file_the_manual_names_exists():
    """A page that names a file sends the reader to it: a renamed or removed file fails here."""
    missing = {page.name: missing_files(page.read_text(encoding="utf-8")) for page in [*PAGES, ROOT / "README.md"]}
    assert not {page: names for page, names in missing.items() if names}


def test_the_file_check_sees_a_missing_file():
    assert missing_files("see `engine/rules.py` and `engine/no_such_file.py`") == ["engine/no_such_file.py"]


def test_no_design_reference_without_the_design_page():
    """Issue 35 item 4: the README cited DESIGN four times with no such file; now docs/design.md."""
    assert (DOCS / "design.md").is_file()
    assert not [page.name for page in [*PAGES, ROOT / "README.md"] if re.search(r"\bDESIGN\b", page.read_text())]


def test_the_sentences_issue_36_found_false_are_gone():
    """Issue 36 item 9: racing on the expansion boards does not raise UnsupportedRule, the compiled
    build does not take 1-4 minutes, and its throughput figures are measured again (an old figure
    quoted carries the note that it did not reproduce)."""
    text = "\n".join(page.read_text(encoding="utf-8") for page in [*PAGES, ROOT / "README.md"])
    assert "racing on them raises `hw.UnsupportedRule`" not in text
    assert "1-4\nminutes" not in text and "1-4 minutes on our" not in text
    benchmarks = (DOCS / "benchmarks.md").read_text(encoding="utf-8")
    rows = [line for line in benchmarks.splitlines() if line.startswith(("| engine batch races, the compiled build",
                                                                        "| simulate, the compiled build"))]
    assert len(rows) == 2
    for row in rows:  # measured again, with how; an old figure quoted carries its note
        assert "Measured again on 3 December" in row, row
        for figure in ("93,000", "527-559", "410-559"):
            assert figure not in row or "did not reproduce" in row, row


def test_the_classroom_commands_are_the_readmes():
    """The teacher's build commands stand in the README (tests/test_classroom_build.py runs them) and
    on the classroom page: the same lines in both."""
    def block(text):
        return next(b for b in re.findall(r"```bash\n(.*?)```", text, re.S) if "classroom/build_site.py" in b)
    assert block((DOCS / "classroom.md").read_text(encoding="utf-8")) == block(README)
