"""Issue 23 item 4, "a module is one object the engine asks": modules read and change a race only
through the public table API (engine/table.py `Table`), never a private member of `Race`. Issue 35
item 3, "a door for bots, as `Table` is for modules": nothing outside the engine (the bots, the
analysis, the widget, the charts) uses a private member of `Race` either; the bots use its public,
typed calls (`decisions_now`, `view(car, cars=False)`, `live_car`, `live_cars`, `spaces`, `copy`)."""
from __future__ import annotations

import ast
from pathlib import Path

import heat_widget as hw
from heat_widget.engine import Action, Decision, Race
from heat_widget.engine.table import Table

from engine_helpers import assert_illegal, car, plan

PACKAGE = Path(__file__).resolve().parents[1] / "heat_widget"
MODULES = PACKAGE / "engine" / "modules"


def _is_race(node: ast.expr) -> bool:
    """`race`, `self.race`, `anything.race`: the expressions a module holds a Race by."""
    return (isinstance(node, ast.Name) and node.id == "race") or (isinstance(node, ast.Attribute)
                                                                   and node.attr == "race")


def _private_race_members(path: Path) -> list[str]:
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
            continue
        if _is_race(node.value) or node.attr == "_race":  # `table._race` is the Table's own
            out.append(f"{path.name}:{node.lineno}: {ast.unparse(node)}")
    return out


def test_no_module_file_names_a_private_race_member():
    found = [hit for path in sorted(MODULES.glob("*.py")) for hit in _private_race_members(path)]
    assert found == []


def test_the_private_member_check_sees_race_and_self_race(tmp_path):
    """The check bites: `race._event`, `self.race._cars` and `t._race` are each found."""
    bad = tmp_path / "bad.py"
    bad.write_text("def f(race, self, t):\n    race._event('x', None)\n    return self.race._cars, t._race\n")
    assert len(_private_race_members(bad)) == 3


def _race_private_names() -> frozenset[str]:
    """Every private member of a Race: its attributes (RACE_FIELDS) and the methods of its layers."""
    from heat_widget.engine.race_state import RACE_FIELDS
    names = {n for n in dir(Race) if n.startswith("_") and not n.startswith("__")}
    return frozenset(names | {n for n in RACE_FIELDS if n.startswith("_")})


def _private_race_uses(path: Path, private: frozenset[str], root: Path = PACKAGE.parent) -> list[str]:
    """`x._car(...)`, `x._cars` (x anything but `self`/`cls`: another class's own members are its
    business) and `getattr(x, "_view")`: a private Race member named outside the engine."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and node.attr in private:
            if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                out.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)}")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("getattr", "hasattr", "setattr") and len(node.args) >= 2
              and isinstance(node.args[1], ast.Constant) and node.args[1].value in private):
            out.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)}")
    return out


def test_nothing_outside_the_engine_uses_a_private_race_member():
    """The bots, the analysis, the widget files and the charts reach a race through its public calls."""
    private = _race_private_names()
    assert {"_car", "_cars", "_spaces", "_caches", "_record"} <= private
    outside = [p for p in sorted(PACKAGE.rglob("*.py")) if "engine" not in p.relative_to(PACKAGE).parts]
    assert any(p.parts[-2] == "bots" for p in outside) and any(p.name == "charts.py" for p in outside)
    found = [hit for path in outside for hit in _private_race_uses(path, private)]
    assert found == []


def test_the_outside_check_sees_attributes_and_getattr(tmp_path):
    """The check bites: `race._car(...)`, `sample._cars` and `getattr(race, "_pending")` are each
    found; `self._cars` (a class's own member) is not."""
    bad = tmp_path / "bad.py"
    bad.write_text("def f(race, sample, self):\n    race._car('Ana')\n    return sample._cars, self._cars, "
                   "getattr(race, '_pending', None)\n")
    assert len(_private_race_uses(bad, _race_private_names(), tmp_path)) == 3


def test_the_bots_door_answers_as_the_race_does():
    """The public calls the bots use agree with the race's own answers: `decisions_now` is `pending`,
    `view(car, False)` is `view(car)` without the table, `live_car` and `live_cars` hold what
    `car` and `cars` freeze, `spaces` is the track's."""
    race = Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=4, record=False)
    for _ in range(30):
        now = race.decisions_now()
        assert list(now) == race.pending and race.decisions_now() is now
        d = now[0]
        lean, full = race.view(d.car, False), race.view(d.car)
        assert lean.me == full.me and lean.legal_actions == full.legal_actions and lean._public is None
        assert race.live_car(d.car).freeze() == race.car(d.car)
        assert tuple(c.freeze() for c in race.live_cars) == tuple(race.car(n) for n in race.names)
        race.act(d.car, full.legal_actions[0])
    assert race.spaces == race.track.spaces and race.module_names == ()
    assert hw.Race.new(track="japan", players=["Ana", "Ben"], seed=1, modules=["garage"]).module_names == \
        ("garage", "hazards")


def test_table_reads_and_acts_through_the_races_own_rules():
    """The table is the race as a module sees it: the same cars, distances and moves (rulebook,
    Step 3: a move is blocked as the base round blocks it)."""
    race = Race.new(track="usa", players=["Ana", "Ben"], seed=1)
    table = Table(race)
    ana = table.cars[0]
    assert [c.name for c in table.cars] == ["Ana", "Ben"]
    before = table.distance(ana)
    moved = table.move(ana, 3)
    assert moved == 3 and table.distance(ana) == before + 3
    assert table.kind == "new" and table.module_names == () and not table.plays_module("garage")
    assert table.spaces == race.track.spaces


# ---- a race asks its own modules (issue 23 item 4: "a race without the Garage still knows `scrap`") --

def _at_react(modules: list[str], hand: list[str]):
    """Ana in front plays one card in 1st gear and is at her React step (rulebook, Step 5: React)."""
    ana = car("Ana", 20, gear=1, hand=hand, deck=["4", "3", "2", "1"])
    race = hw.Race.scenario(track="usa", cars=[ana, car("Ben", 2)], seed=1, modules=modules)
    plan(race, "Ana", 1, hand[0])
    plan(race, "Ben", 1, "1")
    assert race.pending == [Decision("Ana", "react")]
    return race


def test_a_race_without_the_garage_refuses_scrap_naming_its_actions():
    """Advanced booklet, Garage Module: Scrap is an upgrade card's symbol; a base race's React
    (rulebook, Step 5) knows cooldown, boost, adrenaline and done only."""
    race = _at_react([], ["1", "1", "2", "2", "3", "3", "4"])
    msg = assert_illegal(race, "Ana", "scrap", "'scrap' is not an action of this race", "which plays no module",
                         "actions are: gear N, play CARDS")
    assert "scrap" not in msg.split("actions are:")[1]
    gear = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1)  # another decision: the same refusal
    assert_illegal(gear, "Ana", "scrap", "'scrap' is not an action of this race")
    assert_illegal(gear, "Ana", "draft u1", "'draft' is not an action of this race")


def test_a_race_with_the_garage_plays_scrap_as_before():
    """Advanced booklet, Garage Module, Mandatory Symbols, Scrap: the Garage race knows the word."""
    race = _at_react(["garage"], ["u21", "1", "2", "2", "3", "3", "4"])
    assert Action("scrap") in race.legal_actions("Ana")
    race.act("Ana", "scrap")
    assert [e.kind for e in race.events if e.car == "Ana"][-1] == "scrap"
    race = _at_react(["garage"], ["1", "1", "2", "2", "3", "3", "4"])  # no Scrap open: illegal, not unknown
    msg = assert_illegal(race, "Ana", "scrap")
    assert "not an action of this race" not in msg


def test_a_module_declares_its_parts_and_the_base_game_keeps_none_of_them():
    """Symbols, React words, action words, decision words and event sentences are the Garage's
    declared parts, not entries the module put in the engine's tables at import."""
    from heat_widget.engine import events, explain, symbols
    from heat_widget.engine.modules import module_class
    garage = module_class("garage")
    assert "scrap" in garage.react_words and "scrap" in {h.name for h in garage.symbol_handlers}
    assert "draft" in garage.kind_words and "scrap" in garage.texts
    assert "scrap" not in events.TEXTS and "draft" not in explain.KIND_WORDS
    assert not hasattr(symbols, "REACT_WORDS") and not hasattr(symbols, "REACT_OPTIONS")
    assert events.Event("scrap", 1, "Ana", {"cards": ["4"], "owed": 1, "sources": ["u21"]}).text.startswith("Ana")


def test_a_race_reads_its_road_conditions_from_the_module_that_declares_them():
    """Weather & Road Conditions module (advanced booklet): the tokens a race shows are what its
    Weather module answers to `road_conditions()`, not an attribute found by name on any module."""
    weather = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=2, modules=["weather"])
    assert weather.conditions is weather.module("weather").road_conditions() is not None
    garage = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=2, modules=["garage"], draft=False)
    assert garage.module("garage").road_conditions() is None and garage.conditions is None
