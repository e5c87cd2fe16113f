"""Race.scenario: build a hand-made situation exactly, or refuse it with a clear reason."""
from __future__ import annotations

from collections import Counter

from . import streams
from .cards import HEAT, STRESS, catalogue
from .errors import ScenarioError, UnknownName, one_of
from .legends import legend_colours
from .state import CarState

CAR_KEYS = {"name", "space", "spot", "lap", "gear", "hand", "deck", "discard", "engine", "legend", "colour"}
LEGEND_KEYS = {"name", "space", "spot", "lap", "legend", "colour"}
STRESS_IN_BOX = 37  # the Stress reserve of the base box


def build_scenario(race, config: dict) -> None:
    from .race import PLAYER_COLOURS, _check_names

    track = race.track
    cars = config.get("cars")
    if not isinstance(cars, list) or not cars:
        raise ScenarioError("a scenario needs a non-empty list of cars (dicts with name, space, ...)")
    for c in cars:
        if not isinstance(c, dict):
            raise ScenarioError(f"each car is a dict with name, space, spot, lap, gear, hand, ...; got {c!r}")
    _check_names([c.get("name") for c in cars])
    if len(cars) > len(track.starting_grid):
        raise ScenarioError(f"{len(cars)} cars do not fit: at most {len(track.starting_grid)} cars race on "
                            f"{track.name}")
    rnd = config.get("round", 1)
    if not isinstance(rnd, int) or rnd < 1:
        raise ScenarioError(f"round must be a whole number of at least 1, not {rnd!r}")
    laps = race.laps
    heat_total = race._heat() + 1  # the Engine's Heat and the Heat Starting Upgrade
    spots = {}
    legend_specs = [c.get("colour") for c in cars if c.get("legend")]
    used_colours = set(legend_specs)  # players' default colours avoid the Legends' colours
    seen_legend_colours = set()
    for i, spec in enumerate(cars):
        name = spec["name"]
        legend = bool(spec.get("legend", False))
        allowed = LEGEND_KEYS if legend else CAR_KEYS
        bad = set(spec) - allowed
        if bad:
            raise ScenarioError(f"{name}: unknown field(s) {one_of(sorted(bad))}; a "
                                f"{'Legend' if legend else 'car'} takes {one_of(sorted(allowed))}")
        space = spec.get("space")
        if not isinstance(space, int) or not 1 <= space <= track.spaces:
            raise ScenarioError(f"{name}: space must be from 1 to {track.spaces} on {track.name}, not {space!r}")
        spot = spec.get("spot", 1)
        if spot not in (1, 2):
            raise ScenarioError(f"{name}: spot must be 1 (Race Line) or 2, not {spot!r}")
        lap = spec.get("lap", 1)
        if not isinstance(lap, int) or not 0 <= lap <= laps:
            raise ScenarioError(f"{name}: lap must be from 0 (the grid) to {laps}, not {lap!r}")
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
                                    f"not {colour!r}")
            if colour in seen_legend_colours:
                raise ScenarioError(f"{name}: two Legends cannot share the colour {colour}")
            seen_legend_colours.add(colour)
            car = CarState(i, name, colour, legend=True)
            car.space, car.spot, car.lap = space, spot, lap
            race._cars_append(car)
            continue
        colour = spec.get("colour") or next(c for c in PLAYER_COLOURS if c not in used_colours)
        used_colours.add(colour)
        gear = spec.get("gear", 1)
        if gear not in (1, 2, 3, 4):
            raise ScenarioError(f"{name}: gear must be 1, 2, 3 or 4, not {gear!r}")
        places = {}
        for key in ("hand", "deck", "discard"):
            cards = spec.get(key, [])
            if isinstance(cards, str):
                cards = cards.split()
            if not isinstance(cards, (list, tuple)):
                raise ScenarioError(f"{name}: {key} must be a list of cards like ['4', '3', 'H'], not {cards!r}")
            known = catalogue().cards
            for c in cards:
                if c not in known:
                    raise UnknownName(f"{name}: unknown card {c!r} in {key}; cards are {one_of(known)}")
            places[key] = [str(c) for c in cards]
        engine = spec.get("engine", race._heat())
        if not isinstance(engine, int) or engine < 0:
            raise ScenarioError(f"{name}: engine is a number of Heat cards (0 or more), not {engine!r}")
        counts = Counter(places["hand"]) + Counter(places["deck"]) + Counter(places["discard"])
        counts[HEAT] += engine
        pool = Counter(catalogue().starting_deck)
        pool[HEAT] = heat_total
        pool[STRESS] = STRESS_IN_BOX
        for card, n in counts.items():
            if n > pool[card]:
                where = [k for k in ("hand", "deck", "discard") if card in places[k]]
                if card == HEAT:
                    where.append("engine")
                raise ScenarioError(
                    f"{name} has {n} x {card!r} ({' + '.join(where)}) but a car owns only {pool[card]}: "
                    f"a card cannot be in two places")
        car = CarState(i, name, colour)
        car.space, car.spot, car.lap, car.gear, car.engine = space, spot, lap, gear, engine
        car.hand = tuple(places["hand"])
        car.discard = tuple(places["discard"])
        if "deck" in spec:
            car.deck = tuple(places["deck"])
        else:  # the rest of the car's cards, shuffled
            rest = Counter(catalogue().starting_deck)
            rest[STRESS] = race._stress()
            rest[HEAT] = max(0, heat_total - engine)
            rest -= Counter(places["hand"]) + Counter(places["discard"])
            deck = sorted(rest.elements())
            streams.shuffle(deck, race.seed, f"car{i}", 0)
            car.deck = tuple(deck)
        car.shuffles = 1
        if "hand" not in spec:
            race._draw(car, race.options.hand_size)
        race._cars_append(car)
    deck = config.get("legends_deck")
    if deck is not None:
        if (not isinstance(deck, list) or len(set(deck)) != len(deck)
                or not all(isinstance(x, int) and 1 <= x <= 10 for x in deck)):
            raise ScenarioError(f"legends_deck lists distinct Legends cards 1-10, top first; got {deck!r}")
        race._legends_deck = list(reversed(deck))
    else:
        race._legends_deck = []
