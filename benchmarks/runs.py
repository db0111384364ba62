"""Nonogram lines: the two encodings of `line_runs` (automaton, starts) on published puzzles, side by side.

Reads the puzzlekit Nonogram dataset (`--corpus PATH`: the folder holding puzzlekit/Nonogram_dataset.json, or
the file itself), builds each puzzle with either encoding (a shaded literal per cell, one `line_runs` per row
and column), solves it, checks the answer against the published solution, and proves uniqueness (a second
solve with the solution blocked). Prints per-size means of build and solve time, variables and clauses.

    python benchmarks/runs.py --corpus PATH [--per-size 10] [--solver cadical195] [--csv FILE]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from pysat.solvers import Solver

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints.runs import RUN_ENCODINGS, line_runs

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from corpus_path import DEFAULT_CORPUS  # noqa: E402
from tables import write_csv  # noqa: E402

Clues = list[list[int]]


def dataset_file(corpus: Path, name: str) -> Path:
    path = corpus if corpus.is_file() else corpus / "puzzlekit" / f"{name}_dataset.json"
    if not path.is_file():
        sys.exit(f"runs.py: {path}: no such file: pass --corpus PATH, the folder holding puzzlekit/{name}_dataset.json")
    return path


def decode(problem: str) -> tuple[Clues, Clues]:
    """(row clues, column clues): the text gives `rows cols`, then one line per column, then one per row."""
    lines = problem.strip().splitlines()
    rows, cols = map(int, lines[0].split())
    clues = [[int(t) for t in line.split() if t.isdigit() and int(t)] for line in lines[1 : 1 + cols + rows]]
    return clues[cols:], clues[:cols]


def published(solution: str) -> list[list[bool]]:
    return [[token == "x" for token in line.split()] for line in solution.strip().splitlines()[1:]]


def measure(row_clues: Clues, col_clues: Clues, answer: list[list[bool]], encoding: str, solver: str) -> dict[str, Any]:
    start = time.perf_counter()
    f = Formula()
    grid = f.block("cell", len(row_clues), len(col_clues))
    cells = [[grid.lit(r, c) for c in range(len(col_clues))] for r in range(len(row_clues))]
    for r, clue in enumerate(row_clues):
        line_runs(f, cells[r], clue, encoding)
    for c, clue in enumerate(col_clues):
        line_runs(f, [row[c] for row in cells], clue, encoding)
    built = time.perf_counter()
    with Solver(name=solver, bootstrap_with=f.clauses) as s:
        assert s.solve(), "published puzzle found unsatisfiable"
        model = set(s.get_model())
        found = [[lit in model for lit in row] for row in cells]
        assert found == answer, "solution differs from the published one"
        s.add_clause([-lit if lit in model else lit for row in cells for lit in row])
        unique = not s.solve()
    done = time.perf_counter()
    return {
        "build_ms": 1000 * (built - start),
        "solve_ms": 1000 * (done - built),
        "vars": f.num_vars,
        "clauses": len(f.clauses),
        "unique": unique,
    }


def area(size: str) -> int:
    rows, cols = size.split("x")
    return int(rows) * int(cols)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, metavar="PATH", default=DEFAULT_CORPUS)
    parser.add_argument("--per-size", type=int, default=10, help="puzzles per size (the first in the file)")
    parser.add_argument("--solver", default="cadical195")
    parser.add_argument("--csv", type=Path)
    args = parser.parse_args()
    data = json.loads(dataset_file(args.corpus, "Nonogram").read_text())["data"]
    chosen: dict[str, list[tuple[str, Any]]] = defaultdict(list)
    for key, entry in data.items():
        size = entry["problem"].split("\n", 1)[0].replace(" ", "x")
        if len(chosen[size]) < args.per_size:
            chosen[size].append((key, entry))
    rows: list[dict[str, Any]] = []
    for size, entries in sorted(chosen.items(), key=lambda item: area(item[0])):
        for key, entry in entries:
            row_clues, col_clues = decode(entry["problem"])
            answer = published(entry["solution"])
            for encoding in RUN_ENCODINGS:
                rows.append(
                    {
                        "size": size,
                        "id": key,
                        "encoding": encoding,
                        **measure(row_clues, col_clues, answer, encoding, args.solver),
                    }
                )
    print(
        f"{'size':>6} {'n':>3} "
        + " ".join(f"{e + ' ' + m:>22}" for e in RUN_ENCODINGS for m in ("build+solve ms", "clauses"))
    )
    sizes = sorted({r["size"] for r in rows}, key=area)
    for size in [*sizes, "all"]:
        cells = []
        for encoding in RUN_ENCODINGS:
            mine = [r for r in rows if r["encoding"] == encoding and size in (r["size"], "all")]
            total = statistics.mean(r["build_ms"] + r["solve_ms"] for r in mine)
            build = statistics.mean(r["build_ms"] for r in mine)
            cells += [f"{total:8.1f} ({build:5.1f} build)", f"{statistics.mean(r['clauses'] for r in mine):22.0f}"]
        count = len([r for r in rows if r["encoding"] == RUN_ENCODINGS[0] and size in (r["size"], "all")])
        print(f"{size:>6} {count:>3} " + " ".join(f"{c:>22}" for c in cells))
    unique = sum(r["unique"] for r in rows if r["encoding"] == RUN_ENCODINGS[0])
    print(f"unique (proved by the solver): {unique} of {len(rows) // len(RUN_ENCODINGS)}")
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
