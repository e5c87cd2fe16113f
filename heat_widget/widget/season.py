"""`ChampionshipWidget`: a season in the notebook (issue 13, Widget).

A composition of ipywidgets around the race widget: the season's standings table, the event card
of the race (title, rule, press corners), a button per race of the season, and the `RaceWidget` of
the chosen race (the current one is playable; finished ones replay). It follows the season as it
goes: when a race ends, the standings update and the next race opens.

Between races it shows the build step (the market and every player's upgrades) and GOAT's kept
upgrade as clickable cards for the viewer (widget/build.py, drawn as the Garage draws them in a
race); bots decide their own.
"""
from __future__ import annotations

import html
import re
import weakref
from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as ipw

from .build import BuildStepWidget, build_state
from ..bots.types import StrategySpec
from ..engine import Action, Championship, HeatError, OutOfRange, load_track
from ..engine.i18n import Catalogue
from ..engine.errors import BadArgument, shorten
from .race_widget import RaceWidget
from .language import error_text, wt
from .seats import check_widget_options, seat_checks


_STYLE = ("<style>.hw-season-standings table{border-collapse:collapse;margin:4px 0}"
          ".hw-season-standings th,.hw-season-standings td{padding:2px 10px;text-align:left;"
          "border-bottom:1px solid var(--jp-border-color2,#ddd)}"
          ".hw-event-card{border:1px solid var(--jp-border-color1,#bbb);border-radius:6px;padding:6px 10px;"
          "margin:4px 0;max-width:60em}</style>")


def _e(text: object) -> str:
    return html.escape(str(text))


def _column(w: Catalogue, key: str) -> str:
    """A scoresheet column's title: "race 2", GOAT's "1961 race 2"."""
    m = re.fullmatch(r"(?:(.+) )?race (\d+)", key)
    if not m:
        return key
    return w.format("{season} race {n}", season=m.group(1), n=m.group(2)) if m.group(1) else w.format("race {n}", n=m.group(2))


def standings_html(season: Championship, language: str = "en") -> str:
    """The scoresheet as an HTML table (names escaped: they are text, never HTML)."""
    w = wt(language)
    rows = season.scoresheet()
    races = [k for k in (rows[0] if rows else {}) if k not in ("car", "place", "points")]
    head = "".join(f"<th>{_e(k)}</th>" for k in ["#", w.gettext("car"), *(_column(w, r) for r in races), w.gettext("points")])
    body = []
    players = set(season.config["players"])
    legend = {n: n not in players for n in season.names}
    for row in rows:
        name = _e(row["car"]) + (f" <small>({_e(w.gettext('Legend'))})</small>" if legend.get(row["car"]) else "")
        cells = [str(row["place"]), name, *(str(row[k]) for k in races), f"<b>{row['points']}</b>"]
        body.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    champion = season.champion
    title = (_e(w.gettext("Champion:")) + f" <b>{_e(champion)}</b>" if champion else
             _e(w.format("Race {n} of {total}", n=season.race_index + 1, total=len(season.plan))))
    return (f"<div class='hw-season-standings'>{_STYLE}<div>{title}</div><table><thead><tr>{head}</tr></thead>"
            f"<tbody>{''.join(body)}</tbody></table></div>")


def event_html(season: Championship, index: int, language: str = "en") -> str:
    """The event card of race `index` (from 0): season, race number, track, title, rule, press corners
    (the card's own title and rule as printed: card texts are not translated)."""
    w = wt(language)
    plan = season.plan[index]
    press = ", ".join(w.format("after space {space}", space=a) for a in plan.press_after_space) or w.gettext("none")
    return (f"<div class='hw-event-card'><div><b>{_e(w.format('{season} race {n}', season=plan.season, n=plan.number))}</b>: "
            f"{_e(load_track(plan.track).name)}</div><div><b>{_e(plan.event.title)}</b></div>"
            f"<div>{_e(plan.event.rule)}</div><div><small>{_e(w.format('Press corners: {corners}', corners=press))}</small></div></div>")


class _Listener:
    """Calls the widget back without keeping it alive (the season outlives its widgets)."""

    def __init__(self, widget: ChampionshipWidget) -> None:
        self.ref = weakref.ref(widget)

    def __call__(self, season: Championship, step: object) -> None:
        w = self.ref()
        if w is None:
            season.unsubscribe(self)
            return
        w._on_season_changed()


class ChampionshipWidget(ipw.VBox):  # type: ignore[misc]  # ipywidgets has no types: VBox is Any
    """`hw.ChampionshipWidget(season, viewer="Ana", bots={"Ben": hw.bots.heuristic}, language="en")`
    (language: "en" or "pt", for the season's tables and every race widget; default: the season's
    own, `season.language` where seasons have one, else English). `bots`: {car name: strategy} or
    one strategy for every player but the viewer, as RaceWidget takes them; an unknown viewer or
    car name is refused here (hw.UnknownName), before the widget follows the season."""

    # `kwargs`: ipywidgets' (layout=...)
    def __init__(self, season: Championship, viewer: str | None = None,
                 bots: StrategySpec | Mapping[str, StrategySpec] | None = None, language: str | None = None,
                 **kwargs: Any) -> None:
        if not isinstance(season, Championship):
            raise BadArgument(f"ChampionshipWidget needs a heat_widget Championship, not {shorten(season)}")
        check_widget_options("ChampionshipWidget", kwargs, ["season", "viewer", "bots", "language"], ipw.VBox)
        # checked now, not when a race widget is first made (that can be inside season.act, after
        # the season has moved on)
        self.language, self.bots = seat_checks(season, language, viewer, bots, season.names,
                                               list(season.config["players"]))
        self.season = season
        self.viewer = viewer
        self._widgets: dict[int, RaceWidget] = {}
        self.standings = ipw.HTML()
        self.event = ipw.HTML()
        self.picker = ipw.ToggleButtons(options=[], style={"button_width": "auto"})
        self.race_box = ipw.VBox(layout=ipw.Layout(width="100%"))
        # The build step (between races): the market and everyone's upgrades as cards, the
        # viewer's choices clickable
        self.build = BuildStepWidget(self._choose, language=self.language)
        self.message = ipw.HTML()
        self.build_box = ipw.VBox([self.build, self.message])
        self.build_box.add_class("hw-build")
        super().__init__([self.standings, self.picker, self.event, self.race_box], **kwargs)
        self.add_class("hw-season")
        self._shown: int | None = None
        self._updating = False  # following the season now: what it does meanwhile is taken up after
        self._stale = False  # the season changed during an update
        self._listener: _Listener | None = _Listener(self)
        season.subscribe(self._listener)
        self.picker.observe(self._on_pick, names="value")
        self._on_season_changed()

    @property
    def race_widget(self) -> RaceWidget:
        """The race widget shown now (hw.HeatError while the build step before a race is shown)."""
        index = self.picker.value
        if index is None or index >= len(self.season.races):
            raise HeatError(f"no race widget now: the build step before race {len(self.season.races) + 1} is shown "
                            f"(show_race(i) shows a race started so far)")
        return self._widget(index)

    def show_race(self, index: int) -> None:
        """Show race `index` (from 0) of the races started so far; another index raises
        hw.OutOfRange naming those, and changes nothing."""
        count = len(self.season.races)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < count:
            if not count:
                raise OutOfRange(f"no race has started yet (the season is in the build step before race 1): no "
                                 f"race {shorten(index)} to show")
            raise OutOfRange(f"race index must be a whole number from 0 to {count - 1} (the races started so far), "
                             f"not {shorten(index)}")
        self.picker.value = index

    def _widget(self, index: int) -> RaceWidget:
        """Race `index`'s widget, made once (it runs that race's bots when it is made)."""
        w = self._widgets.get(index)
        if w is None:
            race = self.season.races[index]
            current = race is self.season.current_race and not self.season.finished
            w = RaceWidget(race, viewer=self.viewer, bots=self.bots if current else None, language=self.language,
                           layout=ipw.Layout(width="100%"))  # a flex child would shrink to its narrowest
            self._widgets[index] = w
        return w

    def _between(self) -> bool:
        return getattr(self.season, "phase", "race") in ("build", "keep")

    def _on_season_changed(self) -> None:
        """The season moved on. A change heard while the widget follows the season already (a bot's
        act while a race widget is being made and plays its bots, a build-step bot's pick) is taken
        up once that update is done, never inside it: two updates inside one another made a second
        widget for the race that was opening, whose bots then played inside the first one's act."""
        if self._updating:
            self._stale = True
            return
        self._follow()

    def _follow(self, first: Callable[[], object] | None = None) -> None:
        """Do `first` (a race picked), then follow the season until it stands still."""
        self._updating = True
        try:
            self._stale = first is None
            if first is not None:
                first()
            while self._stale:
                self._stale = False
                self._run_bots()
                self._update()
        finally:
            self._updating = False

    def _update(self) -> None:
        season = self.season
        self.standings.value = standings_html(season, self.language)
        count = len(season.races) + (1 if self._between() and season.race_index >= len(season.races) else 0)
        w = wt(self.language)
        options = [(w.format("Race {n}: {track}", n=i + 1, track=load_track(p.track).name), i)
                   for i, p in enumerate(season.plan[:count])]
        if len(options) != len(self.picker.options):
            self.picker.options = options
            self.picker.value = len(options) - 1  # a new race (or its build step) opens
        elif self._shown is not None and self._shown >= len(season.races):
            self._show_build()
        elif self._shown is not None and self.race_box.children and self.race_box.children[0] is self.build_box:
            self._shown = None  # the build step is over: its race opens
            self._on_pick({"new": self.picker.value})

    def _run_bots(self) -> None:
        """Bots make their build-step decisions (the race widget runs them in the races)."""
        while self._between():
            todo = [d for d in self.season.pending if d.car in self.bots]
            if not todo:
                break
            d = todo[0]
            self.season.act(d.car, self.bots[d.car](self.season.view(d.car), d))

    def _on_pick(self, change: dict[str, Any]) -> None:
        index = change["new"]
        if index is None or index == self._shown:
            return
        if self._updating:  # the season's update opens a race (or its build step)
            self._show(index)
        else:  # a click on the picker
            self._follow(first=lambda: self._show(index))

    def _show(self, index: int) -> None:
        self._shown = index
        self.event.value = event_html(self.season, index, self.language)
        replaced = self.race_box.children
        if index >= len(self.season.races):
            self._show_build()
            self.race_box.children = (self.build_box,)
        else:
            self.race_box.children = (self._widget(index),)
        for w in replaced:
            self._close_replaced(w)

    def _close_replaced(self, widget: object) -> None:
        """Close a race widget no longer shown (it is made again if its race is picked again), but
        not one of a race still running: that one plays it and keeps its bots and the person's state."""
        if not isinstance(widget, RaceWidget) or widget in self.race_box.children or not widget.race.finished:
            return
        for index, w in list(self._widgets.items()):
            if w is widget:
                del self._widgets[index]
        _close(widget)

    def _show_build(self) -> None:
        """The build step: the market and each player's upgrades as cards, those of the choices of
        the viewer (or of every player without a bot when there is no viewer) clickable."""
        choosers = {d.car for d in self.season.pending
                    if d.car not in self.bots and (self.viewer is None or d.car == self.viewer)}
        self.build.build = build_state(self.season, choosers, self.language)

    def _choose(self, car: str, action: Action | str) -> None:
        try:
            self.season.act(car, action)
            self.message.value = ""
        except Exception as e:  # noqa: BLE001 - the engine's message, shown to the player
            self.message.value = f"<span class='hw-error'>{_e(error_text(e, self.language))}</span>"

    def close(self) -> None:
        season, listener = getattr(self, "season", None), getattr(self, "_listener", None)
        if season is not None and listener is not None:
            season.unsubscribe(listener)
            self._listener = None
        for w in getattr(self, "_widgets", {}).values():
            _close(w)
        self._widgets = {}
        if getattr(self, "build", None) is not None:
            _close(self.build)
        for name in ("standings", "picker", "event", "race_box", "build_box"):
            part = getattr(self, name, None)  # None: refused in __init__, before it was made
            if part is not None:
                _close(part)
        super().close()


def _close(widget: Any) -> None:  # an ipywidgets widget (no types)
    """Close a widget made here, with its children, layout and style: ipywidgets keeps every open
    widget in its registry, and an open button keeps its click handler, and so the season widget
    and its races, alive."""
    for child in getattr(widget, "children", ()):
        _close(child)
    for part in (getattr(widget, "layout", None), getattr(widget, "style", None)):
        if isinstance(part, ipw.Widget):
            part.close()
    widget.close()
