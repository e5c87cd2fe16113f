"""Every message of the Python side has a Portuguese translation (issue 14, item 7: "a test that
every message has a Portuguese entry"), with the same {fields}, and the catalogue holds no stale
entry. The messages are read from the source by AST (tests/i18n_extract.py), as xgettext would."""
import ast
import re
import string

import pytest

from heat_widget.engine.i18n import read_po
from i18n_extract import ROOT, SOURCES, all_messages, messages_in

PO = ROOT / "data" / "locale" / "pt" / "LC_MESSAGES" / "heat_widget.po"
MESSAGES = all_messages()
CATALOGUE, PLURAL = read_po(PO.read_text(encoding="utf-8"))


def fields(template: str) -> set:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_the_extraction_finds_the_messages_of_every_kind_of_text():
    """A guard on the extractor itself: it must see events, refusals, previews, the coach, the
    modules' words and the data's (else an empty extraction would pass everything below)."""
    msgids = {m for _, m in MESSAGES}
    for expected in ("Round {number} begins", "{car} may not slipstream: {reason}", "gears go from 1 to 4",
                     "{action}: {car} does not move", "the only legal choice", "Draft round {round}: the market is "
                     "{cards}; {first} picks first", "no cooling in this sector: {weather}", "Rain",
                     "B (to the diamond space)", "{n} space"):
        assert expected in msgids
    assert len(MESSAGES) > 250


@pytest.mark.parametrize("key", sorted(MESSAGES, key=lambda k: (k[0] or "", k[1])), ids=lambda k: k[1][:40])
def test_every_message_has_a_portuguese_entry_with_the_same_fields(key):
    plural, where = MESSAGES[key]
    assert key in CATALOGUE, f"{where}: no Portuguese entry for {key!r} in {PO.name}"
    found = CATALOGUE[key]
    english = fields(key[1]) | (fields(plural) if plural else set())
    if plural is None:
        assert isinstance(found, str) and found, f"{where}: empty or plural translation of {key!r}"
        forms = [found]
    else:
        assert isinstance(found, list) and len(found) == 2 and all(found), f"{where}: plural forms of {key!r}"
        forms = found
    for form in forms:
        assert fields(form) <= english, f"{where}: {form!r} has fields the English {key[1]!r} has not"
        missing = english - fields(form) - ({"n"} if plural else set())
        assert not missing, f"{where}: {form!r} leaves out {missing}"


def test_the_catalogue_holds_no_stale_entry():
    stale = [k for k in CATALOGUE if k not in MESSAGES]
    assert not stale, f"entries no code uses any more: {stale[:5]}"
    assert PLURAL == "(n != 1)"


def test_no_sentence_is_built_from_an_f_string_passed_to_a_catalogue():
    """A translated message must be a literal template: gettext/format of an f-string could never
    be found in the catalogue."""
    bad = []
    for folder in SOURCES:
        for path in (ROOT / folder).rglob("*.py") if (ROOT / folder).is_dir() else [ROOT / folder]:
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if (isinstance(node, ast.Call) and isinstance(node.func, (ast.Attribute, ast.Name))
                        and getattr(node.func, "attr", getattr(node.func, "id", None))
                        in ("gettext", "ngettext", "pgettext", "npgettext", "nformat", "pformat", "Msg", "N_")
                        and any(isinstance(a, ast.JoinedStr) for a in node.args)):
                    bad.append(f"{path.name}:{node.lineno}")
    assert not bad


def test_the_portuguese_uses_the_summary_s_words():
    """The vocabulary of the Portuguese rules summary (rules/003_*): mudança, despiste, baralho,
    descarte, motor, curva, Adrenalina; Heat, Stress, Boost, Cooldown, Slipstream keep their names."""
    text = PO.read_text(encoding="utf-8")
    for word in ("mudança", "despist", "baralho", "descarte", "motor", "curva", "Adrenalina", "Heat", "Stress",
                 "Boost", "Cooldown", "slipstream", "Lenda"):
        assert word in text
    for english_word in ("Speed", "corner", "gear", "space "):
        translations = [v for v in CATALOGUE.values() for v in ([v] if isinstance(v, str) else v)]
        words = [re.sub(r"\{\w+\}|'[^']*'|gear N", "", v) for v in translations]  # fields, action texts
        assert not any(re.search(rf"\b{english_word}", v) for v in words), english_word


def test_no_advice_of_a_strategy_speaks_as_the_bot():
    """Issue 36, item 6: a strategy's reasons (bots/reasons.py) are shown to the player deciding, by
    the coach: every sentence speaks to them ("your hand", "you would spin out"), none as the bot
    ("my hand", "I would spin out")."""
    found = messages_in(ROOT / "bots" / "reasons.py")
    said = [m for (_context, msgid), (plural, _where) in found.items() for m in (msgid, plural) if m]
    first_person = [m for m in said if re.search(r"\b(I|my|me|mine|myself)\b", m)]
    assert len(said) > 20 and not first_person, first_person
