"""The rule checker: plain Python, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.grid import given_violations
from satpuzzles.typekit.visibility import clue_violations

from satpuzzles_skyscrapersudoku.model import SkyscraperSudoku, Solution, units


def violations(p: SkyscraperSudoku, solution: Solution) -> list[str]:
    n = p.size
    if len(solution) != n or any(len(row) != n for row in solution):
        return [f"the solution is not a {n}x{n} grid"]
    problems = []
    expected = list(range(1, n + 1))
    for name, cells in units(n, p.box):
        values = sorted(solution[r][c] for r, c in cells)
        if values != expected:
            problems.append(f"{name} holds {values}, expected {expected}")
    return problems + clue_violations(p.clues, solution) + given_violations(p.givens, solution)
