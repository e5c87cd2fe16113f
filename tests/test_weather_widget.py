"""Issue 12, Widget: the tokens go to the front-end with the track (the board draws them; see
js/tests/weather.test.js and tests/browser/test_weather_browser.py)."""
import heat_widget as hw


def test_widget_sends_the_public_tokens_with_the_track():
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], seed=3, modules=["weather"], weather="snow",
                       road={1: "limit+1", 2: "weather", 3: "slipstream+1", 4: "overheat"})
    w = hw.RaceWidget(race)
    cond = w.track["conditions"]
    assert cond == race.conditions.to_dict()
    assert cond["weather"]["name"] == "Snow" and cond["limits"] == [8, 3, 3, 2]
    assert [t["token"] for t in cond["tokens"]] == ["limit+1", "weather", "slipstream+1", "overheat"]
    assert '"conditions"' in w.to_html()


def test_widget_without_the_module_has_no_tokens():
    w = hw.RaceWidget(hw.Race.new(track="usa", players=["Ana"], seed=1))
    assert "conditions" not in w.track
