// Cards as a person recognises them: Basic speed cards, Starting Upgrades, Heat, Stress, module
// cards described by the kernel (Garage upgrades: speed or choices, symbols with their numbers),
// and any other card drawn generically by its id.
import { h, s } from "./dom.js";
import { english } from "./i18n.js";

// id -> {speed, category, level, symbols: [[name, number, mandatory]], title}; set per widget.
let catalogue = {};

export function setCatalogue(cards) {
  catalogue = { ...catalogue, ...(cards || {}) };
}

// A small glyph per symbol (the box's icons, as text): the tooltip says it in words.
// super_cool and draft are the expansions' (Heavy Rain, Tunnel Vision) symbols.
export const SYMBOL_GLYPHS = {
  boost: "+", heat: "\u2668", scrap: "\u2702", adjust_speed_limit: "\u21c5", cooldown: "\u2744",
  slipstream: "\u00bb", reduce_stress: "\u2212S", refresh: "\u21ba", salvage: "\u267b", direct_play: "\u21e2",
  accelerate: "\u21d1", super_cool: "\u2745", draft: "\u2261",
};

// Symbols no text character shows well, drawn as a small inline SVG (no font, no network).
// one_time (the Championship's Sponsorship cards): a card with a 1 leaving, arrow out.
export const SYMBOL_SVGS = {
  one_time: () => s("svg", { class: "hw-sym-icon", viewBox: "0 0 15 12", width: "1.25em", height: "1em",
    "aria-hidden": "true", focusable: "false" },
  s("rect", { x: "1", y: "1", width: "7", height: "10", rx: "1.3", fill: "none", stroke: "currentColor", "stroke-width": "1.2" }),
  s("text", { x: "4.5", y: "8.7", "font-size": "7", "font-weight": "700", "text-anchor": "middle", fill: "currentColor" }, "1"),
  s("path", { d: "M9.2 6h4.6M11.6 3.8l2.2 2.2-2.2 2.2", fill: "none", stroke: "currentColor", "stroke-width": "1.2",
    "stroke-linecap": "round", "stroke-linejoin": "round" })),
};

// Symbols drawn without their number (it is always 1, or says nothing).
const NO_NUMBER = new Set(["refresh", "direct_play", "accelerate", "one_time"]);

const own = (table, name) => Object.prototype.hasOwnProperty.call(table, name);

// Whether a symbol has its own drawing (else it falls back to its name's first letters).
export function hasSymbolIcon(name) {
  return own(SYMBOL_SVGS, name) || own(SYMBOL_GLYPHS, name);
}

// The drawing of one symbol: an inline SVG, a glyph, or (unknown symbol) its name's first letters.
export function symbolIcon(name) {
  if (own(SYMBOL_SVGS, name)) return SYMBOL_SVGS[name]();
  return SYMBOL_GLYPHS[name] || name.slice(0, 2);
}

export function cardInfo(id, t = english) {
  const c = String(id);
  if (["1", "2", "3", "4"].includes(c)) return { kind: "basic", value: c, caption: t.p("short", "Speed"), title: t("Speed {n} (Basic)", { n: c }) };
  if (c === "0" || c === "5") return { kind: "starting", value: c, caption: t("Upgrade"), title: t("Starting Upgrade {n}", { n: c }) };
  if (c === "H") return { kind: "heat", value: "H", caption: t("Heat"), title: t("Heat") };
  if (c === "S") return { kind: "stress", value: "S", caption: t("Stress"), title: t("Stress: flip from the deck") };
  const up = catalogue[c];
  if (up) return { kind: "upgrade", value: up.speed, caption: up.category, title: up.title, symbols: up.symbols || [], level: up.level };
  return { kind: "other", value: c, caption: t("Card"), title: t("Card {id}", { id: c }) };
}

// [name, number, mandatory, words]: the words (the kernel's, in the widget's language) are the
// glyph's own tooltip.
function symbolEl([name, n, mandatory, words]) {
  const num = name === "adjust_speed_limit" ? (n > 0 ? `+${n}` : String(n)) : NO_NUMBER.has(name) ? "" : String(n);
  return h("span", { class: `hw-sym hw-sym-${name}${mandatory ? " hw-sym-mandatory" : ""}`, "data-symbol": name,
    title: words || null },
    symbolIcon(name), num ? h("span", { class: "hw-sym-n" }, num) : null);
}

export function cardEl(id, { size = "", index = null, t = english } = {}) {
  const info = cardInfo(id, t);
  const attrs = {
    class: `hw-card hw-card-${info.kind}${size ? " hw-card-" + size : ""}${info.level === "advanced" ? " hw-card-advanced" : ""}`,
    title: info.title, "data-card": String(id),
  };
  if (index !== null) attrs["data-index"] = index;
  return h("div", attrs,
    info.kind === "upgrade" ? h("span", { class: "hw-card-id" }, String(id)) : null,
    // a Speed of several choices ("1/2/3/4") in smaller figures, to fit the card
    h("span", { class: `hw-card-value${String(info.value).length > 3 ? " hw-card-value-long" : ""}` }, info.value),
    info.symbols && info.symbols.length ? h("span", { class: "hw-card-symbols" }, ...info.symbols.map(symbolEl)) : null,
    h("span", { class: "hw-card-caption" }, info.caption));
}

export function cardBack(count, label) {
  return h("div", { class: "hw-card hw-card-back", title: `${label}: ${count}` },
    h("span", { class: "hw-card-value" }, String(count)),
    h("span", { class: "hw-card-caption" }, label));
}
