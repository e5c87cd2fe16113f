"""What a bot can work out cheaply from its view: the corners ahead, what a Speed would cost in Heat
at them, and the odds of the [+] flips of Stress cards and Boosts.

Everything here is public information (the board and the car's own hand), so strategies built on it
respect the rule that bots only ever see `race.view(car)`.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any, TypeAlias, cast

from ..engine.actions import Action
from ..engine.track import Track
from ..engine.view import CarView, View
from .overheat import OverheatLimit

HEAT, STRESS = "H", "S"

# A corner ahead as (k, limit): moving more than k spaces from here crosses its line. The limit is
# `Any` on purpose: it may be an OverheatLimit (bots/overheat.py, an int whose subtraction counts one
# Heat more), and the compiled build must subtract it as Python does, never unbox it to a machine int.
Corner: TypeAlias = tuple[int, Any]
Corners: TypeAlias = tuple[Corner, ...]
# For every distance on the race, the corners still ahead (corner_table).
CornerTable: TypeAlias = list[Corners]
# A kind of play (play_class): (Speed of the fixed cards, [+] flips, cluttered as a bool), and with
# upgrades paying Heat a fourth number, the Heat they cost.
PlayClass: TypeAlias = tuple[int, ...]

# Speed of each card a player can play (Heat is never played on purpose; Stress flips a Basic card).
CARD_SPEED = {"0": 0, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "H": 0, "S": 0}
# Garage upgrades (engine data): [+] flips and Heat cost of a card; a Speed choice counts as its best.
CARD_FLIPS: dict[str, int] = {"S": 1}
CARD_HEAT: dict[str, int] = {}


def _upgrades() -> None:
    from ..engine.cards import catalogue
    for spec in catalogue().cards.values():
        if spec.kind == "upgrade" and spec.becomes is None:
            CARD_SPEED[spec.id] = max(spec.choices) if spec.choices else cast(int, spec.speed)
            if spec.symbols.get("boost"):
                CARD_FLIPS[spec.id] = spec.symbols["boost"]
            if spec.symbols.get("heat"):
                CARD_HEAT[spec.id] = spec.symbols["heat"]


_upgrades()

# Cooldown given by each gear (rulebook, step 5: 1st gear Cooldown 3, 2nd gear Cooldown 1).
GEAR_COOLDOWN = {1: 3, 2: 1, 3: 0, 4: 0}

# What a Heat in the Engine is worth, by how many are left (in units of a strategy's Heat weight w):
# the Heat that empties the Engine is dear (no Heat left means no corner above its limit, no Boost,
# and a spin-out risk), the ones above PLENTY cheap (an Engine that full has Heat to spare: spend it
# at corners, do not spend a slow round cooling it). ENGINE_WORTH[n] is the worth of the n-th Heat
# from the bottom (the level n-1 -> n); _WORTH_SUM[n] the worth of an Engine holding n.
DEAR = 1.0   # the last Heat counts 1 + DEAR times w, falling to 1 at RESERVE
RESERVE = 2
PLENTY = 5  # Heat above this many count CHEAP times w
CHEAP = 0.3
ENGINE_WORTH: list[float] = []
_WORTH_SUM: list[float] = []


def shape_engine_worth() -> None:
    """(Re)build ENGINE_WORTH and _WORTH_SUM from DEAR, RESERVE, PLENTY and CHEAP."""
    worth = [0.0]
    for n in range(1, 41):
        level = n - 1
        m = 1.0 + DEAR * (RESERVE - level) / RESERVE if level < RESERVE else CHEAP if n > PLENTY else 1.0
        worth.append(m)
    sums = [0.0]
    for m in worth[1:]:
        sums.append(sums[-1] + m)
    ENGINE_WORTH[:] = worth
    _WORTH_SUM[:] = sums


shape_engine_worth()


def heat_cost(engine: int, owed: int, w: float) -> float:
    """What paying `owed` Heat from an Engine holding `engine` costs, in spaces (Heat weight w):
    the Heat paid are the top ones, so an Engine with plenty pays little and the last Heat are dear.
    (Owing more than the Engine holds is a spin-out: callers count that apart; here it costs the
    whole Engine.)"""
    if owed <= 0:
        return 0.0
    if engine > 40:
        engine = 40
    low = engine - owed
    if low < 0:
        low = 0
    return w * (_WORTH_SUM[engine] - _WORTH_SUM[low]) if engine > 0 else 0.0


def cool_worth(engine: int, cooled: int, w: float) -> float:
    """What `cooled` Heat moved back into an Engine holding `engine` are worth there (Heat weight w)."""
    if cooled <= 0:
        return 0.0
    if engine < 0:
        engine = 0
    top = engine + cooled
    if top > 40:
        top = 40
    return w * (_WORTH_SUM[top] - _WORTH_SUM[engine]) if top > engine else 0.0


_TABLES: dict[tuple[Any, ...], Any] = {}  # never emptied: tables (and their rows) stay alive, so their ids stay theirs
# A row of corners ahead (with which limits are Overheat ones: an OverheatLimit equals its int) ->
# the one tuple standing for it in every table: equal rows of different tables and laps are one
# object, so a memo keyed by a row's id (strategies.py `_potential`) is shared by all of them.
_ROWS: dict[tuple[Corners, tuple[type, ...]], Corners] = {}


# `limits` holds Any (ints, and OverheatLimits once the tokens are read): compiled, a `tuple[int, ...]`
# would unbox an OverheatLimit to a plain machine int, losing the Heat it adds (see Corner)
def corner_table(track: Track, laps: int, limits: tuple[Any, ...] | None = None,
                 overheat: tuple[int, ...] | None = None, flooded: frozenset[int] | None = None) -> CornerTable:
    """For every distance d on the race (lap * spaces + space), the corners still ahead before the
    finish line as a tuple of (k, limit): moving more than k spaces from d crosses that corner's line.
    `limits`: each corner's limit if not the printed one (road tokens); `overheat`: 1 where an
    Overheat token adds a Heat when over the limit (the limit is then an OverheatLimit); `flooded`:
    the race's flooded spaces if not the board's (a scenario's, View.flooded). Cached per track,
    number of laps, limits, Overheat tokens and floods."""
    fast = (id(track), laps, limits, overheat, flooded)
    hit = _TABLES.get(fast)
    if hit is not None and hit[0] is track:
        found: CornerTable = hit[1]
        return found
    if limits is None:
        limits = tuple(c.speed_limit for c in track.corners)
    if overheat is not None and any(overheat):
        limits = tuple(OverheatLimit(lim) if o else lim for lim, o in zip(limits, overheat))
    if flooded is None:
        flooded = track.flooded
    key = (track.id, track.spaces, laps, tuple((c.after_space, lim) for c, lim in zip(track.corners, limits)), overheat,
           flooded)
    table: CornerTable | None = _TABLES.get(key)
    if table is None:
        n = track.spaces
        finish = (laps + 1) * n + 0.5
        lines = [(lap * n + c.after_space, lim) for lap in range(laps + 1) for c, lim in zip(track.corners, limits)
                 if lap * n + c.after_space + 0.5 < finish]
        table = []
        for d in range((laps + 2) * n + 1):
            row = tuple((at - d, limit) for at, limit in lines if at >= d)[:4]
            table.append(_ROWS.setdefault((row, tuple(type(limit) for _k, limit in row)), row))
        _TABLES[key] = table
        if flooded:  # distance d is space (d - 1) % n + 1 of its lap
            _FLOODS[id(table)] = tuple((d - 1) % n + 1 in flooded for d in range(len(table)))
        if track.has_chicane:
            _CHICANES.add(id(table))
    _TABLES[fast] = (track, table)  # keeps the track alive, so its id is not reused
    return table


def view_table(view: View) -> CornerTable:
    """The corner table of a view's race, with the road tokens' limits when the Weather module is on
    and the race's flooded spaces (View.flooded: a scenario may add some to any board)."""
    conditions = view.conditions
    flooded = view.flooded
    if conditions is None:
        track, laps = view.track, view.laps
        last = _LAST_TABLE
        if last[0] is track and last[1] == laps and (last[3] is flooded or last[3] == flooded):  # a batch: the same
            known: CornerTable = last[2]
            return known
        table = corner_table(track, laps, None, None, flooded)
        _LAST_TABLE[:] = (track, laps, table, flooded)
        return table
    return corner_table(view.track, view.laps, conditions.limits, conditions.overheat, flooded)


_LAST_TABLE: list[Any] = [None, None, None, None]  # (track, laps, table, floods) of the last view without road tokens
# id of a corner table (they stay alive: _TABLES) -> whether each distance is a flooded space (Heavy
# Rain: a car starting its round there pays 1 Heat more to shift down; rules spec 2). Only tables of
# boards with floods have an entry.
_FLOODS: dict[int, tuple[bool, ...]] = {}
# ids of the corner tables of boards with a chicane (two lines a few spaces apart, each charging its
# own Heat): there the heuristic looks two rounds ahead (_potential2)
_CHICANES: set[int] = set()


def flooded_at(table: CornerTable, d: int) -> bool:
    """Whether distance d of this corner table's race is a flooded space (public: printed on the board)."""
    floods = _FLOODS.get(id(table))
    return floods is not None and 0 <= d < len(floods) and floods[d]


def shift_heat(gear_now: int, gear: int, flooded: bool) -> int:
    """The Heat a shift from gear_now to gear costs: 1 for two gears at once, and 1 more for a
    down-shift from a flooded space (Heavy Rain, rules spec 2: down 1 costs 1, down 2 costs 2)."""
    heat = 1 if abs(gear - gear_now) == 2 else 0
    return heat + 1 if flooded and gear < gear_now else heat


def number(action: Action) -> int:
    """The number of an action whose kind always carries one ("gear 3", "cooldown 2", "reduce 1")."""
    n = action.n
    assert n is not None, f"{action} carries no number"
    return n


def slipstream_spaces(view: View, action: Action) -> int:
    """Spaces a legal slipstream action moves: `slipstream N` says it; `slipstream` goes as far as the
    sector allows (2, plus a road or weather bonus where the car stands)."""
    if action.n is not None:
        return action.n
    conditions = view.conditions
    return 2 + (conditions.slipstream_bonus(view.me.space) if conditions is not None else 0)


def free_boost(view: View) -> bool:
    """Whether a Boost costs no Heat where the car stands (a Heat-control sector)."""
    conditions = view.conditions
    return conditions is not None and conditions.free_boost(view.me.space)


def corners_from(view: View, distance: int) -> Corners:
    """(k, limit) of the corners ahead of `distance` for this view's race."""
    table = view_table(view)
    if distance < 0:
        distance = 0
    return table[distance] if distance < len(table) else ()


@lru_cache(maxsize=16)
def flip_distribution(flips: int) -> tuple[tuple[int, float], ...]:
    """((added Speed, probability), ...) of `flips` [+] flips, each a Basic card 1-4 taken as equally
    likely (every car starts with three of each)."""
    dist = {0: 1.0}
    for _ in range(flips):
        nxt: dict[int, float] = {}
        for total, p in dist.items():
            for v in (1, 2, 3, 4):
                nxt[total + v] = nxt.get(total + v, 0.0) + p / 4
        dist = nxt
    return tuple(sorted(dist.items()))


def heat_owed(speed: int, moved: int, corners: Corners) -> tuple[int, int]:
    """Heat owed for the corner lines crossed by moving `moved` spaces at Speed `speed`:
    (total owed, k of the last corner crossed or -1)."""
    owed = 0
    last = -1
    for k, limit in corners:
        if moved <= k:
            break
        last = k
        if speed > limit:
            owed += speed - limit
    return owed, last


def spin_point(speed: int, moved: int, corners: Corners, engine: int) -> int | None:
    """Where a car would spin out paying corners in order with `engine` Heat: the k of that corner,
    or None if it can pay for every corner it crosses."""
    owed = 0
    for k, limit in corners:
        if moved <= k:
            return None
        if speed > limit:
            owed += speed - limit
            if owed > engine:
                return k
    return None


@lru_cache(maxsize=65536)
def play_classes(hand: tuple[str, ...], k: int) -> tuple[PlayClass, ...]:
    """The distinct kinds of play of k cards from a hand, as (Speed of the fixed cards, [+] flips
    (Stress cards and upgrades' [+]), cluttered), and with upgrades paying Heat a fourth number, the
    Heat they cost: plays with the same numbers move the same way. A cluttered hand (fewer than k
    cards that are not Heat) has one forced play."""
    counts: dict[str, int] = {}
    for c in hand:
        if c != HEAT:
            counts[c] = counts.get(c, 0) + 1
    if sum(counts.values()) < k:
        return ((0, 0, True),)
    if not CARD_HEAT.keys() & counts.keys():
        kinds = [(CARD_SPEED.get(c, 0), CARD_FLIPS.get(c, 0), n) for c, n in counts.items()]
        seen: set[PlayClass] = set()
        _walk(kinds, seen, 0, k, 0, 0)
        return tuple(sorted(seen, reverse=True))
    seen = set()
    for combo in set(combinations(sorted(c for c in hand if c != HEAT), k)):
        seen.add(play_class(combo))
    return tuple(sorted(seen, reverse=True))


def _walk(kinds: list[tuple[int, int, int]], seen: set[PlayClass], i: int, left: int, speed: int, stress: int) -> None:
    """Every way of taking `left` more cards from kinds[i:]. (A module-level function, not a
    closure: a recursive closure is a reference cycle, and the garbage collector pays for those.)"""
    if left == 0:
        seen.add((speed, stress, False))
        return
    if i == len(kinds):
        return
    value, flips, n = kinds[i]
    for take in range(min(n, left), -1, -1):
        _walk(kinds, seen, i + 1, left - take, speed + take * value, stress + take * flips)


def play_class(cards: tuple[str, ...]) -> PlayClass:
    """(Speed of the fixed cards, Stress cards, cluttered) of one play."""
    if HEAT in cards:
        return (0, 0, True)
    speed = flips = heat = 0
    for c in cards:
        speed += CARD_SPEED.get(c, 0)
        flips += CARD_FLIPS.get(c, 0)
        heat += CARD_HEAT.get(c, 0)
    return (speed, flips, False, heat) if heat else (speed, flips, False)


_PLAYS_BY_CLASS: dict[int, tuple[Sequence[Action], dict[PlayClass, Action]]] = {}


def plays_by_class(legal: Sequence[Action]) -> dict[PlayClass, Action]:
    """{play_class: the first play of that kind} over a list of legal plays, in list order. Plays of
    one kind move the same, so a strategy chooses a kind and takes its first play. Cached per list:
    the engine hands out the same tuple for the same hand, so this is worked out once per hand."""
    hit = _PLAYS_BY_CLASS.get(id(legal))
    if hit is None or hit[0] is not legal:  # the id of a tuple that is gone may be reused
        by_class: dict[PlayClass, Action] = {}
        for a in legal:
            by_class.setdefault(play_class(a.cards), a)
        if len(_PLAYS_BY_CLASS) > 10_000:
            _PLAYS_BY_CLASS.clear()
        hit = _PLAYS_BY_CLASS[id(legal)] = (legal, by_class)  # keeps `legal` alive, so its id stays its own
    return hit[1]


def turn_start(me: CarView) -> int:
    """Where the car began its move this round (corners count from there)."""
    return me.start_distance if me.start_distance is not None else me.distance - (me.speed or 0)


# Speeds a gear usually gives (lowest, highest) with an ordinary hand: for judging the next round.
GEAR_SPEEDS = {1: (1, 4), 2: (3, 7), 3: (5, 10), 4: (7, 12)}
_POTENTIAL: dict[tuple[int, int, int, float, bool, int], float] = {}  # (corners row id, gear, Engine, w, flooded, top)
# _potential counts a gear by the mean of its 2 best Speeds, not the best alone (issue 32: on the
# expansion boards the best alone made the heuristic plan for Speeds its hand seldom holds; tuned on
# tournament seeds 101 and 202, see notebooks/data/heuristic_vs_legends.csv)
TOP_SPEEDS = 2


def _speed_value(corners: Corners, s: int, engine: int, shift: int, w: float) -> tuple[float, int, int]:
    """Speed `s` next round, past `corners`, with `engine` Heat of which `shift` pays for the gear:
    (its spaces less the Heat's cost, or the corner's k less 12 if it spins out; the Heat owed at the
    corners; the k of the corner it spins out at, or -1)."""
    owed = 0
    for k, limit in corners:
        if s <= k:
            break
        if s > limit:
            owed += s - limit
            if owed > engine - shift:
                return k - 12.0, owed, k
    return s - heat_cost(engine, owed + shift, w), owed, -1


def _potential(table: CornerTable, d: int, gear: int, engine: int, w: float, flooded: bool = False,
               top: int = TOP_SPEEDS) -> float:
    """What the next round promises from distance d in this gear with this much Heat: the best, over
    the gears reachable next round, of the mean (spaces - Heat cost) of the `top` best Speeds each
    usually gives (1 or 2: a hand does not always hold the best one; 1 is the evaluator's feature).
    `flooded`: d is a flooded space, where shifting down costs 1 Heat more (outlook.py shift_heat)."""
    if engine < 0:
        engine = 0
    elif engine > 8:
        engine = 8
    corners: Corners = table[d] if d < len(table) else ()
    # all it depends on: the corners ahead (one object per distinct row in every table: outlook.py
    # _ROWS), the gear, the Engine and the worth of a Heat
    key = (id(corners), gear, engine, w, flooded, top)
    hit = _POTENTIAL.get(key)
    if hit is not None:
        return hit
    best = -99.0
    for g in range(max(1, gear - 2), min(4, gear + 2) + 1):
        shift = shift_heat(gear, g, flooded)
        if shift > engine:
            continue
        lo, hi = GEAR_SPEEDS[g]
        first = second = -99.0
        for s in range(lo, hi + 1):
            value, _, _ = _speed_value(corners, s, engine, shift, w)
            if value > first:
                first, second = value, first
            elif value > second:
                second = value
        got = first if top == 1 else 0.5 * (first + second)
        if got > best:
            best = got
    if len(_POTENTIAL) > 200_000:
        _POTENTIAL.clear()
    _POTENTIAL[key] = best
    return best


class Landing:
    """Where a car stops this round on a board with floods (Heavy Rain), for React and slipstreaming
    (bots/strategies.py):
    `worse(extra, paid)` is how much worse, in spaces, next round looks after `extra` more spaces
    (and `paid` Heat more) than stopping here, from the flood alone (_potential with and without
    the flooded space's dearer down-shift; the rest of the move is weighed as before)."""

    __slots__ = ("table", "at", "gear", "engine", "w", "corners", "speed", "start", "weight")

    def __init__(self, table: CornerTable, at: int, gear: int, engine: int, w: float, corners: Corners, speed: int,
                 weight: float, start: int | None = None) -> None:
        self.table, self.at, self.gear, self.engine, self.w = table, at, gear, engine, w
        self.weight = weight  # of the next round's prospects (strategies.py NEXT_ROUND)
        self.corners, self.speed = corners, speed
        self.start = at - speed if start is None else start

    def _cost(self, at: int, paid: int, speed: int) -> float:
        if not flooded_at(self.table, at):
            return 0.0
        owed, _ = heat_owed(speed, at - self.start, self.corners)
        engine = self.engine - paid - owed
        return self.weight * (_potential(self.table, at, self.gear, engine, self.w)
                             - _potential(self.table, at, self.gear, engine, self.w, True))

    def worse(self, extra: int, paid: int, faster: bool = True) -> float:
        """`faster`: the extra spaces add to the Speed (Adrenaline, Boost), not only to the move (slipstream)."""
        return (self._cost(self.at + extra, paid, self.speed + extra if faster else self.speed)
                - self._cost(self.at, 0, self.speed))


# On a board with a chicane the heuristic values a landing by the next round AND the one after it
# (issue 32): a chicane's two lines and the slow corner usually behind them (Nederland 9 + 13, then
# 16 at 3; Mexico 14 + 19; España 29 + 32) take two or three rounds, and one round's prospects do
# not tell a landing that sets up the next two well. TWO_ROUND is the weight of the round after next
# (tuned with strategies.py CHICANE_NEXT on the 4 expansion boards, 3 cars, seeds 101 and 202, 900
# races each: 0.3-0.5 scored alike, 0.6 and more worse).
TWO_ROUND = 0.4
_POTENTIAL2: dict[tuple[int, int, int, int, float, bool], float] = {}  # (table id, d, gear, Engine, w, flooded)


def _potential2(table: CornerTable, d: int, gear: int, engine: int, w: float, flooded: bool = False) -> float:
    """_potential looking one round further (boards with a chicane): each Speed the next round may
    play, in each gear reachable, is worth its spaces less its Heat plus TWO_ROUND times _potential
    from where it lands (in that gear, with the Heat left); a gear counts by the mean of its two best.
    Keyed by distance, not by the corners row: the landing's row is not a function of this one."""
    if engine < 0:
        engine = 0
    elif engine > 8:
        engine = 8
    key = (id(table), d, gear, engine, w, flooded)
    hit = _POTENTIAL2.get(key)
    if hit is not None:
        return hit
    corners: Corners = table[d] if d < len(table) else ()
    floods = _FLOODS.get(id(table), ())
    best = -99.0
    for g in range(max(1, gear - 2), min(4, gear + 2) + 1):
        shift = shift_heat(gear, g, flooded)
        if shift > engine:
            continue
        lo, hi = GEAR_SPEEDS[g]
        first = second = -99.0
        for s in range(lo, hi + 1):
            value, owed, spun = _speed_value(corners, s, engine, shift, w)
            if spun >= 0:  # spins out: back before that corner in 1st gear, no Heat (as _Situation._score)
                value += TWO_ROUND * _potential(table, d + spun, 1, 0, w)
            else:
                at = d + s
                value += TWO_ROUND * _potential(table, at, g, engine - shift - owed, w, at < len(floods) and floods[at])
            if value > first:
                first, second = value, first
            elif value > second:
                second = value
        got = 0.5 * (first + second)
        if got > best:
            best = got
    if len(_POTENTIAL2) > 200_000:
        _POTENTIAL2.clear()
    _POTENTIAL2[key] = best
    return best


class TwoRoundLanding(Landing):
    """A Landing on a board with a chicane: any stop is weighed by the next two rounds' prospects
    from it (_potential2, the flood's dearer down-shift included), not only a flooded one."""

    __slots__ = ()

    def _cost(self, at: int, paid: int, speed: int) -> float:
        owed, _ = heat_owed(speed, at - self.start, self.corners)
        return -self.weight * _potential2(self.table, at, self.gear, self.engine - paid - owed, self.w,
                                          flooded_at(self.table, at))


def class_value(cls: PlayClass, speed: Callable[[int], float], engine: int, w: float) -> float:
    """A kind of play's value from the value of each Speed (`speed`), for a hand that is not
    cluttered: a played Stress card leaves the hand (+0.5) and flips cards for its Speed; upgrades
    with a Heat cost (Garage) pay it from the Engine, or count as worse than the move."""
    base, stress = cls[0], cls[1]
    if not stress:
        v = speed(base)
    else:
        v = 0.5 * stress
        for extra, p in flip_distribution(stress):
            v += p * speed(base + extra)
    if len(cls) > 3:
        v -= heat_cost(engine, cls[3], w) if cls[3] <= engine else 2.0 * base
    return v
