"""A race is its facts (issue 23 item 2, DESIGN: facts, record, caches): every attribute of a race is
one of the three, declared once in engine/race_state.py, and `race.copy()` (engine/copying.py) takes
over every fact, none of the record, and shares nothing mutable with the race it was taken from.
Issue 35 item 1: the facts alone make the race: a race given them, with a new record and new caches,
plays the same race to the end, with every module mix and the expansions' boards."""
from __future__ import annotations

import copy as _copy
import random
import re
from pathlib import Path

import pytest

import heat_widget as hw
import heat_widget.engine

from heat_widget.engine.caches import Caches
from heat_widget.engine.copying import COPIED, _copy_module
from heat_widget.engine.race import Race
from heat_widget.engine.history import Record
from heat_widget.engine.race_state import CACHE_FIELDS, FACT_FIELDS, RACE_FIELDS, RECORD_FIELDS
from test_race_copy import MODES, midway


def test_every_attribute_of_a_race_is_a_fact_a_record_or_a_cache_once():
    groups = (FACT_FIELDS, RECORD_FIELDS, CACHE_FIELDS)
    named = [name for group in groups for name in group]
    assert len(named) == len(set(named)), "a field in two groups"
    assert set(named) == set(RACE_FIELDS) == set(Race.__slots__)


def _fact(race, name: str):
    """A fact as it can be compared between a race and its copy."""
    value = getattr(race, name)
    if name == "_cars":
        return [c.freeze() for c in value]
    if name == "_modules":
        return [(type(m).__name__, repr({k: v for k, v in vars(m).items() if k != "race"})) for m in value]
    if name == "_modifiers":
        return [type(m).__name__ for m in value]
    if name == "_config":
        return {k: v for k, v in value.items() if k != COPIED}
    return value


def _mutable(value) -> bool:
    return isinstance(value, (list, dict, set))


@pytest.mark.parametrize("mode", [*MODES, "championship"])
def test_a_copy_takes_over_every_fact_and_none_of_the_record(mode):
    for seed in range(3):
        race = midway(mode, seed, random.Random(f"fields {mode} {seed}"), 20, 300)
        copy = race.copy()
        for name in FACT_FIELDS:
            assert _fact(copy, name) == _fact(race, name), f"{mode} {seed}: the copy's {name} differs"
            if _mutable(getattr(race, name)):
                assert getattr(copy, name) is not getattr(race, name), f"{name} is shared"
        assert all(a is not b for a, b in zip(copy._cars, race._cars))
        record = copy._record
        assert record is not race._record
        assert record.timeline == [] and record.events == [] and record.log == [] and record.annotations == {}
        assert record.listeners == [] and record.on_event is None
        assert record.language == race._record.language and record.language is not race._record.language
        assert copy._caches is not race._caches
        for name in Caches.__slots__:  # a cache is made again, or an immutable one taken over
            value = getattr(copy._caches, name)
            assert not _mutable(value) or value is not getattr(race._caches, name), f"cache {name} is shared"


def test_a_copy_is_made_of_the_facts_and_nothing_else():
    """Issue 35 item 1: engine/copying.py copies the facts and sets no cache: a new copy's caches are
    those of a race that has done nothing (each made again from the facts when asked for)."""
    import inspect

    from heat_widget.engine import copying
    assert "_caches" not in inspect.getsource(copying.copy_race)
    race = midway("garage_weather", 1, random.Random(1), 20, 100)
    fresh = Caches()
    copy = race.copy()
    assert all(getattr(copy._caches, n) == getattr(fresh, n) for n in Caches.__slots__)


def test_the_caches_are_one_object_and_the_rules_tell_it_what_changed():
    """engine/caches.py is the one place that drops a cache: no other engine file assigns a field
    of the caches but to fill it (`x = caches.f = made`), or clears one by hand."""
    assert CACHE_FIELDS == ("_caches",)
    engine = Path(heat_widget.engine.__file__).parent
    dropping = re.compile(r"_caches\.(\w+)(?: = (?:None|True|False|set\(\)|\{\}|\[\])\s*$|\.(?:clear|add|update|discard)\()")
    found = []
    for f in sorted(engine.rglob("*.py")):
        if f.name == "caches.py":
            continue
        for number, line in enumerate(f.read_text().splitlines(), 1):
            if dropping.search(line):
                found.append(f"{f.relative_to(engine)}:{number}: {line.strip()}")
    assert not found, "caches dropped by hand, not through engine/caches.py:\n" + "\n".join(found)


def _state_of(race) -> dict:
    return {**{f"caches.{name}": repr(getattr(race._caches, name)) for name in Caches.__slots__},
            **{f"record.{name}": repr(getattr(race._record, name)) for name in Record.__slots__}}


@pytest.mark.parametrize("record", [True, False])
def test_a_preview_changes_none_of_the_races_caches_nor_its_record(record):
    race = Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=3, record=record)
    heard = []
    race.on_event(lambda *event: heard.append(event))
    race.act("Ana", "gear 2")
    action = race.legal_actions("Ben")[-1]
    before, told = _state_of(race), len(heard)
    assert race.preview("Ben", action).outcomes
    assert _state_of(race) == before
    assert len(heard) == told, "a preview told the race's callback of what did not happen"


def test_a_batch_races_present_is_made_again_after_a_decision_even_one_asked_for_during_it():
    """A batch race makes its snapshot of the present when asked (caches `now`, made at a log
    length): asked for by an event callback in the middle of a move, it is made again after the
    decision, so the race's cars always agree with a recording twin's."""
    batch = Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=5, record=False)
    twin = Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=5)
    asked = []
    batch.on_event(lambda kind, car, fields: asked.append(batch.cars), kinds=["move", "legend_move"])
    rng = random.Random(5)
    for _ in range(60):
        d = batch.pending[0]
        action = rng.choice(batch.legal_actions(d.car))
        batch.act(d.car, action)
        twin.act(d.car, action)
        assert [(c.name, c.lap, c.space, c.spot) for c in batch.cars] == \
            [(c.name, c.lap, c.space, c.spot) for c in twin.cars]
    assert asked, "the callback never asked in the middle of a move"


def test_the_races_layers_call_only_what_is_below_them_no_stub_declares_a_method():
    """Issue 23, item 2 ("the 24 stubs go"): Race is built in layers (engine/README.md), so no class
    of its MRO declares a method that a class above it defines (a stub raising NotImplementedError,
    as race_state.py held 24 of): every method of the race is defined once, where it runs, and
    RaceState declares attributes only."""
    import inspect

    from heat_widget.engine.race_state import RaceState
    assert not [n for n, v in vars(RaceState).items() if inspect.isfunction(v)]
    for klass in Race.__mro__[:-1]:
        for name, value in vars(klass).items():
            if inspect.isfunction(value):
                source = inspect.getsource(value)
                assert "raise NotImplementedError" not in source, f"{klass.__name__}.{name} is a stub"
    # and every method the race runs is the only definition of that name among its layers
    defined: dict[str, list[str]] = {}
    for klass in Race.__mro__[:-1]:
        for name, value in vars(klass).items():
            if inspect.isfunction(value) and not name.startswith("__"):
                defined.setdefault(name, []).append(klass.__name__)
    twice = {n: k for n, k in defined.items() if len(k) > 1}
    assert not twice, twice


# ---- a race from its facts alone (issue 35 item 1) --------------------------------------------------

EXPANSIONS = {"draft": True, "upgrades": "advanced", "expansions": ["heavy_rain", "tunnel_vision"]}
MIXES = {  # name -> how to make the race: (track, players, legends, modules, options), or a season
    **{name: mix for name, mix in MODES.items()},
    # the expansions' boards (their floods, tunnels and chicanes are the hazards module), with their upgrades
    **{f"{track}_expansions": (track, ("Ana", "Ben", "Cleo"), 1, ("garage",), EXPANSIONS)
       for track in ("japan", "mexico", "netherlands", "spain")},
    "spain_weather": ("spain", ("Ana", "Ben", "Cleo"), 1, ("weather",), {}),
    "championship_1963": 1963,  # a season's race: its event, sponsorship cards and press corners
    "championship_1964": 1964,  # the expansions' events
}


def _new(mix: str, seed: int) -> Race:
    made = MIXES[mix]
    if isinstance(made, int):
        season = hw.Championship.new(season=made, players=["Ana", "Ben", "Cleo"], legends=1, seed=seed)
        rng = random.Random(seed)
        while season.phase != "race":  # the build step, decided at random
            d = season.pending[0]
            season.act(d.car, rng.choice(season.legal_actions(d.car)))
        return season.current_race
    track, players, legends, modules, options = made
    return hw.Race.new(track=track, players=list(players), legends=legends, seed=seed, modules=list(modules),
                       **options)


def from_facts(race: Race, leave_out: str = "") -> Race:
    """A race made of `race`'s facts alone (FACT_FIELDS), each its own copy, with the record and the
    caches of a race that has done nothing: not through `race.copy()`. `leave_out`: a fact left as a
    new race has it (to show the check bites)."""
    new = Race(_config=_copy.deepcopy(race._config), record=False)
    fresh = new._caches
    for name in FACT_FIELDS:
        if name == leave_out:
            continue
        value = getattr(race, name)
        if name == "_modules":  # a module points at its race: each copied onto the new one
            value = [_copy_module(m, new) for m in value]
        elif name == "_cars":
            value = [_copy.copy(c) for c in value]
        elif name == "_config":
            value = _copy.deepcopy(value)
        elif isinstance(value, (list, dict, set)):
            value = type(value)(value)  # its items are immutable (ints, modifiers that keep no state)
        setattr(new, name, value)
    assert new._caches is fresh and all(getattr(fresh, n) == getattr(Caches(), n) for n in Caches.__slots__)
    return new


def _heard(race: Race) -> list:
    told: list = []
    race.on_event(lambda kind, car, fields: told.append((kind, car, repr(sorted(fields.items(), key=str)))))
    return told


def _first_parting(race: Race, twin: Race, seed: int) -> str | None:
    """Play `race` and `twin` to the end with the same random decisions; where they first part
    (pending decisions, legal actions, events, standings, log), or None: the same race."""
    told, told_twin = _heard(race), _heard(twin)
    start = len(race.log)
    rng = random.Random(seed)
    n = 0
    while not race.finished:
        pending = [(d.car, d.kind) for d in race.pending]
        if [(d.car, d.kind) for d in twin.pending] != pending:
            return f"decision {n}: pending {pending} / {[(d.car, d.kind) for d in twin.pending]}"
        car = pending[0][0]
        legal = [str(a) for a in race.legal_actions(car)]  # in the engine's order (a bot may pick by it)
        if [str(a) for a in twin.legal_actions(car)] != legal:
            return f"decision {n}: {car}'s legal actions {legal} / {[str(a) for a in twin.legal_actions(car)]}"
        choice = rng.choice(sorted(legal))
        race.act(car, choice)
        twin.act(car, choice)
        if told_twin != told:
            return f"decision {n} ({car} {choice}): the events differ"
        n += 1
    if not twin.finished or twin.standings != race.standings or twin.log != race.log[start:]:
        return f"the end: {twin.standings} / {race.standings}"
    return None


@pytest.mark.parametrize("mix", list(MIXES))
def test_a_race_made_of_its_facts_alone_plays_the_same_race_to_the_end(mix):
    """Taken at the start (before the Garage's draft, or a season race's first decision) and at a
    random decision, the facts with a new record and new caches (the index by name, the decision
    kinds, the snapshots, the hooks: every cache made again on demand) play the same race: the same
    pending decisions, legal actions and events at every decision, the same log and standings."""
    for seed in (1, 2):
        rng = random.Random(f"facts {mix} {seed}")
        for stop in (0, rng.randrange(5, 250)):
            race = _new(mix, seed)
            for _ in range(stop):
                if race.finished:
                    break
                d = race.pending[0]
                race.act(d.car, rng.choice(sorted(race.legal_actions(d.car), key=str)))
            twin = from_facts(race)
            parting = _first_parting(race, twin, seed)
            assert parting is None, f"{mix} seed {seed} from decision {stop}: {parting}"


def test_a_race_missing_a_fact_parts_from_the_original():
    """The check bites: without `_card_symbols` (whether React lists card symbols: the Garage's
    upgrades) a Garage race's facts make another race."""
    race = _new("garage_weather", 1)
    assert race._card_symbols
    assert _first_parting(race, from_facts(race, leave_out="_card_symbols"), 1) is not None
    assert _first_parting(_new("garage_weather", 1), from_facts(_new("garage_weather", 1)), 1) is None
