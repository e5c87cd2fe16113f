"""The cars of a race before it starts, shared by a new race's set-up (setup.py) and a hand-made
scenario (scenario.py): the players' colours and names, the cards a player owns at the start, the
Heat and Stress the set-up gives, and how a car joins the race."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import STRESS, catalogue
from .errors import ScenarioError, one_of, shorten
from .legends import legend_colours
from .primitives import Primitives
from .state import CarState

PLAYER_COLOURS = ("red", "blue", "green", "yellow", "black", "gray", "orange", "purple")
NINTH_COLOUR = "white"  # a 9th car (the expansion boards' 9th grid spot): BGA's ninth constructor
MAX_NAME = 40  # characters of a car name: it labels the board and every sentence
STRESS_IN_BOX = 37  # the Stress cards of the box (rulebook, Components): every car's and the reserve


def name_key(name: str) -> str:
    """A car name as a reader tells names apart: case and spacing aside ("black  legend " reads as
    "Black Legend" on the board and in every sentence)."""
    return " ".join(name.split()).casefold()


def legend_name(colour: str) -> str:
    """The name of the Legend of `colour` in a new race ("Black Legend")."""
    return f"{colour.capitalize()} Legend"


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
    keys = [name_key(n) for n in checked]
    dup = {n for n, k in zip(checked, keys) if keys.count(k) > 1}
    if dup:
        raise ScenarioError(f"car names must be different; repeated: {one_of(sorted(dup))} (names read "
                            f"alike when only case or spaces differ)")


def check_legend_names(players: Sequence[str], colours: Iterable[str]) -> None:
    """No player takes the name of a Legend of the race (`colours`: its Legends' colours), case and
    spacing aside: "black legend" beside the Black Legend would read as that Legend."""
    kept = {name_key(legend_name(c)): c for c in colours}
    for name in players:
        if name_key(name) in kept:
            raise ScenarioError(f"the name {shorten(name)} is kept for a Legend (the {kept[name_key(name)]} one "
                                f"racing here); choose another player name")


def car_name_for(label: str, taken: Iterable[str] = ()) -> str:
    """A car name for a label that may be longer than a car name (a strategy's spec, "search:samples=4,
    width=4,horizon=2,most=0"): the label, cut to MAX_NAME characters (ending in "…") when longer,
    and made different from the names `taken` and from every Legend's name by a number ("random 2")."""
    used = {name_key(n) for n in taken} | {name_key(legend_name(c)) for c in legend_colours()}
    base = " ".join(label.split()) or "car"
    k = 1
    while True:
        tail = f" {k}" if k > 1 else ""
        room = MAX_NAME - len(tail)
        name = (base if len(base) <= room else base[:room - 1].rstrip() + "…") + tail
        if name_key(name) not in used:
            return name
        k += 1


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


def check_stress_in_box(cars: Sequence[CarState]) -> None:
    """Refuse cars holding more Stress cards among them than the box has (37: rulebook, Components;
    spin-outs take theirs from the same reserve): ScenarioError naming each car's and the box's."""
    held = [(c.name, sum(p.count(STRESS) for p in (c.hand, c.deck, c.discard, c.play))) for c in cars if not c.legend]
    total = sum(n for _, n in held)
    if total > STRESS_IN_BOX:
        each = ", ".join(f"{name} {n}" for name, n in held)  # checked names: short, at most 8 players
        raise ScenarioError(f"the cars hold {total} Stress cards ({each}) but the box holds only {STRESS_IN_BOX}: "
                            f"at most {STRESS_IN_BOX} among all the cars (each starts with the track's Stress, "
                            f"or `stress=`, and spin-outs take more from what is left)")
