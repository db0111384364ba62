"""The Hakyuu rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.grid import given_violations

from .model import Hakyuu, Solution, region_name


def violations(p: Hakyuu, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} digits"]
    problems = given_violations(p.givens, solution)
    for cells in p.region_cells().values():
        digits = sorted(solution[r][c] for r, c in cells)
        if digits != list(range(1, len(cells) + 1)):
            problems.append(f"{region_name(cells)} holds {digits}, not 1 to {len(cells)} once each")
    for name, cells in p.lines():
        values = [solution[r][c] for r, c in cells]
        for i, d in enumerate(values):
            near = next((j for j in range(i + 1, min(i + d + 1, len(values))) if values[j] == d), None)
            if near is not None:
                gap = near - i - 1
                problems.append(
                    f"{name}: two {d}s have {gap} cell{'' if gap == 1 else 's'} between them, fewer than {d}"
                )
    return problems
