"""How solve time and memory grow with the grid: satpuzzles beside a plain CP-SAT model, per size.

Instances are generated with fixed seeds (benchmarks/instances.py): Skyscrapers and Easy As ABC with
all clues of a random Latin square, Star Battle with regions grown around a random star placement
(none needs to be unique). Each instance runs in a fresh process per engine, so the peak memory
(ru_maxrss) is that engine's alone, and is killed at the cap. satpuzzles is timed on the whole job
(compile the shape, load the solver, solve, prove uniqueness or find a second solution); CP-SAT
(one worker) on solving only. A sweep of one type and engine stops at its first instance over the cap.
The last table gives the largest size each engine finished within 10 s.

    python benchmarks/scaling.py                        # sizes 5..30 step 5, 60 s cap: a few minutes
    python benchmarks/scaling.py --full                 # sizes 5..50 step 5
    python benchmarks/scaling.py --types skyscrapers --sizes 20 25 30 --backends cadical195 minisat22
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from tables import write_csv

TYPES = ("skyscrapers", "starbattle", "easyasabc")
TARGET_SECONDS = 10.0


def make_instance(type_name: str, size: int, seed: int) -> Any:
    import instances

    build = {
        "skyscrapers": instances.skyscrapers_full_clues,
        "starbattle": instances.starbattle_random,
        "easyasabc": instances.easyasabc_full_clues,
    }[type_name]
    return build(size, seed)


def work(engine: str, type_name: str, size: int, seed: int, cap: float) -> dict[str, Any]:
    """Run one engine on one instance in this process: its status, seconds and this process's peak memory."""
    puzzle = make_instance(type_name, size, seed)
    if engine == "cpsat":
        from cpsat_models import solve  # needs ortools: pip install -e '.[bench]'

        status, seconds, _ = solve(puzzle, time_limit=cap)
        status = status.lower()
    else:
        from satpuzzles import Engine

        started = time.perf_counter()
        with Engine(engine) as solver:
            result = solver.solve(puzzle)
        seconds = time.perf_counter() - started
        status = result.status.value
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"status": status, "seconds": seconds, "peak_mb": peak_mb}


def measure(engine: str, type_name: str, size: int, seed: int, cap: float) -> dict[str, Any]:
    """One instance in a fresh process, killed at the cap."""
    row: dict[str, Any] = {"type": type_name, "size": size, "seed": seed, "engine": engine}
    command = [sys.executable, __file__, "--work", engine, type_name, str(size), str(seed), str(cap)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=cap + 5, check=False)
    except subprocess.TimeoutExpired:
        return row | {"status": "over cap", "seconds": None, "peak_mb": None}
    if done.returncode != 0:
        raise SystemExit(f"{engine} on {type_name} {size}x{size} failed: {done.stderr.strip()[-500:]}")
    return row | json.loads(done.stdout)


def finished(row: dict[str, Any], cap: float) -> bool:
    return row["seconds"] is not None and row["seconds"] <= cap and row["status"] not in ("unknown", "timeout")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=list(TYPES), choices=TYPES)
    parser.add_argument("--sizes", nargs="+", type=int, help="grid sizes (default 5 10 ... 30; --full: up to 50)")
    parser.add_argument("--full", action="store_true", help="the full sweep: sizes 5 to 50")
    parser.add_argument("--seeds", type=int, default=1, help="instances per size (seeds 1..N)")
    parser.add_argument("--cap", type=float, default=60.0, help="seconds per instance before it is killed")
    parser.add_argument("--backends", nargs="+", default=["auto"], help="satpuzzles backends to run")
    parser.add_argument("--no-cpsat", action="store_true", help="skip the OR-Tools CP-SAT model")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    parser.add_argument("--work", nargs=5, metavar=("ENGINE", "TYPE", "SIZE", "SEED", "CAP"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.work:
        engine, type_name, size, seed, cap = args.work
        print(json.dumps(work(engine, type_name, int(size), int(seed), float(cap))))
        return
    sizes = args.sizes or list(range(5, 55 if args.full else 35, 5))
    engines = [*args.backends, *([] if args.no_cpsat else ["cpsat"])]
    print(f"cap {args.cap:g} s per instance; satpuzzles: compile + solve + uniqueness; cpsat: solve only, 1 worker")
    print(f"{'type':<12} {'size':>4} {'seed':>4} {'engine':<12} {'status':<9} {'seconds':>8} {'peak MB':>8}")
    rows = []
    for type_name in args.types:
        for engine in engines:
            for size in sizes:
                sweep = [measure(engine, type_name, size, seed, args.cap) for seed in range(1, args.seeds + 1)]
                for row in sweep:
                    seconds = "-" if row["seconds"] is None else f"{row['seconds']:.2f}"
                    peak = "-" if row["peak_mb"] is None else f"{row['peak_mb']:.0f}"
                    print(
                        f"{type_name:<12} {size:>4} {row['seed']:>4} {engine:<12} {row['status']:<9} "
                        f"{seconds:>8} {peak:>8}",
                        flush=True,
                    )
                rows += sweep
                if not all(finished(row, args.cap) for row in sweep):
                    break  # larger grids will not be faster
    print(f"\nlargest size finished within {TARGET_SECONDS:g} s (every seed)")
    for type_name in args.types:
        for engine in engines:
            sizes_ok = {
                size
                for size in sizes
                if (mine := [r for r in rows if r["type"] == type_name and r["engine"] == engine and r["size"] == size])
                and all(finished(r, TARGET_SECONDS) for r in mine)
            }
            print(f"{type_name:<12} {engine:<12} {max(sizes_ok) if sizes_ok else '-'}")
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
