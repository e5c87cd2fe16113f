"""The expansions' Championship parts (issue 25): Sponsorship cards 85 and 86, Event cards 11-18,
the 1964 and 1965 seasons and the random championship with the expansions on. Each test cites the
section of /work/shared/reference/expansions_as_implemented_by_bga.md it checks (section 7, and the
checklist of section 12, cases 15-17)."""
import random
from collections import Counter

import pytest

import heat_widget as hw
from heat_widget.engine import streams
from heat_widget.engine.championship import plan as plan_mod
from heat_widget.engine.championship.data import championship_data

from engine_helpers import assert_illegal, car, events, finish_own_turn, legal, one_event, plan

HAND = ["4", "4", "1", "2", "2", "3", "3"]


def race(cars, event, press=(), deck=("s83", "s81", "s82", "s80"), track="usa", **kw):
    return hw.Race.scenario(track=track, seed=1, cars=cars, modules=["championship"], event=event,
                            press_corners=list(press), sponsor_deck=list(deck), **kw)


def play_turns(r, plans):
    for name, (gear, cards) in plans.items():
        plan(r, name, gear, cards)
    rnd = r.round
    while r.round == rnd and r.pending and not r.finished:
        finish_own_turn(r, r.pending[0].car)


def to_discard(r, name, plans):
    """Steps 1-2 for every car, then `name`'s own steps up to its step 8 (the others finish theirs)."""
    for who, (gear, cards) in plans.items():
        plan(r, who, gear, cards)
    for _ in range(40):
        d = r.pending[0]
        if d.car == name and d.kind == "discard":
            return
        r.act(d.car, "done" if d.kind == "react" else "pass" if d.kind == "slipstream" else "discard")
    raise AssertionError("no step 8")


# ---- 7.1 Sponsorship cards 85 and 86 --------------------------------------------------------

def test_sponsors_85_and_86_join_the_sponsor_deck_only_with_their_expansion():
    """Spec 7.1: 35 cards, +7 E.Mercury air system (85) with Heavy Rain (or 1964), +7 Eole Wings
    Industries (86) with Tunnel Vision (or 1965)."""
    def deck(**kw):
        return Counter(hw.Championship.new(players=["Ana"], seed=4, **kw)._sponsor_deck)

    base = deck(season=1961)
    assert sum(base.values()) == 35 and not base["s85"] and not base["s86"]
    assert deck(season=1964) == base + Counter({"s85": 7})
    assert deck(season=1965) == base + Counter({"s86": 7})
    assert deck(season="custom", races=[("japan", 1)]) == base + Counter({"s85": 7})  # its board's box
    assert deck(season="custom", races=[("usa", 15)]) == base + Counter({"s86": 7})  # its event's box
    assert deck(season=1961, expansions=["heavy_rain", "tunnel_vision"]) == base + Counter({"s85": 7, "s86": 7})
    spec = hw.engine.cards.catalogue().spec
    assert (spec("s85").speed, spec("s85").symbols) == (0, {"super_cool": 2, "one_time": 1})
    assert (spec("s86").speed, spec("s86").symbols) == (5, {"draft": 2, "one_time": 1})


@pytest.mark.parametrize("year,first", [(1964, 49), (1965, 55)])
def test_a_season_with_an_expansion_on_builds_from_its_upgrades_too(year, first):
    """Expansions spec 6 (upgrades 49-60 join the advanced pool when their expansion is on), in the
    Championship's build step as in a race's Garage; a season without it keeps the booklet's 62."""
    def pool(**kw):
        s = hw.Championship.new(players=["Ana", "Ben"], upgrades="advanced", seed=3, **kw)
        return Counter(s._upgrade_deck) + Counter(s.market)

    on = pool(season=year)
    assert {f"u{n}" for n in range(first, first + 6)} <= set(on)
    assert sum(on.values()) == sum(pool(season=1961).values()) + 12  # six upgrades, two copies each
    assert not any(int(c[1:]) >= 49 for c in pool(season=1961))
    season = hw.Championship.new(season=year, players=["Ana", "Ben"], upgrades="advanced", seed=3)
    rng = random.Random(1)
    while not season.races:  # the build step first
        d = season.pending[0]
        season.act(d.car, rng.choice(season.legal_actions(d.car)))
    expansion = {1964: "heavy_rain", 1965: "tunnel_vision"}[year]
    assert expansion in season.races[0].expansions  # its races play the upgrades' symbols too


def test_sponsor_85_super_cools_and_leaves_the_game_once_played():
    """Spec 7.1 (one-time like 80-84) and 5.1 (Super cool 2): played, s85 offers to bring back up to
    2 Heat from the discard to the Engine, then goes out of the game, not to the discard."""
    r = race([car("Ana", 5, gear=1, hand=["s85", "1", "2", "2", "3", "3", "4"], discard=["H", "H", "H"], engine=3),
              car("Ben", 1, spot=2)], event=7)
    plan(r, "Ana", 1, "s85")
    plan(r, "Ben", 1, "1")
    assert "supercool 2" in legal(r, "Ana")
    r.act("Ana", "supercool 2")
    assert r.car("Ana").engine == 5
    finish_own_turn(r, "Ana")
    assert "s85" not in r.car("Ana").discard and "s85" not in r.car("Ana").hand
    assert one_event(r, "sponsor_used", "Ana").fields["cards"] == ["s85"]


# ---- 7.2 Events 11-18 -----------------------------------------------------------------------

def test_event_11_going_global_draws_two_sponsorship_cards_per_press_gain():
    """Spec 7.2, event 11 (RoundTrait actCheckCorner 1181-1190): a second card for each gain,
    straight into hand. USA corner 1 (limit 7) as a press corner, Speed 9."""
    r = race([car("Ana", 5, gear=3, hand=HAND), car("Ben", 1, spot=2)], event=11, press=(12,))
    play_turns(r, {"Ana": (3, "4 4 1"), "Ben": (1, "1")})
    gains = events(r, "sponsor", "Ana")
    assert [g.fields["card"] for g in gains] == ["s83", "s81"]


def test_event_11_a_spin_out_voids_both_cards():
    """Spec 7.2, event 11: "A spin-out voids both" (modules 3.5: no sponsor in a turn with a spin-out)."""
    r = race([car("Ana", 4, gear=3, hand=HAND, engine=5), car("Ben", 30, spot=2)], event=11, press=(10,),
             track="japan")  # Speed 9 over line 10 (limit 4: press +2 and 5 Heat paid), spins at line 12
    play_turns(r, {"Ana": (3, "4 4 1"), "Ben": (1, "1")})
    assert one_event(r, "spin_out", "Ana")
    assert events(r, "sponsor", "Ana") == []
    assert one_event(r, "sponsor_lost", "Ana")


def test_event_12_turbulent_winds_only_gears_3_and_4_slipstream():
    """Spec 7.2, event 12 (argsSlipstream 915-918): the gear played this round is tested."""
    for gear, start, cards, may in ((2, 7, "1 2", False), (3, 5, "1 2 2", True)):
        r = race([car("Ben", 10, hand=HAND), car("Ana", start, gear=gear, hand=HAND)], event=12)
        plan(r, "Ben", 1, "1")
        plan(r, "Ana", gear, cards)  # Ana ends on 10, right behind Ben on 11
        for _ in range(10):
            d = r.pending[0]
            if d.car == "Ana" and d.kind in ("slipstream", "discard"):
                break
            r.act(d.car, "done" if d.kind == "react" else "discard" if d.kind == "discard" else "pass")
        assert (r.pending[0].kind == "slipstream") is may, gear
        if not may:
            assert "Turbulent winds" in one_event(r, "no_slipstream", "Ana").text


def test_event_13_chicanes_heat_may_be_discarded_in_step_8_stress_may_not():
    """Spec 7.2, event 13 (argsDiscard 1211-1221): any Heat card may be discarded in step 8; Stress
    may not."""
    r = race([car("Ana", 5, gear=2, hand=["H", "S", "1", "2", "3", "4", "4"]), car("Ben", 1, spot=2)], event=13)
    to_discard(r, "Ana", {"Ana": (2, "1 2"), "Ben": (1, "1")})
    options = legal(r, "Ana")
    assert "discard H" in options and not any("S" in o.split()[1:] for o in options)
    assert_illegal(r, "Ana", "discard S", "Chicanes for increased safety", "Stress")
    r.act("Ana", "discard H")
    assert "H" in r.car("Ana").discard


def test_event_14_sudden_heavy_rain_no_adrenaline_move_nor_its_cooldown_checklist_15():
    """Spec 12, case 15 (7.2, event 14; stAdrenaline 850): 1964 race 4 rule, the last car gets no
    Adrenaline move and no +1 Cooldown; gear 1's Cooldown 3 is still there."""
    r = race([car("Ben", 20, hand=HAND), car("Ana", 5, gear=1, hand=["H", "H", "H", "H", "1", "2", "3"], engine=2)],
             event=14)
    plan(r, "Ben", 1, "1")
    plan(r, "Ana", 1, "1")
    while r.pending[0].car != "Ana":
        finish_own_turn(r, "Ben")
    assert events(r, "adrenaline") == []
    options = legal(r, "Ana")
    assert "adrenaline" not in options and "cooldown 3" in options and "cooldown 4" not in options


def test_event_15_hold_on_tight_at_most_one_card_discarded():
    """Spec 7.2, event 15 (argsDiscard 1224-1226, actDiscard 1304): at most 1 card in step 8."""
    r = race([car("Ana", 5, gear=2, hand=["1", "2", "3", "4", "4", "2", "3"]), car("Ben", 1, spot=2)], event=15)
    to_discard(r, "Ana", {"Ana": (2, "1 2"), "Ben": (1, "1")})
    assert max(len(o.split()) - 1 for o in legal(r, "Ana")) == 1
    assert_illegal(r, "Ana", "discard 3 4", "Hold on tight", "at most 1")


def test_event_16_smile_and_wave_press_pays_only_below_the_limit():
    """Spec 7.2, event 16 (actCheckCorner 1068-1079, 1122-1136): a press line pays when Speed <
    printed limit; exceeding by 2 pays nothing. USA corner 1, limit 7."""
    r = race([car("Ana", 5, gear=3, hand=HAND), car("Ben", 1, spot=2)], event=16, press=(12,))
    play_turns(r, {"Ana": (3, "4 4 1"), "Ben": (1, "1")})  # Speed 9
    assert events(r, "sponsor", "Ana") == []
    r = race([car("Ana", 8, gear=2, hand=HAND), car("Ben", 1, spot=2)], event=16, press=(12,))
    play_turns(r, {"Ana": (2, "4 2"), "Ben": (1, "1")})  # Speed 6 over line 12
    gain = one_event(r, "sponsor", "Ana")
    assert gain.fields["how"] == "smile" and "below its limit" in gain.text


def test_event_17_tunnel_vision_stress_may_be_discarded_heat_may_not():
    """Spec 7.2, event 17 (argsDiscard 1213): Stress may go in step 8, Heat not."""
    r = race([car("Ana", 5, gear=2, hand=["H", "S", "1", "2", "3", "4", "4"]), car("Ben", 1, spot=2)], event=17)
    to_discard(r, "Ana", {"Ana": (2, "1 2"), "Ben": (1, "1")})
    assert "discard S" in legal(r, "Ana")
    assert_illegal(r, "Ana", "discard H", "Tunnel vision", "Heat")


def test_event_18_pressure_cooker_heat_to_the_box_from_engine_else_hand():
    """Spec 7.2, event 18 (actDiscard 1313-1330): completing a lap that is not the last moves one
    Heat out of the game, from the Engine, else the hand. Nederland: 3 laps + 1."""
    r = race([car("Ana", 53, gear=2, hand=HAND, engine=3), car("Ben", 20, spot=2)], event=18, track="netherlands",
             laps=4)  # (a season gives the event's laps: EventCard.race_options)
    play_turns(r, {"Ana": (2, "4 2"), "Ben": (1, "1")})
    assert one_event(r, "pressure_cooker", "Ana").fields["pile"] == "engine" and r.car("Ana").engine == 2
    r = race([car("Ana", 53, gear=2, hand=["H", "4", "2", "1", "2", "3", "3"], engine=0), car("Ben", 20, spot=2)],
             event=18, track="netherlands", laps=4)
    play_turns(r, {"Ana": (2, "4 2"), "Ben": (1, "1")})
    cooked = one_event(r, "pressure_cooker", "Ana")
    assert cooked.fields["pile"] == "hand" and "H" not in r.car("Ana").hand
    # DESIGN, hidden information: the others learn only that it came from the hand or the deck
    seen = cooked.seen_by("Ben")
    assert seen.fields["pile"] is None and "from the hand or deck" in seen.text and cooked.seen_by("Ana") is cooked


# ---- 7.3 the 1964 and 1965 seasons ------------------------------------------------------------

SEASONS = {  # spec 7.3: race -> (track, laps, Heat, Stress, hand, sponsors at start, event, press lines)
    1964: [("japan", 2, 7, 3, 7, 0, 11, [18, 45]), ("france", 2, 6, 3, 7, 1, 12, [20]),
           ("mexico", 3, 6, 2, 7, 1, 13, [44]), ("japan", 2, 7, 3, 7, 1, 14, [])],
    1965: [("great_britain", 2, 6, 3, 7, 2, 15, [43]), ("usa", 2, 6, 3, 7, 0, 16, [49]),
           ("spain", 1, 6, 3, 7, 0, 17, [15, 65]), ("netherlands", 4, 6, 3, 7, 1, 18, [16])],
}


@pytest.mark.parametrize("year", [1964, 1965])
def test_seasons_1964_and_1965_race_the_spec_tracks_events_and_press_lines(year):
    """Spec 7.3 (constants.inc.php CHAMPIONSHIP_SEASONS 216-233): each race's board, laps, Heat,
    Stress, hand size, sponsors at start, event and press lines (printed values, before weather)."""
    s = hw.Championship.new(season=year, players=["Ana", "Ben"], seed=5, weather=False)
    got = []
    for p in s.plan:
        track = hw.engine.track.load_track(p.track)
        opts = p.event.race_options(track)
        got.append((p.track, opts.get("laps", track.laps), opts.get("heat", track.heat),
                    opts.get("stress", track.stress), opts.get("hand_size", 7), p.event.sponsors, p.event.id,
                    list(p.press_after_space)))
    assert got == SEASONS[year]
    assert s._config["expansions"] == [{1964: "heavy_rain", 1965: "tunnel_vision"}[year]]


def test_1965_race_4_pressure_cooker_one_heat_per_completed_lap_but_the_last_checklist_16():
    """Spec 12, case 16 (7.2 event 18, 7.3): 1965 race 4, Nederland in 4 laps; the first crossing
    from the grid removes nothing, completing laps 1, 2 and 3 removes 1 Heat each (3 in all), finishing
    lap 4 none. The race as the season plays it (a custom season of that one race)."""
    s = hw.Championship.new(season="custom", races=[("netherlands", 18)], players=["Ana", "Ben"], seed=8,
                            upgrades=None, weather=False, sponsors=False)
    race = s.current_race
    assert (race.track.id, race.laps, s.plan[0].event.id) == ("netherlands", 4, 18)
    assert (race.track.id, race.laps) == (s.plan[0].track, SEASONS[1965][3][1])
    heat = {n: race.car(n).engine + race.car(n).deck.count("H") + race.car(n).hand.count("H") for n in ("Ana", "Ben")}
    rng = random.Random(1)
    while not race.finished:
        d = race.pending[0]
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
    for name in ("Ana", "Ben"):
        c = race.car(name)
        assert c.finished is not None
        assert len(events(race, "pressure_cooker", name)) == 3, name
        left = c.engine + sum(pile.count("H") for pile in (c.deck, c.hand, c.discard, c.play))
        assert left == heat[name] - 3, name


# ---- 7.4 the random championship -------------------------------------------------------------

def first_draw(seed, expansions):
    """The random championship's first draw (attempt 0), as plan._custom_plan makes it."""
    tracks, event_ids = plan_mod._pool(championship_data(), expansions)
    streams.shuffle(tracks, seed, "championship_tracks", 0)
    streams.shuffle(event_ids, seed, "championship_events", 0)
    return list(zip(tracks[:4], event_ids[:4]))


def test_random_championship_with_espana_and_drivers_strike_redraws_the_whole_season_checklist_17():
    """Spec 12, case 17 (7.4, Globals.php getRandomTournament 372-395, fix a36af7e): a draw pairing
    España with event 3 (0 laps) is redone as a whole; a user's own races refuse that pairing."""
    both = ("heavy_rain", "tunnel_vision")
    seed = next(s for s in range(5000) if ("spain", 3) in first_draw(s, both))
    plan = hw.Championship.new(season="custom", players=["Ana"], seed=seed, expansions=list(both)).plan
    pairs = [(p.track, p.event.id) for p in plan]
    assert ("spain", 3) not in pairs and pairs != first_draw(seed, both)
    with pytest.raises(hw.ScenarioError, match="Drivers' strike on España"):
        hw.Championship.new(season="custom", players=["Ana"], races=[("spain", 3)])
    # everything else is allowed as is (7.4): event 3 on Japan is 1 lap, event 18 on España 2
    s = hw.Championship.new(season="custom", players=["Ana"], races=[("japan", 3), ("spain", 18)], seed=1)
    assert [p.event.race_options(hw.engine.track.load_track(p.track))["laps"] for p in s.plan] == [1, 2]


def test_random_championship_draws_from_the_boards_and_events_of_the_expansions_on():
    """Spec 7.4 and modules 3.1: the 4 base boards plus 2 per expansion on, events 1-10 plus 11-14
    (Heavy Rain) and 15-18 (Tunnel Vision); 4 races, distinct boards and events; without
    expansions the draw is the base game's as before (the same seeds give the same seasons)."""
    tracks, ids = Counter(), Counter()
    for seed in range(40):
        plan = hw.Championship.new(season="custom", players=["Ana"], seed=seed, expansions="heavy_rain").plan
        assert len({p.track for p in plan}) == 4 and len({p.event.id for p in plan}) == 4
        tracks.update(p.track for p in plan)
        ids.update(p.event.id for p in plan)
        base = hw.Championship.new(season="custom", players=["Ana"], seed=seed).plan
        assert [(p.track, p.event.id) for p in base] == first_draw(seed, ())
    assert set(tracks) == {"usa", "france", "great_britain", "italy", "japan", "mexico"}
    assert set(ids) == set(range(1, 15))
    with pytest.raises(hw.ScenarioError, match="heavy_rain or tunnel_vision, not \\['rain'\\]"):
        hw.Championship.new(season="custom", players=["Ana"], expansions=["rain"])


def test_press_index_wraps_modulo_the_press_corners_of_the_expansion_boards():
    """Spec 7.4, the table of press lines per event on every expansion board (a press index at or
    beyond the board's press-corner count wraps)."""
    table = {1: ([12], [19], [15], [13]), 2: ([18], [38], [32], [16]), 3: ([45], [44], [65], [26]),
             4: ([12], [19], [98], [13]), 5: ([45, 12], [44, 19], [65, 98], [26, 13]),
             8: ([18, 53], [38, 51], [32, 85], [16, 34]), 9: ([53], [51], [85], [34]),
             11: ([18, 45], [38, 44], [32, 65], [16, 26]), 14: ([], [], [], []),
             17: ([12, 45], [19, 44], [15, 65], [13, 26])}
    for event, lines in table.items():
        card = championship_data().event(event)
        got = tuple(list(card.press_after_space(hw.engine.track.load_track(t)))
                    for t in ("japan", "mexico", "spain", "netherlands"))
        assert got == lines, event


# ---- property: random 1964 and 1965 seasons ---------------------------------------------------

def test_random_1964_and_1965_seasons_with_random_legal_bots_end_without_failure():
    """Spec 7: 50 seasons (25 of each), 1-3 players and Legends, random legal choices, with the build
    step, weather and Sponsorship cards: every season ends, its points sum to the races', and the
    42 Sponsorship cards of its deck are never duplicated (sponsor deck + cars at each race start)."""
    for i in range(50):
        year = (1964, 1965)[i % 2]
        rng = random.Random(i)
        players = ["Ana", "Ben", "Cy"][:rng.randint(1, 3)]
        s = hw.Championship.new(season=year, players=players, legends=rng.randint(0, 2), seed=i, record=False)
        extra = {1964: "s85", 1965: "s86"}[year]
        box = Counter({f"s8{k}": 7 for k in range(5)}) + Counter({extra: 7})
        seen = set()
        while not s.finished:
            if s.phase == "race" and id(s.current_race) not in seen:
                seen.add(id(s.current_race))
                race = s.current_race
                deck = Counter(race.config["module_options"]["championship"]["sponsor_deck"])
                owned = sum((Counter(x for x in race.car(n).hand + race.car(n).deck if x.startswith("s8"))
                             for n in players), Counter())
                assert deck + owned == box, (year, i)
            d = s.pending[0] if s.phase != "race" or s.current_race.phase == "turn" else rng.choice(s.pending)
            s.act(d.car, rng.choice(s.legal_actions(d.car)))
        assert len(s.results) == 4 and len(seen) == 4
        assert sum(s.points.values()) == sum(sum(r.points.values()) for r in s.results)


# ---- the season widget and heat-sim play 1964 -------------------------------------------------

def test_season_widget_plays_the_1964_season_to_its_champion():
    """Issue 25 item 1 (spec 7.3): the season widget follows a 1964 season (the booklet's: build
    step, weather, Sponsorship cards with s85) race by race, each with its event card, to the champion."""
    from heat_widget.widget.race_widget import RaceWidget
    s = hw.Championship.new(season=1964, players=["Ana", "Ben"], legends=1, seed=3)
    w = hw.ChampionshipWidget(s, viewer="Ana", bots={"Ben": hw.bots.heuristic})
    assert "Going global" in w.event.value
    while s.phase != "race":
        d = s.pending[0]
        s.act(d.car, s.legal_actions(d.car)[0])
    cards = RaceWidget(s.current_race, viewer="Ana").cards
    assert cards["s85"]["category"] == "Sponsor" and [x[0] for x in cards["s85"]["symbols"]] == ["super_cool", "one_time"]
    hw.bots.play_bots(s, {"Ana": hw.bots.heuristic})  # Ben's bot is the widget's
    assert s.finished and [o[1] for o in w.picker.options] == [0, 1, 2, 3]
    assert f"Champion: <b>{s.champion}</b>" in w.standings.value
    w.show_race(3)
    assert "Sudden heavy rain" in w.event.value and w.race_widget.race is s.races[3]
    assert not any(e.kind == "adrenaline" for e in s.races[3].events)  # event 14
    w.close()
