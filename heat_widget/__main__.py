"""`python -m heat_widget`: play a demo race between bots and print its narrated log."""
from __future__ import annotations

import argparse

from . import Race, bots, tracks
from .engine.i18n import LANGUAGES, tr


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m heat_widget", description=__doc__)
    parser.add_argument("--track", default="usa", choices=[t for t in tracks()], help="the board (default: usa)")
    parser.add_argument("--players", default="Ana,Ben,Cleo", help="comma-separated names (default: Ana,Ben,Cleo)")
    parser.add_argument("--legends", type=int, default=2, help="Legend cars (default: 2)")
    parser.add_argument("--laps", type=int, default=None,
                        help="laps (default: as printed on the board, e.g. 3 for Italy, 2 for USA)")
    parser.add_argument("--seed", type=int, default=7, help="the race's seed (default: 7)")
    parser.add_argument("--language", default="en", choices=sorted(LANGUAGES),
                        help="of the narration: en (English) or pt (European Portuguese) (default: en)")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.players.split(",") if n.strip()]
    race = Race.new(track=args.track, players=names, legends=args.legends, laps=args.laps, seed=args.seed,
                    language=args.language)
    bots.run_race(race, {n: bots.random_legal for n in names})
    t = tr(args.language)
    print(t.nformat("{track}, {n} lap, seed {seed}", "{track}, {n} laps, seed {seed}", race.laps,
                    track=race.track.name, seed=race.seed))
    for step in race.timeline:
        if step.action is not None:
            print(f"  [{step.car}: {step.action}]")
        for event in step.events:
            print(("" if event.kind in ("round", "race_over") else "    ") + event.text)
    print("\n" + t.format("Standings: {places}", places=", ".join(f"{i + 1}. {n}" for i, n in
                                                               enumerate(race.standings))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
