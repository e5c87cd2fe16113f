"""Every sentence a player can be shown in a few races of each module, in one language: the
events' texts, the previews, the coach's reasons and the refusals of illegal actions (a helper of
tests/test_i18n_*.py; also run as a script to dump the corpus: `python tests/i18n_corpus.py en`).

The races are played by the built-in strategies (decisions vary with the seed), and at every
decision a fixed set of candidate actions is tried: those that are illegal give refusals; the
other cars' attempts give "not your turn" refusals."""
from __future__ import annotations

import json
import random
import sys

import heat_widget as hw
from heat_widget.bots import strategy

# (modules, Race.new keywords) of each kind of race
SETUPS = {
    "base": ((), {}),
    "legends": (("legends",), {"legends": 2}),
    "garage": (("garage",), {"upgrades": "mixed"}),
    "weather": (("weather",), {"weather": "cloud", "road": {2: "weather", 3: "overheat"}}),
    "weather_fog": (("weather", "garage"), {"weather": "fog", "road": {1: "weather", 2: "weather"}}),
    "championship": (("championship",), {"event": 1, "press_corners": [12, 33, 49, 57],
                                         "sponsor_deck": ["s80", "s81", "s82", "s83", "s84"] * 3,
                                         "sponsor_hand": {"Ana": ["s84"]}, "carry": {"Ben": ["s81"]}}),
    "championship_10": (("championship", "legends"), {"event": 10, "legends": 1}),
}

CANDIDATES = ("gear 1", "gear 2", "gear 3", "gear 4", "gear 7", "play 4", "play 4 3", "play H", "play 9 9",
              "cooldown 1", "cooldown 9", "boost", "adrenaline", "done", "slipstream", "slipstream 7", "pass",
              "discard", "discard H", "discard S", "discard 9", "brakes u8 3", "draft u1", "scrap",
              "heat u1", "replace u1", "salvage 1", "reduce 1", "refresh u1", "direct u25")


def _setup(kind: str):
    modules, extra = SETUPS[kind]
    return list(modules), dict(extra)


def race_texts(kind: str, seed: int, language: str = "en", decisions: int = 400, refusals: bool = True,
               previews: bool = True):
    """[(what, text)] of one race of `kind` played by bots, everything in `language` (`refusals`,
    `previews`: False skips those, and the coach's reasons, for speed)."""
    modules, extra = _setup(kind)
    race = hw.Race.new(track="usa", players=["Ana", "Ben", "You"], seed=seed, modules=modules,
                       language=language, **extra)
    bots = {n: strategy("heuristic" if i % 2 == 0 else "cautious") for i, n in enumerate(["Ana", "Ben", "You"])}
    rng = random.Random(seed)
    out = []
    for _ in range(decisions):
        if race.finished:
            break
        pending = race.pending
        d = pending[0]
        view = race.view(d.car)
        advice = bots[d.car].advise(view, d, language=language) if previews else None
        if advice is not None:
            out.append(("advice", advice.reason))
        legal = race.legal_actions(d.car)
        if refusals:
            for text in rng.sample(CANDIDATES, 6):
                if text in [str(a) for a in legal]:
                    continue
                try:
                    race.act(d.car, text)
                except hw.IllegalAction as e:
                    out.append(("refusal", str(e)))
            others = [n for n in race.names if n not in {p.car for p in pending}]
            if others:
                try:
                    race.act(others[0], str(legal[0]))
                except hw.IllegalAction as e:
                    out.append(("refusal", str(e)))
        if previews and d.kind in ("gear", "play", "react", "slipstream"):
            for a in legal[:3]:
                if d.kind == "react" and a.kind not in ("boost", "adrenaline", "done", "cooldown"):
                    continue
                out.append(("preview", race.preview(d.car, a).text()))
        action = advice.action if advice is not None else bots[d.car](view, d)
        race.act(d.car, action)
    out.extend(("event", e.text) for e in race.events)
    return race, out


def corpus(language: str = "en", seeds=(1, 2), kinds=tuple(SETUPS), **kw) -> list:
    """[(kind, seed, what, text)] of races of every kind."""
    rows = []
    for kind in kinds:
        for seed in seeds:
            _race, texts = race_texts(kind, seed, language, **kw)
            rows.extend((kind, seed, what, text) for what, text in texts)
    return rows


if __name__ == "__main__":
    json.dump(corpus(sys.argv[1] if len(sys.argv) > 1 else "en"), sys.stdout, ensure_ascii=False, indent=0)
