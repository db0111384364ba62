"""The Skyscrapers rule checker: plain Python, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.grid import given_violations, line_name, line_values
from satpuzzles.typekit.visibility import clue_violations

from .model import Skyscrapers, Solution


def violations(p: Skyscrapers, solution: Solution) -> list[str]:
    n = p.size
    if len(solution) != n or any(len(row) != n for row in solution):
        return [f"the solution is not a {n}x{n} grid"]
    problems = []
    expected = sorted([0] * p.parks + list(range(1, p.max_height + 1)))
    for index, line in enumerate(line_values(solution, p.diagonal)):
        values = sorted(line)
        if values != expected:
            problems.append(f"{line_name(index, n)} holds {values}, expected {expected}")
    return problems + clue_violations(p.clues, solution) + given_violations(p.givens, solution)
