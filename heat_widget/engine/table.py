"""`Table`: what a module may read and do in a race, the one door from engine/modules into `Race`.

A module (engine/modules/) never touches a race's private members: it asks its `self.table` (a
symbol handler, given the race, asks `Table(race)`). Every method is the race's own rule, the same
the base round uses (moves are blocked, a deck runs out into a reshuffle, events are recorded or
told as the race's mode says), so a module plays by the rulebook's general steps:

- read: `cars`, `spaces`, `readings`, `kind`, `modules_named`, `module_names`, `has_modifiers`,
  `distance(car)`, `finish_line()`, `ranking()`, `corners_crossed(start, end)`, `legal(car, kind)`,
  `modified(hook, car, value, *args)`;
- act: `move`, `settle`, `draw`, `shuffle_deck`, `reshuffle`, `pay_heat`, `flip_for_speed`, `eliminate`;
- tell: `event(kind, car, **fields)`, `private_event(kind, car, private, **fields)`;
- say what changed (for snapshots and views): `car_changed(car)`, `cars_changed()`,
  `public_changed()`, `card_symbols_in_play()`;
- `set_module_options(name, options)`: what a module drew at set-up (the Weather's tokens) goes into
  the race's config, so that a replay, a fork or a saved race uses the very same.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Action
    from .state import CarState
    from .track import Corner


class Table:
    """A race as its modules see it (wraps the race; holds nothing else)."""

    __slots__ = ("_race",)

    def __init__(self, race: Any) -> None:
        self._race = race

    # ---- reading -------------------------------------------------------------------------------

    @property
    def cars(self) -> list[CarState]:
        """The race's cars (CarState, engine/state.py), in seat order; the list itself is not to be changed."""
        cars: list[CarState] = self._race._cars
        return cars

    @property
    def spaces(self) -> int:
        """Spaces in one lap of the track."""
        spaces: int = self._race._spaces
        return spaces

    @property
    def readings(self) -> int:
        """The rule readings the race plays by (engine/race.py READINGS; a saved race keeps its own)."""
        readings: int = self._race._readings
        return readings

    @property
    def kind(self) -> str:
        """"new" (a race set up by the rules) or "scenario" (cars given as they are)."""
        kind: str = self._race._config["kind"]
        return kind

    @property
    def module_names(self) -> tuple[str, ...]:
        """The modules the race's config names (as `Race.new(modules=...)` took them)."""
        return tuple(self._race._config.get("modules", ()))

    @property
    def has_modifiers(self) -> bool:
        """Whether any module changes a hook of engine/modifiers.py (else `modified` returns the value)."""
        return bool(self._race._modifiers)

    def plays_module(self, name: str) -> bool:
        """Whether a module of this name is loaded in the race."""
        return any(m.name == name for m in self._race._modules)

    def distance(self, car: CarState) -> int:
        """The car's distance from the start: laps times spaces plus its space."""
        distance: int = self._race._distance(car)
        return distance

    def finish_line(self) -> float:
        """The finish line as a distance (half a space after the last space of the last lap)."""
        line: float = self._race._finish_line()
        return line

    def ranking(self) -> list[CarState]:
        """Race order: finished cars by place, then the others front to back."""
        ranking: list[CarState] = self._race._ranking()
        return ranking

    def corners_crossed(self, start: int, end: int) -> list[tuple[Corner, float]]:
        """(corner, line as a distance) of every corner line between two distances, in order."""
        crossed: list[tuple[Corner, float]] = self._race._corners_crossed(start, end)
        return crossed

    def legal(self, car: CarState, kind: str) -> list[Action]:
        """The legal actions of a decision kind for the car, as the race lists them."""
        return list(self._race._legal(car, kind))

    def modified(self, hook: str, car: CarState | None, value: Any, *args: Any) -> Any:
        """A value as the race's modifiers change it (engine/modifiers.py hooks)."""
        return self._race._modified(hook, car, value, *args)

    # ---- acting --------------------------------------------------------------------------------

    def move(self, car: CarState, spaces: int) -> int:
        """Move forward exactly `spaces` (passing through cars, blocked as the rules say); the spaces moved."""
        moved: int = self._race._move(car, spaces)
        return moved

    def settle(self, car: CarState, target: int, floor: int | None) -> int:
        """Put the car on `target` (a distance) or the first free spot behind it, not behind `floor`."""
        end: int = self._race._settle(car, target, floor)
        return end

    def draw(self, car: CarState, count: int) -> int:
        """Draw up to `count` cards into the hand (reshuffling the discard when the deck runs out)."""
        drawn: int = self._race._draw(car, count)
        return drawn

    def shuffle_deck(self, car: CarState, cards: list[str]) -> None:
        """The car's draw deck becomes `cards` shuffled (its whole new deck, e.g. its old deck and
        the cards shuffled into it), from the car's own stream, as every shuffle of its deck."""
        self._race._shuffle_deck(car, cards)

    def reshuffle(self, car: CarState) -> None:
        """The discard pile becomes the car's new deck, shuffled (only when the deck is empty)."""
        self._race._reshuffle(car)

    def pay_heat(self, car: CarState, amount: int) -> int:
        """Move up to `amount` Heat from the Engine to the discard; the Heat paid."""
        paid: int = self._race._pay_heat(car, amount)
        return paid

    def flip_for_speed(self, car: CarState, source: str) -> int:
        """The [+] symbol: flip until a Basic card, which joins the play area; its Speed (0 if none is left)."""
        value: int = self._race._flip_for_speed(car, source)
        return value

    def eliminate(self, car: CarState, reason: Any) -> None:
        """Take the car out of the race (it takes the last free place); `reason` a text or Msg."""
        self._race._eliminate(car, reason)

    # ---- telling -------------------------------------------------------------------------------

    def event(self, kind: str, car: CarState | None, **fields: Any) -> None:
        """Record an event (car a CarState or None); its sentence is the module's (Module.texts)."""
        self._race._event(kind, car, **fields)

    def private_event(self, kind: str, car: CarState, private: bool, **fields: Any) -> None:
        """`event`, of one only the car's player may know yet if `private` (Module.redacted says what
        the others see of it)."""
        self._race._private_event(kind, car, private, **fields)

    # ---- what changed --------------------------------------------------------------------------

    def car_changed(self, car: CarState) -> None:
        """A module changed this car's piles or place: the next snapshot and view read it again."""
        self._race._caches.car_changed(car.index)

    def cars_changed(self) -> None:
        """A module changed every car."""
        self._race._caches.cars_changed(len(self._race._cars))

    def public_changed(self) -> None:
        """A module's `public()` state changed: the next snapshot reads it again."""
        self._race._caches.module_public()

    def card_symbols_in_play(self) -> None:
        """The race holds cards whose symbols are resolved in React (the React step lists them)."""
        self._race._card_symbols = True  # a fact: React lists card symbols from now on

    def set_module_options(self, name: str, options: dict[str, Any]) -> None:
        """What a module drew at set-up, kept in the race's config as its options (a replay, a fork
        or a saved race uses them)."""
        self._race._config.setdefault("module_options", {})[name] = options
