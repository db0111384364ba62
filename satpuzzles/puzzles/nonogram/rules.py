"""The Nonogram rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from .model import EMPTY, SHADED, Nonogram, Solution, runs


def violations(p: Nonogram, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {SHADED, EMPTY} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{SHADED}' or '{EMPTY}'"]
    problems = []
    for name, cells, clue in p.lines():
        shown = runs([solution[r][c] == SHADED for r, c in cells])
        if shown != clue:

            def text(found: tuple[int, ...]) -> str:
                return " ".join(map(str, found)) or "no run"

            problems.append(f"{name} shows {text(shown)}, expected {text(clue)}")
    return problems
