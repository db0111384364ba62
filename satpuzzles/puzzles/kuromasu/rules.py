"""The Kuromasu rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.shading import mark_pieces, sight, touching

from .model import SHADED, UNSHADED, Kuromasu, Solution


def violations(p: Kuromasu, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {SHADED, UNSHADED} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{SHADED}' or '{UNSHADED}'"]
    problems = []
    for (r, c), k in p.clues():
        where = f"r{r + 1}c{c + 1}"
        if solution[r][c] == SHADED:
            problems.append(f"the {k} at {where} is shaded")
        elif sight(solution, (r, c), UNSHADED) != k:
            problems.append(f"the {k} at {where} sees {sight(solution, (r, c), UNSHADED)} cells")
    problems += [
        f"r{r + 1}c{c + 1} and r{q + 1}c{d + 1} are both shaded" for (r, c), (q, d) in touching(solution, SHADED)
    ]
    if mark_pieces(solution, UNSHADED) > 1:
        problems.append("the unshaded cells are not connected")
    return problems
