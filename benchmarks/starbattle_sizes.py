"""Star Battle at every size and star count: satpuzzles configurations beside a plain CP-SAT model.

Instances are generated with fixed seeds (benchmarks/instances.py: regions grown around a random valid
star placement, so most have several solutions). Each instance and configuration runs in a fresh
process, and the figure is that process's CPU seconds for the job alone (no imports), with the CPU of any
child process a solver call was handed to (the engine forks one for a long CaDiCaL call; until 2026-11-28
its time was left out): ours compile + solve + uniqueness decision in one Engine, CP-SAT (one worker) its
Solve call. CPU seconds, because the machine is shared: wall time there is several times the CPU time and
moves with the load. A run past `--cap` CPU seconds is stopped (RLIMIT_CPU) and shown as `>cap`. `race A B`
is the smaller of two configurations' times per instance: what racing them in two processes on two free
cores would take (start-up and the second core not counted). `--against DIR` adds the column `against`:
`auto` run by another source tree (a before/after of a change, interleaved instance by instance). Ours also
report their conflicts (`--csv`, and the summary's conflict medians).

    python benchmarks/starbattle_sizes.py --sizes 10 15 20 --configs auto cpsat minicard/native
    python benchmarks/starbattle_sizes.py --sizes 30 35 --stars 6 7 --seeds 3 --race cadical195/auto minicard/native
    python benchmarks/starbattle_sizes.py --sizes 30 40 50 --max-stars 8 --against /tmp/before   # before/after
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from tables import write_csv

DEFAULT_CONFIGS = ("auto", "cpsat")


def cpu_seconds() -> float:
    """CPU seconds of this process and of its finished children (a solver call handed to a forked child)."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def work(config: str, size: int, stars: int, seed: int) -> dict[str, Any]:
    """One configuration on one instance in this process: CPU seconds of the job and its status."""
    from instances import starbattle_random

    puzzle = starbattle_random(size, seed, stars)
    if config == "cpsat":
        from cpsat_models import solve  # needs ortools: pip install -e '.[bench]'

        started = cpu_seconds()
        status, _, _ = solve(puzzle)
        return {
            "seconds": cpu_seconds() - started,
            "status": status.lower(),
            "solver": "cpsat",
            "conflicts": None,
        }
    from satpuzzles import Engine

    backend, _, encoding = config.partition("/")
    with Engine(backend, encoding or "auto") as engine:
        started = cpu_seconds()
        result = engine.solve(puzzle)
        seconds = cpu_seconds() - started
        picked = engine.solver_for(puzzle)
    return {
        "seconds": seconds,
        "status": result.status.value,
        "solver": "/".join(picked),
        "conflicts": result.stats.conflicts,
    }


def measure(config: str, size: int, stars: int, seed: int, cap: float, against: Path | None) -> dict[str, Any]:
    """One run in a fresh process, stopped after `cap` CPU seconds (and a generous wall-clock guard).

    The config `against` is `auto` run by the source tree `against` (PYTHONPATH)."""
    row: dict[str, Any] = {"size": size, "stars": stars, "seed": seed, "config": config, "solver": config}
    env = dict(os.environ)
    if config == "against":
        assert against is not None
        config, env["PYTHONPATH"] = "auto", str(against.resolve())
    command = [sys.executable, __file__, "--work", config, str(size), str(stars), str(seed)]

    def limit_cpu() -> None:
        resource.setrlimit(resource.RLIMIT_CPU, (int(cap) + 1, int(cap) + 2))

    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=20 * cap + 60, check=False, preexec_fn=limit_cpu, env=env
        )
    except subprocess.TimeoutExpired:
        return row | {"seconds": None, "status": "over cap"}
    if done.returncode != 0:
        # the limit kills this process, or the forked child a solver call runs in (which inherits it)
        if done.returncode < 0 or "CPU time limit" in done.stderr or "the child process died" in done.stderr:
            return row | {"seconds": None, "status": "over cap"}
        raise SystemExit(f"{config} on {size}x{size} {stars}* seed {seed} failed: {done.stderr.strip()[-500:]}")
    result = json.loads(done.stdout)
    if result["seconds"] > cap:
        return row | result | {"seconds": None, "status": "over cap"}
    return row | result


def shown(seconds: float | None, cap: float) -> str:
    return f">{cap:g}" if seconds is None else f"{seconds:.3f}"


def shown_run(run: dict[str, Any], cap: float) -> str:
    """Seconds, and the conflicts of a finished run of ours in brackets."""
    conflicts = run.get("conflicts")
    return shown(run["seconds"], cap) + ("" if conflicts is None or run["seconds"] is None else f" ({conflicts})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", nargs="+", type=int, default=[10, 15, 20, 25, 30, 35, 40, 45, 50])
    parser.add_argument("--stars", nargs="+", type=int, help="star counts (default 1..(size+1)//5 per size)")
    parser.add_argument("--max-stars", type=int, help="with the default star counts: at most this many")
    parser.add_argument("--seeds", type=int, default=1, help="instances per size and stars (seeds 1..N)")
    parser.add_argument("--configs", nargs="+", default=list(DEFAULT_CONFIGS), help="auto, cpsat, BACKEND/ENCODING")
    parser.add_argument("--race", nargs=2, metavar=("A", "B"), help="also report the faster of two configs")
    parser.add_argument("--against", type=Path, metavar="DIR", help="adds `against`: `auto` run by the tree DIR")
    parser.add_argument("--cap", type=float, default=30.0, help="CPU seconds per run before it is stopped")
    parser.add_argument("--csv", type=Path, help="also write the runs as CSV")
    parser.add_argument("--work", nargs=4, metavar=("CONFIG", "SIZE", "STARS", "SEED"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.work:
        config, size, stars, seed = args.work
        print(json.dumps(work(config, int(size), int(stars), int(seed))))
        return
    configs = list(dict.fromkeys([*args.configs, *(args.race or []), *(["against"] if args.against else [])]))
    rows = []
    print(f"CPU seconds per instance (ours: compile + solve + uniqueness (conflicts); cpsat: Solve); cap {args.cap:g}")
    print(f"{'size':>4} {'stars':>5} {'seed':>4} " + " ".join(f"{c:>18}" for c in configs))
    for size in args.sizes:
        most = max(1, (size + 1) // 5) if args.max_stars is None else min(args.max_stars, max(1, (size + 1) // 5))
        for stars in args.stars or range(1, most + 1):
            for seed in range(1, args.seeds + 1):
                runs = {config: measure(config, size, stars, seed, args.cap, args.against) for config in configs}
                rows += runs.values()
                cells = " ".join(f"{shown_run(runs[c], args.cap):>18}" for c in configs)
                print(f"{size:>4} {stars:>5} {seed:>4} {cells}", flush=True)
    summarize(rows, configs, args.race, args.cap)
    if args.csv:
        write_csv(args.csv, rows)


def summarize(rows: list[dict[str, Any]], configs: list[str], race: list[str] | None, cap: float) -> None:
    """Per size and stars: the median and max of each configuration (over cap counts as the cap)."""
    columns = [*configs, *([f"race {race[0]} {race[1]}"] if race else [])]
    print("\nmedian / max CPU seconds per size and stars (over the cap counted as the cap)")
    print(f"{'size':>4} {'stars':>5} " + " ".join(f"{c:>22}" for c in columns))
    groups = sorted({(row["size"], row["stars"]) for row in rows})
    for size, stars in groups:
        mine = [row for row in rows if (row["size"], row["stars"]) == (size, stars)]
        times = {
            c: {r["seed"]: cap if r["seconds"] is None else r["seconds"] for r in mine if r["config"] == c}
            for c in configs
        }
        if race:
            times[columns[-1]] = {seed: min(times[race[0]][seed], times[race[1]][seed]) for seed in times[race[0]]}
        cells = " ".join(
            f"{statistics.median(times[c].values()):>10.3f} / {max(times[c].values()):>9.3f}" for c in columns
        )
        print(f"{size:>4} {stars:>5} {cells}")


if __name__ == "__main__":
    main()
