"""The search bot, "search" (issue 24): a determinized lookahead over the heuristic's best plans.

At a car's planning decision (its gear, and the cards it will play in that gear: in this engine two
decisions of the same car, one after the other, so both are planned at the gear decision and the
plan is kept for the play) the heuristic proposes its `width` best plans. The search then draws
`samples` races from what the car's seat knows (bots/seat.py, engine/determinize.py: its own deck
order, the others' hands and decks, the Legends deck... drawn at random), plays every plan in every
one of them (common random numbers: the same samples for every plan) with the heuristic driving
every car afterwards, and keeps the plan with the best mean outcome. `horizon` says how far:
N plays N rounds, 0 plays on until the car finishes. `score` weighs the car against every other
car: finishing ahead of it, and the spaces between them (capped); at a horizon's leaf, also the
next round's prospects as the heuristic weighs them (its gear and the Heat left in its Engine).

Defaults: samples=8, width=6, horizon=3 (on Italy, 1 player + 2 Legends, 40 paired races each:
horizon 1, 2, 3, 4 and to the finish won 1, 5, 8, 4 and 4, the heuristic 1; mean places 2.73, 2.42,
2.20, 2.25, 2.40 and 2.58: a longer look helps up to about three rounds, and a rollout to the finish
by the heuristic is noisier and ten times dearer; head to head at 2 cars, 30 races on each of Italy
and USA, the default won 27 of 60 against "search:horizon=0,samples=16,width=4", which costs about
six times more). For big batches, "search:samples=4,width=4,horizon=2,most=0".
most=16, leaf=1 and gears=True were measured on paired seeds (tests/benchmarks/bench_search_strength.py,
README "The search bot").
tests/benchmarks/bench_search.py measures the cost per decision.

reacts=1 (issue 32): when the heuristic would Boost (1 Heat for a flipped card's Speed) or take a
slipstream, the search weighs that choice against the other React choices (done, Adrenaline) or
against passing, by the same sampled rollouts as a plan (horizon rounds on, from the rest of this
round). Head to head at 2 cars the heuristic spends them too eagerly: at 478 React and slipstream
decisions of 8 heuristic races on Italy (seed 404), each choice played out to the finish in 16
samples (half to choose by the search's score, half to judge), questioning its Boost (78 decisions)
gained +0.032 of a win a decision (+-0.026), its slipstream (45) +0.054 (+-0.036); questioning its
done, Adrenaline or pass gained nothing (-0.000, -0.017, -0.025, each within its noise; reacts=2
questions every React and slipstream choice). Italy, against the heuristic, 2 cars, seats rotated,
120 races a seed: reacts=0 won 61 and 63 (seeds 101, 202), reacts=2 79 and 77, reacts=1 89 and 72,
for 1.2 times the CPU a race of reacts=0 (963 s against 794 s, the held-out races below on GB, USA
and France; reacts=2: 1.6-1.9 times; a planning decision costs the same: React and slipstream
decisions are added). Held out (seed 2411, 300 races a track), reacts=1 against reacts=0: Italy 202
(67%, 62-72%) against 174 (58%, 52-63%), Great Britain 202 (67%, 62-72%) against 193, USA 220 (73%,
68-78%) against 196, France 215 (72%, 66-76%) against 209; paired, +0.093 of a win a race on Italy
(+0.021 to +0.166), +0.056 on the four (+0.020 to +0.092) (notebooks/data/search_vs_heuristic.csv).
Against the Legends (seed 2411, 300 races a cell, notebooks/data/search_vs_legends.csv) 11 of the 12
base cells gain or hold; Italy with 3 Legends won 86 (29%, 24-34%; fair share 25%) against 100 before.
(Leaf scores were compared first, in the same way at 370 gear decisions of 9 heuristic races on
Italy (seed 303, 24 samples): the best two Speeds of a gear at the leaf, the other car's prospects
subtracted, the evaluator's winning chance, horizons 2 to 5, 3 or 4 plans: all within 0.005 of a win
a decision of the default's +0.017 over the heuristic's first plan: the leaf was not where it lost.)

chicanes=True (issue 32; the default: better on Nederland at every seed and on Mexico's mean place at
every held-out seed, though on Mexico's tuning seeds not in wins): on a board
with a chicane a rollout is scored by the evaluator (`evaluate`'s score) there only. 1 search + 2
Legends, 120 races a seed, tuning seeds 101 / 202 (wins, mean place): Nederland 18 / 12 (2.39 /
2.45) -> 22 / 28 (2.25 / 2.16); Mexico 50 / 35 (1.81 / 2.03) -> 37 / 39 (1.81 / 1.88). Held out, 300
races: Nederland seed 2411 33 (11%, 8-15%; 2.42) -> 58 (19%, 15-24%; 2.19), 404 39 (13%; 2.37) -> 68
(23%, 18-28%; 2.19); Mexico 2411 103 (34%, 29-40%; 1.91) -> 99 (33%, 28-39%; 1.80), 404 103 (34%;
1.88) -> 129 (43%, 38-49%; 1.69). The same CPU a race (545 s against 561 s for the 600 races at
2411). Japan and España, 120 races at 2411: 55 (46%, 37-55%) and 67 (56%, 47-64%). Tried and not
kept: a 5-round horizon where a chicane's first line lies within 25 spaces ahead (Nederland, seeds
101 / 202: 14 / 7 wins, mean place 2.38 / 2.53, for 1.16 times the CPU); the rollouts' heuristic
reacting with the slipstream (its React views with the other cars on a chicane board, as play_bots
gives them: Heuristic.wants_cars, bots/slip_react.py), 300 races a seed, tuning seeds 101 / 202:
Nederland 85 / 69 (2.07 / 2.12) -> 75 / 63 (2.16 / 2.19), Mexico 106 / 106 (1.79 / 1.79) -> 88 / 97
(1.88 / 1.86), 366 -> 323 of 1,200, for the same CPU (1,232 s against 1,222 s): its rollouts' views
leave the other cars out everywhere (their React, as before the slipstream at React).
Where it loses on Nederland (tests/benchmarks/study_search_complex.py: 200 gear decisions on spaces
50-20, seeds 7000-7015, 11.7 plans each played to the finish in 16 fresh samples; in places a
decision against its list's first plan): the heuristic's plan with its slipstream plan
(bots/slip_plan.py) was in the list 195 times of 200, judged +0.009 (+-0.004); the search's choice
+0.007 (+-0.010); 12 plans and 32 samples +0.020 (+-0.011); the best plan picked on 8 judge samples
and scored on the other 8, -0.023 (+-0.016): the plans there differ by about a hundredth of a place,
below what a few samples tell. Tried from it and not kept (1 search + 2 Legends, tuning seeds 101 /
202): the candidates ranked with the slipstream plan on a chicane board (its views with the other
cars at gear and cards), 300 races, Nederland 85 / 69 -> 86 / 61, Mexico 106 / 106 -> 106 / 114
(seed 202's before as measured above; 101's re-measured the same), 1.03 times the CPU (598 s
against 581 s at 101, interleaved; 120 races: Nederland 26 / 25 -> 28 / 27, Mexico
48 / 45 -> 51 / 49); with it, 8 plans and 16 samples (up to 32) where a chicane's line lies within
24 spaces ahead, 120 races, Nederland 27 / 24, for 1.4 times the CPU there; keep=1 (120 races,
Nederland 27 / 23).

Other decisions (a Cooldown, discard, the Garage's draft, ...) are the heuristic's. Without a
Seat (called as `strategy(view, decision)`, e.g. by the coach) it is the heuristic.

Deterministic under its generator (the one play_bots gives; the same seeds every time), picklable
(a plain object), and within `time_limit` (bots/deadline.py `another_sample_fits`: it stops sampling early
rather than be stopped; its answer then rests on fewer samples).
"""
from __future__ import annotations

import random
import time
from typing import Any, ClassVar

from ..engine.actions import Action, Decision
from ..engine.errors import BadArgument, shorten
from ..engine.race import Race
from ..engine.view import View
from .deadline import another_sample_fits
from .evaluator import Evaluator
from .seat import Seat
from .outlook import PlayClass, cool_worth, flooded_at, plays_by_class, view_table
from .candidates import Plan, plan_candidates
# (the paired tests live in paired.py; importable here)
from .paired import CLEAR as CLEAR, clearly_best, departs as departs, paired_lead as paired_lead
from .strategies import LOOKAHEAD, Heuristic, _potential

PLAN = ("gear", "play")
FINISH_WORTH = 30.0  # finishing ahead of a car counts this many spaces in a rollout's score
MARGIN = 12  # the most a gap between two cars counts, in spaces
REACT_KINDS = ("boost", "adrenaline", "done")  # React's choices that trade Heat or a Speed card for spaces


class Search(Heuristic):
    """Determinized search over the heuristic's plans (module docstring).

    samples:  races drawn from what the seat knows, per planning decision (8).
    width:    how many of the heuristic's best plans are tried in each (6).
    horizon:  rounds played before the position is scored (3); 0 plays to the finish.
    most:     above `samples`, a sequential test: after `samples`, more samples (up to `most`) only
              while the best plan is not clearly ahead of every other (`clearly_best`); 0: off (16).
    leaf:     at a horizon's leaf, the Heat left in the Engine counts this many times its worth to
              the heuristic (1; 0: only through the next round's prospects).
    gears:    at a gear decision, every legal gear's best plan is a candidate (the rest of `width`
              the next best plans) (True).
    keep:     the search plays another plan than the heuristic's first only when its paired lead
              over it exceeds `keep` standard errors (`departs`); 0: the best mean always (0).
    evaluate: score a rollout by the position evaluator (bots/evaluator.py: the car's expected place,
              and 0.01 of a place a space of strength, as the coach grades) instead of the spaces
              and finishes against each car (False).
    reacts:   also search a React or slipstream decision (`alternatives`): 1 when the heuristic would
              Boost or slipstream, 2 always, 0 never (1).
    chicanes: on a board with a chicane, score a rollout by the position evaluator, as `evaluate`
              does on every board (True).
    Other parameters are the heuristic's (its rollouts and its other decisions use them).
    """

    name = "search"
    _params: ClassVar[tuple[str, ...]] = ("samples", "width", "horizon", "most", "leaf", "gears", "keep", "evaluate", "reacts",
                                "chicanes", "risk", "cool_below", "boost", "discard_below",
                                "spin_cost", "draft_speed")
    uses_seat = True  # play_bots hands it a Seat (bots/seat.py)

    def __init__(self, samples: int = 8, width: int = 6, horizon: int = 3, most: int = 16, leaf: float = 1.0,
                 gears: bool = True, keep: float = 0.0, evaluate: bool = False, reacts: int | Any = 1,
                 risk: float = 1.0, cool_below: int = 0,
                 boost: bool = True, discard_below: int = 4,
                 spin_cost: float = 12.0, draft_speed: float = 1.0,
                 chicanes: bool = True) -> None:  # chicanes last: the heuristic's parameters keep their places
        # the heuristic's parameters spelled out, one by one: compiled (mypyc), `super().__init__` into a
        # native class given `**kwargs` or `*args` passes the dict or tuple itself as the first argument
        super().__init__(risk, cool_below, boost, discard_below, spin_cost, draft_speed, False)  # it plans itself
        for name, value, least in (("samples", samples, 1), ("width", width, 1), ("horizon", horizon, 0),
                                   ("most", most, 0)):
            if isinstance(value, bool) or not isinstance(value, int) or value < least:
                raise BadArgument(f"{name} must be a whole number of at least {least}, not {shorten(value)}")
        self.samples = samples
        self.width = width
        self.horizon = horizon
        self.most = most
        if isinstance(leaf, bool) or not isinstance(leaf, (int, float)) or not 0 <= leaf <= 10:
            raise BadArgument(f"leaf must be a number from 0 to 10, not {repr(leaf)[:40]}")
        self.leaf = float(leaf)
        if not isinstance(gears, bool):
            raise BadArgument(f"gears must be True or False, not {repr(gears)[:40]}")
        self.gears = gears
        if isinstance(keep, bool) or not isinstance(keep, (int, float)) or not 0 <= keep <= 10:
            raise BadArgument(f"keep must be a number from 0 to 10 (standard errors), not {repr(keep)[:40]}")
        self.keep = float(keep)
        if not isinstance(evaluate, bool):
            raise BadArgument(f"evaluate must be True or False, not {repr(evaluate)[:40]}")
        self.evaluate = evaluate
        if not isinstance(chicanes, bool):
            raise BadArgument(f"chicanes must be True or False, not {repr(chicanes)[:40]}")
        self.chicanes = chicanes
        # `| Any` above: compiled (mypyc), an `int` argument turns True into 1 before it could be refused
        if isinstance(reacts, bool) or not isinstance(reacts, int) or reacts not in (0, 1, 2):
            raise BadArgument(f"reacts must be 0, 1 or 2, not {shorten(reacts)}")
        self.reacts: int = reacts
        # car name -> ((round, sorted hand), the play class planned)
        self._plans: dict[str, tuple[tuple[int, tuple[str, ...]], PlayClass]] = {}
        # its rollouts' heuristic without the complex planner (complex_plan.py): no sampling inside samples
        self._rollout = self.plain_twin()

    def wants_cars(self, decision: Decision, track: Any = None) -> bool:
        """The other cars at React on a board with a chicane only (the heuristic's React reads them,
        slip_react.py): its gear and cards are its own candidates' play-outs, not the heuristic's
        slipstream plan (given the cars there too, it won as many races: 1 search + 2 Legends, 300
        races, Nederland 70 / 74 and Mexico 113 / 130 at seeds 2411 / 404, as without them)."""
        return decision.kind == "react" and (track is None or track.has_chicane)

    # `view`: any view, as Heuristic's (a Championship's build step hands a BuildView)
    def __call__(self, view: Any, decision: Decision | None, rng: random.Random | None = None,
                 seat: Seat | None = None) -> Action | None:
        kind = decision.kind if decision is not None else None
        if seat is not None and kind in PLAN and view.phase == "plan":
            me = view.me
            key = (view.round, tuple(sorted(me.hand)))
            if kind == "play":
                kept = self._plans.pop(me.name, None)
                if kept is not None and kept[0] == key:
                    action = plays_by_class(view.legal_actions).get(kept[1])
                    if action is not None:
                        return action
            plans = self.candidates(view, kind)
            best: Plan | None
            if len(plans) > 1:
                best = self._best(plans, kind, seat, rng or random.Random(0))
            else:
                best = plans[0] if plans else None
            if best is not None:
                first, play = best
                if kind == "gear" and play is not None:
                    self._plans[me.name] = (key, play)
                    return first
                return first
        if seat is not None and self.reacts and (kind == "react" or kind == "slipstream"):
            chosen = super().__call__(view, decision)
            options = self.alternatives(view, kind, chosen)
            if len(options) > 1:
                return self._best([(a, None) for a in options], kind, seat, rng or random.Random(0))[0]
            return chosen
        return super().__call__(view, decision)

    def alternatives(self, view: View, kind: str, chosen: Action | None) -> list[Action]:
        """At a React decision (Boost, Adrenaline or done) or a slipstream decision, the heuristic's
        choice first, then the other legal choices of that sort; a Cooldown or an upgrade's symbol is
        the heuristic's alone (one choice)."""
        if chosen is None:
            return []
        if self.reacts == 1 and chosen.kind not in ("boost", "slipstream"):
            return [chosen]
        legal = view.legal_actions
        if kind == "react":
            if chosen.kind not in REACT_KINDS:
                return [chosen]
            return [chosen] + [a for a in legal if a.kind in REACT_KINDS and a != chosen]
        return [chosen] + [a for a in legal if a != chosen]

    # ---- candidates ----------------------------------------------------------------------------

    def candidates(self, view: View, kind: str) -> list[Plan]:
        """The heuristic's `width` best plans, best first (bots/candidates.py)."""
        return plan_candidates(self, view, kind, self.width, self.gears)

    # ---- the search ----------------------------------------------------------------------------

    def _best(self, plans: list[Plan], kind: str, seat: Seat, rng: random.Random) -> Plan:
        scores: list[list[float]] = [[] for _ in plans]
        totals = [0.0] * len(plans)
        done = 0
        most = self.most if self.most > self.samples else self.samples
        slowest = 0.0  # the slowest sample so far: a loaded machine makes one sample take twice another
        for _ in range(most):
            if not another_sample_fits(slowest):
                if not done:
                    return plans[0]  # no time for one sample: the heuristic's first choice
                break  # another sample might overrun the time limit
            started = time.monotonic()
            sample = seat.sample(rng.getrandbits(62))
            for i, plan in enumerate(plans):
                got = self._outcome(sample.copy(), seat.car, plan, kind)
                totals[i] += got
                scores[i].append(got)
            done += 1
            slowest = max(slowest, time.monotonic() - started)
            if done >= self.samples and (done >= most or clearly_best(scores) is not None):
                break  # enough samples, or the best plan already clearly ahead of every other one
        best = max(range(len(plans)), key=lambda i: (totals[i], -i))
        if self.keep and best and not departs(scores[best], scores[0], self.keep):
            return plans[0]  # not clearly ahead of the heuristic's choice: the heuristic's choice
        return plans[best]

    def _outcome(self, race: Race, car: str, plan: Plan, kind: str) -> float:
        """Play `plan` for `car` in `race`, then the heuristic for every car until the horizon (or
        until the car finishes); the score reached."""
        first, cls = plan
        end = race.round + self.horizon if self.horizon else None
        policy = self._rollout
        act, pending, view_of = race.act, race.decisions_now, race.view
        me = race.live_car(car)
        race.act(car, first)
        planned = kind == "gear"
        while me.finished is None and not race.finished and (end is None or race.round < end or race.phase != "plan"):
            d = pending()[0]
            view = view_of(d.car, False)
            if planned and cls is not None and d.car == car and d.kind == "play":
                action = plays_by_class(view.legal_actions).get(cls) or policy(view, d)
                planned = False
            else:
                action = policy(view, d)
            act(d.car, action)
            if race.round > 500:
                break
        return self.score(race, car)

    def score(self, race: Race, car: str) -> float:
        """The car against every other car, added up: FINISH_WORTH for each it finished ahead of,
        and the spaces between them (at most MARGIN either way: a small lead counts, a lap does not
        count more than MARGIN). A car finished in an earlier round counts as MARGIN ahead. At a
        leaf of a horizon (the car still racing) the spaces between them and, for the car, the next
        round's prospects as the heuristic weighs them (its gear and the Heat left in its Engine)."""
        if self.evaluate or (self.chicanes and race.track.has_chicane):
            return _evaluated(race, car)
        n = race.spaces
        me = race.live_car(car)
        d = me.lap * n + me.space
        place = me.finished
        total = 0.0
        others = 0
        for c in race.live_cars:
            if c is me:
                continue
            others += 1
            gap = d - (c.lap * n + c.space)
            if c.finished is not None and (place is None or c.finished < place):  # finished ahead of it
                gap = min(gap, 0) if place is not None else -MARGIN
                total += gap if gap > -MARGIN else -MARGIN
                continue
            if place is not None:
                total += FINISH_WORTH
            elif race.finished:  # out of the race (eliminated) while others finished
                total -= MARGIN
                continue
            total += gap if -MARGIN < gap < MARGIN else MARGIN if gap > 0 else -MARGIN
        if place is None and not race.finished and self.horizon:
            view = race.view(car, False)
            w = self.heat_weight(view)
            table = view_table(view)  # the best Speed of a gear (top=1), as LOOKAHEAD was tuned for
            total += others * LOOKAHEAD * _potential(table, d, me.gear or 1, me.engine, w, flooded_at(table, d), 1)
            if self.leaf:  # the Heat left in its Engine, at the worth the heuristic spends it at
                total += others * self.leaf * cool_worth(0, me.engine, w)
        return total


def _evaluated(race: Race, car: str) -> float:
    """`car`'s result in `race` as the coach reads it (bots/judge.py): minus its expected place, plus
    0.01 of a place a space of strength; a finished car's place is its own."""
    o = Evaluator.default().outlook(race, car)
    return -o.place + 0.01 * o.strength
