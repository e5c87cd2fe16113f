// Teaching aids in the front-end: the move preview, the selection hint, the selection kept in
// the model (survives redraws, bots moving the race on, a second view of the same model).
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { installDom, mount } from "./helpers.js";
import { selectionHint } from "../src/play.js";

let window;
before(() => {
  window = installDom();
});

const PLAY = ["play 4 3", "play 4 2", "play 3 2", "play 4 S", "play 3 S", "play 2 S"];
const previews = {
  "play 4 3": { t: "play 4 3: Speed 7, Ana ends on space 7", o: [[7, 1, 100, 0, 0]], h: 0, s: 0, c: 0 },
  "play 4 S": { t: "play 4 S: Ana ends on space 5 (50%), 8 (50%)", o: [[5, 1, 50, 0, 0], [8, 2, 50, 1, 2]], h: 2, s: 50, c: 0 },
};
const card = (el, i) => el.querySelector(`.hw-hand-cards .hw-card[data-index="${i}"]`);
const hint = (el) => el.querySelector(".hw-choices-hint").textContent;

test("a partial selection that can still be completed says how many more cards to pick", () => {
  assert.equal(selectionHint(PLAY, "play", ["4"]), "Pick 1 more card.");
  assert.equal(selectionHint(["play 4 3 2"], "play", ["4"]), "Pick 2 more cards.");
  assert.match(selectionHint(PLAY, "play", ["4", "3", "2"]), /^No legal play with 4 3 2/);
  assert.match(selectionHint(["play 4 3"], "play", ["2"]), /^No legal play with 2/);
  assert.equal(selectionHint(PLAY, "play", []), "Select 2 cards in the hand above.");
});

test("selecting cards shows the preview of the matching play on the board and in words", async () => {
  const choices = { car: "Ana", kind: "play", actions: PLAY, hand: ["2", "S", "4", "3"], seq: 6, previews };
  const { el } = await mount({ step: 5, choices });
  const box = el.querySelector(".hw-preview");
  const idle = () => box.classList.contains("hw-preview-idle") && !box.hidden && box.dataset.action === "";
  assert.ok(idle(), "the box keeps its place, with a hint, while nothing is selected");
  card(el, 2).click(); // the 4
  assert.equal(hint(el), "Pick 1 more card.", "one of two cards is not an error");
  assert.ok(idle());
  card(el, 3).click(); // the 3
  assert.equal(box.hidden, false);
  assert.equal(box.textContent, previews["play 4 3"].t);
  const marks = [...el.querySelectorAll(".hw-preview-layer .hw-preview-spot")];
  assert.deepEqual(marks.map((m) => [m.dataset.space, m.dataset.lane]), [["7", "1"]]);
  card(el, 3).click();
  card(el, 1).click(); // the S: two outcomes with their chances, one a spin-out
  const marks2 = [...el.querySelectorAll(".hw-preview-layer .hw-preview-spot")];
  assert.deepEqual(marks2.map((m) => m.dataset.percent), ["50", "50"]);
  assert.ok(marks2[1].classList.contains("hw-preview-spin"));
  assert.ok(box.classList.contains("hw-preview-risk"));
  card(el, 1).click();
  assert.ok(idle(), "no preview without a complete play");
});

test("a gear button previews on hover and keyboard focus", async () => {
  const gp = { t: "gear 2: Ana can reach spaces 3 to 7 with these cards", o: [[3, 1, null, 0, 0], [7, 1, null, 0, 0]], h: 0, s: 0, c: 1 };
  const choices = { car: "Ana", kind: "gear", actions: ["gear 1", "gear 2"], hand: ["4", "3"], seq: 6, previews: { "gear 2": gp } };
  const { el } = await mount({ step: 5, choices });
  const b = el.querySelector('.hw-choices button[data-action="gear 2"]');
  b.dispatchEvent(new window.Event("mouseenter"));
  const box = el.querySelector(".hw-preview");
  assert.equal(box.textContent, gp.t);
  assert.equal(el.querySelectorAll(".hw-preview-spot").length, 2);
  b.dispatchEvent(new window.Event("mouseleave"));
  assert.ok(box.classList.contains("hw-preview-idle") && !box.hidden, "back to the hint, in the same place");
  b.dispatchEvent(new window.Event("focus"));
  assert.equal(box.hidden, false);
});

test("the selection survives a model update from elsewhere and a second view of the widget", async () => {
  const choices = { car: "Ana", kind: "play", actions: PLAY, hand: ["2", "S", "4", "3"], seq: 6, previews };
  const { el, model, widget } = await mount({ step: 5, choices });
  card(el, 2).click();
  assert.deepEqual(model.get("selection").cards, [2]);
  // a bot or another cell moves the race on: new frames, a new seq, the same decision and hand
  model.set("choices", { ...choices, seq: 9 });
  assert.equal(card(el, 2).getAttribute("aria-pressed"), "true");
  // a second display of the same model (or a page reload, which restores the model's state)
  const el2 = document.createElement("div");
  document.body.appendChild(el2);
  widget.render({ model, el: el2 });
  assert.equal(card(el2, 2).getAttribute("aria-pressed"), "true");
  card(el2, 3).click();
  assert.equal(card(el, 3).getAttribute("aria-pressed"), "true", "both views show one selection");
  assert.equal(el.querySelector(".hw-preview").textContent, previews["play 4 3"].t);
  // a new decision (another hand) starts with nothing selected
  model.set("choices", { ...choices, hand: ["4", "4", "3", "2"], seq: 12 });
  assert.equal(el.querySelectorAll('.hw-hand-cards [aria-pressed="true"]').length, 0);
});

test("the coach shows its advice and reason, and one click takes it", async () => {
  const advice = { action: "play 4 3", reason: "Speed 7: takes the corner at Speed 7, the limit", by: "heuristic" };
  const choices = { car: "Ana", kind: "play", actions: PLAY, hand: ["2", "S", "4", "3"], seq: 6, previews, advice };
  const { el, model } = await mount({ step: 5, choices });
  const box = el.querySelector(".hw-coach");
  assert.equal(box.hidden, false);
  assert.match(box.textContent, /heuristic/);
  assert.match(box.textContent, /\u201cplay 4 3\u201d/);
  assert.equal(box.querySelector(".hw-coach-reason").textContent, advice.reason);
  const take = box.querySelector("button.hw-coach-take");
  take.dispatchEvent(new window.Event("mouseenter"));
  assert.equal(el.querySelector(".hw-preview").textContent, previews["play 4 3"].t, "hovering the advice previews it");
  take.click();
  assert.deepEqual(model.sent.at(-1), { type: "act", car: "Ana", action: "play 4 3", seq: 6 });
  // no coach: no panel
  model.set("choices", { ...choices, advice: undefined, seq: 7 });
  assert.ok(box.hidden);
});

test("annotations show with their step, list every annotated step, and can be written live", async () => {
  const { el, model } = await mount({ step: 2, annotations: { "2": "Look: Ana shifts early", "4": "The reveal" } });
  const note = el.querySelector(".hw-note");
  assert.equal(note.hidden, false);
  assert.match(note.textContent, /Look: Ana shifts early/);
  const jumps = [...el.querySelectorAll(".hw-note-list button")];
  assert.deepEqual(jumps.map((b) => b.textContent), ["Step 2", "Step 4"]);
  jumps[1].click();
  assert.equal(model.get("step"), 4);
  assert.match(el.querySelector(".hw-note").textContent, /The reveal/);
  model.set("step", 3);
  assert.ok(el.querySelector(".hw-note").hidden, "no note on step 3");
  el.querySelector(".hw-note-edit").click();
  el.querySelector(".hw-note-input").value = "Why 2nd gear?";
  el.querySelector(".hw-note-save").click();
  assert.deepEqual(model.sent.at(-1), { type: "annotate", step: 3, text: "Why 2nd gear?" });
});

test("a saved page shows notes but offers no editing", async () => {
  const { el } = await mount({ step: 2, annotations: { "2": "note" }, readonly: true });
  assert.equal(el.querySelector(".hw-note").hidden, false);
  assert.ok(el.querySelector(".hw-note-edit").hidden);
});

test("this round for me: the focus car's own events of the round so far", async () => {
  const { el, model } = await mount({ step: 4, viewer: "Ana" });
  const mine = el.querySelector(".hw-mine");
  assert.equal(mine.hidden, false);
  assert.match(mine.querySelector(".hw-mine-title").textContent, /This round for Ana \(round 1\)/);
  const texts = [...mine.querySelectorAll(".hw-mine-event")].map((li) => li.textContent);
  assert.deepEqual(texts, ["Ana starts in grid position 1 (space 69)", "Ana shifts from 1st to 2nd gear", "Ana plays 2 cards face down", "Ana reveals 4 3",
    "Ana moves 7 spaces at Speed 7 to space 7"]);
  model.set("step", 5); // round 2 begins: nothing yet for Ana
  assert.match(mine.textContent, /Nothing yet this round/);
});

test("the two highlights are explained, and 'waiting for you' shows exactly when the viewer must decide", async () => {
  const { el, model } = await mount({ step: 0, viewer: "Ana" });
  assert.match(el.querySelector(".hw-key").textContent, /car in focus/);
  assert.match(el.querySelector(".hw-key").textContent, /acted in the step shown/);
  const status = () => el.querySelector(".hw-title-status").textContent;
  // step 0 is not the live step: the race waits for Ana only at the last step
  assert.doesNotMatch(status(), /Waiting for you/);
  model.set("step", 5); // the live step: pending "0g,1g" includes Ana
  assert.match(status(), /Waiting for you/);
  model.set("viewer", "Blue Legend");
  assert.doesNotMatch(status(), /Waiting for you/);
});

test("the hand's title reads right for a player called You", async () => {
  const { handTitle } = await import("../src/story.js");
  const { translator } = await import("../src/i18n.js");
  assert.equal(handTitle("You"), "Your hand");
  assert.equal(handTitle("Ana"), "Ana\u2019s hand");
  const pt = translator({ "Your hand": "A tua mão", "{name}\u2019s hand": "Mão de {name}" });
  assert.equal(handTitle("You", pt), "A tua mão");
  assert.equal(handTitle("Ana", pt), "Mão de Ana");
});
