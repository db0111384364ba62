"""The Simple Loop rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.linecheck import loop_problems, where

from .model import EMPTY, VALUES, SimpleLoop, Solution


def violations(p: SimpleLoop, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - set(VALUES) for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} line pieces ({', '.join(VALUES)})"]
    problems = loop_problems(solution)
    for r, row in enumerate(p.blocked):
        for c, blocked in enumerate(row):
            if blocked and solution[r][c] != EMPTY:
                problems.append(f"the loop passes the blocked cell {where((r, c))}")
            elif not blocked and solution[r][c] == EMPTY:
                problems.append(f"the loop misses {where((r, c))}")
    return problems
