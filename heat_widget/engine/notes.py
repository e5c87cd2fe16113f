"""Annotations: a teacher's comments on steps of a race, saved with it (`race.annotate`).

"Step N" means the same everywhere in heat_widget: `race.timeline[N]`, the race right after its
N-th decision (step 0 is the set-up, before any decision). The widget's step counter shows N;
`race.fork(N)` and `hw.analysis.what_if(race, step=N)` continue from that moment (they vary the
decision after it, decision N + 1); `race.annotate(N, text)` comments on it (on decision N, shown
in the story of step N, and where it left the race).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import BadArgument, OutOfRange, shorten
from .native import trait
from .primitives import Primitives
from .race_state import RaceState

MAX_LENGTH = 2000


@trait
class Teaching(Primitives):
    """What teaching adds to a Race (mixed in, like Recording): annotations. (`preview` is Race's own,
    engine/race.py: it makes throw-away copies of the race.)"""

    def annotate(self, step: int | Any, text: str | Any) -> None:  # `| Any`: bad ones reach the checks compiled too
        """A teacher's comment on timeline step `step`, saved in the JSON; "" removes it."""
        annotate(self, step, text)

    @property
    def annotations(self) -> dict[int, str]:
        """{step: comment} of the annotated steps, in step order."""
        return dict(sorted(self._record.annotations.items()))


def steps(race: RaceState) -> int:
    """How many timeline steps the race has: one per decision, and the set-up (a batch race
    need not rebuild its timeline to know)."""
    return len(race._record.log) + 1


def check_step(race: RaceState, step: object) -> int:
    n = steps(race)
    if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step < n:
        raise OutOfRange(f"step must be a timeline step from 0 to {n - 1} (0 = the set-up), not {shorten(step)}")
    return step


def annotate(race: RaceState, step: object, text: object) -> None:
    """Attach `text` to timeline step `step` (replacing any comment there; "" removes it), and tell
    the race's listeners that care (the widget) with `listener.annotated(race, step)`."""
    step = check_step(race, step)
    if not isinstance(text, str):
        raise BadArgument(f"an annotation is text, not {shorten(text)}")
    text = text.strip()
    if len(text) > MAX_LENGTH:
        raise BadArgument(f"an annotation holds at most {MAX_LENGTH} characters, not {len(text)}: "
                          f"{shorten(text)}")
    if text:
        race._record.annotations[step] = text
    else:
        race._record.annotations.pop(step, None)
    for listener in tuple(race._record.listeners):
        note = getattr(listener, "annotated", None)
        if note is not None:
            note(race, step)


def annotations_to_json(race: RaceState) -> dict[str, str]:
    return {str(k): v for k, v in sorted(race._record.annotations.items())}


def annotations_from_json(race: RaceState, raw: object, error: Callable[[str], Exception]) -> None:
    """Load the "annotations" of a saved race ({"step": text}); `error(message)` makes the error
    to raise. Files saved before annotations existed have none."""
    if raw is None:
        return
    if not isinstance(raw, dict):
        raise error("damaged race file: 'annotations' must map steps to text")
    for key, text in raw.items():
        try:
            step = int(key)
        except (TypeError, ValueError):
            raise error(f"damaged race file: annotation step {shorten(key)} is not a number") from None
        if not isinstance(text, str) or not 0 <= step < steps(race):
            raise error(f"damaged race file: annotation at step {shorten(key)} must be text on a step from 0 to "
                        f"{steps(race) - 1}")
        if len(text) > MAX_LENGTH:  # what race.annotate would refuse
            raise error(f"damaged race file: the annotation at step {step} holds {len(text)} characters; at most "
                        f"{MAX_LENGTH}")
        race._record.annotations[step] = text
