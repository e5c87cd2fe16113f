"""The heuristic's gear and cards count the slipstream the cars ahead will give, on a board with a
chicane (issue 32, bots/slip_plan.py): cars move in race order (rulebook, 3. Reveal & Move: leader
first), so when this car moves the cars ahead have moved, and a stop on a car's space or right behind
one may slipstream 2 spaces more (6. Slipstream; the corner check reads the Speed, 7. Check Corner).
A Legend's move follows from the shared Legends card (advanced booklet, Legends), hidden at planning:
each card left in the Legends deck counts as equally likely (the flipped ones are public: View.legends_left),
all ten when the deck is empty (it is then shuffled whole)."""
from __future__ import annotations

import heat_widget as hw
from heat_widget.bots import Heuristic
from heat_widget.bots.slip_plan import landing_odds

from engine_helpers import car, legend

HAND = ["1", "2", "3", "4", "4", "3", "2"]


def _behind_a_legend(track: str, h: int = 25, legend_on: int = 27, deck: list[int] | None = None) -> hw.Race:
    """L (a yellow Legend) on `legend_on`, ahead in race order of H on `h` (gear 2), H's cards pending;
    `deck`: the Legends cards left (None: none, so all ten are shuffled before the flip)."""
    race = hw.Race.scenario(track=track, seed=2, cars=[car("H", h, gear=2, hand=HAND),
                                                       legend("L", "yellow", legend_on)], legends_deck=deck)
    race.act("H", "gear 2")
    assert race.pending[0].kind == "play" and [c.name for c in race.view("H").cars] == ["L", "H"]
    return race


def test_slipstream_planning_lands_behind_where_the_legend_will_stop():
    """Nederland: L on 27 approaches the corner after 34 (movement B, to its diamond space): it stops
    on 31-34 by the card, on 32 or 33 with 6 of the 10. H's Speed 8 (4 4) reaches 33, but a slipstream
    from there would cross the line after 34 (limit 4) at Speed 8; Speed 7 (4 3) stops on 32 and may
    slipstream to 34 for free. With the cars in its view H plays 4 3; a view without them (as before,
    and as the hook's absence would give) 4 4. Seed 2: L stops on 33 and H slipstreams to 34."""
    race = _behind_a_legend("netherlands")
    h = Heuristic()
    odds = landing_odds(race.view("H"))
    assert odds is not None and round(odds[7], 6) == 0.6  # L on 32 or 33 after it moves
    assert str(h(race.view("H", False), race.pending[0])) == "play 4 4"
    assert str(h(race.view("H"), race.pending[0])) == "play 4 3"
    race.act("H", "play 4 3")
    for kind, answer in (("react", "done"), ("slipstream", "slipstream")):
        assert race.pending[0].kind == kind and str(h(race.view("H"), race.pending[0])) == answer
        race.act("H", answer)
    assert race.car("L").space == 33 and race.car("H").space == 34


def test_boards_without_a_chicane_plan_as_before():
    """USA (no chicane): the heuristic's views of its gear and cards are made without the other cars
    (bots/runner.py: wants_cars), and a view with them plays the same cards (H on 6, L on 7: counting
    the Legend's slipstream there would play 4 4, not 4 3)."""
    race = _behind_a_legend("usa", 6, 7)
    h = Heuristic()
    assert not h.wants_cars(race.pending[0], race.track) and h.wants_cars(race.pending[0], None)
    assert str(h(race.view("H"), race.pending[0])) == str(h(race.view("H", False), race.pending[0])) == "play 4 3"


def test_slipstream_planning_counts_only_the_legends_cards_left():
    """Advanced booklet, Legends Module: the Legends card is revealed from the top of the deck, and
    only when the deck is empty are all the cards shuffled into a new one; the flipped cards are
    public (View.legends_left). On Nederland (L on 27, H on 25, as above) the odds that L stops on
    H's Speed 7 landing or the space after it are the share of the cards left that put it there:
    0.6 of all ten (empty deck), 1 with only those six cards left, none with only the other four.
    Each single-card deck is played out: L stops on 32 or 33 exactly for the six."""
    odds = landing_odds(_behind_a_legend("netherlands").view("H"))
    assert odds is not None and round(odds[7], 6) == 0.6
    near, far = [], []
    for number in range(1, 11):
        race = _behind_a_legend("netherlands", deck=[number])
        view = race.view("H")
        assert view.legends_left == (number,)
        odds = landing_odds(view)
        p = odds[7] if odds is not None else 0.0
        assert p in (0.0, 1.0)
        race.act("H", "play 4 3")
        assert (race.car("L").space in (32, 33)) == (p == 1.0), number  # as the engine moves L
        (near if p else far).append(number)
    assert len(near) == 6
    for deck, expected in ((near, 1.0), (far, 0.0), (near[:3] + far[:2], 0.6)):
        view = _behind_a_legend("netherlands", deck=deck).view("H")
        assert view.legends_left == tuple(sorted(deck))
        odds = landing_odds(view)
        assert round(odds[7] if odds is not None else 0.0, 6) == expected, deck


def test_slipstream_planning_reads_the_chevrons_as_the_race_plays_them():
    """Expansions spec, section 3 (Legends at chicanes): with BGA's Aggressive Legends (on by default) a
    Legend within a line's chevron distance may cross 2 lines in movement A; with
    `aggressive_legends=False` it crosses one and stops before the second. Every player at the table
    knows which (View.chevrons). Nederland: L on 7, 3 spaces before the line after 9 (chevron 3),
    moves the limit 5 plus its diamond, to 12-14 over the lines after 9 and 13 with the chevrons, or
    stops on 13 at the latest without them. H on 5 counts where L will stop: for every single Legends
    card, its odds for the landing at Speed s put L on H's 5 + s or the space after it exactly when
    the engine does, chevrons on or off; and the two readings differ for some card."""
    differ = 0
    for number in range(1, 11):
        got = {}
        for chevrons in (True, False):
            race = hw.Race.scenario(track="netherlands", seed=2, legends_deck=[number],
                                    cars=[car("H", 5, gear=2, hand=HAND), legend("L", "yellow", 7)],
                                    aggressive_legends=chevrons)
            race.act("H", "gear 2")
            view = race.view("H")
            assert view.chevrons is chevrons
            odds = landing_odds(view) or (0.0,) * 48
            race.act("H", "play 1 2")  # Speed 3: H lands on 8, behind L whatever it does
            stop = race.car("L").space  # the same lap as H
            assert {s for s in range(48) if odds[s] == 1.0} == {stop - 5 - 1, stop - 5}, (number, chevrons)
            got[chevrons] = stop
        differ += got[True] != got[False]
    assert differ > 0
    assert hw.Race.new("usa", players=["A"], seed=1).view("A").chevrons is False  # a base board has none


def test_slipstream_planning_reads_pro_legends_top_speed():
    """Advanced booklet, Legends Module (Pro Legends): every Legend's top Speed is raised by the
    number chosen before the race, so every player at the table knows it (View.pro_legends). Nederland:
    L on 36, past the line after 34 and 21 spaces before the next Legends line, moves its top Speed
    (movement B) whatever the card. H on 30 counts where L will stop: for every single Legends card,
    with Pro Legends 0 and 2, its odds for the landing at Speed s put L on H's 30 + s or the space
    after it exactly when the engine does; and Pro Legends 2 moves L further for some card."""
    differ = 0
    for number in range(1, 11):
        got = {}
        for pro in (0, 2):
            race = hw.Race.scenario(track="netherlands", seed=2, legends_deck=[number], pro_legends=pro,
                                    cars=[car("H", 30, gear=2, hand=HAND), legend("L", "yellow", 36)])
            race.act("H", "gear 2")
            view = race.view("H")
            assert view.pro_legends == pro
            odds = landing_odds(view) or (0.0,) * 48
            race.act("H", "play 1 2")  # Speed 3: H lands on 33, behind L whatever it does
            stop = race.car("L").space
            stop += 55 if stop < 30 else 0  # over the finish line of the lap (55 spaces)
            assert {s for s in range(48) if odds[s] == 1.0} == {stop - 30 - 1, stop - 30}, (number, pro)
            got[pro] = stop
        differ += got[2] != got[0]
    assert differ > 0
    assert hw.Race.new("usa", players=["A"], seed=1).view("A").pro_legends == 0
