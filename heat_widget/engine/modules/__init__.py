"""The advanced booklet's modules, each a plug-in in a file of its own.

Where is a module's rule? In its file here: `garage.py` (upgrade cards, their symbols, the draft),
`weather.py` (weather and road-condition tokens, corner and sector modifiers, setup changes),
`hazards.py` (the expansion boards' flooded spaces, tunnels, chicanes and Legends' chevrons: on by
itself on a board that has them).
The Legends module predates this package and lives in engine/legends.py; the Championship is a
layer above Race (engine/championship/: it creates ordinary races with modules and options); its
in-race part, the event card's rule, is `championship.py` here.

A module plugs into a race through general mechanisms only, never a branch of the base round;
it reads and changes the race through its `self.table` (engine/table.py: cars, distance, move,
pay_heat, draw, reshuffle, event, eliminate, ...), never a private member of `Race`:
- `options`: the keywords it adds to `Race.new` / `Race.scenario` (validated by `check_options`,
  saved in the race's config under "module_options");
- `starting_deck(cards)`: a player's own cards at set-up (a new race), before they are shuffled;
- `setup()`: setup changes once the cars have their decks (a new race), before hands are drawn;
  `setup_scenario()`: the same for a scenario (its cars are given as they are);
- `pending()` / `start_race()`: a phase before the race: decisions the module needs first (e.g. the
  Garage's draft); once none is left, `start_race()`, the hands are drawn and round 1 begins;
- `public()`: what every player may see of the module's state, kept in each snapshot;
- `may_own(cards)`: the most of each card a car may own in a scenario;
- `modifiers()`: objects overriding engine/modifiers.py's hooks (corner limits, costs, sectors);
- `after_corners(car)`: rules that act once a car's step 7 is done (a spin-out, a press corner);
- `symbol_handlers`: its cards' symbols (engine/symbols.py SymbolHandler); `react_options`,
  `react_words`, `react_explain`: what React offers for them, does and says when refused; the race
  asks its own modules for these, so a race without the Garage knows no `scrap`;
- `words`: its action words by decision and shape (the notation, engine/actions.py, reads every
  module's; a race refuses those its modules do not declare), `kind_words`: what its decisions ask for;
- `decisions`: extra decision kinds it owns (e.g. a draft before the race), with their legal
  actions and how to apply them (see `Module.legal` / `Module.apply`).
- hidden information: a decision kind whose answer the other seats may not see yet declares
  how they see it (`seen_by_others`, beside `engine/view.py`'s SEEN_BY_OTHERS); a private event's
  public form goes in `redacted` (beside `engine/events.py`'s REDACTED; events are made private
  with `Event(..., private=True)`); the
  module's secrets join the property test through tests/test_hidden_properties.py's registries.
- `texts`: its events' sentences, read by `engine/events.py`'s `text_of` ({kind: (car, fields,
  catalogue) -> text}, templates with named fields: `t.format("{car} ...", car=name)`), its refusals
  with `tr(race.language)`, and words it keeps in an event's fields (notes, reasons) as
  `engine/i18n.py`'s `Msg`; every template needs its entry in data/locale/pt/.../heat_widget.po
  (tests/test_i18n_messages.py names the missing ones).
"""
from __future__ import annotations

import weakref
from collections import Counter
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Protocol

from ..module_registry import PLANNED as PLANNED, REGISTRY as REGISTRY, declared as declared
from ..module_registry import load_all as load_all, registered_class
from ..table import Table

if TYPE_CHECKING:
    from ..actions import Action
    from ..state import CarState


class PublicState(Protocol):
    """What every player may see of a module's state (`Module.public`): immutable, and in a saved
    race or a widget frame as its `to_dict()`."""

    def to_dict(self) -> dict[str, Any]: ...


class Module:
    """Base class: a module that changes nothing. Subclasses override what they need.

    The hooks name a car's state (engine/state.py CarState) and an action (engine/actions.py
    Action); the race and its modifiers (engine/modifiers.py Modifier) are `Any` here: the race's
    attributes (engine/race_state.py) name this class, so this file names neither back."""

    name: ClassVar[str] = ""
    options: ClassVar[dict[str, Any]] = {}  # keyword -> default value
    decisions: ClassVar[tuple[str, ...]] = ()  # decision kinds this module owns
    card_symbols: ClassVar[bool] = False  # whether its cards have symbols resolved in React (engine/symbols.py)
    # What the engine asks a module for, declared here rather than put in a table of the engine:
    # a race reads them from its own modules (a race without the Garage knows no `scrap`); a lookup
    # with no race at hand (an event's sentence, a card's symbols, an action's text) reads them from
    # every module class (`declared`).
    symbol_handlers: ClassVar[tuple[Any, ...]] = ()  # engine/symbols.py SymbolHandler of its cards' symbols
    react_options: ClassVar[tuple[Callable[..., None], ...]] = ()  # (race, car, out: list) -> None: React actions
    react_words: ClassVar[dict[str, Callable[..., None]]] = {}  # React word -> (race, car, action) -> None
    react_explain: ClassVar[dict[str, Callable[..., Any]]] = {}  # React word -> (race, car, action) -> why or None
    words: ClassVar[tuple[dict[str, dict[str, tuple[str, ...]]], ...]] = ()  # {decision: {shape: words}} tables
    kind_words: ClassVar[dict[str, str]] = {}  # decision kind -> what the car must choose ("an upgrade card")
    texts: ClassVar[dict[str, Callable[..., str]]] = {}  # event kind -> (car, fields, catalogue) -> sentence
    redacted: ClassVar[dict[str, Callable[[dict[str, Any]], dict[str, Any]]]] = {}  # private event kind -> fields the others see
    seen_by_others: ClassVar[dict[str, Callable[..., str]]] = {}  # decision kind -> (car, action, state) -> text

    def __init__(self, race: Any, options: dict[str, Any]) -> None:
        # A weak reference: a race owns its modules, and without a cycle a finished race is freed at
        # once instead of waiting for the garbage collector (which made batches of races much slower).
        try:
            self.race: Any = weakref.proxy(race)  # acts as the Race (engine/race.py)
        except TypeError:  # a compiled Race (a native class) has no weak references: a cycle, then
            self.race = race
        self.config = options

    @property
    def table(self) -> Table:
        """What the module reads and does in its race (engine/table.py). Made on each use, so that a
        module copied onto another race (engine/copying.py sets `race`) acts on that one."""
        return Table(self.race)

    @classmethod
    def check_options(cls, options: dict[str, Any]) -> None:
        """Raise ScenarioError naming a bad option and what is allowed."""

    def starting_deck(self, cards: list[str]) -> list[str]:
        """A player's own cards at set-up of a new race (before shuffling)."""
        return cards

    def setup(self) -> None:
        """Setup changes of a new race, once the cars are on the grid with their decks (before the
        hands are drawn)."""

    def setup_scenario(self) -> None:
        """Setup of a scenario, once its cars are built as given."""

    def may_own(self, cards: Counter[str]) -> Counter[str]:
        """The most of each card (a Counter) a car may own in a scenario."""
        return cards

    def pending(self) -> list[tuple[str, str]]:
        """Decisions this module needs before the race starts, as (car name, kind) pairs; none by
        default."""
        return []

    def start_race(self) -> None:
        """Once no decision before the race is left: just before the hands are drawn and round 1."""

    def public(self) -> PublicState | None:
        """What every player may see of this module's state (immutable, with a `to_dict()`), or None.
        Read again for a snapshot only after the module calls `self.table.public_changed()`."""
        return None

    def road_conditions(self) -> Any:
        """The weather and road-condition tokens this module puts on the board (public: `race.conditions`,
        a view's `conditions`), or None."""
        return None

    def explain(self, car: CarState, kind: str, action: Action) -> str | None:
        """Why an action of one of this module's decision kinds is refused (None: the generic text)."""
        return None

    def modifiers(self) -> list[Any]:
        """Modifier objects (engine/modifiers.py) this module adds to the race."""
        return []

    def leaving_play(self, car: CarState, cards: tuple[str, ...]) -> tuple[str, ...]:
        """Step 9: the played cards about to go to the discard; return those that do (a module
        keeps the others, e.g. one-time Sponsorship cards)."""
        return cards

    def after_corners(self, car: CarState) -> None:
        """Called after a car's step 7 (Check Corners): rules that look at the turn's move and
        corners (a spin-out, a press corner) act here. `self.table.eliminate(car, why)` takes a car out."""

    def legal(self, car: CarState, kind: str) -> list[Action]:
        """The legal actions of one of this module's decision kinds."""
        raise NotImplementedError

    def apply(self, car: CarState, kind: str, action: Action) -> None:
        """Apply a legal action of one of this module's decision kinds."""
        raise NotImplementedError


def module_class(name: str) -> type[Module]:
    """The class of a module by name (engine/module_registry.py); UnsupportedRule for one not
    implemented yet, UnknownName for any other name."""
    found: type[Module] = registered_class(name)
    return found
