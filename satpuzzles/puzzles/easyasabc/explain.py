"""Easy As ABC hints for `satpuzzles explain`: clue slots take a letter, cells a letter or a blank."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from satpuzzles.typekit import Template
from satpuzzles.typekit.cluedhints import CluedExplainer, Clues, Givens
from satpuzzles.typekit.grid import SIDES, line_cells

from .encode import EasyAsABCTemplate, compile
from .model import BLANK, NONE, EasyAsABC, Solution
from .rules import first_letter


class EasyAsABCExplainer(CluedExplainer[EasyAsABC, Solution]):
    no_clue = NONE
    no_given = NONE
    template: EasyAsABCTemplate

    def read_clues(self) -> Clues:
        return {side: list(self.puzzle.clues(side)) for side in SIDES}

    def read_givens(self) -> Givens:
        givens = self.puzzle.givens
        return [list(row) for row in givens] if givens is not None else [[NONE] * self.size for _ in range(self.size)]

    def rebuild(self, clues: Clues, givens: Givens) -> EasyAsABC:
        top, bottom, left, right = ("".join(clues[side]) for side in SIDES)
        givens_rows = tuple("".join(row) for row in givens)
        return replace(self.puzzle, top=top, bottom=bottom, left=left, right=right, givens=givens_rows)

    def clue_values(self) -> str:
        return self.puzzle.letters

    def given_values(self) -> str:
        return BLANK + self.puzzle.letters if self.puzzle.blanks else self.puzzle.letters

    def _index(self, value: str) -> int:
        return 0 if value == BLANK else self.puzzle.letters.index(value) + 1

    def clue_literals(self, side: str, index: int, value: Any) -> tuple[int, ...]:
        return (self.template.first.lit(SIDES.index(side), index, self._index(value) - 1),)

    def given_literal(self, row: int, column: int, value: Any) -> int:
        return self.template.x(row, column, self._index(value))

    def slot_values(self) -> str:
        return BLANK + self.puzzle.letters

    def grid(self, rows: list[list[Any]]) -> Solution:
        return tuple("".join(row) for row in rows)

    def seen(self, solution: Solution, side: str, index: int) -> str | None:
        return first_letter([solution[r][c] for r, c in line_cells(side, index, self.size)])

    def cell_value(self, solution: Solution, row: int, column: int) -> str:
        return solution[row][column]

    def value_text(self, value: Any) -> str:
        return "blank" if value == BLANK else str(value)


def explainer(
    puzzle: EasyAsABC, encoding: str, template: Template[EasyAsABC, Solution] | None = None
) -> EasyAsABCExplainer:
    """The explain part: `template`, when given, is the puzzle's shape already compiled (with clauses only)."""
    return EasyAsABCExplainer(puzzle, template or compile(puzzle, encoding), puzzle.size)
