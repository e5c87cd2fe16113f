"""Issue 23 item 4, "a module is one object the engine asks": modules read and change a race only
through the public table API (engine/table.py `Table`), never a private member of `Race`."""
from __future__ import annotations

import ast
from pathlib import Path

import heat_widget as hw
from heat_widget.engine import Action, Decision, Race
from heat_widget.engine.table import Table

from engine_helpers import assert_illegal, car, plan

MODULES = Path(__file__).resolve().parents[1] / "heat_widget" / "engine" / "modules"


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
