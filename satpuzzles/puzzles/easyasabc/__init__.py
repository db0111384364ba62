"""Easy As ABC (ABC End View): letters once per line, first-letter-seen clues, the diagonal variant."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from satpuzzles.puzzles.base import Cell, PuzzleType, Template
from satpuzzles.puzzles.easyasabc import model, rules, text
from satpuzzles.puzzles.easyasabc.encode import EasyAsABCTemplate
from satpuzzles.puzzles.easyasabc.explain import EasyAsABCExplainer
from satpuzzles.puzzles.easyasabc.model import EasyAsABC, Solution
from satpuzzles.puzzles.registry import register
from satpuzzles.puzzles.stepping import StepModel


class EasyAsABCType(PuzzleType[EasyAsABC, Solution]):
    name = "easyasabc"
    aliases = ("abc", "easy-as-abc", "abc-end-view", "abcendview")
    # MiniSat keeps 45x45 and 50x50 grids under 10 s where CaDiCaL takes up to 21 s (benchmarks/README.md),
    # and is as fast on the corpus.
    preferred_backend = "minisat22"

    def from_json(self, data: Mapping[str, Any]) -> EasyAsABC:
        return model.from_json(data)

    def to_json(self, puzzle: EasyAsABC) -> dict[str, Any]:
        return model.to_json(puzzle)

    def solution_from_json(self, puzzle: EasyAsABC, data: Any) -> Solution:
        return model.solution_from_json(puzzle, data)

    def solution_to_json(self, solution: Solution) -> Any:
        return list(solution)

    def shape(self, puzzle: EasyAsABC) -> Hashable:
        return (self.name, puzzle.size, len(puzzle.letters), puzzle.diagonal)

    def compile(self, puzzle: EasyAsABC, encoding: str) -> EasyAsABCTemplate:
        return EasyAsABCTemplate(puzzle.size, len(puzzle.letters), puzzle.diagonal, encoding)

    def explainer(
        self, puzzle: EasyAsABC, encoding: str, template: Template[EasyAsABC, Solution] | None = None
    ) -> EasyAsABCExplainer:
        return EasyAsABCExplainer(puzzle, template or self.compile(puzzle, encoding), puzzle.size)

    def stepper(self, puzzle: EasyAsABC) -> StepModel:
        from satpuzzles.puzzles.easyasabc.steps import EasyAsABCSteps

        return EasyAsABCSteps(puzzle)

    def violations(self, puzzle: EasyAsABC, solution: Solution) -> list[str]:
        return rules.violations(puzzle, solution)

    def cell_text(self, solution: Solution, cell: Cell) -> str:
        return solution[cell[0]][cell[1]]

    def to_text(self, puzzle: EasyAsABC, solution: Solution | None = None) -> str:
        return text.to_text(puzzle, solution)

    def from_text(self, source: str) -> tuple[EasyAsABC, Solution | None]:
        return text.from_text(source)

    def from_puzzlekit(self, source: str) -> tuple[EasyAsABC, Solution | None]:
        return text.from_puzzlekit(source)

    def looks_like_puzzlekit(self, lines: Sequence[str]) -> bool:
        return text.looks_like_puzzlekit(list(lines))

    def to_puzzlekit(self, puzzle: EasyAsABC, solution: Solution | None = None) -> str:
        return text.to_puzzlekit(puzzle, solution)


register(EasyAsABCType())

__all__ = ["EasyAsABC", "EasyAsABCType"]
