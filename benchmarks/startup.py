"""Cold-process start-up: wall time of `satpuzzles solve` on a 6x6 Skyscrapers beside `python -c pass`.

Each command runs `--runs` times in a fresh process, after one warm-up run that fills the OS file
cache and writes the bytecode caches an installed package has (PYTHONDONTWRITEBYTECODE is cleared
for these runs: without .pyc files every start compiles the sources again, about 50 ms here). The
table gives the median and the fastest run, and the overhead over `python -c pass`.

    python benchmarks/startup.py [--runs 15] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tables import write_csv

# janko.at Skyscrapers 003 (6x6, unique), from the corpus.
PUZZLE = {
    "type": "skyscrapers",
    "size": 6,
    "top": [4, 1, 2, 2, 3, 2],
    "bottom": [1, 3, 5, 2, 4, 2],
    "left": [2, 3, 3, 4, 2, 1],
    "right": [2, 4, 2, 3, 1, 4],
}


def cli() -> list[str]:
    """The installed console script next to this Python, else `python -m satpuzzles`."""
    script = Path(sys.executable).with_name("satpuzzles")
    found = str(script) if script.exists() else shutil.which("satpuzzles")
    return [found] if found else [sys.executable, "-m", "satpuzzles"]


def wall_times(command: list[str], runs: int) -> list[float]:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(command, capture_output=True, check=False, env=env)  # warm-up: file cache, .pyc files
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        done = subprocess.run(command, capture_output=True, check=False, env=env)
        times.append(time.perf_counter() - started)
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(command)} exited {done.returncode}: {done.stderr.decode().strip()}")
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        puzzle = Path(folder) / "skyscrapers-6x6.json"
        puzzle.write_text(json.dumps(PUZZLE))
        commands = {
            "python -c pass": [sys.executable, "-c", "pass"],
            "satpuzzles --help": [*cli(), "--help"],
            "satpuzzles solve 6x6": [*cli(), "solve", str(puzzle)],
            "satpuzzles solve 6x6 --json": [*cli(), "solve", str(puzzle), "--json"],
        }
        rows = []
        for name, command in commands.items():
            times = wall_times(command, args.runs)
            rows.append({"command": name, "median_ms": 1000 * statistics.median(times), "min_ms": 1000 * min(times)})
    baseline = rows[0]["median_ms"]
    for row in rows:
        row["over_python_ms"] = row["median_ms"] - baseline
    print(f"{args.runs} cold runs each (median / fastest); overhead = median minus `python -c pass`")
    print(f"{'command':<28} {'median ms':>10} {'min ms':>8} {'overhead ms':>12}")
    for row in rows:
        print(f"{row['command']:<28} {row['median_ms']:>10.1f} {row['min_ms']:>8.1f} {row['over_python_ms']:>12.1f}")
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
