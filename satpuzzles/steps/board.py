"""What a solver knows of the grid between steps: facts over cell value literals, and the solution they lead to."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from satpuzzles.typekit.stepping import CellValue, StepModel

Cell = tuple[int, int]


@dataclass(frozen=True)
class Fact:
    """A cell holds `value` (placed) or does not (excluded)."""

    cell: Cell
    value: Any
    placed: bool
    literal: int  # true exactly when the fact holds


class Board:
    """Known facts per cell; a cell with one value left is decided, a decided cell excludes the rest.

    Those two closures follow from "every cell holds exactly one value", which is always in force,
    so they cost nothing and join the step that caused them.
    """

    def __init__(self, model: StepModel, solution: list[list[Any]]) -> None:
        self.columns = model.columns
        self.values: list[list[CellValue]] = model.cell_values()
        self.solution = solution
        self.decided: dict[Cell, Any] = {}
        self.excluded: dict[Cell, set[Any]] = {}
        self.cell_of: dict[int, tuple[Cell, CellValue]] = {}
        self.truths: dict[Cell, list[Fact]] = {}  # per cell and value (in `options` order), the fact that holds
        for i, values in enumerate(self.values):
            cell = divmod(i, self.columns)
            for cv in values:
                self.cell_of[abs(cv.literal)] = (cell, cv)
            self.truths[cell] = [self._truth(cell, cv) for cv in values]

    def options(self, cell: Cell) -> list[CellValue]:
        return self.values[cell[0] * self.columns + cell[1]]

    def _truth(self, cell: Cell, cv: CellValue) -> Fact:
        """The fact about `cv` that holds in the solution."""
        placed = self.solution[cell[0]][cell[1]] == cv.value
        return Fact(cell, cv.value, placed, cv.literal if placed else -cv.literal)

    def known(self, fact: Fact) -> bool:
        if fact.placed:
            return bool(self.decided.get(fact.cell) == fact.value)
        return fact.cell in self.decided or fact.value in self.excluded.get(fact.cell, ())

    def open_facts(self, cells: Iterable[Cell]) -> list[Fact]:
        """The solution's facts on these cells that are not known yet: what a step may decide."""
        out: list[Fact] = []
        decided, excluded = self.decided, self.excluded
        for cell in cells:
            if cell in decided:
                continue
            gone = excluded.get(cell, ())
            out.extend(fact for fact in self.truths[cell] if fact.placed or fact.value not in gone)
        # A two-valued cell (a star or not) states "placed 0" and "1 excluded" with one literal: keep one.
        placed = {fact.literal for fact in out if fact.placed}
        return [fact for fact in out if fact.placed or fact.literal not in placed]

    def facts(self, cells: Iterable[Cell]) -> list[Fact]:
        """The known facts on these cells, as few as say it all: a decided cell's value, else its exclusions."""
        out: list[Fact] = []
        decided, excluded = self.decided, self.excluded
        for cell in cells:
            if cell in decided:
                value = decided[cell]
                out.append(next(fact for fact in self.truths[cell] if fact.value == value))
                continue
            gone = excluded.get(cell)
            if gone:
                out.extend(fact for fact in self.truths[cell] if fact.value in gone)
        return out

    def learn(self, fact: Fact) -> list[Fact]:
        """Add a fact and its closure; returns the facts that are new (the fact first, if it is)."""
        if self.known(fact):
            return []
        new = [fact]
        cell = fact.cell
        if fact.placed:
            self.decided[cell] = fact.value
            return new
        left = self.excluded.setdefault(cell, set())
        left.add(fact.value)
        remaining = [cv for cv in self.options(cell) if cv.value not in left]
        if len(remaining) == 1:
            self.decided[cell] = remaining[0].value
            new.append(self._truth(cell, remaining[0]))
        return new

    def place(self, cell: Cell, value: Any) -> None:
        """A value known from outside (a hint's state), checked against the solution by the caller."""
        self.learn(next(fact for fact in self.truths[cell] if fact.value == value))

    def complete(self) -> bool:
        return len(self.decided) == len(self.values)

    def grid(self) -> list[list[Any]]:
        rows = len(self.values) // self.columns
        return [[self.decided.get((r, c)) for c in range(self.columns)] for r in range(rows)]
