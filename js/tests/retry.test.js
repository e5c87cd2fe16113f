// Retry a decision (retry.js; Python: heat_widget/widget/retry.py): the button beside a graded move
// of the seat's own car asks the kernel ({"type": "retry"}); the panel shows the decision retried,
// then both grades, and "Back to the replay" asks to go back. A saved page (readonly) offers none.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { installDom, mount } from "./helpers.js";

const fixture = process.env.HW_FIXTURE ? JSON.parse(readFileSync(process.env.HW_FIXTURE, "utf8")) : null;

before(() => installDom());

const review = [[1, "Ana", "mistake", "mistake", 12, "gear 2", "gear 1"], [3, "Blue Legend", "blunder", "blunder", 35, "", ""]];

test("the button beside the seat's own graded move asks the kernel to retry it", async () => {
  const { el, model } = await mount({ step: 1, viewer: "Ana", review_marks: review });
  const button = el.querySelector("button.hw-retry");
  assert.equal(button.hidden, false);
  button.click();
  assert.deepEqual(model.sent.at(-1), { type: "retry", step: 1 });
  model.set("step", 3); // another car's move: not this seat's to retry
  assert.equal(button.hidden, true);
  model.set("step", 2); // no grade
  assert.equal(button.hidden, true);
});

test("a saved page offers no retry (no kernel)", async () => {
  const { el } = await mount({ step: 1, viewer: null, review_marks: review, readonly: true });
  assert.equal(el.querySelector("button.hw-retry").hidden, true);
});

test("the panel shows the decision, then both grades, and asks to go back", async () => {
  const retry = { step: 1, car: "Ana", made: "gear 2", title: "Retry: Ana's decision at step 1" };
  const { el, model } = await mount({ step: 0, viewer: "Ana", review_marks: review, retry });
  const panel = el.querySelector(".hw-retry-panel");
  assert.equal(panel.hidden, false);
  assert.equal(panel.dataset.state, "choosing");
  assert.match(panel.textContent, /Retry: Ana's decision at step 1.*In the race, the move was gear 2/);
  assert.equal(el.querySelectorAll(".hw-grade-marks .hw-grade-mark").length, 0, "the replay's marks are not the retry's");
  assert.equal(el.querySelector("button.hw-retry").hidden, true);
  model.set("retry", { ...retry, chosen: "gear 1", best: "gear 1",
    new: { action: "gear 1", grade: "best", word: "best move", reason: "gear 1 is the best" },
    old: { action: "gear 2", grade: "mistake", word: "mistake", reason: "gear 2 loses 0.3 of a place" } });
  assert.equal(panel.dataset.state, "graded");
  assert.deepEqual([...panel.querySelectorAll(".hw-retry-grade")].map((g) => g.dataset.grade), ["best", "mistake"]);
  assert.match(panel.querySelector(".hw-retry-new").textContent, /gear 1.*best move.*gear 1 is the best/);
  assert.match(panel.querySelector(".hw-retry-old").textContent, /gear 2.*mistake.*loses 0\.3/);
  panel.querySelector("button.hw-retry-back").click();
  assert.deepEqual(model.sent.at(-1), { type: "retry_back" });
  model.set("retry", {});
  assert.equal(panel.hidden, true);
  assert.equal(el.querySelectorAll(".hw-grade-marks .hw-grade-mark").length, 2);
});

test("during a retry the header says where the retry is, not \"Waiting for you\"", async () => {
  const { el, model } = await mount({ step: 5, viewer: "Ana", review_marks: review });
  const status = el.querySelector(".hw-title-status");
  assert.match(status.textContent, /Waiting for you/, "the live race waits for Ana");
  const retry = { step: 1, car: "Ana", made: "gear 2", title: "Retry: Ana's decision at step 1" };
  model.set("retry", retry);
  assert.doesNotMatch(status.textContent, /Waiting for you/);
  assert.match(status.textContent, /Retry: your choice/);
  assert.equal(el.querySelector(".hw-root").dataset.waitingForYou, "false");
  model.set("retry", { ...retry, chosen: "gear 1", judging: true }); // the kernel's worker is judging
  const panel = el.querySelector(".hw-retry-panel");
  assert.equal(panel.dataset.state, "judging");
  assert.match(status.textContent, /Judging your choice\u2026/);
  assert.match(panel.querySelector(".hw-retry-note").textContent, /^Judging your choice\u2026$/);
  model.set("retry", { ...retry, chosen: "gear 1", error: "BadArgument: the judge cannot weigh it" });
  assert.equal(panel.dataset.state, "error");
  assert.match(panel.textContent, /the judge cannot weigh it/);
  model.set("retry", { ...retry, chosen: "gear 1", best: "gear 1",
    new: { action: "gear 1", grade: "best", word: "best move", reason: "" },
    old: { action: "gear 2", grade: "mistake", word: "mistake", reason: "" } });
  assert.match(status.textContent, /Retry: both choices graded/);
  model.set("retry", {});
  assert.match(status.textContent, /Waiting for you/);
});

test("on the retry's fork the story says who chooses, not who the race waits for", async () => {
  const { el, model } = await mount({ step: 5, viewer: "Ana", review_marks: review });
  const line = el.querySelector(".hw-waiting-line");
  assert.match(line.textContent, /Waiting for/, "the live race waits for its cars");
  const retry = { step: 1, car: "Ana", made: "gear 2", title: "Retry: Ana's decision at step 1" };
  model.set("retry", retry);
  assert.match(line.textContent, /^Only Ana chooses in this retry/);
  model.set("retry", { ...retry, chosen: "gear 1", judging: true });
  assert.match(line.textContent, /^The retry stops at this choice: nobody moves on from here/);
  assert.doesNotMatch(line.textContent, /Waiting for/);
  model.set("retry", {});
  assert.match(line.textContent, /Waiting for/);
});

test("on the retry's fork the car panels say only the retried car is deciding, then nobody", async () => {
  const { el, model } = await mount({ step: 5, viewer: "Ana", review_marks: review });
  const deciding = () => [...el.querySelectorAll(".hw-panel")]
    .filter((p) => p.querySelector(".hw-deciding").textContent === "deciding").length;
  const before = deciding();
  assert.ok(before >= 1, "the live race has cars deciding");
  const retry = { step: 1, car: "Ana", made: "gear 2", title: "Retry: Ana's decision at step 1" };
  model.set("retry", retry);
  assert.equal(deciding(), 1);
  model.set("retry", { ...retry, chosen: "gear 1", judging: true });
  assert.equal(deciding(), 0, "after the choice nobody decides on the fork");
  assert.equal(el.querySelectorAll(".hw-panel.hw-waiting").length, 0);
  model.set("retry", {});
  assert.equal(deciding(), before);
});

test("in Portuguese the retry's header and judging note are Portuguese", { skip: fixture ? false : "needs HW_FIXTURE" }, async () => {
  const pt = fixture.messages.pt; // widget.po's catalogue (tests/test_frontend_js.py)
  const retry = { step: 1, car: "Ana", made: "gear 2", title: "x" };
  const { el, model } = await mount({ step: 5, viewer: "Ana", review_marks: review, messages: pt, language: "pt",
    retry: { ...retry, chosen: "gear 1", judging: true } });
  const status = el.querySelector(".hw-title-status");
  assert.equal(el.querySelector(".hw-retry-panel").dataset.state, "judging");
  assert.ok(status.textContent.includes(pt["Judging your choice\u2026"]), status.textContent);
  assert.equal(el.querySelector(".hw-retry-note").textContent, pt["Judging your choice\u2026"]);
  model.set("retry", retry);
  assert.ok(status.textContent.includes(pt["Retry: your choice"]), status.textContent);
  assert.doesNotMatch(status.textContent, /Retry|Waiting/);
});
