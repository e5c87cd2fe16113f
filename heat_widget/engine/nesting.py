"""How deep JSON text and plain data from outside may nest before they are read (and how much
plain data a scenario may hold).

CPython's json reader and writer refuse nesting past about a thousand levels with a RecursionError.
In a browser's Python (Pyodide) they overflow the JavaScript stack first, a fatal error that ends
the whole interpreter (a race file nested 20,000 deep did). So files and scenario data are measured
here first, without recursion, and nesting deeper than MAX_DEPTH is refused alike on every platform
(a race file nests 5 deep, a season's 7).
"""
from __future__ import annotations

import re

MAX_DEPTH = 500
MAX_VALUES = 5000  # values in a scenario's cars (a whole 8-car race holds under 1,000)

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


def data_too_large(value: object, most: int = MAX_VALUES) -> bool:
    """Whether the lists, tuples and dicts in `value` hold more than `most` values in all, counted
    by their lengths before they are walked: a hand of a million cards is refused at once (walking
    and copying it took 0.3 s), a list that holds itself too."""
    count = 0
    todo: list[object] = [value]
    while todo:
        item = todo.pop()
        if isinstance(item, (dict, list, tuple)):
            count += len(item)
            if count > most:
                return True
            todo.extend(item.values() if isinstance(item, dict) else item)
    return False
