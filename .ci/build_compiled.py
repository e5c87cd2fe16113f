"""heat_widget's optional compiled engine and bots (issue 15): which modules mypyc compiles, and how.

One mechanism for users and for CI. Users install the compiled build as a wheel:

    HEAT_WIDGET_COMPILE=1 pip install .

(the hatchling build hook .ci/hatch_build.py calls `compile_in` below on a scratch copy of the
package and puts the C extensions, `.so` files that Python imports in preference to the `.py` beside
them, into a wheel tagged for the platform). For the tests and benchmarks,

    .venv/bin/python .ci/build_compiled.py [--out .compiled] [--force]

builds that same wheel through the hook (`pip wheel` with the variable set, the .venv's mypy and
setuptools) and unpacks it into OUT, so tests/test_compiled.py tests exactly what users install.
Put OUT first on the path to use it:

    PYTHONPATH=.compiled .venv/bin/python -P my_script.py

(`-P`: no script folder or working directory ahead of PYTHONPATH, which from the repository root
would find the interpreted package first). The interpreted package stays the default and the
truth. A build whose sources, mypy and Python are unchanged is skipped (a stamp file in OUT), so
`.ci/setup --compiled` (the test command) can call it on every run; the wheel stays in OUT/dist/.

Needs mypy (the [dev] extra; mypyc ships with it), setuptools, a C compiler and Python's headers.
"""
from __future__ import annotations

import argparse
import hashlib
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
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
    # RaceOptions, whose fields hold any value until check() refuses the wrong ones: compiled,
    # each read of a field would check its annotated type first
    "heat_widget/engine/options.py",
    # the compiled build's markers (mypy_extensions' when installed): the engine needs nothing
    # beyond the standard library at run time, compiled code would import mypy_extensions
    "heat_widget/engine/native.py",
    # the data folder's path from the module's own file (__file__): import-time only
    "heat_widget/engine/data_files.py",
    # annotations for mypy only (a class body under TYPE_CHECKING, which mypyc cannot compile)
    "heat_widget/bots/overheat.py",
    # time limits: signals and async exceptions are delivered by the interpreter's loop, so this
    # module must stay interpreted; it is called twice per decision, not a hot path
    "heat_widget/bots/deadline.py",
    # the evaluator's offline fit (numpy, argparse, processes): run by hand, never on a hot path
    "heat_widget/bots/train_evaluator.py",
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
    """A fingerprint of everything the build depends on: the package's files, the build's scripts,
    mypy, Python."""
    import mypy.version

    digest = hashlib.sha256()
    digest.update(f"{sys.version}|{mypy.version.__version__}|{sysconfig.get_platform()}".encode())
    for script in ("build_compiled.py", "hatch_build.py"):
        digest.update((HERE / script).read_bytes())
    digest.update((root / "pyproject.toml").read_bytes())
    for path in sorted((root / PACKAGE).rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(path.relative_to(root).as_posix().encode())
            digest.update(path.read_bytes())
    return digest.hexdigest()


def check_toolchain(include: Path | None = None, compiler: str | None = None) -> None:
    """Refuse, naming what is missing and how to get it, a build without Python's headers or a C
    compiler (`include`: the folder that must hold Python.h; `compiler`: the command setuptools will
    run, by default $CC or the one Python was built with)."""
    missing = []
    include = Path(include or sysconfig.get_paths()["include"])
    if not (include / "Python.h").is_file():
        missing.append(f"Python's headers (no Python.h in {include})")
    if os.name != "nt":  # MSVC is found by setuptools itself, not through CC
        command = compiler if compiler is not None else (os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")
        words = shlex.split(command)
        if not words or shutil.which(words[0]) is None:
            missing.append(f"a C compiler (`{words[0] if words else command}` was not found; CC names another)")
    if missing:
        raise SystemExit(
            "HEAT_WIDGET_COMPILE=1 compiles heat_widget's engine and bots with mypyc, which needs "
            + " and ".join(missing) + ". Install them (Debian/Ubuntu: `sudo apt-get install gcc python3-dev`, "
            "python3.X-dev for another Python; Fedora: `sudo dnf install gcc python3-devel`; macOS: "
            "`xcode-select --install`; Windows: Visual Studio's C++ Build Tools), or unset HEAT_WIDGET_COMPILE "
            "to install the pure-Python package.")


def copy_sources(root: Path, dest: Path) -> None:
    """Copy the package's sources and data from `root` into `dest` (no caches or old builds), with
    pyproject.toml, which holds mypy's configuration."""
    target = dest / PACKAGE
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(root / PACKAGE, target, ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "*.pyc"))
    shutil.copy2(root / "pyproject.toml", dest / "pyproject.toml")


def compile_in(src_root: Path, jobs: int = 2, quiet: bool = True) -> list[Path]:
    """Compile COMPILED modules of the package found at `src_root`/heat_widget in place (the `.so`
    files land beside their `.py` files, the shared runtime at `src_root`). Returns the `.so` files
    (mypyc's C sources and objects stay in `src_root`/build)."""
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
    return sorted(path for path in src_root.rglob(f"*{suffix}") if path.relative_to(src_root).parts[0] != "build")


def build_wheel(dist: Path, jobs: int | None = None, quiet: bool = True) -> Path:
    """Build the compiled wheel into `dist` the way users do (`pip wheel` with HEAT_WIDGET_COMPILE=1,
    which runs the hook), with this Python's mypy and setuptools (no build isolation: no download).
    Returns the wheel."""
    dist.mkdir(parents=True, exist_ok=True)
    for old in dist.glob("*.whl"):
        old.unlink()
    env = dict(os.environ, HEAT_WIDGET_COMPILE="1")
    if jobs:
        env["HEAT_WIDGET_COMPILE_JOBS"] = str(jobs)
    command = [sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps",
               "--disable-pip-version-check", "-w", str(dist), str(ROOT)]
    result = subprocess.run(command + ([] if quiet else ["-v"]), env=env, capture_output=quiet, text=True)
    if result.returncode != 0:
        if quiet:
            sys.stderr.write(result.stdout[-20000:] + result.stderr[-20000:])
        raise SystemExit(f"building the compiled wheel failed (exit {result.returncode})")
    (wheel,) = dist.glob(f"{PACKAGE}-*.whl")
    return wheel


def wheel_in(out: Path) -> Path:
    """The compiled wheel that `build(out)` unpacked into `out`."""
    (wheel,) = (out / "dist").glob(f"{PACKAGE}-*.whl")
    return wheel


# Said before a build starts: quiet, it prints nothing else until it is done (issue 22 measured 290 s
# for a first build on the project's 2 busy cores; README "Compiled engine").
BUILDING = ("Building the optional compiled engine (mypyc) into {out} for tests/test_compiled.py: about 5 minutes "
            "on 2 cores, with no output until it is done; skipped while the sources are unchanged. The "
            "notebooks do not need it.")


def build(out: Path, force: bool = False, jobs: int | None = None, quiet: bool = True) -> bool:
    """Build the compiled wheel and unpack it into `out` unless it is up to date. True if it was
    (re)built. Says so first (BUILDING), with how long it takes."""
    out = out.resolve()
    stamp_file = out / "BUILD_STAMP"
    stamp = _stamp(ROOT)
    if not force and stamp_file.exists() and stamp_file.read_text() == stamp:
        return False
    print(BUILDING.format(out=out), flush=True)
    out.mkdir(parents=True, exist_ok=True)
    stamp_file.unlink(missing_ok=True)
    wheel = build_wheel(out / "dist", jobs=jobs, quiet=quiet)
    for old in out.iterdir():  # the previous copy (and an older build's layout)
        if old.name != "dist":
            shutil.rmtree(old) if old.is_dir() else old.unlink()
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(out)
    (out / ".gitignore").write_text("*\n")
    stamp_file.write_text(stamp)
    return True


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / ".compiled", help="where the compiled copy goes")
    parser.add_argument("--force", action="store_true", help="rebuild even if the sources are unchanged")
    parser.add_argument("--jobs", type=int, default=None, help="C compiler processes (default: one per core)")
    parser.add_argument("--verbose", action="store_true", help="show pip's, mypyc's and the compiler's output")
    args = parser.parse_args()
    built = build(args.out, force=args.force, jobs=args.jobs, quiet=not args.verbose)
    print(f"compiled heat_widget {'built' if built else 'up to date'} in {args.out} (wheel: {wheel_in(args.out.resolve()).name})")


if __name__ == "__main__":
    main()
