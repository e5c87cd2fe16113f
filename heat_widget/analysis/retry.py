"""Learn from your mistakes (issue 33 item 3), as lichess replays a player's worst moves as puzzles:
`retry(race, step, action)` takes a finished race back to a decision with the same future cards
(`race.fork(step)` keeps the race's random streams) and grades the new choice against the one made;
`drills(reviews)` gathers a player's worst decisions over many races into a table to practise from.

    table = hw.analysis.review(race)
    worst = table.sort("loss", descending=True).row(0, named=True)
    again = hw.analysis.retry(race, worst["step"], worst["best"])
    again.new.label, again.old.label, again.sentence     # "best", "mistake", "gear 3 is ..."
    again.race                                            # the race at that decision: play on from here

    hw.analysis.drills({"monday": (race1, table1), "tuesday": (race2, table2)}, car="Ana")
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import polars as pl

from ..bots.judge import FLAGGED, Grade, Judgement, judge
from ..engine import Race
from ..engine.errors import BadArgument, one_of, shorten

DRILLS = (("race", pl.String), ("step", pl.Int64), ("car", pl.String), ("kind", pl.String),
          ("mistake", pl.String), ("action", pl.String), ("best", pl.String), ("loss", pl.Float64),
          ("grade", pl.String), ("reason", pl.String))


@dataclass(frozen=True)
class Retry:
    """A decision taken again: the race at that decision (`race`, with the same future cards), the
    car, the judgement, and the grades of the move made then (`old`) and of the move tried now (`new`)."""

    race: Race
    car: str
    step: int
    judgement: Judgement
    old: Grade
    new: Grade

    @property
    def sentence(self) -> str:
        """The two moves side by side, in a player's words."""
        if str(self.new.action) == str(self.old.action):
            return f"{self.new.action} is the move made in the race: {self.new.label}. {self.new.reason()}"
        new, old = self.judgement.option(self.new.action), self.judgement.option(self.old.action)
        return (f"{self.new.action}: {self.new.label} (expected place {new.mean_place:.2f}); the move "
                f"made in the race, {self.old.action}: {self.old.label} (expected place "
                f"{old.mean_place:.2f}). {self.new.reason()}")


def retry(race: Any, step: int, action: Any = None, **judge_options: Any) -> Retry:
    """Take the finished `race` back to the decision taken at timeline step `step` (review's `step`
    column) and grade `action` (any legal move there, its cards in any order; None: the move made)
    against the move made, over the same sampled rounds (bots/judge.py; `judge_options`: samples,
    width, seed, most, language)."""
    if not isinstance(race, Race):
        raise BadArgument(f"retry takes a Race (a finished one, as review does), not {shorten(race)}")
    log = race.log
    if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step < len(log):
        raise BadArgument(f"step must be a decision's step, from 0 to {len(log) - 1} (review's `step` column), "
                          f"not {shorten(step)}")
    car, made = log[step]
    return retry_fork(race.fork(step), step, car, made, action, **judge_options)


def retry_fork(again: Race, step: int, car: str, made: Any, action: Any = None, **judge_options: Any) -> Retry:
    """What `retry` does once it has forked the race: grade `action` against `made` (the move `car`
    made at decision `step`) in `again` (race.fork(step), which is not played on meanwhile). The
    widget forks on the kernel's thread and grades on a thread of its own (widget/retry.py)."""
    tried = made if action is None else action
    legal = [str(a) for a in again.legal_actions(car)]
    if len(legal) < 2:
        raise BadArgument(f"{car} had one move at step {step} ({one_of(legal)}): nothing to try again")
    j = judge(again, car, action=made, also=(tried,), **judge_options)
    return Retry(again, car, step, j, j.grade(made), j.grade(tried))


def drills(reviews: Any, car: str | None = None, most: int = 20) -> pl.DataFrame:
    """A player's worst decisions over many races, worst first: `reviews` maps a race's name to
    (race, review(race)'s table) (or is a list of such pairs, named by their place); only the
    flagged decisions (inaccuracy, mistake, blunder) of `car` (None: every reviewed car), at most
    `most`. `retry(race, step)` takes each back."""
    if isinstance(reviews, dict):
        items = list(reviews.items())
    elif isinstance(reviews, (list, tuple)):
        items = [(str(i), r) for i, r in enumerate(reviews)]
    else:
        raise BadArgument(f"reviews must be a dict {{name: (race, table)}} or a list of (race, table), not "
                          f"{shorten(reviews)}")
    rows = []
    for name, pair in items:
        if not (isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[1], pl.DataFrame)):
            raise BadArgument(f"each review must be (race, hw.analysis.review(race)), not {shorten(pair)}")
        table = pair[1]
        if "mistake" not in table.columns:
            raise BadArgument(f"review {name!r} has no 'mistake' column: it was made by an older heat_widget; "
                              f"review the race again with hw.analysis.review(race)")
        if car is not None:
            table = table.filter(pl.col("car") == car)
        for r in table.filter(pl.col("grade").is_in(list(FLAGGED))).iter_rows(named=True):
            rows.append((str(name), r["step"], r["car"], r["kind"], r["mistake"],
                         r["action"], r["best"], r["loss"], r["grade"], r["reason"]))
    rows.sort(key=lambda r: -float(r[7]))
    return pl.DataFrame(rows[:most], schema=list(DRILLS), orient="row")
