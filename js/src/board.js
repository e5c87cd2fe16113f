// The SVG board: the track drawn once from its geometry, the cars moved per step.
import { h, s, setAttr, carFill, carInk } from "./dom.js";
import { english } from "./i18n.js";
import { ordinalIn } from "./words.js";
import { trackGeometry, raceLineLanes, fmt, pts } from "./geometry.js";
import { drawConditions, cornerLimit } from "./weather.js";
import { drawPress } from "./press.js";
import { drawHazards, drawPressNumbers } from "./hazards.js";

let uidCounter = 0;

function shortName(name, max = 12) {
  const chars = Array.from(name);
  return chars.length > max ? chars.slice(0, max - 1).join("") + "\u2026" : name;
}

// Widens the view box `vb` ([x, y, width, height], in place) to hold every box (x0, x1, y0, y1)
// with a margin: a label or token beside a track drawn close to its bounds stays whole.
export function growToFit(vb, boxes, margin = 0) {
  let x0 = vb[0], y0 = vb[1], x1 = vb[0] + vb[2], y1 = vb[1] + vb[3];
  for (const b of boxes) {
    x0 = Math.min(x0, b.x0 - margin); y0 = Math.min(y0, b.y0 - margin);
    x1 = Math.max(x1, b.x1 + margin); y1 = Math.max(y1, b.y1 + margin);
  }
  vb.splice(0, 4, x0, y0, x1 - x0, y1 - y0);
  return vb;
}

function initials(name) {
  const chars = Array.from(name.trim());
  return (chars[0] || "?").toUpperCase();
}

export function createBoard(track, t = english) {
  const uid = `hw${++uidCounter}`;
  const g = trackGeometry(track);
  const pad = Math.max(90, g.step * 1.4);
  const [x0, y0, x1, y1] = g.bounds;
  const vb = [x0 - pad, y0 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad];
  const svg = s("svg", {
    class: "hw-board", viewBox: vb.map(fmt).join(" "), role: "img",
    "aria-label": t("{name} track", { name: track.name || track.id }), preserveAspectRatio: "xMidYMid meet",
  });
  const defs = s("defs");
  const cell = Math.max(4, g.laneW / 4);
  defs.appendChild(s("pattern", { id: `${uid}-chk`, width: fmt(cell * 2), height: fmt(cell * 2), patternUnits: "userSpaceOnUse" },
    s("rect", { width: fmt(cell * 2), height: fmt(cell * 2), fill: "#fff" }),
    s("rect", { width: fmt(cell), height: fmt(cell), fill: "#111" }),
    s("rect", { x: fmt(cell), y: fmt(cell), width: fmt(cell), height: fmt(cell), fill: "#111" })));
  svg.appendChild(defs);
  const background = s("rect", { class: "hw-board-bg", x: fmt(vb[0]), y: fmt(vb[1]), width: fmt(vb[2]), height: fmt(vb[3]), rx: 18 });
  svg.appendChild(background);

  // Spaces: two spots each, tiled along the track.
  const rl = raceLineLanes(track);
  const spotsG = s("g", { class: "hw-spots" });
  for (let sp = 1; sp <= g.N; sp++) {
    for (const lane of [1, 2]) {
      const onLine = rl[sp - 1] === lane;
      spotsG.appendChild(s("polygon", {
        class: onLine ? "hw-spot hw-spot-rl" : "hw-spot",
        points: pts(g.spotPolygon(sp, lane)), "data-space": sp, "data-lane": lane,
      }));
    }
  }
  svg.appendChild(spotsG);
  svg.appendChild(drawHazards(track, g, defs, uid, t)); // floods, tunnels, chicanes' kerbs

  // Race Line: a thin line through the spot that holds it in every space.
  const rlPoints = [];
  for (let sp = 1; sp <= g.N; sp++) rlPoints.push(g.spot(sp, rl[sp - 1]));
  rlPoints.push(rlPoints[0]);
  svg.appendChild(s("polyline", { class: "hw-raceline", points: pts(rlPoints) }));

  // Start/finish line: between space N and space 1.
  let finishBox = { x0: 0, x1: 0, y0: 0, y1: 0 };
  let finishText = null;
  {
    const b = g.front[g.N];
    const th = g.step * 0.16;
    const ang = Math.atan2(b.n.y, b.n.x);
    const d = { x: -Math.sin(ang) * th, y: Math.cos(ang) * th };
    const poly = [
      { x: b.e1.x - d.x, y: b.e1.y - d.y }, { x: b.e2.x - d.x, y: b.e2.y - d.y },
      { x: b.e2.x + d.x, y: b.e2.y + d.y }, { x: b.e1.x + d.x, y: b.e1.y + d.y }];
    svg.appendChild(s("polygon", { class: "hw-finish", points: pts(poly), fill: `url(#${uid}-chk)` }));
    const side = g.outerSign(b);
    const e = side > 0 ? b.e2 : b.e1;
    const lx = e.x + b.n.x * side * g.laneW * 0.9, ly = e.y + b.n.y * side * g.laneW * 0.9;
    // the text runs away from the track (a centred label beside a vertical stretch lay half on the
    // grid's cars)
    const ox = b.n.x * side;
    const anchor = ox > 0.5 ? "start" : ox < -0.5 ? "end" : "middle";
    finishText = s("text", { class: "hw-finish-label", x: fmt(lx), y: fmt(ly), "text-anchor": anchor, "dominant-baseline": "central" }, t("START / FINISH"));
    svg.appendChild(finishText);
    const fw = Math.max(14, Array.from(t("START / FINISH")).length) * 17 * 0.68; // characters at 17 px, letter-spaced (widget.css .hw-finish-label)
    const fx0 = anchor === "start" ? lx : anchor === "end" ? lx - fw : lx - fw / 2;
    finishBox = { x0: fx0, x1: fx0 + fw, y0: ly - 12, y1: ly + 12 };
  }

  // Legends lines (dashed) and corner lines with their speed limits.
  const marks = s("g", { class: "hw-marks" });
  const badgeBoxes = [];
  const badges = new Map(); // after_space -> the limit badge's centre, radius, outward direction
  for (const [i, c] of (track.corners || []).entries()) {
    const lb = g.front[g.wrap(c.legends_line_after_space)];
    if (lb && c.legends_line_after_space) {
      marks.appendChild(s("line", { class: "hw-legends-line", x1: fmt(lb.e1.x), y1: fmt(lb.e1.y), x2: fmt(lb.e2.x), y2: fmt(lb.e2.y) },
        s("title", {}, t("Legends line for the corner after space {space}", { space: c.after_space }))));
      const side = g.outerSign(lb);
      const e = side > 0 ? lb.e2 : lb.e1;
      const r = g.laneW * 0.28;
      const cx = e.x + lb.n.x * side * r * 1.6, cy = e.y + lb.n.y * side * r * 1.6;
      marks.appendChild(s("polygon", { class: "hw-legends-mark",
        points: pts([{ x: cx, y: cy - r }, { x: cx + r, y: cy }, { x: cx, y: cy + r }, { x: cx - r, y: cy }]) }));
    }
    const b = g.front[g.wrap(c.after_space)];
    if (!b) continue;
    marks.appendChild(s("line", { class: "hw-corner-line", x1: fmt(b.e1.x), y1: fmt(b.e1.y), x2: fmt(b.e2.x), y2: fmt(b.e2.y) }));
    const side = g.outerSign(b);
    const e = side > 0 ? b.e2 : b.e1;
    const r = g.laneW * 0.62;
    const cx = e.x + b.n.x * side * r * 1.35, cy = e.y + b.n.y * side * r * 1.35;
    badgeBoxes.push({ x0: cx - r, x1: cx + r, y0: cy - r, y1: cy + r });
    badges.set(c.after_space, { x: cx, y: cy, r, out: { x: b.n.x * side, y: b.n.y * side } });
    const { limit, delta } = cornerLimit(track, i, c);
    const road = delta ? t(" ({printed} printed, road {delta})", { printed: c.speed_limit, delta: `${delta > 0 ? "+" : ""}${delta}` }) : "";
    marks.appendChild(s("g", { class: `hw-corner${delta ? " hw-corner-road" : ""}`, "data-after": c.after_space },
      s("title", {}, t("Corner after space {space}: speed limit {limit}", { space: c.after_space, limit }) + road),
      s("circle", { cx: fmt(cx), cy: fmt(cy), r: fmt(r) }),
      s("text", { x: fmt(cx), y: fmt(cy), "text-anchor": "middle", "dominant-baseline": "central", style: `font-size:${fmt(r * 1.15)}px` }, String(limit))));
  }
  svg.appendChild(marks);
  const drawn = [finishBox, ...badgeBoxes]; // what is drawn outside the track: kept on the board
  svg.appendChild(drawPressNumbers(track, g, (after) => badges.get(after), t, drawn));
  if (track.conditions) svg.appendChild(drawConditions(track, g, vb, pad, t, drawn));
  if (track.press_corners) svg.appendChild(drawPress(track, g, t));
  growToFit(vb, drawn, g.laneW * 0.3);
  svg.setAttribute("viewBox", vb.map(fmt).join(" "));
  for (const [k, i] of [["x", 0], ["y", 1], ["width", 2], ["height", 3]]) background.setAttribute(k, fmt(vb[i]));

  // Space numbers, sparingly: space 1 and every fifth space, outside the track.
  const nums = s("g", { class: "hw-space-numbers" });
  const cornerAt = new Set((track.corners || []).map((c) => g.wrap(c.after_space)));
  for (let sp = 1; sp <= g.N; sp++) {
    if (!(sp === 1 || sp % 5 === 0)) continue;
    if (cornerAt.has(sp) || cornerAt.has(g.wrap(sp - 1))) continue; // keep corner badges readable
    const c = g.centre[sp], n = g.normal[sp];
    const side = -g.outerSign(g.front[sp]); // inner side: away from badges
    const off = g.width[sp] * 1.15;
    nums.appendChild(s("text", { x: fmt(c.x + n.x * side * off), y: fmt(c.y + n.y * side * off),
      "text-anchor": "middle", "dominant-baseline": "central" }, String(sp)));
  }
  svg.appendChild(nums);

  // Cars live in a second SVG laid over the track: moving them never re-lays out or repaints
  // the 2 x N spaces of the track.
  const overlay = s("svg", { class: "hw-board-cars", viewBox: vb.map(fmt).join(" "), preserveAspectRatio: "xMidYMid meet", "aria-hidden": "false" });
  const trails = s("g", { class: "hw-trails" });
  const carsG = s("g", { class: "hw-cars" });
  const labels = s("g", { class: "hw-labels" });
  const leaders = s("g", { class: "hw-leaders" });
  overlay.append(trails, leaders, carsG, labels);
  const el = h("div", { class: "hw-board-stack", style: `aspect-ratio: ${fmt(vb[2])} / ${fmt(vb[3])}` }, svg, overlay);

  const carW = g.step * 0.78, carH = g.laneW * 0.8; // as large as a spot allows: readable in packs
  const carNodes = new Map();

  function carNode(car) {
    let node = carNodes.get(car.name);
    if (node) return node;
    const fill = carFill(car.colour);
    const body = s("g", { class: "hw-car-shape" },
      s("rect", { class: "hw-car-halo", x: fmt(-carW / 2 - 5), y: fmt(-carH / 2 - 5), width: fmt(carW + 10), height: fmt(carH + 10), rx: fmt(carH / 2) }),
      s("rect", { class: "hw-car-body", x: fmt(-carW / 2), y: fmt(-carH / 2), width: fmt(carW), height: fmt(carH), rx: fmt(carH * 0.35), fill }),
      s("path", { class: "hw-car-nose", d: `M${fmt(carW * 0.3)},${fmt(-carH * 0.3)} L${fmt(carW * 0.47)},0 L${fmt(carW * 0.3)},${fmt(carH * 0.3)}Z`, fill: carInk(car.colour) }));
    const tag = s("text", { class: "hw-car-tag", x: "0", y: "0", "text-anchor": "middle", "dominant-baseline": "central", fill: carInk(car.colour),
      style: `font-size:${fmt(carH * 0.62)}px` }, car.legend ? "L" : initials(car.name));
    const outer = s("g", { class: `hw-car${car.legend ? " hw-legend" : ""}`, "data-car": car.name, "data-colour": car.colour },
      s("title", {}, car.legend ? t("{name} (Legend)", { name: car.name }) : car.name), body, tag);
    const label = s("text", { class: "hw-car-label", "data-car": car.name, "dominant-baseline": "central" });
    const leader = s("line", { class: "hw-leader", "data-car": car.name, style: "display:none" });
    const labelName = s("tspan", {}, shortName(car.name));
    const labelPlace = s("tspan", { class: "hw-car-place", dx: "6" });
    label.append(labelName, labelPlace);
    carsG.appendChild(outer);
    labels.appendChild(label);
    leaders.appendChild(leader);
    node = { body, outer, tag, label, leader, labelPlace, last: "", name: car.name, p: null, lane: 1, space: 0 };
    carNodes.set(car.name, node);
    return node;
  }

  // Name labels beside the track, on the side of the car's lane. A label that would cover one
  // already placed, a car, or the START / FINISH label moves further out (then to the other
  // side), with a leader line back to its car: packs and the starting grid stay readable.
  let FONT = 20, LINE = 26; // a line of labels: the bold text is about 1.16 FONT high, and some air
  const fixedBoxes = drawn; // START / FINISH, the corner badges, press numbers, road tokens
  let estimated = true; // some label's width (or START / FINISH's) came from its letters
  function measureFinish() {
    let bb = null;
    try { bb = finishText && finishText.getBBox(); } catch (e) { bb = null; }
    if (!bb || !(bb.width > 0)) return false;
    Object.assign(finishBox, { x0: bb.x, x1: bb.x + bb.width, y0: bb.y, y1: bb.y + bb.height });
    return true;
  }
  // A label's width as the browser draws it (bold, with its halo: "Black Legend" is wider than a
  // count of its letters said, and "Ben" was laid over it), once per text and size; where nothing
  // is laid out (a label not shown yet, a DOM without layout), from its letters.
  function labelWidth(node) {
    const key = `${FONT}|${node.labelPlace.textContent}`;
    if (node.wKey === key) return node.w;
    let w = 0;
    try { w = node.label.getBBox().width; } catch (e) { w = 0; }
    const measured = w > 0;
    if (!measured) w = (Array.from(shortName(node.name)).length + (node.labelPlace.textContent ? 5 : 0)) * FONT * 0.62;
    else w += FONT / 4; // the halo (stroke-width FONT / 4, half of it each side)
    if (measured) { node.wKey = key; node.w = w; } else estimated = true;
    return w;
  }
  function labelBox(node, j, side) {
    const sp = node.space, p = node.p;
    const n = g.normal[sp] || { x: 0, y: -1 };
    const off = g.laneW * 0.95 + j * LINE;
    const x = p.x + n.x * side * off, y = p.y + n.y * side * off;
    const ox = n.x * side;
    const anchor = ox > 0.55 ? "start" : ox < -0.55 ? "end" : "middle";
    const w = labelWidth(node);
    let x0 = anchor === "start" ? x : anchor === "end" ? x - w : x - w / 2;
    // keep the label inside the board
    const shift = Math.max(0, vb[0] + 4 - x0) - Math.max(0, x0 + w - (vb[0] + vb[2] - 4));
    x0 += shift;
    const yc = Math.min(Math.max(y, vb[1] + LINE / 2), vb[1] + vb[3] - LINE / 2);
    return { x: x + shift, y: yc, anchor, x0, x1: x0 + w, y0: yc - LINE / 2, y1: yc + LINE / 2, j, name: node.name };
  }
  const hit = (a, b, gap = 0) => a.x0 - gap < b.x1 && b.x0 - gap < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
  function carBox(node) {
    const r = Math.max(carW, carH) / 2;
    return { x0: node.p.x - r, x1: node.p.x + r, y0: node.p.y - r, y1: node.p.y + r };
  }
  let placedBoxes = [];
  function placeLabels() {
    estimated = !!finishText && !measureFinish();
    const placed = [];
    const nodes = [...carNodes.values()].filter((n) => n.p).sort((a, b) => a.space - b.space || a.lane - b.lane);
    const bodies = nodes.map(carBox);
    for (const node of nodes) {
      const own = node.lane === 1 ? -1 : 1;
      let box = null;
      search: for (let j = 0; j < 24; j++) {
        for (const side of [own, -own]) {
          const b = labelBox(node, j, side);
          if (!box) box = b;
          // a word's width apart from another label ("Cleo Ana" read as one name)
          if (!placed.some((o) => hit(b, o, FONT)) && !fixedBoxes.some((o) => hit(b, o, FONT / 2)) && !bodies.some((o) => hit(b, o))) {
            box = b;
            break search;
          }
        }
      }
      placed.push(box);
      node.label.setAttribute("x", fmt(box.x));
      node.label.setAttribute("y", fmt(box.y));
      node.label.setAttribute("text-anchor", box.anchor);
      // a label moved away from its car gets a thin line back to it
      const far = box.j > 0;
      node.leader.style.display = far && node.p ? "" : "none";
      if (far) {
        const lx = Math.min(Math.max(node.p.x, box.x0), box.x1), ly = Math.min(Math.max(node.p.y, box.y0), box.y1);
        node.leader.setAttribute("x1", fmt(node.p.x)); node.leader.setAttribute("y1", fmt(node.p.y));
        node.leader.setAttribute("x2", fmt(lx)); node.leader.setAttribute("y2", fmt(ly));
      }
    }
    placedBoxes = placed;
  }

  function trailPoints(prev, car) {
    const out = [g.spot(prev.space, prev.lane)];
    let sp = prev.space, guard = 0;
    const steps = Math.max(0, (car.distance ?? 0) - (prev.distance ?? 0));
    if (!steps && prev.space === car.space) return null;
    while (sp !== car.space && guard++ < g.N) {
      sp = g.wrap(sp + 1);
      if (sp !== car.space) out.push(g.centre[sp]);
    }
    out.push(g.spot(car.space, car.lane));
    return out;
  }

  // Draws the cars of `state`; `prev` is the state one step before (for trails).
  function update(state, prev, step, focus) {
    const seen = new Set();
    let moved = false;
    const trailParts = [];
    for (const car of state.cars) {
      const node = carNode(car);
      seen.add(car.name);
      const placed = car.on_board !== false && car.space !== null && car.space !== undefined && car.space >= 1;
      const lane = car.lane || car.spot || 1;
      const p = placed ? g.spot(car.space, lane) : null;
      const key = placed ? `${car.space}:${lane}:${car.finished ?? ""}:${car.place ?? ""}` : "off";
      if (node.last !== key) {
        node.last = key;
        moved = true;
        node.p = p;
        node.lane = lane;
        node.space = car.space;
        if (p) {
          node.outer.setAttribute("transform", `translate(${fmt(p.x)} ${fmt(p.y)})`);
          node.body.setAttribute("transform", `rotate(${fmt(p.a)})`);
          node.outer.style.display = "";
          node.label.style.display = "";
        } else {
          node.outer.style.display = "none";
          node.label.style.display = "none";
          node.leader.style.display = "none";
        }
        setAttr(node.outer, "data-space", placed ? car.space : "");
        setAttr(node.outer, "data-lane", placed ? lane : "");
      }
      const placeText = car.finished ? `\u2691${ordinalIn(t, car.finished)}` : "";
      if (node.labelPlace.textContent !== placeText) { node.labelPlace.textContent = placeText; moved = true; }
      node.outer.classList.toggle("hw-acting", !!step && step.car === car.name);
      node.outer.classList.toggle("hw-focus", focus === car.name);
      node.outer.classList.toggle("hw-finished", !!car.finished);
      node.label.classList.toggle("hw-focus", focus === car.name);
      if (prev && p) {
        const pc = prev.cars.find((c) => c.name === car.name);
        if (pc && pc.space && (pc.space !== car.space || pc.lane !== car.lane)) {
          const tp = trailPoints({ ...pc, lane: pc.lane || pc.spot || 1 }, { ...car, lane });
          if (tp) trailParts.push([car, tp]);
        }
      }
    }
    for (const [name, node] of carNodes) {
      if (!seen.has(name)) {
        node.outer.remove(); node.label.remove(); node.leader.remove(); carNodes.delete(name);
        moved = true;
      }
    }
    if (moved) placeLabels();
    const trailKey = trailParts.map(([c, tp]) => c.name + pts(tp)).join("|");
    if (trails.dataset.key !== trailKey) {
      trails.dataset.key = trailKey;
      trails.replaceChildren(...trailParts.map(([car, tp]) =>
        s("polyline", { class: "hw-trail", points: pts(tp), stroke: carFill(car.colour) })));
    }
  }

  // Labels keep a readable size on screen (about 11 px or more) however small the board is drawn.
  function setWidth(px) {
    if (!(px > 0)) return;
    const font = Math.min(40, Math.max(20, 11.5 / (px / vb[2])));
    // the same size: placed again only if some width was a guess (the board was not laid out yet)
    if (Math.abs(font - FONT) < 0.5) { if (estimated) placeLabels(); return; }
    FONT = font;
    LINE = font * 1.3;
    labels.style.fontSize = `${fmt(font)}px`;
    labels.style.strokeWidth = `${fmt(font / 4)}px`;
    placeLabels();
  }
  if (typeof ResizeObserver === "function") {
    new ResizeObserver((entries) => setWidth(entries[entries.length - 1].contentRect.width)).observe(el);
  }

  // the label boxes as last placed, with the START / FINISH label's (for tests)
  const labelBoxes = () => ({ labels: placedBoxes.map((b) => ({ ...b })), fixed: fixedBoxes.map((b) => ({ ...b })) });

  return { el, svg, overlay, update, setWidth, geometry: g, labelBoxes };
}
