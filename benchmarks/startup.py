"""Cold-process start-up: wall time of `satpuzzles solve` on the bundled 8x8 Skyscrapers beside `python -c pass`.

Each command runs `--runs` times in a fresh process, interleaved (one run of each command in turn, so a
busy spell of the machine hits them alike), after one warm-up run each that fills the OS file cache and
writes the bytecode caches an installed package has (PYTHONDONTWRITEBYTECODE is cleared for these runs:
without .pyc files every start compiles the sources again, about 50 ms here). The table gives the median
and the fastest run, and the overhead over `python -c pass`; `import typer` and `import typer,
pysat.solvers` show the floor, what the command needs before any satpuzzles code runs. `--against DIR`
also runs the commands from another source tree (e.g. a `git worktree` of the previous commit), as
`python -m satpuzzles` with PYTHONPATH=DIR, for a before/after table from one run. `--instructions`
also runs each command once under valgrind (cachegrind) and counts the instructions it executes, a
measure that the machine's load does not move (PYTHONHASHSEED=0 for those runs; valgrind must be installed).

    python benchmarks/startup.py [--runs 15] [--against DIR] [--instructions] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from tables import write_csv

PUZZLE = Path(__file__).resolve().parent.parent / "satpuzzles" / "examples" / "skyscrapers-8x8.txt"


def cli() -> list[str]:
    """The installed console script next to this Python, else `python -m satpuzzles`."""
    script = Path(sys.executable).with_name("satpuzzles")
    found = str(script) if script.exists() else shutil.which("satpuzzles")
    return [found] if found else [sys.executable, "-m", "satpuzzles"]


TREE = "SATPUZZLES_BENCH_TREE"  # marks an environment that runs another source tree


def environment(source: Path | None) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    if source is not None:
        env["PYTHONPATH"] = env[TREE] = str(source.resolve())
    return env


def cpu_of_children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Wall and CPU seconds of one run (CPU time moves less than wall time on a busy machine)."""
    cpu, started = cpu_of_children(), time.perf_counter()
    # `python -m` puts the working directory first on sys.path: run another tree's commands inside it.
    done = subprocess.run(command, capture_output=True, check=False, env=env, cwd=env.get(TREE))
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} exited {done.returncode}: {done.stderr.decode().strip()}")
    return seconds, cpu_of_children() - cpu


def instructions(command: list[str], env: dict[str, str]) -> int:
    """The instructions one run executes, counted by valgrind's cachegrind (user space, the interpreter's and ours)."""
    done = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", *command],
        capture_output=True,
        text=True,
        check=False,
        env=env | {"PYTHONHASHSEED": "0"},
        cwd=env.get(TREE),
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"valgrind {' '.join(command)} exited {done.returncode}: {done.stderr.strip()[-300:]}")
    return int(found.group(1).replace(",", ""))


def commands(against: Path | None) -> dict[str, tuple[list[str], dict[str, str]]]:
    here = cli()
    table = {
        "python -c pass": ([sys.executable, "-c", "pass"], environment(None)),
        # The floor: what the command needs before any of our code runs (typer, and PySAT's solvers).
        "import typer": ([sys.executable, "-c", "import typer"], environment(None)),
        "import typer, pysat.solvers": ([sys.executable, "-c", "import typer, pysat.solvers"], environment(None)),
        "satpuzzles --help": ([*here, "--help"], environment(None)),
        "satpuzzles solve 8x8": ([*here, "solve", str(PUZZLE)], environment(None)),
        "satpuzzles solve 8x8 --json": ([*here, "solve", str(PUZZLE), "--json"], environment(None)),
    }
    if against is not None:
        before = [sys.executable, "-m", "satpuzzles"]
        table["before: satpuzzles --help"] = ([*before, "--help"], environment(against))
        table["before: satpuzzles solve 8x8"] = ([*before, "solve", str(PUZZLE)], environment(against))
        table["before: solve 8x8 --json"] = ([*before, "solve", str(PUZZLE), "--json"], environment(against))
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--against", type=Path, help="also time the source tree DIR (PYTHONPATH=DIR)")
    parser.add_argument("--instructions", action="store_true", help="also count instructions under valgrind")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    args = parser.parse_args()
    table = commands(args.against)
    for command, env in table.values():
        run(command, env)  # warm-up: file cache, .pyc files
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in table}
    for _ in range(args.runs):
        for name, (command, env) in table.items():
            times[name].append(run(command, env))
    rows = []
    for name, runs in times.items():
        walls, cpus = [wall for wall, _ in runs], [cpu for _, cpu in runs]
        rows.append(
            {
                "command": name,
                "median_ms": 1000 * statistics.median(walls),
                "min_ms": 1000 * min(walls),
                "cpu_median_ms": 1000 * statistics.median(cpus),
            }
        )
    for row in rows:
        row["over_python_ms"] = row["median_ms"] - rows[0]["median_ms"]
        row["cpu_over_python_ms"] = row["cpu_median_ms"] - rows[0]["cpu_median_ms"]
        if args.instructions:
            row["instructions_m"] = instructions(*table[row["command"]]) / 1e6
            row["instructions_over_python_m"] = row["instructions_m"] - rows[0]["instructions_m"]
    print(f"{args.runs} cold runs each, interleaved; overhead = median minus that of `python -c pass`")
    print(
        f"{'command':<30} {'wall median':>11} {'wall min':>9} {'overhead':>9} {'CPU median':>11} {'overhead':>9}"
        + (f" {'instr.':>9} {'overhead':>9}" if args.instructions else "")
    )
    for row in rows:
        counted = ""
        if args.instructions:
            counted = f" {row['instructions_m']:>8.1f}M {row['instructions_over_python_m']:>8.1f}M"
        print(
            f"{row['command']:<30} {row['median_ms']:>11.1f} {row['min_ms']:>9.1f} {row['over_python_ms']:>9.1f} "
            f"{row['cpu_median_ms']:>11.1f} {row['cpu_over_python_ms']:>9.1f}{counted}"
        )
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
