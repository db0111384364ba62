"""Skyscrapers hints for `satpuzzles explain`: clue slots take heights 1..max_height, cells a height or a park."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from satpuzzles.cnf import count_equals
from satpuzzles.puzzles.base import Template
from satpuzzles.puzzles.cluedhints import CluedExplainer, Clues, Givens
from satpuzzles.puzzles.grid import SIDES
from satpuzzles.puzzles.skyscrapers.encode import SkyscrapersTemplate, compile
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers, Solution
from satpuzzles.puzzles.visibility import seen_from


class SkyscrapersExplainer(CluedExplainer[Skyscrapers, Solution]):
    no_clue = 0
    no_given = None
    template: SkyscrapersTemplate

    def read_clues(self) -> Clues:
        return {side: list(self.puzzle.clues(side)) for side in SIDES}

    def read_givens(self) -> Givens:
        givens = self.puzzle.givens
        return [list(row) for row in givens] if givens is not None else [[None] * self.size for _ in range(self.size)]

    def rebuild(self, clues: Clues, givens: Givens) -> Skyscrapers:
        any_given = any(v is not None for row in givens for v in row)
        return replace(
            self.puzzle,
            top=tuple(clues["top"]),
            bottom=tuple(clues["bottom"]),
            left=tuple(clues["left"]),
            right=tuple(clues["right"]),
            givens=tuple(tuple(row) for row in givens) if any_given else None,
        )

    def clue_values(self) -> range:
        return range(1, self.puzzle.max_height + 1)

    def given_values(self) -> range:
        return range(self.template.lowest, self.puzzle.max_height + 1)

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

    def value_text(self, value: Any) -> str:
        return "park" if value == 0 else str(value)


def explainer(
    puzzle: Skyscrapers, encoding: str, template: Template[Skyscrapers, Solution] | None = None
) -> SkyscrapersExplainer:
    """The explain part: `template`, when given, is the puzzle's shape already compiled (with clauses only)."""
    return SkyscrapersExplainer(puzzle, template or compile(puzzle, encoding), puzzle.size)
