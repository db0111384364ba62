"""The Kakuro rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from .model import Kakuro, Solution


def violations(p: Kakuro, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} values"]
    problems = []
    for r, c in p.black_cells():
        if solution[r][c] != 0:
            problems.append(f"r{r + 1}c{c + 1} is black but holds {solution[r][c]}")
    for r, c in p.white_cells():
        if not 1 <= solution[r][c] <= 9:
            problems.append(f"r{r + 1}c{c + 1} holds {solution[r][c]}, not a digit 1..9")
    for run in p.runs():
        digits = [solution[r][c] for r, c in run.cells]
        if len(set(digits)) != len(digits):
            problems.append(f"the {run.name} repeats a digit: {digits}")
        if run.clue is not None and sum(digits) != run.clue:
            problems.append(f"the {run.name} sums to {sum(digits)}, not {run.clue}")
    return problems
