// Garage module in the widget: upgrade cards drawn with speed and symbols, the draft market
// clickable, and the React choices (Brakes, Salvage from the discard pile) playable by clicking.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { installDom, mount, fakeFrames } from "./helpers.js";

before(() => {
  installDom();
});

const CARDS = {
  u8: { speed: "1/3", category: "Brakes", level: "basic", symbols: [], title: "u8 Brakes 8 (basic): Speed 1/3" },
  u11: { speed: "6", category: "Cooling system", level: "basic", symbols: [["heat", 1, true], ["cooldown", 1, false]],
    title: "u11 Cooling system 11 (basic): Speed 6; Heat 1 (mandatory): pay 1 Heat from the Engine; Cooldown 1" },
  u22: { speed: "2", category: "Fuel", level: "advanced", symbols: [["salvage", 2, false]], title: "u22 Fuel 22" },
};

function draftFrames() {
  const frames = fakeFrames();
  frames[0].g = [0, "setup", -1, null];
  frames[0].p = "0:draft";
  frames[0].m = { garage: { build: "draft", round: 1, market: ["u8", "u11", "u22", "u11"], picker: "Ana",
    upgrades: { Ana: [], "<img src=x onerror=alert(1)>": [] } } };
  return frames.slice(0, 1);
}

test("upgrade cards show their speed, symbols with numbers, mandatory marked, a tooltip in words", async () => {
  const choices = { car: "Ana", kind: "draft", actions: ["draft u8", "draft u11", "draft u22"], hand: [], seq: 1 };
  const { el } = await mount({ frames: draftFrames(), step: 0, cards: CARDS, choices });
  const card = el.querySelector('.hw-market .hw-card[data-card="u11"]');
  assert.ok(card.classList.contains("hw-card-upgrade"));
  assert.equal(card.querySelector(".hw-card-value").textContent, "6");
  const heat = card.querySelector('.hw-sym[data-symbol="heat"]');
  assert.ok(heat.classList.contains("hw-sym-mandatory"));
  assert.equal(heat.querySelector(".hw-sym-n").textContent, "1");
  assert.match(card.getAttribute("title"), /mandatory/);
  assert.equal(el.querySelector('.hw-market .hw-card[data-card="u8"] .hw-card-value').textContent, "1/3");
});

test("the draft: the market as cards, whose pick it is; clicking a card drafts it", async () => {
  const choices = { car: "Ana", kind: "draft", actions: ["draft u8", "draft u11", "draft u22"], hand: [], seq: 1 };
  const { el, model } = await mount({ frames: draftFrames(), step: 0, cards: CARDS, choices });
  assert.match(el.querySelector(".hw-garage-title").textContent, /Draft round 1 of 3 .* your pick$/);
  assert.equal(el.querySelectorAll(".hw-market .hw-card").length, 4);
  el.querySelector('.hw-market .hw-card[data-card="u22"]').click();
  assert.deepEqual(model.sent.at(-1), { type: "act", car: "Ana", action: "draft u22", seq: 1 });
  assert.ok(el.querySelector('.hw-pick-row[data-car="Ana"]'));
});

test("the draft's title names another picker without a verb to agree with (a player named You)", async () => {
  const frames = draftFrames();
  frames[0].m.garage.picker = "You";
  frames[0].m.garage.upgrades = { You: [], Ana: [] };
  const { el } = await mount({ frames, step: 0, cards: CARDS, choices: {} });
  const title = el.querySelector(".hw-garage-title").textContent;
  assert.match(title, /Draft round 1 of 3 .* picking: You$/);
  assert.doesNotMatch(title, /picks/);
});

test("a built car's upgrades (a Championship race) read as drafted, not dealt at random", async () => {
  const frames = draftFrames();
  frames[0].m.garage = { build: "built", round: 0, market: [], picker: null, upgrades: { Ana: ["u11"] } };
  const { el } = await mount({ frames, step: 0, cards: CARDS, choices: {} });
  assert.equal(el.querySelector(".hw-garage-title").textContent, "Upgrades (drafted)");
  frames[0].m.garage.build = "quick";
  const quick = await mount({ frames, step: 0, cards: CARDS, choices: {} });
  assert.equal(quick.el.querySelector(".hw-garage-title").textContent, "Upgrades (dealt at random)");
});

test("Brakes: each Speed a button; Salvage: pick cards of the discard pile, then confirm", async () => {
  const brakes = { car: "Ana", kind: "speed", actions: ["brakes u8 1", "brakes u8 3"], hand: ["4"], seq: 6 };
  const { el, model } = await mount({ step: 5, cards: CARDS, choices: brakes });
  const b = el.querySelector('.hw-choices button[data-action="brakes u8 3"]');
  assert.equal(b.textContent, "u8: Speed 3");
  b.click();
  assert.equal(model.sent.at(-1).action, "brakes u8 3");
  const salvage = { car: "Ana", kind: "react", actions: ["salvage 4", "salvage H", "salvage 4 H", "done"], hand: ["4"],
    discard: ["4", "H"], seq: 7 };
  model.set("choices", salvage);
  const pile = el.querySelectorAll(".hw-salvage-pile .hw-card");
  assert.equal(pile.length, 2);
  const confirm = () => el.querySelector(".hw-choices button.hw-salvage");
  assert.ok(confirm().disabled);
  pile[0].click();
  el.querySelectorAll(".hw-salvage-pile .hw-card")[1].click();
  assert.equal(confirm().textContent, "Salvage 4 H");
  confirm().click();
  assert.equal(model.sent.at(-1).action, "salvage 4 H");
});
