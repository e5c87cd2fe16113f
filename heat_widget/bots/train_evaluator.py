"""Fit the position evaluator (bots/evaluator.py) on races played by bots, and write its weights:

    python -m heat_widget.bots.train_evaluator --races 3000 --seed 1 --out heat_widget/bots/data/evaluator.json

Needs numpy (`pip install 'heat_widget[train]'`). Seeded: the same arguments give the same weights.
`--processes N` plays the races in N processes; `train(..., executor=...)` takes any
`concurrent.futures.Executor`, a Dask client's (`client.get_executor()`) included, as `hw.simulate`
does, with the same result as a local run (each race depends on its seed alone).

The races: the four base tracks, 2 to 5 players and 0 to 2 Legends, played by the heuristic; each
player's car also takes a random legal action now and then in the first rounds (a share drawn per
car: 0, 10% or 25%), so that the positions include Engines run dry, Stress taken and spins, as a
person's races do. At every round's start each car's features (evaluator.py `car_features`) are
kept with the places the cars finished in. Every pair of cars of such a moment gives one row: the
difference of their features, and whether the first finished ahead. A logistic regression without
intercept (the model is symmetric) is fitted by Newton's method with a small ridge; the distance's
weight is `alpha` and every other weight divided by it is `beta`, in spaces. The last fifth of the
races (by seed) is held out: the Brier score of the winning chance and of each pair, the mean
absolute error of the expected place and a reliability table (predicted winning chance in tenths
against the share won) are computed on them and kept in the JSON beside the weights.
"""
from __future__ import annotations

import argparse
import json
import math
import random
import sys
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

from .outlook import corner_table
from .evaluator import FEATURES, Evaluator, car_features, potential_of

TRACKS = ("usa", "france", "great_britain", "italy")
NOISE = (0.0, 0.1, 0.25)
NOISY_ROUNDS = 5  # the random actions happen in these first rounds only
RIDGE = 1e-3


def play_race(seed: int) -> dict[str, Any]:
    """One race played as the module docstring says: its moments (a list, one per round start, of
    each car's (name, distance, spaces left, features)), the places, the spaces a car moved a round."""
    from ..engine import Race
    from .strategies import Heuristic
    rng = random.Random(f"evaluator:{seed}")
    players = [f"P{i}" for i in range(rng.randint(2, 5))]
    legends = rng.randint(0, 2)
    race = Race.new(track=rng.choice(TRACKS), players=players, legends=legends, seed=seed, record=False)
    noise = {p: rng.choice(NOISE) for p in players}
    h = Heuristic()
    spaces = race.spaces
    finish = (race.laps + 1) * spaces + 0.5
    table = corner_table(race.track, race.laps)
    moments: list[list[tuple[str, float, float, list[float]]]] = []
    seen_round = 0
    moved, rounds = 0.0, 0
    last: dict[str, float] = {}
    while not race.finished and race.round < 200:
        if race.phase == "plan" and race.round != seen_round:
            seen_round = race.round
            moment = []
            for c in race.live_cars:
                d, left, f = car_features(c.lap, c.space, spaces, finish, c.engine, c.gear,
                                          c.hand + c.deck + c.discard + c.play, c.legend, c.hand,
                                          0.0 if c.legend else potential_of(table, c.lap * spaces + c.space, c.gear,
                                                                            c.engine))
                if c.finished is None:
                    moment.append((c.name, d, left, f))
                    if not c.legend and c.name in last:
                        moved += d - last[c.name]
                        rounds += 1
                    last[c.name] = d
            if len(moment) >= 2:
                moments.append(moment)
        decision = race.pending[0]
        view = race.view(decision.car)
        if noise.get(decision.car, 0.0) and race.round <= NOISY_ROUNDS and rng.random() < noise[decision.car]:
            action = rng.choice(list(view.legal_actions))
        else:
            action = h(view, decision)
        race.act(decision.car, action)
    places = {c.name: (c.finished if c.finished is not None and not c.eliminated else 99) for c in race.live_cars}
    return {"seed": seed, "moments": moments, "places": places, "moved": moved, "rounds": rounds}


def _play_many(seeds: list[int]) -> list[dict[str, Any]]:
    return [play_race(s) for s in seeds]


def play(races: int, seed: int, processes: int = 1, executor: Executor | None = None) -> list[dict[str, Any]]:
    """`races` races from seeds seed*1_000_000 + 0..races-1, in this process, `processes` processes
    or on `executor`; the same list whatever runs them."""
    seeds = [seed * 1_000_000 + i for i in range(races)]
    chunks = [seeds[i:i + 25] for i in range(0, len(seeds), 25)]
    if executor is None and processes > 1:
        with ProcessPoolExecutor(max_workers=processes) as pool:
            done = list(pool.map(_play_many, chunks))
    elif executor is not None:
        done = list(executor.map(_play_many, chunks))
    else:
        done = [_play_many(c) for c in chunks]
    return [r for chunk in done for r in chunk]


def pair_rows(games: list[dict[str, Any]], round_spaces: float) -> tuple[list[list[float]], list[float]]:
    """The regression's rows: per moment and pair (a, b), the features' differences (distance
    first) over the pair's spread, and 1.0 when a finished ahead of b."""
    xs: list[list[float]] = []
    ys: list[float] = []
    for g in games:
        places = g["places"]
        for moment in g["moments"]:
            for i, (na, da, la, fa) in enumerate(moment):
                for nb, db, lb, fb in moment[i + 1:]:
                    if places[na] == places[nb]:
                        continue
                    scale = math.sqrt(1.0 + (la + lb) / (2 * round_spaces))
                    xs.append([(da - db) / scale] + [(x - y) / scale for x, y in zip(fa, fb)])
                    ys.append(1.0 if places[na] < places[nb] else 0.0)
    return xs, ys


def fit(xs: list[list[float]], ys: list[float]) -> list[float]:
    """Logistic regression without intercept by Newton's method (ridge RIDGE)."""
    import numpy as np
    X = np.asarray(xs, dtype=float)
    y = np.asarray(ys, dtype=float)
    w = np.zeros(X.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(X @ w)))
        grad = X.T @ (p - y) + RIDGE * w
        hess = (X * (p * (1 - p))[:, None]).T @ X + RIDGE * np.eye(X.shape[1])
        step = np.linalg.solve(hess, grad)
        w -= step
        if float(np.max(np.abs(step))) < 1e-9:
            break
    return [float(v) for v in w]


def calibration(ev: Evaluator, games: list[dict[str, Any]], pairs: bool = True) -> dict[str, Any]:
    """Brier scores (and, beside the winning chance's, the score of always saying 1 in the cars
    racing), the expected place's mean absolute error and the reliability table of the winning
    chance, over every car of every moment of `games`."""
    brier = pair_brier = err = base = 0.0
    n = counted = 0
    bins = [[0, 0.0, 0] for _ in range(10)]  # per tenth of predicted chance: count, sum predicted, wins
    for g in games:
        places = g["places"]
        for moment in g["moments"]:
            rows: list[tuple[str, float, float, int | None, bool]] = []
            for name, d, left, f in moment:
                s = d + sum(b * x for b, x in zip(ev.beta, f))
                rows.append((name, s, left, None, False))
            for name, s, left, _, _ in rows:
                o = ev.outlook_of(rows, name)
                finished = [places[r[0]] for r in rows]
                rank = 1 + sum(1 for p in finished if p < places[name])
                won = 1.0 if rank == 1 else 0.0
                brier += (o.win - won) ** 2
                base += (1.0 / len(rows) - won) ** 2  # always saying the share of wins: 1 in the cars racing
                err += abs(o.place - rank)
                n += 1
                b = bins[min(9, int(o.win * 10))]
                b[0] += 1
                b[1] += o.win
                b[2] += int(won)
                for name2, s2, left2, _, _ in (rows if pairs else ()):
                    if name2 != name and places[name2] != places[name]:
                        p = ev.ahead(s, left, s2, left2)
                        pair_brier += (p - (1.0 if places[name] < places[name2] else 0.0)) ** 2
                        counted += 1
    return {"moments_cars": n, "brier_win": round(brier / max(n, 1), 4), "brier_win_base": round(base / max(n, 1), 4),
            "brier_pairs": round(pair_brier / max(counted, 1), 4), "place_mae": round(err / max(n, 1), 4),
            "reliability": [{"predicted": round(b[1] / b[0], 3), "won": round(b[2] / b[0], 3), "n": b[0]}
                            for b in bins if b[0]]}


def train(races: int = 3000, seed: int = 1, processes: int = 1, executor: Executor | None = None) -> dict[str, Any]:
    """Play, fit and check: the weights as evaluator.json holds them."""
    games = play(races, seed, processes, executor)
    held = max(1, races // 5)
    fit_on, check_on = games[:-held], games[-held:]
    moved = sum(g["moved"] for g in fit_on)
    rounds = sum(g["rounds"] for g in fit_on)
    round_spaces = round(moved / rounds, 3) if rounds else 8.0
    xs, ys = pair_rows(fit_on, round_spaces)
    w = fit(xs, ys)
    alpha = w[0]
    beta = {f: round(v / alpha, 4) for f, v in zip(FEATURES, w[1:])}
    weights = {"alpha": round(alpha, 5), "beta": beta, "round_spaces": round_spaces,
               "trained": {"races": races, "seed": seed, "held_out": held, "pairs": len(ys),
                           "command": f"python -m heat_widget.bots.train_evaluator --races {races} --seed {seed}"}}
    weights["temper"] = temper(weights, fit_on)
    weights["calibration"] = calibration(Evaluator(weights), check_on)
    return weights


TEMPERS = tuple(round(0.4 + 0.05 * i, 2) for i in range(17))  # 0.4 .. 1.2


def temper(weights: dict[str, Any], games: list[dict[str, Any]]) -> float:
    """The temper (evaluator.py) whose winning chances have the lowest Brier score on `games`: the
    pairs' product counts each rival as if the others did not exist, and overstates a leader."""
    best, best_brier = 1.0, math.inf
    for t in TEMPERS:
        brier = calibration(Evaluator({**weights, "temper": t}), games, pairs=False)["brier_win"]
        if brier < best_brier - 1e-12:
            best, best_brier = t, brier
    return best


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Fit the coach's position evaluator (bots/evaluator.py).")
    parser.add_argument("--races", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--out", default="-", help="the JSON file to write ('-': print it)")
    args = parser.parse_args(argv)
    if args.races < 5:
        parser.error(f"--races must be at least 5, not {args.races}")
    weights = train(args.races, args.seed, max(1, args.processes))
    text = json.dumps(weights, indent=1) + "\n"
    if args.out == "-":
        sys.stdout.write(text)
    else:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
        print(f"wrote {args.out}: alpha {weights['alpha']}, Brier (win) {weights['calibration']['brier_win']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
