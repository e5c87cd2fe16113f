"""heat_widget: teach, replay and analyse races of Heat: Pedal to the Metal in Jupyter.

    import heat_widget as hw
    race = hw.Race.new(track="usa", players=["Ana", "Ben"], legends=2, seed=7)
"""
from .engine import *  # noqa: F401,F403  (the engine's public names)
from .engine import __all__ as _engine_names
from typing import Any

__version__ = "0.1.0"


# -> Any: a polars DataFrame, or Rows (heat_widget/race_rows.py): the engine names neither
def _race_table(race: Race, name: str) -> Any:  # noqa: F405
    """A polars DataFrame (heat_widget.analysis.tables); Rows where polars is not installed (a
    browser's Python: heat_widget/race_rows.py)."""
    try:
        import polars  # noqa: F401  (loads on the first table asked for)
    except ImportError:
        from .race_rows import race_rows
        return race_rows(race, name)
    from .analysis.tables import race_table
    return race_table(race, name)


Race.table_provider = staticmethod(_race_table)  # noqa: F405

from .extras import in_browser as _in_browser  # noqa: E402
if _in_browser():  # a notebook in a browser's Python: %pip says what the site cannot install (browser.py)
    from .browser import explain_failed_installs as _explain
    _explain()


def __getattr__(name: str) -> Any:  # what the name is: a class, a function or a module
    # The widget, charts and analysis pull in anywidget, altair and polars: import them on first use.
    if name == "RaceWidget":
        from .widget.race_widget import RaceWidget
        return RaceWidget
    if name == "ChampionshipWidget":
        from .widget.season import ChampionshipWidget
        return ChampionshipWidget
    if name in ("simulate", "replay"):
        from . import analysis
        return getattr(analysis, name)
    if name in ("charts", "analysis", "widget", "bots"):  # bots: off the import path (issue 36 item 10)
        import importlib
        return importlib.import_module(f".{name}", __name__)
    raise AttributeError(f"module 'heat_widget' has no attribute {name!r}")


__all__ = list(_engine_names) + ["ChampionshipWidget", "RaceWidget", "simulate", "replay", "bots", "charts", "analysis"]
