"""The engine files at `mypy --strict` (issue 23 item 5) stay there: pyproject.toml's
[[tool.mypy.overrides]] switches every strict flag on for them (tests/test_engine_types.py runs that
configuration, so a missing annotation or a bare `dict` fails it), and an engine file added later is
strict too unless it is named below as not yet."""
from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "heat_widget" / "engine"

# What `mypy --strict` sets, among the flags a per-module section may set (`warn_redundant_casts`
# and `warn_unused_configs` are global only; a per-module `strict = true` would switch the flags on
# for every file)
STRICT_FLAGS = {
    "disallow_any_generics": True, "disallow_subclassing_any": True, "disallow_untyped_calls": True,
    "disallow_untyped_defs": True, "disallow_incomplete_defs": True, "check_untyped_defs": True,
    "disallow_untyped_decorators": True, "warn_unused_ignores": True, "warn_return_any": True,
    "implicit_reexport": False, "strict_equality": True, "extra_checks": True,
}
# Engine modules not at `mypy --strict` yet: none (issue 23 item 5); a file that cannot be strict
# for a while is named here, with why
NOT_YET: set[str] = set()


def _strict_patterns() -> list[str]:
    overrides = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mypy"].get("overrides", [])
    return [m for o in overrides if all(o.get(k) is v for k, v in STRICT_FLAGS.items()) for m in o["module"]]


def _covered(module: str, patterns: list[str]) -> bool:
    return any(module == p or (p.endswith(".*") and module.startswith(p[:-1])) for p in patterns)


def test_the_strict_engine_files_have_every_strict_flag():
    """A section of the mypy configuration sets every strict flag, for the engine files among others."""
    patterns = _strict_patterns()
    assert _covered("heat_widget.engine.cards", patterns), patterns
    assert _covered("heat_widget.engine.championship.season", patterns), patterns


def test_every_engine_file_is_strict_but_those_not_yet():
    """Each engine module is in the strict section, except those of NOT_YET (and those are not: a
    module made strict leaves NOT_YET)."""
    patterns = _strict_patterns()
    for path in sorted(ENGINE.rglob("*.py")):
        parts = path.relative_to(ENGINE).with_suffix("").parts
        parts = parts[:-1] if parts[-1] == "__init__" else parts
        module = ".".join(("heat_widget", "engine") + parts)
        if parts and parts[0] in NOT_YET:
            assert not _covered(module, patterns), f"{module} is strict now: take it out of NOT_YET"
        else:
            assert _covered(module, patterns), f"{module} is not in pyproject.toml's strict mypy section"
