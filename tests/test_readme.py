"""Every ```python block of README.md runs as pasted, in order, in one namespace, in a scratch folder
(as /work/shared/hooks/readme_blocks.py and a reader do), so the README cannot drift from the code; and
each block pastes into the plain `python` prompt too, where a compound statement (for, while, with,
try, def) needs a blank line before the next unindented line (a notebook cell or a file does not)."""
from __future__ import annotations

import codeop
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

RUNNER = r'''
import os, re, sys, traceback
text = open(sys.argv[1], encoding="utf-8").read()
blocks = re.findall(r"```python\n(.*?)```", text, re.S)
ns = {"__name__": "__readme__"}
os.chdir(sys.argv[2])
for i, code in enumerate(blocks, 1):
    try:
        exec(compile(code, f"README block {i}", "exec"), ns)
    except Exception:
        print(f"README block {i} failed:\n{code}")
        traceback.print_exc()
        sys.exit(1)
print(f"{len(blocks)} blocks ran")
'''


def test_readme_has_python_blocks():
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
    assert len(blocks) >= 4


def test_every_readme_python_block_runs_as_pasted(tmp_path):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MPLBACKEND": "Agg", "TQDM_DISABLE": "1"}
    done = subprocess.run([sys.executable, "-c", RUNNER, str(ROOT / "README.md"), str(tmp_path)],
                          capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert "blocks ran" in done.stdout


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
    blocks = re.findall(r"```python\n(.*?)```", (ROOT / "README.md").read_text(encoding="utf-8"), re.S)
    failures = [f"README python block {i} ({block.strip().splitlines()[0][:50]!r}), {error}: put a blank line "
                "after the indented block above it" for i, block in enumerate(blocks, 1) for error in prompt_errors(block)]
    assert not failures, "\n".join(failures)
