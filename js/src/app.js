// heat_widget front-end: render() and initialize() of the anywidget module (see index.js).
// Python (heat_widget/widget/race_widget.py) owns the race; this module draws it and sends choices back.
import { h, setText } from "./dom.js";
import { Timeline } from "./decode.js";
import { createBoard } from "./board.js";
import { createPanels, createNarration, createHand, createFinishers } from "./panels.js";
import { createControls } from "./controls.js";
import { createPlay, matchCardAction } from "./play.js";
import { createPreview } from "./preview.js";
import { createCoach } from "./coach.js";
import { createMarks, createGradeBadge } from "./marks.js";
import { createNotes } from "./notes.js";
import { createRetryButton, createRetryPanel, retryDeciders, retryStatus, retryWaitingLine } from "./retry.js";
import { createRoundStory, createHighlightKey } from "./story.js";
import { createGarage } from "./garage.js";
import { createHazardKey } from "./hazards.js";
import { setCatalogue } from "./cards.js";
import { translator } from "./i18n.js";

// One decoded timeline per widget model, shared by all its views. Frames appended by the
// kernel arrive as custom messages (cheap) instead of re-sending the whole list.
const stores = new Map();
const fallbackStores = new WeakMap();

function storeFor(model) {
  const uid = model.get("_uid");
  let store = uid ? stores.get(uid) : fallbackStores.get(model);
  if (store) return store;
  store = { timeline: new Timeline(model.get("frames") || []), views: new Set(), wired: false };
  if (uid) stores.set(uid, store);
  else fallbackStores.set(model, store);
  return store;
}

function wire(model, store) {
  if (store.wired) return;
  store.wired = true;
  model.on("change:frames", () => {
    store.timeline.reset(model.get("frames") || []);
    for (const v of store.views) v("frames");
  });
  model.on("msg:custom", (msg) => {
    if (!msg || msg.type !== "frames") return;
    if (msg.reset) store.timeline.reset(msg.frames || []);
    else if (!store.timeline.append(msg.frames || [], msg.start)) {
      model.send({ type: "resync", have: store.timeline.length });
      return;
    }
    for (const v of store.views) v("frames");
  });
}

function initialize({ model }) {
  wire(model, storeFor(model));
}

function render({ model, el }) {
  const store = storeFor(model);
  wire(model, store);
  const track = model.get("track") || {};
  const laps = track.laps || 1;
  // the widget's words in its language (RaceWidget(..., language=)): chosen once, at render
  const t = translator(model.get("messages"));
  const lang = model.get("language") || "en";

  let userFocus = null;
  let selected = new Set();
  let selectedFor = null;
  let hoverAction = null;
  let playing = null;
  let dismissed = null;

  const board = createBoard(track.geometry ? track : { ...track, spaces: 1, geometry: { spots: [[1, 1, 0, 0, 0], [1, 2, 0, 30, 0]] }, corners: [] }, t);
  const panels = createPanels((name) => { userFocus = userFocus === name ? null : name; draw(); }, t);
  const narration = createNarration(t);
  const finishers = createFinishers(t);
  const hand = createHand(t);
  const play = createPlay({ send: (m) => model.send(m), t });
  const preview = createPreview(board, t);
  const coach = createCoach({ send: (m) => model.send(m), t });
  const notes = createNotes({ send: (m) => model.send(m), go: (k) => go(k), t });
  const mine = createRoundStory(t);
  const badge = createGradeBadge(t);
  narration.el.querySelector(".hw-narration-title").after(badge.el);
  const retryButton = createRetryButton({ send: (m) => model.send(m), t });
  badge.el.after(retryButton.el);
  const retryPanel = createRetryPanel({ send: (m) => model.send(m), t });
  narration.el.append(notes.el, mine.el);
  const marks = createMarks({ go: (k) => go(k), t });
  const garage = createGarage({ send: (m) => model.send(m), t });
  setCatalogue(model.get("cards"));
  const controls = createControls({
    go, prev: () => go(cur() - 1), next: () => go(cur() + 1),
    prevRound: () => go(store.timeline.prevRound(cur())), nextRound: () => go(store.timeline.nextRound(cur())),
    togglePlay, setSpeed: () => { if (playing) { stop(); start(); } }, end: () => go(store.timeline.length - 1),
  }, t, marks);
  const title = h("span", { class: "hw-title-track" },
    t.n("{name} \u00b7 {n} lap", "{name} \u00b7 {n} laps", laps, { name: track.name || track.id || t("Track") }));
  const status = h("span", { class: "hw-title-status" });
  const messageText = h("span", { class: "hw-message-text" });
  const message = h("div", { class: "hw-message", role: "alert", hidden: true }, messageText,
    h("button", { type: "button", class: "hw-btn hw-dismiss", "aria-label": t("Dismiss"), title: t("Dismiss"),
      onclick: () => { dismissed = model.get("message"); drawMessage(); } }, "\u00d7"));

  const root = h("div", { class: "hw-root", tabindex: "0", "data-lm-suppress-shortcuts": "true", lang,
    "aria-label": t("Heat race. Arrow keys: step; Shift+arrows: round; Space: play or pause; Home/End.") },
    h("div", { class: "hw-header" }, title, status),
    h("div", { class: "hw-main" },
      h("div", { class: "hw-board-wrap" }, finishers.el, board.el, createHighlightKey(t), createHazardKey(track, t)),
      h("div", { class: "hw-side" }, panels.el)),
    h("div", { class: "hw-lower" },
      h("div", { class: "hw-lower-left" }, retryPanel.el, garage.el, hand.el, message, play.el, coach.el, preview.el),
      narration.el),
    controls.el);
  el.classList.add("hw-host");
  el.appendChild(root);

  const cur = () => {
    const n = store.timeline.length;
    const i = Number(model.get("step")) || 0;
    return Math.max(0, Math.min(n - 1, i));
  };

  function go(i) {
    const n = store.timeline.length;
    if (!n) return;
    const j = Math.max(0, Math.min(n - 1, Math.round(i)));
    if (j === model.get("step")) { draw(); return; }
    model.set("step", j);
    model.save_changes();
  }

  function start() {
    if (cur() >= store.timeline.length - 1) go(0);
    const ms = 1000 / (controls.speedValue() || 1);
    playing = setInterval(() => {
      if (cur() >= store.timeline.length - 1) { stop(); draw(); return; }
      go(cur() + 1);
    }, ms);
    draw();
  }
  function stop() {
    if (playing) clearInterval(playing);
    playing = null;
  }
  function togglePlay() {
    if (playing) { stop(); draw(); } else start();
  }

  function focusName(state, step, choices, live) {
    if (userFocus && state.cars.some((c) => c.name === userFocus)) return userFocus;
    const viewer = model.get("viewer");
    if (viewer) return viewer;
    if (live && choices && choices.car) return choices.car;
    if (step && step.car && state.cars.some((c) => c.name === step.car && !c.legend)) return step.car;
    const human = state.cars.find((c) => !c.legend);
    return human ? human.name : null;
  }

  function drawMessage() {
    const m = model.get("message") || "";
    setText(messageText, m);
    message.hidden = !m || m === dismissed;
  }

  function draw() {
    const tl = store.timeline;
    const n = tl.length;
    if (!n) {
      controls.update(0, 0, 0, false);
      narration.update(null, null);
      return;
    }
    const i = cur();
    const state = tl.states[i], step = tl.steps[i], prev = i > 0 ? tl.states[i - 1] : null;
    const focused = root.contains(document.activeElement) && document.activeElement !== root ? document.activeElement : null;
    const live = i === n - 1;
    const rawChoices = model.get("choices") || {};
    const choices = rawChoices.actions && rawChoices.actions.length ? rawChoices : null;
    const focus = focusName(state, step, choices, live);
    root.dataset.step = String(i);
    root.dataset.round = String(state.round);
    root.dataset.phase = state.phase;
    board.update(state, prev, step, focus);
    // while a decision is retried, the race shown is a fork: the replay's grades are not its own,
    // and on its live frame only the retried car decides
    const retry = model.get("retry") || {};
    const retrying = Number.isInteger(retry.step);
    panels.update(state, laps, focus, step, retrying && live ? retryDeciders(retry) : null);
    finishers.update(state);
    narration.update(step, state, retrying && live ? retryWaitingLine(retry, t) : null);
    notes.update(i, model.get("annotations") || {}, !model.get("readonly"));
    const car = state.cars.find((c) => c.name === focus) || null;
    mine.update(tl, i, focus, !!(car && car.legend));
    const deciding = live && choices && focus === choices.car;
    const selecting = deciding && choices.actions.some((a) => /^(play|discard)( |$)/.test(a));
    // The selection lives in the model, keyed by the decision and the hand (not by the step
    // count): bots or other cells moving the race on do not clear a person's selection.
    const selKey = deciding ? selectionKey(choices) : null;
    const saved = model.get("selection") || {};
    if (selKey !== selectedFor) { hoverAction = null; selectedFor = selKey; }
    selected = new Set(selKey && saved.key === selKey && Array.isArray(saved.cards)
      ? saved.cards.filter((x) => Number.isInteger(x) && x >= 0 && x < (choices.hand || []).length) : []);
    const handCards = deciding && Array.isArray(choices.hand) ? choices.hand : car && car.hand;
    hand.render(car && { ...car, hand: handCards }, selecting ? { selectable: true, selected, onToggle } : null);
    const onHover = (a) => { if (a !== hoverAction) { hoverAction = a; draw(); } };
    garage.update(state.modules && state.modules.garage, choices, live);
    play.update({ choices, live, hand: handCards, selected, onBackToLive: () => { userFocus = null; go(n - 1); }, onHover });
    const coachState = model.get("coach_state") || {};
    coach.update(deciding ? choices : null, onHover, coachState);
    marks.update(i, n, retrying ? [] : model.get("review_marks"), retrying ? {} : coachState);
    badge.update(marks.graded().get(i) || null);
    retryButton.update(marks.graded().get(i) || null, { viewer: model.get("viewer"), readonly: !!model.get("readonly"), retrying });
    retryPanel.update(retry);
    root.dataset.retrying = retrying ? "true" : "false";
    let shown = null;
    if (deciding && choices.previews) {
      shown = hoverAction && choices.previews[hoverAction] ? hoverAction : null;
      if (!shown && selecting && Array.isArray(handCards)) {
        const verb = choices.actions.find((a) => /^(play|discard)( |$)/.test(a)).split(/\s+/)[0];
        const ids = [...selected].sort((x, y) => x - y).map((k) => handCards[k]);
        const m = ids.length ? matchCardAction(choices.actions, verb, ids) : null;
        if (m && choices.previews[m]) shown = m;
      }
    }
    const canPreview = !!(deciding && choices.previews && Object.keys(choices.previews).length);
    preview.show(shown ? choices.previews[shown] : null, shown, canPreview);
    controls.update(i, n, state.round, !!playing);
    const lead = state.phase === "finished" ? t("Finished") : state.active ? t("{name} to move", { name: state.active })
      : state.phase === "plan" ? t("Planning") : "";
    // "waiting for you": exactly when the viewer is among the cars the live race waits for (a
    // retry's fork says where the retry is instead)
    const viewer = model.get("viewer");
    const yours = !retrying && !!viewer && live && state.pending.some((p) => p.car === viewer);
    root.dataset.waitingForYou = yours ? "true" : "false";
    setText(status, [t("Round {round}", { round: state.round }), lead, yours ? t("Waiting for you") : "",
      retryStatus(retry, t)].filter(Boolean).join(" \u00b7 "));
    drawMessage();
    // a control that was just disabled or replaced hands the keyboard focus to the widget
    if (focused && (focused.disabled || !focused.isConnected)) root.focus({ preventScroll: true });
  }

  function selectionKey(ch) {
    return `${ch.car}#${ch.kind}#${(ch.hand || []).join(",")}`;
  }

  function onToggle(idx) {
    const next = new Set(selected);
    if (next.has(idx)) next.delete(idx); else next.add(idx);
    model.set("selection", { key: selectedFor, cards: [...next].sort((x, y) => x - y) });
    model.save_changes();
    draw();
  }

  root.addEventListener("keydown", (ev) => {
    const target = ev.target;
    const tag = target && target.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") {
      if (!(tag === "INPUT" && target.type === "range")) return;
    }
    if ((tag === "BUTTON" || (target && target.getAttribute && target.getAttribute("role") === "button")) && (ev.key === " " || ev.key === "Enter")) return;
    let handled = true;
    const i = cur();
    switch (ev.key) {
      case "ArrowRight": case ".": ev.shiftKey ? go(store.timeline.nextRound(i)) : go(i + 1); break;
      case "ArrowLeft": case ",": ev.shiftKey ? go(store.timeline.prevRound(i)) : go(i - 1); break;
      case "PageDown": case "]": go(store.timeline.nextRound(i)); break;
      case "PageUp": case "[": go(store.timeline.prevRound(i)); break;
      case "Home": go(0); break;
      case "End": go(store.timeline.length - 1); break;
      case " ": case "k": case "p": togglePlay(); break;
      default: handled = false;
    }
    if (handled) { ev.preventDefault(); ev.stopPropagation(); }
  });
  // Clicking the board gives the widget keyboard focus (buttons keep their own).
  root.addEventListener("mousedown", (ev) => {
    if (ev.target && ev.target.closest && !ev.target.closest("button, input, select, [role=button]")) root.focus({ preventScroll: true });
  });

  const onStep = () => draw();
  const onOther = () => { play.release(); coach.release(); draw(); };
  const onCards = () => { setCatalogue(model.get("cards")); draw(); };
  model.on("change:cards", onCards);
  model.on("change:step", onStep);
  model.on("change:choices", onOther);
  model.on("change:message", onOther);
  model.on("change:viewer", onStep);
  model.on("change:selection", onStep);
  model.on("change:annotations", onStep);
  model.on("change:coach_state", onStep);
  model.on("change:review_marks", onStep);
  model.on("change:retry", onStep);
  const view = () => draw();
  store.views.add(view);
  draw();

  return () => {
    stop();
    store.views.delete(view);
    model.off("change:step", onStep);
    model.off("change:choices", onOther);
    model.off("change:message", onOther);
    model.off("change:viewer", onStep);
    model.off("change:selection", onStep);
    model.off("change:annotations", onStep);
    model.off("change:coach_state", onStep);
    model.off("change:review_marks", onStep);
    model.off("change:retry", onStep);
    model.off("change:cards", onCards);
  };
}

export default { initialize, render };
