"""The Heyawake rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

import itertools

from satpuzzles.typekit import Cell
from satpuzzles.typekit.shadingjson import SHADED, UNSHADED

from .model import Heyawake, Solution


def white_pieces(p: Heyawake, solution: Solution) -> int:
    left = {(r, c) for r in range(p.rows) for c in range(p.columns) if solution[r][c] == UNSHADED}
    count = 0
    while left:
        count += 1
        stack = [left.pop()]
        while stack:
            r, c = stack.pop()
            for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if near in left:
                    left.remove(near)
                    stack.append(near)
    return count


def long_runs(p: Heyawake, solution: Solution) -> list[list[Cell]]:
    """The maximal straight runs of unshaded cells that cross two room borders or more."""
    lines = [[(r, c) for c in range(p.columns)] for r in range(p.rows)]
    lines += [[(r, c) for r in range(p.rows)] for c in range(p.columns)]
    found = []
    for line in lines:
        run: list[Cell] = []
        for cell in [*line, None]:
            if cell is not None and solution[cell[0]][cell[1]] == UNSHADED:
                run.append(cell)
                continue
            rooms = [p.rooms[r][c] for r, c in run]
            if sum(a != b for a, b in itertools.pairwise(rooms)) >= 2:
                found.append(run)
            run = []
    return found


def violations(p: Heyawake, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {SHADED, UNSHADED} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{SHADED}' or '{UNSHADED}'"]
    problems = []
    rooms = p.room_cells()
    for (r, c), k in p.clues():
        shaded = sum(solution[q][d] == SHADED for q, d in rooms[p.rooms[r][c]])
        if shaded != k:
            problems.append(f"the room numbered {k} at r{r + 1}c{c + 1} holds {shaded} shaded cells")
    for r in range(p.rows):
        for c in range(p.columns):
            right = c + 1 < p.columns and solution[r][c] == solution[r][c + 1] == SHADED
            below = r + 1 < p.rows and solution[r][c] == solution[r + 1][c] == SHADED
            if right or below:
                problems.append(f"the shaded cell at r{r + 1}c{c + 1} touches another")
    for run in long_runs(p, solution):
        (r, c), (q, d) = run[0], run[-1]
        problems.append(f"the unshaded run r{r + 1}c{c + 1}-r{q + 1}c{d + 1} crosses two room borders")
    if white_pieces(p, solution) > 1:
        problems.append("the unshaded cells are not connected")
    return problems
