"""Hints for `satpuzzles explain`: clue slots take 1..N, cells a value 1..N; the switches are the template's
own assumption literals, so the explanation runs on the shape's formula (satpuzzles' VisibilityExplainer)."""

from __future__ import annotations

from satpuzzles.typekit import Template
from satpuzzles.typekit.cluedhints import VisibilityExplainer

from satpuzzles_skyscrapersudoku.encode import SkyscraperSudokuTemplate, compile
from satpuzzles_skyscrapersudoku.model import SkyscraperSudoku, Solution


class SkyscraperSudokuExplainer(VisibilityExplainer[SkyscraperSudoku]):
    template: SkyscraperSudokuTemplate

    def clue_values(self) -> range:
        return range(1, self.size + 1)

    def given_values(self) -> range:
        return range(1, self.size + 1)


def explainer(
    puzzle: SkyscraperSudoku, encoding: str, template: Template[SkyscraperSudoku, Solution] | None = None
) -> SkyscraperSudokuExplainer:
    """The explain part: `template`, when given, is the puzzle's shape already compiled (with clauses only)."""
    return SkyscraperSudokuExplainer(puzzle, template or compile(puzzle, encoding), puzzle.size)
