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
        }
        for (const f of fixed) assert.ok(!hit(labels[i], f), `${id}: ${labels[i].name} covers START / FINISH`);
      }
    }
  });
}
