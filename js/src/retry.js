// Retry a decision of the replay (issue 33 item 3; Python: heat_widget/widget/retry.py). Beside a
// graded move, "Retry this decision" asks the kernel for {"type": "retry", "step"}; the kernel
// decides whether this seat may, shows the race at that decision and sends `retry`:
// {step, car, made, title}; once the seat has chosen again, {chosen, judging: true} while the judge
// works (on a thread of the kernel's: the page stays live), then {chosen, new, old: {action, grade,
// word, reason}, best} (or {chosen, error}). The panel shows both grades and "Back to the replay"
// ({"type": "retry_back"}); the header says where the retry is (retryStatus).
import { h, setText } from "./dom.js";
import { english } from "./i18n.js";
import { actionLabel } from "./words.js";

// The button beside a graded move: only a live widget (a saved page has no kernel), a move of the
// seat's own car (any car for a widget without a viewer; the kernel checks again), not while retrying.
export function createRetryButton({ send, t = english }) {
  let at = null;
  const el = h("button", { type: "button", class: "hw-btn hw-retry", hidden: true,
    title: t("Play this decision again from the same position, with the same cards to come, and compare the grades"),
    onclick: () => { if (at !== null) send({ type: "retry", step: at }); } }, t("Retry this decision"));
  function update(g, { viewer, readonly, retrying }) {
    const ok = !!g && !readonly && !retrying && (!viewer || g.car === viewer);
    el.hidden = !ok;
    at = ok ? g.step : null;
  }
  return { el, update };
}

function gradeLine(cls, label, g) {
  return h("div", { class: `hw-retry-grade ${cls}`, "data-grade": g.grade },
    h("span", { class: "hw-retry-label" }, label),
    h("span", { class: "hw-grade-word" }, g.word || g.grade),
    h("span", { class: "hw-retry-text" }, g.reason || ""));
}

// The retry panel: what is retried, both grades once chosen, and the way back.
export function createRetryPanel({ send, t = english }) {
  const title = h("div", { class: "hw-retry-title" });
  const note = h("div", { class: "hw-retry-note" });
  const grades = h("div", { class: "hw-retry-grades" });
  const back = h("button", { type: "button", class: "hw-btn hw-retry-back", onclick: () => send({ type: "retry_back" }) },
    t("Back to the replay"));
  const el = h("div", { class: "hw-retry-panel", role: "region", "aria-label": t("Retry this decision"), hidden: true },
    title, note, grades, back);
  let key = "";
  function update(r) {
    const on = !!(r && Number.isInteger(r.step));
    el.hidden = !on;
    if (!on) { key = ""; return; }
    const k = JSON.stringify(r);
    if (k === key) return;
    key = k;
    setText(title, r.title || t("Retry this decision"));
    el.dataset.state = retryPhase(r);
    if (!r.new) {
      setText(note, r.judging ? t("Judging your choice\u2026") : r.error ? r.error
        : t("Choose again below. In the race, the move was {action}.", { action: actionLabel(r.made, t) }));
      grades.replaceChildren();
      return;
    }
    setText(note, r.chosen === r.made ? t("You chose the move made in the race.") : "");
    grades.replaceChildren(
      gradeLine("hw-retry-new", t("Your new choice, {action}:", { action: actionLabel(r.new.action, t) }), r.new),
      gradeLine("hw-retry-old", t("In the race, {action}:", { action: actionLabel(r.old.action, t) }), r.old));
  }
  return { el, update };
}

// Where a retry is: "choosing", "judging", "graded" or "error" ("" when none).
export function retryPhase(r) {
  if (!r || !Number.isInteger(r.step)) return "";
  return r.new ? "graded" : r.judging ? "judging" : r.error ? "error" : "choosing";
}

// The story's last line on a retry's live frame, instead of "Waiting for Ana (play), Ben (gear)":
// in a retry only the retried car chooses, once, and nobody moves on from the fork after that.
export function retryWaitingLine(r, t = english) {
  const phase = retryPhase(r);
  if (!phase) return null;
  return phase === "choosing" ? t("Only {name} chooses in this retry", { name: r.car })
    : t("The retry stops at this choice: nobody moves on from here");
}

// Whose car panels say "deciding" on a retry's live frame (instead of the race's pending cars): the
// retried car while it chooses, nobody after (null when no retry).
export function retryDeciders(r) {
  const phase = retryPhase(r);
  return !phase ? null : phase === "choosing" ? new Set([r.car]) : new Set();
}

// The header's words during a retry (instead of "Waiting for you": the race shown is a fork).
export function retryStatus(r, t = english) {
  const phase = retryPhase(r);
  return phase === "choosing" ? t("Retry: your choice") : phase === "judging" ? t("Judging your choice\u2026")
    : phase === "graded" ? t("Retry: both choices graded") : phase === "error" ? t("Retry: the judge failed") : "";
}
