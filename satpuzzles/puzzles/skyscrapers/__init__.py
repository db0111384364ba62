"""Skyscrapers (Towers): Latin square with visibility clues, parks and the diagonal variant."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from satpuzzles.puzzles.base import Cell, PuzzleType, Template
from satpuzzles.puzzles.registry import register
from satpuzzles.puzzles.skyscrapers import model, rules, text
from satpuzzles.puzzles.skyscrapers.encode import SkyscrapersTemplate
from satpuzzles.puzzles.skyscrapers.explain import SkyscrapersExplainer
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers, Solution
from satpuzzles.puzzles.stepping import StepModel


class SkyscrapersType(PuzzleType[Skyscrapers, Solution]):
    name = "skyscrapers"
    aliases = ("skyscraper", "towers", "building")
    # MiniSat solves and proves the big grids 2-4x faster than CaDiCaL (30x30: 3-4 s against 10 s;
    # benchmarks/README.md), and is as fast on small ones.
    preferred_backend = "minisat22"

    def from_json(self, data: Mapping[str, Any]) -> Skyscrapers:
        return model.from_json(data)

    def to_json(self, puzzle: Skyscrapers) -> dict[str, Any]:
        return model.to_json(puzzle)

    def solution_from_json(self, puzzle: Skyscrapers, data: Any) -> Solution:
        return model.solution_from_json(puzzle, data)

    def solution_to_json(self, solution: Solution) -> Any:
        return [list(row) for row in solution]

    def shape(self, puzzle: Skyscrapers) -> Hashable:
        return (self.name, puzzle.size, puzzle.max_height, puzzle.diagonal)

    def compile(self, puzzle: Skyscrapers, encoding: str) -> SkyscrapersTemplate:
        return SkyscrapersTemplate(puzzle.size, puzzle.max_height, puzzle.diagonal, encoding)

    def explainer(
        self, puzzle: Skyscrapers, encoding: str, template: Template[Skyscrapers, Solution] | None = None
    ) -> SkyscrapersExplainer:
        return SkyscrapersExplainer(puzzle, template or self.compile(puzzle, encoding), puzzle.size)

    def stepper(self, puzzle: Skyscrapers) -> StepModel:
        from satpuzzles.puzzles.skyscrapers.steps import SkyscrapersSteps

        return SkyscrapersSteps(puzzle)

    def violations(self, puzzle: Skyscrapers, solution: Solution) -> list[str]:
        return rules.violations(puzzle, solution)

    def cell_text(self, solution: Solution, cell: Cell) -> str:
        value = solution[cell[0]][cell[1]]
        return str(value) if value else text.PARK

    def to_text(self, puzzle: Skyscrapers, solution: Solution | None = None) -> str:
        return text.to_text(puzzle, solution)

    def from_text(self, source: str) -> tuple[Skyscrapers, Solution | None]:
        return text.from_text(source)

    def from_puzzlekit(self, source: str) -> tuple[Skyscrapers, Solution | None]:
        return text.from_puzzlekit(source)

    def looks_like_puzzlekit(self, lines: Sequence[str]) -> bool:
        return text.looks_like_puzzlekit(list(lines))

    def to_puzzlekit(self, puzzle: Skyscrapers, solution: Solution | None = None) -> str:
        return text.to_puzzlekit(puzzle, solution)


register(SkyscrapersType())

__all__ = ["Skyscrapers", "SkyscrapersType"]
