"""Weather & Road Conditions module (advanced booklet, "Weather and Road Conditions Module").

One weather token for the race changes every car's set-up (Stress +-1, Engine Heat +-1, 3 Heat
shuffled into the deck or put in the discard). One road token per corner either changes that
corner (Speed Limit +1/-1, Overheat) or the sector after it (Slipstream +1, Heat control, or the
weather token's sector effect: No cooling, No slipstream, Slipstream +2, Cooling bonus).

What each token does is data: heat_widget/data/weather.json, `effects` of each road token and of
each weather sector effect. This file only places the tokens and applies those effects through
the engine's modifier hooks (engine/modifiers.py); the base round has no weather branch.

Readings where the booklet is silent (BGA's, see ../shared/reference/modules_as_implemented_by_bga.md
section 2): a sector runs from its corner line to the next corner line and does not end at the
finish line; "in this sector" is the car's position at the moment of the action; a Cooling bonus
is used before the turn's other Cooldown and only while the car stands in that sector; a chicane
pair takes one token (a corner token acts at both lines, a sector token moves to the sector after
the second line); Legends follow the Speed Limit tokens and ignore Overheat and sector effects.
"""
from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

from ..data_files import data_file
from .. import streams
from ..cards import HEAT, STRESS
from ..errors import DataError, ScenarioError, UnknownName, one_of, shorten
from ..i18n import Msg, localize
from ..legends import corner_lines
from ..modifiers import Modifier
from ..table import Table
from . import Module
from .weather_words import TEXTS

if TYPE_CHECKING:
    from ..actions import Action
    from ..race_state import RaceState
    from ..state import CarState
    from ..track import Corner, Track


# ---- the tokens as data ---------------------------------------------------------------------

@dataclass(frozen=True)
class WeatherToken:
    id: str
    name: str
    setup: dict[str, int]  # {"stress": +-1} / {"heat": +-1} / {"heat_to_deck": 3} / {"heat_to_discard": 3}
    setup_text: str
    sector: str  # id of its sector effect (data "sector_effects")


@dataclass(frozen=True)
class RoadToken:
    id: str
    name: str
    target: str  # "corner" or "sector"
    copies: int
    text: str
    effects: dict[str, int]
    mandatory: bool = False  # the booklet's mandatory icon (Overheat); the others help and apply as offered


@dataclass(frozen=True)
class WeatherData:
    weather: dict[str, WeatherToken]  # id -> WeatherToken, in the reference's order
    road: dict[str, RoadToken]  # id -> RoadToken
    sector_effects: dict[str, dict[str, Any]]  # id -> {"name", "text", "effects"}


CORNER_EFFECTS: set[str] = {"limit", "overheat"}
SECTOR_EFFECTS: set[str] = {"slipstream", "free_boost", "no_cooling", "no_slipstream", "cooldown", "weather"}


@lru_cache(maxsize=None)
def weather_data() -> WeatherData:
    """The 6 weather tokens and 12 road tokens (6 kinds x 2) from data/weather.json, validated."""
    raw = json.loads(data_file("weather.json").read_text("utf-8"))
    sector = raw["sector_effects"]
    for sid, s in sector.items():
        if not set(s["effects"]) <= SECTOR_EFFECTS:
            raise DataError(f"weather.json: sector effect {sid!r} has unknown effects {sorted(s['effects'])}")
    weather: dict[str, WeatherToken] = {}
    for w in raw["weather"]:
        if w["sector"] not in sector:
            raise DataError(f"weather.json: weather {w['id']!r} names an unknown sector effect {w['sector']!r}")
        weather[w["id"]] = WeatherToken(w["id"], w["name"], dict(w["setup"]), w["setup_text"], w["sector"])
    road: dict[str, RoadToken] = {}
    for r in raw["road"]:
        allowed = CORNER_EFFECTS if r["target"] == "corner" else SECTOR_EFFECTS
        if r["target"] not in ("corner", "sector") or not set(r["effects"]) <= allowed:
            raise DataError(f"weather.json: road token {r['id']!r} has a bad target or effects")
        road[r["id"]] = RoadToken(r["id"], r["name"], r["target"], r["copies"], r["text"], dict(r["effects"]),
                                  bool(r.get("mandatory", False)))
    if len(weather) != 6 or len(road) != 6 or sum(r.copies for r in road.values()) != 12:
        raise DataError("weather.json must hold 6 weather tokens and 12 road tokens (6 kinds)")
    return WeatherData(weather, road, sector)


def data_word(text: str) -> Msg:
    """A name or text of data/weather.json, translated where it is shown (context "weather")."""
    return Msg(text, context="weather")


def weather_names() -> tuple[str, ...]:
    """Ids of the 6 weather tokens: cloud, fog, storm, snow, rain, sun."""
    return tuple(weather_data().weather)


def road_names() -> tuple[str, ...]:
    """Ids of the 6 kinds of road token."""
    return tuple(weather_data().road)


# ---- where the tokens go --------------------------------------------------------------------

def token_corners(track: Track) -> tuple[int, ...]:
    """Indexes of the corners that take a road token, in track order: every corner but the second
    line of a chicane (a chicane pair shares the token of its first line)."""
    return tuple(c.index for c in track.corners if c.chicane_with is None)


def _chicane_second(track: Track) -> dict[int, int]:
    """first line index -> second line index of each chicane."""
    return {c.chicane_with: c.index for c in track.corners if c.chicane_with is not None}


@dataclass(frozen=True)
class RoadConditions:
    """The public tokens of one race, placed on its track.

    weather: the weather token's id; road: ((corner number, road token id), ...) as drawn, one per
    token corner (numbers count from 1 in track order). Per corner index: `corner_tokens` (the
    token acting on that corner line, or None), `sector_tokens` (the token acting on the sector
    that starts at that line, or None), `limits` (printed Speed Limit +- road tokens)."""

    track_id: str
    weather: str
    road: tuple[tuple[int, str], ...]
    corner_tokens: tuple[str | None, ...]
    sector_tokens: tuple[str | None, ...]
    limit_deltas: tuple[int, ...]
    overheat: tuple[int, ...]
    sector_effects: tuple[dict[str, int], ...]  # per corner index: the effects acting in its sector
    limits: tuple[int, ...]
    sector_by_space: tuple[int, ...]  # space (1..N) -> corner index of its sector; index 0 unused

    # -- reading one space or corner --

    def sector_of(self, space: int) -> int:
        return self.sector_by_space[space]

    def effects_at(self, space: int) -> dict[str, int]:
        """The sector effects where a car on `space` stands: {} if none."""
        return self.sector_effects[self.sector_by_space[space]]

    def slipstream_bonus(self, space: int) -> int:
        return self.effects_at(space).get("slipstream", 0)

    def free_boost(self, space: int) -> bool:
        return bool(self.effects_at(space).get("free_boost"))

    def no_cooling(self, space: int) -> bool:
        return bool(self.effects_at(space).get("no_cooling"))

    def no_slipstream(self, space: int) -> bool:
        return bool(self.effects_at(space).get("no_slipstream"))

    def cooling_bonus(self, space: int) -> int:
        return self.effects_at(space).get("cooldown", 0)

    # -- words --

    @property
    def weather_token(self) -> WeatherToken:
        return weather_data().weather[self.weather]

    @property
    def weather_effect(self) -> dict[str, Any]:
        """The weather's sector effect: {"id", "name", "text", "effects"}."""
        wid = self.weather_token.sector
        return {"id": wid, **weather_data().sector_effects[wid]}

    def token_text(self, token: str) -> str:
        """What a road token does here, in a player's words (a Weather token says which effect)."""
        t = weather_data().road[token]
        if token == "weather":
            e = self.weather_effect
            return Msg("{weather}: {effect} ({text})", weather=data_word(self.weather_token.name),
                       effect=data_word(e["name"]), text=data_word(e["text"]))
        return data_word(t.text)

    def rows(self, language: str = "en") -> list[dict[str, Any]]:
        """One row per corner line and per sector: what acts there (for tables and drawings), its
        words in `language`."""
        data = weather_data()
        out: list[dict[str, Any]] = []
        for i in range(len(self.limits)):
            ct, st = self.corner_tokens[i], self.sector_tokens[i]
            out.append({"corner": i + 1, "where": "corner", "token": ct,
                        "name": localize(data_word(data.road[ct].name), language) if ct else None,
                        "effect": localize(self.token_text(ct), language) if ct else None, "limit": self.limits[i]})
            out.append({"corner": i + 1, "where": "sector", "token": st,
                        "name": localize(data_word(data.road[st].name), language) if st else None,
                        "effect": localize(self.token_text(st), language) if st else None, "limit": self.limits[i]})
        return out

    def to_dict(self, language: str = "en") -> dict[str, Any]:
        """JSON-ready, for the widget: the weather token and each corner's and sector's token, their
        words in `language` ("en", "pt")."""
        w = self.weather_token
        e = self.weather_effect
        data = weather_data()

        def say(text: str) -> str:
            return localize(data_word(text) if not isinstance(text, Msg) else text, language)

        tokens: list[dict[str, Any]] = []
        for number, token in self.road:
            t = data.road[token]
            tokens.append({"corner": number, "token": token, "name": say(t.name), "target": t.target,
                           "mandatory": t.mandatory, "text": say(self.token_text(token))})
        return {"weather": {"id": w.id, "name": say(w.name), "setup": say(w.setup_text), "sector": say(e["name"]),
                            "sector_text": say(e["text"])},
                "tokens": tokens,
                "corner_tokens": list(self.corner_tokens), "sector_tokens": list(self.sector_tokens),
                "limits": list(self.limits)}


def place_tokens(track: Track, weather: str, road: dict[int, str]) -> RoadConditions:
    """Put the tokens on the track: `road` maps each token corner's index to a road token id.
    A corner token acts on its corner line; a sector token on the sector from that line to the
    next. A chicane's token: corner tokens act at both lines, a sector token moves to the sector
    after the second line (the short sector between the lines has none)."""
    data = weather_data()
    n = len(track.corners)
    second = _chicane_second(track)
    corner_tok: list[str | None] = [None] * n
    sector_tok: list[str | None] = [None] * n
    for index, token in road.items():
        t = data.road[token]
        if t.target == "corner":
            corner_tok[index] = token
            if index in second:
                corner_tok[second[index]] = token
        else:
            sector_tok[second.get(index, index)] = token
    weather_effects = data.sector_effects[data.weather[weather].sector]["effects"]
    deltas: list[int] = []
    overheat: list[int] = []
    effects: list[dict[str, int]] = []
    for i in range(n):
        ct, st = corner_tok[i], sector_tok[i]
        ce = data.road[ct].effects if ct else {}
        deltas.append(ce.get("limit", 0))
        overheat.append(ce.get("overheat", 0))
        se = data.road[st].effects if st else {}
        effects.append(dict(weather_effects) if se.get("weather") else dict(se))
    limits = tuple(c.speed_limit + d for c, d in zip(track.corners, deltas))
    by_space = (0,) + tuple(track.sector_of(s) for s in range(1, track.spaces + 1))
    order = tuple((i + 1, road[i]) for i in sorted(road))
    return RoadConditions(track.id, weather, order, tuple(corner_tok), tuple(sector_tok), tuple(deltas),
                          tuple(overheat), tuple(effects), limits, by_space)


# ---- choosing the tokens (options, or a draw from the race's seed) ----------------------------

def _weather_option(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or value.lower() not in weather_data().weather:
        raise UnknownName(f"unknown weather {shorten(value)}; weather tokens are {one_of(weather_names())}")
    return value.lower()


def _road_items(value: object) -> list[tuple[Any, str]]:
    """The `road` option as [(key, token id)]: keys are corner numbers (a dict) or positions (a list)."""
    if value is None:
        return []
    if isinstance(value, dict):
        items: list[tuple[Any, object]] = list(value.items())
    elif isinstance(value, (list, tuple)):
        items = list(enumerate(value, 1))
    else:
        raise ScenarioError(f"road is a dict {{corner number: road token}} or a list of road tokens in corner "
                            f"order, not {shorten(value)}")
    out: list[tuple[Any, str]] = []
    for key, token in items:
        if not isinstance(token, str) or token not in weather_data().road:
            raise UnknownName(f"unknown road token {shorten(token)} (corner {shorten(key)}); road tokens are {one_of(road_names())}")
        out.append((key, token))
    return out


def choose_tokens(track: Track, seed: object, weather: str | None, road: object) -> tuple[str, dict[int, str]]:
    """(weather id, {token corner index: road token id}): the given ones, the rest drawn from the
    race's seed (streams "weather" and "road": a race draws them once, before anything else)."""
    data = weather_data()
    if weather is None:
        pool = list(data.weather)
        streams.shuffle(pool, seed, "weather", 0)
        weather = pool[0]
    corners = token_corners(track)
    numbers = {i + 1 for i in corners}
    fixed: dict[int, str] = {}
    items = _road_items(road)
    if isinstance(road, (list, tuple)):  # in the order of the corners that take a token (a chicane's pair: one)
        if len(items) > len(corners):
            raise ScenarioError(f"road lists {len(items)} tokens; {track.name} has {len(corners)} corners that take "
                                f"one (a chicane's two lines share one)")
        items = [(corners[k - 1] + 1, token) for k, token in items]
    for key, token in items:
        number = int(key) if isinstance(key, int) or (isinstance(key, str) and key.isdigit()) else None
        if number not in numbers:
            raise ScenarioError(f"road: {shorten(key)} is not a corner that takes a token on {track.name}; corners are "
                                f"{one_of(sorted(numbers))}")
        if number - 1 in fixed:
            raise ScenarioError(f"road: corner {number} is given twice")
        fixed[number - 1] = token
    left = Counter({t.id: t.copies for t in data.road.values()})
    left.subtract(Counter(fixed.values()))
    over = [t for t, k in left.items() if k < 0]
    if over:
        raise ScenarioError(f"road: the box holds {data.road[over[0]].copies} {data.road[over[0]].name} tokens, "
                            f"not {Counter(fixed.values())[over[0]]}")
    bag = sorted(left.elements(), key=list(data.road).index)
    streams.shuffle(bag, seed, "road", 0)
    chosen = dict(fixed)
    for i in corners:
        if i not in chosen:
            chosen[i] = bag.pop()
    return weather, chosen


# ---- effects through the engine's hooks ------------------------------------------------------

class WeatherModifier(Modifier):
    """Applies the placed tokens: corner limits and Overheat, the sector effects where the car
    stands now, and the weather's set-up change to the starting Heat and Stress."""

    def __init__(self, conditions: RoadConditions) -> None:
        self.c = conditions  # read only: a modifier keeps no state (previews share it with the race)

    def corner_limit(self, race: RaceState, car: CarState | None, corner: Corner, limit: int) -> int:
        return limit + self.c.limit_deltas[corner.index]

    def road_limit(self, race: RaceState, car: CarState | None, corner: Corner, limit: int) -> int:
        return limit + self.c.limit_deltas[corner.index]

    def corner_heat(self, race: RaceState, car: CarState | None, corner: Corner, heat: int) -> int:
        return heat + self.c.overheat[corner.index]

    def boost_cost(self, race: RaceState, car: CarState | None, cost: int) -> int:
        return 0 if car is not None and self.c.free_boost(car.space) else cost

    def may_cool(self, race: RaceState, car: CarState | None, allowed: bool) -> bool:
        return allowed and (car is None or not self.c.no_cooling(car.space))

    def _bonus_key(self, race: RaceState, car: CarState | None) -> tuple[tuple[str, int] | None, int]:
        if car is None:
            return None, 0
        sector = self.c.sector_of(car.space)
        if not self.c.sector_effects[sector].get("cooldown"):
            return None, 0
        key = ("cooling_bonus", sector)  # marked on the car, which forgets it at the next turn
        return key, 0 if key in car.module_marks else self.c.sector_effects[sector]["cooldown"]

    def cooldown_bonus(self, race: RaceState, car: CarState | None, bonus: int) -> int:
        return bonus + self._bonus_key(race, car)[1]

    def spend_cooldown_bonus(self, race: RaceState, car: CarState | None, heat: int) -> int:
        key, bonus = self._bonus_key(race, car)
        if bonus and heat and car is not None:
            car.module_marks = car.module_marks | {key}
            return heat - min(bonus, heat)
        return heat

    def may_slipstream(self, race: RaceState, car: CarState | None, allowed: bool) -> bool:
        return allowed and (car is None or not self.c.no_slipstream(car.space))

    def slipstream(self, race: RaceState, car: CarState | None, spaces: int) -> int:
        return spaces + self.c.slipstream_bonus(car.space) if car is not None else spaces

    def slipstream_boosts(self, race: RaceState, car: CarState | None) -> tuple[int, ...]:
        """The sector's Slipstream bonus ("you may add"): one boost, taken whole or left."""
        bonus = self.c.slipstream_bonus(car.space) if car is not None else 0
        return (bonus,) if bonus else ()

    def starting_heat(self, race: RaceState, car: CarState | None, heat: int) -> int:
        return max(0, heat + self.c.weather_token.setup.get("heat", 0))

    def starting_stress(self, race: RaceState, car: CarState | None, stress: int) -> int:
        return max(0, stress + self.c.weather_token.setup.get("stress", 0))

    def notes(self, race: Any, car: CarState | None, kind: str, subject: object, fields: dict[str, Any],
              notes: list[str]) -> list[str]:
        """`race`: the Race (its `track`); `subject`: the corner of a corner event, the distance before
        the move of a boost, a slipstream or a Legend's move (engine/modifiers.py)."""
        c = self.c
        weather = data_word(c.weather_token.name)
        if kind in ("corner", "spin_out"):
            subject = cast("Corner", subject)
            i = subject.index
            if c.limit_deltas[i]:
                notes = notes + [Msg("road: Speed Limit {delta}, {printed} printed", delta=f"{c.limit_deltas[i]:+d}",
                                     printed=subject.speed_limit)]
            if c.overheat[i] and (kind == "spin_out" or fields["heat"]):
                notes = notes + [Msg("Overheat: {heat} of it for the road", heat=c.overheat[i])]
        elif kind == "boost" and fields["heat"] == 0 and c.free_boost(_space(race, cast(int, subject))):
            notes = notes + [Msg("Heat control: this Boost costs no Heat")]
        elif kind == "slipstream":
            space = _space(race, cast(int, subject))
            bonus = c.slipstream_bonus(space)
            if bonus:
                source = Msg("the road") if c.sector_tokens[c.sector_of(space)] != "weather" \
                    else weather
                if fields["spaces"] > 2:
                    notes = notes + [Msg("Slipstream +{bonus} from {source}", bonus=bonus, source=source)]
                else:
                    notes = notes + [Msg("Slipstream +{bonus} from {source}: not taken", bonus=bonus, source=source)]
        elif kind == "cooldown" and fields.get("bonus"):
            notes = notes + [Msg("{heat} of it from the Cooling bonus: {weather}", heat=fields["bonus"],
                                 weather=weather)]
        elif kind == "legend_move" and fields["how"].startswith("A"):
            ahead = corner_lines(race.track, cast(int, subject), Table(race).finish_line())
            if ahead and c.limit_deltas[ahead[0][0].index]:
                corner = ahead[0][0]
                notes = notes + [Msg("corner {corner}'s limit is {limit} with the road's {delta}",
                                     corner=corner.index + 1, limit=c.limits[corner.index],
                                     delta=f"{c.limit_deltas[corner.index]:+d}")]
        return notes

    def why_not(self, race: RaceState, car: CarState | None, action: Action, reason: str | None) -> str | None:
        if reason is not None or car is None:
            return reason
        if action.kind == "cooldown" and self.c.no_cooling(car.space):
            return Msg("no cooling in this sector: {weather}", weather=data_word(self.c.weather_token.name))
        if action.kind == "slipstream" and self.c.no_slipstream(car.space):
            return Msg("no slipstream from this sector: {weather}", weather=data_word(self.c.weather_token.name))
        return None


def _space(race: Any, distance: int) -> int:
    return (distance - 1) % Table(race).spaces + 1


# ---- the module --------------------------------------------------------------------------

class Weather(Module):
    """`Race.new(..., modules=["weather"], weather="rain", road={1: "overheat", 3: "weather"})`:
    `weather` is a weather token id (None: drawn from the race's seed), `road` fixes road tokens by
    corner number (a dict) or in corner order (a list); corners not given are drawn from the tokens
    left. The tokens drawn are written into the race's config, so the JSON and replays carry them."""

    name = "weather"
    options = {"weather": None, "road": None}
    texts = TEXTS  # weather_words.py

    @classmethod
    def check_options(cls, options: dict[str, Any]) -> None:
        _weather_option(options.get("weather"))
        _road_items(options.get("road"))

    def __init__(self, race: Any, options: dict[str, Any]) -> None:
        super().__init__(race, options)
        weather, chosen = choose_tokens(race.track, race.seed, _weather_option(options.get("weather")),
                                        options.get("road"))
        self.conditions = place_tokens(race.track, weather, chosen)
        self.modifier = WeatherModifier(self.conditions)
        # Public and part of the config: a replay, a fork or a saved race uses these very tokens.
        self.table.set_module_options(self.name, {
            "weather": weather, "road": {str(number): token for number, token in self.conditions.road}})

    def modifiers(self) -> list[Modifier]:
        return [self.modifier]

    def road_conditions(self) -> RoadConditions:
        return self.conditions

    def setup(self) -> None:
        """Before the race: announce the tokens, then Rain / Sun move Heat from each Engine into the
        deck (shuffled in, the hand dealt again) or the discard. Stress and Engine Heat +-1 were
        already counted when the decks were made (the `starting_*` hooks)."""
        table = self.table
        c = self.conditions
        w = c.weather_token
        table.event("weather", None, weather=w.id, name=data_word(w.name), setup=data_word(w.setup_text),
                    sector=data_word(c.weather_effect["name"]))
        for number, token in c.road:
            t = weather_data().road[token]
            table.event("road_token", None, corner=number, token=token, name=data_word(t.name), target=t.target,
                        text=c.token_text(token))
        for car in table.cars:
            if car.legend:
                continue
            moved = 0
            if "heat_to_deck" in w.setup or "heat_to_discard" in w.setup:
                moved = min(w.setup.get("heat_to_deck", w.setup.get("heat_to_discard", 0)), car.engine)
                car.engine -= moved
                if "heat_to_deck" in w.setup:
                    # A new race deals its hands after this: a hand here holds what another module put
                    # there, the Championship's Sponsorship cards, "part of their 7-card starting hand"
                    # (booklet, Before Each Race). They stay (readings 4; before, they were shuffled in).
                    keep = table.readings >= 4
                    dealt = 0 if keep else len(car.hand)
                    deck = ([] if keep else list(car.hand)) + list(car.deck) + [HEAT] * moved
                    car.hand = car.hand if keep else ()
                    table.shuffle_deck(car, deck)
                    table.draw(car, dealt)
                else:
                    car.discard += (HEAT,) * moved
            table.event("weather_setup", car, weather=data_word(w.name), stress_change=w.setup.get("stress", 0),
                        heat_change=w.setup.get("heat", 0), to_deck=moved if "heat_to_deck" in w.setup else 0,
                        to_discard=moved if "heat_to_discard" in w.setup else 0, engine=car.engine,
                        stress_cards=car.deck.count(STRESS) + car.hand.count(STRESS))
