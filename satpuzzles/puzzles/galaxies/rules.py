"""The Galaxies rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.partition import connected, region_cells

from .model import Galaxies, Solution, dot_name


def violations(p: Galaxies, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} region numbers"]
    problems = []
    held: dict[int, list[tuple[int, int]]] = {}
    for y, x in p.dots:
        around = {solution[r][c] for r in (y // 2 - (y % 2 == 0), y // 2) for c in (x // 2 - (x % 2 == 0), x // 2)}
        if len(around) > 1:
            problems.append(f"{dot_name((y, x))} is split between {len(around)} regions")
        for region in around:
            held.setdefault(region, []).append((y, x))
    for region, cells in region_cells(solution).items():
        first = f"the region at r{cells[0][0] + 1}c{cells[0][1] + 1}"
        dots = held.get(region, [])
        if len(dots) != 1:
            problems.append(f"{first} holds {len(dots)} dots, expected one")
        if not connected(cells):
            problems.append(f"{first} is in several pieces")
        for y, x in dots[:1]:
            inside = set(cells)
            if any((y - 1 - r, x - 1 - c) not in inside for r, c in cells):
                problems.append(f"{first} is not symmetric about {dot_name((y, x))}")
    return problems
