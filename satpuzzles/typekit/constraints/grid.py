"""Rectangular grids as graphs: cells, their 4-neighbours, and the edges between grid vertices.

One helper serves both loop shapes: a loop through cell centres runs on the rows x cols graph of
cells, a loop along grid lines (Slitherlink) on the (rows + 1) x (cols + 1) graph of grid points.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from satpuzzles.deadline import checkpoint

Cell = tuple[int, int]
Edge = tuple[Cell, Cell]  # (u, v) with u before v in reading order


def cells(rows: int, cols: int) -> list[Cell]:
    """Every cell of the grid in reading order."""
    return [(r, c) for r in range(rows) for c in range(cols)]


def neighbours(cell: Cell, rows: int, cols: int) -> Iterator[Cell]:
    """The orthogonal neighbours of `cell` inside the grid (up, left, right, down)."""
    r, c = cell
    for dr, dc in ((-1, 0), (0, -1), (0, 1), (1, 0)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < rows and 0 <= nc < cols:
            yield nr, nc


def adjacency(rows: int, cols: int) -> dict[Cell, list[Cell]]:
    """Each cell's orthogonal neighbours (up, left, right, down), the run's deadline looked at every row: a
    600x600 board's took about a second."""
    table: dict[Cell, list[Cell]] = {}
    for r in range(rows):
        checkpoint()
        for c in range(cols):
            near = [(r - 1, c)] if r else []
            if c:
                near.append((r, c - 1))
            if c + 1 < cols:
                near.append((r, c + 1))
            if r + 1 < rows:
                near.append((r + 1, c))
            table[r, c] = near
    return table


def border(rows: int, cols: int) -> list[Cell]:
    """The cells on the edge of the grid, in reading order."""
    return [(r, c) for r, c in cells(rows, cols) if r in (0, rows - 1) or c in (0, cols - 1)]


@dataclass(frozen=True)
class GridGraph:
    """The grid graph on rows x cols vertices: its edges and, per vertex, the edges that meet it."""

    rows: int
    cols: int
    vertices: list[Cell] = field(init=False)
    edges: list[Edge] = field(init=False)
    incident: dict[Cell, list[Edge]] = field(init=False)

    def __post_init__(self) -> None:
        vertices = cells(self.rows, self.cols)
        edges = [(v, w) for v in vertices for w in neighbours(v, self.rows, self.cols) if v < w]
        incident: dict[Cell, list[Edge]] = {v: [] for v in vertices}
        for edge in edges:
            incident[edge[0]].append(edge)
            incident[edge[1]].append(edge)
        object.__setattr__(self, "vertices", vertices)
        object.__setattr__(self, "edges", edges)
        object.__setattr__(self, "incident", incident)

    def links(self, edge_lits: Mapping[Edge, int]) -> dict[Cell, list[tuple[Cell, int]]]:
        """Each vertex's neighbours with the literal of the edge joining them (for the connectivity encodings)."""
        links: dict[Cell, list[tuple[Cell, int]]] = {v: [] for v in self.vertices}
        for (v, w), lit in edge_lits.items():
            links[v].append((w, lit))
            links[w].append((v, lit))
        return links


def lattice(rows: int, cols: int) -> GridGraph:
    """The grid points of a rows x cols board of cells, joined along the grid lines (Slitherlink)."""
    return GridGraph(rows + 1, cols + 1)


def centres(rows: int, cols: int) -> GridGraph:
    """The cell centres of a rows x cols board, joined between orthogonal neighbours (Masyu, Numberlink)."""
    return GridGraph(rows, cols)
