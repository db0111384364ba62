"""Plain-Python reading of a solution written as line pieces per cell (`ns`, `se`, an end `n`, `-`), for the
rule checkers of loop and path types: independent of any encoding.

`line_problems` says where pieces disagree (a line leaving a cell towards a neighbour that does not lead
back, or off the grid); `line_graph` gives each cell's neighbours along the line; `pieces_of_loop` the
components, for "one loop" and "each path joins its pair".
"""

from __future__ import annotations

from collections.abc import Sequence

Cell = tuple[int, int]
STEP = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e"}


def where(cell: Cell) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def sides(token: str) -> str:
    """The sides a cell's line leaves by: the letters n, e, s, w of its token."""
    return "".join(ch for ch in token if ch in STEP)


def line_problems(grid: Sequence[Sequence[str]]) -> list[str]:
    """Every place the pieces do not join up."""
    rows, columns = len(grid), len(grid[0])
    problems = []
    for r in range(rows):
        for c in range(columns):
            for side in sides(grid[r][c]):
                dr, dc = STEP[side]
                nr, nc = r + dr, c + dc
                if not (0 <= nr < rows and 0 <= nc < columns):
                    problems.append(f"the line leaves the grid at {where((r, c))}")
                elif OPPOSITE[side] not in sides(grid[nr][nc]):
                    problems.append(f"the line from {where((r, c))} does not continue into {where((nr, nc))}")
    return problems


def line_graph(grid: Sequence[Sequence[str]]) -> dict[Cell, list[Cell]]:
    """Each cell on the line with the neighbours its piece leads to (inside the grid)."""
    rows, columns = len(grid), len(grid[0])
    out: dict[Cell, list[Cell]] = {}
    for r in range(rows):
        for c in range(columns):
            near = [(r + STEP[s][0], c + STEP[s][1]) for s in sides(grid[r][c])]
            if near:
                out[r, c] = [(nr, nc) for nr, nc in near if 0 <= nr < rows and 0 <= nc < columns]
    return out


def components(graph: dict[Cell, list[Cell]]) -> list[list[Cell]]:
    """The connected pieces of the line, each in reading order, in order of their first cell."""
    seen: set[Cell] = set()
    out = []
    for start in sorted(graph):
        if start in seen:
            continue
        piece, todo = [start], [start]
        seen.add(start)
        while todo:
            for nxt in graph.get(todo.pop(), []):
                if nxt not in seen:
                    seen.add(nxt)
                    piece.append(nxt)
                    todo.append(nxt)
        out.append(sorted(piece))
    return out


def loop_problems(grid: Sequence[Sequence[str]]) -> list[str]:
    """Whether the pieces form exactly one closed loop: they join up, every piece on it passes through (two
    sides), and it is one piece."""
    problems = line_problems(grid)
    graph = line_graph(grid)
    for cell, near in sorted(graph.items()):
        if len(near) != 2 or len(set(sides(grid[cell[0]][cell[1]]))) != 2:
            problems.append(f"the line ends or branches at {where(cell)}")
    pieces = components(graph)
    if not pieces:
        problems.append("there is no loop")
    elif len(pieces) > 1:
        problems.append(f"the line is {len(pieces)} separate loops, not one")
    return problems
