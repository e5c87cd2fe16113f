"""What a long run of the analysis shares, without polars (so that `review` runs in a browser's
Python, where polars has no build): its errors that keep the work finished (`SimulationError`,
`SimulationInterrupted`, `keeping_partial`), its progress bar and the way worker processes start.
simulate (batch.py), review (review.py), the tournaments (strength.py) and the seasons use them.
"""
from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any, Protocol

from ..engine.errors import BadArgument, shorten
from ..extras import in_browser

if TYPE_CHECKING:
    from multiprocessing.context import BaseContext


class SimulationError(RuntimeError):
    """A race of a batch failed. `race` and `seed` say which; `partial` is the DataFrame of every race
    that finished before the failure was noticed (possibly empty); `__cause__` is the original error
    when it happened in this process."""

    # `partial`: a polars DataFrame (or LazyFrame, for simulate(out=...)) of the work finished
    def __init__(self, message: str, *, race: int | None = None, seed: int | None = None, partial: Any = None,
                 detail: str = "") -> None:
        super().__init__(message)
        self.race = race
        self.seed = seed
        self.partial = partial
        self.detail = detail  # the worker's traceback, when the race ran in another process


class SimulationInterrupted(SimulationError, KeyboardInterrupt):
    """The batch was interrupted (Ctrl-C): the worker processes are stopped and `partial` holds the
    races that had finished. Caught by `except KeyboardInterrupt` as well as `except SimulationError`."""


@contextlib.contextmanager
def keeping_partial(what: str, done: Callable[[], str], partial: Callable[[], Any]) -> Iterator[None]:
    """Around a long run of `what` (review, tournament) that fills a list as work comes back:
    Ctrl-C raises SimulationInterrupted and any other failure SimulationError, each holding
    `partial()` (the table of the work finished) and saying `done()` ("12 of 90 decisions"); the
    project's own errors (a bad argument, an error that already keeps its work) pass as they are."""
    try:
        yield
    except KeyboardInterrupt:
        raise SimulationInterrupted(f"{what} was interrupted after {done()}; those are in this error's .partial "
                                    f"table", partial=partial()) from None
    except (SimulationError, BadArgument):
        raise
    except Exception as e:  # noqa: BLE001 - the finished work is kept
        raise SimulationError(f"{what} failed after {done()} ({type(e).__name__}: {shorten(str(e), 200)}); those "
                              f"are in this error's .partial table", partial=partial()) from e


def _context() -> BaseContext | None:
    """Fork where it exists: workers then see strategies defined in a notebook or script."""
    import multiprocessing as mp
    if "fork" in mp.get_all_start_methods():
        return mp.get_context("fork")
    return None


class _Bar(Protocol):
    """A progress bar: a tqdm bar, a _LineBar or _NoBar."""

    def update(self, k: int = 1) -> object: ...

    def close(self) -> None: ...


class _NoBar:
    def update(self, k: int = 1) -> None:
        pass

    def close(self) -> None:
        pass


class _LineBar:
    """Progress as one line of text, rewritten in place ("review: 12 of 34 decisions"): where tqdm is
    not installed in a browser's Python (the classroom site), a notebook shows a cell's printed text
    while the cell still runs, and a carriage return rewrites the line."""

    def __init__(self, n: int, what: str) -> None:
        self.n, self.what, self.done = n, what, 0
        self._show()

    def _show(self, end: str = "") -> None:
        sys.stdout.write(f"\r{self.done} of {self.n} {self.what}{end}")
        sys.stdout.flush()

    def update(self, k: int = 1) -> None:
        self.done += k
        self._show()

    def close(self) -> None:
        self._show("\n")


def _progress(n: int, enabled: bool, what: str = "races") -> _Bar:
    if not isinstance(enabled, bool):  # progress="no" drew a bar
        raise BadArgument(f"progress must be True or False, not {shorten(enabled)}")
    if not enabled:
        return _NoBar()
    try:
        from tqdm.auto import tqdm
    except ImportError:  # tqdm is a dependency of the analysis extra; the classroom site has no tqdm
        return _LineBar(n, what) if in_browser() else _NoBar()
    bar: _Bar = tqdm(total=n, desc=what, unit=what.removesuffix("s"), smoothing=0.1)  # tqdm has no types
    return bar


__all__ = ["SimulationError", "SimulationInterrupted", "keeping_partial"]
