"""A car's view (DESIGN, Hidden information is a projection): every car's public state, its own
hand, the decision and its legal actions; `cars` is made on first read and must match the snapshot
whenever it is read."""
import random

import pytest

import heat_widget as hw
from heat_widget.engine.view import Observer


def expected_cars(snap, viewer: str) -> tuple:
    """Every car as `viewer` may see it, worked out from scratch from the snapshot."""
    out = []
    n = snap.spaces
    choosing = any(kind == "gear" for _, kind in snap.pending)
    for place, index in enumerate(snap.order, 1):
        c = snap.cars[index]
        mine = c.name == viewer
        # cards face down whose number would tell a gear not public yet (or, in Tournament mode, before Reveal)
        secret = not mine and c.planned is not None and (choosing or c.planned_gear is None)
        gear, engine, discard = c.gear, c.engine, len(c.discard)
        if mine and choosing and c.planned_gear not in (None, c.gear):  # its own choice, not shifted yet
            gear, engine, discard = c.planned_gear, engine - (abs(c.planned_gear - c.gear) == 2), \
                discard + (abs(c.planned_gear - c.gear) == 2)
        out.append(hw.CarView(
            c.name, c.colour, c.legend, c.space, c.spot, c.lap, c.lap * n + c.space, c.on_board, gear, engine,
            c.hand if mine else None, None if secret else len(c.hand), len(c.deck), discard,
            ("H" if discard > len(c.discard) else c.discard[-1]) if discard else None,
            c.play if mine else c.play or None, c.speed, place, c.finished, c.start_distance))
    return tuple(out)


def test_views_match_the_snapshot_at_every_decision_even_when_read_later():
    race = hw.Race.new(track="france", players=["Ana", "Ben", "Cy", "Di", "Ed"], legends=2, seed=11)
    rng = random.Random(11)
    kept = []  # (view, snapshot, viewer): `cars` read only after the race has moved on
    while not race.finished:
        d = rng.choice(race.pending)  # any car that may decide: some play before others choose gears
        view = race.view(d.car)
        snap = race.timeline[-1].state
        if rng.random() < 0.5:
            assert view.cars == expected_cars(snap, d.car)
        else:
            kept.append((view, snap, d.car))
        assert view.me == expected_cars(snap, d.car)[view.me.place - 1]
        assert view.car_count == len(snap.cars) == 7
        assert view.decision == d and list(view.legal_actions) == race.legal_actions(d.car)
        race.act(d.car, rng.choice(view.legal_actions))
    assert len(kept) > 100
    for view, snap, viewer in kept:
        assert view.cars == expected_cars(snap, viewer)
        assert view.cars[view.me.place - 1] is view.me


def test_a_view_tells_the_legends_cards_not_flipped_since_the_last_shuffle():
    """Advanced booklet, Legends Module: each round the first Legend to move reveals the card from the
    top of the Legends deck, and "when the Legends deck is empty, shuffle all cards into a new Legends
    deck". The flipped cards are public, so a seat's View tells the cards left (legends_left, sorted,
    the order secret): after k flips since the shuffle the 10 - k others; () before the first flip
    and once all ten are out (the next flip shuffles them all anew), then nine again, the cards
    flipped before the shuffle among them. The live view and the view of a snapshot agree."""
    race = hw.Race.new(track="usa", players=["Ana"], legends=2, seed=4, laps=3)
    rng = random.Random(4)
    since: list[int] | None = None  # the cards flipped since the last shuffle (None: no shuffle yet)
    shuffles = 0
    seen = set()  # (shuffles, cards flipped since) at the views checked
    read = 1
    while not race.finished:
        for step in race.timeline[read:]:
            for e in step.events:
                if e.kind == "legends_shuffle":
                    since, shuffles = [], shuffles + 1
                elif e.kind == "legends_card":
                    since.append(e.fields["card"])
        read = len(race.timeline)
        d = race.pending[0]
        view = race.view(d.car)
        expected = () if since is None else tuple(n for n in range(1, 11) if n not in since)
        assert view.legends_left == expected, since
        assert Observer(d.car).view(race.timeline[-1].state, race.track, race.laps).legends_left == expected
        seen.add((shuffles, len(since or ())))
        race.act(d.car, rng.choice(view.legal_actions))
    assert {(0, 0), (1, 1), (1, 9), (1, 10), (2, 1)} <= seen  # before any flip, 1 and 9 and all 10 flipped, reshuffled


def test_a_view_of_a_race_without_legends_has_no_legends_cards_left():
    """Legends Module: without Legends no Legends deck is used."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=2)
    assert race.view("Ana").legends_left == ()


def test_a_view_is_a_copy_changing_it_changes_nothing_in_the_race():
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=2)
    before = race.to_json()
    view = race.view("Ana")
    view.legal_actions = ()
    view.me = None
    assert race.to_json() == before
    assert race.view("Ana").legal_actions and race.view("Ana").me.name == "Ana"
    assert "Ana" in repr(race.view("Ana"))


def test_a_batch_race_gives_the_same_views_as_a_recorded_one():
    """DESIGN, Hidden information is a projection; issue 15: a batch race (record=False) shares its
    public CarViews between decisions (engine/view.py). Every view it hands out equals the view a
    recording race gives for the same decisions, and matches the snapshot worked out from scratch."""
    for tournament in (False, True):
        batch = hw.Race.new(track="italy", players=["Ana", "Ben", "Cy", "Di"], legends=2, seed=5, record=False,
                            tournament=tournament)
        recorded = hw.Race.new(track="italy", players=["Ana", "Ben", "Cy", "Di"], legends=2, seed=5,
                               tournament=tournament)
        rng = random.Random(5)
        checked = 0
        while not recorded.finished:
            d = rng.choice(recorded.pending)
            for viewer in rng.sample(["Ana", "Ben", "Cy", "Di"], 2) + [d.car]:
                seen = batch.view(viewer)
                assert seen == recorded.view(viewer), (len(recorded.log), viewer)
                assert seen.cars == expected_cars(recorded.timeline[-1].state, viewer)
                checked += 1
            action = rng.choice(recorded.legal_actions(d.car))
            recorded.act(d.car, action)
            batch.act(d.car, str(action))
        assert batch.finished and not batch.recording and checked > 300


def _snapshot_from_scratch(race):
    """The race now, every car frozen anew (no dirty-car bookkeeping): what View.of reads."""
    from heat_widget.engine.state import Snapshot
    race._ranking()
    return Snapshot(race._round, race._phase, race._active, race._pending(), tuple(c.freeze() for c in race._cars),
                    race._places_order, None, tuple(reversed(race._legends_deck)), 0, race._spaces,
                    race._track.race_line_lane, pro_legends=race.options.pro_legends)


def test_a_view_made_from_the_live_race_equals_the_view_of_a_snapshot_of_that_moment():
    """DESIGN, Hidden information is a projection; issue 15: `race.view` builds a view from the live
    cars (live.py live_view), redoing only the public CarViews of cars changed since the last view or
    snapshot. For every seat at every decision, with and without snapshots asked for in between
    and with modules, it equals `View.of` on a snapshot of that moment made from scratch (Pro Legends
    too: the option every player knows, View.pro_legends)."""
    names = ["Ana", "Ben", "Cy", "Di"]
    for modules, record, pro in (((), False, 0), ((), True, 2), (("garage", "weather"), False, 0)):
        race = hw.Race.new(track="italy", players=names, legends=2, seed=8, modules=modules, record=record,
                           pro_legends=pro)
        rng = random.Random(8)
        checked = 0
        while not race.finished:
            d = rng.choice(race.pending)
            for viewer in rng.sample(names, rng.randint(0, 4)) + [d.car]:
                if rng.random() < 0.3:  # a snapshot between views (batch: `cars` makes one)
                    assert race.cars == tuple(c.freeze() for c in race._cars)
                first = rng.random() < 0.5
                if first:  # a view without the table first (play_bots, reads_cars = False), or after
                    lean = race.view(viewer, False)
                live = race.view(viewer)
                expected = hw.View.of(_snapshot_from_scratch(race), race._caches.by_name[viewer].index, race.track,
                                      race.laps, live.decision, live.legal_actions)
                expected.conditions = race.conditions
                assert live == expected, (modules, len(race.log), viewer)
                if not first:
                    lean = race.view(viewer, False)
                assert all(getattr(lean, f) == getattr(expected, f) for f in hw.View.FIELDS if f != "cars")
                assert lean._limits == live._limits and lean.decision == live.decision
                checked += 1
            race.act(d.car, rng.choice(race.legal_actions(d.car)))
        assert checked > 500


def test_a_view_made_without_the_other_cars_is_the_same_view_whose_cars_refuse():
    """DESIGN, Hidden information is a projection; issue 15: play_bots asks for views without the
    public table for strategies that say they never read `view.cars` (reads_cars = False). Such a
    view has every other field of `race.view`, and `cars` (so also ==) raises ViewError saying why."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=3, record=False)
    lean, full = race.view("Ana", False), race.view("Ana")
    assert lean.me == full.me and lean.car_count == full.car_count == 3 and lean.legal_actions == full.legal_actions
    with pytest.raises(hw.ViewError, match="reads_cars"):
        lean.cars  # noqa: B018 - reading it is the test
    assert len(full.cars) == 3


def test_pro_legends_is_in_every_seats_view_live_and_replayed():
    """Advanced booklet, Legends Module (Pro Legends): the Legends' extra top Speed is chosen before the
    race, so every player knows it: the live view and the view of any recorded moment (a replay, the
    review) carry it (View.pro_legends), 0 without it."""
    for pro in (0, 3):
        race = hw.Race.new(track="netherlands", players=["Ana"], legends=2, seed=4, pro_legends=pro)
        race.act("Ana", race.legal_actions("Ana")[0])
        snap = race.timeline[-1].state
        assert snap.pro_legends == pro
        assert race.view("Ana").pro_legends == pro
        assert hw.View.of(snap, 0, race.track, race.laps, None, ()).pro_legends == pro
