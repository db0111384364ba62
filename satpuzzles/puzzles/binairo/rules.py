"""The Binairo rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.grid import given_violations

from .model import BLACK, WHITE, Binairo, Solution, lines


def violations(p: Binairo, solution: Solution) -> list[str]:
    n = p.size
    if len(solution) != n or any(len(row) != n for row in solution):
        return [f"the solution is not a {n}x{n} grid"]
    if any(v not in (WHITE, BLACK) for row in solution for v in row):
        return ["every cell holds 0 (white) or 1 (black)"]
    problems = []
    seen: dict[tuple[str, tuple[int, ...]], str] = {}  # (row or column, values) -> the first line with them
    for name, cells in lines(n):
        values = tuple(solution[r][c] for r, c in cells)
        if values.count(BLACK) != n // 2:
            problems.append(f"{name} holds {values.count(BLACK)} black cells, expected {n // 2}")
        for i in range(n - 2):
            if values[i] == values[i + 1] == values[i + 2]:
                problems.append(f"{name} has three {'black' if values[i] else 'white'} cells in a row from {i + 1}")
        twin = seen.setdefault((name.split()[0], values), name)
        if p.distinct and twin != name:
            problems.append(f"{name} equals {twin}")
    return problems + given_violations(p.givens, solution)
