"""No import circle in heat_widget (issue 23 item 5, "no import circle anywhere, type-only imports
included"; the last one, the race's 18 files, is untied): the files' imports, read from the source
with `ast`, make a graph without a loop. Every import counts, wherever it stands: at the top, inside a
function (a late import still ties the two files), and under `if TYPE_CHECKING:` (a type-only import
ties them for the reader and the type checker). A circle found is named with its files and, for
each arrow of one loop, the names the first file takes from the second."""
from __future__ import annotations

import ast
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "heat_widget"


def _module_name(path: Path, root: Path) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(package: Path = PACKAGE) -> tuple[dict[str, dict[str, list[str]]], dict[str, Path]]:
    """({module: {module it imports: [names taken, with their line]}}, {module: its file}) for the
    package's modules; an import of a module outside the package draws no arrow."""
    files = {_module_name(p, package.parent): p for p in sorted(package.rglob("*.py"))}
    graph: dict[str, dict[str, list[str]]] = {}
    for module, path in files.items():
        here = module if path.name == "__init__.py" else module.rpartition(".")[0]
        arrows: dict[str, list[str]] = {}
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = here.split(".")[: len(here.split(".")) - (node.level - 1)]
                    base = ".".join(parts + ([base] if base else []))
                for alias in node.names:
                    target = f"{base}.{alias.name}" if f"{base}.{alias.name}" in files else base
                    if target in files and target != module:
                        arrows.setdefault(target, []).append(f"{alias.name} (line {node.lineno})")
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name in files and alias.name != module:
                        arrows.setdefault(alias.name, []).append(f"import {alias.name} (line {node.lineno})")
        graph[module] = arrows
    return graph, files


def circles(graph: dict[str, dict[str, list[str]]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(graph[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(graph[target])))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def one_loop(graph: dict[str, dict[str, list[str]]], component: list[str]) -> list[str]:
    """A shortest loop of the component: [a, b, ..., a]."""
    return min((_loop_through(graph, component, start) for start in component), key=len)


def _loop_through(graph: dict[str, dict[str, list[str]]], component: list[str], start: str) -> list[str]:
    """A shortest loop through `start`, a module of the component."""
    inside = set(component)
    came_from: dict[str, str] = {}
    queue = deque([start])
    while queue:
        node = queue.popleft()
        for target in graph[node]:
            if target == start:
                path = [node]  # back from `node` to `start`
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return path[::-1] + [start]
            if target in inside and target not in came_from:
                came_from[target] = node
                queue.append(target)
    return component + [start]


def describe(graph: dict[str, dict[str, list[str]]], files: dict[str, Path], component: list[str]) -> str:
    loop = one_loop(graph, component)
    names = ", ".join(str(files[m].relative_to(ROOT)) for m in component)
    arrows = "\n".join(f"  {files[a].relative_to(ROOT)} -> {files[b].relative_to(ROOT)}: {', '.join(graph[a][b])}"
                       for a, b in zip(loop, loop[1:]))
    return f"an import circle of {len(component)} files ({names}); one loop:\n{arrows}"


def test_heat_widget_has_no_import_circle():
    """Every import of every file of heat_widget, type-only and late ones included: no loop."""
    graph, files = import_graph()
    assert len(graph) > 50 and any(graph.values()), "the package's imports were not read"
    found = circles(graph)
    assert not found, "\n".join(describe(graph, files, c) for c in found)


def test_the_circle_finder_sees_type_only_and_late_imports(tmp_path):
    """The finder itself: a loop closed by an import under `if TYPE_CHECKING:` or inside a function
    is found and named, with the names taken and their lines."""
    package = tmp_path / "heat_widget"
    (package / "engine").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "engine" / "__init__.py").write_text("")
    (package / "engine" / "low.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .high import High\n")
    (package / "engine" / "high.py").write_text("def f():\n    from .low import Low\n")
    (package / "engine" / "alone.py").write_text("from . import low\n")
    graph = import_graph(package)[0]
    found = circles(graph)
    assert found == [["heat_widget.engine.high", "heat_widget.engine.low"]]
    assert graph["heat_widget.engine.low"] == {"heat_widget.engine.high": ["High (line 3)"]}
    assert graph["heat_widget.engine.high"] == {"heat_widget.engine.low": ["Low (line 2)"]}
    assert graph["heat_widget.engine.alone"] == {"heat_widget.engine.low": ["low (line 1)"]}
