"""Benchmark: Pyodide (npm's core under Node) against CPython, same races, same seeds (on demand;
not collected by pytest). Needs what `bash .ci/setup` installs for tests/test_pyodide.py.

    .venv/bin/python tests/benchmarks/bench_pyodide.py [--n 100] [--rounds 2]

Each round runs tests/pyodide/checks.py --bench WHAT N under CPython, then under Pyodide (A B A B),
for WHAT in: empty (N empty calls: start, imports and, under Pyodide, the wheels unpacked), races
(N heuristic batch races on Italy, two cars and a Legend, seeds 0..N-1), recorded (N recorded races
on USA) and widgets (the same, each shown in a RaceWidget). Figures are the child process's CPU time
(user + system) from the operating system; every run first warms up on 3 recorded races shown in
a widget (the same in every mode, so it cancels out): a race is (races - empty) / N, a widget build
(widgets - recorded) / N. Under Pyodide time.process_time() is Emscripten's clock, which counts
waiting on a busy machine, so it is printed only as `inside`. Medians over the rounds.
"""
from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "tests" / "pyodide"
WHATS = ("empty", "races", "recorded", "widgets")


def child_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_child(cmd: list[str]) -> tuple[float, str]:
    """Run `cmd` (Node's Pyodide or CPython) with the tree's package on its path: its CPU time and
    its output (bench_review_pyodide.py runs its children the same way)."""
    before = child_cpu()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=ROOT / "tests",
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/local/bin:/usr/bin:/bin"}).stdout
    return child_cpu() - before, out


def run(cmd: list[str]) -> tuple[float, float]:
    cpu, out = run_child(cmd)
    line = next(x for x in out.splitlines() if x.startswith("HEAT_BENCH "))
    return cpu, json.loads(line.split(" ", 1)[1])["inside"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    wheels = Path(tempfile.mkdtemp())
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "--disable-pip-version-check", "-w", str(wheels), str(ROOT)], check=True)
    for w in (HERE / "wheels").glob("*.whl"):
        shutil.copy(w, wheels / w.name)
    checks = str(HERE / "checks.py")
    commands = {"cpython": [sys.executable, checks],
                "pyodide": ["node", str(HERE / "run.mjs"), "--wheels", str(wheels), checks]}
    cpu: dict = {(name, what): [] for name in commands for what in WHATS}
    inside: dict = {(name, what): [] for name in commands for what in WHATS}
    for r in range(args.rounds):
        for what in WHATS:
            for name, cmd in commands.items():  # A B A B
                c, i = run(cmd + ["--bench", what, str(args.n)])
                cpu[name, what].append(c)
                inside[name, what].append(i)
                print(f"round {r + 1} {name} {what}: CPU {c:.2f} s (inside {i:.3f} s)", flush=True)
    med = {k: statistics.median(v) for k, v in cpu.items()}
    n = args.n
    per = {}
    for name in commands:
        race = (med[name, "races"] - med[name, "empty"]) / n
        widget = (med[name, "widgets"] - med[name, "recorded"]) / n
        per[name] = (race, widget)
        print(f"{name}: start and imports {med[name, 'empty']:.2f} s CPU ({n} empty calls inside: "
              f"{1e6 * statistics.median(inside[name, 'empty']):.0f} us); a race {1000 * race:.1f} ms; "
              f"a widget build {1000 * widget:.1f} ms")
    print(f"Pyodide / CPython (CPU): race {per['pyodide'][0] / per['cpython'][0]:.2f}x, "
          f"widget build {per['pyodide'][1] / per['cpython'][1]:.2f}x")


if __name__ == "__main__":
    main()
