"""Star Battle for `satpuzzles steps`: each row, column and region a group, and no-touch around each cell.

Its own small formula: a star literal per cell, "exactly S stars" per row, column and region each
guarded by a selector, and per free cell the rule "no star next to a star here" guarded by another.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from satpuzzles.typekit.cnf import DEFAULT_ENCODING, Formula, exactly
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.grid import named_lines
from satpuzzles.typekit.grouping import guard, line_group
from satpuzzles.typekit.stepping import Cell, CellValue, StepModel, TechniqueFinding

from .model import StarBattle
from .techniques import Found, Position, Unit, grade_of, next_findings, solve_by_techniques

NEIGHBOURS = [(dr, dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]


class StarBattleSteps(StepModel):
    # The level is the hardest technique tier a puzzle needs (techniques.py, `technique_grade`); these cuts
    # grade a path read off its steps, and bound the technique scores' bands (encodings/grading.md).
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
        self._by_key = {group.key: group for group in self._groups}

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

    def techniques(self, candidates: Mapping[Cell, set[Any]], decided: Collection[Cell]) -> list[TechniqueFinding]:
        """The deductions of the easiest technique that has one (techniques.py) from what is known of each cell."""
        position = Position(self.puzzle)
        for cell, values in candidates.items():
            if values == {1}:
                position.stars.add(cell)
            elif values == {0}:
                position.empty.add(cell)
        return [self._finding(found) for found in next_findings(position)]

    def _finding(self, found: Found) -> TechniqueFinding:
        """A finding's units and no-touch rules as groups; its stars and empty cells as placements."""
        by_key = self._by_key
        groups = [by_key[_key(unit)] for unit in found.units]
        groups += [by_key["no-touch", r, c] for r, c in found.touching]
        placed = [(cell, 1) for cell in found.stars] + [(cell, 0) for cell in found.empty]
        return TechniqueFinding(found.technique, tuple(groups), found.reads, tuple(placed), ())

    def technique_grade(self) -> tuple[str, float] | None:
        """The hardest technique tier the puzzle needs, extreme where the techniques stall (techniques.py)."""
        return grade_of(solve_by_techniques(self.puzzle), self.puzzle.size)

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


def _key(unit: Unit) -> tuple[Any, ...]:
    """A unit's group key: a line's by its name (grouping.line_group), a region's by its id."""
    kind, index = unit
    return ("region", index) if kind == "region" else ("rule", f"{kind} {index + 1}")
