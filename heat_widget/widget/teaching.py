"""What the widget adds for teaching: move previews for the person deciding, a coach's advice.

Kept out of widget/race_widget.py so the widget's own file stays about drawing and syncing. Everything here
is computed from the engine (`race.preview`) and the built-in strategies (`heat_widget.bots`).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..bots.types import Strategy, StrategySpec
from ..engine import Action, Race
from ..engine.preview import Outcome, Preview
from ..engine.preview_words import preview_text
from ..engine.track import Corner
from .language import wt

PREVIEW_KINDS = ("gear", "play", "speed", "react", "slipstream")


def _preview_text(p: Preview, language: str) -> str:
    """The preview's sentence in `language` (the engine writes it), said to the player deciding:
    "you end on space 6" (a player named "You" would read "You ends on space 6" otherwise)."""
    return preview_text(p, language, you=True)


def compact_preview(race: Race, p: Preview, language: str = "en") -> dict[str, Any]:
    """A Preview in the small shape the front-end draws (js/src/preview.js):
    t = its sentence, o = [[space, lane, percent, spin 0/1, heat, lines], ...] where lines =
    [[after_space, Heat], ...] are the corner lines the move crosses that cost Heat (a chicane: each
    line its own, expansions spec section 3), h = most Heat,
    s = spin-out chance in percent, c = 1 when the outcomes are the player's choice (a gear's plays,
    or the Speeds of a Brakes card chosen after the reveal: no percentages then)."""
    lanes = race.track.race_line_lane
    choice = p.choice or bool(p.speed_choices)
    out: list[list[Any]] = []
    for o in p.outcomes:
        lane = lanes[o.space] if o.spot == 1 else 3 - lanes[o.space]
        out.append([o.space, lane, None if choice else round(float(o.chance) * 100, 1), int(o.spin_out), o.heat,
                    _line_heat(race.track.corners, o)])
    return {"t": _preview_text(p, language), "o": out, "h": p.heat, "s": round(float(p.spin_out_chance) * 100, 1),
            "c": int(choice)}


def _line_heat(corners: Sequence[Corner], outcome: Outcome) -> list[list[int]]:
    """[[after_space, Heat], ...]: each corner line the outcome crosses with the Heat it costs
    there (owed, for the line where the car spins out); lines crossed within the limit left out."""
    return [[corners[c.corner - 1].after_space, c.heat] for c in outcome.corners
            if c.heat and 1 <= c.corner <= len(corners)]


def previews(race: Race, car: str, kind: str, actions: Sequence[Action], language: str = "en") -> dict[str, Any]:
    """{action text: compact preview} for every legal action of the decision that moves the car
    or decides how it will move. Empty for other decisions."""
    if kind not in PREVIEW_KINDS:
        return {}
    out: dict[str, Any] = {}
    for a in actions:
        if kind == "react" and a.kind == "drafting":
            out[str(a)] = draft_preview(race, car, a, language)
            continue
        if kind == "react" and a.kind not in ("boost", "adrenaline"):
            continue
        if kind == "slipstream" and a.kind != "slipstream":
            continue
        out[str(a)] = compact_preview(race, race.preview(car, a), language)
    return out


def draft_preview(race: Race, car: str, action: Action, language: str = "en") -> dict[str, Any]:
    """Where a Draft symbol takes the car (expansions spec 5.2: exactly the gap of free spaces, to
    the space just behind the car ahead, Speed unchanged), in the shape of `compact_preview`. The
    engine moves a copy of the race (`race.copy()`), so the landing is the engine's own."""
    sim = race.copy()
    sim.act(car, action)
    c = next(x for x in sim.cars if x.name == car)
    lanes = race.track.race_line_lane
    lane = lanes[c.space] if c.spot == 1 else 3 - lanes[c.space]
    text = wt(language).format("{action}: you move on to space {space}, just behind the car ahead (not Speed)",
                               action=str(action), space=c.space)
    return {"t": text, "o": [[c.space, lane, None, 0, 0, []]], "h": 0, "s": 0, "c": 0}


def coach_strategy(coach: bool | StrategySpec | None) -> Strategy | None:
    """The strategy a widget's coach follows: True means the built-in "heuristic"; a name or a
    strategy function as for bots. None or False: no coach."""
    if coach is None or coach is False:
        return None
    from ..bots import strategy
    return strategy("heuristic" if coach is True else coach)


def advice(race: Race, strategy: Strategy, car: str, language: str = "en") -> dict[str, Any]:
    """The coach's advice for `car` now: {"action", "reason", "by"}; {} when it has nothing to say.
    Built-in strategies give their own one-line reason (`advise`); other functions only their
    choice."""
    decision = next((d for d in race.pending if d.car == car), None)
    if decision is None:
        return {}
    from ..bots import strategy_name
    from ..bots.runner import _takes_rng
    view = race.view(car)
    advise = getattr(strategy, "advise", None)
    try:
        if advise is not None:
            a = advise(view, decision, language=language)
            action, reason = a.action, a.reason
        else:
            import random
            action = strategy(view, decision, random.Random(len(race.log))) if _takes_rng(strategy) \
                else strategy(view, decision)
            reason = wt(language).format("what {name} would do", name=strategy_name(strategy))
    except Exception as e:  # a user's coach may fail in any way: say so, keep the widget playable
        return {"action": None, "by": strategy_name(strategy),
                "reason": wt(language).format("the coach failed: {error}", error=f"{type(e).__name__}: {e}")}
    text = str(action)
    if text not in {str(a) for a in view.legal_actions}:
        return {}  # a user's strategy answered something illegal: say nothing rather than mislead
    return {"action": text, "reason": reason, "by": strategy_name(strategy)}
