"""What the types with Skyscrapers' visibility clues share on the compiled side: the model they describe and a
template base that turns clues and givens into assumptions (the rules: satpuzzles.typekit.visibility; the
clauses: satpuzzles.cnf.line_visibility; the hints: cluedhints.VisibilityExplainer)."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Sequence
from dataclasses import Field
from typing import Any, ClassVar, Protocol, TypeVar

from satpuzzles.cnf import count_equals
from satpuzzles.typekit.base import Template

HeightGrid = tuple[tuple[int, ...], ...]  # a solution of numbers by row (Skyscrapers: 0 = a park)


class BuildingPuzzle(Protocol):
    """A model whose clues count buildings seen (0 = no clue) and whose givens are numbers (None = not given):
    a frozen dataclass with the fields top, bottom, left, right and givens (None when nothing is given)."""

    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]  # a dataclass: explainers replace its clues and givens

    @property
    def givens(self) -> Sequence[Sequence[int | None]] | None: ...

    def clues(self, side: str) -> Sequence[int]: ...


B = TypeVar("B", bound=BuildingPuzzle)


class VisibilityTemplate(Template[B, HeightGrid]):
    """A template with Skyscrapers' visibility: counters[side][i] are satpuzzles.cnf.line_visibility's outputs
    for that clue (built in SIDES order), and x(row, column, value) is a cell's one-hot literal."""

    counters: dict[str, list[list[int]]]

    @abstractmethod
    def x(self, r: int, c: int, value: int) -> int: ...

    def assumptions(self, puzzle: B) -> list[int]:
        """For every clue k the assumptions "exactly k seen", then every given's cell literal."""
        lits = [
            lit
            for side, outputs in self.counters.items()
            for out, clue in zip(outputs, puzzle.clues(side), strict=True)
            if clue
            for lit in count_equals(out, clue)
        ]
        for r, row in enumerate(puzzle.givens or ()):
            for c, value in enumerate(row):
                if value is not None:
                    lits.append(self.x(r, c, value))
        return lits

    def solution_literals(self, solution: HeightGrid) -> list[int]:
        return [self.x(r, c, v) for r, row in enumerate(solution) for c, v in enumerate(row)]
