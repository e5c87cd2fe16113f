// The grading coach in the front-end (coach.js, marks.js): the search's advice with its chances, the
// try-first button (a "coach" message: the kernel decides), the grade note after a move, the grade
// beside the move in the story, and the replay slider's marks with jumps to the mistakes.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { installDom, mount } from "./helpers.js";
import { gradedSteps, nextMistake } from "../src/marks.js";

before(() => installDom());

const choices = { car: "Ana", kind: "play", actions: ["play 4 3", "play 4 2", "play 3 2"], hand: ["2", "S", "4", "3"], seq: 5 };
const advice = {
  car: "Ana", seq: 5, hidden: false, action: "play 4 3", by: "search",
  reason: "Winning chance about 62% (39-82%), mean place 1.44: the best of 3 moves the search weighed.",
  options: [
    { action: "play 4 3", chance: 62, low: 39, high: 82, place: 1.44, grade: "best", word: "best move" },
    { action: "play 4 2", chance: 56, low: 33, high: 77, place: 1.6, grade: "good", word: "good move" },
  ],
};
const grade = { car: "Ana", action: "gear 1", best: "gear 2", grade: "mistake", word: "mistake", loss: 25, low: 8,
  high: 42, reason: "gear 1 wins 37% of the sampled futures, gear 2 wins 62%: it moves 3.0 spaces this round against 5.5" };

test("the search's advice shows the best move and the close ones with their chances and intervals", async () => {
  const { el, model } = await mount({ step: 5, viewer: "Ana", choices, coach_state: { mode: "search", advice, grades: {} } });
  const coach = el.querySelector(".hw-coach");
  assert.equal(coach.hidden, false);
  assert.equal(coach.dataset.state, "shown");
  assert.equal(coach.dataset.action, "play 4 3");
  const rows = [...coach.querySelectorAll(".hw-coach-option")];
  assert.deepEqual(rows.map((r) => r.dataset.action), ["play 4 3", "play 4 2"]);
  assert.match(rows[0].textContent, /62% to win \(39-82%\), place 1\.44/);
  coach.querySelector(".hw-coach-take").click();
  assert.deepEqual(model.sent.at(-1), { type: "act", car: "Ana", action: "play 4 3", seq: 5 });
});

test("while the search thinks the panel says so; advice for another decision is not shown", async () => {
  const { el } = await mount({ step: 5, viewer: "Ana", choices, coach_state: { mode: "search", advice: { ...advice, seq: 4 } } });
  const coach = el.querySelector(".hw-coach");
  assert.equal(coach.dataset.state, "thinking");
  assert.equal(coach.querySelector(".hw-coach-take").hidden, true);
  assert.equal(coach.querySelector(".hw-coach-options").hidden, true);
});

test("try first: a button asks the kernel for the hidden advice", async () => {
  const { el, model } = await mount({ step: 5, viewer: "Ana", choices,
    coach_state: { mode: "search", try_first: true, advice: { car: "Ana", seq: 5, hidden: true } } });
  const coach = el.querySelector(".hw-coach");
  assert.equal(coach.dataset.state, "hidden");
  assert.equal(coach.querySelector(".hw-coach-take").hidden, true);
  const ask = coach.querySelector(".hw-coach-ask");
  assert.equal(ask.hidden, false);
  ask.click();
  assert.deepEqual(model.sent.at(-1), { type: "coach", car: "Ana", seq: 5 });
  model.set("coach_state", { mode: "search", try_first: true, advice });
  assert.equal(coach.dataset.state, "shown");
  assert.equal(ask.hidden, true);
});

test("after a move its grade is a note in the coach and a badge beside the move in the story", async () => {
  const { el, model } = await mount({ step: 1, viewer: "Ana", choices: {},
    coach_state: { mode: "search", grades: { 1: grade }, last: 1 } });
  const note = el.querySelector(".hw-coach-note");
  assert.equal(note.hidden, false);
  assert.equal(note.dataset.grade, "mistake");
  assert.match(note.textContent, /^Ana played gear 1: mistake\. gear 1 wins 37%/);
  const badge = el.querySelector(".hw-narration .hw-grade");
  assert.equal(badge.hidden, false);
  assert.equal(badge.dataset.grade, "mistake");
  assert.equal(badge.querySelector(".hw-grade-word").textContent, "mistake");
  model.set("step", 2);
  assert.equal(badge.hidden, true, "a step without a grade shows none");
});

test("review marks sit on the slider by grade; the buttons jump to the previous and next mistake", async () => {
  const review = [[1, "Ana", "inaccuracy", "inaccuracy", 12, "gear 2", "gear 1"], [3, "Ben", "blunder", "blunder", 35, "", ""]];
  const { el, model } = await mount({ step: 0, review_marks: review });
  const marks = [...el.querySelectorAll(".hw-grade-marks .hw-grade-mark")];
  assert.deepEqual(marks.map((m) => [m.dataset.step, m.dataset.grade]), [["1", "inaccuracy"], ["3", "blunder"]]);
  const next = el.querySelector(".hw-next-mistake"), prev = el.querySelector(".hw-prev-mistake");
  assert.equal(el.querySelector(".hw-mistake-buttons").hidden, false);
  assert.equal(prev.disabled, true);
  next.click();
  assert.equal(model.get("step"), 1);
  next.click();
  assert.equal(model.get("step"), 3);
  assert.equal(next.disabled, true);
  prev.click();
  assert.equal(model.get("step"), 1);
  const badge = el.querySelector(".hw-narration .hw-grade");
  assert.match(badge.textContent, /inaccuracy.*The coach preferred gear 1\. About 12% less chance to win\./);
  model.set("review_marks", []);
  assert.equal(el.querySelectorAll(".hw-grade-marks .hw-grade-mark").length, 0);
  assert.equal(el.querySelector(".hw-mistake-buttons").hidden, true);
});

test("the coach's live grades join the review's marks (its own reason wins)", () => {
  const g = gradedSteps([[1, "Ana", "inaccuracy", "inaccuracy", 12, "gear 1", "gear 2"]], { grades: { 1: grade, 4: { ...grade, grade: "good" } } });
  assert.equal(g.get(1).reason, grade.reason);
  assert.equal(g.get(1).grade, "mistake");
  assert.equal(nextMistake(g, 0, 1), 1);
  assert.equal(nextMistake(g, 1, 1), null, "a good move is no mistake to jump to");
  assert.equal(nextMistake(g, 5, -1), 1);
});
