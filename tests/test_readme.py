"""Every ```python block of README.md runs as pasted, in order, in one namespace, in a scratch folder
(as /work/shared/hooks/readme_blocks.py and a reader do), so the README cannot drift from the code."""
from __future__ import annotations

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
