"""The Fillomino rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.grid import given_violations

from .model import Fillomino, Solution, areas


def violations(p: Fillomino, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} numbers"]
    problems = given_violations(p.givens, solution)
    for area in areas(solution):
        r, c = area[0]
        if len(area) != solution[r][c]:
            problems.append(f"the area of {solution[r][c]}s at r{r + 1}c{c + 1} has {len(area)} cells")
    return problems
