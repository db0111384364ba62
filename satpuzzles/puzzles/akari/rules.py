"""The Akari rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit import Cell

from .model import DARK, LIGHT, Akari, Solution

DIRECTIONS = ((-1, 0), (1, 0), (0, -1), (0, 1))


def seen_from(p: Akari, cell: Cell) -> list[Cell]:
    """The white cells a light at `cell` lights besides its own: along its row and column up to a black cell."""
    out = []
    for dr, dc in DIRECTIONS:
        r, c = cell[0] + dr, cell[1] + dc
        while 0 <= r < p.rows and 0 <= c < p.columns and p.is_white((r, c)):
            out.append((r, c))
            r, c = r + dr, c + dc
    return out


def violations(p: Akari, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {LIGHT, DARK} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{LIGHT}' or '{DARK}'"]
    problems = []
    lights = {(r, c) for r, row in enumerate(solution) for c, v in enumerate(row) if v == LIGHT}
    lit: set[Cell] = set()
    for cell in sorted(lights):
        where = f"r{cell[0] + 1}c{cell[1] + 1}"
        if not p.is_white(cell):
            problems.append(f"{where} is black but holds a light")
            continue
        seen = seen_from(p, cell)
        lit.update([cell, *seen])
        problems += [
            f"the light at {where} lights the light at r{r + 1}c{c + 1}"
            for r, c in seen
            if (r, c) in lights and (r, c) > cell
        ]
    for r in range(p.rows):
        for c in range(p.columns):
            if p.is_white((r, c)) and (r, c) not in lit:
                problems.append(f"r{r + 1}c{c + 1} is not lit")
    for cell, k in p.numbers():
        around = sum(near in lights for near in p.neighbours(cell))
        if around != k:
            problems.append(f"the {k} at r{cell[0] + 1}c{cell[1] + 1} has {around} lights next to it")
    return problems
