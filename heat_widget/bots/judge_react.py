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


NOTHING, STOPPED, SAME = 0, 1, 2


def stop_react(race: Any, car: str, policy: Any = None) -> int:
    """End `car`'s React now (`done`), after the symbols it must still resolve when each has one way
    (a card's mandatory Scrap): STOPPED; NOTHING when its React is over already or a choice stands
    before `done`. With `policy` (the play-out's), SAME when the policy itself would end it there: the
    race stopped is then the race the policy plays on, and the caller need not play it twice (most React
    options: the heuristic mostly stops after its symbol)."""
    for _ in range(10):  # a React holds a few symbols at most
        d = race.decisions_now()[0] if not race.finished else None
        if d is None or d.car != car or d.kind != "react":
            return NOTHING
        legal = race.legal_actions(car)
        done = next((a for a in legal if str(a) == "done"), None)
        if done is not None:
            same = policy is not None and str(policy(race.view(car, False), d)) == "done"
            race.act(car, done)
            return SAME if same else STOPPED
        if len(legal) != 1:
            return NOTHING
        race.act(car, legal[0])
    return NOTHING


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
