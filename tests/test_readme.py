"""Every ```python block of README.md runs as pasted, in order, in one namespace, in a scratch folder
(as /work/shared/hooks/readme_blocks.py and a reader do), so the README cannot drift from the code; and
each block pastes into the plain `python` prompt too, where a compound statement (for, while, with,
try, def) needs a blank line before the next unindented line (a notebook cell or a file does not).
The manual's pages (docs/*.md, issue 35 item 4) are held to the same: each page's blocks run in order
in a namespace of their own. A block that must not run says so on the line above it, with its reason:
`<!-- not run: REASON -->` (used sparingly: a Dask scheduler at a remote address, say)."""
from __future__ import annotations

import codeop
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# a python block, and the marker that may stand on the line above it (the marker's reason captured)
BLOCK = re.compile(r"(?:<!-- not run: ([^\n]*?) -->\n)?```python[^\n]*\n(.*?)```", re.S)
DOCS = sorted((ROOT / "docs").glob("*.md"))


def python_blocks(path: Path) -> list[tuple[str | None, str]]:
    """(the not-run reason or None, the code) of every python block of a Markdown file."""
    return [(reason or None, code) for reason, code in BLOCK.findall(path.read_text(encoding="utf-8"))]


RUNNER = r'''
import os, re, sys, time, traceback
BLOCK = re.compile(r"(?:<!-- not run: ([^\n]*?) -->\n)?```python[^\n]*\n(.*?)```", re.S)
failed = 0
for page, scratch in zip(sys.argv[1::2], sys.argv[2::2]):
    text = open(page, encoding="utf-8").read()
    ns = {"__name__": "__readme__"}
    os.chdir(scratch)
    ran, cpu = 0, time.process_time()
    for i, (reason, code) in enumerate(BLOCK.findall(text), 1):
        if reason:
            continue
        try:
            exec(compile(code, f"{os.path.basename(page)} block {i}", "exec"), ns)
            ran += 1
        except Exception:
            print(f"{page} block {i} failed:\n{code}")
            traceback.print_exc(file=sys.stdout)
            failed += 1
            break
    print(f"{os.path.basename(page)}: {ran} blocks ran ({time.process_time() - cpu:.1f} s of CPU)")
sys.exit(1 if failed else 0)
'''


def run_pages(pages: list[Path], tmp_path: Path) -> subprocess.CompletedProcess:
    """Runs each page's python blocks in one process, each page in its own namespace and scratch folder."""
    args = []
    for page in pages:
        scratch = tmp_path / page.stem
        scratch.mkdir()
        args += [str(page), str(scratch)]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MPLBACKEND": "Agg", "TQDM_DISABLE": "1"}
    return subprocess.run([sys.executable, "-c", RUNNER, *args], capture_output=True, text=True, env=env,
                          timeout=900)


def test_readme_has_python_blocks():
    assert len(python_blocks(ROOT / "README.md")) >= 4


def test_every_readme_python_block_runs_as_pasted(tmp_path):
    done = run_pages([ROOT / "README.md"], tmp_path)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert "blocks ran" in done.stdout


def test_the_readme_runs_every_block():
    """The README is the first thing a reader pastes: none of its blocks is left out."""
    assert [reason for reason, _ in python_blocks(ROOT / "README.md") if reason] == []


def test_every_docs_page_python_block_runs_in_a_namespace_of_its_own(tmp_path):
    """Issue 35 item 4: every code block of the manual runs; one page's names do not help the next."""
    assert len(DOCS) >= 12, DOCS
    done = run_pages(DOCS, tmp_path)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-3000:]
    for page in DOCS:
        expected = sum(1 for reason, _ in python_blocks(page) if not reason)
        assert f"{page.name}: {expected} blocks ran" in done.stdout, done.stdout[-3000:]


def test_blocks_left_unrun_are_few_and_say_why():
    """A block is left out only by an explicit marker with its reason, and rarely."""
    left = [(page.name, reason) for page in DOCS for reason, _ in python_blocks(page) if reason]
    assert all(len(reason.strip()) >= 20 for _, reason in left), left
    assert len(left) <= 3, left


def test_the_runner_sees_a_failing_block_and_skips_a_marked_one(tmp_path):
    """The runner bites: a failing block fails the page, a marked one is not run, names do not leak."""
    first, second = tmp_path / "first.md", tmp_path / "second.md"
    first.write_text("```python\nname = 1\n```\n<!-- not run: it would raise on purpose here -->\n"
                     "```python\nraise SystemError\n```\n", encoding="utf-8")
    second.write_text("```python\nprint(name)\n```\n", encoding="utf-8")
    (tmp_path / "run").mkdir()
    done = run_pages([first, second], tmp_path / "run")
    assert "first.md: 1 blocks ran" in done.stdout
    assert "second.md block 1 failed" in done.stdout and "NameError" in done.stdout
    assert done.returncode == 1


def prompt_errors(code: str) -> list[str]:
    """Where pasting `code` into the plain `python` prompt fails. The prompt (code.InteractiveConsole,
    and the interpreter's own) compiles the lines typed so far as one statement ("single") after
    each line: a new unindented line right after an indented block, with no blank line between,
    is a SyntaxError there, and the prompt drops what it had and goes on with the next line."""
    errors, lines = [], []
    for n, line in enumerate(code.splitlines() + [""], 1):
        lines.append(line)
        try:
            complete = codeop.compile_command("\n".join(lines), "<stdin>", "single")
        except SyntaxError as e:
            errors.append(f"line {n} {line.strip()[:60]!r}: {e.msg}")
            lines = []
            continue
        if complete is not None:
            lines = []
    return errors


def test_prompt_errors_agrees_with_the_python_prompt():
    """The check finds what `python -i` refuses when the same lines are pasted, and nothing else."""
    bad = "total = 0\nfor i in range(3):\n    total += i\nprint('total', total)\n"
    good = bad.replace("\nprint", "\n\nprint")
    for code, refused in ((bad, True), (good, False)):
        done = subprocess.run([sys.executable, "-i", "-q"], input=code, capture_output=True, text=True, timeout=60)
        assert ("SyntaxError" in done.stderr) is refused, done.stderr
        assert bool(prompt_errors(code)) is refused
    assert prompt_errors(bad) == ["line 4 \"print('total', total)\": invalid syntax"]


def test_every_readme_python_block_pastes_into_the_plain_prompt():
    failures = [f"{page.name} python block {i} ({block.strip().splitlines()[0][:50]!r}), {error}: put a blank "
                "line after the indented block above it" for page in [ROOT / "README.md", *DOCS]
                for i, (_, block) in enumerate(python_blocks(page), 1) for error in prompt_errors(block)]
    assert not failures, "\n".join(failures)
