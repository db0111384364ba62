"""The Dominos rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from collections import Counter

from .model import OPPOSITE, STEPS, Dominos, Solution, full_set, full_set_problems


def violations(p: Dominos, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - set(STEPS) for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} letters n, w, e, s"]
    problems = full_set_problems(p)
    if problems:
        return problems
    numbers = full_set(p)
    laid: Counter[tuple[int, int]] = Counter()
    for r, row in enumerate(solution):
        for c, direction in enumerate(row):
            other = p.partner((r, c), direction)
            if other is None or solution[other[0]][other[1]] != OPPOSITE[direction]:
                problems.append(f"r{r + 1}c{c + 1}'s domino has no partner cell pointing back")
            elif (r, c) < other:
                a, b = numbers[r][c], numbers[other[0]][other[1]]
                laid[min(a, b), max(a, b)] += 1
    if not problems:
        for a in range(p.top + 1):
            for b in range(a, p.top + 1):
                if laid[a, b] != 1:
                    problems.append(f"the domino {a}-{b} is laid {laid[a, b]} times, expected once")
    return problems
