"""The Weather module's sentences, in the race's language (engine/i18n.py). The tokens' names and
texts are data (data/weather.json), translated with the context "weather"."""
from __future__ import annotations

from ..events import Fields, Text
from ..i18n import Catalogue, localize


def _weather_setup_text(n: str | None, f: Fields, t: Catalogue) -> str:
    parts: list[str] = []
    stress, heat = f["stress_change"], f["heat_change"]
    if stress > 0:
        parts.append(t.nformat("{n} Stress card more in the deck ({now} now)",
                               "{n} Stress cards more in the deck ({now} now)", stress, now=f["stress_cards"]))
    elif stress < 0:
        parts.append(t.nformat("{n} Stress card fewer in the deck ({now} now)",
                               "{n} Stress cards fewer in the deck ({now} now)", -stress, now=f["stress_cards"]))
    if heat > 0:
        parts.append(t.nformat("{n} Heat card more in the Engine", "{n} Heat cards more in the Engine", heat))
    elif heat < 0:
        parts.append(t.nformat("{n} Heat card fewer in the Engine", "{n} Heat cards fewer in the Engine", -heat))
    if f["to_deck"]:
        parts.append(t.nformat("{n} Heat card from the Engine shuffled into the draw deck",
                               "{n} Heat cards from the Engine shuffled into the draw deck", f["to_deck"]))
    if f["to_discard"]:
        parts.append(t.nformat("{n} Heat card from the Engine put in the discard pile",
                               "{n} Heat cards from the Engine put in the discard pile", f["to_discard"]))
    return t.format("{weather}: {car} has {changes} (Engine: {engine})", weather=localize(f["weather"], t.language),
                    car=n, changes=", ".join(parts) or t.gettext("no change"), engine=f["engine"])


def _road_token_text(n: str | None, f: Fields, t: Catalogue) -> str:
    if f["target"] == "corner":
        return t.format("Road conditions at corner {corner}: {name}", corner=f["corner"],
                        name=localize(f["name"], t.language))
    return t.format("Road conditions in the sector after corner {corner}: {text}", corner=f["corner"],
                    text=localize(f["text"], t.language))


TEXTS: dict[str, Text] = {
    "weather": lambda n, f, t: t.format("Weather for this race: {name} (every car: {setup}; Weather sectors: "
                                        "{sector})", name=localize(f["name"], t.language),
                                        setup=localize(f["setup"], t.language), sector=localize(f["sector"], t.language)),
    "road_token": _road_token_text,
    "weather_setup": _weather_setup_text,
}
