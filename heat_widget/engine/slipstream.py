"""Step 6, Slipstream: whether a car may slipstream now, and how far (mixed into the round,
engine/rules.py, which applies the choice).

Base game: 2 spaces, behind a car on the same space or the space just ahead, never across the
finish line on the last lap, and only if the car moves forward at all. Modules change it through
the hooks `may_slipstream` (No slipstream from this sector) and `slipstream` (a sector's bonus);
a bonus is optional ("you may add"), so `slipstream` goes as far as allowed and `slipstream 2`
declines it. Each boost is its own "may" (a sector's bonus, each card's boost: the hook
`slipstream_boosts`): every sum of the boosts the player takes is offered, `slipstream N` for each
(readings 4; races of readings 1-3 offered the longest, 2, and the longest less any of the cards'
boosts, and replay so).
"""
from __future__ import annotations

from .native import trait
from .actions import PASS, SLIPSTREAM_BY, Action
from .actions import SLIPSTREAM as SLIPSTREAM_ACTION
from .primitives import Primitives
from .state import CarState


@trait
class SlipstreamRules(Primitives):
    """Who may slipstream and how far. Works on the race's cars (`self._cars`)."""

    def _slipstream_spaces(self, car: CarState) -> int:
        """Spaces the longest slipstream would give now, or 0 if the car may not slipstream."""
        if not self._modifiers:
            if car.slipstreamed or car.cluttered or car.finished is not None:
                return 0
            # Never across the finish line on the last lap, nor after it (_distance, _finish_line written out:
            # the calls, +0.05 M instructions a race, bench_parts.py).
            n = self._spaces
            if car.lap * n + car.space + 2 > (self._laps + 1) * n + 0.5 or not self._behind_a_car(car):
                return 0
            return 2 if self._moves_forward(car, 2) else 0
        distances = self._slipstream_distances(car)
        return distances[0] if distances else 0

    def _slipstream_distances(self, car: CarState) -> tuple[int, ...]:
        """The distances a slipstream may take now, longest first: (2,) in the base game; each boost
        is optional (Weather: "you may add one extra Space"; Garage: "your typical 2 Spaces may be
        increased"), so 2 plus every sum of the boosts that apply (a +1 sector and a +2 card: 5, 4,
        3 or 2)."""
        if car.slipstreamed or car.cluttered or car.finished is not None or not self._behind_a_car(car):
            return ()
        if not self._modified("may_slipstream", car, True):
            return ()
        full = self._modified("slipstream", car, 2)
        d, finish = self._distance(car), self._finish_line()
        lengths = {full, 2} if full > 2 else {full}
        if self._readings >= 4:
            sums = {2}
            for m in self._modifiers:  # every boost taken or left, each on its own
                for boost in m.slipstream_boosts(self, car):
                    sums |= {s + boost for s in sums}
            lengths |= sums
        else:  # readings 1-3: the longest less some of the cards' boosts (a sector's kept with them)
            for m in self._modifiers:
                lengths.update(m.slipstream_choices(self, car, full))
        return tuple(s for s in sorted(lengths, reverse=True)
                     if 0 < s <= full and d + s <= finish and self._moves_forward(car, s))

    def _behind_a_car(self, car: CarState) -> bool:
        """Step 6: a car on the same space or on the space just ahead."""
        ahead = car.space % self._spaces + 1  # the last space is followed by the first
        for other in self._cars:
            if other is car or not other.on_board:
                continue
            if other.space == car.space or other.space == ahead:
                return True
        return False

    def _moves_forward(self, car: CarState, spaces: int) -> bool:
        """A slipstream blocked all the way back to the car's own space moves it nowhere: it is not
        offered (the rulebook's slipstream moves the car forward; Board Game Arena checks "you
        move at least one cell forward", Circuit.getSlipstreamResult). Race files of version 1 were
        played without this reading."""
        if self._readings < 2:
            return True
        n = self._spaces
        d = car.lap * n + car.space  # _distance(car)
        target = d + spaces
        while target > d and not self._free_spot((target - 1) % n + 1, car):
            target -= 1
        return target > d

    def _slipstream_options(self, car: CarState) -> list[Action]:
        """`slipstream` (as far as allowed), `slipstream 2` (declining a sector's optional bonus), `pass`."""
        if not self._modifiers:
            return [SLIPSTREAM_ACTION, PASS]
        distances = self._slipstream_distances(car)
        return [SLIPSTREAM_ACTION] + [SLIPSTREAM_BY[s] for s in distances[1:]] + [PASS]

    def _note_no_slipstream(self, car: CarState) -> None:
        """Narrate a slipstream a module forbids here (the car could have slipstreamed otherwise)."""
        if car.slipstreamed or car.cluttered or car.finished is not None or not self._behind_a_car(car):
            return
        if self._distance(car) + 2 > self._finish_line() or not self._moves_forward(car, 2):
            return
        self._note_forbidden(car, SLIPSTREAM_ACTION, "no_slipstream")
