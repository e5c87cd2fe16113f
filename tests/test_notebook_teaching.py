"""Notebook 01 says what its cells do (issue 14: it said "far from any corner" and then charged
4 Heat at corner 1), and it teaches with the preview and the coach."""
from __future__ import annotations

import contextlib
import io
import pathlib

import nbformat
import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def ran():
    nb = nbformat.read(ROOT / "notebooks" / "01_learn_heat.ipynb", as_version=4)
    ns: dict = {}
    with contextlib.redirect_stdout(io.StringIO()):
        for cell in nb.cells:
            if cell.cell_type == "code":
                exec(compile(cell.source, "notebook 01", "exec"), ns)
    return nb, ns


def corner_heat(race, car="Ana"):
    return sum(e.fields["heat"] for e in race.events if e.car == car and e.kind == "corner")


def test_section_1_the_straight_move_crosses_no_corner(ran):
    nb, ns = ran
    text = next(c.source for c in nb.cells if c.source.startswith("## 1."))
    assert "on the straight" in text and "far from any corner" not in text
    straight = ns["straight"]
    assert corner_heat(straight) == 0 and not any(e.kind == "spin_out" for e in straight.events)
    move = next(e for e in straight.events if e.car == "Ana" and e.kind == "move")
    assert (move.fields["moved"], move.fields["space"]) == (11, 25)


def test_section_2_pays_the_4_heat_it_announces(ran):
    nb, ns = ran
    assert "**4 Heat**" in next(c.source for c in nb.cells if c.source.startswith("## 2."))
    assert corner_heat(ns["corner"]) == 4


def test_section_3_spins_out_and_section_4_flips_as_told(ran):
    _, ns = ran
    assert any(e.kind == "spin_out" and e.car == "Ana" for e in ns["spin"].events)
    flips = [(e.fields["flipped"], e.fields["value"]) for e in ns["stress"].events if e.kind == "flip"]
    assert flips == [(["H"], 3), ([], 2)]  # "a Heat card and a 3 for the Stress, then a 2 for the Boost"


def test_it_teaches_with_the_preview_and_the_coach(ran):
    nb, ns = ran
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    assert ".preview(" in code and "coach=True" in code and ".advise(" in code
    assert ns["game"]._coach is not None


def test_it_teaches_the_coachs_grades_and_try_first(ran):
    """Issue 24, item 5: the notebook says what the grades mean and how try_first hides the advice,
    and its race uses both (the search as coach, advice on request)."""
    nb, ns = ran
    text = "\n".join(c.source for c in nb.cells if c.cell_type == "markdown")
    assert all(w in text for w in ("**grades**", "*inaccuracy*", "*mistake*", "*blunder*", "`try_first=True`"))
    code = "\n".join(c.source for c in nb.cells if c.cell_type == "code")
    assert "try_first=True" in code and 'coach_state["grades"]' in code and ".grade(" in code
    game = ns["game"]
    assert game._coach.mode == "search" and game._coach.try_first
    assert game.coach_state["advice"]["hidden"] is True
    assert ns["worst"].label in ("best", "good", "inaccuracy", "mistake", "blunder")


def test_it_ends_with_the_same_widget_in_portuguese(ran):
    """Issue 14, item 7: the notebook shows the widget in Portuguese (the race's language)."""
    nb, ns = ran
    assert any(c.source.startswith("## O mesmo widget em português") for c in nb.cells)
    assert ns["widget_pt"].language == "pt" and ns["widget_pt"].messages["Gear"] == "Mudança"
    assert "Começa a ronda 1" in [e.text for e in ns["corrida"].timeline[0].events]
