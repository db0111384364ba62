"""A line through cell centres, stated in a rule book: the rules every loop (or path) type begins with.

`line_pieces` makes the cells one-hot over the line pieces (and whatever else a cell may hold), defines the
edges they name and states that neighbouring pieces agree; `closed_loop` states that the cells on the line
form one closed loop (lazily: cuts while solving, exact in export). `loop_through_cells` is both, for a type
whose cells are a piece or empty. The type states its own rules in between (constraints/pieces.py and
constraints/loops.py hold the clauses; encodings/loops.md the soundness argument).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.constraints.grid import Edge, GridGraph, centres
from satpuzzles.typekit.constraints.loops import inside_faces, loop_cuts, one_loop
from satpuzzles.typekit.constraints.pieces import piece_edges, pieces_join
from satpuzzles.typekit.rulebook import RuleBook


@dataclass(frozen=True)
class LinePieces:
    """The grid of cell centres, each cell's literal per value, and each edge's literal (true: the line uses it)."""

    graph: GridGraph
    literal: Callable[[Cell, str], int]
    edges: Mapping[Edge, int]


def line_pieces(book: RuleBook, rows: int, columns: int, values: Sequence[str], role: str = "piece") -> LinePieces:
    """Cells holding one of `values` each (the book's primary cells) and the rule "the line pieces join up"."""
    graph = centres(rows, columns)
    literal = book.one_hot_cells(rows, columns, values, role=role).literal
    edges = piece_edges(book.formula, graph, values, literal)
    with book.rule("the line pieces join up", kind="line", cells=graph.vertices) as f:
        pieces_join(f, graph, values, literal, edges)
    return LinePieces(graph, literal, edges)


def closed_loop(
    book: RuleBook, line: LinePieces, used: Mapping[Cell, int], *, some: bool = True, parity: bool = False
) -> None:
    """The cells `used` marks (true: the line passes there) form one closed loop; with `some`, there is one
    (without it, the type's own rules put cells on the loop). With `parity`, a solving book (every rule in
    force, lazy rules as cuts) also gets loops.inside_faces: redundant clauses, each solution kept once, that
    made Yajilin's large grids 1.3-3x faster to a first solution (encodings/loops.md)."""
    graph, edges, everything = line.graph, line.edges, line.graph.vertices
    if parity and book.lazy and not book.guarded:
        inside_faces(book.formula, graph, edges)
    if some:
        with book.rule("there is a loop", kind="loop", cells=everything) as f:
            f.add(list(used.values()))
    book.lazy_rule(
        "the line is one closed loop",
        kind="loop",
        cells=everything,
        exact=lambda f: one_loop(f, graph, edges, used),
        cuts=loop_cuts(graph, edges, used),
    )


def loop_through_cells(
    book: RuleBook, rows: int, columns: int, values: Sequence[str], empty: str, *, parity: bool = False
) -> tuple[LinePieces, dict[Cell, int]]:
    """One closed loop through the centres of some cells, each holding a line piece or `empty`: the pieces and
    each cell's literal "the loop passes here" (`parity` as closed_loop's)."""
    line = line_pieces(book, rows, columns, values)
    used = {v: -line.literal(v, empty) for v in line.graph.vertices}
    closed_loop(book, line, used, parity=parity)
    return line, used
