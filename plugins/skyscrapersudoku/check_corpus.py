"""Solve the published Skyscraper Sudoku puzzles (puzzlekit text, as in the public dataset), check every
answer against the listed solution, prove it unique, and print a table with the median time.

One Engine solves them all, as `satpuzzles solve` does a file: the 9x9 shape is compiled once, by the
first puzzle, whose time includes that; each time is encode + solve + uniqueness proof as the tool
reports it.

    python plugins/skyscrapersudoku/check_corpus.py --corpus PATH/skyscrapersudoku.jsonl [--backend auto]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

import satpuzzles

TYPE = "skyscrapersudoku"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--corpus", required=True, type=Path, help="JSON Lines: id, puzzlekit_problem, puzzlekit_solution"
    )
    parser.add_argument("--backend", default=satpuzzles.DEFAULT_BACKEND)
    args = parser.parse_args()
    if not args.corpus.is_file():
        print(
            f"check_corpus: {args.corpus}: no such file (pass --corpus PATH to the corpus JSON Lines)", file=sys.stderr
        )
        return 2
    records = [json.loads(line) for line in args.corpus.read_text(encoding="utf-8").splitlines() if line.strip()]
    solved = unique = 0
    times = []
    print(f"{'id':<28} {'status':<8} {'listed':<7} {'ms':>8} {'conflicts':>10}")
    with satpuzzles.Engine(args.backend) as engine:
        for record in records:
            [loaded] = satpuzzles.loads(record["puzzlekit_problem"], "puzzlekit", TYPE, source=record["id"])
            listed = tuple(
                tuple(int(v) for v in line.split()) for line in record["puzzlekit_solution"].splitlines()[1:]
            )
            result = engine.solve(loaded.puzzle)
            same = result.solution == listed
            solved += same
            unique += result.status is satpuzzles.Status.UNIQUE
            seconds = result.stats.encode_seconds + result.stats.solve_seconds
            times.append(seconds)
            print(
                f"{record['id']:<28} {result.status.value:<8} {'same' if same else 'DIFFERS':<7} "
                f"{1000 * seconds:8.1f} {result.stats.conflicts:10d}"
            )
    print(
        f"{len(records)} puzzles: {solved} solved to the listed solution, {unique} proven unique; "
        f"median {1000 * statistics.median(times):.1f} ms, max {1000 * max(times):.1f} ms, "
        f"total {sum(times):.2f} s (backend {args.backend})"
    )
    return 0 if solved == unique == len(records) else 1


if __name__ == "__main__":
    sys.exit(main())
