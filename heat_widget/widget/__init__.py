"""The notebook side: the widgets that draw a race, a season and the Garage's build step, their
teaching helpers and the review chart. The fourth room after the engine, the bots and the analysis;
the front-end they load is js/, built into heat_widget/static/.

    race_widget.py  RaceWidget: the board, the hand, play by clicking, replay (hw.RaceWidget)
    season.py       ChampionshipWidget (hw.ChampionshipWidget)
    build.py        BuildStepWidget: a Championship's build step
    frames.py       the timeline's frames as the page receives them (one projection: engine/view.py)
    board.py        the board's geometry and tokens for the page
    cards.py        the Garage's (and the Sponsors') cards as the page draws them
    seats.py        a widget's viewer and bots, the checks both widgets share
    coach.py        the coach beside the widget (bots/judge.py) and the replay's review marks
    retry.py        retry a graded decision of a replay
    teaching.py     previews and advice in a teacher's words
    language.py     the widget's words, English and Portuguese
    page.py         the standalone page save_html writes
    review_chart.py the review's chart
"""
from __future__ import annotations

from typing import Any

__all__ = ["RaceWidget"]


def __getattr__(name: str) -> Any:
    # on first use: the charts import review_chart from here without loading anywidget
    if name == "RaceWidget":
        from .race_widget import RaceWidget
        return RaceWidget
    raise AttributeError(f"module 'heat_widget.widget' has no attribute {name!r}")
