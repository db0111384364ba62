"""The Suguru rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.regiondigits import region_violations, well_shaped

from .model import Solution, Suguru


def violations(p: Suguru, solution: Solution) -> list[str]:
    problems = region_violations(p, solution)
    if not well_shaped(p, solution):
        return problems
    for r in range(p.rows):
        for c in range(p.columns):
            # each touching pair once: the neighbours to the right, below-left, below and below-right
            for dr, dc in ((0, 1), (1, -1), (1, 0), (1, 1)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < p.rows and 0 <= cc < p.columns and solution[r][c] == solution[rr][cc]:
                    problems.append(f"r{r + 1}c{c + 1} and r{rr + 1}c{cc + 1} touch and both hold {solution[r][c]}")
    return problems
