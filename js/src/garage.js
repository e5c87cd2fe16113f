// The Garage module's draft: the market as cards (clickable for the car picking now), whose turn it
// is, and each car's upgrade cards so far (public, face up in the box game).
import { h, setText } from "./dom.js";
import { cardEl } from "./cards.js";
import { english } from "./i18n.js";

export function createGarage({ send, t = english }) {
  const title = h("div", { class: "hw-garage-title" });
  const market = h("div", { class: "hw-market", role: "group", "aria-label": t("Draft market") });
  const picks = h("div", { class: "hw-picks" });
  const el = h("section", { class: "hw-garage", "aria-label": t("Garage"), hidden: true }, title, market, picks);
  let lastKey = null;
  let busy = false;

  // garage: the module's public state (or undefined); choices: the live decision, if any.
  function update(garage, choices, live) {
    const drafting = !!(live && choices && choices.kind === "draft");
    const key = JSON.stringify([garage, drafting && choices.seq, drafting && choices.actions]);
    if (key === lastKey) return;
    if (!lastKey || !drafting) busy = false;
    lastKey = key;
    if (!garage) { el.hidden = true; return; }
    el.hidden = false;
    const names = Object.keys(garage.upgrades || {});
    if (garage.round) {
      // the player picking here is spoken to ("your pick"); another is named without a verb to
      // agree with (a player named "You" read "You picks")
      setText(title, drafting && garage.picker && choices.car === garage.picker
        ? t("Draft round {round} of 3 \u00b7 your pick", { round: garage.round })
        : garage.picker ? t("Draft round {round} of 3 \u00b7 picking: {name}", { round: garage.round, name: garage.picker })
          : t("Draft round {round} of 3", { round: garage.round }));
    } else {
      // "built": a Championship's cars arrive with the upgrades drafted in the season's build step
      setText(title, garage.build === "quick" ? t("Upgrades (dealt at random)") : t("Upgrades (drafted)"));
    }
    const legal = new Set(drafting ? choices.actions : []);
    market.hidden = !garage.round;
    market.replaceChildren(...(garage.market || []).map((id) => {
      const c = cardEl(id, { size: "small", t });
      const action = `draft ${id}`;
      if (legal.has(action)) {
        c.classList.add("hw-selectable", "hw-draftable");
        c.setAttribute("role", "button");
        c.setAttribute("tabindex", "0");
        c.dataset.action = action;
        const pick = () => {
          if (busy) return;
          busy = true;
          send({ type: "act", car: choices.car, action, seq: choices.seq });
        };
        c.addEventListener("click", pick);
        c.addEventListener("keydown", (ev) => {
          if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); pick(); }
        });
      }
      return c;
    }));
    picks.replaceChildren(...names.map((n) => h("div", { class: "hw-pick-row", "data-car": n },
      h("span", { class: "hw-pick-name" }, n),
      ...(garage.upgrades[n] || []).map((id) => cardEl(id, { size: "mini", t })))));
  }

  return { el, update };
}
