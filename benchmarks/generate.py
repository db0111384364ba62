"""Seconds per generated puzzle, now and at a baseline revision, in one run.

Two tables. Default generation (minimal clue sets, Star Battle region edits, no --difficulty): per
type and size the median / mean / max seconds per puzzle. And `--difficulty` for every grade at
Skyscrapers sizes 4-9: seconds per puzzle of that grade. Each cell runs in its own process, the
baseline's and ours one after the other (interleaved, so that load on a shared machine hits both),
and stops after `--cap` CPU seconds (RLIMIT_CPU; wall seconds with `--wall`): a cell that made
nothing by then reads "not reached", one that made fewer puzzles than asked shows how many. The
first puzzle of a cell includes its template compile. Times are the child's CPU seconds
(process_time) unless `--wall`: on a shared, loaded machine wall time says more about the
neighbours than about the code.

    python benchmarks/generate.py [--count 5] [--cap 60] [--baseline-rev main] [--difficulty] [--wall] [--csv out.csv]

`--baseline-rev` unpacks that revision (`git archive`) into a temporary directory and runs it from there
(a directory holding a source tree is used as it is).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tables import write_csv

HERE = Path(__file__).resolve().parent
SOURCE = HERE.parent
LEVELS = ("easy", "medium", "hard", "extreme")
WALL_PER_CPU = 30  # a CPU-capped cell is also stopped after this many times its cap in wall seconds

DEFAULT_CELLS: list[tuple[str, dict[str, Any]]] = [
    *(("skyscrapers", {"size": n}) for n in (5, 6, 7, 8, 9, 12, 15)),
    ("starbattle", {"size": 8, "stars": 1}),
    ("starbattle", {"size": 10, "stars": 2}),
    *(("easyasabc", {"size": n, "letters": n - 2}) for n in (5, 6, 7, 8)),
]
DIFFICULTY_CELLS: list[tuple[str, dict[str, Any]]] = [
    ("skyscrapers", {"size": n, "difficulty": level, "attempts": 1_000_000}) for n in range(4, 10) for level in LEVELS
]


def label(type_name: str, choices: dict[str, Any]) -> str:
    n = choices["size"]
    extra = f"/{choices['stars']}" if "stars" in choices else f"/{choices['letters']}" if "letters" in choices else ""
    grade = f" {choices['difficulty']}" if "difficulty" in choices else ""
    return f"{type_name} {n}x{n}{extra}{grade}"


def child(cell: str) -> None:
    """Generate the cell's puzzles, printing each one's seconds as soon as it exists (run in a subprocess)."""
    import satpuzzles

    spec = json.loads(cell)
    if spec["cpu_cap"]:
        resource.setrlimit(resource.RLIMIT_CPU, (spec["cpu_cap"], spec["cpu_cap"] + 5))  # SIGXCPU ends it
    last, last_cpu = time.perf_counter(), time.process_time()
    for made in satpuzzles.generate(spec["type"], count=spec["count"], seed=spec["seed"], **spec["choices"]):
        now, cpu = time.perf_counter(), time.process_time()
        if made.puzzle is None:
            raise SystemExit("generated nothing")
        print(json.dumps({"wall": now - last, "cpu": cpu - last_cpu}), flush=True)
        last, last_cpu = now, cpu


def run_cell(
    source: Path, type_name: str, choices: dict[str, Any], count: int, seed: int, cap: float, clock: str
) -> list[float]:
    """Seconds per puzzle (on `clock`: wall or cpu) made by the code in `source` within `cap` seconds on it."""
    cpu_cap = math.ceil(cap) if clock == "cpu" else None
    cell = json.dumps({"type": type_name, "choices": choices, "count": count, "seed": seed, "cpu_cap": cpu_cap})
    env = {**os.environ, "PYTHONPATH": str(source)}
    command = [sys.executable, str(HERE / "generate.py"), "--child", cell]
    with tempfile.TemporaryFile("w+") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL, env=env, cwd=source)
        try:
            process.wait(timeout=cap if cpu_cap is None else WALL_PER_CPU * cap)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        out.seek(0)
        return [json.loads(line)[clock] for line in out if line.strip()]


def summary(times: list[float], count: int) -> str:
    if not times:
        return "not reached"
    made = "" if len(times) == count else f" ({len(times)}/{count})"
    return f"{statistics.median(times):.2f} / {statistics.mean(times):.2f} / {max(times):.2f}{made}"


def unpacked(revision: str, into: Path) -> Path:
    if Path(revision).is_dir():
        return Path(revision)  # a source tree already unpacked
    archive = subprocess.run(["git", "archive", revision], cwd=SOURCE, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=5, help="Puzzles per cell (default 5).")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cap", type=float, default=60.0, help="CPU seconds per cell and version (default 60).")
    parser.add_argument("--baseline-rev", help="Also run this git revision, cell by cell before ours.")
    parser.add_argument("--difficulty", action="store_true", help="The --difficulty table instead of the default one.")
    parser.add_argument("--wall", action="store_true", help="Wall seconds instead of CPU seconds.")
    parser.add_argument("--only", help="Only the cells whose label contains this text.")
    parser.add_argument("--csv", help="Also write the rows to this CSV file.")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child)
        return
    cells = DIFFICULTY_CELLS if args.difficulty else DEFAULT_CELLS
    cells = [(t, c) for t, c in cells if args.only is None or args.only in label(t, c)]
    with tempfile.TemporaryDirectory(prefix="satpuzzles-baseline-") as scratch:
        baseline = unpacked(args.baseline_rev, Path(scratch)) if args.baseline_rev else None
        clock = "wall" if args.wall else "cpu"
        print(f"{clock} seconds per puzzle, median / mean / max; {args.count} puzzles per cell, cap {args.cap:g} s")
        print(f"{'cell':<30}{'baseline ' + (args.baseline_rev or '-'):>32}{'now':>32}")
        rows = []
        for type_name, choices in cells:
            cell = (type_name, choices, args.count, args.seed, args.cap, clock)
            before = run_cell(baseline, *cell) if baseline else []
            now = run_cell(SOURCE, *cell)
            row = {
                "cell": label(type_name, choices),
                "baseline": summary(before, args.count) if baseline else "-",
                "now": summary(now, args.count),
            }
            rows.append(row)
            print(f"{row['cell']:<30}{row['baseline']:>32}{row['now']:>32}", flush=True)
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
