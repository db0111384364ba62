"""Skyscrapers hints for `satpuzzles explain`: clue slots take heights 1..max_height, cells a height or a park."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import Template
from satpuzzles.typekit.cluedhints import VisibilityExplainer

from .encode import SkyscrapersTemplate, compile
from .model import Skyscrapers, Solution


class SkyscrapersExplainer(VisibilityExplainer[Skyscrapers]):
    template: SkyscrapersTemplate

    def clue_values(self) -> range:
        return range(1, self.puzzle.max_height + 1)

    def given_values(self) -> range:
        return range(self.template.lowest, self.puzzle.max_height + 1)

    def value_text(self, value: Any) -> str:
        return "park" if value == 0 else str(value)

    def fixed(self) -> list[int]:
        """On solving's template of both variants, whether the diagonals' rule holds is kept as the puzzle says."""
        rule = self.template.diagonal_rule
        return [rule if self.puzzle.diagonal else -rule] if rule else []


def explainer(
    puzzle: Skyscrapers, encoding: str, template: Template[Skyscrapers, Solution] | None = None
) -> SkyscrapersExplainer:
    """The explain part: `template`, when given, is the puzzle's shape already compiled (with clauses only)."""
    return SkyscrapersExplainer(puzzle, template or compile(puzzle, encoding), puzzle.size)
