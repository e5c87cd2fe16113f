"""Was it the player or the cards? (issue 33 items 1-2): `skill_and_luck(race)` splits each reviewed
car's race into the places its own decisions gave up and the places chance gave or took, as a
backgammon analyser splits a match into the equity lost per decision and the luck of the dice; and
`key_moments(race)` lists the largest swings of the race, a decision or a stretch of chance.

    table = hw.analysis.review(race)                  # every decision graded (review.py)
    hw.analysis.skill_and_luck(race, table)           # one row per car, with a sentence
    hw.analysis.key_moments(race, table)              # the largest swings, with the step to jump to
    hw.charts.luck_chart(hw.analysis.skill_and_luck(race, table))

How. The review reads, at each decision of a car, its expected finishing place after the best
move (`place_before`) and after the move made (`place_after`), each the mean over the same sampled
rounds (bots/judge.py, bots/evaluator.py), and the same two with the heuristic playing on after the
move (`policy_before`, `policy_after`: no stopping a React where stopping grades better). Between
two decisions of the car the game moved on without it choosing: cards drawn, Stress flipped, the
Legends' cards, the weather, and the other cars' moves. So, decision by decision,

    the car's choice:  place_after[k] - place_before[k]            (places given up; 0 for the best move)
    chance:            policy_after[k] - policy_before[k + 1]      (places gained between the decisions)
    and at the end:    policy_after[last] - the place it finished in

Chance is read on figures of one kind on both sides: the move made is valued with the heuristic
playing on after it, so the next decision's best is too. A React's best may stop where the heuristic
plays on (bots/judge_react.py): read against that best, what stopping gains there read as good
luck (+0.08 of a place a race on tests/test_luck_unbiased.py's 200 races, the cars' +0.05 and
+0.11; -0.01 now). Read against the heuristic's own move at the next decision
(`Judgement.policy_place`), chance would average zero if the judge's estimates did not drift, but
they do: a car's first estimate reads 0.03 of a place too good, and an estimate made again with
nothing drawn between (a React ended, then the discard) moves by +0.06 a car a race; that luck read
-0.09 a race (-0.14 to -0.04).

They add up: finishing place = place_before[first] + places given up - places gained by chance
- noise, where `noise` is what the grades' figures hold beside the chance, stretch by stretch
(place_after[k] - place_before[k + 1], the place it finished in at the end, minus the chance): what
stopping a React is worth against the heuristic's next symbols, and the estimate made again on other
samples; and the whole of it for the stretches in which nothing happened between two decisions (a
gear, then the cards), whose chance is none.
The luck-adjusted place is the expected place at the car's first decision plus the places its
choices gave up (the place it finished in with the luck and the noise taken out; within 1 and the
number of cars): what its own play was worth with average luck. Chance here is everything the player did not choose, the other
cars' decisions included (a backgammon analyser's luck is the dice alone; Heat has no dice to split
from the rivals' play). Each figure is an estimate from samples: a few hundredths of a place of noise a
decision.

Accuracy, as chess sites give one: 100 * exp(-10 * the mean places given up a decision), so 0.01 of
a place a decision reads 90, 0.03 reads 74, 0.1 reads 37.
"""
from __future__ import annotations

import math
from typing import Any

from ..bots.judge import FLAGGED
from ..engine import Race
from ..engine.errors import BadArgument, shorten
from ..race_rows import column_kinds, is_table, table_of
from .review import COLUMNS, review

# polars' types where it is installed; their names without it (a browser's Python: the tables are Rows)
kinds: Any = column_kinds()

NEEDED = ("step", "at_step", "car", "kind", "action", "best", "grade", "reason", "place_before", "place_after",
          "policy_before", "policy_after")
#: skill_and_luck's columns
SUMMARY = (("car", kinds.String), ("decisions", kinds.Int64), ("flagged", kinds.Int64),
           ("places_lost", kinds.Float64), ("accuracy", kinds.Float64), ("luck", kinds.Float64),
           ("noise", kinds.Float64), ("expected_at_start", kinds.Float64), ("place", kinds.Int64),
           ("luck_adjusted_place", kinds.Float64), ("sentence", kinds.String))
#: key_moments' columns
MOMENTS = (("car", kinds.String), ("kind", kinds.String), ("step", kinds.Int64), ("until", kinds.Int64),
           ("swing", kinds.Float64), ("what", kinds.String))


def accuracy(mean_loss: float) -> float:
    """0-100 from the mean places given up a decision (module docstring)."""
    return round(100.0 * math.exp(-10.0 * max(mean_loss, 0.0)), 1)


def _table(race: Any, table: Any, kwargs: dict[str, Any]) -> list[dict[str, Any]]:
    """review(race)'s rows (made with `kwargs` when `table` is None), as dicts."""
    if not isinstance(race, Race) or not race.finished:
        raise BadArgument(f"skill_and_luck and key_moments take a finished Race, not {shorten(race)}")
    if table is None:
        table = review(race, **kwargs)
    if not is_table(table) or any(c not in table.columns for c in NEEDED):
        raise BadArgument(f"table must be hw.analysis.review(race)'s table (with columns {', '.join(NEEDED)}), "
                          f"not {shorten(table)}")
    return list(table.to_dicts())


def _segments(race: Race, table: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Per car: its decisions in order, each with the places it gave up (`lost`), the chance that
    followed it (to its next decision, or to the finish: `luck`), the rest of the grades' chance term
    (`noise`) and the step that chance ran to (module docstring)."""
    places = {c.name: c.finished for c in race.cars}
    by_car: dict[str, list[dict[str, Any]]] = {}  # in the order the cars first decide
    for row in sorted(table, key=lambda r: r["step"]):
        by_car.setdefault(str(row["car"]), []).append(row)
    out: dict[str, list[dict[str, Any]]] = {}
    for name, rs in by_car.items():
        finish = places.get(name)
        segs = []
        for k, r in enumerate(rs):
            nxt = rs[k + 1] if k + 1 < len(rs) else None
            place = float(finish if finish is not None else len(race.cars))
            after = float(r["place_after"])
            then = float(nxt["place_before"]) if nxt else place
            # the same policy on both sides: the heuristic playing on after the move made, and after
            # the next decision's best move (or the finish)
            chance = float(r["policy_after"]) - (float(nxt["policy_before"]) if nxt else place)
            until = int(nxt["step"]) if nxt else len(race.timeline) - 1
            # no step between the move and the next decision (a gear, then the cards): nothing was
            # drawn or moved, and what differs is the estimate made again: `noise`, kept apart from luck
            luck = 0.0 if until <= int(r["at_step"]) else chance
            segs.append({"row": r, "lost": after - float(r["place_before"]), "luck": luck,
                         "noise": after - then - luck, "until": until})
        out[name] = segs
    return out


def skill_and_luck(race: Any, table: Any = None, **review_options: Any) -> Any:  # polars, or Rows without
    """One row per reviewed car (module docstring): its decisions, how many were flagged, the places
    its decisions gave up, its accuracy, the places chance gave it (`luck`, positive: lucky), the
    estimates' `noise`, the
    expected place at its first decision, the place it finished in, the luck-adjusted place and a
    sentence. `table`: review(race)'s table (made with `review_options` when left out). A polars
    DataFrame, or Rows without polars (a browser's Python)."""
    t = _table(race, table, review_options)
    rows = []
    for car, segs in _segments(race, t).items():
        lost = sum(s["lost"] for s in segs)
        luck = sum(s["luck"] for s in segs)
        noise = sum(s["noise"] for s in segs)
        place = next(c.finished for c in race.cars if c.name == car) or len(race.cars)
        n = len(segs)
        flagged = sum(1 for s in segs if s["row"]["grade"] in FLAGGED)
        mean = sum(max(s["lost"], 0.0) for s in segs) / n if n else 0.0
        start = float(segs[0]["row"]["place_before"]) if segs else float(place)
        # with average luck: the expected place at the start, plus what its choices gave up (the
        # finishing place with the luck and the estimates' noise taken out), within the field
        adjusted = min(max(start + lost, 1.0), float(len(race.cars)))
        sentence = (f"{car} gave up {max(lost, 0.0):.1f} of a place to the choices made and "
                    f"{'gained' if luck >= 0 else 'lost'} {abs(luck):.1f} to chance (the cards drawn, the Stress "
                    f"flipped, the Legends and the other cars): finished {place}, about {adjusted:.1f} "
                    f"with average luck")
        rows.append((car, n, flagged, round(lost, 3), accuracy(mean), round(luck, 3), round(noise, 3),
                     round(start, 3), int(place), round(adjusted, 3), sentence))
    return table_of(SUMMARY, rows)


def key_moments(race: Any, table: Any = None, most: int = 5, **review_options: Any) -> Any:  # polars, or Rows
    """The `most` largest swings of the race for the reviewed cars, largest first: a decision (the
    places it gave up, `step` the decision's own timeline step) or a stretch of chance between two of
    a car's decisions (`step` where it starts, `until` where the car decided again or the race
    ended), with what happened in a player's words."""
    if isinstance(most, bool) or not isinstance(most, int) or most < 1:
        raise BadArgument(f"most must be a whole number of at least 1, not {shorten(most)}")
    t = _table(race, table, review_options)
    found: list[tuple[float, tuple[Any, ...]]] = []
    for car, segs in _segments(race, t).items():
        for s in segs:
            r = s["row"]
            if s["lost"] > 0:
                found.append((s["lost"], (car, "decision", int(r["at_step"]), int(r["at_step"]), -round(s["lost"], 3),
                                          f"{r['action']} ({r['grade']}): {r['reason']}")))
            start, until = int(r["at_step"]), int(s["until"])
            if until > start:
                found.append((abs(s["luck"]), (car, "chance", start, until, round(s["luck"], 3),
                                           _chance_words(race, car, start, until, s["luck"]))))
    found.sort(key=lambda x: -x[0])
    return table_of(MOMENTS, [f[1] for f in found[:most]])


WORTH_TELLING = ("spin_out", "flip", "legends_card", "reshuffle", "slipstream", "weather", "corner")


def _chance_words(race: Race, car: str, start: int, until: int, luck: float) -> str:
    """What happened to `car` between two steps, from the race's events."""
    told = []
    for step in race.timeline[start + 1:until + 1]:
        for e in step.events:
            if e.kind in WORTH_TELLING and (e.car == car or e.kind == "legends_card"):
                told.append(e.text)
    head = (f"chance {'gave' if luck >= 0 else 'took'} {abs(luck):.2f} of a place between steps {start} "
            f"and {until}")
    return head + (": " + "; ".join(told[:4]) if told else "")


__all__ = ["COLUMNS", "accuracy", "key_moments", "skill_and_luck"]
