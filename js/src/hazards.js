// The expansion boards' hazards on the board (shared/reference/expansions_as_implemented_by_bga.md,
// sections 2-4 and 9), from the track Python sends (heat_widget/widget/board.py):
//   track.special_spaces = { flooded: [spaces], tunnel: [spaces] }  whole spaces, both spots;
//   corner.chicane_with = index of the chicane's first line (on its second line);
//   corner.press_number = the press corner's number from 0 (an Event card names it).
// Floods (Heavy Rain) are water over the spaces, tunnels (Tunnel Vision) a roof with walls; each
// run of spaces has one tooltip. A chicane's two lines keep their own limit badges and get kerbs
// between them. Where not every corner line is a press corner, each press corner shows its number.
// `createHazardKey` is the legend under the board: only what this board has.
import { h, s } from "./dom.js";
import { fmt, pts } from "./geometry.js";
import { english } from "./i18n.js";

export const HAZARD_KINDS = ["flooded", "tunnel"];

// Consecutive runs of spaces: [6, 7, 8, 39, 40] -> [[6, 8], [39, 40]].
export function spaceRuns(spaces) {
  const sorted = [...new Set((spaces || []).map(Number))].sort((a, b) => a - b);
  const runs = [];
  for (const sp of sorted) {
    const last = runs[runs.length - 1];
    if (last && sp === last[1] + 1) last[1] = sp;
    else runs.push([sp, sp]);
  }
  return runs;
}

const runText = ([a, b]) => (a === b ? String(a) : `${a}\u2013${b}`);

export function hazardsOf(track) {
  const special = track.special_spaces || {};
  const corners = track.corners || [];
  const chicanes = [];
  corners.forEach((c, i) => {
    const j = c.chicane_with;
    if (j !== null && j !== undefined && corners[j]) chicanes.push({ first: corners[j], second: c, index: i });
  });
  const numbered = corners.filter((c) => c.press_number !== null && c.press_number !== undefined);
  return {
    flooded: spaceRuns(special.flooded),
    tunnel: spaceRuns(special.tunnel),
    chicanes,
    // numbers only where they tell something: some corner line is no press corner
    press: numbered.length && numbered.length < corners.length ? numbered : [],
  };
}

// Patterns for water and a tunnel's roof (in the board's <defs>, ids made unique by `uid`).
function patterns(defs, uid, cell) {
  const w = cell * 3;
  defs.appendChild(s("pattern", { id: `${uid}-flood`, width: fmt(w), height: fmt(w * 0.6), patternUnits: "userSpaceOnUse" },
    s("rect", { class: "hw-flood-water", width: fmt(w), height: fmt(w * 0.6) }),
    s("path", { class: "hw-flood-wave", d: `M0,${fmt(w * 0.3)} q${fmt(w / 4)},${fmt(-w * 0.18)} ${fmt(w / 2)},0 t${fmt(w / 2)},0` })));
  defs.appendChild(s("pattern", { id: `${uid}-tunnel`, width: fmt(cell * 1.6), height: fmt(cell * 1.6), patternUnits: "userSpaceOnUse",
    patternTransform: "rotate(45)" },
    s("rect", { class: "hw-tunnel-roof", width: fmt(cell * 1.6), height: fmt(cell * 1.6) }),
    s("line", { class: "hw-tunnel-hatch", x1: 0, y1: 0, x2: 0, y2: fmt(cell * 1.6) })));
}

// Under the race line and the cars: water and tunnels over their spaces, kerbs at chicanes.
export function drawHazards(track, g, defs, uid, t = english) {
  const hz = hazardsOf(track);
  const layer = s("g", { class: "hw-hazards" });
  if (!hz.flooded.length && !hz.tunnel.length && !hz.chicanes.length) return layer;
  patterns(defs, uid, Math.max(4, g.laneW / 3));
  const space = (sp) => {
    const b = g.back[sp], f = g.front[sp];
    return b && f ? [b.e1, b.e2, f.e2, f.e1] : null;
  };
  for (const kind of HAZARD_KINDS) {
    for (const run of hz[kind]) {
      const text = kind === "flooded"
        ? t("Flooded spaces {spaces}: a car that starts the round here pays 1 more Heat to shift down", { spaces: runText(run) })
        : t("Tunnel, spaces {spaces}: while your car is here, no card may be discarded from your hand and no Stress reduced", { spaces: runText(run) });
      const group = s("g", { class: `hw-hazard hw-${kind}`, "data-kind": kind, "data-from": run[0], "data-to": run[1] },
        s("title", {}, text));
      for (let sp = run[0]; sp <= run[1]; sp++) {
        const poly = space(sp);
        if (poly) group.appendChild(s("polygon", { class: `hw-${kind}-space`, "data-space": sp, points: pts(poly), fill: `url(#${uid}-${kind === "flooded" ? "flood" : "tunnel"})` }));
      }
      if (kind === "tunnel") { // the walls: both edges of the track along the run
        for (const edge of ["e1", "e2"]) {
          const wall = [g.back[run[0]] && g.back[run[0]][edge]];
          for (let sp = run[0]; sp <= run[1]; sp++) wall.push(g.front[sp] && g.front[sp][edge]);
          if (wall.every(Boolean)) group.appendChild(s("polyline", { class: "hw-tunnel-wall", points: pts(wall) }));
        }
      }
      layer.appendChild(group);
    }
  }
  for (const { first, second } of hz.chicanes) {
    const group = s("g", { class: "hw-chicane", "data-first": first.after_space, "data-second": second.after_space },
      s("title", {}, t("Chicane: the corner lines after spaces {first} and {second}. Each line is a corner of its own and charges its own Heat; only the second can be a press corner", { first: first.after_space, second: second.after_space })));
    for (const edge of ["e1", "e2"]) {
      const kerb = [];
      for (let sp = first.after_space; sp <= second.after_space; sp++) {
        const b = g.front[g.wrap(sp)];
        if (b) kerb.push(b[edge]);
      }
      if (kerb.length > 1) {
        group.appendChild(s("polyline", { class: "hw-chicane-kerb-base", points: pts(kerb) }));
        group.appendChild(s("polyline", { class: "hw-chicane-kerb", points: pts(kerb) }));
      }
    }
    layer.appendChild(group);
  }
  return layer;
}

// Over the corner badges: a press corner's number beside its limit badge (a chicane: at its second
// line). `badge(after)` gives the badge's centre and radius; the tags' boxes are added to `drawn`.
export function drawPressNumbers(track, g, badge, t = english, drawn = []) {
  const layer = s("g", { class: "hw-press-numbers" });
  for (const c of hazardsOf(track).press) {
    const b = badge(c.after_space);
    if (!b) continue;
    const r = b.r * 0.58;
    const along = g.front[g.wrap(c.after_space)];
    const fwd = { x: along.n.y, y: -along.n.x }; // across the normal: along the track
    const x = b.x + fwd.x * b.r * 1.25 + b.out.x * b.r * 0.55, y = b.y + fwd.y * b.r * 1.25 + b.out.y * b.r * 0.55;
    drawn.push({ x0: x - r, x1: x + r, y0: y - r, y1: y + r });
    layer.appendChild(s("g", { class: "hw-press-number", "data-after": c.after_space, "data-press": c.press_number },
      s("title", {}, t("Press corner {n} (after space {space}): a Championship Event card names press corners by this number", { n: c.press_number + 1, space: c.after_space })),
      s("circle", { cx: fmt(x), cy: fmt(y), r: fmt(r) }),
      s("text", { x: fmt(x), y: fmt(y), "text-anchor": "middle", "dominant-baseline": "central", style: `font-size:${fmt(r * 1.2)}px` },
        String(c.press_number + 1))));
  }
  return layer;
}

// The legend under the board: one entry per kind of hazard this board has (none: null).
export function createHazardKey(track, t = english) {
  const hz = hazardsOf(track);
  const items = [];
  const item = (cls, text) => h("span", { class: "hw-key-item" }, h("span", { class: `hw-key-swatch ${cls}` }), text);
  if (hz.flooded.length) items.push(item("hw-key-flooded", t("flooded space: 1 more Heat to shift down in a round that starts there")));
  if (hz.tunnel.length) items.push(item("hw-key-tunnel", t("tunnel: no discarding from the hand while there")));
  if (hz.chicanes.length) items.push(item("hw-key-chicane", t("chicane: two corner lines, each charges its own Heat")));
  if (hz.press.length) items.push(item("hw-key-press-number", t("press corner number (Championship events)")));
  if (!items.length) return null;
  return h("div", { class: "hw-key hw-hazard-key", "aria-label": t("What the board's hazards mean") }, ...items);
}
