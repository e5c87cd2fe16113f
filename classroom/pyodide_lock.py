"""A self-hosted Pyodide for a classroom site: npm's `pyodide` core plus wheels, with its
pyodide-lock.json rewritten so that `loadPackage` and micropip find every wheel beside it and
fetch nothing from Pyodide's CDN.

    python classroom/pyodide_lock.py CORE_DIR WHEEL_DIR OUT_DIR

CORE_DIR: node_modules/pyodide (the npm package: pyodide.mjs, pyodide.asm.wasm, python_stdlib.zip,
pyodide-lock.json). WHEEL_DIR: pure wheels (py3-none-any): micropip from PyPI, heat_widget and what
it needs. Each wheel becomes the lock's entry for its name (replacing Pyodide's own build of it,
whose file is on the CDN only), with its sha256 and its dependencies as its METADATA says for
sys_platform "emscripten". Entries of the lock whose files are not in OUT_DIR are left out: a
package the site does not have is then unknown to micropip, and `%pip install polars` fails saying
so (with Pyodide's own entry kept, micropip "installed" it from a file the site lacks, silently).
"""
from __future__ import annotations

import email.parser
import hashlib
import json
import re
import shutil
import sys
import zipfile
from pathlib import Path

from packaging.requirements import Requirement

ENV = {"sys_platform": "emscripten", "platform_system": "Emscripten", "platform_machine": "wasm32",
       "python_version": "3.14", "python_full_version": "3.14.2", "implementation_name": "cpython",
       "platform_python_implementation": "CPython", "os_name": "posix", "extra": ""}


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def wheel_entry(path: Path) -> dict:
    with zipfile.ZipFile(path) as z:
        meta_name = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        meta = email.parser.Parser().parsestr(z.read(meta_name).decode("utf-8"))
        tops = sorted({n.split("/")[0].removesuffix(".py") for n in z.namelist()
                       if not n.split("/")[0].endswith((".dist-info", ".data")) and (n.endswith(".py") or "/" in n)})
    depends = []
    for spec in meta.get_all("Requires-Dist") or []:
        req = Requirement(spec)
        if req.marker is None or req.marker.evaluate(ENV):
            depends.append(canonical(req.name))
    return {"name": canonical(meta["Name"]), "version": meta["Version"], "file_name": path.name,
            "install_dir": "site", "package_type": "package", "imports": tops,
            "sha256": hashlib.sha256(path.read_bytes()).hexdigest(), "depends": sorted(set(depends)),
            "unvendored_tests": False, "tool": {}}


def build(core: Path, wheels: Path, out: Path) -> list[str]:
    out.mkdir(parents=True, exist_ok=True)
    for name in ("pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "package.json"):
        shutil.copy(core / name, out / name)
    lock = json.loads((core / "pyodide-lock.json").read_text())
    packages = lock["packages"]
    added = []
    for wheel in sorted(wheels.glob("*.whl")):
        entry = wheel_entry(wheel)
        packages.pop(entry["name"], None)
        packages[entry["name"]] = entry
        shutil.copy(wheel, out / wheel.name)
        added.append(f"{entry['name']} {entry['version']}")
    # only what the site has: an entry whose file is not beside Pyodide would "install" silently
    for name in [n for n, entry in packages.items() if not (out / entry["file_name"]).is_file()]:
        del packages[name]
    # a dependency Pyodide's lock names with other spelling (prompt_toolkit) is found under its key
    for entry in packages.values():
        entry["depends"] = [canonical(d) for d in entry["depends"]]
    (out / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return added


if __name__ == "__main__":
    core_dir, wheel_dir, out_dir = map(Path, sys.argv[1:4])
    for line in build(core_dir, wheel_dir, out_dir):
        print(line)
