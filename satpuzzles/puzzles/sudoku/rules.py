"""The Sudoku rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.grid import given_violations

from .model import Solution, Sudoku, units


def violations(p: Sudoku, solution: Solution) -> list[str]:
    n = p.size
    if len(solution) != n or any(len(row) != n for row in solution):
        return [f"the solution is not a {n}x{n} grid"]
    expected = list(range(1, n + 1))
    problems = []
    for name, cells in units(n, p.box):
        values = sorted(solution[r][c] for r, c in cells)
        if values != expected:
            problems.append(f"{name} holds {values}, not 1..{n} once each")
    return problems + given_violations(p.givens, solution)
