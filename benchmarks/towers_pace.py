"""Towers generation pace: our median CPU per puzzle per size and level against Simon Tatham's generator, same run.

    python benchmarks/towers_pace.py [--sizes 4,5,6,7,8,9] [--count 5] [--his-count 20] [--sgt PATH]

Ours: `generate("skyscrapers", n, difficulty=level)` in this process (techniques decide the level while
drafting, one SAT proof at the end: satpuzzles/puzzles/skyscrapers/techdraft.py), CPU per puzzle as
time.process_time around each puzzle, median over --count. His: `sgt-towers --generate N <n>d<e|h|x|u>`
in a subprocess, CPU from resource.getrusage(RUSAGE_CHILDREN): a run of N puzzles less a run of one, over
N - 1 (the program's start taken out). Our easy / medium / hard / extreme are his Easy / Hard / Extreme /
Unreasonable.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from satpuzzles.generate.core import generate

LEVELS = (("easy", "e", "Easy"), ("medium", "h", "Hard"), ("hard", "x", "Extreme"), ("extreme", "u", "Unreasonable"))


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def his_cpu(sgt: str, size: int, letter: str, count: int) -> float:
    """His CPU per puzzle: `count` puzzles in one run less a run of one, over count - 1 (the program's start out)."""
    runs = []
    for number in (count, 1):
        before = children_cpu()
        subprocess.run(
            [sgt, "--generate", str(number), f"{size}d{letter}"], capture_output=True, check=True, timeout=600
        )
        runs.append(children_cpu() - before)
    return max(runs[0] - runs[1], 0.0) / (count - 1)


def our_cpu(size: int, level: str, count: int, seed: int) -> list[float]:
    times = []
    made = generate("skyscrapers", size, count=count, seed=seed, difficulty=level)
    while True:
        started = time.process_time()
        puzzle = next(made, None)
        if puzzle is None:
            return times
        times.append(time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="4,5,6,7,8,9")
    parser.add_argument("--levels", default="easy,medium,hard,extreme")
    parser.add_argument("--count", type=int, default=5, help="our puzzles per size and level")
    parser.add_argument("--his-count", type=int, default=20, help="his puzzles per size and level")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--sgt", default=shutil.which("sgt-towers") or "/usr/games/sgt-towers")
    args = parser.parse_args()
    wanted = args.levels.split(",")
    print("| size | level (his) | ours: median CPU s / puzzle | his: CPU s / puzzle | ratio |")
    print("|---|---|---|---|---|")
    for size in (int(s) for s in args.sizes.split(",")):
        for level, letter, his_name in LEVELS:
            if level not in wanted:
                continue
            his = his_cpu(args.sgt, size, letter, args.his_count) if Path(args.sgt).exists() else float("nan")
            ours = statistics.median(our_cpu(size, level, args.count, args.seed))
            ratio = ours / his if his > 0 else float("inf")
            print(f"| {size} | {level} ({his_name}) | {ours:.3f} | {his:.4f} | {ratio:.0f}x |", flush=True)


if __name__ == "__main__":
    main()
