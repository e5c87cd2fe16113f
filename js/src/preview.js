// (Drawn below the choices and the coach, so that showing it never moves a button being clicked.)
// Move preview: where the car of the person deciding would end with the cards selected (or the
// gear / Boost button under the pointer): its landing spaces on the board, with their chances
// when Stress or a Boost makes the Speed uncertain, the Heat and any spin-out, in a sentence.
// The numbers come from race.preview in Python (heat_widget/widget/teaching.py: compact_preview).
import { h, s, setText, setAttr } from "./dom.js";
import { fmt } from "./geometry.js";
import { english } from "./i18n.js";

export function createPreview(board, t = english) {
  const g = board.geometry;
  const layer = s("g", { class: "hw-preview-layer", "aria-hidden": "true" });
  const ov = board.overlay;
  ov.insertBefore(layer, ov.children[1] || null); // above the trails, under the cars
  const text = h("div", { class: "hw-preview", role: "status", "aria-live": "polite", hidden: true });
  let lastKey = null;

  // p: {t, o: [[space, lane, percent, spin, heat, lines]], h, s, c} or null; action: its text.
  // idle: a person is deciding but nothing is selected or pointed at. The box keeps its place
  // then (with a hint): a box that appeared on hover would grow the page under the pointer, and
  // JupyterLab's scroller would move the very button being clicked.
  function show(p, action, idle = false) {
    const key = p ? `${action}|${JSON.stringify(p.o)}` : idle ? "idle" : "";
    if (key === lastKey) return;
    lastKey = key;
    text.hidden = !p && !idle;
    text.dataset.action = p ? action : "";
    text.classList.toggle("hw-preview-idle", !p);
    text.classList.toggle("hw-preview-risk", !!p && p.s > 0);
    setText(text, p ? p.t : idle ? t("Preview: point at a gear or Boost, or select cards, to see where they would take you.") : "");
    if (!p) { layer.replaceChildren(); return; }
    const r = g.laneW * 0.58;
    const several = p.o.length > 1;
    const nodes = [];
    const seen = new Set();
    for (const [space, lane, pct, spin, heat] of p.o) {
      const where = `${space}:${lane}`;
      if (seen.has(where) && p.c) continue; // a gear: one mark per space the plays can reach
      seen.add(where);
      const pt = g.spot(space, lane);
      if (!pt) continue;
      const mark = s("g", { class: `hw-preview-spot${spin ? " hw-preview-spin" : ""}`, "data-space": space, "data-lane": lane,
        "data-percent": pct ?? "", "data-heat": heat, transform: `translate(${fmt(pt.x)} ${fmt(pt.y)})` },
        s("circle", { r: fmt(several && p.c ? r * 0.6 : r) }));
      if (several && pct !== null && pct !== undefined) {
        mark.appendChild(s("text", { "text-anchor": "middle", "dominant-baseline": "central", style: `font-size:${fmt(r * 0.8)}px` },
          `${Math.round(pct)}%`));
      }
      nodes.push(mark);
    }
    if (!p.c) nodes.push(...lineHeat(p.o));
    layer.replaceChildren(...nodes);
    setAttr(layer, "data-action", action);
  }

  // A play's Heat at each corner line it crosses over the limit, beside the line on the inner side
  // (the limit badge is outside): a chicane shows both lines' Heat. Outcomes that differ (Stress,
  // Boost) give a range.
  function lineHeat(outcomes) {
    const byLine = new Map();
    for (const o of outcomes) {
      for (const [after, heat] of o[5] || []) {
        const seen = byLine.get(after) || [heat, heat];
        byLine.set(after, [Math.min(seen[0], heat), Math.max(seen[1], heat)]);
      }
    }
    const out = [];
    for (const [after, [lo, hi]] of byLine) {
      const b = g.front[g.wrap(after)];
      if (!b) continue;
      const side = -g.outerSign(b);
      const e = side > 0 ? b.e2 : b.e1;
      const w = g.laneW * 1.9, hh = g.laneW * 0.75;
      const cx = e.x + b.n.x * side * w * 0.62, cy = e.y + b.n.y * side * w * 0.62;
      const heat = lo === hi ? String(hi) : `${lo}\u2013${hi}`;
      out.push(s("g", { class: "hw-preview-line", "data-after": after, "data-heat": heat },
        s("rect", { x: fmt(cx - w / 2), y: fmt(cy - hh / 2), width: fmt(w), height: fmt(hh), rx: fmt(hh / 3) }),
        s("text", { x: fmt(cx), y: fmt(cy), "text-anchor": "middle", "dominant-baseline": "central", style: `font-size:${fmt(hh * 0.6)}px` },
          t("{heat} Heat", { heat }))));
    }
    return out;
  }

  return { el: text, layer, show };
}
