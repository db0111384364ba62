"""Star Battle: S stars in every row, column and region of an N x N grid, no two stars touching."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from satpuzzles.cnf import DEFAULT_ENCODING, NATIVE
from satpuzzles.puzzles.base import Cell, PuzzleType, Template
from satpuzzles.puzzles.registry import register
from satpuzzles.puzzles.starbattle import model, rules, text
from satpuzzles.puzzles.starbattle.encode import StarBattleTemplate
from satpuzzles.puzzles.starbattle.explain import StarBattleExplainer
from satpuzzles.puzzles.starbattle.model import Solution, StarBattle
from satpuzzles.puzzles.stepping import StepModel

# Up to this size MiniCard with native cardinality constraints solves and proves fastest (corpus median
# 0.6 ms against 2.0 ms; generated 25x25 0.1-0.8 s against 0.6-0.9 s); beyond it, CaDiCaL with clauses
# (30x30: 1.0-2.8 s against 0.4-6.2 s; 35x35: 4-7 s against 8 to over 30 s). encodings/starbattle.md.
NATIVE_UP_TO = 25


class StarBattleType(PuzzleType[StarBattle, Solution]):
    name = "starbattle"
    aliases = ("star-battle",)
    auto_summary = f"minicard --encoding native up to {NATIVE_UP_TO}x{NATIVE_UP_TO}, cadical195 beyond"
    # A layout is its own shape, and nothing comes back to one after moving on (a batch solves a shape's
    # puzzles together, a generator asks about one layout at a time): kept sessions would only cost memory.
    kept_shapes = 2

    def from_json(self, data: Mapping[str, Any]) -> StarBattle:
        return model.from_json(data)

    def to_json(self, puzzle: StarBattle) -> dict[str, Any]:
        return model.to_json(puzzle)

    def solution_from_json(self, puzzle: StarBattle, data: Any) -> Solution:
        return model.solution_from_json(puzzle, data)

    def solution_to_json(self, solution: Solution) -> Any:
        return [list(row) for row in solution]

    def auto_solver(self, puzzle: StarBattle) -> tuple[str, str]:
        if puzzle.size <= NATIVE_UP_TO:
            return "minicard", NATIVE
        return self.preferred_backend, DEFAULT_ENCODING

    def shape(self, puzzle: StarBattle) -> Hashable:
        return (self.name, puzzle.size, puzzle.stars, puzzle.regions)

    def compile(self, puzzle: StarBattle, encoding: str) -> StarBattleTemplate:
        return StarBattleTemplate(puzzle, encoding)

    def explainer(
        self, puzzle: StarBattle, encoding: str, template: Template[StarBattle, Solution] | None = None
    ) -> StarBattleExplainer:
        # Its own formula: the shape's template fixes the regions, which moves and parts switch.
        return StarBattleExplainer(puzzle, encoding)

    def stepper(self, puzzle: StarBattle) -> StepModel:
        from satpuzzles.puzzles.starbattle.steps import StarBattleSteps

        return StarBattleSteps(puzzle)

    def violations(self, puzzle: StarBattle, solution: Solution) -> list[str]:
        return rules.violations(puzzle, solution)

    def warnings(self, puzzle: StarBattle) -> list[str]:
        return model.warnings(puzzle)

    def cell_text(self, solution: Solution, cell: Cell) -> str:
        return text.STAR if solution[cell[0]][cell[1]] else "."

    def to_text(self, puzzle: StarBattle, solution: Solution | None = None) -> str:
        return text.to_text(puzzle, solution)

    def from_text(self, source: str) -> tuple[StarBattle, Solution | None]:
        return text.from_text(source)

    def from_puzzlekit(self, source: str) -> tuple[StarBattle, Solution | None]:
        return text.from_puzzlekit(source)

    def looks_like_puzzlekit(self, lines: Sequence[str]) -> bool:
        return text.looks_like_puzzlekit(list(lines))

    def to_puzzlekit(self, puzzle: StarBattle, solution: Solution | None = None) -> str:
        return text.to_puzzlekit(puzzle, solution)


register(StarBattleType())

__all__ = ["StarBattle", "StarBattleType"]
