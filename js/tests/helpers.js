// Test helpers: a DOM from happy-dom, a fake anywidget model, and a small hand-made race.
import { Window } from "happy-dom";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));

export function installDom() {
  const window = new Window({ url: "http://localhost/", width: 1200, height: 900 });
  globalThis.window = window;
  globalThis.document = window.document;
  globalThis.requestAnimationFrame = (f) => setTimeout(() => f(performance.now()), 0);
  return window;
}

// The anywidget model API the widget uses: get/set/on/off/save_changes/send, plus test hooks.
export function fakeModel(initial) {
  const state = { ...initial };
  const listeners = new Map();
  const model = {
    sent: [],
    saved: [],
    get: (k) => state[k],
    set: (k, v) => {
      const old = state[k];
      state[k] = v;
      if (old !== v) model.emit(`change:${k}`);
    },
    save_changes: () => model.saved.push({ ...state }),
    send: (msg) => model.sent.push(msg),
    on: (name, f) => {
      if (!listeners.has(name)) listeners.set(name, []);
      listeners.get(name).push(f);
    },
    off: (name, f) => listeners.set(name, (listeners.get(name) || []).filter((g) => g !== f)),
    emit: (name, ...args) => (listeners.get(name) || []).slice().forEach((f) => f(...args)),
    listenerCount: (name) => (listeners.get(name) || []).length,
  };
  return model;
}

export function usaTrack() {
  const raw = JSON.parse(readFileSync(path.join(here, "..", "..", "heat_widget", "data", "tracks", "usa.json"), "utf8"));
  return raw; // no race_line_lane: the widget derives it from the corners
}

export const XSS = "<img src=x onerror=alert(1)>";

// A hand-made race of 3 cars over a few steps, in the compact frame format.
export function fakeFrames() {
  const k = ["space", "spot", "lane", "lap", "distance", "on_board", "gear", "engine", "hand", "hand_count",
    "deck_count", "discard_count", "discard_top", "play", "play_count", "heat_in_hand", "stress_in_hand",
    "speed", "place", "finished"];
  const car = (space, lane, place, hand, extra = {}) => {
    const v = { space, spot: 1, lane, lap: 0, distance: space, on_board: true, gear: 1, engine: 6, hand,
      hand_count: hand ? hand.length : 7, deck_count: 11, discard_count: 0, discard_top: null, play: "",
      play_count: 0, heat_in_hand: hand ? 0 : null, stress_in_hand: hand ? 1 : null, speed: null, place, finished: null, ...extra };
    return k.flatMap((key, i) => [i, v[key]]);
  };
  return [
    { n: [["Ana", "red", 0], [XSS, "blue", 0], ["Blue Legend", "gray", 1]], k, l: ["hand", "play"],
      g: [1, "p", -1, null], p: "0g,1g", K: ["grid", "round"],
      e: [[0, 0, "Ana starts in grid position 1 (space 69)"], [1, -1, "Round 1 begins"]],
      d: [[0, ...car(69, 1, 1, "4321S05")], [1, ...car(69, 2, 2, "4432H11")], [2, ...car(68, 1, 3, null, { gear: null, hand_count: 0, deck_count: 0 })]] },
    { p: "1g,0p", c: 0, a: "gear 2", K: ["gear"], e: [[0 + 2, 0, "Ana shifts from 1st to 2nd gear"]], d: [[0, 6, 2]] },
    { p: "0p,1p", c: 1, a: "gear 1", e: [[2, 1, `${XSS} stays in 1st gear`]] },
    { p: "1p", c: 0, a: "play 4 3", K: ["play"], e: [[3, 0, "Ana plays 2 cards face down"]], d: [[0, 8, "21S05", 9, 5, 13, "43", 14, 2]] },
    { g: [1, "t", 0, 7], p: "0r", c: 1, a: "play 1", K: ["reveal", "move"],
      e: [[3, 1, `${XSS} plays 1 card face down`], [4, 0, "Ana reveals 4 3"], [5, 0, "Ana moves 7 spaces at Speed 7 to space 7"]],
      d: [[0, 0, 7, 3, 1, 4, 76, 17, 7], [1, 13, "1", 14, 1]] },
    { g: [2, "p", -1, null], p: "0g,1g", c: 0, a: "done", e: [[1, -1, "Round 2 begins"]],
      d: [[1, 0, 1, 3, 1, 4, 70], [2, 0, 10, 3, 1, 4, 79, 18, 1], [0, 18, 2]] },
  ];
}

export function fakeState(extra = {}) {
  return { _uid: "", track: usaTrack(), frames: fakeFrames(), step: 0, viewer: null, choices: {}, message: "", ...extra };
}

export async function mount(extra = {}) {
  const { default: widget } = await import("../src/app.js");
  const model = fakeModel(fakeState(extra));
  const el = document.createElement("div");
  document.body.appendChild(el);
  if (widget.initialize) widget.initialize({ model });
  const cleanup = widget.render({ model, el });
  return { model, el, cleanup, widget };
}
