"""Where the search can gain (issue 32's studies behind `reacts=1`; run on demand, not in the suite):

    .venv/bin/python tests/benchmarks/study_search.py reacts --track italy --races 20 --samples 24
    .venv/bin/python tests/benchmarks/study_search.py leaf --track italy --races 10 --samples 24 --horizon 3

Both play heuristic-against-heuristic races (2 cars, no Legends, seeds `seed * 1000 + race`), and at
the decisions studied they play every alternative out to the finish in the same `--samples` races
drawn from what the deciding seat may know (bots/seat.py: paired samples, common to the
alternatives), then go on with the heuristic's own choice.

- `reacts`: at React (Boost, Adrenaline, done) and slipstream decisions, the alternatives are the
  search's (Search.alternatives). For each kind it prints the win gained a decision by choosing
  the alternative that won most in one half of the samples, judged on the other half (both ways
  round), against the heuristic's choice, with a 95% interval. Issue 32 found, over 478 Italy decisions: Boost +0.032 +- 0.026,
  slipstream +0.054 +- 0.036, hence `reacts=1`.
- `leaf`: at gear decisions, the search's candidate plans; each sample also keeps the search's leaf
  score (Search.score) `--horizon` rounds on. For each leaf estimate it prints the win gained by
  choosing by that estimate in one half of the samples, judged by the wins in the other half. Issue
  32 found every estimate tried within 0.005 of a win a decision of the others (370 decisions):
  the leaf was not what held the search back.

The figures are estimates from samples, a few hundredths of a win of noise; they say where to look,
not how strong a bot is (bench_search_strength.py measures that, seats rotated, on held-out seeds).
CPU (interpreted, 24 samples, Italy): about 3 s a race for `reacts`, 15-20 s for `leaf`; printed per race.
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from heat_widget.bots.evaluator import Evaluator  # noqa: E402
from heat_widget.bots.outlook import plays_by_class  # noqa: E402
from heat_widget.bots.search import Search  # noqa: E402
from heat_widget.bots.seat import Seat  # noqa: E402
from heat_widget.bots.strategies import Heuristic  # noqa: E402
from heat_widget.engine import Race  # noqa: E402
from heat_widget.engine.actions import Action  # noqa: E402

H = Heuristic()


def heuristic_step(race: Race) -> None:
    d = race.decisions_now()[0]
    race.act(d.car, H(race.view(d.car, False), d))


def finish(race: Race) -> None:
    while not race.finished:
        heuristic_step(race)


def won(race: Race, car: str) -> float:
    return float(race.standings[0] == car)


def react_outcome(race: Race, car: str, action: Action) -> float:
    race.act(car, action)
    finish(race)
    return won(race, car)


def plan_outcome(race: Race, car: str, plan: tuple[Action, Any], horizon: int, search: Search,
                 evaluator: Evaluator) -> dict[str, float]:
    """The plan's gear now, its cards at the play decision, the heuristic after; the leaf estimates
    `horizon` rounds on and the win at the finish."""
    gear, cards = plan
    race.act(car, gear)
    start = race.round
    leaf: dict[str, float] = {}
    me = race.live_car(car)
    while not race.finished:
        if not leaf and (me.finished is not None or (race.round >= start + horizon and race.phase == "plan")):
            leaf = {"score": search.score(race, car)}
            leaf["evaluator_win"] = evaluator.outlook(race, car, None).win if me.finished is None else won(race, car)
        d = race.decisions_now()[0]
        view = race.view(d.car, False)
        if cards is not None and d.car == car and d.kind == "play":
            race.act(car, plays_by_class(view.legal_actions).get(cards) or H(view, d))
            cards = None
            continue
        race.act(d.car, H(view, d))
    if not leaf:
        leaf = {"score": 0.0, "evaluator_win": won(race, car)}
    return {**leaf, "win": won(race, car)}


def cross_validated(outcomes: list[list[dict[str, float]]], by: str) -> float:
    """outcomes[k][i]: sample k, alternative i (0: the heuristic's). The win gained by choosing on
    `by` in one half of the samples, judged on the wins of the other half, both ways round, halved."""
    k = len(outcomes)
    halves = (range(0, k // 2), range(k // 2, k))
    gain = 0.0
    for choose, judge in (halves, halves[::-1]):
        n = len(outcomes[0])
        mean = [statistics.fmean(outcomes[s][i][by] for s in choose) for i in range(n)]
        best = max(range(n), key=lambda i: (mean[i], -i))
        truth = [statistics.fmean(outcomes[s][i]["win"] for s in judge) for i in range(n)]
        gain += (truth[best] - truth[0]) / 2
    return gain


def report(rows: dict[str, list[float]]) -> None:
    for key, gains in sorted(rows.items()):
        n = len(gains)
        half = 1.96 * statistics.stdev(gains) / math.sqrt(n) if n > 1 else float("nan")
        print(f"{key:28s} decisions {n:4d}  win gained a decision {statistics.fmean(gains):+.4f} +- {half:.4f}")


def study(mode: str, track: str, races: int, samples: int, seed: int, horizon: int) -> None:
    search = Search(horizon=horizon)
    evaluator = Evaluator.default()
    rows: dict[str, list[float]] = defaultdict(list)
    studied = 0
    t0 = time.process_time()
    for r in range(races):
        race = Race.new(track=track, players=["A", "B"], legends=0, seed=seed * 1000 + r, record=False)
        rng = random.Random(seed * 1000 + r)
        while not race.finished:
            d = race.decisions_now()[0]
            view = race.view(d.car, False)
            chosen = H(view, d)
            if mode == "reacts" and d.kind in ("react", "slipstream"):
                options = search.alternatives(view, d.kind, chosen)
                if len(options) > 1:
                    seat = Seat(race, d.car)
                    draws = [seat.sample(rng.getrandbits(62)) for _ in range(samples)]
                    outcomes = [[{"win": react_outcome(s.copy(), d.car, o)} for o in options] for s in draws]
                    rows[f"{d.kind}:{str(options[0]).split()[0]}"].append(cross_validated(outcomes, "win"))
                    studied += 1
            elif mode == "leaf" and d.kind == "gear" and view.phase == "plan":
                plans = search.candidates(view, "gear")
                if len(plans) > 1:
                    seat = Seat(race, d.car)
                    draws = [seat.sample(rng.getrandbits(62)) for _ in range(samples)]
                    outcomes = [[plan_outcome(s.copy(), d.car, p, horizon, search, evaluator) for p in plans]
                                for s in draws]
                    for by in ("win", "score", "evaluator_win"):
                        rows[f"choose by {by}"].append(cross_validated(outcomes, by))
                    studied += 1
            race.act(d.car, chosen)
        print(f"race {r + 1}/{races}: {studied} decisions studied, "
              f"{time.process_time() - t0:.0f} s of CPU", flush=True)
    report(rows)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("mode", choices=("reacts", "leaf"))
    ap.add_argument("--track", default="italy")
    ap.add_argument("--races", type=int, default=10)
    ap.add_argument("--samples", type=int, default=24, help="paired samples a decision (even: halved to choose and judge)")
    ap.add_argument("--seed", type=int, default=303)
    ap.add_argument("--horizon", type=int, default=3, help="leaf: rounds to the leaf estimate")
    args = ap.parse_args()
    study(args.mode, args.track, args.races, args.samples, args.seed, args.horizon)


if __name__ == "__main__":
    main()
