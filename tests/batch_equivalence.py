"""The rule "a batch race is the same race as its recording" (issue 15, Done means), checked on any
mix of everything a race can have: imported by tests/test_batch_equivalence.py (hypothesis, a few
examples) and tests/soak/batch_equivalence.py (thousands of races).

`race_kwargs(rng)` draws the keywords of `Race.new`: any playable track of heat_widget/data/tracks, 1-6
players, 0-6 Legends (Pro Legends), Tournament mode, hand size, Heat, Stress, laps, a given grid,
decks without the Starting Upgrades, and any subset of the registered modules with their options
(Championship: an Event card with its race options, press corners, a sponsor deck, Sponsorship
cards in hand and carried; Garage: pool, draft or quick start, or cars arriving built; Weather:
drawn or given tokens). `drivers(rng, names)` gives each player car random legal play or one of the
shipped bots. `check_same_race(kw, drivers, seed, stop)` plays a recorded race and a batch race
(`record=False`) side by side with the same decisions and checks that they agree everywhere.
"""
from __future__ import annotations

import random

import heat_widget as hw
from heat_widget.analysis.batch import summarise_race
from heat_widget.analysis.tally import Tally
from heat_widget.bots import STRATEGIES
from heat_widget.bots.runner import _takes_rng
from heat_widget.engine.championship.data import championship_data
from heat_widget.engine.modules import REGISTRY
from heat_widget.engine.modules.garage import POOLS, upgrade_pool
from heat_widget.engine.modules.weather import token_corners, weather_data, weather_names
from heat_widget.engine.legends import legend_colours
from heat_widget.engine.track import tracks

NAMES = ["Ana", "Ben", "Cy", "Di", "Ed", "Flo"]
DRIVERS = ("legal", "legal") + tuple(sorted(STRATEGIES))  # random legal play, and every shipped bot
MAX_DECISIONS = 4000  # a safety net: no race of these options needs as many


def playable_tracks() -> tuple:
    """Every track of heat_widget/data/tracks whose rules the engine plays (since issue 25 the
    expansion boards too: their chicanes, floods and tunnels are the hazards module's)."""
    return tuple(t for t in tracks() if not hw.load_track(t).unsupported_rules())


def race_kwargs(rng: random.Random) -> dict:
    """Keywords of `Race.new` for a random race drawing every option and module a race can have."""
    track = rng.choice(playable_tracks())
    t = hw.load_track(track)
    players = rng.randint(1, 6)
    legends = rng.choice([0, 0, rng.randint(0, min(len(legend_colours()), len(t.starting_grid) - players))])
    kw: dict = {"track": track, "players": NAMES[:players], "legends": legends, "seed": rng.randrange(2**31),
                "laps": rng.choice([1, 1, 1, None])}
    if legends and rng.random() < 0.3:
        kw["pro_legends"] = rng.randint(1, 3)
    if rng.random() < 0.3:
        kw["tournament"] = True
    if rng.random() < 0.2:
        kw["hand_size"] = rng.randint(4, 10)
    if rng.random() < 0.2:
        kw["heat"] = rng.randint(0, 8)
    if rng.random() < 0.2:  # the box's 37 Stress cards among all the cars, one more each from a Weather card
        kw["stress"] = rng.randint(0, min(6, 37 // players - 1))
    if rng.random() < 0.2:
        grid = NAMES[:players] + [f"{c.capitalize()} Legend" for c in legend_colours()[:legends]]
        rng.shuffle(grid)
        kw["grid"] = grid
    if rng.random() < 0.15:
        kw["starting_upgrades"] = False
    modules = sorted(m for m in REGISTRY if rng.random() < 0.5)
    kw["modules"] = modules
    if "championship" in modules:
        _championship(rng, kw, t)
    if "garage" in modules:
        kw["upgrades"] = rng.choice(POOLS)
        if rng.random() < 0.3:
            kw["draft"] = False
        elif rng.random() < 0.2:  # cars arrive built (a Championship race): no draft
            kw["owned"] = {n: rng.sample(_garage_upgrades(), rng.randint(0, 3)) for n in NAMES[:players]}
    if "weather" in modules and rng.random() < 0.5:
        kw["weather"] = rng.choice(weather_names())
        bag = [token.id for token in weather_data().road.values() for _ in range(token.copies)]
        rng.shuffle(bag)  # some or all of the corners that take a token, from the box
        kw["road"] = {i + 1: bag.pop() for i in token_corners(t) if rng.random() < 0.7}
    return kw


def _garage_upgrades() -> list:
    """Upgrade cards a built car may arrive with: those of the Garage's pools (no expansion symbols)."""
    return sorted(set(upgrade_pool("mixed")) - {"H"})


def _championship(rng: random.Random, kw: dict, track) -> None:
    """A Championship race: an Event card (or none) with its race options, press corners (the
    event's or any corner lines), a sponsor deck and Sponsorship cards in hand or carried."""
    data = championship_data()
    # every Event card (the expansions' 11-18 too), but for the pairing no season makes: España with
    # Drivers' strike, 0 laps (expansions spec 7.4)
    events = [e for e in data.events.values() if track.laps + e.laps >= 1]
    if rng.random() < 0.85:
        event = rng.choice(events)
        kw["event"] = event.id
        kw.update({k: v for k, v in event.race_options(track).items()
                   if not (k == "laps" and kw.get("laps") == 1 and rng.random() < 0.7)})  # keep most races short
        kw["press_corners"] = list(event.press_after_space(track))
    if rng.random() < 0.4:
        kw["press_corners"] = sorted({c.after_space for c in track.corners if rng.random() < 0.6})
    if rng.random() < 0.8:
        sponsors = [s for s, n in data.sponsor_deck.items() for _ in range(n)]
        rng.shuffle(sponsors)
        cut = rng.randint(0, len(sponsors))
        kw["sponsor_deck"], left = sponsors[:cut], sponsors[cut:]  # hands and carried cards: the box's others
        players = kw["players"]
        if rng.random() < 0.6:
            kw["sponsor_hand"] = {n: [left.pop() for _ in range(min(rng.randint(0, 3), len(left)))]
                                  for n in players if rng.random() < 0.7}
        if rng.random() < 0.4:
            kw["carry"] = {n: [left.pop() for _ in range(min(rng.randint(0, 3), len(left)))]
                           for n in players if rng.random() < 0.7}


def drivers(rng: random.Random, players: list) -> dict:
    """Each player car's driver: "legal" (a random legal action) or a shipped bot's name."""
    return {name: rng.choice(DRIVERS) for name in players}


def _choose(race, decision, driver: str, view, seed: int):
    """The action of this car's driver from `view` (a bot reads the view; random play, the legal actions)."""
    rng = random.Random(f"{seed}:{decision.car}:{len(race.log)}")
    if driver == "legal":
        return rng.choice(view.legal_actions)
    bot = STRATEGIES[driver]
    return bot(view, decision, rng) if _takes_rng(bot) else bot(view, decision)


def same_view(a, b, where) -> None:
    """Two views agree: every public field and what the bots ask of them."""
    assert a == b, where
    assert a.cars == b.cars, where
    assert a.corners_ahead(4) == b.corners_ahead(4), where  # the Speed Limits modules change
    assert a.spaces_to_finish() == b.spaces_to_finish(), where


def play_side_by_side(recorded, batch, drivers_: dict, seed: int, stop: int | None = None) -> int:
    """Play both races with the same decisions: at every decision, the pending decisions, legal
    actions and every seat's view agree, and each driver answers the same from either race's view.
    Stops after `stop` decisions (None: at the finish). Returns the number of decisions."""
    rng = random.Random(seed)
    names = [c.name for c in recorded.cars if not c.legend]
    n = 0
    while not recorded.finished and (stop is None or n < stop):
        assert n < MAX_DECISIONS, "the race did not end"
        pending = recorded.pending
        assert batch.pending == pending and batch.phase == recorded.phase, n
        d = pending[0] if recorded.phase == "turn" else rng.choice(pending)
        legal = recorded.legal_actions(d.car)
        assert batch.legal_actions(d.car) == legal, n
        view_r, view_b = recorded.view(d.car), batch.view(d.car)
        same_view(view_b, view_r, (n, d.car))
        other = rng.choice(names)  # a seat that may not be deciding: its view agrees too
        same_view(batch.view(other), recorded.view(other), (n, other))
        driver = drivers_.get(d.car, "legal")
        action = _choose(batch, d, driver, view_b, seed)
        assert str(_choose(recorded, d, driver, view_r, seed)) == str(action), (n, d.car, driver)
        if rng.random() < 0.05:  # the teaching tools read the race too: the preview and the coach
            assert _outcome(batch.preview, d.car, action) == _outcome(recorded.preview, d.car, action), n
            coach = getattr(STRATEGIES.get(driver), "advise", None)
            if coach is not None:
                assert coach(view_b, d) == coach(view_r, d), n
        recorded.act(d.car, action)
        batch.act(d.car, str(action))
        n += 1
    return n


def _outcome(function, *args):
    """What a call returns, or the error it raises (the same refusal counts as agreeing)."""
    try:
        return function(*args)
    except hw.HeatError as e:
        return type(e).__name__, str(e)


def _events(race) -> list:
    return [(e.round, e.kind, e.car, e.fields, e.private, e.text) for e in race.events]


def check_same_race(kw: dict, drivers_: dict, seed: int, stop: int | None = None, fork_at: float = 0.5,
                    widget: bool = True) -> int:
    """A recorded race and a batch race of the same config, seed and decisions (`kw`: of Race.new, or
    of Race.scenario when it holds `cars`) are the same race:
    the same log, results, JSON and (rebuilt by replay) timeline, events and tables; forks of each
    are the same race; `on_event` hears the same events, and simulate's table of the batch race
    (counted as it runs) is that of the recorded race (counted from its events); the widget shows
    the same frames. Returns the number of decisions."""
    make = hw.Race.scenario if "cars" in kw else hw.Race.new  # a scenario's keywords hold its cars
    recorded = make(**kw)
    batch = make(**kw, record=False)
    tally = Tally(batch)  # simulate's statistics of a batch race, heard as it runs
    heard: dict = {True: [], False: []}
    for race, key in ((recorded, True), (batch, False)):
        def hear(kind, car, fields, key=key):
            heard[key].append((kind, car, dict(fields)))
            if not key:
                tally(kind, car, fields)
        race.on_event(hear)
    n = play_side_by_side(recorded, batch, drivers_, seed, stop)
    assert heard[False] == heard[True]
    assert not batch.recording
    assert batch.log == recorded.log
    assert (batch.finished, batch.round, batch.phase, batch.standings, batch.cars) == (
        recorded.finished, recorded.round, recorded.phase, recorded.standings, recorded.cars)
    if recorded.finished and "cars" not in kw:  # simulate's table: from the batch race's tally, from
        labels = {c.name: drivers_.get(c.name, "legend") for c in recorded.cars}  # the recorded events
        assert summarise_race(batch, labels, 0, tally) == summarise_race(recorded, labels)
    assert batch.config == recorded.config
    text = recorded.to_json()
    assert batch.to_json() == text
    step = int(len(recorded.log) * fork_at)
    for record in (True, False):  # a fork needs only the log: the batch race does not rebuild
        a, b = recorded.fork(step, record=record), batch.fork(step, record=record)
        assert b.to_json() == a.to_json() and b.log == a.log and b.cars == a.cars
    assert not batch.recording, "results, JSON and forks need no replay"
    loaded = hw.Race.from_json(text, record=False)
    assert loaded.to_json() == text and loaded.cars == recorded.cars
    # the derived data, rebuilt by replay
    assert _events(batch) == _events(recorded)
    assert batch.recording
    assert batch.timeline == recorded.timeline
    assert [[e.text for e in s.events] for s in batch.timeline] == [[e.text for e in s.events]
                                                                   for s in recorded.timeline]
    assert [[e.text for e in s.events] for s in loaded.timeline] == [[e.text for e in s.events]
                                                                    for s in recorded.timeline]
    for name in ("cars", "events", "rounds"):
        assert batch.table(name).equals(recorded.table(name)), name
    assert batch.to_json() == text
    a, b = recorded.fork(step), batch.fork(step)
    assert b.timeline == a.timeline
    if widget:
        assert hw.RaceWidget(batch).frames == hw.RaceWidget(recorded).frames
    if not recorded.finished:  # stopped midway: the rebuilt race records on, the loaded one plays on
        n += play_side_by_side(recorded, batch, drivers_, seed + 1, 30)
        for name, action in recorded.log[len(loaded.log):]:
            loaded.act(name, action)
        assert batch.timeline == recorded.timeline and _events(batch) == _events(recorded)
        assert loaded.to_json() == batch.to_json() == recorded.to_json()
    return n


def one_case(i: int, seed: int) -> tuple:
    """The i-th race of a soak run: (keywords, drivers, play seed, stop after or None)."""
    rng = random.Random(f"batch equivalence:{seed}:{i}")
    kw = race_kwargs(rng)
    return kw, drivers(rng, kw["players"]), rng.randrange(2**31), rng.choice([None, None, None, 7, 60])
