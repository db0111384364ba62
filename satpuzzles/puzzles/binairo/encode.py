"""Shape -> CNF: a boolean per cell (black), balanced lines, no three alike; the givens are assumptions.

b(r, c) <-> cell (r, c) is black (the primary block). Every window of three cells along a line has a
black and a white cell (two clauses); every row and column holds exactly N/2 black cells (cardinality).
With `distinct`, for every two rows (and two columns) d_k -> "they differ at k" and some d_k holds:
only that direction is needed, and blocking clauses are over the cells, so counts stay exact.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from itertools import combinations

from satpuzzles.typekit import Legend, PrimaryCells, Template
from satpuzzles.typekit.cnf import Formula, exactly_each

from .model import BLACK, NAME, Binairo, Solution, lines


def shape(p: Binairo) -> Hashable:
    return (NAME, p.size, p.distinct)


def compile(p: Binairo, encoding: str) -> BinairoTemplate:
    return BinairoTemplate(p.size, p.distinct, encoding)


class BinairoTemplate(Template[Binairo, Solution]):
    def __init__(self, size: int, distinct: bool, encoding: str) -> None:
        n = self.size = size
        self.formula = f = Formula()
        self.cells = f.block("black", n, n)
        self.primary = PrimaryCells(self.cells, "boolean")
        b = self.cells.lit
        named = [[b(r, c) for r, c in cells] for _, cells in lines(n)]
        for line in named:
            for i in range(n - 2):
                window = line[i : i + 3]
                f.add(window)  # not three white
                f.add([-lit for lit in window])  # not three black
        exactly_each(f, named, n // 2, encoding)
        if distinct:
            for group in (named[:n], named[n:]):  # rows, then columns
                for one, other in combinations(group, 2):
                    differ = [f.new_var("differ") for _ in range(n)]
                    for d, x, y in zip(differ, one, other, strict=True):
                        f.add([-d, x, y])
                        f.add([-d, -x, -y])
                    f.add(differ)

    def assumptions(self, p: Binairo) -> list[int]:
        b = self.cells.lit
        return [
            b(r, c) if v == BLACK else -b(r, c)
            for r, row in enumerate(p.givens)
            for c, v in enumerate(row)
            if v is not None
        ]

    def decode(self, model: Sequence[int]) -> Solution:
        n, b = self.size, self.cells.lit
        return tuple(tuple(int(model[b(r, c) - 1] > 0) for c in range(n)) for r in range(n))

    def solution_literals(self, solution: Solution) -> list[int]:
        b = self.cells.lit
        return [b(r, c) if v == BLACK else -b(r, c) for r, row in enumerate(solution) for c, v in enumerate(row)]

    def legends(self) -> dict[str, Legend]:
        return {"black": Legend(("row", "col"), "cell (row, col) is black (1); false: white (0)")}
