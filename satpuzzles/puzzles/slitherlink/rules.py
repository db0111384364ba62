"""The Slitherlink rule checker: plain Python, from the rules, independent of the encoding.

The loop is read off the solution's inside: a grid line is on the loop where the cells on its two sides (a
cell beyond the grid is outside) differ. Then the rules are checked on the loop itself: every grid point
it visits has two of its lines, it is one piece, and each number counts its cell's sides on it.
"""

from __future__ import annotations

from collections import defaultdict

from .model import INSIDE, OUTSIDE, Slitherlink, Solution

Point = tuple[int, int]


def inside(solution: Solution, r: int, c: int) -> bool:
    return 0 <= r < len(solution) and 0 <= c < len(solution[0]) and solution[r][c] == INSIDE


def loop_lines(solution: Solution) -> list[tuple[Point, Point]]:
    """The grid lines on the loop, each as its two end points (row, column of the grid point)."""
    rows, columns = len(solution), len(solution[0])
    lines: list[tuple[Point, Point]] = []
    for r in range(rows + 1):  # horizontal lines, between cell rows r - 1 and r
        lines.extend(
            ((r, c), (r, c + 1)) for c in range(columns) if inside(solution, r - 1, c) != inside(solution, r, c)
        )
    for c in range(columns + 1):  # vertical lines, between cell columns c - 1 and c
        lines.extend(((r, c), (r + 1, c)) for r in range(rows) if inside(solution, r, c - 1) != inside(solution, r, c))
    return lines


def sides_on_loop(solution: Solution, r: int, c: int) -> int:
    here = inside(solution, r, c)
    return sum(inside(solution, r + dr, c + dc) != here for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)))


def violations(p: Slitherlink, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {INSIDE, OUTSIDE} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{INSIDE}' or '{OUTSIDE}'"]
    problems = []
    for (r, c), number in p.numbers():
        if sides_on_loop(solution, r, c) != number:
            problems.append(
                f"r{r + 1}c{c + 1} shows {number} but the loop runs along {sides_on_loop(solution, r, c)} of its sides"
            )
    lines = loop_lines(solution)
    if not lines:
        return [*problems, "there is no loop"]
    touching: dict[Point, list[Point]] = defaultdict(list)
    for a, b in lines:
        touching[a].append(b)
        touching[b].append(a)
    for (r, c), ends in sorted(touching.items()):
        if len(ends) != 2:
            problems.append(f"the loop meets itself at the grid point {r},{c} ({len(ends)} lines)")
    start = lines[0][0]
    seen, todo = {start}, [start]
    while todo:
        for q in touching[todo.pop()]:
            if q not in seen:
                seen.add(q)
                todo.append(q)
    if len(seen) != len(touching):
        problems.append("the lines form more than one loop")
    return problems
