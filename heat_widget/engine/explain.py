"""Why an action is refused, in a player's words, with the legal choices (for IllegalAction)."""
from __future__ import annotations

from .actions import card_order, describe
from .cards import HEAT, STRESS, catalogue
from .errors import one_of
from .events import GEAR_NAMES
from .symbols import REACT_EXPLAIN

KIND_WORDS = {"gear": "a gear", "play": "cards to play", "react": "how to react", "slipstream":
              "whether to slipstream", "discard": "cards to discard", "speed": "the Speed of a card with a choice"}


def _missing(hand, cards) -> list:
    left = list(hand)
    out = []
    for c in cards:
        if c in left:
            left.remove(c)
        else:
            out.append(c)
    return out


def not_your_turn(race, car) -> str:
    """Why a car may not act now."""
    if race._phase == "finished":
        return f"the race is over; {car.name} has nothing to decide"
    if car.legend:
        return f"{car.name} is a Legend: Legends move by their cards and take no decisions"
    if car.finished is not None:
        return f"{car.name} has finished the race ({car.finished}) and takes no more turns"
    waiting = ", ".join(f"{n} ({k})" for n, k in race._pending())
    return f"{car.name} has nothing to decide now; waiting for {waiting}"


def explain(race, car, kind: str, action) -> str:
    """Why an action is illegal, in a player's words, with the legal choices."""
    legal = race._legal(car, kind)
    name = car.name
    why: str | None
    if kind == "gear":
        g = action.n
        if not 1 <= g <= 4:
            why = "gears go from 1 to 4"
        elif abs(g - car.gear) < 2 or (abs(g - car.gear) == 2 and car.engine >= 1):
            playable = len(car.hand) - car.hand.count(HEAT)
            why = (f"{name} has only {playable} playable card{'' if playable == 1 else 's'} (Heat cannot be "
                   f"played) and may not choose a gear the hand cannot fill while a lower one can be filled: "
                   f"a cluttered hand happens only to a car that is stuck (HEAT Cards, Cluttered Hand)")
        elif abs(g - car.gear) >= 3:
            why = f"{name} is in {GEAR_NAMES[car.gear]} gear and may shift at most two gears"
        else:
            why = f"shifting two gears costs 1 Heat and {name}'s Engine is empty"
        return f"{why}; legal: {describe(legal)}"
    if kind == "play":
        missing = _missing(car.hand, action.cards)
        counts = race._play_counts(car)
        playable = sum(1 for c in car.hand if c != HEAT)
        if missing:
            return (f"{name} has no {' '.join(missing)} in hand (hand: {' '.join(sorted(car.hand, key=card_order))}); "
                    f"legal: {describe(legal)}")
        if len(action.cards) not in counts:
            if race.options.tournament:
                return (f"{name} may play {one_of(counts)} cards (gears reachable from {car.gear}); "
                        f"legal: {describe(legal)}")
            gear = counts[0]  # the gear chosen in step 1, shifted or not yet
            return (f"{name} is in {GEAR_NAMES[gear]} gear: play exactly {gear} "
                    f"card{'s' if gear > 1 else ''}; legal: {describe(legal)}")
        if HEAT in action.cards and playable >= len(action.cards):
            return (f"{name} cannot play Heat cards (only a cluttered hand is covered with Heat); "
                    f"legal: {describe(legal)}")
        return f"{name}'s hand is cluttered: play every non-Heat card and cover the rest with Heat: {legal[0]}"
    if kind == "speed":
        card = action.cards[0]
        if card not in (car.effects.choose if car.effects else ()):
            return f"{name} has no played card {card} whose Speed is still to choose; legal: {describe(legal)}"
        values = catalogue().spec(card).choices
        return f"{card}'s Speed is {one_of(values)}, not {action.n}; legal: {describe(legal)}"
    if kind == "react":
        hook = REACT_EXPLAIN.get(action.kind)
        why = hook(race, car, action) if hook is not None else None
        if why:
            return why
        reason = race._modified("why_not", car, None, action) if race._modifiers else None
        if reason:  # a module forbids it where the car stands ("no cooling in this sector: Cloud")
            return f"{name} may not {action.kind} now: {reason}; legal: {describe(legal)}"
        if action.kind == "cooldown":
            heat = car.hand.count(HEAT)
            pool = race._cooldown_now(car)
            return (f"{name} may cool down at most {min(pool, heat)} Heat now "
                    f"(Cooldown left {pool}, Heat in hand {heat}); legal: {describe(legal)}")
        if action.kind == "boost":
            if car.boosted:
                return f"{name} has already boosted this turn (once per turn); legal: {describe(legal)}"
            return f"{name} has no Heat in the Engine to pay for a Boost; legal: {describe(legal)}"
        if action.kind == "adrenaline":
            if car.adrenaline:
                return f"{name} has already used Adrenaline's extra space; legal: {describe(legal)}"
            return f"only the last car{'s' if len(race._cars) >= 5 else ''} to move get Adrenaline; " \
                   f"legal: {describe(legal)}"
    if kind == "slipstream" and action.kind == "slipstream" and action.n is not None:
        spaces = one_of(a.n or race._slipstream_spaces(car) for a in legal if a.kind == "slipstream")
        return f"{name} may slipstream {spaces} spaces now, not {action.n}; legal: {describe(legal)}"
    if kind == "discard":
        missing = _missing(car.hand, action.cards)
        if missing:
            return f"{name} has no {' '.join(missing)} in hand to discard; legal: {describe(legal)}"
        free = [c for c in car.hand if c not in (HEAT, STRESS)]
        return (f"Heat and Stress cards can never be discarded; {name} may discard any of "
                f"{' '.join(sorted(free, key=card_order)) or 'nothing'}; legal: {describe(legal)}")
    module = race._module_kinds.get(kind)
    why = module.explain(car, kind, action) if module is not None else None
    if why:
        return why
    return f"'{action}' is not legal for {name} now; legal: {describe(legal)}"
