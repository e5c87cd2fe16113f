"""What a seat may know, built per step (run on demand: `.venv/bin/python tests/benchmarks/bench_projection.py`).

The projection (engine/view.py: View.of, and `Seat` for the widget) over recorded races: 4 players and 2 Legends on USA, random
legal play, 2 laps. Two parts, each CPU time of this process (time.process_time), best of --repeat
runs, printed beside the cost of an empty Python call measured just before it:

- `view_of`: the View of every player at every step of the timeline, made from the step's snapshot
  (View.of, one cache per seat, as a replay or a teaching tool walks a timeline);
- `frames`: the widget's frames of the whole race for every player and for the teacher (None).

A bot's view of the live race (race.view, live.py live_view) is in bench_batch.py's simulate.
"""
from __future__ import annotations

import argparse
import random

import heat_widget as hw
from heat_widget.engine.view import View
from heat_widget.widget.race_widget import encode_frames

from bench_batch import cpu  # this folder is on the path when run as a script
from bench_engine import machine_reference

PLAYERS = [f"P{i}" for i in range(4)]


def recorded(seed: int) -> hw.Race:
    race = hw.Race.new(track="usa", players=PLAYERS, legends=2, seed=seed, laps=2)
    rng = random.Random(seed)
    while not race.finished:
        d = rng.choice(race.pending)
        race.act(d.car, rng.choice(race.legal_actions(d.car)))
    return race


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--races", type=int, default=6)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    races = [recorded(s) for s in range(args.races)]
    steps = sum(len(r.timeline) for r in races)

    def views():
        for race in races:
            for i in range(len(PLAYERS)):  # the players are the first cars
                cache: dict = {}
                for step in race.timeline:
                    View.of(step.state, i, race.track, race.laps, None, (), cache)

    def frames():
        for race in races:
            for viewer in [None, *PLAYERS]:
                encode_frames(race.timeline, viewer=viewer)

    ref = machine_reference()
    seconds = cpu(views, args.repeat)
    made = steps * len(PLAYERS)
    print({"view_of": {"views": made, "us_per_view": round(seconds * 1e6 / made, 2), "python_call_ns": ref}})
    ref = machine_reference()
    seconds = cpu(frames, args.repeat)
    made = steps * (len(PLAYERS) + 1)
    print({"frames": {"frames": made, "us_per_frame": round(seconds * 1e6 / made, 2), "python_call_ns": ref}})


if __name__ == "__main__":
    main()
