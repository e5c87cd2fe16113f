// A Championship's build step (heat_widget/widget/build.py): the market and every player's upgrades
// drawn as cards (as the Garage draws them in a race), the cards the player deciding may click (draft
// or take from the market, swap or keep one of their own) and a button for a choice without a card.
import { h, setText } from "./dom.js";
import { cardEl, setCatalogue } from "./cards.js";
import { translator } from "./i18n.js";

const MARKET_KINDS = new Set(["draft", "take"]);

function prompt(kind, t) {
  if (kind === "draft") return t("Click the upgrade you want in the market");
  if (kind === "take") return t("Click the leftover you take in exchange");
  if (kind === "swap") return t("You may give one of your upgrades for a leftover: click the one you give");
  if (kind === "keep") return t("Click the upgrade you keep for the next season");
  return "";
}

function clickable(c, choice, send, seq) {
  c.classList.add("hw-selectable", "hw-draftable", "hw-build-choice");
  c.setAttribute("role", "button");
  c.setAttribute("tabindex", "0");
  c.dataset.action = choice.action;
  const act = () => send({ type: "act", car: choice.car, action: choice.action, seq });
  c.addEventListener("click", act);
  c.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); act(); }
  });
  return c;
}

export function renderBuild({ model, el }) {
  const t = translator(model.get("messages"));
  const title = h("div", { class: "hw-garage-title" });
  const ask = h("div", { class: "hw-build-prompt" });
  const marketLabel = h("div", { class: "hw-build-label" }, t("Draft market"));
  const market = h("div", { class: "hw-market", role: "group", "aria-label": t("Draft market") });
  const buttons = h("div", { class: "hw-build-buttons" });
  const picks = h("div", { class: "hw-picks" });
  const messageText = h("div", { class: "hw-message", role: "alert", hidden: true });
  const root = h("section", { class: "hw-build-root hw-garage", lang: model.get("language") || "en",
    "aria-label": t("Build your car") }, title, ask, marketLabel, market, buttons, picks, messageText);
  el.classList.add("hw-host");
  el.appendChild(root);
  let busy = false;

  function draw() {
    setCatalogue(model.get("cards"));
    const b = model.get("build") || {};
    busy = false;
    const send = (m) => { if (!busy) { busy = true; model.send(m); } };
    setText(title, b.waiting ? `${b.title || ""} \u00b7 ${b.waiting}` : b.title || "");
    const choices = b.choices || [];
    const byCard = new Map(choices.filter((c) => c.card).map((c) => [`${c.car}|${c.card}`, c]));
    const kinds = [...new Set(choices.map((c) => c.kind).filter((k) => k !== "noswap"))];
    setText(ask, kinds.map((k) => prompt(k, t)).filter(Boolean).join(" "));
    ask.hidden = !kinds.length;
    const ids = b.market || [];
    marketLabel.hidden = market.hidden = !ids.length;
    const inMarket = choices.filter((c) => MARKET_KINDS.has(c.kind));
    market.replaceChildren(...ids.map((id) => {
      const c = cardEl(id, { t });
      const choice = inMarket.find((x) => x.card === id);
      return choice ? clickable(c, choice, send, b.seq) : c;
    }));
    buttons.replaceChildren(...choices.filter((c) => !c.card).map((c) => {
      const label = c.kind === "noswap" ? t("No swap: keep my upgrades") : t.p("action", c.kind);
      return h("button", { type: "button", class: "hw-btn hw-build-choice", "data-action": c.action,
        title: `${c.car}: ${c.action}`, onclick: () => send({ type: "act", car: c.car, action: c.action, seq: b.seq }) },
      label);
    }));
    const upgrades = b.upgrades || {};
    picks.replaceChildren(...Object.keys(upgrades).map((n) => h("div", { class: "hw-pick-row", "data-car": n },
      h("span", { class: "hw-pick-name" }, n),
      ...(upgrades[n].length ? upgrades[n].map((id) => {
        const choice = !MARKET_KINDS.has((byCard.get(`${n}|${id}`) || {}).kind) && byCard.get(`${n}|${id}`);
        return choice ? clickable(cardEl(id, { t }), choice, send, b.seq) : cardEl(id, { t });
      }) : [h("span", { class: "hw-muted" }, t("no upgrade yet"))]))));
    drawMessage();
  }

  function drawMessage() {
    const text = model.get("message") || "";
    busy = false; // a refused click: the choices stand again
    setText(messageText, text);
    messageText.hidden = !text;
  }

  model.on("change:build", draw);
  model.on("change:cards", draw);
  model.on("change:message", drawMessage);
  draw();
  return () => {
    model.off("change:build", draw);
    model.off("change:cards", draw);
    model.off("change:message", drawMessage);
  };
}
