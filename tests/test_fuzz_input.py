"""Fuzzing the two doors of the engine (issue 10, Done means: a fuzz test): random action objects
and texts thrown at `race.act` and random mutations of saved races thrown at `Race.from_json`.
Only the project's own errors come out; a refused action leaves the race exactly as it was; a file
either loads as exactly the race it describes or is a RaceFileError; a huge input is refused by its
length before anything parses it (checked on the code path: the parser is made to fail if called).

HEAT_FUZZ_EXAMPLES=5000 runs a long fuzz (the default keeps the suite quick)."""
import json
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import heat_widget as hw
from heat_widget.engine import actions as actions_module
from heat_widget.engine import serialize

from engine_helpers import car, frozen, legend

EXAMPLES = int(os.environ.get("HEAT_FUZZ_EXAMPLES", 60))
FUZZ = settings(max_examples=EXAMPLES, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])


def _advance(race, steps, seed):
    rng = random.Random(seed)
    for _ in range(steps):
        if race.finished:
            break
        d = race.pending[0]
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
    return race


def _races():
    """Races at every kind of decision: planning, turns, Tournament mode, Legends, a scenario."""
    out = [hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=5),
           _advance(hw.Race.new(track="france", players=["Ana", "Ben", "Cy"], legends=2, seed=6), 37, 1),
           _advance(hw.Race.new(track="italy", players=["Ana", "Ben"], tournament=True, seed=7), 23, 2),
           _advance(hw.Race.scenario(track="usa", cars=[car("Ana", 20, gear=2), car("Ben", 19, spot=2),
                                                         legend("Black Legend", "black", 10)], seed=3), 3, 3)]
    # a decision of every kind, and a finished race
    kinds = {}
    race = hw.Race.new(track="great_britain", players=["Ana", "Ben", "Cy"], legends=1, seed=9)
    rng = random.Random(9)
    while not race.finished:
        d = race.pending[0]
        kinds.setdefault(d.kind, len(race.log))
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
    for kind, at in sorted(kinds.items()):
        out.append(race.replay(at))
    out.append(race)
    return out


RACES = _races()

WORDS = ["gear", "play", "cooldown", "boost", "adrenaline", "done", "slipstream", "pass", "discard", "GEAR", "Play"]
TOKENS = ["0", "1", "2", "3", "4", "5", "H", "S", "h", "s", "9", "-1", "²", "٣", "３", "1e3", "0x2", "...", "\x00",
          "🏎", "u7", "s80", "9" * 50]


@st.composite
def action_texts(draw):
    """Texts that look like actions (a word and tokens), or anything at all."""
    if draw(st.booleans()):
        words = [draw(st.sampled_from(WORDS))] + draw(st.lists(st.sampled_from(TOKENS), max_size=8))
        sep = draw(st.sampled_from([" ", "  ", "\t", " \u00a0"]))
        return sep.join(words)
    return draw(st.text(max_size=40))


def junk():
    json_like = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                             lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                                          max_size=3),
                             max_leaves=8)
    return json_like | st.binary(max_size=8) | st.builds(object) | st.integers(0, 9).map(lambda k: 10 ** (4400 + k))


@st.composite
def action_objects(draw):
    """Action objects built from random values (their constructor may refuse them: that is one of
    the project's errors too), and objects that are not actions at all."""
    choice = draw(st.integers(0, 2))
    if choice == 0:
        return draw(action_texts())
    if choice == 1:
        return draw(junk())
    kind = draw(st.sampled_from(WORDS) | junk())
    n = draw(st.none() | st.integers(-3, 1200) | junk())
    cards = draw(st.lists(st.sampled_from(TOKENS) | junk(), max_size=5).map(tuple) | junk())
    try:
        return hw.Action(kind, n, cards)
    except hw.HeatError:
        return None  # refused when made; None is then thrown at act() too


def _name(race, draw):
    return draw(st.sampled_from(race.names) | st.sampled_from(["Zed", "", "ana", "Ana "]) | junk())


@FUZZ
@given(st.data())
def test_fuzz_random_actions_give_only_the_projects_errors_and_change_nothing(data):
    """DESIGN, Explicit decision points: an illegal action raises hw.IllegalAction (an unknown car
    hw.UnknownName) and leaves the race exactly as it was (to_json, snapshot, timeline, events)."""
    race = data.draw(st.sampled_from(RACES))
    name = _name(race, data.draw)
    action = data.draw(action_objects())
    if isinstance(name, str) and name in race.names and isinstance(action, (str, hw.Action)):
        legal = {str(a) for a in race.legal_actions(name)}
        try:
            text = str(hw.parse_action(action))
        except hw.IllegalAction:
            text = None
        if text in legal:
            return  # a legal action: applying it is right (and would change this shared race)
    before = frozen(race)
    view_before = repr(race.view(race.names[0]))
    with pytest.raises(hw.HeatError) as info:
        race.act(name, action)
    assert isinstance(info.value, (hw.IllegalAction, hw.UnknownName)), type(info.value)
    assert len(str(info.value)) < 1000
    assert frozen(race) == before
    assert repr(race.view(race.names[0])) == view_before


# ---- race files ----------------------------------------------------------------------------------

SAVED = [r.to_json() for r in (RACES[1], RACES[2], RACES[3], RACES[-1])]


def _paths(doc, prefix=()):
    """Every (container, key) in a JSON document, to pick one to change."""
    out = []
    if isinstance(doc, dict):
        for k, v in doc.items():
            out.append((doc, k))
            out.extend(_paths(v))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out.append((doc, i))
            out.extend(_paths(v))
    return out


@st.composite
def mutated_files(draw):
    text = draw(st.sampled_from(SAVED))
    how = draw(st.integers(0, 4))
    if how == 0:  # cut the text short, or change one character
        i = draw(st.integers(0, len(text) - 1))
        if draw(st.booleans()):
            return text[:i]
        return text[:i] + draw(st.characters()) + text[i + 1:]
    doc = json.loads(text)
    where = draw(st.sampled_from(["config", "config", "result", "all"]))  # the config most often
    for _ in range(draw(st.integers(1, 3))):
        part = doc.get(where) if where != "all" else None
        paths = _paths(part) if isinstance(part, (dict, list)) else _paths(doc)
        if not paths:
            break
        container, key = draw(st.sampled_from(paths))
        if how == 1 and isinstance(container, dict):
            del container[key]
        elif how == 2 and isinstance(container, dict):
            container[draw(st.text(max_size=12))] = draw(junk().filter(_is_json))
        elif how == 3 and isinstance(container, list) and key < len(container):
            container.pop(key) if draw(st.booleans()) else container.insert(key, container[key])
        else:
            container[key] = draw(junk().filter(_is_json))
    return json.dumps(doc)


def _is_json(x):
    try:
        json.dumps(x, allow_nan=False)
        return True
    except (TypeError, ValueError):
        return False


@FUZZ
@given(mutated_files())
def test_fuzz_damaged_race_files_load_as_what_they_say_or_are_race_file_errors(text):
    """DESIGN, Serialisable: a damaged file gives a clear RaceFileError, never a half-loaded race
    nor another exception; a changed file that still loads is exactly the race it describes (its
    config, its decisions and, if saved, its result), never a different one."""
    try:
        race = hw.Race.from_json(text)
    except hw.RaceFileError as e:
        assert len(str(e)) < 1000
        return
    doc = json.loads(text)
    assert race.config == doc["config"]
    # the decisions as written, up to the notation's spelling ('Done', 'play 4  h' read as 'done', 'play 4 H')
    assert [list(x) for x in race.log] == [[car, str(hw.parse_action(text))] for car, text in doc["actions"]]
    if "result" in doc:
        assert doc["result"] == {"finished": race.finished, "round": race.round, "standings": race.standings}


# ---- huge inputs: refused by their length before any parsing -----------------------------------

@settings(max_examples=max(10, EXAMPLES // 6), deadline=None)
@given(st.integers(actions_module.MAX_TEXT + 1, 3_000_000), action_texts())
def test_fuzz_huge_actions_are_refused_by_length_before_parsing(size, start):
    """Issue 10, item 6: an action text over the cap is refused by its length: the parser's cache
    lookup is made to fail if reached, and the message echoes 60 characters and the length."""
    text = (start + " " + "4" * size)[:size]
    race = RACES[0]

    class Exploding(dict):
        def get(self, *a):
            raise AssertionError("the action text was looked up")
    saved, actions_module._PARSED = actions_module._PARSED, Exploding()
    try:
        before = frozen(race)
        with pytest.raises(hw.IllegalAction) as info:
            race.act("Ana", text)
        assert f"({size} characters)" in str(info.value) and len(str(info.value)) < 250
        assert frozen(race) == before
    finally:
        actions_module._PARSED = saved


@settings(max_examples=max(5, EXAMPLES // 12), deadline=None)
@given(st.integers(serialize.MAX_FILE + 1, serialize.MAX_FILE + 2_000_000), st.sampled_from(["str", "bytes"]))
def test_fuzz_huge_race_files_are_refused_by_length_before_parsing(size, kind):
    """Issue 10, item 6: a race file over the cap is refused by its length: json.loads is made to
    fail if called."""
    text = (SAVED[0] + " " * size)[:size]
    doc = text if kind == "str" else text.encode("utf-8") + b" " * (3 * size)

    def no_parsing(*a, **k):
        raise AssertionError("json.loads was called")
    saved, serialize.json.loads = serialize.json.loads, no_parsing
    try:
        with pytest.raises(hw.RaceFileError) as info:
            hw.Race.from_json(doc)
        assert len(str(info.value)) < 300
    finally:
        serialize.json.loads = saved


# ---- the constructors: Race.new and Race.scenario ----------------------------------------------

OPTION = st.sampled_from(["hand_size", "tournament", "heat", "stress", "pro_legends", "laps", "fuel"])
CAR_FIELD = st.sampled_from(["name", "space", "spot", "lap", "gear", "hand", "deck", "discard", "engine", "legend",
                             "colour", "fuel"])
VALUE = junk() | st.sampled_from(["Ana", "Ben", "4", "H", "S", "...", "red", "black", "legends", "garage"]) | \
    st.lists(st.sampled_from(["1", "2", "3", "4", "0", "5", "H", "S", "..."]), max_size=9)


@FUZZ
@given(VALUE, VALUE, VALUE, VALUE, st.dictionaries(OPTION, VALUE, max_size=2))
def test_fuzz_race_new_with_random_arguments_gives_only_the_projects_errors(players, legends, seed, modules, options):
    """Issue 10, item 6: whatever Race.new is given, it makes a race or raises the project's error."""
    try:
        hw.Race.new(track="usa", players=players, legends=legends, seed=seed, modules=modules, **options)
    except hw.HeatError:
        pass


@FUZZ
@given(st.lists(st.dictionaries(CAR_FIELD, VALUE, max_size=10), max_size=4), VALUE, VALUE,
       st.dictionaries(OPTION, VALUE, max_size=2))
def test_fuzz_race_scenario_with_random_cars_gives_only_the_projects_errors(cars, rnd, deck, options):
    """Issue 10, items 6 and 9: whatever cars a scenario is given, it makes a race of whole cars or
    raises the project's error."""
    try:
        race = hw.Race.scenario(track="usa", cars=cars, seed=1, round=rnd, legends_deck=deck, **options)
    except hw.HeatError:
        return
    for c in race.cars:
        if not c.legend:
            assert len(c.hand) == race.options.hand_size
