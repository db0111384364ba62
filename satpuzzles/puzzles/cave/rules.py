"""The Cave rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.shading import mark_pieces, sight

from .model import SHADED, UNSHADED, Cave, Solution


def walls_reach_the_edge(p: Cave, solution: Solution) -> bool:
    """Whether every shaded cell reaches the edge of the grid through shaded cells."""
    shaded = {(r, c) for r in range(p.rows) for c in range(p.columns) if solution[r][c] == SHADED}
    stack = [(r, c) for r, c in shaded if r in (0, p.rows - 1) or c in (0, p.columns - 1)]
    reached = set(stack)
    while stack:
        for near in p.neighbours(stack.pop()):
            if near in shaded and near not in reached:
                reached.add(near)
                stack.append(near)
    return reached == shaded


def violations(p: Cave, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {SHADED, UNSHADED} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{SHADED}' or '{UNSHADED}'"]
    problems = []
    problems += [f"the ? at r{r + 1}c{c + 1} is shaded" for r, c in p.questions() if solution[r][c] == SHADED]
    for (r, c), k in p.clues():
        where = f"r{r + 1}c{c + 1}"
        if solution[r][c] == SHADED:
            problems.append(f"the {k} at {where} is shaded")
        elif sight(solution, (r, c), UNSHADED) != k:
            problems.append(f"the {k} at {where} sees {sight(solution, (r, c), UNSHADED)} cells")
    if not walls_reach_the_edge(p, solution):
        problems.append("some shaded cells do not reach the edge through shaded cells")
    if mark_pieces(solution, UNSHADED) > 1:
        problems.append("the unshaded cells are not connected")
    return problems
