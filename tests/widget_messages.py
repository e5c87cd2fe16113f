"""The widget's messages as written in its sources, for the language tests (test_widget_language.py):
every t("...") of js/src and every wt(...)/w.format/gettext of the widget's Python, plus the
words the widget looks up by value (event kinds, decision kinds, bare actions, card levels)."""
from __future__ import annotations

import ast
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
JS_SRC = ROOT / "js" / "src"
PY_SOURCES = [ROOT / "heat_widget" / n for n in ("widget/race_widget.py", "widget/coach.py", "widget/teaching.py", "widget/season.py",
                                                "widget/build.py", "widget/retry.py", "widget/cards.py")]

_STR = r'"((?:[^"\\\n]|\\.)*)"'
# t("msgid", ...), t.n("singular", "plural", n, ...), t.p("context", "msgid", ...)
JS_CALL = re.compile(r'\bt(\.[np])?\(\s*' + _STR + r'(?:\s*,\s*' + _STR + r')?')
JS_ANY_CALL = re.compile(r'\bt(\.[np])?\(')


def _js_string(text: str) -> str:
    return json.loads(f'"{text}"')


def js_messages() -> dict:
    """{(context, msgid): [file:line, ...]} of every t() call in js/src; plural entries keep their
    plural text in the key's msgid position as (context, singular) with the plural recorded apart."""
    found: dict = {}
    for path in sorted(JS_SRC.glob("*.js")):
        if path.name == "i18n.js":
            continue  # the mechanism itself (its comments show examples)
        text = path.read_text(encoding="utf-8")
        for m in JS_CALL.finditer(text):
            kind, first, second = m.group(1), m.group(2), m.group(3)
            if kind == ".p":
                if second is None:
                    continue  # t.p("event", kind): a word looked up by value (checked apart)
                key = (_js_string(first), _js_string(second))
            else:
                key = (None, _js_string(first))
            line = text.count("\n", 0, m.start()) + 1
            found.setdefault(key, []).append(f"{path.name}:{line}")
    return found


def js_plurals() -> dict:
    """{singular: plural} of every t.n() call in js/src."""
    out = {}
    for path in sorted(JS_SRC.glob("*.js")):
        if path.name == "i18n.js":
            continue
        for m in JS_CALL.finditer(path.read_text(encoding="utf-8")):
            if m.group(1) == ".n":
                out[_js_string(m.group(2))] = _js_string(m.group(3))
    return out


def js_calls_without_literal() -> list[str]:
    """t(...) calls whose message is not a plain "double-quoted" literal (the extraction misses them)."""
    bad = []
    for path in sorted(JS_SRC.glob("*.js")):
        if path.name == "i18n.js":
            continue
        text = path.read_text(encoding="utf-8")
        for m in JS_ANY_CALL.finditer(text):
            rest = text[m.end():].lstrip()
            if m.group(1) == ".p" and rest.startswith('"'):
                ctx = re.match(_STR + r'\s*,\s*', rest)
                if ctx and not rest[ctx.end():].startswith('"') and _js_string(ctx.group(1)) in VALUE_CONTEXTS:
                    continue
            if not rest.startswith('"'):
                bad.append(f"{path.name}:{text.count(chr(10), 0, m.start()) + 1}: {text[m.start():m.start() + 50]}")
    return bad


VALUE_CONTEXTS = ("event", "decision", "action", "level")


def _strings(node) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return _strings(node.body) + _strings(node.orelse)
    return []


def py_messages() -> dict:
    """{(context, msgid): [file:line]} of the widget's Python: calls of format / gettext / pgettext
    on a `wt(...)` catalogue (or a name bound to one), and the values of its word tables."""
    found: dict = {}
    for path in PY_SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in ("format", "gettext", "pgettext") and node.args:
                owner = node.func.value
                is_catalogue = (isinstance(owner, ast.Call) and getattr(owner.func, "id", "") == "wt") or \
                    (isinstance(owner, ast.Name) and owner.id == "w")
                if not is_catalogue:
                    continue
                if node.func.attr == "pgettext":
                    contexts = _strings(node.args[0])
                    msgids = _strings(node.args[1]) if len(node.args) > 1 else []
                    for c in contexts:
                        for s in msgids:
                            found.setdefault((c, s), []).append(f"{path.name}:{node.lineno}")
                    continue
                for s in _strings(node.args[0]):
                    found.setdefault((None, s), []).append(f"{path.name}:{node.lineno}")
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict) and any(
                    isinstance(t, ast.Name) and t.id in ("SYMBOL_WORDS", "_BUILD_WORDS") for t in node.targets):
                for v in node.value.values:
                    for s in _strings(v.elts[0] if isinstance(v, ast.Tuple) else v):  # (one, many): a plural
                        found.setdefault((None, s), []).append(f"{path.name}:{v.lineno}")
    return found


def py_plurals() -> dict:
    """{singular: plural} of the (one, many) pairs of the widget's Python word tables."""
    out = {}
    for path in PY_SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict) and any(
                    isinstance(t, ast.Name) and t.id in ("SYMBOL_WORDS", "_BUILD_WORDS") for t in node.targets):
                for v in node.value.values:
                    if isinstance(v, ast.Tuple):
                        out[_strings(v.elts[0])[0]] = _strings(v.elts[1])[0]
    return out


def value_words() -> dict:
    """The words the widget translates by value, by context: every event kind the engine can
    narrate, every decision kind, every bare action word, every card level."""
    import heat_widget.engine.modules as modules
    from heat_widget.engine import actions, events
    from heat_widget.engine.cards import catalogue
    modules.load_all()  # every module's events and action words
    return {
        "event": sorted(events.all_texts()),
        "decision": sorted(set(actions.WORDS.values())),
        "action": sorted(actions._BARE),
        "level": sorted({c.level for c in catalogue().cards.values() if c.kind == "upgrade"} | {"sponsor"}),
    }
