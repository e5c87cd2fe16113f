"""Every public function and method of the engine and the bots has a signature that
`inspect.signature` reads (issue 22, item 2): users' tools (help, editors, argument checkers) call
it. Compiled, mypyc gives a function a signature only when every default is a literal: a default
read from a constant (`language=DEFAULT` in `Race.new`) left it without one, and
`inspect.signature(hw.Race.new)` raised. tests/test_compiled.py runs this file on the compiled build."""
from __future__ import annotations

import inspect

import pytest

import heat_widget.bots as bots
import heat_widget.engine as engine
from heat_widget.engine.i18n import DEFAULT


# Snapshot and CarSnapshot are named tuples, not native classes: compiled, their methods are mypyc's
# callable objects, which carry no signature (mypyc 2.4), whatever their defaults. A known gap, left:
# their constructors are checked, their methods (snapshot.car, to_dict, distance, all_cards) are not.
NAMED_TUPLES = ("CarSnapshot", "Snapshot")


def _ours(obj) -> bool:
    return (getattr(obj, "__module__", None) or "").startswith("heat_widget")


def public_callables() -> list[tuple[str, object]]:
    """(name, callable) for the engine's and the bots' public functions, classes' constructors and
    their public methods (those defined in heat_widget, not inherited from builtins)."""
    out: list[tuple[str, object]] = []
    for package, names in ((engine, engine.__all__), (bots, [n for n in dir(bots) if not n.startswith("_")])):
        for name in names:
            obj = getattr(package, name)
            if inspect.isclass(obj):
                if not _ours(obj) or issubclass(obj, BaseException):
                    continue
                out.append((f"{package.__name__}.{name}", obj))
                if name in NAMED_TUPLES:
                    continue
                for attr in sorted(dir(obj)):
                    owner = next((k for k in obj.__mro__ if attr in vars(k)), None)
                    if attr.startswith("_") or owner is None or not _ours(owner):
                        continue
                    raw = vars(owner)[attr]
                    if isinstance(raw, property) or inspect.isclass(raw) or not callable(getattr(obj, attr)):
                        continue
                    out.append((f"{package.__name__}.{name}.{attr}", getattr(obj, attr)))
            elif callable(obj) and (inspect.isfunction(obj) or inspect.isbuiltin(obj)) and _ours(obj):
                out.append((f"{package.__name__}.{name}", obj))
    return out


def test_the_entry_points_are_among_those_checked():
    names = {name for name, _ in public_callables()}
    for name in ("heat_widget.engine.Race.new", "heat_widget.engine.Race.scenario", "heat_widget.engine.Race.from_json",
                 "heat_widget.engine.Championship.new", "heat_widget.engine.Championship.from_json",
                 "heat_widget.engine.Race.act", "heat_widget.bots.play_bots", "heat_widget.bots.run_race"):
        assert name in names


@pytest.mark.parametrize("name, function", public_callables(), ids=lambda v: v if isinstance(v, str) else "")
def test_every_public_function_has_a_signature(name, function):
    inspect.signature(function)  # raised ValueError ("no signature found for builtin") when compiled


def test_race_new_shows_its_parameters_and_defaults():
    """What a user's tool sees: the parameters of Race.new and Championship.new with their defaults
    (`language` is i18n.DEFAULT written out as a literal, so that a compiled build keeps it)."""
    params = inspect.signature(engine.Race.new).parameters
    assert list(params)[:8] == ["track", "players", "legends", "seed", "laps", "modules", "record", "language"]
    assert params["track"].default == "usa" and params["language"].default == DEFAULT
    for function in (engine.Race.scenario, engine.Race.from_json, engine.Championship.new,
                     engine.Championship.from_json):
        assert inspect.signature(function).parameters["language"].default == DEFAULT
