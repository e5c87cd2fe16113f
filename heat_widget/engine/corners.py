"""Step 7, Check Corners (rulebook, "7. Check Corners" and "Spinning Out"), and a module's rule
taking a car out of the race. `CornerRules` is mixed into the round (engine/rules.py)."""
from __future__ import annotations

from bisect import bisect_left, bisect_right

from .native import trait
from .cards import STRESS
from .state import CarState
from .primitives import Primitives
from .track import Corner


@trait
class CornerRules(Primitives):
    """Heat at each corner crossed this turn, or a spin-out. Works on the race's cars and events."""

    def _corners_crossed(self, start: int, end: int) -> list[tuple[Corner, float]]:
        """Corner lines between two distances, in order, up to the finish line (no limits after it)."""
        lines = self._caches.corner_lines
        if lines is None:  # every corner line before the finish, in order: once per race
            n = self._spaces
            finish = self._finish_line()
            found = [(lap * n + c.after_space + 0.5, c) for lap in range(-1, self._laps + 1)
                     for c in self._track.corners if lap * n + c.after_space + 0.5 < finish]
            if [at for at, _ in found] != sorted(at for at, _ in found):
                raise ValueError(f"track {self._track.id}: corners are not in order along the track")
            lines = self._caches.corner_lines = (tuple(at for at, _ in found), tuple(found))
        ats, pairs = lines
        return [(c, at) for at, c in pairs[bisect_right(ats, start):bisect_left(ats, end)]]

    def _check_corners(self, car: CarState) -> None:
        speed = car.speed or 0
        assert car.start_distance is not None  # set when the car revealed (step 3)
        for corner, at in self._corners_crossed(car.start_distance, self._distance(car)):
            limit = self._modified("corner_limit", car, corner.speed_limit, corner)
            number = corner.index + 1
            if speed <= limit:
                self._event_noted("corner", car, corner, corner=number, speed=speed, limit=limit, heat=0)
                continue
            owed = self._modified("corner_heat", car, speed - limit, corner)
            if car.engine >= owed:
                self._pay_heat(car, owed)
                self._event_noted("corner", car, corner, corner=number, speed=speed, limit=limit, heat=owed)
                continue
            self._spin_out(car, corner, at, speed, limit, owed)
            return

    def _spin_out(self, car: CarState, corner: Corner, at: float, speed: int, limit: int, owed: int) -> None:
        """Spin out: pay all Heat, back to the first free spot before the corner, Stress, 1st gear."""
        paid = self._pay_heat(car, owed)
        self._settle(car, int(at), None)
        assert car.gear is not None  # a Legend never spins out
        stress = 1 if car.gear <= 2 else 2
        car.hand += (STRESS,) * stress
        old = car.gear
        car.gear = 1
        car.spun_out = True
        self._event_noted("spin_out", car, corner, corner=corner.index + 1, speed=speed, limit=limit, owed=owed,
                          heat=paid, stress=stress, gear=old, space=car.space)

    def _eliminate(self, car: CarState, reason: str) -> None:
        """A module's rule takes the car out of the race (e.g. a Championship event): it leaves the
        track and takes the last free place, as Board Game Arena does (the booklet only says it
        scores 0 points); several eliminated cars rank in reverse order of elimination."""
        taken = {c.finished for c in self._cars if c.finished is not None}
        car.finished = max(p for p in range(1, len(self._cars) + 1) if p not in taken)
        car.eliminated = True
        car.on_board = False
        car.discard += car.play
        car.play = ()
        self._caches.order_changed()
        self._caches.cars_changed(len(self._cars))
        self._event("eliminated", car, place=car.finished, reason=reason)
