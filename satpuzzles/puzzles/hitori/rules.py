"""The Hitori rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit import Cell

from .model import SHADED, UNSHADED, Hitori, Solution


def white_pieces(p: Hitori, solution: Solution) -> int:
    """How many connected pieces the unshaded cells form."""
    white = {(r, c) for r in range(p.rows) for c in range(p.columns) if solution[r][c] == UNSHADED}
    seen: set[Cell] = set()
    pieces = 0
    for start in sorted(white):
        if start in seen:
            continue
        pieces += 1
        stack = [start]
        seen.add(start)
        while stack:
            for near in p.neighbours(stack.pop()):
                if near in white and near not in seen:
                    seen.add(near)
                    stack.append(near)
    return pieces


def violations(p: Hitori, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {SHADED, UNSHADED} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{SHADED}' or '{UNSHADED}'"]
    problems = []
    for name, line in p.lines():
        seen: dict[int, int] = {}
        for r, c in line:
            if solution[r][c] == UNSHADED:
                seen[p.numbers[r][c]] = seen.get(p.numbers[r][c], 0) + 1
        problems += [f"{name} shows {n} unshaded {k} times" for n, k in sorted(seen.items()) if k > 1]
    for r in range(p.rows):
        for c in range(p.columns):
            for q, d in ((r, c + 1), (r + 1, c)):
                if q < p.rows and d < p.columns and solution[r][c] == solution[q][d] == SHADED:
                    problems.append(f"r{r + 1}c{c + 1} and r{q + 1}c{d + 1} are both shaded")
    if white_pieces(p, solution) > 1:
        problems.append("the unshaded cells are not connected")
    return problems
