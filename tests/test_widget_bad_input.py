"""Bad input to the widgets' public methods gets the project's own error (HELPERS quality bar:
"bad input gets the project's own error naming what was wrong and what is allowed, and changes
nothing"), never a bare IndexError or KeyError from deep inside."""
from __future__ import annotations

import pytest

import heat_widget as hw


def _season(**kw):
    return hw.Championship.new(season=1961, players=["Ana", "Ben"], legends=1, seed=3, weather=False, sponsors=False,
                               **kw)


def test_show_race_out_of_range_names_the_races_started_so_far_and_changes_nothing():
    """ChampionshipWidget.show_race(i): i counts the races started so far, from 0."""
    s = _season(upgrades=None)
    w = hw.ChampionshipWidget(s, viewer="Ana")
    before = (w.picker.value, w.race_box.children, w.event.value)
    for bad in (1, -1, 99, True, "0", 0.5, None):
        with pytest.raises(hw.OutOfRange, match=r"from 0 to 0 \(the races started so far\), not "):
            w.show_race(bad)
        assert (w.picker.value, w.race_box.children, w.event.value) == before
    w.show_race(0)
    assert w.race_widget.race is s.races[0]


def test_show_race_before_race_1_says_no_race_has_started():
    """Before Each Race: in race 1's build step there is no race to show yet."""
    w = hw.ChampionshipWidget(_season(), viewer="Ana")
    with pytest.raises(hw.OutOfRange, match="no race has started yet"):
        w.show_race(0)
    assert w.race_box.children == (w.build_box,)


def test_out_of_range_is_the_projects_error_and_still_an_index_error():
    """Code that caught the IndexError show_race raised before still catches it."""
    assert issubclass(hw.OutOfRange, hw.HeatError) and issubclass(hw.OutOfRange, IndexError)


def test_a_season_widget_refuses_an_unknown_viewer_before_anything_happens():
    """ChampionshipWidget(viewer=...): checked when the widget is made. It used to be accepted in
    the build step and refused only when race 1's widget was made, from inside season.act, after
    the season had started the race."""
    s = _season()
    with pytest.raises(hw.UnknownName, match=r"viewer must be one of the cars \(Ana, Ben, \w+ Legend\) or None"):
        hw.ChampionshipWidget(s, viewer="Nobody")
    assert s._listeners == [] and s.phase == "build"  # not subscribed: the season goes on without it
    while s.phase == "build":
        d = s.pending[0]
        s.act(d.car, s.legal_actions(d.car)[0])
    assert s.phase == "race"


def test_a_season_widget_refuses_bots_of_unknown_cars_or_that_are_no_strategy():
    """bots=: a dict {car name: strategy function or name} (as RaceWidget takes it), or one strategy
    for every player but the viewer."""
    with pytest.raises(hw.UnknownName, match="bots: no car named 'Zed'"):
        hw.ChampionshipWidget(_season(), bots={"Zed": hw.bots.heuristic})
    with pytest.raises(TypeError, match=r"bots\['Ben'\] must be a strategy name \(random, heuristic"):
        hw.ChampionshipWidget(_season(), bots={"Ben": 42})
    with pytest.raises(TypeError, match="bots must be a dict"):
        hw.ChampionshipWidget(_season(), bots=["Ben"])
    w = hw.ChampionshipWidget(_season(), viewer="Ana", bots=hw.bots.heuristic)
    assert w.bots == {"Ben": hw.bots.heuristic}


@pytest.mark.parametrize("bad", [{"language": "fr"}, {"viewer": "Nobody"}, {"bots": {"Zed": "heuristic"}},
                                 {"bots": {"Ben": 42}}, {"bots": ["Ben"]}])
def test_a_race_widget_and_a_season_widget_refuse_bad_seats_alike(bad):
    """RaceWidget and ChampionshipWidget check their language, viewer and bots with one helper
    (heat_widget/widget/seats.py seat_checks): the same error, in the same words."""
    s = _season()
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=3)
    refusals = []
    for make in (lambda: hw.RaceWidget(race, **bad), lambda: hw.ChampionshipWidget(s, **bad)):
        with pytest.raises((hw.HeatError, TypeError)) as e:
            make()
        refusals.append((type(e.value), str(e.value).replace(f"{s.names[-1]}", "the Legend")
                         .replace(f"{race.cars[-1].name}", "the Legend")))
    assert refusals[0] == refusals[1]


def test_the_race_widget_of_a_season_in_its_build_step_is_a_clear_error_not_an_index_error():
    """Before Each Race: while the build step is shown there is no race widget."""
    w = hw.ChampionshipWidget(_season(), viewer="Ana")
    with pytest.raises(hw.HeatError, match="no race widget now: the build step before race 1") as e:
        w.race_widget
    assert not isinstance(e.value, IndexError)


def test_a_step_outside_the_timeline_is_out_of_range_for_fork_annotate_and_the_widgets_note():
    """race.fork(step), race.annotate(step, text) and a note written in the widget name the steps
    that exist (hw.OutOfRange, still an IndexError) and change nothing."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=7)
    race.act("Ana", "gear 2")
    last = len(race.log)
    with pytest.raises(hw.OutOfRange, match=f"step must be from 0 to {last}, not {last + 1}"):
        race.fork(last + 1)
    with pytest.raises(hw.OutOfRange, match=f"from 0 to {last} \\(0 = the set-up\\), not -1"):
        race.annotate(-1, "before the start")
    w = hw.RaceWidget(race, viewer=None)
    w._annotate(99, "too far")
    assert w.message.endswith("step must be a timeline step from 0 to 1 (0 = the set-up), not 99")
    assert race.annotations == {} and w.annotations == {}


def test_save_html_title_must_be_a_text():
    w = hw.RaceWidget(hw.Race.new(track="usa", players=["Ana"], seed=1), viewer=None)
    with pytest.raises(TypeError, match="title must be a text or None, not int"):
        w.to_html(title=42)
    assert "<title>my race</title>" in w.to_html(title="my race")


def test_bots_may_be_strategy_names_as_simulate_takes_them():
    """Issue 22, item 23: RaceWidget(bots={"Ben": "heuristic"}) raised TypeError, though simulate
    takes strategy names. Names (with parameters too) are taken; an unknown one is hw.UnknownName
    naming the strategies, and the widget is not made."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben", "Cy"], seed=1)
    w = hw.RaceWidget(race, viewer="Ana", bots={"Ben": "heuristic", "Cy": "cautious"})
    assert w.bots == {"Ben": hw.bots.heuristic, "Cy": hw.bots.cautious}
    assert [d.car for d in race.pending] == ["Ana"], "the bots chose their gears"
    assert hw.RaceWidget(hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1), viewer="Ana",
                         bots="random").bots == {"Ben": hw.bots.random_legal}
    tuned = hw.RaceWidget(hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1), bots={"Ben": "heuristic:risk=2"})
    assert isinstance(tuned.bots["Ben"], hw.bots.Heuristic)
    fresh = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1)
    with pytest.raises(hw.UnknownName, match="unknown strategy 'clever'; strategies are random, heuristic"):
        hw.RaceWidget(fresh, bots={"Ben": "clever"})
    assert fresh.log == [] and fresh._record.listeners == []
    season = hw.ChampionshipWidget(_season(), viewer="Ana", bots={"Ben": "heuristic"})
    assert season.bots == {"Ben": hw.bots.heuristic}


def test_a_misspelt_keyword_of_a_widget_is_an_unknown_name_listing_what_it_takes():
    """Before: RaceWidget(race, bot={...}) made a widget in which the person drove Ben (traitlets only
    warns of an unknown keyword); ipywidgets' own keywords (layout=...) still pass."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1, laps=1)
    with pytest.raises(hw.UnknownName, match=r"unknown RaceWidget option\(s\) 'bot'; RaceWidget takes race, viewer, "
                                             r"bots, .* and ipywidgets' layout, tabbable or tooltip"):
        hw.RaceWidget(race, bot={"Ben": hw.bots.heuristic})
    with pytest.raises(hw.UnknownName, match=r"\(1000000 characters\)"):
        hw.RaceWidget(race, **{"x" * 1_000_000: 1})
    assert hw.RaceWidget(race, layout={"width": "100%"}).layout.width == "100%"
    s = _season(upgrades=None)
    with pytest.raises(hw.UnknownName, match=r"unknown ChampionshipWidget option\(s\) 'bot'"):
        hw.ChampionshipWidget(s, bot={"Ben": hw.bots.heuristic})
    assert hw.ChampionshipWidget(s, box_style="info").box_style == "info"


def test_save_html_to_a_path_it_cannot_write_is_bad_argument_echoed_cut_short(tmp_path):
    """Before: Python's FileNotFoundError / OSError, a 1,000,000-character name echoed whole, and
    save_html(None) a TypeError."""
    w = hw.RaceWidget(hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1, laps=1))
    for path, fragment in [(tmp_path / "no such folder" / "race.html", "No such file or directory"),
                           (str(tmp_path / ("x" * 1_000_000)), r"\(10000\d\d characters\): File name too long"),
                           (str(tmp_path / "a\x00b.html"), "embedded null byte")]:
        with pytest.raises(hw.BadArgument, match=fragment) as err:
            w.save_html(path)
        assert str(err.value).startswith("cannot write the page to ") and len(str(err.value)) < 300
    with pytest.raises(hw.BadArgument, match="save_html takes the path of the page to write, not None"):
        w.save_html(None)
    assert w.save_html(tmp_path / "race.html").read_text(encoding="utf-8").startswith("<!")


def test_a_long_car_or_viewer_from_the_page_or_the_kernel_is_echoed_cut_short():
    """Before: a click naming a 1,000,000-character car put all of it in the widget's message (the
    page shows it), and setting such a viewer echoed it whole in the TraitError."""
    import traitlets
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1, laps=1)
    w = hw.RaceWidget(race, viewer="Ana")
    long = "x" * 1_000_000
    w._on_frontend_msg(w, {"type": "act", "car": long, "action": "gear 2", "seq": None}, [])
    assert w.message.endswith("... (1000000 characters) has nothing to decide from this widget now.")
    assert len(w.message) < 200 and race.log == []
    with pytest.raises(traitlets.TraitError, match=r"or None, not 'x+'\.\.\. \(1000000 characters\)") as err:
        w.viewer = long
    assert len(str(err.value)) < 200 and w.viewer == "Ana"


@pytest.mark.parametrize("step", [-5, 99, "3", 2.0, True])
def test_a_widget_opened_at_a_step_outside_the_timeline_is_out_of_range_before_anything_happens(step):
    """Before: step=99 opened at the last step, "3" at step 3 and -5 at step 0, silently, after the
    bots had played."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1, laps=1)
    race.act("Ana", "gear 2")
    with pytest.raises(hw.OutOfRange, match=r"step must be None or a step of the race's timeline, from 0 to 1, "):
        hw.RaceWidget(race, step=step, bots={"Ben": hw.bots.heuristic})
    assert race.log == [("Ana", "gear 2")]
    assert hw.RaceWidget(race, step=1).step == 1
