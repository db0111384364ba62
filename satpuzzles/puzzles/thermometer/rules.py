"""The Thermometer rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from itertools import pairwise

from .model import EMPTY, FILLED, Solution, Thermometer


def violations(p: Thermometer, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {FILLED, EMPTY} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{FILLED}' or '{EMPTY}'"]
    problems = []
    for k, thermometer in enumerate(p.thermometers):
        filled = [solution[r][c] == FILLED for r, c in thermometer]
        if any(after and not before for before, after in pairwise(filled)):
            problems.append(f"thermometer {k + 1} (bulb at r{thermometer[0][0] + 1}c{thermometer[0][1] + 1}) has a gap")
    for r, want in enumerate(p.row_counts):
        if want is not None and solution[r].count(FILLED) != want:
            problems.append(f"row {r + 1} has {solution[r].count(FILLED)} filled cells, expected {want}")
    for c, want in enumerate(p.column_counts):
        held = sum(row[c] == FILLED for row in solution)
        if want is not None and held != want:
            problems.append(f"column {c + 1} has {held} filled cells, expected {want}")
    return problems
