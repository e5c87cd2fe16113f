"""hw.determinize(race, car, seed) (engine/determinize.py, issue 24 item 1): a race consistent with
what one seat may know, everything else drawn at random (OpenSpiel's resample_from_infostate).

(a) the sampler never reads hidden state: races that give the seat the same View and public facts,
    whatever lies hidden behind them, give the same sample for the same seed;
(b) every sample is a legal whole race that agrees with the seat's View and plays to its end;
(c) over many samples, a card's place matches its probability."""
from __future__ import annotations

import math
import random
from collections import Counter

import pytest

import heat_widget as hw
from heat_widget.engine.determinize import SPONSOR, _is_sponsor, seat_facts
from test_race_copy import MODES, facts, new_race, random_step


def at_random_decision(mode: str, seed: int):
    race = new_race(mode, seed, record=False) if mode != "championship" else new_race(mode, seed)
    rng = random.Random(f"determinize {mode} {seed}")
    for _ in range(rng.randrange(0, 300)):
        if race.finished:
            break
        random_step(race, rng)
    return race


def twin(race, seat: str, seed: int):
    """A copy of `race` with everything `seat` cannot know put elsewhere: the other cars' hidden
    cards dealt again between hand, deck and discard (counts and tops kept), its own deck and
    discard under the top mixed, the Legends deck, the upgrade deck and the seed changed."""
    rng = random.Random(seed)
    other = race.copy()
    for c in other._cars:
        if c.legend:
            continue
        under = list(c.discard[:-1])
        top = c.discard[-1:]
        hidden = list(c.deck) + under + ([] if c.name == seat else list(c.hand))
        rng.shuffle(hidden)
        if c.name != seat:
            c.hand, hidden = tuple(hidden[:len(c.hand)]), hidden[len(c.hand):]
        c.deck, c.discard = tuple(hidden[:len(c.deck)]), tuple(hidden[len(c.deck):]) + tuple(top)
    rng.shuffle(other._legends_deck)
    for m in other._modules:
        if m.name == "garage":
            rng.shuffle(m.pile)
    other.seed = race.seed + 1
    other._caches.present_replaced(other._cars)  # the piles above were replaced
    return other


@pytest.mark.parametrize("mode", [*MODES, "championship"])
def test_the_sample_is_a_function_of_the_seats_knowledge_only(mode):
    for seed in range(4):
        race = at_random_decision(mode, seed)
        if race.finished:
            continue
        for seat in [c.name for c in race._cars if not c.legend][:2]:
            other = twin(race, seat, seed)
            assert other.view(seat) == race.view(seat)
            assert seat_facts(other, seat) == seat_facts(race, seat)
            assert facts(hw.determinize(other, seat, 11)) == facts(hw.determinize(race, seat, 11))
            assert facts(hw.determinize(race, seat, 11)) != facts(hw.determinize(race, seat, 12)) or race._phase != "plan"


def test_the_same_public_situation_built_twice_with_other_hidden_cards_gives_the_same_sample():
    """Race.scenario: Ben's hand and deck, Ana's deck order and the Legends deck differ; Ana's View does not."""
    def build(ben_hand, ben_deck, ana_deck, legends_deck):
        cars = [
            {"name": "Ana", "space": 10, "spot": 1, "lap": 1, "gear": 2, "hand": ["1", "2", "3", "3", "4", "H", "S"],
             "deck": ana_deck, "discard": ["2", "1"], "engine": 5},
            {"name": "Ben", "space": 8, "spot": 2, "lap": 1, "gear": 3, "hand": ben_hand, "deck": ben_deck,
             "discard": ["4"], "engine": 5},
            {"name": "Black Legend", "legend": True, "colour": "black", "space": 12, "spot": 1, "lap": 1},
        ]
        return hw.Race.scenario(track="usa", cars=cars, seed=4, round=3, legends_deck=legends_deck)

    one = build(["1", "1", "2", "2", "3", "3", "4"], ["4", "H", "S", "S", "0", "5", "H", "1", "2", "3", "S"],
                ["4", "0", "5", "S", "H", "1", "2", "3", "4", "S"], [1, 2, 3, 4, 5])
    two = build(["H", "S", "2", "0", "3", "5", "4"], ["4", "1", "S", "1", "2", "3", "H", "1", "2", "3", "S"],
                ["H", "S", "5", "0", "4", "4", "3", "2", "1", "S"], [5, 3, 1, 2, 4])
    assert one.view("Ana") == two.view("Ana")
    for seed in range(5):
        assert facts(hw.determinize(one, "Ana", seed)) == facts(hw.determinize(two, "Ana", seed))
    assert one.view("Ben") != two.view("Ben")  # Ben's own hand differs: his samples may differ


def owned(car, sponsors_hidden: bool) -> Counter:
    cards = Counter([*car.hand, *(car.planned or ()), *car.deck, *car.discard, *car.play])
    if sponsors_hidden:
        hidden = [*car.hand, *(car.planned or ()), *car.deck, *car.discard[:-1]]
        for x in hidden:
            if _is_sponsor(x):
                cards[x] -= 1
                cards[SPONSOR] += 1
    return +cards


@pytest.mark.parametrize("mode", [*MODES, "championship"])
def test_every_sample_is_a_legal_race_that_agrees_with_the_view(mode):
    for seed in range(4):
        race = at_random_decision(mode, seed)
        if race.finished:
            continue
        seat = race.pending[0].car
        view = race.view(seat)
        sample = hw.determinize(race, seat, seed)
        assert sample.view(seat).me == view.me
        for a, b in zip(race._cars, sample._cars):
            assert (a.name, a.space, a.spot, a.lap, a.gear, a.engine, len(a.deck), len(a.discard), a.play,
                    a.discard[-1:]) == (b.name, b.space, b.spot, b.lap, b.gear, b.engine, len(b.deck),
                                        len(b.discard), b.play, b.discard[-1:])
            assert owned(a, a.name != seat) == owned(b, a.name != seat)  # every card in exactly one place
            assert len(a.hand) + len(a.planned or ()) == len(b.hand) + len(b.planned or ())
        assert sorted(sample._legends_deck) == sorted(race._legends_deck)
        rng = random.Random(seed)
        while not sample.finished:  # a whole race: it plays to its end
            random_step(sample, rng)


def within(hits: int, n: int, p: float) -> bool:
    """hits out of n agree with probability p (4.5 standard deviations: one false alarm in ~150,000)."""
    return abs(hits - n * p) <= 4.5 * math.sqrt(n * p * (1 - p)) + 1


def test_a_cards_place_in_the_samples_matches_its_probability():
    race = at_random_decision("legends", 7)
    while race.pending[0].kind != "gear":
        random_step(race, random.Random(1))
    me, ben = race._car("Ana"), race._car("Ben")
    own_unknown = Counter([*me.deck, *me.discard[:-1]])  # what Ana cannot tell apart
    ben_unknown = Counter([*ben.hand, *ben.deck, *ben.discard[:-1]])
    n = 600
    tops: Counter = Counter()
    in_hand: Counter = Counter()
    legends_top: Counter = Counter()
    for seed in range(n):
        sample = hw.determinize(race, "Ana", seed)
        tops[sample._car("Ana").deck[0]] += 1
        in_hand.update(sample._car("Ben").hand)
        legends_top[sample._legends_deck[-1]] += 1
    size = sum(own_unknown.values())
    for card, count in own_unknown.items():
        assert within(tops[card], n, count / size), (card, tops[card], count, size)
    hand_size, total = len(ben.hand), sum(ben_unknown.values())
    for card, count in ben_unknown.items():  # the expected copies of a card in Ben's hand: hypergeometric mean
        mean = n * hand_size * count / total
        assert abs(in_hand[card] - mean) <= 4.5 * math.sqrt(mean) + 2, (card, in_hand[card], mean)
    left = Counter(race._legends_deck)
    for card, count in left.items():
        assert within(legends_top[card], n, count / len(race._legends_deck))


def test_how_many_cards_another_car_holds_face_down_in_tournament_mode_is_drawn_too():
    """Tournament mode: the number of cards a car plays is its gear, secret until its Reveal
    (view.py count_secret): a race where Ben holds one card more face down gives Ana the same
    View and the same samples."""
    found = 0
    for seed in range(40):
        race = new_race("tournament", seed, record=False)
        rng = random.Random(seed)
        while not race.finished and found < 3:
            random_step(race, rng)
            ben = race._car("Ben")
            if race.phase != "turn" or ben.planned is None or ben.planned_gear is not None or "H" in ben.hand:
                continue
            if len(ben.planned) >= 4 or not ben.hand or race._active == "Ana":
                continue
            other = race.copy()
            b = other._car("Ben")
            b.planned, b.hand = b.planned + b.hand[:1], b.hand[1:]
            other._caches.present_replaced(other._cars)
            assert other.view("Ana") == race.view("Ana")
            for s in range(3):
                assert facts(hw.determinize(other, "Ana", s)) == facts(hw.determinize(race, "Ana", s))
            found += 1
            break
        if found >= 3:
            break
    assert found >= 3


def test_a_seat_offered_a_super_cool_looks_through_its_discard_pile_and_the_sample_keeps_it():
    """Super cool (Heavy Rain; expansions spec 5.1, "look through your discard and move up to N Heat
    cards from it to your Engine"): its offers go up to the Heat cards in the pile, so the seat knows
    them, and every sample keeps the pile's cards (every offer stays legal in it: a sample that drew
    the Heat card into the deck refused `supercool 2`, and the coach with it)."""
    race = hw.Race.scenario(track="usa", seed=1, modules=["garage"], expansions=["heavy_rain"], cars=[
        {"name": "Ana", "space": 40, "lap": 1, "gear": 2, "hand": "1 1 2 2 3 3 4".split(), "deck": ["..."]},
        {"name": "Ben", "space": 20, "lap": 1, "gear": 2, "hand": "u51 3 2 2 1 4 4".split(), "deck": ["..."],
         "discard": "H 1 H 3".split(), "engine": 3}])
    for name, action in (("Ana", "gear 2"), ("Ana", "play 1 1"), ("Ben", "gear 2"), ("Ben", "play u51 3")):
        race.act(name, action)
    while race.pending and race.pending[0].car != "Ben":
        race.act(race.pending[0].car, hw.bots.heuristic(race.view(race.pending[0].car, False), race.pending[0]))
    assert race.pending[0].kind == "react"
    _every_sample_keeps_the_discard_pile(race, "Ben", "supercool")


def test_a_seat_offered_a_salvage_looks_through_its_discard_pile_and_the_sample_keeps_it():
    """Salvage: "you may look through your discard pile and choose up to # cards to shuffle into your
    draw deck" (advanced booklet, Salvage; rules summary 000): while it is offered, the seat knows
    every card of its own pile (the offers name them), so every sample keeps them there (and every
    offer stays legal in it); only the deck's order is drawn."""
    race = hw.Race.scenario(track="japan", seed=1, modules=["garage"], expansions=["heavy_rain"], cars=[
        {"name": "Ana", "space": 30, "lap": 1, "gear": 2, "hand": "1 1 2 2 3 3 4".split(), "deck": ["..."]},
        {"name": "Cy", "space": 42, "lap": 1, "gear": 3, "hand": "u49 2 2 1 H H 3".split(), "deck": ["..."],
         "discard": "1 3 4 S 2".split(), "engine": 3}])
    for name, action in (("Ana", "gear 2"), ("Ana", "play 1 1"), ("Cy", "gear 2"), ("Cy", "play u49 2")):
        race.act(name, action)
    assert [d.car for d in race.pending] == ["Cy"] and race.pending[0].kind == "react"
    _every_sample_keeps_the_discard_pile(race, "Cy", "salvage")


def _every_sample_keeps_the_discard_pile(race, car: str, offered: str) -> None:
    """`car` is offered `offered` (a look through its discard pile): in every sample its pile holds the
    same cards under the same top, its deck the same cards, and every offer stays legal."""
    legal = race.legal_actions(car)
    assert any(a.kind == offered for a in legal)
    me = race.car(car)
    for seed in range(8):
        sample = hw.determinize(race, car, seed)
        mine = sample.car(car)
        assert sorted(mine.discard) == sorted(me.discard) and mine.discard[-1] == me.discard[-1]
        assert sorted(mine.deck) == sorted(me.deck)
        assert sample.legal_actions(car) == legal
