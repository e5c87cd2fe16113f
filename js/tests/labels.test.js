// Car labels at the starting grid of every base track: eight cars, no two name labels overlap,
// and none covers the START / FINISH label or a car (issue 14: labels collided at the grid).
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { installDom } from "./helpers.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const track = (id) => JSON.parse(readFileSync(path.join(here, "..", "..", "heat_widget", "data", "tracks", `${id}.json`), "utf8"));
const NAMES = ["Ana", "Benedikt", "Cleopatra", "Dmitri", "Blue Legend", "Red Legend", "Green Legend", "Yellow Legend"];
const hit = (a, b) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

before(() => installDom());

for (const id of ["usa", "france", "great_britain", "italy"]) {
  test(`no two car labels overlap at the start grid of ${id}`, async () => {
    const { createBoard } = await import("../src/board.js");
    const t = track(id);
    const board = createBoard(t);
    const cars = t.starting_grid.map(([space, lane], i) => ({
      name: NAMES[i], colour: ["red", "blue", "green", "yellow", "black", "gray", "orange", "purple"][i],
      legend: NAMES[i].endsWith("Legend"), space, lane, spot: lane, distance: space, on_board: true }));
    for (const width of [848, 500]) {
      board.setWidth(width);
      board.update({ cars, pending: [] }, null, null, "Ana");
      const { labels, fixed } = board.labelBoxes();
      assert.equal(labels.length, 8);
      for (let i = 0; i < labels.length; i++) {
        for (let j = i + 1; j < labels.length; j++) {
          assert.ok(!hit(labels[i], labels[j]), `${id} at ${width}px: ${labels[i].name} and ${labels[j].name} overlap`);
          // issue 22, item 9: side by side, a gap of a word's width ("Cleo Ana" read as one name)
          const wide = (b) => ({ ...b, x0: b.x0 - 10, x1: b.x1 + 10 });
          assert.ok(!hit(wide(labels[i]), labels[j]), `${id} at ${width}px: ${labels[i].name} and ${labels[j].name} touch`);
        }
        for (const f of fixed) assert.ok(!hit(labels[i], f), `${id}: ${labels[i].name} covers START / FINISH`);
      }
    }
  });
}

// Issue 22, item 9: START / FINISH, the corner badges and the Weather road tokens drawn beside a
// track close to its bounds (Italy: the finish line at the right edge) stay inside the board.
const ITALY_CONDITIONS = {
  weather: { id: "fog", name: "Fog", setup: "+1 Heat", sector: "No slipstream", sector_text: "no slipstream" },
  tokens: [], corner_tokens: ["overheat", "limit-1", "overheat", "limit+1", "overheat"],
  sector_tokens: ["weather", "heat_control", "weather", "slipstream+1", "heat_control"], limits: [],
};

for (const id of ["usa", "france", "great_britain", "italy"]) {
  test(`START / FINISH and the road tokens are inside the board of ${id}`, async () => {
    const { createBoard } = await import("../src/board.js");
    const t = track(id);
    const corners = t.corners.length;
    const conditions = { ...ITALY_CONDITIONS, corner_tokens: ITALY_CONDITIONS.corner_tokens.slice(0, corners),
      sector_tokens: ITALY_CONDITIONS.sector_tokens.slice(0, corners) };
    const board = createBoard({ ...t, conditions });
    const [x, y, w, h] = board.svg.getAttribute("viewBox").split(" ").map(Number);
    const inside = (b) => b.x0 >= x && b.x1 <= x + w && b.y0 >= y && b.y1 <= y + h;
    const finish = board.labelBoxes().fixed[0];
    assert.ok(inside(finish), `${id}: START / FINISH ${JSON.stringify(finish)} outside ${[x, y, w, h]}`);
    assert.equal(board.overlay.getAttribute("viewBox"), board.svg.getAttribute("viewBox"));
    const tokens = [...board.svg.querySelectorAll(".hw-road-token")];
    assert.ok(tokens.length >= corners);
    for (const tok of tokens) {
      const [cx, cy] = tok.getAttribute("transform").match(/-?[\d.]+/g).map(Number);
      const r = Number(tok.querySelector(".hw-road-shape").getAttribute("r") || Number(tok.querySelector(".hw-road-shape").getAttribute("width")) / 2);
      assert.ok(inside({ x0: cx - r, x1: cx + r, y0: cy - r, y1: cy + r }), `${id}: a road token at ${cx},${cy} is cut`);
    }
  });
}
