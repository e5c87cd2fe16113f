// Cards as a person recognises them: Basic speed cards, Starting Upgrades, Heat, Stress, module
// cards described by the kernel (Garage upgrades: speed or choices, symbols with their numbers),
// and any other card drawn generically by its id.
import { h } from "./dom.js";

// id -> {speed, category, level, symbols: [[name, number, mandatory]], title}; set per widget.
let catalogue = {};

export function setCatalogue(cards) {
  catalogue = { ...catalogue, ...(cards || {}) };
}

// A small glyph per symbol (the box's icons, as text): the tooltip says it in words.
export const SYMBOL_GLYPHS = {
  boost: "+", heat: "\u2668", scrap: "\u2702", adjust_speed_limit: "\u21c5", cooldown: "\u2744",
  slipstream: "\u00bb", reduce_stress: "\u2212S", refresh: "\u21ba", salvage: "\u267b", direct_play: "\u21e2",
  accelerate: "\u21d1",
};

export function cardInfo(id) {
  const t = String(id);
  if (["1", "2", "3", "4"].includes(t)) return { kind: "basic", value: t, caption: "Speed", title: `Speed ${t} (Basic)` };
  if (t === "0" || t === "5") return { kind: "starting", value: t, caption: "Upgrade", title: `Starting Upgrade ${t}` };
  if (t === "H") return { kind: "heat", value: "H", caption: "Heat", title: "Heat" };
  if (t === "S") return { kind: "stress", value: "S", caption: "Stress", title: "Stress: flip from the deck" };
  const up = catalogue[t];
  if (up) return { kind: "upgrade", value: up.speed, caption: up.category, title: up.title, symbols: up.symbols || [], level: up.level };
  return { kind: "other", value: t, caption: "Card", title: `Card ${t}` };
}

function symbolEl([name, n, mandatory]) {
  const glyph = SYMBOL_GLYPHS[name] || name.slice(0, 2);
  const num = name === "adjust_speed_limit" ? (n > 0 ? `+${n}` : String(n)) : name === "refresh" || name === "direct_play" || name === "accelerate" ? "" : String(n);
  return h("span", { class: `hw-sym hw-sym-${name}${mandatory ? " hw-sym-mandatory" : ""}`, "data-symbol": name },
    glyph, num ? h("span", { class: "hw-sym-n" }, num) : null);
}

export function cardEl(id, { size = "", index = null } = {}) {
  const info = cardInfo(id);
  const attrs = {
    class: `hw-card hw-card-${info.kind}${size ? " hw-card-" + size : ""}${info.level === "advanced" ? " hw-card-advanced" : ""}`,
    title: info.title, "data-card": String(id),
  };
  if (index !== null) attrs["data-index"] = index;
  return h("div", attrs,
    info.kind === "upgrade" ? h("span", { class: "hw-card-id" }, String(id)) : null,
    h("span", { class: "hw-card-value" }, info.value),
    info.symbols && info.symbols.length ? h("span", { class: "hw-card-symbols" }, ...info.symbols.map(symbolEl)) : null,
    h("span", { class: "hw-card-caption" }, info.caption));
}

export function cardBack(count, label) {
  return h("div", { class: "hw-card hw-card-back", title: `${label}: ${count}` },
    h("span", { class: "hw-card-value" }, String(count)),
    h("span", { class: "hw-card-caption" }, label));
}
