"""A refusal keeps its words as data (engine/errors.py IllegalAction, engine/i18n.py Msg), as an
Event does: `err.text_in(language)` reads it in any language, every translated word in it
translated (the legal choices' "or", gear names, decision names), while `str(err)` stays in the
language of the race that raised it. The widgets show refusals through `text_in`, never by
changing the race's language for a moment.

The expected texts below are those the engine wrote before refusals kept their words (a race
made in English, and the same race made in Portuguese), so the two ways must agree."""
from __future__ import annotations

import inspect
import pickle

import pytest

import heat_widget as hw
from heat_widget.engine.errors import UnknownName


def _race(language="en"):
    return hw.Race.new(track="usa", players=["Ana", "Ben", "Cy"], legends=1, seed=0, language=language)


def _refusal(race, car, action):
    with pytest.raises(hw.IllegalAction) as info:
        race.act(car, action)
    return info.value


# (decisions taken first, car, action, English, Portuguese)
CASES = [
    ([], "Ana", "slipstream 4", "Ana must choose a gear now, not 'slipstream 4'; legal: gear 1, gear 2 or gear 3",
     "Ana tem de escolher uma mudança agora, não 'slipstream 4'; legais: gear 1, gear 2 ou gear 3"),
    ([], "Ben", "gear 4", "Ben is in 1st gear and may shift at most two gears; legal: gear 1, gear 2 or gear 3",
     "Ben está em 1.ª mudança e pode subir ou descer no máximo duas mudanças; legais: gear 1, gear 2 ou gear 3"),
    ([("Ana", "gear 1"), ("Ana", "play 4"), ("Ben", "gear 1")], "Ana", "gear 2",
     "Ana has nothing to decide now; waiting for Ben (play), Cy (gear)",
     "Ana não tem nada a decidir agora; à espera de Ben (cartas), Cy (mudança)"),
    ([], "Ana", "gear x", "'gear' takes one whole number of at most 3 digits 0-9, as in 'gear 2' (got 'gear x')",
     "'gear' leva um número inteiro de no máximo 3 algarismos 0-9, como em 'gear 2' (recebido 'gear x')"),
]


@pytest.mark.parametrize("before, car, action, english, portuguese", CASES, ids=[c[2] for c in CASES])
def test_a_refusal_reads_in_every_language_whatever_the_language_of_its_race(before, car, action, english,
                                                                              portuguese):
    """engine/i18n.py: presentation only; a refusal raised by an English race reads in Portuguese
    exactly as the same race made in Portuguese raises it, nested words included, and back."""
    refusals = {}
    for language in ("en", "pt"):
        race = _race(language)
        for c, a in before:
            race.act(c, a)
        refusals[language] = _refusal(race, car, action)
    en, pt = refusals["en"], refusals["pt"]
    assert str(en) == english and en.text_in("en") == english and en.text_in("pt") == portuguese
    assert str(pt) == portuguese and pt.text_in("pt") == portuguese and pt.text_in("en") == english
    assert type(str(en)) is str and en.args == (english,)  # plain text, as raised before


def test_a_module_refusal_reads_in_every_language():
    """The Garage module's refusal (a card not in the market) through its own explain hook."""
    race = hw.Race.new(track="italy", players=["Ana", "Ben"], seed=1, modules=["garage"])
    e = _refusal(race, "Ana", "draft u1")
    assert str(e).startswith("u1 is not in the market (market: ") and " or draft " in str(e)
    assert e.text_in("pt").startswith("u1 não está no mercado (mercado: ") and " ou draft " in e.text_in("pt")
    car = race.pending[0].car
    e = _refusal(race, car, "gear 1")  # the draft's decision words, in the sentence of a wrong decision
    assert str(e).startswith(f"{car} must choose an upgrade card to draft now, not 'gear 1'; legal: draft ")
    assert e.text_in("pt").startswith(f"{car} tem de escolher uma carta de upgrade do mercado agora, não 'gear 1'; "
                                      "legais: draft ")


def test_an_action_built_with_wrong_values_is_refused_in_every_language():
    """Action(kind, n, cards) with values its kind does not take (engine/actions.py)."""
    with pytest.raises(hw.IllegalAction) as info:
        hw.Action("gear", None, ("4",))
    assert str(info.value).startswith("'gear' takes a whole number (an int from 0 to ")
    assert info.value.text_in("pt").startswith("'gear' leva um número inteiro (um int de 0 a ")


def test_a_championship_refusal_reads_in_every_language():
    """The build step's refusals (engine/championship/build.py) keep their words too, and a
    Portuguese season's notation refusal is in Portuguese (it was English before)."""
    for language in ("en", "pt"):
        season = hw.Championship.new(season=1961, players=["Ana", "Ben"], seed=3, weather=False, sponsors=False,
                                     language=language)
        assert season.phase == "build"
        waiting = [d.car for d in season.pending][0]
        other = "Ben" if waiting == "Ana" else "Ana"
        with pytest.raises(hw.IllegalAction) as info:
            season.act(other, "draft u1")
        e = info.value
        assert e.text_in("en") == f"{other} has nothing to decide now; waiting for {waiting} (draft)"
        assert e.text_in("pt").startswith(f"{other} não tem nada a decidir agora; à espera de {waiting} (")
        assert str(e) == e.text_in(language)
        with pytest.raises(hw.IllegalAction) as info:
            season.act(waiting, "nonsense")
        assert str(info.value) == info.value.text_in(language)
        assert str(info.value).startswith({"en": "unknown action", "pt": "ação desconhecida"}[language])


def test_a_refusal_keeps_its_words_through_pickle():
    """A refusal sent to another process (multiprocessing pickles exceptions) still reads in any language."""
    e = pickle.loads(pickle.dumps(_refusal(_race("pt"), "Ben", "gear 4")))
    assert str(e) == CASES[1][4] and e.text_in("en") == CASES[1][3] and e.language == "pt"


def test_a_refusal_in_an_unknown_language_is_refused_naming_the_languages():
    e = _refusal(_race(), "Ben", "gear 4")
    with pytest.raises(UnknownName, match="languages: en or pt"):
        e.text_in("fr")
    with pytest.raises(UnknownName, match="languages: en or pt"):
        hw.IllegalAction("a plain message").text_in("fr")
    assert hw.IllegalAction("a plain message").text_in("pt") == "a plain message"


def test_the_widgets_never_change_the_races_language_to_explain_a_refusal(monkeypatch):
    """RaceWidget(race, language="pt") over an English race: the refusal of a click is shown in
    Portuguese through `text_in`, and the race's language is never set, not even for a moment."""
    race = _race()
    w = hw.RaceWidget(race, viewer="Ana", language="pt")
    sets = []
    prop = inspect.getattr_static(type(race), "language")  # a property, or a compiled Race's getset descriptor
    monkeypatch.setattr(type(race), "language", property(prop.__get__, lambda r, v: sets.append(v) or prop.__set__(r, v)))
    w._act("Ana", "slipstream 4", w.choices["seq"])
    assert w.message == CASES[0][4] and sets == [] and race.language == "en"


def test_the_season_widget_shows_a_build_step_refusal_in_its_own_language():
    """ChampionshipWidget(season, language="pt") over an English season: a stale click in the build
    step (a choice no longer legal) is explained in Portuguese; the season stays English."""
    season = hw.Championship.new(season=1961, players=["Ana", "Ben"], seed=3, weather=False, sponsors=False)
    w = hw.ChampionshipWidget(season, language="pt")
    waiting = season.pending[0].car
    other = "Ben" if waiting == "Ana" else "Ana"
    w._choose(other, "draft u1")
    assert f"{other} não tem nada a decidir agora; à espera de {waiting} (" in w.message.value
    assert season.language == "en"
