"""The Norinori rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from .model import PER_REGION, Norinori, Solution, region_name


def violations(p: Norinori, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.cols for row in solution):
        return [f"the solution is not a {p.rows}x{p.cols} grid"]
    if any(v not in (0, 1) for row in solution for v in row):
        return ["every cell is 1 (shaded) or 0"]
    problems = [
        f"row {r + 1}, column {c + 1} is given shaded but is not shaded" for r, c in p.givens if not solution[r][c]
    ]
    for cells in p.region_cells().values():
        shaded = sum(solution[r][c] for r, c in cells)
        if shaded != PER_REGION:
            problems.append(f"{region_name(cells)} holds {shaded} shaded cells, expected {PER_REGION}")
    for r in range(p.rows):
        for c in range(p.cols):
            if solution[r][c]:
                touching = sum(solution[q][d] for q, d in p.neighbours(r, c))
                if touching != 1:
                    problems.append(
                        f"row {r + 1}, column {c + 1} is shaded with {touching} shaded neighbours, expected 1"
                    )
    return problems
