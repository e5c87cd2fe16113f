// Weather & Road Conditions on the board: the weather token on the billboard (top left, in the
// board's margin), each road token at its corner (beside the limit badge) or on its sector's
// tent (a few spaces after the corner line, outside the track). Every token has a tooltip.
import { s } from "./dom.js";
import { fmt, pts } from "./geometry.js";
import { english } from "./i18n.js";

const ROAD_LABEL = {
  "limit+1": "+1", "limit-1": "\u22121", overheat: "+H", heat_control: "0H", "slipstream+1": "S+1", weather: "W",
};

// Small icons drawn with shapes (no emoji font needed), centred on (0, 0), about 2r wide.
function icon(id, r) {
  const cloud = (fill) => s("g", {},
    s("circle", { cx: fmt(-r * 0.45), cy: fmt(r * 0.1), r: fmt(r * 0.42), fill }),
    s("circle", { cx: fmt(r * 0.05), cy: fmt(-r * 0.2), r: fmt(r * 0.55), fill }),
    s("circle", { cx: fmt(r * 0.55), cy: fmt(r * 0.12), r: fmt(r * 0.4), fill }),
    s("rect", { x: fmt(-r * 0.85), y: fmt(r * 0.1), width: fmt(r * 1.75), height: fmt(r * 0.42), rx: fmt(r * 0.2), fill }));
  const g = s("g", { class: `hw-weather-icon hw-weather-${id}` });
  if (id === "sun") {
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4;
      g.appendChild(s("line", { x1: fmt(Math.cos(a) * r * 0.62), y1: fmt(Math.sin(a) * r * 0.62),
        x2: fmt(Math.cos(a) * r * 0.95), y2: fmt(Math.sin(a) * r * 0.95), stroke: "#f9a825", "stroke-width": fmt(r * 0.12), "stroke-linecap": "round" }));
    }
    g.appendChild(s("circle", { r: fmt(r * 0.45), fill: "#fdd835", stroke: "#f9a825", "stroke-width": fmt(r * 0.08) }));
  } else if (id === "fog") {
    for (const [y, w] of [[-0.45, 1.5], [0, 1.8], [0.45, 1.4]]) {
      g.appendChild(s("line", { x1: fmt(-r * w / 2), y1: fmt(r * y), x2: fmt(r * w / 2), y2: fmt(r * y),
        stroke: "#90a4ae", "stroke-width": fmt(r * 0.2), "stroke-linecap": "round" }));
    }
  } else {
    g.appendChild(cloud(id === "storm" ? "#607d8b" : "#b0bec5"));
    if (id === "rain") {
      for (const x of [-0.45, 0, 0.45]) {
        g.appendChild(s("line", { x1: fmt(r * x), y1: fmt(r * 0.65), x2: fmt(r * (x - 0.12)), y2: fmt(r * 0.95),
          stroke: "#1e88e5", "stroke-width": fmt(r * 0.13), "stroke-linecap": "round" }));
      }
    } else if (id === "snow") {
      for (const x of [-0.45, 0, 0.45]) g.appendChild(s("circle", { cx: fmt(r * x), cy: fmt(r * 0.8), r: fmt(r * 0.1), fill: "#e3f2fd", stroke: "#64b5f6", "stroke-width": fmt(r * 0.05) }));
    } else if (id === "storm") {
      g.appendChild(s("polygon", { fill: "#fdd835", stroke: "#f57f17", "stroke-width": fmt(r * 0.05),
        points: pts([{ x: 0, y: r * 0.3 }, { x: -r * 0.22, y: r * 0.75 }, { x: 0, y: r * 0.7 }, { x: -r * 0.1, y: r * 1.05 }, { x: r * 0.25, y: r * 0.55 }, { x: r * 0.03, y: r * 0.6 }]) }));
    }
  }
  return g;
}

// Where a sector's tent goes: a few spaces after its corner line (never past the next line).
function tentSpace(corners, i, N) {
  const a = corners[i].after_space;
  const next = corners[(i + 1) % corners.length].after_space;
  const len = ((next - a + N) % N) || N;
  return ((a + Math.min(3, Math.max(1, Math.ceil(len / 2))) - 1) % N) + 1;
}

// `drawn`: the tokens' boxes are added to it (the board keeps them inside its view box).
export function drawConditions(track, g, vb, pad, t = english, drawn = []) {
  const cond = track.conditions;
  const layer = s("g", { class: "hw-conditions" });
  if (!cond) return layer;
  const w = cond.weather;
  const corners = track.corners || [];

  // Billboard: the weather token, named, with both effects in the tooltip.
  const bh = Math.min(pad * 0.8, g.step * 2.2), bw = bh * 4.1;
  const bx = vb[0] + pad * 0.12, by = vb[1] + pad * 0.1;
  const ir = bh * 0.32;
  const bill = s("g", { class: "hw-weather", "data-weather": w.id, transform: `translate(${fmt(bx)} ${fmt(by)})` },
    s("title", {}, t("Weather: {name}. Before the race: {setup}. Weather sectors: {sector} ({text}).", { name: w.name, setup: w.setup, sector: w.sector, text: w.sector_text })),
    s("rect", { class: "hw-weather-card", width: fmt(bw), height: fmt(bh), rx: fmt(bh * 0.16) }));
  const ic = icon(w.id, ir);
  ic.setAttribute("transform", `translate(${fmt(bh * 0.5)} ${fmt(bh * 0.46)})`);
  bill.appendChild(ic);
  bill.appendChild(s("text", { class: "hw-weather-name", x: fmt(bh), y: fmt(bh * 0.4), "dominant-baseline": "central",
    style: `font-size:${fmt(bh * 0.3)}px` }, w.name));
  bill.appendChild(s("text", { class: "hw-weather-effect", x: fmt(bh), y: fmt(bh * 0.74), "dominant-baseline": "central",
    style: `font-size:${fmt(bh * 0.21)}px` }, t("W sectors: {sector}", { sector: w.sector })));
  layer.appendChild(bill);

  // Road tokens: corner tokens beside the limit badge, sector tokens on the sector's tent.
  const tr = g.laneW * 0.7;
  const byCorner = new Map((cond.tokens || []).map((tok) => [tok.corner, tok]));
  corners.forEach((c, i) => {
    const kinds = [["corner", cond.corner_tokens[i]], ["sector", cond.sector_tokens[i]]];
    for (const [where, id] of kinds) {
      if (!id) continue;
      const token = byCorner.get(i + 1) || [...byCorner.values()].find((tok) => tok.token === id) || { text: id, name: id };
      let b, dist;
      if (where === "corner") {
        b = g.front[g.wrap(c.after_space)];
        dist = g.laneW * 0.62 * 2.7 + tr * 1.2; // past the limit badge
      } else {
        b = g.front[tentSpace(corners, i, g.N)];
        dist = tr * 1.5;
      }
      if (!b) continue;
      const side = g.outerSign(b);
      const e = side > 0 ? b.e2 : b.e1;
      const cx = e.x + b.n.x * side * dist, cy = e.y + b.n.y * side * dist;
      drawn.push({ x0: cx - tr, x1: cx + tr, y0: cy - tr, y1: cy + tr });
      const node = s("g", { class: `hw-road-token hw-road-${where}`, "data-corner": i + 1, "data-token": id, "data-where": where,
        transform: `translate(${fmt(cx)} ${fmt(cy)})` },
        s("title", {}, t("{where}: {name}. {text}", { where: where === "corner" ? t("Corner {n}", { n: i + 1 }) : t("Sector after corner {n}", { n: i + 1 }), name: token.name, text: token.text })));
      node.appendChild(where === "corner"
        ? s("circle", { class: "hw-road-shape", r: fmt(tr) })
        : s("rect", { class: "hw-road-shape", x: fmt(-tr), y: fmt(-tr), width: fmt(2 * tr), height: fmt(2 * tr), rx: fmt(tr * 0.3) }));
      if (id === "weather") {
        const wi = icon(w.id, tr * 0.62);
        wi.setAttribute("transform", `translate(0 ${fmt(-tr * 0.12)})`);
        node.appendChild(wi);
      } else {
        node.appendChild(s("text", { class: "hw-road-label", "text-anchor": "middle", "dominant-baseline": "central",
          style: `font-size:${fmt(tr * (ROAD_LABEL[id].length > 2 ? 0.72 : 0.95))}px` }, ROAD_LABEL[id] || "?"));
      }
      layer.appendChild(node);
    }
  });
  return layer;
}

// The limit a corner badge shows: the road-modified one when the Weather module is on.
export function cornerLimit(track, i, c) {
  const lim = track.conditions && track.conditions.limits ? track.conditions.limits[i] : c.speed_limit;
  return { limit: lim, delta: lim - c.speed_limit };
}
