import { test, before } from "node:test";
import assert from "node:assert/strict";
import { installDom, mount, XSS, fakeFrames } from "./helpers.js";

let window;
before(() => {
  window = installDom();
});

const key = (el, k, extra = {}) =>
  el.dispatchEvent(new window.KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true, ...extra }));

test("draws the track from its geometry: both spots of every space, lines and limits", async () => {
  const { el } = await mount();
  const svg = el.querySelector("svg.hw-board");
  assert.ok(svg.getAttribute("viewBox"));
  assert.equal(svg.querySelectorAll("polygon.hw-spot").length, 69 * 2);
  const rl = [...svg.querySelectorAll("polygon.hw-spot-rl")];
  assert.equal(rl.length, 69, "one Race Line spot per space");
  // Race Line after the corner at 57 (lane 1) up to the corner at 12 (lane 2)
  assert.ok(rl.some((p) => p.dataset.space === "60" && p.dataset.lane === "1"));
  assert.ok(rl.some((p) => p.dataset.space === "20" && p.dataset.lane === "2"));
  assert.equal(svg.querySelectorAll(".hw-corner-line").length, 4);
  assert.deepEqual([...svg.querySelectorAll(".hw-corner text")].map((t) => t.textContent), ["7", "3", "3", "2"]);
  assert.equal(svg.querySelectorAll(".hw-legends-line").length, 4);
  assert.equal(svg.querySelectorAll(".hw-finish").length, 1);
  const numbers = [...svg.querySelectorAll(".hw-space-numbers text")].map((t) => t.textContent);
  assert.ok(numbers.includes("1") && numbers.includes("20") && numbers.length < 20, "space numbers, sparingly");
});

test("cars sit on their spots, in their colours, with names as text", async () => {
  const { el } = await mount();
  const cars = [...el.querySelectorAll("g.hw-car")];
  assert.equal(cars.length, 3);
  const ana = el.querySelector('g.hw-car[data-car="Ana"]');
  assert.equal(ana.dataset.space, "69");
  assert.equal(ana.dataset.lane, "1");
  assert.equal(ana.querySelector(".hw-car-body").getAttribute("fill"), "#d62f2f");
  assert.ok(el.querySelector('g.hw-car[data-car="Blue Legend"]').classList.contains("hw-legend"));
  // a name that looks like HTML stays text everywhere
  assert.equal(el.querySelectorAll("img").length, 0);
  const names = [...el.querySelectorAll(".hw-name")].map((n) => n.textContent);
  assert.ok(names.includes(XSS));
  assert.ok(el.innerHTML.includes("&lt;img src=x onerror=alert(1)&gt;"));
});

test("a panel per car: gear, Engine, hand, deck, discard, Stress, lap, place; Legends marked", async () => {
  const { el } = await mount();
  const panels = [...el.querySelectorAll(".hw-panel")];
  assert.equal(panels.length, 3);
  const byOrder = panels.slice().sort((a, b) => Number(a.style.order) - Number(b.style.order));
  assert.deepEqual(byOrder.map((p) => p.dataset.car), ["Ana", XSS, "Blue Legend"], "in race order");
  const ana = panels[0];
  const stat = (p, cls) => p.querySelector(`.hw-s-${cls} .hw-stat-value`).textContent;
  assert.equal(stat(ana, "gear"), "1");
  assert.equal(stat(ana, "engine"), "6");
  assert.equal(stat(ana, "heat"), "0");
  assert.equal(stat(ana, "hand"), "7");
  assert.equal(stat(ana, "deck"), "11");
  assert.equal(stat(ana, "stress"), "1");
  assert.equal(stat(ana, "lap"), "0/2");
  assert.equal(ana.querySelector(".hw-place").textContent, "1st");
  assert.ok(panels[2].querySelector(".hw-legend-tag"));
});

test("the hand of the car in focus, as recognisable cards", async () => {
  const { el } = await mount();
  const cards = [...el.querySelectorAll(".hw-hand-cards .hw-card")];
  assert.deepEqual(cards.map((c) => c.dataset.card), ["4", "3", "2", "1", "S", "0", "5"]);
  assert.ok(cards[0].classList.contains("hw-card-basic"));
  assert.ok(cards[4].classList.contains("hw-card-stress"));
  assert.ok(cards[5].classList.contains("hw-card-starting"));
  // clicking another car's panel shows its hand
  const other = [...el.querySelectorAll(".hw-panel")].find((p) => p.dataset.car === XSS);
  other.click();
  const cards2 = [...el.querySelectorAll(".hw-hand-cards .hw-card")].map((c) => c.dataset.card);
  assert.deepEqual(cards2, ["4", "4", "3", "2", "H", "1", "1"]);
  assert.ok(el.querySelector(".hw-hand-cards .hw-card-heat"));
});

test("narration tells the step's events in sentences", async () => {
  const { el, model } = await mount();
  model.set("step", 4);
  const texts = [...el.querySelectorAll(".hw-event .hw-ev-text")].map((t) => t.textContent);
  assert.deepEqual(texts, [`${XSS} plays 1 card face down`, "Ana reveals 4 3", "Ana moves 7 spaces at Speed 7 to space 7"]);
  assert.match(el.querySelector(".hw-narration-title").textContent, /Round 1 .* play 1/);
});

test("the board follows the step, and the controls change it", async () => {
  const { el, model } = await mount();
  const ana = () => el.querySelector('g.hw-car[data-car="Ana"]');
  assert.equal(ana().dataset.space, "69");
  model.set("step", 4);
  assert.equal(ana().dataset.space, "7");
  assert.ok(el.querySelector(".hw-trail"), "the move leaves a trail");
  el.querySelector("button.hw-prev").click();
  assert.equal(model.get("step"), 3);
  assert.equal(ana().dataset.space, "69");
  assert.ok(model.saved.length > 0, "a step chosen in the page is synced to Python");
  el.querySelector("button.hw-nextRound").click();
  assert.equal(model.get("step"), 5);
  const legendPanel = [...el.querySelectorAll(".hw-panel")].find((p) => p.dataset.car === "Blue Legend");
  assert.equal(legendPanel.style.order, "0", "panels follow the race order");
  assert.ok(el.querySelector("button.hw-next").disabled);
  el.querySelector("button.hw-prevRound").click();
  assert.equal(model.get("step"), 0);
  assert.ok(el.querySelector("button.hw-prev").disabled);
  const slider = el.querySelector("input.hw-slider");
  assert.equal(slider.max, "5");
  slider.value = "4";
  slider.dispatchEvent(new window.Event("input", { bubbles: true }));
  assert.equal(model.get("step"), 4);
  assert.equal(el.querySelector(".hw-step-label").textContent, "Step 4/5 \u00b7 Round 1");
});

test("keyboard shortcuts: arrows, shift+arrows, Home/End", async () => {
  const { el, model } = await mount();
  const root = el.querySelector(".hw-root");
  assert.equal(root.getAttribute("data-lm-suppress-shortcuts"), "true");
  key(root, "ArrowRight");
  assert.equal(model.get("step"), 1);
  key(root, "End");
  assert.equal(model.get("step"), 5);
  key(root, "ArrowLeft");
  assert.equal(model.get("step"), 4);
  key(root, "ArrowLeft", { shiftKey: true });
  assert.equal(model.get("step"), 0);
  key(root, "ArrowRight", { shiftKey: true });
  assert.equal(model.get("step"), 5);
  key(root, "Home");
  assert.equal(model.get("step"), 0);
});

test("play/pause steps through the race on its own", async (t) => {
  t.mock.timers.enable({ apis: ["setInterval"] });
  const { el, model, cleanup } = await mount();
  const play = el.querySelector("button.hw-play");
  play.click();
  assert.equal(play.getAttribute("aria-label"), "Pause");
  t.mock.timers.tick(2000); // default 2 steps a second
  assert.equal(model.get("step"), 4);
  t.mock.timers.tick(5000);
  assert.equal(model.get("step"), 5, "stops at the end");
  assert.equal(play.getAttribute("aria-label"), "Play");
  cleanup();
});

test("frames appended by the kernel extend the replay; a gap asks for a resync", async () => {
  const all = fakeFrames();
  const { el, model } = await mount({ frames: all.slice(0, 4), step: 3 });
  assert.equal(el.querySelector("input.hw-slider").max, "3");
  model.emit("msg:custom", { type: "frames", start: 4, frames: all.slice(4) });
  model.set("step", 5);
  assert.equal(el.querySelector("input.hw-slider").max, "5");
  assert.equal(el.querySelector(".hw-root").dataset.round, "2");
  model.emit("msg:custom", { type: "frames", start: 9, frames: [{}] });
  assert.deepEqual(model.sent.at(-1), { type: "resync", have: 6 });
  model.emit("msg:custom", { type: "frames", start: 0, frames: all.slice(0, 2), reset: true });
  assert.equal(el.querySelector("input.hw-slider").max, "1");
});

test("gear choices: exactly the legal gears, sent as action text", async () => {
  const choices = { car: "Ana", kind: "gear", actions: ["gear 1", "gear 2", "gear 3"], hand: ["4", "3"], seq: 6 };
  const { el, model } = await mount({ step: 5, choices });
  const play = el.querySelector(".hw-choices");
  assert.equal(play.hidden, false);
  assert.equal(play.dataset.kind, "gear");
  const buttons = [...play.querySelectorAll("button.hw-action")];
  assert.deepEqual(buttons.map((b) => b.textContent), ["gear 1", "gear 2", "gear 3"]);
  buttons[2].click();
  assert.deepEqual(model.sent.at(-1), { type: "act", car: "Ana", action: "gear 3", seq: 6 });
  assert.ok(buttons.every((b) => b.disabled), "no double sends while the kernel works");
  model.set("choices", { ...choices, seq: 7 });
  assert.ok([...play.querySelectorAll("button.hw-action")].every((b) => !b.disabled));
});

test("card choices: select cards in the hand, send the matching legal play", async () => {
  const choices = { car: "Ana", kind: "play", actions: ["play 4 3", "play 4 2", "play 3 2", "play 4 S", "play 3 S", "play 2 S"],
    hand: ["2", "S", "4", "3"], seq: 6 };
  const { el, model } = await mount({ step: 5, choices });
  const submit = () => el.querySelector(".hw-choices button.hw-submit");
  assert.ok(submit().disabled);
  assert.match(el.querySelector(".hw-choices-hint").textContent, /Select 2 cards/);
  const card = (i) => el.querySelector(`.hw-hand-cards .hw-card[data-index="${i}"]`);
  card(3).click(); // the 3
  card(2).click(); // the 4
  assert.equal(card(2).getAttribute("aria-pressed"), "true");
  assert.equal(submit().disabled, false);
  assert.equal(submit().dataset.action, "play 4 3");
  submit().click();
  assert.deepEqual(model.sent.at(-1), { type: "act", car: "Ana", action: "play 4 3", seq: 6 });
});

test("discard choices: none, or any selection the rules allow", async () => {
  const choices = { car: "Ana", kind: "discard", actions: ["discard", "discard 4", "discard 3", "discard 4 3"], hand: ["4", "3", "H"], seq: 6 };
  const { el, model } = await mount({ step: 5, choices });
  const submit = () => el.querySelector(".hw-choices button.hw-submit");
  assert.equal(submit().textContent, "Discard nothing");
  submit().click();
  assert.deepEqual(model.sent.at(-1), { type: "act", car: "Ana", action: "discard", seq: 6 });
});

test("react and slipstream choices are buttons; a replay step offers the way back", async () => {
  const choices = { car: "Ana", kind: "react", actions: ["cooldown 1", "boost", "done"], hand: ["H"], seq: 6 };
  const { el, model } = await mount({ step: 5, choices });
  assert.deepEqual([...el.querySelectorAll(".hw-choices button.hw-action")].map((b) => b.dataset.action), ["cooldown 1", "boost", "done"]);
  model.set("step", 2);
  const back = el.querySelector(".hw-choices button.hw-back-live");
  assert.ok(back);
  back.click();
  assert.equal(model.get("step"), 5);
  model.set("choices", { car: "Ana", kind: "slipstream", actions: ["slipstream", "pass"], hand: [], seq: 7 });
  assert.deepEqual([...el.querySelectorAll(".hw-choices button.hw-action")].map((b) => b.textContent), ["slipstream", "pass"]);
});

test("no choices: no play controls; an engine message is shown as text", async () => {
  const { el, model } = await mount();
  assert.equal(el.querySelector(".hw-choices").hidden, true);
  model.set("message", `${XSS} cannot play Heat cards`);
  const msg = el.querySelector(".hw-message");
  assert.equal(msg.hidden, false);
  assert.equal(msg.querySelector(".hw-message-text").textContent, `${XSS} cannot play Heat cards`);
  assert.equal(el.querySelectorAll("img").length, 0);
  msg.querySelector("button").click();
  assert.equal(msg.hidden, true);
});

test("the view stops listening when removed", async () => {
  const { model, cleanup } = await mount();
  const before = model.listenerCount("change:step");
  cleanup();
  assert.equal(model.listenerCount("change:step"), before - 1);
});

test("a control that gets disabled hands the keyboard focus to the widget", async () => {
  const { el } = await mount({ step: 1 });
  const prev = el.querySelector("button.hw-prev");
  prev.focus();
  prev.click();
  assert.equal(document.activeElement, el.querySelector(".hw-root"));
});

test("cards face down whose number is secret: no count in the panel or the hand area", async () => {
  const frames = fakeFrames().slice(0, 3);
  frames[0].k = [...frames[0].k, "face_down"];
  const k = (name) => frames[0].k.indexOf(name);
  // the seat of Ana: the other car played before she chose her gear (issue 10: counts tell gears)
  frames.push({ c: 1, a: "play cards face down", K: ["play"], e: [[3, 1, `${XSS} plays cards face down`]],
    d: [[1, k("hand"), null, k("hand_count"), null, k("play"), null, k("play_count"), null, k("face_down"), true]] });
  const { el } = await mount({ frames, step: 3 });
  const other = [...el.querySelectorAll(".hw-panel")].find((p) => p.dataset.car === XSS);
  assert.equal(other.querySelector(".hw-s-hand .hw-stat-value").textContent, "\u2013");
  assert.equal(other.querySelector(".hw-played").textContent, "Played face down");
  other.click();
  assert.equal(el.querySelector(".hw-playarea").textContent.trim().endsWith("cards face down"), true);
  assert.ok(!/\d/.test(el.querySelector(".hw-playarea").textContent));
});

test("a Championship race's press corners get a PRESS badge at their corner lines", async () => {
  const track = { ...(await import("./helpers.js")).usaTrack(), press_corners: [33] };
  const { el } = await mount({ track });
  const press = [...el.querySelectorAll("g.hw-press")];
  assert.equal(press.length, 1);
  assert.equal(press[0].dataset.after, "33");
  assert.match(press[0].querySelector("title").textContent, /Press corner after space 33/);
  const { el: plain } = await mount();
  assert.equal(plain.querySelectorAll("g.hw-press").length, 0);
});
