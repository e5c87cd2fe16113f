"""Ctrl-C and simulate's worker processes: the workers ignore it, the main process hears it (even
when Python drops the KeyboardInterrupt), and stopping the workers is not itself interrupted."""
from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Iterator
from concurrent.futures import Future
from types import FrameType
from typing import TypeVar
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures import TimeoutError as FuturesTimeout


def ignore_interrupts() -> None:
    """A worker's initializer: Ctrl-C is for the main process, which stops the workers itself."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextlib.contextmanager
def deaf_to_interrupts() -> Iterator[None]:
    """Ctrl-C ignored for a moment (in the main thread, where Python lets a handler be set)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


def terminate(pool: ProcessPoolExecutor) -> None:
    """Stop a process pool's workers now (they may be deep in a race) and wait until they are gone."""
    processes = list((getattr(pool, "_processes", None) or {}).values())
    for p in processes:
        if p.is_alive():
            p.terminate()
    pool.shutdown(wait=False, cancel_futures=True)
    for p in processes:
        p.join(30)
        if p.is_alive():  # pragma: no cover - terminate is SIGTERM; a worker ignoring it is killed
            p.kill()
            p.join(30)


T = TypeVar("T")
WAKE_EVERY = 0.25  # seconds between checks for Ctrl-C while waiting on workers


def result(fut: Future[T], heard: list[bool]) -> T:
    """fut.result(), waking now and then so that Ctrl-C is noticed (see _run_pool)."""
    while True:
        try:
            return fut.result(timeout=WAKE_EVERY)
        except FuturesTimeout:
            if heard:
                raise KeyboardInterrupt from None
            continue


@contextlib.contextmanager
def hearing_interrupts(heard: list[bool]) -> Iterator[None]:
    """Ctrl-C is noted in `heard` as well as raised. Python runs a signal handler at the next
    bytecode, which may be a finalizer or a gc callback, whose exceptions are printed and dropped:
    simulate's wait loop checks `heard` so that such an interrupt is not lost (it waited forever)."""
    before = signal.getsignal(signal.SIGINT)
    if threading.current_thread() is not threading.main_thread() or before == signal.SIG_IGN:
        yield  # not ours to set, or Ctrl-C ignored on purpose
        return

    def handler(signum: int, frame: FrameType | None) -> None:
        heard.append(True)
        if callable(before):
            before(signum, frame)  # Python's default raises KeyboardInterrupt
        else:
            raise KeyboardInterrupt

    signal.signal(signal.SIGINT, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)
