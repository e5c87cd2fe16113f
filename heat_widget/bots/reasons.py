"""Why a built-in strategy chose what it chose, in a player's words: `strategy.advise(view, decision)`.

Each reason is worked out with the strategy's own tools (its Heat weight, its situation values,
the corners table and Heat sums of bots/outlook.py) for the action it actually chose, so the
coach never says one thing and plays another. The strategies' hot path (`__call__`) is unchanged:
reasons are only computed when asked for.
"""
from __future__ import annotations

from typing import NamedTuple

from .outlook import (GEAR_COOLDOWN, corners_from, flip_distribution, free_boost, heat_owed, play_class,
                      play_classes, slipstream_spaces, spin_point, view_table)

ORD = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}


class Advice(NamedTuple):
    """What a strategy would do now and why (one line)."""

    action: object  # an Action of the view's legal actions
    reason: str
    strategy: str

    def __str__(self) -> str:
        return f"{self.action}: {self.reason}"


def plural(n, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def corner_words(speed: int, corners: tuple, engine: int) -> str:
    """What Speed `speed` does at the corners ahead, said as a player would."""
    if not corners:
        return "no corner before the finish: as fast as I can"
    spin = spin_point(speed, speed, corners, engine)
    if spin is not None:
        limit = dict(corners)[spin]
        return f"too fast for the corner {plural(spin + 1, 'space')} ahead (limit {limit}): I would spin out"
    crossed = [(k, limit) for k, limit in corners if speed > k]
    if not crossed:
        k, limit = corners[0]
        short = k - speed
        gap = "just before" if short == 0 else f"{plural(short, 'space')} short of"
        return f"stops {gap} the next corner (limit {limit})"
    owed, _ = heat_owed(speed, speed, corners)
    limits = " and ".join(str(limit) for _, limit in crossed)
    if owed:
        return f"crosses {'a corner' if len(crossed) == 1 else plural(len(crossed), 'corner')} (limit {limits}) " \
               f"paying {owed} Heat of the {engine} in my Engine"
    if any(speed == limit for _, limit in crossed):
        return f"takes the corner at Speed {speed}, the limit"
    return f"takes the corner within its limit {limits}"


def speed_words(cls: tuple) -> tuple[str, int]:
    """('Speed 7' or 'Speed 4 + 1 Stress flip (about 6.5)', the Speed to judge corners by)."""
    base, stress, cluttered = cls
    if cluttered:
        return "no move (my hand is all Heat)", 0
    if not stress:
        return f"Speed {base}", base
    mean = base + sum(v * p for v, p in flip_distribution(stress))
    return f"Speed {base} + {plural(stress, 'Stress flip')} (about {mean:g})", round(mean)


def _find(legal, kind):
    return next((a for a in legal if a.kind == kind), None)


def explain(strategy, view, decision, action) -> str:
    """The reason for `action` (chosen by `strategy`, a Heuristic or a Cautious) now."""
    kind = decision.kind if decision is not None else None
    me = view.me
    cautious = getattr(strategy, "name", "") == "cautious"
    if len(view.legal_actions) == 1:
        return "the only legal choice"
    if kind == "gear":
        return _gear(strategy, view, action, cautious)
    if kind == "play":
        words, speed = speed_words(play_class(action.cards))
        corners = corners_from(view, me.distance)
        if cautious:
            tail = "; the fastest play that stays under every limit" if \
                spin_point(speed, speed, corners, me.engine) is None and not heat_owed(speed, speed, corners)[0] else ""
        else:
            kinds = len({play_class(a.cards) for a in view.legal_actions})
            tail = f"; the best of {plural(kinds, 'kind')} of play by spaces gained less Heat" if kinds > 1 else ""
        return f"{words}: {corner_words(speed, corners, me.engine)}{tail}"
    if kind == "react":
        return _react(strategy, view, action)
    if kind == "slipstream":
        return _slipstream(view, action)
    if kind == "discard":
        if action.cards:
            return f"{' '.join(action.cards)} {'is' if len(action.cards) == 1 else 'are'} too slow: " \
                   f"out of my hand, to draw faster cards"
        return "every card in my hand is worth keeping (Heat and Stress cannot be discarded)"
    return "the first legal choice (this strategy does not weigh this decision)"


def _gear(strategy, view, action, cautious: bool) -> str:
    me = view.me
    g = action.n
    shift = 1 if abs(g - me.gear) == 2 else 0
    hand = tuple(sorted(view.hand))
    classes = play_classes(hand, g)
    if cautious:
        speed_f, safe = strategy._pick(classes, corners_from(view, me.distance))
        best = min(classes, key=lambda c: abs(c[0] + 2.5 * c[1] - speed_f))
    else:
        from .strategies import _situation
        w = strategy.heat_weight(view)
        sit = _situation(view_table(view), me.distance, g, me.engine - shift, w,
                         strategy.spin_cost)
        best = sit.best_class(classes)[0]
    words, speed = speed_words(best)
    parts = [f"in {ORD.get(g, g)} gear my best cards give {words}: "
             f"{corner_words(speed, corners_from(view, me.distance), me.engine - shift)}"]
    cool = min(GEAR_COOLDOWN.get(g, 0), view.heat_in_hand)
    if cool:
        parts.append(f"and I can cool {plural(cool, 'Heat')} from my hand")
    if shift:
        parts.append("(two gears at once costs 1 Heat)")
    return " ".join(parts)


def _react(strategy, view, action) -> str:
    me = view.me
    speed = me.speed or 0
    from .strategies import turn_start
    corners = corners_from(view, turn_start(me))
    if action.kind == "cooldown":
        return f"{plural(action.n, 'Heat')} from my hand back to the Engine: free now, and Heat in hand clogs it"
    if action.kind == "adrenaline":
        return f"one more space for free: Speed {speed + 1}: {corner_words(speed + 1, corners, me.engine)}"
    owed_now, _ = heat_owed(speed, speed, corners)
    risk = sum(p for v, p in flip_distribution(1) if spin_point(speed + v, speed + v, corners, me.engine - 1) is not None)
    if action.kind == "boost":
        extra = max(heat_owed(speed + v, speed + v, corners)[0] for v in (1, 2, 3, 4)) - owed_now
        paid = "no Heat (Heat control)" if free_boost(view) else "1 Heat"
        cost = f"{paid}{f' and up to {extra} more at the corner' if extra > 0 else ''}"
        return f"{cost} for 1-4 more spaces (about 2.5)" + (f", {risk:.0%} spin-out risk" if risk else ", no spin-out risk")
    boost = _find(view.legal_actions, "boost")
    if boost is not None:
        if risk:
            return f"a Boost could spin me out ({risk:.0%} chance): not worth 1 Heat here"
        return "a Boost's 1-4 spaces are not worth the Heat it would cost here"
    return "nothing more worth doing this turn"


def _slipstream(view, action) -> str:
    me = view.me
    speed = me.speed or 0
    from .strategies import turn_start
    corners = corners_from(view, turn_start(me))
    spaces = 2 if action.kind == "pass" else slipstream_spaces(view, action)  # a sector's bonus counts
    before, _ = heat_owed(speed, speed, corners)
    after, _ = heat_owed(speed, speed + spaces, corners)
    if spin_point(speed, speed + spaces, corners, me.engine) is not None:
        return f"{spaces} more spaces would carry me over a corner I cannot pay for: I would spin out"
    if action.kind == "slipstream":
        extra = " with no extra Heat" if after == before else f" for {after - before} more Heat"
        return f"{spaces} free spaces{extra}"
    return f"{spaces} more spaces would cost {after - before} Heat at the corner"
