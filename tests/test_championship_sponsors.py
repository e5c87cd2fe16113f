"""Advanced booklet, Championship System: Sponsorship cards and Press Corners, gained in step 7.

These tests build races by hand with the championship module's options (the sponsor deck, the
press corners) and check when cards are gained, played and removed from the game."""
from collections import Counter


import heat_widget as hw
from heat_widget.engine.championship import plan as plan_mod

from engine_helpers import car, events, finish_own_turn, legend, one_event, plan


def race(cars, event=7, press=(12,), deck=("s83", "s81", "s82"), track="usa", modules=("championship",), **kw):
    return hw.Race.scenario(track=track, seed=1, cars=cars, modules=list(modules), event=event,
                            press_corners=list(press), sponsor_deck=list(deck), **kw)


def sponsors_in_hand(r, name):
    return [c for c in r.car(name).hand if c.startswith("s8")]


def play_turns(r, plans):
    """Steps 1-2 for every car, then each car's own steps with the do-nothing choices."""
    for name, (gear, cards) in plans.items():
        plan(r, name, gear, cards)
    rnd = r.round
    while r.round == rnd and r.pending:
        finish_own_turn(r, r.pending[0].car)


def test_press_corner_exceeding_the_limit_by_2_or_more_gains_a_sponsorship_card():
    """Booklet, Press Corner: exceed the Speed Limit of the Press Corner by 2 or more (USA corner 1,
    limit 7: Speed 9); the card comes from the top of the sponsor deck straight into hand."""
    r = race([car("Ana", 5, gear=3, hand=["4", "4", "1", "2", "2", "3", "3"]), car("Ben", 1, spot=2)])
    play_turns(r, {"Ana": (3, "4 4 1"), "Ben": (1, "1")})
    gain = one_event(r, "sponsor", "Ana")
    assert gain.fields == {"card": "s83", "how": "speed", "corner": 1}
    assert "press corner 1" in gain.text
    assert "s83" in r.car("Ana").hand or "s83" in r.car("Ana").discard


def test_press_corner_exceeding_by_1_or_a_corner_without_press_gains_nothing():
    """Booklet, Press Corner: by 2 or more; and only at the corners the Event card shows."""
    r = race([car("Ana", 5, gear=3, hand=["4", "4", "1", "2", "2", "3", "3"]), car("Ben", 1, spot=2)])
    play_turns(r, {"Ana": (3, "4 3 1"), "Ben": (1, "1")})  # Speed 8 at limit 7
    assert events(r, "sponsor") == []
    r = race([car("Ana", 5, gear=3, hand=["4", "4", "1", "2", "2", "3", "3"]), car("Ben", 1, spot=2)], press=(33,))
    play_turns(r, {"Ana": (3, "4 4 1"), "Ben": (1, "1")})
    assert events(r, "sponsor") == []


def test_press_corner_limit_is_the_one_a_road_conditions_token_modified():
    """Booklet, Press Corner: exceed the Speed Limit of the Press Corner (potentially modified by a
    Road Conditions token) by 2 or more. USA corner 1, limit 7 + 1 by the road token: Speed 9 is not
    enough, Speed 10 is."""
    hand = ["4", "4", "1", "2", "2", "3", "3"]
    weather = {"modules": ["championship", "weather"], "weather": "sun", "road": {1: "limit+1"}}
    for cards, gained in (("4 4 1", False), ("4 4 2", True)):
        r = race([car("Ana", 5, gear=3, hand=hand, engine=6), car("Ben", 1, spot=2)], **weather)
        play_turns(r, {"Ana": (3, cards), "Ben": (1, "1")})
        assert one_event(r, "corner", "Ana").fields["limit"] == 8
        assert [e.fields["how"] for e in events(r, "sponsor", "Ana")] == (["speed"] if gained else [])


def test_press_corner_crossed_by_slipstream_gains_a_card_whatever_the_speed():
    """Booklet, Press Corner: cross the Corner Line thanks to your Slipstream move (Speed is
    irrelevant)."""
    r = race([car("Ben", 12, spot=1), car("Ana", 11, spot=1)])
    plan(r, "Ana", 1, "1")
    plan(r, "Ben", 1, "1")
    finish_own_turn(r, "Ben")  # Ben: 12 -> 13 at Speed 1 crosses the line slowly: nothing
    while r.pending[0].kind != "slipstream":
        r.act("Ana", "done")
    r.act("Ana", "slipstream")  # Ana: 12 -> 14 across the line after 12
    finish_own_turn(r, "Ana")
    gain = one_event(r, "sponsor", "Ana")
    assert gain.fields["how"] == "slipstream"
    assert events(r, "sponsor", "Ben") == []


def test_no_sponsorship_in_a_turn_with_a_spin_out():
    """Booklet, Sponsorship Cards, Note: you do not gain any sponsorship in a turn where you spin out,
    not even at a press corner passed before the corner where you spin (Great Britain: press corner
    after 37 at Speed 11 > 5 + 2, then a spin-out after 43)."""
    fast = ["5", "4", "4", "3", "1", "2", "3"]
    r = race([car("Ana", 33, gear=3, hand=fast, engine=6), car("Ben", 1, spot=2)], track="great_britain",
             press=(37,), event=7)
    play_turns(r, {"Ana": (3, "4 4 3"), "Ben": (1, "1")})
    assert [c.fields["corner"] for c in events(r, "corner", "Ana")] == [3]
    assert one_event(r, "spin_out", "Ana").fields["corner"] == 4
    assert events(r, "sponsor") == [] and sponsors_in_hand(r, "Ana") == []
    assert one_event(r, "sponsor_lost", "Ana").fields == {"lost": 1}
    # Event 2: Speed 16 (a record) but a spin-out at USA's corner after 33: no card either.
    r = race([car("Ana", 20, gear=4, hand=fast, engine=6), car("Ben", 1, spot=2)], event=2, press=())
    play_turns(r, {"Ana": (4, "5 4 4 3"), "Ben": (1, "1")})
    assert one_event(r, "spin_out", "Ana")
    assert events(r, "sponsor") == [] and one_event(r, "sponsor_lost", "Ana").fields == {"lost": 1}


def test_event_2_new_speed_record_speed_15_or_more_gains_a_card():
    """Booklet, Event 2: each time you reach a Speed of 15 or more, gain a Sponsorship card."""
    fast = ["5", "4", "4", "3", "1", "2", "3"]
    r = race([car("Ana", 13, gear=4, hand=fast), car("Ben", 1, spot=2)], event=2, press=())
    play_turns(r, {"Ana": (4, "5 4 4 3"), "Ben": (1, "1")})
    assert one_event(r, "sponsor", "Ana").fields == {"card": "s83", "how": "speed_15", "corner": None}
    r = race([car("Ana", 13, gear=4, hand=fast), car("Ben", 1, spot=2)], event=2, press=())
    play_turns(r, {"Ana": (4, "5 4 4 1"), "Ben": (1, "1")})  # Speed 14
    assert events(r, "sponsor") == []


def test_event_8_first_live_televised_race_passing_3_cars_in_one_move_gains_a_card():
    """Booklet, Event 8: pass 3 cars in a single round (cars on the spaces strictly between the start
    and the end of the move, as BGA counts)."""
    def setup(cy_space):
        return race([car("Ana", 13, gear=2), car("Ben", 17), car("Cy", cy_space), car("Di", 15)], event=8, press=())
    r = setup(16)
    play_turns(r, {"Ana": (2, "4 3"), "Ben": (1, "1"), "Cy": (1, "1"), "Di": (1, "1")})  # Ana 13 -> 20
    assert one_event(r, "sponsor", "Ana").fields["how"] == "pass_3"
    assert r.car("Ana").space == 20
    r = setup(19)  # Cy moves 19 -> 20, Ana's own end space: only Ben (18) and Di (16) are passed
    play_turns(r, {"Ana": (2, "4 3"), "Ben": (1, "1"), "Cy": (1, "1"), "Di": (1, "1")})
    assert r.car("Ana").space == 20 and r.car("Cy").space == 20
    assert events(r, "sponsor", "Ana") == []


def test_event_1_first_three_across_the_line_after_the_first_lap_gain_a_card_legends_count():
    """Booklet, Event 1: the first three drivers to cross the finish line on the 1st lap gain a
    Sponsorship card; Legends take places among the three (BGA) though they gain nothing."""
    def setup(ahead):
        cars = [car("Ana", 66, lap=1, gear=2)]
        cars += [legend(f"L{i}", colour, 5 + i, lap=2) for i, colour in enumerate(["blue", "green", "black"][:ahead])]
        return race(cars, event=1, press=(), legends_deck=[1, 2, 3, 4])
    r = setup(2)
    play_turns(r, {"Ana": (2, "4 3")})
    assert one_event(r, "sponsor", "Ana").fields["how"] == "first_lap_top3"
    r = setup(3)
    play_turns(r, {"Ana": (2, "4 3")})
    assert events(r, "sponsor") == []


def test_an_empty_sponsor_deck_with_nothing_played_gives_nothing():
    """Booklet, Sponsorship Cards: if the deck is empty, shuffle the cards played since the start of
    the race into a new deck; if there are none, you don't get anything."""
    r = race([car("Ana", 5, gear=3, hand=["4", "4", "1", "2", "2", "3", "3"]), car("Ben", 1, spot=2)], deck=())
    play_turns(r, {"Ana": (3, "4 4 1"), "Ben": (1, "1")})
    gain = one_event(r, "sponsor", "Ana")
    assert gain.fields["card"] is None and "none is left" in gain.text
    assert sponsors_in_hand(r, "Ana") == []


def test_legends_never_gain_sponsorship_cards():
    """Booklet, Legends ignore the build step and cards; BGA: Legends never gain sponsors."""
    r = race([legend("Blue Legend", "blue", 5), car("Ana", 1, spot=2)], legends_deck=[10], event=2)
    play_turns(r, {"Ana": (1, "1")})
    assert r.car("Blue Legend").space > 12
    assert events(r, "sponsor") == []


def test_sponsorship_gains_replay_from_the_log():
    """DESIGN, Event-sourced: the sponsor deck is part of the race's config, so a race replays."""
    r = race([car("Ana", 5, gear=3, hand=["4", "4", "1", "2", "2", "3", "3"]), car("Ben", 1, spot=2)])
    play_turns(r, {"Ana": (3, "4 4 1"), "Ben": (1, "1")})
    again = hw.Race.from_json(r.to_json())
    assert again.timeline[-1].state == r.timeline[-1].state
    assert [e for e in again.events if e.kind == "sponsor"] == events(r, "sponsor")


# ---- in a season ---------------------------------------------------------------------------

def test_season_with_sponsors_draws_them_into_the_starting_hands():
    """Booklet, Before Each Race, Sponsorship: all players draw the number of Sponsorship cards shown
    on the Event card (1961 race 1: 2), part of their 7-card starting hand."""
    s = hw.Championship.new(season=1961, players=["Ana", "Ben"], upgrades=None, weather=False, sponsors=True, seed=2)
    for name in ("Ana", "Ben"):
        hand = s.car(name).hand
        assert len(hand) == 7 and sum(1 for c in hand if c.startswith("s8")) >= 2


def no_sponsor_plays(view, decision):
    """A bot that never plays a Sponsorship card (they cannot be played yet)."""
    legal = view.legal_actions
    plain = [a for a in legal if not any(str(c).startswith("s8") for c in (getattr(a, "cards", None) or ()))]
    if decision.kind == "gear":
        return legal[0]  # the lowest gear: few cards to play, so there is always one without a sponsor
    if decision.kind == "react":  # cool down all it can, so Heat does not clutter the hand
        cool = [a for a in legal if a.kind == "cooldown"]
        return max(cool, key=lambda a: a.n) if cool else "done"
    return (plain or legal)[-1]  # discard: everything it may (Sponsorship cards too)


def test_season_sponsor_circulation_draws_carries_and_conserves_the_35_cards(monkeypatch):
    """Booklet, Before Each Race (Sponsorship: the event's number of cards into the starting hand),
    After Each Race (unused cards carried over, used ones shuffled back), Completing a season (unused
    cards are worthless: GOAT's next season starts without them): no Sponsorship card is ever
    duplicated or lost. The cards cannot be played yet (Garage module), so the drivers here never
    play one; the season goes on until a hand holds nothing else (at least two races)."""
    monkeypatch.setattr(plan_mod, "_sponsors_unplayable", lambda: None)
    s = hw.Championship.new(season="goat", players=["Ana", "Ben"], legends=1, seed=0, upgrades=None,
                            weather=False, sponsors=True)
    everything = Counter({f"s8{k}": 7 for k in range(5)})
    stuck = False
    carried_checked = 0
    while not s.finished and not stuck:
        race, p = s.current_race, s.current_plan
        opts = race.config["module_options"]["championship"]
        assert opts["press_corners"] == list(p.press_after_space)
        owned = Counter()
        for name in ("Ana", "Ben"):
            c = race.car(name)
            assert opts["sponsor_hand"][name] == [x for x in c.hand if x.startswith("s8")][:p.event.sponsors]
            assert len(opts["sponsor_hand"][name]) == p.event.sponsors
            if p.number == 1:
                assert not opts["carry"].get(name)  # a new season: last season's cards are worthless
            owned += Counter(x for x in c.hand + c.deck if x.startswith("s8"))
        assert owned + Counter(opts["sponsor_deck"]) == everything
        while s.current_race is race and not s.finished:
            d = s.pending[0]
            action = no_sponsor_plays(s.view(d.car), d)
            if d.kind == "play" and any(x.startswith("s8") for x in action.cards):
                stuck = True
                break
            s.act(d.car, action)
        gained = [e for e in race.events if e.kind == "sponsor" and e.fields["card"]]
        if race.finished and not s.finished and s.current_plan.number != 1:
            nxt = s.current_race.config["module_options"]["championship"]
            for name in ("Ana", "Ben"):
                start = Counter(opts["sponsor_hand"][name]) + Counter(opts["carry"].get(name, ()))
                won = Counter(e.fields["card"] for e in gained if e.car == name)
                assert Counter(nxt["carry"].get(name, ())) == start + won
            carried_checked += 1
    assert len(s.results) >= 2 and carried_checked >= 1
    assert sum(1 for r in s.races for e in r.events if e.kind == "sponsor") >= 2


def test_sponsor_gains_table_lists_each_card_and_how_it_was_won():
    """Issue 13, Tables: sponsorship gains by source."""
    r = race([car("Ana", 5, gear=3, hand=["4", "4", "1", "2", "2", "3", "3"]), car("Ben", 1, spot=2)])
    play_turns(r, {"Ana": (3, "4 4 1"), "Ben": (1, "1")})
    t = hw.analysis.sponsor_gains(r)
    assert t.to_dicts() == [{"race": 1, "track": "usa", "round": 1, "car": "Ana", "how": "speed", "corner": 1,
                             "card": "s83"}]
    assert hw.analysis.sponsor_gains(hw.Race.new(seed=1)).height == 0


def test_a_gained_sponsorship_card_is_seen_only_by_its_player():
    """DESIGN, Hidden information: the card goes face down into its player's hand; the other seats
    see that a card was gained, not which."""
    r = race([car("Ana", 5, gear=3, hand=["4", "4", "1", "2", "2", "3", "3"]), car("Ben", 1, spot=2)])
    play_turns(r, {"Ana": (3, "4 4 1"), "Ben": (1, "1")})
    gain = one_event(r, "sponsor", "Ana")
    assert gain.seen_by("Ana") is gain
    seen = gain.seen_by("Ben")
    assert seen.fields["card"] is None and "s83" not in seen.text and "gains a Sponsorship card" in seen.text


def test_a_played_sponsorship_card_leaves_the_game_at_the_end_of_the_turn():
    """Booklet, Sponsorship Cards: one-time use only, removed from the game at the end of the turn
    where they are played (Lord&Co. T.B., Speed 6)."""
    r = race([car("Ana", 20, gear=2, hand=["s83", "4", "1", "2", "2", "3", "3"]), car("Ben", 1, spot=2)],
             press=(), deck=("s81",))
    play_turns(r, {"Ana": (2, "s83 4"), "Ben": (1, "1")})
    ana = r.car("Ana")
    assert one_event(r, "move", "Ana").fields["speed"] == 10
    assert "s83" not in ana.hand + ana.deck + ana.discard + ana.play
    assert one_event(r, "sponsor_used", "Ana").fields == {"cards": ["s83"]}
    module = next(m for m in r._modules if m.name == "championship")
    assert module.played() == Counter({"s83": 1})


def test_an_empty_sponsor_deck_is_rebuilt_from_the_cards_played_this_race():
    """Booklet, Sponsorship Cards: if the deck is empty, shuffle the cards that were played since the
    start of the race to form a new Sponsorship deck."""
    r = race([car("Ana", 20, gear=2, hand=["s83", "4", "1", "2", "2", "3", "3"], deck=["4", "4", "3", "1"]),
              car("Ben", 1, spot=2)], press=(33,), deck=())
    play_turns(r, {"Ana": (2, "s83 4"), "Ben": (1, "1")})  # 20 -> 30; s83 leaves the game
    play_turns(r, {"Ana": (2, "4 4"), "Ben": (1, "1")})  # 30 -> 38 across the press corner at 8 > 3 + 2
    assert one_event(r, "sponsor_reshuffle").fields == {"cards": 1}
    assert one_event(r, "sponsor", "Ana").fields == {"card": "s83", "how": "speed", "corner": 2}
    assert "s83" in r.car("Ana").hand


def test_sponsorship_card_symbols_play_in_a_championship_race_whatever_was_imported_before():
    """Sponsorship cards carry Garage symbols (s81: Cooldown 2): a race with the championship module
    alone plays them in a fresh process too. Their handlers used to be registered only once
    something imported the Garage module, so the same race (or its file) played in one process and
    failed with UnsupportedRule halfway through a decision in another."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    probe = ("import heat_widget as hw\n"
             "r = hw.Race.new(players=['Ana'], modules=['championship'], sponsor_deck=[],"
             " sponsor_hand={'Ana': ['s81']}, seed=1)\n"
             "r.act('Ana', 'gear 2')\n"
             "r.act('Ana', 'play 5 s81')\n"
             "print(r.car('Ana').cooldown_left, r.log[-1])\n")
    root = str(Path(__file__).resolve().parents[1])
    done = subprocess.run([sys.executable, "-c", probe], cwd=root, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "PYTHONPATH": root})
    assert done.returncode == 0, done.stderr
    # Cooldown: 1 for 2nd gear, 1 for Adrenaline (a lone car is last), 2 from the card
    assert done.stdout.split() == ["4", "('Ana',", "'play", "5", "s81')"]


# ---- the Garage's symbols on Sponsorship cards, in a race without the Garage module ---------------

def _cross_corner_2_with_s84(modules, readings=None):
    """Ana plays s84 (Adjust Speed Limit +1) and 4 in 2nd gear from space 28: Speed 7 over USA's
    corner 2 (limit 3, after space 33). Returns her corner event, after a save and load under
    `readings` when given."""
    import json

    r = hw.Race.scenario(track="usa", seed=1, modules=list(modules), cars=[
        car("Ana", 28, gear=2, hand=["s84", "2", "2", "3", "3", "4", "1"]), car("Ben", 2)])
    plan(r, "Ana", 2, "s84 4")
    plan(r, "Ben", 1, "1")
    while r.pending and r.pending[0].car == "Ana" and r.pending[0].kind != "discard":
        r.act("Ana", "done" if r.pending[0].kind == "react" else "pass")
    if readings is not None:
        doc = json.loads(r.to_json())
        doc["config"]["readings"] = readings
        r = hw.Race.from_json(json.dumps(doc))
    return one_event(r, "corner", "Ana").fields


def test_sponsorship_adjust_speed_limit_acts_in_a_championship_race_without_the_garage():
    """Championship System, Sponsorship Cards: "special upgrades", so s84's Adjust Speed Limit
    ("If you cross a corner this turn, your Speed Limit is modified by #", Garage Module) raises the
    limit whether or not the race plays the Garage module: the same corner with and without it."""
    alone = _cross_corner_2_with_s84(["championship"])
    with_garage = _cross_corner_2_with_s84(["championship", "garage"])
    assert alone == with_garage == {"corner": 2, "speed": 7, "limit": 4, "heat": 3}


def test_a_file_of_readings_2_replays_sponsorship_symbols_as_they_were_played():
    """Rule readings: a race saved before readings 3 (where s84 changed nothing without the Garage
    module) replays as it was played; saved again, it keeps its readings."""
    assert _cross_corner_2_with_s84(["championship"], readings=2)["limit"] == 3
    assert _cross_corner_2_with_s84(["championship"], readings=3)["limit"] == 4

