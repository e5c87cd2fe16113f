"""`RaceOptions`: a race's options (Race.new's keywords), as given until `check()` names a wrong one.

Its own module, left interpreted in the compiled build (.ci/build_compiled.py): its fields hold
any value until `check()` refuses the wrong ones, and compiled code would check each field's
annotated type as it reads it, a bare TypeError before the project's own error."""
from __future__ import annotations

from dataclasses import dataclass

from .errors import shorten

EXPANSIONS = ("heavy_rain", "tunnel_vision")  # names of the expansions (their cards' `set` in data/upgrades.json)
BOARD_EXPANSION = {"Heavy Rain": "heavy_rain", "Tunnel Vision": "tunnel_vision"}  # a board's set -> its expansion


@dataclass(frozen=True)
class RaceOptions:
    """Per-race options. None means "as printed on the board"."""

    laps: int | None = None
    hand_size: int = 7
    heat: int | None = None
    stress: int | None = None
    tournament: bool = False  # Tournament mode: play cards first, the gear follows at Reveal
    pro_legends: int = 0  # Pro Legends: +N to every Legend's top speed
    grid: tuple[str, ...] | None = None  # car names, pole first (None: drawn at random, as the rulebook's set-up)
    starting_upgrades: bool = True  # False: decks without the Starting Upgrades 0, 5 and Heat (Championship)
    # The expansions whose cards join the race ("heavy_rain", "tunnel_vision"; expansions spec 1.1): an
    # expansion board switches its own on by itself (Race.expansions)
    expansions: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.grid, list):  # read back from JSON
            object.__setattr__(self, "grid", tuple(self.grid))
        if isinstance(self.expansions, list):
            object.__setattr__(self, "expansions", tuple(self.expansions))

    def check(self) -> None:
        # Types by value: True is no lap count and "no" is no answer (bool is an int in Python).
        def whole(v: object) -> bool:
            return type(v) is int

        if self.laps is not None and (not whole(self.laps) or not 1 <= self.laps <= 10):
            raise ValueError(f"laps must be a whole number from 1 to 10, not {shorten(self.laps)}")
        if not whole(self.hand_size) or not 4 <= self.hand_size <= 10:
            raise ValueError(f"hand_size must be a whole number from 4 to 10, not {shorten(self.hand_size)}")
        for name in ("heat", "stress"):
            v = getattr(self, name)
            if v is not None and (not whole(v) or not 0 <= v <= 20):
                raise ValueError(f"{name} must be a whole number from 0 to 20, not {shorten(v)}")
        if type(self.tournament) is not bool:
            raise ValueError(f"tournament must be True or False, not {shorten(self.tournament)}")
        if not whole(self.pro_legends) or not 0 <= self.pro_legends <= 6:
            raise ValueError(f"pro_legends must be a whole number from 0 to 6, not {shorten(self.pro_legends)}")
        if type(self.starting_upgrades) is not bool:
            raise ValueError(f"starting_upgrades must be True or False, not {shorten(self.starting_upgrades)}")
        if not (isinstance(self.expansions, tuple) and all(e in EXPANSIONS for e in self.expansions)
                and len(set(self.expansions)) == len(self.expansions)):
            raise ValueError(f"expansions is a list of different expansion names among {', '.join(EXPANSIONS)}, "
                             f"not {shorten(self.expansions)}")
        if self.grid is not None and not (isinstance(self.grid, tuple) and len(self.grid) <= 20
                                          and all(type(n) is str for n in self.grid)):
            raise ValueError(f"grid must be a list of car names, pole first, not {shorten(self.grid)}")
