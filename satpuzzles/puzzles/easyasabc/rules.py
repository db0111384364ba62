"""The Easy As ABC rule checker: plain Python, independent of the encoding."""

from __future__ import annotations

from collections.abc import Iterable

from satpuzzles.typekit.grid import SIDES, given_violations, line_name, line_values, side_values

from .model import BLANK, NONE, EasyAsABC, Solution


def first_letter(values: Iterable[str]) -> str | None:
    """The first letter along a line, nearest first, skipping blanks (None for an all-blank line)."""
    return next((v for v in values if v != BLANK), None)


def violations(p: EasyAsABC, solution: Solution) -> list[str]:
    n = p.size
    if len(solution) != n or any(not isinstance(row, str) or len(row) != n for row in solution):
        return [f"the solution is not {n} rows of {n} characters"]
    strays = sorted({ch for row in solution for ch in row if ch != BLANK and ch not in p.letters})
    if strays:
        return [f"the solution holds {', '.join(map(repr, strays))}, expected only {p.letters} and '-'"]
    problems = []
    expected = sorted(p.letters + BLANK * p.blanks)
    for index, line in enumerate(line_values(solution, p.diagonal)):
        values = sorted(line)
        if values != expected:
            problems.append(f"{line_name(index, n)} holds {''.join(values)}, expected {''.join(expected)}")
    for side in SIDES:
        for i, clue in enumerate(p.clues(side)):
            if clue != NONE:
                seen = first_letter(side_values(solution, side, i))
                if seen != clue:
                    problems.append(f"{side} clue {i + 1} is {clue} but the first letter seen is {seen or 'none'}")
    return problems + given_violations(p.givens, solution, unknown=NONE)
