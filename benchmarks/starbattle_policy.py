"""Star Battle backend policy: per (size, stars), each backend + encoding on the corpus puzzles (and generated sizes).

For every puzzle and configuration: compile + solve + uniqueness proof in one Engine (each layout is its
own shape, so every puzzle compiles), as CPU seconds of this process (steadier than wall time on a busy
machine), the fastest of `--repeat` runs; the answer is checked against the corpus. The table gives the
mean and max per (size, stars) group, and the conflicts, for each configuration; `auto` is the current
policy. `--generated 26 30` adds generated instances (benchmarks/instances.py, `--seeds` each; the stars
of published puzzles of that size), where the answer is only checked by the rule checker.

    python benchmarks/starbattle_policy.py [--corpus PATH] [--configs minicard/native glucose4/auto ...]
        [--generated 26 28 30] [--seeds 2] [--repeat 3] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from corpus_path import add_corpus_option, check_corpus
from instances import starbattle_random, starbattle_stars
from tables import write_csv

from satpuzzles import Engine, loads, type_of
from satpuzzles.puzzles.starbattle import StarBattle

CONFIGS = ("auto/auto", "minicard/native", "glucose4/auto", "cadical195/auto", "minisat22/auto")


def corpus_puzzles(corpus: Path) -> list[tuple[StarBattle, dict[str, Any] | None]]:
    lines = (corpus / "starbattle.jsonl").read_text().splitlines()
    records = [json.loads(line) for line in lines if line.strip()]
    return [(loads(json.dumps(record), "json")[0].puzzle, record) for record in records]


def timed(config: str, puzzle: StarBattle, record: dict[str, Any] | None, repeat: int) -> tuple[float, int]:
    """The fastest CPU seconds of `repeat` fresh solves, and the conflicts; the answer checked."""
    backend, encoding = config.split("/")
    best, conflicts = float("inf"), 0
    for _ in range(repeat):
        with Engine(backend, encoding) as engine:
            started = time.process_time()
            result = engine.solve(puzzle)
            best = min(best, time.process_time() - started)
        conflicts = result.stats.conflicts
    status = result.status.value
    if record is not None:
        expected = "unique" if record["unique"] else "multiple"
        if status != expected or (record["unique"] and [list(row) for row in result.solution] != record["solution"]):
            raise SystemExit(f"{config}: {record['id']}: {status}, expected {expected} and the listed solution")
    elif result.solution is not None and type_of(puzzle).checker.violations(puzzle, result.solution):
        raise SystemExit(f"{config}: a generated {puzzle.size}x{puzzle.size}: the solution breaks a rule")
    return best, conflicts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_corpus_option(parser)
    parser.add_argument("--configs", nargs="+", default=list(CONFIGS), help="BACKEND/ENCODING pairs")
    parser.add_argument("--generated", nargs="*", type=int, default=[], help="generated sizes to add")
    parser.add_argument("--seeds", type=int, default=2)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-corpus", action="store_true", help="generated instances only")
    parser.add_argument("--csv", help="also write the table as CSV")
    args = parser.parse_args()
    puzzles: list[tuple[StarBattle, dict[str, Any] | None]] = []
    if not args.no_corpus:
        check_corpus(args.corpus, ["starbattle"], answers=True)
        puzzles += corpus_puzzles(args.corpus)
    for size in args.generated:
        puzzles += [(starbattle_random(size, seed, starbattle_stars(size)), None) for seed in range(args.seeds)]
    groups: dict[tuple[int, int], dict[str, list[tuple[float, int]]]] = defaultdict(lambda: defaultdict(list))
    for puzzle, record in puzzles:
        for config in args.configs:
            groups[(puzzle.size, puzzle.stars)][config].append(timed(config, puzzle, record, args.repeat))
    rows = []
    for (size, stars), by_config in sorted(groups.items()):
        for config, runs in by_config.items():
            seconds = [s for s, _ in runs]
            rows.append(
                {
                    "size": size,
                    "stars": stars,
                    "puzzles": len(runs),
                    "config": config,
                    "mean_ms": 1000 * statistics.mean(seconds),
                    "max_ms": 1000 * max(seconds),
                    "mean_conflicts": statistics.mean(c for _, c in runs),
                }
            )
    print(f"CPU ms per puzzle (compile + solve + uniqueness), fastest of {args.repeat}; mean / max per group")
    print(f"{'size':>4} {'stars':>5} {'n':>3} {'config':<18} {'mean ms':>9} {'max ms':>9} {'conflicts':>10}")
    for row in rows:
        print(
            f"{row['size']:>4} {row['stars']:>5} {row['puzzles']:>3} {row['config']:<18} {row['mean_ms']:>9.2f} "
            f"{row['max_ms']:>9.2f} {row['mean_conflicts']:>10.0f}"
        )
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
