"""Connectivity encodings measured side by side: exact (levels, binary, layers) against lazy cuts.

Real instances from the puzzlekit dataset files (`--corpus PATH`, the folder holding Nurikabe_dataset.json
and Slitherlink_dataset.json): Nurikabe (the shaded cells are connected; islands by seeded regions) and
Slitherlink (one loop along the grid lines). Each puzzle is built, solved, checked against its published
solution, and proven unique (the published solution blocked, the solver asked again), all on one session.
A table per puzzle type and size: mean variables, clauses, and CPU seconds (build + solve + proof), and the
slowest puzzle. encodings/connectivity.md quotes the results.

    python benchmarks/connectivity.py --corpus ../shared/corpus/puzzlekit --count 10
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from pysat.solvers import Solver
from tables import write_csv

from satpuzzles.cnf import Formula, exactly
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.connectivity import connected, connectivity_cuts
from satpuzzles.typekit.constraints.lazy import CutFinder, solve_with_cuts
from satpuzzles.typekit.constraints.loops import loop_cuts, loop_degrees, single_loop
from satpuzzles.typekit.constraints.paths import path_cuts, path_degrees, terminal_paths
from satpuzzles.typekit.constraints.reach import ENCODINGS
from satpuzzles.typekit.constraints.regions import seeded_regions

DEFAULT_CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "puzzlekit"
VARIANTS = (*ENCODINGS, "lazy")
Grid = list[list[str]]
Built = tuple[Formula, dict[object, int], CutFinder | None]


def parse(text: str) -> tuple[int, int, Grid]:
    lines = text.strip().splitlines()
    rows, cols = map(int, lines[0].split())
    board = [line.split() for line in lines[1 : rows + 1]]
    if len(board) != rows or any(len(row) != cols for row in board):
        raise ValueError("the grid does not match its size line")
    return rows, cols, board


def nurikabe(problem: str, variant: str) -> Built:
    """Shaded cells connected, no 2x2 shaded, each white cell in the island of one number of that size."""
    rows, cols, board = parse(problem)
    f = Formula()
    block = f.block("shaded", rows, cols)
    shaded = {cell: block.lit(*cell) for cell in grid.cells(rows, cols)}
    seeds: dict[grid.Cell, int | None] = {(r, c): int(board[r][c]) for r, c in shaded if board[r][c] != "-"}
    adjacency = grid.adjacency(rows, cols)
    seeded_regions(f, adjacency, seeds, member={c: -lit for c, lit in shaded.items()}, separated=True)
    for r in range(rows - 1):
        for c in range(cols - 1):
            f.add([-shaded[r, c], -shaded[r + 1, c], -shaded[r, c + 1], -shaded[r + 1, c + 1]])
    if variant == "lazy":
        return f, dict(shaded), connectivity_cuts(shaded, adjacency)
    connected(f, shaded, adjacency, encoding=variant)
    return f, dict(shaded), None


def nurikabe_answer(solution: str) -> set[object]:
    _, _, board = parse(solution)
    return {(r, c) for r, row in enumerate(board) for c, mark in enumerate(row) if mark == "x"}


def slitherlink(problem: str, variant: str) -> Built:
    """One loop along the grid lines; a number counts the loop's edges around its cell."""
    rows, cols, board = parse(problem)
    graph = grid.lattice(rows, cols)
    f = Formula()
    block = f.block("edge", len(graph.edges))
    edges = {e: block.first + i for i, e in enumerate(graph.edges)}
    for r in range(rows):
        for c in range(cols):
            if board[r][c] != "-":
                around = [
                    ((r, c), (r, c + 1)),
                    ((r + 1, c), (r + 1, c + 1)),
                    ((r, c), (r + 1, c)),
                    ((r, c + 1), (r + 1, c + 1)),
                ]
                exactly(f, [edges[e] for e in around], int(board[r][c]), "auto")
    if variant == "lazy":
        used = loop_degrees(f, graph, edges)
        f.add(list(edges.values()))
        return f, dict(edges), loop_cuts(graph, edges, used)
    single_loop(f, graph, edges, encoding=variant)
    return f, dict(edges), None


def slitherlink_answer(solution: str) -> set[object]:
    """The loop is the border between the cells marked inside and the rest (outside the board included)."""
    rows, cols, board = parse(solution)

    def inside(r: int, c: int) -> bool:
        return 0 <= r < rows and 0 <= c < cols and board[r][c] == "x"

    found: set[object] = set()
    for r in range(rows + 1):
        for c in range(cols):
            if inside(r - 1, c) != inside(r, c):
                found.add(((r, c), (r, c + 1)))
    for r in range(rows):
        for c in range(cols + 1):
            if inside(r, c - 1) != inside(r, c):
                found.add(((r, c), (r + 1, c)))
    return found


def numberlink(problem: str, variant: str) -> Built:
    """Each pair of equal numbers joined by a path; paths never share a cell and every cell is used."""
    rows, cols, board = parse(problem)
    ends: dict[str, list[grid.Cell]] = {}
    for r in range(rows):
        for c in range(cols):
            if board[r][c] != "-":
                ends.setdefault(board[r][c], []).append((r, c))
    pairs = [(cells[0], cells[1]) for cells in ends.values()]
    graph = grid.centres(rows, cols)
    f = Formula()
    if variant == "lazy":
        paths = path_degrees(f, graph, pairs, fill=True)
        return f, dict(paths.edges), path_cuts(graph, pairs, paths)
    paths = terminal_paths(f, graph, pairs, fill=True, encoding=variant)
    return f, dict(paths.edges), None


def numberlink_answer(solution: str) -> set[object]:
    """The edges the published tokens name: e joins a cell to its right neighbour, s to the one below."""
    rows, cols, board = parse(solution)  # every cell is on a path, so no token is blank
    found: set[object] = set()
    for r in range(rows):
        for c in range(cols):
            if "e" in board[r][c]:
                found.add(((r, c), (r, c + 1)))
            if "s" in board[r][c]:
                found.add(((r, c), (r + 1, c)))
    return found


TYPES: dict[str, tuple[Callable[[str, str], Built], Callable[[str], set[object]]]] = {
    "Nurikabe": (nurikabe, nurikabe_answer),
    "Slitherlink": (slitherlink, slitherlink_answer),
    "NumberLink": (numberlink, numberlink_answer),
}


def run(build: Callable[[str, str], Built], answer: set[object], problem: str, variant: str) -> tuple[int, int, float]:
    """Variables, clauses and CPU seconds to build, solve, check and prove unique; raises if anything is wrong.

    CPU time of this process (the solver runs in it): on a machine shared with other jobs, wall time
    measures the neighbours as much as the encoding.
    """
    start = time.process_time()
    f, primary, cuts = build(problem, variant)
    with Solver(name="cadical153", bootstrap_with=f.clauses) as solver:
        finder = cuts or (lambda truth: [])
        if not solve_with_cuts(solver, [], finder):
            raise AssertionError("no solution")
        model = set(solver.get_model())
        found = {key for key, lit in primary.items() if lit in model}
        if found != answer:
            raise AssertionError("the solution differs from the published one")
        solver.add_clause([-lit if lit in model else lit for lit in primary.values()])
        if solve_with_cuts(solver, [], finder):
            raise AssertionError("a second solution")
    return f.num_vars, f.clause_count, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--corpus",
        type=Path,
        metavar="PATH",
        default=DEFAULT_CORPUS,
        help="the folder holding the *_dataset.json files",
    )
    parser.add_argument("--count", type=int, default=5, help="puzzles per type and size (default 5)")
    parser.add_argument(
        "--sizes", default="10x10,10x18,14x24", help="board sizes, rows x cols (default 10x10,10x18,14x24)"
    )
    parser.add_argument(
        "--variants", default=",".join(VARIANTS), help=f"encodings to compare (default {','.join(VARIANTS)})"
    )
    parser.add_argument("--types", default=",".join(TYPES), help=f"puzzle types (default {','.join(TYPES)})")
    parser.add_argument("--csv", metavar="FILE", help="also write the table as CSV")
    args = parser.parse_args()
    variants = args.variants.split(",")
    if unknown := [v for v in variants if v not in VARIANTS]:
        fail(f"--variants: unknown {', '.join(unknown)}; choose from {', '.join(VARIANTS)}")
    types = args.types.split(",")
    if unknown := [t for t in types if t not in TYPES]:
        fail(f"--types: unknown {', '.join(unknown)}; choose from {', '.join(TYPES)}")
    datasets = {name: read_dataset(args.corpus / f"{name}_dataset.json") for name in types}
    rows: list[dict[str, object]] = []
    print(f"{'type':<12} {'size':>6} {'n':>3} {'encoding':<8} {'vars':>8} {'clauses':>9} {'mean s':>8} {'max s':>7}")
    for name, data in datasets.items():
        build, answer_of = TYPES[name]
        for size in args.sizes.split(","):
            header = size.replace("x", " ")
            puzzles = [p for p in data.values() if p["problem"].startswith(header + "\n")][: args.count]
            if not puzzles:
                continue
            for variant in variants:
                measured = [run(build, answer_of(p["solution"]), p["problem"], variant) for p in puzzles]
                seconds = [m[2] for m in measured]
                row = {
                    "type": name,
                    "size": size,
                    "n": len(puzzles),
                    "encoding": variant,
                    "vars": round(statistics.mean(m[0] for m in measured)),
                    "clauses": round(statistics.mean(m[1] for m in measured)),
                    "mean_s": round(statistics.mean(seconds), 3),
                    "max_s": round(max(seconds), 3),
                }
                rows.append(row)
                print(
                    f"{name:<12} {size:>6} {row['n']:>3} {variant:<8} {row['vars']:>8} {row['clauses']:>9} "
                    f"{row['mean_s']:>8.3f} {row['max_s']:>7.3f}",
                    flush=True,
                )
    if args.csv and rows:
        write_csv(args.csv, rows)


def read_dataset(path: Path) -> dict[str, dict[str, str]]:
    """A dataset file's puzzles by id; exit 2 with one line if it cannot be read."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))["data"]
        if not isinstance(data, dict):
            raise ValueError("its 'data' is not an object")
        return data
    except (OSError, ValueError, KeyError, TypeError) as error:
        fail(f"{path}: cannot read a dataset file ({error}); pass --corpus PATH, the folder holding it")


def fail(message: str) -> NoReturn:
    print(f"connectivity.py: error: {message}", file=sys.stderr)
    sys.exit(2)


if __name__ == "__main__":
    main()
