"""A class's league across evenings (issue 33 item 5): `league({"week 1": [race, ...], ...})` rates
every player from the whole finishing order of each race (openskill's Plackett-Luce model, as
`hw.analysis.ratings` rates bots), evening by evening, and keeps the table after each evening, so a
chart shows how each player's rating moved over the term.

    table = hw.analysis.league({"mon 1": [race1, race2], "mon 2": [race3]})
    table.filter(pl.col("evening") == "mon 2").sort("rank")      # the table after the last evening
    hw.charts.league_chart(table)                                 # each player's rating over the term

Players are matched by name across races; Legends are left out of the table but their cars count in
every finishing order (a player who beats two Legends did better than one who beats none). The
rating shown is openskill's ordinal, mu - 3 sigma (a cautious estimate: a player who raced once
ranks below one who raced often at the same skill). Pure Python with openskill (MIT, no
dependencies). Without polars (a browser's Python) the table is Rows (heat_widget/race_rows.py),
with the same values, and league_chart takes it.
"""
from __future__ import annotations

from typing import Any

from ..engine import Race
from ..engine.errors import BadArgument, shorten
from ..extras import require
from ..race_rows import Rows, column_kinds, is_table, table_of

# polars' types where it is installed; their names without it (a browser's Python: the table is Rows)
kinds: Any = column_kinds()
#: league's columns
LEAGUE = (("evening", kinds.String), ("order", kinds.Int64), ("player", kinds.String), ("races", kinds.Int64),
          ("wins", kinds.Int64), ("mu", kinds.Float64), ("sigma", kinds.Float64), ("rating", kinds.Float64),
          ("rank", kinds.Int64))


def league(evenings: Any) -> Any:  # a polars DataFrame, or Rows without polars
    """One row per player per evening (after that evening's races), in the evenings' order
    (`order` 1, 2, ...): races run so far, wins, mu, sigma, rating (mu - 3 sigma) and rank that
    evening. `evenings`: {name: [finished Race, ...]} in the order they were raced (a dict keeps it)."""
    require("analysis", "hw.analysis.league", ("openskill",))
    from openskill.models import PlackettLuce
    if not isinstance(evenings, dict) or not evenings:
        raise BadArgument(f"evenings must be a dict {{evening's name: [finished races]}} with one evening or more, "
                          f"not {shorten(evenings)}")
    model = PlackettLuce()
    rated: dict[str, Any] = {}
    raced: dict[str, int] = {}
    won: dict[str, int] = {}
    rows = []
    for order, (name, races) in enumerate(evenings.items(), 1):
        if not isinstance(races, (list, tuple)) or not all(isinstance(r, Race) and r.finished for r in races):
            raise BadArgument(f"evening {shorten(name)} must be a list of finished races, not {shorten(races)}")
        for race in races:
            cars = sorted((c for c in race.cars if c.finished is not None), key=lambda c: c.finished or 0)
            keys = [f"legend:{c.name}" if c.legend else c.name for c in cars]
            teams = [[rated.get(k) or model.rating(name=k)] for k in keys]
            new = model.rate(teams, ranks=[c.finished for c in cars])
            for k, c, team in zip(keys, cars, new):
                if c.legend:
                    continue  # a Legend counts in the order, not in the table
                rated[k] = team[0]
                raced[k] = raced.get(k, 0) + 1
                won[k] = won.get(k, 0) + (c.finished == 1)
        table = sorted(((k, r) for k, r in rated.items() if not k.startswith("legend:")),
                       key=lambda kr: -kr[1].ordinal())
        for rank, (k, r) in enumerate(table, 1):
            rows.append((str(name), order, k, raced[k], won[k], r.mu, r.sigma, r.ordinal(), rank))
    return table_of(LEAGUE, rows)


def league_chart(table: Any, width: int = 480) -> Any:
    """Each player's rating (mu - 3 sigma) after each evening, from `league(...)`'s table (a polars
    DataFrame, or Rows without polars)."""
    import altair as alt
    if not is_table(table) or any(c not in table.columns for c, _ in LEAGUE):
        raise BadArgument("league_chart needs the table of hw.analysis.league(evenings)")
    rows = table.to_dicts()
    orders: dict[str, int] = {}
    for r in rows:  # each evening once, in its `order`
        orders.setdefault(r["evening"], r["order"])
    order = sorted(orders, key=lambda e: orders[e])
    data = alt.Data(values=rows) if isinstance(table, Rows) else table  # type: ignore[no-untyped-call]  # altair's Data has no annotations
    return alt.Chart(data).mark_line(point=True).encode(
        x=alt.X("evening:N", sort=order, title=None), y=alt.Y("rating:Q", title="rating (mu - 3 sigma)"),
        color=alt.Color("player:N", title="player"),
        tooltip=["evening:N", "player:N", "rank:Q", "races:Q", "wins:Q", alt.Tooltip("rating:Q", format=".1f")],
    ).properties(width=width, title="The league over the term")
