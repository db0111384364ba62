"""The rule checker: plain Python, independent of the encoding."""

from __future__ import annotations

from satpuzzles.puzzles.grid import SIDES, line_cells

from satpuzzles_skyscrapersudoku.model import SkyscraperSudoku, Solution, units


def visible(heights: list[int]) -> int:
    """Buildings seen along a line, nearest first: each one taller than all before it."""
    tallest, count = 0, 0
    for h in heights:
        if h > tallest:
            tallest, count = h, count + 1
    return count


def seen_from(solution: Solution, side: str, index: int) -> int:
    return visible([solution[r][c] for r, c in line_cells(side, index, len(solution))])


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
    for side in SIDES:
        for i, clue in enumerate(p.clues(side)):
            if clue and (seen := seen_from(solution, side, i)) != clue:
                problems.append(f"{side} clue {i + 1} is {clue} but {seen} buildings are seen")
    for r, row in enumerate(p.givens or ()):
        for c, given in enumerate(row):
            if given is not None and solution[r][c] != given:
                problems.append(f"row {r + 1}, column {c + 1} is given {given} but holds {solution[r][c]}")
    return problems
