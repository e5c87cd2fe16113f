"""Issue 23 item 4, "a module is one object the engine asks": modules read and change a race only
through the public table API (engine/table.py `Table`), never a private member of `Race`."""
from __future__ import annotations

import ast
from pathlib import Path

from heat_widget.engine import Race
from heat_widget.engine.table import Table

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
