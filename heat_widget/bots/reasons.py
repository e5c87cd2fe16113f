"""Why a built-in strategy chose what it chose, in a player's words: `strategy.advise(view, decision)`.

Each reason is worked out with the strategy's own tools (its Heat weight, its situation values,
the corners table and Heat sums of bots/outlook.py) for the action it actually chose, so the
coach never says one thing and plays another. The strategies' hot path (`__call__`) is unchanged:
reasons are only computed when asked for.
"""
from __future__ import annotations

from typing import NamedTuple, Protocol, cast

from ..engine.actions import Action, Decision
from ..engine.events import EN, gear_name
from ..engine.i18n import Catalogue, tr
from ..engine.view import View
from .outlook import (GEAR_COOLDOWN, Corners, PlayClass, corners_from, flip_distribution, flooded_at, free_boost,
                      heat_owed, number, play_class, play_classes, shift_heat, slipstream_spaces, spin_point,
                      view_table, _CHICANES)
from .legal_picks import find as _find
from .slip_react import slip_spots

ORD = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}  # English; sentences use engine.events.gear_name


class Advice(NamedTuple):
    """What a strategy would do now and why (one line)."""

    action: Action  # one of the view's legal actions
    reason: str
    strategy: str

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


# What the reasons read of the strategy that chose (a Heuristic or a Cautious, not imported here:
# bots/strategies.py imports this module when asked for advice)
class _WeighsClasses(Protocol):
    def best_class(self, view: View, gear: int, classes: tuple[PlayClass, ...]) -> PlayClass | None: ...


class _PicksSafely(Protocol):
    def _pick(self, classes: tuple[PlayClass, ...], corners: Corners) -> tuple[float, float, PlayClass | None]: ...


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def corner_words(speed: int, corners: Corners, engine: int, t: Catalogue = EN) -> str:
    """What Speed `speed` does at the corners ahead, said as a player would."""
    if not corners:
        return t.gettext("no corner before the finish: as fast as you can")
    spin = spin_point(speed, speed, corners, engine)
    if spin is not None:
        limit = dict(corners)[spin]
        return t.nformat("too fast for the corner {n} space ahead (limit {limit}): you would spin out",
                         "too fast for the corner {n} spaces ahead (limit {limit}): you would spin out", spin + 1,
                         limit=limit)
    crossed = [(k, limit) for k, limit in corners if speed > k]
    if not crossed:
        k, limit = corners[0]
        short = k - speed
        if short == 0:
            return t.format("stops just before the next corner (limit {limit})", limit=limit)
        return t.nformat("stops {n} space short of the next corner (limit {limit})",
                         "stops {n} spaces short of the next corner (limit {limit})", short, limit=limit)
    owed, _ = heat_owed(speed, speed, corners)
    limits = f" {t.gettext('and')} ".join(str(limit) for _, limit in crossed)
    if owed:
        if len(crossed) == 1:
            return t.format("crosses a corner (limit {limits}) paying {owed} Heat of the {engine} in your Engine",
                            limits=limits, owed=owed, engine=engine)
        return t.format("crosses {n} corners (limit {limits}) paying {owed} Heat of the {engine} in your Engine",
                        n=len(crossed), limits=limits, owed=owed, engine=engine)
    if any(speed == limit for _, limit in crossed):
        return t.format("takes the corner at Speed {speed}, the limit", speed=speed)
    return t.format("takes the corner within its limit {limits}", limits=limits)


def speed_words(cls: PlayClass, t: Catalogue = EN) -> tuple[str, int]:
    """('Speed 7' or 'Speed 4 + 1 Stress flip (about 6.5)', the Speed to judge corners by)."""
    base, stress, cluttered = cls[:3]  # a Garage play class has a 4th number: its upgrades' Heat
    if cluttered:
        return t.gettext("no move (your hand is all Heat)"), 0
    if not stress:
        return t.format("Speed {speed}", speed=base), base
    mean = base + sum(v * p for v, p in flip_distribution(stress))
    return t.nformat("Speed {speed} + {n} Stress flip (about {mean})", "Speed {speed} + {n} Stress flips (about {mean})",
                     stress, speed=base, mean=t.decimal(mean)), round(mean)


def explain(strategy: object, view: View, decision: Decision | None, action: Action, language: str = "en") -> str:
    """The reason for `action` (chosen by `strategy`, a Heuristic or a Cautious) now, in `language`."""
    t = tr(language)
    kind = decision.kind if decision is not None else None
    me = view.me
    cautious = getattr(strategy, "name", "") == "cautious"
    if len(view.legal_actions) == 1:
        return t.gettext("the only legal choice")
    if kind == "gear":
        return _gear(strategy, view, action, cautious, t)
    if kind == "play":
        words, speed = speed_words(play_class(action.cards), t)
        corners = corners_from(view, me.distance)
        tail = ""
        if cautious:
            if spin_point(speed, speed, corners, me.engine) is None and not heat_owed(speed, speed, corners)[0]:
                tail = t.gettext("; the fastest play that stays under every limit")
        else:
            kinds = len({play_class(a.cards) for a in view.legal_actions})
            if kinds > 1:
                tail = t.nformat("; the best of {n} kind of play by spaces gained less Heat",
                                 "; the best of {n} kinds of play by spaces gained less Heat", kinds)
        return f"{words}: {corner_words(speed, corners, me.engine, t)}{tail}"
    if kind == "react":
        return _react(strategy, view, action, t)
    if kind == "slipstream":
        return _slipstream(view, action, t)
    if kind == "discard":
        if action.cards:
            return t.nformat("{cards} is too slow: out of your hand, to draw faster cards",
                             "{cards} are too slow: out of your hand, to draw faster cards", len(action.cards),
                             cards=" ".join(action.cards))
        return t.gettext("every card in your hand is worth keeping (Heat and Stress cannot be discarded)")
    return t.gettext("the first legal choice (this strategy does not weigh this decision)")


def _gear(strategy: object, view: View, action: Action, cautious: bool, t: Catalogue) -> str:
    me = view.me
    g, gear_now = number(action), me.gear
    assert gear_now is not None  # a car choosing its gear has one
    flooded = flooded_at(view_table(view), me.distance)  # Heavy Rain: a down-shift from a flood costs 1 Heat more
    shift = shift_heat(gear_now, g, flooded)
    hand = tuple(sorted(view.hand))
    classes = play_classes(hand, g)
    if cautious:
        _speed, _chance, best = cast(_PicksSafely, strategy)._pick(classes, corners_from(view, me.distance))
    else:
        best = cast(_WeighsClasses, strategy).best_class(view, g, classes)
    if best is None:  # only cluttered plays: the coach speaks of the first
        best = classes[0]
    words, speed = speed_words(best, t)
    parts = [t.format("in {gear} gear your best cards give {speed}: {corners}",
                      gear=gear_name(g, t) if g in ORD else g, speed=words,
                      corners=corner_words(speed, corners_from(view, me.distance), me.engine - shift, t))]
    cool = min(GEAR_COOLDOWN.get(g, 0), view.heat_in_hand)
    if cool:
        parts.append(t.nformat("and you can cool {n} Heat card from your hand", "and you can cool {n} Heat cards from your hand", cool))
    if flooded and g < gear_now:
        parts.append(t.nformat("(shifting down from a flooded space costs {n} Heat)",
                               "(shifting down from a flooded space costs {n} Heat)", shift))
    elif shift:
        parts.append(t.gettext("(two gears at once costs 1 Heat)"))
    return " ".join(parts)


def _react(strategy: object, view: View, action: Action, t: Catalogue) -> str:
    me = view.me
    speed = me.speed or 0
    from .outlook import turn_start
    corners = corners_from(view, turn_start(me))
    if action.kind == "cooldown":
        return t.nformat("{n} Heat card from your hand back to the Engine: free now, and Heat in hand clogs it",
                         "{n} Heat cards from your hand back to the Engine: free now, and Heat in hand clogs it",
                         number(action))
    # on a board with a chicane the heuristic's React counts the slipstream a stop beside or right behind
    # a car gives (bots/slip_react.py): 2 spaces more, free where no corner line is crossed at this Speed
    # (a strategy that reads the other cars there: `wants_cars`; the cautious bot does not)
    reads = hasattr(strategy, "wants_cars")
    slips = slip_spots(view) if reads and id(view_table(view)) in _CHICANES else 0
    if action.kind == "adrenaline":
        if slips & 2 and not slips & 1 and _free_slip(speed + 1, corners):
            return t.format("one more space for free puts you beside or right behind a car, to slipstream 2 more: "
                            "Speed {speed}: {corners}", speed=speed + 1,
                            corners=corner_words(speed + 1, corners, me.engine, t))
        return t.format("one more space for free: Speed {speed}: {corners}", speed=speed + 1,
                        corners=corner_words(speed + 1, corners, me.engine, t))
    owed_now, _ = heat_owed(speed, speed, corners)
    risk = sum(p for v, p in flip_distribution(1) if spin_point(speed + v, speed + v, corners, me.engine - 1) is not None)
    if action.kind == "boost":
        extra = max(heat_owed(speed + v, speed + v, corners)[0] for v in (1, 2, 3, 4)) - owed_now
        paid = t.gettext("no Heat (Heat control)") if free_boost(view) else t.gettext("1 Heat")
        cost = t.format("{paid} and up to {extra} more at the corner", paid=paid, extra=extra) if extra > 0 else paid
        if risk:
            return t.format("{cost} for 1-4 more spaces (about 2.5), {risk} spin-out risk", cost=cost,
                            risk=f"{risk:.0%}")
        return t.format("{cost} for 1-4 more spaces (about 2.5), no spin-out risk", cost=cost)
    if slips & 1 and _free_slip(speed, corners):
        return t.gettext("you stop beside or right behind a car: its slipstream gives 2 spaces more for free, "
                         "worth more here than a move past it")
    boost = _find(view.legal_actions, "boost")
    if boost is not None:
        if risk:
            return t.format("a Boost could spin you out ({risk} chance): not worth 1 Heat here", risk=f"{risk:.0%}")
        if _stops_on_flood(view, me.distance, range(1, 5)):
            return t.gettext("a Boost's 1-4 spaces are not worth the Heat here: they could stop you on a flooded "
                             "space, where shifting down next round costs 1 Heat more")
        return t.gettext("a Boost's 1-4 spaces are not worth the Heat it would cost here")
    return t.gettext("nothing more worth doing this turn")


def _free_slip(speed: int, corners: Corners) -> bool:
    """Whether slipstreaming 2 spaces after a move at `speed` crosses no corner line above its limit
    (the corner check reads the Speed, not the slipstream's spaces: rulebook, 6. Slipstream, 7.)."""
    return heat_owed(speed, speed + 2, corners)[0] == heat_owed(speed, speed, corners)[0]


def _stops_on_flood(view: View, at: int, extras: range) -> bool:
    """Whether moving on by one of `extras` spaces from `at` could stop the car on a flooded space
    (Heavy Rain: shifting down from one costs 1 Heat more) where it is not on one already, with a gear
    above 1st to shift down from."""
    table = view_table(view)
    gear = view.me.gear or 1
    return gear > 1 and not flooded_at(table, at) and any(flooded_at(table, at + x) for x in extras)


def _slipstream(view: View, action: Action, t: Catalogue) -> str:
    me = view.me
    speed = me.speed or 0
    from .outlook import turn_start
    corners = corners_from(view, turn_start(me))
    spaces = 2 if action.kind == "pass" else slipstream_spaces(view, action)  # a sector's bonus counts
    before, _ = heat_owed(speed, speed, corners)
    after, _ = heat_owed(speed, speed + spaces, corners)
    if spin_point(speed, speed + spaces, corners, me.engine) is not None:
        return t.format("{n} more spaces would carry you over a corner you cannot pay for: you would spin out", n=spaces)
    if action.kind == "slipstream":
        if after == before:
            return t.format("{n} free spaces with no extra Heat", n=spaces)
        return t.format("{n} free spaces for {heat} more Heat", n=spaces, heat=after - before)
    if after == before and _stops_on_flood(view, me.distance, range(spaces, spaces + 1)):
        return t.format("{n} more spaces would stop you on a flooded space, where shifting down next round costs "
                        "1 Heat more", n=spaces)
    return t.format("{n} more spaces would cost {heat} Heat at the corner", n=spaces, heat=after - before)
