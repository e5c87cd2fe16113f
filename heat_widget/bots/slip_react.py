"""React with the slipstream in view, for the heuristic on a board with a chicane (issue 32).

At React the cars ahead in race order have moved (rulebook, 3. Reveal & Move: in race order), so
whether a stop lies right behind or beside a car, and may slipstream 2 spaces more (6. Slipstream;
the corner check still reads the Speed, 7. Check Corner), is known. The heuristic's React
(bots/strategies.py) weighed Adrenaline and a Boost by their own spaces only; here an option's
value is the better of stopping there and slipstreaming from there, each as the heuristic's
slipstream decision would weigh it (spaces, the Heat of the corner lines crossed, the landing's
next two rounds: outlook.py TwoRoundLanding). It reads `view.cars` (so Heuristic.reads_cars); a view
made without them (the search's and the judge's play-outs) reacts as before.

Measured (3 cars, 1 heuristic + 2 Legends, 1,200 races a board and seed, wins): tuned on seeds 101
and 202, Nederland 128/126 -> 161/145, Mexico 302/274 -> 320/279, Japan 406/439 -> 446/454, España
488/555 -> 496/567; held out (2411 and 404) Nederland 122/143 -> 167/180, Mexico 286/307 -> 283/306,
Japan 407/451 -> 445/461, España 511/548 -> 519/543. On Nederland it slipstreams 2.4 times a race
(was 2.0). Ungated, the base boards (12 cells, 300 races, seeds 101 and 202) won 1,585/1,711 ->
1,622/1,722 but Italy with 4 and 6 cars lost 59 races: gated to the boards with a chicane.
"""
from __future__ import annotations

from ..engine.errors import ViewError
from ..engine.view import CarView, View
from .outlook import Corners, Landing, flip_distribution, heat_cost, heat_owed, spin_point

MOST_EXTRA = 4  # a Boost flips one card: 1-4 spaces more


def slip_spots(view: View) -> int:
    """Bits 0-4: bit x set when stopping x spaces further than now lies on a car's space or on the
    space just behind one, with room to slipstream before the finish (engine/slipstream.py). 0 when
    the view was made without the other cars (bots/runner.py: reads_cars)."""
    try:
        cars = view.cars
    except ViewError:
        return 0
    me: CarView = view.me
    n = view.spaces
    taken = 0  # bit s: a car on space s (spaces 1..n)
    for c in cars:
        if c.on_board and c.name != me.name:
            taken |= 1 << c.space
    if not taken:
        return 0
    bits = 0
    for x in range(MOST_EXTRA + 1):
        if me.distance + x + 2 > view.finish_distance:
            break
        land = (me.space - 1 + x) % n + 1
        if taken & (1 << land) or taken & (1 << (land % n + 1)):
            bits |= 1 << x
    return bits


def _value(x: int, paid: int, speed: int, corners: Corners, engine: int, w: float, now: float,
           landing: Landing | None, bits: int) -> float | None:
    """Stopping x spaces further (Speed + x, `paid` Heat spent on it), or slipstreaming from there
    where bit x allows, whichever the heuristic would: its value against stopping now; None when
    stopping there spins out."""
    s = speed + x
    if spin_point(s, s, corners, engine - paid) is not None:
        return None
    owed, _ = heat_owed(s, s, corners)
    base = x - (heat_cost(engine, owed + paid, w) - now) - (landing.worse(x, paid) if landing is not None else 0.0)
    if bits >> x & 1 and spin_point(s, s + 2, corners, engine - paid) is None:
        owed2, _ = heat_owed(s, s + 2, corners)
        slip = x + 2 - (heat_cost(engine, owed2 + paid, w) - now)
        if landing is not None:
            slip -= landing._cost(landing.at + x + 2, paid, s) - landing._cost(landing.at, 0, speed)
        if slip > base:
            return slip
    return base


def react_with_slip(speed: int, corners: Corners, engine: int, w: float, free: bool, adrenaline: bool,
                    boost: bool, landing: Landing | None, bits: int, spin_cost: float) -> str:
    """"adrenaline", "boost" or "done" (as Heuristic._react_kind) with each stop's slipstream counted."""
    owed_now, _ = heat_owed(speed, speed, corners)
    now = heat_cost(engine, owed_now, w)
    stay = _value(0, 0, speed, corners, engine, w, now, landing, bits)
    stay = 0.0 if stay is None or stay < 0.0 else stay
    if adrenaline:
        up = _value(1, 0, speed, corners, engine, w, now, landing, bits)
        if up is not None and up > stay:
            return "adrenaline"
    if boost:
        paid = 0 if free else 1
        gain = 0.0
        for v, p in flip_distribution(1):
            got = _value(v, paid, speed, corners, engine, w, now, landing, bits)
            gain += p * (-(spin_cost + v) if got is None else got)
        if gain > stay:
            return "boost"
    return "done"
