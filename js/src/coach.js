// The coach: its advice for the person deciding now and a button to take it (the same message as
// clicking the choice itself). A strategy's quick advice comes with the choices (`choices.advice`);
// the search's (RaceWidget(coach=True)) comes a moment later in `coach_state.advice`: the best move
// and the moves close to it, each with its winning chance and interval. With try_first the advice
// stays hidden until the student asks (the kernel decides: a "coach" message). After a move, the
// grade of the move just made is a short note here (`coach_state.last`).
import { h, setText } from "./dom.js";
import { english } from "./i18n.js";
import { actionLabel } from "./words.js";

export function createCoach({ send, t = english }) {
  const title = h("div", { class: "hw-coach-title" });
  const reason = h("div", { class: "hw-coach-reason" });
  const options = h("ol", { class: "hw-coach-options", hidden: true });
  const take = h("button", { type: "button", class: "hw-btn hw-action hw-coach-take" }, t("Take advice"));
  const ask = h("button", { type: "button", class: "hw-btn hw-coach-ask", hidden: true }, t("Show the coach\u2019s advice"));
  const note = h("div", { class: "hw-coach-note", role: "status", hidden: true });
  const body = h("div", { class: "hw-coach-body" }, title, reason, options, take, ask);
  const el = h("section", { class: "hw-coach", "aria-label": t("Coach"), hidden: true }, note, body);
  let current = null;
  let hover = null;
  take.addEventListener("click", () => {
    if (!current || take.disabled) return;
    take.disabled = true;
    send({ type: "act", car: current.car, action: current.action, seq: current.seq });
  });
  ask.addEventListener("click", () => {
    if (!current || ask.disabled) return;
    ask.disabled = true;
    send({ type: "coach", car: current.car, seq: current.seq });
  });
  const on = () => hover && current && current.action && hover(current.action), off = () => hover && hover(null);
  take.addEventListener("mouseenter", on);
  take.addEventListener("focus", on);
  take.addEventListener("mouseleave", off);
  take.addEventListener("blur", off);

  // The advice for the decision in `choices`: the quick one it carries, else the search's for the
  // same car and decision (seq); {thinking} while the search has not answered yet.
  function adviceFor(choices, state) {
    if (!choices) return null;
    if (choices.advice) return choices.advice;
    const a = state && state.advice;
    if (a && a.car === choices.car && a.seq === choices.seq) return a;
    return state && state.mode === "search" ? { thinking: true } : null;
  }

  function drawNote(state) {
    const g = state && state.last !== undefined && state.grades ? state.grades[String(state.last)] : null;
    note.hidden = !g;
    if (!g) return;
    note.dataset.grade = g.grade;
    setText(note, t("{name} played {action}: {grade}. {reason}", { name: g.car, action: actionLabel(g.action, t), grade: g.word, reason: g.reason }));
  }

  // choices: the model's choices when the person in focus decides live, else null; state: the
  // model's coach_state.
  function update(choices, onHover, state) {
    hover = onHover || null;
    drawNote(state);
    const a = adviceFor(choices, state);
    const key = a ? JSON.stringify([choices.car, choices.seq, a]) : "";
    if (current && current.key === key) { el.hidden = note.hidden && body.hidden; return; }
    if (!a || !(a.reason || a.thinking || a.hidden)) {
      current = null;
      body.hidden = true;
      el.hidden = note.hidden;
      return;
    }
    current = { key, car: choices.car, seq: choices.seq, action: a.action || null };
    body.hidden = false;
    el.hidden = false;
    el.dataset.action = a.action || "";
    el.dataset.state = a.thinking ? "thinking" : a.hidden ? "hidden" : "shown";
    ask.hidden = !a.hidden;
    ask.disabled = false;
    take.hidden = !a.action;
    take.disabled = false;
    take.dataset.action = a.action || "";
    options.hidden = !(a.options && a.options.length);
    if (a.thinking) {
      setText(title, t("The coach is weighing your choices\u2026"));
      setText(reason, "");
    } else if (a.hidden) {
      setText(title, t("Try first: the coach\u2019s advice is hidden until you ask."));
      setText(reason, "");
    } else {
      setText(title, a.action ? t("Coach ({by}) suggests \u201c{action}\u201d", { by: a.by || "?", action: actionLabel(a.action, t) })
        : t("Coach ({by})", { by: a.by || "?" }));
      setText(reason, a.reason);
    }
    options.replaceChildren(...(a.options || []).map((o) =>
      h("li", { class: "hw-coach-option", "data-action": o.action, "data-grade": o.grade },
        h("span", { class: "hw-coach-option-action" }, actionLabel(o.action, t)),
        h("span", { class: "hw-coach-option-chance" },
          t("{chance}% to win ({low}-{high}%), place {place}", { chance: o.chance, low: o.low, high: o.high, place: o.place })),
        h("span", { class: "hw-coach-option-grade" }, o.word || ""))));
  }

  function release() {
    current = null;
  }

  return { el, update, release };
}
