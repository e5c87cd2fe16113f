"""The message catalogues (engine/i18n.py): gettext .po files read into gettext's API."""
import pytest

import heat_widget as hw
from heat_widget.engine.i18n import LANGUAGES, Catalogue, catalogue, check_language, read_po, tr

PO = '''
msgid ""
msgstr ""
"Language: pt\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

# a comment
msgctxt "gear"
msgid "1st"
msgstr "1.ª"

msgid "{car} plays "
"{n} card"
msgid_plural "{car} plays {n} cards"
msgstr[0] "{car} joga {n} carta"
msgstr[1] "{car} joga {n} cartas"

msgid "untranslated"
msgstr ""
'''


def test_read_po_reads_contexts_continued_strings_and_plural_forms():
    messages, plural = read_po(PO)
    assert messages[("gear", "1st")] == "1.ª"
    assert messages[(None, "{car} plays {n} card")] == ["{car} joga {n} carta", "{car} joga {n} cartas"]
    assert plural == "(n != 1)"


def test_a_catalogue_translates_by_context_and_number_and_falls_back_to_english():
    messages, plural = read_po(PO)
    from heat_widget.engine.i18n import _plural_rule
    c = Catalogue(messages, _plural_rule(plural))
    assert c.pgettext("gear", "1st") == "1.ª"
    assert c.gettext("1st") == "1st"  # no entry without the context
    assert c.npgettext(None, "{car} plays {n} card", "{car} plays {n} cards", 2).format(car="Ana", n=2) == "Ana joga 2 cartas"
    assert c.ngettext("{car} plays {n} card", "{car} plays {n} cards", 1) == "{car} joga {n} carta"
    assert c.gettext("untranslated") == "untranslated"  # left empty: English
    assert c.ngettext("a door", "doors", 3) == "doors"


def test_english_is_the_source_text_and_portuguese_is_read_from_the_package():
    assert tr("en").format("Round {number} begins", number=2) == "Round 2 begins"
    assert tr("pt").format("Round {number} begins", number=2) != "Round 2 begins"
    assert catalogue("pt", "widget") is catalogue("pt", "widget")  # read once


def test_an_unknown_language_is_refused_naming_the_languages():
    assert check_language("pt") == "pt"
    for bad in ("xx", None, 3, "p" * 500):
        with pytest.raises(hw.UnknownName, match="languages: en or pt") as e:
            check_language(bad)
        assert len(str(e.value)) < 150
    assert set(LANGUAGES) == {"en", "pt"}


def test_a_damaged_po_line_is_refused():
    with pytest.raises(ValueError, match="not a .po line"):
        read_po('msgid "a"\nmsgstr "b"\nnonsense "c"\n')
