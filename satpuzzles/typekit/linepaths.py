"""Lines through cell centres as ordered cells and back as piece tokens: what the line types' generators edit.

A solution grid holds a piece per cell (constraints/pieces.py: `ns`, `ew`, `ne`, `nw`, `se`, `sw` passing
through, `n`, `e`, `s`, `w` ending, `-` empty); a generator cuts and shortens lines more easily as lists.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.constraints.pieces import ENDS, LOOP_PIECES
from satpuzzles.typekit.linecheck import line_graph

EMPTY = "-"
SIDE_OF = {(-1, 0): "n", (1, 0): "s", (0, -1): "w", (0, 1): "e"}
TOKEN = {frozenset(piece): piece for piece in (*LOOP_PIECES, *ENDS)}


def toward(u: Cell, v: Cell) -> str:
    """The side of `u` that faces its neighbour `v`."""
    return SIDE_OF[v[0] - u[0], v[1] - u[1]]


def adjacent(u: Cell, v: Cell) -> bool:
    return abs(u[0] - v[0]) + abs(u[1] - v[1]) == 1


def lines_of(grid: Sequence[Sequence[str]]) -> list[list[Cell]]:
    """Each line of a solution grid as its cells in order along it: an open line from one end, a closed loop
    from its first cell in reading order (the last cell then joins the first)."""
    graph = line_graph(grid)
    seen: set[Cell] = set()
    out: list[list[Cell]] = []
    starts = [cell for cell in sorted(graph) if len(graph[cell]) == 1] + sorted(graph)
    for start in starts:
        if start in seen:
            continue
        line, previous, cell = [start], None, start
        seen.add(start)
        while True:
            ahead = [u for u in graph[cell] if u != previous and u not in seen]
            if not ahead:
                break
            previous, cell = cell, ahead[0]
            seen.add(cell)
            line.append(cell)
        out.append(line)
    return out


def drawn(rows: int, columns: int, lines: Sequence[Sequence[Cell]], *, closed: bool) -> tuple[tuple[str, ...], ...]:
    """The solution grid of these lines (each open, or each a closed loop), every other cell empty."""
    grid = [[EMPTY] * columns for _ in range(rows)]
    for line in lines:
        count = len(line)
        for i, cell in enumerate(line):
            near = [line[j % count] for j in (i - 1, i + 1) if closed or 0 <= j < count]
            grid[cell[0]][cell[1]] = TOKEN[frozenset(toward(cell, u) for u in near)]
    return tuple(tuple(row) for row in grid)
