"""Star Battle for `satpuzzles steps`: each row, column and region a group, and no-touch around each cell.

Its own small formula: a star literal per cell, "exactly S stars" per row, column and region each
guarded by a selector, and per free cell the rule "no star next to a star here" guarded by another.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from satpuzzles.typekit.cnf import DEFAULT_ENCODING, Formula, exactly
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.grid import named_lines
from satpuzzles.typekit.grouping import guard, line_group
from satpuzzles.typekit.stepping import Cell, CellValue, StepModel

from .model import StarBattle

NEIGHBOURS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


class StarBattleSteps(StepModel):
    # Nearly every Star Battle path needs whole-puzzle steps (rows and regions read together), so on
    # Towers' cuts 98% of the corpus was extreme. Without human grades the cuts split the corpus in
    # about four quarters, which orders it mostly by size (encodings/grading.md).
    grade_cuts = (15.0, 35.0, 60.0)

    def __init__(self, puzzle: StarBattle) -> None:
        self.puzzle = puzzle
        self.rows = self.columns = n = puzzle.size
        self.formula = f = Formula()
        self.stars = f.block("star", n, n)
        star = self.stars.lit
        f.extend([-star(r, c)] for r in range(n) for c in range(n) if puzzle.is_blocked(r, c))
        what = "1 star" if puzzle.stars == 1 else f"{puzzle.stars} stars"
        self._groups: list[Switch] = []
        for name, cells in named_lines(n):
            selector = self._exactly([star(r, c) for r, c in cells if not puzzle.is_blocked(r, c)])
            self._groups.append(line_group(name, cells, selector, what))
        for region, members in sorted(puzzle.region_cells().items()):
            selector = self._exactly([star(r, c) for r, c in members])
            self._groups.append(
                Switch(
                    ("region", region),
                    {"rule": "region", "label": region},
                    (selector,),
                    f"region {region} has {what}",
                    rank=("region",),
                    cells=tuple(members),
                )
            )
        for r in range(n):
            for c in range(n):
                if not puzzle.is_blocked(r, c):
                    self._groups.append(self._no_touch(r, c))

    def _exactly(self, lits: list[int]) -> int:
        f = self.formula
        start, selector = len(f.clauses), f.new_var("selector")
        exactly(f, lits, self.puzzle.stars, DEFAULT_ENCODING)
        guard(f, start, selector)
        return selector

    def _no_touch(self, r: int, c: int) -> Switch:
        f, n, star = self.formula, self.rows, self.stars.lit
        around = [
            (r + dr, c + dc)
            for dr, dc in NEIGHBOURS
            if 0 <= r + dr < n and 0 <= c + dc < n and not self.puzzle.is_blocked(r + dr, c + dc)
        ]
        selector = f.new_var("selector")
        f.extend([-star(r, c), -star(q, d), -selector] for q, d in around)
        return Switch(
            ("no-touch", r, c),
            {"rule": "no-touch", "row": r, "column": c},
            (selector,),
            f"no two stars touch around r{r + 1}c{c + 1}",
            rank=("no-touch",),
            cells=((r, c), *around),
        )

    def groups(self) -> list[Switch]:
        return list(self._groups)

    def cell_values(self) -> list[list[CellValue]]:
        n, star = self.rows, self.stars.lit
        return [[CellValue(0, -star(r, c)), CellValue(1, star(r, c))] for r in range(n) for c in range(n)]

    def value_text(self, value: Any) -> str:
        return "a star" if value else "no star"

    def placed_text(self, cell: Cell, value: Any) -> str:
        """The place last ("a star in r2c5", "no star in r1c1"), so that a step's facts fold by it."""
        return f"{self.value_text(value)} in r{cell[0] + 1}c{cell[1] + 1}"

    def excluded_text(self, cell: Cell, values: Sequence[Any]) -> str:
        return self.placed_text(cell, 1 - values[0])
