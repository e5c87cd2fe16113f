"""The cars of a race before it starts, shared by a new race's set-up (setup.py) and a hand-made
scenario (scenario.py): the players' colours and names, the cards a player owns at the start, the
Heat and Stress the set-up gives, and how a car joins the race."""
from __future__ import annotations

from collections.abc import Sequence

from .cards import catalogue
from .errors import ScenarioError, one_of, shorten
from .primitives import Primitives
from .state import CarState

PLAYER_COLOURS = ("red", "blue", "green", "yellow", "black", "gray", "orange", "purple")
NINTH_COLOUR = "white"  # a 9th car (the expansion boards' 9th grid spot): BGA's ninth constructor
MAX_NAME = 40  # characters of a car name: it labels the board and every sentence


def check_names(names: Sequence[object]) -> None:
    # Sequence[object], not [str]: compiled, a loop over str items would check each item's type
    # first, a bare TypeError before the ScenarioError below
    if len(names) > len(PLAYER_COLOURS):  # one colour each: refuse before comparing names
        raise ScenarioError(f"{len(names)} players are too many: at most {len(PLAYER_COLOURS)} (a 9th car, "
                            f"where the grid has its spot, is a Legend)")
    checked: list[str] = []
    for n in names:
        if not isinstance(n, str) or not n.strip() or len(n) > MAX_NAME:
            raise ScenarioError(f"car names must be non-empty text of at most {MAX_NAME} characters, "
                                f"not {shorten(n)}")
        checked.append(n)
    dup = {n for n in checked if checked.count(n) > 1}
    if dup:
        raise ScenarioError(f"car names must be different; repeated: {one_of(sorted(dup))}")


def starting_deck(starting_upgrades: bool = True) -> dict[str, int]:
    """A player's own cards (card -> copies); without the Starting Upgrades (0, 5 and their Heat
    card) when `starting_upgrades` is False, as the Championship leaves them in the box."""
    deck = catalogue().starting_deck
    if starting_upgrades:
        return deck
    return {c: k for c, k in deck.items() if catalogue().spec(c).kind == "basic"}


def add_car(race: Primitives, car: CarState) -> None:
    """`car` joins the race (the next index: cars are added in index order)."""
    race._cars.append(car)
    race._caches.roster_changed(race._cars)


def starting_heat(race: Primitives) -> int:
    """The Heat cards in each Engine at set-up: the track's (or the `heat` option), as modules change it."""
    heat = race._track.heat if race.options.heat is None else race.options.heat
    return race._modified("starting_heat", None, heat) if race._modifiers else heat


def starting_stress(race: Primitives) -> int:
    """The Stress cards in each deck at set-up: the track's (or the `stress` option), as modules change it."""
    stress = race._track.stress if race.options.stress is None else race.options.stress
    return race._modified("starting_stress", None, stress) if race._modifiers else stress
