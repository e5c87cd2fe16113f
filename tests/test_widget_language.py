"""The widget in the player's language (issue 14, item 7): every message the widget shows has a
complete Portuguese entry in heat_widget/data/locale/pt/LC_MESSAGES/widget.po, no English text is
left in js/src outside t(), and `RaceWidget(..., language="pt")` / `ChampionshipWidget(...,
language="pt")` speak European Portuguese while the default stays English."""
from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

import heat_widget as hw
from heat_widget.engine.i18n import LANGUAGES, read_po
from heat_widget.engine.preview_words import preview_text
from heat_widget.widget.language import widget_messages

from widget_messages import (JS_SRC, js_calls_without_literal, js_messages, js_plurals, py_messages,
                             py_plurals, value_words)

LOCALE = Path(hw.__file__).parent / "data" / "locale"


def _po(language: str, domain: str = "widget"):
    return read_po((LOCALE / language / "LC_MESSAGES" / f"{domain}.po").read_text(encoding="utf-8"))


def _fields(text: str) -> set:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def _sources() -> dict:
    return {**js_messages(), **{k: v for k, v in py_messages().items()}}


def test_every_message_of_the_widget_has_a_portuguese_entry_with_the_same_fields():
    """Issue 14, Done means: "every message has a Portuguese entry" (the front-end's t() calls and
    the texts the widgets build in Python), non-empty, with the same {fields} (a translation may
    reorder them, never drop or invent one); plurals have both forms."""
    messages, _ = _po("pt")
    plurals = {**js_plurals(), **py_plurals()}
    sources = _sources()
    assert len(sources) > 150, "the extraction found the widget's messages"
    problems = []
    for (context, msgid), where in sorted(sources.items(), key=lambda kv: (kv[0][0] or "", kv[0][1])):
        text = messages.get((context, msgid))
        if not text or (isinstance(text, list) and not all(text)):
            problems.append(f"no Portuguese for {msgid!r} ({', '.join(where)})")
            continue
        forms = text if isinstance(text, list) else [text]
        if msgid in plurals and context is None and len(forms) != 2:
            problems.append(f"{msgid!r} is a plural: it needs msgstr[0] and msgstr[1]")
        want = _fields(msgid) | (_fields(plurals[msgid]) if msgid in plurals else set())
        for form in forms:
            if _fields(form) != want:
                problems.append(f"{msgid!r}: fields {sorted(_fields(form))} in {form!r}, want {sorted(want)}")
    assert not problems, "\n".join(problems)


def test_every_word_the_widget_translates_by_value_has_a_portuguese_entry():
    """Event kinds (the label beside each sentence of the story), decision kinds ("Waiting for Ana
    (gear)"), one-word actions and card levels come from the engine: each has an entry in its
    context, for every module's words too."""
    messages, _ = _po("pt")
    words = value_words()
    words["action"] = sorted(set(words["action"]) | {"discard"})
    assert "spin_out" in words["event"] and "draft" in words["decision"]
    missing = [f"{c}: {w}" for c, ws in words.items() for w in ws if not messages.get((c, w))]
    assert not missing, "no Portuguese for " + ", ".join(missing)


def test_the_catalogue_holds_no_entry_the_widget_no_longer_uses():
    """A message removed from the sources leaves the catalogue too (it would rot there unseen)."""
    messages, _ = _po("pt")
    used = set(_sources()) | {(c, w) for c, ws in value_words().items() for w in ws} | {("action", "discard")}
    stale = sorted(f"{c or ''}|{m}" for c, m in messages if (c, m) not in used)
    assert not stale, "entries no source uses: " + "; ".join(stale)


def test_every_language_counts_plurals_as_the_front_end_does():
    """js/src/i18n.js picks the plural form with n != 1 (English and Portuguese alike): a language
    with other plural rules must change that first."""
    for language in LANGUAGES:
        if language == "en":
            continue
        for domain in ("widget", "heat_widget"):
            _, plural = _po(language, domain)
            assert plural.replace(" ", "") == "(n!=1)", f"{language}/{domain}: {plural}"


def test_every_t_call_of_the_front_end_has_a_literal_message():
    """The extraction reads t("..."), t.n("...", "..."), t.p("context", "...") with plain
    double-quoted literals; a computed message would escape it (only the value contexts may
    look a word up by value)."""
    assert js_calls_without_literal() == []


# ---- no English left outside t() in js/src ------------------------------------------------------

def _unescape(body: str) -> str:
    try:
        return json.loads(f'"{body}"')
    except ValueError:  # an escape JSON does not know (\\'): the text as written is good enough
        return body


def js_literals(text: str):
    """(line, kind, value) of every string literal of a JS source ("...", '...', and the fixed
    parts of `...` templates), skipping comments and regular expressions' bodies."""
    i, n, line = 0, len(text), 1
    out = []
    prev = ""  # last significant character: tells a regex literal from a division
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            j = text.index("*/", i)
            line += text.count("\n", i, j)
            i = j + 2
            continue
        if c == "/" and prev in "(,=:[!&|?{};" + "":
            j = i + 1
            while j < n and text[j] != "/":
                j += 2 if text[j] == "\\" else 1
                if text[j - 1] == "[":  # a class may hold a "/"
                    while j < n and text[j] != "]":
                        j += 2 if text[j] == "\\" else 1
            i = j + 1
            prev = "/"
            continue
        if c in "\"'":
            j = i + 1
            while text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append((line, c, _unescape(text[i + 1:j])))
            i = j + 1
            prev = "a"
            continue
        if c == "`":
            j, depth, part = i + 1, 0, ""
            parts = []
            while True:
                d = text[j]
                if depth == 0 and d == "`":
                    break
                if depth == 0 and text.startswith("${", j):
                    parts.append(part)
                    part = ""
                    depth, j = 1, j + 2
                    continue
                if depth:
                    if d == "{":
                        depth += 1
                    elif d == "}":
                        depth -= 1
                    elif d == "`":  # a template inside ${...}: skip it whole
                        k = j + 1
                        while text[k] != "`":
                            k += 2 if text[k] == "\\" else 1
                        j = k
                    j += 1
                    continue
                part += d
                j += 1
            parts.append(part)
            line += text.count("\n", i, j)
            out.extend((line, "`", p) for p in parts if p)
            i = j + 1
            prev = "a"
            continue
        if not c.isspace():
            prev = c
        i += 1
    return out


# An English text: a capitalised word of three letters or more, or two lowercase words in a row.
ENGLISH = re.compile(r"(?<![\w\-#.])(?:[A-Z][a-z]{2,}|[a-z]{2,} [a-z]{2,})(?![\w\-])")
# Not text: key names the code compares, and what another seat reads of a play (compared).
ALLOWED = {"Enter", "Home", "End"}
ALLOWED_PATTERNS = [re.compile(r"^(play cards face down|choose a gear)$")]


def test_no_english_text_is_left_in_the_front_end_outside_t():
    """Every text a person reads goes through t(): a string literal that looks like English
    (a capitalised word, or two words) outside t() calls is a label the catalogue cannot reach.
    Keys, tag names and action words the code compares are listed above as not text."""
    problems = []
    for path in sorted(JS_SRC.glob("*.js")):
        text = path.read_text(encoding="utf-8")
        # blank out the literals of t() calls: they are the messages themselves
        masked = re.sub(r'\bt(?:\.[np])?\(\s*"(?:[^"\\\n]|\\.)*"(?:\s*,\s*"(?:[^"\\\n]|\\.)*")?',
                        lambda m: "t(" + " " * (len(m.group(0)) - 2), text)
        for line, _kind, value in js_literals(masked):
            if value in ALLOWED or any(p.match(value) for p in ALLOWED_PATTERNS):
                continue
            if ENGLISH.search(value):
                problems.append(f"{path.name}:{line}: {value!r}")
    assert not problems, "English outside t():\n" + "\n".join(problems)


def test_the_lint_finds_english_it_should():
    """The check above can fail: it finds a label, a tooltip and a template's text."""
    src = 'h("button", {}, "Save note"); x.title = `Corner ${n}`; setText(a, "two words"); t("Fine text")'
    found = [v for _, _, v in js_literals(re.sub(r'\bt\("[^"]*"', 't(', src)) if ENGLISH.search(v)]
    assert found == ["Save note", "Corner ", "two words"]


# ---- the widgets ---------------------------------------------------------------------------------

def _race(**kw):
    return hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=7, **kw)


def test_an_unknown_language_is_refused_naming_english_and_portuguese():
    """RaceWidget(language=) and ChampionshipWidget(language=) take "en" or "pt"; anything else is
    the project's UnknownName naming both, before anything is built."""
    for bad in ("fr", "PT", "", 3):  # (None: the race's own language)
        with pytest.raises(hw.UnknownName, match="languages: en or pt"):
            hw.RaceWidget(_race(), language=bad)
    season = hw.Championship.new(players=["Ana", "Ben"], seed=3)
    with pytest.raises(hw.UnknownName, match="languages: en or pt"):
        hw.ChampionshipWidget(season, language="xx")


def test_the_default_stays_english():
    """Without language=, the widget is English: no messages to translate, English frames."""
    w = hw.RaceWidget(_race(), bots={"Ben": hw.bots.heuristic})
    assert w.language == "en" and w.messages == {}
    assert 'lang="en"' in w.to_html() and "<title>Heat race replay:" in w.to_html()
    texts = [e[2] for f in w.frames for e in f.get("e", []) if isinstance(e[2], str)]
    assert any("Round 1 begins" in t for t in texts)


def test_a_portuguese_widget_sends_the_portuguese_catalogue_and_says_its_messages_in_portuguese():
    """RaceWidget(race, language="pt"): the front-end gets the widget catalogue (msgid -> msgstr),
    the widget's own messages are Portuguese, and the language is chosen once."""
    w = hw.RaceWidget(_race(), bots={"Ben": hw.bots.heuristic}, language="pt")
    assert w.language == "pt"
    assert w.messages["Waiting for {names}"] == "À espera de {names}"
    assert w.messages["Gear"] == "Mudança"
    assert w.messages["event\x04spin_out"] == "despiste"
    assert w.messages["{n} card face down"] == ["{n} carta virada para baixo", "{n} cartas viradas para baixo"]
    w._act("Ben", "gear 1", None)  # not Ben's widget: Ben is a bot
    assert w.message == "Ben não tem nada a decidir neste widget agora."
    with pytest.raises(Exception, match="chosen when it is made"):
        w.language = "en"
    assert widget_messages("en") == {}


def test_a_saved_page_is_in_the_widgets_language():
    """save_html of a Portuguese widget: <html lang="pt">, a Portuguese title, and the catalogue
    in the page's state for the front-end."""
    w = hw.RaceWidget(_race(), bots={"Ben": hw.bots.heuristic}, language="pt")
    page = w.to_html()
    assert '<html lang="pt">' in page
    assert "<title>Repetição de uma corrida de Heat: USA</title>" in page or "Repetição de uma corrida de Heat" in page
    state = json.loads(re.search(r'id="heat-race-state">(.*?)</script>', page, re.S).group(1).replace("\\u003c", "<"))
    assert state["language"] == "pt" and state["messages"]["Round {round}"] == "Ronda {round}"


def test_upgrade_cards_are_described_in_the_widgets_language():
    """A Garage race in Portuguese: an upgrade's tooltip reads Portuguese (its name, a card text,
    stays as printed)."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=3, modules=["garage"])
    en = hw.RaceWidget(race, viewer=None).cards
    pt = hw.RaceWidget(race, viewer=None, language="pt").cards
    some = next(k for k, v in en.items() if any(s[0] == "cooldown" for s in v["symbols"]))
    assert "Speed" in en[some]["title"] and "Cooldown" in en[some]["title"]
    assert "velocidade" in pt[some]["title"] and "até" in pt[some]["title"]


def test_the_coach_says_what_a_user_strategy_would_do_in_the_widgets_language():
    """The coach's fallback reason (a strategy without its own reasons) is the widget's text."""
    from heat_widget.widget.teaching import advice
    race = _race()
    mine = lambda view, decision: view.legal_actions[0]  # noqa: E731
    assert advice(race, mine, "Ana", "pt")["reason"].startswith("o que ")
    assert advice(race, mine, "Ana")["reason"].startswith("what ")


def test_the_season_widget_speaks_portuguese():
    """ChampionshipWidget(language="pt"): the build step, standings, event card and race picker in
    Portuguese, and its race widgets too; English by default."""
    season = hw.Championship.new(season=1961, players=["Ana", "Ben"], legends=1, seed=3, upgrades="basic",
                                 weather=False, sponsors=False)
    w = hw.ChampionshipWidget(season, viewer="Ana", bots={"Ben": hw.bots.heuristic}, language="pt")
    assert w.build.build["title"] == "Prepara o teu carro" and w.build.language == "pt"
    assert w.build.messages == widget_messages("pt") and w.build.build["waiting"].startswith("à espera de")
    while season.phase != "race":
        c = w.build.build["choices"][0]
        w.build._on_frontend_msg(w.build, {"type": "act", "car": c["car"], "action": c["action"],
                                           "seq": w.build.build["seq"]}, [])
    assert "pontos" in w.standings.value and "Corrida 1 de 3" in w.standings.value
    assert "Curvas da imprensa" in w.event.value and "corrida 1" in w.event.value
    assert w.picker.options[0][0].startswith("Corrida 1: ")
    assert w.race_widget.language == "pt"
    en = hw.ChampionshipWidget(hw.Championship.new(season=1961, players=["Ana", "Ben"], legends=1, seed=3,
                                                   upgrades=None, weather=False, sponsors=False), viewer="Ana")
    assert "points" in en.standings.value and en.race_widget.language == "en"


def _texts(w) -> list[str]:
    return [e[2] for f in w.frames for e in f.get("e", []) if isinstance(e[2], str)]


def test_the_story_previews_and_coach_speak_the_widgets_language_whatever_the_races():
    """The narration (events), the move previews and the coach's reason come from the engine in
    the widget's language; the race itself keeps its own (RaceWidget does not change it)."""
    race = _race()
    w = hw.RaceWidget(race, bots={"Ben": hw.bots.heuristic}, coach="heuristic", language="pt")
    assert race.language == "en"
    texts = _texts(w)
    assert "Começa a ronda 1" in texts and "Round 1 begins" not in texts
    previews = w.choices["previews"]
    assert previews and all(p["t"] == preview_text(race.preview("Ana", a), "pt", you=True) for a, p in previews.items())
    assert w.choices["advice"]["reason"] == hw.bots.heuristic.advise(race.view("Ana"), race.pending[0], "pt").reason
    assert hw.RaceWidget(race, viewer=None).language == "en"
    assert "Round 1 begins" in _texts(hw.RaceWidget(race, viewer=None))


def test_a_widget_takes_the_races_language_by_default():
    """A race made in Portuguese (Race.new(..., language="pt")) opens in a Portuguese widget; an
    explicit language= wins."""
    race = _race(language="pt")
    assert hw.RaceWidget(race, viewer=None).language == "pt"
    w = hw.RaceWidget(race, viewer=None, language="en")
    assert w.language == "en" and "Round 1 begins" in _texts(w)


def test_a_refused_click_is_explained_in_the_widgets_language():
    """An illegal action sent from the page: the engine's refusal, in the widget's language."""
    race = _race()
    w = hw.RaceWidget(race, bots={"Ben": hw.bots.heuristic}, language="pt")
    w._act("Ana", "play 4", w.choices["seq"])  # Ana chooses a gear now
    assert w.message and w.message != str(_refusal(race))
    assert "Ana" in w.message


def _refusal(race):
    try:
        race.act("Ana", "play 4")
    except hw.IllegalAction as e:
        return e
    raise AssertionError("play 4 was accepted")


def test_weather_tokens_on_the_board_are_named_in_the_widgets_language():
    """Weather & Road Conditions: the billboard's and the road tokens' names and texts (tooltips)
    in the widget's language (the engine's catalogue translates data/weather.json's words)."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=5, modules=["weather"])
    en = hw.RaceWidget(race, viewer=None).track["conditions"]
    pt = hw.RaceWidget(race, viewer=None, language="pt").track["conditions"]
    assert pt["weather"]["id"] == en["weather"]["id"] and pt["limits"] == en["limits"]
    assert pt["weather"]["name"] != en["weather"]["name"] and pt["weather"]["setup"] != en["weather"]["setup"]
    assert [t["name"] for t in pt["tokens"]] != [t["name"] for t in en["tokens"]]
    assert all(t["text"] for t in pt["tokens"])
