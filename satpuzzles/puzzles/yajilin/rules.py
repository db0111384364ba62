"""The Yajilin rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.linecheck import loop_problems, where

from .model import EMPTY, SHADED, VALUES, Solution, Yajilin


def violations(p: Yajilin, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - set(VALUES) for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} cells ({', '.join(VALUES)})"]
    problems = loop_problems(solution)  # shaded cells (`x`) hold no line
    clue_cells = set(p.clue_cells())
    for r in range(p.rows):
        for c in range(p.columns):
            value = solution[r][c]
            if (r, c) in clue_cells and value != EMPTY:
                problems.append(f"the clue cell {where((r, c))} holds {value}")
            elif (r, c) not in clue_cells and value == EMPTY:
                problems.append(f"{where((r, c))} is neither shaded nor on the loop")
            if value == SHADED and any(
                solution[r + dr][c + dc] == SHADED
                for dr, dc in ((1, 0), (0, 1))
                if r + dr < p.rows and c + dc < p.columns
            ):
                problems.append(f"the shaded cell {where((r, c))} touches another")
    for cell, number, direction in p.arrows():
        count = sum(solution[r][c] == SHADED for r, c in p.seen(cell, direction))
        if count != number:
            problems.append(f"the arrow at {where(cell)} says {number} shaded cells, found {count}")
    return problems
