"""Analysis: races as polars tables, many races at once, what-if forks.

    race.table("cars")                      # see heat_widget.analysis.tables
    results = hw.simulate(track="usa", strategies=["heuristic", "random"], n=200, seed=1)
    hw.analysis.summarise(results)          # win rates and places with 95% intervals
    hw.replay(results, 7)                   # race 7 of the batch as a full Race
    hw.analysis.what_if(race, step=40)      # every choice of one decision, played out
    hw.analysis.review(race)                # every decision with a choice graded (review.py)
    hw.analysis.skill_and_luck(race, table) # places given up to choices and gained by chance (luck.py)
    hw.analysis.weather_summary(results)    # simulate(..., modules=["weather"]): per weather token
    hw.analysis.season_table(season)        # a Championship's races: places, points, standings
    t = hw.analysis.tournament(["heuristic", "cautious"])   # how strong are the bots (strength.py)

Without polars (a browser's Python: the classroom site) `review`, `skill_and_luck`, `key_moments`
and `league` (with openskill) work and give Rows (heat_widget/race_rows.py); the rest says in one
line that it needs polars when it is asked for.
"""
from typing import Any

from ..extras import require
from ..race_rows import polars_or_none
from .league import league
from .luck import key_moments, skill_and_luck
from .review import review
from .running import SimulationError, SimulationInterrupted

#: what works without polars (a browser's Python)
WITHOUT_POLARS = ["SimulationError", "SimulationInterrupted", "key_moments", "league", "review", "skill_and_luck"]

if polars_or_none() is not None:
    from .batch import play_race, race_seed, simulate
    from .garage import upgrade_results, upgrade_summary
    from .results import SimulationResults, replay
    from .retry import drills, retry
    from .season import season_table, simulate_seasons, sponsor_gains, summarise_seasons
    from .strength import TournamentError, pairwise_matrix, ratings, tournament, tournament_cells
    from .summary import paired, place_distribution, summarise
    from .tables import TABLES, race_table
    from .weather import road_of, weather_summary, with_weather
    from .whatif import what_if

__all__ = ["SimulationError", "SimulationInterrupted", "SimulationResults", "TABLES", "TournamentError", "drills",
           "key_moments", "league", "paired", "pairwise_matrix", "skill_and_luck", "place_distribution", "play_race",
           "race_seed", "race_table", "ratings", "replay", "retry", "review", "road_of", "season_table", "simulate",
           "simulate_seasons", "sponsor_gains", "summarise", "summarise_seasons", "tournament", "tournament_cells",
           "upgrade_results", "upgrade_summary", "weather_summary", "what_if", "with_weather"]
NEED_POLARS = [name for name in __all__ if name not in WITHOUT_POLARS]
if polars_or_none() is None:
    __all__ = list(WITHOUT_POLARS)


def __getattr__(name: str) -> Any:
    """Without polars: what needs it says so in one line (extras.py), when it is asked for."""
    if name in NEED_POLARS:
        require("analysis", f"hw.analysis.{name}", ("polars",))
    raise AttributeError(f"module 'heat_widget.analysis' has no attribute {name!r}")
