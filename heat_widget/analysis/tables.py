"""A race as polars tables, built column by column straight from its timeline.

    race.table("cars")    one row per car per timeline step: where it is, its place, gear, Speed and
                          where its Heat and Stress cards are
    race.table("events")  one row per event (every automatic effect), with its sentence
    race.table("rounds")  one row per car per round: the car at the end of the round, and what it did
    race.table("steps")   one row per timeline step: who decided what (links a widget's `step` to rounds)
    race.table("annotations")  one row per step a teacher commented on (race.annotate): step, round,
                          car, action, text
    race.table("road"), race.table("road_effects")  the Weather module's tokens and what they did
                          (heat_widget.analysis.weather)
    race.table("upgrades") Garage: one row per car per upgrade card (see analysis/garage.py)

Columns of "cars": step, round, phase, active, car, colour, legend, lap, space, spot, distance
(lap * spaces + space, only ever grows except in a spin-out), place, on_board, finished (finishing
place or null), gear, speed (this turn's Speed so far, null before the car reveals), heat_engine,
heat_hand, heat_deck, heat_discard, heat_play, stress_hand, stress_deck, hand_size, deck_size,
discard_size, boosted, slipstreamed, adrenaline, cooldown_left, cluttered, spun_out (this turn),
heat_paid (this round), and running totals over the race so far: corner_heat (Heat paid at corners,
spin-outs included), spin_outs, boosts.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from itertools import repeat

import polars as pl

from ..engine.errors import BadArgument, UnknownName, one_of, shorten
from ..engine.race import Race
from ..engine.state import Step
from ..race_rows import round_ends

TABLES = ("cars", "events", "rounds", "steps", "annotations", "road", "road_effects", "upgrades")

HEAT, STRESS = "H", "S"

# Event fields that become typed columns of the events table (the rest stay in `detail`).
_EVENT_INTS = ("speed", "limit", "heat", "corner", "moved", "space", "value", "place", "gear", "lap")


def race_table(race: Race, name: str = "cars") -> pl.DataFrame:
    """The race as a polars DataFrame: "cars", "events", "rounds", "steps", "annotations", "road" or
    "road_effects" (see the module doc)."""
    if not isinstance(race, Race):
        raise BadArgument(f"race_table needs a heat_widget Race, not {shorten(race)}")
    builder = _BUILDERS.get(name) if isinstance(name, str) else None
    if builder is None:
        raise UnknownName(f"unknown table {shorten(name)}; tables are {one_of(repr(t) for t in TABLES)}")
    return builder(race)


# ---- steps ---------------------------------------------------------------------------------------

def steps_table(race: Race) -> pl.DataFrame:
    """One row per timeline step: step, round, phase, car (who decided; null for the start), kind of
    decision, action (its text), events (how many), t (the step's position on a round axis: round r
    runs from r - 1 to r, so a chart by round can mark a step)."""
    timeline = race.timeline
    states = [s.state for s in timeline]
    rounds = [st.round for st in states]
    actions = [s.action for s in timeline]
    df = pl.DataFrame({
        "step": pl.Series(range(len(timeline)), dtype=pl.Int64),
        "round": pl.Series(rounds, dtype=pl.Int64),
        "phase": pl.Series([st.phase for st in states], dtype=pl.String),
        "car": pl.Series([s.car for s in timeline], dtype=pl.String),
        "kind": pl.Series([a.decision if a is not None else None for a in actions], dtype=pl.String),
        "action": pl.Series([str(a) if a is not None else None for a in actions], dtype=pl.String),
        "events": pl.Series([len(s.events) for s in timeline], dtype=pl.Int64),
    })
    within = pl.int_range(pl.len()).over("round")
    count = pl.len().over("round")
    t = (pl.col("round") - 1 + within / count).cast(pl.Float64)
    return df.with_columns(t=pl.when(pl.col("phase") == "finished").then(pl.col("round").cast(pl.Float64))
                           .otherwise(t))


# ---- cars ----------------------------------------------------------------------------------------

def cars_table(race: Race) -> pl.DataFrame:
    timeline = race.timeline
    states = [s.state for s in timeline]
    if not states:
        raise ValueError("this race has no timeline yet")
    k = len(states[0].cars)
    n = len(states)
    # Snapshots share the record of a car that did not change: work on each distinct record once,
    # then spread the columns over every (step, car) with one gather.
    flat = [c for st in states for c in st.cars]
    ids = list(map(id, flat))
    first = dict(zip(ids, flat))  # distinct records, in order of first appearance
    unique = list(first.values())
    position = dict(zip(first, range(len(first))))
    rows = list(map(position.__getitem__, ids))
    (names, colours, legends, spaces, spots, laps, on_board, finished, gears, hands, decks, discards, plays,
     engines, _shuffles, _planned_gears, planned, speeds, boosted, adrenaline, _adr_moved, cooldown_left,
     slipstreamed, cluttered, spun_out, heat_paid, _start_distance, _effects) = zip(*unique)
    heat_play = list(map(tuple.count, plays, repeat(HEAT)))
    for i, q in enumerate(planned):
        if q and HEAT in q:
            heat_play[i] += q.count(HEAT)
    per_car = pl.DataFrame({
        "car": pl.Series(names, dtype=pl.String),
        "colour": pl.Series(colours, dtype=pl.String),
        "legend": pl.Series(legends, dtype=pl.Boolean),
        "lap": pl.Series(laps, dtype=pl.Int64),
        "space": pl.Series(spaces, dtype=pl.Int64),
        "spot": pl.Series(spots, dtype=pl.Int64),
        "on_board": pl.Series(on_board, dtype=pl.Boolean),
        "finished": pl.Series(finished, dtype=pl.Int64),
        "gear": pl.Series(gears, dtype=pl.Int64),
        "speed": pl.Series(speeds, dtype=pl.Int64),
        "heat_engine": pl.Series(engines, dtype=pl.Int64),
        "heat_hand": pl.Series(list(map(tuple.count, hands, repeat(HEAT))), dtype=pl.Int64),
        "heat_deck": pl.Series(list(map(tuple.count, decks, repeat(HEAT))), dtype=pl.Int64),
        "heat_discard": pl.Series(list(map(tuple.count, discards, repeat(HEAT))), dtype=pl.Int64),
        "heat_play": pl.Series(heat_play, dtype=pl.Int64),
        "stress_hand": pl.Series(list(map(tuple.count, hands, repeat(STRESS))), dtype=pl.Int64),
        "stress_deck": pl.Series(list(map(tuple.count, decks, repeat(STRESS))), dtype=pl.Int64),
        "hand_size": pl.Series(list(map(len, hands)), dtype=pl.Int64),
        "deck_size": pl.Series(list(map(len, decks)), dtype=pl.Int64),
        "discard_size": pl.Series(list(map(len, discards)), dtype=pl.Int64),
        "boosted": pl.Series(boosted, dtype=pl.Boolean),
        "slipstreamed": pl.Series(slipstreamed, dtype=pl.Boolean),
        "adrenaline": pl.Series(adrenaline, dtype=pl.Boolean),
        "cooldown_left": pl.Series(cooldown_left, dtype=pl.Int64),
        "cluttered": pl.Series(cluttered, dtype=pl.Boolean),
        "spun_out": pl.Series(spun_out, dtype=pl.Boolean),
        "heat_paid": pl.Series(heat_paid, dtype=pl.Int64),
    })
    # Place: each distinct race order is worked out once.
    place_of: dict[tuple[int, ...], list[int]] = {}  # race order (car indexes) -> each car's place
    place: list[int] = []
    for st in states:
        got = place_of.get(st.order)
        if got is None:
            pos = {index: i + 1 for i, index in enumerate(st.order)}
            got = place_of[st.order] = [pos[index] for index in range(k)]
        place.extend(got)
    step_col = pl.int_range(0, n * k, eager=True, dtype=pl.Int64) // k
    per_step = pl.DataFrame({
        "round": pl.Series([st.round for st in states], dtype=pl.Int64),
        "phase": pl.Series([st.phase for st in states], dtype=pl.String),
        "active": pl.Series([st.active for st in states], dtype=pl.String),
    })
    df = pl.concat([
        per_step.select(step=step_col).with_columns(per_step[step_col]),
        pl.DataFrame({"place": pl.Series(place, dtype=pl.Int64)}),
        per_car[pl.Series(rows, dtype=pl.Int64)],
    ], how="horizontal")
    spaces_per_lap = race.track.spaces
    df = df.with_columns(distance=pl.col("lap") * spaces_per_lap + pl.col("space"))
    # Running totals from the events, summed per step and car, then accumulated over the race.
    totals = _event_totals(timeline)
    if totals.is_empty():
        df = df.with_columns(corner_heat=pl.lit(0, pl.Int64), spin_outs=pl.lit(0, pl.Int64),
                             boosts=pl.lit(0, pl.Int64))
    else:
        df = (df.join(totals, on=["step", "car"], how="left", maintain_order="left")
              .with_columns([pl.col(c).fill_null(0).cum_sum().over("car") for c in ("corner_heat", "spin_outs",
                                                                                    "boosts")]))
    order = ["step", "round", "phase", "active", "car", "colour", "legend", "lap", "space", "spot", "distance",
             "place", "on_board", "finished", "gear", "speed", "heat_engine", "heat_hand", "heat_deck",
             "heat_discard", "heat_play", "stress_hand", "stress_deck", "hand_size", "deck_size", "discard_size",
             "boosted", "slipstreamed", "adrenaline", "cooldown_left", "cluttered", "spun_out", "heat_paid",
             "corner_heat", "spin_outs", "boosts"]
    return df.select(order)


def _event_totals(timeline: Sequence[Step]) -> pl.DataFrame:
    """Per (step, car): Heat paid at corners, spin-outs and Boosts in that step's events."""
    step, car, heat, spin, boost = [], [], [], [], []
    for s in timeline:
        for e in s.events:
            kind = e.kind
            if kind == "corner" or kind == "spin_out" or kind == "boost":
                step.append(s.index)
                car.append(e.car)
                is_boost = kind == "boost"
                heat.append(0 if is_boost else e.fields.get("heat", 0))
                spin.append(1 if kind == "spin_out" else 0)
                boost.append(1 if is_boost else 0)
    if not step:
        return pl.DataFrame()
    return (pl.DataFrame({"step": pl.Series(step, dtype=pl.Int64), "car": pl.Series(car, dtype=pl.String),
                          "corner_heat": pl.Series(heat, dtype=pl.Int64), "spin_outs": pl.Series(spin, dtype=pl.Int64),
                          "boosts": pl.Series(boost, dtype=pl.Int64)})
            .group_by(["step", "car"]).agg(pl.col("corner_heat").sum(), pl.col("spin_outs").sum(),
                                           pl.col("boosts").sum()))


# ---- events --------------------------------------------------------------------------------------

def events_table(race: Race) -> pl.DataFrame:
    """One row per event: seq (order in the race), step (the timeline step it belongs to), round,
    car (null for race-wide events), kind, text, typed columns for the common fields (speed, limit,
    heat, corner, moved, space, value, place, gear, lap; null where the event has none) and `detail`,
    every field as JSON."""
    step, rnd, car, kind, text, detail = [], [], [], [], [], []
    fields = []
    for s in race.timeline:
        for e in s.events:
            step.append(s.index)
            rnd.append(e.round)
            car.append(e.car)
            kind.append(e.kind)
            text.append(e.text)
            fields.append(e.fields)
    detail = [json.dumps(f, separators=(",", ":"), default=str) for f in fields]
    cols = {
        "seq": pl.Series(range(len(step)), dtype=pl.Int64),
        "step": pl.Series(step, dtype=pl.Int64),
        "round": pl.Series(rnd, dtype=pl.Int64),
        "car": pl.Series(car, dtype=pl.String),
        "kind": pl.Series(kind, dtype=pl.String),
        "text": pl.Series(text, dtype=pl.String),
    }
    for name in _EVENT_INTS:
        cols[name] = pl.Series([_int(f.get(name)) for f in fields], dtype=pl.Int64)
    # the card an event is about (Garage symbols, the draft), a typed column too
    cols["card"] = pl.Series([c if isinstance(c := f.get("card"), str) else None for f in fields], dtype=pl.String)
    cols["detail"] = pl.Series(detail, dtype=pl.String)
    return pl.DataFrame(cols)


def _int(v: object) -> int | None:
    return v if type(v) is int else None


# ---- rounds --------------------------------------------------------------------------------------

def rounds_table(race: Race) -> pl.DataFrame:
    """One row per car per round. The car at the end of the round (lap, space, distance, place,
    gear, Heat in Engine / hand / deck / discard, Stress in hand, finished) and what it did in it
    (speed, moved = distance gained, corner_limit = the lowest limit crossed, corners, corner_heat,
    spun_out, boosted, boost_value, slipstreamed, adrenaline, cooldown, cluttered, shift_heat).
    Round 0 (or the round before a scenario starts) is the start. `complete` is false for a round
    still being played. `t` is the round as a number, for charts."""
    timeline = race.timeline
    end, complete = round_ends(timeline)  # round -> its last step, and whether it is complete
    ends = pl.DataFrame({"step": pl.Series(list(end.values()), dtype=pl.Int64),
                         "round_end": pl.Series(list(end.keys()), dtype=pl.Int64),
                         "complete": pl.Series([complete[r] for r in end], dtype=pl.Boolean)})
    cars = cars_table(race)
    at_end = (cars.join(ends, on="step", how="inner")
              .select("round_end", "complete", "step", "car", "colour", "legend", "lap", "space", "distance",
                      "place", "finished", "gear", "heat_engine", "heat_hand", "heat_deck", "heat_discard",
                      "heat_play", "stress_hand", "hand_size", "corner_heat", "spin_outs", "boosts")
              .rename({"round_end": "round", "corner_heat": "corner_heat_total", "spin_outs": "spin_outs_total",
                       "boosts": "boosts_total"}))
    did = _round_events(race)
    out = at_end.join(did, on=["round", "car"], how="left")
    out = out.with_columns(
        [pl.col(c).fill_null(0) for c in ("moved", "corners", "corner_heat", "boost_value", "cooldown", "shift_heat")]
        + [pl.col(c).fill_null(False) for c in ("spun_out", "boosted", "slipstreamed", "adrenaline", "cluttered")]
    ).sort(["round", "car"], maintain_order=True)
    # restore the race's car order within each round
    order = {c.name: i for i, c in enumerate(race.cars)}
    out = (out.with_columns(_o=pl.col("car").replace_strict(order, return_dtype=pl.Int64))
           .sort(["round", "_o"]).drop("_o"))
    out = out.with_columns(
        gain=(pl.col("distance") - pl.col("distance").shift(1).over("car")).fill_null(0),
        gap=pl.col("distance").max().over("round") - pl.col("distance"),
        t=pl.col("round").cast(pl.Float64),
    )
    return out.select("round", "t", "complete", "step", "car", "colour", "legend", "lap", "space", "distance", "gain",
                      "gap", "place", "finished", "gear", "speed", "moved", "corner_limit", "corners", "corner_heat",
                      "spun_out", "boosted", "boost_value", "slipstreamed", "adrenaline", "cooldown", "cluttered",
                      "shift_heat", "heat_engine", "heat_hand", "heat_deck", "heat_discard", "heat_play",
                      "stress_hand", "hand_size", "corner_heat_total", "spin_outs_total", "boosts_total")


def _round_events(race: Race) -> pl.DataFrame:
    rnd, car, speed, moved, limit, corner, heat, spin, boost, bval, slip, adren, cool, clut, shift = (
        [], [], [], [], [], [], [], [], [], [], [], [], [], [], [])
    for e in race.events:
        kind = e.kind
        if e.car is None or kind in ("grid", "play", "draw", "discard", "flip", "reshuffle", "lap", "finish",
                                     "reveal", "blocked"):
            continue
        f = e.fields
        rnd.append(e.round)
        car.append(e.car)
        sp = mv = lim = hot = None
        c = s = b = bv = sl = ad = co = cl = sh = 0
        if kind == "move" or kind == "adrenaline_move":
            sp, mv = f.get("speed"), f.get("moved")
        elif kind == "legend_move":
            sp, mv = f.get("moved"), f.get("moved")
        elif kind == "boost":
            sp, mv, b, bv = f.get("speed"), f.get("moved"), 1, f.get("value", 0)
        elif kind == "slipstream":
            mv, sl = f.get("moved"), 1
        elif kind == "corner" or kind == "spin_out":
            lim, hot, c = f.get("limit"), f.get("heat", 0), 1
            s = 1 if kind == "spin_out" else 0
        elif kind == "adrenaline":
            ad = 1
        elif kind == "cooldown":
            co = f.get("heat", 0)
        elif kind == "cluttered":
            cl = 1
        elif kind == "gear":
            sh = f.get("heat", 0)
        speed.append(sp)
        moved.append(mv)
        limit.append(lim)
        heat.append(hot)
        corner.append(c)
        spin.append(s)
        boost.append(b)
        bval.append(bv)
        slip.append(sl)
        adren.append(ad)
        cool.append(co)
        clut.append(cl)
        shift.append(sh)
    schema = {"round": pl.Int64, "car": pl.String}
    df = pl.DataFrame({"round": rnd, "car": car, "speed": speed, "moved": moved, "limit": limit, "corner": corner,
                       "heat": heat, "spin": spin, "boost": boost, "bval": bval, "slip": slip, "adren": adren,
                       "cool": cool, "clut": clut, "shift": shift},
                      schema_overrides=schema | {k: pl.Int64 for k in ("speed", "moved", "limit", "corner", "heat",
                                                                       "spin", "boost", "bval", "slip", "adren",
                                                                       "cool", "clut", "shift")})
    return df.group_by(["round", "car"]).agg(
        speed=pl.col("speed").max(),
        moved=pl.col("moved").sum(),
        corner_limit=pl.col("limit").min(),
        corners=pl.col("corner").sum(),
        corner_heat=pl.col("heat").sum(),
        spun_out=pl.col("spin").sum() > 0,
        boosted=pl.col("boost").sum() > 0,
        boost_value=pl.col("bval").sum(),
        slipstreamed=pl.col("slip").sum() > 0,
        adrenaline=pl.col("adren").sum() > 0,
        cooldown=pl.col("cool").sum(),
        cluttered=pl.col("clut").sum() > 0,
        shift_heat=pl.col("shift").sum(),
    )


def annotations_table(race: Race) -> pl.DataFrame:
    """One row per annotated step: step, round, car and action of that step, and the comment."""
    notes = race.annotations
    timeline = race.timeline
    steps = [timeline[i] for i in notes]
    return pl.DataFrame({
        "step": pl.Series(list(notes), dtype=pl.Int64),
        "round": pl.Series([s.round for s in steps], dtype=pl.Int64),
        "car": pl.Series([s.car for s in steps], dtype=pl.String),
        "action": pl.Series([None if s.action is None else str(s.action) for s in steps], dtype=pl.String),
        "text": pl.Series(list(notes.values()), dtype=pl.String),
    })


def _road(race: Race) -> pl.DataFrame:
    from .weather import road_table
    return road_table(race)


def _road_effects(race: Race) -> pl.DataFrame:
    from .weather import road_effects_table
    return road_effects_table(race)


def _upgrades(race: Race) -> pl.DataFrame:
    from .garage import upgrades_table
    return upgrades_table(race)


_BUILDERS: dict[str, Callable[[Race], pl.DataFrame]] = {"cars": cars_table, "events": events_table, "rounds": rounds_table, "steps": steps_table,
             "annotations": annotations_table,
             "road": _road, "road_effects": _road_effects,  # Weather module (analysis/weather.py)
             "upgrades": _upgrades}  # Garage module (analysis/garage.py)
