// Car panels, the hand and play area of the car in focus, and the narration of a step.
import { h, setText, setAttr, carFill } from "./dom.js";
import { cardEl } from "./cards.js";
import { handTitle } from "./story.js";
import { english } from "./i18n.js";
import { ordinalIn } from "./words.js";
import { actionLabel } from "./words.js";

const dash = "\u2013";
const v = (x) => (x === null || x === undefined ? dash : String(x));
// Cards face down: how many, unless that is still secret (it would tell the car's gear).
const secretCount = (car) => car.play_count === null || car.play_count === undefined;

export function createPanels(onFocus, t = english) {
  const root = h("div", { class: "hw-panels", role: "list", "aria-label": t("Cars") });
  const nodes = new Map();
  let order = "";

  function panel(car) {
    let n = nodes.get(car.name);
    if (n) return n;
    const stat = (label, cls, title) => {
      const val = h("span", { class: "hw-stat-value" });
      const wrap = h("div", { class: `hw-stat ${cls || ""}`, title: title || label }, h("span", { class: "hw-stat-label" }, label), val);
      return { wrap, val };
    };
    const place = h("span", { class: "hw-place" });
    const name = h("span", { class: "hw-name" }, car.name);
    const stats = {
      // short labels where a panel is narrow (the tooltip says the whole word)
      gear: stat(t.p("short", "Gear"), "hw-s-gear", t("Gear")), speed: stat(t.p("short", "Speed"), "hw-s-speed", t("Speed")),
      lap: stat(t("Lap"), "hw-s-lap"),
      engine: stat(t("Engine"), "hw-s-engine", t("Heat cards in the Engine")),
      hand: stat(t("Hand"), "hw-s-hand", t("Cards in hand")), heat: stat(t("Heat"), "hw-s-heat", t("Heat cards in hand")),
      stress: stat(t("Stress"), "hw-s-stress", t("Stress cards in hand")),
      deck: stat(t("Deck"), "hw-s-deck", t("Cards in the draw deck")), discard: stat(t("Discard"), "hw-s-discard", t("Discard pile")),
    };
    const waiting = h("span", { class: "hw-deciding" });
    const played = h("div", { class: "hw-played", "aria-label": t("Played cards") });
    const el = h("div", { class: `hw-panel${car.legend ? " hw-legend" : ""}`, role: "listitem", tabindex: "-1", "data-car": car.name,
      onclick: () => onFocus(car.name) },
      h("div", { class: "hw-panel-head" },
        h("span", { class: "hw-swatch", style: `background:${carFill(car.colour)}` }),
        name,
        car.legend ? h("span", { class: "hw-legend-tag", title: t("Legend: a car driven by the Legends cards") }, t("Legend")) : null,
        waiting, place),
      h("div", { class: "hw-stats" }, ...Object.values(stats).map((x) => x.wrap)),
      played);
    n = { el, place, stats, played, waiting, playedKey: null };
    nodes.set(car.name, n);
    return n;
  }

  // deciders: a Set of the cars shown deciding, when not the race's pending ones (a retry's fork)
  function update(state, laps, focus, step, deciders = null) {
    const cars = state.cars.slice().sort((a, b) => {
      const fa = a.finished ?? 1e9, fb = b.finished ?? 1e9;
      if (fa !== fb) return fa - fb;
      return (a.place ?? 1e9) - (b.place ?? 1e9);
    });
    const key = cars.map((c) => c.name).join("\u0000");
    for (const car of cars) {
      const n = panel(car);
      setText(n.place, car.finished ? t("Finished {place}", { place: ordinalIn(t, car.finished) }) : car.place ? ordinalIn(t, car.place) : "");
      setText(n.stats.gear.val, v(car.gear));
      const lap = car.lap ?? 0;
      setText(n.stats.lap.val, car.finished ? t("done") : `${Math.max(0, Math.min(lap, laps))}/${laps}`);
      setText(n.stats.speed.val, v(car.speed));
      setText(n.stats.engine.val, car.legend ? dash : v(car.engine));
      setText(n.stats.hand.val, car.legend ? dash : v(car.hand_count));
      setText(n.stats.heat.val, car.legend ? dash : v(car.heat_in_hand));
      setText(n.stats.stress.val, car.legend ? dash : v(car.stress_in_hand));
      setText(n.stats.deck.val, car.legend ? dash : v(car.deck_count));
      setText(n.stats.discard.val, car.legend ? dash : v(car.discard_count));
      setAttr(n.stats.discard.wrap, "title", car.discard_top ? t("Discard pile (top card: {card})", { card: car.discard_top }) : t("Discard pile"));
      const deciding = deciders ? deciders.has(car.name) : state.pending.some((p) => p.car === car.name);
      setText(n.waiting, deciding ? t("deciding") : "");
      n.el.classList.toggle("hw-focus", focus === car.name);
      n.el.classList.toggle("hw-acting", !!step && step.car === car.name);
      n.el.classList.toggle("hw-active", state.active === car.name);
      n.el.classList.toggle("hw-finished", !!car.finished);
      n.el.classList.toggle("hw-waiting", deciding);
      setAttr(n.el, "aria-current", focus === car.name ? "true" : "false");
      const playKey = car.play ? car.play.join(" ") : `#${car.play_count ?? "?"}:${car.face_down ? 1 : 0}`;
      if (n.playedKey !== playKey) {
        n.playedKey = playKey;
        if (car.play && car.play.length) {
          n.played.replaceChildren(h("span", { class: "hw-played-label" }, t("Played")), ...car.play.map((id) => cardEl(id, { size: "mini", t })));
        } else if (!car.play && (car.play_count || car.face_down)) {
          n.played.replaceChildren(h("span", { class: "hw-played-label" }, secretCount(car) ? t("Played face down") : t.n("Played {n} face down", "Played {n} face down", car.play_count)));
        } else {
          n.played.replaceChildren();
        }
      }
    }
    if (key !== order) {
      // reorder with CSS `order`: moving the nodes themselves costs a full re-layout
      if (root.children.length !== cars.length) root.replaceChildren(...cars.map((c) => panel(c).el));
      order = key;
      cars.forEach((c, i) => { panel(c).el.style.order = String(i); });
    }
  }

  return { el: root, update };
}

// Narration: what happened in this step, in the engine's own sentences.
export function createNarration(t = english) {
  const title = h("div", { class: "hw-narration-title" });
  const list = h("ol", { class: "hw-events" });
  const waiting = h("div", { class: "hw-waiting-line" });
  const el = h("section", { class: "hw-narration", "aria-live": "polite", "aria-label": t("What happened") },
    h("div", { class: "hw-narration-body" }, title, list, waiting));
  let lastStep; // the step object drawn: a timeline started anew (a retried decision, back to the
  // replay) has new steps at the same indexes, with other stories

  // note: a line said instead of who the race waits for (a retry's fork: retry.js retryWaitingLine)
  function update(step, state, note = null) {
    if (step !== lastStep) {
      lastStep = step;
      if (!step) {
        setText(title, t("No steps yet"));
        list.replaceChildren();
      } else {
        const action = step.action ? actionLabel(step.action, t) : "";
        const what = step.action ? (step.car ? t("{name}: {action}", { name: step.car, action }) : action)
          : step.index === 0 ? t("The race is set up") : step.car ? `${step.car}` : t("Automatic step");
        setText(title, t("Round {round} \u00b7 {what}", { round: step.round, what }));
        list.replaceChildren(...step.events.map((e) =>
          h("li", { class: `hw-event hw-ev-${String(e.kind).replace(/[^a-z0-9_-]/gi, "")}`, "data-kind": e.kind },
            h("span", { class: "hw-ev-kind" }, t.p("event", String(e.kind))),
            h("span", { class: "hw-ev-text" }, e.text))));
        if (!step.events.length) list.replaceChildren(h("li", { class: "hw-event hw-ev-none" }, h("span", { class: "hw-ev-text" }, t("Nothing else happened."))));
      }
    }
    let line = "";
    if (state) {
      if (state.phase === "finished") line = t("The race is over.");
      else if (note) line = note;
      else if (state.pending.length) {
        const parts = state.pending.map((p) => t("{name} ({kind})", { name: p.car, kind: t.p("decision", p.kind) }));
        line = t("Waiting for {names}", { names: parts.join(", ") });
      }
      if (state.legends_card !== null && state.legends_card !== undefined) {
        line += `${line ? " \u00b7 " : ""}${t("Legends card {card}", { card: state.legends_card })}`;
      }
    }
    setText(waiting, line);
  }

  return { el, update };
}

// The hand and the play area of the car in focus.
export function createHand(t = english) {
  const title = h("div", { class: "hw-hand-title" });
  const cards = h("div", { class: "hw-hand-cards", role: "group", "aria-label": t("Hand") });
  const playTitle = h("div", { class: "hw-hand-title" }, t("Play area"));
  const play = h("div", { class: "hw-play-cards", "aria-label": t("Play area") });
  const el = h("section", { class: "hw-hand", "aria-label": t("Hand") }, title, cards, h("div", { class: "hw-playarea" }, playTitle, play));
  let lastKey = null;
  let selectable = null; // {selected:Set, onToggle}

  function render(car, opts) {
    selectable = opts && opts.selectable ? opts : null;
    const hand = car ? car.hand : null;
    const sel = selectable ? [...selectable.selected].sort().join(",") : "";
    const key = JSON.stringify([car && car.name, hand, car && car.play, car && car.hand_count, car && car.play_count, !!selectable, sel]);
    if (key === lastKey) return;
    lastKey = key;
    if (!car) {
      setText(title, t("Hand"));
      cards.replaceChildren(h("span", { class: "hw-muted" }, t("Click a car to see its cards.")));
      play.replaceChildren();
      return;
    }
    setText(title, car.legend ? t("{name} is a Legend: no hand", { name: car.name }) : handTitle(car.name, t));
    if (car.legend) cards.replaceChildren();
    else if (!hand) {
      cards.replaceChildren(h("span", { class: "hw-muted" }, t("{n} cards, hidden", { n: car.hand_count ?? "?" })));
    } else {
      cards.replaceChildren(...hand.map((id, i) => {
        const c = cardEl(id, { index: i, t });
        if (selectable) {
          c.classList.add("hw-selectable");
          c.setAttribute("role", "button");
          c.setAttribute("tabindex", "0");
          const on = selectable.selected.has(i);
          c.setAttribute("aria-pressed", on ? "true" : "false");
          c.classList.toggle("hw-selected", on);
          const toggle = () => selectable.onToggle(i);
          c.addEventListener("click", toggle);
          c.addEventListener("keydown", (ev) => {
            if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); ev.stopPropagation(); toggle(); }
          });
        }
        return c;
      }));
      if (!hand.length) cards.replaceChildren(h("span", { class: "hw-muted" }, t("No cards in hand.")));
    }
    if (car.play && car.play.length) play.replaceChildren(...car.play.map((id) => cardEl(id, { size: "small", t })));
    else if (!car.play && (car.play_count || car.face_down)) play.replaceChildren(h("span", { class: "hw-muted" }, secretCount(car) ? t("cards face down") : t.n("{n} card face down", "{n} cards face down", car.play_count)));
    else play.replaceChildren(h("span", { class: "hw-muted" }, t("Empty")));
  }

  return { el, render };
}

// Finished cars, in the order they finished (they leave the board when they finish).
export function createFinishers(t = english) {
  const el = h("ol", { class: "hw-finishers", "aria-label": t("Finishing order") });
  let last = null;
  function update(state) {
    const done = state.cars.filter((c) => c.finished).sort((a, b) => a.finished - b.finished);
    const key = done.map((c) => `${c.finished}:${c.name}`).join("\u0000");
    if (key === last) return;
    last = key;
    el.hidden = !done.length;
    el.replaceChildren(...done.map((c) => h("li", { class: "hw-finisher", "data-car": c.name, "data-place": c.finished },
      h("span", { class: "hw-finisher-place" }, ordinalIn(t, c.finished)),
      h("span", { class: "hw-swatch", style: `background:${carFill(c.colour)}` }),
      h("span", { class: "hw-finisher-name" }, c.name),
      c.legend ? h("span", { class: "hw-legend-tag" }, t("Legend")) : null)));
  }
  return { el, update };
}
