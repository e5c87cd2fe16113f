"""What played cards' symbols add to the round: a card's Speed and symbols at Reveal, the Speed of
a card with a choice (Brakes) chosen after the reveal and the end of React (Refresh). Mixed into `RoundRules` (engine/rules.py); the
symbols themselves are handlers in engine/symbols.py, registered by the modules that own them.
"""
from __future__ import annotations

from functools import lru_cache

from .native import trait
from .actions import Action
from .cards import catalogue
from .state import CarState
from .symbols import SymbolHandler, handler
from .primitives import Primitives

# A played card's (printed Speed or None, symbols acting at Reveal, symbols acting later this turn),
# the symbols as ((handler, count), ...)
Reveal = tuple["int | None", tuple[tuple[SymbolHandler, int], ...], tuple[tuple[SymbolHandler, int], ...]]
REVEAL: dict[str, Reveal] = {}  # card -> reveal_effects(card), filled as cards are first revealed


def reveal_effects(card: str) -> Reveal:
    """(printed Speed, or None for a card whose Speed the player chooses after the reveal; ((handler,
    count), ...) of the symbols acting at Reveal; ((handler, count), ...) of those acting later this
    turn) of a played card."""
    spec = catalogue().spec(card)
    symbols = [(handler(s, card), n) for s, n in spec.symbols.items()]
    effects: Reveal = (None if isinstance(spec.speed, tuple) else spec.speed, tuple((h, n) for h, n in symbols if h.when == "reveal"),
               tuple((h, n) for h, n in symbols if h.when in ("turn", "react")))
    REVEAL[card] = effects
    return effects


@lru_cache(maxsize=None)
def _speed_actions(card: str) -> tuple[Action, ...]:
    """'brakes CARD N' for every Speed a card lets the player choose."""
    choices = catalogue().spec(card).choices
    assert choices is not None  # asked only for a card whose Speed is chosen
    return tuple(Action("brakes", v, (card,), True) for v in choices)


@trait
class CardSteps(Primitives):
    """The card-symbol steps of a car's turn (works on the race's CarState objects)."""

    # ---- step 3 (Garage): the Speed of a card with a choice ------------------------------------

    def _speed_options(self, car: CarState) -> list[Action]:
        out: list[Action] = []
        assert car.effects is not None  # set at Reveal with the cards to choose for
        for card in dict.fromkeys(car.effects.choose):
            out.extend(_speed_actions(card))
        return out

    def _end_react(self, car: CarState) -> None:
        """The end of React: a refreshed card goes back on top of the draw deck (Garage, Refresh)."""
        fx = car.effects
        if fx is not None and fx.refresh:
            for card in fx.refresh:
                play = list(car.play)
                play.remove(card)
                car.play = tuple(play)
                car.deck = (card,) + car.deck
                self._event("refresh", car, card=card)
            car.effects = fx._replace(refresh=())
