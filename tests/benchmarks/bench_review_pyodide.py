"""Benchmark: a review of the classroom lesson's race in Pyodide (npm's core under Node, as
tests/test_pyodide.py runs it) against CPython, single-process (on demand; not collected by pytest).
Needs what `bash .ci/setup` installs for tests/test_pyodide.py.

    .venv/bin/python tests/benchmarks/bench_review_pyodide.py [--rounds 2] [--budgets 16x6,8x4x16]

The race is classroom/classroom.ipynb's (one lap of USA, "You" against the heuristic and cautious
bots and a Legend, seed 11), with the heuristic driving "You"; then `hw.analysis.review(race, "You",
samples=S, width=W, most=M, workers=1)` (M left out: the judge's own). Each budget is a run of its
own, and a run without a review (the start, the imports, the race) is subtracted from it; figures
are the child process's CPU time (user + system) from the operating system, medians over the
rounds, runs interleaved (base, budget, budget, ...). A busy 2-core machine: take them to about ±30%.
"""
from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_pyodide import HERE, ROOT, run_child  # one way to run a child and read its CPU time

SCRIPT = """
import sys
import heat_widget as hw
import heat_widget.analysis
race = hw.Race.new(track="usa", players=["You", "Heuristic bot", "Cautious bot"], legends=1, seed=11, laps=1)
hw.bots.run_race(race, {"You": hw.bots.heuristic, "Heuristic bot": hw.bots.heuristic, "Cautious bot": hw.bots.cautious})
if len(sys.argv) > 1:
    samples, width, most = (int(x) for x in (sys.argv[1].split("x") + ["-1"])[:3])
    table = hw.analysis.review(race, "You", samples=samples, width=width, most=None if most < 0 else most,
                               workers=1, progress=False)
    print("HEAT_DECISIONS", len(table))
"""


def run(cmd: list[str]) -> tuple[float, int]:
    cpu, out = run_child(cmd)
    found = [line.split()[1] for line in out.splitlines() if line.startswith("HEAT_DECISIONS ")]
    return cpu, int(found[0]) if found else 0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--budgets", default="16x6,8x4x16", help="SAMPLESxWIDTH[xMOST], comma-separated")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp())
    wheels = work / "wheels"
    wheels.mkdir()
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "--disable-pip-version-check", "-w", str(wheels), str(ROOT)], check=True)
    for w in (HERE / "wheels").glob("*.whl"):
        shutil.copy(w, wheels / w.name)
    script = work / "review_bench.py"
    script.write_text(SCRIPT)
    commands = {"cpython": [sys.executable, str(script)],
                "pyodide": ["node", str(HERE / "run.mjs"), "--wheels", str(wheels), str(script)]}
    budgets = args.budgets.split(",")
    cpu: dict[tuple[str, str], list[float]] = {}
    decisions = 0
    for _ in range(args.rounds):
        for name, cmd in commands.items():
            base, _n = run(cmd)
            for budget in budgets:
                spent, decisions = run([*cmd, budget])
                cpu.setdefault((name, budget), []).append(spent - base)
    print(f"review of 'You' in the lesson's race ({decisions} decisions), CPU seconds, median of {args.rounds}:")
    for budget in budgets:
        c, p = (statistics.median(cpu[(name, budget)]) for name in commands)
        print(f"  {budget:>9}: CPython {c:5.2f} s ({c / decisions:.3f} a decision), Pyodide {p:5.2f} s "
              f"({p / decisions:.3f} a decision), {p / c:.1f}x")
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
