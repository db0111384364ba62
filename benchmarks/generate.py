"""Time per generated puzzle and the grade mix, for the sizes people play.

For each configuration: COUNT puzzles with the default options (minimal clue sets; Star Battle
region edits), the wall time per puzzle (median and max, grading included), the part of it spent
grading, the uniqueness checks per puzzle, and the grades. As a baseline, the same uniqueness
checks without incremental solving: one fresh `satpuzzles.check` (compile, solve, prove unique)
of the finished puzzle, times the number of checks the generator made.

    python benchmarks/generate.py [--count 5] [--seed 1] [--backend cadical195] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from typing import Any

from tables import write_csv

import satpuzzles
from satpuzzles.generate import core
from satpuzzles.solving.backends import recorded_backend

CONFIGURATIONS: list[tuple[str, dict[str, Any]]] = [
    *(("skyscrapers", {"size": n}) for n in range(5, 10)),
    ("starbattle", {"size": 8, "stars": 1}),
    ("starbattle", {"size": 10, "stars": 2}),
    *(("easyasabc", {"size": n, "letters": n - 2}) for n in range(5, 9)),
]


def label(type_name: str, choices: dict[str, Any]) -> str:
    n = choices["size"]
    extra = f"/{choices['stars']}" if "stars" in choices else f"/{choices['letters']}" if "letters" in choices else ""
    return f"{type_name} {n}x{n}{extra}"


class GradingClock:
    """Wraps the generator's grade() to add up the time spent grading."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self._grade = core.grade

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return self._grade(*args, **kwargs)
        finally:
            self.seconds += time.perf_counter() - started


def measure(type_name: str, choices: dict[str, Any], count: int, seed: int, backend: str) -> dict[str, Any]:
    clock = GradingClock()
    core.grade = clock  # type: ignore[assignment]
    try:
        times, grading, checks, fresh_check = [], [], [], []
        grades: Counter[str] = Counter()
        puzzles = satpuzzles.generate(type_name, count=count, seed=seed, backend=backend, **choices)
        last, graded_before = time.perf_counter(), 0.0
        for made in puzzles:
            now = time.perf_counter()
            times.append(now - last)
            grading.append(clock.seconds - graded_before)
            checks.append(made.generation["uniqueness_checks"])
            grades[made.grade.level.value] += 1
            started = time.perf_counter()
            satpuzzles.check(made.puzzle, backend=recorded_backend(backend))  # the generator's own solver
            fresh_check.append(time.perf_counter() - started)
            last, graded_before = time.perf_counter(), clock.seconds
    finally:
        core.grade = clock._grade
    return {
        "configuration": label(type_name, choices),
        "puzzles": count,
        "median_s": statistics.median(times),
        "max_s": max(times),
        "grading_median_s": statistics.median(grading),
        "uniqueness_checks_median": statistics.median(checks),
        "fresh_check_ms": 1000 * statistics.median(fresh_check),
        "non_incremental_s": statistics.median(c * f for c, f in zip(checks, fresh_check, strict=True)),
        "grades": " ".join(
            f"{level}:{grades[level]}" for level in ("easy", "medium", "hard", "extreme") if grades[level]
        ),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=5, help="Puzzles per configuration (default 5).")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--backend", default=satpuzzles.DEFAULT_BACKEND)
    parser.add_argument("--csv", help="Also write the rows to this CSV file.")
    args = parser.parse_args()
    header = (
        f"{'configuration':<20}{'n':>3}{'median s':>10}{'max s':>8}{'grading s':>10}{'checks':>7}"
        f"{'check ms':>10}{'non-incr. s':>12}  grades"
    )
    print(header)
    rows = []
    for type_name, choices in CONFIGURATIONS:
        row = measure(type_name, choices, args.count, args.seed, args.backend)
        rows.append(row)
        print(
            f"{row['configuration']:<20}{row['puzzles']:>3}{row['median_s']:>10.2f}{row['max_s']:>8.2f}"
            f"{row['grading_median_s']:>10.2f}{row['uniqueness_checks_median']:>7.0f}{row['fresh_check_ms']:>10.1f}"
            f"{row['non_incremental_s']:>12.2f}  {row['grades']}",
            flush=True,
        )
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
