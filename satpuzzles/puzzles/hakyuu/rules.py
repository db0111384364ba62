"""The Hakyuu rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.regiondigits import region_violations, well_shaped

from .model import Hakyuu, Solution


def violations(p: Hakyuu, solution: Solution) -> list[str]:
    problems = region_violations(p, solution)
    if not well_shaped(p, solution):
        return problems
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
