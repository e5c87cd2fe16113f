"""heat_widget: teach, replay and analyse races of Heat: Pedal to the Metal in Jupyter.

    import heat_widget as hw
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=2, seed=7)
"""
from .engine import *  # noqa: F401,F403  (the engine's public names)
from .engine import __all__ as _engine_names
from . import bots  # noqa: F401

__version__ = "0.1.0"


def _race_table(race, name):
    from .analysis.tables import race_table  # polars loads on the first table asked for
    return race_table(race, name)


Race.table_provider = staticmethod(_race_table)  # noqa: F405


def __getattr__(name):
    # The widget, charts and analysis pull in anywidget, altair and polars: import them on first use.
    if name == "RaceWidget":
        from .widget import RaceWidget
        return RaceWidget
    if name == "ChampionshipWidget":
        from .season_widget import ChampionshipWidget
        return ChampionshipWidget
    if name in ("simulate", "replay"):
        from . import analysis
        return getattr(analysis, name)
    if name in ("charts", "analysis", "widget"):
        import importlib
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'heat_widget' has no attribute {name!r}")


__all__ = list(_engine_names) + ["ChampionshipWidget", "RaceWidget", "simulate", "replay", "bots", "charts", "analysis"]
