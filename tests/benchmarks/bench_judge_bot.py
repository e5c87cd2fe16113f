"""Does the judge's best move beat the heuristic's? (issue 32: a coach's "best" must be a move that
wins at least as often as the bot it grades.) Run on demand, not in the suite:

    .venv/bin/python tests/benchmarks/bench_judge_bot.py --races 100 --horizon 1

A "judge bot" plays, at each of its decisions with two moves or more, the judge's best option
(bots/judge.py at its defaults, or --samples/--most/--horizon), and the heuristic elsewhere. It races
the heuristic head to head, 2 cars on --track, seats rotated (each seed raced twice, the bot in each
grid place), on seeds from --seed. Prints the bot's wins with a 95% Wilson interval and the CPU time
of this process.
"""
from __future__ import annotations

import argparse
import time

import heat_widget as hw
from heat_widget.bots.judge import judge, wilson


class JudgeBot:
    def __init__(self, kinds=None, **options):
        self.options = options
        self.kinds = kinds

    def __call__(self, view, decision):
        race = self.race
        if len(view.legal_actions) < 2:
            return view.legal_actions[0]
        if self.kinds and decision.kind not in self.kinds:
            return hw.bots.heuristic(view, decision)
        return judge(race, decision.car, seed=len(race.log), **self.options).best.action


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--races", type=int, default=100)
    ap.add_argument("--track", default="italy")
    ap.add_argument("--seed", type=int, default=90210)
    ap.add_argument("--horizon", type=int, default=1)
    ap.add_argument("--samples", type=int, default=None)
    ap.add_argument("--most", type=int, default=None)
    ap.add_argument("--kinds", default="", help="the decisions the judge takes (gear,play,react,...); the rest the heuristic's")
    args = ap.parse_args()
    options = {"horizon": args.horizon}
    options.update({k: v for k, v in (("samples", args.samples), ("most", args.most)) if v is not None})
    wins = 0
    started = time.process_time()
    for i in range(args.races):
        seed, first = args.seed + i // 2, i % 2 == 0
        names = ["Judge", "Heuristic"] if first else ["Heuristic", "Judge"]
        race = hw.Race.new(track=args.track, players=names, seed=seed, record=False)
        bot = JudgeBot(kinds=tuple(k for k in args.kinds.split(",") if k), **options)
        bot.race = race
        hw.bots.play_bots(race, {"Judge": bot, "Heuristic": hw.bots.heuristic})
        wins += race.car("Judge").finished == 1
    low, high = wilson(wins, args.races)
    print(f"judge {options} {args.kinds or 'every decision'} vs heuristic on {args.track}: {wins} of {args.races} ({wins / args.races:.0%}, "
          f"{low:.0%}-{high:.0%}); CPU {time.process_time() - started:.0f} s")


if __name__ == "__main__":
    main()
