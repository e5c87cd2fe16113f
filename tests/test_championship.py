"""Advanced booklet, Championship System: seasons, their races and events, grid, points, standings
and saving. (Most tests race without the build step, weather and Sponsorship cards, CORE below; those are
in test_championship_build.py, test_championship_sponsors.py and the weather tests.)"""
from collections import Counter

import pytest

import heat_widget as hw
from heat_widget.bots import play_bots, random_legal
from heat_widget.engine.championship.data import championship_data, historic_plan
from heat_widget.engine.championship.points import RaceResult, race_points, ranking

from engine_helpers import BASIC_12, car, events, finish_own_turn, one_event, plan

CORE = {"upgrades": None, "weather": False, "sponsors": False}  # the season without the Garage/Weather parts


def season(kind=1961, players=("Ana", "Ben"), legends=0, seed=1, **kw):
    return hw.Championship.new(season=kind, players=list(players), legends=legends, seed=seed, **CORE, **kw)


def play_out(s, until_race=None):
    """Play the season with random legal choices (up to the start of race `until_race`, 0-based)."""
    bots = {n: random_legal for n in s.names if not s.car(n).legend}
    if until_race is None:
        play_bots(s, bots)
        return s
    while len(s.races) <= until_race and not s.finished:
        d = s.pending[0]
        s.act(d.car, random_legal(s.view(d.car), d))
    return s


def one_race(track, event, **kw):
    """A custom season of one race, to look at one event's rule."""
    return season("custom", races=[(track, event)], **kw)


# ---- the seasons ---------------------------------------------------------------------------

def test_historic_seasons_1961_3_races_1962_3_races_1963_4_races():
    """Booklet, Championship System: three historic seasons, 1961 (3 races), 1962 (3 races) and
    1963 (4 races); the Event card gives each race its track."""
    plans = {year: [(p.track, p.event.id) for p in historic_plan(year)] for year in (1961, 1962, 1963)}
    assert plans == {
        1961: [("great_britain", 1), ("usa", 2), ("italy", 3)],
        1962: [("italy", 4), ("great_britain", 5), ("france", 6)],
        1963: [("usa", 7), ("great_britain", 8), ("france", 9), ("italy", 10)],
    }
    s = season(1962)
    assert [p.number for p in s.plan] == [1, 2, 3]
    assert s.current_race.track.id == "italy"


def test_press_corner_of_each_event_is_the_corner_the_season_lists():
    """Booklet, Before Each Race, Press corner: the Event card shows the corner(s); the index counts
    corners from the start line (modulo the track's corners). Checked against every listed race."""
    data = championship_data()
    for year in (1961, 1962, 1963):
        for p, raw in zip(historic_plan(year), data.seasons[year]):
            assert list(p.press_after_space) == raw["press_after_space"], (year, p.number)


def test_championship_lists_and_plays_the_1964_and_1965_seasons_of_the_expansions():
    """Booklet, Championship System: 1964 and 1965 are the expansions' seasons (Heavy Rain, Tunnel
    Vision; expansions spec 7.3): listed with their box, and played (issue 25)."""
    assert hw.engine.championship.seasons() == {1961: "base", 1962: "base", 1963: "base",
                                                1964: "Heavy Rain", 1965: "Tunnel Vision"}
    for year, first in ((1964, "japan"), (1965, "great_britain")):
        assert season(year).plan[0].track == first
    with pytest.raises(hw.UnknownName, match="1961, 1962, 1963"):
        season(1960)


def test_custom_season_four_base_tracks_in_random_order_each_with_a_random_event():
    """Booklet, Customizing Championship Seasons: randomize the order of the Track cards (4 races)
    and draw a random Event card before each race; from the seed, so it is reproducible."""
    plans = set()
    for seed in range(12):
        s = season("custom", seed=seed)
        tracks = [p.track for p in s.plan]
        ids = [p.event.id for p in s.plan]
        assert sorted(tracks) == sorted(["usa", "france", "great_britain", "italy"])
        assert len(set(ids)) == 4 and set(ids) <= set(range(1, 11))
        assert [p.number for p in s.plan] == [1, 2, 3, 4]
        plans.add(tuple(zip(tracks, ids)))
        assert [(p.track, p.event.id) for p in season("custom", seed=seed).plan] == list(zip(tracks, ids))
    assert len(plans) > 6


def test_custom_season_chosen_by_the_user_and_what_it_refuses():
    """Booklet, Customizing Championship Seasons: a track and an Event card per race (each card
    drawn once, so no event repeats); the expansion boards and events race (issue 25)."""
    s = season("custom", races=[("france", 9), {"track": "usa", "event": 3}])
    assert [(p.track, p.event.id) for p in s.plan] == [("france", 9), ("usa", 3)]
    with pytest.raises(hw.ScenarioError, match="may not repeat"):
        season("custom", races=[("usa", 3), ("italy", 3)])
    assert [p.event.expansion for p in season("custom", races=[("usa", 11)]).plan] == ["Heavy Rain"]
    assert [p.track for p in season("custom", races=[("japan", 1)]).plan] == ["japan"]  # boards race (issue 25)
    with pytest.raises(hw.UnknownName, match="unknown track"):
        season("custom", races=[("monza", 1)])
    with pytest.raises(hw.UnknownName, match="unknown event"):
        season("custom", races=[("usa", 99)])
    with pytest.raises(hw.ScenarioError, match="custom season"):
        season(1961, races=[("usa", 1)])


def test_goat_plays_1961_1962_1963_in_succession():
    """Booklet, GOAT!: play the 1961, '62 and '63 seasons in succession; each season has its own
    standings and champion, the Greatest Of All Time has the most points over the three (our
    reading: the booklet does not say how the GOAT is decided)."""
    s = season("goat", players=("Ana", "Ben", "Cy"), seed=4)
    assert [(p.season, p.number) for p in s.plan] == [(1961, 1), (1961, 2), (1961, 3), (1962, 1), (1962, 2),
                                                      (1962, 3), (1963, 1), (1963, 2), (1963, 3), (1963, 4)]
    play_out(s)
    assert s.finished and len(s.races) == 10
    assert set(s.champions) == {1961, 1962, 1963}
    for year in (1961, 1962, 1963):
        assert s.champions[year] == s.season_standings(year)[0]
    assert s.champion == s.standings[0]
    assert s.points == {n: sum(r.points[n] for r in s.results) for n in s.names}
    # Each season's first race draws its grid at random; the others follow that season's standings.
    for i, (race, p) in enumerate(zip(s.races, s.plan)):
        if p.number > 1:
            done = [r for r in s.results[:i] if r.season == p.season]
            assert race.options.grid == tuple(ranking(done, s.names))


def test_championship_default_season_runs_the_booklet_whole():
    """Booklet, Before Each Race: build your car (Garage), Sponsorship, Press corner, Weather & Road
    Conditions, Event. With the Garage and Weather modules registered, the default season (DESIGN.md's
    example) runs all of them: it starts in the build step."""
    s = hw.Championship.new(season=1961, players=["Ana", "Ben"], legends=2, seed=1)
    assert s.phase == "build" and s.config["upgrades"] == "basic"
    assert s.config["weather"] is True and s.config["sponsors"] is True


def test_championship_refuses_a_part_whose_module_is_missing(monkeypatch):
    """Booklet, Before Each Race: a part whose module is not registered is refused with
    UnsupportedRule naming what to pass, rather than played as something else (a module made
    missing here: every module of the booklet is registered)."""
    from heat_widget.engine.championship import plan as plan_module
    monkeypatch.setattr(plan_module, "_module_available", lambda name: name != "garage")
    with pytest.raises(hw.UnsupportedRule) as info:
        hw.Championship.new(season=1961, players=["Ana", "Ben"], seed=1, sponsors=False)
    msg = str(info.value)
    for part in ("build step", "Garage", "upgrades=None, weather=False, sponsors=False"):
        assert part in msg
    assert "Weather module" not in msg
    with pytest.raises(hw.ScenarioError, match="at least one player"):
        hw.Championship.new(season=1961, players=[], legends=3, **CORE)
    with pytest.raises(hw.ScenarioError, match="do not fit"):
        hw.Championship.new(season=1961, players=[f"P{i}" for i in range(7)], legends=2, **CORE)
    with pytest.raises(hw.ScenarioError, match="upgrades must be"):
        hw.Championship.new(season=1961, players=["Ana"], upgrades="deluxe", weather=False, sponsors=False)


# ---- before each race ----------------------------------------------------------------------

def test_setup_championship_decks_leave_the_starting_upgrades_in_the_box():
    """Booklet, Setting Up the Championship: Starting Upgrade cards won't be used; the deck is the
    12 Speed cards and the Stress cards, the Engine holds the Heat (no upgrade drafted: no Garage)."""
    s = season(1961, players=("Ana", "Ben"), legends=1)
    ana = s.car("Ana")
    assert Counter(ana.hand) + Counter(ana.deck) == Counter(BASIC_12 + ["S"] * 3)
    assert ana.engine == 6 and len(ana.hand) == 7


def test_setup_first_race_grid_is_drawn_at_random():
    """Booklet, Before Each Race: first race, place the cars on the grid at random (from the seed)."""
    grids = {tuple(season(1961, players=("Ana", "Ben", "Cy"), legends=2, seed=k).current_race.standings)
             for k in range(15)}
    assert len(grids) > 5


def test_setup_later_grid_follows_the_standings_ties_to_the_better_place_in_the_previous_race():
    """Booklet, Before Each Race: later races follow the Championship standing, most points on pole
    (tiebreaker: whoever was best positioned in the previous race)."""
    ev = championship_data().event(7)
    r1 = RaceResult(0, 1963, 1, "usa", 7, ("A", "B", "C", "D"), (), race_points(("A", "B", "C", "D"), (), ev, (9, 6, 4, 3)))
    r2 = RaceResult(1, 1963, 2, "usa", 7, ("D", "C", "B", "A"), (), race_points(("D", "C", "B", "A"), (), ev, (9, 6, 4, 3)))
    # A, D: 12 points; B, C: 10 points. The previous race (r2) breaks both ties.
    assert ranking([r1, r2], ["A", "B", "C", "D"]) == ["D", "A", "C", "B"]
    s = play_out(season(1963, players=("Ana", "Ben", "Cy"), legends=1, seed=3), until_race=1)
    expected = sorted(s.names, key=lambda n: (-s.results[0].points[n], s.results[0].places.index(n)))
    assert s.races[1].options.grid == tuple(expected)
    assert s.races[1].standings == expected  # the cars stand on the grid in that order


def test_season_tiebreak_is_the_best_position_in_the_final_race():
    """Booklet, Completing a Championship Season: most points wins; the tiebreaker is whoever was best
    positioned in the final race of the season (not the points scored there)."""
    ev = championship_data().event(7)
    r1 = RaceResult(0, 1961, 1, "usa", 7, ("A", "B"), (), {"A": 9, "B": 6})
    r2 = RaceResult(1, 1961, 2, "usa", 7, ("B", "A"), (), {"B": 9, "A": 6})
    assert ranking([r1, r2], ["A", "B"]) == ["B", "A"]
    assert ranking([r2, r1], ["A", "B"]) == ["A", "B"]
    assert ev.id == 7


# ---- the events ----------------------------------------------------------------------------

def test_event_3_drivers_strike_one_lap_shorter_and_the_winner_scores_2_more():
    """Booklet, Event 3 (1961 race 3, Italy): the race is one lap shorter; its winner is awarded
    2 extra Championship points."""
    s = one_race("italy", 3)
    assert s.current_race.laps == 2 and hw.load_track("italy").laps == 3
    ev = championship_data().event(3)
    assert race_points(("A", "B", "C"), (), ev, (9, 6, 4, 3, 2, 1)) == {"A": 11, "B": 6, "C": 4}


def test_event_4_engine_restrictions_lifted_one_extra_heat_in_the_engine():
    """Booklet, Event 4 (1962 race 1): every driver starts with an extra Heat card in the Engine."""
    s = one_race("italy", 4)
    assert s.car("Ana").engine == 7 == hw.load_track("italy").heat + 1


def test_event_5_record_crowds_one_more_lap_and_a_hand_of_8():
    """Booklet, Event 5 (1962 race 2, Great Britain): one lap longer, hand size 8 (also when refilling)."""
    s = one_race("great_britain", 5)
    race = s.current_race
    assert race.laps == 3 and race.options.hand_size == 8
    assert len(s.car("Ana").hand) == 8
    d = s.pending[0]
    s.act(d.car, "gear 1")
    s.act(d.car, f"play {s.legal_actions(d.car)[0].cards[0]}")
    while s.current_race.phase != "plan" or s.current_race.round == 1:
        d = s.pending[0]
        s.act(d.car, s.legal_actions(d.car)[-1] if d.kind != "discard" else "discard")
    assert all(len(s.car(n).hand) == 8 for n in ("Ana", "Ben"))


def test_event_6_corruption_the_top_3_score_one_more_point():
    """Booklet, Event 6 (1962 race 3): the top 3 finishers each get an extra point: 10, 7, 5, 3..."""
    ev = championship_data().event(6)
    assert race_points(("A", "B", "C", "D"), (), ev, (9, 6, 4, 3, 2, 1)) == {"A": 10, "B": 7, "C": 5, "D": 3}


def test_event_9_new_safety_regulations_two_heat_and_one_stress_fewer_hand_of_6():
    """Booklet, Event 9 (1963 race 3, France): 2 Heat and 1 Stress fewer than usual; hand size 6."""
    s = one_race("france", 9)
    ana = s.car("Ana")
    assert ana.engine == 4 and len(ana.hand) == 6
    assert Counter(ana.hand + ana.deck)["S"] == 2


def test_event_10_one_more_stress_card():
    """Booklet, Event 10 (1963 race 4, Italy): every driver starts with an extra Stress card in the deck."""
    ana = one_race("italy", 10).car("Ana")
    assert Counter(ana.hand + ana.deck)["S"] == 4


def test_event_10_a_car_that_spins_out_is_eliminated_and_scores_0():
    """Booklet, Event 10: if you spin out, you are eliminated from the race and score 0 Championship
    points. It leaves the track at once (step 7) and takes the last place (BGA's reading; the booklet
    only says 0 points); the others race on."""
    race = hw.Race.scenario(track="usa", seed=1, modules=["championship"], event=10, cars=[
        car("Ana", 5, gear=3, hand=["4", "4", "3", "1", "2", "2", "3"], engine=2),
        car("Ben", 2, spot=2)])
    plan(race, "Ana", 3, "4 4 3")
    plan(race, "Ben", 1, "1")
    finish_own_turn(race, "Ana")
    assert one_event(race, "spin_out", "Ana")
    out = one_event(race, "eliminated", "Ana")
    assert out.fields["place"] == 2
    ana = race.car("Ana")
    assert ana.finished == 2 and not ana.on_board
    assert race.standings == ["Ben", "Ana"]
    finish_own_turn(race, "Ben")
    assert [(d.car, d.kind) for d in race.pending] == [("Ben", "gear")]  # Ana takes no more turns
    ev = championship_data().event(10)
    assert race_points(("Ben", "Ana"), ("Ana",), ev, (9, 6)) == {"Ben": 9, "Ana": 0}
    assert hw.Race.from_json(race.to_json()).standings == ["Ben", "Ana"]


def test_event_10_only_a_spin_out_under_that_event_eliminates():
    """Rulebook, Spin out: without event 10 a spun-out car stays in the race."""
    for event in (None, 7):
        race = hw.Race.scenario(track="usa", seed=1, modules=["championship"], event=event, cars=[
            car("Ana", 5, gear=3, hand=["4", "4", "3", "1", "2", "2", "3"], engine=2), car("Ben", 2, spot=2)])
        plan(race, "Ana", 3, "4 4 3")
        plan(race, "Ben", 1, "1")
        finish_own_turn(race, "Ana")
        assert one_event(race, "spin_out", "Ana") and not events(race, "eliminated")
        assert race.car("Ana").on_board and race.car("Ana").finished is None


def test_event_10_elimination_in_a_season_scores_0_and_ranks_last():
    """Booklet, Event 10 in a season: eliminated cars score 0 and rank behind every finisher."""
    for seed in range(6):
        s = play_out(one_race("italy", 10, players=("Ana", "Ben", "Cy"), legends=1, seed=seed))
        r = s.results[0]
        for name in r.eliminated:
            assert r.points[name] == 0
        assert set(r.places[len(r.places) - len(r.eliminated):]) == set(r.eliminated)
        if r.eliminated:
            break
    else:
        pytest.fail("random drivers never spun out at Italy in six seasons")


def test_events_1_to_10_numbers_from_the_cards():
    """Booklet, the Event cards 1-10: sponsors drawn before the race, and the numbers each rule changes."""
    data = championship_data()
    got = {e.id: (e.sponsors, e.laps, e.heat, e.stress, e.hand_size, e.winner_bonus, e.podium_bonus,
                  e.sponsor_rule, e.eliminate_on_spin_out) for e in data.events.values() if e.id <= 10}
    assert got == {
        1: (2, 0, 0, 0, None, 0, 0, "first_lap_top3", False), 2: (1, 0, 0, 0, None, 0, 0, "speed_15", False),
        3: (1, -1, 0, 0, None, 2, 0, None, False), 4: (2, 0, 1, 0, None, 0, 0, None, False),
        5: (1, 1, 0, 0, 8, 0, 0, None, False), 6: (1, 0, 0, 0, None, 0, 1, None, False),
        7: (3, 0, 0, 0, None, 0, 0, None, False), 8: (1, 0, 0, 0, None, 0, 0, "pass_3", False),
        9: (1, 0, -2, -1, 6, 0, 0, None, False), 10: (0, 0, 0, 1, None, 0, 0, None, True)}


# ---- points and standings ------------------------------------------------------------------

def test_points_9_6_4_3_2_1_and_nothing_from_7th_legends_score_too():
    """Booklet, the Hall of Fame: 9, 6, 4, 3, 2, 1 Championship points for places 1-6; Legends
    score and appear in the standings (the booklet only leaves them out of the build step)."""
    ev = championship_data().event(7)
    places = ("A", "Red Legend", "B", "C", "D", "E", "F", "G")
    assert race_points(places, (), ev, championship_data().points) == {
        "A": 9, "Red Legend": 6, "B": 4, "C": 3, "D": 2, "E": 1, "F": 0, "G": 0}


def test_standings_after_every_race_are_the_sum_of_the_points_scored():
    """Booklet, After Each Race: record each player's Championship points on the scoresheet."""
    s = season(1963, players=("Ana", "Ben"), legends=2, seed=7)
    while not s.finished:
        before = len(s.results)
        play_out(s, until_race=before + 1)
        assert len(s.results) == before + 1
        assert s.points == {n: sum(r.points[n] for r in s.results) for n in s.names}
    sheet = s.scoresheet()
    assert [row["car"] for row in sheet] == s.standings
    assert all(row["points"] == sum(row[f"race {k}"] for k in range(1, 5)) for row in sheet)
    assert s.champion == s.standings[0]


# ---- the season's decisions and saving -----------------------------------------------------

def test_season_plays_like_a_race_pending_legal_act_and_refuses_after_the_end():
    """DESIGN: the season offers pending / legal_actions / act / finished like a race; an illegal
    action changes nothing."""
    s = season(1961, seed=2)
    d = s.pending[0]
    assert s.legal_actions(d.car) == s.current_race.legal_actions(d.car)
    before = s.to_json()
    with pytest.raises(hw.IllegalAction):
        s.act(d.car, "play 4 4 4 4 4")
    assert s.to_json() == before
    play_out(s)
    assert s.finished and s.pending == [] and s.legal_actions("Ana") == []
    with pytest.raises(hw.IllegalAction, match="over"):
        s.act("Ana", "gear 2")
    with pytest.raises(hw.UnknownName):
        s.act("Zed", "gear 2")


def test_saving_a_season_between_sittings_and_loading_it_back():
    """Booklet, Saving the Game State: a season saves between (or during) races and goes on the same
    way after loading; every race in it is an ordinary race that replays on its own."""
    s = play_out(season(1963, players=("Ana", "Ben"), legends=1, seed=11), until_race=2)
    d = s.pending[0]
    s.act(d.car, s.legal_actions(d.car)[0])  # in the middle of race 3
    loaded = hw.Championship.from_json(s.to_json())
    assert loaded.log == s.log and loaded.results == s.results and len(loaded.races) == 3
    assert loaded.current_race.timeline[-1].state == s.current_race.timeline[-1].state
    for a, b in ((s, loaded),):
        play_out(a)
        play_out(b)
    assert loaded.standings == s.standings and loaded.points == s.points
    for race in s.races:
        again = hw.Race.from_json(race.to_json())
        assert again.standings == race.standings and again.log == race.log
        assert again.timeline[-1].state == race.timeline[-1].state


@pytest.mark.parametrize("damage, fragment", [
    (lambda t: t[:-20], "invalid JSON"),
    (lambda t: t.replace('"heat_widget/championship"', '"heat_widget/race"'), "Race.from_json"),
    (lambda t: t.replace('"version":1', '"version":99'), "newer"),
    (lambda t: t.replace('"version":1', '"version":"1"'), "no format version"),
    (lambda t: t.replace('"actions":[[0,', '"actions":[[5,'), "belongs to race"),
    (lambda t: t.replace('"seed":21', '"seed":22'), "cannot be replayed|other standings"),
    (lambda t: t.replace('"plan":[', '"plan":7,"x":['), "plan|fields"),
    (lambda t: t.replace('"track":"usa"', '"track":"italy"'), "plan is not the races"),
    (lambda t: t.replace('"legends":0', '"legends":true'), "legends must be a whole number"),
    (lambda t: t.replace('"season":1961,"players"', '"season":1964,"players"'), "plan is not the races"),
])
def test_a_damaged_season_file_fails_clearly(damage, fragment):
    """DESIGN, Serialisable: a damaged or foreign file gives a clear RaceFileError, never half a season."""
    text = play_out(season(1961, seed=21), until_race=1).to_json()
    assert hw.Championship.from_json(text).log
    with pytest.raises(hw.RaceFileError, match=fragment):
        hw.Championship.from_json(damage(text))
    with pytest.raises(hw.RaceFileError, match="championship"):
        hw.Championship.from_json(hw.Race.new(seed=1).to_json())


def test_a_season_file_with_fields_of_the_wrong_kind_fails_clearly():
    """DESIGN, Serialisable: every field of a season file is checked before anything is built."""
    import json
    doc = json.loads(season(1961, seed=3).to_json())
    for field, value in (("plan", 7), ("plan", [1, 2]), ("players", "Ana"), ("seed", 1.5), ("weather", "no"),
                         ("upgrades", "deluxe")):
        broken = {**doc, "config": {**doc["config"], field: value}}
        with pytest.raises(hw.RaceFileError, match=field):
            hw.Championship.from_json(json.dumps(broken))
    with pytest.raises(hw.RaceFileError, match="more than any season"):
        hw.Championship.from_json(" " * 20_000_001)


def test_season_is_reproducible_from_its_seed_and_decisions():
    """DESIGN, Event-sourced: the same config, seed and decisions give the same season."""
    a = play_out(season("custom", players=("Ana", "Ben", "Cy"), legends=2, seed=5))
    b = hw.Championship(_config=a.config)
    for i, name, text in a.log:
        b.act(name, text)
    assert b.results == a.results and b.champion == a.champion


def test_a_race_of_the_season_played_directly_still_counts_for_the_season():
    """DESIGN: each race is an ordinary Race (its widget calls race.act): the season hears every
    decision made on its current race, so its log, points and next race follow."""
    s = season(1961, seed=6)
    race = s.current_race
    bots = {"Ana": random_legal, "Ben": random_legal}
    play_bots(race, bots)  # on the race, not the season
    assert race.finished and len(s.races) == 2 and len(s.results) == 1
    assert [(name, text) for i, name, text in s.log] == race.log
    loaded = hw.Championship.from_json(s.to_json())
    assert loaded.results == s.results and len(loaded.races) == 2
