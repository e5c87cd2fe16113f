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
    assert [v.params.step for v in views] == [17]
    # DESIGN, Works offline: a JupyterChart made before any plain chart was shown still carries
    # its own bundled vega-embed, never an import from a CDN
    assert all("esm.sh" not in v._esm and "https://" not in v._esm.split("\n", 3)[0] for v in views)
    assert alt.JupyterChart._is_offline
    with pytest.raises(ValueError, match="step="):
        charts.linked(widget, charts.lap_chart(race))


def test_linked_charts_are_one_widget_model_with_their_own_scales(race):
    """Issue 36 item 7: every JupyterChart is a widget model with its own 0.9 MB copy of Vega, and a
    page must start its models within anywidget's 2 s: linked charts are stacked in one. Each keeps
    its own scales and legends (the cars' colours are not the grades')."""
    widget = hw.RaceWidget(race)
    box = charts.linked(widget, charts.lap_chart(race, step=0), charts.heat_chart(race, step=0),
                        charts.gap_chart(race, step=0))
    (view,) = box.children
    spec = view.spec
    assert len(spec["vconcat"]) == 3 and [p["name"] for p in spec["params"]] == ["step"]
    assert spec["resolve"]["scale"]["color"] == "independent" == spec["resolve"]["legend"]["color"]
    with pytest.raises(ValueError, match="at least one chart, each made with step="):
        charts.linked(widget)


def test_offline_rendering_is_on():
    """DESIGN, Works offline: heat_widget's renderer (chart_render.py), drawn by the front end."""
    charts.enable_offline()
    assert alt.renderers.active == "heat_widget"


def _layers(spec) -> list:
    """Every single-view layer of a chart's spec (through layers, facets and concatenations)."""
    if "layer" in spec:
        return [x for layer in spec["layer"] for x in _layers(layer)]
    for key in ("spec", "hconcat", "vconcat", "concat"):
        if key in spec:
            inner = spec[key]
            return [x for part in (inner if isinstance(inner, list) else [inner]) for x in _layers(part)]
    return [spec]


def _filters(chart) -> list[str]:
    return [str(t.get("filter")) for layer in _layers(chart.to_dict()) for t in layer.get("transform", [])
            if "filter" in t]


def test_race_charts_draw_no_empty_layer(race):
    """Issue 22, item 9: a race without spin-outs draws no layer for them (an empty layer made Vega
    warn "Infinite extent" under gap_chart and speed_chart); a race with spin-outs and Boosts draws
    both."""
    table = charts._tables(race)
    assert not table["spun_out"].any() and table["boosted"].any()
    for make in (charts.gap_chart, charts.lap_chart, charts.speed_chart, charts.heat_chart):
        assert not [f for f in _filters(make(race)) if "spun_out" in f or "spin" in f], make
    assert any("boosted" in f for f in _filters(charts.gap_chart(race)))
    eventful = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=1, laps=1)
    hw.bots.run_race(eventful, {"Ana": hw.bots.aggressive, "Ben": hw.bots.random_legal})
    assert charts._tables(eventful)["spun_out"].any() and charts._tables(eventful)["boosted"].any()
    for make in (charts.gap_chart, charts.lap_chart):
        assert sum("spun_out" in f or "boosted" in f for f in _filters(make(eventful))) == 2, make
    assert any("spun_out" in f for f in _filters(charts.speed_chart(eventful)))
    assert any("boosted" in f for f in _filters(charts.speed_chart(race)))
    assert any("spin" in f for f in _filters(charts.heat_chart(eventful)))


def test_speed_chart_marks_a_boost_in_no_car_colour(race):
    """A boosted round gets a ▲ above its bar in a colour no car has (it was an outline in the blue
    car's near-twin #1e88e5, invisible on that car)."""
    spec = charts.speed_chart(race).to_dict()
    boost_layers = [layer for layer in _layers(spec)
                    if any("boosted" in str(t.get("filter")) for t in layer.get("transform", []))]
    assert boost_layers
    colours = {layer["mark"].get("color") for layer in boost_layers}
    assert colours == {charts.DARK_MARK}
    assert charts.DARK_MARK.lower() not in {c.lower() for c in charts.CAR_COLOURS.values()}
    assert "1e88e5" not in str(spec)


def test_win_rate_and_place_charts_side_by_side_fit_a_jupyterlab_output():
    """Issue 22, item 9: `win_rate_chart(summary) | place_chart(results)` (the notebooks' pair) is at
    most 848 px wide as Vega lays it out: JupyterLab's output area in a 1280 px window with the
    file browser open (measured in tests/browser/test_charts_browser.py); it was about 1,050."""
    import re

    import vl_convert as vlc
    results = hw.simulate(track="usa", strategies=["heuristic", "aggressive", "cautious", "random"], n=4, seed=1,
                          legends=2, progress=False)
    pair = charts.win_rate_chart(hw.analysis.summarise(results)) | charts.place_chart(results)
    width = float(re.search(r'width="([\d.]+)"', vlc.vegalite_to_svg(pair.to_dict())).group(1))
    assert width <= 848, width


def test_a_chart_of_cars_not_in_the_race_names_the_cars_and_cuts_a_long_name_short(race):
    """Before: speed_chart(race, cars="Zed") failed with Python's 'max() arg is an empty sequence',
    and heat_chart echoed a 1,000,000-character name whole."""
    with pytest.raises(hw.BadArgument, match="no car named Zed; cars are Ana, Ben"):
        charts.speed_chart(race, cars="Zed")
    with pytest.raises(hw.BadArgument, match=r"no player car named 'x+'\.\.\. \(1000000 characters\); cars") as err:
        charts.heat_chart(race, cars=["x" * 1_000_000])
    assert len(str(err.value)) < 300
    with pytest.raises(hw.BadArgument, match="no player car named 5"):
        charts.heat_chart(race, cars=[5])


@pytest.mark.parametrize("name", ["lap_chart", "gap_chart", "heat_chart", "speed_chart", "race_charts",
                                  "season_points_chart", "review_chart", "luck_chart", "league_chart",
                                  "win_rate_chart", "place_chart", "place_distribution_chart", "strength_chart",
                                  "upgrade_chart", "weather_chart"])
def test_a_chart_of_something_that_is_not_its_input_is_the_projects_error(name):
    """Before: Python's TypeError or ValueError (season_points_chart(None): an AttributeError)."""
    with pytest.raises(hw.BadArgument):
        getattr(charts, name)(None)
