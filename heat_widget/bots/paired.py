"""Paired tests over common random numbers (moved out of search.py): the outcomes of several plans
(or candidates) in the same sampled races, compared sample by sample. The search (bots/search.py)
and the heuristic's complex planner (bots/complex_plan.py) decide with them.
"""
from __future__ import annotations

from collections.abc import Sequence

CLEAR = 2.0  # a plan is clearly the best when its paired lead over each other plan exceeds CLEAR standard errors


def clearly_best(scores: Sequence[Sequence[float]]) -> int | None:
    """The plan (an index into `scores`, one list of outcomes a plan, the samples paired) whose mean
    is the best and clearly so: over the same samples, its lead over every other plan is positive by
    more than CLEAR standard errors of the paired differences (a plan with the same outcome in every
    sample does not count against it). None when some other plan is still close."""
    n = len(scores[0]) if scores else 0
    if n < 2:
        return None
    sums = [sum(s) for s in scores]
    best = max(range(len(scores)), key=lambda i: (sums[i], -i))
    top = scores[best]
    for j, other in enumerate(scores):
        if j == best:
            continue
        mean, error = paired_lead(top, other)
        if error == 0.0:
            if mean > 0.0 or all(a == b for a, b in zip(top, other)):
                continue  # always ahead by the same, or the same outcome every time
            return None
        if mean <= CLEAR * error:
            return None
    return best


def paired_lead(top: Sequence[float], other: Sequence[float]) -> tuple[float, float]:
    """The mean lead of `top` over `other` (outcomes over the same samples, at least two) and its
    standard error, from the paired differences."""
    n = len(top)
    diffs = [a - b for a, b in zip(top, other)]
    mean = sum(diffs) / n
    var = sum((x - mean) ** 2 for x in diffs) / (n - 1)
    return mean, (var / n) ** 0.5


def departs(top: Sequence[float], first: Sequence[float], keep: float) -> bool:
    """Whether a plan with outcomes `top` leads the heuristic's first plan (outcomes `first`, the same
    samples) by more than `keep` standard errors of the paired differences: the best mean of a few
    noisy samples overstates its lead (the winner's curse), so the search departs from the
    heuristic's choice only on such a lead. Fewer than two samples tell nothing: it does not depart."""
    if len(top) < 2:
        return False
    mean, error = paired_lead(top, first)
    return mean > keep * error if error else mean > 0.0
