"""How the built-in strategies play the Garage module's decisions: drafting an upgrade, choosing a
Brakes Speed, and the React step's upgrade symbols. Everything is read from the view (the market and
the legal actions are public; the hand is the car's own).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from ..engine.actions import Action
from ..engine.cards import catalogue
from ..engine.championship.season import BuildView
from ..engine.view import View
from .outlook import HEAT, STRESS, corners_from, heat_owed, number, spin_point

# What a symbol is worth when drafting, in spaces per point (a rough reading of the booklet's
# categories: [+] flips are fast but unreliable, Heat costs, Scrap thins the deck).
SYMBOL_WORTH = {"boost": 2.0, "cooldown": 0.8, "slipstream": 0.4, "reduce_stress": 0.7, "adjust_speed_limit": 1.2,
                "salvage": 0.5, "refresh": 1.5, "direct_play": 1.5, "accelerate": 1.5, "heat": -1.8, "scrap": -0.1,
                "super_cool": 0.8, "draft": 0.5}


def upgrade_worth(card: str, speed_weight: float = 1.0) -> float:
    """A card's drafting value: its Speed (a choice counts as its best, plus flexibility) weighted
    by `speed_weight`, plus what its symbols are worth."""
    spec = catalogue().spec(card)
    if spec.becomes is not None:
        return -5.0  # a plain Heat card
    speed: float | int  # kept as given (an int stays an int), as interpreted
    if spec.choices:
        speed = sum(spec.choices) / len(spec.choices) + 1.0
    else:
        speed = cast(int, spec.speed)  # a card without a choice has one Speed
    return speed_weight * speed + sum(SYMBOL_WORTH.get(s, 0.0) * n for s, n in spec.symbols.items())


def draft_pick(legal: Sequence[Action], speed_weight: float = 1.0) -> Action:
    """The market card worth the most (ties: the lowest type number, the first listed)."""
    best, best_value = legal[0], None
    for a in legal:
        v = upgrade_worth(a.cards[0], speed_weight)
        if best_value is None or v > best_value:
            best, best_value = a, v
    return best


def build_choice(view: BuildView, kind: str, legal: Sequence[Action], speed_weight: float = 1.0) -> Action:
    """A Championship's decisions between races (engine/championship/build.py), by the same worth
    as the draft: pick (`draft`) or keep (GOAT's `keep`) the best card; the last car swaps its
    worst upgrade (`swap`) only for a better leftover, then takes (`take`) the best one."""
    if kind == "swap":
        gives = [a for a in legal if a.cards]
        if not gives:
            return legal[0]
        worst = min(gives, key=lambda a: upgrade_worth(a.cards[0], speed_weight))
        best_left = max((upgrade_worth(c, speed_weight) for c in view.market if c != worst.cards[0]), default=None)
        if best_left is not None and best_left > upgrade_worth(worst.cards[0], speed_weight):
            return worst
        return next(a for a in legal if not a.cards)  # noswap
    return draft_pick(legal, speed_weight)


def _score(view: View, speed: int, w: float, spin_cost: float) -> float:
    me = view.me
    start = me.start_distance if me.start_distance is not None else me.distance
    corners = corners_from(view, start)
    if spin_point(speed, speed, corners, me.engine) is not None:
        return speed - spin_cost - 50
    owed, _ = heat_owed(speed, speed, corners)
    return speed - w * owed


def choose_speed(view: View, legal: Sequence[Action], w: float, spin_cost: float) -> Action:
    """Brakes: the Speed worth most at the corners ahead (the car has not moved yet)."""
    base = view.me.speed or 0
    return max(legal, key=lambda a: (_score(view, base + number(a), w, spin_cost), -number(a)))


_BASE_REACT = frozenset(("cooldown", "boost", "adrenaline", "done"))  # React without upgrade symbols


def garage_react(view: View, legal: Sequence[Action], w: float, spin_cost: float) -> Action | None:
    """A React action for the upgrade symbols, or None to let the base choices (boost, adrenaline,
    done) decide. Free gains first; moves only when they do not cost more Heat than they bring;
    mandatory symbols last (paying a Heat cost when the Engine can)."""
    for a in legal:
        if a.kind not in _BASE_REACT:
            break
    else:  # the base game's choices only: nothing here to choose
        return None
    me = view.me
    speed = me.speed or 0
    by_kind: dict[str, list[Action]] = {}
    for a in legal:
        by_kind.setdefault(a.kind, []).append(a)
    if "reduce" in by_kind:
        return max(by_kind["reduce"], key=number)
    if "supercool" in by_kind:  # Heat from the discard back to the Engine: free
        return max(by_kind["supercool"], key=number)
    if "salvage" in by_kind:
        best = max(by_kind["salvage"], key=lambda a: sum(_card_value(c) for c in a.cards))
        if sum(_card_value(c) for c in best.cards) > 0:
            return best
    if "refresh" in by_kind:
        return by_kind["refresh"][0]
    now = _score(view, speed, w, spin_cost)
    for a in by_kind.get("direct", ()):
        gain = cast(int, catalogue().spec(a.cards[0]).speed)  # a direct play: one Speed
        if _score(view, speed + gain, w, spin_cost) > now:
            return a
    for a in by_kind.get("drafting", ()):  # spaces without Speed: scored as Speed, so on the safe side
        if _score(view, speed + number(a), w, spin_cost) > now:
            return a
    if "accelerate" in by_kind and _score(view, speed + 1, w, spin_cost) > now:
        # the gain is the [+] count so far (at least 1): worth it when one more space is
        return by_kind["accelerate"][0]
    if "done" not in by_kind:  # a mandatory symbol is open
        for kind in ("heat", "scrap", "replace"):
            if kind in by_kind:
                return by_kind[kind][0]
    return None


def _card_value(card: str) -> float:
    """What taking a card back from the discard into the deck is worth (Heat and Stress: less)."""
    if card == HEAT:
        return -1.0
    if card == STRESS:
        return -0.5
    spec = catalogue().spec(card)
    if spec.kind == "basic":
        return cast(int, spec.speed) / 2 - 0.5
    return upgrade_worth(card) / 3 if spec.kind == "upgrade" else 0.0
