"""simulate's hard edges (issue 10, item 8): a strategy that hangs meets the time limit, a wrongly
typed answer and an interrupt are reported naming race, car and decision, the races already finished
are kept (`.partial`), and the worker processes are gone afterwards; with processes=1 and 2.

Limits are generous: a decision takes milliseconds, the limit is seconds, and nothing here measures
how fast the machine is (a hang is a hang however slow the machine)."""
import multiprocessing
import os
import signal
import sys
import threading
import time
import uuid

import pytest

import heat_widget as hw
from heat_widget.analysis import SimulationError, SimulationInterrupted
from heat_widget.bots import StrategyError
from heat_widget.engine import HeatError
from heat_widget.engine.errors import BadArgument

LIMIT = 3.0  # seconds for one decision: thousands of times what a bot needs on a busy machine
BASE = dict(track="usa", n=4, seed=1, laps=1, progress=False, chunk_size=1)


_RACES_SEEN: dict = {}  # per process: token -> races this strategy has begun (copies share the token)


class OnNthRace:
    """Plays heuristic, but does `what` at the first gear decision of the `nth` race it plays in a
    process (counted by its round-1 gear decisions); picklable, so each worker counts for itself."""

    def __init__(self, what: str, nth: int = 3, path: str | None = None):
        self.what, self.nth, self.path, self.token = what, nth, path, uuid.uuid4().hex

    def __call__(self, view, decision):
        if decision.kind == "gear" and view.round == 1:
            seen = _RACES_SEEN[self.token] = _RACES_SEEN.get(self.token, 0) + 1
            if seen == self.nth:
                return self.act(view)
        return hw.bots.heuristic(view, decision)

    def act(self, view):
        if self.what == "loop":
            while True:
                pass
        if self.what == "sleep":
            time.sleep(3600)
        if self.what == "int":
            return 3
        if self.what == "none":
            return None
        if self.what == "keyboard":
            raise KeyboardInterrupt
        if self.what == "exit":
            sys.exit(3)
        if self.what == "dropped":  # a Ctrl-C whose KeyboardInterrupt a finalizer prints and drops
            _Finalizer()
            return hw.bots.heuristic(view, view.decision)
        if self.what in ("ctrl-c", "stuck"):  # this worker hangs; with "ctrl-c" after a Ctrl-C to the parent
            with open(os.path.join(self.path, f"worker-{os.getpid()}"), "w"):
                pass
            if self.what == "ctrl-c" and _first(os.path.join(self.path, "ctrl-c-sent")):
                os.kill(os.getppid(), signal.SIGINT)  # one Ctrl-C, from the first worker stuck
            time.sleep(3600)
        raise AssertionError(self.what)


@pytest.fixture
def ctrl_c():
    """Ctrl-C as in a terminal or a notebook: SIGINT raises KeyboardInterrupt. (pytest started as
    a background job inherits SIGINT ignored, and libraries may set their own handler.) And a test
    that waits on stuck workers fails loudly after 5 minutes instead of hanging CI."""
    import faulthandler
    outer = signal.signal(signal.SIGINT, signal.default_int_handler)
    faulthandler.dump_traceback_later(300, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()
    signal.signal(signal.SIGINT, outer)


class _Finalizer:
    def __del__(self):
        # to the main thread itself, so that its handler runs here, inside __del__ (see below)
        signal.pthread_kill(threading.main_thread().ident, signal.SIGINT)
        time.sleep(5)


def _first(path: str) -> bool:
    """True for the first process to claim `path` (the other worker must not press Ctrl-C again)."""
    try:
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
        return True
    except FileExistsError:
        return False


def _races(df) -> list:
    return sorted(set(df["race"].to_list()))


@pytest.mark.parametrize("hang", ["loop", "sleep"])
def test_a_hanging_strategy_meets_the_time_limit_in_this_process(hang):
    """A strategy caught in a loop or a wait is stopped after time_limit seconds: StrategyError names
    race, car and decision; the races before it are kept."""
    with pytest.raises(SimulationError) as info:
        hw.simulate(strategies={"Ana": OnNthRace(hang), "Ben": "heuristic"}, time_limit=LIMIT, **BASE)
    err = info.value
    message = str(err)
    assert "race 2 (races are numbered 0 to 3;" in message and "Ana's gear decision" in message and "decision 1," in message
    assert f"longer than the time limit of {LIMIT:g} s" in message
    assert isinstance(err.__cause__, StrategyError)
    assert _races(err.partial) == [0, 1]
    assert err.partial.race(1).finished  # a kept race opens again


def test_a_hanging_strategy_meets_the_time_limit_in_worker_processes():
    """processes=2: the worker stops the hanging strategy itself; the error names the car and the
    decision, and the pool is gone afterwards."""
    with pytest.raises(SimulationError) as info:
        hw.simulate(strategies={"Ana": OnNthRace("loop", nth=2), "Ben": "heuristic"}, time_limit=LIMIT,
                    processes=2, **BASE)
    message = str(info.value)
    assert "Ana's gear decision" in message and f"time limit of {LIMIT:g} s" in message
    assert set(_races(info.value.partial)) <= {0, 1, 2, 3}
    assert _no_workers_left()


def test_the_time_limit_works_in_threads():
    """Under an executor's threads (as in a Dask worker) a watchdog stops a looping strategy."""
    from concurrent.futures import ThreadPoolExecutor
    with ThreadPoolExecutor(1) as pool, pytest.raises(SimulationError, match="time limit"):
        hw.simulate(strategies={"Ana": OnNthRace("loop", nth=1)}, time_limit=LIMIT, executor=pool, **BASE)


def test_a_time_limit_that_is_not_a_number_is_refused():
    """Issue 22, item 24: the project's own error (still a ValueError), naming what is allowed."""
    for bad in (0, -1, "5", True, float("nan"), -float("inf"), "9" * 500):
        with pytest.raises(ValueError, match="time_limit must be a number of seconds above 0") as info:
            hw.simulate(strategies=["heuristic"], time_limit=bad, **BASE)
        assert isinstance(info.value, HeatError) and "float('inf')) for no limit" in str(info.value)
        assert len(str(info.value)) < 200  # a long input is echoed cut short


def test_an_infinite_time_limit_is_no_limit():
    """Issue 22, item 24: time_limit=float('inf') failed every race with OverflowError (an interval
    timer cannot be set to infinity); it means no limit, in simulate and in play_bots."""
    kw = dict(BASE, strategies=["heuristic", "cautious"])
    assert hw.simulate(**kw, time_limit=float("inf")).equals(hw.simulate(**kw))
    race = hw.Race.new(players=["Ana"], laps=1, seed=1)
    hw.bots.run_race(race, {"Ana": hw.bots.heuristic}, time_limit=float("inf"))
    assert race.finished


@pytest.mark.parametrize("processes", [1, 2])
def test_a_strategy_calling_sys_exit_fails_its_race_and_keeps_the_finished_ones(processes):
    """Issue 22, item 24: sys.exit() in a strategy escaped as a bare SystemExit and the finished races
    were lost. It is that strategy's failure, as an exception is: a StrategyError naming race, car and
    decision, and SimulationError.partial keeps the races before it."""
    with pytest.raises(SimulationError) as info:
        hw.simulate(strategies={"Ana": OnNthRace("exit", nth=3 if processes == 1 else 2), "Ben": "heuristic"},
                    processes=processes, **BASE)
    err = info.value
    message = str(err)
    assert "the strategy called sys.exit(3)" in message and "Ana's gear decision" in message
    if processes == 1:
        assert "race 2 (races are numbered 0 to 3;" in message
        assert isinstance(err.__cause__, StrategyError) and _races(err.partial) == [0, 1]
    else:  # each worker counts its own races: the second it plays fails
        assert set(_races(err.partial)) <= {0, 1, 2, 3} and err.partial.height == 2 * err.partial.logs.height
        assert _no_workers_left()


def test_a_batch_of_no_races_is_refused_with_the_projects_error():
    """Issue 22, item 23: simulate(n=0) raised a bare ValueError (n="3" a TypeError): now the
    project's own error, still a ValueError and a TypeError, naming n and what it takes."""
    for bad in (0, -5, "3", 2.0, True, None, "x" * 500):
        with pytest.raises(BadArgument, match="n must be at least 1: a whole number of races, not ") as info:
            hw.simulate(strategies=["heuristic"], n=bad, progress=False)
        assert isinstance(info.value, HeatError) and isinstance(info.value, ValueError)
        assert isinstance(info.value, TypeError) and len(str(info.value)) < 200


def test_no_limit_no_change():
    """With a generous limit the results are those without one."""
    kw = dict(BASE, strategies=["heuristic", "cautious"])
    assert hw.simulate(**kw, time_limit=60).equals(hw.simulate(**kw))


@pytest.mark.parametrize("processes", [1, 2])
@pytest.mark.parametrize("answer, shown", [("int", "returned 3 (int)"), ("none", "returned None (NoneType)")])
def test_a_wrongly_typed_action_names_race_car_and_decision(processes, answer, shown):
    """An answer that is neither an Action nor its text: StrategyError naming race, car and decision."""
    with pytest.raises(SimulationError) as info:
        hw.simulate(strategies={"Ana": "heuristic", "Ben": OnNthRace(answer, nth=1)}, processes=processes, **BASE)
    message = str(info.value)
    assert shown in message and "Ben's gear decision" in message and "decision " in message
    assert "race 0 (races are numbered 0 to 3;" in message or processes == 2
    with pytest.raises(StrategyError, match=r"round 1, decision \d+, Ben's gear decision: the strategy returned 3"):
        hw.bots.run_race(hw.Race.new(players=["Ana", "Ben"], seed=1),
                         {"Ana": hw.bots.heuristic, "Ben": OnNthRace("int", nth=1)})


def test_an_interrupt_in_this_process_keeps_the_finished_races():
    """Ctrl-C while a race runs (a KeyboardInterrupt): simulate stops at once and raises
    SimulationInterrupted, which is a KeyboardInterrupt and a SimulationError with `.partial`."""
    with pytest.raises(KeyboardInterrupt) as info:
        hw.simulate(strategies={"Ana": OnNthRace("keyboard"), "Ben": "heuristic"}, **BASE)
    err = info.value
    assert isinstance(err, SimulationInterrupted) and isinstance(err, SimulationError)
    assert "interrupted in race 2 (races are numbered 0 to 3)" in str(err) and "2 races that finished" in str(err)
    assert _races(err.partial) == [0, 1]


def test_a_ctrl_c_dropped_by_a_finalizer_in_this_process_still_stops_the_batch(monkeypatch, ctrl_c):
    """processes=1: a Ctrl-C whose KeyboardInterrupt Python drops (raised in a finalizer) still stops
    simulate, at the end of the race it came in, with that race kept (and so simulate_seasons)."""
    dropped: list = []
    monkeypatch.setattr(sys, "unraisablehook", lambda u: dropped.append(u.exc_type))
    with pytest.raises(SimulationInterrupted) as info:
        hw.simulate(strategies={"Ana": OnNthRace("dropped"), "Ben": "heuristic"}, **BASE)
    assert dropped == [KeyboardInterrupt] and _races(info.value.partial) == [0, 1, 2]
    with pytest.raises(KeyboardInterrupt):
        hw.analysis.simulate_seasons(season=1961, strategies={"Ana": OnNthRace("dropped"), "Ben": "heuristic"}, n=3,
                                     progress=False)
    assert dropped == [KeyboardInterrupt] * 2


def test_an_interrupt_with_worker_processes_stops_them_and_keeps_the_finished_races(tmp_path, ctrl_c):
    """processes=2: Ctrl-C reaches the main process (the workers ignore it) while a worker is stuck;
    simulate returns without waiting for it, the workers are gone, and the finished races are kept."""
    strategies = {"Ana": OnNthRace("ctrl-c", nth=3, path=str(tmp_path)), "Ben": "heuristic"}
    with pytest.raises(SimulationInterrupted) as info:
        hw.simulate(strategies=strategies, processes=2, **dict(BASE, n=12))
    err = info.value
    assert "interrupted" in str(err) and "worker processes it started are stopped" in str(err)
    assert len(_races(err.partial)) <= 12 and err.partial.height == 2 * err.partial.logs.height
    stuck = [int(p.name.split("-")[1]) for p in tmp_path.iterdir() if p.name.startswith("worker-")]
    assert stuck, "a worker sent the interrupt"
    assert _no_workers_left() and not any(_alive(pid) for pid in stuck)


def test_an_interrupt_caught_by_another_thread_of_the_main_process_is_noticed(tmp_path, ctrl_c):
    """Ctrl-C is delivered to any thread of the process (polars and Dask start many): simulate still
    notices it while waiting on its workers, stops them and keeps the finished races."""
    strategies = {"Ana": OnNthRace("stuck", nth=2, path=str(tmp_path)), "Ben": "heuristic"}

    def interrupt_from_this_thread():
        deadline = time.monotonic() + 120
        while not any(tmp_path.iterdir()) and time.monotonic() < deadline:
            time.sleep(0.05)
        signal.pthread_kill(threading.get_ident(), signal.SIGINT)  # handled here, not in the main thread

    helper = threading.Thread(target=interrupt_from_this_thread)
    helper.start()
    try:
        with pytest.raises(SimulationInterrupted):
            hw.simulate(strategies=strategies, processes=2, **dict(BASE, n=12))
    finally:
        helper.join()
    assert _no_workers_left()


def test_a_strategy_raising_keyboardinterrupt_in_a_worker_stops_the_batch(ctrl_c):
    """processes=2: a KeyboardInterrupt inside a worker stops the whole batch like Ctrl-C."""
    with pytest.raises(SimulationInterrupted):
        hw.simulate(strategies={"Ana": OnNthRace("keyboard", nth=2)}, processes=2, **BASE)
    assert _no_workers_left()


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie (exited, not yet reaped by its parent) is gone for our purpose
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


def _no_workers_left() -> bool:
    """The worker processes simulate started are gone (waits for them to exit, up to a minute)."""
    deadline = time.monotonic() + 60
    while multiprocessing.active_children() and time.monotonic() < deadline:
        time.sleep(0.05)
    return not multiprocessing.active_children()


def test_a_ctrl_c_swallowed_by_a_finalizer_is_still_heard(monkeypatch):
    """Python runs a signal handler at the next bytecode, which may be inside a finalizer, where
    the KeyboardInterrupt is printed and dropped: simulate's wait loop hears it anyway (it used to
    wait for the stuck workers for ever)."""
    from heat_widget.analysis.interrupts import hearing_interrupts

    class Finalizer:
        def __del__(self):
            # to the main thread itself (os.kill may pick any thread of this process, and then
            # the handler could run after __del__), so the sleep is cut and the handler runs here
            signal.pthread_kill(threading.main_thread().ident, signal.SIGINT)
            time.sleep(5)

    dropped: list = []
    monkeypatch.setattr(sys, "unraisablehook", lambda u: dropped.append(u.exc_type))
    heard: list = []
    outer = signal.signal(signal.SIGINT, signal.default_int_handler)  # as in a notebook or a terminal
    try:
        with hearing_interrupts(heard):
            Finalizer()  # deleted at once; its KeyboardInterrupt goes nowhere
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # put back
    finally:
        signal.signal(signal.SIGINT, outer)
    assert heard == [True]
    assert dropped == [KeyboardInterrupt]  # it was raised, and dropped


def test_a_process_that_ignores_ctrl_c_keeps_ignoring_it_while_simulate_waits():
    """Ctrl-C ignored on purpose (SIG_IGN, as in a background job) is not turned into an interrupt."""
    from heat_widget.analysis.interrupts import hearing_interrupts

    heard: list = []
    outer = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        with hearing_interrupts(heard):
            assert signal.getsignal(signal.SIGINT) == signal.SIG_IGN
            signal.pthread_kill(threading.main_thread().ident, signal.SIGINT)
            time.sleep(0.05)
    finally:
        signal.signal(signal.SIGINT, outer)
    assert heard == []


def test_an_interrupt_of_simulate_seasons_with_worker_processes_stops_them(tmp_path, ctrl_c):
    """simulate_seasons' workers too: Ctrl-C reaches the main process while a worker is stuck in a
    season; it is raised at once, and the workers are gone."""
    strategies = {"Ana": OnNthRace("ctrl-c", nth=2, path=str(tmp_path)), "Ben": "heuristic"}
    with pytest.raises(KeyboardInterrupt):
        hw.analysis.simulate_seasons(season=1961, strategies=strategies, n=8, processes=2, progress=False)
    stuck = [int(p.name.split("-")[1]) for p in tmp_path.iterdir() if p.name.startswith("worker-")]
    assert stuck, "a worker sent the interrupt"
    assert _no_workers_left() and not any(_alive(pid) for pid in stuck)


def test_a_failing_strategy_in_simulate_seasons_workers_is_reported_and_stops_them():
    strategies = {"Ana": OnNthRace("int", nth=2), "Ben": "heuristic"}
    with pytest.raises(StrategyError, match="returned 3"):
        hw.analysis.simulate_seasons(season=1961, strategies=strategies, n=8, processes=2, progress=False)
    assert _no_workers_left()


def test_play_bots_and_simulate_seasons_refuse_bad_numbers_with_the_projects_error():
    race = hw.Race.new(track="usa", players=["Ana"], seed=1)
    for bad in (-1, float("nan"), "5"):
        with pytest.raises(hw.BadArgument, match="time_limit must be a number of seconds above 0"):
            hw.bots.play_bots(race, {"Ana": hw.bots.heuristic}, time_limit=bad)
    assert race.log == []
    for n in (0, -3, 2.5, True):
        with pytest.raises(hw.BadArgument, match="n must be at least 1"):
            hw.analysis.simulate_seasons(1961, ["heuristic"], n=n, progress=False)
