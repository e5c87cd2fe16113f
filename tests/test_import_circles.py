"""No import circles in the package (issue 23: "no import circle anywhere, type-only imports
included"). Every `import` and `from ... import` of heat_widget's own modules counts, inside
functions and under `if TYPE_CHECKING:` too. The circles still to untie are listed in KNOWN, each
exactly: the test fails when one grows, shrinks (then shrink KNOWN with it) or a new one appears."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "heat_widget"

# The race's mixins and the state they share (engine/race_state.py): the facts/record/caches work
# of issue 23 unties it.
KNOWN = {
    frozenset({
        "engine.card_steps", "engine.corners", "engine.legends", "engine.modifiers", "engine.modules.host",
        "engine.notes", "engine.planning", "engine.preview", "engine.race", "engine.race_state",
        "engine.recording", "engine.rules", "engine.scenario", "engine.serialize", "engine.setup",
        "engine.slipstream", "engine.state", "engine.view",
    }),
}


def _module(path: Path) -> str:
    rel = path.relative_to(PACKAGE).with_suffix("")
    parts = rel.parts[:-1] if rel.name == "__init__" else rel.parts
    return ".".join(parts)


def _graph() -> dict[str, set[str]]:
    modules = {_module(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = []
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package[: len(package) - node.level + 1] if node.level > 1 else package
                    stem = ".".join(base + ([node.module] if node.module else []))
                elif node.module and node.module.startswith("heat_widget"):
                    stem = node.module.removeprefix("heat_widget").lstrip(".")
                else:
                    continue
                targets = [f"{stem}.{a.name}".lstrip(".") for a in node.names] + [stem]
            elif isinstance(node, ast.Import):
                targets = [a.name.removeprefix("heat_widget").lstrip(".") for a in node.names
                           if a.name.startswith("heat_widget.")]
            for t in targets:
                if t in modules and t != name:
                    graph[name].add(t)
                    break
    # a package's __init__ only hands names on: an import of the package is not an edge into its modules
    return {m: {t for t in ts if not (modules[t].name == "__init__.py" and m.startswith(t + "."))}
            for m, ts in graph.items()}


def _circles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: set[frozenset[str]] = set()

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.add(frozenset(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle_but_the_known_ones():
    found = _circles(_graph())
    new = [sorted(c) for c in found - KNOWN]
    gone = [sorted(c) for c in KNOWN - found]
    assert not new, f"new import circles: {new}"
    assert not gone, f"these circles changed or are gone: update KNOWN: {gone}"


def test_the_circle_finder_sees_a_circle_through_a_type_only_import():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _circles(graph) == {frozenset({"a", "b", "c"})}
