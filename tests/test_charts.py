"""hw.charts: Altair charts of a race and of batches; the "current step" marker; linking to a widget."""
from __future__ import annotations

import altair as alt
import polars as pl
import pytest

import heat_widget as hw
from heat_widget import charts


@pytest.fixture(scope="module")
def race():
    r = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=1, seed=3, laps=1)
    hw.bots.run_race(r, {"Ana": hw.bots.heuristic, "Ben": hw.bots.cautious})
    return r


def _params(chart) -> list:
    return [p["name"] for p in chart.to_dict().get("params", [])]


@pytest.mark.parametrize("make", [charts.lap_chart, charts.gap_chart, charts.heat_chart, charts.speed_chart,
                                  charts.race_charts])
def test_race_charts_build_valid_specs(race, make):
    chart = make(race)
    assert isinstance(chart, alt.TopLevelMixin)
    spec = chart.to_dict()  # validates against the Vega-Lite schema
    assert "step" not in _params(chart)
    assert spec["$schema"].startswith("https://vega.github.io/schema/vega-lite/")
    marked = make(race, step=5)
    assert _params(marked) == ["step"]
    assert "datum.step === step" in str(marked.to_dict())


def test_lap_chart_data_is_the_rounds_table(race):
    chart = charts.lap_chart(race)
    data = chart.data if isinstance(chart.data, pl.DataFrame) else chart.layer[0].data
    assert isinstance(data, pl.DataFrame)
    assert set(data["car"]) == {c.name for c in race.cars}
    assert data["place"].min() == 1


def test_colours_follow_the_cars(race):
    scale = charts.lap_chart(race).to_dict()["layer"][0]["encoding"]["color"]["scale"]
    assert scale["domain"] == [c.name for c in race.cars]
    assert scale["range"][0] == charts.CAR_COLOURS[race.cars[0].colour]


def test_heat_chart_of_some_cars(race):
    chart = charts.heat_chart(race, cars="Ana")
    assert chart.data["car"].unique().to_list() == ["Ana"]
    with pytest.raises(ValueError, match="no player car named Zed"):
        charts.heat_chart(race, cars=["Zed"])


def test_batch_charts():
    results = hw.simulate(track="usa", strategies=["heuristic", "random"], n=2, seed=1, laps=1, progress=False)
    summary = hw.analysis.summarise(results)
    for chart in (charts.win_rate_chart(summary), charts.place_chart(results),
                  charts.place_distribution_chart(results)):
        chart.to_dict()
    with pytest.raises(ValueError, match="win_rate_chart needs the columns"):
        charts.win_rate_chart(results)


def test_bad_input(race):
    with pytest.raises(TypeError, match="needs a heat_widget Race"):
        charts.lap_chart(race.table("rounds"))


def test_charts_follow_the_widget_step(race):
    widget = hw.RaceWidget(race)
    box = charts.linked(widget, charts.lap_chart(race, step=0), charts.heat_chart(race, step=0))
    views = box.children
    assert all(isinstance(v, alt.JupyterChart) for v in views)
    widget.step = 17
    assert [v.params.step for v in views] == [17, 17]
    # DESIGN, Works offline: a JupyterChart made before any plain chart was shown still carries
    # its own bundled vega-embed, never an import from a CDN
    assert all("esm.sh" not in v._esm and "https://" not in v._esm.split("\n", 3)[0] for v in views)
    assert alt.JupyterChart._is_offline
    with pytest.raises(ValueError, match="step="):
        charts.linked(widget, charts.lap_chart(race))


def test_offline_rendering_is_on():
    charts.enable_offline()
    assert alt.renderers.active == "jupyter"
