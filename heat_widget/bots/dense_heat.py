"""A Heat is cheaper where corner lines crowd, for the heuristic on a board with a chicane (issue 32).

On Nederland (lines after 9 and 13, limit 5, then 16, limit 3) the Legends cross a chicane's pair at
their limit plus the diamond for free (reference/expansions_as_implemented_by_bga.md section 3,
"Legends at chicanes") and gain about 0.7 of a round a lap there, while the heuristic, valuing Heat
as it does on an open stretch, crept through with Heat left in its Engine (on space 12 with 3 Heat
it played 1 S, not 3 2 over the line after 16: tests/test_heuristic_chicanes.py). Where DENSE_LINES corner
lines lie within DENSE_SPACES spaces ahead, a Heat is worth DENSE_HEAT times its usual worth
(bots/strategies.py Heuristic.heat_weight), so the heuristic pays its way through.

Tuned (3 cars, 1 heuristic + 2 Legends, seeds 101 and 202, 1,200 races a board each, wins summed
over Japan, España, Nederland and Mexico): none 2,589; 0.65 within 16: 2,718; within 18: 2,749;
within 20: 2,727; 0.5 within 16 or 18: 2,712-2,713; 0.75 within 18: 2,729; 0.65 with 2 lines within
12: 2,701, all alike within the noise. 16, not 18: within 18, Mexico's space 34 on the last lap
(lines after 38, 44, 50 and 51) is crowded and the heuristic spent there the Heat the chicane after
50 needs (tests/test_heuristic_chicanes.py, Mexico's last slow corners). A dearer Heat on the long
straight before the crowded corners (x1.3 or x1.6) did not help. Held out (seeds 2411 and 404,
1,200 races a board): Nederland 111/122 -> 122/143, Mexico 259/275 -> 286/307, Japan 426/429 ->
407/451, España 510/549 -> 511/548. Boards without a chicane (the base boards) play as before.
"""
from __future__ import annotations

from .outlook import _CHICANES, CornerTable

DENSE_HEAT = 0.65
DENSE_SPACES = 16
DENSE_LINES = 3


def crowded(table: CornerTable, d: int) -> bool:
    """Whether, on a board with a chicane, DENSE_LINES corner lines lie within DENSE_SPACES spaces
    ahead of distance d (the rows of a corner table list up to 4 lines ahead, nearest first)."""
    if id(table) not in _CHICANES or not 0 <= d < len(table):
        return False
    near = 0
    for k, _limit in table[d]:
        if k >= DENSE_SPACES:
            break
        near += 1
    return near >= DENSE_LINES


def dense_weight(table: CornerTable, d: int, w: float) -> float:
    """The Heat weight w at distance d: DENSE_HEAT times it (in quarters, as the memos key it)
    where corner lines crowd on a board with a chicane, else w."""
    return round(4 * w * DENSE_HEAT) / 4 if crowded(table, d) else w
