"""Race.scenario: build a hand-made situation exactly, or refuse it with a clear reason.

A scenario describes cars a real race could have at the start of a round (rulebook, Setting up the
game; HEAT Cards; Spin out):
- every card a car owns is somewhere: hand, deck, discard, or (Heat) its Engine. A car owns its 12
  Basic cards and 3 Starting Upgrades (0, 5 and one Heat), the track's Heat (Engine at set-up) and
  at least the track's Stress (spin-outs add more from the reserve: the box's 37 among all the cars);
- its hand holds exactly the hand size (7): every turn ends by drawing back up to it, and a car
  never owns fewer cards;
- each car has a colour of its own, and no player takes the name of a Legend of the race;
- a deck left out is the rest of the car's cards, shuffled; a deck ending in "..." is its cards on
  top of the rest, shuffled. A deck given whole must complete the car, or the scenario is refused
  naming what is missing.
So every race a scenario starts is a race a real game could reach, and can end.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from . import streams
from .cards import HEAT, STRESS, catalogue
from .errors import ScenarioError, UnknownName, echo_list, one_of, shorten
from .legends import legend_colours
from .primitives import Primitives
from .roster import (PLAYER_COLOURS, STRESS_IN_BOX, add_car, check_legend_names, check_names, starting_deck,
                     starting_heat, starting_stress)
from .state import CarState

CAR_KEYS = {"name", "space", "spot", "lap", "gear", "hand", "deck", "discard", "engine", "legend", "colour"}
LEGEND_KEYS = {"name", "space", "spot", "lap", "legend", "colour"}
REST = "..."  # the last entry of a deck: the rest of the car's cards, shuffled, below the ones given
MAX_ROUND = 500  # a scenario's round: a real race lasts a few dozen rounds


def _whole(value: object) -> bool:
    return type(value) is int  # not bool, not float


def build_scenario(race: Primitives, config: dict[str, Any]) -> None:
    track = race._track
    cars = config.get("cars")
    if not isinstance(cars, list) or not cars:
        raise ScenarioError("a scenario needs a non-empty list of cars (dicts with name, space, ...)")
    if len(cars) > len(track.starting_grid):
        raise ScenarioError(f"{len(cars)} cars do not fit: at most {len(track.starting_grid)} cars race on "
                            f"{track.name}")
    for c in cars:
        if not isinstance(c, dict):
            raise ScenarioError(f"each car is a dict with name, space, spot, lap, gear, hand, ...; got {shorten(c)}")
    check_names([c.get("name") for c in cars])
    rnd = config.get("round", 1)
    if not _whole(rnd) or not 1 <= rnd <= MAX_ROUND:
        raise ScenarioError(f"round must be a whole number from 1 to {MAX_ROUND}, not {shorten(rnd)}")
    laps = race._laps
    spots: dict[tuple[int, int], str] = {}
    used_colours = _given_colours(cars)  # players' default colours avoid them
    check_legend_names([c["name"] for c in cars if c.get("legend") is not True],
                       [c["colour"] for c in cars if c.get("legend") is True and c.get("colour") in legend_colours()])
    seen_legend_colours = set()
    for i, spec in enumerate(cars):
        name = spec["name"]
        legend = spec.get("legend", False)
        if type(legend) is not bool:
            raise ScenarioError(f"{name}: legend is true or false, not {shorten(legend)}")
        allowed = LEGEND_KEYS if legend else CAR_KEYS
        bad = set(spec) - allowed
        if bad:
            raise ScenarioError(f"{name}: unknown field(s) {echo_list(sorted(bad, key=str))}; a "
                                f"{'Legend' if legend else 'car'} takes {one_of(sorted(allowed))}")
        space = spec.get("space")
        if not _whole(space) or not 1 <= space <= track.spaces:
            raise ScenarioError(f"{name}: space must be from 1 to {track.spaces} on {track.name}, not {shorten(space)}")
        spot = spec.get("spot", 1)
        if not _whole(spot) or spot not in (1, 2):
            raise ScenarioError(f"{name}: spot must be 1 (Race Line) or 2, not {shorten(spot)}")
        lap = spec.get("lap", 1)
        if not _whole(lap) or not 0 <= lap <= laps:
            raise ScenarioError(f"{name}: lap must be from 0 (the grid) to {laps}, not {shorten(lap)}")
        grid_start = min(g[0] for g in track.starting_grid)
        if lap == 0 and space < grid_start:
            raise ScenarioError(f"{name}: lap 0 is the starting grid, spaces {grid_start} to {track.spaces}; "
                                f"space {space} is on lap 1 or later")
        if (space, spot) in spots:
            raise ScenarioError(f"{name} and {spots[(space, spot)]} are both on space {space}, spot {spot}: "
                                f"a spot holds one car")
        spots[(space, spot)] = name
        if legend:
            colour = spec.get("colour")
            if colour not in legend_colours():
                raise ScenarioError(f"{name}: a Legend's colour must be one of {one_of(legend_colours())}, "
                                    f"not {shorten(colour)}")
            if colour in seen_legend_colours:
                raise ScenarioError(f"{name}: two Legends cannot share the colour {colour}")
            seen_legend_colours.add(colour)
            car = CarState(i, name, colour, legend=True)
            car.space, car.spot, car.lap = space, spot, lap
            add_car(race, car)
            continue
        colour = spec.get("colour") or next(c for c in PLAYER_COLOURS if c not in used_colours)
        if colour not in PLAYER_COLOURS:
            raise ScenarioError(f"{name}: colour must be one of {one_of(PLAYER_COLOURS)}, not {shorten(colour)}")
        used_colours.add(colour)
        gear = spec.get("gear", 1)
        if not _whole(gear) or gear not in (1, 2, 3, 4):
            raise ScenarioError(f"{name}: gear must be 1, 2, 3 or 4, not {shorten(gear)}")
        engine = spec.get("engine", starting_heat(race))
        if not _whole(engine) or engine < 0:
            raise ScenarioError(f"{name}: engine is a number of Heat cards (0 or more), not {shorten(engine)}")
        car = CarState(i, name, colour)
        car.space, car.spot, car.lap, car.gear, car.engine = space, spot, lap, gear, engine
        _deal(race, car, spec, i)
        add_car(race, car)
    deck = config.get("legends_deck")
    if deck is not None:
        if (not isinstance(deck, list) or not all(_whole(x) and 1 <= x <= 10 for x in deck)
                or len(set(deck)) != len(deck)):
            raise ScenarioError(f"legends_deck lists distinct Legends cards 1-10, top first; got {shorten(deck)}")
        race._legends_deck = list(reversed(deck))
    else:
        race._legends_deck = []


def _given_colours(cars: list[dict[str, Any]]) -> set[str]:
    """The colours the scenario gives its cars (the Legends' and the players' own), each once: two
    cars of one colour are refused (the box has one car of each colour)."""
    owner: dict[str, str] = {}
    for c in cars:
        colour = c.get("colour")
        if colour not in PLAYER_COLOURS:  # refused with its own reason below
            continue
        if colour in owner:
            raise ScenarioError(f"{owner[colour]} and {c['name']} are both {shorten(colour)}: the box has one car "
                                f"of each colour; colours are {one_of(PLAYER_COLOURS)}")
        owner[colour] = c["name"]
    return set(owner)


def _cards(name: str, key: str, cards: object) -> list[str]:
    """A list of card ids (or a text of them), each known."""
    if isinstance(cards, str):
        cards = cards.split()
    if not isinstance(cards, (list, tuple)) or len(cards) > 100:
        raise ScenarioError(f"{name}: {key} must be a list of cards like ['4', '3', 'H'], not {shorten(cards)}")
    known = catalogue().cards
    out: list[str] = []
    for c in cards:
        if type(c) is not str or (c not in known and not (key == "deck" and c == REST)):
            raise UnknownName(f"{name}: unknown card {shorten(c)} in {key}; cards are {catalogue().names()}"
                              + (f" (and a deck may end in {REST!r} for the rest, shuffled)" if key == "deck" else ""))
        out.append(c)
    if REST in out[:-1]:
        raise ScenarioError(f"{name}: {REST!r} ends a deck (the rest of the car's cards, shuffled, below the "
                            f"cards given); it cannot come before other cards")
    return out


def _deal(race: Primitives, car: CarState, spec: dict[str, Any], index: int) -> None:
    """Put a player car's cards where the scenario says, checking it owns what a real car owns."""
    name = car.name
    hand = _cards(name, "hand", spec["hand"]) if "hand" in spec else None
    deck = _cards(name, "deck", spec.get("deck", [REST]))
    discard = _cards(name, "discard", spec.get("discard", []))
    rest_wanted = bool(deck) and deck[-1] == REST
    if rest_wanted:
        deck = deck[:-1]
    own = [c for c, k in starting_deck(race.options.starting_upgrades).items() for _ in range(k)]
    for module in race._modules:  # e.g. the Garage: no Starting Upgrades
        own = module.starting_deck(own)
    owns = Counter(own)  # the 12 Basic cards and the 3 Starting Upgrades
    owns[HEAT] += starting_heat(race)  # the Engine's Heat at set-up
    stress_least = starting_stress(race)
    placed = Counter(deck) + Counter(discard) + Counter(hand or ())
    placed[HEAT] += car.engine
    bound = Counter(owns)
    bound[STRESS] = STRESS_IN_BOX
    for module in race._modules:  # cards a module lets a car own besides (the Garage's upgrades)
        bound = module.may_own(bound)
    for card, n in placed.items():
        most = bound[card]
        if n > most and catalogue().spec(card).kind == "upgrade":
            raise ScenarioError(f"{name} has the upgrade card {card!r}: upgrade cards need the Garage module "
                                f"(modules=['garage'])" if not most else
                                f"{name} has {n} x {card!r} but the box holds only {most}")
        if n > most and not most and card in catalogue().starting_deck:  # 0, 5 (and H) are not its
            raise ScenarioError(f"{name} has {n} x {card!r}, a Starting Upgrade, but this race leaves the "
                                f"Starting Upgrades 0, 5 and H in the box (starting_upgrades=False)")
        if n > most:
            where = [k for k, v in (("hand", hand), ("deck", deck), ("discard", discard)) if v and card in v]
            if card == HEAT and car.engine:
                where.append("engine")
            raise ScenarioError(
                f"{name} has {n} x {card!r} ({' + '.join(where)}) but a car owns only {most}: "
                f"a card cannot be in two places")
    missing = +(owns - placed)
    if placed[STRESS] < stress_least:
        missing[STRESS] = stress_least - placed[STRESS]
    rest = sorted(missing.elements())
    if rest and not rest_wanted:
        raise ScenarioError(
            f"{name} is missing {', '.join(f'{n} x {c!r}' for c, n in sorted(missing.items()))}: a car owns "
            f"its 12 Basic cards, {'the Starting Upgrades 0, 5 and H, ' if owns['0'] else ''}"
            f"{starting_heat(race)} Heat and at least "
            f"{stress_least} Stress. Put them in hand, deck, discard or (Heat) engine, or leave the deck out "
            f"(or end it with {REST!r}) for the rest of the car's cards, shuffled")
    streams.shuffle(rest, race.seed, f"car{index}", 0)
    car.deck = tuple(deck) + tuple(rest)
    car.discard = tuple(discard)
    car.shuffles = 1
    size = race.options.hand_size
    if hand is None:
        car.hand = ()
        race._draw(car, size)
    else:
        car.hand = tuple(hand)
    if len(car.hand) != size:
        raise ScenarioError(f"{name} holds {len(car.hand)} cards; at the start of a round a car holds exactly "
                            f"{size} (step 9 draws back up to it, and a car owns more cards than that)")
