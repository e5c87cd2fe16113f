// Play controls: exactly the legal choices of the person who must decide now.
import { h, setText } from "./dom.js";
import { cardEl } from "./cards.js";
import { english } from "./i18n.js";
import { actionLabel, kindPrompt } from "./words.js";
const isSalvage = (a) => /^salvage /.test(a);

const isCardAction = (a) => /^(play|discard)( |$)/.test(a);
const tokens = (a) => a.split(/\s+/).slice(1).filter(Boolean);
const multisetKey = (ids) => ids.map(String).sort().join(" ");

// Is `ids` (a multiset of card ids) part of some legal action's cards?
export function completable(actions, verb, ids) {
  return actions.filter((a) => a.split(/\s+/)[0] === verb).some((a) => {
    const left = tokens(a);
    for (const id of ids) {
      const i = left.indexOf(String(id));
      if (i < 0) return false;
      left.splice(i, 1);
    }
    return true;
  });
}

// The hint under a card selection: how many more cards to pick while the selection can still
// become a legal play, and an error only when it cannot.
export function selectionHint(actions, verb, ids, t = english) {
  const sizes = [...new Set(actions.map((a) => tokens(a).length))].sort((x, y) => x - y);
  const pick = sizes.length === 1
    ? t.n("Select {n} card in the hand above.", "Select {n} cards in the hand above.", sizes[0])
    : t("Select {sizes} cards in the hand above.", { sizes: sizes.join(t(" or ")) });
  if (!ids.length) return pick;
  const reach = actions.filter((a) => tokens(a).length > ids.length && completable([a], verb, ids))
    .map((a) => tokens(a).length - ids.length);
  if (reach.length) {
    const more = Math.min(...reach);
    return t.n("Pick {n} more card.", "Pick {n} more cards.", more);
  }
  return (verb === "discard" ? t("No legal discard with {cards}.", { cards: ids.join(" ") })
    : t("No legal play with {cards}.", { cards: ids.join(" ") })) + " " + pick;
}

// The legal action that plays/discards exactly the selected cards (order does not matter).
export function matchCardAction(actions, verb, ids) {
  const want = multisetKey(ids);
  return actions.find((a) => a.split(/\s+/)[0] === verb && multisetKey(tokens(a)) === want) || null;
}

export function createPlay({ send, t = english }) {
  const title = h("div", { class: "hw-choices-title" });
  const buttons = h("div", { class: "hw-choices-buttons" });
  const hint = h("div", { class: "hw-choices-hint" });
  const el = h("section", { class: "hw-choices", "aria-label": t("Your move") }, title, buttons, hint);
  let lastKey = null;
  let busy = false;
  let hover = null; // (action text or null) => void: a button under the pointer or keyboard focus
  let salvaged = new Set(); // indices into choices.discard picked for a Salvage
  let salvageFor = null;

  // selection: {selected:Set of hand indices}; hand: card ids of the deciding car.
  let last = null;
  function update(args) {
    last = args;
    const { choices, live, hand, selected, onBackToLive, onHover } = args;
    hover = onHover || null;
    const actions = (choices && choices.actions) || [];
    const key = JSON.stringify([choices, live, hand, [...(selected || [])].sort(), [...salvaged].sort()]);
    if (key === lastKey) return;
    if (!lastKey || JSON.parse(lastKey)[0]?.seq !== choices?.seq) busy = false;
    lastKey = key;
    el.dataset.kind = choices && actions.length ? choices.kind : "";
    el.dataset.car = choices && actions.length ? choices.car : "";
    el.dataset.seq = choices && actions.length ? String(choices.seq ?? "") : "";
    if (!choices || !actions.length) {
      el.hidden = true;
      buttons.replaceChildren();
      return;
    }
    el.hidden = false;
    if (!live) {
      setText(title, t("{name} must {what} in the live race.", { name: choices.car, what: kindPrompt(choices.kind, t) || t("decide") }));
      buttons.replaceChildren(h("button", { type: "button", class: "hw-btn hw-action hw-back-live", onclick: onBackToLive }, t("Back to the live race")));
      setText(hint, "");
      return;
    }
    setText(title, t("{name}: {what}", { name: choices.car, what: kindPrompt(choices.kind, t) || t.p("decision", choices.kind) }));
    const out = [];
    const cardActions = actions.filter(isCardAction);
    const other = actions.filter((a) => !isCardAction(a));
    const salvage = other.filter(isSalvage);
    for (const a of other) if (!isSalvage(a)) out.push(actionButton(a, actionLabel(a, t)));
    let hintText = "";
    if (salvage.length && Array.isArray(choices.discard)) {
      // Salvage: pick cards from the discard pile, then confirm
      const forKey = `${choices.car}#${choices.seq}`;
      if (salvageFor !== forKey) { salvaged = new Set(); salvageFor = forKey; }
      const ids = [...salvaged].sort((x, y) => x - y).map((i) => choices.discard[i]);
      const match = matchCardAction(salvage, "salvage", ids);
      const pile = h("div", { class: "hw-salvage-pile", role: "group", "aria-label": t("Discard pile") },
        ...choices.discard.map((id, i) => {
          const c = cardEl(id, { size: "small", index: i, t });
          c.classList.add("hw-selectable");
          c.setAttribute("role", "button");
          c.setAttribute("tabindex", "0");
          c.classList.toggle("hw-selected", salvaged.has(i));
          c.setAttribute("aria-pressed", salvaged.has(i) ? "true" : "false");
          const toggle = () => {
            if (salvaged.has(i)) salvaged.delete(i); else salvaged.add(i);
            lastKey = null;
            update(last);
          };
          c.addEventListener("click", toggle);
          c.addEventListener("keydown", (ev) => {
            if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); toggle(); }
          });
          return c;
        }));
      const b = actionButton(match || "", match ? t("Salvage {cards}", { cards: tokens(match).join(" ") }) : t("Salvage selected"), !match);
      b.classList.add("hw-salvage");
      out.push(h("div", { class: "hw-salvage-box" }, h("span", { class: "hw-muted" }, t("Salvage: pick cards from the discard pile")), pile, b));
    }
    if (cardActions.length) {
      const verb = cardActions[0].split(/\s+/)[0];
      const ids = [...(selected || [])].sort((x, y) => x - y).map((i) => (hand || [])[i]).filter((x) => x !== undefined);
      const match = matchCardAction(cardActions, verb, ids);
      const cards = match ? tokens(match).join(" ") : "";
      const discard = verb === "discard";
      const label = match ? (cards ? (discard ? t("Discard {cards}", { cards }) : t("Play {cards}", { cards }))
        : (discard ? t("Discard nothing") : t("Play nothing")))
        : (discard ? t("Discard selected") : t("Play selected"));
      const b = actionButton(match || "", label, !match);
      b.classList.add("hw-submit");
      out.push(b);
      if (!hand) hintText = t("This hand is hidden from the viewer.");
      else if (!match) hintText = selectionHint(cardActions, verb, ids, t);
    }
    buttons.replaceChildren(...out);
    setText(hint, hintText);

    function actionButton(action, label, disabled = false) {
      const b = h("button", { type: "button", class: "hw-btn hw-action", "data-action": action }, label);
      b.disabled = disabled || busy;
      if (action && choices.previews && choices.previews[action]) {
        b.dataset.preview = "1";
        const on = () => hover && hover(action), off = () => hover && hover(null);
        b.addEventListener("mouseenter", on);
        b.addEventListener("focus", on);
        b.addEventListener("mouseleave", off);
        b.addEventListener("blur", off);
      }
      b.addEventListener("click", () => {
        if (busy || !action) return;
        busy = true;
        for (const x of buttons.querySelectorAll("button")) x.disabled = true;
        send({ type: "act", car: choices.car, action, seq: choices.seq });
      });
      return b;
    }
  }

  function release() {
    busy = false;
    lastKey = null;
  }

  return { el, update, release };
}
