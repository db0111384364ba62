"""Towers generation pace: our median CPU per puzzle per size and level against Simon Tatham's generator, same run.

    python benchmarks/towers_pace.py [--sizes 4,5,6,7,8,9] [--levels easy,...] [--count 5] [--his-count 20]
                                     [--cap 300] [--sgt PATH] [--against DIR]

Ours: `generate("skyscrapers", n, difficulty=level)` in this process (techniques decide the level while
drafting, one SAT proof at the end: satpuzzles/puzzles/skyscrapers/techdraft.py), CPU per puzzle as
time.process_time around each puzzle, median over --count; a puzzle still unmade after --cap CPU seconds
ends the cell (reported as "> cap", the puzzles made before it counted). His: `sgt-towers --generate N
<n>d<e|h|x|u>` in a subprocess, CPU from resource.getrusage(RUSAGE_CHILDREN): a run of N puzzles less the
program's start (a run of one 3x3 easy), over N, so his figure is a mean over N. Our easy / medium / hard /
extreme are his Easy / Hard / Extreme / Unreasonable.

With --against DIR (another tree of this project, e.g. main exported with git archive) his generator is not run:
each cell runs our loop once per tree, each in a subprocess of its own (this tree first), and prints both medians.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from satpuzzles.deadline import Deadline, Timeout, active
from satpuzzles.generate.core import generate

MOST_OF_HIS = 20_000  # his puzzles in one run at most (his cheapest take 0.2 ms)
LEVELS = (("easy", "e", "Easy"), ("medium", "h", "Hard"), ("hard", "x", "Extreme"), ("extreme", "u", "Unreasonable"))


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def his_run(sgt: str, number: int, params: str, cap: float) -> float:
    before = children_cpu()
    subprocess.run([sgt, "--generate", str(number), params], capture_output=True, check=True, timeout=cap)
    return children_cpu() - before


def his_cpu(sgt: str, size: int, letter: str, count: int, cap: float) -> tuple[float, int]:
    """His mean CPU per puzzle and the puzzles it is over: `count` puzzles in one run, less the program's start (a
    run of one 3x3 easy); ten times as many while the run takes under a second (the clock counts in ticks)."""
    start = his_run(sgt, 1, "3de", cap)
    while True:
        spent = his_run(sgt, count, f"{size}d{letter}", cap) - start
        if spent >= 1.0 or count >= MOST_OF_HIS:
            return max(spent, 0.0) / count, count
        count = min(count * 10, MOST_OF_HIS)


def our_cpu(size: int, level: str, count: int, seed: int, cap: float) -> tuple[list[float], bool]:
    """CPU seconds per puzzle made, and whether a puzzle ran past `cap` CPU seconds (the cell then stops)."""
    times: list[float] = []
    made = generate("skyscrapers", size, count=count, seed=seed, difficulty=level)
    while True:
        started = time.process_time()
        try:
            with active(Deadline(started + cap, time.process_time)):
                puzzle = next(made, None)
        except Timeout:
            return times, True
        if puzzle is None:
            return times, False
        times.append(time.process_time() - started)


CHILD = """
import json, sys, time
sys.path.insert(0, {tree!r})
from satpuzzles.generate.core import generate
next(generate("skyscrapers", 4, seed=0, difficulty="easy"))
made = generate("skyscrapers", {size}, count={count}, seed={seed}, difficulty={level!r})
times = []
while True:
    started = time.process_time()
    if next(made, None) is None:
        break
    times.append(time.process_time() - started)
print(json.dumps(times))
"""


def tree_cpu(tree: Path, size: int, level: str, count: int, seed: int) -> list[float]:
    """`our_cpu`'s loop (no cap) on the tree at `tree`, in a subprocess: CPU seconds per puzzle."""
    child = CHILD.format(tree=str(tree), size=size, count=count, seed=seed, level=level)
    done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, check=True)
    times: list[float] = json.loads(done.stdout)
    return times


def against(other: Path, sizes: list[int], wanted: list[str], count: int, seed: int) -> None:
    here = Path(__file__).resolve().parent.parent
    print(f"| size | level | {other} | this tree | speed-up |")
    print("|---|---|---|---|---|")
    for size in sizes:
        for level in (level for level, _, _ in LEVELS if level in wanted):
            after = statistics.median(tree_cpu(here, size, level, count, seed))
            before = statistics.median(tree_cpu(other, size, level, count, seed))
            print(f"| {size} | {level} | {before:.4f} | {after:.4f} | {before / after:.1f}x |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="4,5,6,7,8,9")
    parser.add_argument("--levels", default="easy,medium,hard,extreme")
    parser.add_argument("--count", type=int, default=5, help="our puzzles per size and level")
    parser.add_argument("--his-count", type=int, default=20, help="his puzzles per size and level")
    parser.add_argument("--cap", type=float, default=300.0, help="CPU seconds one of our puzzles may take")
    parser.add_argument("--his-cap", type=float, default=1800.0, help="wall seconds one of his runs may take")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sgt", default=shutil.which("sgt-towers") or "/usr/games/sgt-towers")
    parser.add_argument("--against", type=Path, help="another tree: our loop on both, his generator not run")
    args = parser.parse_args()
    wanted = args.levels.split(",")
    if args.against is not None:
        against(args.against, [int(s) for s in args.sizes.split(",")], wanted, args.count, args.seed)
        return
    next(generate("skyscrapers", 4, seed=0, difficulty="easy"))  # the technique solver's imports, out of the first cell
    print("| size | level (his) | ours: median CPU s / puzzle (made) | his: CPU s / puzzle (made) | ratio |")
    print("|---|---|---|---|---|")
    for size in (int(s) for s in args.sizes.split(",")):
        for level, letter, his_name in LEVELS:
            if level not in wanted:
                continue
            his, his_made = float("nan"), 0
            if Path(args.sgt).exists():
                his, his_made = his_cpu(args.sgt, size, letter, args.his_count, args.his_cap)
            times, capped = our_cpu(size, level, args.count, args.seed, args.cap)
            ours = statistics.median(times) if times else float("nan")
            made = f"{len(times)}" + (f", then one past {args.cap:.0f} s" if capped else "")
            ratio = f"{ours / his:.1f}x" if times and his > 0 else "-"
            row = f"| {size} | {level} ({his_name}) | {ours:.4f} ({made}) | {his:.4f} ({his_made}) | {ratio} |"
            print(row, flush=True)


if __name__ == "__main__":
    main()
