"""Races in Portuguese, one of each module (base, Legends, Garage, Weather, Championship): every
sentence a player is shown (events, previews, the coach's reasons, refusals) is in Portuguese.

The same race is played in English and in Portuguese (bots decide the same way: language is
presentation), so each Portuguese sentence has its English twin: they must differ (no English
template left untranslated), hold no unfilled {field}, and read no English words."""
import re

import pytest

import heat_widget as hw
from heat_widget.engine.events import Event, all_texts
import heat_widget.engine.modules.hazards  # noqa: F401  (registers no_discard, sampled below, when run alone)
from heat_widget.engine.i18n import Msg
from i18n_corpus import SETUPS, race_texts

# English words that no Portuguese sentence has (action texts and card ids are cut out first).
ENGLISH = re.compile(r"\b(the|and|to|of|space|spaces|Speed|corner|gear|shifts?|moves?|pays?|flips?|plays?|"
                     r"draws?|discards?|finishes|limit|with|from|into|hand|deck|Engine|Weather|Round|"
                     r"Legend|may|not|now|has|have|would|cards?)\b")
ACTION = re.compile(r"'[^']*'|\b(gear|play|cooldown|boost|adrenaline|done|slipstream|pass|discard|draft|heat|"
                    r"replace|direct|refresh|scrap|salvage|reduce|accelerate|brakes|swap|noswap|take|keep)"
                    r"( [0-9A-Za-z]+)*(?=[,;:)]|$| ou)")


def _words(text: str, names=()) -> str:
    """A sentence without its action texts (the notation 'play 4 3' is the same in every language)
    and the cars' names ("Black Legend")."""
    for name in names:
        text = text.replace(name, "")
    return ACTION.sub("", re.sub(r"\b[A-Z]\w+ Legend\b", "", text))


@pytest.fixture(scope="module", params=sorted(SETUPS))
def twins(request):
    english_race, english = race_texts(request.param, 1, "en", decisions=250)
    race, portuguese = race_texts(request.param, 1, "pt", decisions=250)
    race.english_twin = english_race
    return request.param, race, english, portuguese


def test_every_sentence_of_a_portuguese_race_is_portuguese(twins):
    kind, race, english, portuguese = twins
    assert [w for w, _ in english] == [w for w, _ in portuguese]
    assert len(portuguese) > 100
    for (what, en), (_, pt) in zip(english, portuguese):
        assert pt != en, f"{kind} {what}: left in English: {en!r}"
        assert "{" not in pt and "}" not in pt, f"{kind} {what}: unfilled field in {pt!r}"
        if what != "refusal":  # refusals list the legal actions (notation) and may echo a bad text
            assert not ENGLISH.search(_words(pt, race.names)), f"{kind} {what}: English words in {pt!r}"


def test_the_same_race_in_either_language_saves_the_same_json(twins):
    """Language is presentation: the log, the events' fields and the file do not change with it."""
    kind, race, _, _ = twins
    english = race.english_twin
    assert race.to_json() == english.to_json() and race.log == english.log
    assert [(e.kind, e.car, e.fields) for e in race.events] == [(e.kind, e.car, e.fields) for e in english.events]


def test_each_kind_of_text_is_in_the_portuguese_race(twins):
    kind, race, english, portuguese = twins
    kinds = {w for w, _ in portuguese}
    assert {"event", "preview", "advice", "refusal"} <= kinds


# Fields of the event kinds random races rarely make, as the engine records them.
SAMPLES = {
    "cluttered": ("Ana", {"cards": ["H", "H", "H"]}),
    "eliminated": ("Ana", {"place": 3, "reason": Msg("spun out under the event '{title}'", title="Heavy Rain")}),
    "refresh": ("Ana", {"card": "u12"}),
    "refresh_chosen": ("Ana", {"card": "u12"}),
    "sponsor_lost": ("Ana", {"lost": 2}),
    "sponsor_reshuffle": (None, {"cards": 4}),
    "accelerate": ("Ana", {"card": "u30", "value": 2, "moved": 2, "speed": 9, "space": 14}),
    "direct": ("Ana", {"card": "u25", "value": 3, "moved": 3, "speed": 10, "space": 15}),
    "replace": ("Ana", {"card": "u11", "heat": 2, "value": 3, "speed": 8, "space": 12}),
    "super_cool": ("Ana", {"heat": 2, "engine": 5, "sources": ["u49", "u52"]}),
    "drafting": ("Ana", {"moved": 3, "space": 13, "sources": ["u55"]}),
    "no_discard": ("Ana", {"reason": Msg("no discard in a tunnel (space {space})", space=19), "space": 19}),
    "pressure_cooker": ("Ana", {"pile": "engine"}),
}


def test_every_event_kind_has_a_portuguese_sentence():
    """The random races of every module plus the samples above make every kind of event there is."""
    seen = {}
    for kind in SETUPS:
        race, _ = race_texts(kind, 2, "pt", refusals=False, previews=False)
        for e in race.events:
            seen.setdefault(e.kind, e)
    for kind, (car, fields) in SAMPLES.items():
        seen.setdefault(kind, Event(kind, 1, car, fields))
    assert set(seen) == set(all_texts()), f"kinds never rendered: {set(all_texts()) - set(seen)}"
    for kind, e in seen.items():
        pt, en = e.text_in("pt"), e.text_in("en")
        assert pt != en and "{" not in pt, kind
        assert not ENGLISH.search(_words(pt, ("Black Legend", "Ana", "Ben", "You"))), f"{kind}: {pt!r}"


def test_a_player_called_you_reads_voce_in_portuguese():
    """grammar.py: English turns "You shifts" into "You shift"; Portuguese sentences are written in
    the third person, the person of "você", so the car named You reads "Você ..." ("você" inside)."""
    race = hw.Race.new(seed=3, players=["You", "Ana"], language="pt")
    race.act("You", "gear 2")
    race.act("Ana", "gear 2")
    texts = [e.text for e in race.events if e.car == "You"]
    assert texts and all("You" not in t for t in texts)
    assert any(t.startswith("Você ") for t in texts)
    grid = next(e for e in race.events if e.kind == "grid" and e.car == "You")
    assert grid.text == "Você parte na posição 1 da grelha (casa 69)"
    assert grid.text_in("en") == "You start in grid position 1 (space 69)"
    blocked = Event("blocked", 1, "You", {"wanted": 5, "space": 4}, _language=["pt"])
    assert blocked.text == "a casa 5 está cheia: você fica na casa 4"


def test_the_english_sentences_are_unchanged_by_the_catalogue():
    """English is the source text: a few sentences as they read before the catalogue."""
    race = hw.Race.new(seed=3)
    assert [e.text for e in race.events][:3] == ["Ana starts in grid position 1 (space 69)",
                                                 "Ben starts in grid position 2 (space 69)", "Round 1 begins"]
    assert Event("spin_out", 1, "Ana", {"corner": 2, "speed": 9, "limit": 5, "owed": 4, "heat": 1, "space": 20,
                                         "stress": 2}).text == (
        "Ana spins out at corner 2 (Speed 9, limit 5, owes 4 Heat, has 1): back to space 20, 2 Stress cards to "
        "hand, 1st gear")
    assert Event("finish", 1, "Ana", {"place": 22}).text == "Ana finishes 22nd"
    assert Event("finish", 1, "Ana", {"place": 22}).text_in("pt") == "Ana termina em 22.º lugar"


def test_a_module_s_words_in_an_event_s_fields_stay_the_same_in_every_language():
    """Weather notes and reasons are kept in the fields as English text (what the JSON and tables
    show) and translated only in the sentence."""
    race = hw.Race.new(seed=1, modules=["weather"], weather="fog", road={1: "weather", 2: "weather"}, language="pt")
    weather = next(e for e in race.events if e.kind == "weather")
    assert weather.fields["name"] == "Fog"
    assert "Nevoeiro" in weather.text and "Fog" in weather.text_in("en")


def test_the_road_conditions_are_described_in_each_language():
    """Advanced booklet, Weather & Road Conditions: the tokens' names and texts for the widget's
    board, in the race's language (data/weather.json words, context "weather")."""
    race = hw.Race.new(seed=1, modules=["weather"], weather="rain", road={1: "weather", 2: "overheat"})
    en, pt = race.conditions.to_dict(), race.conditions.to_dict("pt")
    assert en["weather"]["name"] == "Rain" and pt["weather"]["name"] == "Chuva"
    assert [t["token"] for t in en["tokens"]] == [t["token"] for t in pt["tokens"]]
    for a, b in zip(en["tokens"], pt["tokens"]):
        assert a["text"] != b["text"] and type(a["text"]) is str and type(b["text"]) is str
    assert [r["effect"] for r in race.conditions.rows("pt") if r["token"] == "overheat"] == [
        "Se a tua velocidade passar o limite nesta curva, pagas mais 1 Heat"]


def test_the_coach_explains_a_play_of_an_upgrade_that_costs_heat():
    """Advanced booklet, Garage (Heat symbol): a play with such an upgrade is a play class with its
    Heat cost as a 4th number; the coach's words once failed on it (ValueError), in any language."""
    from heat_widget.bots import strategy
    race = hw.Race.scenario(modules=["garage"], seed=1, cars=[
        {"name": "Ana", "space": 5, "gear": 2, "hand": ["u43", "u43", "1", "H", "H", "H", "H"], "engine": 6},
        {"name": "Ben", "space": 3, "gear": 2, "hand": ["1", "2", "3", "4", "4", "3", "2"]}])
    race.act("Ana", "gear 2")
    race.act("Ben", "gear 2")
    decision = next(d for d in race.pending if d.car == "Ana")
    assert all("u43" in a.cards for a in race.legal_actions("Ana"))  # every play holds the upgrade
    for language in ("en", "pt"):
        for name in ("heuristic", "cautious"):
            advice = strategy(name).advise(race.view("Ana"), decision, language=language)
            assert advice.action in race.legal_actions("Ana") and advice.reason.startswith(
                "Speed" if language == "en" else "velocidade")


# Words that give a car (whatever its name: Ana, Ben, Black Legend) a grammatical gender: a
# participle or adjective agreeing with the car's name ("é eliminado", "o último a mover-se",
# "bloqueado"). "últimos carros", "último lugar" agree with their nouns and stay.
GENDERED = re.compile(r"\b(?:eliminad|bloquead|despistad|atrasad|ultrapassad|obrigad|pres|sozinh|campe[ãõ]|campeã"
                      r"|vencedor|últim(?![oa]s? (?:carros?|lugar(?:es)?)\b))[oa]?s?\b", re.IGNORECASE)
NAMED = re.compile(r"\{(car|first|winner|champion|name|names|waiting)\}")


def test_no_portuguese_sentence_about_a_car_gives_it_a_gender():
    """Rules summary (rules/003_*, European Portuguese): cars have any name, so a sentence about a
    car is worded neutrally ("{car} sai da corrida", not "{car} é eliminado"). Checked: every
    Portuguese entry of both catalogues whose English names a car, the preview's "(blocked: ...)"
    said of the car before it, and the widget's labels of car events and of the champion."""
    from heat_widget.engine.i18n import read_po
    locale = hw.engine.__file__.rsplit("/", 2)[0] + "/data/locale/pt/LC_MESSAGES/"
    about_a_car = {"(blocked: the space wanted is full)", "Champion:", "eliminated", "blocked", "spin_out",
                   "finish"}
    bad = []
    for domain in ("heat_widget", "widget"):
        messages, _ = read_po(open(locale + domain + ".po", encoding="utf-8").read())
        for (_context, msgid), found in messages.items():
            if not (NAMED.search(msgid) or msgid in about_a_car):
                continue
            for form in found if isinstance(found, list) else [found]:
                if GENDERED.search(form):
                    bad.append((domain, msgid, form))
    assert not bad, bad
    assert GENDERED.search("{car} é eliminado") and GENDERED.search("Campeão:") and GENDERED.search("o último a")
    assert not GENDERED.search("entre os dois últimos carros a mover-se") and not GENDERED.search("em último lugar")


def test_an_eliminated_car_leaves_the_race_in_neutral_portuguese():
    """The Championship's spin-out elimination, in Portuguese: "{car} sai da corrida"."""
    e = Event("eliminated", 3, "Ana", {"reason": Msg("spun out"), "place": 4})
    assert e.text_in("pt").startswith("Ana sai da corrida (") and e.text_in("pt").endswith("fica em 4.º lugar")
