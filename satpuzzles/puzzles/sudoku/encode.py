"""Shape -> CNF: one-hot cells, each value once per row, column and box; the givens are assumptions.

x(r, c, v) <-> cell (r, c) holds v (the primary block). Exactly one value per cell, and each value
exactly once in every row, column and box: the formula depends only on the size and the box shape.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from satpuzzles.typekit import Legend, PrimaryCells, Template
from satpuzzles.typekit.cnf import Formula, exactly_each

from .model import NAME, Box, Solution, Sudoku, units


def shape(p: Sudoku) -> Hashable:
    return (NAME, p.size, p.box)


def compile(p: Sudoku, encoding: str) -> SudokuTemplate:
    return SudokuTemplate(p.size, p.box, encoding)


class SudokuTemplate(Template[Sudoku, Solution]):
    def __init__(self, size: int, box: Box, encoding: str) -> None:
        n = self.size = size
        self.formula = f = Formula()
        self.cells = f.block("cell", n, n, n)  # x(r, c, v - 1): cell (r, c) holds v
        self.primary = PrimaryCells(self.cells, "one-hot")
        x = self.cells.lit
        exactly_each(f, ([x(r, c, v) for v in range(n)] for r in range(n) for c in range(n)), 1, encoding)
        exactly_each(f, ([x(r, c, v) for r, c in cells] for _, cells in units(n, box) for v in range(n)), 1, encoding)

    def assumptions(self, p: Sudoku) -> list[int]:
        x = self.cells.lit
        return [x(r, c, v - 1) for r, row in enumerate(p.givens) for c, v in enumerate(row) if v is not None]

    def decode(self, model: Sequence[int]) -> Solution:
        n, x = self.size, self.cells.lit
        return tuple(
            tuple(next(v + 1 for v in range(n) if model[x(r, c, v) - 1] > 0) for c in range(n)) for r in range(n)
        )

    def solution_literals(self, solution: Solution) -> list[int]:
        x = self.cells.lit
        return [x(r, c, v - 1) for r, row in enumerate(solution) for c, v in enumerate(row)]

    def legends(self) -> dict[str, Legend]:
        values = tuple(str(v) for v in range(1, self.size + 1))
        return {"cell": Legend(("row", "col", "value"), "cell (row, col) holds value", {"value": values})}
