"""Legality never trusts a caller's object (issue 22, item 25): an Action subclass whose `__eq__`
says yes to everything is read again from its canonical text, and the race compares real Actions."""
from pathlib import Path

import pytest

import heat_widget as hw
from heat_widget.engine import actions
from heat_widget.engine.actions import Action, parse_action

from engine_helpers import car, scenario


try:
    class Agreeable(Action):
        """Equal to everything, and hashed like the text it claims."""
        __slots__ = ()

        def __eq__(self, other):
            return True

        def __hash__(self):
            return hash("gear 1")
    Agreeable("gear", 1)  # compiled, the class statement passes and making one raises
except TypeError:  # the compiled build: Action is a native class, which Python code cannot subclass
    Agreeable = None

# (compiled, no such object can exist: the attack these tests check cannot be made)
made = pytest.mark.skipif(Agreeable is None, reason="compiled build: Action cannot be subclassed")


def test_an_action_subclass_can_be_made_only_where_action_is_a_python_class():
    """The tests below are skipped only where no subclass can exist (the compiled build, where
    Action is a native class): a subclass that cannot be made there is a failure, not a skip."""
    compiled = Path(actions.__file__).suffix != ".py"  # a C extension
    assert (Agreeable is None) == compiled, (actions.__file__, Agreeable)


@made
def test_an_action_subclass_equal_to_everything_is_refused_when_its_text_is_illegal():
    race = scenario([car("Ana", 20, gear=1)])
    before = race.to_json()
    with pytest.raises(hw.IllegalAction, match="at most two gears"):
        race.act("Ana", Agreeable("gear", 4))  # 1st gear to 4th: not a legal shift
    assert race.to_json() == before


@made
def test_an_action_subclass_equal_to_everything_cannot_preview_an_illegal_action():
    race = scenario([car("Ana", 20, gear=1)])
    with pytest.raises(hw.IllegalAction):
        race.preview("Ana", Agreeable("gear", 4))


@made
def test_an_action_subclass_with_a_legal_text_plays_as_that_text():
    race = scenario([car("Ana", 20, gear=1)])
    race.act("Ana", Agreeable("gear", 2))
    assert race.log[-1] == ("Ana", "gear 2") and type(parse_action(Agreeable("gear", 2))) is Action
