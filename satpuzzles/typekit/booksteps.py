"""The generic step model: a rule book's rule groups and hints are the groups `satpuzzles steps` names."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from satpuzzles.typekit.bookrules import P, Rules, S
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.stepping import Cell, CellValue, StepModel


class BookSteps(StepModel):
    """One puzzle's rule book, each rule under its selector and each hint's literals under one of its own.

    A hint gets a selector (its literals as clauses guarded by it) so that no clause is guarded by two
    groups, whatever the hint's literals share with the rules' clauses. `lazy` (default: as the type
    solves) leaves the rules stated with `book.lazy_rule` to their cut finders, which the search applies
    under the rule's selector (encodings/rulebook.md); false states them exactly, as explain does.
    """

    def __init__(self, rules: Rules[P, S], puzzle: P, *, lazy: bool | None = None) -> None:
        self.rules = rules
        self.book = book = RuleBook(guarded=True, lazy=rules.lazy and rules.lazy_steps if lazy is None else lazy)
        stated = rules.state(book, puzzle)
        self.formula = book.formula
        self.lazy = book.lazy_groups
        self.lazy_reads = book.lazy_reads
        self.cells = book.cells
        self.rows, self.columns = self.cells.rows, self.cells.columns
        self.grade_cuts = rules.grade_cuts
        self._groups = [*(self._selected(hint) for hint in stated.hints(puzzle)), *book.rules]

    def _selected(self, hint: Switch) -> Switch:
        selector = self.formula.new_var("selector")
        self.formula.extend([lit, -selector] for lit in hint.literals)
        return Switch(hint.key, hint.json, (selector,), hint.name, hint.action, hint.rank, hint.cells, hint.clue)

    def groups(self) -> list[Switch]:
        return list(self._groups)

    def cell_values(self) -> list[list[CellValue]]:
        return [
            [CellValue(value, lit) for value, lit in self.cells.options((r, c))]
            for r in range(self.rows)
            for c in range(self.columns)
        ]

    def value_text(self, value: Any) -> str:
        return self.rules.value_text(value)

    def placed_text(self, cell: Cell, value: Any) -> str:
        if self.cells.kind == "boolean":
            return f"r{cell[0] + 1}c{cell[1] + 1} is {self.value_text(value)}"
        return super().placed_text(cell, value)

    def excluded_text(self, cell: Cell, values: Sequence[Any]) -> str:
        if self.cells.kind == "boolean":  # "not a mine" reads better as "safe"
            other = next(value for value in self.cells.values if value not in values)
            return self.placed_text(cell, other)
        return super().excluded_text(cell, values)


def book_stepper(rules: Rules[P, S]) -> Callable[[P], StepModel]:
    """The `stepper` part of a type's spec."""

    def stepper(puzzle: P) -> StepModel:
        return BookSteps(rules, puzzle)

    return stepper
