// Every card symbol in the game data has a drawing of its own in the widget: the upgrades
// (heat_widget/data/upgrades.json) and the Championship's Sponsorship cards (the sponsor deck of
// heat_widget/data/championship.json, described in cards.json), one_time among them.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { installDom, mount } from "./helpers.js";

const DATA = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "heat_widget", "data");
const read = (name) => JSON.parse(readFileSync(path.join(DATA, name), "utf8"));

let cards;
before(async () => {
  installDom();
  cards = await import("../src/cards.js");
});

function dataSymbols() {
  const out = new Set();
  for (const card of read("upgrades.json").cards) for (const name of Object.keys(card.symbols || {})) out.add(name);
  const sponsors = new Set(Object.keys(read("championship.json").sponsor_deck));
  const known = new Map(read("cards.json").cards.map((c) => [c.id, c]));
  for (const id of sponsors) {
    assert.ok(known.has(id), `sponsor card ${id} of championship.json is described in cards.json`);
    for (const name of Object.keys(known.get(id).symbols || {})) out.add(name);
  }
  return out;
}

test("every symbol of the upgrade and Sponsorship cards has a drawing", () => {
  const symbols = dataSymbols();
  assert.ok(symbols.has("one_time") && symbols.has("boost") && symbols.size >= 14, [...symbols].join(" "));
  const missing = [...symbols].filter((name) => !cards.hasSymbolIcon(name));
  assert.deepEqual(missing, [], `symbols without a drawing: ${missing.join(", ")}`);
  for (const name of symbols) {
    const icon = cards.symbolIcon(name);
    if (typeof icon === "string") {
      assert.ok(icon.length && icon !== name.slice(0, 2), `${name}: a glyph, not its name's first letters`);
    } else {
      assert.equal(icon.tagName.toLowerCase(), "svg", `${name}: an inline SVG`);
      assert.ok(icon.childNodes.length > 0);
    }
  }
  assert.equal(cards.hasSymbolIcon("no_such_symbol"), false);
  assert.equal(cards.hasSymbolIcon("toString"), false);
});

test("a Sponsorship card shows the one-time use symbol as an inline SVG, without a number", async () => {
  const sponsor = { s81: { speed: "4", category: "Sponsorship", level: "basic",
    symbols: [["cooldown", 2, false], ["one_time", 1, false]],
    title: "s81 Fredo&F. C.S. (basic): Speed 4; Cooldown 2; One-time use: leaves the game at the end of the turn it is played" } };
  const frames = (await import("./helpers.js")).fakeFrames();
  frames[0].d[0].push(8, ["s81", "4", "3"]);  // Ana's hand: the Sponsorship card among others
  const { el } = await mount({ frames: frames.slice(0, 1), step: 0, cards: sponsor, viewer: "Ana" });
  const card = el.querySelector('.hw-card[data-card="s81"]');
  assert.ok(card, "the card is drawn in Ana's hand");
  const sym = card.querySelector('.hw-sym[data-symbol="one_time"]');
  assert.ok(sym.querySelector("svg.hw-sym-icon"), "an inline SVG icon");
  assert.equal(sym.querySelector(".hw-sym-n"), null, "one-time use has no number");
  assert.equal(card.querySelector('.hw-sym[data-symbol="cooldown"] .hw-sym-n').textContent, "2");
  assert.match(card.getAttribute("title"), /One-time use/);
});

test("each symbol's glyph carries its own words as a tooltip (the expansions' super_cool and draft too)", async () => {
  const upgrades = { u55: { speed: "0", category: "Front Wing", level: "advanced",
    symbols: [["boost", 1, false, "[+] 1: flip"], ["draft", 3, false, "Draft 3: up to 3 space(s) forward"]],
    title: "u55 Front Wing 55 (advanced): Speed 0" },
  u49: { speed: "1", category: "Air intake", level: "advanced",
    symbols: [["super_cool", 1, false, "Super Cool 1: até 1 carta(s) Heat do descarte de volta para o motor"]],
    title: "u49 Air intake 49 (advanced): Speed 1" } };
  const frames = (await import("./helpers.js")).fakeFrames();
  frames[0].d[0].push(8, ["u55", "u49", "3"]);
  const { el } = await mount({ frames: frames.slice(0, 1), step: 0, cards: upgrades, viewer: "Ana" });
  const draft = el.querySelector('.hw-card[data-card="u55"] .hw-sym[data-symbol="draft"]');
  assert.equal(draft.getAttribute("title"), "Draft 3: up to 3 space(s) forward");
  assert.equal(draft.textContent, `${cards.SYMBOL_GLYPHS.draft}3`);
  const cool = el.querySelector('.hw-card[data-card="u49"] .hw-sym[data-symbol="super_cool"]');
  assert.match(cool.getAttribute("title"), /^Super Cool 1: /);
  const { el: old } = await mount({ frames: frames.slice(0, 1), step: 0, viewer: "Ana",
    cards: { u49: { ...upgrades.u49, symbols: [["super_cool", 1, false]] } } });
  assert.equal(old.querySelector('.hw-sym[data-symbol="super_cool"]').hasAttribute("title"), false);
});
