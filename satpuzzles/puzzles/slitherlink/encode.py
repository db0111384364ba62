"""Slitherlink's rules in a rule book (encodings/slitherlink.md): a literal per cell, "inside the loop".

A simple closed loop along the grid lines is the boundary of its inside, so the book states the loop through
its inside: the inside is one piece, the outside reaches the edge of the grid (no holes), and at no grid
point do two inside cells meet only at their corners (the loop would touch itself there). A grid line is on
the loop where the cells on its sides differ; each number is a hint counting its cell's sides on the loop.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import count_equals, unary_counter
from satpuzzles.typekit.constraints.connectivity import connected, connected_to, connected_to_cuts, connectivity_cuts
from satpuzzles.typekit.constraints.grid import adjacency, border, cells
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import INSIDE, OUTSIDE, Clue, Slitherlink, Solution
from .rules import sides_on_loop


def shape(puzzle: Slitherlink) -> Hashable:
    """The formula depends on the grid's size only; the numbers are assumptions."""
    return ("slitherlink", puzzle.rows, puzzle.columns)


def state(book: RuleBook, puzzle: Slitherlink) -> Stated[Slitherlink]:
    rows, columns = puzzle.rows, puzzle.columns
    block = book.boolean_cells(rows, columns, (OUTSIDE, INSIDE), role="inside").block
    everything = cells(rows, columns)
    inside = {cell: block.lit(*cell) for cell in everything}
    outside = {cell: -lit for cell, lit in inside.items()}
    near = adjacency(rows, columns)
    with book.rule("there is a loop: some cell is inside it", kind="loop", cells=everything) as f:
        f.add(list(inside.values()))
    book.lazy_rule(
        "the loop is one closed line: its inside is one piece",
        kind="loop",
        cells=everything,
        exact=lambda f: connected(f, inside, near),
        cuts=connectivity_cuts(inside, near),
    )
    edge = border(rows, columns)
    book.lazy_rule(
        "the loop encloses no holes: the outside reaches the edge of the grid",
        kind="loop",
        cells=everything,
        exact=lambda f: connected_to(f, outside, near, edge),
        cuts=connected_to_cuts(outside, near, edge),
    )
    corners = [(r, c) for r in range(1, rows) for c in range(1, columns)]
    if corners:
        with book.rule("the loop never touches itself at a grid point", kind="loop", cells=everything) as f:
            for r, c in corners:
                a, b, d, e = inside[r - 1, c - 1], inside[r - 1, c], inside[r, c - 1], inside[r, c]
                f.extend(([-a, -e, b, d], [a, e, -b, -d]))
    # Definitions: a literal per grid line between two cells (on the loop: the cells differ), then per cell
    # the count of its sides on the loop (a side on the grid's edge is on the loop exactly when the cell is inside).
    f = book.formula
    between: dict[tuple[Cell, Cell], int] = {}
    for cell in everything:
        for other in near[cell]:
            if cell < other:
                line, p, q = f.new_var("line"), inside[cell], inside[other]
                f.extend(([-line, p, q], [-line, -p, -q], [line, -p, q], [line, p, -q]))
                between[cell, other] = line

    def side(cell: Cell, dr: int, dc: int) -> int:
        other = (cell[0] + dr, cell[1] + dc)
        if other not in inside:
            return inside[cell]
        return between[min(cell, other), max(cell, other)]

    sides = {
        cell: unary_counter(f, [side(cell, dr, dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))], 4, role="sides")
        for cell in everything
    }

    def number(cell: Cell, k: int) -> Switch:
        where = f"r{cell[0] + 1}c{cell[1] + 1}"
        return book.hint(
            f"number {k} at {where}",
            key=("number", *cell, k),
            json={"row": cell[0], "column": cell[1], "value": k},
            literals=(-sides[cell][1],) if k == 0 else count_equals(sides[cell], k),
            cells=(cell,),
            action=f"write {k} at {where}",
        )

    def hints(p: Slitherlink) -> list[Switch]:
        return [number(cell, k) for cell, k in p.numbers()]

    def candidates(p: Slitherlink) -> list[Switch]:
        return [number(cell, k) for cell in everything if p.clues[cell[0]][cell[1]] is None for k in range(5)]

    return Stated(hints, candidates)


def _with_clue(p: Slitherlink, cell: Cell, clue: Clue) -> Slitherlink:
    clues = [list(row) for row in p.clues]
    clues[cell[0]][cell[1]] = clue
    return replace(p, clues=tuple(tuple(row) for row in clues))


def clues_of(blank: Slitherlink, solution: Solution) -> Slitherlink:
    """Every cell shows its number."""
    clues = tuple(tuple(sides_on_loop(solution, r, c) for c in range(blank.columns)) for r in range(blank.rows))
    return replace(blank, clues=clues)


def _value_text(value: Any) -> str:
    return "inside the loop" if value == INSIDE else "outside the loop"


RULES: Rules[Slitherlink, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_clue(p, (hint.json["row"], hint.json["column"]), hint.json["value"]),
    without=lambda p, hint: _with_clue(p, (hint.json["row"], hint.json["column"]), None),
    value_text=_value_text,
    lazy=True,
)
