"""The expansions' Event cards 11-18 inside a Championship race (expansions spec 7.2; modules spec
3.3), as the Championship module plays them (modules/championship.py):

- 11 Going global: each Sponsorship card gained is drawn twice (`sponsors_per_gain`);
- 12 Turbulent winds: only a car in 3rd or 4th gear (the gear played this round) may slipstream;
  Draft is not slipstream and stays;
- 13 Chicanes for increased safety: Heat cards (upgrade Heat u17/u48 enter play as Heat) may be
  discarded in step 8, Stress may not;
- 14 Sudden heavy rain: nobody gets Adrenaline (neither the move nor its Cooldown);
- 15 Hold on tight: at most 1 card discarded in step 8;
- 16 Smile and wave: a press corner pays only a car whose Speed is below its limit (as printed,
  changed by a road token; the car's own Adjust cards do not count), slipstream or not
  (`press_gain`);
- 17 Tunnel vision: Stress cards may be discarded in step 8, Heat may not;
- 18 The pressure cooker: one lap more (EventCard.race_options); each lap completed that is not
  the last removes one Heat card from the game: from the Engine, else the hand, else the discard,
  else the deck (`pressure_cooker`).

A tunnel space still forbids every discard (modules/hazards.py); event 18 acts there too.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..cards import HEAT, STRESS
from ..events import Fields, Text
from ..i18n import N_, Msg
from ..modifiers import Modifier
from ..table import Table

# Step 8's rule (Modifier.discard_rule): the cards never discarded, the most discarded (None: no limit)
DiscardRule = tuple[frozenset[str], "int | None"]

if TYPE_CHECKING:
    from ..actions import Action
    from ..race_state import RaceState
    from ..state import CarState
    from ..track import Corner

# Step 8 under events 13, 15, 17: (cards never discarded, most cards discarded)
DISCARD_RULES: dict[int, DiscardRule] = {13: (frozenset((STRESS,)), None), 15: (frozenset((HEAT, STRESS)), 1),
                 17: (frozenset((HEAT,)), None)}
WHY_NOT: dict[int, str] = {13: N_("under the event 'Chicanes for increased safety' Heat cards may be discarded, Stress cards may not"),
           15: N_("under the event 'Hold on tight' at most 1 card may be discarded"),
           17: N_("under the event 'Tunnel vision' Stress cards may be discarded, Heat cards may not")}
SLIPSTREAM_GEARS: tuple[int, ...] = (3, 4)  # event 12

PILES: dict[str | None, str] = {"engine": N_("Engine"), "hand": N_("hand"), "discard": N_("discard pile"), "deck": N_("deck"),
         None: N_("hand or deck")}
# The Engine and the discard pile are in view; a Heat taken from the hand or the deck tells the
# others only that it came from one of the two.
REDACTED: dict[str, Callable[[Fields], Fields]] = {"pressure_cooker": lambda f: {**f, "pile": None}}
TEXTS: dict[str, Text] = {
    "pressure_cooker": lambda n, f, t: t.format("{car} completes a lap under pressure: 1 Heat card leaves the game "
                                                "(from the {pile})", car=n, pile=t.gettext(PILES[f["pile"]])),
}


class EventRules(Modifier):
    """The rules of events 12-17 that act through the race's hooks."""

    def __init__(self, event: int) -> None:
        self.event = event

    def may_slipstream(self, race: RaceState, car: CarState | None, allowed: bool) -> bool:
        if self.event == 12 and car is not None and car.gear not in SLIPSTREAM_GEARS:
            return False
        return allowed

    def adrenaline(self, race: RaceState, car: CarState | None, allowed: bool) -> bool:
        return allowed and self.event != 14

    def discard_rule(self, race: RaceState, car: CarState | None, rule: DiscardRule) -> DiscardRule:
        return DISCARD_RULES.get(self.event, rule)

    def why_not(self, race: RaceState, car: CarState | None, action: Action, reason: str | None) -> str | None:
        if reason is not None:
            return reason
        if action.kind == "discard" and self.event in WHY_NOT:
            return Msg(WHY_NOT[self.event])
        if action.kind == "slipstream" and self.event == 12 and car is not None and car.gear not in SLIPSTREAM_GEARS:
            return Msg("under the event 'Turbulent winds' only a car in 3rd or 4th gear may slipstream (gear {gear})",
                       gear=car.gear)
        return None


def events_modifier(event: int | None) -> list[Modifier]:
    """The modifier of an event that has one (12-17), or none."""
    return [EventRules(event)] if event in (12, 13, 14, 15, 17) else []


def sponsors_per_gain(event: int | None) -> int:
    """Event 11: every gain draws a second card."""
    return 2 if event == 11 else 1


def smile_and_wave(race: Any, car: CarState, corner: Corner) -> bool:
    """Event 16: a press corner pays a car whose Speed is below the corner's limit as the board
    shows it (printed, a road token's change; not the car's Adjust cards)."""
    table = Table(race)
    limit: int = table.modified("road_limit", None, corner.speed_limit, corner)
    return (car.speed or 0) < limit


def pressure_cooker(race: Any, car: CarState, start: int) -> None:
    """Event 18, step 8: a lap completed this turn that is neither the first crossing of the line
    from the grid nor the finish removes one Heat card from the game: the Engine's, else one from
    the hand, the discard pile, the deck (never from play)."""
    table = Table(race)
    n = table.spaces
    before, now = (start - 1) // n, (table.distance(car) - 1) // n  # 0 on the grid, 1 on the 1st lap
    if car.legend or now <= before or not 2 <= now <= race.laps:
        return
    if car.engine > 0:
        car.engine -= 1
        pile = "engine"
    else:
        for pile in ("hand", "discard", "deck"):
            cards = getattr(car, pile)
            if HEAT in cards:
                i = cards.index(HEAT)
                setattr(car, pile, cards[:i] + cards[i + 1:])
                break
        else:
            return
    table.car_changed(car)
    table.private_event("pressure_cooker", car, pile in ("hand", "deck"), pile=pile)
