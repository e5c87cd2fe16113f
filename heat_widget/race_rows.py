"""A race's tables without polars: `race.table(...)` in a browser's Python (Pyodide: JupyterLite, the
classroom site), where polars has no build.

`race_rows(race, name)` gives the same rows as heat_widget/analysis/tables.py's polars tables
("cars", "events", "rounds", "steps", "annotations": the same columns, in the same order, with the
same values; tests/test_race_rows.py compares them on CPython) as a `Rows`: a small table that a
notebook shows as a table (`_repr_html_`), that `hw.charts`' race charts take, and that gives its
rows (`to_dicts()`), a column (`rows["place"]`), its first rows (`head`), a filter (`filter`) and
an order (`sort`). The analysis' tables that run without polars (hw.analysis.review, skill_and_luck,
key_moments) are Rows there too (`table_of`).
On CPython with polars, `race.table` stays a polars DataFrame; this module is only its stand-in.
The Weather and Garage tables ("road", "road_effects", "upgrades") still need polars: asking for one
here raises MissingExtra in one line.
"""
from __future__ import annotations

import html
import json
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from .engine.errors import UnknownName, one_of, shorten
from .extras import missing_extra

Row = dict[str, Any]
HEAT, STRESS = "H", "S"
SHOWN = 10  # rows a notebook shows: the first 5 and the last 5 (as polars does)
_EVENT_INTS = ("speed", "limit", "heat", "corner", "moved", "space", "value", "place", "gear", "lap")
ROWS_TABLES = ("cars", "events", "rounds", "steps", "annotations")
POLARS_ONLY = ("road", "road_effects", "upgrades")


class Rows:
    """A table as rows (dicts with the same keys, in `columns` order): what `race.table(...)` gives
    where polars is not installed. `len(rows)` rows, `rows.columns`, `rows["car"]` (a column as a
    list), `rows.to_dicts()`, `rows.head(n)`, `rows.filter(lambda row: ...)`, `rows.select(*names)`,
    `rows.sort("loss", descending=True)`."""

    def __init__(self, columns: Sequence[str], rows: list[Row]) -> None:
        self.columns = list(columns)
        self._rows = rows

    @property
    def height(self) -> int:
        return len(self._rows)

    @property
    def shape(self) -> tuple[int, int]:
        return (len(self._rows), len(self.columns))

    def __len__(self) -> int:
        return len(self._rows)

    def __iter__(self) -> Iterator[Row]:
        return iter(self.to_dicts())

    def __getitem__(self, name: str) -> list[Any]:
        if name not in self.columns:
            raise UnknownName(f"no column {shorten(name)} in this table; columns are {one_of(self.columns)}")
        return [row[name] for row in self._rows]

    def to_dicts(self) -> list[Row]:
        """The rows, as dicts (copies: changing one leaves the table as it is)."""
        return [dict(row) for row in self._rows]

    def head(self, n: int = 5) -> Rows:
        return Rows(self.columns, self._rows[:n])

    def filter(self, keep: Callable[[Row], Any]) -> Rows:
        """The rows for which `keep(row)` is true."""
        return Rows(self.columns, [row for row in self._rows if keep(row)])

    def sort(self, by: str, descending: bool = False) -> Rows:
        """The rows in the order of column `by` (a stable sort; nulls first, as polars puts them)."""
        self[by]  # an unknown name is refused, naming the columns
        nulls = [row for row in self._rows if row[by] is None]
        rest = sorted((row for row in self._rows if row[by] is not None), key=lambda row: row[by], reverse=descending)
        return Rows(self.columns, nulls + rest)

    def select(self, *names: str) -> Rows:
        for name in names:
            self[name]  # an unknown name is refused, naming the columns
        return Rows(names, [{n: row[n] for n in names} for row in self._rows])

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rows) and self.columns == other.columns and self._rows == other._rows

    __hash__ = None  # type: ignore[assignment]  # a table is not a key

    def __repr__(self) -> str:
        rows = self._shown()
        cells = [[_text(row.get(c)) if row is not None else "…" for c in self.columns] for row in rows]
        widths = [max([len(c)] + [len(r[i]) for r in cells]) for i, c in enumerate(self.columns)]
        lines = [f"shape: ({self.height}, {len(self.columns)})",
                 "  ".join(c.ljust(w) for c, w in zip(self.columns, widths))]
        lines += ["  ".join(v.ljust(w) for v, w in zip(r, widths)) for r in cells]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{html.escape(c)}</th>" for c in self.columns)
        body = []
        for row in self._shown():
            if row is None:
                body.append("<tr>" + "<td>…</td>" * len(self.columns) + "</tr>")
            else:
                body.append("<tr>" + "".join(f"<td>{html.escape(_text(row.get(c)))}</td>" for c in self.columns)
                            + "</tr>")
        return (f'<div class="hw-rows"><small>shape: ({self.height}, {len(self.columns)})</small>'
                f"<table><thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table></div>")

    def _shown(self) -> list[Row | None]:
        rows = self._rows
        if len(rows) <= SHOWN:
            return list(rows)
        return [*rows[:SHOWN // 2], None, *rows[-(SHOWN // 2):]]


class Kinds:
    """The names of the column types the analysis' tables use where polars is not installed (its
    schemas take polars' types on CPython, these names without it: `table_of` reads either)."""

    Int64 = "Int64"
    Float64 = "Float64"
    String = "String"
    Boolean = "Boolean"


def polars_or_none() -> Any:
    """The polars module, or None where it is not installed (a browser's Python)."""
    try:
        import polars
    except ImportError:
        return None
    return polars


def column_kinds() -> Any:
    """The column types the analysis' schemas name: polars' where it is installed, else Kinds (the
    same names, for Rows)."""
    return polars_or_none() or Kinds


def is_table(obj: object) -> bool:
    """Whether `obj` is an analysis table: Rows, or a polars DataFrame where polars is installed."""
    pl = polars_or_none()
    return isinstance(obj, Rows) or (pl is not None and isinstance(obj, pl.DataFrame))


def table_of(schema: Sequence[tuple[str, Any]], rows: Sequence[Sequence[Any]]) -> Any:
    """The analysis' table of `rows` (tuples in `schema`'s order; `schema`: (name, polars type or
    Kinds name)): a polars DataFrame where polars is installed, else Rows with the same values (a
    Float64 column's whole numbers as floats, as polars makes them)."""
    pl = polars_or_none()
    if pl is not None:
        return pl.DataFrame(list(rows), schema=list(schema), orient="row")
    names = [name for name, _ in schema]
    floats = [str(kind) == "Float64" for _, kind in schema]
    return Rows(names, [{n: float(v) if f and v is not None else v for n, f, v in zip(names, floats, row)}
                        for row in rows])


def _text(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return f"{value:.3g}"
    return str(value)


def race_rows(race: Any, name: str | Any = "cars") -> Rows:
    """The race's table `name` as Rows (the module doc): "cars", "events", "rounds", "steps" or
    "annotations"."""
    if isinstance(name, str) and name in POLARS_ONLY:
        raise missing_extra(f"race.table({name!r}) needs polars, which is not installed here; without it the "
                            f"tables are {one_of(repr(t) for t in ROWS_TABLES)}")
    builder = _BUILDERS.get(name) if isinstance(name, str) else None
    if builder is None:
        raise UnknownName(f"unknown table {shorten(name)}; tables are "
                          f"{one_of(repr(t) for t in ROWS_TABLES + POLARS_ONLY)}")
    return builder(race)


# ---- steps ---------------------------------------------------------------------------------------

STEPS = ("step", "round", "phase", "car", "kind", "action", "events", "t")


def steps_rows(race: Any) -> Rows:
    """As analysis/tables.py's steps_table: `t` places a step on a round axis (round r runs from
    r - 1 to r; a finished race's steps at their round)."""
    timeline = race.timeline
    count: dict[int, int] = {}
    for s in timeline:
        count[s.state.round] = count.get(s.state.round, 0) + 1
    seen: dict[int, int] = {}
    rows: list[Row] = []
    for i, s in enumerate(timeline):
        st, a = s.state, s.action
        within = seen.get(st.round, 0)
        seen[st.round] = within + 1
        t = float(st.round) if st.phase == "finished" else st.round - 1 + within / count[st.round]
        rows.append({"step": i, "round": st.round, "phase": st.phase, "car": s.car,
                     "kind": a.decision if a is not None else None, "action": str(a) if a is not None else None,
                     "events": len(s.events), "t": t})
    return Rows(STEPS, rows)


# ---- cars ----------------------------------------------------------------------------------------

CARS = ("step", "round", "phase", "active", "car", "colour", "legend", "lap", "space", "spot", "distance",
        "place", "on_board", "finished", "gear", "speed", "heat_engine", "heat_hand", "heat_deck",
        "heat_discard", "heat_play", "stress_hand", "stress_deck", "hand_size", "deck_size", "discard_size",
        "boosted", "slipstreamed", "adrenaline", "cooldown_left", "cluttered", "spun_out", "heat_paid",
        "corner_heat", "spin_outs", "boosts")


def cars_rows(race: Any) -> Rows:
    """As analysis/tables.py's cars_table: one row per car per timeline step."""
    timeline = race.timeline
    if not timeline:
        raise ValueError("this race has no timeline yet")
    spaces = race.track.spaces
    totals: dict[str, list[int]] = {}  # car -> running corner Heat, spin-outs, Boosts
    rows: list[Row] = []
    for i, s in enumerate(timeline):
        for e in s.events:
            kind = e.kind
            if kind in ("corner", "spin_out", "boost") and e.car is not None:
                t = totals.setdefault(e.car, [0, 0, 0])
                if kind == "boost":
                    t[2] += 1
                else:
                    t[0] += e.fields.get("heat", 0) or 0
                    t[1] += kind == "spin_out"
        st = s.state
        place = {index: p + 1 for p, index in enumerate(st.order)}
        for k, c in enumerate(st.cars):
            heat_play = c.play.count(HEAT) + (c.planned.count(HEAT) if c.planned else 0)
            run = totals.get(c.name, (0, 0, 0))
            rows.append({
                "step": i, "round": st.round, "phase": st.phase, "active": st.active, "car": c.name,
                "colour": c.colour, "legend": c.legend, "lap": c.lap, "space": c.space, "spot": c.spot,
                "distance": c.lap * spaces + c.space, "place": place[k], "on_board": c.on_board,
                "finished": c.finished, "gear": c.gear, "speed": c.speed, "heat_engine": c.engine,
                "heat_hand": c.hand.count(HEAT), "heat_deck": c.deck.count(HEAT),
                "heat_discard": c.discard.count(HEAT), "heat_play": heat_play,
                "stress_hand": c.hand.count(STRESS), "stress_deck": c.deck.count(STRESS),
                "hand_size": len(c.hand), "deck_size": len(c.deck), "discard_size": len(c.discard),
                "boosted": c.boosted, "slipstreamed": c.slipstreamed, "adrenaline": c.adrenaline,
                "cooldown_left": c.cooldown_left, "cluttered": c.cluttered, "spun_out": c.spun_out,
                "heat_paid": c.heat_paid, "corner_heat": run[0], "spin_outs": run[1], "boosts": run[2]})
    return Rows(CARS, rows)


# ---- events --------------------------------------------------------------------------------------

EVENTS = ("seq", "step", "round", "car", "kind", "text", *_EVENT_INTS, "card", "detail")


def events_rows(race: Any) -> Rows:
    """As analysis/tables.py's events_table: one row per event."""
    rows: list[Row] = []
    for s in race.timeline:
        for e in s.events:
            f = e.fields
            row = {"seq": len(rows), "step": s.index, "round": e.round, "car": e.car, "kind": e.kind, "text": e.text}
            for name in _EVENT_INTS:
                v = f.get(name)
                row[name] = v if type(v) is int else None
            card = f.get("card")
            row["card"] = card if isinstance(card, str) else None
            row["detail"] = json.dumps(f, separators=(",", ":"), default=str)
            rows.append(row)
    return Rows(EVENTS, rows)


# ---- rounds --------------------------------------------------------------------------------------

ROUNDS = ("round", "t", "complete", "step", "car", "colour", "legend", "lap", "space", "distance", "gain", "gap",
          "place", "finished", "gear", "speed", "moved", "corner_limit", "corners", "corner_heat", "spun_out",
          "boosted", "boost_value", "slipstreamed", "adrenaline", "cooldown", "cluttered", "shift_heat",
          "heat_engine", "heat_hand", "heat_deck", "heat_discard", "heat_play", "stress_hand", "hand_size",
          "corner_heat_total", "spin_outs_total", "boosts_total")
_AT_END = ("step", "car", "colour", "legend", "lap", "space", "distance", "place", "finished", "gear", "heat_engine",
           "heat_hand", "heat_deck", "heat_discard", "heat_play", "stress_hand", "hand_size")
_SKIP = ("grid", "play", "draw", "discard", "flip", "reshuffle", "lap", "finish", "reveal", "blocked")


def round_ends(timeline: Sequence[Any]) -> tuple[dict[int, int], dict[int, bool]]:
    """({round: its last step}, {round: whether it is complete}) of a race's timeline: round 0 (or
    the round before a scenario starts) is the start, at step 0; a round still being played ends at
    the timeline's last step and is not complete. Shared with analysis/tables.py's rounds_table."""
    end: dict[int, int] = {}
    first_round = timeline[0].state.round
    end[first_round - 1] = 0
    for s in timeline:
        st = s.state
        for r in range(first_round, st.round):
            end.setdefault(r, s.index)
        if st.phase == "finished":
            end.setdefault(st.round, s.index)
    last = timeline[-1].state
    complete = dict.fromkeys(end, True)
    if last.phase != "finished":
        end.setdefault(last.round, len(timeline) - 1)
        complete.setdefault(last.round, False)
    return end, complete


def rounds_rows(race: Any) -> Rows:
    """As analysis/tables.py's rounds_table: one row per car per round (the car at the round's end,
    and what it did in the round)."""
    timeline = race.timeline
    end, complete = round_ends(timeline)
    cars = cars_rows(race).to_dicts()
    k = len(timeline[0].state.cars)
    did = _round_events(race)
    rows: list[Row] = []
    previous: dict[str, int] = {}
    for rnd in sorted(end):
        at = cars[end[rnd] * k:(end[rnd] + 1) * k]
        most = max(c["distance"] for c in at)
        for c in at:
            d = did.get((rnd, c["car"]))
            row: Row = {"round": rnd, "t": float(rnd), "complete": complete[rnd]}
            row.update({name: c[name] for name in _AT_END})
            row["gain"] = c["distance"] - previous[c["car"]] if c["car"] in previous else 0
            row["gap"] = most - c["distance"]
            previous[c["car"]] = c["distance"]
            row.update(_did(d))
            row.update(corner_heat_total=c["corner_heat"], spin_outs_total=c["spin_outs"], boosts_total=c["boosts"])
            rows.append({name: row[name] for name in ROUNDS})
    return Rows(ROUNDS, rows)


def _did(d: dict[str, Any] | None) -> Row:
    """What a car did in a round, from its events (`_round_events`), nothing when it had none."""
    if d is None:
        return {"speed": None, "moved": 0, "corner_limit": None, "corners": 0, "corner_heat": 0, "spun_out": False,
                "boosted": False, "boost_value": 0, "slipstreamed": False, "adrenaline": False, "cooldown": 0,
                "cluttered": False, "shift_heat": 0}
    return {"speed": max(d["speed"], default=None), "moved": sum(d["moved"]),
            "corner_limit": min(d["limit"], default=None), "corners": d["corners"], "corner_heat": sum(d["heat"]),
            "spun_out": d["spins"] > 0, "boosted": d["boosts"] > 0, "boost_value": sum(d["bval"]),
            "slipstreamed": d["slips"] > 0, "adrenaline": d["adrenaline"] > 0, "cooldown": sum(d["cool"]),
            "cluttered": d["clutter"] > 0, "shift_heat": sum(d["shift"])}


def _round_events(race: Any) -> dict[tuple[int, str], dict[str, Any]]:
    """Per (round, car): the lists and counts rounds_rows sums (None values left out, as polars does)."""
    out: dict[tuple[int, str], dict[str, Any]] = {}
    for e in race.events:
        kind = e.kind
        if e.car is None or kind in _SKIP:
            continue
        f = e.fields
        d = out.get((e.round, e.car))
        if d is None:
            d = out[(e.round, e.car)] = {"speed": [], "moved": [], "limit": [], "heat": [], "bval": [], "cool": [],
                                         "shift": [], "corners": 0, "spins": 0, "boosts": 0, "slips": 0,
                                         "adrenaline": 0, "clutter": 0}
        if kind in ("move", "adrenaline_move"):
            _add(d, speed=f.get("speed"), moved=f.get("moved"))
        elif kind == "legend_move":
            _add(d, speed=f.get("moved"), moved=f.get("moved"))
        elif kind == "boost":
            _add(d, speed=f.get("speed"), moved=f.get("moved"), bval=f.get("value", 0))
            d["boosts"] += 1
        elif kind == "slipstream":
            _add(d, moved=f.get("moved"))
            d["slips"] += 1
        elif kind in ("corner", "spin_out"):
            _add(d, limit=f.get("limit"), heat=f.get("heat", 0))
            d["corners"] += 1
            d["spins"] += kind == "spin_out"
        elif kind == "adrenaline":
            d["adrenaline"] += 1
        elif kind == "cooldown":
            _add(d, cool=f.get("heat", 0))
        elif kind == "cluttered":
            d["clutter"] += 1
        elif kind == "gear":
            _add(d, shift=f.get("heat", 0))
    return out


def _add(d: dict[str, Any], **values: Any) -> None:
    for name, value in values.items():
        if value is not None:
            d[name].append(value)


def annotations_rows(race: Any) -> Rows:
    """As analysis/tables.py's annotations_table: one row per step a teacher commented on."""
    timeline = race.timeline
    rows: list[Row] = []
    for step, text in race.annotations.items():
        s = timeline[step]
        rows.append({"step": step, "round": s.round, "car": s.car,
                     "action": None if s.action is None else str(s.action), "text": text})
    return Rows(("step", "round", "car", "action", "text"), rows)


_BUILDERS: dict[str, Callable[[Any], Rows]] = {
    "cars": cars_rows, "events": events_rows, "rounds": rounds_rows, "steps": steps_rows,
    "annotations": annotations_rows}
