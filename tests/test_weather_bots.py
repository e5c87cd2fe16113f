"""Issue 12, Bots: the strategies take the tokens into account (the corner's modified limit and the
sector effects where the car stands) and simulate() accepts the module, fixed or random tokens."""
import pytest

import heat_widget as hw
from engine_helpers import car, plan, scenario
from heat_widget.bots import Cautious, Heuristic
from heat_widget.bots.outlook import corners_from, slipstream_spaces

ROAD = {1: "heat_control", 2: "limit-1", 3: "limit-1", 4: "weather"}


def test_bots_read_the_road_modified_corner_limits():
    """The heuristic reads the corner's modified limit: its corner table has the road tokens'."""
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=2, modules=["weather"], weather="sun", road=ROAD)
    view = race.view("Ana")
    assert [limit for _, limit in corners_from(view, view.me.distance)[:4]] == [7, 2, 2, 2]
    plain = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=2).view("Ana")
    assert [limit for _, limit in corners_from(plain, plain.me.distance)[:4]] == [7, 3, 3, 2]


def boost_spot(road):
    """Ana alone in front, 1 Heat in the Engine, just after corner 1 with nothing near."""
    race = scenario([car("Ana", 14, hand=["1", "H", "2", "2", "3", "3", "4"], deck=["2", "3"], engine=1),
                     car("Ben", 2)], modules=["weather"], weather="cloud", road=road)
    plan(race, "Ana", 1, "1")
    plan(race, "Ben", 1, "1")
    race.act("Ana", "cooldown 1")
    return race


def test_heuristic_boosts_where_heat_control_makes_it_free():
    """Sector effects: a Heuristic that values Heat highly does not pay 1 Heat to Boost, but takes a
    free one in a Heat-control sector."""
    stingy = Heuristic(risk=0.01)
    free = boost_spot(ROAD)
    assert str(stingy(free.view("Ana"), free.pending[0])) == "boost"
    paid = boost_spot({**ROAD, 1: "slipstream+1", 4: "heat_control"})
    assert str(stingy(paid.view("Ana"), paid.pending[0])) == "done"


def test_bots_know_the_slipstream_distance_of_a_bonus_sector():
    """Sector effects: `slipstream` goes 2 + the sector's bonus; bots measure it so."""
    race = scenario([car("Ben", 20, hand=["1", "1", "2", "2", "3", "3", "4"]),
                     car("Ana", 16, hand=["4", "1", "1", "2", "2", "3", "3"], deck=["4", "4"])],
                    modules=["weather"], weather="storm", road={1: "weather", 2: "limit+1", 3: "limit+1", 4: "weather"})
    plan(race, "Ben", 1, "1")
    plan(race, "Ana", 1, "4")
    for _ in range(3):
        if race.pending[0].car == "Ben":
            race.act("Ben", {"react": "done", "slipstream": "pass", "discard": "discard"}[race.pending[0].kind])
    race.act("Ana", "done")
    view = race.view("Ana")
    assert [slipstream_spaces(view, a) for a in view.legal_actions if a.kind == "slipstream"] == [4, 2]
    for bot in (Heuristic(), Cautious()):
        assert str(bot(view, race.pending[0])) == "slipstream"


@pytest.mark.parametrize("options", [{}, {"weather": "fog"}, {"weather": "rain", "road": ROAD}])
def test_simulate_accepts_the_weather_module(options):
    """simulate() accepts the module, with random or fixed tokens."""
    results = hw.simulate(track="usa", strategies=["heuristic", "cautious", "random"], n=3, seed=1, laps=1,
                          progress=False, modules=["weather"], **options)
    assert results.height == 9
    assert results["place"].is_not_null().all()


def test_bots_count_the_overheat_heat():
    """Corner effects: the heuristic's Heat estimate adds Overheat's 1 at that corner, and only
    over the limit."""
    from heat_widget.bots.outlook import heat_owed
    race = scenario([car("Ana", 28, gear=2), car("Ben", 2)], modules=["weather"], weather="cloud",
                    road={1: "limit+1", 2: "overheat", 3: "limit-1", 4: "limit-1"})
    corners = corners_from(race.view("Ana"), 28)
    assert heat_owed(6, 6, corners) == (4, 5)  # corner 2 (limit 3) 5 spaces ahead: 3 + 1
    assert heat_owed(3, 6, corners) == (0, 5)
    plain = scenario([car("Ana", 28, gear=2), car("Ben", 2)])
    assert heat_owed(6, 6, corners_from(plain.view("Ana"), 28)) == (3, 5)


def test_heat_sim_takes_the_weather(tmp_path, capsys):
    """The heat-sim command: --weather TOKEN or --weather random turns the module on."""
    from heat_widget.analysis.cli import main
    assert main(["--track", "italy", "-s", "heuristic", "random", "-n", "2", "--laps", "1", "-p", "1", "-q",
                 "--weather", "fog"]) == 0
    assert main(["--track", "italy", "-s", "heuristic", "-n", "1", "--laps", "1", "-p", "1", "-q",
                 "--weather", "hail"]) == 2
    assert "unknown weather 'hail'" in capsys.readouterr().err


def test_the_coach_counts_the_sector_bonus_and_a_free_boost():
    """The coach (bots/reasons.py) explains with the tokens: a Storm sector's slipstream is 4 free
    spaces; a Boost in a Heat-control sector costs no Heat."""
    from heat_widget.bots.reasons import explain
    race = scenario([car("Ben", 20, hand=["1", "1", "2", "2", "3", "3", "4"]),
                     car("Ana", 16, hand=["4", "1", "1", "2", "2", "3", "3"], deck=["4", "4"])],
                    modules=["weather"], weather="storm", road={1: "weather", 2: "limit+1", 3: "limit+1", 4: "weather"})
    plan(race, "Ben", 1, "1")
    plan(race, "Ana", 1, "4")
    for _ in range(3):
        if race.pending[0].car == "Ben":
            race.act("Ben", {"react": "done", "slipstream": "pass", "discard": "discard"}[race.pending[0].kind])
    race.act("Ana", "done")
    view = race.view("Ana")
    assert explain(Heuristic(), view, race.pending[0], view.legal_actions[0]).startswith("4 free spaces")
    free = boost_spot(ROAD)
    view = free.view("Ana")
    boost = next(a for a in view.legal_actions if a.kind == "boost")
    assert "no Heat (Heat control)" in explain(Heuristic(), view, free.pending[0], boost)
