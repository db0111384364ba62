"""What a solver knows of the grid between steps: facts over cell value literals, and the solution they lead to."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from satpuzzles.puzzles.stepping import CellValue, StepModel

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
        for i, values in enumerate(self.values):
            for cv in values:
                self.cell_of[abs(cv.literal)] = (divmod(i, self.columns), cv)

    def options(self, cell: Cell) -> list[CellValue]:
        return self.values[cell[0] * self.columns + cell[1]]

    def true_fact(self, cell: Cell, cv: CellValue) -> Fact:
        """The fact about `cv` that holds in the solution."""
        placed = self.solution[cell[0]][cell[1]] == cv.value
        return Fact(cell, cv.value, placed, cv.literal if placed else -cv.literal)

    def known(self, fact: Fact) -> bool:
        if fact.placed:
            return bool(self.decided.get(fact.cell) == fact.value)
        return fact.cell in self.decided or fact.value in self.excluded.get(fact.cell, ())

    def open_facts(self, cells: Iterable[Cell]) -> list[Fact]:
        """The solution's facts on these cells that are not known yet: what a step may decide."""
        out = []
        for cell in cells:
            if cell in self.decided:
                continue
            for cv in self.options(cell):
                fact = self.true_fact(cell, cv)
                if not self.known(fact):
                    out.append(fact)
        # A two-valued cell (a star or not) states "placed 0" and "1 excluded" with one literal: keep one.
        placed = {fact.literal for fact in out if fact.placed}
        return [fact for fact in out if fact.placed or fact.literal not in placed]

    def facts(self, cells: Iterable[Cell]) -> list[Fact]:
        """The known facts on these cells, as few as say it all: a decided cell's value, else its exclusions."""
        out = []
        for cell in cells:
            if cell in self.decided:
                value = self.decided[cell]
                out.append(next(self.true_fact(cell, cv) for cv in self.options(cell) if cv.value == value))
                continue
            excluded = self.excluded.get(cell, set())
            out.extend(self.true_fact(cell, cv) for cv in self.options(cell) if cv.value in excluded)
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
            new.append(self.true_fact(cell, remaining[0]))
        return new

    def place(self, cell: Cell, value: Any) -> None:
        """A value known from outside (a hint's state), checked against the solution by the caller."""
        self.learn(next(self.true_fact(cell, cv) for cv in self.options(cell) if cv.value == value))

    def complete(self) -> bool:
        return len(self.decided) == len(self.values)

    def grid(self) -> list[list[Any]]:
        rows = len(self.values) // self.columns
        return [[self.decided.get((r, c)) for c in range(self.columns)] for r in range(rows)]
