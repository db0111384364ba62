"""The Hitori rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.shading import mark_pieces, touching

from .model import SHADED, UNSHADED, Hitori, Solution


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
    problems += [
        f"r{r + 1}c{c + 1} and r{q + 1}c{d + 1} are both shaded" for (r, c), (q, d) in touching(solution, SHADED)
    ]
    if mark_pieces(solution, UNSHADED) > 1:
        problems.append("the unshaded cells are not connected")
    return problems
