"""The messages of the Python side, read from its source by AST (what xgettext would extract):
calls of gettext / ngettext / pgettext / npgettext / format / nformat / pformat on a catalogue
(engine/i18n.py), `Msg(...)` and `N_(...)` markers; and the words of data/weather.json (context
"weather"). Used by tests/test_i18n_messages.py; `python tests/i18n_extract.py` prints them."""
from __future__ import annotations

import ast
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "heat_widget"
# the widget's Python (widget/race_widget.py, widget/teaching.py): the widget domain; of the analysis side only what-if's
# refusal, a player's words (the rest of analysis speaks English)
SOURCES = ("engine", "bots", "__main__.py", "analysis/whatif.py")
CALLS = {"gettext": (None, 0, None), "pgettext": (0, 1, None), "ngettext": (None, 0, 1),
         "npgettext": (0, 1, 2), "format": (None, 0, None), "pformat": (0, 1, None), "nformat": (None, 0, 1)}


def _literal(node):
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _keyword(call, name):
    for k in call.keywords:
        if k.arg == name:
            return _literal(k.value)
    return None


def messages_in(path: Path) -> dict:
    """{(context, msgid): msgid_plural or None} of one source file, with (file, line) of each."""
    out: dict = {}
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        f = node.func
        found = None
        if isinstance(f, ast.Attribute) and f.attr in CALLS and not isinstance(f.value, ast.Constant):
            ctx_i, msg_i, plural_i = CALLS[f.attr]
            args = node.args
            if len(args) > msg_i and _literal(args[msg_i]) is not None:
                context = _literal(args[ctx_i]) if ctx_i is not None else None
                if ctx_i is not None and context is None:
                    continue
                plural = _literal(args[plural_i]) if plural_i is not None and len(args) > plural_i else None
                found = (context, _literal(args[msg_i]), plural)
        elif isinstance(f, ast.Name) and f.id == "N_" and node.args and _literal(node.args[0]) is not None:
            context = _literal(node.args[1]) if len(node.args) > 1 else _keyword(node, "context")
            found = (context, _literal(node.args[0]), None)
        elif isinstance(f, ast.Name) and f.id == "Msg" and node.args and _literal(node.args[0]) is not None:
            found = (_keyword(node, "context"), _literal(node.args[0]), _keyword(node, "plural"))
        if found is not None:
            out[(found[0], found[1])] = (found[2], f"{path.relative_to(ROOT.parent)}:{node.lineno}")
    return out


def data_messages() -> dict:
    """The words of data/weather.json shown to players (tokens' names and texts)."""
    raw = json.loads((ROOT / "data" / "weather.json").read_text(encoding="utf-8"))
    words = []
    for w in raw["weather"]:
        words += [w["name"], w["setup_text"]]
    for s in raw["sector_effects"].values():
        words += [s["name"], s["text"]]
    for r in raw["road"]:
        words += [r["name"], r["text"]]
    return {("weather", w): (None, "data/weather.json") for w in words}


def all_messages() -> dict:
    """{(context, msgid): (msgid_plural or None, where)} of the whole Python side."""
    out: dict = {}
    for folder in SOURCES:
        for path in sorted((ROOT / folder).rglob("*.py")) if (ROOT / folder).is_dir() else [ROOT / folder]:
            out.update(messages_in(path))
    out.update(data_messages())
    return out


if __name__ == "__main__":
    for (context, msgid), (plural, where) in sorted(all_messages().items(), key=lambda kv: kv[1][1]):
        print(where, repr(context), repr(msgid), repr(plural))
