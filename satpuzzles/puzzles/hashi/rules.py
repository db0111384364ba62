"""The Hashi rule checker: plain Python, from the rules, independent of the encoding.

The bridges are read off the solution's cells: a run of equal bridge cells along a row (or a column) is one
bridge of one or two lines, and it must end at an island on both sides. Then each number counts the bridge
lines at its island, and the islands joined by bridges are one group.
"""

from __future__ import annotations

from satpuzzles.typekit.linecheck import components, where

from .model import ACROSS, DOWN, NONE, VALUES, Hashi, Solution

Cell = tuple[int, int]


def _value(solution: Solution, r: int, c: int) -> str:
    return solution[r][c] if 0 <= r < len(solution) and 0 <= c < len(solution[0]) else NONE


def bridges(p: Hashi, solution: Solution) -> tuple[list[tuple[Cell, Cell, int]], list[str]]:
    """The bridges (two islands and the lines between them) and the cells where a bridge breaks the rules."""
    found: list[tuple[Cell, Cell, int]] = []
    problems: list[str] = []
    for r in range(p.rows):
        for c in range(p.columns):
            value = solution[r][c]
            if value == NONE:
                continue
            if p.islands[r][c] is not None:
                problems.append(f"a bridge crosses the island at {where((r, c))}")
                continue
            dr, dc = (0, 1) if value in ACROSS else (1, 0)
            if _value(solution, r - dr, c - dc) == value:
                continue  # not the first cell of its bridge
            end = (r, c)
            while _value(solution, end[0] + dr, end[1] + dc) == value:
                end = (end[0] + dr, end[1] + dc)
            start, stop = (r - dr, c - dc), (end[0] + dr, end[1] + dc)
            if not all(
                0 <= q[0] < p.rows and 0 <= q[1] < p.columns and p.islands[q[0]][q[1]] is not None
                for q in (start, stop)
            ):
                problems.append(f"the bridge through {where((r, c))} does not run from island to island")
                continue
            found.append((start, stop, {**ACROSS, **DOWN}[value]))
    return found, problems


def violations(p: Hashi, solution: Solution) -> list[str]:
    if len(solution) != p.rows or any(len(row) != p.columns or set(row) - set(VALUES) for row in solution):
        return [f"the solution is not {p.rows} rows of {p.columns} characters from {' '.join(VALUES)}"]
    found, problems = bridges(p, solution)
    lines = _counts(p, found)
    joined: dict[Cell, list[Cell]] = {cell: [] for cell in p.island_cells()}
    for a, b, _ in found:
        joined[a].append(b)
        joined[b].append(a)
    for (r, c), number in p.numbers():
        if lines[r, c] != number:
            problems.append(f"the island at {where((r, c))} shows {number} but has {lines[r, c]} bridges")
    pieces = components(joined)
    if len(pieces) > 1:
        start = pieces[0][0]
        problems.append(
            f"the islands are not all connected: {len(joined) - len(pieces[0])} cannot reach the one at {where(start)}"
        )
    return problems


def counts(p: Hashi, solution: Solution) -> dict[Cell, int]:
    """Each island's bridge lines in a solution (0 for an island without bridges)."""
    return _counts(p, bridges(p, solution)[0])


def _counts(p: Hashi, found: list[tuple[Cell, Cell, int]]) -> dict[Cell, int]:
    out = dict.fromkeys(p.island_cells(), 0)
    for a, b, count in found:
        out[a] += count
        out[b] += count
    return out
