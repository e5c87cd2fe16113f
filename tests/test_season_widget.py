"""The season widget (issue 13, Widget): standings table, event card, a race widget per race."""
import pytest

import heat_widget as hw


def click_build(w, action: str, seq=None, car=None) -> None:
    """A click on a choice of the build step, as the front-end sends it (js/src/build.js)."""
    car = car or (next(c["car"] for c in w.build.build["choices"] if c["action"] == action)
                  if any(c["action"] == action for c in w.build.build["choices"]) else "Ana")
    w.build._on_frontend_msg(w.build, {"type": "act", "car": car, "action": action,
                                       "seq": w.build.build["seq"] if seq is None else seq}, [])


def new_season(players=("Ana", "Ben"), seed=2):
    return hw.Championship.new(season=1961, players=list(players), legends=1, seed=seed, upgrades=None,
                               weather=False, sponsors=False)


def test_season_widget_shows_the_current_race_its_event_card_and_the_standings():
    """Booklet, Before Each Race: the Event card of the race (title, rule, press corners) is in view."""
    s = new_season()
    w = hw.ChampionshipWidget(s, viewer="Ana", bots={"Ben": hw.bots.heuristic})
    assert w.picker.options == (("Race 1: Great Britain", 0),)
    assert w.race_widget.race is s.current_race and w.race_widget.viewer == "Ana"
    assert "New grandstand inauguration" in w.event.value and "after space 15" in w.event.value
    assert "Race 1 of 3" in w.standings.value and "Black Legend" in w.standings.value


def test_season_widget_follows_the_season_to_the_next_race_and_the_champion():
    """Booklet, After Each Race: points are recorded and the next race set up; the widget opens it,
    and every race of the season can be opened again."""
    s = new_season()
    w = hw.ChampionshipWidget(s, viewer="Ana", bots={"Ben": hw.bots.heuristic})
    hw.bots.play_bots(s, {"Ana": hw.bots.heuristic})  # Ben's bot is the widget's
    assert s.finished
    assert [o[1] for o in w.picker.options] == [0, 1, 2] and w.picker.value == 2
    assert f"Champion: <b>{s.champion}</b>" in w.standings.value
    for name in s.names:
        assert f"<b>{s.points[name]}</b>" in w.standings.value
    w.show_race(0)
    assert w.race_widget.race is s.races[0]
    assert "New grandstand" in w.event.value
    later = hw.ChampionshipWidget(s, bots={"Ben": hw.bots.heuristic})  # a finished season: replays only
    later.show_race(1)
    assert later.race_widget.race is s.races[1] and later.race_widget.bots == {}
    with pytest.raises(IndexError):
        w.show_race(3)
    w.close()
    later.close()
    assert s._listeners == []


def test_season_widget_writes_player_names_as_text_never_html():
    """DESIGN, The widget: player names are text, never HTML."""
    s = new_season(players=("<img src=x onerror=alert(1)>", "Ben"))
    w = hw.ChampionshipWidget(s)
    assert "<img" not in w.standings.value and "&lt;img" in w.standings.value


def test_season_widget_needs_a_championship():
    with pytest.raises(TypeError, match="Championship"):
        hw.ChampionshipWidget(hw.Race.new(seed=1))


def test_race_widget_of_a_championship_race_marks_its_press_corners():
    """Booklet, Before Each Race, Press corner: a standee beside the corner(s) the Event card shows;
    the race widget draws them (its track data lists them)."""
    s = new_season()
    w = hw.RaceWidget(s.current_race)
    assert w.track["press_corners"] == [15]
    assert "press_corners" not in hw.RaceWidget(hw.Race.new(seed=1)).track


def test_season_widget_build_step_is_played_by_clicking_and_bots_decide_their_own():
    """Issue 13, Widget: the build/swap step playable by clicking; then the race opens."""
    s = hw.Championship.new(season=1961, players=["Ana", "Ben", "Cy"], legends=1, seed=3, upgrades="basic",
                            weather=False, sponsors=False)
    w = hw.ChampionshipWidget(s, viewer="Ana", bots={"Ben": hw.bots.heuristic, "Cy": hw.bots.random_legal})
    assert s.phase == "build" and w.race_box.children == (w.build_box,)
    assert [d.car for d in s.pending] == ["Ana"]  # the bots before Ana have picked
    shown = w.build.build
    assert [c["action"] for c in shown["choices"]] == [str(a) for a in s.legal_actions("Ana")]
    assert shown["market"] == list(s.market) and shown["title"] == "Build your car"
    for _ in range(5):
        if s.phase != "build":
            break
        click_build(w, w.build.build["choices"][0]["action"])
    assert s.phase == "race" and len(s.upgrades["Ana"]) == 1
    assert isinstance(w.race_box.children[0], hw.RaceWidget) and w.race_widget.race is s.current_race


def test_sponsorship_cards_in_hand_are_described_to_the_race_widget():
    """Issue 13, Widget: Sponsorship cards in hand drawn as cards (speed choices, the one-time use
    symbol, a tooltip in words), beside the Garage's upgrades, in a season's race widget."""
    from heat_widget.widget.race_widget import RaceWidget
    s = hw.Championship.new(season=1961, players=["Ana", "Ben"], seed=1)
    while s.phase != "race":
        d = s.pending[0]
        s.act(d.car, s.legal_actions(d.car)[0])
    cards = RaceWidget(s.current_race, viewer="Ana").cards
    held = [c for c in s.car("Ana").hand if c.startswith("s8")]
    assert held and all(cards[c]["category"] == "Sponsor" for c in held)
    assert cards["s80"]["speed"] == "1/2/3/4" and cards["s80"]["symbols"] == [["one_time", 1, False, cards["s80"]["title"].split("; ")[-1]]]
    assert "One-time use" in cards["s80"]["title"]
    assert not any(c.startswith("s8") for c in RaceWidget(hw.Race.new(track="usa", players=["Ana"], seed=1,
                                                                     modules=["garage"])).cards)


def test_the_build_steps_last_click_opens_one_race_widget_whose_bots_play_without_error():
    """Issue 22, item 4: the click that ends the build step opened the race with "StrategyError ...
    IndexError": making the race widget ran its bots, a bot's act made the season widget open the
    same race again inside it, and that second widget's bots played inside the first one's act.
    One race widget per race, made once; the bots play the race up to the viewer's decision."""
    from heat_widget.widget.race_widget import _Listener
    season = hw.Championship.new(season=1961, players=["You", "Ben", "Cleo"], legends=1, seed=7, upgrades="basic",
                                 weather=True, sponsors=True)
    w = hw.ChampionshipWidget(season, viewer="You", bots={"Ben": hw.bots.heuristic, "Cleo": hw.bots.cautious})
    w._choose("You", season.legal_actions("You")[0])  # what clicking a build button does
    assert season.phase == "race" and list(w._widgets) == [0]
    rw = w._widgets[0]
    assert rw.message == "" and w.message.value == ""
    assert w.race_box.children == (rw,) and rw.race is season.current_race
    assert [d.car for d in season.pending] == ["You"] and rw.choices["car"] == "You"
    race_widgets = [f for f in season.current_race._record.listeners if isinstance(f, _Listener)]
    assert [f.ref() for f in race_widgets] == [rw], "one widget listens to the race"


def test_a_season_widget_closes_the_race_widgets_it_replaces_and_is_freed_when_closed():
    """Issue 22, item 8: a ChampionshipWidget makes a race widget per race. The widget of a finished
    race is closed when another is shown (and made again when picked); closing the season widget
    closes every widget it made, and then it, its race widgets and the races are freed."""
    import gc
    import weakref

    from ipywidgets.widgets.widget import _instances
    before = set(_instances)
    s = hw.Championship.new(season=1961, players=["Ana", "Ben"], legends=1, seed=3, upgrades="basic",
                            weather=False, sponsors=False)
    w = hw.ChampionshipWidget(s, viewer="Ana", bots={"Ben": hw.bots.heuristic})
    while s.phase != "race":
        w._choose("Ana", s.legal_actions("Ana")[0])
    first = w.race_widget
    hw.bots.play_bots(s, {"Ana": hw.bots.heuristic})  # Ben's bot is the widget's
    assert s.finished and list(w._widgets) == [2]
    assert first.comm is None, "race 1's widget was closed when race 2 opened"
    w.show_race(0)
    again = w.race_widget
    assert again is not first and again.race is s.races[0] and again.comm is not None
    gone = [weakref.ref(x) for x in (w, first, again, *w._widgets.values(), *s.races)]
    w.close()
    assert s._listeners == []
    del w, first, again, s
    gc.collect()
    assert [r() for r in gone] == [None] * len(gone)
    left = [type(_instances[k]).__name__ for k in set(_instances) - before]
    assert left == ["Layout"], "only the season widget's own layout (ipywidgets never closes one) is left"


def test_a_race_of_one_lap_less_is_drawn_with_its_own_laps():
    """Booklet, Event cards: "Drivers' strike": the race is one lap shorter than usual (1961 race 3).
    The race widget drew the board's laps (issue 22, item 7)."""
    s = new_season()
    w = hw.ChampionshipWidget(s, viewer="Ana", bots={"Ben": hw.bots.heuristic})
    while s.race_index < 2:
        hw.bots.play_bots(s.current_race, {"Ana": hw.bots.heuristic})
    race = s.current_race
    assert s.plan[2].event.title == "Drivers' strike" and race.laps == race.track.laps - 1
    assert w.race_widget.race is race and w.race_widget.track["laps"] == race.laps


def test_a_season_race_tells_the_upgrades_as_drafted_not_dealt():
    """Issue 22, item 10: a Championship race's cars arrive with the upgrades drafted in the build
    step (Championship booklet, Build your car): the story says they are shuffled in, not "dealt"
    (the quick start's words), in English and Portuguese."""
    s = hw.Championship.new(season=1961, players=["Ana", "Ben"], seed=5, weather=False, sponsors=False)
    while s.phase != "race":
        d = s.pending[0]
        s.act(d.car, s.legal_actions(d.car)[0])
    told = [e for e in s.current_race.events if e.kind == "upgrades"]
    assert told and all(e.fields["drafted"] for e in told)
    assert all("dealt" not in e.text_in("en") and "shuffles" in e.text_in("en") for e in told)
    quick = hw.Race.new(players=["Ana"], modules=["garage"], draft=False, seed=1)
    assert any("is dealt" in e.text_in("en") for e in quick.events if e.kind == "upgrades")


def test_the_build_step_is_drawn_as_cards_with_the_viewers_choices():
    """Issue 22, item 10: the build step (Championship booklet, Build your car: a market of one
    upgrade per player + 3, picked from the last on the grid) is drawn by the front-end as the
    Garage's cards: the market, each player's upgrades, the card table with symbols and words, and
    only the viewer's choices; a stale or unknown click changes nothing and says so."""
    s = hw.Championship.new(season=1961, players=["Ana", "Ben"], seed=5, weather=False, sponsors=False)
    w = hw.ChampionshipWidget(s, viewer="Ana", bots={"Ben": hw.bots.random_legal})
    b = w.build.build
    assert w.race_box.children == (w.build_box,) and w.build in w.build_box.children
    assert s.pending[0].car == "Ana" and b["waiting"] == "waiting for Ana (draft)"
    assert {c["card"] for c in b["choices"]} == set(s.market) and {c["kind"] for c in b["choices"]} == {"draft"}
    assert b["upgrades"]["Ben"] == list(s.upgrades["Ben"]) and len(b["upgrades"]["Ben"]) == 1
    assert all(card in w.build.cards for card in s.market)  # drawn with speed, symbols and words
    assert "Cooldown" in w.build.cards["u11"]["title"] and w.build.cards["u17"]["speed"] == "H"
    log = len(s.log)
    click_build(w, b["choices"][0]["action"], seq=b["seq"] - 1)  # stale
    click_build(w, "draft u99")  # not shown
    assert len(s.log) == log and "moved on" in w.build.message
    mine = next(c["card"] for c in w.build.build["choices"])  # Ben's random pick came first: one still there
    click_build(w, f"draft {mine}")
    assert s.upgrades["Ana"] == [mine]


def test_the_build_step_offers_no_choices_to_a_viewer_not_deciding():
    s = hw.Championship.new(season=1961, players=["Ana", "Ben"], seed=5, weather=False, sponsors=False)
    w = hw.ChampionshipWidget(s, viewer="Ben")  # Ben drafts first; Ana has no bot but is not the viewer
    assert [d.car for d in s.pending] == ["Ben"] and w.build.build["choices"]
    w2 = hw.ChampionshipWidget(s, viewer="Ana")
    assert w2.build.build["choices"] == [] and w2.build.build["waiting"] == "waiting for Ben (draft)"


def test_the_build_step_page_cannot_rewrite_its_choices_or_act_for_another_car():
    """Issue 22, item 5 for the build step: a page that rewrites the `build` state (to offer itself
    another car's pick) changes nothing; a click on a choice the kernel did not offer is refused."""
    s = hw.Championship.new(season=1961, players=["Ana", "Ben"], seed=5, weather=False, sponsors=False)
    w = hw.ChampionshipWidget(s, viewer="Ben")  # Ben picks first... and Ana's page may not pick for him
    page = hw.ChampionshipWidget(s, viewer="Ana")
    forged = dict(page.build.build, choices=[{"car": "Ben", "action": str(s.legal_actions("Ben")[0]),
                                              "kind": "draft", "card": None}])
    page.build.set_state({"build": forged})
    assert page.build.build["choices"] == []
    log = len(s.log)
    click_build(page, str(s.legal_actions("Ben")[0]), car="Ben")
    assert len(s.log) == log
    assert w.build.build["choices"]
