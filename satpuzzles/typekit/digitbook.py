"""Digit puzzles in a rule book: cells holding one digit each, groups that hold every digit once, givens.

Sudoku, its variants with irregular regions or cages, and Latin-square puzzles state their rules with
these pieces: `digit_cells` (one-hot cells over the digits), `each_once` (a row, a column, a box or a
region holds every digit once: exactly one cell per digit) and `givens_stated` (each given a hint, so
that explain, steps, hint and generate read and remove givens one at a time).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from satpuzzles.cnf import exactly
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Stated
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import Cells, RuleBook

P = TypeVar("P")
Givens = tuple[tuple[int | None, ...], ...]  # None: an empty cell


def digit_cells(book: RuleBook, rows: int, columns: int, digits: Sequence[int]) -> Cells:
    """One-hot cells, each holding exactly one of `digits` (the primary literals)."""
    return book.one_hot_cells(rows, columns, tuple(digits))


def each_once(book: RuleBook, cells: Cells, label: str, group: Sequence[Cell], kind: str) -> None:
    """The rule "`group` holds every digit once" (as many cells as digits): exactly one cell per digit."""
    with book.rule(label, kind=kind, cells=group) as f:
        for value in cells.values:
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

    return Stated(hints, candidates)


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
