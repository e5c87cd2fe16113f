// A Championship's build step (js/src/build.js, heat_widget/widget/build.py): the market and every
// player's upgrades drawn as the Garage's cards, the viewer's choices clickable, a button for a
// choice without a card.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { installDom, fakeModel, XSS } from "./helpers.js";
import { renderBuild } from "../src/build.js";

before(() => {
  installDom();
});

const CARDS = {
  u7: { speed: "1/3", category: "Brakes", level: "basic", symbols: [], title: "u7 Brakes 7 (basic): Speed 1/3" },
  u11: { speed: "6", category: "Cooling system", level: "basic", symbols: [["heat", 1, true, "Heat 1"], ["cooldown", 1, false, "Cooldown 1"]],
    title: "u11 Cooling system 11 (basic): Speed 6; Heat 1" },
  u17: { speed: "H", category: "Heat", level: "basic", symbols: [], title: "u17: a Heat card" },
};

function mountBuild(build) {
  const model = fakeModel({ build, cards: CARDS, messages: {}, language: "en", message: "" });
  const el = document.createElement("div");
  document.body.appendChild(el);
  renderBuild({ model, el });
  return { model, el };
}

const DRAFT = {
  title: "Build your car", waiting: "waiting for Ana (draft)", market: ["u7", "u11", "u17"], seq: 4,
  upgrades: { Ana: [], [XSS]: ["u11"] },
  choices: [{ car: "Ana", action: "draft u7", kind: "draft", card: "u7" }, { car: "Ana", action: "draft u11", kind: "draft", card: "u11" }],
};

test("the build step draws the market as cards with symbols; a click on one drafts it", () => {
  const { el, model } = mountBuild(DRAFT);
  assert.equal(el.querySelector(".hw-garage-title").textContent, "Build your car \u00b7 waiting for Ana (draft)");
  assert.match(el.querySelector(".hw-build-prompt").textContent, /Click the upgrade you want/);
  const cards = el.querySelectorAll(".hw-market .hw-card");
  assert.equal(cards.length, 3);
  const u11 = el.querySelector('.hw-market .hw-card[data-card="u11"]');
  assert.equal(u11.querySelector(".hw-card-value").textContent, "6");
  assert.ok(u11.querySelector('.hw-sym[data-symbol="cooldown"]'));
  assert.ok(u11.classList.contains("hw-build-choice"));
  assert.ok(!el.querySelector('.hw-market .hw-card[data-card="u17"]').classList.contains("hw-build-choice"));
  u11.click();
  assert.deepEqual(model.sent.at(-1), { type: "act", car: "Ana", action: "draft u11", seq: 4 });
  el.querySelector('.hw-market .hw-card[data-card="u7"]').click();
  assert.equal(model.sent.length, 1, "one click per state: the next waits for the kernel");
  // every player's upgrades, names as text
  assert.equal(el.querySelector(".hw-pick-row:nth-child(2) .hw-pick-name").textContent, XSS);
  assert.ok(el.querySelector('.hw-pick-row .hw-card[data-card="u11"]'));
  assert.equal(el.querySelector("img"), null);
});

test("the swap: the player's own cards clickable, no swap a button; a refusal lets them click again", () => {
  const { el, model } = mountBuild({
    title: "Build your car", waiting: "waiting for Ana (swap)", market: ["u17"], seq: 9, upgrades: { Ana: ["u7"], Ben: ["u11"] },
    choices: [{ car: "Ana", action: "noswap", kind: "noswap", card: null }, { car: "Ana", action: "swap u7", kind: "swap", card: "u7" }],
  });
  assert.match(el.querySelector(".hw-build-prompt").textContent, /click the one you give/);
  const mine = el.querySelector('.hw-pick-row[data-car="Ana"] .hw-card[data-card="u7"]');
  assert.ok(mine.classList.contains("hw-build-choice"));
  assert.ok(!el.querySelector('.hw-pick-row[data-car="Ben"] .hw-card').classList.contains("hw-build-choice"));
  const button = el.querySelector('button.hw-build-choice[data-action="noswap"]');
  assert.equal(button.textContent, "No swap: keep my upgrades");
  mine.click();
  assert.equal(model.sent.at(-1).action, "swap u7");
  model.set("message", "The season moved on before that click arrived; here are the current choices.");
  assert.equal(el.querySelector(".hw-message").hidden, false);
  button.click();
  assert.equal(model.sent.at(-1).action, "noswap");
});

test("a viewer without choices sees the cards and whom the step waits for, nothing clickable", () => {
  const { el } = mountBuild({ ...DRAFT, waiting: "waiting for Ben (draft)", choices: [] });
  assert.equal(el.querySelectorAll(".hw-build-choice").length, 0);
  assert.equal(el.querySelector(".hw-build-prompt").hidden, true);
  assert.equal(el.querySelector('.hw-pick-row[data-car="Ana"] .hw-muted').textContent, "no upgrade yet");
});

test("a Speed of several choices is drawn in smaller figures to fit its card", async () => {
  const { cardEl, setCatalogue } = await import("../src/cards.js");
  setCatalogue({ u4: { speed: "1/2/3/4", category: "Brakes", level: "basic", symbols: [], title: "u4" } });
  assert.ok(cardEl("u4").querySelector(".hw-card-value").classList.contains("hw-card-value-long"));
  assert.ok(!cardEl("u7").querySelector(".hw-card-value").classList.contains("hw-card-value-long"));
});
