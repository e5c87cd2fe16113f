import { test } from "node:test";
import assert from "node:assert/strict";
import { Timeline, cardList, parsePending } from "../src/decode.js";
import { fakeFrames, XSS } from "./helpers.js";

test("decodes the roster, full first frame and per-step deltas", () => {
  const tl = new Timeline(fakeFrames());
  assert.equal(tl.length, 6);
  assert.deepEqual(tl.roster.map((r) => r.name), ["Ana", XSS, "Blue Legend"]);
  const s0 = tl.states[0];
  assert.equal(s0.round, 1);
  assert.equal(s0.phase, "plan");
  assert.deepEqual(s0.cars[0].hand, ["4", "3", "2", "1", "S", "0", "5"]);
  assert.equal(s0.cars[2].legend, true);
  assert.equal(s0.cars[2].hand, null);
  assert.equal(tl.states[1].cars[0].gear, 2);
  assert.equal(tl.states[0].cars[0].gear, 1, "earlier states are not changed by later deltas");
  assert.deepEqual(tl.states[3].cars[0].play, ["4", "3"]);
  assert.equal(tl.states[4].cars[0].space, 7);
  assert.equal(tl.states[4].phase, "turn");
  assert.equal(tl.states[4].active, "Ana");
  assert.equal(tl.states[4].legends_card, 7);
  assert.equal(tl.states[3].cars[1], tl.states[2].cars[1], "unchanged cars are shared, not copied");
});

test("steps carry the acting car, the action and the events in sentences", () => {
  const tl = new Timeline(fakeFrames());
  assert.equal(tl.steps[0].car, null);
  assert.deepEqual(tl.steps[0].events.map((e) => e.kind), ["grid", "round"]);
  assert.equal(tl.steps[1].car, "Ana");
  assert.equal(tl.steps[1].action, "gear 2");
  assert.equal(tl.steps[1].events[0].kind, "gear");
  assert.equal(tl.steps[2].car, XSS);
  assert.deepEqual(tl.steps[4].events.map((e) => e.kind), ["play", "reveal", "move"]);
  assert.equal(tl.steps[5].events[0].text, "Round 2 begins");
});

test("texts sent before are referenced by number", () => {
  const frames = fakeFrames();
  frames[2].e = [[0, 0, 0]]; // text number 0: the first text ever sent
  const tl = new Timeline(frames);
  assert.equal(tl.steps[2].events[0].text, "Ana starts in grid position 1 (space 69)");
});

test("pending decisions: letters for known kinds, names for others", () => {
  const names = ["A", "B", "C"];
  assert.deepEqual(parsePending("0g,1p,2r", (i) => names[i]),
    [{ car: "A", kind: "gear" }, { car: "B", kind: "play" }, { car: "C", kind: "react" }]);
  assert.deepEqual(parsePending("1s,0d,2:salvage", (i) => names[i]),
    [{ car: "B", kind: "slipstream" }, { car: "A", kind: "discard" }, { car: "C", kind: "salvage" }]);
  assert.deepEqual(parsePending("", (i) => names[i]), []);
});

test("card lists: strings of one-character ids or arrays", () => {
  assert.deepEqual(cardList("43H"), ["4", "3", "H"]);
  assert.deepEqual(cardList(["4", "U12"]), ["4", "U12"]);
  assert.equal(cardList(null), null);
  assert.deepEqual(cardList(""), []);
});

test("append accepts only frames that continue the timeline", () => {
  const all = fakeFrames();
  const tl = new Timeline(all.slice(0, 3));
  assert.equal(tl.append(all.slice(4), 4), false);
  assert.equal(tl.length, 3);
  assert.equal(tl.append(all.slice(3), 3), true);
  assert.equal(tl.length, 6);
  assert.equal(tl.states[5].round, 2);
});

test("round navigation", () => {
  const tl = new Timeline(fakeFrames());
  assert.deepEqual(tl.roundStarts, [[1, 0], [2, 5]]);
  assert.equal(tl.nextRound(0), 5);
  assert.equal(tl.nextRound(5), 5);
  assert.equal(tl.prevRound(5), 0);
  assert.equal(tl.prevRound(3), 0);
});
