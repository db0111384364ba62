"""Easy As ABC for `satpuzzles steps`: each row, column and diagonal, each clue and each given a group.

The shape's own encoding (encode.py) is reused with its line constraints guarded by one selector per
line. A clue's group is stated afresh, as what the clue says and no more, under its own selector: a
step that also needs the line's rule (each letter once) names the line. Steps come first from named
techniques (techniques.py through typekit/latinsteps.py), the step search where they stall.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from satpuzzles.typekit import checkpoint
from satpuzzles.typekit.cnf import DEFAULT_ENCODING, exactly
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.grid import SIDES, line_cells, named_lines
from satpuzzles.typekit.grouping import clue_group, given_group, guard, line_group
from satpuzzles.typekit.latinsolve import LatinState
from satpuzzles.typekit.latinsteps import LatinStepper
from satpuzzles.typekit.stepping import Cell, CellValue, StepModel, TechniqueFinding

from .encode import EasyAsABCTemplate
from .model import BLANK, NONE, EasyAsABC
from .techniques import (
    abc_tiers,
    applies,
    broken_clues,
    clues_of,
    grade_of,
    numbering,
    shows_clues,
    solve_by_techniques,
)


class _GuardedTemplate(EasyAsABCTemplate):
    def __init__(self, puzzle: EasyAsABC) -> None:
        self.puzzle = puzzle
        self.line_groups: list[Switch] = []
        self.clue_groups: list[Switch] = []
        super().__init__(puzzle.size, len(puzzle.letters), puzzle.diagonal, DEFAULT_ENCODING)

    def _latin(self, encoding: str, diagonal: bool) -> None:
        f, n, k = self.formula, self.size, len(self.letters)
        for r in range(n):
            checkpoint()
            for c in range(n):
                exactly(f, [self.x(r, c, v) for v in range(k + 1)], 1, encoding)
        what = "each letter once" + (f" and {n - k} blank(s)" if n > k else "")
        for name, cells in named_lines(n, diagonal):
            start, selector = len(f.clauses), f.new_var("selector")
            for v in range(k + 1):
                exactly(f, [self.x(r, c, v) for r, c in cells], 1 if v else n - k, encoding)
            guard(f, start, selector)
            self.line_groups.append(line_group(name, cells, selector, what))

    def _first_seen(self, s: int, side: str, index: int) -> None:
        """The clue's group says what the clue says and no more: the line shows a letter, and its first non-blank
        cell holds the clue's letter.

        The solver's clauses for a clue (encode.py) fold in the line's rule (a letter stands once, the first
        within the first n - k + 1 cells); a step built on them would use the line without naming it.
        """
        clue = self.puzzle.clues(side)[index]
        if clue not in self.letters:
            return
        checkpoint()
        f, v = self.formula, self.letters.index(clue) + 1
        cells = line_cells(side, index, self.size)
        blank = [self.x(r, c, 0) for r, c in cells]
        start = len(f.clauses)
        f.add([-b for b in blank])
        for j, (r, c) in enumerate(cells):  # blanks before cell j and a letter in it: the clue's letter
            f.add([*(-b for b in blank[:j]), blank[j], self.x(r, c, v)])
        selector = f.new_var("selector")
        guard(f, start, selector)
        self.clue_groups.append(clue_group(side, index, clue, clue, (selector,), self.size))


class EasyAsABCSteps(StepModel):
    # No human grades to calibrate on: Towers' medium, hard and extreme cuts, the easy one a step lower,
    # since at 2.5 the corpus was 61% easy (encodings/grading.md).
    grade_cuts = (2.25, 4.0, 8.5)

    def __init__(self, puzzle: EasyAsABC) -> None:
        self.puzzle = puzzle
        self.template = t = _GuardedTemplate(puzzle)
        self.formula = t.formula
        self.rows = self.columns = puzzle.size
        self.letters = puzzle.letters
        givens = [
            given_group(r, c, value, self.value_text(value), t.x(r, c, self._index(value)))
            for r, row in enumerate(puzzle.givens or ())
            for c, value in enumerate(row)
            if value != NONE
        ]
        order = {side: i for i, side in enumerate(SIDES)}
        clues = sorted(t.clue_groups, key=lambda g: (order[g.json["side"]], g.json["index"]))
        self._groups = [*clues, *givens, *t.line_groups]
        self._stepper: LatinStepper | None = None  # built when first asked

    def _index(self, value: str) -> int:
        return 0 if value == BLANK else self.letters.index(value) + 1

    def groups(self) -> list[Switch]:
        return list(self._groups)

    def cell_values(self) -> list[list[CellValue]]:
        t, n = self.template, self.rows
        values = [BLANK, *self.letters]
        return [[CellValue(v, t.x(r, c, self._index(v))) for v in values] for r in range(n) for c in range(n)]

    def value_text(self, value: Any) -> str:
        return "blank" if value == BLANK else str(value)

    def techniques(self, candidates: Mapping[Cell, set[Any]], decided: Collection[Cell]) -> list[TechniqueFinding]:
        """The named techniques (techniques.py) from these candidates. With a diagonal they read rows, columns and
        clues (sound, the diagonals unread) and try no trial: the step search, which reads the diagonals, takes
        over where they stall."""
        if self._stepper is None:
            self._stepper = self._latin_stepper()
        return self._stepper.findings(candidates, decided)

    def _latin_stepper(self) -> LatinStepper:
        n = self.rows
        lines = {g.name.split(" has ")[0]: g for g in self.template.line_groups}  # "row 1 has each letter once"
        clues = clues_of(self.puzzle)
        groups = {g.name: g for g in self.template.clue_groups}
        reads = {clue.name: (groups[clue.name], lines[clue.line]) for clue in clues}
        counts, symbols, values = numbering(self.puzzle)
        givens = {g.cells[0]: (values.index(g.json["value"]), g) for g in self._groups if g.rank[:1] == ("given",)}

        def valid(state: LatinState) -> bool:
            return shows_clues(state, clues)

        def broken(state: LatinState) -> list[str]:
            return broken_clues(state, clues)

        tiers = abc_tiers(clues, n)
        plain = applies(self.puzzle)
        return LatinStepper(n, lines, reads, givens, tiers, valid, broken, values, counts, symbols, trials=plain)

    def technique_grade(self) -> tuple[str, float] | None:
        """Tatham's tiers over the techniques (techniques.py) as our levels; None with a diagonal."""
        path = solve_by_techniques(self.puzzle, record=False)
        return None if path is None else grade_of(path)
