"""How deep JSON text and plain data from outside may nest before they are read.

CPython's json reader and writer refuse nesting past about a thousand levels with a RecursionError.
In a browser's Python (Pyodide) they overflow the JavaScript stack first, a fatal error that ends
the whole interpreter (a race file nested 20,000 deep did). So files and scenario data are measured
here first, without recursion, and nesting deeper than MAX_DEPTH is refused alike on every platform
(a race file nests 5 deep, a season's 7).
"""
from __future__ import annotations

import re

MAX_DEPTH = 500

# a JSON string (skipped whole: its brackets are text) or a bracket
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]')


def text_too_deep(text: str) -> bool:
    """Whether JSON `text` nests lists and objects more than MAX_DEPTH deep."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:  # too few brackets to nest that deep
        return False
    depth = 0
    for token in _TOKENS.finditer(text):
        c = token.group()
        if c == "[" or c == "{":
            depth += 1
            if depth > MAX_DEPTH:
                return True
        elif c == "]" or c == "}":
            depth -= 1
    return False


def data_too_deep(value: object) -> bool:
    """Whether lists, tuples and dicts nest more than MAX_DEPTH deep in `value` (a list that holds
    itself is too deep)."""
    todo: list[tuple[object, int]] = [(value, 1)]
    while todo:
        item, depth = todo.pop()
        if isinstance(item, dict):
            inner: list[object] = list(item.values())
        elif isinstance(item, (list, tuple)):
            inner = list(item)
        else:
            continue
        if depth > MAX_DEPTH:
            return True
        todo.extend((x, depth + 1) for x in inner)
    return False
