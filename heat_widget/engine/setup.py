"""Set-up choices of a new race that options change: the starting grid's order and the cards a
player starts with (rulebook, Setting up the game; advanced booklet, Championship System)."""
from __future__ import annotations

from . import streams
from .cards import catalogue
from .errors import ScenarioError, one_of


def grid_order(race, total: int) -> list[int]:
    """Car indexes, pole first: the `grid` option's names, or a random draw from the seed."""
    grid = race.options.grid
    if grid is None:
        order = list(range(total))
        streams.shuffle(order, race.seed, "grid", 0)
        return order
    names = race._by_name
    if sorted(grid) != sorted(names):
        raise ScenarioError(f"grid must name every car once, pole first: {one_of(names)}; got {list(grid)}")
    return [names[n].index for n in grid]


def starting_deck(starting_upgrades: bool = True) -> dict:
    """A player's own cards (card -> copies); without the Starting Upgrades (0, 5 and their Heat
    card) when `starting_upgrades` is False, as the Championship leaves them in the box."""
    deck = catalogue().starting_deck
    if starting_upgrades:
        return deck
    return {c: k for c, k in deck.items() if catalogue().spec(c).kind == "basic"}
