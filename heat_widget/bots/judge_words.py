"""The sentence behind a grade (bots/judge.py `Grade.reason`): what the move costs in a player's terms
(spaces, Heat in the Engine, Stress, gear, a spin-out), against the best move or the move that
dominates it, in English or Portuguese (engine/i18n.py)."""
from __future__ import annotations

from typing import Any

from ..engine.i18n import Catalogue, tr


def _num(t: Catalogue, x: float) -> str:
    """An average as a player reads it: a whole number when it is one ("1 Stress more", "gear 3"),
    one decimal otherwise ("2.5 spaces fewer"), in the language's own way of writing it."""
    return t.decimal(x, 0) if abs(x - round(x)) < 0.05 else t.decimal(x, 1)


def _pct(x: float | None) -> int:
    return round(100 * (x or 0.0))


def grade_reason(g: Any, language: str = "en") -> str:
    """Why `g` (a judge.Grade) has its label, in `language`."""
    t = tr(language)
    o, b = g.option, g.best_option
    label = g.label
    if o is None or b is None:
        return t.format("{action}: {label}", action=str(g.action), label=label)
    if label == "best":
        return t.format("{action} is the best of the moves judged: expected place {place}, winning chance about "
                        "{p}%", action=str(g.action), place=t.decimal(o.mean_place, 1), p=_pct(o.chance))
    if g.dominated_by is not None:
        other = g.dominator if g.dominator is not None else b
        return t.format("{action} is never better than {other} in the sampled rounds and worse in some: {costs}",
                        action=str(g.action), other=str(g.dominated_by), costs=costs(o, other, t))
    head = t.format("expected place {x} against {y} for {best}", x=t.decimal(o.mean_place, 1),
                    y=t.decimal(b.mean_place, 1), best=str(g.best))
    if label == "good":
        why = costs(o, b, t, only_spins=True)
        if why:
            return t.format("{action} is as good as {best} over these samples ({head}), though {why}",
                            action=str(g.action), best=str(g.best), head=head, why=why)
        return t.format("{action} is as good as {best} over these samples ({head})", action=str(g.action),
                        best=str(g.best), head=head)
    return t.format("{action} costs about {loss} of a place ({head}): {why}", action=str(g.action),
                    loss=t.decimal(max(g.loss, 0.0), 2), head=head, why=costs(o, b, t))


#: What a flagged move's reason says it lost first (`mistake_kind`): names, in every language, that a
#: drill list groups by (hw.analysis.drills).
MISTAKES = ("spin-out", "dominated move", "spaces lost", "Heat spent", "Stress taken", "lower gear",
            "worse prospects")


def mistake_kind(g: Any) -> str | None:
    """The kind of mistake a flagged grade (inaccuracy, mistake, blunder) is, from the numbers its
    reason reads (`shortfalls`, as `costs` does), whatever the language: a MISTAKES name; None for a
    move not flagged."""
    if not g.flagged:
        return None
    o, b = g.option, g.best_option
    if o is None or b is None:
        return "worse prospects"
    if g.dominated_by is not None and g.dominator is not None:
        b = g.dominator
    if o.spins_now > b.spins_now:
        return "spin-out"
    if g.dominated_by is not None:
        return "dominated move"
    lost = shortfalls(o, b)
    return lost[0][0] if lost else "spin-out" if _later(o, b) else "worse prospects"


def _later(o: Any, b: Any) -> bool:
    """Whether option `o` spins out in the rounds after more often than `b`, by a share a player would
    see (a quarter of the samples, two at least)."""
    return bool(o.spins_later - b.spins_later >= max(2, o.samples / 4))


#: What a reason counts as lost by the next round's start, in the order it names them: (kind, the
#: least that counts). Less than a quarter of a space, a Heat or a Stress on average over the samples,
#: or half a gear, is noise a player could not see on the board.
SHORTFALLS = (("spaces lost", 0.25), ("Heat spent", 0.25), ("Stress taken", 0.25), ("lower gear", 0.5))


def shortfalls(o: Any, b: Any) -> list[tuple[str, float]]:
    """How option `o` is worse than option `b` by the next round's start: (kind, by how much) for
    each SHORTFALLS kind where it is worse by more than the least that counts."""
    worse = {"spaces lost": b.gained - o.gained, "Heat spent": b.heat_after - o.heat_after,
             "Stress taken": o.stress_after - b.stress_after, "lower gear": b.gear_after - o.gear_after}
    return [(kind, worse[kind]) for kind, least in SHORTFALLS if worse[kind] > least]


def costs(o: Any, b: Any, t: Catalogue, only_spins: bool = False) -> str:
    """What option `o` loses against option `b` by the next round's start, in a player's terms."""
    parts = []
    if o.spins_now > b.spins_now:
        parts.append(t.format("it spins out in {k} of {n} samples ({best}: {j})", k=o.spins_now, n=o.samples,
                              best=b.text, j=b.spins_now))
    if only_spins:
        return parts[0] if parts and o.spins_now - b.spins_now >= max(2, o.samples / 4) else ""
    if _later(o, b):  # it only put the spin-out off (Italia's corner 26 with an empty Engine: 1 1 1)
        parts.append(t.format("it spins out the round after in {k} of {n} samples ({best}: {j})", k=o.spins_later,
                              n=o.samples, best=b.text, j=b.spins_later))
    if o.eliminated > b.eliminated:  # an event's rule (Championship event 10): out of the race
        parts.append(t.format("it is out of the race in {k} of {n} samples ({best}: {j})", k=o.eliminated,
                              n=o.samples, best=b.text, j=b.eliminated))
        if o.eliminated == o.samples:
            return ", ".join(parts)  # its gear, Heat and Stress no longer count
    for kind, x in shortfalls(o, b):
        if kind == "spaces lost":
            one = _num(t, x) == _num(t, 1.0)  # "1 space fewer", "2 spaces", "1.5 spaces"
            parts.append(t.nformat("{x} space fewer", "{x} spaces fewer", 1 if one else 2, x=_num(t, x)))
        elif kind == "Heat spent":
            parts.append(t.format("{x} Heat fewer in the Engine", x=_num(t, x)))
        elif kind == "Stress taken":
            parts.append(t.format("{x} Stress more", x=_num(t, x)))
        else:
            parts.append(t.format("gear {x} for the next round against {y}", x=_num(t, o.gear_after),
                                  y=_num(t, b.gear_after)))
    if not parts:
        return t.format("worse prospects from the same spaces (expected place {x} against {y})",
                        x=t.decimal(o.mean_place, 2), y=t.decimal(b.mean_place, 2))
    return ", ".join(parts)
