"""Invariants over random Championship seasons (issue 13, Done means): historic, custom and GOAT
seasons (1961, 1962 and 1963 in succession), 2-6 cars with Legends, with or without Weather & Road
Conditions, random legal choices:

- every race starts with the booklet's decks (12 Speed cards and the event's Stress in the deck,
  the event's Heat in the Engine, each changed by the weather token, the event's hand size) and every card stays in exactly one place;
- each race's points are the Hall of Fame's for its places (with the event's bonus, 0 when
  eliminated), and the standings' totals are the sum of the points awarded;
- the grid of each later race is the standings with the previous race's tiebreak (GOAT: the
  standings of that race's own season; each season's first grid is drawn at random);
- GOAT: each season has its champion from its own races, the Greatest Of All Time leads the
  points over all three, and each player keeps a single upgrade from one season to the next;
- the season saved at any moment loads back and goes on identically;
- with the build step and Sponsorship cards, every upgrade and Sponsorship card is in exactly one
  place at each race start (decks, hands, the upgrade and sponsor decks).

The full run (1,000 seasons; 200 of them GOAT) is `HEAT_SEASONS=1000 pytest tests/test_championship_properties.py`.
"""
import os
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import heat_widget as hw
from heat_widget.engine.championship.data import championship_data
from heat_widget.engine.championship.points import race_points, ranking

from engine_helpers import BASIC_12, cards_of

NAMES = ["Ana", "Ben", "Cy", "Di", "Ed"]
EXAMPLES = int(os.environ.get("HEAT_SEASONS", "25"))


@st.composite
def season_configs(draw, kinds=(1961, 1962, 1963, "custom", "goat")):
    kind = draw(st.sampled_from(kinds))
    players = draw(st.integers(1, 5))
    legends = draw(st.integers(max(0, 2 - players), 6 - players))
    return kind, NAMES[:players], legends, draw(st.integers(0, 2**31 - 1)), draw(st.integers(0, 2**31 - 1)), \
        draw(st.booleans())


def weather_setup(race) -> tuple:
    """(Stress change, Engine Heat change, Heat moved out of the Engine) of the race's weather token."""
    from heat_widget.engine.modules.weather import weather_data
    token = next((e.fields["weather"] for e in race.events if e.kind == "weather"), None)
    if token is None:
        return 0, 0, 0
    setup = weather_data().weather[token].setup
    return setup.get("stress", 0), setup.get("heat", 0), setup.get("heat_to_deck", setup.get("heat_to_discard", 0))


def check_race_start(season):
    race, plan = season.current_race, season.current_plan
    track = race.track
    dstress, dheat, moved = weather_setup(race)
    heat, stress = track.heat + plan.event.heat + dheat, track.stress + plan.event.stress + dstress
    assert race.laps == track.laps + plan.event.laps
    for c in race.cars:
        if c.legend:
            continue
        assert cards_of(c) == Counter(BASIC_12 + ["S"] * stress + ["H"] * heat), c.name
        assert c.engine == heat - min(moved, heat) and len(c.hand) == (plan.event.hand_size or 7)


def check_race_end(season, race, stress_taken):
    for c in race.cars:
        if not c.legend:
            plan = season.plan[season.races.index(race)]
            dstress, dheat, _ = weather_setup(race)
            base = Counter(BASIC_12 + ["S"] * (race.track.stress + plan.event.stress + dstress)
                           + ["H"] * (race.track.heat + plan.event.heat + dheat))
            assert cards_of(c) == base + Counter({"S": stress_taken[c.name]}), c.name


def play_season(season, rng, stop_after=None):
    n = 0
    stress = Counter()
    for e in season.current_race.events:  # spin-outs before this call
        if e.kind == "spin_out":
            stress[e.car] += e.fields["stress"]
    if not season.current_race.log:
        check_race_start(season)
    while not season.finished:
        if stop_after is not None and n >= stop_after:
            return season
        race = season.current_race
        d = season.pending[0] if race.phase == "turn" else rng.choice(season.pending)
        step = season.act(d.car, rng.choice(season.legal_actions(d.car)))
        n += 1
        for e in step.events:
            if e.kind == "spin_out":
                stress[e.car] += e.fields["stress"]
        if race.finished:
            check_race_end(season, race, stress)
            stress = Counter()
            if not season.finished:
                check_race_start(season)
    return season


def assert_grid(s, i):
    """Booklet, Before Each Race: "First race: Draw them randomly. Later races: Follow the
    Championship standing" (tiebreak: the previous race). GOAT plays three seasons in succession:
    each season starts with a drawn grid and follows its own standings (the engine's reading:
    engine/championship/season.py `_prepare`)."""
    plan, grid = s.plan[i], s.races[i].options.grid
    if plan.number == 1:
        assert sorted(grid) == sorted(s.names)
    else:
        assert grid == tuple(ranking([r for r in s.results[:i] if r.season == plan.season], s.names))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(season_configs())
def test_random_seasons_score_the_hall_of_fame_and_standings_sum_to_the_points(cfg):
    """Booklet, After Each Race / Completing a Championship Season: each race's points follow its
    places, totals are their sum, later grids follow the standings, the champion leads them."""
    kind, players, legends, seed, choices, weather = cfg
    s = hw.Championship.new(season=kind, players=players, legends=legends, seed=seed, upgrades=None,
                            weather=weather, sponsors=False)
    play_season(s, random.Random(choices))
    data = championship_data()
    assert len(s.results) == len(s.plan) == len(s.races)
    awarded = 0
    for i, (r, race, plan) in enumerate(zip(s.results, s.races, s.plan)):
        assert r.places == tuple(race.standings)
        assert r.points == race_points(r.places, r.eliminated, plan.event, data.points)
        assert set(r.eliminated) == {e.car for e in race.events if e.kind == "eliminated"}
        assert not r.eliminated or plan.event.eliminate_on_spin_out
        awarded += sum(r.points.values())
        assert_grid(s, i)
    assert sum(s.points.values()) == awarded
    assert all(e.text for race in s.races for e in race.events)  # every event has its sentence
    assert s.champion == s.standings[0] == max(s.names, key=lambda n: (s.points[n], -s.results[-1].places.index(n)))
    assert sorted(s.standings) == sorted(s.names)


@settings(max_examples=max(4, EXAMPLES // 3), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(season_configs(), st.integers(0, 600))
def test_a_season_saved_at_any_moment_goes_on_identically(cfg, cut):
    """Booklet, Saving the Game State; DESIGN, Serialisable: save, load, and the same future."""
    kind, players, legends, seed, choices, weather = cfg
    s = hw.Championship.new(season=kind, players=players, legends=legends, seed=seed, upgrades=None,
                            weather=weather, sponsors=False)
    rng = random.Random(choices)
    play_season(s, rng, stop_after=cut)
    again = hw.Championship.from_json(s.to_json())
    assert again.current_race.timeline[-1].state == s.current_race.timeline[-1].state
    state = rng.getstate()
    play_season(s, rng)
    rng.setstate(state)
    play_season(again, rng)
    assert again.to_json() == s.to_json()


@settings(max_examples=max(4, EXAMPLES // 3), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(season_configs())
def test_random_seasons_with_upgrades_and_sponsors_conserve_every_card(cfg):
    """Booklet, Championship System with the build step and Sponsorship cards: at every race start
    each player's deck is the 12 Speed cards, the event's Stress, their upgrades and their
    Sponsorship cards; the 35 Sponsorship cards are in the sponsor deck or a player's hands and
    decks, never twice; the upgrade pool is in the upgrade deck or owned, never twice."""
    from heat_widget.engine.modules.garage import upgrade_pool
    kind, players, legends, seed, choices, weather = cfg
    s = hw.Championship.new(season=kind, players=players, legends=legends, seed=seed, upgrades="basic",
                            weather=weather, sponsors=True)
    rng = random.Random(choices)
    sponsors = Counter({f"s8{k}": 7 for k in range(5)})
    pool = Counter(upgrade_pool("basic"))
    seen = set()
    while not s.finished:
        if s.phase == "race" and id(s.current_race) not in seen:
            seen.add(id(s.current_race))
            race, plan = s.current_race, s.current_plan
            opts = race.config["module_options"]["championship"]
            owned_sponsors = Counter()
            for name in players:
                c = race.car(name)
                cards = Counter(c.hand + c.deck)
                mine = Counter(x for x in cards.elements() if x.startswith("s8"))
                owned_sponsors += mine
                ups = Counter(hw.engine.cards.catalogue().spec(u).becomes or u for u in s.upgrades[name])
                base = Counter(BASIC_12 + ["S"] * (race.track.stress + plan.event.stress + weather_setup(race)[0]))
                assert cards - mine - Counter({"H": cards["H"]}) == base + ups - Counter({"H": ups["H"]}), name
            assert owned_sponsors + Counter(opts["sponsor_deck"]) == sponsors
            owned = sum((Counter(u) for u in s.upgrades.values()), Counter())
            assert owned + Counter(s._upgrade_deck) == pool
        d = s.pending[0] if s.phase != "race" or s.current_race.phase == "turn" else rng.choice(s.pending)
        s.act(d.car, rng.choice(s.legal_actions(d.car)))
    assert sum(s.points.values()) == sum(sum(r.points.values()) for r in s.results)


@settings(max_examples=max(3, EXAMPLES // 5), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(season_configs(kinds=("goat",)))
def test_random_goat_championships_crown_each_season_and_the_greatest_of_all_time(cfg):
    """Booklet, GOAT!: "Play the 1961, '62 and '63 seasons in succession to determine who is the
    Greatest Of All Time. At the end of each season all players keep a single Upgrade card of their
    choice among the ones they have for the next season." With the build step and Sponsorship
    cards: 10 races; each season's champion leads that season's points; the GOAT leads the points
    of all 10; a player starts race k of a season with k upgrades in 1961 and k + 1 later (the
    one kept, then one per build step), the kept one among those they had."""
    _kind, players, legends, seed, choices, weather = cfg
    s = hw.Championship.new(season="goat", players=players, legends=legends, seed=seed, upgrades="basic",
                            weather=weather, sponsors=True)
    rng = random.Random(choices)
    assert [(p.season, p.number) for p in s.plan] == [(y, n) for y, k in ((1961, 3), (1962, 3), (1963, 4))
                                                        for n in range(1, k + 1)]
    last_owned: dict = {}  # each player's upgrades in the latest race
    seen, builds = set(), set()
    while not s.finished:
        if s.phase == "build" and s.race_index not in builds:
            builds.add(s.race_index)  # the build step opens: a new season starts with the one kept
            if s.plan[s.race_index].number == 1 and s.race_index:
                for name in players:
                    (kept,) = s.upgrades[name]
                    assert kept in last_owned[name], (name, kept, last_owned[name])
        if s.phase == "race" and id(s.current_race) not in seen:
            seen.add(id(s.current_race))
            plan = s.current_plan
            for name in players:
                owned = s.upgrades[name]
                assert len(owned) == plan.number + (plan.season != 1961), (name, plan, owned)
            last_owned = {n: list(u) for n, u in s.upgrades.items()}
        d = s.pending[0] if s.phase != "race" or s.current_race.phase == "turn" else rng.choice(s.pending)
        s.act(d.car, rng.choice(s.legal_actions(d.car)))
    assert len(s.results) == len(s.races) == 10 and builds == set(range(10))
    for i in range(10):
        assert_grid(s, i)
    data = championship_data()
    for r, plan in zip(s.results, s.plan):
        assert r.points == race_points(r.places, r.eliminated, plan.event, data.points)
    for year in (1961, 1962, 1963):
        mine = [r for r in s.results if r.season == year]
        assert s.season_standings(year) == ranking(mine, s.names)
        assert s.champions[year] == s.season_standings(year)[0]
    total = Counter()
    for r in s.results:
        total.update(r.points)
    assert s.points == {n: total[n] for n in s.names}
    assert s.champion == s.standings[0] == max(s.names, key=lambda n: (total[n], -s.results[-1].places.index(n)))
    assert set(s.scoresheet()[0]) == {"car", "place", "points"} | {f"{p.season} race {p.number}" for p in s.plan}
