// The widget in the person's language (issue 14, item 7): t() over the `messages` Python sends,
// plurals and contexts; a widget rendered with the Portuguese catalogue shows no English label.
// With HW_FIXTURE (tests/test_frontend_js.py) the real catalogue of widget.po is used.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { installDom, mount } from "./helpers.js";
import { translator } from "../src/i18n.js";
import { actionLabel, ordinalIn } from "../src/words.js";

const file = process.env.HW_FIXTURE;
const fixture = file ? JSON.parse(readFileSync(file, "utf8")) : null;

before(() => installDom());

test("t fills named fields, falls back to the source text, and picks plural forms", () => {
  const t = translator({
    "Waiting for {names}": "À espera de {names}",
    "{n} card face down": ["{n} carta virada para baixo", "{n} cartas viradas para baixo"],
    "event\u0004spin_out": "despiste",
    "ordinal\u0004{n}st": "{n}.º",
    "gear {n}": "mudança {n}",
    "untranslated": "",
  });
  assert.equal(t("Waiting for {names}", { names: "Ana, Ben" }), "À espera de Ana, Ben");
  assert.equal(t("Not in the catalogue {x}", { x: 1 }), "Not in the catalogue 1");
  assert.equal(t("untranslated"), "untranslated");
  assert.equal(t.n("{n} card face down", "{n} cards face down", 1), "1 carta virada para baixo");
  assert.equal(t.n("{n} card face down", "{n} cards face down", 3), "3 cartas viradas para baixo");
  assert.equal(t.p("event", "spin_out"), "despiste");
  assert.equal(t.p("event", "legends_card"), "legends card", "English: the kind with spaces");
  assert.equal(ordinalIn(t, 1), "1.º");
  assert.equal(actionLabel("gear 3", t), "mudança 3");
  assert.equal(actionLabel("gear 3"), "gear 3", "English shows the action text itself");
  const en = translator({});
  assert.equal(en.n("{n} card face down", "{n} cards face down", 2), "2 cards face down");
  assert.equal(ordinalIn(en, 2), "2nd");
  assert.equal(ordinalIn(en, 13), "13th");
});

test("a widget rendered with messages shows them: status, panels, controls, story", async () => {
  const messages = {
    "Round {round}": "Ronda {round}", "short\u0004Gear": "Mudança", "Waiting for {names}": "À espera de {names}",
    "decision\u0004gear": "mudança", "Previous step": "Passo anterior", "Round {round} \u00b7 {what}": "Ronda {round} \u00b7 {what}",
    "The race is set up": "A corrida está preparada",
  };
  const { el } = await mount({ messages, language: "pt" });
  const root = el.querySelector(".hw-root");
  assert.equal(root.getAttribute("lang"), "pt");
  assert.match(el.querySelector(".hw-title-status").textContent, /^Ronda 1/);
  assert.equal(el.querySelector(".hw-s-gear .hw-stat-label").textContent, "Mudança");
  assert.equal(el.querySelector(".hw-prev").getAttribute("aria-label"), "Passo anterior");
  assert.equal(el.querySelector(".hw-narration-title").textContent, "Ronda 1 \u00b7 A corrida está preparada");
  assert.match(el.querySelector(".hw-waiting-line").textContent, /^À espera de Ana \(mudança\)/);
});

// Every text the widget shows, as a person (or a screen reader) meets it.
function shownTexts(el) {
  const out = [];
  const walker = el.ownerDocument.createTreeWalker(el, 4 /* text */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.textContent.trim()) out.push(n.textContent.trim());
  for (const x of el.querySelectorAll("[title], [aria-label]")) {
    for (const a of ["title", "aria-label"]) if (x.getAttribute(a)) out.push(x.getAttribute(a));
  }
  return out;
}

test("with the Portuguese catalogue, no English label of the widget is left", { skip: fixture ? false : "needs HW_FIXTURE" }, async () => {
  const pt = fixture.messages.pt;
  // English texts that read differently in Portuguese (words the same in both, like Heat, are fine)
  const english = new Set(Object.entries(pt).filter(([k, v]) => !k.includes("\u0004") && typeof v === "string" && v !== k)
    .map(([k]) => k).filter((k) => !k.includes("{")));
  for (const step of [0, 1, 3, 5]) {
    const { el, cleanup } = await mount({ messages: pt, language: "pt", step });
    const left = shownTexts(el).filter((s) => english.has(s));
    assert.deepEqual(left, [], `step ${step}: English left: ${left.join(" | ")}`);
    const status = el.querySelector(".hw-title-status").textContent;
    assert.match(status, /^Ronda \d+/);
    assert.match(el.querySelector(".hw-step-label").textContent, /^Passo \d+\/\d+ · Ronda \d+$/);
    cleanup();
    el.remove();
  }
});
