"""Why an action is refused, in a player's words, with the legal choices (for IllegalAction).

Every refusal is a message kept as data (an engine/i18n.py `Msg`: template and named fields, its
translated words Msgs too), written with `_t(race)`, the catalogue that translates later; the race
raises it as IllegalAction(message, race.language), whose `text_in(language)` reads it in any.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .actions import BASE_WORDS, Action, card_order, describe, notation_of, one_of_in
from .cards import HEAT, STRESS, catalogue
from .events import gear_name
from .i18n import LATER, N_, Catalogue, Joined, Msg, tr
from .module_registry import declared

# The race (engine/race.py Race) and its car (engine/state.py CarState) are `Any` in this file's
# signatures: race.py imports this file, and state.py reaches race.py (through view.py) until issue
# 23's import circle is untied.

# What a car must choose, by decision kind (a module declares its own: Module.kind_words):
# "Ana must choose {a gear} now".
KIND_WORDS: dict[str, str] = {
    "gear": N_("a gear"), "play": N_("cards to play"), "react": N_("how to react"),
    "slipstream": N_("whether to slipstream"), "discard": N_("cards to discard"),
    "speed": N_("the Speed of a card with a choice")}


# The decision kinds' short names ("waiting for Ana (gear)"), marked for translation.
DECISION_NAMES: tuple[str, ...] = (
    N_("gear", "decision"), N_("play", "decision"), N_("speed", "decision"), N_("react", "decision"),
    N_("slipstream", "decision"), N_("discard", "decision"), N_("draft", "decision"))


def _t(race: Any) -> Catalogue:
    """The refusals' catalogue: their words as Msgs, in no language yet (not the race's: a refusal
    may be read in another language than the race speaks)."""
    return LATER


def kind_words(kind: str, language: str = "en") -> str:
    """What a decision of `kind` asks for, in `language`: "a gear", "cards to play"."""
    return tr(language).gettext(KIND_WORDS.get(kind) or declared("kind_words").get(kind, kind))


def _kind_words(race: Any, kind: str) -> str:
    """What a decision of `kind` asks for in this race: the base game's words or its modules'."""
    words = KIND_WORDS.get(kind)
    for module in race._modules if words is None else ():
        words = module.kind_words.get(kind)
        if words is not None:
            break
    return words or kind


def race_words(race: Any) -> dict[str, dict[str, tuple[str, ...]]]:
    """The action words of the race's modules, by decision and shape (Module.words)."""
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    for table in (t for module in race._modules for t in module.words):
        for decision, shapes in table.items():
            mine = out.setdefault(decision, {})
            for shape, words in shapes.items():
                mine[shape] = mine.get(shape, ()) + tuple(w for w in words if w not in mine.get(shape, ()))
    return out


def unknown_word(race: Any, action: Action) -> Msg | None:
    """An action whose word neither the base game nor one of the race's modules has (`scrap` in a
    race without the Garage): the refusal, naming the race's actions; None for a word it knows."""
    kind = action.kind
    if kind in BASE_WORDS:
        return None
    words = race_words(race)
    if any(kind in ws for shapes in words.values() for ws in shapes.values()):
        return None
    if not race._modules:
        return Msg("'{kind}' is not an action of this race, which plays no module; actions are: {notation}",
                   kind=kind, notation=notation_of(words))
    return Msg("'{kind}' is not an action of this race (its modules: {modules}); actions are: {notation}", kind=kind,
               modules=", ".join(m.name for m in race._modules), notation=notation_of(words))


def decision_prompt(car: str, kind: str, language: str = "en") -> str:
    """The prompt of a decision in `language`: "Ana: choose a gear" (pt: "Ana: escolhe uma mudança")."""
    return tr(language).format("{car}: choose {what}", car=car, what=kind_words(kind, language))


def _missing(hand: Iterable[str], cards: Iterable[str]) -> list[str]:
    left = list(hand)
    out = []
    for c in cards:
        if c in left:
            left.remove(c)
        else:
            out.append(c)
    return out


def not_your_turn(race: Any, car: Any) -> str:
    """Why a car may not act now."""
    t = _t(race)
    if race._phase == "finished":
        return t.format("the race is over; {car} has nothing to decide", car=car.name)
    if car.legend:
        return t.format("{car} is a Legend: Legends move by their cards and take no decisions", car=car.name)
    if car.finished is not None:
        return t.format("{car} has finished the race ({place}) and takes no more turns", car=car.name,
                        place=car.finished)
    waiting = Joined(", ", (Joined("", (n, " (", t.pgettext("decision", k), ")")) for n, k in race._pending()))
    return t.format("{car} has nothing to decide now; waiting for {waiting}", car=car.name, waiting=waiting)


def wrong_decision(race: Any, car: Any, kind: str, action: Action) -> str:
    """An action that answers another decision than the car's pending one."""
    unknown = unknown_word(race, action)
    if unknown is not None:
        return unknown
    t = _t(race)
    return t.format("{car} must choose {what} now, not '{action}'; legal: {legal}", car=car.name,
                    what=t.gettext(_kind_words(race, kind)), action=action,
                    legal=describe(race._legal(car, kind), t))


def explain(race: Any, car: Any, kind: str, action: Action) -> str:
    """Why an action is illegal, in a player's words, with the legal choices."""
    unknown = unknown_word(race, action)
    if unknown is not None:
        return unknown
    t = _t(race)
    legal_text = describe(race._legal(car, kind), t)
    legal = race._legal(car, kind)
    name = car.name

    def with_legal(why: str) -> str:
        return t.format("{why}; legal: {legal}", why=why, legal=legal_text)

    if kind == "gear":
        g, gear = action.n, car.gear
        assert g is not None and gear is not None  # 'gear N' has its number; a car deciding has a gear
        if not 1 <= g <= 4:
            return with_legal(t.gettext("gears go from 1 to 4"))
        reason = race._modified("why_not", car, None, action) if race._modifiers else None
        if reason:  # a module's cost where the car stands ("on flooded space 8 shifting down ...")
            return with_legal(t.format("{car} may not {action} now: {reason}", car=name, action=action,
                                       reason=reason))
        if abs(g - gear) < 2 or (abs(g - gear) == 2 and car.engine >= 1):
            playable = len(car.hand) - car.hand.count(HEAT)
            return with_legal(t.nformat(
                "{car} has only {n} playable card (Heat cannot be played) and may not choose a gear the hand "
                "cannot fill while a lower one can be filled: a cluttered hand happens only to a car that is stuck "
                "(HEAT Cards, Cluttered Hand)",
                "{car} has only {n} playable cards (Heat cannot be played) and may not choose a gear the hand "
                "cannot fill while a lower one can be filled: a cluttered hand happens only to a car that is stuck "
                "(HEAT Cards, Cluttered Hand)", playable, car=name))
        if abs(g - gear) >= 3:
            return with_legal(t.format("{car} is in {gear} gear and may shift at most two gears", car=name,
                                       gear=gear_name(gear, t)))
        return with_legal(t.format("shifting two gears costs 1 Heat and {car}'s Engine is empty", car=name))
    if kind == "play":
        missing = _missing(car.hand, action.cards)
        counts = race._play_counts(car)
        playable = sum(1 for c in car.hand if c != HEAT)
        if missing:
            return with_legal(t.format("{car} has no {cards} in hand (hand: {hand})", car=name,
                                       cards=" ".join(missing), hand=" ".join(sorted(car.hand, key=card_order))))
        if len(action.cards) not in counts:
            if race.options.tournament:
                return with_legal(t.format("{car} may play {counts} cards (gears reachable from {gear})", car=name,
                                           counts=one_of_in(counts, t), gear=car.gear))
            gear = counts[0]  # the gear chosen in step 1, shifted or not yet
            return with_legal(t.nformat("{car} is in {gear} gear: play exactly {n} card",
                                        "{car} is in {gear} gear: play exactly {n} cards", gear, car=name,
                                        gear=gear_name(gear, t)))
        if HEAT in action.cards and playable >= len(action.cards):
            return with_legal(t.format("{car} cannot play Heat cards (only a cluttered hand is covered with Heat)",
                                       car=name))
        return t.format("{car}'s hand is cluttered: play every non-Heat card and cover the rest with Heat: "
                        "{play}", car=name, play=legal[0])
    if kind == "speed":
        card = action.cards[0]
        if card not in (car.effects.choose if car.effects else ()):
            return with_legal(t.format("{car} has no played card {card} whose Speed is still to choose", car=name,
                                       card=card))
        values = catalogue().spec(card).choices
        assert values is not None  # a card still to choose for has choices
        return with_legal(t.format("{card}'s Speed is {values}, not {n}", card=card, values=one_of_in(values, t),
                                   n=action.n))
    if kind == "react":
        for module in race._modules:  # a module's words for its own React actions
            hook = module.react_explain.get(action.kind)
            why: str | None = hook(race, car, action) if hook is not None else None
            if why:
                return why
        reason = race._modified("why_not", car, None, action) if race._modifiers else None
        if reason:  # a module forbids it where the car stands ("no cooling in this sector: Cloud")
            return with_legal(t.format("{car} may not {action} now: {reason}", car=name, action=action.kind,
                                       reason=reason))
        if action.kind == "cooldown":
            heat = car.hand.count(HEAT)
            pool = race._cooldown_now(car)
            return with_legal(t.format("{car} may cool down at most {most} Heat now (Cooldown left {pool}, Heat in "
                                       "hand {heat})", car=name, most=min(pool, heat), pool=pool, heat=heat))
        if action.kind == "boost":
            if car.boosted:
                return with_legal(t.format("{car} has already boosted this turn (once per turn)", car=name))
            return with_legal(t.format("{car} has no Heat in the Engine to pay for a Boost", car=name))
        if action.kind == "adrenaline":
            if car.adrenaline:
                return with_legal(t.format("{car} has already used Adrenaline's extra space", car=name))
            if len(race._cars) >= 5:
                return with_legal(t.gettext("only the last cars to move get Adrenaline"))
            return with_legal(t.gettext("only the last car to move get Adrenaline"))
    if kind == "slipstream" and action.kind == "slipstream" and action.n is not None:
        spaces = one_of_in((a.n or race._slipstream_spaces(car) for a in legal if a.kind == "slipstream"), t)
        return with_legal(t.format("{car} may slipstream {spaces} spaces now, not {n}", car=name, spaces=spaces,
                                   n=action.n))
    if kind == "discard":
        missing = _missing(car.hand, action.cards)
        if missing:
            return with_legal(t.format("{car} has no {cards} in hand to discard", car=name, cards=" ".join(missing)))
        reason = race._modified("why_not", car, None, action) if race._modifiers else None
        if reason:  # a Championship event's step 8 (modules/expansion_events.py)
            return with_legal(t.format("{car} may not {action} now: {reason}", car=name, action=action, reason=reason))
        free = [c for c in car.hand if c not in (HEAT, STRESS)]
        return with_legal(t.format("Heat and Stress cards can never be discarded; {car} may discard any of {cards}",
                                   car=name, cards=" ".join(sorted(free, key=card_order)) or t.gettext("nothing")))
    module = race._caches.module_of(kind, race._modules)
    said: str | None = module.explain(car, kind, action) if module is not None else None
    if said:
        return said
    return with_legal(t.format("'{action}' is not legal for {car} now", action=action, car=name))
