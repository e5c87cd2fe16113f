"""A preview's one line in a player's words (engine/preview.py), in a language (engine/i18n.py)."""
from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any, Protocol

from .actions import one_of_in
from .i18n import Catalogue, decimal, tr


class PreviewLike(Protocol):
    """What `preview_text` reads of an engine/preview.py Preview (a Protocol: this module is imported
    by preview.py, so it does not import it back, not even for types)."""

    @property
    def car(self) -> str: ...
    @property
    def action(self) -> str: ...
    @property
    def outcomes(self) -> tuple[Any, ...]: ...  # Outcomes
    @property
    def speed_choices(self) -> tuple[Any, ...]: ...  # ((card, (Speed, ...)), ...)
    @property
    def choice(self) -> bool: ...
    @property
    def shift_heat(self) -> int: ...
    @property
    def spaces(self) -> tuple[Any, ...]: ...  # space numbers, in race order
    @property
    def heat(self) -> int: ...
    @property
    def spin_out(self) -> bool: ...
    @property
    def certain(self) -> bool: ...
    @property
    def spin_out_chance(self) -> Fraction: ...
    def by_choice(self) -> Mapping[Any, PreviewLike]: ...
    def chances(self) -> Mapping[Any, Fraction]: ...
    def text(self, language: str | None = None) -> str: ...
    def to_dict(self) -> dict[str, Any]: ...


def percent(p: Fraction, language: str = "en") -> str:
    """33.3% (pt: 33,3%)."""
    v = float(p) * 100
    return decimal(v, language, 0 if abs(v - round(v)) < 0.05 else 1) + "%"


def preview_text(p: PreviewLike, language: str = "en", you: bool = False) -> str:
    """The line of Preview `p`: where the car ends, the Heat, the spin-out risk. `you`: said to the
    player deciding ("you end on space 6", as the widget shows it), else of the car by its name
    ("Ana ends on space 6")."""
    t = tr(language)
    who, action = p.car, p.action
    if not p.outcomes:
        return t.format("{action}: you do not move", action=action) if you else \
            t.format("{action}: {car} does not move", action=action, car=who)
    if p.speed_choices:  # a Brakes card: the player picks its Speed after the reveal
        which = "; ".join(f"{card}: {one_of_in(values, t)}" for card, values in p.speed_choices)
        head = t.format("{action}: you choose the Speed after the reveal ({choices})", action=action, choices=which) \
            if you else t.format("{action}: {car} chooses the Speed after the reveal ({choices})", action=action,
                                 car=who, choices=which)
        return head + "; " + "; ".join(preview_text(sub, language, you) for sub in p.by_choice().values())
    if p.choice:
        lo, hi = p.spaces[0], p.spaces[-1]  # in race order: a lower last space is past the finish line
        where = t.format("space {space}", space=lo) if lo == hi else \
            t.format("spaces {low} to {high}", low=lo, high=hi) if lo < hi else \
            t.format("spaces {low} to {high} across the finish line", low=lo, high=hi)
        text = t.format("{action}: you can reach {where} with these cards", action=action, where=where) if you else \
            t.format("{action}: {car} can reach {where} with these cards", action=action, car=who, where=where)
        if p.shift_heat:
            text += t.format("; the shift costs {heat} Heat", heat=p.shift_heat)
        if p.spin_out:
            text += t.gettext("; some plays spin out")
        return text
    if p.certain:
        o = p.outcomes[0]
        if o.spin_out:
            return _spin_out(t, action, who, o, you)
        parts = [t.format("{action}: Speed {speed}, you end on space {space}", action=action, speed=o.speed,
                          space=o.space) if you else
                 t.format("{action}: Speed {speed}, {car} ends on space {space}", action=action, speed=o.speed,
                          car=who, space=o.space)]
        if o.blocked:
            parts.append(t.gettext("(blocked: the space wanted is full)"))
        corner_heat = [c for c in o.corners if c.heat]
        if corner_heat:
            parts.append(t.format("paying {costs}", costs=", ".join(
                t.format("{heat} Heat at corner {corner} (limit {limit})", heat=c.heat, corner=c.corner, limit=c.limit)
                for c in corner_heat)))
        elif o.corners:
            parts.append(t.format("within the limit at {corners}", corners=", ".join(
                t.format("corner {corner}", corner=c.corner) for c in o.corners)))
        return " ".join(parts)
    chances = p.chances()
    listed = ", ".join(f"{s} ({percent(chances[s], language)})" for s in p.spaces)
    text = t.format("{action}: you end on space {listed}", action=action, listed=listed) if you else \
        t.format("{action}: {car} ends on space {listed}", action=action, car=who, listed=listed)
    if p.spin_out:
        text += t.format("; spin-out risk {percent}", percent=percent(p.spin_out_chance, language))
    return text + t.format("; Heat up to {heat}", heat=p.heat)


def _spin_out(t: Catalogue, action: str, who: str, o: Any, you: bool) -> str:
    """A certain spin-out (rulebook, Spin out): the corner and what it costs, then where the car ends
    (before the corner), in 1st gear with the Stress cards it takes; said to the player or of the car."""
    c = o.corners[-1]
    stress = t.nformat("{n} more Stress card", "{n} more Stress cards", o.stress)
    if you:
        return t.format("{action}: Speed {speed}, you SPIN OUT at corner {corner} (limit {limit}: you owe {heat} Heat, "
                        "more than your Engine holds): you end on space {space} in 1st gear, with {stress} in your hand", action=action,
                        speed=o.speed, corner=c.corner, limit=c.limit, heat=c.heat, space=o.space, stress=stress)
    return t.format("{action}: Speed {speed}, {car} SPINS OUT at corner {corner} (limit {limit}: owes {heat} Heat, "
                    "more than its Engine holds): back to space {space} in 1st gear, with {stress} in hand", action=action, speed=o.speed,
                    car=who, corner=c.corner, limit=c.limit, heat=c.heat, space=o.space, stress=stress)
