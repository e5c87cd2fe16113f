"""hatchling build hook: the optional compiled engine and bots in the wheel (issue 15).

    HEAT_WIDGET_COMPILE=1 pip install .        # or: pip wheel . / python -m build

compiles, from the same source files, the modules `.ci/build_compiled.py` lists (the engine and the
bots, less NOT_COMPILED) with mypyc into C extensions, and puts them in the wheel beside their `.py`
files, with mypyc's shared runtime at the top of site-packages. Such a wheel is tagged for the
interpreter and platform that built it (e.g. cp311-cp311-linux_x86_64), not py3-none-any.

Without the variable (or HEAT_WIDGET_COMPILE=0) the hook does nothing: the wheel is pure Python, and
neither mypy nor setuptools is a build requirement (`dependencies()` adds them only when the
variable asks for the compiled build). An editable install (`pip install -e .`) stays interpreted
and refuses the variable. The build happens in a scratch folder, never in the source tree (a `.so`
file there would shadow the `.py` a developer edits). HEAT_WIDGET_COMPILE_JOBS sets how many C
compiler processes run (default: one per core).

Configured in pyproject.toml ([tool.hatch.build.targets.wheel.hooks.custom], `path`); it must be in
the sdist, like build_compiled.py, which it imports for the list of modules and the build itself.
"""
from __future__ import annotations

import importlib.util
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

HERE = Path(__file__).resolve().parent
VARIABLE = "HEAT_WIDGET_COMPILE"
ON = ("1", "true", "yes", "on")
OFF = ("", "0", "false", "no", "off")
# mypyc compiles with mypy and builds the C extensions with setuptools; they are needed only then
# (the same ranges as the [dev] extra, which .ci/build_compiled.py builds with).
COMPILE_REQUIRES = ["mypy>=1.10", "setuptools>=65"]


def compile_requested(environ: dict[str, str] | None = None) -> bool:
    """Whether HEAT_WIDGET_COMPILE asks for the compiled build; a value that is neither on nor off
    is refused, naming the values allowed."""
    value = (os.environ if environ is None else environ).get(VARIABLE, "").strip().lower()
    if value in ON:
        return True
    if value in OFF:
        return False
    raise SystemExit(f"{VARIABLE}={value!r} is not understood: use 1 (compile the engine and bots with "
                     f"mypyc) or 0 / unset (pure Python); allowed: {', '.join(v for v in ON + OFF if v)}")


def _build_compiled():
    spec = importlib.util.spec_from_file_location("heat_widget_build_compiled", HERE / "build_compiled.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class CompiledEngineHook(BuildHookInterface):
    """Adds the mypyc-compiled engine and bots to a wheel when HEAT_WIDGET_COMPILE=1."""

    PLUGIN_NAME = "custom"

    def dependencies(self) -> list[str]:
        """mypy and setuptools, only when the compiled build is asked for (pip installs them into
        the isolated build environment; a plain build downloads neither)."""
        return list(COMPILE_REQUIRES) if compile_requested() else []

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if not compile_requested():
            return
        if version == "editable":
            raise SystemExit(f"{VARIABLE}=1: an editable install (pip install -e) stays interpreted, "
                             f"so that the .py files you edit are the ones that run. Unset {VARIABLE} for "
                             f"it, or install the compiled build with `{VARIABLE}=1 pip install .`")
        build_compiled = _build_compiled()
        build_compiled.check_toolchain()
        self._scratch = Path(tempfile.mkdtemp(prefix="heat_widget_mypyc_"))
        build_compiled.copy_sources(Path(self.root), self._scratch)
        jobs = int(os.environ.get("HEAT_WIDGET_COMPILE_JOBS") or os.cpu_count() or 1)
        quiet = self.app.verbosity < 1
        self.app.display_info(f"heat_widget: compiling {len(build_compiled.compiled_sources(self._scratch))} "
                              f"modules with mypyc ({jobs} C compiler processes, a few minutes)")
        try:
            extensions = build_compiled.compile_in(self._scratch, jobs=jobs, quiet=quiet)
        except BaseException:
            self.finalize(version, build_data, "")
            raise
        for path in extensions:
            build_data["force_include"][str(path)] = path.relative_to(self._scratch).as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True  # cpXY-cpXY-platform: the extensions fit only this interpreter

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        scratch = getattr(self, "_scratch", None)
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
            self._scratch = None
