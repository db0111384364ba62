"""Distinct-digit sums: the two encodings of `distinct_sum` (sets, adder) on published Kakuro and Killer Sudoku.

Reads the puzzlekit datasets (`--corpus PATH`: the folder holding puzzlekit/Kakuro_dataset.json and
puzzlekit/KillerSudoku_dataset.json), builds each puzzle with either encoding (one-hot digit cells, exactly one
digit per cell, a `distinct_sum` per run or cage, plus the Sudoku rules for Killer), solves it, checks the answer
against the published solution and proves uniqueness. Prints per-type means of build and solve time and clauses.

    python benchmarks/sums.py --corpus PATH [--count 60] [--solver cadical195] [--csv FILE]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pysat.solvers import Solver

from satpuzzles.cnf import Formula, exactly
from satpuzzles.typekit.constraints.sums import SUM_ENCODINGS, distinct, distinct_sum

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from corpus_path import DEFAULT_CORPUS  # noqa: E402
from tables import write_csv  # noqa: E402

Cell = tuple[int, int]


@dataclass
class Puzzle:
    white: list[Cell]  # the digit cells
    sums: list[tuple[list[Cell], int]]  # (cells, total) per run or cage: distinct digits summing to total
    houses: list[list[Cell]]  # groups of distinct digits without a sum (Killer's rows, columns, boxes)
    top: int  # digits run 1..top


def kakuro(problem: str) -> Puzzle:
    """A black cell's token is "down,right" (either may be empty) or "-"; a white cell's is "0"."""
    lines = problem.strip().splitlines()
    rows, cols = map(int, lines[0].split())
    grid = [line.split() for line in lines[1 : 1 + rows]]
    white = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == "0"]
    sums = []
    for r in range(rows):
        for c in range(cols):
            if "," not in grid[r][c]:
                continue
            down, right = grid[r][c].split(",")
            for total, (dr, dc) in ((down, (1, 0)), (right, (0, 1))):
                if total:
                    cells, y, x = [], r + dr, c + dc
                    while y < rows and x < cols and grid[y][x] == "0":
                        cells.append((y, x))
                        y, x = y + dr, x + dc
                    sums.append((cells, int(total)))
    return Puzzle(white, sums, [], 9)


def killer(problem: str) -> Puzzle:
    """Cage totals on one cell of each cage ("-" elsewhere), then the cage ids, row by row."""
    lines = problem.strip().splitlines()
    n = int(lines[0].split()[0])
    totals = [line.split() for line in lines[1 : 1 + n]]
    ids = [line.split() for line in lines[1 + n : 1 + 2 * n]]
    cages: dict[str, list[Cell]] = {}
    total_of: dict[str, int] = {}
    for r in range(n):
        for c in range(n):
            cages.setdefault(ids[r][c], []).append((r, c))
            if totals[r][c] != "-":
                total_of[ids[r][c]] = int(totals[r][c])
    box_rows, box_cols = {9: (3, 3), 6: (2, 3), 4: (2, 2)}[n]
    houses = [[(r, c) for c in range(n)] for r in range(n)] + [[(r, c) for r in range(n)] for c in range(n)]
    houses += [
        [(br + r, bc + c) for r in range(box_rows) for c in range(box_cols)]
        for br in range(0, n, box_rows)
        for bc in range(0, n, box_cols)
    ]
    white = [(r, c) for r in range(n) for c in range(n)]
    return Puzzle(white, [(cells, total_of[key]) for key, cells in cages.items()], houses, n)


TYPES: dict[str, Callable[[str], Puzzle]] = {"Kakuro": kakuro, "KillerSudoku": killer}


def published(solution: str) -> dict[Cell, int]:
    lines = solution.strip().splitlines()[1:]
    return {(r, c): int(t) for r, line in enumerate(lines) for c, t in enumerate(line.split()) if t.isdigit()}


def measure(puzzle: Puzzle, answer: dict[Cell, int], encoding: str, solver: str) -> dict[str, Any]:
    start = time.perf_counter()
    f = Formula()
    block = f.block("digit", len(puzzle.white), puzzle.top)
    values = range(1, puzzle.top + 1)
    digits = {cell: [0, *(block.lit(i, v - 1) for v in values)] for i, cell in enumerate(puzzle.white)}
    for cell in puzzle.white:
        exactly(f, digits[cell][1:], 1, "auto")
    for cells, total in puzzle.sums:
        distinct_sum(f, [digits[cell] for cell in cells], total, encoding)
    for house in puzzle.houses:
        distinct(f, [digits[cell] for cell in house])
    built = time.perf_counter()
    with Solver(name=solver, bootstrap_with=f.clauses) as s:
        assert s.solve(), "published puzzle found unsatisfiable"
        model = set(s.get_model())
        found = {cell: next(v for v in values if digits[cell][v] in model) for cell in puzzle.white}
        assert all(found[cell] == answer[cell] for cell in puzzle.white), "solution differs from the published one"
        s.add_clause([-digits[cell][found[cell]] for cell in puzzle.white])
        unique = not s.solve()
    done = time.perf_counter()
    return {
        "build_ms": 1000 * (built - start),
        "solve_ms": 1000 * (done - built),
        "clauses": len(f.clauses),
        "unique": unique,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, metavar="PATH", default=DEFAULT_CORPUS)
    parser.add_argument("--count", type=int, default=60, help="puzzles per type (the first in the file)")
    parser.add_argument("--solver", default="cadical195")
    parser.add_argument("--csv", type=Path)
    args = parser.parse_args()
    rows: list[dict[str, Any]] = []
    for name, decode in TYPES.items():
        path = args.corpus / "puzzlekit" / f"{name}_dataset.json"
        if not path.is_file():
            sys.exit(f"sums.py: {path}: no such file: pass --corpus PATH, the folder holding puzzlekit/")
        for key, entry in list(json.loads(path.read_text())["data"].items())[: args.count]:
            puzzle, answer = decode(entry["problem"]), published(entry["solution"])
            for encoding in SUM_ENCODINGS:
                measured = measure(puzzle, answer, encoding, args.solver)
                rows.append({"type": name, "id": key, "encoding": encoding, **measured})
    header = ("type", "n", "encoding", "build ms", "solve ms", "total ms", "max ms", "clauses")
    print(" ".join(f"{h:>{w}}" for h, w in zip(header, (13, 4, 9, 9, 9, 9, 8, 8), strict=True)))
    for name in TYPES:
        for encoding in SUM_ENCODINGS:
            mine = [r for r in rows if r["type"] == name and r["encoding"] == encoding]
            build = statistics.mean(r["build_ms"] for r in mine)
            solve = statistics.mean(r["solve_ms"] for r in mine)
            worst = max(r["build_ms"] + r["solve_ms"] for r in mine)
            clauses = statistics.mean(r["clauses"] for r in mine)
            print(
                f"{name:>13} {len(mine):>4} {encoding:>9} {build:9.1f} {solve:9.1f} {build + solve:9.1f}"
                f" {worst:8.1f} {clauses:8.0f}"
            )
    unique = sum(r["unique"] for r in rows if r["encoding"] == SUM_ENCODINGS[0])
    print(f"unique (proved by the solver): {unique} of {len(rows) // len(SUM_ENCODINGS)}")
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
