"""One projection (issue 35 item 2): a seat's view of the live race (`race.view`, engine/live.py) and
its view of a snapshot of that moment (`Observer(seat).view`, engine/view.py `View.of`) are made by
the same car rules and get the modules' effects from the same place (view.py `module_effects`), so
they agree field by field, Speed Limits and the React step's Cooldown included: a Cooling bonus or
a No-cooling sector (advanced booklet, Weather & Road Conditions), a card's Adjust Speed Limit
(Garage Module), road tokens, the expansions' floods and tunnels, a Championship event."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import heat_widget as hw
from heat_widget.engine.view import Observer, View

NAMES = ["Ana", "Ben", "Cy", "Di"]
MIXES = {  # Race.new keywords with modules (the expansion boards add the hazards module by themselves)
    "garage_weather": {"modules": ["garage", "weather"], "upgrades": "advanced"},
    "weather": {"modules": ["weather"]},
    "garage_expansions": {"modules": ["garage"], "draft": True, "upgrades": "advanced",
                          "expansions": ["heavy_rain", "tunnel_vision"]},
    "championship": {"modules": ["championship"], "event": 10},
    "weather_expansion_board": {"modules": ["weather"]},
}
BOARDS = {"garage_expansions": ("japan", "mexico", "netherlands", "spain"),
          "weather_expansion_board": ("netherlands", "spain")}


def _seen(view: View) -> tuple:
    """Everything a View tells its seat: its fields, the Speed Limits ahead as its seat must respect
    them, and its table of cars (when it has one)."""
    fields = tuple(getattr(view, f) for f in View.FIELDS if f != "cars")
    return fields + (view.corners_ahead(3), view.cars if view._public is not None else None)


def _disagreements(race: hw.Race, rng: random.Random, limit: int, strip: bool = False) -> tuple[list[str], int, int]:
    """Play `race` (a recording race) at random; at every decision compare every seat's live view
    with its view of the timeline's last snapshot (`strip`: the snapshot without the modules'
    effects it keeps). (disagreements, views compared, views the modules' effects touch)."""
    wrong: list[str] = []
    compared = touched = 0
    for _ in range(limit):
        if race.finished:
            break
        d = rng.choice(race.pending)
        snap = race.timeline[-1].state
        if strip:
            snap = snap._replace(module_view=None)
        for seat in [c.name for c in race.cars if not c.legend]:
            live = race.view(seat)
            deciding = [p for p in race.pending if p.car == seat]
            decision = deciding[0] if deciding else None
            made = Observer(seat).view(snap, race.track, race.laps, decision, live.legal_actions if decision else ())
            if _seen(made) != _seen(live):
                wrong.append(f"decision {len(race.log)}, {seat}: snapshot {_seen(made)} / live {_seen(live)}")
            compared += 1
            if live.conditions is not None or live._limits is not None:
                touched += 1
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
    return wrong, compared, touched


@st.composite
def races(draw):
    mix = draw(st.sampled_from(sorted(MIXES)))
    track = draw(st.sampled_from(BOARDS.get(mix, ("usa", "france", "great_britain", "italy"))))
    players = draw(st.integers(1, len(NAMES)))
    keywords = dict(MIXES[mix])
    if "event" in keywords:
        keywords["event"] = draw(st.integers(1, 10))
    return dict(track=track, players=NAMES[:players], legends=draw(st.integers(0, 2)), laps=1,
                seed=draw(st.integers(0, 2**31 - 1)), **keywords), draw(st.integers(0, 2**31 - 1))


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(races())
def test_a_seats_live_view_and_its_view_of_a_snapshot_agree_with_modules(drawn):
    config, choices = drawn
    wrong, compared, _ = _disagreements(hw.Race.new(**config), random.Random(choices), 150)
    assert compared and not wrong, wrong[:3]


def test_the_modules_effects_reach_both_views_through_one_place():
    """The check bites: the modules change the views (a Weather race's tokens and limits), and a
    snapshot's view without the modules' effects the snapshot keeps disagrees with the live view."""
    race = hw.Race.new(track="italy", players=["Ana", "Ben"], legends=1, seed=5, modules=["weather"])
    wrong, compared, touched = _disagreements(race, random.Random(5), 60)
    assert not wrong and compared and touched == compared  # every view shows the weather's tokens
    race = hw.Race.new(track="italy", players=["Ana", "Ben"], legends=1, seed=5, modules=["weather"])
    assert _disagreements(race, random.Random(5), 5, strip=True)[0]
    plain = hw.Race.new(track="italy", players=["Ana", "Ben"], legends=1, seed=5)
    assert plain.timeline[-1].state.module_view is None and plain.view("Ana")._limits is None
