"""The judge at a React decision (bots/judge.py, issue 32): the player may stop.

At React the symbols are used in any order and the player may stop any time (rulebook, 5. React). A
symbol taken leaves the car's React going, and in the judge's sampled rounds the heuristic would
choose its next symbols: an option would be graded with the heuristic's next choices, not the
player's (a free Adrenaline space read "inaccuracy" for the Heat of the Boost the heuristic adds after
it). So at React each option that leaves React going is also played with React ended right after it
(`stop_react`), and graded on the better of the two (`better_ends`). Its figures with the heuristic
playing on are kept as they are (`Option.policy_place`): the luck of a review is measured with one
policy on both sides of a stretch of chance (analysis/luck.py).
"""
from __future__ import annotations

from typing import Any

Rows = list[tuple[float, ...]]


def stop_react(race: Any, car: str) -> bool:
    """End `car`'s React now (`done`), after the symbols it must still resolve when each has one way
    (a card's mandatory Scrap); False when its React is over already or a choice stands before `done`."""
    for _ in range(10):  # a React holds a few symbols at most
        d = race.decisions_now()[0] if not race.finished else None
        if d is None or d.car != car or d.kind != "react":
            return False
        legal = race.legal_actions(car)
        done = next((a for a in legal if str(a) == "done"), None)
        if done is not None:
            race.act(car, done)
            return True
        if len(legal) != 1:
            return False
        race.act(car, legal[0])
    return False


def better_ends(per: list[Rows], stopped: list[Rows | None]) -> list[Rows]:
    """Each option's results: the heuristic's continuation (`per`), or React ended right after the
    option (`stopped`) when that is the better on average. Chosen for each sample over the OTHER
    samples (leave one out, as the best option's figures, judge.py `_held_out`): the better of two read
    on the samples that chose it would read better than it is."""
    out = []
    for rows, alt in zip(per, stopped):
        if alt and len(alt) == len(rows):
            gain = [a[0] - r[0] for a, r in zip(alt, rows)]
            total = sum(gain)
            rows = [a if total - g > 1e-12 else r for a, r, g in zip(alt, rows, gain)]
        out.append(rows)
    return out
