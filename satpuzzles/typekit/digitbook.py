"""Digit puzzles in a rule book: cells holding one digit each, groups that hold every digit once, givens.

Sudoku, its variants with irregular regions or cages, and Latin-square puzzles state their rules with
these pieces: `digit_cells` (one-hot cells over the digits), `each_once` (a row, a column, a box or a
region holds every digit once: exactly one cell per digit) and `givens_stated` (each given a hint, so
that explain, steps, hint and generate read and remove givens one at a time).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import TypeVar

from satpuzzles.cnf import exactly
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Stated
from satpuzzles.typekit.constraints.digits import Digits
from satpuzzles.typekit.constraints.sums import digit_sets, one_of_sets
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import Cells, RuleBook

P = TypeVar("P")
Givens = tuple[tuple[int | None, ...], ...]  # None: an empty cell


def default_box(size: int) -> tuple[int, int]:
    """The squarest box for this size, never taller than wide: 9 -> 3x3, 6 -> 2x3, 8 -> 2x4, 7 -> 1x7."""
    rows = max(d for d in range(1, size + 1) if size % d == 0 and d * d <= size)
    return rows, size // rows


def box_units(size: int, box: tuple[int, int]) -> list[tuple[str, list[Cell]]]:
    """Every row, column and box of a Sudoku grid with a name a person finds on the board."""
    rows, cols = box
    found = [(f"row {r + 1}", [(r, c) for c in range(size)]) for r in range(size)]
    found += [(f"column {c + 1}", [(r, c) for r in range(size)]) for c in range(size)]
    per_band = size // cols
    for k in range(size):
        top, left = (k // per_band) * rows, (k % per_band) * cols
        found.append((f"box {k + 1}", [(top + i, left + j) for i in range(rows) for j in range(cols)]))
    return found


def digit_cells(
    book: RuleBook,
    rows: int,
    columns: int,
    digits: Sequence[int],
    allowed: Callable[[Cell], Collection[int]] | None = None,
) -> Cells:
    """One-hot cells, each holding exactly one of `digits` (the primary literals), or of `allowed(cell)`."""
    return book.one_hot_cells(rows, columns, tuple(digits), allowed=allowed)


def each_once(book: RuleBook, cells: Cells, label: str, group: Sequence[Cell], kind: str) -> None:
    """The rule "`group` holds every digit once" (as many cells as digits): exactly one cell per digit."""
    with book.rule(label, kind=kind, cells=group) as f:
        for value in cells.values:
            exactly(f, [cells.literal(cell, value) for cell in group], 1, book.encoding)


def numbered_region(book: RuleBook, cells: Cells, label: str, group: Sequence[Cell], kind: str = "region") -> None:
    """The rule "`group` (n cells) holds 1 to n once each" over digit cells whose values may go beyond n:
    no cell holds more than n, and each of 1..n is in exactly one cell."""
    n = len(group)
    with book.rule(label, kind=kind, cells=group) as f:
        f.extend([-cells.literal(cell, value)] for cell in group for value in cells.values if value > n)
        for value in range(1, n + 1):
            exactly(f, [cells.literal(cell, value) for cell in group], 1, book.encoding)


def cell_name(cell: Cell) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def given_hint(book: RuleBook, cells: Cells, cell: Cell, value: int) -> Switch:
    """The given `value` in `cell` as a hint: the cell's literal for the value, assumed."""
    where = cell_name(cell)
    return book.hint(
        f"given {value} at {where}",
        key=("given", *cell, value),
        json={"row": cell[0], "column": cell[1], "value": value},
        literals=(cells.literal(cell, value),),
        cells=(cell,),
        kind="given",
        action=f"write {value} at {where}",
    )


def givens_stated(book: RuleBook, cells: Cells, givens_of: Callable[[P], Givens]) -> Stated[P]:
    """The hints of a puzzle whose clues are its givens: the givens, and as candidates every digit of an empty cell."""

    def hints(p: P) -> list[Switch]:
        return [
            given_hint(book, cells, (r, c), value)
            for r, row in enumerate(givens_of(p))
            for c, value in enumerate(row)
            if value is not None
        ]

    def candidates(p: P) -> list[Switch]:
        return [
            given_hint(book, cells, (r, c), value)
            for r, row in enumerate(givens_of(p))
            for c, given in enumerate(row)
            if given is None
            for value in cells.values
        ]

    return Stated(hints, candidates, literals=lambda p: cells.given_literals(givens_of(p)))


def put_given(givens: Givens, hint: Switch, keep: bool) -> Givens:
    """The givens with the hint's cell set to its value (`keep`) or emptied."""
    rows = [list(row) for row in givens]
    rows[hint.json["row"]][hint.json["column"]] = hint.json["value"] if keep else None
    return tuple(tuple(row) for row in rows)


def solution_grid(rows: list[list[int]]) -> tuple[tuple[int, ...], ...]:
    """A digit solution from the rule book's rows of cell values."""
    return tuple(tuple(row) for row in rows)


def grid_rows(solution: Sequence[Sequence[int]]) -> list[list[int]]:
    return [list(row) for row in solution]


def sum_switch(book: RuleBook, digits: Sequence[Digits], total: int) -> int:
    """A literal that, assumed, makes the cells hold distinct digits adding up to `total` (the sums vocabulary's
    set encoding, every clause guarded by it): a sum clue as a hint. Left free, its clauses are off, so
    the literal excludes no filling; the clauses depend on `total`, so a type using it puts its sums in
    its shape. The caller states "no digit twice" in the cells as a rule of its own: a solving book then leaves
    the sets' at-most-one clauses out (they repeat that rule's); a guarded book keeps them under the switch."""
    guard = book.formula.new_var("sum")
    with book.formula.guarded(guard):
        one_of_sets(book.formula, digits, digit_sets(digits, total), stated=book.guarded)
    return guard


def digits_of(cells: Cells, group: Sequence[Cell], low: int = 1) -> list[list[int]]:
    """The group's cells as digit cells (constraints.digits): index v the literal "holds v", 0 below `low`."""
    return [[0] * low + [cells.literal(cell, v) for v in range(low, max(cells.values) + 1)] for cell in group]
