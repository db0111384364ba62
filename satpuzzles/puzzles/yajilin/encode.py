"""Yajilin's rules in a rule book (encodings/yajilin.md): each cell holds one of `-` (a clue cell), `x`
(shaded) or a line piece. Where the clue cells are is the shape (as Minesweeper's walls); each arrow's number
is a hint over a count of the shaded cells in its direction.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import Formula, count_equals, unary_counter
from satpuzzles.typekit.constraints.pieces import piece_text
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.loopbook import closed_loop, line_pieces
from satpuzzles.typekit.rulebook import RuleBook

from .model import BLANK_CLUE, DIRECTIONS, EMPTY, SHADED, VALUES, Solution, Yajilin, arrow

NAMES = {"n": "north", "e": "east", "s": "south", "w": "west"}


def shape(puzzle: Yajilin) -> Hashable:
    """The grid, where its clue cells are and which way each arrow points; the numbers are assumptions."""
    cells = puzzle.clue_cells()
    return ("yajilin", puzzle.rows, puzzle.columns, tuple((cell, counted(puzzle, cell)) for cell in cells))


def counted(puzzle: Yajilin, cell: Cell) -> tuple[str, ...]:
    """The directions a clue cell's shaded cells are counted in: its arrow's, or all four for a blank clue
    cell (where explain and the generator may offer an arrow any way). A counter per direction that no
    arrow reads would cost the solver most of its time on large grids (encodings/yajilin.md)."""
    found = arrow(puzzle.clues[cell[0]][cell[1]])
    return (found[1],) if found else tuple(DIRECTIONS)


def state(book: RuleBook, puzzle: Yajilin) -> Stated[Yajilin]:
    line = line_pieces(book, puzzle.rows, puzzle.columns, VALUES, role="cell")
    graph, lit = line.graph, line.literal
    everything = graph.vertices
    clue_cells = set(puzzle.clue_cells())
    open_cells = [v for v in everything if v not in clue_cells]
    if clue_cells:
        with book.rule("the clue cells hold nothing", kind="count", cells=sorted(clue_cells)) as f:
            f.extend([lit(v, EMPTY)] for v in sorted(clue_cells))
    with book.rule("every other cell is shaded or on the loop", kind="count", cells=open_cells) as f:
        f.extend([-lit(v, EMPTY)] for v in open_cells)
    with book.rule("shaded cells never share an edge", kind="no-touch", cells=open_cells) as f:
        f.extend(
            [-lit(u, SHADED), -lit(v, SHADED)] for u, v in graph.edges if u not in clue_cells and v not in clue_cells
        )
    closed_loop(book, line, {v: _on_line(book, lit, v) for v in everything}, parity=True)
    counters: dict[tuple[Cell, str], list[int]] = {}
    numbers = {(cell, direction): n for cell, n, direction in puzzle.arrows()} if book.hints_in_force else {}
    for cell in sorted(clue_cells):
        for direction in counted(puzzle, cell):
            runs = _open_runs(puzzle.seen(cell, direction), clue_cells)
            if book.guarded:  # a guarded book may relax "never touch": it counts every cell
                shaded = [lit(v, SHADED) for run in runs for v in run]
                counters[cell, direction] = unary_counter(book.formula, shaded, len(shaded), role="seen")
                continue
            # With every rule in force no two shaded cells touch: each two neighbours along the arrow hold at
            # most one, so the counter counts the pairs holding one (half the inputs; a full count forces each).
            # Where the arrow's number is a unit clause the counter stops one above it.
            pairs = _pairs(book.formula, [[lit(v, SHADED) for v in run] for run in runs])
            most = min(len(pairs), numbers.get((cell, direction), len(pairs)) + 1)
            counters[cell, direction] = unary_counter(book.formula, pairs, most, role="seen")

    def clue(cell: Cell, number: int, direction: str) -> Switch:
        where = f"r{cell[0] + 1}c{cell[1] + 1}"
        out = counters[cell, direction]
        if number >= len(out):  # more than the cells there can hold: a hint no solution keeps
            literals: tuple[int, ...] = (lit(cell, EMPTY), -lit(cell, EMPTY))
        elif number == 0:
            literals = (-out[1],) if len(out) > 1 else ()  # no cells there: nothing to say
        else:
            literals = count_equals(out, number)
        return book.hint(
            f"arrow {number}{direction} at {where}",
            key=("arrow", *cell, number, direction),
            json={"row": cell[0], "column": cell[1], "value": f"{number}{direction}"},
            literals=literals,
            cells=(cell, *puzzle.seen(cell, direction)),
            action=f"write {number} with an arrow {NAMES[direction]} at {where}",
        )

    def hints(p: Yajilin) -> list[Switch]:
        return [clue(cell, number, direction) for cell, number, direction in p.arrows()]

    def candidates(p: Yajilin) -> list[Switch]:
        return [
            clue(cell, number, direction)
            for cell in sorted(clue_cells)
            if arrow(p.clues[cell[0]][cell[1]]) is None
            for direction in DIRECTIONS
            for number in range((len(p.seen(cell, direction)) + 1) // 2 + 1)
        ]

    return Stated(hints, candidates)


def _open_runs(cells: list[Cell], clue_cells: set[Cell]) -> list[list[Cell]]:
    """The runs of open cells along a line, split where a clue cell stands (clue cells are never shaded)."""
    runs: list[list[Cell]] = [[]]
    for cell in cells:
        if cell in clue_cells:
            runs.append([])
        else:
            runs[-1].append(cell)
    return [run for run in runs if run]


def _pairs(f: Formula, runs: list[list[int]]) -> list[int]:
    """Per run of open cells, a literal per two neighbouring cells from the arrow outwards (the last one of an odd
    run alone): "one of them is shaded", defined both ways."""
    out = []
    for run in runs:
        for i in range(0, len(run), 2):
            two = run[i : i + 2]
            if len(two) == 1:
                out.append(two[0])
                continue
            either = f.new_var("pair")
            f.add([-either, *two])
            f.extend([-x, either] for x in two)
            out.append(either)
    return out


def _on_line(book: RuleBook, lit: Any, cell: Cell) -> int:
    """A literal "the loop passes this cell" (a piece, not `-` and not shaded), defined both ways."""
    f = book.formula
    out = f.new_var("on loop")
    pieces = [lit(cell, v) for v in VALUES if v not in (EMPTY, SHADED)]
    f.add([-out, *pieces])
    f.extend([-piece, out] for piece in pieces)
    return out


def _with_clue(p: Yajilin, cell: Cell, clue: str | None) -> Yajilin:
    clues = [list(row) for row in p.clues]
    clues[cell[0]][cell[1]] = clue
    return replace(p, clues=tuple(tuple(row) for row in clues))


def clues_of(blank: Yajilin, solution: Solution) -> Yajilin:
    """The clue cells as they are: which way an arrow points is the generator's random choice
    (generate.arrows replaces this)."""
    return blank


def _value_text(value: Any) -> str:
    return {EMPTY: "a clue cell", SHADED: "shaded"}.get(value) or piece_text(value)


RULES: Rules[Yajilin, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple(tuple(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_clue(p, (hint.json["row"], hint.json["column"]), hint.json["value"]),
    without=lambda p, hint: _with_clue(p, (hint.json["row"], hint.json["column"]), BLANK_CLUE),
    value_text=_value_text,
    lazy=True,
)
