"""Shape -> CNF template: a Sudoku over one-hot cells plus Skyscrapers visibility; clues and givens are assumptions.

Cells x(r, c, v) come first (the primary block). Order literals g(r, c, h) <-> "cell (r, c) is at
least h tall" and the visibility along every clue's line are Skyscrapers' own (satpuzzles.cnf's
order_literals and line_visibility): a two-way counter per line gives "at least k seen" literals, and
a clue k is the assumptions count_equals(counter, k). The formula depends only on the size and the box
shape, so one solver session serves every puzzle of that shape.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from satpuzzles.typekit import Legend, PrimaryCells
from satpuzzles.typekit.buildings import VisibilityTemplate
from satpuzzles.typekit.cnf import Formula, Heights, exactly, exactly_each, line_visibility, order_literals
from satpuzzles.typekit.grid import SIDES, line_cells

from satpuzzles_skyscrapersudoku.model import NAME, Box, SkyscraperSudoku, Solution, units


def shape(p: SkyscraperSudoku) -> Hashable:
    return (NAME, p.size, p.box)


def compile(p: SkyscraperSudoku, encoding: str) -> SkyscraperSudokuTemplate:
    return SkyscraperSudokuTemplate(p.size, p.box, encoding)


class SkyscraperSudokuTemplate(VisibilityTemplate[SkyscraperSudoku]):
    def __init__(self, size: int, box: Box, encoding: str) -> None:
        n = self.size = size
        self.formula = f = Formula()
        self.cells = f.block("cell", n, n, n)  # x(r, c, v - 1): cell (r, c) holds v
        self.primary = PrimaryCells(self.cells, "one-hot")
        self.at_least = f.block("height>=", n, n, n)  # g(r, c, h - 1): cell (r, c) holds h or more
        for r in range(n):
            for c in range(n):
                exactly(f, [self.x(r, c, v) for v in range(1, n + 1)], 1, encoding)
        exactly_each(
            f, ([self.x(r, c, v) for r, c in cells] for _, cells in units(n, box) for v in range(1, n + 1)), 1, encoding
        )
        order_literals(f, (self._heights(r, c) for r in range(n) for c in range(n)), n)
        # counters[side][i][k] <-> at least k buildings are seen from clue `side` i.
        self.counters = {
            side: [
                line_visibility(f, [self._heights(r, c) for r, c in line_cells(side, i, n)], n, f"{side}{i + 1}")
                for i in range(n)
            ]
            for side in SIDES
        }

    def x(self, r: int, c: int, value: int) -> int:
        return self.cells.lit(r, c, value - 1)

    def ge(self, r: int, c: int, h: int) -> int:
        return self.at_least.lit(r, c, h - 1)

    def _heights(self, r: int, c: int) -> Heights:
        return Heights(self.x(r, c, 1), self.ge(r, c, 1))

    def decode(self, model: Sequence[int]) -> Solution:
        n = self.size
        values = range(1, n + 1)
        return tuple(
            tuple(next(v for v in values if model[self.x(r, c, v) - 1] > 0) for c in range(n)) for r in range(n)
        )

    def legends(self) -> dict[str, Legend]:
        values = tuple(str(v) for v in range(1, self.size + 1))
        return {
            "cell": Legend(("row", "col", "value"), "cell (row, col) holds value", {"value": values}),
            "height>=": Legend(("row", "col", "h"), "cell (row, col) holds h or more", {"h": values}),
        }
