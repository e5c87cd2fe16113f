"""Ctrl-C at a chosen call, for the tests that a long run keeps its finished work (review,
tournament): the work function of `module` raises KeyboardInterrupt on its `at`-th call and runs as
usual before it."""
from __future__ import annotations

import importlib
from typing import Any


def interrupt_on_call(monkeypatch: Any, module: str, name: str, at: int) -> None:
    """Replace `module`.`name` with a stand-in that raises KeyboardInterrupt on call number `at`
    (by dotted name: `hw.analysis.review` is the function, not its module)."""
    mod = importlib.import_module(module)
    real, calls = getattr(mod, name), []

    def interrupted(*args: Any) -> Any:
        calls.append(args)
        if len(calls) == at:
            raise KeyboardInterrupt
        return real(*args)
    monkeypatch.setattr(mod, name, interrupted)
