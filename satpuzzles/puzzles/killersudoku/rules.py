"""The Killer Sudoku rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from .model import KillerSudoku, Solution


def violations(p: KillerSudoku, solution: Solution) -> list[str]:
    n = p.size
    if len(solution) != n or any(len(row) != n for row in solution):
        return [f"the solution is not a {n}x{n} grid"]
    expected = list(range(1, n + 1))
    problems = []
    for name, cells in p.units():
        values = sorted(solution[r][c] for r, c in cells)
        if values != expected:
            problems.append(f"{name} holds {values}, not 1..{n} once each")
    for cage in p.cage_list():
        digits = [solution[r][c] for r, c in cage.cells]
        if len(set(digits)) != len(digits):
            problems.append(f"{cage.name} repeats a digit: {digits}")
        if cage.clue is not None and sum(digits) != cage.clue:
            problems.append(f"{cage.name} adds up to {sum(digits)}, not {cage.clue}")
    return problems
