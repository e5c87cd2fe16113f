"""Who sits where in a widget: its viewer (a car's seat, or None for a teacher who sees everything;
by default the only person racing against bots) and its bots; and the checks of them that the
constructors of RaceWidget and ChampionshipWidget share (`seat_checks`), so that bad arguments are
refused the same way, with the project's errors, before a widget follows a race or a season.
"""
from __future__ import annotations

from typing import Any

from ..bots.types import Strategy
from ..engine import Race, UnknownName
from ..engine.errors import BadArgument, echo_list, one_of, shorten
from .language import check_language

__all__ = ["check_viewer", "bot_table", "check_widget_options", "only_person", "seat_checks"]


def check_viewer(viewer: object, names: list[str]) -> None:
    """hw.UnknownName unless `viewer` is one of the cars' `names` or None."""
    if viewer is not None and viewer not in names:
        raise UnknownName(f"viewer must be one of the cars ({', '.join(names)}) or None, not {shorten(viewer)}")


# `bots`: None, one strategy or name, or {car name: strategy or name}; anything else is refused
def bot_table(bots: object, names: list[str], players: list[str], viewer: str | None) -> dict[str, Strategy]:
    """{car name: strategy} from a widget's `bots=`: None, one strategy (every player but the
    viewer), or a dict whose keys are cars' `names` (else hw.UnknownName). A strategy is a function
    or a name, as simulate takes it ("heuristic", "cautious:..."; an unknown one is hw.UnknownName,
    anything else a TypeError)."""
    from ..bots import STRATEGIES, strategy
    if bots is None:
        return {}
    if callable(bots) or isinstance(bots, str):
        one = strategy(bots)
        return {name: one for name in players if name != viewer}
    if not isinstance(bots, dict):
        raise BadArgument(f"bots must be a dict {{car name: strategy}} or one strategy, not {shorten(bots)}")
    out: dict[str, Strategy] = {}
    for name, spec in bots.items():
        if name not in names:
            raise UnknownName(f"bots: no car named {shorten(name)} in this race ({', '.join(sorted(names))})")
        if not callable(spec) and not isinstance(spec, str):
            raise BadArgument(f"bots[{name!r}] must be a strategy name ({', '.join(STRATEGIES)}) or function (like "
                            f"hw.bots.heuristic), not {type(spec).__name__}")
        out[name] = strategy(spec)
    return out


def only_person(race: Race, bots: object) -> str | None:
    """The default viewer: in a race still running, the one player car no bot drives (a person
    playing alone against bots sees only their own hand); None (everything visible) otherwise."""
    if getattr(race, "finished", False):
        return None
    driven = set(bots) if isinstance(bots, dict) else None
    people = [c.name for c in race.cars if not c.legend and (driven is not None and c.name not in driven)]
    if bots is None:
        people = [c.name for c in race.cars if not c.legend]
    return people[0] if len(people) == 1 else None


# `owner`: the race or the season; `language`, `viewer`, `bots`: as the widget's constructor took them
def seat_checks(owner: object, language: object, viewer: str | None, bots: object, names: list[str],
                players: list[str]) -> tuple[str, dict[str, Strategy]]:
    """The widget's language (`language`, else the race's or season's own `language`, else English:
    check_language refuses any other), its `viewer` checked (one of the cars' `names` or None: else
    hw.UnknownName) and its bots, {car name: strategy} (`bot_table`: `players` are the cars a single
    strategy drives, the viewer's aside). What RaceWidget and ChampionshipWidget check alike."""
    checked = check_language(getattr(owner, "language", "en") if language is None else language)
    check_viewer(viewer, names)
    return checked, bot_table(bots, names, players, viewer)


def check_widget_options(what: str, options: dict[str, object], own: list[str], base: Any) -> None:
    """hw.UnknownName for a keyword the widget does not take: `options` go to ipywidgets' `base`,
    whose traitlets only warn of an unknown one (bot= for bots= left Ben to the person, silently)."""
    allowed = sorted(n for n in base.class_trait_names()
                     if not n.startswith("_") and n not in ("children", "comm", "keys", "log"))
    bad = sorted((k for k in options if k not in allowed), key=str)
    if bad:
        raise UnknownName(f"unknown {what} option(s) {echo_list(bad)}; {what} takes {', '.join(own)}, and "
                          f"ipywidgets' {one_of(allowed)}")
