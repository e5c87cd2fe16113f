"""`python -m heat_widget`: play a demo race between bots and print its narrated log."""
from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from . import Race, bots, tracks
from .engine.errors import HeatError, one_of, shorten
from .engine.i18n import LANGUAGES, tr
from .engine.track import playable_tracks

PROG = "python -m heat_widget"


def _parser() -> argparse.ArgumentParser:
    playable = playable_tracks()
    later = [t for t in tracks() if t not in playable]
    parser = argparse.ArgumentParser(prog=PROG, description=__doc__)
    parser.add_argument("--track", default="usa", metavar="TRACK",
                        help=f"the board: {one_of(playable)} (default: usa)"
                             + (f"; the expansion boards ({', '.join(later)}) cannot be raced yet" if later else ""))
    parser.add_argument("--players", default="Ana,Ben,Cleo", help="comma-separated names (default: Ana,Ben,Cleo)")
    parser.add_argument("--legends", type=int, default=2, help="Legend cars (default: 2)")
    parser.add_argument("--laps", type=int, default=None,
                        help="laps (default: as printed on the board, e.g. 3 for Italy, 2 for USA)")
    parser.add_argument("--seed", type=int, default=7, help="the race's seed (default: 7)")
    parser.add_argument("--language", default="en", choices=sorted(LANGUAGES),
                        help="of the narration: en (English) or pt (European Portuguese) (default: en)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    if args.track not in playable_tracks():
        known = args.track in tracks()
        why = "an expansion board, which cannot be raced yet" if known else "not a board"
        print(f"{PROG}: error: --track {shorten(args.track)} is {why}; the boards: {one_of(playable_tracks())}",
              file=sys.stderr)
        return 2
    names = [n.strip() for n in args.players.split(",") if n.strip()]
    if not names:
        print(f"{PROG}: error: --players needs at least one name (comma-separated, e.g. Ana,Ben), "
              f"not {shorten(args.players)}", file=sys.stderr)
        return 2
    try:
        race = Race.new(track=args.track, players=names, legends=args.legends, laps=args.laps, seed=args.seed,
                        language=args.language)
    except HeatError as e:  # repeated names, no players, a lap count or Legends out of range...
        print(f"{PROG}: error: {e}", file=sys.stderr)
        return 2
    bots.run_race(race, {n: bots.heuristic for n in names})
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
