"""The Numberlink rule checker: plain Python, from the rules, independent of the encoding."""

from __future__ import annotations

from satpuzzles.typekit.linecheck import components, line_graph, line_problems, sides, where

from .model import VALUES, Numberlink, Solution


def violations(p: Numberlink, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - set(VALUES) for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} line pieces ({', '.join(VALUES)})"]
    problems = line_problems(solution)
    numbers = dict(p.placed())
    for r, row in enumerate(solution):
        for c, token in enumerate(row):
            count = len(sides(token))
            if (r, c) in numbers and count != 1:
                problems.append(f"no single line leaves the number at {where((r, c))}")
            elif (r, c) not in numbers and count == 1:
                problems.append(f"a line ends at {where((r, c))}, which holds no number")
    for piece in components(line_graph(solution)):
        ends = sorted((numbers[cell], cell) for cell in piece if cell in numbers)
        if not ends:
            problems.append(f"the line through {where(piece[0])} is a closed loop")
        elif len(ends) == 2 and ends[0][0] != ends[1][0]:
            problems.append(f"a line joins the {ends[0][0]} at {where(ends[0][1])} to the {ends[1][0]}")
        elif len(ends) != 2:
            problems.append(f"the line through {where(piece[0])} meets {len(ends)} numbers, not two")
    return problems
