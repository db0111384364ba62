"""The Magnets rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from .model import BLANK, MINUS, PLUS, VALUES, Magnets, Solution


def violations(p: Magnets, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - set(VALUES) for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters +, - or x"]
    problems = []
    for (r1, c1), (r2, c2) in p.pairs():
        pair = {solution[r1][c1], solution[r2][c2]}
        if pair not in ({PLUS, MINUS}, {BLANK}):
            problems.append(
                f"the domino at r{r1 + 1}c{c1 + 1} and r{r2 + 1}c{c2 + 1} holds {' and '.join(sorted(pair))}"
            )
    for r in range(p.rows):
        for c in range(p.columns):
            for y, x in ((r, c + 1), (r + 1, c)):
                if y < p.rows and x < p.columns and solution[r][c] == solution[y][x] != BLANK:
                    problems.append(f"r{r + 1}c{c + 1} and r{y + 1}c{x + 1} are equal poles side by side")
            given = p.given((r, c))
            if given is not None and solution[r][c] != given:
                problems.append(f"r{r + 1}c{c + 1} is given {given} but holds {solution[r][c]}")
    for sign, rows, columns in ((PLUS, p.plus_rows, p.plus_columns), (MINUS, p.minus_rows, p.minus_columns)):
        for r, want in enumerate(rows):
            if want is not None and solution[r].count(sign) != want:
                problems.append(f"row {r + 1} holds {solution[r].count(sign)} {sign}, expected {want}")
        for c, want in enumerate(columns):
            held = sum(row[c] == sign for row in solution)
            if want is not None and held != want:
                problems.append(f"column {c + 1} holds {held} {sign}, expected {want}")
    return problems
