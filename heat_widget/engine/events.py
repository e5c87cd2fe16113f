"""Events: every automatic effect of the rules, with structured fields and a sentence for people.

The sentence is written from the fields when first asked for, so recording an event stays cheap
and its text can never disagree with its data.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Callable

from .grammar import sentence
from .i18n import DEFAULT, Catalogue, N_, localize, tr
from .module_registry import declared

Fields = dict[str, Any]  # an event's fields: JSON-like values
Text = Callable[["str | None", Fields, Catalogue], str]  # (car name, fields, catalogue) -> the sentence

GEAR_NAMES: dict[int, str] = {1: N_("1st", "gear"), 2: N_("2nd", "gear"), 3: N_("3rd", "gear"), 4: N_("4th", "gear")}
EN: Catalogue = tr(DEFAULT)  # the English catalogue: the templates as written


def gear_name(gear: int, t: Catalogue = EN) -> str:
    """A gear's name: "3rd" (pt: "3.ª")."""
    return t.pgettext("gear", GEAR_NAMES[gear])


def cards_text(cards: Sequence[str], t: Catalogue = EN) -> str:
    return " ".join(cards) if cards else t.gettext("nothing")


def plural(n: int, word: str) -> str:
    """English only ("3 spaces"): sentences use `t.nformat` instead, kept for outside callers."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def ordinal(n: int, t: Catalogue = EN) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st (pt: 1.º, 2.º)."""
    if 10 <= n % 100 <= 20:
        return t.pformat("ordinal", "{n}th", n=n)
    last = n % 10
    if last == 1:
        return t.pformat("ordinal", "{n}st", n=n)
    if last == 2:
        return t.pformat("ordinal", "{n}nd", n=n)
    if last == 3:
        return t.pformat("ordinal", "{n}rd", n=n)
    return t.pformat("ordinal", "{n}th", n=n)


def _flat(text: str) -> str:
    """One level of parentheses in a sentence: "B (to the diamond space)" -> "B: to the diamond space"."""
    return text.replace(" (", ": ").replace(")", "")


def _spaces(n: int, t: Catalogue) -> str:
    return t.nformat("{n} space", "{n} spaces", n)


def _gear(n: str | None, f: Fields, t: Catalogue) -> str:
    old, new = f["old"], f["gear"]
    if f["heat"] > 1:  # a down-shift of two gears from a flooded space (modules/hazards.py)
        return t.format("{car} shifts from {old} to {new} gear and pays {heat} Heat", car=n, old=gear_name(old, t),
                        new=gear_name(new, t), heat=f["heat"])
    if f["heat"]:
        return t.format("{car} shifts from {old} to {new} gear and pays 1 Heat", car=n, old=gear_name(old, t),
                        new=gear_name(new, t))
    if old == new:
        return t.format("{car} stays in {gear} gear", car=n, gear=gear_name(new, t))
    if new > old:
        return t.format("{car} shifts up to {gear} gear", car=n, gear=gear_name(new, t))
    return t.format("{car} shifts down to {gear} gear", car=n, gear=gear_name(new, t))


def _flip(n: str | None, f: Fields, t: Catalogue) -> str:
    if f["value"] == 0 and f["card"] is None:
        return t.format("{car} flips {cards} and finds no Basic card for {source}: +0", car=n,
                        cards=cards_text(f["flipped"], t), source=_source(f["source"], t))
    if f["flipped"]:
        return t.format("{car} flips {cards}, then a {card} for {source}: +{value}", car=n,
                        cards=", ".join(f["flipped"]), card=f["card"], source=_source(f["source"], t),
                        value=f["value"])
    return t.format("{car} flips a {card} for {source}: +{value}", car=n, card=f["card"],
                    source=_source(f["source"], t), value=f["value"])


def _source(source: str, t: Catalogue) -> str:
    """What a flip is for: "Stress", "Boost" (words) or a card id (kept)."""
    return t.pgettext("flip", source) if source in ("Stress", "Boost") else source


N_("Stress", "flip")
N_("Boost", "flip")


def _corner(n: str | None, f: Fields, t: Catalogue) -> str:
    if f["heat"] == 0:
        return t.format("{car} takes corner {corner} at Speed {speed}, limit {limit}", car=n, corner=f["corner"],
                        speed=f["speed"], limit=f["limit"])
    return t.format("{car} pays {heat} Heat at corner {corner}: Speed {speed}, limit {limit}", car=n,
                    heat=f["heat"], corner=f["corner"], speed=f["speed"], limit=f["limit"])


def _play(n: str | None, f: Fields, t: Catalogue) -> str:
    if f["count"] is None:
        return t.format("{car} plays cards face down", car=n)
    return t.nformat("{car} plays {n} card face down", "{car} plays {n} cards face down", f["count"], car=n)


def _adrenaline(n: str | None, f: Fields, t: Catalogue) -> str:
    if f["among"] == 1:
        return t.format("{car} moves last and gets Adrenaline: +1 Speed and +1 Cooldown available", car=n)
    return t.format("{car} moves among the last two and gets Adrenaline: +1 Speed and +1 Cooldown available",
                    car=n)


def _spin_out(n: str | None, f: Fields, t: Catalogue) -> str:
    stress = t.nformat("{n} Stress card", "{n} Stress cards", f["stress"])
    return t.format("{car} spins out at corner {corner} (Speed {speed}, limit {limit}, owes {owed} Heat, has "
                    "{heat}): back to space {space}, {stress} to hand, 1st gear", car=n, corner=f["corner"],
                    speed=f["speed"], limit=f["limit"], owed=f["owed"], heat=f["heat"], space=f["space"],
                    stress=stress)


TEXTS: dict[str, Text] = {
    "grid": lambda n, f, t: t.format("{car} starts in grid position {position} (space {space})", car=n,
                                     position=f["position"], space=f["space"]),
    "round": lambda n, f, t: t.format("Round {number} begins", number=f["number"]),
    "lap": lambda n, f, t: t.format("{car} starts lap {lap} of {laps}", car=n, lap=f["lap"], laps=f["laps"]),
    "gear": _gear,
    "play": _play,
    "reveal": lambda n, f, t: t.format("{car} reveals {cards}", car=n, cards=cards_text(f["cards"], t)),
    "cluttered": lambda n, f, t: t.format("{car}'s hand is cluttered with Heat: no move this turn, back to 1st "
                                          "gear", car=n),
    "flip": _flip,
    "reshuffle": lambda n, f, t: t.nformat("{car} shuffles {n} discarded card into a new draw deck",
                                           "{car} shuffles {n} discarded cards into a new draw deck", f["cards"],
                                           car=n),
    "move": lambda n, f, t: t.nformat("{car} moves {n} space at Speed {speed} to space {space}",
                                      "{car} moves {n} spaces at Speed {speed} to space {space}", f["moved"], car=n,
                                      speed=f["speed"], space=f["space"]),
    "blocked": lambda n, f, t: t.format("space {wanted} is full: {car} stops on space {space}", car=n,
                                        wanted=f["wanted"], space=f["space"]),
    "adrenaline": _adrenaline,
    "cooldown": lambda n, f, t: t.format("{car} cools down {heat} Heat (Engine: {engine})", car=n, heat=f["heat"],
                                         engine=f["engine"]),
    "boost": lambda n, f, t: t.format("{car} boosts for {heat} Heat: +{value}, Speed {speed}, {spaces} to space "
                                      "{space}", car=n, heat=f["heat"], value=f["value"], speed=f["speed"],
                                      spaces=_spaces(f["moved"], t), space=f["space"]),
    "adrenaline_move": lambda n, f, t: t.format("{car} uses Adrenaline: 1 extra space, Speed {speed}", car=n,
                                                speed=f["speed"]),
    "slipstream": lambda n, f, t: t.nformat("{car} slipstreams {n} space to space {space}",
                                            "{car} slipstreams {n} spaces to space {space}", f["moved"], car=n,
                                            space=f["space"]),
    "no_slipstream": lambda n, f, t: t.format("{car} may not slipstream: {reason}", car=n,
                                              reason=localize(f["reason"], t.language)),
    "no_cooldown": lambda n, f, t: t.format("{car} may not cool down here: {reason}", car=n,
                                            reason=localize(f["reason"], t.language)),
    "corner": _corner,
    "speed_choice": lambda n, f, t: t.format("{car} chooses Speed {value} for {card}: Speed {speed}", car=n,
                                             value=f["value"], card=f["card"], speed=f["speed"]),
    "spin_out": _spin_out,
    "discard": lambda n, f, t: t.format("{car} discards {cards}", car=n, cards=cards_text(f["cards"], t)),
    "draw": lambda n, f, t: t.nformat("{car} draws {n} card", "{car} draws {n} cards", f["cards"], car=n),
    "finish": lambda n, f, t: t.format("{car} finishes {place}", car=n, place=ordinal(f["place"], t)),
    "eliminated": lambda n, f, t: t.format("{car} is eliminated ({reason}) and takes place {place}", car=n,
                                           reason=localize(f["reason"], t.language), place=f["place"]),
    "race_over": lambda n, f, t: t.format("The race is over: {winner} wins", winner=f["winner"]),
    "legends_shuffle": lambda n, f, t: t.gettext("The Legends deck is shuffled"),
    "legends_card": lambda n, f, t: t.format("Legends card {card} is flipped for this round", card=f["card"]),
    "legend_move": lambda n, f, t: t.nformat("{car} moves {n} space ({how}) to space {space}",
                                             "{car} moves {n} spaces ({how}) to space {space}", f["moved"], car=n,
                                             how=_flat(t.gettext(f["how"])), space=f["space"]),
}


# What the other players see of a private event (one that tells a secret of its car): its fields
# with the secret cut out (a module declares its own: Module.redacted). A private event whose kind
# is not listed is not seen by them at all.
REDACTED: dict[str, Callable[[Fields], Fields]] = {
    "play": lambda f: {**f, "count": None},  # cards face down, how many still secret
}


def text_of(kind: str) -> Text:
    """The sentence of an event kind: the base game's (TEXTS) or the one a module declares
    (Module.texts: {kind: (car name, fields, catalogue) -> text}, written `t.format("{car} ...", car=name)`)."""
    fn = TEXTS.get(kind)
    return fn if fn is not None else declared("texts")[kind]


def all_texts() -> dict[str, Text]:
    """Every event kind's sentence, the modules' included (for the tests of every kind)."""
    return {**TEXTS, **declared("texts")}


class Event:
    """Something that happened: `kind`, `round`, `car` (a name or None), `fields`, and `text`.

    A `private` event tells something only its car's player may know yet (how many cards a car
    played before the count is public): `seen_by(viewer)` is what a given seat sees of it.

    `text` is in its race's language (`race.language`, English unless set; `_language` is the
    race's one-item list holding it), `text_in(language)` in any; the fields are the same in every
    language."""

    __slots__ = ("kind", "round", "car", "fields", "private", "_language", "_text", "_text_language")

    def __init__(self, kind: str, round: int, car: str | None, fields: Fields, private: bool = False,
                 _language: list[str] | None = None) -> None:
        self.kind = kind
        self.round = round
        self.car = car
        self.fields = fields
        self.private = private
        self._language = _language
        self._text: str | None = None
        self._text_language = DEFAULT

    def seen_by(self, viewer: str | None) -> "Event | None":
        """This event as the player of car `viewer` sees it (None: everything, as a teacher does):
        itself, a copy without the secret fields, or None if that seat does not see it at all."""
        if not self.private or viewer is None or viewer == self.car:
            return self
        cut = REDACTED.get(self.kind) or declared("redacted").get(self.kind)
        return None if cut is None else Event(self.kind, self.round, self.car, cut(self.fields),
                                              _language=self._language)

    @property
    def text(self) -> str:
        """One sentence for people, in the race's language (written when first asked for)."""
        language = self._language[0] if self._language is not None else DEFAULT
        if self._text is None or self._text_language != language:
            self._text = self.text_in(language)
            self._text_language = language
        return self._text

    def text_in(self, language: str) -> str:
        """The sentence in `language` ("en", "pt"); `text` is the one in the race's language."""
        t = tr(language)
        text = sentence(text_of(self.kind), self.car, self.fields, t)
        notes = self.fields.get("notes")
        if notes:  # what a module changed (engine/modifiers.py, `notes`)
            text = f"{text} ({'; '.join(localize(notes, language))})"
        return text

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "round": self.round, "car": self.car, "text": self.text, **self.fields}

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Event) and self.kind == other.kind and self.round == other.round
                and self.car == other.car and self.fields == other.fields)

    def __hash__(self) -> int:
        return hash((self.kind, self.round, self.car))

    def __repr__(self) -> str:
        return f"Event({self.kind!r}: {self.text!r})"
