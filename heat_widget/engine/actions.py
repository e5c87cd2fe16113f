"""Actions and decisions, with their short canonical text ("gear 3", "play 4 3 S", "discard").

An action prints as the text `race.act` accepts, so a race log reads like a chess game record.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .errors import IllegalAction, one_of, shorten
from .i18n import Catalogue, Joined, Msg
from .module_registry import load_all

# Kinds of decision a car can be asked for, and the action words that answer each.
DECISION_KINDS: tuple[str, ...] = ("gear", "play", "speed", "react", "slipstream", "discard")
WORDS: dict[str, str] = {
    "gear": "gear",
    "play": "play",
    "cooldown": "react",
    "boost": "react",
    "adrenaline": "react",
    "done": "react",
    "slipstream": "slipstream",
    "pass": "slipstream",
    "discard": "discard",
    "brakes": "speed",
}
BASE_WORDS: frozenset[str] = frozenset(WORDS)  # the base game's; a race knows these and its modules' (Module.words)
_WITH_NUMBER: set[str] = {"gear", "cooldown"}
_WITH_CARDS: set[str] = {"play", "discard"}
_BARE: set[str] = {"boost", "adrenaline", "done", "slipstream", "pass"}
_NUMBER_OPTIONAL: set[str] = {"slipstream"}  # "slipstream" goes as far as allowed; "slipstream 2" declines a bonus
_WITH_CARD: set[str] = set()  # one card id after the word: "direct u25"
_WITH_CARD_NUMBER: set[str] = {"brakes"}  # a card and a number: "brakes u8 3" (the Speed chosen for a card)
_SHAPES: dict[str, set[str]] = {"number": _WITH_NUMBER, "cards": _WITH_CARDS, "bare": _BARE, "card": _WITH_CARD,
           "card_number": _WITH_CARD_NUMBER}
_EXAMPLES: dict[str, str] = {}  # word -> an example text, for the list of actions in error messages


_SHAPE_EXAMPLE: dict[str, str] = {"number": "{word} N", "cards": "{word} CARDS", "bare": "{word}", "card": "{word} CARD",
                  "card_number": "{word} CARD N"}


def register_words(decision: str, **shapes: Iterable[str]) -> None:
    """Add action words answering a decision kind, by shape: number=("reduce",) reads "reduce 2",
    cards=(...) "salvage 3 H", bare=(...) "scrap", card=(...) "direct u25", card_number=(...)
    "brakes u8 3". The words a module declares (Module.words) come here, so that an action's text
    is read without a race (a race refuses those its modules do not declare: explain.unknown_word)."""
    for shape, words in shapes.items():
        for word in words:
            if WORDS.get(word, decision) != decision:
                raise ValueError(f"action word {word!r} already answers {WORDS[word]!r}")
            WORDS[word] = decision
            _SHAPES[shape].add(word)
            _EXAMPLES[word] = _SHAPE_EXAMPLE[shape].format(word=word)


def notation_of(words: Mapping[str, Mapping[str, Iterable[str]]]) -> Msg:
    """The base notation and the words `words` ({decision: {shape: words}}, a race's modules') add,
    as a message (its glosses in words translated)."""
    more = [_SHAPE_EXAMPLE[shape].format(word=w) for shapes in words.values() for shape, ws in shapes.items()
            for w in ws]
    return _notation_msg("".join(", " + m for m in more))

# Caps on what an action may hold, checked before anything else is done with it: a text longer
# than MAX_TEXT is refused by its length alone (the longest legal text, a discard of a whole
# 10-card hand of module cards, is under 50 characters).
MAX_TEXT: int = 200
MAX_NUMBER: int = 999  # "gear N", "cooldown N": at most three ASCII digits
MAX_CARDS: int = 20
MAX_CARD: int = 12  # characters of one card id ("4", "H", "u47", "s80")


def card_order(card: str) -> tuple[int, int, str]:
    """Canonical order of cards in a text: fastest Speed first, then module cards, Heat, Stress."""
    if card.isdigit() and card.isascii():
        return (0, -int(card), card)
    if card == "H":
        return (2, 0, card)
    if card == "S":
        return (3, 0, card)
    return (1, 0, card)


_MADE: dict[tuple[str, tuple[str, ...]], Action] = {}  # (kind, cards) -> the Action Action._of_cards made


# Compiled (mypyc), Action and Decision are native classes: their fields are C fields, set once
# through object.__setattr__ (their own __setattr__ refuses every change).
class Action:
    """One decision's answer. Immutable and hashable; equal actions print the same."""

    __slots__ = ("kind", "n", "cards", "decision", "_text", "_hash")
    kind: str
    n: int | None
    cards: tuple[str, ...]
    decision: str
    _text: str
    _hash: int

    # `T | Any`: any value reaches _check_values, which names what is wrong (the compiled build
    # would refuse a `T` that is not one with a bare TypeError)
    def __init__(self, kind: str | Any, n: int | None | Any = None, cards: tuple[str, ...] | Any = (),
                 ordered: bool = False) -> None:
        _check_values(kind, n, cards)  # by value: Action("gear", "2") must never exist
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "n", n)
        cards = tuple(cards) if ordered else tuple(sorted(cards, key=card_order))
        object.__setattr__(self, "cards", cards)
        if kind in _WITH_NUMBER or (n is not None and kind in _NUMBER_OPTIONAL):
            text = f"{kind} {n}"
        elif kind in _WITH_CARDS:
            text = " ".join((kind,) + cards)
        elif kind in _WITH_CARD:
            text = f"{kind} {cards[0]}"
        elif kind in _WITH_CARD_NUMBER:
            text = f"{kind} {cards[0]} {n}"
        else:
            text = kind
        object.__setattr__(self, "_text", text)
        object.__setattr__(self, "decision", WORDS[kind])  # the decision kind this action answers
        object.__setattr__(self, "_hash", hash(text))

    @classmethod
    def _of_cards(cls, kind: str, cards: tuple[str, ...]) -> "Action":
        """`Action(kind, None, cards, True)` for the engine's own legal lists ("play", "discard" of a
        hand's cards, already in canonical order), made once per (kind, cards): equal actions are
        interchangeable, and hands share most of their plays."""
        action = _MADE.get((kind, cards))
        if action is not None:
            return action
        action = cls(kind, None, cards, True)
        if len(_MADE) < 50_000:
            _MADE[(kind, cards)] = action
        return action

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("actions are immutable")


    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Action({self._text!r})"

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Action):
            return self._text == other._text
        if isinstance(other, str):
            return self._text == other
        return NotImplemented

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[Callable[[str], Action], tuple[str]]:
        return (parse_action, (self._text,))


def _check_values(kind: Any, n: Any, cards: Any) -> None:
    """Refuse an action whose values are not what its kind takes (IllegalAction): a word of the
    notation, a whole number (a real int, not text, bool or float) for gear and cooldown, a list
    of short card ids for play and discard, nothing for the bare words."""
    if type(kind) is not str or kind not in WORDS:
        raise IllegalAction(Msg("unknown action kind {kind}; actions are: {notation}", kind=shorten(kind),
                                notation=notation(200)))
    if kind in _WITH_NUMBER:
        if type(n) is not int or not 0 <= n <= MAX_NUMBER:
            raise IllegalAction(Msg("'{kind}' takes a whole number (an int from 0 to {most}), as in '{kind} 2'; got "
                                    "{value}", kind=kind, most=MAX_NUMBER, value=shorten(n)))
    elif n is not None and ((kind in _BARE and kind not in _NUMBER_OPTIONAL) or kind in _WITH_CARDS
                            or kind in _WITH_CARD or type(n) is not int or not 0 <= n <= MAX_NUMBER):
        raise IllegalAction(Msg("'{kind}' takes no number; got {value}", kind=kind, value=shorten(n)))
    if type(cards) not in (tuple, list) or len(cards) > MAX_CARDS:
        raise IllegalAction(Msg("'{kind}' takes a list of at most {most} cards like ('4', '3'); got {cards}",
                                kind=kind, most=MAX_CARDS, cards=shorten(cards)))
    if not cards:
        return
    if kind in _WITH_NUMBER or kind in _BARE:
        raise IllegalAction(Msg("'{kind}' takes no cards; got {cards}", kind=kind, cards=shorten(cards)))
    if (kind in _WITH_CARD or kind in _WITH_CARD_NUMBER) and len(cards) != 1:
        raise IllegalAction(Msg("'{kind}' takes one card; got {cards}", kind=kind, cards=shorten(cards)))
    for c in cards:
        if type(c) is not str or not 0 < len(c) <= MAX_CARD or c.split() != [c]:
            raise IllegalAction(Msg("a card is a short name without spaces like '4', 'H' or 'S'; got {card}",
                                    card=shorten(c)))


class Decision:
    """Who must decide what: `car` (a name) and `kind` (gear, play, react, slipstream, discard).
    Immutable, so that a race hands out the same object each time."""

    __slots__ = ("car", "kind")
    car: str
    kind: str

    def __init__(self, car: str, kind: str) -> None:
        object.__setattr__(self, "car", car)
        object.__setattr__(self, "kind", kind)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("decisions are immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decision) and (self.car, self.kind) == (other.car, other.kind)

    def __hash__(self) -> int:
        return hash((self.car, self.kind))

    def __repr__(self) -> str:
        return f"Decision({self.car!r}, {self.kind!r})"

    def to_dict(self) -> dict[str, str]:
        return {"car": self.car, "kind": self.kind}


# Actions without cards are few: make each once.
BOOST: Action = Action("boost")
ADRENALINE: Action = Action("adrenaline")
DONE: Action = Action("done")
SLIPSTREAM: Action = Action("slipstream")
PASS: Action = Action("pass")
GEAR: dict[int, Action] = {g: Action("gear", g) for g in range(1, 5)}
SLIPSTREAM_BY: dict[int, Action] = {s: Action("slipstream", s) for s in range(1, 10)}  # a slipstream of exactly s spaces
COOLDOWN: dict[int, Action] = {k: Action("cooldown", k) for k in range(1, 16)}

_PARSED: dict[str, Action] = {str(a): a for a in (BOOST, ADRENALINE, DONE, SLIPSTREAM, PASS, *GEAR.values(),
                                                 *COOLDOWN.values(), *SLIPSTREAM_BY.values())}

NOTATION: str = ("gear N, play CARDS, brakes CARD N, cooldown N, boost, adrenaline, done, slipstream (or slipstream N), "
            "pass, discard CARDS (or just discard)")


def notation(limit: int | None = None) -> str:
    """Every action word with its shape, the modules' words included (for error messages); with a
    `limit`, cut at a word boundary with '...' (every module adds words: a message stays short)."""
    text = NOTATION if not _EXAMPLES else NOTATION + ", " + ", ".join(_EXAMPLES.values())
    if limit is not None and len(text) > limit:
        text = text[:limit].rsplit(", ", 1)[0] + ", ..."
    return text


def _notation_msg(more: str | None = None) -> Msg:
    """`notation()` as a message (its two glosses in words translated), for refusals of a text;
    `more`: the module words to list (default: every module's)."""
    if more is None:
        more = ", " + ", ".join(_EXAMPLES.values()) if _EXAMPLES else ""
    return Msg("gear N, play CARDS, brakes CARD N, cooldown N, boost, adrenaline, done, slipstream (or slipstream "
               "N), pass, discard CARDS (or just discard){more}", more=more)


def _is_number(word: str) -> bool:
    """Only ASCII digits, at most 3 (str.isdigit() also takes '²' and '٣')."""
    return word.isascii() and word.isdigit() and len(word) <= 3


def _card(text: str) -> str:
    return text.upper() if text in ("h", "s") else text.lower() if text[:1] in ("U", "S") and len(text) > 1 else text


_modules_loaded: bool = False


def _load_module_words() -> bool:
    """Import every registered module once, so that their words are known (a saved race or a pickled
    action may be read before its module was used in this process). True if anything new was loaded."""
    global _modules_loaded
    if _modules_loaded:
        return False
    _modules_loaded = True
    load_all()
    return True


def parse_action(text: str | Any) -> Action:
    """Read an action from its text ('play 4 3 S'); an Action is returned as it is. An object of a
    subclass of Action is read again from its canonical text: legality compares real Actions, never
    trusting a caller's `__eq__` or `__hash__`."""
    if isinstance(text, Action):
        if type(text) is Action:
            return text
        canonical = getattr(text, "_text", None)
        if not isinstance(canonical, str):
            raise IllegalAction(Msg("an action is a text like 'gear 3' or 'play 4 3', not {type} {value}",
                                    type=type(text).__name__, value=shorten(canonical)))
        text = canonical
    if not isinstance(text, str):
        raise IllegalAction(Msg("an action is a text like 'gear 3' or 'play 4 3', not {type} {value}",
                                type=type(text).__name__, value=shorten(text)))
    if len(text) > MAX_TEXT:  # refused by its length alone, before anything reads it
        raise IllegalAction(Msg("an action text is at most {most} characters; got {text}", most=MAX_TEXT,
                                text=shorten(text)))
    hit = _PARSED.get(text)
    if hit is not None:
        return hit
    words = text.split()
    if not words:
        raise IllegalAction(Msg("empty action; actions are: {notation}", notation=_notation_msg()))
    kind, rest = words[0].lower(), words[1:]
    if kind in _WITH_NUMBER:
        # Only ASCII digits are numbers: str.isdigit() also takes '²' and '٣'.
        if len(rest) != 1 or not rest[0].isascii() or not rest[0].isdigit() or len(rest[0]) > 3:
            raise IllegalAction(Msg("'{kind}' takes one whole number of at most 3 digits 0-9, as in '{kind} 2' "
                                    "(got {text})", kind=kind, text=shorten(text)))
        action = Action(kind, int(rest[0]))
    elif kind in _WITH_CARDS:
        action = Action(kind, None, tuple(c.upper() if c in ("h", "s") else c for c in rest))
    elif kind in _NUMBER_OPTIONAL and len(rest) == 1 and rest[0].isascii() and rest[0].isdigit() and len(rest[0]) <= 3:
        action = Action(kind, int(rest[0]))
    elif kind in _BARE:
        if rest:
            raise IllegalAction(Msg("'{kind}' takes nothing after it (got {text})", kind=kind, text=shorten(text)))
        action = Action(kind)
    elif kind in _WITH_CARD:
        if len(rest) != 1:
            raise IllegalAction(Msg("'{kind}' takes one card, as in '{kind} u25' (got {text})", kind=kind,
                                    text=shorten(text)))
        action = Action(kind, None, (_card(rest[0]),), True)
    elif kind in _WITH_CARD_NUMBER:
        if len(rest) != 2 or not _is_number(rest[1]):
            raise IllegalAction(Msg("'{kind}' takes a card and a whole number of at most 3 digits 0-9, as in "
                                    "'{kind} u8 3' (got {text})", kind=kind, text=shorten(text)))
        action = Action(kind, int(rest[1]), (_card(rest[0]),), True)
    elif _load_module_words():
        return parse_action(text)
    else:
        raise IllegalAction(Msg("unknown action {text}; actions are: {notation}", text=shorten(text),
                                notation=_notation_msg()))
    if len(_PARSED) < 10_000:
        _PARSED[text] = action
    return action


def describe(actions: Iterable[Action | str], t: Catalogue | None = None) -> str:
    """The legal choices, for an error message (`t`: the language's catalogue, engine/i18n.py)."""
    texts = [str(a) for a in actions]
    if t is None:
        if len(texts) > 12:
            return one_of(texts[:12] + [f"... ({len(texts) - 12} more)"])
        return one_of(texts)
    if len(texts) > 12:
        texts = texts[:12] + [t.format("... ({count} more)", count=len(texts) - 12)]
    return one_of_in(texts, t)


def one_of_in(items: Iterable[object], t: Catalogue) -> str:
    """'a, b or c' in the language of the catalogue `t` (errors.one_of is the English one); items
    that are Msgs stay Msgs (translated where the sentence is read)."""
    texts = [v if isinstance(v, Msg) else str(v) for v in items]
    if not texts:
        return t.gettext("nothing")
    if len(texts) == 1:
        return texts[0]
    return t.format("{items} or {last}", items=Joined(", ", texts[:-1]), last=texts[-1])
