"""The expansions' two new card symbols (expansions spec, section 5), resolved in React like the
Garage's: Super cool (Heavy Rain: Air intake u49-u54; Sponsor s85) and Draft (Tunnel Vision: Front
Wing u55-u60; Sponsor s86). Both optional, pooled and "up to"; neither is blocked by a tunnel, a
No-cooling or a Fog sector [SILENT in BGA: followed].

- `supercool K`: K Heat cards from the discard pile back to the Engine, K at most the open Super
  cool values (pooled) and the Heat cards in the discard (generic Heat; upgrade Heat u17/u48 enter
  play as plain Heat here). Entries are used from the first until they cover K; the rest stay open.
  With no Heat in the discard nothing is offered: the symbol goes unused [BGA wastes it with a log
  line; the same for the race].
- `drafting D`: the gap D is the number of empty spaces (both spots) straight ahead of the car up to
  the first space holding a car (Legends count, finished cars do not; none within 20 spaces: no
  gap). Offered only when 1 <= D <= the open Draft values (BGA's [BUG?] of counting used entries is
  not followed: unused ones only); the car moves exactly D spaces to the last empty space behind
  that car, its Speed unchanged. Corner lines it crosses are charged in step 7 at the turn's Speed
  (step 7 measures from the start of the turn); it is no slipstream for press corners.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..actions import Action, register_words
from ..cards import HEAT
from ..events import Text
from ..symbols import SymbolHandler
from ..table import Table

if TYPE_CHECKING:
    from ..state import CarState

# The race (engine/race.py Race) is `Any` here: a module reaches it only through engine/table.py Table.

DRAFT_REACH: int = 20  # BGA looks this far ahead for a car to draft behind (spec 5.2)

# Declared by the modules that play these cards (Garage, ChampionshipRace); in the notation (read
# without a race) at once: SUPERCOOL and DRAFTING are made below.
WORDS: dict[str, dict[str, tuple[str, ...]]] = {"react": {"number": ("supercool", "drafting")}}
register_words("react", **WORDS["react"])
SUPERCOOL: dict[int, Action] = {k: Action("supercool", k) for k in range(1, 16)}
DRAFTING: dict[int, Action] = {k: Action("drafting", k) for k in range(1, DRAFT_REACH + 1)}


def _open(race: Any, car: CarState, card: str, count: int, symbol: str) -> None:
    fx = car.effects
    assert fx is not None  # symbols.open_symbols set it
    car.effects = fx._replace(open=fx.open + ((card, symbol, count),))


HANDLERS: tuple[SymbolHandler, ...] = (
    SymbolHandler("super_cool", "react", False, lambda race, car, card, n: _open(race, car, card, n, "super_cool")),
    SymbolHandler("draft", "react", False, lambda race, car, card, n: _open(race, car, card, n, "draft")))


def draft_gap(race: Any, car: CarState) -> int:
    """Empty spaces straight ahead of the car up to the first space holding a car (0: none within
    DRAFT_REACH spaces, or the space ahead is taken)."""
    table = Table(race)
    n = table.spaces
    here = table.distance(car)
    taken = {c.lap * n + c.space for c in table.cars if c.on_board and c.finished is None and c is not car}
    for d in range(1, DRAFT_REACH + 1):
        if here + d in taken:
            return d - 1
    return 0


def _pool(car: CarState, symbol: str) -> int:
    fx = car.effects
    assert fx is not None  # asked only with symbols open
    return sum(e[2] for e in fx.open if e[1] == symbol)


def react_options(race: Any, car: CarState, out: list[Action]) -> None:
    fx = car.effects
    if fx is None or not fx.open:
        return
    symbols = {e[1] for e in fx.open}
    if "super_cool" in symbols:
        k = min(_pool(car, "super_cool"), car.discard.count(HEAT), len(SUPERCOOL))
        out.extend(SUPERCOOL[i] for i in range(1, k + 1))
    if "draft" in symbols:
        gap = draft_gap(race, car)
        if gap and _pool(car, "draft") >= gap:
            out.append(DRAFTING[gap])


def _use(car: CarState, symbol: str, amount: int) -> tuple[str, ...]:
    """Take open entries of `symbol`, first to last, until they cover `amount`: the cards used."""
    fx = car.effects
    assert fx is not None  # used only with symbols open
    open_: list[tuple[str, str, int]] = []
    used: list[str] = []
    covered = 0
    for e in fx.open:
        if e[1] == symbol and covered < amount:
            covered += e[2]
            used.append(e[0])
        else:
            open_.append(e)
    car.effects = fx._replace(open=tuple(open_), used=fx.used + tuple((c, symbol) for c in used))
    return tuple(used)


def _supercool(race: Any, car: CarState, action: Action) -> None:
    table = Table(race)
    k = action.n
    assert k is not None  # 'supercool K'
    cards = _use(car, "super_cool", k)
    discard = list(car.discard)
    for _ in range(k):
        discard.remove(HEAT)
    car.discard = tuple(discard)
    car.engine += k
    table.event("super_cool", car, heat=k, engine=car.engine, sources=list(cards))


def _drafting(race: Any, car: CarState, action: Action) -> None:
    table = Table(race)
    d = action.n
    assert d is not None  # 'drafting D'
    cards = _use(car, "draft", d)
    moved = table.move(car, d)
    table.event("drafting", car, moved=moved, space=car.space, sources=list(cards))


REACT_WORDS: dict[str, Callable[[Any, CarState, Action], None]] = {"supercool": _supercool, "drafting": _drafting}

TEXTS: dict[str, Text] = {
    "super_cool": lambda n, f, t: t.nformat("{car} super cools {n} Heat card from the discard pile to the Engine "
                                            "(Engine: {engine})",
                                            "{car} super cools {n} Heat cards from the discard pile to the Engine "
                                            "(Engine: {engine})", f["heat"], car=n, engine=f["engine"]),
    "drafting": lambda n, f, t: t.nformat("Draft: {car} moves {n} space forward, to space {space}",
                                          "Draft: {car} moves {n} spaces forward, to space {space}", f["moved"],
                                          car=n, space=f["space"]),
}
