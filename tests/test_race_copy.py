"""race.copy() (engine/copying.py, issue 24 item 1): the present of a race without its history.

A copy taken at a random decision and the race it was taken from, driven by the same decisions,
tell the same events and reach the same states, logs and standings; changing the copy never
changes the original; a copy refuses what needs a history (timeline, replay, saving)."""
from __future__ import annotations

import random

import pytest

import heat_widget as hw
from heat_widget.engine.errors import ScenarioError

MODES = {  # name -> (track, players, legends, modules, options)
    "base": ("usa", ("Ana", "Ben", "Cleo"), 0, (), {}),
    "legends": ("italy", ("Ana", "Ben"), 2, (), {}),
    "tournament": ("france", ("Ana", "Ben", "Cleo"), 1, (), {"tournament": True}),
    "garage_draft": ("great_britain", ("Ana", "Ben", "Cleo"), 1, ("garage",), {"draft": True, "upgrades": "mixed"}),
    "weather": ("italy", ("Ana", "Ben", "Cleo"), 1, ("weather",), {}),
    "garage_weather": ("usa", ("Ana", "Ben", "Cleo", "Dia"), 1, ("garage", "weather"), {"upgrades": "advanced"}),
}


def new_race(mode: str, seed: int, record: bool = True):
    """A new race of a mode, or (mode "championship") the first race of a season, built and ready."""
    if mode == "championship":
        season = hw.Championship.new(season=1963, players=["Ana", "Ben", "Cleo"], legends=1, seed=seed)
        rng = random.Random(seed)
        while season.phase != "race":  # the build step, decided at random
            d = season.pending[0]
            season.act(d.car, rng.choice(season.legal_actions(d.car)))
        return season.current_race
    track, players, legends, modules, options = MODES[mode]
    return hw.Race.new(track=track, players=list(players), legends=legends, seed=seed, modules=list(modules),
                       record=record, **options)


def random_step(race, rng: random.Random) -> None:
    """One decision, chosen at random among the legal actions sorted by text."""
    d = race.pending[0]
    race.act(d.car, rng.choice(sorted(race.legal_actions(d.car), key=str)))


def midway(mode: str, seed: int, rng: random.Random, least: int = 0, most: int = 400):
    """A race of `mode` after a random number of random decisions (or finished before)."""
    race = new_race(mode, seed)
    for _ in range(rng.randrange(least, most)):
        if race.finished:
            break
        random_step(race, rng)
    return race


def facts(race) -> tuple:
    """What a race is now, as its snapshot and pending decisions show it (every car, every pile)."""
    snap = race._snapshot()
    return snap, tuple((d.car, d.kind) for d in race.pending), race.standings, race.seed


def heard(race) -> list:
    told: list = []
    race.on_event(lambda kind, car, fields: told.append((kind, car, repr(sorted(fields.items(), key=str)))))
    return told


@pytest.mark.parametrize("mode", [*MODES, "championship"])
def test_copy_plays_on_exactly_as_the_original(mode):
    for seed in range(3):
        race = midway(mode, seed, random.Random(f"copy {mode} {seed}"))
        copy = race.copy()
        assert not copy.recording and copy.log == []
        assert facts(copy) == facts(race)
        told_original, told_copy = heard(race), heard(copy)
        start = len(race.log)
        drive_a, drive_b = random.Random(seed), random.Random(seed)
        while not race.finished:
            random_step(race, drive_a)
            random_step(copy, drive_b)
            assert facts(copy) == facts(race)
        assert copy.finished
        assert copy.log == race.log[start:]
        assert copy.standings == race.standings
        assert told_copy == told_original and told_original


@pytest.mark.parametrize("mode", ["legends", "garage_draft", "garage_weather", "championship"])
def test_changing_a_copy_never_changes_the_original(mode):
    for seed in range(3):
        race = new_race(mode, seed, record=mode == "championship")
        rng = random.Random(f"mutate {mode} {seed}")
        for _ in range(rng.randrange(0, 200)):
            random_step(race, rng)
        before = facts(race)
        log = race.log
        modules = [repr(vars(m)) for m in race._modules]
        copy = race.copy()
        while not copy.finished:  # play the copy to its end
            random_step(copy, rng)
        for car in copy._cars:  # and change its piles, modules and Legends deck by hand
            car.hand = car.hand + ("S",)
        for m in copy._modules:
            for value in vars(m).values():
                if isinstance(value, list):
                    value.append("x")
        copy._legends_deck.append(99)
        assert facts(race) == before and race.log == log
        assert [repr(vars(m)) for m in race._modules] == modules


def test_a_copy_has_no_history_to_replay_or_save():
    race = new_race("legends", 3)
    rng = random.Random(3)
    for _ in range(30):
        random_step(race, rng)
    copy = race.copy()
    for ask in (lambda: copy.timeline, lambda: copy.events, lambda: copy.replay(), lambda: copy.fork(0),
                lambda: copy.to_json()):
        with pytest.raises(ScenarioError, match="keeps only its present"):
            ask()
    assert facts(copy) == facts(race)  # refusing changed nothing
    assert race.copy().copy()._snapshot() == race._snapshot()
