"""Hints for `satpuzzles explain`: clue slots take 1..N, cells a value 1..N; the switches are the template's
own assumption literals, so the explanation runs on the shape's formula."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from satpuzzles.cnf import count_equals
from satpuzzles.puzzles.cluedhints import CluedExplainer, Clues, Givens
from satpuzzles.puzzles.grid import SIDES
from satpuzzles.puzzles.spec import Template
from satpuzzles.puzzles.visibility import seen_from

from satpuzzles_skyscrapersudoku.encode import SkyscraperSudokuTemplate, compile
from satpuzzles_skyscrapersudoku.model import SkyscraperSudoku, Solution


class SkyscraperSudokuExplainer(CluedExplainer[SkyscraperSudoku, Solution]):
    no_clue = 0
    no_given = None
    template: SkyscraperSudokuTemplate

    def read_clues(self) -> Clues:
        return {side: list(self.puzzle.clues(side)) for side in SIDES}

    def read_givens(self) -> Givens:
        givens = self.puzzle.givens
        return [list(row) for row in givens] if givens is not None else [[None] * self.size for _ in range(self.size)]

    def rebuild(self, clues: Clues, givens: Givens) -> SkyscraperSudoku:
        any_given = any(v is not None for row in givens for v in row)
        top, bottom, left, right = (tuple(clues[side]) for side in SIDES)
        rows = tuple(tuple(row) for row in givens) if any_given else None
        return replace(self.puzzle, top=top, bottom=bottom, left=left, right=right, givens=rows)

    def clue_values(self) -> range:
        return range(1, self.size + 1)

    def given_values(self) -> range:
        return range(1, self.size + 1)

    def clue_literals(self, side: str, index: int, value: Any) -> tuple[int, ...]:
        return count_equals(self.template.counters[side][index], value)

    def given_literal(self, row: int, column: int, value: Any) -> int:
        return self.template.x(row, column, value)

    def slot_values(self) -> range:
        return self.given_values()

    def seen(self, solution: Solution, side: str, index: int) -> int:
        return seen_from(solution, side, index)

    def cell_value(self, solution: Solution, row: int, column: int) -> int:
        return solution[row][column]


def explainer(
    puzzle: SkyscraperSudoku, encoding: str, template: Template[SkyscraperSudoku, Solution] | None = None
) -> SkyscraperSudokuExplainer:
    """The explain part: `template`, when given, is the puzzle's shape already compiled (with clauses only)."""
    return SkyscraperSudokuExplainer(puzzle, template or compile(puzzle, encoding), puzzle.size)
