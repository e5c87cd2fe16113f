import { test, before } from "node:test";
import assert from "node:assert/strict";
import { installDom, mount, usaTrack } from "./helpers.js";

before(() => {
  installDom();
});

// As heat_widget/widget/race_widget.py sends it: race.conditions.to_dict() under track.conditions.
const CONDITIONS = {
  weather: { id: "rain", name: "Rain", setup: "Shuffle 3 of your Heat cards from the Engine into your draw deck",
    sector: "Cooling bonus", sector_text: "+1 Cooldown in this sector during the React step" },
  tokens: [
    { corner: 1, token: "weather", name: "Weather", target: "sector", mandatory: false, text: "Rain: Cooling bonus" },
    { corner: 2, token: "overheat", name: "Overheat", target: "corner", mandatory: true, text: "pay 1 more Heat" },
    { corner: 3, token: "heat_control", name: "Heat control", target: "sector", mandatory: false, text: "free Boost" },
    { corner: 4, token: "limit-1", name: "Speed limit -1", target: "corner", mandatory: false, text: "1 lower" },
  ],
  corner_tokens: [null, "overheat", null, "limit-1"],
  sector_tokens: ["weather", null, "heat_control", null],
  limits: [7, 3, 3, 1],
};

test("weather: the billboard names the token, its tooltip gives both effects", async () => {
  const { el } = await mount({ track: { ...usaTrack(), conditions: CONDITIONS } });
  const bill = el.querySelector("svg.hw-board g.hw-weather");
  assert.equal(bill.dataset.weather, "rain");
  assert.equal(bill.querySelector(".hw-weather-name").textContent, "Rain");
  const tip = bill.querySelector("title").textContent;
  assert.match(tip, /Before the race: Shuffle 3 of your Heat/);
  assert.match(tip, /Weather sectors: Cooling bonus/);
});

test("weather: each road token at its corner or sector tent, with a tooltip", async () => {
  const { el } = await mount({ track: { ...usaTrack(), conditions: CONDITIONS } });
  const tokens = [...el.querySelectorAll("svg.hw-board g.hw-road-token")];
  assert.deepEqual(tokens.map((t) => [t.dataset.corner, t.dataset.where, t.dataset.token]),
    [["1", "sector", "weather"], ["2", "corner", "overheat"], ["3", "sector", "heat_control"], ["4", "corner", "limit-1"]]);
  assert.match(tokens[1].querySelector("title").textContent, /^Corner 2: Overheat/);
  assert.match(tokens[2].querySelector("title").textContent, /^Sector after corner 3: Heat control/);
  assert.ok(tokens[0].querySelector(".hw-weather-icon"), "a Weather token shows the weather's icon");
});

test("weather: the corner badge shows the road-modified limit", async () => {
  const { el } = await mount({ track: { ...usaTrack(), conditions: CONDITIONS } });
  const badges = [...el.querySelectorAll("svg.hw-board .hw-corner")];
  assert.deepEqual(badges.map((b) => b.querySelector("text").textContent), ["7", "3", "3", "1"]);
  assert.ok(badges[3].classList.contains("hw-corner-road"));
  assert.match(badges[3].querySelector("title").textContent, /speed limit 1 \(2 printed, road -1\)/);
});

test("weather: no conditions, no tokens", async () => {
  const { el } = await mount();
  assert.equal(el.querySelectorAll(".hw-weather, .hw-road-token").length, 0);
});
