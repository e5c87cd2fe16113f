// The expansion boards' hazards on the board (js/src/hazards.js; issue 25, the widget): floods,
// tunnels, chicanes and press numbers drawn from the board files as heat_widget/widget/board.py
// sends them (the same fields), with tooltips and a key; a base board draws none of them.
// Reference: shared/reference/expansions_as_implemented_by_bga.md, sections 1.2, 2-4 and 9.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { installDom, mount } from "./helpers.js";
import { spaceRuns } from "../src/hazards.js";
import { actionLabel } from "../src/words.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const board = (id) => JSON.parse(readFileSync(path.join(here, "..", "..", "heat_widget", "data", "tracks", `${id}.json`), "utf8"));

before(() => {
  installDom();
});

const runsOf = (el, kind) => [...el.querySelectorAll(`svg.hw-board g.hw-hazard.hw-${kind}`)].map((g) => [+g.dataset.from, +g.dataset.to]);

test("hazards: runs of consecutive spaces", () => {
  assert.deepEqual(spaceRuns([8, 6, 7, 39, 40, 45]), [[6, 8], [39, 40], [45, 45]]);
  assert.deepEqual(spaceRuns(undefined), []);
});

test("hazards: Japan's floods, one run each, every flooded space covered, with a tooltip (spec 2, 9)", async () => {
  const { el } = await mount({ track: board("japan") });
  assert.deepEqual(runsOf(el, "flooded"), [[6, 11], [39, 45], [50, 55]]);
  const spaces = [...el.querySelectorAll("svg.hw-board .hw-flooded-space")].map((p) => +p.dataset.space);
  assert.equal(spaces.length, 19);
  const tip = el.querySelector("g.hw-flooded title").textContent;
  assert.equal(tip, "Flooded spaces 6\u201311: a car that starts the round here pays 1 more Heat to shift down");
  assert.equal(runsOf(el, "tunnel").length, 0);
  const key = el.querySelector(".hw-hazard-key").textContent;
  assert.match(key, /flooded space/);
  assert.match(key, /chicane/);
  assert.doesNotMatch(key, /tunnel/);
});

test("hazards: Spain's tunnels with their walls and a tooltip (spec 4, 9)", async () => {
  const { el } = await mount({ track: board("spain") });
  assert.deepEqual(runsOf(el, "tunnel"), [[17, 24], [38, 42], [46, 49], [62, 71], [80, 88]]);
  assert.equal(el.querySelectorAll("svg.hw-board .hw-tunnel-space").length, 36);
  assert.equal(el.querySelectorAll("svg.hw-board .hw-tunnel-wall").length, 10, "two walls a tunnel");
  assert.match(el.querySelector("g.hw-tunnel title").textContent, /^Tunnel, spaces 17\u201324: while your car is here, no card may be discarded/);
  assert.match(el.querySelector(".hw-hazard-key").textContent, /tunnel: no discarding/);
});

test("hazards: each chicane keeps both lines' limits and gets kerbs between them (spec 3, 9)", async () => {
  for (const [id, pairs] of [["japan", [[10, 12]]], ["mexico", [[14, 19], [50, 51]]], ["netherlands", [[9, 13]]], ["spain", [[29, 32], [95, 98]]]]) {
    const { el } = await mount({ track: board(id) });
    const chicanes = [...el.querySelectorAll("svg.hw-board g.hw-chicane")];
    assert.deepEqual(chicanes.map((c) => [+c.dataset.first, +c.dataset.second]), pairs, id);
    for (const c of chicanes) {
      assert.equal(c.querySelectorAll(".hw-chicane-kerb").length, 2, `${id}: kerbs on both edges`);
      assert.match(c.querySelector("title").textContent, /Each line is a corner of its own and charges its own Heat/);
    }
    const lines = [...el.querySelectorAll("svg.hw-board .hw-corner")].map((b) => +b.dataset.after);
    for (const [a, b] of pairs) assert.ok(lines.includes(a) && lines.includes(b), `${id}: a limit badge at both lines`);
  }
});

test("hazards: press corner numbers where not every line is one (spec 1.2, 3)", async () => {
  const { el } = await mount({ track: board("spain") });
  const tags = [...el.querySelectorAll("svg.hw-board g.hw-press-number")];
  assert.deepEqual(tags.map((g) => [+g.dataset.after, g.querySelector("text").textContent]),
    [[15, "1"], [32, "2"], [65, "3"], [85, "4"], [98, "5"]]);
  assert.match(tags[1].querySelector("title").textContent, /^Press corner 2 \(after space 32\)/);
});

test("hazards: a base board draws none, and no key", async () => {
  const { el } = await mount();
  assert.equal(el.querySelectorAll(".hw-hazard, .hw-chicane, .hw-press-number").length, 0);
  assert.equal(el.querySelector(".hw-hazard-key"), null);
});

test("hazards: the tooltips and the key in Portuguese", async () => {
  const fixture = process.env.HW_FIXTURE ? JSON.parse(readFileSync(process.env.HW_FIXTURE, "utf8")) : null;
  if (!fixture) return; // run by tests/test_frontend_js.py, which sends the catalogue
  const { el } = await mount({ track: board("japan"), messages: fixture.messages.pt, language: "pt" });
  const tip = el.querySelector("g.hw-flooded title").textContent;
  assert.doesNotMatch(tip, /Flooded/);
  assert.match(tip, /6\u201311/);
  const key = el.querySelector(".hw-hazard-key").textContent;
  assert.match(key, /casa inundada/);
  assert.doesNotMatch(key, /flooded|corner lines/);
});

test("nine cars: the 9th in white on its grid spot (space 56, lane 1 on Japan), readable", async () => {
  const k = ["space", "spot", "lane", "lap", "distance", "on_board", "gear", "engine", "hand_count", "place", "finished"];
  const colours = ["red", "blue", "green", "yellow", "black", "gray", "orange", "purple", "white"];
  const grid = [[60, 1], [60, 2], [59, 1], [59, 2], [58, 1], [58, 2], [57, 1], [57, 2], [56, 1]];
  const frames = [{ n: colours.map((c, i) => [`Car ${i + 1}`, c, i === 8 ? 1 : 0]), k, l: [], g: [1, "p", -1, null], p: "",
    d: grid.map(([space, lane], i) => [i, ...k.flatMap((key, j) => [j, { space, spot: 1, lane, lap: 0, distance: space - 60,
      on_board: true, gear: 1, engine: 7, hand_count: 7, place: i + 1, finished: null }[key]])]) }];
  const { el } = await mount({ track: board("japan"), frames });
  const cars = [...el.querySelectorAll("svg.hw-board-cars g.hw-car")];
  assert.equal(cars.length, 9);
  const white = cars.find((c) => c.dataset.colour === "white");
  assert.deepEqual([white.dataset.space, white.dataset.lane], ["56", "1"]);
  assert.equal(white.querySelector(".hw-car-body").getAttribute("fill"), "#f4f4f4");
  assert.equal(white.querySelector(".hw-car-tag").getAttribute("fill"), "#111", "dark letters on the white car");
  const swatches = [...el.querySelectorAll(".hw-panel .hw-swatch")].map((s) => s.getAttribute("style"));
  assert.equal(swatches.length, 9);
  assert.ok(swatches.every((s) => !s.includes("#777")), "every car's own colour, none the unknown grey");
});

test("preview: a play over Japan's chicane shows each line's Heat beside it (spec 3, 9)", async () => {
  const PLAY = ["play 4 3", "play 4 S"];
  const previews = {
    "play 4 3": { t: "play 4 3: Speed 7", o: [[12, 1, 100, 1, 5, [[10, 3], [12, 3]]]], h: 5, s: 100, c: 0 },
    "play 4 S": { t: "play 4 S", o: [[11, 1, 50, 0, 2, [[10, 2]]], [13, 1, 50, 0, 6, [[10, 3], [12, 3]]]], h: 6, s: 0, c: 0 },
  };
  const choices = { car: "Ana", kind: "play", actions: PLAY, hand: ["2", "S", "4", "3"], seq: 6, previews };
  const { el } = await mount({ track: board("japan"), step: 5, choices });
  const pick = (i) => el.querySelector(`.hw-hand-cards .hw-card[data-index="${i}"]`).click();
  pick(2); pick(3); // 4 and 3
  const tags = () => [...el.querySelectorAll(".hw-preview-layer .hw-preview-line")].map((g) => [g.dataset.after, g.textContent]);
  assert.deepEqual(tags(), [["10", "3 Heat"], ["12", "3 Heat"]]);
  pick(3); pick(1); // 4 and S: the Stress card makes the Heat uncertain
  assert.deepEqual(tags(), [["10", "2\u20133 Heat"], ["12", "3 Heat"]]);
});

test("super cool and draft: their buttons say what they do (spec 5)", () => {
  assert.equal(actionLabel("supercool 1"), "super cool 1 Heat card");
  assert.equal(actionLabel("supercool 2"), "super cool 2 Heat cards");
  assert.equal(actionLabel("drafting 1"), "draft 1 space forward");
  assert.equal(actionLabel("drafting 3"), "draft 3 spaces forward");
});
