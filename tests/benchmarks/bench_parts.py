"""Where a simulate race's work goes, in instructions (run on demand; needs valgrind):

    .venv/bin/python tests/benchmarks/bench_parts.py            # every part, about 5 minutes

Counts with callgrind (steadier than time on a shared machine) the instructions per race of
4 heuristic bots + 2 Legends on USA, batch races, after a warm-up that fills the bots' memo tables,
with the garbage collector tuned as simulate tunes it. Each part is a difference of two runs over
the same decisions: `simulate` (simulate's loop: run_race, its Tally, table rows and compressed
log), `run_race` (the whole race as simulate plays it), `full` (view, bot and act
per decision, no runner), `view_only` (the view, then the recorded answer), `table_view` (the same
with the other cars' table, as `race.view` makes it), `state_only` (a snapshot per decision, no
view) and `engine_only` (the recorded answers alone). Views are made from the live race
(live.py live_view), not from a snapshot, and as play_bots makes them for the heuristic bot: without the
other cars' table (it says it never reads `view.cars`). `view` is view_only - engine_only,
`table` (table_view - view_only) what the table adds for a strategy that reads it, and `snapshot`
(state_only - engine_only) what a snapshot per decision would cost, which a batch race makes only
when asked for one (`race.cars`, `race.standings`, ...).

`--mode NAME` runs one part in this process (what the script starts under valgrind).

The figures beside the code's "written out" copies (issue 23, item 5: "the call: +0.11 M
instructions a race") are this script's parts, one at a time under callgrind (`--mode` with
`--warm 20 --races 4`, PYTHONHASHSEED=0: the counts repeat to 0.01%), the copy against the call it
writes out, each on the part it is in (`engine_only`, `view_only`, `table_view`, `full`, `simulate`).
"""
from __future__ import annotations

import argparse
import gc
import os
import subprocess
import sys

MODES = ("simulate", "run_race", "full", "view_only", "table_view", "state_only", "engine_only")


def measure(mode: str, warm: int, races: int) -> None:
    import heat_widget as hw
    from heat_widget.bots import heuristic

    bots = {n: heuristic for n in "ABCD"}

    def new(seed):
        return hw.Race.new(track="usa", players=list("ABCD"), legends=2, seed=seed, record=False)

    for seed in range(1000, 1000 + warm):
        hw.bots.run_race(new(seed), bots)
    answers = []  # each decision's answer as its place in the legal list
    for seed in range(races):
        race, got = new(seed), []
        while not race.finished:
            for d in race.pending:
                view = race.view(d.car)
                action = heuristic(view, d)
                got.append(view.legal_actions.index(action))
                race.act(d.car, action)
        answers.append(got)

    def play(seed, step):
        race, it = new(seed), iter(answers[seed])
        while not race.finished:
            for d in race.pending:
                step(race, d, it)

    steps = {
        "full": lambda r, d, it: r.act(d.car, heuristic(r.view(d.car, False), d)),
        "view_only": lambda r, d, it: r.act(d.car, r.view(d.car, False).legal_actions[next(it)]),
        "table_view": lambda r, d, it: r.act(d.car, r.view(d.car).legal_actions[next(it)]),
        "state_only": lambda r, d, it: (r._state(), r.act(d.car, r._legal_now(r._caches.by_name[d.car], d.kind)[next(it)])),
        "engine_only": lambda r, d, it: r.act(d.car, r._legal_now(r._caches.by_name[d.car], d.kind)[next(it)]),
    }
    from heat_widget.analysis import batch
    batch.race_seed = lambda seed, index: index  # simulate's loop plays the races the other parts play
    job = {"track": "usa", "strategies": bots, "labels": dict.fromkeys(bots, "heuristic"), "legends": 2,
           "seed": 0, "laps": None, "options": {}, "time_limit": None}
    batch._play_chunk(job, [1000])  # its first race, not counted, as the warm-up's are
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 10, 10)  # as simulate's _quiet_gc
    subprocess.run(["callgrind_control", "-i", "on", str(os.getpid())], capture_output=True)
    if mode == "simulate":  # simulate's own loop (Tally, summarise_race, encode_log), the same races
        batch._play_chunk(job, list(range(races)), gc.freeze)
    for seed in range(races) if mode != "simulate" else ():
        if mode == "run_race":
            hw.bots.run_race(new(seed), bots)
        else:
            play(seed, steps[mode])
    subprocess.run(["callgrind_control", "-i", "off", str(os.getpid())], capture_output=True)


def count(mode: str, warm: int, races: int, out: str) -> float:
    """Million instructions per race of one part (a valgrind run of this script)."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    subprocess.run(["valgrind", "--tool=callgrind", "--instr-atstart=no", f"--callgrind-out-file={out}",
                    sys.executable, __file__, "--mode", mode, "--warm", str(warm), "--races", str(races)],
                   env=env, capture_output=True, check=True)
    with open(out) as f:
        totals = next(int(line.split()[1]) for line in f if line.startswith("totals:"))
    os.remove(out)
    return totals / races / 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mode", choices=MODES)
    parser.add_argument("--warm", type=int, default=150, help="races played first, not counted")
    parser.add_argument("--races", type=int, default=20, help="races counted")
    args = parser.parse_args()
    if args.mode:
        measure(args.mode, args.warm, args.races)
        return
    got = {m: round(count(m, args.warm, args.races, f"callgrind.bench_parts.{os.getpid()}.{m}"), 2)
           for m in MODES}
    print({"M_instructions_per_race": got,
           "simulate_glue": round(got["simulate"] - got["run_race"], 2),
           "engine": got["engine_only"],
           "view": round(got["view_only"] - got["engine_only"], 2),
           "table": round(got["table_view"] - got["view_only"], 2),
           "snapshot_if_asked": round(got["state_only"] - got["engine_only"], 2),
           "bots": round(got["full"] - got["view_only"], 2),
           "runner": round(got["run_race"] - got["full"], 2)})


if __name__ == "__main__":
    main()
