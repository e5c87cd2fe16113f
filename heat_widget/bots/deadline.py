"""A time limit on one strategy call (`play_bots(..., time_limit=)`, `hw.simulate(time_limit=)`).

In a process's main thread (a script, a notebook, `simulate`'s own worker processes) the limit is a
real-time interval timer (SIGALRM): it stops a strategy caught in a loop or waiting on a sleep, a
lock or a socket. Elsewhere (threads: a thread pool or a Dask worker) a watchdog thread raises the
timeout in the strategy's thread, which stops Python code (a loop) but not a call blocked inside C
code; that call is reported when it returns. Either way a decision that took longer than the limit
is reported, never accepted.

In a browser's Python (Pyodide: no signals, no threads) nothing can interrupt a strategy: the limit
is checked after each call returns, and a call that took longer is reported then (a strategy that
never returns is never stopped).
"""
from __future__ import annotations

import ctypes
import signal
import sys
import threading
import time
from types import FrameType
from typing import NoReturn, Self, TypeAlias

from ..engine.errors import BadArgument, shorten


# When the decision under way in this thread must end (time.monotonic()) and its whole limit in
# seconds; `at` unset without a limit.
_DUE = threading.local()
_now = time.monotonic  # the clock time_left reads (a test may replace it)


def time_left() -> float | None:
    """Seconds left to the strategy deciding now (in this thread) under a `time_limit` (None: no
    limit), so that a strategy that can stop early (bots/search.py) answers in time instead of
    being stopped."""
    due = getattr(_DUE, "at", None)
    return None if due is None else due - _now()


def another_sample_fits(slowest: float) -> bool:
    """Whether a sampling strategy (the search bot, the judge) has time for one more sample whose
    slowest so far took `slowest` seconds. It keeps a reserve of 0.05 s and 15% of the limit
    beside twice the slowest sample: a full garbage collection in a large process or a loaded
    machine can pause a sample for tenths of a second (a CI run overran a 2 s limit with a reserve
    of 0.05 s alone)."""
    left = time_left()
    if left is None:
        return True
    return left - (0.05 + 0.15 * getattr(_DUE, "limit", 0.0)) >= 2 * slowest


class DecisionTimeout(BaseException):
    """Raised inside a strategy that has used up its time (a BaseException, so that a strategy's own
    `except Exception` cannot swallow it)."""


def decision_timer(seconds: float | None) -> DecisionTimer:
    """A timer for a series of decisions: `with timer: ... arm() ... disarm()`. None or infinity:
    no limit (an interval timer cannot be set to infinity)."""
    if seconds is None or seconds == float("inf"):
        return _NoTimer()
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not seconds > 0:
        raise BadArgument(f"time_limit must be a number of seconds above 0, or None (or float('inf')) for no "
                          f"limit, not {shorten(seconds)}")
    if sys.platform in ("emscripten", "wasi"):  # no thread can start and no alarm rings
        return _AfterwardsTimer(float(seconds))
    if threading.current_thread() is threading.main_thread() and hasattr(signal, "setitimer"):
        return _AlarmTimer(float(seconds))
    return _WatchdogTimer(float(seconds))


class _NoTimer:
    seconds: float | None = None
    interrupts = True

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        pass

    def arm(self) -> None:
        pass

    def disarm(self) -> None:
        pass


class _AfterwardsTimer:
    """Where nothing can interrupt a call: a call that took longer than `seconds` is reported when it
    returns (its answer is refused, as if it had been stopped)."""

    interrupts = False

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.started = 0.0

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        pass

    def arm(self) -> None:
        self.started = time.monotonic()
        _DUE.at, _DUE.limit = self.started + self.seconds, self.seconds  # a search can still stop in time

    def disarm(self) -> None:
        _DUE.at = None
        if time.monotonic() - self.started > self.seconds:
            raise DecisionTimeout()


class _AlarmTimer:
    """SIGALRM after `seconds` of real time; the previous handler and timer come back afterwards."""

    interrupts = True

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.started = 0.0

    def _ring(self, signum: int, frame: FrameType | None) -> NoReturn:
        raise DecisionTimeout()

    def __enter__(self) -> Self:
        self._previous = signal.signal(signal.SIGALRM, self._ring)
        return self

    def __exit__(self, *exc: object) -> None:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, self._previous)

    def arm(self) -> None:
        self.started = time.monotonic()
        _DUE.at, _DUE.limit = self.started + self.seconds, self.seconds
        signal.setitimer(signal.ITIMER_REAL, self.seconds)

    def disarm(self) -> None:
        signal.setitimer(signal.ITIMER_REAL, 0)
        _DUE.at = None
        if time.monotonic() - self.started > self.seconds:  # the alarm was due but not yet handled
            raise DecisionTimeout()


class _WatchdogTimer:
    """A daemon thread that raises DecisionTimeout in the deciding thread when its time is up."""

    interrupts = True

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.target = threading.get_ident()
        self.deadline: float | None = None  # monotonic time, or None when disarmed
        self.fired = False
        self.lock = threading.Lock()
        self.wake = threading.Event()
        self.closed = False

    def __enter__(self) -> Self:
        threading.Thread(target=self._watch, name="heat_widget decision watchdog", daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.closed = True
        self.wake.set()

    def arm(self) -> None:
        with self.lock:
            self.fired = False
            self.deadline = time.monotonic() + self.seconds
            _DUE.at, _DUE.limit = self.deadline, self.seconds  # arm and disarm run in the deciding thread
        self.wake.set()

    def disarm(self) -> None:
        with self.lock:
            self.deadline = None
            _DUE.at = None
            fired = self.fired
            if fired:  # not delivered yet: take it back and report it here instead
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(self.target), None)
        if fired:
            raise DecisionTimeout()

    def _watch(self) -> None:
        while not self.closed:
            deadline = self.deadline
            if deadline is None:
                self.wake.wait()
                self.wake.clear()
                continue
            left = deadline - time.monotonic()
            if left > 0:
                self.wake.wait(left)
                self.wake.clear()
                continue
            with self.lock:
                if self.deadline == deadline and not self.fired:
                    self.fired = True
                    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(self.target),
                                                               ctypes.py_object(DecisionTimeout))


# What decision_timer gives: `with timer:`, then `arm()` before each call and `disarm()` after it
DecisionTimer: TypeAlias = "_NoTimer | _AfterwardsTimer | _AlarmTimer | _WatchdogTimer"
