"""The Gokigen Naname rule checker: plain Python, from the rules, independent of the encoding.

Each number is compared with the diagonals touching its grid point; a loop is found by joining the grid
points along the diagonals one at a time (union-find): a diagonal whose two ends are already joined closes one.
"""

from __future__ import annotations

from .model import FALLING, RISING, Gokigen, Point, Solution, ends, touching


def count_at(p: Gokigen, solution: Solution, point: Point) -> int:
    return sum(solution[r][c] == d for (r, c), d in touching(p.rows, p.columns, point))


def violations(p: Gokigen, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - {RISING, FALLING} for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters '{RISING}' or '{FALLING}'"]
    problems = []
    for (i, j), number in p.numbers():
        if count_at(p, solution, (i, j)) != number:
            problems.append(f"the {number} at grid point {i},{j} touches {count_at(p, solution, (i, j))} diagonals")
    parent: dict[Point, Point] = {}

    def root(v: Point) -> Point:
        while parent.get(v, v) != v:
            v = parent[v]
        return v

    for r, row in enumerate(solution):
        for c, diagonal in enumerate(row):
            a, b = (root(v) for v in ends((r, c), diagonal))
            if a == b:
                problems.append(f"the diagonal in r{r + 1}c{c + 1} closes a loop")
            parent[a] = b
    return problems
