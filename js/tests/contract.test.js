// The Python encoder and this decoder agree: with HW_FIXTURE (written by tests/test_frontend_js.py
// from a real race), every decoded step equals the engine's own Snapshot.to_dict().
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { Timeline } from "../src/decode.js";
import { installDom, fakeModel } from "./helpers.js";

const file = process.env.HW_FIXTURE;
const skip = file ? false : "needs HW_FIXTURE: run through tests/test_frontend_js.py";
let fx = null;

before(() => {
  installDom();
  if (file) fx = JSON.parse(readFileSync(file, "utf8"));
});

test("every decoded step equals the engine's snapshot", { skip }, () => {
  for (const race of fx.races) {
    const tl = new Timeline(race.frames);
    assert.equal(tl.length, race.expected.length);
    race.expected.forEach((exp, i) => {
      const got = tl.states[i];
      assert.deepEqual({ round: got.round, phase: got.phase, active: got.active, pending: got.pending, legends_card: got.legends_card },
        { round: exp.state.round, phase: exp.state.phase, active: exp.state.active, pending: exp.state.pending, legends_card: exp.state.legends_card },
        `step ${i} globals (${race.label})`);
      assert.deepEqual(got.cars, exp.state.cars, `step ${i} cars (${race.label})`);
      const step = tl.steps[i];
      assert.deepEqual({ car: step.car, action: step.action, events: step.events },
        { car: exp.car, action: exp.action, events: exp.events }, `step ${i} story (${race.label})`);
    });
  }
});

test("the whole race renders and every step puts the cars on their spots", { skip }, async () => {
  const { default: widget } = await import("../src/app.js");
  for (const race of fx.races) {
    const model = fakeModel({ _uid: "", track: fx.track, frames: race.frames, step: 0, viewer: race.viewer, choices: {}, message: "" });
    const el = document.createElement("div");
    document.body.appendChild(el);
    const cleanup = widget.render({ model, el });
    race.expected.forEach((exp, i) => {
      model.set("step", i);
      for (const car of exp.state.cars) {
        const node = [...el.querySelectorAll("g.hw-car")].find((g) => g.dataset.car === car.name);
        const onBoard = car.on_board !== false && car.space >= 1;
        assert.equal(node.dataset.space, onBoard ? String(car.space) : "", `step ${i} ${car.name}`);
        if (onBoard) assert.equal(node.dataset.lane, String(car.lane), `step ${i} ${car.name} lane`);
      }
    });
    cleanup();
    el.remove();
  }
});
