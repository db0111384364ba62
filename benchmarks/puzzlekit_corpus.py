"""Solve every puzzle of a puzzlekit dataset file with one type's puzzlekit reader; check each answer.

For each puzzle: read `problem` (the type's puzzlekit codec), solve and prove uniqueness in-process on one
Engine, re-check the solution with the type's rule checker, and compare it with the published `solution`
(the cells each grid marks `x`: the dataset's shading types mark only those). Prints one table row per
outcome and the time per puzzle.

    python benchmarks/puzzlekit_corpus.py --corpus PATH/Minesweeper_dataset.json --type minesweeper
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import get_type
from satpuzzles.solving import Engine, Status


def marked(text: str) -> list[list[bool]]:
    """The `x` cells of a solution text (header line first)."""
    rows = [line.split() for line in text.splitlines() if line.strip()][1:]
    return [[token == "x" for token in row] for row in rows]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True, metavar="PATH", help="a <Name>_dataset.json file")
    parser.add_argument("--type", required=True, help="the puzzle type whose puzzlekit reader reads it")
    parser.add_argument("--backend", default="auto")
    parser.add_argument("--encoding", default="auto", help="the cardinality encoding (as `solve --encoding`)")
    args = parser.parse_args()
    try:
        data: dict[str, Any] = json.loads(args.corpus.read_text(encoding="utf-8"))["data"]
        kind = get_type(args.type)
    except (OSError, ValueError, KeyError, TypeError, PuzzleError) as error:
        print(f"{args.corpus}: cannot read the dataset: {error}", file=sys.stderr)
        return 2
    if kind.puzzlekit is None or kind.puzzlekit.write is None:
        print(f"{kind.name} has no puzzlekit reader and writer", file=sys.stderr)
        return 2
    outcomes: dict[str, list[str]] = {"right and unique": [], "wrong": [], "not unique": [], "unreadable": []}
    seconds: list[float] = []
    with Engine(args.backend, args.encoding) as engine:
        for key, entry in data.items():
            try:
                puzzle, _ = kind.puzzlekit.read(entry["problem"])
            except PuzzleError as error:
                outcomes["unreadable"].append(f"{key}: {error}")
                continue
            started = time.perf_counter()
            result = engine.solve(puzzle)
            seconds.append(time.perf_counter() - started)
            if result.status is not Status.UNIQUE:
                outcomes["not unique"].append(f"{key}: {result.status.value}")
                continue
            ours = kind.puzzlekit.write(puzzle, result.solution)
            checked = kind.checker.violations(puzzle, result.solution)
            if checked or marked(ours) != marked(entry["solution"]):
                outcomes["wrong"].append(f"{key}: {checked[:1] or 'differs from the published solution'}")
                continue
            outcomes["right and unique"].append(key)
    print(f"| {kind.name} ({args.corpus.name}, {args.backend}/{args.encoding}) | puzzles |")
    print("|---|---|")
    for outcome, keys in outcomes.items():
        print(f"| {outcome} | {len(keys)} |")
    if seconds:
        print(f"\nper puzzle: mean {statistics.mean(seconds) * 1000:.1f} ms, max {max(seconds) * 1000:.1f} ms")
    for outcome in ("wrong", "not unique", "unreadable"):
        for line in outcomes[outcome][:10]:
            print(f"{outcome}: {line}")
    return 0 if len(outcomes["right and unique"]) == len(data) else 1


if __name__ == "__main__":
    sys.exit(main())
