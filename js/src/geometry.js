// Track geometry: from the track's spot centres to the shapes the board draws.
// Spots: [space, lane, x, y, angle] in board pixels (y down, angle = direction of travel).

const dist = (a, b) => Math.hypot(a.x - b.x, a.y - b.y);
const unit = (x, y) => {
  const l = Math.hypot(x, y) || 1;
  return { x: x / l, y: y / l };
};

function median(xs) {
  const v = xs.slice().sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)] : 0;
}

// race_line_lane for space s: the lane holding the Race Line, from the corners when not given.
export function raceLineLanes(track) {
  if (Array.isArray(track.race_line_lane) && track.race_line_lane.length === track.spaces) {
    return track.race_line_lane.slice();
  }
  const corners = (track.corners || []).slice().sort((a, b) => a.after_space - b.after_space);
  const out = [];
  for (let s = 1; s <= track.spaces; s++) {
    let lane = corners.length ? corners[corners.length - 1].race_line_lane_after : 1;
    for (const c of corners) if (c.after_space <= s) lane = c.race_line_lane_after;
    out.push(lane || 1);
  }
  return out;
}

export function trackGeometry(track) {
  const N = track.spaces;
  const spots = new Map();
  for (const [space, lane, x, y, a] of track.geometry.spots) spots.set(`${space}:${lane}`, { x, y, a });
  const spot = (space, lane) => spots.get(`${space}:${lane}`) || { x: 0, y: 0, a: 0 };
  const wrap = (s) => ((((s - 1) % N) + N) % N) + 1;

  const centre = [], normal = [], width = [], dir = [];
  for (let s = 1; s <= N; s++) {
    const p1 = spot(s, 1), p2 = spot(s, 2);
    centre[s] = { x: (p1.x + p2.x) / 2, y: (p1.y + p2.y) / 2 };
    normal[s] = unit(p2.x - p1.x, p2.y - p1.y); // from lane 1 towards lane 2
    width[s] = dist(p1, p2);
    const rad = (((p1.a + p2.a) / 2) * Math.PI) / 180;
    dir[s] = { x: Math.cos(rad), y: Math.sin(rad) };
  }
  const gaps = [];
  for (let s = 1; s <= N; s++) gaps.push(dist(centre[s], centre[wrap(s + 1)]));
  const step = median(gaps);
  const laneW = median(width.slice(1));

  // A boundary is a line across the track: m (middle), n (unit, lane 1 -> lane 2), w (lane width).
  const mk = (m, n, w) => ({ m, n, w,
    e1: { x: m.x - n.x * w, y: m.y - n.y * w },
    e2: { x: m.x + n.x * w, y: m.y + n.y * w } });
  const front = [], back = [];
  for (let s = 1; s <= N; s++) {
    const t = wrap(s + 1);
    const gap = dist(centre[s], centre[t]);
    if (gap <= step * 1.5) {
      const m = { x: (centre[s].x + centre[t].x) / 2, y: (centre[s].y + centre[t].y) / 2 };
      const n = unit(normal[s].x + normal[t].x, normal[s].y + normal[t].y);
      const b = mk(m, n, (width[s] + width[t]) / 2);
      front[s] = b;
      back[t] = b;
    } else {
      front[s] = mk({ x: centre[s].x + dir[s].x * step / 2, y: centre[s].y + dir[s].y * step / 2 }, normal[s], width[s]);
      back[t] = mk({ x: centre[t].x - dir[t].x * step / 2, y: centre[t].y - dir[t].y * step / 2 }, normal[t], width[t]);
    }
  }
  // Polygon of one spot (4 points).
  const spotPolygon = (s, lane) => {
    const b = back[s], f = front[s];
    return lane === 1 ? [b.e1, b.m, f.m, f.e1] : [b.m, b.e2, f.e2, f.m];
  };

  const all = track.geometry.spots;
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const [, , x, y] of all) {
    x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
  }
  const mid = { x: (x0 + x1) / 2, y: (y0 + y1) / 2 };
  // +1: lane 2 side is the outer side of the board here; -1: lane 1 side.
  const outerSign = (b) => (dist(b.e2, mid) >= dist(b.e1, mid) ? 1 : -1);

  return { N, spot, wrap, centre, normal, width, dir, front, back, step, laneW,
    bounds: [x0, y0, x1, y1], mid, spotPolygon, outerSign };
}

export const fmt = (v) => (Math.round(v * 10) / 10).toString();
export const pts = (ps) => ps.map((p) => `${fmt(p.x)},${fmt(p.y)}`).join(" ");
