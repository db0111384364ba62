"""The Shikaku rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.partition import region_cells

from .model import Shikaku, Solution


def violations(p: Shikaku, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} region numbers"]
    problems = []
    clues = p.clues()
    for cells in region_cells(solution).values():
        first = f"the region at r{cells[0][0] + 1}c{cells[0][1] + 1}"
        rows = {r for r, _ in cells}
        columns = {c for _, c in cells}
        height, width = max(rows) - min(rows) + 1, max(columns) - min(columns) + 1
        if height * width != len(cells):
            problems.append(f"{first} is not a rectangle")
        numbers = [clues[cell] for cell in cells if cell in clues]
        if len(numbers) != 1:
            problems.append(f"{first} holds {len(numbers)} numbers, expected one")
        elif numbers[0] != len(cells):
            problems.append(f"{first} has {len(cells)} cells but holds the number {numbers[0]}")
    return problems
