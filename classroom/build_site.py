"""Build the classroom site: JupyterLite with the Pyodide kernel and heat_widget, all served from
the site itself (no CDN, no PyPI at run time). Serve the folder it writes with any static web
server (`python -m http.server -d _classroom`) and send the link: classroom.ipynb plays a race.

    python3 -m venv .lite && .lite/bin/pip install -r classroom/requirements.txt
    bash .ci/setup                                   # tests/pyodide/: npm's pyodide and the wheels
    .venv/bin/python classroom/build_site.py --jupyter .lite/bin/jupyter [--out _classroom]
    .venv/bin/python classroom/check_site.py _classroom    # headless Chromium, network off

Pieces: npm's `pyodide` core (tests/pyodide/node_modules), the pure wheels of
tests/pyodide/requirements.txt but pytest's, those of requirements-classroom.txt (micropip, six and
Altair's, in tests/pyodide/wheels/classroom/: .ci/setup downloads them, so the build fetches
nothing), and heat_widget's wheel built here, put beside Pyodide with its
pyodide-lock.json rewritten (classroom/pyodide_lock.py: only what the site has); the kernel's own
wheels come inside jupyterlite-pyodide-kernel; the widgets' front-ends from the build venv; vega,
vega-lite and vega-embed from npm (tests/pyodide/node_modules) in the site's vega/ folder, where
heat_widget/browser.py's chart renderer loads them.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from pyodide_lock import build as build_pyodide  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
CORE = ROOT / "tests" / "pyodide" / "node_modules" / "pyodide"
WHEELS = ROOT / "tests" / "pyodide" / "wheels"
SITE_WHEELS = WHEELS / "classroom"  # requirements-classroom.txt: micropip, six, Altair and what it needs
NODE_MODULES = ROOT / "tests" / "pyodide" / "node_modules"
#: the Vega libraries' browser builds, copied into the site's vega/ folder (heat_widget/browser.py)
VEGA = {"vega.min.js": "vega/build/vega.min.js", "vega-lite.min.js": "vega-lite/build/vega-lite.min.js",
        "vega-embed.min.js": "vega-embed/build/vega-embed.min.js"}
LESSON = "classroom.ipynb"
TEST_ONLY = ("pytest-", "pluggy-", "iniconfig-")
SETTINGS = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {"litePluginSettings": {
    "@jupyterlite/pyodide-kernel-extension:kernel": {"disablePyPIFallback": True}}}}


def jupyter_command(given: str) -> str:
    """The `--jupyter` argument as a command that works from any folder: a path (".lite/bin/jupyter",
    as the README writes it) is made absolute from the folder the build was started in, because the
    build runs jupyter from a folder of its own; a bare name is looked up on PATH. A clear exit when
    there is no such program."""
    if "/" in given or "\\" in given:
        path = Path(given).expanduser().resolve()
        if not path.is_file():
            sys.exit(f"--jupyter {given[:200]}: no such file ({path}); make the venv first: python3 -m venv .lite && "
                     f".lite/bin/pip install -r classroom/requirements.txt")
        return str(path)
    found = shutil.which(given)
    if found is None:
        sys.exit(f"--jupyter {given[:200]}: not found on PATH; give the path of the jupyter of a venv with "
                 f"classroom/requirements.txt, e.g. --jupyter .lite/bin/jupyter")
    return found


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jupyter", default="jupyter", help="the jupyter of a venv with classroom/requirements.txt")
    parser.add_argument("--out", default=str(ROOT / "_classroom"))
    args = parser.parse_args(argv)
    jupyter = jupyter_command(args.jupyter)
    if not (CORE / "pyodide.mjs").is_file():
        sys.exit("tests/pyodide/node_modules/pyodide is missing: run `bash .ci/setup`")
    missing = [f"tests/pyodide/node_modules/{path}" for path in VEGA.values() if not (NODE_MODULES / path).is_file()]
    for name in ("micropip-", "six-", "altair-", "markupsafe-"):
        if not any(SITE_WHEELS.glob(f"{name}*.whl")):
            missing.append(f"tests/pyodide/wheels/classroom/{name}*.whl")
    if missing:
        sys.exit(f"{', '.join(missing)} missing: run `bash .ci/setup`")
    work = Path(tempfile.mkdtemp(prefix="heat-classroom-"))
    wheels = work / "wheels"
    wheels.mkdir()
    for w in [*WHEELS.glob("*.whl"), *SITE_WHEELS.glob("*.whl")]:
        if not w.name.startswith(TEST_ONLY):
            shutil.copy(w, wheels / w.name)
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "--disable-pip-version-check", "-w", str(wheels), str(ROOT)], check=True)
    lite = work / "lite"
    for line in build_pyodide(CORE, wheels, lite / "static" / "pyodide"):
        print("pyodide-lock:", line)
    shutil.copy(Path(__file__).with_name("classroom.ipynb"), lite / "classroom.ipynb")
    (lite / "jupyter-lite.json").write_text(json.dumps(SETTINGS, indent=2))
    out = Path(args.out).resolve()
    shutil.rmtree(out, ignore_errors=True)
    subprocess.run([jupyter, "lite", "build", "--contents", "classroom.ipynb", "--output-dir", str(out)],
                   cwd=lite, check=True)
    config = json.loads((out / "jupyter-lite.json").read_text())["jupyter-config-data"]["litePluginSettings"]
    url = config["@jupyterlite/pyodide-kernel-extension:kernel"].get("pyodideUrl", "")
    if not url.startswith("./"):
        sys.exit(f"the site would load Pyodide from {url or 'the CDN'}, not from itself")
    (out / "vega").mkdir()
    for name, path in VEGA.items():
        shutil.copy(NODE_MODULES / path, out / "vega" / name)
    shutil.rmtree(work)
    print(f"built {out}: serve it (python -m http.server -d {out}) and open notebooks/index.html?path=classroom.ipynb")


if __name__ == "__main__":
    main()
