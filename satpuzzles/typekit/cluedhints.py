"""Hints of the puzzles with clues around the grid and givens inside it, for `satpuzzles explain`.

A clue slot or a cell is a hint when filled; its literals are the template's assumptions for it, so
the explanation runs on the shape's own formula. Each type fills in how its clues and values read.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Hashable, Sequence
from dataclasses import replace
from typing import Any

from satpuzzles.cnf import count_equals
from satpuzzles.typekit.base import Template
from satpuzzles.typekit.buildings import B, HeightGrid, VisibilityTemplate
from satpuzzles.typekit.explaining import Cell, Explainer, P, S, Switch
from satpuzzles.typekit.grid import SIDES, named_lines
from satpuzzles.typekit.visibility import seen_from

Clues = dict[str, list[Any]]
Givens = list[list[Any]]


class CluedExplainer(Explainer[P, S]):
    """Clue slots (side, index) and cells (row, column) as switches over a compiled shape."""

    no_clue: Any  # how the model writes an empty clue slot
    no_given: Any  # and an unknown cell

    def __init__(self, puzzle: P, template: Template[P, S], size: int) -> None:
        self.puzzle = puzzle
        self.template = template
        self.formula = template.formula
        self.size = size
        self.clues = self.read_clues()
        self.givens = self.read_givens()
        self.slots = self.value_literals()  # per cell, its one-hot literals (all positive)

    @abstractmethod
    def read_clues(self) -> Clues: ...

    @abstractmethod
    def read_givens(self) -> Givens: ...

    @abstractmethod
    def rebuild(self, clues: Clues, givens: Givens) -> P:
        """A puzzle of the same shape with these clues and givens."""

    @abstractmethod
    def clue_values(self) -> Sequence[Any]: ...

    @abstractmethod
    def given_values(self) -> Sequence[Any]: ...

    @abstractmethod
    def clue_literals(self, side: str, index: int, value: Any) -> tuple[int, ...]: ...

    @abstractmethod
    def given_literal(self, row: int, column: int, value: Any) -> int: ...

    @abstractmethod
    def seen(self, solution: S, side: str, index: int) -> Any:
        """The clue the solution shows at that slot."""

    @abstractmethod
    def cell_value(self, solution: S, row: int, column: int) -> Any: ...

    def value_text(self, value: Any) -> str:
        return str(value)

    @abstractmethod
    def slot_values(self) -> Sequence[Any]:
        """The values a cell's one-hot literals stand for, in the template's order."""

    def grid(self, rows: list[list[Any]]) -> S:
        """A solution from its rows of cell values."""
        return tuple(tuple(row) for row in rows)  # type: ignore[return-value]

    def value_literals(self) -> list[list[int]]:
        n, values = self.size, self.slot_values()
        return [[self.given_literal(r, c, v) for v in values] for r in range(n) for c in range(n)]

    def decode(self, model: Sequence[int]) -> S:
        """What the template's decode says, read off the cell literals directly (the search decodes often)."""
        values, n = self.slot_values(), self.size
        cells = [next(values[i] for i, lit in enumerate(lits) if model[lit - 1] > 0) for lits in self.slots]
        return self.grid([cells[r * n : (r + 1) * n] for r in range(n)])

    def cell_literals(self, solution: S) -> list[int]:
        return self.template.solution_literals(solution)

    def clue(self, side: str, index: int, value: Any) -> Switch:
        where = f"{side} {index + 1}"
        text = self.value_text(value)
        return Switch(
            key=("clue", side, index, value),
            json={"side": side, "index": index, "value": value},
            literals=self.clue_literals(side, index, value),
            name=f"clue {text} at {where}",
            action=f"add clue {text} at {where}",
            rank=(0, SIDES.index(side), index, str(value)),
            clue=(side, index),
        )

    def given(self, row: int, column: int, value: Any) -> Switch:
        where = f"r{row + 1}c{column + 1}"
        text = self.value_text(value)
        return Switch(
            key=("given", row, column, value),
            json={"row": row, "column": column, "value": value},
            literals=(self.given_literal(row, column, value),),
            name=f"given {text} at {where}",
            action=f"give {where} = {text}",
            rank=(1, row, column, str(value)),
            cells=((row, column),),
        )

    def parts(self) -> list[Switch]:
        return self.removable()

    def balanced_lines(self) -> list[list[Cell]]:
        return [cells for _, cells in named_lines(self.size)]

    def removable(self) -> list[Switch]:
        clues = [
            self.clue(side, i, value)
            for side in SIDES
            for i, value in enumerate(self.clues[side])
            if value != self.no_clue
        ]
        givens = [
            self.given(r, c, value)
            for r, row in enumerate(self.givens)
            for c, value in enumerate(row)
            if value != self.no_given
        ]
        return clues + givens

    def candidates(self) -> list[Switch]:
        clues = [
            self.clue(side, i, value)
            for side in SIDES
            for i, present in enumerate(self.clues[side])
            if present == self.no_clue
            for value in self.clue_values()
        ]
        givens = [
            self.given(r, c, value)
            for r, row in enumerate(self.givens)
            for c, present in enumerate(row)
            if present == self.no_given
            for value in self.given_values()
        ]
        return clues + givens

    def held(self, solution: S) -> set[Hashable]:
        n = self.size
        keys: set[Hashable] = {("clue", side, i, self.seen(solution, side, i)) for side in SIDES for i in range(n)}
        keys.update(("given", r, c, self.cell_value(solution, r, c)) for r in range(n) for c in range(n))
        return keys

    def _edited(self, hint: Switch, value: Any | None) -> P:
        clues = {side: list(values) for side, values in self.clues.items()}
        givens = [list(row) for row in self.givens]
        data = hint.json
        if "side" in data:
            clues[data["side"]][data["index"]] = self.no_clue if value is None else value
        else:
            givens[data["row"]][data["column"]] = self.no_given if value is None else value
        return self.rebuild(clues, givens)

    def with_hint(self, hint: Switch) -> P:
        return self._edited(hint, hint.json["value"])

    def without(self, hint: Switch) -> P:
        return self._edited(hint, None)

    def only(self, parts: Sequence[Switch]) -> P | None:
        clues: Clues = {side: [self.no_clue] * self.size for side in SIDES}
        givens: Givens = [[self.no_given] * self.size for _ in range(self.size)]
        for part in parts:
            data = part.json
            if "side" in data:
                clues[data["side"]][data["index"]] = data["value"]
            else:
                givens[data["row"]][data["column"]] = data["value"]
        return self.rebuild(clues, givens)


class VisibilityExplainer(CluedExplainer[B, HeightGrid]):
    """Hints of a type with visibility clues: a clue slot's literals say "exactly k seen" on its counter, a cell's
    are its one-hot literal. A type says which values clues and cells take (clue_values, given_values)."""

    no_clue = 0
    no_given = None
    template: VisibilityTemplate[B]

    def read_clues(self) -> Clues:
        return {side: list(self.puzzle.clues(side)) for side in SIDES}

    def read_givens(self) -> Givens:
        givens = self.puzzle.givens
        return [list(row) for row in givens] if givens is not None else [[None] * self.size for _ in range(self.size)]

    def rebuild(self, clues: Clues, givens: Givens) -> B:
        any_given = any(v is not None for row in givens for v in row)
        sides = {side: tuple(clues[side]) for side in SIDES}
        return replace(self.puzzle, givens=tuple(tuple(row) for row in givens) if any_given else None, **sides)

    def clue_literals(self, side: str, index: int, value: Any) -> tuple[int, ...]:
        return count_equals(self.template.counters[side][index], value)

    def given_literal(self, row: int, column: int, value: Any) -> int:
        return self.template.x(row, column, value)

    def slot_values(self) -> Sequence[Any]:
        return self.given_values()

    def seen(self, solution: HeightGrid, side: str, index: int) -> int:
        return seen_from(solution, side, index)

    def cell_value(self, solution: HeightGrid, row: int, column: int) -> int:
        return solution[row][column]
