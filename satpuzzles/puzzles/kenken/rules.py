"""The KenKen rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from math import prod

from .model import HIDDEN, Clue, KenKen, Solution


def reaches(values: list[int], clue: Clue) -> bool:
    """Whether the digits reach the clue's target with its operation (a hidden one: with any that fits)."""
    low, high = min(values), max(values)
    results = {
        "+": sum(values) == clue.target,
        "x": prod(values) == clue.target,
        "-": len(values) == 2 and high - low == clue.target,
        "/": len(values) == 2 and high == clue.target * low,
    }
    return any(results.values()) if clue.operation == HIDDEN else results[clue.operation]


def violations(p: KenKen, solution: Solution) -> list[str]:
    n = p.size
    if len(solution) != n or any(len(row) != n for row in solution):
        return [f"the solution is not a {n}x{n} grid"]
    problems = []
    for name, cells in p.lines():
        values = sorted(solution[r][c] for r, c in cells)
        if values != list(range(1, n + 1)):
            problems.append(f"{name} holds {values}, not 1..{n} once each")
    for cage in p.cage_list():
        values = [solution[r][c] for r, c in cage.cells]
        if cage.clue is not None and not reaches(values, cage.clue):
            problems.append(f"{cage.name} holds {values}, which do not make {cage.clue.text}")
    return problems
