// Graded moves on the replay: marks on the slider coloured by grade, buttons to the previous and
// next mistake, and the grade beside the move in the story of the step shown. The marks are the
// review's (`review_marks`: RaceWidget(review=table) / show_review, rows [step, car, grade, word,
// loss %, action, best]) and the coach's grades of the moves made in this widget
// (`coach_state.grades`: {step: {car, action, best, grade, word, loss, reason}}).
import { h, setText } from "./dom.js";
import { english } from "./i18n.js";
import { actionLabel } from "./words.js";

const MARKED = new Set(["inaccuracy", "mistake", "blunder"]);

// {step: {step, car, grade, word, loss, action, best, reason}}: the review's marks, the live grades
// over them (they carry the coach's reason).
export function gradedSteps(reviewMarks, coachState) {
  const out = new Map();
  for (const m of Array.isArray(reviewMarks) ? reviewMarks : []) {
    if (!Array.isArray(m) || !Number.isInteger(m[0])) continue;
    const [step, car, grade, word, loss, action, best] = m;
    out.set(step, { step, car, grade, word, loss, action, best, reason: "" });
  }
  const grades = (coachState && coachState.grades) || {};
  for (const [k, g] of Object.entries(grades)) {
    const step = Number(k);
    if (Number.isInteger(step) && g) out.set(step, { step, ...g });
  }
  return out;
}

// The step of the next (dir 1) or previous (dir -1) mistake from step i: a graded step of
// MARKED; null when there is none that way.
export function nextMistake(graded, i, dir) {
  const steps = [...graded.values()].filter((g) => MARKED.has(g.grade)).map((g) => g.step).sort((a, b) => a - b);
  if (dir > 0) return steps.find((s) => s > i) ?? null;
  for (let k = steps.length - 1; k >= 0; k--) if (steps[k] < i) return steps[k];
  return null;
}

// A mark's sign, as chess annotates a move: the same in every language
const SYMBOL = { inaccuracy: "?!", mistake: "?", blunder: "??" };

export function createMarks({ go, t = english }) {
  const strip = h("div", { class: "hw-grade-marks", "aria-hidden": "true" });
  const prev = h("button", { type: "button", class: "hw-btn hw-prev-mistake", title: t("Previous mistake"),
    "aria-label": t("Previous mistake"), onclick: () => jump(-1) }, `\u25c2 ${t("Previous mistake")}`);
  const next = h("button", { type: "button", class: "hw-btn hw-next-mistake", title: t("Next mistake"),
    "aria-label": t("Next mistake"), onclick: () => jump(1) }, `${t("Next mistake")} \u25b8`);
  const buttons = h("div", { class: "hw-mistake-buttons", hidden: true }, prev, next);
  let graded = new Map();
  let at = 0;
  let lastKey = "";

  function jump(dir) {
    const s = nextMistake(graded, at, dir);
    if (s !== null) go(s);
  }

  function update(i, n, reviewMarks, coachState) {
    at = i;
    graded = gradedSteps(reviewMarks, coachState);
    const marked = [...graded.values()].filter((g) => MARKED.has(g.grade) && g.step < n);
    const key = JSON.stringify([n, marked.map((g) => [g.step, g.grade])]);
    if (key !== lastKey) {
      lastKey = key;
      strip.replaceChildren(...marked.map((g) => h("span", {
        class: `hw-grade-mark hw-grade-${g.grade}`, "data-step": g.step, "data-grade": g.grade,
        style: `left: calc(8px + (100% - 16px) * ${n > 1 ? g.step / (n - 1) : 0})`,
        title: `${g.step}: ${g.car} \u00b7 ${g.word}` }, SYMBOL[g.grade] || "")));
    }
    buttons.hidden = !marked.length;
    prev.disabled = nextMistake(graded, i, -1) === null;
    next.disabled = nextMistake(graded, i, 1) === null;
  }

  return { strip, buttons, update, graded: () => graded };
}

// The grade beside the move in the story of the step shown.
export function createGradeBadge(t = english) {
  const word = h("span", { class: "hw-grade-word" });
  const text = h("span", { class: "hw-grade-text" });
  const el = h("div", { class: "hw-grade", hidden: true }, word, text);
  function update(g) {
    el.hidden = !g;
    if (!g) return;
    el.dataset.grade = g.grade;
    el.className = `hw-grade hw-grade-${String(g.grade).replace(/[^a-z]/g, "")}`;
    setText(word, g.word || g.grade);
    const parts = [];
    if (g.reason) parts.push(g.reason); // the coach's own words (the judge's Grade.reason)
    else {
      if (g.best && g.action && g.best !== g.action) parts.push(t("The coach preferred {best}.", { best: actionLabel(g.best, t) }));
      if (MARKED.has(g.grade) && g.loss) parts.push(t("About {loss}% less chance to win.", { loss: g.loss }));
    }
    setText(text, parts.join(" "));
  }
  return { el, update };
}
