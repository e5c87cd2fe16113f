"""Mine a coach exam from natural positions (tests/coach_exam_mined.py reads what this writes):

    .venv/bin/python tests/benchmarks/mine_coach_exam.py --seed 1 --out tests/data/coach_exam_mined.json

Seeded races (`hw.Race.new`: every board, the expansion boards too, 2-6 cars, Legends, the Garage,
Weather, Tournament mode, a Championship event) are played by the heuristic; some cars are sloppy (the
`random` bot's move at 10-35% of their decisions), so that errors happen as they do at a table. At some decisions of one chosen car (gear, play,
React, slipstream) every legal action is played out with the exam harness's rule
(tests/coach_exam.py `outcome_of`: the heuristic drives every car to the start of the next round) in
the race itself (seed 1) and in `hw.determinize(race, car, s)` for the other SEEDS (the hidden cards
redrawn from what the car's seat knows). Kept:

- an "error": a move X and a move Y whose outcome is `better_than` X's in every seed (and in each of
  16 futures), and X never ends ahead of Y over two rounds (seeds 1-8); X is the car's own move when it is one, else the
  heuristic's, else another dominated move;
- a "fine" move: X is the best or ends alike in each of 16 futures against every legal move (no trade:
  every other move ends as X does or is dominated by it), no move dominates it over two rounds (seeds
  1-8), it is the heuristic's choice or an undominated move (or the same cards in another order), at
  least two legal moves are dominated and X does not spin out.

At most 2 positions a race, at most a share of them per decision kind, and at least half the errors
cost something a player sees beyond a single space (a spin-out, Heat, Stress, a gear, 2+ spaces).
"""
from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import heat_widget as hw  # noqa: E402
from coach_exam import SEEDS, Outcome, outcome_of  # noqa: E402
from heat_widget.bots.random_bot import random_legal  # noqa: E402
from heat_widget.bots.strategies import Heuristic  # noqa: E402
from heat_widget.engine.actions import parse_action  # noqa: E402

NAMES = ("Ana", "Ben", "Cy", "Dee", "Eve", "Fay")
# the Discard step is left out: every discard ends the round alike (its cards only tell the next
# hands), so the harness's one-round rule cannot tell its moves apart
KINDS = ("gear", "play", "react", "slipstream")
# a verdict found over SEEDS is kept only if it holds over these futures too: a random flip (a Boost,
# a Stress card) can look the same in 4 futures and not in 16
CHECK = range(1, 17)
MOST_ACTIONS = 120  # a decision with more legal actions is skipped (Tournament's plays of 1-4 cards)


def race_config(rng: random.Random, index: int) -> dict:
    """The Race.new arguments of mined race `index`: a board, 2-6 cars, modules."""
    track = hw.tracks()[index % len(hw.tracks())]
    cars = rng.randint(2, 6)
    legends = rng.choice((0, 0, 0, 1, 2, 3)) if cars > 2 else 0
    legends = min(legends, cars - 1)
    config: dict = {"track": track, "players": list(NAMES[:cars - legends]), "legends": legends,
                    "seed": rng.randrange(10**6), "modules": []}
    mix = rng.choice(("base", "base", "garage", "weather", "garage+weather", "tournament", "championship"))
    if "garage" in mix:
        config["modules"].append("garage")
        config["upgrades"] = rng.choice(("basic", "advanced", "mixed"))
    if "weather" in mix:
        config["modules"].append("weather")
    if mix == "tournament":
        config["tournament"] = True
    if mix == "championship":
        config["modules"].append("championship")
        config["event"] = rng.randint(1, 18)
    return config


def new_race(config: dict, record: bool = False):
    return hw.Race.new(**config, record=record)


def futures(race, car: str, seeds) -> list:
    """The race itself for seed 1, else the hidden cards redrawn from what `car`'s seat knows."""
    return [race.copy() if s == 1 else hw.determinize(race, car, s) for s in seeds]


def outcomes(bases: list, car: str, action: str, rounds: int = 1) -> tuple[Outcome, ...]:
    return tuple(outcome_of(b, car, action, rounds) for b in bases)


def beats(a, b) -> bool:
    """`a` strictly better than `b` in every seed."""
    return all(x.better_than(y) for x, y in zip(a, b))


def dominates(a, b) -> bool:
    """`a` never worse than `b` and strictly better in one seed."""
    return all(x.at_least_as_good_as(y) for x, y in zip(a, b)) and any(x.better_than(y) for x, y in zip(a, b))


def visible(a, b) -> bool:
    """`b` beats `a` by more than a single space in every seed: a spin-out, Heat, Stress, a gear, 2+ spaces."""
    return all(x.spun != y.spun or x.engine != y.engine or x.stress != y.stress or x.gear != y.gear
               or y.distance - x.distance >= 2 for x, y in zip(a, b))


def reorder(text: str) -> str:
    """The same cards in another order (as race.act reads them): the cards reversed."""
    head, *cards = text.split()
    return " ".join([head] + cards[::-1])


def role(race, car: str) -> str:
    """leader, mid or back, by the cars' distance run."""
    run = sorted(((c.lap * race.track.spaces + c.space, c.name) for c in race.cars), reverse=True)
    place = [n for _, n in run].index(car)
    return "leader" if place == 0 else "back" if place == len(run) - 1 else "mid"


def examine(race, car: str, own: str, rng: random.Random) -> dict | None:
    """The decision `car` faces, every legal action played out: an error or a fine position, or None."""
    acts = [str(a) for a in race.legal_actions(car)]
    if len(acts) < 2 or len(acts) > MOST_ACTIONS:
        return None
    d = next(x for x in race.pending if x.car == car)
    heur = str(Heuristic()(race.view(car), d))
    bases = futures(race, car, SEEDS)
    outs = {a: outcomes(bases, car, a) for a in acts}
    outs.update({parse_action(a): o for a, o in outs.items()})  # a move read in any order of its cards
    if len(set(outs.values())) < 2:
        return None
    undominated = [a for a in acts if not any(dominates(outs[b], outs[a]) for b in acts if b != a)]
    dominated = [a for a in acts if a not in undominated]
    found = None
    # an error: prefer the car's own move, then the heuristic's, then any move beaten in every seed
    choices = [x for x in (own, heur) if x in dominated] + rng.sample(dominated, len(dominated))
    many = futures(race, car, CHECK)
    wide: dict = {}

    def out16(a):  # a move over the CHECK futures, played once
        if a not in wide:
            wide[a] = outcomes(many, car, a)
        return wide[a]

    for x in choices:
        ys = [y for y in undominated if beats(outs[y], outs[x])]
        ys = [y for y in ([heur] if heur in ys else []) + ys if beats(out16(y), out16(x))]
        if not ys:
            continue
        y = ys[0]
        found = {"verdict": "error", "action": x, "better": y, "mine": outs[x], "theirs": outs[y],
                 "source": "own" if x == own else "heuristic" if x == heur else "other"}
        break
    clear = len({outs[a] for a in undominated}) == 1  # every undominated move ends alike: the best
    if (found is None and clear and len(dominated) >= 2
            and not outs[heur if heur in undominated else undominated[0]][0].spun):  # avoiding nothing: no lesson
        x = heur if heur in undominated else undominated[0]
        # the best or its equal in each of the CHECK futures against every legal move (not one side
        # of a trade: a judge may fairly prefer the other side), and dominated by none over two rounds
        if not all(out16(a) == out16(x) or dominates(out16(x), out16(a)) for a in acts if a != x):
            return None
        two = futures(race, car, range(1, 9))
        later = {a: tuple(outcome_of(b, car, a, rounds=2) for b in two) for a in acts}
        if any(dominates(later[a], later[x]) for a in acts if a != x):
            return None  # it only looks best for one round (a gear that spends its Heat the round after)
        twins = [a for a in undominated if a != x and out16(a) == out16(x)]
        better = twins[0] if twins else None
        if x.startswith("play") and len(set(x.split()[1:])) > 1:
            x, better = reorder(x), x  # the cards written in another order than the engine's
        found = {"verdict": "fine", "action": x, "better": better, "mine": outs[parse_action(x)],
                 "theirs": outs[parse_action(x)], "source": "heuristic" if str(parse_action(x)) == heur else "other",
                 "worse": len(dominated), "clear": clear, "undominated": len({outs[a] for a in undominated})}
    if found is None:
        return None
    if found["verdict"] == "error":
        # over two rounds, seeds 1-8, the error never ends ahead of the better move
        two = futures(race, car, range(1, 9))
        for b in two:
            mine = outcome_of(b, car, found["action"], rounds=2)
            theirs = outcome_of(b, car, found["better"], rounds=2)
            if mine.better_than(theirs):
                return None
        found["visible"] = visible(found["mine"], found["theirs"])
    found.update(kind=d.kind, role=role(race, car), round=race.round, lap=race.car(car).lap, heuristic=heur,
                 own=own, legal=len(acts))
    return found


def mine_race(index: int, rng: random.Random, quota, visible_ok) -> list[dict]:
    config = race_config(rng, index)
    race = new_race(config)
    players = config["players"]
    # a sloppy car plays a random legal move at a share of its decisions, the heuristic's otherwise
    sloppy = {n: rng.choice((0.1, 0.2, 0.3)) for n in players if rng.random() < 0.35}
    car = rng.choice(players)
    if rng.random() < 0.6:
        sloppy[car] = rng.choice((0.15, 0.25, 0.35))
    laps = race.laps
    start = rng.randint(1, 4 * laps)  # the round from which the car's decisions are examined
    heuristic = Heuristic()
    bot_rng = random.Random(rng.randrange(10**9))
    log: list[tuple[str, str]] = []
    found: list[dict] = []
    kinds_done: set[str] = set()
    for _ in range(5000):
        if race.finished or len(found) >= 2:
            break
        d = race.pending[0]
        view = race.view(d.car)
        careless = d.kind != "draft" and bot_rng.random() < sloppy.get(d.car, 0.0)
        action = str(random_legal(view, d, bot_rng) if careless else heuristic(view, d))
        if (d.car == car and race.round >= start and d.kind in KINDS and d.kind not in kinds_done
                and quota(d.kind) and rng.random() < 0.4):
            pos = examine(race, car, action, rng)
            if (pos and (pos["verdict"] != "error" or pos["visible"] or visible_ok())
                    and quota(d.kind, pos["verdict"], pos["role"])):
                pos.update(config=config, car=car, log=list(log), sloppy=sloppy, race_index=index,
                           modules=config["modules"] + (["tournament"] if config.get("tournament") else []),
                           laps=laps, cars=len(race.cars), track=config["track"])
                found.append(pos)
                kinds_done.add(d.kind)
        race.act(d.car, action)
        log.append((d.car, action))
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--errors", type=int, default=24)
    parser.add_argument("--fine", type=int, default=24)
    parser.add_argument("--races", type=int, default=900)
    parser.add_argument("--out", default=str(Path(__file__).resolve().parents[1] / "data" / "coach_exam_mined.json"))
    args = parser.parse_args()
    rng = random.Random(args.seed)
    kept: list[dict] = []
    want = {"error": args.errors, "fine": args.fine}
    # no decision kind takes more than 40% of the errors or 60% of the fine moves (a best gear or
    # slipstream is rare: over one round the higher gear or the slipstream is seldom worse in everything)
    per_kind = {"error": max(3, want["error"] * 2 // 5), "fine": max(3, want["fine"] * 3 // 5)}

    def count(verdict, kind=None, role=None):
        return sum(p["verdict"] == verdict and kind in (None, p["kind"]) and role in (None, p["role"]) for p in kept)

    def quota(kind, verdict=None, role=None):
        """Room for a position of this kind (and role: backmarkers take at most half)."""
        verdicts = [verdict] if verdict else list(want)
        return any(count(v) < want[v] and count(v, kind) < per_kind[v]
                   and (role is None or count(v, role=role) < max(3, want[v] // (2 if role == "back" else 3) + 1))
                   for v in verdicts)

    def visible_ok():  # a 1-space error only while at least as many errors cost more
        errors = [p for p in kept if p["verdict"] == "error"]
        return sum(not p["visible"] for p in errors) < sum(p["visible"] for p in errors)

    for index in range(args.races):
        if all(count(v) >= want[v] for v in want):
            break
        for pos in mine_race(index, rng, quota, visible_ok):
            kept.append(pos)
            print(f"race {index} {pos['track']} {pos['modules']} {pos['cars']} cars round {pos['round']} "
                  f"{pos['car']} ({pos['role']}) {pos['kind']} {pos['verdict']}: {pos['action']!r} vs "
                  f"{pos['better']!r} [{pos['source']}] {pos['mine'][0]} / {pos['theirs'][0]}", flush=True)
    for p in kept:
        p["mine"] = [list(o) for o in p["mine"]]
        p["theirs"] = [list(o) for o in p["theirs"]]
        p["log"] = ";".join(f"{c}:{a}" for c, a in p["log"])
    Path(args.out).write_text(json.dumps(kept, indent=0) + "\n")
    print(f"{count('error')} errors, {count('fine')} fine -> {args.out}")


if __name__ == "__main__":
    main()
