"""The Star Battle rule checker: plain Python, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.grid import named_lines

from .model import Solution, StarBattle


def violations(p: StarBattle, solution: Solution) -> list[str]:
    n, s = p.size, p.stars
    if len(solution) != n or any(len(row) != n for row in solution):
        return [f"the solution is not a {n}x{n} grid"]
    problems = []
    for r, row in enumerate(solution):
        for c, value in enumerate(row):
            if value not in (0, 1):
                problems.append(f"row {r + 1}, column {c + 1} holds {value!r}, expected 0 or 1")
            elif value and p.is_blocked(r, c):
                problems.append(f"row {r + 1}, column {c + 1} is blocked but holds a star")
    if problems:
        return problems
    for name, cells in named_lines(n):
        count = sum(solution[r][c] for r, c in cells)
        if count != s:
            problems.append(f"{name} holds {count} stars, expected {s}")
    for region, members in p.region_cells().items():
        count = sum(solution[r][c] for r, c in members)
        if count != s:
            problems.append(f"region id {region} holds {count} stars, expected {s}")
    for r in range(n):
        for c in range(n):
            if not solution[r][c]:
                continue
            # Look only forward (right, down-left, down, down-right) so each touching pair is named once.
            for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
                q, d = r + dr, c + dc
                if 0 <= q < n and 0 <= d < n and solution[q][d]:
                    problems.append(f"stars at row {r + 1}, column {c + 1} and row {q + 1}, column {d + 1} touch")
    return problems
