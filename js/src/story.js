// "This round for me": everything that happened to the car in focus this round, up to the step
// shown (its gear, its cards, its move, Boost, slipstream, corner Heat, spin-out), at a glance.
// And a key explaining the two highlights on the board.
import { h, setText } from "./dom.js";
import { english } from "./i18n.js";

// "Ana's hand", but "Your hand" for a player called You (Portuguese: "Mão de Ana", "A tua mão").
export function handTitle(name, t = english) {
  return /^you$/i.test(String(name).trim()) ? t("Your hand") : t("{name}\u2019s hand", { name });
}

export function roundEvents(timeline, i, name) {
  const round = timeline.states[i].round;
  let first = i;
  while (first > 0 && timeline.states[first - 1].round === round) first--;
  const out = [];
  for (let j = first; j <= i; j++) {
    for (const e of timeline.steps[j].events) if (e.car === name) out.push(e);
  }
  return out;
}

export function createRoundStory(t = english) {
  const title = h("div", { class: "hw-mine-title" });
  const list = h("ul", { class: "hw-mine-events" });
  const el = h("section", { class: "hw-mine", "aria-label": t("This round for the car in focus"), hidden: true }, title, list);
  let lastKey = null;
  function update(timeline, i, name, isLegend) {
    const events = name && !isLegend && timeline.length ? roundEvents(timeline, i, name) : [];
    const key = JSON.stringify([name, i, events.map((e) => e.text)]);
    if (key === lastKey) return;
    lastKey = key;
    el.hidden = !name || isLegend;
    if (el.hidden) return;
    setText(title, t("This round for {name} (round {round})", { name, round: timeline.states[i].round }));
    el.dataset.car = name;
    list.replaceChildren(...(events.length ? events.map((e) => h("li", { class: "hw-mine-event", "data-kind": e.kind }, e.text))
      : [h("li", { class: "hw-muted" }, t("Nothing yet this round."))]));
  }
  return { el, update };
}

export function createHighlightKey(t = english) {
  return h("div", { class: "hw-key", "aria-label": t("What the highlights mean") },
    h("span", { class: "hw-key-item" }, h("span", { class: "hw-key-swatch hw-key-focus" }), t("car in focus (its hand and story below; click a car\u2019s panel to change)")),
    h("span", { class: "hw-key-item" }, h("span", { class: "hw-key-swatch hw-key-acting" }), t("car that acted in the step shown")));
}
