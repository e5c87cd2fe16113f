// The coach: what a built-in strategy would do for the person deciding now, its one-line reason,
// and a button to take that advice (it sends the same message as clicking the choice itself).
import { h, setText } from "./dom.js";
import { english } from "./i18n.js";
import { actionLabel } from "./words.js";

export function createCoach({ send, t = english }) {
  const title = h("div", { class: "hw-coach-title" });
  const reason = h("div", { class: "hw-coach-reason" });
  const take = h("button", { type: "button", class: "hw-btn hw-action hw-coach-take" }, t("Take advice"));
  const el = h("section", { class: "hw-coach", "aria-label": t("Coach"), hidden: true }, title, reason, take);
  let current = null;
  let hover = null;
  take.addEventListener("click", () => {
    if (!current || take.disabled) return;
    take.disabled = true;
    send({ type: "act", car: current.car, action: current.action, seq: current.seq });
  });
  const on = () => hover && current && hover(current.action), off = () => hover && hover(null);
  take.addEventListener("mouseenter", on);
  take.addEventListener("focus", on);
  take.addEventListener("mouseleave", off);
  take.addEventListener("blur", off);

  // choices: the model's choices (with .advice) when the person in focus decides live, else null.
  function update(choices, onHover) {
    hover = onHover || null;
    const a = choices && choices.advice;
    const key = a ? JSON.stringify([choices.car, choices.seq, a]) : "";
    if (current && current.key === key) return;
    if (!a || !a.reason) {
      current = null;
      el.hidden = true;
      return;
    }
    current = { key, car: choices.car, seq: choices.seq, action: a.action };
    el.hidden = false;
    el.dataset.action = a.action || "";
    setText(title, a.action ? t("Coach ({by}) suggests \u201c{action}\u201d", { by: a.by || "?", action: actionLabel(a.action, t) })
      : t("Coach ({by})", { by: a.by || "?" }));
    setText(reason, a.reason);
    take.hidden = !a.action;
    take.disabled = false;
    take.dataset.action = a.action || "";
  }

  function release() {
    current = null;
  }

  return { el, update, release };
}
