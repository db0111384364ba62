"""The Kakurasu rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from .model import EMPTY, SHADED, Kakurasu, Solution


def violations(p: Kakurasu, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {SHADED, EMPTY} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{SHADED}' or '{EMPTY}'"]
    problems = []
    for r, want in enumerate(p.row_sums):
        total = sum(c + 1 for c, v in enumerate(solution[r]) if v == SHADED)
        if want is not None and total != want:
            problems.append(f"row {r + 1}'s shaded cells sum to {total}, expected {want}")
    for c, want in enumerate(p.column_sums):
        total = sum(r + 1 for r, row in enumerate(solution) if row[c] == SHADED)
        if want is not None and total != want:
            problems.append(f"column {c + 1}'s shaded cells sum to {total}, expected {want}")
    return problems
