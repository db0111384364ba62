"""The Nurikabe rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit import Cell
from satpuzzles.typekit.shadingjson import SHADED, UNSHADED

from .model import Nurikabe, Solution


def pieces(p: Nurikabe, solution: Solution, mark: str) -> list[set[Cell]]:
    """The orthogonally connected groups of cells marked `mark`, in reading order of their first cells."""
    left = {(r, c) for r in range(p.rows) for c in range(p.columns) if solution[r][c] == mark}
    found = []
    for start in sorted(left):
        if start not in left:
            continue
        left.remove(start)
        piece, stack = {start}, [start]
        while stack:
            r, c = stack.pop()
            for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                if near in left:
                    left.remove(near)
                    piece.add(near)
                    stack.append(near)
        found.append(piece)
    return found


def violations(p: Nurikabe, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {SHADED, UNSHADED} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{SHADED}' or '{UNSHADED}'"]
    problems = []
    seeds = p.seeds()
    problems += [f"the number at r{r + 1}c{c + 1} is shaded" for r, c in seeds if solution[r][c] == SHADED]
    for island in pieces(p, solution, UNSHADED):
        numbers = sorted(cell for cell in island if cell in seeds)
        r, c = min(island)
        if not numbers:
            problems.append(f"the island at r{r + 1}c{c + 1} holds no number")
        elif len(numbers) > 1:
            problems.append(f"the island at r{r + 1}c{c + 1} holds {len(numbers)} numbers")
        elif seeds[numbers[0]] not in (None, len(island)):
            (q, d) = numbers[0]
            problems.append(f"the island of the {seeds[numbers[0]]} at r{q + 1}c{d + 1} has {len(island)} cells")
    if len(pieces(p, solution, SHADED)) > 1:
        problems.append("the shaded cells are not connected")
    for r in range(p.rows - 1):
        for c in range(p.columns - 1):
            if all(solution[q][d] == SHADED for q in (r, r + 1) for d in (c, c + 1)):
                problems.append(f"the 2x2 area at r{r + 1}c{c + 1} is all shaded")
    return problems
