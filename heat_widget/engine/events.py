"""Events: every automatic effect of the rules, with structured fields and a sentence for people.

The sentence is written from the fields when first asked for, so recording an event stays cheap
and its text can never disagree with its data.
"""
from __future__ import annotations

from .grammar import sentence

GEAR_NAMES = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}


def cards_text(cards) -> str:
    return " ".join(cards) if cards else "nothing"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def ordinal(n: int) -> str:
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def _flat(text: str) -> str:
    """One level of parentheses in a sentence: "B (to the diamond space)" -> "B: to the diamond space"."""
    return text.replace(" (", ": ").replace(")", "")


def _gear(n, f):
    old, new = f["old"], f["gear"]
    if f["heat"]:
        return f"{n} shifts from {GEAR_NAMES[old]} to {GEAR_NAMES[new]} gear and pays 1 Heat"
    if old == new:
        return f"{n} stays in {GEAR_NAMES[new]} gear"
    return f"{n} shifts {'up' if new > old else 'down'} to {GEAR_NAMES[new]} gear"


def _flip(n, f):
    if f["value"] == 0 and f["card"] is None:
        return f"{n} flips {cards_text(f['flipped'])} and finds no Basic card for {f['source']}: +0"
    on_way = f"{', '.join(f['flipped'])}, then " if f["flipped"] else ""
    return f"{n} flips {on_way}a {f['card']} for {f['source']}: +{f['value']}"


def _corner(n, f):
    if f["heat"] == 0:
        return f"{n} takes corner {f['corner']} at Speed {f['speed']}, limit {f['limit']}"
    return f"{n} pays {f['heat']} Heat at corner {f['corner']}: Speed {f['speed']}, limit {f['limit']}"


TEXTS = {
    "grid": lambda n, f: f"{n} starts in grid position {f['position']} (space {f['space']})",
    "round": lambda n, f: f"Round {f['number']} begins",
    "lap": lambda n, f: f"{n} starts lap {f['lap']} of {f['laps']}",
    "gear": _gear,
    "play": lambda n, f: (f"{n} plays cards face down" if f["count"] is None
                          else f"{n} plays {plural(f['count'], 'card')} face down"),
    "reveal": lambda n, f: f"{n} reveals {cards_text(f['cards'])}",
    "cluttered": lambda n, f: f"{n}'s hand is cluttered with Heat: no move this turn, back to 1st gear",
    "flip": _flip,
    "reshuffle": lambda n, f: f"{n} shuffles {plural(f['cards'], 'discarded card')} into a new draw deck",
    "move": lambda n, f: f"{n} moves {plural(f['moved'], 'space')} at Speed {f['speed']} to space {f['space']}",
    "blocked": lambda n, f: f"space {f['wanted']} is full: {n} stops on space {f['space']}",
    "adrenaline": lambda n, f: (f"{n} moves {'last' if f['among'] == 1 else 'among the last two'} and gets "
                                f"Adrenaline: +1 Speed and +1 Cooldown available"),
    "cooldown": lambda n, f: f"{n} cools down {f['heat']} Heat (Engine: {f['engine']})",
    "boost": lambda n, f: (f"{n} boosts for {f['heat']} Heat: +{f['value']}, Speed {f['speed']}, "
                           f"{plural(f['moved'], 'space')} to space {f['space']}"),
    "adrenaline_move": lambda n, f: f"{n} uses Adrenaline: 1 extra space, Speed {f['speed']}",
    "slipstream": lambda n, f: f"{n} slipstreams {plural(f['moved'], 'space')} to space {f['space']}",
    "no_slipstream": lambda n, f: f"{n} may not slipstream: {f['reason']}",
    "no_cooldown": lambda n, f: f"{n} may not cool down here: {f['reason']}",
    "corner": _corner,
    "speed_choice": lambda n, f: f"{n} chooses Speed {f['value']} for {f['card']}: Speed {f['speed']}",
    "spin_out": lambda n, f: (f"{n} spins out at corner {f['corner']} (Speed {f['speed']}, limit {f['limit']}, "
                              f"owes {f['owed']} Heat, has {f['heat']}): back to space {f['space']}, "
                              f"{plural(f['stress'], 'Stress card')} to hand, 1st gear"),
    "discard": lambda n, f: f"{n} discards {cards_text(f['cards'])}",
    "draw": lambda n, f: f"{n} draws {plural(f['cards'], 'card')}",
    "finish": lambda n, f: f"{n} finishes {ordinal(f['place'])}",
    "eliminated": lambda n, f: f"{n} is eliminated ({f['reason']}) and takes place {f['place']}",
    "race_over": lambda n, f: f"The race is over: {f['winner']} wins",
    "legends_shuffle": lambda n, f: "The Legends deck is shuffled",
    "legends_card": lambda n, f: f"Legends card {f['card']} is flipped for this round",
    "legend_move": lambda n, f: f"{n} moves {plural(f['moved'], 'space')} ({_flat(f['how'])}) to space {f['space']}",
}


# What the other players see of a private event (one that tells a secret of its car): its fields
# with the secret cut out. A private event whose kind is not listed is not seen by them at all.
REDACTED = {
    "play": lambda f: {**f, "count": None},  # cards face down, how many still secret
}


def register_texts(texts: dict) -> None:
    """Add the sentences of a module's own event kinds: {kind: (car name, fields) -> text}."""
    for kind, fn in texts.items():
        if kind in TEXTS and TEXTS[kind] is not fn:
            raise ValueError(f"event kind {kind!r} already has a text")
        TEXTS[kind] = fn


class Event:
    """Something that happened: `kind`, `round`, `car` (a name or None), `fields`, and `text`.

    A `private` event tells something only its car's player may know yet (how many cards a car
    played before the count is public): `seen_by(viewer)` is what a given seat sees of it."""

    __slots__ = ("kind", "round", "car", "fields", "private", "_text")

    def __init__(self, kind: str, round: int, car: str | None, fields: dict, private: bool = False):
        self.kind = kind
        self.round = round
        self.car = car
        self.fields = fields
        self.private = private
        self._text: str | None = None

    def seen_by(self, viewer: str | None) -> "Event | None":
        """This event as the player of car `viewer` sees it (None: everything, as a teacher does):
        itself, a copy without the secret fields, or None if that seat does not see it at all."""
        if not self.private or viewer is None or viewer == self.car:
            return self
        cut = REDACTED.get(self.kind)
        return None if cut is None else Event(self.kind, self.round, self.car, cut(self.fields))

    @property
    def text(self) -> str:
        """One English sentence for people."""
        if self._text is None:
            text = sentence(TEXTS[self.kind], self.car, self.fields)
            notes = self.fields.get("notes")
            if notes:  # what a module changed (engine/modifiers.py, `notes`)
                text = f"{text} ({'; '.join(notes)})"
            self._text = text
        return self._text

    def to_dict(self) -> dict:
        return {"kind": self.kind, "round": self.round, "car": self.car, "text": self.text, **self.fields}

    def __eq__(self, other) -> bool:
        return (isinstance(other, Event) and self.kind == other.kind and self.round == other.round
                and self.car == other.car and self.fields == other.fields)

    def __hash__(self) -> int:
        return hash((self.kind, self.round, self.car))

    def __repr__(self) -> str:
        return f"Event({self.kind!r}: {self.text!r})"
