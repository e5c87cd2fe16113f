"""Build heat_widget's optional compiled engine and bots with mypyc (issue 15).

    .venv/bin/python .ci/build_compiled.py [--out .compiled] [--force]

copies the package (sources and data) into OUT/heat_widget and compiles there, from the same
source files, the modules listed in COMPILED below into C extensions (`.so` files, which Python
imports in preference to the `.py` beside them). Put OUT first on the path to use it:

    PYTHONPATH=.compiled .venv/bin/python -P my_script.py

(`-P`: no script folder or working directory ahead of PYTHONPATH, which from the repository root
would find the interpreted package first). The interpreted package stays the default and the
truth; tests/test_compiled.py runs the engine and bot tests against this copy. A build whose sources,
mypy and Python are unchanged is skipped (a stamp file in OUT), so `.ci/setup` can call it on
every run.

Needs mypy (the [dev] extra; mypyc ships with it), setuptools, a C compiler and Python's headers.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "heat_widget"

# Compiled: the engine and the bots, the simulate hot path. Left as plain Python, and why:
NOT_COMPILED = {
    # exceptions that also inherit builtin exceptions (UnknownName is also a KeyError): mypyc
    # cannot compile such classes, and nothing in them is hot
    "heat_widget/engine/errors.py",
    # packages' re-exports and the modules' registry: import-time only
    "heat_widget/engine/__init__.py",
    "heat_widget/engine/championship/__init__.py",
    "heat_widget/engine/modules/__init__.py",
    "heat_widget/bots/__init__.py",
    # classes that inherit builtin types, which mypyc cannot compile (nothing hot)
    "heat_widget/engine/i18n.py",  # Msg is a str
    "heat_widget/bots/errors.py",
    # RaceSetup (new races, not hot) and RaceOptions, whose fields hold any value until check()
    # refuses the wrong ones: compiled, each read of a field would check its annotated type first
    "heat_widget/engine/setup.py",
    # annotations for mypy only (a class body under TYPE_CHECKING, which mypyc cannot compile)
    "heat_widget/engine/race_state.py",
    "heat_widget/bots/overheat.py",
    # time limits: signals and async exceptions are delivered by the interpreter's loop, so this
    # module must stay interpreted; it is called twice per decision, not a hot path
    "heat_widget/bots/deadline.py",
}
COMPILED_DIRS = ("heat_widget/engine", "heat_widget/bots")


def compiled_sources(root: Path = ROOT) -> list[str]:
    """The source files mypyc compiles, relative to `root`, in a stable order."""
    out = []
    for folder in COMPILED_DIRS:
        for path in sorted((root / folder).rglob("*.py")):
            rel = path.relative_to(root).as_posix()
            if rel not in NOT_COMPILED:
                out.append(rel)
    return out


def compiled_modules(root: Path = ROOT) -> list[str]:
    """Dotted names of the compiled modules (what a compiled copy must import from `.so` files)."""
    return [rel[:-3].replace("/", ".") for rel in compiled_sources(root)]


def _stamp(root: Path) -> str:
    """A fingerprint of everything the build depends on: the package's files, mypy, Python."""
    import mypy.version

    digest = hashlib.sha256()
    digest.update(f"{sys.version}|{mypy.version.__version__}|{sysconfig.get_platform()}".encode())
    digest.update(Path(__file__).read_bytes())
    digest.update((root / "pyproject.toml").read_bytes())
    for path in sorted((root / PACKAGE).rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(path.relative_to(root).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def _copy_package(root: Path, out: Path) -> None:
    target = out / PACKAGE
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(root / PACKAGE, target, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyc"))
    shutil.copy2(root / "pyproject.toml", out / "pyproject.toml")  # mypy's configuration


def compile_in(src_root: Path, jobs: int = 2, quiet: bool = True) -> list[Path]:
    """Compile COMPILED modules of the package found at `src_root`/heat_widget in place (the `.so`
    files land beside their `.py` files, the shared runtime at `src_root`). Returns the `.so` files."""
    script = (
        "import sys\n"
        "from setuptools import setup\n"
        "from mypyc.build import mypycify\n"
        f"paths = {compiled_sources(src_root)!r}\n"
        "setup(name='heat_widget_compiled', script_args=['build_ext', '--inplace', '-j', sys.argv[1]],\n"
        "      ext_modules=mypycify(paths + ['--config-file', 'pyproject.toml'],\n"
        "                           opt_level='3', multi_file=True, group_name='heat_widget_mypyc'))\n"
    )
    build = src_root / "build_mypyc.py"
    build.write_text(script)
    try:
        result = subprocess.run([sys.executable, str(build), str(jobs)], cwd=src_root, capture_output=quiet,
                                text=True)
        if result.returncode != 0:
            if quiet:
                sys.stderr.write(result.stdout[-20000:] + result.stderr[-20000:])
            raise SystemExit(f"mypyc build failed (exit {result.returncode})")
    finally:
        build.unlink()
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    return sorted(src_root.rglob(f"*{suffix}"))


def build(out: Path, force: bool = False, jobs: int = 2, quiet: bool = True) -> bool:
    """Build the compiled copy into `out` unless it is up to date. True if it was (re)built."""
    out = out.resolve()
    stamp_file = out / "BUILD_STAMP"
    stamp = _stamp(ROOT)
    if not force and stamp_file.exists() and stamp_file.read_text() == stamp:
        return False
    out.mkdir(parents=True, exist_ok=True)
    stamp_file.unlink(missing_ok=True)
    for old in out.glob("*.so"):
        old.unlink()
    _copy_package(ROOT, out)
    compile_in(out, jobs=jobs, quiet=quiet)
    shutil.rmtree(out / "build", ignore_errors=True)  # mypyc's C sources and objects
    (out / ".gitignore").write_text("*\n")
    stamp_file.write_text(stamp)
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / ".compiled", help="where the compiled copy goes")
    parser.add_argument("--force", action="store_true", help="rebuild even if the sources are unchanged")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="C compiler processes")
    parser.add_argument("--verbose", action="store_true", help="show mypyc's and the compiler's output")
    args = parser.parse_args()
    built = build(args.out, force=args.force, jobs=args.jobs, quiet=not args.verbose)
    print(f"compiled heat_widget {'built' if built else 'up to date'} in {args.out}")


if __name__ == "__main__":
    main()
