// Replay controls: previous/next step and round, a slider over the race, play/pause with a speed.
import { h, s, setText, setAttr } from "./dom.js";
import { english } from "./i18n.js";

const ICONS = {
  prevRound: "M5 4h2v12H5zM16 4v12L8 10z",
  prev: "M14 4v12L6 10z",
  next: "M6 4v12l8-6z",
  nextRound: "M4 4v12l8-6zM13 4h2v12h-2z",
  play: "M6 3v14l11-7z",
  pause: "M5 4h4v12H5zM11 4h4v12h-4z",
};

function icon(name) {
  return s("svg", { viewBox: "0 0 20 20", width: "16", height: "16", "aria-hidden": "true", focusable: "false" },
    s("path", { d: ICONS[name], fill: "currentColor" }));
}

// marks: the graded moves' strip under the slider and its mistake buttons (marks.js), or none.
export function createControls(actions, t = english, marks = null) {
  const btn = (name, label, key, onclick) =>
    h("button", { type: "button", class: `hw-btn hw-${name}`, title: t("{label} ({key})", { label, key }), "aria-label": label, onclick }, icon(name));
  const prevRound = btn("prevRound", t("Previous round"), t("Shift") + "+\u2190", () => actions.prevRound());
  const prev = btn("prev", t("Previous step"), "\u2190", () => actions.prev());
  const playBtn = btn("play", t("Play"), t("Space"), () => actions.togglePlay());
  const next = btn("next", t("Next step"), "\u2192", () => actions.next());
  const nextRound = btn("nextRound", t("Next round"), t("Shift") + "+\u2192", () => actions.nextRound());
  const slider = h("input", { type: "range", class: "hw-slider", min: "0", max: "0", step: "1", value: "0", "aria-label": t("Step of the race") });
  slider.addEventListener("input", () => actions.go(Number(slider.value)));
  const label = h("span", { class: "hw-step-label", "aria-live": "off" });
  const speed = h("select", { class: "hw-speed", "aria-label": t("Replay speed"), title: t("Replay speed") },
    ...[["0.5", "0.5\u00d7"], ["1", "1\u00d7"], ["2", "2\u00d7"], ["4", "4\u00d7"], ["8", "8\u00d7"]].map(([v, shown]) =>
      h("option", { value: v, selected: v === "2" }, shown)));
  speed.value = "2";
  speed.addEventListener("change", () => actions.setSpeed(Number(speed.value)));
  const live = h("button", { type: "button", class: "hw-btn hw-live", title: t("Go to the latest step (End)"), onclick: () => actions.end() }, t("Live"));
  const el = h("div", { class: "hw-controls", role: "toolbar", "aria-label": t("Replay") },
    h("div", { class: "hw-buttons" }, prevRound, prev, playBtn, next, nextRound),
    marks ? h("div", { class: "hw-slider-wrap" }, slider, marks.strip) : slider, label,
    ...(marks ? [marks.buttons] : []), speed, live);

  let playing = false;
  function update(i, n, round, isPlaying) {
    setAttr(slider, "max", Math.max(0, n - 1));
    if (Number(slider.value) !== i) slider.value = String(i);
    // "Step N" is race.timeline[N] everywhere (0 = the set-up), as race.fork(N) and race.annotate(N)
    setText(label, n ? t("Step {i}/{last} \u00b7 Round {round}", { i, last: n - 1, round }) : t("No steps"));
    prev.disabled = prevRound.disabled = i <= 0;
    next.disabled = nextRound.disabled = i >= n - 1;
    live.disabled = i >= n - 1;
    if (isPlaying !== playing) {
      playing = isPlaying;
      playBtn.replaceChildren(icon(playing ? "pause" : "play"));
      playBtn.setAttribute("aria-label", playing ? t("Pause") : t("Play"));
      playBtn.setAttribute("title", t("{label} ({key})", { label: playing ? t("Pause") : t("Play"), key: t("Space") }));
      playBtn.classList.toggle("hw-on", playing);
    }
  }
  return { el, update, speedValue: () => Number(speed.value) };
}
