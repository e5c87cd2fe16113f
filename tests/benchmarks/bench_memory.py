"""What a batch keeps per race (issue 22 item 1; run on demand:
`.venv/bin/python tests/benchmarks/bench_memory.py`; `--plateau 10000`: what a long batch keeps once
its results are dropped, read after every 1,000 races, issue 36 item 5).

One process, 4 heuristic bots + 2 Legends on USA, `processes=1`: a warm-up batch first (the bots'
memo tables and polars' start-up), then one batch of --n races on new seeds whose results are kept,
as a user keeps them. Printed:

- `traced_bytes_per_race`: Python's allocations still alive after the batch (tracemalloc, started
  after the warm-up), over --n races: the results (rows and decisions), what the bots' memo tables
  grew by, and anything a race left behind;
- `traced_peak_bytes_per_race`: the most that was alive at once during the batch, per race;
- `traced_without_bot_memos_bytes_per_race`: the same as `traced_bytes_per_race` once the heuristic
  bot's memo tables are emptied (they grow with every new situation and are bounded:
  bots/strategies.py MAX_HANDS_KEPT, 50,000 situations): what the races themselves left behind;
  the results are polars frames, whose memory tracemalloc does not see;
- `peak_rss_bytes_per_race`: the growth of the process's peak resident memory over the batch (the
  operating system's figure; `--no-trace` measures it without tracemalloc's own bookkeeping);
- `results_bytes_per_race`: polars' estimate of the table and the decisions alone;
- `races_alive`: Race objects still reachable after the batch (0: every race was freed when it ended).

No time is measured here (tracemalloc slows Python down several times); the empty-call cost is
printed all the same, as in every benchmark of this folder.
"""
from __future__ import annotations

import argparse
import gc
import resource
import tracemalloc

import heat_widget as hw

from bench_engine import machine_reference  # this folder is on the path when run as a script


def peak_rss() -> int:
    """The process's peak resident memory in bytes (Linux reports kilobytes)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def forget_bot_memos() -> dict:
    """Empty the heuristic bot's memo tables (module-level dicts and caches); their sizes before."""
    from heat_widget.bots import outlook, strategies
    tables = {name: getattr(strategies, name) for name in ("_POTENTIAL", "_SITUATIONS", "_HAND_KEYS", "_GEAR_ROWS")}
    sizes = {name: len(table) for name, table in tables.items()}
    sizes["hands_kept"] = strategies._HANDS_KEPT[0]
    for table in tables.values():
        table.clear()
    strategies._HANDS_KEPT[0] = 0
    for value in vars(outlook).values():
        if hasattr(value, "cache_clear"):
            value.cache_clear()
    return sizes


def rss() -> int:
    """The process's resident memory now, in bytes (/proc/self/statm: pages)."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * resource.getpagesize()


def plateau(kw: dict, chunks: int, size: int) -> None:
    """Issue 36 item 5: what a long batch keeps once its results are dropped. `chunks` batches of
    `size` races on new seeds in one process, each batch's results dropped and the collector run
    before the process's resident memory is read: printed after each batch, with the growth per
    race from the end of the third thousand of races (the caps of the bots' memo tables reached) to
    the end. No tracemalloc: it would be counted in the RSS."""
    ref = machine_reference()
    gc.collect()
    start = rss()
    seen = []
    for i in range(chunks):
        results = hw.simulate(n=size, seed=30_000 + i * size, **kw)
        del results
        gc.collect()
        seen.append(((i + 1) * size, rss()))
        print(f"  after {(i + 1) * size:6d} races: RSS {seen[-1][1] / 2**20:7.1f} MB "
              f"(+{(seen[-1][1] - start) / 2**20:.1f} MB since the start)", flush=True)
    at = next(((n, r) for n, r in seen if n >= 3000), seen[0])
    last = seen[-1]
    per = (last[1] - at[1]) / max(1, last[0] - at[0])
    print({"plateau": {"races": last[0], "chunk": size, "rss_start_mb": round(start / 2**20, 1),
                       "rss_end_mb": round(last[1] / 2**20, 1), "from_race": at[0],
                       "kept_bytes_per_race_after": round(per), "python_call_ns": ref}})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--warm", type=int, default=300, help="races played first, not counted")
    parser.add_argument("--n", type=int, default=3000, help="races of the measured batch")
    parser.add_argument("--no-trace", action="store_true", help="peak RSS only, without tracemalloc")
    parser.add_argument("--plateau", type=int, metavar="RACES", default=0,
                        help="instead: RACES races in batches of 1,000, each batch's results dropped, the RSS "
                             "read after each (issue 36 item 5: what a long batch keeps)")
    args = parser.parse_args()
    kw = dict(track="usa", strategies=["heuristic"] * 4, legends=2, progress=False)
    if args.plateau:
        plateau(kw, max(1, args.plateau // 1000), 1000)
        return
    ref = machine_reference()
    hw.simulate(n=args.warm, seed=20_000, **kw)
    gc.collect()
    rss_before = peak_rss()
    if not args.no_trace:
        tracemalloc.start()
        traced_before = tracemalloc.get_traced_memory()[0]
    results = hw.simulate(n=args.n, seed=20_001, **kw)  # new seeds, kept until the end
    out: dict = {"warm": args.warm, "races": args.n}
    if not args.no_trace:
        now, peak = tracemalloc.get_traced_memory()
        out["traced_bytes_per_race"] = round((now - traced_before) / args.n)
        out["traced_peak_bytes_per_race"] = round((peak - traced_before) / args.n)
        memos = forget_bot_memos()
        gc.collect()
        out["traced_without_bot_memos_bytes_per_race"] = round((tracemalloc.get_traced_memory()[0] - traced_before)
                                                               / args.n)
        out["bot_memo_entries"] = memos
        tracemalloc.stop()
    out["peak_rss_bytes_per_race"] = round((peak_rss() - rss_before) / args.n)
    out["results_bytes_per_race"] = round((results.estimated_size() + results.logs.estimated_size()) / args.n)
    out["races_alive"] = sum(isinstance(o, hw.Race) for o in gc.get_objects())
    out["python_call_ns"] = ref
    print({"memory": out})


if __name__ == "__main__":
    main()
