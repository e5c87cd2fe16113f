"""How hw.charts shows a chart in a notebook (issue 36 item 7; heat_widget/chart_render.py).

"[anywidget] Failed to initialize model." came as a page error where a notebook showed several
charts: Altair's offline "jupyter" renderer made each chart an anywidget carrying its own 904,589
bytes of Vega, parsed by the page once per chart, and a busy page kept models past the 2 s anywidget
0.11 gives them. A chart is now an output the notebook's front end draws with its own Vega-Lite 5:
no widget at all, so no model to time out, no JavaScript from the kernel and no CDN."""
from __future__ import annotations

import ipywidgets.comm
import pytest
import vl_convert

import heat_widget as hw
from heat_widget import chart_render, charts

#: the oldest Vega-Lite 5 vl-convert knows (JupyterLab 4.6 draws with a 5.x)
OLDEST_V5 = "5.8"


@pytest.fixture(scope="module")
def race():
    r = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=3, laps=1)
    hw.bots.run_race(r, {"Ana": hw.bots.heuristic, "Ben": hw.bots.cautious})
    return r


@pytest.fixture
def opened(monkeypatch):
    """Every widget comm a chart opens towards the page."""
    made: list[dict] = []
    create = ipywidgets.comm.create_comm

    def record(*args, **kwargs):
        made.append(kwargs)
        return create(*args, **kwargs)

    monkeypatch.setattr(ipywidgets.comm, "create_comm", record)
    return made


def test_a_chart_is_an_output_the_notebook_draws_itself_with_no_widget(race, opened):
    charts.enable_offline()
    for make in (charts.lap_chart, charts.gap_chart, charts.heat_chart, charts.speed_chart, charts.race_charts):
        chart = make(race)
        bundle = chart._repr_mimebundle_()
        if isinstance(bundle, tuple):
            bundle = bundle[0]
        assert set(bundle) == {chart_render.MIMETYPE, "text/plain"}
        assert bundle[chart_render.MIMETYPE] == {**chart.to_dict(), "$schema": chart_render.SCHEMA}
        assert "<script" not in str(bundle) and "cdn" not in str(bundle).lower()
    assert opened == []  # the old renderer opened one anywidget (and 904,589 bytes of Vega) a chart


def _charts(race):
    results = hw.simulate(track="usa", strategies=["heuristic", "random"], n=4, seed=1, laps=1, progress=False)
    summary = hw.analysis.summarise(results)
    yield from (charts.lap_chart(race, step=5), charts.gap_chart(race), charts.heat_chart(race, step=3),
                charts.speed_chart(race), charts.race_charts(race, step=4))
    yield from (charts.win_rate_chart(summary), charts.place_chart(results), charts.place_distribution_chart(results))
    table = hw.analysis.review(race, "Ana", samples=2, width=2, most=2, workers=1, progress=False)
    yield charts.review_chart(table, step=6)
    yield charts.luck_chart(hw.analysis.skill_and_luck(race, table))


def test_every_chart_compiles_in_the_vega_lite_5_the_notebook_draws_with(race):
    """The v5 label is honest: each chart's spec compiles with Vega-Lite 5 (vl-convert's own copy),
    which raises on anything v5 cannot read."""
    done = 0
    for chart in _charts(race):
        vega = vl_convert.vegalite_to_vega(chart_render.as_v5(chart.to_dict()), vl_version=OLDEST_V5)
        assert vega["marks"] or vega.get("signals")
        done += 1
    assert done == 10


def _analysis_charts():
    """The charts of hw.analysis's other tables, on the data their own tests draw them from."""
    from test_championship_analysis import played
    from test_league import evening
    from test_tournament import RULERS
    yield charts.season_points_chart(played())
    garage = hw.simulate(track="italy", strategies=["heuristic", "cautious"], n=4, seed=3, laps=1,
                         modules=["garage"], upgrades="mixed", progress=False)
    yield charts.upgrade_chart(garage)
    weather = hw.simulate(track="usa", strategies=["heuristic", "cautious"], n=4, seed=4, laps=1,
                          modules=["weather"], progress=False)
    yield charts.weather_chart(weather)
    cells = hw.analysis.tournament_cells(hw.analysis.tournament(RULERS, tracks=["usa"], cars=(2,), races=2,
                                                                seed=3, progress=False))
    yield charts.strength_chart(cells)
    bots = {"Ana": hw.bots.heuristic, "Ben": hw.bots.strategy("random")}
    yield charts.league_chart(hw.analysis.league({"week 1": evening([1], bots), "week 2": evening([2], bots)}))


def test_the_analysis_charts_compile_in_vega_lite_5_too():
    """The same for the season, upgrade, weather, strength and league charts."""
    done = 0
    for chart in _analysis_charts():
        vega = vl_convert.vegalite_to_vega(chart_render.as_v5(chart.to_dict()), vl_version=OLDEST_V5)
        assert vega["marks"] or vega.get("signals")
        done += 1
    assert done == 5


def test_the_vega_lite_5_check_refuses_what_v5_cannot_read():
    """The check above bites: a spec Vega-Lite 5 cannot compile is refused."""
    with pytest.raises(ValueError):
        vl_convert.vegalite_to_vega({"mark": "no-such-mark", "data": {"values": []}}, vl_version=OLDEST_V5)
