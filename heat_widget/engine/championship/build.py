"""The Championship's build step and GOAT's kept upgrade: decisions the season asks for between
races (advanced booklet, Before Each Race: Build your car; GOAT!).

Before each race: a market of one upgrade card per player + 3 from the season's upgrade deck, face
up; one pick each, from the player last on the starting grid up to the front (Legends ignored);
then that last player may swap one upgrade they own for a leftover; the leftovers are shuffled
back into the upgrade deck. Between GOAT's seasons every player keeps one upgrade of their choice.

Decisions, in the notation's style: `draft u12` (pick), `swap u3` then `take u12` (give one, take a
leftover), `noswap`, `keep u5`.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..actions import Action, Decision, describe, register_words
from ..errors import IllegalAction
from ..i18n import LATER, N_, Joined

register_words("draft", card=("draft",))  # the same word as the Garage module's draft
register_words("swap", card=("swap",), bare=("noswap",))
register_words("take", card=("take",))
register_words("keep", card=("keep",))
N_("swap", "decision"), N_("take", "decision"), N_("keep", "decision")  # the build step's decisions, named


def card_action(word: str, card: str) -> Action:
    return Action(word, None, (card,), True)


NOSWAP = Action("noswap")


@dataclass
class BuildStep:
    """One build step in progress: the market, who picks (names, last on the grid first), and the
    swap of the last player."""

    market: list[str]
    order: list[str]  # player names, last on the grid first
    turn: int = 0
    giving: str | None = None  # the card the swapping player gives, once chosen
    swapped: bool = False  # the swap is decided

    @property
    def done(self) -> bool:
        return self.turn >= len(self.order) and self.swapped

    def pending(self) -> list[tuple[str, str]]:
        if self.turn < len(self.order):
            return [(self.order[self.turn], "draft")]
        if not self.swapped:
            return [(self.order[0], "take" if self.giving else "swap")]
        return []

    def legal(self, car: str, owned: list[str]) -> list[Action]:
        kinds = dict(self.pending())
        kind = kinds.get(car)
        if kind == "draft":
            return [card_action("draft", c) for c in sorted(set(self.market), key=_order)]
        if kind == "swap":
            # a swap needs a leftover other than the card given
            return [NOSWAP] + [card_action("swap", c) for c in sorted(set(owned), key=_order)
                               if any(m != c for m in self.market)]
        if kind == "take":
            return [card_action("take", c) for c in sorted(set(self.market), key=_order) if c != self.giving]
        return []

    def apply(self, car: str, action: Action, owned: list[str]) -> None:
        """Apply a legal action; `owned` is the deciding player's upgrade list (changed in place)."""
        kind = action.decision
        if kind == "draft":
            card = action.cards[0]
            self.market.remove(card)
            owned.append(card)
            self.turn += 1
            if self.turn == len(self.order) and not self.market:  # nothing left to swap with
                self.swapped = True
        elif action.kind == "noswap":
            self.swapped = True
        elif kind == "swap":
            self.giving = action.cards[0]
        elif kind == "take":
            card, giving = action.cards[0], self.giving
            assert giving is not None  # "take" is pending only once the swap named its card
            owned.remove(giving)
            owned.append(card)
            self.market.remove(card)
            self.market.append(giving)
            self.swapped = True


def _order(card: str) -> int:
    return int(card[1:]) if card[1:].isdigit() else 0


def check(legal: list[Action], car: str, kind: str, action: Action, language: str = "en") -> None:
    """IllegalAction unless `action` is one of `legal` (its message in `language`, and any)."""
    if action not in legal:
        t = LATER
        raise IllegalAction(t.format("{car} must choose {kind} now: {legal} (not '{action}')", car=car,
                                     kind=t.pgettext("decision", kind), legal=describe(legal, t), action=action),
                            language)


def season_over(champion: str | None) -> str:
    """Why a finished championship takes no decision (a Msg: IllegalAction reads it in any language)."""
    return LATER.format("the championship is over ({champion} won); no more decisions", champion=champion)


def nothing_to_decide(car: str, between: Iterable[tuple[str, str]]) -> str:
    """Why `car` may not act in the build step now (a Msg)."""
    t = LATER
    waiting = Joined(", ", (Joined("", (n, " (", t.pgettext("decision", k), ")")) for n, k in between))
    return t.format("{car} has nothing to decide now; waiting for {waiting}", car=car, waiting=waiting)


def decisions(pairs: Iterable[tuple[str, str]]) -> list[Decision]:
    return [Decision(car, kind) for car, kind in pairs]
