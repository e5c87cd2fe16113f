"""The compiled build as users install it (issue 15: "an opt-in install (a documented command or
environment variable), built from the same files").

`HEAT_WIDGET_COMPILE=1 pip install .` runs the hatchling build hook .ci/hatch_build.py, which
compiles the modules .ci/build_compiled.py lists with mypyc into a platform wheel; without the
variable the wheel is pure Python and the build needs nothing more than hatchling. The compiled
wheel's test reuses the build .ci/setup made (.compiled/dist/, rebuilt only if the sources changed:
marker `compiled`); the others build pure wheels or stop before compiling, in seconds.
"""
from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
OUT = Path(os.environ.get("HEAT_WIDGET_COMPILED_DIR", ROOT / ".compiled")).resolve()


def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"heat_widget_{name}", ROOT / ".ci" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_compiled = _load("build_compiled")


def _env(**values: str | None) -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("HEAT_WIDGET_COMPILE", "PIP_BUILD_TRACKER")}
    env.update({k: v for k, v in values.items() if v is not None})
    return env


def _pip_wheel(dest: Path, **values: str | None) -> subprocess.CompletedProcess:
    """`pip wheel .` of this checkout with the venv's hatchling (no download), `values` in the env."""
    return subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps",
                           "--disable-pip-version-check", "-w", str(dest), str(ROOT)],
                          env=_env(**values), capture_output=True, text=True, timeout=600)


def _requires(hook: str, **values: str | None) -> list[str]:
    """What the build backend asks pip to install before building (PEP 517 get_requires_for_build_*)."""
    code = f"import json; from hatchling import build; print(json.dumps(build.get_requires_for_build_{hook}()))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=_env(**values), capture_output=True,
                          text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _names(requirements: list[str]) -> set[str]:
    return {r.split(">")[0].split("=")[0].split("~")[0].strip() for r in requirements}


def test_plain_builds_need_no_mypy_and_the_variable_adds_the_compilers_tools():
    """A plain `pip install .` / `pip install -e .` asks for no build requirement beyond hatchling
    (pyproject.toml), so mypy is not downloaded; HEAT_WIDGET_COMPILE=1 adds mypy and setuptools."""
    assert _names(_requires("wheel")) == set()
    assert _names(_requires("editable")) == {"editables"}
    assert _names(_requires("wheel", HEAT_WIDGET_COMPILE="0")) == set()
    assert _names(_requires("wheel", HEAT_WIDGET_COMPILE="1")) == {"mypy", "setuptools"}


def test_the_compile_requirements_are_the_dev_extras_ranges():
    """The hook asks for the mypy and setuptools the [dev] extra pins, so users compile with the
    versions CI's build (.ci/build_compiled.py, the .venv's) is tested with."""
    import tomllib

    dev = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]["dev"]
    hook = _load("hatch_build")
    assert set(hook.COMPILE_REQUIRES) == {r for r in dev if _names([r]) <= {"mypy", "setuptools"}}


def test_without_the_variable_the_wheel_is_pure_python(tmp_path):
    """HEAT_WIDGET_COMPILE unset: a py3-none-any wheel, no C extension, every source and data file."""
    done = _pip_wheel(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    (wheel,) = tmp_path.glob("*.whl")
    assert wheel.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        info = archive.read(next(n for n in names if n.endswith(".dist-info/WHEEL"))).decode()
    assert "Root-Is-Purelib: true" in info
    assert not [n for n in names if n.endswith((".so", ".pyd"))]
    assert "heat_widget/engine/rules.py" in names and "heat_widget/bots/strategies.py" in names
    assert any(n.startswith("heat_widget/data/") and n.endswith(".json") for n in names)


def test_a_stray_extension_in_the_sources_stays_out_of_the_pure_wheel(tmp_path):
    """A `.so` left in the package folder (an in-place build of one's own) is not shipped in a
    py3-none-any wheel: C extensions enter a wheel only through the hook."""
    import shutil

    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    shutil.copytree(ROOT / ".ci", src / ".ci")
    shutil.copytree(ROOT / "heat_widget", src / "heat_widget", ignore=shutil.ignore_patterns("__pycache__"))
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    (src / "heat_widget" / "engine" / f"rules{suffix}").write_bytes(b"not a real extension")
    code = f"from hatchling import build; print(build.build_wheel({str(tmp_path)!r}))"
    done = subprocess.run([sys.executable, "-c", code], cwd=src, env=_env(), capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    wheel = tmp_path / done.stdout.strip().splitlines()[-1]
    assert wheel.name.endswith("-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert "heat_widget/engine/rules.py" in names and f"heat_widget/engine/rules{suffix}" not in names


def test_the_sdist_carries_the_hook_and_its_module_list(tmp_path):
    """The sdist holds .ci/hatch_build.py and .ci/build_compiled.py, so a wheel built from it (pip
    from an sdist, `python -m build`) can compile too; a wheel built from the sdist is pure without
    the variable."""
    code = f"from hatchling import build; print(build.build_sdist({str(tmp_path)!r}))"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=_env(), capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    sdist = tmp_path / done.stdout.strip().splitlines()[-1]
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
        # (the `filter` argument came in Python 3.11.4)
        archive.extractall(tmp_path / "src", **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
    assert {".ci/hatch_build.py", ".ci/build_compiled.py", "pyproject.toml"} <= names
    assert not [n for n in names if n.startswith((".compiled/", ".venv/", "js/node_modules/"))]
    (unpacked,) = (tmp_path / "src").iterdir()
    code = f"from hatchling import build; print(build.build_wheel({str(tmp_path)!r}))"
    done = subprocess.run([sys.executable, "-c", code], cwd=unpacked, env=_env(), capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().endswith("-py3-none-any.whl")


def test_the_variable_without_a_c_compiler_stops_with_what_is_missing(tmp_path):
    """HEAT_WIDGET_COMPILE=1 with no C compiler: the build fails before compiling, saying what is
    missing, how to install it, and how to get the pure package instead; no wheel is written."""
    done = _pip_wheel(tmp_path, HEAT_WIDGET_COMPILE="1", CC="/nonexistent/heat-widget-cc")
    assert done.returncode != 0
    text = done.stdout + done.stderr
    assert "needs a C compiler (`/nonexistent/heat-widget-cc` was not found" in text, text[-3000:]
    assert "unset HEAT_WIDGET_COMPILE" in text
    assert not list(tmp_path.glob("*.whl"))


def test_the_toolchain_check_names_missing_python_headers(tmp_path):
    """Without Python.h (Debian's python3-dev) the check names the headers and the folder it looked in."""
    with pytest.raises(SystemExit, match=r"needs Python's headers \(no Python.h in .*\) and a C compiler"):
        build_compiled.check_toolchain(include=tmp_path, compiler="/nonexistent/cc")


def test_an_unknown_value_of_the_variable_is_refused_naming_the_allowed_ones(tmp_path):
    """HEAT_WIDGET_COMPILE=maybe is neither on nor off: refused, with the values allowed."""
    done = _pip_wheel(tmp_path, HEAT_WIDGET_COMPILE="maybe")
    assert done.returncode != 0
    assert "HEAT_WIDGET_COMPILE='maybe' is not understood" in done.stdout + done.stderr
    assert "allowed: 1, true, yes, on, 0, false, no, off" in done.stdout + done.stderr


def test_an_editable_install_refuses_the_variable():
    """`HEAT_WIDGET_COMPILE=1 pip install -e .` stops: an editable install runs the .py files."""
    code = "import tempfile; from hatchling import build; build.build_editable(tempfile.mkdtemp())"
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=_env(HEAT_WIDGET_COMPILE="1"),
                          capture_output=True, text=True, timeout=600)
    assert done.returncode != 0
    assert "an editable install (pip install -e) stays interpreted" in done.stderr


@pytest.mark.compiled
def test_the_compiled_wheel_has_every_listed_module_as_a_c_extension_and_a_platform_tag():
    """The wheel HEAT_WIDGET_COMPILE=1 builds (the one .ci/setup built and tests/test_compiled.py
    tests, unpacked): tagged for this interpreter and platform, not pure; a C extension for each
    module build_compiled.py lists, mypyc's runtime at the top, the `.py` files beside them, and
    the modules left out (NOT_COMPILED) as `.py` only."""
    from packaging.tags import sys_tags

    build_compiled.build(OUT)
    wheel = build_compiled.wheel_in(OUT)
    best = next(t for t in sys_tags() if "manylinux" not in t.platform and "musllinux" not in t.platform)
    assert wheel.name.endswith(f"-{best.interpreter}-{best.abi}-{best.platform}.whl"), wheel.name
    assert "none-any" not in wheel.name
    suffix = sysconfig.get_config_var("EXT_SUFFIX")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        info = archive.read(next(n for n in names if n.endswith(".dist-info/WHEEL"))).decode()
    assert "Root-Is-Purelib: false" in info
    sources = build_compiled.compiled_sources()
    assert len(sources) > 30
    for rel in sources:
        assert rel[:-3] + suffix in names and rel in names, rel
    assert f"heat_widget_mypyc__mypyc{suffix}" in names
    for rel in build_compiled.NOT_COMPILED:
        assert rel in names and rel[:-3] + suffix not in names, rel
    extensions = {n for n in names if n.endswith(suffix)}
    assert extensions == {rel[:-3] + suffix for rel in sources} | {f"heat_widget_mypyc__mypyc{suffix}"}
