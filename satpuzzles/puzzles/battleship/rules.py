"""The Battleship rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from collections import Counter

from satpuzzles.typekit.base import Cell

from .model import NOTHING, PART_NAMES, SEA, SHIP, WATER, Battleship, Solution, part_of


def groups(solution: Solution) -> list[list[Cell]]:
    """The ship segments in groups of cells that touch, diagonally included (each should be one ship)."""
    left = {(r, c) for r, row in enumerate(solution) for c, v in enumerate(row) if v == SHIP}
    found = []
    while left:
        todo, group = [min(left)], []
        left.remove(todo[0])
        while todo:
            r, c = todo.pop()
            group.append((r, c))
            for near in [(r + a, c + b) for a in (-1, 0, 1) for b in (-1, 0, 1)]:
                if near in left:
                    left.remove(near)
                    todo.append(near)
        found.append(sorted(group))
    return sorted(found)


def violations(p: Battleship, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {SHIP, SEA} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{SHIP}' (a ship segment) or '{SEA}'"]
    problems = []
    lengths: Counter[int] = Counter()
    for group in groups(solution):
        (r, c) = group[0]
        if len({y for y, _ in group}) > 1 and len({x for _, x in group}) > 1:
            problems.append(
                f"the segments from r{r + 1}c{c + 1} are not one straight ship (ships never touch, not even diagonally)"
            )
        else:
            lengths[len(group)] += 1
    longest = max([len(p.fleet), *lengths])
    for k in range(longest):
        ships = p.fleet[k] if k < len(p.fleet) else 0
        if lengths[k + 1] != ships:
            problems.append(f"the grid holds {lengths[k + 1]} ships of length {k + 1}, the fleet has {ships}")
    for r, want in enumerate(p.row_counts):
        held = solution[r].count(SHIP)
        if want is not None and held != want:
            problems.append(f"row {r + 1} holds {held} ship segments, expected {want}")
    for c, want in enumerate(p.column_counts):
        held = sum(row[c] == SHIP for row in solution)
        if want is not None and held != want:
            problems.append(f"column {c + 1} holds {held} ship segments, expected {want}")
    for (r, c), given in p.given_cells():
        shows = WATER if solution[r][c] == SEA else part_of(solution, (r, c))
        if given != NOTHING and shows != given:
            problems.append(f"r{r + 1}c{c + 1} shows {PART_NAMES[given]} but holds {PART_NAMES[shows]}")
    return problems
