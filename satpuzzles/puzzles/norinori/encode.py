"""Shape -> CNF: a boolean per cell (shaded); two per region; a shaded cell has exactly one shaded neighbour.

s(r, c) <-> cell (r, c) is shaded (the primary block). Every region: exactly two shaded (cardinality).
Every cell: s -> some neighbour is shaded (one clause), and s -> no two neighbours are (a clause per
pair of its at most four neighbours). The regions are the shape: each layout compiles its own formula.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from itertools import combinations

from satpuzzles.typekit import Legend, PrimaryCells, Template
from satpuzzles.typekit.cnf import Formula, exactly_each

from .model import NAME, PER_REGION, Norinori, Regions, Solution, canonical_regions


def shape(p: Norinori) -> Hashable:
    return (NAME, p.rows, p.cols, canonical_regions(p.regions))


def compile(p: Norinori, encoding: str) -> NorinoriTemplate:
    return NorinoriTemplate(p.rows, p.cols, canonical_regions(p.regions), encoding)


class NorinoriTemplate(Template[Norinori, Solution]):
    def __init__(self, rows: int, cols: int, regions: Regions, encoding: str) -> None:
        self.rows, self.cols = rows, cols
        self.formula = f = Formula()
        self.cells = f.block("shaded", rows, cols)
        self.primary = PrimaryCells(self.cells, "boolean")
        s = self.cells.lit
        layout = Norinori(rows, cols, regions)
        exactly_each(f, ([s(r, c) for r, c in cells] for cells in layout.region_cells().values()), PER_REGION, encoding)
        for r in range(rows):
            for c in range(cols):
                around = [s(q, d) for q, d in layout.neighbours(r, c)]
                f.add([-s(r, c), *around])
                f.extend([-s(r, c), -a, -b] for a, b in combinations(around, 2))

    def assumptions(self, p: Norinori) -> list[int]:
        return []  # the regions are the puzzle, and they are compiled in

    def decode(self, model: Sequence[int]) -> Solution:
        s = self.cells.lit
        return tuple(tuple(int(model[s(r, c) - 1] > 0) for c in range(self.cols)) for r in range(self.rows))

    def solution_literals(self, solution: Solution) -> list[int]:
        s = self.cells.lit
        return [s(r, c) if v else -s(r, c) for r, row in enumerate(solution) for c, v in enumerate(row)]

    def legends(self) -> dict[str, Legend]:
        return {"shaded": Legend(("row", "col"), "cell (row, col) is shaded")}
