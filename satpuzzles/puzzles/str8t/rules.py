"""The Str8t rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from .model import BLACK, Solution, Str8t, compartment_name


def violations(p: Str8t, solution: Solution) -> list[str]:
    n = p.size
    if len(solution) != n or any(len(row) != n for row in solution):
        return [f"the solution is not a {n}x{n} grid"]
    problems = []
    for r in range(n):
        for c in range(n):
            value, given = solution[r][c], p.digits[r][c]
            if p.black[r][c] and value != BLACK:
                problems.append(f"r{r + 1}c{c + 1} is black but holds {value}")
            elif not p.black[r][c] and not 1 <= value <= n:
                problems.append(f"r{r + 1}c{c + 1} is white but holds {value}, not a digit 1..{n}")
            elif not p.black[r][c] and given is not None and value != given:
                problems.append(f"r{r + 1}c{c + 1} holds {value}, not its given {given}")
    for name, cells in p.lines():
        seen = [p.digits[r][c] if p.black[r][c] else solution[r][c] for r, c in cells]
        digits = [d for d in seen if d is not None]
        if len(set(digits)) != len(digits):
            problems.append(f"{name} holds a digit twice: {digits}")
    for cells in p.compartments():
        values = sorted(v for r, c in cells if (v := solution[r][c]) != BLACK)
        if len(values) == len(cells) and values != list(range(values[0], values[0] + len(values))):
            problems.append(f"the compartment {compartment_name(cells)} holds {values}, not consecutive digits")
    return problems
