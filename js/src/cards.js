// Cards as a person recognises them: Basic speed cards, Starting Upgrades, Heat, Stress,
// and any other (module) card drawn generically by its id.
import { h } from "./dom.js";

export function cardInfo(id) {
  const t = String(id);
  if (["1", "2", "3", "4"].includes(t)) return { kind: "basic", value: t, caption: "Speed", title: `Speed ${t} (Basic)` };
  if (t === "0" || t === "5") return { kind: "starting", value: t, caption: "Upgrade", title: `Starting Upgrade ${t}` };
  if (t === "H") return { kind: "heat", value: "H", caption: "Heat", title: "Heat" };
  if (t === "S") return { kind: "stress", value: "S", caption: "Stress", title: "Stress: flip from the deck" };
  return { kind: "other", value: t, caption: "Card", title: `Card ${t}` };
}

export function cardEl(id, { size = "", index = null } = {}) {
  const info = cardInfo(id);
  const attrs = {
    class: `hw-card hw-card-${info.kind}${size ? " hw-card-" + size : ""}`,
    title: info.title, "data-card": String(id),
  };
  if (index !== null) attrs["data-index"] = index;
  return h("div", attrs,
    h("span", { class: "hw-card-value" }, info.value),
    h("span", { class: "hw-card-caption" }, info.caption));
}

export function cardBack(count, label) {
  return h("div", { class: "hw-card hw-card-back", title: `${label}: ${count}` },
    h("span", { class: "hw-card-value" }, String(count)),
    h("span", { class: "hw-card-caption" }, label));
}
