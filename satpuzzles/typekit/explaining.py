"""What a puzzle type offers `satpuzzles explain`: its hints and parts as switchable assumptions.

The generic algorithm (satpuzzles/explain/) never names a type: it loads the explainer's formula into
one solver session and asks questions by assumptions. A hint or part is a `Switch`: its JSON (the
HINT/PART shapes of encodings/explain.md), the assumption literals that pin it, and how to name it.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from satpuzzles.cnf import Formula

P = TypeVar("P")
S = TypeVar("S")
Cell = tuple[int, int]


@dataclass(frozen=True)
class Switch:
    """A hint (in the puzzle, or one that could be added) or a part, as assumptions on the explainer's formula.

    `key` identifies it (equal keys, equal hints); `rank` orders fixes (lower first); `name` reads after
    "remove"; `action` is what a setter does to add it; `cells` and `clue` say where a picture marks it.
    """

    key: Hashable
    json: dict[str, Any] = field(compare=False, hash=False)
    literals: tuple[int, ...] = field(compare=False)
    name: str = field(compare=False)
    action: str = field(compare=False, default="")
    rank: tuple[Any, ...] = field(compare=False, default=())
    cells: tuple[Cell, ...] = field(compare=False, default=())
    clue: tuple[str, int] | None = field(compare=False, default=None)


class Explainer(ABC, Generic[P, S]):
    """One puzzle's formula with every hint and part switchable, and what its switches mean.

    The formula holds the rules only as clauses (no native constraints: the search copies it); the
    puzzle as it stands is `fixed()` plus the literals of every switch in `parts()`.
    """

    formula: Formula
    narrows = True  # an added hint only keeps some of the puzzle's solutions (a clue, a given), never adds one

    @abstractmethod
    def decode(self, model: Sequence[int]) -> S:
        """The solution a full model describes."""

    @abstractmethod
    def cell_literals(self, solution: S) -> list[int]:
        """One primary literal per cell, row-major, true exactly when the cell holds the solution's value."""

    @abstractmethod
    def value_literals(self) -> list[list[int]]:
        """Per cell (row-major), the one-hot literals of its possible values: exactly one is true."""

    def balanced_lines(self) -> list[list[Cell]]:
        """Lines (the rows and the columns) in which every solution holds the same values, each as often.

        Two such solutions that differ in a cell differ in another cell of its row and of its column,
        so in at least 4 cells: `closest` needs no solver once it knows a pair that close. Empty when
        the type promises no such thing.
        """
        return []

    def fixed(self) -> list[int]:
        """Assumptions every question keeps (e.g. "no region move made")."""
        return []

    @abstractmethod
    def parts(self) -> list[Switch]:
        """What the puzzle states and a conflict can name: clues and givens (or rows, columns, regions)."""

    @abstractmethod
    def removable(self) -> list[Switch]:
        """The hints in the puzzle that a setter could remove (checked for redundancy)."""

    @abstractmethod
    def candidates(self) -> list[Switch]:
        """Every single hint that could be added (checked as fixes)."""

    @abstractmethod
    def held(self, solution: S) -> set[Hashable]:
        """Keys of the candidate hints that `solution` (a solution of the puzzle) still satisfies once added."""

    @abstractmethod
    def with_hint(self, hint: Switch) -> P:
        """The puzzle with a candidate hint added (for the independent re-check)."""

    @abstractmethod
    def without(self, hint: Switch) -> P:
        """The puzzle with one of its removable hints taken away (for the independent re-check)."""

    def only(self, parts: Sequence[Switch]) -> P | None:
        """The puzzle keeping just these parts, or None where that is no puzzle of the type."""
        return None
