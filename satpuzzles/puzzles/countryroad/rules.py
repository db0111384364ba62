"""The Country Road rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.linecheck import STEP, loop_problems, sides, where
from satpuzzles.typekit.textgrid import BLOCKED_REGION

from .model import EMPTY, VALUES, CountryRoad, Solution


def loop_cells(solution: Solution, cells: Sequence[Cell]) -> list[Cell]:
    """The cells of `cells` the loop passes through."""
    return [(r, c) for r, c in cells if solution[r][c] != EMPTY]


def violations(p: CountryRoad, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - set(VALUES) for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} line pieces ({', '.join(VALUES)})"]
    problems = loop_problems(solution)
    problems += [f"the loop passes the blocked cell {where(cell)}" for cell in loop_cells(solution, p.blocked_cells())]
    regions = p.region_cells()
    numbers = dict(p.placed())
    for region, cells in regions.items():
        crossings = sum(
            1
            for r, c in cells
            for side in sides(solution[r][c])
            if 0 <= r + STEP[side][0] < p.rows
            and 0 <= c + STEP[side][1] < p.columns
            and p.regions[r + STEP[side][0]][c + STEP[side][1]] != region
        )
        on_loop = loop_cells(solution, cells)
        if not on_loop:
            problems.append(f"the loop misses the region of {where(cells[0])}")
        elif len(regions) > 1 and crossings != 2:
            problems.append(f"the loop enters the region of {where(cells[0])} {crossings // 2} times, not once")
        for cell in cells:
            if cell in numbers and numbers[cell] != len(on_loop):
                problems.append(
                    f"the number {numbers[cell]} at {where(cell)} counts {len(on_loop)} loop cells in its region"
                )
    for r in range(p.rows):
        for c in range(p.columns):
            for dr, dc in ((0, 1), (1, 0)):
                nr, nc = r + dr, c + dc
                if (
                    nr < p.rows
                    and nc < p.columns
                    and p.regions[r][c] != p.regions[nr][nc]
                    and BLOCKED_REGION not in (p.regions[r][c], p.regions[nr][nc])
                    and solution[r][c] == EMPTY
                    and solution[nr][nc] == EMPTY
                ):
                    problems.append(f"{where((r, c))} and {where((nr, nc))} across a region border are both empty")
    return problems
