"""The Skyscrapers rule checker: plain Python, independent of the encoding."""

from __future__ import annotations

from satpuzzles.puzzles.grid import SIDES, line_cells, named_lines
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers, Solution


def visible(heights: list[int]) -> int:
    """Buildings seen along a line, nearest first; parks (0) are not seen and hide nothing."""
    tallest, count = 0, 0
    for h in heights:
        if h > tallest:
            tallest, count = h, count + 1
    return count


def violations(p: Skyscrapers, solution: Solution) -> list[str]:
    n = p.size
    if len(solution) != n or any(len(row) != n for row in solution):
        return [f"the solution is not a {n}x{n} grid"]
    problems = []
    expected = sorted([0] * p.parks + list(range(1, p.max_height + 1)))
    for name, cells in named_lines(n, p.diagonal):
        values = sorted(solution[r][c] for r, c in cells)
        if values != expected:
            problems.append(f"{name} holds {values}, expected {expected}")
    for side in SIDES:
        for i, clue in enumerate(p.clues(side)):
            if clue:
                seen = visible([solution[r][c] for r, c in line_cells(side, i, n)])
                if seen != clue:
                    problems.append(f"{side} clue {i + 1} is {clue} but {seen} buildings are seen")
    if p.givens is not None:
        for r, row in enumerate(p.givens):
            for c, given in enumerate(row):
                if given is not None and solution[r][c] != given:
                    problems.append(f"row {r + 1}, column {c + 1} is given {given} but holds {solution[r][c]}")
    return problems
