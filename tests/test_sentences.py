"""Event sentences read right for any player name (a class often has a "You"), and never nest
parentheses (issue 14: "You's hand", "You shifts", "moves 9 spaces (B (to the diamond space))")."""
from __future__ import annotations

import random
import re

import pytest

import heat_widget as hw
from heat_widget.engine.events import Event
from heat_widget.engine.grammar import second_person


def played(names, seed):
    race = hw.Race.new(track="usa", players=list(names), legends=2, seed=seed)
    rng = random.Random(seed)
    while not race.finished:
        d = race.pending[0]
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
    return race


def depth(text: str) -> int:
    d = most = 0
    for ch in text:
        d += ch == "("
        d -= ch == ")"
        most = max(most, d)
    return most


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_player_called_you_gets_verbs_that_agree(seed):
    race = played(["You", "Ben"], seed)
    texts = [e.text for e in race.events if e.car == "You"]
    assert texts
    for t in texts:
        assert not re.search(r"\b[Yy]ou('s|\s(is|has|was|gets|moves|pays|shifts|stays|finishes)\b)", t), t
        assert not re.search(r"\b[Yy]ou [a-z]+[^s\W]s\b", t), t
    ben = [e.text for e in race.events if e.car == "Ben"]
    assert any(re.match(r"Ben \w+s\b", t) for t in ben), "other names keep their own verbs"


def test_second_person_sentences():
    assert Event("gear", 1, "You", {"old": 1, "gear": 2, "heat": 0}).text == "You shift up to 2nd gear"
    assert Event("corner", 1, "You", {"corner": 1, "speed": 11, "limit": 7, "heat": 4}).text == \
        "You pay 4 Heat at corner 1: Speed 11, limit 7"
    assert Event("adrenaline", 1, "You", {"among": 1}).text.startswith("You move last and get Adrenaline")
    assert Event("cluttered", 1, "You", {"cards": ["H"]}).text.startswith("Your hand is cluttered")
    assert Event("blocked", 1, "You", {"wanted": 12, "space": 11, "moved": 3}).text == \
        "space 12 is full: you stop on space 11"
    assert Event("finish", 1, "You", {"place": 1}).text == "You finish 1st"
    assert second_person(lambda n, f: f"{n} has {f} cards and its Engine", "You", 3) == "You have 3 cards and its Engine"


@pytest.mark.parametrize("seed", [1, 4])
def test_no_sentence_nests_parentheses(seed):
    race = played(["Ana", "Ben"], seed)
    assert any(e.kind == "legend_move" for e in race.events)
    for e in race.events:
        assert depth(e.text) <= 1, e.text


def test_a_car_called_you_named_in_a_sentence_about_another_subject_agrees_too():
    """The winner and the first to pick in a draft are named in a field, not as the event's car."""
    assert Event("race_over", 9, None, {"winner": "You"}).text == "The race is over: You win"
    assert Event("race_over", 9, None, {"winner": "Ana"}).text == "The race is over: Ana wins"
    race = hw.Race.new(track="usa", players=["You", "Ben"], modules=["garage"], seed=1)
    hw.bots.play_bots(race, {"You": hw.bots.heuristic, "Ben": hw.bots.heuristic})
    named = [e.text for e in race.events if "You" in e.text]
    assert any("You pick first" in t for t in named)
    for t in named:
        assert not re.search(r"\b[Yy]ou (picks|wins|is|has)\b", t), t
