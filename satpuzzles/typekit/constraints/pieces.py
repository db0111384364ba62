"""Line pieces through cell centres: a cell holds one piece (`ns`, `ew`, `ne`, `nw`, `se`, `sw`, an end such as
`n`, or nothing) and the pieces of neighbouring cells agree.

A loop or path through cell centres is then read cell by cell, the way the puzzlekit dataset writes it, so the
pieces are a type's primary cells (one-hot: RuleBook.one_hot_cells over the piece tokens and anything else a
cell may hold). `piece_edges` defines a literal per edge between neighbouring cells, true exactly when the
first cell's piece points at the second, and makes the second's point back; pieces that point off the grid
are refused. Degrees come free: a cell's piece names its edges. loops.py's connectivity then makes one loop.
encodings/loops.md has the soundness argument.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints.grid import Cell, Edge, GridGraph
from satpuzzles.typekit.constraints.reach import fresh

LOOP_PIECES = ("ns", "ew", "ne", "nw", "se", "sw")  # a line passing through a cell centre
ENDS = ("n", "e", "s", "w")  # a line ending in a cell centre, leaving towards one side
STEP = {"n": (-1, 0), "s": (1, 0), "w": (0, -1), "e": (0, 1)}
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e"}
SIDE_NAMES = {"n": "north", "e": "east", "s": "south", "w": "west"}


def piece_text(piece: str) -> str:
    """How a piece reads in a step: "a north-south line", "a north-east corner", "a line end going west"."""
    if piece in ENDS:
        return f"a line end going {SIDE_NAMES[piece]}"
    first, second = (SIDE_NAMES[side] for side in piece)
    article = "an" if first.startswith("e") else "a"
    return f"{article} {first}-{second} {'line' if OPPOSITE[piece[0]] == piece[1] else 'corner'}"


def piece_edges(
    f: Formula, graph: GridGraph, values: Sequence[str], literal: Callable[[Cell, str], int]
) -> dict[Edge, int]:
    """Edge literals over cells holding one of `values` each (literal(cell, value)), defined from the first
    cell only: edge (u, v), u before v, is true exactly when u's value leaves towards v. A value's letters
    from n, e, s, w are the sides its line leaves by (`-` or `x` leave by none). A definition: every
    assignment of the cells extends to it (pieces_join states the rule).
    """
    edge_vars = fresh(f, "line edge", len(graph.edges))
    edges: dict[Edge, int] = {}
    leaving = _leaving(values)
    for u, v in graph.edges:
        edge = next(edge_vars)
        edges[u, v] = edge
        pointing = [literal(u, value) for value in leaving[_toward(u, v)]]
        f.add([-edge, *pointing])
        f.extend([-lit, edge] for lit in pointing)
    return edges


def pieces_join(
    f: Formula, graph: GridGraph, values: Sequence[str], literal: Callable[[Cell, str], int], edges: Mapping[Edge, int]
) -> None:
    """The pieces of neighbouring cells agree: v's value leaves towards u exactly when edge (u, v) is used;
    no value leaves off the grid."""
    leaving = _leaving(values)
    for (u, v), edge in edges.items():
        pointing = [literal(v, value) for value in leaving[_toward(v, u)]]
        f.add([-edge, *pointing])
        f.extend([-lit, edge] for lit in pointing)
    for cell in graph.vertices:
        off = {side for side in STEP if not _inside(graph, neighbour(cell, side))}  # only on the rim
        f.extend([-literal(cell, value)] for value in values if off.intersection(value))


def _leaving(values: Sequence[str]) -> dict[str, list[str]]:
    """Per side, the values whose line leaves by it, in the order of `values`."""
    return {side: [value for value in values if side in value] for side in STEP}


def _toward(u: Cell, v: Cell) -> str:
    """The side of u that faces its neighbour v."""
    return _SIDE_OF_STEP[v[0] - u[0], v[1] - u[1]]


_SIDE_OF_STEP = {step: side for side, step in STEP.items()}


def _inside(graph: GridGraph, cell: Cell) -> bool:
    return 0 <= cell[0] < graph.rows and 0 <= cell[1] < graph.cols


def neighbour(cell: Cell, side: str) -> Cell:
    dr, dc = STEP[side]
    return cell[0] + dr, cell[1] + dc


def on_line(
    f: Formula, cells: Sequence[Cell], values: Sequence[str], literal: Callable[[Cell, str], int]
) -> Mapping[Cell, int]:
    """A literal per cell, true exactly when the cell holds a value with a side (the line passes or ends there)."""
    used_vars = fresh(f, "on line", len(cells))
    used: dict[Cell, int] = {}
    for cell in cells:
        lit = next(used_vars)
        pieces = [literal(cell, value) for value in values if set(value) & set(STEP)]
        f.add([-lit, *pieces])
        f.extend([-piece, lit] for piece in pieces)
        used[cell] = lit
    return used
