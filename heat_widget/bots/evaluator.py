"""A position evaluator (issue 32): from what every seat may see of a race at a round's start, each
car's expected finishing place and winning chance, and a strength in spaces that never saturates.

The model (a Bradley-Terry model on a race's pairs, as a backgammon analyser's evaluator is a model
of the position fitted on many played games):

    strength(car) = distance + sum over the features of beta[f] * f(car)        (in spaces)
    P(a finishes ahead of b) = 1 / (1 + exp(-alpha * (strength(a) - strength(b)) / spread(a, b)))
    spread(a, b) = sqrt(1 + rounds left for the two, on average)

so a lead of a few spaces decides a race near its end and not at its start, a Heat in the Engine
is worth beta["engine"] spaces, a Stress card beta["stress"] (negative), and so on. The expected
place is 1 + the chances that each other car finishes ahead; the winning chance is the product of
the chances of finishing ahead of each other car (independence: an estimate). A car finished has
its place; a car eliminated is behind every car still racing.

Every feature is public (rulebook: a car's Engine, gear and position are on the table; the cards a
car owns are counted from its public starting deck and the Heat and Stress it took in view of
everyone), so the evaluator reads no secret: it takes a race as the judge and the search sample it
(engine/determinize.py), or the live race.

The weights are data (bots/data/evaluator.json), fitted offline by `python -m
heat_widget.bots.train_evaluator` (numpy, the `train` extra) on races played by the heuristic, and
read here in pure Python, so the coach runs in a browser's Python too. The JSON also keeps how they
were fitted and their calibration on held-out races (Brier score, the reliability table).
"""
from __future__ import annotations

import json
import math
import os
from typing import Any, NamedTuple

from .outlook import CARD_SPEED, corner_table
from .strategies import _potential

#: The features beside the distance, in the order of the weights. `_late` ones are the same count
#: scaled by how much of the race is left (a Heat in the Engine is worth less on the last straight).
#: No count of the Heat outside the Engine: a car owns a fixed number of Heat cards, so it is the
#: Engine's count read backwards, and a fit given both splits one effect between them at random
#: (a Cooldown, one Heat from the hand to the Engine, then read as a loss).
FEATURES = ("engine", "engine_low", "stress", "gear", "engine_late", "engine_low_late", "stress_late", "gear_late",
            "potential", "hand_speed", "hand_clog", "legend")
ENGINE_LOW = 2  # the Heat up to this many count again as `engine_low`: an Engine near empty is dear
WEIGHTS_FILE = os.path.join(os.path.dirname(__file__), "data", "evaluator.json")


class Outlook(NamedTuple):
    """One car's prospects in a race, as the evaluator sees them."""

    place: float     # expected finishing place (1 = first)
    win: float       # winning chance (estimated)
    strength: float  # in spaces: distance plus what its Engine, cards and gear are worth


def car_features(lap: int, space: int, spaces: int, finish: float, engine: int, gear: int | None,
                 cards: Any, legend: bool, hand: Any = (), potential: float = 0.0) -> tuple[float, float, list[float]]:
    """(distance, spaces left to the finish, FEATURES' values) of one car. `cards`: every card it
    owns outside its Engine (hand, deck, discard, play); `hand` the cards in its hand (a judge's or a
    search's sampled race holds a sample of them); `potential` what the next round promises from
    here in this gear with this Engine (the heuristic's `_potential`: the corners ahead)."""
    d = lap * spaces + space
    left = max(0.0, finish - d)
    if legend:
        return float(d), left, [0.0] * 11 + [1.0]
    stress = 0
    for c in cards:
        if c == "S":
            stress += 1
    late = min(1.0, left / spaces) if spaces else 0.0
    g = float(gear or 1)
    low = float(min(engine, ENGINE_LOW))
    base = [float(engine), low, float(stress), g]
    speed = clog = 0.0
    cards, share = (hand.pool, hand.size / len(hand.pool)) if isinstance(hand, _AverageHand) else (hand, 1.0)
    for c in cards:
        if c == "H" or c == "S":
            clog += share
        else:
            speed += share * CARD_SPEED.get(c, 0)
    return float(d), left, base + [x * late for x in base] + [potential, speed, clog, 0.0]


class _AverageHand(NamedTuple):
    """A hand of `size` cards at the average of `pool`: iterates like a hand whose counts are
    fractions, for car_features (speed and clog sums scale by size / len(pool))."""

    size: int
    pool: tuple[str, ...]


def _average_hand(hand: tuple[str, ...], pool: tuple[str, ...]) -> Any:
    return _AverageHand(len(hand), pool) if pool else ()


def potential_of(table: list[Any], d: int, gear: int | None, engine: int) -> float:
    """The heuristic's worth of the next round from distance `d` (bots/strategies.py `_potential`,
    a Heat counted as one space)."""
    return _potential(table, d, gear or 1, engine, 1.0, False, 1)  # as trained: the best Speed, no floods


_DEFAULT: list["Evaluator"] = []  # the shipped one, once read (a module list: a compiled class has no class-level cache)


class Evaluator:
    """The fitted model (module docstring). `Evaluator.default()` is the shipped one."""

    def __init__(self, weights: dict[str, Any]):
        self.alpha = float(weights["alpha"])
        beta = weights["beta"]
        self.beta = [float(beta.get(f, 0.0)) for f in FEATURES]
        self.round_spaces = float(weights["round_spaces"])
        # the winning chance's temper: the pairs' products, made with alpha times this, then divided
        # by their sum, are calibrated on the races fitted on (train_evaluator.py `temper`)
        self.temper = float(weights.get("temper", 1.0))
        self.meta = {k: v for k, v in weights.items() if k not in ("alpha", "beta", "round_spaces", "temper")}

    @staticmethod
    def default() -> "Evaluator":
        """The shipped weights (bots/data/evaluator.json), read once."""
        if not _DEFAULT:
            with open(WEIGHTS_FILE, encoding="utf-8") as f:
                _DEFAULT.append(Evaluator(json.load(f)))
        return _DEFAULT[0]

    def weights(self) -> dict[str, Any]:
        return {"alpha": self.alpha, "beta": dict(zip(FEATURES, self.beta)), "round_spaces": self.round_spaces,
                "temper": self.temper, **self.meta}

    # ---- a race -------------------------------------------------------------------------------

    def strengths(self, race: Any, viewer: str | None = None) -> list[tuple[str, float, float, int | None, bool]]:
        """[(name, strength, spaces left, finishing place or None, eliminated)] of every car, as the
        seat of `viewer` sees them: its own hand as it is, another car's hand as the average hand
        of its cards (their multiset is public; which of them it holds is not). None: every hand as
        it is (a race whose hidden cards are a sample, or the fit's played races)."""
        spaces = race.spaces
        finish = (race.laps + 1) * spaces + 0.5
        beta = self.beta
        table = corner_table(race.track, race.laps)
        out = []
        for c in race.live_cars:
            d0 = c.lap * spaces + c.space
            cards = c.hand + c.deck + c.discard + c.play
            hand: Any = c.hand if viewer is None or c.name == viewer else _average_hand(c.hand, cards)
            d, left, f = car_features(c.lap, c.space, spaces, finish, c.engine, c.gear, cards, c.legend, hand,
                                      0.0 if c.legend else potential_of(table, d0, c.gear, c.engine))
            s = d
            for b, x in zip(beta, f):
                s += b * x
            out.append((c.name, s, left, c.finished, c.eliminated))
        return out

    def outlook(self, race: Any, car: str, viewer: str | None = "") -> Outlook:
        """`car`'s expected place, winning chance and strength in `race` now, as the seat of
        `viewer` sees the hands ("": `car`'s own seat; None: every hand as it is, for a race whose
        hidden cards are already a sample)."""
        return self.outlook_of(self.strengths(race, car if viewer == "" else viewer), car)

    def outlook_of(self, rows: list[tuple[str, float, float, int | None, bool]], car: str) -> Outlook:
        me = next(r for r in rows if r[0] == car)
        _, s, left, place, out = me
        if place is not None and not out:
            return Outlook(float(place), 1.0 if place == 1 else 0.0, s)
        if out:
            return Outlook(float(len(rows)), 0.0, s)
        expected = 1.0 + sum(self._behind(me, r) for r in rows if r[0] != car)
        wins = [self._wins(r, rows) for r in rows]
        total = sum(wins)
        return Outlook(expected, self._wins(me, rows) / total if total > 0 else 0.0, s)

    def _behind(self, me: tuple[str, float, float, int | None, bool], other: tuple[str, float, float, int | None, bool],
                temper: float = 1.0) -> float:
        """The chance that `other` finishes ahead of `me` (me still racing)."""
        if other[4]:
            return 0.0  # an eliminated car is behind every car still racing
        if other[3] is not None:
            return 1.0  # it finished, `me` has not: it is ahead
        return 1.0 - self.ahead(me[1], me[2], other[1], other[2], temper)

    def _wins(self, me: tuple[str, float, float, int | None, bool], rows: list[tuple[str, float, float, int | None, bool]]) -> float:
        """The product of `me`'s chances to finish ahead of each other car: the winning chances of
        a race's cars, once divided by their sum (the product alone assumes the pairs independent
        and undercounts every car's chance: held out, 0.03 predicted for 0.10 won)."""
        if me[4]:
            return 0.0
        if me[3] is not None:
            return 1.0 if me[3] == 1 else 0.0
        win = 1.0
        for r in rows:
            if r[0] != me[0]:
                win *= 1.0 - self._behind(me, r, self.temper)
        return win

    def ahead(self, s: float, left: float, s2: float, left2: float, temper: float = 1.0) -> float:
        """The chance that a car of strength `s` with `left` spaces to go finishes ahead of one of
        strength `s2` with `left2` to go."""
        rounds = (left + left2) / (2 * self.round_spaces)
        z = temper * self.alpha * (s - s2) / math.sqrt(1.0 + rounds)
        if z >= 0:
            return 1.0 / (1.0 + math.exp(-z))
        e = math.exp(z)
        return e / (1.0 + e)
