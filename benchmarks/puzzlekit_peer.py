"""The peer: puzzlekit (pip package `puzzlekit`, OR-Tools CP-SAT models), run on one dataset entry at a time.

puzzlekit names its types in snake case after the dataset's names (`Nurikabe` -> `nurikabe`, `ABCEndView`
-> `abc_end_view`); `puzzlekit.solve(text, type, solver_options)` parses the problem text, builds the model
and solves it once (no uniqueness check); `puzzlekit.verifiers.grid_verifier` compares its grid with the
published one, by the type's own rule. Always one search worker.

As a script, the whole-process peer of `satpuzzles solve FILE --json`: it imports puzzlekit, solves every
entry of a dataset file and prints one JSON line of counts.

    python benchmarks/puzzlekit_peer.py FILE PUZZLEKIT_TYPE [--timeout 60]
"""

from __future__ import annotations

import argparse
import json
from typing import Any

import puzzlekit
from puzzlekit.core.grid import Grid
from puzzlekit.parsers.registry import PARSER_MAP
from puzzlekit.solvers import get_solver_class
from puzzlekit.utils.name_utils import infer_puzzle_type
from puzzlekit.verifiers import GRID_VERIFIERS, grid_verifier


def peer_type(dataset: str) -> str | None:
    """puzzlekit's name for the type of this dataset, when puzzlekit reads and solves it (with a verifier)."""
    name = infer_puzzle_type(dataset)
    try:
        get_solver_class(name)
    except (ValueError, ImportError, AttributeError):
        return None
    return name if name in PARSER_MAP and name in GRID_VERIFIERS else None


def solve(problem: str, name: str, timeout: float) -> tuple[str, Any]:
    """puzzlekit's status (Optimal, Feasible, Infeasible, Timeout, ..., or `error`) and solution grid."""
    options = {"num_workers": 1, "time_limit_sec": timeout}
    try:
        result = puzzlekit.solve(problem, name, solver_options=options)
    except Exception as error:  # noqa: BLE001 - a parse or model failure of the peer is one entry's outcome
        return f"error: {type(error).__name__}", None
    return str(result.solution_data.get("status")), result.sol_grid


def right(name: str, grid: Any, published: str | None) -> bool:
    """Whether puzzlekit's grid is the published solution, by puzzlekit's verifier for the type."""
    if grid is None or published is None or not grid.matrix or not grid.matrix[0]:
        return False
    rows = [line.split() for line in published.splitlines() if line.strip()][1:]
    try:
        return bool(grid_verifier(name, grid, Grid(rows)))
    except (IndexError, ValueError, KeyError):  # a published grid of another shape (the dataset has a few)
        return False


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file")
    parser.add_argument("name", metavar="PUZZLEKIT_TYPE")
    parser.add_argument("--timeout", type=float, default=60.0)
    args = parser.parse_args()
    with open(args.file, encoding="utf-8") as handle:
        data = json.load(handle)
    solved = correct = 0
    for entry in data["data"].values():
        status, grid = solve(entry["problem"], args.name, args.timeout)
        solved += status in ("Optimal", "Feasible")
        correct += right(args.name, grid, entry.get("solution"))
    print(json.dumps({"puzzles": len(data["data"]), "solved": solved, "right": correct}))


if __name__ == "__main__":
    main()
