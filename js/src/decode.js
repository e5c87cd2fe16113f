// Decoding of the compact timeline sent by heat_widget.widget.race_widget.RaceWidget (FrameEncoder).
//
// The Python side sends `frames`: one small object per step of the race.
//   frames[0].n = [[name, colour, legend(0|1)], ...]   the cars, in a fixed order
//   frames[0].k = car field names (default CAR_FIELDS); frames[0].l = those holding card lists
//   f.g = [round, phase, active(car index|-1), legends_card]   only when it changed
//         phase: "p" plan, "t" turn, "f" finished
//   f.p = pending decisions "0g,1p,2:kind" (car index + kind letter or ":kind"), when changed
//   f.c = acting car index (absent: none)      f.a = action text (absent: none)
//   f.K = event kinds first used in this frame (appended to the kinds table)
//   f.e = [[kind number, car index|-1, text | number of a text sent before], ...]
//   f.m = modules' public state {name: {...}} (the Garage's draft and upgrades), when changed
//   f.d = [[car index, field, value, field, value, ...], ...]   changed car fields
//         (field = index into frames[0].k; frame 0 carries every field)
// Hands and play areas are strings of one-character card ids ("4432H") or, when
// some id is longer, arrays of ids; null means hidden from the viewer.
// Timeline decodes frames into full per-step states so that scrubbing is O(1).

export const CAR_FIELDS = [
  "space", "spot", "lane", "lap", "distance", "gear", "engine",
  "hand", "hand_count", "deck_count", "discard_count", "discard_top",
  "play", "play_count", "face_down", "heat_in_hand", "stress_in_hand", "speed", "place", "finished",
];

const PHASES = { p: "plan", t: "turn", f: "finished" };
const KINDS = { g: "gear", p: "play", r: "react", s: "slipstream", d: "discard" };

export function parsePending(text, nameOf) {
  if (!text) return [];
  return String(text).split(",").map((part) => {
    const m = /^(-?\d+)(?::(.*)|(.*))$/.exec(part);
    if (!m) return { car: null, kind: part };
    return { car: nameOf(Number(m[1])), kind: m[2] !== undefined ? m[2] : KINDS[m[3]] || m[3] };
  });
}

export function cardList(v) {
  if (v === null || v === undefined) return null;
  if (typeof v === "string") return Array.from(v);
  return v.map(String);
}

function emptyCar(meta, keys) {
  const car = { name: meta[0], colour: meta[1], legend: !!meta[2] };
  for (const k of keys) car[k] = null;
  return car;
}

export class Timeline {
  constructor(frames) {
    this.reset(frames || []);
  }

  reset(frames) {
    this.frames = [];
    this.roster = [];
    this.keys = CAR_FIELDS;
    this.listKeys = new Set(["hand", "play"]);
    this.steps = [];   // {index, round, car, action, events:[{kind, car, text}]}
    this.states = [];  // snapshot-like: {round, phase, active, pending, legends_card, cars:[...]}
    this.roundStarts = []; // [round, first step index]
    this.kinds = [];
    this.texts = [];
    this.append(frames, 0);
  }

  get length() {
    return this.frames.length;
  }

  // Appends frames that start at index `start`; returns false if they do not fit.
  append(frames, start) {
    if (start !== this.frames.length) return false;
    for (const f of frames) this._push(f);
    return true;
  }

  _push(f) {
    const index = this.frames.length;
    if (index === 0) {
      this.roster = (f.n || []).map((m) => ({ name: String(m[0]), colour: String(m[1]), legend: !!m[2] }));
      if (Array.isArray(f.k)) this.keys = f.k.map(String);
      if (Array.isArray(f.l)) this.listKeys = new Set(f.l.map(String));
    }
    const prev = index > 0 ? this.states[index - 1] : null;
    const names = this.roster.map((r) => r.name);
    const nameOf = (i) => (i === null || i === undefined || i < 0 ? null : names[i] ?? null);
    let state;
    if (prev) {
      state = { round: prev.round, phase: prev.phase, active: prev.active, pending: prev.pending,
        legends_card: prev.legends_card, cars: prev.cars.slice(), modules: prev.modules };
    } else {
      state = { round: 0, phase: "plan", active: null, pending: [], legends_card: null, modules: null,
        cars: this.roster.map((r) => emptyCar([r.name, r.colour, r.legend], this.keys)) };
    }
    if (f.g) {
      const [round, phase, active, legendsCard] = f.g;
      state.round = round;
      state.phase = PHASES[phase] || phase;
      state.active = nameOf(active);
      state.legends_card = legendsCard ?? null;
    }
    if (f.p !== undefined) state.pending = parsePending(f.p, nameOf);
    if (f.m !== undefined) state.modules = f.m;
    if (f.K) for (const k of f.K) this.kinds.push(String(k));
    for (const row of f.d || []) {
      const ci = row[0];
      const car = { ...state.cars[ci] };
      for (let k = 1; k + 1 < row.length; k += 2) {
        const field = this.keys[row[k]];
        if (field === undefined) continue;
        let v = row[k + 1];
        if (this.listKeys.has(field)) v = cardList(v);
        car[field] = v;
      }
      state.cars[ci] = car;
    }
    const step = {
      index,
      round: state.round,
      car: nameOf(f.c),
      action: f.a ?? null,
      events: (f.e || []).map(([kind, c, text]) => {
        if (typeof text === "string") this.texts.push(text);
        else text = this.texts[text] ?? "";
        return { kind: typeof kind === "number" ? this.kinds[kind] ?? "event" : String(kind), car: nameOf(c), text };
      }),
    };
    this.frames.push(f);
    this.states.push(state);
    this.steps.push(step);
    const last = this.roundStarts[this.roundStarts.length - 1];
    if (!last || last[0] !== state.round) this.roundStarts.push([state.round, index]);
  }

  // First step of the round after the one shown at `i` (or the last step).
  nextRound(i) {
    for (const [, start] of this.roundStarts) if (start > i) return start;
    return Math.max(0, this.length - 1);
  }

  // First step of the round shown at `i`, or of the round before if `i` is already its first step.
  prevRound(i) {
    let best = 0;
    for (const [, start] of this.roundStarts) {
      if (start < i) best = start;
    }
    return best;
  }
}
