"""Skyscrapers for `satpuzzles steps`: each row, column and diagonal, each clue and each given a group.

The shape's own encoding (encode.py) is reused: its line constraints are guarded by one selector per
line, the visibility machinery of each clue by that clue's selector, and only lines with a clue get
one. A clue's group so also carries what its encoding knows of the line beyond the count: the last
building is hidden only behind the tallest (every line holds the tallest height once).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from satpuzzles.typekit.cnf import DEFAULT_ENCODING, exactly
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.grid import SIDES, named_lines
from satpuzzles.typekit.grouping import clue_group, given_group, guard, line_group
from satpuzzles.typekit.latinsolve import Deduction, LatinState
from satpuzzles.typekit.latinsteps import LatinStepper
from satpuzzles.typekit.stepping import Cell, CellValue, StepModel, TechniqueFinding

from .bounds import BoundRules
from .encode import SkyscrapersTemplate
from .model import Skyscrapers
from .techniques import (
    applies,
    broken_clues,
    clues_of,
    facing_clues,
    facing_meetings,
    grade_of,
    shows_clues,
    solve_by_techniques,
    towers_tiers,
)


class _GuardedTemplate(SkyscrapersTemplate):
    def __init__(self, puzzle: Skyscrapers) -> None:
        self.puzzle = puzzle
        self.line_groups: list[Switch] = []
        self.clue_groups: list[Switch] = []
        super().__init__(puzzle.size, puzzle.max_height, puzzle.diagonal, DEFAULT_ENCODING)

    def _latin(self, encoding: str, diagonal: bool) -> None:
        f, n = self.formula, self.size  # one value per cell: the order clauses (encode.py)
        what = "each height once" + (f" and {n - self.max_height} park(s)" if self.has_parks else "")
        for name, cells in named_lines(n, diagonal):
            start, selector = len(f.clauses), f.new_var("selector")
            for v in self._values():
                exactly(f, [self.x(r, c, v) for r, c in cells], n - self.max_height if v == 0 else 1, encoding)
            guard(f, start, selector)
            self.line_groups.append(line_group(name, cells, selector, what))

    def _visibility(self, side: str, index: int) -> list[int]:
        clue = self.puzzle.clues(side)[index]
        if not clue:
            return []
        f = self.formula
        start = len(f.clauses)
        out = super()._visibility(side, index)
        selector = f.new_var("selector")
        f.add([out[clue]])
        if clue + 1 < len(out):
            f.add([-out[clue + 1]])
        guard(f, start, selector)
        self.clue_groups.append(clue_group(side, index, clue, str(clue), (selector,), self.size))
        return out


class SkyscrapersSteps(StepModel):
    # A path within Tatham's Easy rules grades easy, one beyond them at least medium, whatever this cut;
    # the cut places the puzzles with parks (no Tatham grade): at 2.5 the corpus was 66% medium
    # (encodings/grading.md).
    grade_cuts = (3.0, 4.0, 8.5)

    def __init__(self, puzzle: Skyscrapers) -> None:
        self.puzzle = puzzle
        self.template = t = _GuardedTemplate(puzzle)
        self.formula = t.formula
        self.rows = self.columns = puzzle.size
        givens = [
            given_group(r, c, value, self.value_text(value), t.x(r, c, value))
            for r, row in enumerate(puzzle.givens or ())
            for c, value in enumerate(row)
            if value is not None
        ]
        order = {side: i for i, side in enumerate(SIDES)}
        clues = sorted(t.clue_groups, key=lambda g: (order[g.json["side"]], g.json["index"]))
        self._groups = [*clues, *givens, *t.line_groups]
        self._bounds: BoundRules | None = None  # built when first asked: only the grade asks
        self._stepper: LatinStepper | None = None  # built when first asked, for a puzzle Tatham's Towers could be

    def groups(self) -> list[Switch]:
        return list(self._groups)

    def cell_values(self) -> list[list[CellValue]]:
        t, n = self.template, self.rows
        values = range(t.lowest, t.max_height + 1)
        return [[CellValue(v, t.x(r, c, v)) for v in values] for r in range(n) for c in range(n)]

    def value_text(self, value: Any) -> str:
        return "park" if value == 0 else str(value)

    def bound_rules(self, candidates: dict[tuple[int, int], set[Any]]) -> dict[tuple[int, int], set[Any]] | None:
        """Tatham's Easy rules (bounds.py); none with parks, which his Towers never has."""
        if self.template.has_parks:
            return None
        if self._bounds is None:
            self._bounds = BoundRules(self.puzzle)
        return self._bounds.closure(candidates)

    def techniques(self, candidates: Mapping[Cell, set[Any]], decided: Collection[Cell]) -> list[TechniqueFinding]:
        """Tatham's techniques (techniques.py) from these candidates; none with parks or diagonals."""
        if not applies(self.puzzle):
            return []
        if self._stepper is None:
            self._stepper = self._latin_stepper()
        return self._stepper.findings(candidates, decided)

    def _latin_stepper(self) -> LatinStepper:
        n = self.rows
        lines = {g.name.split(" has ")[0]: g for g in self.template.line_groups}  # "row 1 has each height once"
        clues = clues_of(self.puzzle)
        groups = {g.name: g for g in self.template.clue_groups}
        reads = {clue.name: (groups[clue.name], lines[clue.name.split(" of ")[1]]) for clue in clues}
        givens = {g.cells[0]: (int(g.json["value"]), g) for g in self._groups if g.rank[:1] == ("given",)}

        meetings = facing_meetings(clues, n)

        def facing(state: LatinState) -> Deduction | None:
            return facing_clues(state, meetings)

        tiers = towers_tiers(clues)

        def valid(state: LatinState) -> bool:
            return shows_clues(state, clues)

        def broken(state: LatinState) -> list[str]:
            return broken_clues(state, clues)

        return LatinStepper(n, lines, reads, givens, [(facing, *tiers[0]), *tiers[1:]], valid, broken)

    def technique_grade(self) -> tuple[str, float] | None:
        """Tatham's tiers (techniques.py) as our levels; None with parks or diagonals (his Towers has neither)."""
        path = solve_by_techniques(self.puzzle, record=False)
        return None if path is None else grade_of(path)
